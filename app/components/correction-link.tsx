import { SquarePen } from "lucide-react";
import { ExternalLink } from "./external-link";

/** Under an article: its Markdown source in GitHub's editor, where a reader can propose a fix. */
export function CorrectionLink({ href }: { href: string }) {
  return (
    <p className="mt-6 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
      <SquarePen aria-hidden="true" className="size-4 shrink-0" />
      <span>
        Found a mistake?{" "}
        <ExternalLink href={href} className="font-medium text-accent underline underline-offset-4">
          Suggest a correction on GitHub
        </ExternalLink>
      </span>
    </p>
  );
}
