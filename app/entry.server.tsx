import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

/**
 * How a page is rendered to HTML: React Router's default server entry, but it always waits for
 * the whole page (`onAllReady`) before sending any of it.
 *
 * The default streams from the shell on (`onShellReady`) unless the request comes from a bot, and
 * a prerender request names no user agent. A page streamed that way leaves React's Suspense
 * boundaries pending in the HTML and completes them with inline scripts (`$RC`, `$RV`, and a
 * `requestAnimationFrame` before the first paint), about 1 kB of script and 0.6 kB gzip on every
 * page for boundaries that hold nothing once the hydration data has left the page
 * (exporter/passes/hydration-data.ts). Every page here is prerendered to a file, so nothing gains
 * from streaming, and waiting writes each boundary complete. `npm run dev` renders the same way.
 */

/** How long a render may take before React gives up on the boundaries still pending. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Response | Promise<Response> {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD")
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let ready = false;
    // Leaves React time to write the boundaries it gave up on before the stream ends.
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          ready = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              timeout = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the page is ready reject the render, and React Router reports them.
          if (ready) console.error(error);
        },
      },
    );
  });
}
