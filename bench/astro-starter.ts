import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { createServer, type Server } from "node:http";
import path from "node:path";
import compression from "compression";
import sirv from "sirv";

/**
 * Astro's blog starter (examples/blog of withastro/astro) as a yardstick for
 * `npm run bench:lighthouse`: the same articles, built once by Astro into its own scratch folder
 * outside this repository, and served like ours (compressed, from files).
 *
 * The folder is prepared by hand, once (docs/performance.md): copy examples/blog out of a checkout
 * of withastro/astro (Astro 7 at its HEAD of 2026-08-22, 99d3d3dbbf) and run `npm install` in it
 * with the project's Node 24 first on PATH (Astro 7 needs Node 22). Then
 * `ASTRO_BLOG=/tmp/astro-blog npm run bench:lighthouse` puts our articles in its content folder
 * (title, excerpt as description, date; the body as it is), builds it if it has no dist/ yet,
 * and audits it beside ours.
 */

const POSTS = path.resolve("content", "posts");

/** Our front matter, reduced to the starter's schema: title, description, pubDate. */
function astroArticle(markdown: string): string {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(markdown);
  if (!match) throw new Error("an article without front matter");
  const field = (name: string) => new RegExp(`^${name}: (.*)$`, "m").exec(match[1] ?? "")?.[1] ?? '""';
  const date = JSON.parse(field("date")) as string;
  const frontMatter = [
    `title: ${field("title")}`,
    `description: ${field("excerpt")}`,
    `pubDate: ${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`,
  ];
  return `---\n${frontMatter.join("\n")}\n---\n${markdown.slice(match[0].length)}`;
}

/** Puts the articles of `posts` (and their images) into the starter's content folder. */
function fillStarter(folder: string, posts: string): void {
  const blog = path.join(folder, "src", "content", "blog");
  rmSync(blog, { recursive: true, force: true });
  mkdirSync(blog, { recursive: true });
  for (const file of readdirSync(posts).filter((name) => name.endsWith(".md")))
    writeFileSync(path.join(blog, file), astroArticle(readFileSync(path.join(posts, file), "utf8")));
  cpSync(path.join(posts, "images"), path.join(blog, "images"), { recursive: true });
}

/** Builds the starter with our articles, unless it was built before; returns its dist folder. */
export function buildAstroStarter(folder: string): string {
  const dist = path.join(folder, "dist");
  if (existsSync(path.join(dist, "index.html"))) return dist;
  fillStarter(folder, POSTS);
  execFileSync("npx", ["astro", "build"], { cwd: folder, stdio: "inherit" });
  return dist;
}

/**
 * For `npm run bench:build`: a scratch copy of the starter (its node_modules linked) filled with
 * the articles of `posts`, built cold; returns the build's wall time in seconds.
 */
export function timeAstroBuild(folder: string, posts: string): number {
  const copy = mkdtempSync(path.join(tmpdir(), "bench-astro-"));
  try {
    cpSync(folder, copy, {
      recursive: true,
      filter: (source) => !/[/\\](node_modules|dist|\.astro)$/.test(source),
    });
    symlinkSync(path.join(folder, "node_modules"), path.join(copy, "node_modules"), "dir");
    fillStarter(copy, posts);
    // Cold like ours: Astro keeps the rendered Markdown and images in node_modules/.astro, Vite its
    // own in node_modules/.vite, which the link shares between copies (a third off at 1,000).
    for (const cache of [".astro", ".vite"])
      rmSync(path.join(folder, "node_modules", cache), { recursive: true, force: true });
    const started = performance.now();
    // On this process's Node (the project's 24, which Astro 7 needs), whatever `node` PATH names.
    execFileSync(process.execPath, [path.join(copy, "node_modules", "astro", "bin", "astro.mjs"), "build"], {
      cwd: copy,
      stdio: ["ignore", "ignore", "pipe"],
    });
    return (performance.now() - started) / 1000;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** The starter's page of the same kind as ours; it has no Not found page. */
export function astroPageFor(page: string): string | undefined {
  if (page === "/") return "/";
  if (page === "/blog") return "/blog/";
  if (page === "/profile") return "/about/";
  const article = /^\/post_(\d{8})$/.exec(page);
  if (!article) return undefined;
  const file = readdirSync(POSTS).find((name) => name.startsWith(`${article[1]}-`));
  return file === undefined ? undefined : `/blog/${file.replace(/\.md$/, "")}/`;
}

/**
 * Serves the starter's build compressed, as ours is. `headers` go on every response: the
 * Lighthouse comparison serves it once bare and once with our security headers, since
 * `Cross-Origin-Opener-Policy` alone moves Lighthouse's figures (docs/performance.md).
 */
export function serveAstroStarter(dist: string, port: number, headers: Record<string, string> = {}): Server {
  const files = sirv(dist, { dev: false, etag: true });
  const compress = compression() as unknown as (
    request: unknown,
    response: unknown,
    next: () => void,
  ) => void;
  return createServer((request, response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    compress(request, response, () =>
      files(request, response, () => {
        response.statusCode = 404;
        response.end();
      }),
    );
  }).listen(port);
}
