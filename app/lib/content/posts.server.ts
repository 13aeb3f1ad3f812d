import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { ContentError, type ContentProblem } from "./content-error.ts";
import { isoFromRouteDate } from "../dates.ts";
import { articleRoute, isArticleRoute } from "../urls/article-route.ts";
import { parseFrontMatter } from "./front-matter.ts";
import { createFrontMatterSchema, tagVocabularySchema, type FrontMatter } from "./schema.ts";
import { readingMinutes } from "./reading-time.ts";
import { readBuildPlan } from "./build-plan.server.ts";

/** An article as the pages show it. */
export interface Post extends FrontMatter {
  /** Path of the Markdown file relative to the project root, for error messages. */
  file: string;
  /** Absolute path of the Markdown file, to resolve images and included sources. */
  absolutePath: string;
  /** The URL path, `/post_YYYYMMDD`. */
  route: string;
  /** `YYYY-MM-DD`, for `<time datetime>` and structured data. */
  isoDate: string;
  /** `YYYYMMDD` of the latest change, if the article has changed since publication. */
  updated?: string;
  readingMinutes: number;
}

/** An article as read from its file, with the Markdown it is compiled from. */
export interface PostSource extends Post {
  body: string;
  bodyLine: number;
}

/** Whether `post` was read with its Markdown: not an article of a build's plan (build-plan.server.ts). */
export function hasSource(post: Post): post is PostSource {
  return "body" in post;
}

export interface ContentIndex<P extends Post = Post> {
  /** Newest first. */
  posts: P[];
  tags: string[];
  /** In development: routes of articles that have problems; links to them are not broken. */
  brokenRoutes?: readonly string[];
}

export function contentDirectory(): string {
  return path.resolve(process.env.CONTENT_DIR ?? "content");
}

/** Drafts show while writing (`npm run dev`), never in a production build. */
function draftsByDefault(): boolean {
  return process.env.NODE_ENV !== "production";
}

function loadVocabulary(file: string, text: string): string[] {
  const result = tagVocabularySchema.safeParse(parseYaml(text));
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

/** One Markdown file read: its article, or its problems and, if its date is legible, its route. */
type PostFile = { ok: true; post: PostSource } | { ok: false; problems: ContentProblem[]; route?: string };

// A date the schema would accept, read without the schema: a file whose other fields are wrong
// still names the route it is meant for, so that page can show what is wrong with it.
const DATE_LINE = /^date:[ \t]*["']?(\d{4})-?(\d{2})-?(\d{2})["']?[ \t]*(?:#.*)?$/m;

function legibleRoute(source: string): string | undefined {
  const end = source.indexOf("\n---", 3);
  const match = DATE_LINE.exec(end === -1 ? source : source.slice(0, end));
  return match ? articleRoute(`${match[1]}${match[2]}${match[3]}`) : undefined;
}

function readPostFile(absolutePath: string, schema: ReturnType<typeof createFrontMatterSchema>): PostFile {
  const file = path.relative(process.cwd(), absolutePath);
  const source = readFileSync(absolutePath, "utf8");
  const parsed = parseFrontMatter(file, source, schema);
  if (!parsed.ok) return { ok: false, problems: parsed.problems, route: legibleRoute(source) };
  const { value, body, bodyLine } = parsed;
  return {
    ok: true,
    post: {
      ...value,
      file,
      absolutePath,
      route: articleRoute(value.date),
      isoDate: isoFromRouteDate(value.date),
      updated: value.changes.at(-1)?.date,
      body,
      bodyLine,
      readingMinutes: readingMinutes(body),
    },
  };
}

// While writing, every request reads the content afresh; a file is parsed again only when it
// changed (or the vocabulary did), so a page costs a directory listing and a stat per article.
const parsedFiles = new Map<string, { stamp: string; result: PostFile }>();

function readPostFiles(directory: string): { tags: string[]; files: PostFile[] } {
  const vocabularyFile = path.join(directory, "tags.yaml");
  const vocabularyText = readFileSync(vocabularyFile, "utf8");
  const tags = loadVocabulary(vocabularyFile, vocabularyText);
  const schema = createFrontMatterSchema(tags);
  const postsDirectory = path.join(directory, "posts");
  const files = readdirSync(postsDirectory)
    .filter((entry) => entry.endsWith(".md"))
    .sort()
    .map((name) => {
      const absolutePath = path.join(postsDirectory, name);
      const { mtimeMs, size } = statSync(absolutePath);
      const stamp = `${mtimeMs}:${size}:${vocabularyText}`;
      const known = parsedFiles.get(absolutePath);
      if (known?.stamp === stamp) return known.result;
      const result = readPostFile(absolutePath, schema);
      parsedFiles.set(absolutePath, { stamp, result });
      return result;
    });
  return { tags, files };
}

interface ReadResult {
  index: ContentIndex<PostSource>;
  /** Problems by the route of the article they belong to. */
  problemsByRoute: Map<string, ContentProblem[]>;
  /** Problems in files whose date cannot be read, so whose route is unknown. */
  unplaced: ContentProblem[];
  /** Every problem, in the order of the files. */
  problems: ContentProblem[];
}

function readAll(directory: string, includeDrafts: boolean): ReadResult {
  const { tags, files } = readPostFiles(directory);
  const problemsByRoute = new Map<string, ContentProblem[]>();
  const unplaced: ContentProblem[] = [];
  const all: ContentProblem[] = [];
  const byDate = new Map<string, PostSource>();
  const report = (route: string | undefined, problems: ContentProblem[]) => {
    all.push(...problems);
    if (route === undefined) unplaced.push(...problems);
    else problemsByRoute.set(route, [...(problemsByRoute.get(route) ?? []), ...problems]);
  };

  for (const result of files) {
    if (!result.ok) {
      report(result.route, result.problems);
      continue;
    }
    const { post } = result;
    const earlier = byDate.get(post.date);
    if (earlier) {
      report(post.route, [
        {
          file: post.file,
          field: "date",
          message: `${post.date} is already the date of ${earlier.file}: one article per date, since the date is its route`,
        },
      ]);
      continue;
    }
    byDate.set(post.date, post);
  }
  const posts = [...byDate.values()]
    .filter((post) => includeDrafts || !post.draft)
    .sort((a, b) => b.date.localeCompare(a.date));
  return { index: { posts, tags }, problemsByRoute, unplaced, problems: all };
}

/** Reads, validates and sorts every article; throws one ContentError listing all problems. */
export function readContent(
  directory = contentDirectory(),
  { includeDrafts = draftsByDefault() }: { includeDrafts?: boolean } = {},
): ContentIndex<PostSource> {
  const { index, problems } = readAll(directory, includeDrafts);
  if (problems.length > 0) throw new ContentError(problems);
  return index;
}

/**
 * The content as the dev server shows it while the owner writes: every valid article, and the
 * problems of the broken ones kept aside, so one broken file breaks its own page only. Its route
 * stays known (links to it stay valid) and shows the problems instead of the article.
 */
export function readContentForWriting(directory = contentDirectory()): ReadResult {
  const result = readAll(directory, draftsByDefault());
  const brokenRoutes = [...result.problemsByRoute.keys()];
  return { ...result, index: { ...result.index, brokenRoutes } };
}

/**
 * The content index: in a build the plan's, which the build's first stage read and validated
 * (build-plan.server.ts); while writing, the files as they are now.
 */
export function getContent(): ContentIndex {
  if (process.env.NODE_ENV === "production") return readBuildPlan().content;
  return readContentForWriting().index;
}

/**
 * What is wrong with the article at `route`, in development: its own problems, or for a route
 * no article has, those of the files whose date cannot be read (one of them may be meant for it).
 * A production build refuses all of them before any page is rendered, so there it is none.
 */
export function contentProblemsAt(route: string): readonly ContentProblem[] {
  if (process.env.NODE_ENV === "production") return [];
  const { index, problemsByRoute, unplaced } = readContentForWriting();
  const own = problemsByRoute.get(route);
  if (own) return own;
  return isArticleRoute(route) && positionOf(index, route) === -1 ? unplaced : [];
}

// Built once per index: per article it would make a build quadratic.
const positions = new WeakMap<ContentIndex, ReadonlyMap<string, number>>();

/** Where the article with this route stands in the newest-first list, or -1. */
export function positionOf(index: ContentIndex, route: string): number {
  let byRoute = positions.get(index);
  if (!byRoute) {
    byRoute = new Map(index.posts.map((post, position) => [post.route, position]));
    positions.set(index, byRoute);
  }
  return byRoute.get(route) ?? -1;
}
