import type { ReactNode } from "react";

/**
 * Whether a word of a title must not break at its hyphen: a break there would strand one or two
 * characters ("WAL-" above "G", "SM-" above "2"). Browsers break after any hyphen, and CSS has no
 * property that keeps a hyphenated word whole, so the word is wrapped in a span that does.
 */
export function keepsTogether(word: string): boolean {
  const parts = word.split("-");
  return parts.length > 1 && parts.some((part) => part.length > 0 && part.length <= 2);
}

/**
 * A title as text, its short hyphenated words kept on one line. A title without one renders as
 * the same single text node as before, so a list of cards costs nothing more.
 */
export function TitleText({ children: title }: { children: string }): ReactNode {
  const nodes: ReactNode[] = [];
  let text = "";
  for (const [index, word] of title.split(/(\s+)/).entries()) {
    if (!keepsTogether(word)) {
      text += word;
      continue;
    }
    if (text !== "") nodes.push(text);
    text = "";
    nodes.push(
      <span key={index} className="whitespace-nowrap">
        {word}
      </span>,
    );
  }
  if (text !== "") nodes.push(text);
  return nodes.length === 1 ? nodes[0] : nodes;
}
