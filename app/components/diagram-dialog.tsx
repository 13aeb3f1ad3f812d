import X from "lucide-react/icons/x";
import { useEffect, useRef, useState } from "react";
import { classNames } from "~/lib/class-names";

export type ZoomedDiagram = NonNullable<ReturnType<typeof zoomedDiagram>>;

/** The dialog's margin on each side of the screen (diagram-dialog's max-width in article.css). */
const DIALOG_MARGIN = 8;

/**
 * What an article's full-size link shows: a diagram (`a.diagram`) or a screenshot
 * (`a.screenshot`), at the address the link opens (the drawing itself, or the screenshot's
 * largest published variant), with its image's alt text and size, and what its scrolling region
 * is called.
 */
export function zoomedDiagram(link: HTMLAnchorElement) {
  const image = link.querySelector("img");
  if (!image) return null;
  // The attributes, the image's own size: `image.width` is the size the column gives it. A
  // screenshot's largest variant is as wide as the original the attributes describe.
  const size = (name: string) => Number(image.getAttribute(name));
  const kind = link.classList.contains("screenshot") ? "Screenshot" : "Diagram";
  return { src: link.href, alt: image.alt, width: size("width"), height: size("height"), kind };
}

/**
 * A diagram or a screenshot in a modal dialog: on a phone the article column shrinks a diagram's
 * text to a few pixels. Where the screen is narrower than the image, it opens fitted to the width
 * (the whole image, nothing hidden to the right), and "Actual size" shows it at its own size,
 * scrolling. It opens from the image's link (which, before the app has loaded or without scripts,
 * opens the image file instead), closes with Escape, the Close button or a click beside it, and
 * gives focus back to the link.
 */
export function DiagramDialog({ diagram, onClose }: { diagram: ZoomedDiagram | null; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const [actualSize, setActualSize] = useState(false);
  // Read when it opens (in the browser only: no diagram is shown on the server).
  const wider = diagram !== null && diagram.width > window.innerWidth - 2 * DIALOG_MARGIN;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (diagram && !element.open) {
      setActualSize(false);
      element.showModal();
      close.current?.focus();
    } else if (!diagram && element.open) element.close();
  }, [diagram]);

  return (
    // Clicking the backdrop (the dialog element itself, outside its panel) closes it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events
    <dialog
      ref={dialog}
      aria-label={diagram?.alt}
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && dialog.current.close()}
      className="diagram-dialog"
      // Controls, not content: the search index must not read "Open the image fileClose".
      data-pagefind-ignore
    >
      <div className="diagram-dialog__bar">
        <a href={diagram?.src} className="diagram-dialog__file">
          Open the image file
        </a>
        {wider && (
          <button
            type="button"
            aria-pressed={actualSize}
            onClick={() => setActualSize((actual) => !actual)}
            className="diagram-dialog__zoom"
          >
            Actual size
          </button>
        )}
        <button
          ref={close}
          type="button"
          onClick={() => dialog.current?.close()}
          className="diagram-dialog__close"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Close</span>
        </button>
      </div>
      {diagram && (
        <div
          className={classNames(
            "diagram-dialog__scroll",
            wider && !actualSize && "diagram-dialog__scroll--fit",
          )}
          // Focusable, so that the arrow keys scroll a diagram wider or taller than the screen.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="region"
          aria-label={diagram.kind}
        >
          <img src={diagram.src} alt={diagram.alt} width={diagram.width} height={diagram.height} />
        </div>
      )}
    </dialog>
  );
}
