import type { WebVitalsCallback } from "./lib/web-vitals";

interface SiteConfig {
  title: string;
  author: string;
  description: string;
  keywords: readonly string[];
  url: string;
  language: string;
  profile: { location: string; experience: readonly string[] };
  /** Optional public address; RSS names it as the author, otherwise the name alone (`dc:creator`). */
  email?: string;
  links: Record<"professional" | "code" | "social", { label: string; href: string }>;
  /** Receives Core Web Vitals from visitors' browsers, e.g. to send them to analytics. */
  reportWebVitals?: WebVitalsCallback;
  /**
   * Where browsers report Content-Security-Policy violations (`report-uri`, `report-to`), e.g. a
   * collector such as report-uri.com or your own endpoint. Only the hosts' headers can carry it.
   */
  cspReportUrl?: string;
}

/** The sample domain below; a production build still using it warns the owner. */
export const EXAMPLE_SITE_URL = "https://blog.example.com";

/**
 * The owner's identity, in one place. Head tags, header, footer, profile, feed and sitemap all read
 * from here. The values below are samples: replace them with your own before you publish.
 */
export const site: SiteConfig = {
  /** Stylised in the header; also the default page title. */
  title: "dev.notes",
  /** The author's full name, shown in the footer and as the article author. */
  author: "Alex Example",
  description:
    "Articles on Azure, Kubernetes, observability and PostgreSQL, and write-ups of side projects in React, Angular, Kotlin and JavaFX.",
  keywords: ["blog", "azure", "kubernetes", "containers", "cloud", "postgresql", "react"],
  /** The public origin the site is served from; canonical URLs, the feed and the sitemap use it. */
  url: EXAMPLE_SITE_URL,
  language: "en-US",
  // Sample text: replace the profile with your own.
  profile: {
    location: "I live in Zurich, Switzerland, and work remotely with teams across Europe.",
    experience: [
      "I have been building software for over ten years, first as a Java developer on desktop and back-end systems, later as a full-stack developer with React, Angular and Kotlin.",
      "Today I mostly work on cloud platforms on Azure: Kubernetes clusters, serverless functions, managed PostgreSQL and the observability that keeps them running. This blog is where I write down what I learn along the way.",
    ],
  },
  links: {
    professional: { label: "LinkedIn", href: "https://www.linkedin.com/in/alex-example" },
    code: { label: "GitHub", href: "https://github.com/alex-example" },
    social: { label: "Mastodon", href: "https://mastodon.social/@alexexample" },
  },
  // For example: reportWebVitals: (metric) => navigator.sendBeacon("/vitals", JSON.stringify(metric)),
  reportWebVitals: undefined,
  // For example: cspReportUrl: "https://your-collector.example/csp". Off by default.
  cspReportUrl: undefined,
};
