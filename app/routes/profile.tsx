import BriefcaseBusiness from "lucide-react/icons/briefcase-business";
import CodeXml from "lucide-react/icons/code-xml";
import MessageCircle from "lucide-react/icons/message-circle";
import { ExternalLink } from "~/components/external-link";
import { PageTitle } from "~/components/page-title";
import { ThemedLink } from "~/components/themed-link";
import { buildMeta, pageTitle, profileStructuredData } from "~/lib/seo";
import { profileExtras, site } from "~/site.config";
import type { Route } from "./+types/profile";
import { PROFILE_PATH } from "~/lib/urls/paths";
import "~/styles/profile.css";

/** The portrait and projects, as data: at build time only, so no page's JavaScript carries them. */
export function loader() {
  return profileExtras;
}

export function meta() {
  return [
    ...buildMeta({
      title: pageTitle("About"),
      description: `About ${site.author}: where they live, what they have built and where to find them elsewhere.`,
      keywords: ["about", "profile", ...site.keywords],
      path: PROFILE_PATH,
    }),
    profileStructuredData(PROFILE_PATH),
  ];
}

const HEADING = "text-2xl font-semibold text-slate-900 dark:text-slate-50";
const PROJECT = "font-semibold text-accent underline underline-offset-4";

/** The author's profiles on other sites (`site.links`), in this order, each with its icon. */
const ELSEWHERE = [
  ["professional", BriefcaseBusiness],
  ["code", CodeXml],
  ["social", MessageCircle],
] as const;

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { portrait, projects } = loaderData;
  return (
    <div className="stack-y-10">
      <section aria-labelledby="about" className="stack-y-4 text-lg/8 text-slate-700 dark:text-slate-300">
        <div className="flex items-center gap-5">
          {/* Its width and height attributes and a fixed CSS size reserve its space before the file
              arrives, so nothing below it moves when it loads. */}
          {portrait && (
            <img
              src={`${import.meta.env.BASE_URL}${portrait.src.replace(/^\//, "")}`}
              alt={portrait.alt}
              width={portrait.width}
              height={portrait.height}
              decoding="async"
              className="size-20 shrink-0 rounded-full object-cover hairline-slate-200 sm:size-24 dark:hairline-slate-800"
            />
          )}
          {/* The page is About (the spec's name for it, and the region's); its heading is whose. */}
          <div>
            <p id="about" className="text-sm font-semibold tracking-widest text-accent uppercase">
              About
            </p>
            <PageTitle>{site.author}</PageTitle>
          </div>
        </div>
        {/* Running text stops at the site's measure, as an article's does. */}
        <p className="max-w-measure">{site.profile.location}</p>
        {site.profile.experience.map((paragraph) => (
          <p key={paragraph} className="max-w-measure">
            {paragraph}
          </p>
        ))}
      </section>
      {projects.length > 0 && (
        <section aria-labelledby="projects">
          <h2 id="projects" className={HEADING}>
            Projects
          </h2>
          {/* Each project's name links to it (an article, or a site in a new tab), then one line on
              what it is. */}
          <ul className="stack-y-4 mt-4">
            {projects.map((project) => (
              <li key={project.name}>
                {project.href.startsWith("/") ? (
                  <ThemedLink to={project.href} className={PROJECT}>
                    {project.name}
                  </ThemedLink>
                ) : (
                  <ExternalLink href={project.href} className={PROJECT}>
                    {project.name}
                  </ExternalLink>
                )}
                <p className="mt-1 max-w-measure text-slate-700 dark:text-slate-300">{project.description}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="elsewhere">
        <h2 id="elsewhere" className={HEADING}>
          Elsewhere
        </h2>
        {/* `rel="me"` says they are the same person's, which is what Mastodon looks for to verify
            the link back to this page. */}
        <ul className="stack-y-2 mt-4">
          {ELSEWHERE.map(([kind, Icon]) => (
            <li key={kind} className="flex items-center gap-2.5">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-slate-500 dark:text-slate-400" />
              <ExternalLink
                href={site.links[kind].href}
                me
                className="font-medium text-accent underline underline-offset-4"
              >
                {site.links[kind].label}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
