import type { Gate } from "./gate";

/**
 * A diagram tapped before the app ran opens in the app's full-size view once it has, not as the
 * bare image file (a plain click only: a new tab still gets the file). The app clicks the marked
 * link again (`completeHydration`, app/document/app/pending.ts).
 */
export function replayedClicks({ options, hydrated, start }: Gate): void {
  if (!options.hydrates) return;
  addEventListener(
    "click",
    (event) => {
      if (hydrated() || !(event.target instanceof Element)) return;
      const replayed = event.target.closest(options.replayed);
      const plain =
        event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
      if (!replayed || !plain) return;
      event.preventDefault();
      for (const marked of document.querySelectorAll(`[${options.pendingClick}]`))
        marked.removeAttribute(options.pendingClick);
      replayed.setAttribute(options.pendingClick, "");
      start();
    },
    true,
  );
}
