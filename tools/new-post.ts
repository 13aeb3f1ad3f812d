import path from "node:path";
import { parseArgs } from "node:util";
import { contentDirectory } from "../app/lib/content/posts.server";
import { createPost, today } from "./new-post/create-post";

/** `npm run new-post -- "Title" [--tags a,b] [--date YYYYMMDD]` */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { tags: { type: "string", default: "" }, date: { type: "string", default: today() } },
});

try {
  const file = createPost({
    title: positionals.join(" "),
    date: values.date,
    tags: values.tags
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    directory: contentDirectory(),
  });
  console.log(`Created ${path.relative(process.cwd(), file)} as a draft. Run \`npm run dev\` to see it.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
