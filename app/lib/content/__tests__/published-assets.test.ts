import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contentAssetFileName, darkDiagramAsset, publishedContentAssets } from "../assets.server";
import { encodedVariant, rasterPlan } from "../raster-images.server";

/** The files the site publishes for a content folder's images, by kind of image. */
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80"></svg>';

afterEach(() => vi.unstubAllEnvs());

describe("the published content images", () => {
  it("are each original; a diagram's dark twin; a screenshot's AVIF and WebP widths; nothing else", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "assets-"));
    mkdirSync(path.join(folder, "posts", "images", "folder.png"), { recursive: true });
    const images = path.join(folder, "posts", "images");
    writeFileSync(path.join(images, "d.SVG"), SVG);
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 100, b: 50 } },
    })
      .png()
      .toBuffer();
    writeFileSync(path.join(images, "s.png"), png);
    writeFileSync(path.join(images, "g.gif"), "GIF89a");
    writeFileSync(path.join(images, "notes.txt"), "not an image");
    const published = publishedContentAssets(folder);
    const plan = rasterPlan(path.join(images, "s.png"));
    expect(published.map((asset) => asset.fileName).sort()).toEqual(
      [
        contentAssetFileName(path.join(images, "d.SVG")),
        darkDiagramAsset(path.join(images, "d.SVG")).fileName,
        contentAssetFileName(path.join(images, "g.gif")),
        contentAssetFileName(path.join(images, "s.png")),
        ...plan.variants.map((variant) => variant.fileName),
      ].sort(),
    );
    const bytesOf = (name: string) => published.find((asset) => asset.fileName === name)?.bytes();
    expect(String(await bytesOf(contentAssetFileName(path.join(images, "g.gif"))))).toBe("GIF89a");
    const dark = darkDiagramAsset(path.join(images, "d.SVG"));
    expect(await bytesOf(dark.fileName)).toBe(dark.svg);
    vi.stubEnv("IMAGE_CACHE_DIR", mkdtempSync(path.join(tmpdir(), "image-cache-")));
    for (const variant of plan.variants) {
      const bytes = (await bytesOf(variant.fileName)) as Buffer;
      const { format, width } = await sharp(bytes).metadata();
      expect(`${format} ${width}`).toBe(
        `${variant.input.format === "avif" ? "heif" : "webp"} ${variant.input.width}`,
      );
    }
  });

  it("are encoded once, into a folder named by the key's first two characters", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "assets-"));
    writeFileSync(
      path.join(folder, "s.png"),
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
        .png()
        .toBuffer(),
    );
    const cache = mkdtempSync(path.join(tmpdir(), "image-cache-"));
    const [variant] = rasterPlan(path.join(folder, "s.png")).variants;
    if (!variant) throw new Error("no variant planned");
    expect((await encodedVariant(variant, cache)).cached).toBe(false);
    expect(readdirSync(cache)).toEqual([variant.key.slice(0, 2)]);
    expect(readdirSync(path.join(cache, variant.key.slice(0, 2)))).toEqual([
      `${variant.key}.${variant.input.format}`,
    ]);
    expect((await encodedVariant(variant, cache)).cached).toBe(true);
  });
});
