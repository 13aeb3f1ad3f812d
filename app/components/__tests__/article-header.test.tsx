// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ArticleHeader } from "../article-header";

describe("an article's header", () => {
  it("shows the update beside the date as Updated Mon D, YYYY", () => {
    render(<ArticleHeader title="T" date="20250726" updated="20250901" readingMinutes={5} />);
    expect(screen.getByText("Jul 26, 2025")).toHaveAttribute("datetime", "2025-07-26");
    const updated = screen.getByText("Sep 1, 2025");
    expect(updated).toHaveAttribute("datetime", "2025-09-01");
    expect(updated.parentElement).toHaveTextContent("Updated Sep 1, 2025");
  });

  it("says nothing of an update when there was none", () => {
    render(<ArticleHeader title="T" date="20250726" readingMinutes={5} />);
    expect(screen.queryByText(/Updated/)).toBeNull();
  });
});
