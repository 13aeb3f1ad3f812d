import { h } from "hastscript";
import { describe, expect, it } from "vitest";
import { rehypeNoInlineCode } from "../rehype-no-inline-code";
import { articleFixture } from "./render-fixture";

describe("a compiled article body's inline code", () => {
  it("is none: raw <script> and <style> in the Markdown do not reach the page", async () => {
    const html = await articleFixture("Text.\n\n<script>run()</script>\n\n<style>p{}</style>\n").html();
    expect(html).not.toMatch(/<script|<style/);
  });

  it("stops the build should a plugin write one, which the page's policy would refuse", () => {
    const check = rehypeNoInlineCode();
    expect(() => check(h(null, [h("p", "x"), h("style", "p{}")]))).toThrow(/<style>/);
    expect(() => check(h(null, [h("script", "run()")]))).toThrow(/<script>/);
    expect(() => check(h(null, [h("p", "x")]))).not.toThrow();
  });
});
