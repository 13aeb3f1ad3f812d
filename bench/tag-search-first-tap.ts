import { spawn } from "node:child_process";
import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_BROWSER_PATH } from "../tools/chromium";
import { waitForAnswer } from "../tests/harness/wait-for-answer";

/**
 * `npm run bench:first-tap`: how long the list page's tag search ("Search by tag") takes to answer
 * a visitor's first tap, made before the app has loaded: from the tap (its `touchstart`'s time
 * stamp) to the moment the "Search by tag" text box has focus, and, when the tap's click focused
 * it, to the end of the paint after that click (Event Timing, as INP measures it; at most 16 ms
 * after the click when it reports none), measured in the page. Each run is a fresh page in a fresh
 * context at 375 px with touch, tapped once it has loaded and gone quiet, at 1× and at 4× CPU
 * slowdown (`Emulation.setCPUThrottlingRate`); `RUNS` runs each (5), the median and the range
 * printed. Runs the full browser: the headless shell hovers (0, 0) as a page loads, which the page
 * takes for intent and starts the app. Serves build/ (or `BUILD_DIR`, e.g. another commit's build,
 * to compare) on `PORT`. A measurement, not a test (docs/performance.md has the figures).
 */
const PORT = Number(process.env.PORT ?? 5701);
const RUNS = Number(process.env.RUNS ?? 5);
const PAGE = process.env.PAGE ?? "/blog";
// `CONTROL="Search articles"` measures the site search's button and shell the same way, to compare.
const CONTROL = process.env.CONTROL ?? "Search by tag";

interface Tap {
  focused: number;
  painted: number;
  hydratedBefore: boolean;
}

async function measureOnce(browser: Browser, rate: number): Promise<Tap> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  // Before the page's own scripts: the intent gate stops the click it answers from going further.
  await page.addInitScript((control) => {
    const times: { tap?: number; click?: number; focused?: number; inClick?: boolean; painted?: number } = {};
    Object.assign(window, { firstTap: times });
    let clicking = false;
    addEventListener("touchstart", (event) => (times.tap ??= event.timeStamp), { capture: true });
    addEventListener(
      "click",
      (event) => {
        times.click ??= event.timeStamp;
        // Until the click's dispatch has ended: a focus made by its handlers comes before this.
        clicking = true;
        setTimeout(() => (clicking = false), 0);
      },
      { capture: true },
    );
    addEventListener(
      "focusin",
      (event) => {
        const box = event.target;
        if (!(box instanceof HTMLInputElement)) return;
        const name = box.labels?.[0]?.textContent?.trim() ?? box.getAttribute("aria-label");
        if (name !== control) return;
        if (times.focused !== undefined) return;
        times.focused = performance.now();
        times.inClick = clicking;
      },
      { capture: true },
    );
    // The paint that shows the box: the end of the tap's click as Event Timing measures it (to the
    // next paint after its handlers, as INP does), when the box was focused in it; it reports no
    // event shorter than 16 ms, and then the paint came within 16 ms of the click.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === "click" && Math.abs(entry.startTime - (times.click ?? NaN)) < 1)
          times.painted = entry.startTime + entry.duration;
    }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  }, CONTROL);
  await page.goto(`http://localhost:${PORT}${PAGE}`, { waitUntil: "networkidle" });
  const hydratedBefore = await page.evaluate(() => "hydrated" in document.documentElement.dataset);
  await page.getByRole("button", { name: CONTROL }).tap();
  await page.waitForFunction(
    () => (window as unknown as { firstTap: { focused?: number } }).firstTap.focused !== undefined,
    null,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(300);
  const times = await page.evaluate(
    () =>
      (
        window as unknown as {
          firstTap: { tap: number; click: number; focused: number; inClick: boolean; painted?: number };
        }
      ).firstTap,
  );
  await context.close();
  return {
    focused: times.focused - times.tap,
    // Only when the box was focused by the click itself (before the fix, the app focused it later).
    painted: times.inClick ? (times.painted ?? times.click + 16) - times.tap : NaN,
    hydratedBefore,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const summary = (values: number[]) =>
  values.some(Number.isNaN)
    ? `not measured in ${values.filter(Number.isNaN).length} of ${values.length} (the tap's click did not focus the box)`
    : `median ${median(values).toFixed(0)} ms (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}: ${values.map((value) => value.toFixed(0)).join(", ")})`;

// One process (no npx or tsx wrapper in between), so that killing it stops the server.
const server = spawn(process.execPath, ["--import", "tsx", "tools/serve.ts"], {
  env: { ...process.env, PORT: String(PORT) },
  stdio: "ignore",
});
try {
  await waitForAnswer(`http://localhost:${PORT}/`, server, { name: "tools/serve.ts", timeoutMs: 20_000 });
  const browser = await chromium.launch({ executablePath: CHROMIUM_BROWSER_PATH, args: CHROMIUM_ARGS });
  for (const rate of [1, 4]) {
    const taps: Tap[] = [];
    for (let run = 0; run < RUNS; run += 1) taps.push(await measureOnce(browser, rate));
    if (taps.some((tap) => tap.hydratedBefore)) console.warn("  (a page had hydrated before its tap)");
    console.log(`${PAGE}, first tap on "${CONTROL}", ${rate}× CPU, ${RUNS} fresh pages:`);
    console.log(`  box focused: ${summary(taps.map((tap) => tap.focused))}`);
    console.log(`  painted:     ${summary(taps.map((tap) => tap.painted))}`);
  }
  await browser.close();
} finally {
  server.kill();
}
