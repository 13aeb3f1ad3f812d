import { describe, expect, it } from "vitest";
import { ContentError, isContentErrorMessage } from "../content-error";
import { createFrontMatterSchema } from "../schema";

/**
 * The front matter's rules one by one, with the message each gives the writer (posts.test.ts
 * checks how a whole file's problems are located and reported).
 */
// Built afresh for each use: a schema built while the file loads would miss a changed rule in a
// mutation run (npm run test:mutation), which switches its mutants on only while tests run.
const schema = () => createFrontMatterSchema(["azure", "react"]);
const valid = { title: "T", date: "20240817", summary: "S", excerpt: "E", tags: ["azure"] };
const messages = (front: Record<string, unknown>) => {
  const result = schema().safeParse(front);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("an article's front matter", () => {
  it("reads a date as YYYYMMDD however it is written", () => {
    for (const date of ["20240817", 20240817, "2024-08-17", " 2024-08-17 ", new Date("2024-08-17T00:00:00Z")])
      expect(schema().parse({ ...valid, date }).date).toBe("20240817");
  });

  it("refuses a day that does not exist, naming what it got", () => {
    for (const date of ["20240230", "20241301", "20240800", "2024-8-17"])
      expect(messages({ ...valid, date })).toEqual([
        `date: must be a real date written YYYYMMDD or YYYY-MM-DD, got "${date}"`,
      ]);
  });

  it("refuses blank text fields and an empty tag list, saying what is wrong", () => {
    expect(messages({ ...valid, title: "  ", summary: " ", excerpt: " ", series: " ", tags: [] })).toEqual([
      "title: must not be empty",
      "summary: must not be empty",
      "excerpt: must not be empty",
      "tags: must list at least one tag",
      "series: must not be empty",
    ]);
    expect(schema().parse({ ...valid, title: " T ", series: " S " })).toMatchObject({
      title: "T",
      series: "S",
    });
  });

  it("keeps the excerpt within 160 characters", () => {
    expect(messages({ ...valid, excerpt: "x".repeat(160) })).toEqual([]);
    expect(messages({ ...valid, excerpt: "x".repeat(161) })).toEqual([
      "excerpt: must be at most 160 characters: search results cut meta descriptions there",
    ]);
  });

  it("lists changes from the article's own day on, oldest first, each saying what changed", () => {
    const change = (date: string, what = "A fix.") => ({ date, what });
    expect(messages({ ...valid, changes: [change("20240817"), change("20240818")] })).toEqual([]);
    expect(schema().parse({ ...valid, changes: [change("20240818")] }).changes).toEqual([
      { date: "20240818", what: "A fix." },
    ]);
    expect(messages({ ...valid, changes: [change("20240816")] })).toEqual([
      "changes.0.date: must not be before the article's date",
    ]);
    expect(messages({ ...valid, changes: [change("20240819"), change("20240818")] })).toEqual([
      "changes.1.date: must not be before the change above it: list changes oldest first",
    ]);
    expect(messages({ ...valid, changes: [change("20240818", " ")] })).toEqual([
      "changes.0.what: must say what changed",
    ]);
    expect(messages({ ...valid, changes: [change("29990101")] })).toEqual([
      "changes.0.date: must not be in the future",
    ]);
    expect(messages({ ...valid, changes: [] })).toEqual([
      "changes: must list at least one change, or be left out",
    ]);
  });

  it("takes a change dated today (UTC) or several on one day, and refuses one dated tomorrow", () => {
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10).replaceAll("-", "");
    const change = (date: string) => ({ date, what: "A fix." });
    expect(messages({ ...valid, changes: [change(day(0))] })).toEqual([]);
    expect(messages({ ...valid, changes: [change("20240818"), change("20240818")] })).toEqual([]);
    expect(messages({ ...valid, changes: [change(day(1))] })).toEqual([
      "changes.0.date: must not be in the future",
    ]);
  });

  it("takes https alone as a canonical URL's scheme, not one that merely starts or ends so", () => {
    expect(messages({ ...valid, canonical: "https://example.com/a" })).toEqual([]);
    for (const canonical of ["xhttps://example.com/a", "httpsx://example.com/a"])
      expect(messages({ ...valid, canonical })).toEqual([
        "canonical: must be an absolute https:// URL, such as https://example.com/my-article",
      ]);
  });
});

describe("a content error", () => {
  it("counts its problems in its headline, which is how the browser recognises it", () => {
    const one = new ContentError([{ file: "a.md", message: "m" }]);
    expect(one.message).toBe("Invalid content (1 problem):\n  a.md: m");
    expect(one.name).toBe("ContentError");
    const two = new ContentError([
      { file: "a.md", line: 3, field: "title", message: "must not be empty" },
      { file: "b.md", message: "m" },
    ]);
    expect(two.message).toBe('Invalid content (2 problems):\n  a.md:3: "title" must not be empty\n  b.md: m');
    expect(isContentErrorMessage(two.message)).toBe(true);
    expect(isContentErrorMessage(`Error: ${two.message}`)).toBe(false);
  });
});
