import { chromium } from "@playwright/test";
import { CHROMIUM_PATH, CHROMIUM_TEST_ARGS } from "../e2e/chromium";
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_TEST_ARGS });
const res: Record<string, number[]> = {};
for (let i = 0; i < 6; i++) for (const route of ["/profile", "/blog", "/post_20250726"]) {
  const context = await browser.newContext(); const page = await context.newPage();
  await page.goto("http://localhost:3000" + route);
  const t0 = performance.now();
  await page.locator("html.js").waitFor({state:"attached"}); await page.mouse.move(-1,-1); await page.mouse.move(1,1); await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  (res[route] ??= []).push(Math.round(performance.now()-t0));
  if (i === 5 && route === "/blog") console.log((await page.evaluate(() => performance.getEntriesByType("resource").length)), "resources");
  await context.close();
}
for (const [k, v] of Object.entries(res)) { v.sort((a,b)=>a-b); console.log(k, "median", v[3], v.join(" ")); }
await browser.close();
