import { ExternalLink } from "./external-link";

/**
 * Under an article: its Markdown source in GitHub's editor, where a reader can propose a fix. No
 * icon: this is on every article, whose JavaScript budget has little room left.
 */
export function CorrectionLink({ href }: { href: string }) {
  return (
    <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
      Found a mistake?{" "}
      <ExternalLink href={href} className="font-medium text-accent underline underline-offset-4">
        Suggest a correction on GitHub
      </ExternalLink>
    </p>
  );
}
