import { existsSync, statSync } from "node:fs";
import path from "node:path";
import type { Definition, Image, Link, Root } from "mdast";
import { visit } from "unist-util-visit";
import type { Report } from "./report";

const EXTERNAL = /^(https?:|mailto:)/i;

/**
 * Refuses what would break on the built site: internal links to routes that do not exist,
 * relative links, missing images, images without alt text or served from elsewhere. (Code in a
 * language the highlighter does not load is refused by rehypeCodeBlocks.)
 */
export function remarkCheckBody({
  articlePath,
  knownRoutes,
  report,
}: {
  articlePath: string;
  knownRoutes: ReadonlySet<string>;
  report: Report;
}) {
  const checkLink = (node: Link | Definition) => {
    const { url } = node;
    if (EXTERNAL.test(url) || url.startsWith("#")) return;
    if (url.startsWith("/") && !url.startsWith("//")) {
      // The page's path, without its query or fragment.
      if (!knownRoutes.has(url.split(/[?#]/)[0] ?? url))
        report(node, `links to ${url}, which is not a page of this site`);
      return;
    }
    report(
      node,
      `links to "${url}": link to other articles as /post_YYYYMMDD and to other sites with https://`,
    );
  };

  const checkImage = (node: Image) => {
    if (!node.alt?.trim())
      report(node, `image "${node.url}" has no alt text: write ![what it shows](${node.url})`);
    if (EXTERNAL.test(node.url) || node.url.startsWith("/")) {
      report(
        node,
        `image "${node.url}" must be a file next to the article (./images/…), bundled with the site`,
      );
      return;
    }
    const absolutePath = path.resolve(path.dirname(articlePath), node.url);
    if (!existsSync(absolutePath) || !statSync(absolutePath).isFile()) {
      report(node, `image "${node.url}" does not exist`);
    }
  };

  return (tree: Root) => {
    visit(tree, (node) => {
      if (node.type === "link" || node.type === "definition") checkLink(node);
      if (node.type === "image") checkImage(node);
    });
  };
}
