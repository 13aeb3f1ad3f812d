import { XMLParser } from "fast-xml-parser";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { CHANGES_ID } from "../../app/components/change-log";
import { formatRouteDate, isoFromRouteDate } from "../../app/lib/dates";
import { posts } from "../../e2e/site-routes";
import { page, text } from "./built-site";

// The newest changed article, so it is also in the feeds (their newest 20).
const changed = posts.find((post) => post.changes.length > 0);

function jsonLd(document: Document): Record<string, unknown> {
  return JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}");
}

/** React writes `dateTime`; linkedom, unlike a browser, does not fold the attribute's case. */
function datetimeOf(time: Element | null): string | null | undefined {
  return time?.getAttribute("datetime") ?? time?.getAttribute("dateTime");
}

function changesSection(document: Document) {
  return [...document.querySelectorAll("section")].find(
    (section) => section.querySelector("h2")?.textContent === "Changes",
  );
}

describe("an article's change log", () => {
  it("lists every change with its date at the end, and its latest date is dateModified", () => {
    if (!changed) throw new Error("no published article has changes");
    const document = page(changed.route);
    const items = [...(changesSection(document)?.querySelectorAll("li") ?? [])];
    expect(items.map((item) => datetimeOf(item.querySelector("time")))).toEqual(
      changed.changes.map((change) => isoFromRouteDate(change.date)),
    );
    const last = changed.changes.at(-1);
    if (!last) throw new Error("unreachable");
    expect(items.at(-1)?.textContent).toBe(`${formatRouteDate(last.date)}: ${last.what.replaceAll("`", "")}`);
    expect(jsonLd(document).dateModified).toBe(`${isoFromRouteDate(last.date)}T00:00:00Z`);
    expect(document.querySelector("article header")?.textContent).toContain(
      `Updated ${formatRouteDate(last.date)}`,
    );
  });

  it("links the byline's Updated date to the change log that says what changed, on every changed article", () => {
    const changedPosts = posts.filter((post) => post.changes.length > 0);
    expect(changedPosts.length).toBeGreaterThan(0);
    for (const post of changedPosts) {
      const document = page(post.route);
      const link = document.querySelector(`article header a[href="#${CHANGES_ID}"]`);
      expect(link?.textContent, post.route).toBe(
        `Updated ${formatRouteDate(post.changes.at(-1)?.date ?? "")}`,
      );
      expect(changesSection(document)?.querySelector("h2")?.id, post.route).toBe(CHANGES_ID);
    }
  });

  it("appends the same change list to the article's Atom entry, dated by its last change", () => {
    const feed = new XMLParser({ isArray: (name) => name === "entry" }).parse(text("/atom.xml")).feed;
    const entries = feed.entry as { id: string; updated: string; published: string; content: string }[];
    const entry = entries.find((candidate) => candidate.id.endsWith(changed?.route ?? "-"));
    if (!changed || !entry) throw new Error("the newest articles in the feed include none with changes");
    const last = changed.changes.at(-1)?.date ?? "";
    expect(entry.updated).toBe(`${isoFromRouteDate(last)}T00:00:00.000Z`);
    expect(entry.published).toBe(`${changed.isoDate}T00:00:00.000Z`);
    const content = parseHTML(`<div>${entry.content}</div>`).document;
    const items = changesSection(content)?.querySelectorAll("li") ?? [];
    expect([...items].map((item) => item.textContent)).toEqual(
      [...(changesSection(page(changed.route))?.querySelectorAll("li") ?? [])].map(
        (item) => item.textContent,
      ),
    );
  });
});
