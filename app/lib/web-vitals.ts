import type { Metric } from "web-vitals";

export type WebVitalsCallback = (metric: Metric) => void;

/**
 * Starts measuring Core Web Vitals at start-up and hands each metric to the configured callback.
 * Without a callback it reports nowhere and the measuring code is never even downloaded.
 */
export function startWebVitalsReporter(report: WebVitalsCallback | undefined): void {
  if (report === undefined) return;
  void import("web-vitals").then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    for (const measure of [onCLS, onFCP, onINP, onLCP, onTTFB]) measure(report);
  });
}
