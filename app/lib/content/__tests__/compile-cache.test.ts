import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mermaidRenderPath } from "../../markdown/mermaid.server";
import { articleCompileKey } from "../compile-cache.server";
import { compileKey } from "./compile-key-fixture";
import { RASTER_SETTINGS, imagePipelineVersion, sharpVersion } from "../raster-images.server";

const markdown = "See [the backup article](/post_20240101#restore) and [the list](/blog).";
const parts = (routes: string[]) => ({
  markdown,
  articlePath: "/content/posts/post.md",
  base: "/",
  knownRoutes: new Set(["/blog", ...routes]),
});

describe("the compile cache key", () => {
  it("of an article is its parts' key, for each base, route set and compiler it is asked with", () => {
    const post = { body: markdown, absolutePath: "/content/posts/post.md" };
    const options = { base: "/", knownRoutes: new Set(["/blog"]) };
    const key = articleCompileKey(post, options, "p");
    expect(key).toBe(compileKey(parts([]), "p"));
    expect(articleCompileKey(post, options, "p")).toBe(key);
    expect(articleCompileKey(post, options, "q")).toBe(compileKey(parts([]), "q"));
    expect(articleCompileKey(post, { ...options, base: "/sub/" }, "p")).toBe(
      compileKey({ ...parts([]), base: "/sub/" }, "p"),
    );
    const routes = new Set(["/blog", "/post_20240101"]);
    expect(articleCompileKey(post, { base: "/", knownRoutes: routes }, "p")).toBe(
      compileKey(parts(["/post_20240101"]), "p"),
    );
    // Another post object (what `npm run dev` reads for each request) is keyed afresh.
    expect(articleCompileKey({ ...post, body: `${markdown}!` }, options, "p")).not.toBe(key);
  });

  it("changes when an article this one links to is removed, so the broken link is reported", () => {
    expect(compileKey(parts([]), "p")).not.toBe(compileKey(parts(["/post_20240101"]), "p"));
  });

  it("stays the same when an article it does not mention is added", () => {
    const before = compileKey(parts(["/post_20240101"]), "p");
    expect(compileKey(parts(["/post_20240101", "/post_20250101"]), "p")).toBe(before);
  });

  it("changes with the compiler and with the base path", () => {
    const key = compileKey(parts(["/post_20240101"]), "p");
    expect(compileKey(parts(["/post_20240101"]), "q")).not.toBe(key);
    expect(compileKey({ ...parts(["/post_20240101"]), base: "/sub/" }, "p")).not.toBe(key);
  });

  it("is the same for the same article in another copy of the content, and changes with a file it shows", () => {
    const root = mkdtempSync(path.join(tmpdir(), "compile-key-"));
    const original = path.join(root, "content/posts");
    mkdirSync(path.join(original, "images"), { recursive: true });
    writeFileSync(path.join(original, "images/diagram.svg"), "<svg/>");
    const copy = path.join(root, "elsewhere/content/posts");
    cpSync(original, copy, { recursive: true });
    const showing = { ...parts([]), markdown: "![A diagram](./images/diagram.svg)" };
    const key = compileKey({ ...showing, articlePath: path.join(original, "post.md") }, "p");
    expect(compileKey({ ...showing, articlePath: path.join(copy, "post.md") }, "p")).toBe(key);
    writeFileSync(path.join(copy, "images/diagram.svg"), "<svg><rect/></svg>");
    expect(compileKey({ ...showing, articlePath: path.join(copy, "post.md") }, "p")).not.toBe(key);
  });

  it("changes when a mermaid block's render is drawn, or drawn again", () => {
    const posts = path.join(mkdtempSync(path.join(tmpdir(), "compile-key-")), "content/posts");
    const source = "flowchart LR\n  accTitle: Steps\n  A --> B";
    const showing = {
      ...parts([]),
      markdown: `\`\`\`mermaid\n${source}\n\`\`\``,
      articlePath: path.join(posts, "post.md"),
    };
    const undrawn = compileKey(showing, "p");
    mkdirSync(path.join(posts, "images/diagrams"), { recursive: true });
    writeFileSync(path.resolve(posts, mermaidRenderPath(source, "light")), "<svg/>");
    const drawn = compileKey(showing, "p");
    expect(drawn).not.toBe(undrawn);
    writeFileSync(path.resolve(posts, mermaidRenderPath(source, "light")), "<svg><rect/></svg>");
    expect(compileKey(showing, "p")).not.toBe(drawn);
  });

  it("changes with the image pipeline: its widths, formats, quality and sharp's version", () => {
    const key = compileKey(parts([]), "p");
    expect(compileKey({ ...parts([]), images: imagePipelineVersion() }, "p")).toBe(key);
    const settings = [
      { ...RASTER_SETTINGS, widths: [640] },
      { ...RASTER_SETTINGS, formats: ["webp" as const] },
      { ...RASTER_SETTINGS, quality: { avif: 40, webp: 80 } },
    ];
    for (const changed of settings) {
      expect(compileKey({ ...parts([]), images: imagePipelineVersion(changed) }, "p")).not.toBe(key);
    }
    const otherSharp = imagePipelineVersion().replace(`"sharp":"${sharpVersion()}"`, '"sharp":"0.0.0"');
    expect(otherSharp).not.toBe(imagePipelineVersion());
    expect(compileKey({ ...parts([]), images: otherSharp }, "p")).not.toBe(key);
  });
});
