import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  RASTER_SETTINGS,
  encodedVariant,
  imageCacheDirectory,
  largestVariant,
  rasterPlan,
  sharpVersion,
  variantKey,
  type VariantInput,
} from "../raster-images.server";

const FIXTURE = path.resolve("tests/fixtures/content/images/posts/images/20240901-terminal.png");

async function png(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 40, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

describe("a screenshot's variants", () => {
  it("are AVIF and WebP in every configured width below the original, and the original's width", () => {
    const plan = rasterPlan(FIXTURE);
    expect({ width: plan.width, height: plan.height }).toEqual({ width: 1000, height: 600 });
    expect(plan.variants.map((variant) => `${variant.format} ${variant.width}`)).toEqual([
      "avif 400",
      "avif 800",
      "avif 1000",
      "webp 400",
      "webp 800",
      "webp 1000",
    ]);
    for (const variant of plan.variants) {
      expect(variant.fileName).toMatch(
        new RegExp(`^assets/content/20240901-terminal-[0-9a-f]{10}-${variant.width}\\.${variant.format}$`),
      );
    }
  });

  it("take their quality from the settings and sharp's version from the installed package", () => {
    const [avif] = rasterPlan(FIXTURE).variants;
    expect(avif?.input.quality).toBe(RASTER_SETTINGS.quality.avif);
    expect(avif?.input.sharpVersion).toBe(sharp.versions.sharp);
    expect(sharpVersion()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("are encoded by sharp in their format and width", async () => {
    const cache = mkdtempSync(path.join(tmpdir(), "images-"));
    const variant = rasterPlan(FIXTURE).variants.find((candidate) => candidate.format === "webp");
    if (!variant) throw new Error("no WebP variant");
    const { bytes } = await encodedVariant(variant, cache);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 400, height: 240 });
  });
});

describe("the variant cache", () => {
  it("hits for the same inputs and misses when any input changes", async () => {
    const cache = mkdtempSync(path.join(tmpdir(), "images-"));
    const input: VariantInput = {
      source: await png("#336699"),
      width: 32,
      format: "webp",
      quality: 80,
      sharpVersion: sharpVersion(),
    };
    const encode = (changed: Partial<VariantInput>) => {
      const variantInput = { ...input, ...changed };
      return encodedVariant({ key: variantKey(variantInput), input: variantInput }, cache);
    };

    expect((await encode({})).cached).toBe(false);
    expect((await encode({})).cached).toBe(true);

    const changes: Record<string, Partial<VariantInput>> = {
      "source bytes": { source: await png("#996633") },
      width: { width: 16 },
      format: { format: "avif" },
      quality: { quality: 60 },
      "sharp's version": { sharpVersion: "0.0.0-other" },
    };
    for (const [name, change] of Object.entries(changes)) {
      expect({ name, cached: (await encode(change)).cached }).toEqual({ name, cached: false });
    }
  });
});

describe("the variant a screenshot opens at full size", () => {
  it("is the widest WebP, or the widest of any format when there is no WebP", () => {
    const plan = rasterPlan(FIXTURE);
    expect(largestVariant(plan)).toMatchObject({ format: "webp", width: 1000 });
    const avifOnly = rasterPlan(FIXTURE, { ...RASTER_SETTINGS, formats: ["avif"] });
    expect(largestVariant(avifOnly)).toMatchObject({ format: "avif", width: 1000 });
  });

  it("is the widest whatever the order of the variants", () => {
    const webp = rasterPlan(FIXTURE).variants.filter((variant) => variant.format === "webp");
    expect(largestVariant({ variants: [...webp].reverse() })?.width).toBe(1000);
  });
});

describe("the variant cache's folder", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is IMAGE_CACHE_DIR when set, else under node_modules/.cache", () => {
    vi.stubEnv("IMAGE_CACHE_DIR", "/tmp/somewhere/images");
    expect(imageCacheDirectory()).toBe("/tmp/somewhere/images");
    vi.stubEnv("IMAGE_CACHE_DIR", undefined);
    expect(imageCacheDirectory()).toBe(path.resolve("node_modules/.cache/devblog/images"));
  });

  it("is made, with its parents, on the first variant encoded into it", async () => {
    const cache = path.join(mkdtempSync(path.join(tmpdir(), "images-")), "not", "yet");
    const variant = rasterPlan(FIXTURE).variants.find((candidate) => candidate.format === "webp");
    if (!variant) throw new Error("no WebP variant");
    expect((await encodedVariant(variant, cache)).cached).toBe(false);
    expect(existsSync(path.join(cache, variant.key.slice(0, 2), `${variant.key}.webp`))).toBe(true);
  });
});
