import { describe, expect, it } from "vitest";
import { archiveYears, newestYears } from "../archive";

const post = (date: string) => ({ title: `Article of ${date}`, date, route: `/post_${date}` });

describe("the archive's grouping", () => {
  it("groups newest-first articles by year, then month, keeping their order", () => {
    const years = archiveYears([post("20250823"), post("20250801"), post("20250301"), post("20241207")]);
    expect(years.map(({ year, count }) => [year, count])).toEqual([
      ["2025", 3],
      ["2024", 1],
    ]);
    expect(years[0]?.months.map(({ name, posts }) => [name, posts.map((entry) => entry.date)])).toEqual([
      ["August", ["20250823", "20250801"]],
      ["March", ["20250301"]],
    ]);
    expect(years[1]?.months[0]).toEqual({ key: "2024-12", name: "December", posts: [post("20241207")] });
  });

  it("keeps only the title, date and route of each article", () => {
    const withFrontMatter = { ...post("20250823"), summary: "Not shown", tags: ["css"] };
    const [year] = archiveYears([withFrontMatter]);
    expect(year?.months[0]?.posts[0]).toEqual(post("20250823"));
  });

  it("is empty for a blog without articles", () => {
    expect(archiveYears([])).toEqual([]);
  });
});

describe("the years the archive page shows", () => {
  const years = archiveYears([
    ...["20250823", "20250801"].map(post),
    ...["20241207", "20241011", "20240901"].map(post),
    ...["20231001"].map(post),
  ]);
  const shown = (limit: number) => newestYears(years, limit).map(({ year }) => year);

  it("are the newest years whose articles together fit the limit", () => {
    expect(shown(6)).toEqual(["2025", "2024", "2023"]);
    expect(shown(5)).toEqual(["2025", "2024"]);
    expect(shown(4)).toEqual(["2025"]);
  });

  it("are at least the newest year, however many articles it has", () => {
    expect(shown(1)).toEqual(["2025"]);
  });

  it("are none for a blog without articles", () => {
    expect(newestYears([])).toEqual([]);
  });
});
