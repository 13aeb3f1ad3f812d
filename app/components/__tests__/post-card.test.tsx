// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { PostList } from "../post-list";

const post = {
  title: "Azure PostgreSQL backup with WAL-G",
  date: "20250823",
  summary: "Continuous archiving to Blob Storage.",
  tags: ["azure", "postgresql", "wal-g"],
  route: "/post_20250823",
};

function renderCard() {
  const Stub = createRoutesStub([{ path: "/", Component: () => <PostList posts={[post]} /> }]);
  render(<Stub />);
}

describe("an article card", () => {
  it("links its title heading to the article", () => {
    renderCard();
    const heading = screen.getByRole("heading", { level: 2, name: post.title });
    expect(within(heading).getByRole("link")).toHaveAttribute("href", "/post_20250823");
  });

  it("shows the date like Aug 23, 2025 with its machine-readable form", () => {
    renderCard();
    const time = screen.getByText("Aug 23, 2025");
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("datetime", "2025-08-23");
  });

  it("shows the summary clamped to three lines and a chip per tag", () => {
    renderCard();
    expect(screen.getByText(post.summary)).toHaveClass("line-clamp-3");
    const tags = within(screen.getByRole("list", { name: "Tags" })).getAllByRole("link");
    expect(tags.map((tag) => tag.textContent)).toEqual([
      "Show articles tagged azure",
      "Show articles tagged postgresql",
      "Show articles tagged wal-g",
    ]);
  });
});
