import { mkdirSync } from "node:fs";
import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import { CHROMIUM_ARGS, CHROMIUM_BROWSER_PATH } from "./chromium";
import { THEMES, WIDTHS, themedContext } from "./themed-context";

/**
 * Screenshots of the main screens in both themes at phone and desktop widths, for looking at
 * what we build (`npm run screenshots` against a running `npm run serve`).
 *
 * Each argument is a path; `/path:full` takes the whole page rather than the first screen,
 * `/path:<selector>` the screen centred on the first visible element it selects (`-figure` in the
 * name), and `search` the home page with the site search open on a query. `SCREENSHOTS_DIR` is where the
 * PNGs go (`screenshots/` by default), e.g. `docs/design/after`. A whole page stops at three
 * screens, and every image is saved with a 256-colour palette: small enough to commit.
 */
const origin = process.env.SITE_ORIGIN ?? "http://localhost:3000";
const args = process.argv.slice(2);
const pages = args.length > 0 ? args : ["/", "/profile", "/missing"];
const outDir = process.env.SCREENSHOTS_DIR ?? "screenshots";
mkdirSync(outDir, { recursive: true });

async function openSearch(page: Page): Promise<void> {
  await page.goto(`${origin}/`, { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Search articles" }).click();
  await page.keyboard.type("postgres");
  await page.getByRole("option").first().waitFor();
}

const browser = await chromium.launch({ executablePath: CHROMIUM_BROWSER_PATH, args: CHROMIUM_ARGS });
for (const theme of THEMES) {
  for (const width of WIDTHS) {
    const context = await themedContext(browser, theme, width);
    const page = await context.newPage();
    for (const arg of pages) {
      const [pathname = "/", mode] = arg.split(/:(.*)/);
      if (pathname === "search") await openSearch(page);
      else await page.goto(origin + pathname, { waitUntil: "networkidle" });
      const full = mode === "full" || process.env.FULL === "1";
      const focus = mode !== undefined && mode !== "full" ? mode : undefined;
      if (focus !== undefined) {
        await page
          .locator(focus)
          .locator("visible=true")
          .first()
          .evaluate((element) => element.scrollIntoView({ block: "center" }));
      }
      const name = (pathname.replace(/[^a-z0-9]+/gi, "_") || "root") + (focus ? "-figure" : "");
      const height = full ? await page.evaluate(() => document.documentElement.scrollHeight) : 900;
      const shot = await page.screenshot({
        fullPage: full,
        ...(!focus && { clip: { x: 0, y: 0, width, height: Math.min(height, 3 * 900) } }),
      });
      await sharp(shot)
        .png({ palette: true, compressionLevel: 9 })
        .toFile(`${outDir}/${name}-${theme}-${width}.png`);
    }
    await context.close();
  }
}
await browser.close();
