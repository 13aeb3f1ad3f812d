import { describe, expect, it } from "vitest";
import { relatedArticles, type Rankable } from "../related";
import { seriesOf } from "../series";

function post(date: string, tags: string[], series?: string): Rankable {
  return { route: `/post_${date}`, title: `Post ${date}`, date, tags, series };
}

const routes = (links: { route: string }[]) => links.map((link) => link.route);

describe("related articles", () => {
  const current = post("20240601", ["azure", "postgresql", "backup"]);

  it("ranks by shared tags first, then by closeness in date", () => {
    const candidates = [
      current,
      post("20240101", ["azure", "postgresql", "backup"]),
      post("20240605", ["azure"]),
      post("20240520", ["azure", "postgresql"]),
      post("20240610", ["azure", "postgresql"]),
      post("20240602", ["react"]),
    ];
    expect(routes(relatedArticles(current, candidates))).toEqual([
      "/post_20240101",
      "/post_20240610",
      "/post_20240520",
    ]);
  });

  it("gives each its title, route and date, for a card", () => {
    const [first] = relatedArticles(current, [post("20240101", ["azure"])]);
    expect(first).toEqual({ title: "Post 20240101", route: "/post_20240101", date: "20240101" });
  });

  it("offers at most three", () => {
    const candidates = ["20240101", "20240201", "20240301", "20240401"].map((date) => post(date, ["azure"]));
    expect(relatedArticles(current, candidates)).toHaveLength(3);
  });

  it("offers none rather than articles sharing no tag", () => {
    expect(relatedArticles(current, [post("20240602", ["react"]), post("20240603", ["blog"])])).toEqual([]);
  });

  it("leaves the other parts of the article's series to the series box", () => {
    const part = post("20240601", ["azure"], "Backups");
    const candidates = [post("20240701", ["azure"], "Backups"), post("20230101", ["azure"])];
    expect(routes(relatedArticles(part, candidates))).toEqual(["/post_20230101"]);
  });

  it("breaks an exact tie by preferring the newer article", () => {
    const candidates = [post("20240530", ["azure"]), post("20240603", ["azure"])];
    expect(routes(relatedArticles(post("20240601", ["azure"]), candidates))).toEqual([
      "/post_20240603",
      "/post_20240530",
    ]);
  });

  it("counts tags past the first 32, which take a second word of bits, for each article apart", () => {
    // Tags t0 … t69: the first article to use a tag numbers it, so the shared ones are t33 … t69.
    const filler = post(
      "20240101",
      Array.from({ length: 33 }, (_, tag) => `t${tag}`),
    );
    const many = (date: string, from: number, to: number) =>
      post(
        date,
        Array.from({ length: to - from }, (_, tag) => `t${from + tag}`),
      );
    const candidates = [
      filler,
      many("20240102", 33, 70),
      many("20240103", 60, 70),
      many("20240104", 40, 45),
      many("20240105", 33, 34),
    ];
    const article = many("20240601", 33, 70);
    expect(routes(relatedArticles(article, candidates))).toEqual([
      "/post_20240102",
      "/post_20240103",
      "/post_20240104",
    ]);
    expect(routes(relatedArticles(many("20240601", 69, 70), candidates))).toEqual([
      "/post_20240103",
      "/post_20240102",
    ]);
    // Days, not strings: Feb 29th is one day from Mar 1st, two from Feb 27th.
    const near = [post("20240301", ["x"]), post("20240227", ["x"])];
    expect(routes(relatedArticles(post("20240229", ["x"]), near))).toEqual([
      "/post_20240301",
      "/post_20240227",
    ]);
  });

  it("picks the same three as ranking every candidate, in any order of the list", () => {
    const vocabulary = ["a", "b", "c", "d", "e", "f"];
    const candidates = Array.from({ length: 300 }, (_, index) => {
      const day = String(((index * 7919) % 28) + 1).padStart(2, "0");
      const month = String((index % 12) + 1).padStart(2, "0");
      const tags = vocabulary.filter((_, tag) => (index * (tag + 3)) % 5 < 2);
      return post(`${2000 + (index % 25)}${month}${day}`, tags);
    });
    const byEveryCandidate = (article: Rankable) => {
      const day = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(4, 6) - 1, +date.slice(6, 8));
      return candidates
        .filter((other) => other.route !== article.route)
        .map((other) => ({
          other,
          shared: other.tags.filter((tag) => article.tags.includes(tag)).length,
          distance: Math.abs(day(other.date) - day(article.date)),
        }))
        .filter(({ shared }) => shared > 0)
        .sort(
          (a, b) =>
            b.shared - a.shared || a.distance - b.distance || b.other.date.localeCompare(a.other.date),
        )
        .slice(0, 3)
        .map(({ other }) => other.route);
    };
    for (const article of candidates.slice(0, 40)) {
      expect(routes(relatedArticles(article, candidates))).toEqual(byEveryCandidate(article));
      expect(routes(relatedArticles(article, [...candidates].reverse()))).toEqual(byEveryCandidate(article));
    }
  });
});

describe("series", () => {
  const parts = [
    post("20241018", ["react"], "Document Versions"),
    post("20241017", ["kotlin"], "Document Versions"),
    post("20241011", ["azure"]),
  ];

  it("numbers the parts by date and lists them oldest first", () => {
    expect(seriesOf(parts[0] as Rankable, parts)).toEqual({
      name: "Document Versions",
      part: 2,
      parts: [
        { title: "Post 20241017", route: "/post_20241017", current: false },
        { title: "Post 20241018", route: "/post_20241018", current: true },
      ],
    });
  });

  it("is nothing for an article outside a series or the only part published so far", () => {
    expect(seriesOf(parts[2] as Rankable, parts)).toBeNull();
    const alone = post("20250101", ["azure"], "Alone");
    expect(seriesOf(alone, [...parts, alone])).toBeNull();
  });
});
