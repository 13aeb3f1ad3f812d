/**
 * The contract: every fact `../shared/seed-spec.md` fixes, as data. The unit, output and browser
 * contract tests check the content, the built site and the running site against it, and name the
 * fact (with the spec's section) when one drifts. Change a value here only when the spec changes.
 */

/** §2: the four route kinds, exact matches under the base path. */
export const ROUTES = {
  list: ["/", "/blog"],
  profile: "/profile",
  article: (date: string) => `/post_${date}`,
  articlePattern: /^\/post_\d{8}$/,
} as const;

/** §3, "Articles": each article's title and tags in order, by date (§2 lists the 27 dates). */
export const ARTICLES: ReadonlyArray<{ date: string; title: string; tags: readonly string[] }> = [
  { date: "20240817", title: "Start of the Journey", tags: ["blog"] },
  { date: "20240818", title: "Headers with CSS Position Sticky", tags: ["css"] },
  { date: "20240820", title: "Azure App Service with Azure File Share", tags: ["azure", "app-service"] },
  { date: "20240824", title: "Blog Template", tags: ["blog"] },
  { date: "20240826", title: "Triggers and Bindings in Azure Functions", tags: ["azure", "function"] },
  { date: "20240830", title: "Web Applications with Clojure", tags: ["clojure"] },
  { date: "20240901", title: "Web Application Frontend in Vue.js", tags: ["vue"] },
  { date: "20240902", title: "Story Outlining Web Application", tags: ["story-outline", "react"] },
  { date: "20240904", title: "CAD Desktop Application in JavaFX", tags: ["cad", "javafx"] },
  // 20240906 … 20241207: the spec names these nine titles with their tags but not their dates;
  // the dates are the author's, and TITLES_FROM_0906 below checks the set against the spec.
  { date: "20240906", title: "2D CAD Desktop Application", tags: ["cad"] },
  { date: "20240907", title: "Reactive Frontend with RxJS", tags: ["turing-machine", "angular", "rxjs"] },
  { date: "20240908", title: "Catalog of Turing Machines", tags: ["turing-machine"] },
  {
    date: "20240909",
    title: "Backend Web Application with Kotlin",
    tags: ["active-recall", "spring-boot", "kotlin"],
  },
  { date: "20240919", title: "Active recall learning web application", tags: ["active-recall"] },
  { date: "20241011", title: "SSL certificate renewal in Azure", tags: ["azure", "function", "ssl"] },
  { date: "20241017", title: "Web Application Frontend with React", tags: ["document-versions", "react"] },
  { date: "20241018", title: "Document Versions web application", tags: ["document-versions"] },
  { date: "20241207", title: "Logic App with ARM API Connection", tags: ["azure", "logic-app"] },
  {
    date: "20250201",
    title: "Visualize Azure Groups Membership",
    tags: ["azure", "function", "app-service", "sigma-js"],
  },
  { date: "20250228", title: "JackRabbit Oak CND Update", tags: ["jackrabbit-oak"] },
  {
    date: "20250301",
    title: "Telemetry Traces with Grafana Tempo",
    tags: ["azure", "kubernetes", "opentelemetry", "grafana"],
  },
  { date: "20250322", title: "Prometheus scrape metrics", tags: ["azure", "kubernetes", "prometheus"] },
  { date: "20250427", title: "Server-Sent Events in React", tags: ["sse", "web-worker", "rxjs", "react"] },
  { date: "20250525", title: "PostgreSQL triggers and notify/listen", tags: ["postgresql", "triggers"] },
  { date: "20250626", title: "Python and Cobol integration", tags: ["cobol", "python"] },
  { date: "20250726", title: "Azure PostgreSQL backup automation", tags: ["azure", "postgresql"] },
  { date: "20250823", title: "Azure PostgreSQL backup with WAL-G", tags: ["azure", "postgresql", "wal-g"] },
];

/** §3: the nine titles (with tags) the spec gives for 20240906 … 20241207 as a set. */
export const TITLES_FROM_0906 = [
  "2D CAD Desktop Application",
  "Reactive Frontend with RxJS",
  "Catalog of Turing Machines",
  "Backend Web Application with Kotlin",
  "Active recall learning web application",
  "SSL certificate renewal in Azure",
  "Web Application Frontend with React",
  "Document Versions web application",
  "Logic App with ARM API Connection",
] as const;

/** §3 and §9: the 33-tag vocabulary, in the spec's order. */
export const VOCABULARY = [
  "blog",
  "css",
  "azure",
  "app-service",
  "react",
  "function",
  "clojure",
  "vue",
  "story-outline",
  "cad",
  "javafx",
  "turing-machine",
  "angular",
  "rxjs",
  "active-recall",
  "spring-boot",
  "kotlin",
  "ssl",
  "document-versions",
  "logic-app",
  "sigma-js",
  "jackrabbit-oak",
  "kubernetes",
  "opentelemetry",
  "grafana",
  "prometheus",
  "sse",
  "web-worker",
  "postgresql",
  "triggers",
  "cobol",
  "python",
  "wal-g",
] as const;

/** §2 "Blog list" and §3 "Articles": the display date, like `Aug 23, 2025`. */
export function displayDate(date: string): string {
  const [year, month, day] = [date.slice(0, 4), Number(date.slice(4, 6)), Number(date.slice(6, 8))];
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  return `${months[month - 1]} ${day}, ${year}`;
}

/** §2 "Blog list": the list metadata's keywords include blog, cloud and container topics. */
export const LIST_KEYWORDS = {
  blog: /\bblog\b/i,
  cloud: /\b(cloud|azure)\b/i,
  container: /\b(container|kubernetes)/i,
};

/** §2 "Shared layout", §9: sizes the layout promises. */
export const LAYOUT = {
  /** Minimum content height: the viewport height minus 172px. */
  minHeightOffset: 172,
  /** Content width: 11/12 of the width on small screens … 4/12 on the widest. */
  narrowFraction: 11 / 12,
  widestFraction: 4 / 12,
  /** The card summary is clamped to three lines. */
  summaryLines: 3,
  /** The tag dropdown is at most about 12rem high and scrolls. */
  dropdownMaxHeightRem: 12,
} as const;

/**
 * §2 "Article pages": code blocks have fixed heights. The spec gives no value; 28rem is ours
 * (app/styles/article.css, and VISIBLE_CODE_LINES counts on it). Every listing is capped at it,
 * and a longer one scrolls inside it, however few lines it hides.
 */
export const CODE_BLOCKS = {
  /** The height every listing is capped at: its computed `max-height`. */
  fixedHeightRem: 28,
} as const;

/** §4 and §9: the default theme. */
export const DEFAULT_THEME = "light";

/** §2 "Shared layout": what the header holds; the tag search toggle only on the blog list. */
export const HEADER = {
  navigation: ["Blog", "Profile"],
  themeToggle: /theme/i,
  tagSearchToggle: "Search by tag",
  /** Our addition, on every page: the site-wide full-text search (kept by the contract issue). */
  siteSearch: "Search articles",
} as const;
