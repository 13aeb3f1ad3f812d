import type { Project } from "~/site.config";
import { ExternalLink } from "./external-link";
import { ThemedLink } from "./themed-link";

const NAME = "font-semibold text-accent underline underline-offset-4";

/** The author's projects: name (linking to the project), then one line on what it is. */
export function ProjectList({ projects }: { projects: readonly Project[] }) {
  return (
    <ul className="stack-y-4 mt-4">
      {projects.map((project) => (
        <li key={project.name}>
          {project.href.startsWith("/") ? (
            <ThemedLink to={project.href} className={NAME}>
              {project.name}
            </ThemedLink>
          ) : (
            <ExternalLink href={project.href} className={NAME}>
              {project.name}
            </ExternalLink>
          )}
          <p className="mt-1 max-w-measure text-slate-700 dark:text-slate-300">{project.description}</p>
        </li>
      ))}
    </ul>
  );
}
