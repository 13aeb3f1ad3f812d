import { describe, expect, it } from "vitest";
import { BODY_IN_DOCUMENT } from "~/lib/article-body-source";
import { UnknownHydrationDataError, bodyFromDocument } from "../passes/body-from-document";

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
  return `<div data-article-body="">${body}</div>${scripts.join("")}<script>done()</script>`;
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

function decodedStream(page: string): string {
  return [...page.matchAll(/enqueue\(("(?:[^"\\]|\\.)*")\)/g)]
    .map(([, literal]) => JSON.parse(literal ?? ""))
    .join("");
}

describe("keeping the article body out of the hydration data", () => {
  it("replaces the body string with the in-document marker and keeps everything else", () => {
    const values = JSON.parse(decodedStream(bodyFromDocument(pageWith(handoff)))) as unknown[];
    expect(values).toContain("Sticky");
    expect(values).toContain(BODY_IN_DOCUMENT);
    expect(values).not.toContain(body);
  });

  it("keeps the body in the document itself", () => {
    expect(bodyFromDocument(pageWith(handoff))).toContain(`<div data-article-body="">${body}</div>`);
  });

  it("escapes the rewritten data as React Router does, so the script cannot be closed early", () => {
    const stream = JSON.stringify(["title", "</script>", "html", body, { _0: 1, _2: 3 }]) + "\n";
    const rewritten = bodyFromDocument(pageWith(stream));
    expect(rewritten).toContain("\\u003c/script\\u003e");
    expect(rewritten.match(/<\/script>/g)?.length).toBe(2);
  });

  it("joins data split over several scripts into one", () => {
    const rewritten = bodyFromDocument(pageWith(handoff, 3));
    expect(rewritten.match(/enqueue\(/g)?.length).toBe(1);
    expect(JSON.parse(decodedStream(rewritten))).toContain(BODY_IN_DOCUMENT);
  });

  it("refuses data it does not understand rather than ship a page that cannot hydrate", () => {
    expect(() => bodyFromDocument("<p>No scripts</p>")).toThrow(UnknownHydrationDataError);
    expect(() => bodyFromDocument(pageWith(JSON.stringify(["title", { _0: 0 }]) + "\n"))).toThrow(
      UnknownHydrationDataError,
    );
  });
});
