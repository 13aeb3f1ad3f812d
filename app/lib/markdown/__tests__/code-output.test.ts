import { expect, it } from "vitest";
import { articleFixture } from "./render-fixture";

it("labels a run block by its language alone, and the output block after it as Output", async () => {
  const html = await articleFixture('```python run\nprint("hi")\n```\n\n```text output\nhi\n```').html();
  const labels = [...html.matchAll(/<span class="code-block__language">([^<]*)<\/span>/g)].map(
    ([, label]) => label,
  );
  expect(labels).toEqual(["Python", "Output"]);
  expect(html).not.toMatch(/\brun\b/);
});
