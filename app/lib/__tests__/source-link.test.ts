import { describe, expect, it } from "vitest";
import { editUrl } from "../source-link";

const repository = { url: "https://github.com/alex-example/dev-notes", branch: "main" };

describe("the correction link", () => {
  it("opens the article's file in GitHub's editor on the configured branch", () => {
    expect(editUrl(repository, "content/posts/20240817-start-of-the-journey.md")).toBe(
      "https://github.com/alex-example/dev-notes/edit/main/content/posts/20240817-start-of-the-journey.md",
    );
  });

  it("tolerates a trailing slash, Windows separators and characters a URL must escape", () => {
    expect(editUrl({ url: `${repository.url}/`, branch: "release/1" }, "content\\posts\\a b.md")).toBe(
      "https://github.com/alex-example/dev-notes/edit/release/1/content/posts/a%20b.md",
    );
  });

  it("is absent when no repository is configured", () => {
    expect(editUrl(undefined, "content/posts/20240817-start-of-the-journey.md")).toBeNull();
  });
});
