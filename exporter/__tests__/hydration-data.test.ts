import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  UnknownHydrationDataError,
  hydrationDataFile,
  hydrationDataOutOfPage,
  writeHydrationData,
} from "../passes/hydration-data";

const enqueue = (chunk: string) =>
  `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(chunk).replace(/</g, "\\u003c")});</script>`;
const CLOSE = "<script>window.__reactRouterContext.streamController.close();</script>";

/** The end of a page the way React Router 8 writes it: the stream in chunks, closed in a boundary. */
const page = [
  "<main>List</main>",
  enqueue('[{"_1":2},"loaderData",'),
  enqueue('{"_3":4},"<b>title</b>"]\n'),
  `<!--$?--><template id="B:1"></template><!--/$--><div hidden id="S:1">${CLOSE}</div>`,
  '<script>$RC("B:1","S:1")</script>',
].join("");

describe("keeping the hydration data out of the page", () => {
  it("takes every enqueued chunk and the close out, and returns the stream in order", () => {
    const { page: lean, stream } = hydrationDataOutOfPage(page);
    expect(stream).toBe('[{"_1":2},"loaderData",{"_3":4},"<b>title</b>"]\n');
    expect(lean).not.toContain("streamController");
    expect(lean).toContain("<main>List</main>");
    expect(lean).toContain('<div hidden id="S:1"></div><script>$RC("B:1","S:1")</script>');
  });

  it("refuses a page without React Router's handoff, instead of shipping one that cannot hydrate", () => {
    expect(() => hydrationDataOutOfPage("<main>List</main>" + CLOSE)).toThrow(UnknownHydrationDataError);
    expect(() => hydrationDataOutOfPage(page.replace(CLOSE, ""))).toThrow(/close the stream/);
  });

  it("names the file by its content, so a page's data is cached until it changes", () => {
    expect(hydrationDataFile("a")).toBe(hydrationDataFile("a"));
    expect(hydrationDataFile("a")).not.toBe(hydrationDataFile("b"));
    expect(hydrationDataFile("a")).toMatch(/^assets\/data\/[0-9a-f]{16}\.txt$/);
  });

  it("writes the stream under the assets and answers its URL under the base path", async () => {
    const client = mkdtempSync(path.join(tmpdir(), "hydration-data-"));
    const url = await writeHydrationData(client, "/devblog/", "stream");
    expect(url).toBe(`/devblog/${hydrationDataFile("stream")}`);
    expect(readFileSync(path.join(client, hydrationDataFile("stream")), "utf8")).toBe("stream");
  });
});
