import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { startWebVitalsReporter } from "./lib/web-vitals";
import { site } from "./site.config";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

startWebVitalsReporter(site.reportWebVitals);
