import path from "node:path";
import { drawDiagrams } from "./draw";
import { openMermaidRenderer } from "./render-mermaid";

/**
 * `npm run diagrams`: draws the articles' ```mermaid blocks that have no render yet with Mermaid in
 * the system Chromium, and removes renders no article uses. Commit content/posts/images/diagrams:
 * the build reads the renders and needs no browser.
 */
const posts = path.join(path.resolve(process.env.CONTENT_DIR ?? "content"), "posts");
const report = await drawDiagrams(posts, openMermaidRenderer);
for (const error of report.errors) console.error(error);
for (const file of report.removed)
  console.log(`removed ${path.relative(process.cwd(), file)} (no article shows it)`);
console.log(
  `${report.drawn + report.upToDate + report.errors.length} mermaid diagrams: ${report.drawn} drawn, ${report.upToDate} up to date, ${report.errors.length} failed`,
);
process.exitCode = report.errors.length > 0 ? 1 : 0;
