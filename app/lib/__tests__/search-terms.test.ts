import { describe, expect, it } from "vitest";
import { findArticles, type PagefindResult, type PagefindResultData } from "../pagefind-client";
import { codeListingKey, codeListingOf } from "../search-code-listings";
import { answersQuery, identifiersMatching, searchTerms, type FoundPage } from "../search-terms";

const none = () => new Set<string>();

/** A page found, its matched words at the given positions of its content. */
function found(id: string, content: string, matched: string[], meta: FoundPage["meta"] = {}): FoundPage {
  const words = content.split(" ");
  return { id, content, locations: matched.map((word) => words.indexOf(word)), meta };
}

describe("the query's words", () => {
  it("are compared as Pagefind indexes whole words: lower case, letters and digits, no diacritics", () => {
    expect(searchTerms("TraceQL")).toEqual(["traceql"]);
    expect(searchTerms("  WAL-G   restore ")).toEqual(["walg", "restore"]);
    expect(searchTerms("WALG_VERSION café")).toEqual(["walgversion", "cafe"]);
    expect(searchTerms("- …")).toEqual([]);
  });
});

describe("whether a page answers the query", () => {
  it("does not when its matched word is only the start of the query's (Pagefind's fallback: qqqq → q)", () => {
    const turing = found("t", "M = (Q, Γ, b) where: Q is a finite set", ["(Q,", "Q"]);
    const kotlin = found("k", "val q = 5 - grade", ["q"]);
    expect(answersQuery(["qqqq"], turing, none)).toBe(false);
    expect(answersQuery(["qqqq"], kotlin, none)).toBe(false);
  });

  it("does when a matched word contains the query's word, punctuation and case aside", () => {
    const tempo = found("p", "Finding traces with TraceQL. TraceQL selects spans", ["TraceQL."]);
    expect(answersQuery(["traceql"], tempo, none)).toBe(true);
    // Typed so far: a prefix of the word.
    expect(answersQuery(["traceq"], tempo, none)).toBe(true);
    expect(
      answersQuery(searchTerms("WALG_VERSION"), found("w", "set WALG_VERSION=v3", ["WALG_VERSION=v3"]), none),
    ).toBe(true);
  });

  it("does when Pagefind's exact search finds another form of the word on it (restoring → restored)", () => {
    const page = found("r", "a restored copy", ["restored"]);
    expect(answersQuery(["restoring"], page, none)).toBe(false);
    expect(answersQuery(["restoring"], page, (term) => new Set(term === "restoring" ? ["r"] : []))).toBe(
      true,
    );
  });

  it("needs every word of the query", () => {
    const page = found("b", "WAL-G restores to any second", ["WAL-G", "restores"]);
    expect(answersQuery(["walg", "restore"], page, none)).toBe(true);
    expect(answersQuery(["walg", "qqqq"], page, none)).toBe(false);
  });

  it("looks in the metadata too: the title and the code listings, which have no place in the text", () => {
    const page = found("n", "Telemetry Traces", [], { "code-1#setup": "const sdk = new NodeSDK({});" });
    expect(answersQuery(["nodesdk"], page, none)).toBe(true);
    expect(answersQuery(["nodesdkx"], page, none)).toBe(false);
  });
});

describe("a code listing's matched identifiers", () => {
  it("are named as written, without the punctuation around them, at most three", () => {
    const code =
      'import { NodeSDK } from "@opentelemetry/sdk-node";\nconst sdk = new NodeSDK({ traceExporter });';
    expect(identifiersMatching(code, ["sdk"])).toEqual(["NodeSDK", "opentelemetry/sdk-node", "sdk"]);
    expect(identifiersMatching("WALG_VERSION=v3.0.7 wal-g backup-push", ["walg"])).toEqual([
      "WALG_VERSION",
      "wal-g",
    ]);
    expect(identifiersMatching("echo done", ["walg"])).toEqual([]);
  });
});

describe("a code listing's search key", () => {
  it("names its number and section, and is read back", () => {
    expect(codeListingKey(3, "finding-traces-with-traceql")).toBe("code-3#finding-traces-with-traceql");
    expect(codeListingKey(1, undefined)).toBe("code-1");
    expect(codeListingOf("code-3#finding-traces-with-traceql")).toEqual({
      number: 3,
      section: "finding-traces-with-traceql",
    });
    expect(codeListingOf("code-1")).toEqual({ number: 1, section: "" });
    expect(codeListingOf("title")).toBeNull();
    expect(codeListingOf("code-x")).toBeNull();
  });
});

describe("the articles a search finds", () => {
  const result = (id: string, data: Partial<PagefindResultData>, fields?: string[]): PagefindResult => ({
    id,
    matchedMetaFields: fields,
    data: () =>
      Promise.resolve({
        url: `/${id}/`,
        excerpt: id,
        meta: { title: id },
        sub_results: [],
        content: "",
        locations: [],
        anchors: [],
        ...data,
      }),
  });
  const exact = (found: Record<string, string[]>) => ({
    search: (query: string) => Promise.resolve({ results: (found[query] ?? []).map((id) => result(id, {})) }),
  });

  it("are none for a query with no real match, though Pagefind returns the pages it fell back to", async () => {
    const results = [
      result("turing", { content: "M = (Q, Γ)", locations: [2] }),
      result("kotlin", { content: "val q = 5", locations: [1] }),
    ];
    expect(await findArticles(exact({}), "qqqq", results, 8)).toEqual([]);
  });

  it("keep Pagefind's order, drop the pages without the words, and stop at the limit", async () => {
    const results = [
      result("a", { content: "restored here", locations: [0] }),
      result("b", { content: "rest here", locations: [0] }),
      result("c", { content: "restoring here", locations: [0] }),
      result("d", { content: "restoring again", locations: [0] }),
    ];
    // Pagefind's exact search for "restoring" finds the pages with any form of it.
    const hits = await findArticles(exact({ '"restoring"': ["a", "c", "d"] }), "Restoring", results, 3);
    expect(hits.map(({ id }) => id)).toEqual(["a", "c"]);
  });

  it("find an article by an identifier only its code has, and open the listing's section", async () => {
    const results = [
      result(
        "post",
        {
          content: "Title. Setup. Install it.",
          anchors: [{ element: "h2", id: "setup", text: "Setup", location: 1 }],
          meta: { title: "Title", "code-1#setup": "const sdk = new NodeSDK();" },
        },
        ["code-1#setup"],
      ),
    ];
    const [hit] = await findArticles(exact({}), "NodeSDK", results, 8);
    expect(hit?.sections).toEqual([
      { excerpt: "Install it.", section: "Setup", to: "/post#setup", code: ["NodeSDK"] },
    ]);
  });
});
