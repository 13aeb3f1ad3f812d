import { readContent } from "../app/lib/content/posts.server";

process.env.NODE_ENV = "production";

/** The published articles, as the build sees them. */
const content = readContent();
export const posts = content.posts;
export const vocabulary = content.tags;

/** A pattern matching text that starts with `text` exactly, whatever characters it holds. */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
}

export const BAD_PATHS = [
  "/post_2024",
  "/POST_20240817",
  "/Post_20240817",
  "/post_20240817x",
  "/post_20990101",
  "/post_20240817/x",
  "/no-such-page",
  "/blog/extra",
  "/blog/page/2",
  "/Blog",
  "/tags/not-a-tag",
  "/tags/azure/page/2",
  "/Tags",
];
