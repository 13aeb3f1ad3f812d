import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

// One page of each kind, and the articles that hold each kind of content: a wide table (20240908),
// callouts and annotated code (20250726), a diagram (20250301). The structure of every page is
// checked by html-validate; the code palette's contrast by code-contrast.test.ts.
const ROUTES = [
  "/blog",
  "/profile",
  "/tags",
  "/tags/azure",
  "/no-such-page",
  "/post_20240908",
  "/post_20250726",
  "/post_20250301",
];
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

for (const route of ROUTES) {
  for (const theme of ["light", "dark"] as const) {
    test(`${route} has no accessibility violations in the ${theme} theme, 375px and 1440px`, async ({
      page,
    }) => {
      await page.goto(`.${route}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
      await page.evaluate(
        (mode) => document.documentElement.classList.toggle("dark", mode === "dark"),
        theme,
      );
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        // Highlighted code is thousands of coloured spans; its palette's contrast is checked once
        // for every token colour in app/lib/markdown/__tests__/code-contrast.test.ts.
        const { violations } = await new AxeBuilder({ page })
          .withTags(TAGS)
          .exclude("pre.shiki > code")
          .analyze();
        const found = violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes
              .map((node) => node.target.join(" "))
              .slice(0, 5)
              .join(", ")}`,
        );
        expect(found, `${theme}, ${width}px`).toEqual([]);
      }
    });
  }
}

test("the open tag search has no accessibility violations", async ({ page }) => {
  await page.goto("./blog");
  await page.getByRole("button", { name: "Search by tag" }).click();
  await page.getByRole("combobox").fill("a");
  await expect(page.getByRole("listbox")).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});
