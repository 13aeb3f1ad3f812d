import { describe, expect, it } from "vitest";
import { pageHydrates } from "../page-hydrates";

describe("which pages hydrate", () => {
  it("every page but Not found: neither an address a loader refused nor the catch-all route", () => {
    expect(pageHydrates(200, [undefined, { tagFilter: true }])).toBe(true);
    expect(pageHydrates(500, [undefined])).toBe(true);
    expect(pageHydrates(404, [undefined])).toBe(false);
    expect(pageHydrates(200, [undefined, { hydrates: false }])).toBe(false);
  });
});
