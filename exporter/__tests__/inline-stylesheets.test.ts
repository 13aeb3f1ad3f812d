import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  UnknownStylesheetLinkError,
  inlineStylesheets,
  stylesheetHashes,
  stylesheetReader,
} from "../passes/inline-stylesheets";

// The head React Router's <Links /> writes for an article: the root's stylesheet, then the route's.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/root-A1.css"/><link rel="stylesheet" href="/assets/article-B2.css"/>',
  '</head><body><link rel="stylesheet" href="/assets/elsewhere.css"/></body></html>',
].join("");
const files: Record<string, string> = {
  "/assets/root-A1.css": "body{margin:0}",
  "/assets/article-B2.css": ".prose{color:red}",
};
const read = (href: string) => files[href] ?? "";

describe("inlining a page's stylesheets", () => {
  it("puts each stylesheet's text in the head, in order, after its link, which no longer loads", () => {
    const inlined = inlineStylesheets(page, read);
    expect(inlined).toContain(
      '<link rel="stylesheet" href="/assets/root-A1.css" disabled=""/><style>body{margin:0}</style>' +
        '<link rel="stylesheet" href="/assets/article-B2.css" disabled=""/><style>.prose{color:red}</style></head>',
    );
    // Only <head> is React Router's; the body is left as it is.
    expect(inlined).toContain('<body><link rel="stylesheet" href="/assets/elsewhere.css"/></body>');
  });

  it("leaves a page without stylesheets as it is", () => {
    const plain = "<html><head><title>x</title></head><body></body></html>";
    expect(inlineStylesheets(plain, read)).toBe(plain);
  });

  it("fails loudly when React Router writes its links in another form", () => {
    for (const link of [
      '<link rel="stylesheet" href="/assets/root-A1.css" precedence="default"/>',
      '<link href="/assets/root-A1.css" rel="stylesheet"/>',
      '<link rel="stylesheet" href="/assets/root-A1.css" crossorigin="anonymous"/>',
    ])
      expect(() => inlineStylesheets(`<html><head>${link}</head><body></body></html>`, read)).toThrow(
        UnknownStylesheetLinkError,
      );
    expect(() => inlineStylesheets("<html><body></body></html>", read)).toThrow(UnknownStylesheetLinkError);
  });

  it("refuses CSS that would close its <style> early", () => {
    expect(() => inlineStylesheets(page, () => 'a::after{content:"</style>"}')).toThrow(/<\/style/);
  });
});

describe("reading and hashing the built stylesheets", () => {
  const client = mkdtempSync(path.join(tmpdir(), "inline-stylesheets-"));
  mkdirSync(path.join(client, "assets"));
  writeFileSync(path.join(client, "assets", "root-A1.css"), "p{color:red}");
  writeFileSync(path.join(client, "assets", "entry.js"), "");

  it("reads a stylesheet by its URL under the base path", () => {
    expect(stylesheetReader(client, "/devblog/")("/devblog/assets/root-A1.css")).toBe("p{color:red}");
    expect(() => stylesheetReader(client, "/devblog/")("/assets/root-A1.css")).toThrow(/not under the base/);
  });

  it("hashes every published stylesheet for the hosts' headers", () => {
    expect(stylesheetHashes(client)).toEqual(["'sha256-p0bF+un5yUb9MBO6xRb8kPHlY2BdpHVtLiFkDrZPF64='"]);
  });
});
