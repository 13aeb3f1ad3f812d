import { Outlet } from "react-router";
import { RouteError } from "~/components/route-error";
import type { Route } from "./+types/pages";

/**
 * Every page's route sits under this one, so that a route's failure (an unknown article, a
 * content error while writing, a page whose data could not be fetched) is shown inside the site's
 * header and footer, by the app as it runs. An error caught by the root instead renders the whole
 * document again, and React would recreate the page's inline scripts, which Trusted Types refuse.
 */
export default function Pages() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
