import type { FrontMatter } from "./schema";

/** What the blog list needs of an article: front matter only, never the body. */
export type PostSummary = Pick<FrontMatter, "title" | "date" | "summary" | "tags"> & { route: string };

export function toSummary({ title, date, summary, tags, route }: PostSummary): PostSummary {
  return { title, date, summary, tags, route };
}

/** A link to another article: the previous and next ones, the related list, the series box. */
export interface ArticleLink {
  title: string;
  route: string;
}
