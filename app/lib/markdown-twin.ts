import { stringify } from "yaml";
import type { Post } from "./content/posts.server";
import { formatRouteDate, isoFromRouteDate } from "./dates";
import { withBase } from "./urls/base-path";
// Relative, not `~/`: the build's finish passes (exporter/passes/markdown-twins.ts) import this
// module outside Vite, where the alias does not resolve.
import { site } from "../site.config";

type TwinFacts = Pick<Post, "title" | "date" | "updated" | "tags" | "summary" | "route" | "canonical">;

/**
 * The whole twin: its facts as front matter (the page's URL, and the original's when the article
 * is a cross-post), the title as the heading with the date under it, then the compiled body (its
 * includes expanded, its links absolute: remark-markdown-twin.server.ts).
 */
export function markdownTwinDocument(post: TwinFacts, body: string, base: string): string {
  const facts = {
    title: post.title,
    date: isoFromRouteDate(post.date),
    ...(post.updated === undefined ? {} : { updated: isoFromRouteDate(post.updated) }),
    tags: post.tags,
    summary: post.summary,
    url: new URL(withBase(post.route, base), site.url).href,
    ...(post.canonical === undefined ? {} : { canonical: post.canonical }),
  };
  const dated =
    post.updated === undefined
      ? `Published ${formatRouteDate(post.date)}`
      : `Published ${formatRouteDate(post.date)}, updated ${formatRouteDate(post.updated)}`;
  return `---\n${stringify(facts, { lineWidth: 0 })}---\n\n# ${post.title}\n\n${dated}\n\n${body.trimEnd()}\n`;
}
