// @vitest-environment jsdom
import { render, renderHook, screen } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { TagFilterProvider, useTagFilter } from "../tag-filter-state";

function ChosenTag() {
  const { chosenTag } = useTagFilter();
  const { search } = useLocation();
  return (
    <p>
      {chosenTag ?? "none"} at {search}
    </p>
  );
}

describe("the tag filter's state", () => {
  it("says what is missing when a component asks for it outside its provider", () => {
    // React reports the thrown error on the console as well; keep the run's output clean.
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useTagFilter())).toThrow("useTagFilter needs a TagFilterProvider above it");
  });

  it("reads a capitalised tag in the address as the vocabulary's lower-case one", async () => {
    const Stub = createRoutesStub([
      {
        path: "/blog",
        Component: () => (
          <TagFilterProvider>
            <ChosenTag />
          </TagFilterProvider>
        ),
      },
    ]);
    render(<Stub initialEntries={["/blog?tag=Azure"]} />);
    expect(await screen.findByText("azure at ?tag=Azure")).toBeInTheDocument();
  });
});
