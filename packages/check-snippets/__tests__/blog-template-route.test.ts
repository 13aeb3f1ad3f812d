import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { Code, Root } from "mdast";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseFenceMeta } from "../meta";

/**
 * The Blog Template article's post route, run against the React Router this project pins (8.4):
 * its code blocks become a scratch project, and blog-template/prerender.tsx prerenders it the way
 * `react-router build` does. The code is read from the article each time, never copied here.
 */
const PROJECT_ROOT = path.resolve(import.meta.dirname, "../../..");
const ARTICLE = path.join(PROJECT_ROOT, "content/posts/20240824-blog-template.md");
const HARNESS = path.join(import.meta.dirname, "blog-template/prerender.tsx");
const TSX = path.join(PROJECT_ROOT, "node_modules/tsx/dist/cli.mjs");

/** The article's blocks the route needs, by their `title="…"`. */
const BLOCKS = [
  "app/lib/content/schema.ts",
  "app/lib/content/posts.server.ts",
  "app/lib/markdown/remark-check-images.ts",
  "app/lib/markdown/render.server.ts",
  "app/routes.ts",
  "app/routes/post.tsx",
];

function blocksByTitle(markdown: string): Map<string, string> {
  const blocks = new Map<string, string>();
  visit(unified().use(remarkParse).parse(markdown) as Root, "code", (node: Code) => {
    const title = parseFenceMeta(node.meta).attributes.title;
    if (title !== undefined && BLOCKS.includes(title)) {
      if (blocks.has(title)) throw new Error(`Two blocks are titled ${title}`);
      blocks.set(title, node.value);
    }
  });
  return blocks;
}

const frontMatter = (date: string, title: string) =>
  `---\ntitle: "${title}"\ndate: "${date}"\nsummary: "A post."\nexcerpt: "A post."\ntags: [blog]\n---\n`;

const LONG_PARAGRAPH = "A paragraph long enough to push the loader's data past 8 KB. ".repeat(200);

/** What the scratch project holds besides the article's code. */
const CONTENT: Record<string, string> = {
  "package.json": '{ "type": "module" }\n',
  "content/tags.yaml": "- blog\n",
  "content/posts/20240824-short.md": `${frontMatter("20240824", "A short post")}\nHello **world**.\n\n![A diagram](/images/diagram.svg)\n`,
  "content/posts/20240826-long.md": `${frontMatter("20240826", "A long post")}\n${LONG_PARAGRAPH}\n`,
  "content/posts/20240828-missing-image.md": `${frontMatter("20240828", "A broken post")}\nText.\n\n![Gone](/images/gone.svg)\n`,
  "public/images/diagram.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n',
  // The stand-in for @shikijs/rehype below, when the project does not have the package.
  "stand-ins/shikijs-rehype.ts":
    "export default function rehypeShiki(_options: unknown) {\n  return () => undefined;\n}\n",
};

interface Answer {
  status: number;
  body: string;
  calls: { requestUrl: string; urlPathname: string }[];
}

interface Prerendered {
  prerender: string[];
  articles: { path: string; data: Answer; html?: Answer & { dataHeader: boolean } }[];
  errors: string[];
}

let scratch: string;
let result: Prerendered;
let stderr: string;

beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), "blog-template-route-"));
  const blocks = blocksByTitle(readFileSync(ARTICLE, "utf8"));
  for (const title of BLOCKS) {
    const code = blocks.get(title);
    if (code === undefined) throw new Error(`The article has no block titled ${title}`);
    mkdirSync(path.join(scratch, path.dirname(title)), { recursive: true });
    writeFileSync(path.join(scratch, title), code);
  }
  for (const [file, text] of Object.entries(CONTENT)) {
    mkdirSync(path.join(scratch, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(scratch, file), text);
  }
  symlinkSync(path.join(PROJECT_ROOT, "node_modules"), path.join(scratch, "node_modules"), "dir");
  // Highlighting is Shiki's business, not the route's: the project does not install
  // @shikijs/rehype, so a plugin that leaves the tree as it is takes its place unless it does.
  let hasShikiRehype = true;
  try {
    createRequire(path.join(PROJECT_ROOT, "package.json")).resolve("@shikijs/rehype");
  } catch {
    hasShikiRehype = false;
  }
  const paths: Record<string, string[]> = { "~/*": ["./app/*"] };
  if (!hasShikiRehype) paths["@shikijs/rehype"] = ["./stand-ins/shikijs-rehype.ts"];
  writeFileSync(
    path.join(scratch, "tsconfig.json"),
    JSON.stringify({ compilerOptions: { jsx: "react-jsx", baseUrl: ".", paths } }),
  );
  // Run from inside the scratch project, so its tsconfig.json applies to the harness too.
  writeFileSync(path.join(scratch, "prerender.tsx"), readFileSync(HARNESS, "utf8"));
  const run = spawnSync(process.execPath, [TSX, "prerender.tsx"], {
    cwd: scratch,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
    timeout: 60_000,
  });
  stderr = run.stderr;
  if (run.status !== 0) throw new Error(`The harness failed (${run.status}):\n${run.stderr}`);
  result = JSON.parse(run.stdout) as Prerendered;
}, 90_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const article = (articlePath: string) => {
  const found = result.articles.find((entry) => entry.path === articlePath);
  if (!found) throw new Error(`${articlePath} was not prerendered; stderr:\n${stderr}`);
  return found;
};

describe("the Blog Template's post route on React Router 8", () => {
  it("has one static route per post, all prerendered", () => {
    expect(result.prerender.toSorted()).toEqual([
      "/",
      "/blog",
      "/post_20240824",
      "/post_20240826",
      "/post_20240828",
    ]);
  });

  it("answers the build's data request with the post", () => {
    const { data } = article("/post_20240824");
    expect(data.status).toBe(200);
    expect(data.body).toContain("A short post");
    expect(data.body).toContain("<strong>world</strong>");
    expect(data.body).toContain('src=\\"/images/diagram.svg\\"');
    // The reason the loader reads `url`: the request is the data file's, `url` the page's.
    expect(data.calls).toEqual([
      { requestUrl: "http://localhost/post_20240824.data", urlPathname: "/post_20240824" },
    ]);
    expect(data.body).not.toContain("content/posts");
  });

  it("renders the page from the data the header carries, without calling the loader again", () => {
    const { html } = article("/post_20240824");
    expect(html?.status).toBe(200);
    expect(html?.dataHeader).toBe(true);
    expect(html?.calls).toEqual([]);
    expect(html?.body).toContain("<h1>A short post</h1>");
    expect(html?.body).toContain("Hello <strong>world</strong>.");
  });

  it("calls the loader again at the slashed path when the data is 8 KB or more", () => {
    const { data, html } = article("/post_20240826");
    expect(data.status).toBe(200);
    expect(encodeURI(data.body).length).toBeGreaterThanOrEqual(8 * 1024);
    expect(html?.status).toBe(200);
    expect(html?.dataHeader).toBe(false);
    expect(html?.calls).toEqual([
      { requestUrl: "http://localhost/post_20240826/", urlPathname: "/post_20240826/" },
    ]);
    expect(html?.body).toContain("<h1>A long post</h1>");
  });

  it("stops the build at a missing image, naming the article and the line", () => {
    const { data, html } = article("/post_20240828");
    expect(data.status).toBe(500);
    expect(html).toBeUndefined();
    expect(result.errors).toEqual([
      expect.stringMatching(
        /^content\/posts\/20240828-missing-image\.md:11:1-11:26: Image not found: public\/images\/gone\.svg$/,
      ),
    ]);
  });
});
