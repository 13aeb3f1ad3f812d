import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { formatRouteDate } from "../../app/lib/dates";
import type { Post } from "../../app/lib/content/posts.server";
import { SITE_CARD, cardPath } from "../../app/lib/social-cards";
import { site } from "../../app/site.config";
import { type CardFacts, renderSocialCard } from "./social-card";

const CACHE_DIRECTORY = path.resolve("node_modules/.cache/social-cards");
const CARD_SOURCE = new URL("./social-card.tsx", import.meta.url);

export interface CardStats {
  rendered: number;
  cached: number;
  /** Milliseconds spent rendering, for the build log and docs/performance.md. */
  renderMs: number;
}

/** The cards to write: one per article and one for every other page. */
function cardsFor(posts: readonly Post[]): { file: string; facts: CardFacts }[] {
  return [
    {
      file: SITE_CARD,
      facts: { title: site.description, siteName: site.title, caption: new URL(site.url).host, tags: [] },
    },
    ...posts.map((post) => ({
      file: cardPath(post.route),
      facts: { title: post.title, siteName: site.title, caption: formatRouteDate(post.date), tags: post.tags },
    })),
  ];
}

/**
 * Writes every social card into the published site. A card is keyed by a hash of what it shows
 * and of the layout's source, so a rebuild renders only the cards whose article (or design) changed.
 */
export async function writeSocialCards(clientDirectory: string, posts: readonly Post[]): Promise<CardStats> {
  const layout = existsSync(CARD_SOURCE) ? await readFile(CARD_SOURCE) : "";
  const stats: CardStats = { rendered: 0, cached: 0, renderMs: 0 };
  await mkdir(CACHE_DIRECTORY, { recursive: true });
  for (const { file, facts } of cardsFor(posts)) {
    const key = createHash("sha256").update(layout).update(JSON.stringify(facts)).digest("hex").slice(0, 20);
    const cached = path.join(CACHE_DIRECTORY, `${key}.png`);
    if (existsSync(cached)) {
      stats.cached += 1;
    } else {
      const started = performance.now();
      await writeFile(cached, await renderSocialCard(facts));
      stats.renderMs += performance.now() - started;
      stats.rendered += 1;
    }
    const target = path.join(clientDirectory, file);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(cached, target);
  }
  return stats;
}
