import type { SourceRepository } from "./lib/source-link";
import type { Metric } from "web-vitals";

export interface Portrait {
  /** A file in `public/`, e.g. `portrait.jpg`; about 320 px square is plenty. */
  src: string;
  /** What the picture shows, for readers who cannot see it. */
  alt: string;
  /** The file's pixel size, so the page reserves its space before it loads. */
  width: number;
  height: number;
}

export interface Project {
  name: string;
  /** One line on what it is. */
  description: string;
  /** The project's home: `https://…` (opens in a new tab) or an article, `/post_YYYYMMDD`. */
  href: string;
}

interface SiteConfig {
  title: string;
  author: string;
  description: string;
  /** One line on what the blog covers, under the owner's name at the top of the home page. */
  tagline: string;
  keywords: readonly string[];
  url: string;
  language: string;
  profile: { location: string; experience: readonly string[] };
  /** Optional public address; RSS names it as the author, otherwise the name alone (`dc:creator`). */
  email?: string;
  /** The Elsewhere links on the profile, marked `rel="me"` so e.g. Mastodon can verify them. */
  links: Record<"professional" | "code" | "social", { label: string; href: string }>;
  /** Receives Core Web Vitals from visitors' browsers, e.g. to send them to analytics. */
  reportWebVitals?: (metric: Metric) => void;
  /**
   * Where browsers report Content-Security-Policy violations (`report-uri`, `report-to`), e.g. a
   * collector such as report-uri.com or your own endpoint. Only the hosts' headers can carry it.
   */
  cspReportUrl?: string;
  /**
   * Send `Cross-Origin-Opener-Policy: same-origin` from every host: it isolates the site's pages
   * from windows they open or that open them. A public, read-only site with no cross-window state
   * gains nothing from it, and it costs every page a cold renderer process in Lighthouse and
   * PageSpeed Insights (docs/security.md). Off unless set.
   */
  crossOriginOpenerPolicy: boolean;
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
  tagline:
    "Field notes on running Azure, Kubernetes and PostgreSQL, and on the side projects built along the way.",
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
  crossOriginOpenerPolicy: false,
};

/**
 * The profile beyond the spec's texts: an optional portrait and an optional Projects section. Read
 * at build time only (by the profile's loader), so unlike `site` they add nothing to any page's
 * JavaScript.
 */
export const profileExtras: { portrait?: Portrait; projects: readonly Project[] } = {
  // A sample picture (initials): put your own photo in public/ and give its size.
  portrait: { src: "portrait.svg", alt: "Alex Example's initials, AE", width: 160, height: 160 },
  // Sample projects: each links to the article that describes it.
  projects: [
    {
      name: "Story Outline",
      description: "Outlining a story as a tree of acts, chapters and scenes, in React and TypeScript.",
      href: "/post_20240902",
    },
    {
      name: "Turing machines",
      description: "Turing machines as JSON transition tables, and a small simulator that runs them.",
      href: "/post_20240908",
    },
    {
      name: "Active recall",
      description: "Flashcards for learning by active recall, scheduled by spaced repetition (SM-2).",
      href: "/post_20240919",
    },
    {
      name: "Document Versions",
      description: "Every save kept as an immutable version, with diffs on demand and no lost updates.",
      href: "/post_20241018",
    },
    {
      name: "2D CAD",
      description: "A desktop drawing application with snapping and undo/redo, in JavaFX.",
      href: "/post_20240906",
    },
  ],
};

/**
 * Optional: the GitHub repository this site is built from. Every article then links to its Markdown
 * file in GitHub's editor ("Suggest a correction"); set it to `undefined` for no such link. Read at
 * build time only. Sample: replace with your own.
 */
export const repository: SourceRepository | undefined = {
  url: "https://github.com/alex-example/dev-notes",
  branch: "main",
};
