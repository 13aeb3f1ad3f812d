import { describe, expect, it } from "vitest";
import { pageHandle, pageHydrates } from "../handle";

describe("what the matched routes' handles tell the document", () => {
  it("every page hydrates but Not found: neither an address a loader refused nor the catch-all route", () => {
    expect(pageHydrates(200, [undefined, { tagFilter: true }])).toBe(true);
    expect(pageHydrates(500, [undefined])).toBe(true);
    expect(pageHydrates(404, [undefined])).toBe(false);
    expect(pageHydrates(200, [undefined, { hydrates: false }])).toBe(false);
  });

  it("reads each fact from whichever route declares it, and nothing of another shape", () => {
    expect(pageHandle([undefined, { bodyInDocument: "html" }])).toEqual({ bodyInDocument: "html" });
    expect(pageHandle([{ tagFilter: true }, null, "x"])).toEqual({ tagFilter: true });
    expect(pageHandle([{ bodyInDocument: 1, hydrates: true, tagFilter: "yes" }])).toEqual({});
  });
});
