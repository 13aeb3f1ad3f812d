// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { createRoutesStub } from "react-router";
import { PageShell } from "../page-shell";

beforeEach(() => {
  document.documentElement.className = "";
  localStorage.clear();
});

describe("the theme toggle", () => {
  it("switches to dark, remembers it, and switches back", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: () => <PageShell>Page</PageShell> }]);
    render(<Stub />);
    // Which of its two labels shows is decided by CSS, which jsdom does not apply; e2e checks it.
    const toggle = screen.getByRole("button", { name: /Switch to dark theme/ });
    await userEvent.click(toggle);
    expect(document.documentElement).toHaveClass("dark");
    expect(document.documentElement).not.toHaveAttribute("style");
    expect(localStorage.getItem("theme")).toBe("dark");
    await userEvent.click(toggle);
    expect(document.documentElement).not.toHaveClass("dark");
    expect(localStorage.getItem("theme")).toBe("light");
  });
});
