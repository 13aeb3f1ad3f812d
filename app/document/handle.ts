import { createContext } from "react";

/**
 * What a route tells the document about its pages, through its `handle` (React Router's place for
 * a route's own facts), and the one reader of it: the server entry and the layout read the matched
 * routes' handles here, and each route declares `export const handle: PageHandle = …`.
 */
export interface PageHandle {
  /**
   * The loader data's key that holds the article's compiled HTML: the document carries the body,
   * so the server entry leaves it out of the hydration data (article-body-handoff.ts).
   */
  bodyInDocument?: string;
  /**
   * The page never hydrates (Not found): hosts serve it at every unknown address, where the router
   * would have to pretend to be at the address it was rendered for. It needs no app (its header has
   * no search, and the intent gate answers its theme toggle), so it ships no scripts but the gate
   * and the theme's boot script: no hydration data, no `<Scripts />`.
   */
  hydrates?: false;
  /** The page is a list the header's "Search by tag" filters. */
  tagFilter?: true;
}

/** The matched routes' handles, outermost first, as one. */
export function pageHandle(handles: readonly unknown[]): PageHandle {
  const page: PageHandle = {};
  for (const handle of handles) {
    if (typeof handle !== "object" || handle === null) continue;
    if ("bodyInDocument" in handle && typeof handle.bodyInDocument === "string")
      page.bodyInDocument = handle.bodyInDocument;
    if ("hydrates" in handle && handle.hydrates === false) page.hydrates = false;
    if ("tagFilter" in handle && handle.tagFilter === true) page.tagFilter = true;
  }
  return page;
}

/** Decided by the server entry, which also knows the response's status (an address a loader refused). */
export function pageHydrates(status: number, handles: readonly unknown[]): boolean {
  return status !== 404 && pageHandle(handles).hydrates !== false;
}

/** The server entry's decision, for the layout: it renders no `<Scripts />` on a page that never hydrates. */
export const PageHydratesContext = createContext(true);
