import type { Page } from "@playwright/test";
import axe from "axe-core";

/** The rules we hold every page to: WCAG 2.2 A and AA, and axe's best practices. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * The rules whose outcome depends on colours, and so on the theme: run alone in the second theme
 * of a page already checked with every rule in the first (the page's structure, names and roles
 * are the same in both).
 */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

export interface AxeScope {
  /** CSS selectors of the parts to check (the whole page when absent). */
  include?: string[];
  /** CSS selectors of the parts to leave out. */
  exclude?: string[];
  /** Rule tags to run (all of `WCAG_TAGS` when absent). */
  tags?: string[];
  /** Only these rules, by id (instead of `tags`). */
  rules?: string[];
}

/**
 * Runs axe-core in the page and returns its violations as `rule: targets` lines (empty when none).
 *
 * Not `@axe-core/playwright`'s AxeBuilder: it injects axe into every frame on every call and opens a
 * second page to finish each run, 2.5–3.6 s a run on this 2-core machine, against 0.5–0.9 s for
 * axe's own `run` in the page, injected once (measured on /blog and an article). Our pages have
 * no frames, so the frame handling buys nothing. Only violations are collected (`resultTypes`).
 */
export async function accessibilityViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  const injected = await page.evaluate(() => "axe" in window);
  if (!injected) await page.evaluate(axe.source);
  const context = {
    include: scope.include?.map((selector) => [selector]) ?? [["html"]],
    exclude: scope.exclude?.map((selector) => [selector]) ?? [],
  };
  const options = {
    runOnly: scope.rules
      ? { type: "rule", values: scope.rules }
      : { type: "tag", values: scope.tags ?? WCAG_TAGS },
    resultTypes: ["violations"],
    iframes: false,
  };
  const violations = await page.evaluate(
    async ([context, options]) => {
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(
        context as axe.ElementContext,
        options as axe.RunOptions,
      );
      return violations.map((violation) => ({
        id: violation.id,
        targets: violation.nodes.map((node) => node.target.join(" ")),
      }));
    },
    [context, options] as const,
  );
  return violations.map(({ id, targets }) => `${id}: ${targets.slice(0, 5).join(", ")}`);
}
