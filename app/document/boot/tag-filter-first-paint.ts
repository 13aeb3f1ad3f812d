import type { filterStatusMessage } from "../../lib/tag-filter";
import type { IntentGateOptions } from "./intent-gate-script";

/**
 * Makes a list page at a `?tag=` address paint as the app will show it, before the first paint:
 * the intent gate runs this where it stands, at the end of <body>. Only the app can filter the
 * list (the page was prerendered without the query), and it used to paint every card, then the
 * filtered ones under a line and a box that pushed them down (CLS 0.18 at /blog?tag=azure).
 *
 * It hides the cards whose chips do not link to the tag, writes the status line the app will
 * write (`message` is the app's own function), and shows the tag search box's shell, the tag in it
 * (the app opens the box there), and no page links. React, hydrating, keeps all of it (those elements suppress the
 * warnings) and then renders the same page itself. Where the page does not hold the whole blog,
 * the line says the app is still finding the rest, as the app says until the tag's index arrives.
 *
 * Tags are lower case, as the vocabulary has them: a hand-written `?tag=Azure` asks for azure, and
 * the address is put right before the app reads it (the app lowercases it too, tag-filter-state.tsx).
 *
 * Self-contained (see inline-script.ts).
 */
export function filterListBeforePaint(
  given: string,
  marks: IntentGateOptions["tagFilter"],
  message: typeof filterStatusMessage,
): void {
  const tag = given.toLowerCase();
  if (tag !== given) {
    const params = new URLSearchParams(location.search);
    params.set(marks.param, tag);
    history.replaceState(history.state, "", `?${params}${location.hash}`);
  }
  const list = document.querySelector(`[${marks.list}]`);
  const status = document.querySelector(`[${marks.status}]`);
  if (list === null || status === null) return;
  let shown = 0;
  for (const card of list.children) {
    const tagged = [...card.querySelectorAll("a")].some(
      (link) => new URL(link.href).searchParams.get(marks.param) === tag,
    );
    if (tagged) shown += 1;
    else if (card instanceof HTMLElement) card.hidden = true;
  }
  const total = Number(status.getAttribute("data-total"));
  status.setAttribute("data-filtered", "");
  const line = status.querySelector("p");
  if (line)
    line.textContent = message(tag, shown, total, list.children.length === total ? "ready" : "loading");
  for (const slot of document.querySelectorAll<HTMLElement>(`[${marks.slot}]`)) {
    slot.hidden = false;
    // The search box's shell, with the tag in its box as the box will have it.
    const box = slot.querySelector("input");
    if (box) box.value = tag;
  }
  for (const pages of document.querySelectorAll<HTMLElement>(`[${marks.pages}]`)) pages.hidden = true;
}
