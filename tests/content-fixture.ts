import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const VOCABULARY = ["blog", "azure", "react"];

/** A throwaway content folder: `files` maps paths inside `posts/` to their text. */
export function contentFolder(files: Record<string, string>): string {
  const directory = mkdtempSync(path.join(tmpdir(), "content-"));
  writeFileSync(path.join(directory, "tags.yaml"), VOCABULARY.map((tag) => `- ${tag}`).join("\n"));
  mkdirSync(path.join(directory, "posts"));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(directory, "posts", name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return directory;
}

export function article({
  date = '"20240817"',
  title = "A title",
  tags = "[blog]",
  extra = "",
  body = "Some text.",
}: { date?: string; title?: string; tags?: string; extra?: string; body?: string } = {}): string {
  return `---\ntitle: "${title}"\ndate: ${date}\nsummary: "A summary."\nexcerpt: "An excerpt."\ntags: ${tags}\n${extra}---\n\n${body}\n`;
}
