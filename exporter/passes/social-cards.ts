import { existsSync } from "node:fs";
import { copyFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { formatRouteDate } from "../../app/lib/dates";
import type { Post } from "../../app/lib/content/posts.server";
import { SITE_CARD, cardPath } from "../../app/lib/social-cards";
import { site } from "../../app/site.config";
import { sha256 } from "../../app/lib/content/hash.server";
import type { BuildPool } from "../workers/build-pool";
import { cacheKey, sourceClosure } from "../cache";
import { inParallel } from "../in-parallel";
import { CARD_FONTS } from "../workers/card-fonts";
import type { CardFacts } from "../workers/social-card";

/** Beside the compile cache, where build tools keep theirs; `CARD_CACHE_DIR` moves it (benchmarks). */
function cacheDirectory(): string {
  return path.resolve(process.env.CARD_CACHE_DIR ?? "node_modules/.cache/social-cards");
}
/**
 * What a card's pixels depend on besides its facts: the layout's source and what it imports
 * (`CARD_SIZE` in app/lib/social-cards.ts), the fonts, and (in every key) the lock file, which
 * pins satori and sharp.
 */
export function cardInputs(root = process.cwd()): string[] {
  const layout = path.relative(root, fileURLToPath(new URL("../workers/social-card.tsx", import.meta.url)));
  return [...sourceClosure([layout], root), ...CARD_FONTS.map(({ file }) => path.relative(root, file))];
}

/**
 * The hash of `cardInputs()`, read once for all the cards: at 1,000 articles, reading the fonts
 * again for each card took 1 s of the main thread.
 */
export function cardCodeKey(root = process.cwd(), inputs = cardInputs(root)): string {
  return cacheKey("social-card", { files: inputs }, root);
}

/** The cache key of one card: `cardCodeKey()` and what the card shows. */
export function cardKey(facts: CardFacts, codeKey: string): string {
  return sha256(codeKey, JSON.stringify(facts)).slice(0, 20);
}

/**
 * The cards to write, one per article and one for every other page: where each is published
 * (relative to the site's root) and where it is kept between builds, keyed by what it shows.
 */
function cardsFor(posts: readonly Post[]) {
  const codeKey = cardCodeKey();
  const card = (file: string, facts: CardFacts) => ({
    file,
    facts,
    cached: path.join(cacheDirectory(), `${cardKey(facts, codeKey)}.png`),
  });
  return [
    card(SITE_CARD, {
      title: site.description,
      siteName: site.title,
      caption: new URL(site.url).host,
      tags: [],
    }),
    ...posts.map((post) =>
      card(cardPath(post.route), {
        title: post.title,
        siteName: site.title,
        caption: formatRouteDate(post.date),
        tags: post.tags,
      }),
    ),
  ];
}

/**
 * Renders the cards that are not in the cache on the build's worker threads, which the build
 * starts once the articles are compiled and awaits in its finish (`publishSocialCards`), so they
 * render while the pages are prerendered. A card is keyed by a hash of what it shows and of the
 * layout's source, so a rebuild renders only the cards whose article (or design) changed.
 */
export async function renderSocialCards(pool: BuildPool, posts: readonly Post[]) {
  const cards = cardsFor(posts);
  await mkdir(cacheDirectory(), { recursive: true });
  const missing = cards.filter((card) => !existsSync(card.cached));
  const times = await Promise.all(
    missing.map((card) => pool.run("renderCard", { facts: card.facts, file: card.cached })),
  );
  const stats = {
    rendered: missing.length,
    cached: cards.length - missing.length,
    // Summed over the worker threads, for the build log.
    renderMs: times.reduce((sum, ms) => sum + ms, 0),
  };
  return { cards, stats };
}

export type RenderedCards = Awaited<ReturnType<typeof renderSocialCards>>;

/**
 * Waits for the cards, then copies the site's and those of the articles rendered this build into
 * the published site (the others are taken from the previous build with their pages,
 * ../previous-build.ts).
 */
export async function publishSocialCards(
  rendering: Promise<RenderedCards>,
  clientDirectory: string,
  rendered: readonly string[],
) {
  const { cards: all, stats } = await rendering;
  const published = new Set([SITE_CARD, ...rendered.map(cardPath)]);
  const cards = all.filter((card) => published.has(card.file));
  for (const folder of new Set(cards.map((card) => path.dirname(path.join(clientDirectory, card.file)))))
    await mkdir(folder, { recursive: true });
  await inParallel(cards, (card) => copyFile(card.cached, path.join(clientDirectory, card.file)));
  return stats;
}
