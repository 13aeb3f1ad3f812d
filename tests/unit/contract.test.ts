import { describe, expect, it } from "vitest";
import { readContent } from "../../app/lib/content/posts.server";
import { matchingTags } from "../../app/lib/tag-filter";
import { ARTICLES, ROUTES, TITLES_FROM_0906, VOCABULARY } from "../contract/seed-spec";

/** The spec's facts about the content, checked without a build: the cheapest place to catch a drift. */
const content = readContent(undefined, { includeDrafts: false });

describe("the spec's content facts", () => {
  it("§3: the tag vocabulary is the spec's 33 tags in the spec's order", () => {
    expect(content.tags, "§3 tag vocabulary (content/tags.yaml)").toEqual(VOCABULARY);
  });

  it("§2: the published articles are the spec's 27 dates", () => {
    expect(content.posts.map((post) => post.route).sort(), "§2 article routes").toEqual(
      ARTICLES.map(({ date }) => `/post_${date}`),
    );
  });

  it("§2: an article's route is /post_ and its eight-digit date, nothing more", () => {
    for (const post of content.posts)
      expect(post.route, `§2 route of ${post.title}`).toMatch(ROUTES.articlePattern);
    for (const bad of ["/post_2024081", "/post_202408170", "/post_20240817/", "/posts_20240817"])
      expect(bad, "§2 article routes are exact").not.toMatch(ROUTES.articlePattern);
  });

  it("§3: every article has the spec's title and its tags in the spec's order", () => {
    for (const { date, title, tags } of ARTICLES) {
      const post = content.posts.find((candidate) => candidate.route === `/post_${date}`);
      expect(post?.title, `§3 title of /post_${date}`).toBe(title);
      expect(post?.tags, `§3 tags of /post_${date}`).toEqual(tags);
    }
  });

  it("§3: the nine titles from 20240906 to 20241207 are exactly the set the spec names", () => {
    const titles = ARTICLES.filter(({ date }) => date >= "20240906" && date <= "20241207").map(
      ({ title }) => title,
    );
    expect(titles.sort(), "§3 titles of 20240906 … 20241207").toEqual([...TITLES_FROM_0906].sort());
  });

  it("§5: the dropdown offers the tags containing the lowercased text, in vocabulary order", () => {
    expect(matchingTags(VOCABULARY, "POST"), "§5 case-insensitive match").toEqual(["postgresql"]);
    expect(matchingTags(VOCABULARY, "SS"), "§5 substring match in vocabulary order").toEqual([
      "css",
      "ssl",
      "sse",
    ]);
    expect(matchingTags(VOCABULARY, "   "), "§4 blank text matches nothing").toEqual([]);
  });

  it("§2: choosing postgresql shows exactly the three PostgreSQL articles", () => {
    const tagged = ARTICLES.filter(({ tags }) => tags.includes("postgresql")).map(({ date }) => date);
    expect(tagged, "§2 articles tagged postgresql").toEqual(["20250525", "20250726", "20250823"]);
    expect(
      content.posts
        .filter((post) => post.tags.includes("postgresql"))
        .map((post) => post.route)
        .sort(),
      "§2 content tagged postgresql",
    ).toEqual(tagged.map((date) => `/post_${date}`));
  });
});
