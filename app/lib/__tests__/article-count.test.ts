import { describe, expect, it } from "vitest";
import { articleCount } from "../article-count";
import { filterStatusMessage } from "../tag-filter";

describe("an article count", () => {
  it("is singular for one, and written with a thousands separator as the archive writes it", () => {
    expect(articleCount(1)).toBe("1 article");
    expect(articleCount(0)).toBe("0 articles");
    expect(articleCount(1000)).toBe("1,000 articles");
  });

  it("reads the same in the tag filter's status, its total included", () => {
    expect(filterStatusMessage(null, 1000, 1000, "ready")).toBe("Showing all 1,000 articles");
    expect(filterStatusMessage(null, 30, 1000, "ready")).toBe("Showing 30 articles of 1,000");
  });
});
