import { describe, expect, it } from "vitest";
import { listPage, PAGE_SIZE } from "../pagination";

/** A list of three pages, the last one full. */
const items = Array.from({ length: 3 * PAGE_SIZE }, (_, index) => index);

/** What `listPage` threw: a redirect Response, or React Router's `data()` with a status. */
function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (thrown) {
    return thrown;
  }
  throw new Error("nothing was thrown");
}

describe("a list's :page segment", () => {
  it("is the first page when the address has none, and that page when it names a later one", () => {
    expect(listPage(items, undefined, "/blog")).toMatchObject({ page: 1, pages: 3 });
    expect(listPage(items, "2", "/blog")).toMatchObject({ page: 2, pages: 3 });
    expect(listPage(items, "3", "/blog")).toMatchObject({ page: 3, pages: 3 });
  });

  it("holds the page's slice of the list", () => {
    expect(listPage(items, undefined, "/blog").items).toEqual(items.slice(0, PAGE_SIZE));
    expect(listPage(items, "3", "/blog").items).toEqual(items.slice(2 * PAGE_SIZE));
  });

  it("redirects page 1 to the first page's own address, permanently", () => {
    const thrown = thrownBy(() => listPage(items, "1", "/tags/azure"));
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get("Location")).toBe("/tags/azure");
  });

  it.each(["0", "02", "4", "x", "2.0", "-2"])("is Not found for %s of three pages", (segment) => {
    const thrown = thrownBy(() => listPage(items, segment, "/blog"));
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 404 } });
  });
});
