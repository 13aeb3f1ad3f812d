import { describe, expect, it } from "vitest";
import { BODY_IN_DOCUMENT } from "~/lib/article-body-source";
import { bodyLeftToDocument } from "../article-body-handoff.server";
import { UnexpectedPageError } from "../page-tree.server";

const body = "<p>Sticky <code>&lt;header&gt;</code> \u2028 & more</p>";

/** An article's hydration data as React Router encodes it (a turbo-stream, flattened). */
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

describe("keeping the article body out of the hydration data", () => {
  it("replaces the body string with the in-document marker and keeps everything else", () => {
    const values = JSON.parse(bodyLeftToDocument(handoff, "html")) as unknown[];
    expect(values).toContain("Sticky");
    expect(values).toContain(BODY_IN_DOCUMENT);
    expect(values).not.toContain(body);
  });

  it("keeps the lines after the first (promises resolved later) as they are", () => {
    expect(bodyLeftToDocument(`${handoff}P1:[1]\n`, "html").endsWith("\nP1:[1]\n")).toBe(true);
  });

  it("refuses data it does not understand rather than render a page that cannot hydrate", () => {
    expect(() => bodyLeftToDocument("not json\n", "html")).toThrow(UnexpectedPageError);
    expect(() => bodyLeftToDocument(JSON.stringify(["title", { _0: 0 }]) + "\n", "html")).toThrow(
      UnexpectedPageError,
    );
    expect(() => bodyLeftToDocument(JSON.stringify([{ _0: 1 }, "html", 3]) + "\n", "html")).toThrow(/string/);
  });
});
