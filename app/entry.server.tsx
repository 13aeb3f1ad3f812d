import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { text } from "node:stream/consumers";
import { prerenderToNodeStream } from "react-dom/static";
import { type EntryContext, ServerRouter } from "react-router";
import { bodyLeftToDocument } from "./document/server/article-body-handoff.server";
import { finishPage } from "./document/server/finish-page.server";
import { publishHydrationData } from "./document/server/hydration-data.server";
import { routePath } from "./lib/urls/base-path";
import { buildDirectory } from "./lib/content/build-plan.server";
import { ArticleBodySlotContext } from "./lib/article-body-source";
import { pageHandle, PageHydratesContext, pageHydrates } from "./document/handle";

/**
 * How a page becomes HTML, in `npm run dev` and in the build alike (the build renders every page
 * through React Router's request handler, which calls this: exporter/passes/prerender-in-process.ts):
 * the hydration data leaves the page (`takeHydrationData`), React renders the whole page
 * (`renderWhole`), and `finishPage` inlines its CSS, defers hydration to the visitor's first
 * intent and adds its Content-Security-Policy, on the parsed page (app/document/server/).
 */

/** How long a render may take before React gives up on the boundaries still pending. */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD")
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  const handles = routerContext.staticHandlerContext.matches.map((match) => match.route.handle);
  const hydrates = pageHydrates(responseStatusCode, handles);
  const pagePath = routePath(new URL(request.url), import.meta.env.BASE_URL);
  const articleBody = articleBodyOf(routerContext);
  const hydrationData = await takeHydrationData(routerContext, hydrates, pagePath, articleBody);
  const { html, status } = await renderWhole(
    <PageHydratesContext value={hydrates}>
      <ArticleBodySlotContext value={articleBody !== undefined}>
        <ServerRouter context={routerContext} url={request.url} />
      </ArticleBodySlotContext>
    </PageHydratesContext>,
    responseStatusCode,
  );
  const page = await finishPage(html, {
    entryModule: routerContext.manifest.entry.module,
    hydrationData,
    articleBody: articleBody?.html,
    readStylesheet: (href) => readStylesheet(new URL(href, request.url)),
    // `npm run dev` only: Vite's client connects back over a WebSocket and injects styles by nonce.
    dev: import.meta.env.DEV
      ? { connect: [`ws://${new URL(request.url).host}`], styleNonce: randomBytes(16).toString("base64") }
      : undefined,
  });
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(page, { headers: responseHeaders, status });
}

/**
 * Takes the hydration data out of the page, for a file the intent gate fetches, without an
 * article's body (article-body-handoff.ts). A page that never hydrates gets none.
 */
async function takeHydrationData(
  routerContext: EntryContext,
  hydrates: boolean,
  pagePath: string,
  articleBody: ReturnType<typeof articleBodyOf>,
): Promise<string | undefined> {
  const stream = routerContext.serverHandoffStream;
  routerContext.serverHandoffStream = undefined;
  if (!hydrates || stream === undefined) return undefined;
  const text = await new Response(stream).text();
  return publishHydrationData(
    articleBody === undefined ? text : bodyLeftToDocument(text, articleBody.key),
    import.meta.env.BASE_URL,
    pagePath,
  );
}

/**
 * An article page's compiled body and the loader data's key that holds it, from the route whose
 * handle names that key (article-body-handoff.ts): rendered as a slot and put back after the page
 * is finished (article-body-slot.server.ts). A route error (a content error in `npm run dev`)
 * renders no body and its loader returned none: then nothing is taken out of the data or put back.
 */
function articleBodyOf(routerContext: EntryContext): { key: string; html: string } | undefined {
  const { matches, loaderData, errors } = routerContext.staticHandlerContext;
  if (errors) return undefined;
  for (const { route } of matches) {
    const key = pageHandle([route.handle]).bodyInDocument;
    if (key === undefined) continue;
    const html: unknown = (loaderData[route.id] as Record<string, unknown> | null | undefined)?.[key];
    return typeof html === "string" ? { key, html } : undefined;
  }
  return undefined;
}

/**
 * The stylesheet's CSS: in the build the file the client bundle wrote, in `npm run dev` the dev
 * server's transform of it.
 */
async function readStylesheet(url: URL): Promise<string> {
  // As a browser asks: Vite's dev server answers a stylesheet's URL with CSS only then (else with
  // the module that injects it). It changes as the owner edits: asked for every time.
  if (import.meta.env.DEV)
    return fetch(url, { headers: { accept: "text/css" } }).then((response) => {
      if (!response.ok) throw new Error(`The stylesheet ${url.pathname} answered ${response.status}`);
      return response.text();
    });
  // The build's stylesheets are files in the client's folder, named by their content: each is
  // read once, not once a page.
  const file = path.join(buildDirectory(), "client", url.pathname.slice(import.meta.env.BASE_URL.length));
  const cached = builtStylesheets.get(file) ?? readFile(file, "utf8");
  builtStylesheets.set(file, cached);
  return cached;
}

const builtStylesheets = new Map<string, Promise<string>>();

/**
 * The whole page once every boundary has resolved: React's prerender, which waits for all of it
 * and streams nothing. Every page is a file, so nothing gains from streaming, and a streamed page
 * would carry React's inline scripts that complete Suspense boundaries.
 */
async function renderWhole(
  element: React.ReactElement,
  responseStatusCode: number,
): Promise<{ html: string; status: number }> {
  let status = responseStatusCode;
  const { prelude } = await prerenderToNodeStream(element, {
    // Leaves React time to give up on the boundaries still pending, as a streamed render would.
    signal: AbortSignal.timeout(streamTimeout + 1000),
    // A boundary that failed is rendered on the client: the page is not what it should be. (An
    // error in the shell rejects the render, and React Router reports it.)
    onError: () => {
      status = 500;
    },
  });
  return { html: await text(prelude), status };
}
