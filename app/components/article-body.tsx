import { use, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import {
  copyCodeBlock,
  diagramLink,
  internalLinkTarget,
  keepFoldTogglesInPlace,
} from "~/lib/article-interactions";
import { COPY_BUTTON_SELECTOR } from "~/lib/article-markup";
import {
  ARTICLE_BODY_SLOT,
  ArticleBodySlotContext,
  BODY_IN_DOCUMENT,
  readBodyFromDocument,
} from "~/lib/article-body-source";

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
  // One object per body: React rewrites `innerHTML` whenever `__html` is not identical, which
  // would reset the body on every render.
  const trusted = useMemo(() => trustedArticleHtml(html), [html]);
  // The server entry puts the body in after finishing the page around it.
  const slot = use(ArticleBodySlotContext);
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const [zoomed, setZoomed] = useState<ZoomedDiagram | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    for (const button of element.querySelectorAll<HTMLButtonElement>(COPY_BUTTON_SELECTOR))
      button.hidden = false;
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return;
      const copyButton = event.target.closest<HTMLButtonElement>(COPY_BUTTON_SELECTOR);
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
    const releaseToggles = keepFoldTogglesInPlace(element);
    return () => {
      element.removeEventListener("click", onClick);
      releaseToggles();
    };
  }, [html, navigate]);

  return (
    <>
      <div
        ref={container}
        data-article-body=""
        // Styled by app/styles/article-body.css (its elements) and article.css (its parts).
        className="prose-article"
        dangerouslySetInnerHTML={{ __html: slot ? ARTICLE_BODY_SLOT : trusted }}
      />
      <DiagramDialog diagram={zoomed} onClose={() => setZoomed(null)} />
    </>
  );
}
