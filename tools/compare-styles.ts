import { chromium, type Browser } from "@playwright/test";
import type { ThemeMode } from "../app/lib/theme";
import { CHROMIUM_ARGS, CHROMIUM_BROWSER_PATH } from "./chromium";
import { THEMES, WIDTHS, themedContext } from "./themed-context";

/**
 * `npx tsx tools/compare-styles.ts <before> <after> <path>…`: whether two builds paint the same.
 *
 * For a change to CSS that must not change how a page looks (a rule rewritten, a utility written
 * out, a plugin replaced): serve the build before the change and the build after it (for example
 * `npx serve` or `python3 -m http.server` in each `build/client`), and this opens each path on both,
 * light and dark, at 375 and 1440 px, and compares the computed style of every element in <body>
 * and of its `::before`, `::after` and `::marker`. It prints each difference and the count, and
 * exits 1 if there is one. Custom properties are left out: they are how a value is reached, not
 * what is painted. `HYDRATE=1` compares the pages after the app has started (the whole
 * stylesheets enabled). A tool for a refactor, not a test: it needs the two builds.
 */
const [before, after, ...paths] = process.argv.slice(2);
if (before === undefined || after === undefined || paths.length === 0) {
  console.error("Usage: npx tsx tools/compare-styles.ts <before URL> <after URL> <path>…");
  process.exit(2);
}

type Styles = [element: string, style: Record<string, string>][];

/** Every element's computed style, keyed by its position and tag name. Runs in the page. */
function computedStyles(): Styles {
  const styles: Styles = [];
  [...document.body.querySelectorAll("*")].forEach((element, index) => {
    const key = `${index}:${element.tagName.toLowerCase()}`;
    const isListItem = getComputedStyle(element).display === "list-item";
    for (const pseudo of [null, "::before", "::after", "::marker"]) {
      const style = getComputedStyle(element, pseudo);
      if (pseudo === "::marker" ? !isListItem : pseudo !== null && ["none", "normal"].includes(style.content))
        continue;
      const values: Record<string, string> = {};
      for (const property of style)
        if (!property.startsWith("--")) values[property] = style.getPropertyValue(property);
      styles.push([`${key}${pseudo ?? ""}`, values]);
    }
  });
  return styles;
}

async function stylesOf(browser: Browser, url: string, width: number, theme: ThemeMode) {
  const context = await themedContext(browser, theme, width);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "load" });
  if (process.env.HYDRATE) {
    await page.mouse.move(10, 10);
    await page.waitForFunction(() => "hydrated" in document.documentElement.dataset);
  }
  const styles = await page.evaluate(computedStyles);
  await context.close();
  return styles;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_BROWSER_PATH, args: CHROMIUM_ARGS });
let differences = 0;
try {
  for (const path of paths)
    for (const width of WIDTHS)
      for (const theme of THEMES) {
        const left = await stylesOf(browser, new URL(path, before).href, width, theme);
        const right = new Map(await stylesOf(browser, new URL(path, after).href, width, theme));
        const where = `${path} ${width}px ${theme}`;
        if (left.length !== right.size)
          console.log(`${where}: ${left.length} elements before, ${right.size} after`);
        for (const [element, style] of left) {
          const other = right.get(element);
          if (other === undefined) {
            console.log(`${where} ${element}: only before`);
            differences += 1;
            continue;
          }
          for (const property of new Set([...Object.keys(style), ...Object.keys(other)]))
            if (style[property] !== other[property]) {
              console.log(`${where} ${element} ${property}: ${style[property]} → ${other[property]}`);
              differences += 1;
            }
        }
      }
} finally {
  await browser.close();
}
console.log(`${differences} difference${differences === 1 ? "" : "s"}`);
process.exit(differences === 0 ? 0 : 1);
