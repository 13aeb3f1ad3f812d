import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { posts } from "./site-routes";

const ROUTES = ["/", "/blog", "/profile", "/no-such-page", ...posts.map((post) => post.route)];

for (const theme of ["light", "dark"] as const) {
  for (const width of [375, 1440]) {
    test(`no accessibility violations on any route, ${theme}, ${width}px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((mode) => localStorage.setItem("theme", mode), theme);
      for (const route of ROUTES) {
        await page.goto(`.${route}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
        const { violations } = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa", "best-practice"])
          .analyze();
        const summary = violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        );
        expect(summary, `${route} (${theme}, ${width}px)`).toEqual([]);
      }
    });
  }
}

test("the open tag search has no accessibility violations", async ({ page }) => {
  await page.goto("./blog");
  await page.getByRole("button", { name: "Search by tag" }).click();
  await page.getByRole("combobox").fill("a");
  await expect(page.getByRole("listbox")).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});
