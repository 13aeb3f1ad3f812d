import { describe, expect, it } from "vitest";
import { BODY_IN_DOCUMENT } from "~/lib/article-body-source";
import { bodyFromDocument } from "../passes/body-from-document";
import { UnknownHydrationDataError, hydrationDataOutOfPage } from "../passes/hydration-data";

const body = "<p>Sticky <code>&lt;header&gt;</code> \u2028 & more</p>";

/** A page the way React Router writes it: the handoff data as an escaped turbo-stream literal. */
function pageWith(stream: string, chunks = 1): string {
  const size = Math.ceil(stream.length / chunks);
  const scripts = Array.from({ length: chunks }, (_, index) => {
    const literal = JSON.stringify(stream.slice(index * size, (index + 1) * size)).replace(
      /[<>&\u2028]/g,
      (match) => `\\u${match.charCodeAt(0).toString(16).padStart(4, "0")}`,
    );
    return `<script>window.__reactRouterContext.streamController.enqueue(${literal});</script>`;
  });
  const close = "<script>window.__reactRouterContext.streamController.close();</script>";
  return `<div data-article-body="">${body}</div>${scripts.join("")}${close}`;
}

const handoff =
  JSON.stringify([
    { _1: 2 },
    "loaderData",
    { _3: 4 },
    "routes/article",
    { _5: 6, _7: 8 },
    "title",
    "Sticky",
    "html",
    body,
  ]) + "\n";

/** The article's hydration data as the pages pass writes it: out of the page, without the body. */
const written = (page: string) => bodyFromDocument(hydrationDataOutOfPage(page).stream);

describe("keeping the article body out of the hydration data", () => {
  it("replaces the body string with the in-document marker and keeps everything else", () => {
    const values = JSON.parse(written(pageWith(handoff))) as unknown[];
    expect(values).toContain("Sticky");
    expect(values).toContain(BODY_IN_DOCUMENT);
    expect(values).not.toContain(body);
  });

  it("keeps the body in the document itself", () => {
    expect(hydrationDataOutOfPage(pageWith(handoff)).page).toContain(
      `<div data-article-body="">${body}</div>`,
    );
  });

  it("reads data split over several scripts as one stream", () => {
    expect(JSON.parse(written(pageWith(handoff, 3)))).toContain(BODY_IN_DOCUMENT);
  });

  it("refuses data it does not understand rather than ship a page that cannot hydrate", () => {
    expect(() => written("<p>No scripts</p>")).toThrow(UnknownHydrationDataError);
    expect(() => written(pageWith(JSON.stringify(["title", { _0: 0 }]) + "\n"))).toThrow(
      UnknownHydrationDataError,
    );
    expect(() => bodyFromDocument("not a turbo-stream\n")).toThrow(UnknownHydrationDataError);
  });
});
