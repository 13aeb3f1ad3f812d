import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import { describe, expect, it } from "vitest";
import { FRONT_MATTER, parseFrontMatter } from "../../app/lib/content/front-matter.ts";
import { createFrontMatterSchema, tagVocabularySchema } from "../../app/lib/content/schema.ts";

/**
 * An article whose body changed after its date needs a change-log entry dated on or after that
 * change (README, "Writing a post"): the history is the only record of edits nobody logged.
 * Typo-only commits are exempt, listed in content/typo-commits.txt (past commits cannot be
 * reworded) or marked with a `Typo-only: yes` trailer.
 */
interface Edit {
  hash: string; // "" for the working tree
  date: string; // YYYYMMDD in UTC, the zone the schema reads every date in
  subject: string;
  typoTrailer: boolean;
  before: string;
  after: string;
}
interface Article {
  date: string;
  draft: boolean;
  changes: readonly { date: string }[];
}

/** The body's words: front matter cut off, whitespace collapsed, so a reflow changes nothing. */
const words = (source: string) => source.replace(FRONT_MATTER, "").replace(/\s+/g, " ").trim();

/** Why `edit` needs a change-log entry the article lacks; undefined if it needs none or has one. */
function unloggedEdit(file: string, article: Article, edit: Edit, typoCommits: ReadonlySet<string>) {
  const latest = article.changes.at(-1)?.date;
  if (article.draft || edit.date <= article.date || (latest ?? "") >= edit.date) return undefined;
  if (edit.typoTrailer || typoCommits.has(edit.hash) || words(edit.before) === words(edit.after))
    return undefined;
  const commit = edit.hash ? `commit ${edit.hash.slice(0, 7)}` : "the working tree";
  return (
    `${file}: body changed in ${commit} on ${edit.date} ("${edit.subject}"), latest change-log entry ` +
    `${latest ?? "none"}: add a changes entry dated ${edit.date} or later, or list the commit in ` +
    `content/typo-commits.txt if it only fixed typos`
  );
}

const git = (args: string[], input?: string) =>
  execFileSync("git", args, { input, maxBuffer: 1 << 28, env: { ...process.env, TZ: "UTC" } });

/** The blobs named `commit:path`, all read by one `git cat-file --batch`; a missing one is left out. */
function blobs(specs: readonly string[]): Map<string, string> {
  const out = git(["cat-file", "--batch"], specs.map((spec) => `${spec}\n`).join(""));
  const found = new Map<string, string>();
  let at = 0;
  for (const spec of specs) {
    const eol = out.indexOf(10, at);
    const size = Number(/ blob (\d+)$/.exec(out.toString("utf8", at, eol))?.[1] ?? -1);
    if (size >= 0) found.set(spec, out.toString("utf8", eol + 1, eol + 1 + size));
    at = size >= 0 ? eol + 2 + size : eol + 1;
  }
  return found;
}

/**
 * Every edit of content/posts/*.md in one `git log` pass, plus uncommitted edits dated today.
 * Merges list no files, so each edit counts once, in the commit that made it; an added file is a
 * publication, not an edit. Renames inside content/posts are followed: walking newest first, an
 * older path maps to the file's name now. A file moved in from elsewhere counts from its arrival.
 */
function readEdits(posts: readonly string[]): { file: string; edit: Edit }[] {
  const format = "%x1e%H%x1f%ad%x1f%s%x1f%(trailers:key=Typo-only,valueonly)%x1f";
  const args = ["--topo-order", "-M", "--name-status", "--date=format-local:%Y%m%d", `--format=${format}`];
  const log = git(["log", ...args, "--", "content/posts/*.md"]).toString();
  const today = new Date().toISOString().slice(0, 10).replaceAll("-", "");
  // `after` undefined: the file as it is now, against HEAD.
  const pending = posts.map((file) => ({
    file,
    edit: { hash: "", date: today, subject: "not committed yet", typoTrailer: false },
    before: `HEAD:content/posts/${file}`,
    after: undefined as string | undefined,
  }));
  const pathNow = new Map<string, string>();
  for (const record of log.split("\x1e").slice(1)) {
    const [hash = "", date = "", subject = "", trailer = "", files = ""] = record.split("\x1f");
    for (const line of files.trim().split("\n")) {
      const [status = "", from = "", to = from] = line.split("\t");
      if (status !== "M" && !status.startsWith("R")) continue;
      const file = pathNow.get(to) ?? to.replace("content/posts/", "");
      if (status.startsWith("R")) pathNow.set(from, file);
      const edit = { hash, date, subject, typoTrailer: /^yes$/im.test(trailer) };
      pending.push({ file, edit, before: `${hash}^:${from}`, after: `${hash}:${to}` });
    }
  }
  const text = blobs(pending.flatMap(({ before, after }) => (after ? [before, after] : [before])));
  return pending.flatMap(({ file, edit, before, after }) => {
    const [old, now] = [text.get(before), after ? text.get(after) : readPost(file)];
    return old === undefined || now === undefined
      ? []
      : [{ file, edit: { ...edit, before: old, after: now } }];
  });
}

const readPost = (file: string) => readFileSync(`content/posts/${file}`, "utf8");

describe("articles log every change of their body made after their date", () => {
  const fm = (date: string, changes: string[] = []) =>
    `---\ndate: "${date}"\n${changes.map((d) => `changes: [{ date: "${d}", what: x }]`).join("")}\n---\n`;
  const edit = (over: Partial<Edit> = {}): Edit => ({
    hash: "a".repeat(40),
    date: "20250301",
    subject: "Explain retries",
    typoTrailer: false,
    before: `${fm("20250101")}Retries are off.\n`,
    after: `${fm("20250101")}Retries are on.\n`,
    ...over,
  });
  const article = (changes: string[] = []): Article => ({
    date: "20250101",
    draft: false,
    changes: changes.map((date) => ({ date })),
  });
  const none = new Set<string>();

  it("flags a body edit after the date with no entry on or after it, naming file, commit and dates", () => {
    expect(unloggedEdit("a.md", article(["20250201"]), edit(), none)).toBe(
      'a.md: body changed in commit aaaaaaa on 20250301 ("Explain retries"), latest change-log entry ' +
        "20250201: add a changes entry dated 20250301 or later, or list the commit in " +
        "content/typo-commits.txt if it only fixed typos",
    );
    expect(unloggedEdit("a.md", article(), edit({ hash: "" }), none)).toMatch(
      /in the working tree.*entry none/,
    );
  });

  it("accepts an entry on the edit's date, a typo commit, a front-matter-only edit, a reflow, an edit before the date", () => {
    expect(unloggedEdit("a.md", article(["20250301"]), edit(), none)).toBeUndefined();
    expect(unloggedEdit("a.md", article(), edit(), new Set(["a".repeat(40)]))).toBeUndefined();
    expect(unloggedEdit("a.md", article(), edit({ typoTrailer: true }), none)).toBeUndefined();
    const frontMatterOnly = {
      before: `${fm("20250101")}Same.\n`,
      after: `${fm("20250101", ["20250301"])}Same.\n`,
    };
    expect(unloggedEdit("a.md", article(), edit(frontMatterOnly), none)).toBeUndefined();
    const reflow = {
      before: `${fm("20250101")}One two\nthree.\n`,
      after: `${fm("20250101")}One\ntwo three.\n\n`,
    };
    expect(unloggedEdit("a.md", article(), edit(reflow), none)).toBeUndefined();
    expect(unloggedEdit("a.md", article(), edit({ date: "20250101" }), none)).toBeUndefined();
  });

  it("in this repository's history", () => {
    expect(
      git(["rev-parse", "--is-shallow-repository"]).toString().trim(),
      "the clone is shallow, so edits before its cut are unknown: run `git fetch --unshallow`",
    ).toBe("false");
    // content/typo-commits.txt: `<full hash> <reason>` a line, `#` for comments.
    const typoLines = readFileSync("content/typo-commits.txt", "utf8")
      .split("\n")
      .filter((line) => line.trim() !== "" && !line.startsWith("#"));
    for (const line of typoLines)
      expect(line, "content/typo-commits.txt: a full commit hash, then why").toMatch(/^[0-9a-f]{40} \S/);
    const exempt = new Set(typoLines.map((line) => line.slice(0, 40)));
    const schema = createFrontMatterSchema(
      tagVocabularySchema.parse(parseYaml(readFileSync("content/tags.yaml", "utf8"))),
    );
    const posts = readdirSync("content/posts").filter((name) => name.endsWith(".md"));
    const articles = new Map(
      posts.flatMap((file) => {
        // A file whose front matter does not parse is reported by the content tests.
        const parsed = parseFrontMatter(file, readPost(file), schema);
        return parsed.ok ? [[file, parsed.value] as const] : [];
      }),
    );
    const problems = readEdits(posts).flatMap(({ file, edit }) => {
      const current = articles.get(file);
      return current ? (unloggedEdit(file, current, edit, exempt) ?? []) : [];
    });
    expect(problems).toEqual([]);
  });
});
