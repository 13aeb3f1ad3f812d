// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "../../root";

function Broken(): never {
  throw new Error("render failed");
}

describe("the error page", () => {
  it("shows a friendly message inside the site's frame with a way back, not a blank page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([{ path: "/", Component: Broken, ErrorBoundary }]);
    render(<Stub />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Something went wrong" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the blog" })).toHaveAttribute("href", "/blog");
    expect(screen.queryByText("Unexpected Application Error!")).not.toBeInTheDocument();
  });
});
