import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_BROWSER_PATH } from "../tools/chromium";

/**
 * This machine's speed as Lighthouse measures it (`benchmarkIndex`), so a build time can be read
 * beside figures from other machines: Lighthouse audits an empty page, served here, and reports it.
 */
export async function benchmarkIndex(): Promise<number> {
  const server = createServer((_request, response) => response.end("<!doctype html><title>.</title>"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_BROWSER_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    const { port } = server.address() as AddressInfo;
    const result = await lighthouse(`http://127.0.0.1:${port}/`, {
      port: chrome.port,
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    if (!result) throw new Error("Lighthouse returned nothing");
    return Math.round(result.lhr.environment.benchmarkIndex);
  } finally {
    chrome.kill();
    server.close();
  }
}
