/** Sent by the dev server (vite/content-dev.ts) when a file under the content folder changes. */
export const CONTENT_CHANGED_EVENT = "devblog:content-changed";
