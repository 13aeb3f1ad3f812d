// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { PENDING_KEYS } from "~/document/names";
import { TagFilterProvider, useTagFilter } from "~/lib/tag-filter-state";
import { TagFilterToggle } from "../tag-filter-toggle";
import { TagFilterCombobox } from "../tag-filter-combobox";
import { TagFilterShell } from "../tag-filter-shell";

const vocabulary = ["blog", "azure", "app-service", "react"];

function Page() {
  const { isOpen, chosenTag } = useTagFilter();
  const { search } = useLocation();
  return (
    <>
      <TagFilterToggle />
      {isOpen && <TagFilterCombobox vocabulary={vocabulary} />}
      <p>chosen: {chosenTag ?? "none"}</p>
      <p>query: {search}</p>
    </>
  );
}

/** The list as the site has it: the box's code loads on first use (here: when told to). */
function PageLoadingTheBox() {
  const { isOpen } = useTagFilter();
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <TagFilterToggle />
      <button type="button" onClick={() => setLoaded(true)}>
        Finish loading
      </button>
      {isOpen && loaded && <TagFilterCombobox vocabulary={vocabulary} />}
    </>
  );
}

/** The list as the page has it: the box's shell in its place until the box has loaded. */
function PageWithTheShell() {
  const { isOpen, boxLoaded } = useTagFilter();
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <TagFilterToggle />
      <button type="button" onClick={() => setLoaded(true)}>
        Finish loading
      </button>
      {!boxLoaded && <TagFilterShell shown={isOpen} />}
      {isOpen && loaded && <TagFilterCombobox vocabulary={vocabulary} />}
    </>
  );
}

function renderSearch(initialEntry = "/blog", PageComponent = Page) {
  const Stub = createRoutesStub([
    {
      path: "/blog",
      Component: () => (
        <TagFilterProvider>
          <PageComponent />
        </TagFilterProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={[initialEntry]} />);
  // No pause between keys: the erasing cases type dozens of them, seconds apiece on a busy machine.
  return userEvent.setup({ delay: null });
}

const toggle = () => screen.getByRole("button", { name: "Search by tag" });
const input = () => screen.getByRole("combobox", { name: "Search by tag" });

describe("the tag search box", () => {
  it("opens focused from its button and closes from it", async () => {
    const user = renderSearch();
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(input()).toHaveFocus();
    await user.click(toggle());
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
  });

  it("offers matching tags only while there are some", async () => {
    const user = renderSearch();
    await user.click(toggle());
    await user.type(input(), "a");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "azure",
      "app-service",
      "react",
    ]);
    await user.type(input(), "zz");
    expect(screen.queryAllByRole("option")).toEqual([]);
    expect(input()).toHaveAttribute("aria-expanded", "false");
  });

  it("chooses a tag with the keyboard and writes it to the URL", async () => {
    const user = renderSearch();
    await user.click(toggle());
    await user.type(input(), "app");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(input()).toHaveValue("app-service");
    expect(screen.getByText("chosen: app-service")).toBeInTheDocument();
    expect(screen.getByText("query: ?tag=app-service")).toBeInTheDocument();
    expect(screen.queryAllByRole("option")).toEqual([]);
  });

  it("Clear empties the text and the tag and keeps focus in the input", async () => {
    const user = renderSearch("/blog?tag=azure");
    expect(input()).toHaveValue("azure");
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(input()).toHaveValue("");
    expect(input()).toHaveFocus();
    expect(screen.getByText("chosen: none")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Clear" })).not.toBeInTheDocument();
  });

  it("closing clears the chosen tag", async () => {
    const user = renderSearch("/blog?tag=azure");
    await user.click(toggle());
    expect(screen.getByText("chosen: none")).toBeInTheDocument();
    await user.click(toggle());
    expect(input()).toHaveValue("");
  });

  it("Escape keeps the chosen tag and its text: only Clear and the toggle remove them", async () => {
    const user = renderSearch("/blog?tag=azure");
    await user.click(toggle());
    await user.click(toggle());
    await user.type(input(), "azure");
    await user.click(screen.getByRole("option", { name: "azure" }));
    expect(screen.getByText("chosen: azure")).toBeInTheDocument();
    await user.click(input());
    await user.keyboard("{Escape}{Escape}");
    expect(screen.getByText("chosen: azure")).toBeInTheDocument();
    expect(input()).toHaveValue("azure");
  });

  it("Escape closes the list", async () => {
    const user = renderSearch();
    await user.click(toggle());
    await user.type(input(), "rea");
    expect(screen.getAllByRole("option")).toHaveLength(1);
    await user.keyboard("{Escape}");
    expect(screen.queryAllByRole("option")).toEqual([]);
  });
});

describe("the tag dropdown after erasing", () => {
  // The spec: on each key release the list is rebuilt from the tags containing the text, and it
  // opens if one matches. Erasing to an empty box and typing again must open it every time.
  const cases = [
    { typed: "react", erase: "{Backspace>5/}", then: "a" },
    { typed: "RE", erase: "{Backspace>2/}", then: "z" },
    { typed: "app", erase: "{Control>}a{/Control}{Backspace}", then: "e" },
  ];
  for (const { typed, erase, then } of cases) {
    it(`opens on "${then}" after "${typed}" is erased with ${erase}`, async () => {
      const user = renderSearch();
      await user.click(toggle());
      for (let round = 0; round < 5; round++) {
        await user.type(input(), typed);
        await user.keyboard(erase);
        expect(input()).toHaveValue("");
        expect(input()).toHaveAttribute("aria-expanded", "false");
        await user.keyboard(then);
        expect(input()).toHaveAttribute("aria-expanded", "true");
        expect(screen.getAllByRole("option").length).toBeGreaterThan(0);
        await user.keyboard("{Backspace}");
      }
    });
  }
});

describe("the tag search box opened while its code loads", () => {
  it("takes the keys typed while its code loads as its first text, and then stops keeping them", async () => {
    const root = document.documentElement;
    const user = renderSearch("/blog", PageLoadingTheBox);
    await user.click(toggle());
    // The intent gate (app/document/boot/intent-gate.ts) records keys while this is set.
    expect(root).toHaveAttribute(PENDING_KEYS, "");
    root.setAttribute(PENDING_KEYS, "azu");
    await user.click(screen.getByRole("button", { name: "Finish loading" }));
    expect(input()).toHaveValue("azu");
    expect(input()).toHaveFocus();
    expect(root).not.toHaveAttribute(PENDING_KEYS);
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(root).not.toHaveAttribute(PENDING_KEYS);
  });
});

describe("the tag search box's shell", () => {
  const shellBox = () => screen.getByRole("textbox", { name: "Search by tag" });

  it("answers the toggle at once, stays open on a second tap while the box loads, and hands its text and focus to the box", async () => {
    const user = renderSearch("/blog", PageWithTheShell);
    expect(screen.queryByRole("textbox", { name: "Search by tag" })).not.toBeInTheDocument();
    await user.click(toggle());
    expect(shellBox()).toHaveFocus();
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(document.documentElement, "the shell's box takes the keys").not.toHaveAttribute(PENDING_KEYS);
    await user.keyboard("azu");
    await user.click(toggle());
    expect(shellBox(), "a second tap keeps it open").toHaveFocus();
    expect(shellBox()).toHaveValue("azu");
    expect(toggle()).toHaveAttribute("aria-expanded", "true");

    await user.click(screen.getByRole("button", { name: "Finish loading" }));
    expect(input()).toHaveValue("azu");
    expect(input()).toHaveFocus();
    expect((input() as HTMLInputElement).selectionStart).toBe(3);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["azure"]);
    expect(screen.queryByRole("textbox", { name: "Search by tag" })).not.toBeInTheDocument();
    await user.click(toggle());
    expect(screen.queryByRole("combobox"), "the loaded box closes").not.toBeInTheDocument();
  });
});
