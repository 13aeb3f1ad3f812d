import { ExternalLink } from "~/components/external-link";
import { PageTitle } from "~/components/page-title";
import { buildMeta, pageTitle, profileStructuredData } from "~/lib/seo";
import { site } from "~/site.config";

export function meta() {
  return [
    ...buildMeta({
      title: pageTitle("About"),
      description: `About ${site.author}: where they live, what they have built and where to find them elsewhere.`,
      keywords: ["about", "profile", ...site.keywords],
      path: "/profile",
    }),
    profileStructuredData("/profile"),
  ];
}

const LINKS = [site.links.professional, site.links.code, site.links.social];

export default function Profile() {
  return (
    <div className="space-y-10">
      <section aria-labelledby="about" className="space-y-4 text-lg/8 text-slate-700 dark:text-slate-300">
        <PageTitle>
          <span id="about">About</span>
        </PageTitle>
        <p>{site.profile.location}</p>
        {site.profile.experience.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <section aria-labelledby="elsewhere">
        <h2 id="elsewhere" className="text-2xl font-semibold text-slate-900 dark:text-slate-50">
          Elsewhere
        </h2>
        <ul className="mt-4 space-y-2">
          {LINKS.map((link) => (
            <li key={link.href}>
              <ExternalLink href={link.href} className="font-medium text-accent underline underline-offset-4">
                {link.label}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
