import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { findPackageJSON } from "node:module";
import path from "node:path";
import { imageSize } from "image-size";
import { writeFileAtomically } from "../write-file-atomically.server.ts";
import { sha256 } from "./hash.server.ts";

/**
 * Screenshots and photos (PNG, JPEG) in articles are published as AVIF and WebP in several widths,
 * chosen by the browser from `srcset`/`sizes`, with the original as the fallback. Encoding is the
 * slow part of a build, so every encoded variant is kept under `node_modules/.cache` keyed by all
 * of its inputs (see variantKey).
 */

export const RASTER_PATTERN = /\.(png|jpe?g)$/i;

export type VariantFormat = "avif" | "webp";

export const RASTER_SETTINGS = {
  // Widths to offer, in pixels; none wider than the original, which is always offered too: a
  // phone's column at 1x and 2x, the desktop column at 1x and 2x (see RASTER_SIZES).
  widths: [400, 800, 1200, 1600],
  // In order of preference: the first a browser supports is used.
  formats: ["avif", "webp"] satisfies VariantFormat[],
  // AVIF at 55 and WebP at 80 keep the text in screenshots sharp at about a third of the PNG.
  quality: { avif: 55, webp: 80 },
};

type RasterSettings = typeof RASTER_SETTINGS;

/**
 * How wide the article column is, from the page's column (`site-main` in app/styles/frame.css:
 * w-11/12, sm:w-10/12, md:w-9/12, lg:w-8/12, xl:w-6/12, 2xl:w-4/12).
 */
export const RASTER_SIZES =
  "(min-width: 1536px) 34vw, (min-width: 1280px) 50vw, (min-width: 1024px) 67vw, (min-width: 768px) 75vw, (min-width: 640px) 84vw, 92vw";

/** The installed sharp's version, read from its package file so that rendering need not load sharp. */
let installedSharp: string | undefined;

export function sharpVersion(): string {
  installedSharp ??= (
    JSON.parse(readFileSync(findPackageJSON("sharp", import.meta.url) ?? "", "utf8")) as { version: string }
  ).version;
  return installedSharp;
}

/**
 * What the variants an article links to are named by, besides the image itself: part of the
 * compiled-article cache key, so a change to the settings or an upgrade of sharp renames them.
 */
export function imagePipelineVersion(settings: RasterSettings = RASTER_SETTINGS): string {
  return JSON.stringify({ settings, sizes: RASTER_SIZES, sharp: sharpVersion() });
}

/** Everything an encoded variant depends on. */
export interface VariantInput {
  source: Buffer;
  width: number;
  format: VariantFormat;
  quality: number;
  sharpVersion: string;
}

/** The variant's cache key, and its published name: a change to any input changes it. */
export function variantKey({ source, width, format, quality, sharpVersion }: VariantInput): string {
  return sha256(source, JSON.stringify({ width, format, quality, sharpVersion }));
}

/** The variants of one image, by name only: nothing is encoded here. */
export function rasterPlan(absolutePath: string, settings: RasterSettings = RASTER_SETTINGS) {
  const source = readFileSync(absolutePath);
  const { width, height } = imageSize(source);
  const widths = [...new Set([...settings.widths.filter((candidate) => candidate < width), width])];
  const name = path.basename(absolutePath, path.extname(absolutePath));
  const variants = settings.formats.flatMap((format) =>
    widths.map((variantWidth) => {
      const input: VariantInput = {
        source,
        width: variantWidth,
        format,
        quality: settings.quality[format],
        sharpVersion: sharpVersion(),
      };
      const key = variantKey(input);
      return {
        format,
        width: variantWidth,
        // Its path inside the published site, like `assets/content/shot-3f2a…-800.avif`.
        fileName: `assets/content/${name}-${key.slice(0, 10)}-${variantWidth}.${format}`,
        key,
        input,
      };
    }),
  );
  return { width, height, variants };
}

type RasterPlan = ReturnType<typeof rasterPlan>;
type RasterVariant = RasterPlan["variants"][number];

/**
 * The variant a screenshot opens at full size: the widest (as wide as the original), in WebP,
 * which every current browser opens as a file on its own, where AVIF is not yet certain.
 */
export function largestVariant({ variants }: Pick<RasterPlan, "variants">): RasterVariant | undefined {
  const webp = variants.filter((variant) => variant.format === "webp");
  return (webp.length > 0 ? webp : variants).reduce<RasterVariant | undefined>(
    (widest, variant) => (widest === undefined || variant.width > widest.width ? variant : widest),
    undefined,
  );
}

export function imageCacheDirectory(): string {
  return path.resolve(process.env.IMAGE_CACHE_DIR ?? "node_modules/.cache/devblog/images");
}

async function encode({ source, width, format, quality }: VariantInput): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const resized = sharp(source).resize({ width, withoutEnlargement: true });
  return format === "avif" ? resized.avif({ quality }).toBuffer() : resized.webp({ quality }).toBuffer();
}

/** The variant's bytes, `cached` when an earlier build encoded the same inputs. */
export async function encodedVariant(
  variant: Pick<RasterVariant, "key" | "input">,
  directory: string = imageCacheDirectory(),
): Promise<{ bytes: Buffer; cached: boolean }> {
  const file = path.join(directory, variant.key.slice(0, 2), `${variant.key}.${variant.input.format}`);
  if (existsSync(file)) return { bytes: readFileSync(file), cached: true };
  const bytes = await encode(variant.input);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileAtomically(file, bytes);
  return { bytes, cached: false };
}
