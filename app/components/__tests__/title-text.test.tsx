// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { keepsTogether, TitleText } from "../title-text";

describe("a title's short hyphenated words", () => {
  it("are kept whole where a break at the hyphen would strand one or two characters", () => {
    for (const word of ["WAL-G", "SM-2", "Point-in-time", "e-mail", "(SM-2)"])
      expect(keepsTogether(word), word).toBe(true);
    for (const word of ["Server-Sent", "kube-prometheus-stack", "WAL", "pre-", "-"])
      expect(keepsTogether(word), word).toBe(false);
  });

  it("sit in a span that does not wrap, the rest of the title staying one text", () => {
    const { container } = render(
      <h2>
        <TitleText>Azure PostgreSQL backup with WAL-G</TitleText>
      </h2>,
    );
    const heading = container.querySelector("h2");
    expect(heading?.textContent).toBe("Azure PostgreSQL backup with WAL-G");
    expect(heading?.querySelector(".whitespace-nowrap")?.textContent).toBe("WAL-G");
    expect([...(heading?.childNodes ?? [])].map((node) => node.textContent)).toEqual([
      "Azure PostgreSQL backup with ",
      "WAL-G",
    ]);
  });

  it("leave a title without one as it was: a single text", () => {
    const { container } = render(
      <h2>
        <TitleText>Server-Sent Events in React</TitleText>
      </h2>,
    );
    expect(container.querySelector("h2")?.innerHTML).toBe("Server-Sent Events in React");
  });
});
