import { describe, expect, it } from "vitest";
import { requestedPage } from "../pagination";

/** What `requestedPage` threw: a redirect Response, or React Router's `data()` with a status. */
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
    expect(requestedPage(undefined, 3, "/blog")).toBe(1);
    expect(requestedPage("2", 3, "/blog")).toBe(2);
    expect(requestedPage("3", 3, "/blog")).toBe(3);
  });

  it("redirects page 1 to the first page's own address, permanently", () => {
    const thrown = thrownBy(() => requestedPage("1", 3, "/tags/azure"));
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get("Location")).toBe("/tags/azure");
  });

  it.each(["0", "02", "4", "x", "2.0", "-2"])("is Not found for %s of three pages", (segment) => {
    const thrown = thrownBy(() => requestedPage(segment, 3, "/blog"));
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 404 } });
  });
});
