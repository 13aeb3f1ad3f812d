// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { PostSummary } from "~/lib/content/post-summary";
import { PostList } from "../post-list";

const post = (date: string): PostSummary => ({
  title: `Article of ${date}`,
  date,
  summary: "A summary.",
  tags: ["azure"],
  route: `/post_${date}`,
});

function renderList(posts: PostSummary[]) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <PostList posts={posts} /> }]);
  render(<Stub />);
}

describe("the list of cards", () => {
  it("marks each year between years above its first card, and not the newest year at the top", () => {
    renderList([post("20250823"), post("20250301"), post("20241207"), post("20240817"), post("20231001")]);
    expect(screen.queryByText("2025")).toBeNull();
    const cards = screen.getAllByRole("article").map((card) => card.closest("li") ?? card);
    const marks = cards.map((item) => within(item).queryByText(/^\d{4}$/)?.textContent ?? null);
    expect(marks).toEqual([null, null, "2024", null, "2023"]);
  });
});
