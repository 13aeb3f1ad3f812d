import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { ContentError, type ContentProblem } from "./content-error";
import { isoFromRouteDate } from "../dates";
import { STATIC_ROUTES } from "../paths";
import { TAGS_PATH, tagPagePath } from "../paths";
import { tagCounts } from "../tag-pages";
import { parseFrontMatter } from "./front-matter";
import { createFrontMatterSchema, tagVocabularySchema, type FrontMatter } from "./schema";

export interface Post extends FrontMatter {
  /** Path of the Markdown file relative to the project root, for error messages. */
  file: string;
  /** Absolute path of the Markdown file, to resolve images and included sources. */
  absolutePath: string;
  /** The URL path, `/post_YYYYMMDD`. */
  route: string;
  /** `YYYY-MM-DD`, for `<time datetime>` and structured data. */
  isoDate: string;
  body: string;
  bodyLine: number;
  readingMinutes: number;
}

export interface ContentIndex {
  /** Newest first. */
  posts: Post[];
  tags: string[];
}

const WORDS_PER_MINUTE = 230;

export function contentDirectory(): string {
  return path.resolve(process.env.CONTENT_DIR ?? "content");
}

/** Drafts show while writing (`npm run dev`), never in a production build. */
function draftsByDefault(): boolean {
  return process.env.NODE_ENV !== "production";
}

function routeForDate(date: string): string {
  return `/post_${date}`;
}

function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

function loadVocabulary(directory: string): string[] {
  const file = path.join(directory, "tags.yaml");
  const result = tagVocabularySchema.safeParse(parseYaml(readFileSync(file, "utf8")));
  if (!result.success) {
    throw new ContentError(
      result.error.issues.map((issue) => ({
        file: path.relative(process.cwd(), file),
        message: issue.message,
      })),
    );
  }
  return result.data;
}

/** Reads, validates and sorts every article; throws one ContentError listing all problems. */
export function readContent(
  directory = contentDirectory(),
  { includeDrafts = draftsByDefault() }: { includeDrafts?: boolean } = {},
): ContentIndex {
  const tags = loadVocabulary(directory);
  const schema = createFrontMatterSchema(tags);
  const postsDirectory = path.join(directory, "posts");
  const problems: ContentProblem[] = [];
  const byDate = new Map<string, Post>();

  for (const name of readdirSync(postsDirectory)
    .filter((entry) => entry.endsWith(".md"))
    .sort()) {
    const absolutePath = path.join(postsDirectory, name);
    const file = path.relative(process.cwd(), absolutePath);
    const parsed = parseFrontMatter(file, readFileSync(absolutePath, "utf8"), schema);
    if (!parsed.ok) {
      problems.push(...parsed.problems);
      continue;
    }
    const { value, body, bodyLine } = parsed;
    const earlier = byDate.get(value.date);
    if (earlier) {
      problems.push({
        file,
        field: "date",
        message: `${value.date} is already the date of ${earlier.file}: one article per date, since the date is its route`,
      });
      continue;
    }
    byDate.set(value.date, {
      ...value,
      file,
      absolutePath,
      route: routeForDate(value.date),
      isoDate: isoFromRouteDate(value.date),
      body,
      bodyLine,
      readingMinutes: readingMinutes(body),
    });
  }
  if (problems.length > 0) throw new ContentError(problems);

  const posts = [...byDate.values()]
    .filter((post) => includeDrafts || !post.draft)
    .sort((a, b) => b.date.localeCompare(a.date));
  return { posts, tags };
}

let cached: ContentIndex | undefined;

/** The content index; read once per build, afresh on every call in development. */
export function getContent(): ContentIndex {
  if (process.env.NODE_ENV !== "production") return readContent();
  cached ??= readContent();
  return cached;
}

// Derived lookups are built once per index: per article they would make a build quadratic.
const routeSets = new WeakMap<ContentIndex, ReadonlySet<string>>();
const positions = new WeakMap<ContentIndex, ReadonlyMap<string, number>>();

/** Every path an internal link may point at: the fixed pages, the tag pages and every article. */
export function knownRoutes(index: ContentIndex = getContent()): ReadonlySet<string> {
  let routes = routeSets.get(index);
  if (!routes) {
    routes = new Set<string>([
      ...STATIC_ROUTES,
      TAGS_PATH,
      ...tagCounts(index.posts).map(({ tag }) => tagPagePath(tag)),
      ...index.posts.map((post) => post.route),
    ]);
    routeSets.set(index, routes);
  }
  return routes;
}

/** Where the article with this route stands in the newest-first list, or -1. */
export function positionOf(index: ContentIndex, route: string): number {
  let byRoute = positions.get(index);
  if (!byRoute) {
    byRoute = new Map(index.posts.map((post, position) => [post.route, position]));
    positions.set(index, byRoute);
  }
  return byRoute.get(route) ?? -1;
}
