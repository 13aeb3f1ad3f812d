import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { copyFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { formatRouteDate } from "../../app/lib/dates";
import type { Post } from "../../app/lib/content/posts.server";
import { SITE_CARD, cardPath } from "../../app/lib/social-cards";
import { site } from "../../app/site.config";
import { buildPool } from "./build-pool";
import type { renderCard } from "./build-worker";
import type { CardFacts } from "./social-card";

/** Beside the compile cache, where build tools keep theirs; `CARD_CACHE_DIR` moves it (benchmarks). */
function cacheDirectory(): string {
  return path.resolve(process.env.CARD_CACHE_DIR ?? "node_modules/.cache/social-cards");
}
const CARD_SOURCE = new URL("./social-card.tsx", import.meta.url);

export interface CardStats {
  rendered: number;
  cached: number;
  /** Milliseconds spent rendering, summed over the worker threads, for the build log. */
  renderMs: number;
}

interface Card {
  /** Where the card is published, relative to the site's root. */
  file: string;
  /** Where it is kept between builds. */
  cached: string;
  facts: CardFacts;
}

/** The cards to write, one per article and one for every other page, each keyed by what it shows. */
function cardsFor(posts: readonly Post[]): Card[] {
  const layout = existsSync(CARD_SOURCE) ? readFileSync(CARD_SOURCE) : "";
  const card = (file: string, facts: CardFacts): Card => {
    const key = createHash("sha256").update(layout).update(JSON.stringify(facts)).digest("hex").slice(0, 20);
    return { file, facts, cached: path.join(cacheDirectory(), `${key}.png`) };
  };
  return [
    card(SITE_CARD, { title: site.description, siteName: site.title, caption: new URL(site.url).host, tags: [] }),
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

interface RenderedCards {
  cards: readonly Card[];
  stats: CardStats;
}

let rendering: Promise<RenderedCards> | undefined;

async function renderMissingCards(cards: readonly Card[]): Promise<RenderedCards> {
  await mkdir(cacheDirectory(), { recursive: true });
  const missing = cards.filter((card) => !existsSync(card.cached));
  const render = (card: Card): ReturnType<typeof renderCard> =>
    buildPool().run({ facts: card.facts, file: card.cached }, { name: "renderCard" });
  const times = await Promise.all(missing.map(render));
  const stats = {
    rendered: missing.length,
    cached: cards.length - missing.length,
    renderMs: times.reduce((sum, ms) => sum + ms, 0),
  };
  return { cards, stats };
}

/**
 * Starts rendering the cards that are not in the cache, on the build's worker threads, while the
 * pages are prerendered. A card is keyed by a hash of what it shows and of the layout's source,
 * so a rebuild renders only the cards whose article (or design) changed.
 */
export function startSocialCards(posts: readonly Post[]): Promise<RenderedCards> {
  if (rendering === undefined) {
    rendering = renderMissingCards(cardsFor(posts));
    // Awaited by publishSocialCards; until then a failure must not end the process unreported.
    rendering.catch(() => undefined);
  }
  return rendering;
}

/** Waits for the cards, then copies every one into the published site. */
export async function publishSocialCards(clientDirectory: string, posts: readonly Post[]): Promise<CardStats> {
  const { cards, stats } = await startSocialCards(posts);
  for (const card of cards) {
    const target = path.join(clientDirectory, card.file);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(card.cached, target);
  }
  return stats;
}
