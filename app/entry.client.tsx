import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installDefaultTrustedTypesPolicy } from "./lib/default-trusted-types-policy";
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

// Core Web Vitals, to the configured callback: without one the measuring code is never downloaded.
const report = site.reportWebVitals;
if (report)
  void import("web-vitals").then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    for (const measure of [onCLS, onFCP, onINP, onLCP, onTTFB]) measure(report);
  });
