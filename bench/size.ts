import path from "node:path";
import { kB, largestArticle, measureFirstLoad } from "../tests/harness/first-load";

/** `npm run bench:size`: gzip bytes of what the first load of each page needs (run after a build). */
const client = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const pages = ["/", "/profile", largestArticle(client)];

const rows = pages.map((page) => {
  const load = measureFirstLoad(client, page);
  return {
    page,
    "HTML kB": kB(load.htmlGzip),
    "framework JS kB": kB(load.frameworkJsGzip),
    "own JS kB": kB(load.ownJsGzip),
    "all JS kB": kB(load.frameworkJsGzip + load.ownJsGzip),
    "CSS kB": kB(load.cssGzip),
    "other origins": load.foreign.length,
  };
});
console.log("First load, gzip (level 9):");
console.table(rows);
