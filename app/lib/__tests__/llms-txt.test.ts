import { describe, expect, it } from "vitest";
import { site } from "~/site.config";
import { buildLlmsTxt } from "../llms-txt";

const post = (date: string, title: string) => ({
  title,
  date,
  summary: `What ${title} is about.`,
  route: `/post_${date}`,
});

describe("/llms.txt", () => {
  const text = buildLlmsTxt(
    [post("20250823", "Newest"), post("20250201", "Older"), post("20241207", "Oldest")],
    "/sub/",
  );

  it("opens with the site's name as the heading and its description as the quote", () => {
    expect(text.startsWith(`# ${site.title}\n\n> ${site.description}\n\n`)).toBe(true);
  });

  it("lists every article under its year as an absolute link to its Markdown twin, with its summary", () => {
    expect(text).toContain(
      [
        "## 2025",
        "",
        `- [Newest](${site.url}/sub/post_20250823.md): What Newest is about.`,
        `- [Older](${site.url}/sub/post_20250201.md): What Older is about.`,
        "",
        "## 2024",
        "",
        `- [Oldest](${site.url}/sub/post_20241207.md): What Oldest is about.`,
      ].join("\n"),
    );
  });
});
