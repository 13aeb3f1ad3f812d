import { describe, expect, it } from "vitest";
import { readingMinutes, wordCount } from "../reading-time";

const bySplit = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("reading time", () => {
  it("counts words as runs of non-space characters, as JavaScript's \\s separates them", () => {
    const spaces = [
      " ",
      "\t",
      "\n",
      "\r\n",
      "\u00a0",
      "\u1680",
      "\u2003",
      "\u2028",
      "\u202f",
      "\u3000",
      "\ufeff",
    ];
    const samples = [
      "",
      "   ",
      "one",
      "  two words  ",
      "code `x = 1`\n\n```ts\nconst y = 2;\n```\n",
      ...spaces.map((space) => `a${space}b${space}${space}c${space}`),
      "emoji 🙂 and CJK 中文 count as words",
    ];
    for (const sample of samples) expect(wordCount(sample), JSON.stringify(sample)).toBe(bySplit(sample));
  });

  it("is at least one minute and rounds at 230 words a minute", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("word ".repeat(345))).toBe(2);
    expect(readingMinutes("word ".repeat(344))).toBe(1);
  });
});
