import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadArticle } from "../article.server";
import { readBuildPlan, removeBuildPlan, writeBuildPlan, type BuildPlan } from "../build-plan.server";
import { storeCompiled } from "../compile-cache.server";
import { getContent, type Post } from "../posts.server";

/**
 * The one hand-over from the build's first stage (exporter/pipeline.ts) to the prerender: React
 * Router's config reads the paths, and a page the content and each article's compiled body.
 */
const buildDirectory = path.resolve("build", `build-plan-test-${process.pid}`);
const other = `${buildDirectory}-other`;

const post: Post = {
  title: "Planned",
  date: "20240817",
  summary: "A summary.",
  excerpt: "An excerpt.",
  tags: ["blog"],
  draft: false,
  changes: [],
  file: "content/posts/planned.md",
  absolutePath: "/nowhere/content/posts/planned.md",
  route: "/post_20240817",
  isoDate: "2024-08-17",
  readingMinutes: 1,
};

const plan = (compileKey: string): BuildPlan => ({
  content: { posts: [post], tags: ["blog"] },
  compileKeys: { [post.route]: compileKey },
});

afterEach(() => {
  for (const folder of [buildDirectory, other]) {
    vi.stubEnv("BUILD_DIR", folder);
    removeBuildPlan();
  }
  vi.unstubAllEnvs();
});

describe("the build plan", () => {
  it("is read back as written, for its own build folder only (the tests build three sites at once)", () => {
    vi.stubEnv("BUILD_DIR", buildDirectory);
    writeBuildPlan(plan("5e5e"));
    vi.stubEnv("BUILD_DIR", other);
    writeBuildPlan(plan("07e4"));
    expect(readBuildPlan().compileKeys).toEqual({ [post.route]: "07e4" });
    vi.stubEnv("BUILD_DIR", buildDirectory);
    expect(readBuildPlan().compileKeys).toEqual({ [post.route]: "5e5e" });
  });

  it("is gone when the build ends, so that `react-router build` alone says which command to use", () => {
    vi.stubEnv("BUILD_DIR", buildDirectory);
    writeBuildPlan(plan("5e5e"));
    expect(readBuildPlan().compileKeys).toEqual({ [post.route]: "5e5e" });
    removeBuildPlan();
    expect(() => readBuildPlan()).toThrow(/npm run build/);
  });

  it("is all a built page reads: the content from the plan, the body from the cache by the plan's key", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("BUILD_DIR", buildDirectory);
    // No content folder to read a second time: the first stage read and validated it.
    vi.stubEnv("CONTENT_DIR", path.join(tmpdir(), "no-content-here"));
    vi.stubEnv("CONTENT_CACHE_DIR", mkdtempSync(path.join(tmpdir(), "compile-cache-")));
    storeCompiled("5e5e", { html: "<p>From the cache.</p>", toc: [], markdown: "From the cache." });
    writeBuildPlan(plan("5e5e"));
    expect(getContent()).toEqual(plan("5e5e").content);
    expect(await loadArticle(post.route, "/")).toMatchObject({
      title: "Planned",
      html: "<p>From the cache.</p>",
    });
  });
});
