// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ArticleHeader } from "../article-header";
import { ChangeLog } from "../change-log";

describe("an article's header", () => {
  it("shows the summary under the title, before the date", () => {
    render(<ArticleHeader title="Title" summary="What it is about." date="20250726" readingMinutes={5} />);
    const title = screen.getByRole("heading", { level: 1, name: "Title" });
    const summary = screen.getByText("What it is about.");
    const date = screen.getByText("Jul 26, 2025");
    expect(title.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(summary.compareDocumentPosition(date) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("links the Updated date to the change log", () => {
    render(<ArticleHeader title="T" summary="S" date="20250726" updated="20250901" readingMinutes={5} />);
    expect(screen.getByRole("link", { name: "Updated Sep 1, 2025" })).toHaveAttribute(
      "href",
      "#changes-title",
    );
  });

  it("shows the update beside the date as Updated Mon D, YYYY", () => {
    render(<ArticleHeader title="T" summary="S" date="20250726" updated="20250901" readingMinutes={5} />);
    expect(screen.getByText("Jul 26, 2025")).toHaveAttribute("datetime", "2025-07-26");
    const updated = screen.getByText("Sep 1, 2025");
    expect(updated).toHaveAttribute("datetime", "2025-09-01");
    expect(updated.parentElement).toHaveTextContent("Updated Sep 1, 2025");
  });

  it("says nothing of an update when there was none, and the article ends without a change list", () => {
    // (Every published article has changes now; a new one has none: tested here, not on the build.)
    render(<ArticleHeader title="T" summary="S" date="20250726" readingMinutes={5} />);
    expect(screen.queryByText(/Updated/)).toBeNull();
    const { container } = render(<ChangeLog changes={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
