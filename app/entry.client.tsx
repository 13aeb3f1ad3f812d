import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installDefaultTrustedTypesPolicy } from "./lib/default-trusted-types-policy";
import { startWebVitalsReporter } from "./lib/web-vitals";
import { site } from "./site.config";

// Before React renders: Trusted Types are enforced, and React creates scripts through innerHTML.
installDefaultTrustedTypesPolicy();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

startWebVitalsReporter(site.reportWebVitals);
