import type { Gate } from "./gate";

/**
 * Keys typed after an action that opens a text box (the searches), until that box takes them
 * (`takePendingKeys`, app/document/app/pending.ts): typed at once after `/` or Ctrl+K, they would
 * otherwise be lost. A click elsewhere or Escape gives up.
 */
export function pendingKeys({ options, root }: Gate): void {
  addEventListener("pointerdown", () => root.removeAttribute(options.pendingKeys), true);
  addEventListener(
    "keydown",
    (event) => {
      const typed = root.getAttribute(options.pendingKeys);
      if (typed === null || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.target instanceof Element && event.target.closest("input,textarea,select,[contenteditable]"))
        return;
      if (event.key === "Escape") {
        root.removeAttribute(options.pendingKeys);
        return;
      }
      const next =
        event.key.length === 1 ? typed + event.key : event.key === "Backspace" ? typed.slice(0, -1) : null;
      if (next === null) return;
      event.preventDefault();
      root.setAttribute(options.pendingKeys, next);
    },
    true,
  );
}
