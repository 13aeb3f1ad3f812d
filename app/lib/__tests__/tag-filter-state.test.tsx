// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useTagFilter } from "../tag-filter-state";

describe("the tag filter's state", () => {
  it("says what is missing when a component asks for it outside its provider", () => {
    // React reports the thrown error on the console as well; keep the run's output clean.
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useTagFilter())).toThrow("useTagFilter needs a TagFilterProvider above it");
  });
});
