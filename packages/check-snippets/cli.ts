#!/usr/bin/env tsx
import { readdirSync } from "node:fs";
import path from "node:path";
import { formatReport } from "./format";
import { checkArticles, failed } from "./run";

/** The articles named on the command line, or every post under $CONTENT_DIR/posts. */
function articlesToCheck(args: string[]): string[] {
  if (args.length > 0) return args.map((arg) => path.resolve(arg));
  const posts = path.join(path.resolve(process.env.CONTENT_DIR ?? "content"), "posts");
  return readdirSync(posts)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => path.join(posts, name));
}

const args = process.argv.slice(2);
const update = args.includes("--update");
const report = await checkArticles(articlesToCheck(args.filter((arg) => arg !== "--update")), undefined, {
  update,
});
console.log(formatReport(report).join("\n"));
process.exitCode = failed(report) ? 1 : 0;
