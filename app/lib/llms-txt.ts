import { site } from "~/site.config";
import type { Post } from "./content/posts.server";
import { markdownTwinPath } from "./urls/article-route";
import { PROFILE_PATH } from "./urls/paths";
import { canonicalUrl } from "./seo";

type Listed = Pick<Post, "title" | "date" | "summary" | "route">;

/**
 * `/llms.txt` in the llms.txt convention: the site's name as the heading, its description as the
 * quote, a line on what the links are, then every article, newest first under its year, as a link
 * to its Markdown twin and its summary. From the one content index, like the sitemap.
 */
export function buildLlmsTxt(posts: readonly Listed[], base: string): string {
  const lines = [
    `# ${site.title}`,
    "",
    `> ${site.description}`,
    "",
    `Technical articles by ${site.author}. Each link below is an article as Markdown; its page is at the same address without \`.md\`. About the author: ${canonicalUrl(PROFILE_PATH, base)}`,
  ];
  for (const [year, inYear] of Map.groupBy(posts, (post) => post.date.slice(0, 4))) {
    lines.push("", `## ${year}`, "");
    for (const post of inYear)
      lines.push(`- [${post.title}](${canonicalUrl(markdownTwinPath(post.route), base)}): ${post.summary}`);
  }
  return `${lines.join("\n")}\n`;
}
