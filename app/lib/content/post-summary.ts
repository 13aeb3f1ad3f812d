import type { FrontMatter } from "./schema";

/** What the blog list needs of an article: front matter only, never the body. */
export type PostSummary = Pick<FrontMatter, "title" | "date" | "summary" | "tags"> & { route: string };

export function toSummary({ title, date, summary, tags, route }: PostSummary): PostSummary {
  return { title, date, summary, tags, route };
}

/** The previous or next article, for the links at the end of an article. */
export interface AdjacentArticle {
  title: string;
  route: string;
}
