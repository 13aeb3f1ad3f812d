import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import type { Route } from "./+types/root";
import { use, useEffect } from "react";
import { PageShell } from "./components/page-shell";
import { RouteError } from "./components/route-error";
import { TagFilterToggle } from "./components/tag-filter-toggle";
import { SiteSearch } from "./components/site-search";
import { TagFilterProvider } from "./lib/tag-filter-state";
import { ContentHotReload } from "./components/content-hot-reload";
import { SCROLL_POSITIONS_KEY } from "./document/names";
import { completeHydration } from "./document/app/pending";
import { THEME_BOOT_SCRIPT, useThemeFromNavigationState } from "./lib/theme";
import { intentGateScript } from "./document/boot/intent-gate-script";
import { pageHandle, PageHydratesContext } from "./document/handle";
import { FEED_ROUTES } from "./lib/urls/paths";
import { site } from "./site.config";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: `${import.meta.env.BASE_URL}favicon.svg`, type: "image/svg+xml" },
  ...[
    { type: "application/rss+xml", route: FEED_ROUTES.rss, format: "RSS" },
    { type: "application/atom+xml", route: FEED_ROUTES.atom, format: "Atom" },
    { type: "application/feed+json", route: FEED_ROUTES.json, format: "JSON Feed" },
  ].map(({ type, route, format }) => ({
    rel: "alternate",
    type,
    title: `${site.title} (${format})`,
    href: `${import.meta.env.BASE_URL}${route.slice(1)}`,
  })),
];

export function Layout({ children }: { children: React.ReactNode }) {
  // Decided by the server entry, which knows the response's status (app/document/handle.ts).
  const hydrates = use(PageHydratesContext);
  const filtersTags = useTagFilterHandle();
  // The gate's text, on the server only: it runs once, from the prerendered page, and the browser's
  // bundle need not carry the gate's code to render it again (React leaves the text of a hydrated
  // `<script>` as the server wrote it).
  const gateScript = import.meta.env.SSR ? intentGateScript(hydrates, filtersTags) : "";
  return (
    // The boot script sets the theme class before React hydrates, so <html> differs on purpose.
    <html lang={site.language} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Serialised functions: the server's and the browser's compilers format them differently,
            and only the server's copy ever runs, so their text may differ while hydrating. */}
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* Before React Router's scripts, which it defers to the visitor's first intent. */}
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: gateScript }} />
        {/* Vite's client and the writing loop before the app (content-reload-before-app.ts). */}
        {import.meta.env.DEV && (
          <script type="module" src={`${import.meta.env.BASE_URL}app/lib/content-reload-before-app.ts`} />
        )}
        {hydrates && (
          <>
            {import.meta.env.DEV && <ContentHotReload />}
            <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

/** Whether the page is a list the header's "Search by tag" filters (its route's handle says so). */
function useTagFilterHandle(): boolean {
  return pageHandle(useMatches().map((match) => match.handle)).tagFilter === true;
}

export default function App() {
  useThemeFromNavigationState();
  useEffect(() => completeHydration(), []);
  const tagFilter = useTagFilterHandle();
  return (
    <TagFilterProvider>
      <PageShell headerActions={tagFilter ? <TagFilterToggle /> : undefined} headerSearch={<SiteSearch />}>
        <Outlet />
      </PageShell>
    </TagFilterProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The routes' own failures are caught inside the page (routes/pages.tsx); this one is for the
  // layout's. Such a page is the app too: it hydrates, and a control clicked before is replayed.
  useEffect(() => completeHydration(), []);
  return (
    <PageShell>
      <RouteError error={error} />
    </PageShell>
  );
}
