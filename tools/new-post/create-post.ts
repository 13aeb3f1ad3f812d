import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readContent } from "../../app/lib/content/posts.server";

export interface NewPost {
  title: string;
  /** `YYYYMMDD`; the article's route is `/post_YYYYMMDD`. */
  date: string;
  tags: string[];
  directory: string;
}

export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
}

/**
 * Writes a draft with valid front matter, so `npm run dev` shows it at once. Refuses a date that
 * already has an article (the date is the route) and tags outside the vocabulary.
 */
export function createPost({ title, date, tags, directory }: NewPost): string {
  if (title.trim() === "") throw new Error('Give the post a title: npm run new-post -- "My title"');
  if (!/^\d{8}$/.test(date)) throw new Error(`--date must be YYYYMMDD, got "${date}"`);
  const content = readContent(directory, { includeDrafts: true });
  const taken = content.posts.find((post) => post.date === date);
  if (taken) throw new Error(`${taken.file} already has the date ${date}; one article per date.`);
  const unknown = tags.filter((tag) => !content.tags.includes(tag));
  if (unknown.length > 0) {
    throw new Error(`Not in the tag vocabulary (content/tags.yaml): ${unknown.join(", ")}`);
  }
  const file = path.join(directory, "posts", `${date}-${slugify(title) || "post"}.md`);
  if (existsSync(file)) throw new Error(`${file} exists already`);
  const frontMatter = [
    "---",
    `title: ${JSON.stringify(title.trim())}`,
    `date: "${date}"`,
    'summary: "Two or three sentences for the card on the blog list; the first one carries the point."',
    'excerpt: "One sentence for search results and link previews, under 160 characters."',
    `tags: [${(tags.length > 0 ? tags : [content.tags[0] ?? "blog"]).join(", ")}]`,
    "draft: true",
    "---",
    "",
    "Start with the problem this post solves.",
    "",
  ].join("\n");
  writeFileSync(file, frontMatter);
  return file;
}
