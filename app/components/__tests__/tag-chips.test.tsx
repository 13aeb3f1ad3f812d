// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { tagFilterLink } from "~/lib/tag-filter-state";
import { TagChips, type TagLink } from "../tag-chips";

function renderChips(linkTo?: TagLink) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <TagChips tags={["azure", "wal-g"]} linkTo={linkTo} /> },
  ]);
  render(<Stub />);
}

describe("tag chips", () => {
  it("link to each tag's own page, which works without JavaScript", () => {
    renderChips();
    expect(screen.getByRole("link", { name: "Show articles tagged azure" })).toHaveAttribute(
      "href",
      "/tags/azure",
    );
    expect(screen.getByRole("link", { name: "Show articles tagged wal-g" })).toHaveAttribute(
      "href",
      "/tags/wal-g",
    );
  });

  it("filter the blog list in place where the list asks for it", () => {
    renderChips(tagFilterLink);
    expect(screen.getByRole("link", { name: "Show articles tagged azure" })).toHaveAttribute(
      "href",
      "/blog?tag=azure",
    );
  });
});
