import { expect, test } from "./fixtures";
import { posts, startingWith } from "./site-routes";
import { profileExtras } from "../app/site.config";

// The newest article with a tag that another article shares, so its tag page leads elsewhere.
const article = posts.find((post) =>
  post.tags.some((tag) => posts.some((other) => other !== post && other.tags.includes(tag))),
);
const tag =
  article?.tags.find((name) => posts.some((other) => other !== article && other.tags.includes(name))) ?? "";
const tagged = posts.filter((post) => post.tags.includes(tag));
const older = tagged.find((post) => post !== article);

test.describe("tag pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a chip leads to its tag's page, whose cards lead to the articles", async ({ page }) => {
    if (article === undefined || older === undefined) throw new Error("no two articles share a tag");
    await page.goto(`.${article.route}`);
    await page
      .getByRole("link", { name: `Show articles tagged ${tag}` })
      .last()
      .click();
    await expect(page).toHaveURL(new RegExp(`/tags/${tag}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Articles tagged “${tag}”`);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
      tagged.slice(0, 30).map((post) => post.title),
    );
    await page.getByRole("link", { name: older.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${older.route}$`));
    await expect(page).toHaveTitle(startingWith(older.title));
  });

  test("the tag index leads to every tag's page", async ({ page }) => {
    await page.goto("./tags");
    await page
      .getByRole("link", { name: `${tag} ${tagged.length} ${tagged.length === 1 ? "article" : "articles"}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/tags/${tag}$`));
    await page.getByRole("link", { name: "All tags" }).click();
    await expect(page).toHaveURL(/\/tags$/);
  });
});

test("the profile's portrait has its size before it loads: nothing below it moves", async ({ page }) => {
  // Delay the picture, so a layout that waited for it would visibly shift.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/portrait.*", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("./profile", { waitUntil: "domcontentloaded" });
  const heading = page.getByRole("heading", { level: 2, name: "Elsewhere" });
  const before = await heading.boundingBox();
  release();
  const portrait = page.getByRole("img", { name: profileExtras.portrait?.alt ?? "" });
  await expect(portrait).toHaveJSProperty("complete", true);
  await expect
    .poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  expect(await heading.boundingBox()).toEqual(before);
});

test("the blog list leads to every tag's page (All tags), and from there to one tag's", async ({ page }) => {
  await page.goto("./blog");
  await page.getByRole("link", { name: "All tags" }).click();
  await expect(page).toHaveURL(/\/tags$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tags");
  await page
    .getByRole("list", { name: "Tags" })
    .getByRole("link", { name: new RegExp(`^${tag} ${tagged.length} articles?$`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/tags/${tag}$`));
});

test("the header's icon-only buttons say what they do to a pointer, as a tooltip", async ({ page }) => {
  await page.goto("./blog");
  for (const [name, title] of [
    ["Search by tag", "Search by tag"],
    ["Switch to dark theme", "Light or dark theme"],
    ["Search articles", "Search articles (/ or Ctrl+K)"],
  ] as const)
    await expect(page.getByRole("banner").getByRole("button", { name }), name).toHaveAttribute(
      "title",
      title,
    );
});
