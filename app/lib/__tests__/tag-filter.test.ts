import { describe, expect, it } from "vitest";
import { filterByTag, matchingTags } from "../tag-filter";

const vocabulary = ["blog", "css", "azure", "app-service", "react", "sse", "postgresql"];

describe("matching typed text against the tag vocabulary", () => {
  it("keeps the vocabulary order and matches anywhere in the tag", () => {
    expect(matchingTags(vocabulary, "s")).toEqual(["css", "app-service", "sse", "postgresql"]);
    expect(matchingTags(vocabulary, "ser")).toEqual(["app-service"]);
  });

  it("lowercases and trims the text", () => {
    expect(matchingTags(vocabulary, "  AZ ")).toEqual(["azure"]);
  });

  it("matches nothing for blank text", () => {
    expect(matchingTags(vocabulary, "")).toEqual([]);
    expect(matchingTags(vocabulary, " \t ")).toEqual([]);
  });

  it.each([".*", "(", "[a-", "\\", "$^", "😀", "שלום", "x".repeat(10_000)])(
    "treats %j as plain text",
    (text) => {
      expect(matchingTags(vocabulary, text)).toEqual([]);
    },
  );
});

describe("filtering articles by the chosen tag", () => {
  const posts = [
    { title: "A", tags: ["azure", "postgresql"] },
    { title: "B", tags: ["react"] },
    { title: "C", tags: ["azure-functions"] },
  ];

  it("shows every article when no tag is chosen", () => {
    expect(filterByTag(posts, null)).toEqual(posts);
  });

  it("keeps only articles whose tags include exactly the chosen tag", () => {
    expect(filterByTag(posts, "azure").map((post) => post.title)).toEqual(["A"]);
    expect(filterByTag(posts, "nope")).toEqual([]);
  });
});
