import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import { PageShell } from "./components/page-shell";
import { SearchToggle } from "./components/search-toggle";
import { SiteSearch } from "./components/site-search";
import { TagSearchProvider } from "./lib/tag-search-state";
import { ContentErrorMessage } from "./components/content-error-message";
import { ContentHotReload } from "./components/content-hot-reload";
import { ErrorMessage } from "./components/error-message";
import { isContentErrorMessage } from "./lib/content/content-error";
import { useMarkHydrated } from "./lib/use-mark-hydrated";
import { useThemeFromNavigationState } from "./lib/use-theme-from-navigation-state";
import { THEME_BOOT_SCRIPT } from "./lib/theme";
import { FEED_ROUTES } from "./lib/feed-routes";
import { site } from "./site.config";
import "./app.css";

const FEED_LINKS = [
  { type: "application/rss+xml", route: FEED_ROUTES.rss, format: "RSS" },
  { type: "application/atom+xml", route: FEED_ROUTES.atom, format: "Atom" },
  { type: "application/feed+json", route: FEED_ROUTES.json, format: "JSON Feed" },
];

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: `${import.meta.env.BASE_URL}favicon.svg`, type: "image/svg+xml" },
  ...FEED_LINKS.map(({ type, route, format }) => ({
    rel: "alternate",
    type,
    title: `${site.title} (${format})`,
    href: `${import.meta.env.BASE_URL}${route.slice(1)}`,
  })),
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    // The boot script sets the theme class before React hydrates, so <html> differs on purpose.
    <html lang={site.language} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {import.meta.env.DEV && <ContentHotReload />}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function offersTagSearch(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "tagSearch" in handle && handle.tagSearch === true;
}

export default function App() {
  useThemeFromNavigationState();
  useMarkHydrated();
  const tagSearch = useMatches().some((match) => offersTagSearch(match.handle));
  return (
    <TagSearchProvider>
      <PageShell headerActions={tagSearch ? <SearchToggle /> : undefined} headerSearch={<SiteSearch />}>
        <Outlet />
      </PageShell>
    </TagSearchProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // An error page is the app too: it hydrates, and a control clicked before that is replayed.
  useMarkHydrated();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (import.meta.env.DEV && error instanceof Error && isContentErrorMessage(error.message)) {
    return (
      <PageShell>
        <ContentErrorMessage message={error.message} />
      </PageShell>
    );
  }
  return (
    <PageShell>
      <ErrorMessage
        title={notFound ? "Page not found" : "Something went wrong"}
        detail={
          notFound
            ? "There is no page at this address."
            : "This page failed to display. Reloading often helps; if it does not, the articles are still one click away."
        }
      />
    </PageShell>
  );
}
