import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_BROWSER_PATH } from "./chromium";
import { THEMES, WIDTHS, themedContext } from "./themed-context";

/**
 * Screenshots of the main screens in both themes at phone and desktop widths, for looking at
 * what we build (`npm run screenshots` against a running `npm run serve`).
 */
const origin = process.env.SITE_ORIGIN ?? "http://localhost:3000";
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/", "/profile", "/missing"];
const outDir = "screenshots";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_BROWSER_PATH, args: CHROMIUM_ARGS });
for (const theme of THEMES) {
  for (const width of WIDTHS) {
    const context = await themedContext(browser, theme, width);
    const page = await context.newPage();
    for (const pathname of pages) {
      await page.goto(origin + pathname, { waitUntil: "networkidle" });
      const name = pathname.replace(/[^a-z0-9]+/gi, "_") || "root";
      await page.screenshot({
        path: `${outDir}/${name}-${theme}-${width}.png`,
        fullPage: process.env.FULL === "1",
      });
    }
    await context.close();
  }
}
await browser.close();
