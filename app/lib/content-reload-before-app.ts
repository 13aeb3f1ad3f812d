import { CONTENT_CHANGED_EVENT } from "./content-changed-event";

/**
 * `npm run dev` only, loaded with the page as a module of its own (root.tsx): Vite's client and
 * the writing loop start with the page, not with the app, which waits for the visitor's first
 * intent like a published page. A saved article reaches a page nobody has touched yet (the owner
 * is typing in the editor) as a reload, which renders it from the files as they are now, a broken
 * one as its content error; once the app runs, `ContentHotReload` loads the data again in place
 * instead. Importing `import.meta.hot` is what brings Vite's client (`/@vite/client`).
 */
import.meta.hot?.on(CONTENT_CHANGED_EVENT, () => {
  if (!("hydrated" in document.documentElement.dataset)) location.reload();
});
