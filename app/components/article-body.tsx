import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { copyCodeBlock, diagramLink, internalLinkTarget } from "~/lib/article-interactions";
import { BODY_IN_DOCUMENT, readBodyFromDocument } from "~/lib/article-body-source";

/**
 * The body's HTML: from the loader after an in-app navigation, from the prerendered document
 * while the page first hydrates (its hydration data leaves the body out, see BODY_IN_DOCUMENT).
 */
function useBodyHtml(html: string): string {
  const [fromDocument] = useState(() => (html === BODY_IN_DOCUMENT ? readBodyFromDocument() : ""));
  return html === BODY_IN_DOCUMENT ? fromDocument : html;
}
import { trustedArticleHtml } from "~/lib/trusted-html";
import { DiagramDialog, zoomedDiagram, type ZoomedDiagram } from "./diagram-dialog";

/**
 * The article's HTML, compiled at build time. Once scripts run, copy buttons are switched on,
 * diagrams open full size in a dialog, and links to other pages of the site navigate in the app
 * instead of reloading the page.
 */
export function ArticleBody({ html: loaded }: { html: string }) {
  const html = useBodyHtml(loaded);
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const [zoomed, setZoomed] = useState<ZoomedDiagram | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    for (const button of element.querySelectorAll<HTMLButtonElement>("button[data-copy]"))
      button.hidden = false;
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return;
      const copyButton = event.target.closest<HTMLButtonElement>("button[data-copy]");
      if (copyButton) {
        void copyCodeBlock(copyButton);
        return;
      }
      const diagram = diagramLink(event);
      const shown = diagram && zoomedDiagram(diagram);
      if (shown) {
        event.preventDefault();
        setZoomed(shown);
        return;
      }
      const to = internalLinkTarget(event, import.meta.env.BASE_URL);
      if (to !== null) {
        event.preventDefault();
        void navigate(to);
      }
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [html, navigate]);

  return (
    <>
      <div
        ref={container}
        data-article-body=""
        className="prose-article prose prose-slate dark:prose-invert prose-a:text-accent prose-code:rounded prose-code:bg-slate-100 prose-code:px-1 prose-code:py-0.5 prose-code:font-medium prose-code:before:content-none prose-code:after:content-none dark:prose-code:bg-slate-800 prose-pre:bg-transparent max-w-none"
        dangerouslySetInnerHTML={{ __html: trustedArticleHtml(html) }}
      />
      <DiagramDialog diagram={zoomed} onClose={() => setZoomed(null)} />
    </>
  );
}
