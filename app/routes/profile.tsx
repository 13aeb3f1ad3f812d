import { ElsewhereLinks } from "~/components/elsewhere-links";
import { PageTitle } from "~/components/page-title";
import { ProfilePortrait } from "~/components/profile-portrait";
import { ProjectList } from "~/components/project-list";
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

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { portrait, projects } = loaderData;
  return (
    <div className="stack-y-10">
      <section aria-labelledby="about" className="stack-y-4 text-lg/8 text-slate-700 dark:text-slate-300">
        <div className="flex items-center gap-5">
          {portrait && <ProfilePortrait {...portrait} />}
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
          <ProjectList projects={projects} />
        </section>
      )}
      <section aria-labelledby="elsewhere">
        <h2 id="elsewhere" className={HEADING}>
          Elsewhere
        </h2>
        <ElsewhereLinks links={site.links} />
      </section>
    </div>
  );
}
