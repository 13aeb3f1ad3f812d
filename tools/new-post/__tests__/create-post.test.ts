import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { article, contentFolder } from "../../../tests/content-fixture";
import { readContent } from "../../../app/lib/content/posts.server";
import { createPost, slugify, today } from "../create-post";

describe("npm run new-post", () => {
  it("creates a valid draft named after the date and title", () => {
    const directory = contentFolder({});
    const file = createPost({ title: "Hello, Wörld!", date: "20260101", tags: ["azure"], directory });
    expect(file).toMatch(/posts\/20260101-hello-world\.md$/);
    expect(readFileSync(file, "utf8")).toContain("draft: true");
    const [post] = readContent(directory, { includeDrafts: true }).posts;
    expect(post).toMatchObject({ title: "Hello, Wörld!", date: "20260101", tags: ["azure"], draft: true });
  });

  it("refuses a date that already has an article", () => {
    const directory = contentFolder({ "old.md": article({ date: '"20240817"' }) });
    expect(() => createPost({ title: "Again", date: "20240817", tags: [], directory })).toThrow(
      /old\.md already has the date 20240817/,
    );
  });

  it("refuses tags outside the vocabulary and malformed dates", () => {
    const directory = contentFolder({});
    expect(() => createPost({ title: "T", date: "20260101", tags: ["nope"], directory })).toThrow(
      "Not in the tag vocabulary (content/tags.yaml): nope",
    );
    expect(() => createPost({ title: "T", date: "2026-1-1", tags: [], directory })).toThrow(
      "--date must be YYYYMMDD",
    );
  });

  it("slugs titles and dates today in the owner's time zone", () => {
    expect(slugify("Server-Sent Events in React")).toBe("server-sent-events-in-react");
    expect(today(new Date(2025, 7, 23, 23, 30))).toBe("20250823");
  });
});
