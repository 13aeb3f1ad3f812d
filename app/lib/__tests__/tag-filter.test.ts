import { describe, expect, it } from "vitest";
import { VOCABULARY } from "../../../tests/contract/seed-spec";
import { filterByTag, filterStatusMessage, matchingTags } from "../tag-filter";

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

/** Tricky and random texts for the search input: regex syntax, emoji, right-to-left, very long. */
function fuzzTexts(): string[] {
  const alphabet = [
    "a",
    "e",
    "r",
    "-",
    "s",
    "z",
    " ",
    "A",
    ".*",
    "(",
    "[",
    "\\",
    "$",
    "^",
    "?",
    "😀",
    "ש",
    "ع",
    "\u202e",
  ];
  let seed = 20240817;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const samples = ["x".repeat(10_000), "(?:", "[a-", "\\", "ريبوست", "💥💥", ...VOCABULARY];
  for (let index = 0; index < 220; index += 1) {
    const length = 1 + Math.floor(random() * 4);
    samples.push(Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join(""));
  }
  return samples;
}

describe("matching hostile text", () => {
  it("any text is safe: the options are exactly the vocabulary tags containing it, lowercased and trimmed", () => {
    for (const text of fuzzTexts()) {
      const needle = text.trim().toLowerCase();
      const options = matchingTags(VOCABULARY, text);
      expect(options, JSON.stringify(text)).toEqual(
        needle === "" ? [] : VOCABULARY.filter((tag) => tag.indexOf(needle) !== -1),
      );
    }
  });
});

describe("the list's status line", () => {
  it("counts all articles, or the shown of all, when no tag is chosen", () => {
    expect(filterStatusMessage(null, 27, 27, "ready")).toBe("Showing all 27 articles");
    expect(filterStatusMessage(null, 1, 1, "ready")).toBe("Showing all 1 article");
    expect(filterStatusMessage(null, 10, 27, "ready")).toBe("Showing 10 articles of 27");
  });

  it("says what it shows for a tag: finding, found, none, or only this page's when the rest failed", () => {
    expect(filterStatusMessage("azure", 3, 27, "loading")).toBe("Finding every article tagged “azure”…");
    expect(filterStatusMessage("azure", 9, 27, "ready")).toBe("Showing 9 articles tagged “azure”");
    expect(filterStatusMessage("azure", 1, 27, "ready")).toBe("Showing 1 article tagged “azure”");
    expect(filterStatusMessage("azure", 0, 27, "ready")).toBe("No articles tagged “azure”");
    expect(filterStatusMessage("azure", 2, 27, "failed")).toBe(
      "Showing 2 articles tagged “azure” from this page; the others could not be loaded",
    );
  });
});
