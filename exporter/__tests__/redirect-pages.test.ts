import { describe, expect, it } from "vitest";
import { redirectPage } from "../passes/redirect-pages";

describe("prerendered redirects", () => {
  const page = redirectPage("/devblog/blog", "/devblog/");

  it("move on at once to the same address, with a link for those without refresh", () => {
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/devblog/blog">');
    expect(page).toContain('<a href="/devblog/blog">/devblog/blog</a>');
  });

  it("are complete documents that name their language, icon and canonical address", () => {
    expect(page).toMatch(/^<!DOCTYPE html><html lang="en(-[A-Z]+)?">/);
    expect(page).toContain('<link rel="icon" href="/devblog/favicon.svg" type="image/svg+xml">');
    expect(page).toContain('<link rel="canonical" href="/devblog/blog">');
    expect(page).toContain(`<meta http-equiv="Content-Security-Policy" content="`);
    expect(page.match(/<\/html>/g)).toHaveLength(1);
  });
});
