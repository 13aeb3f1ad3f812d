import BriefcaseBusiness from "lucide-react/icons/briefcase-business";
import CodeXml from "lucide-react/icons/code-xml";
import MessageCircle from "lucide-react/icons/message-circle";
import type { LucideIcon } from "lucide-react";
import type { site } from "~/site.config";
import { ExternalLink } from "./external-link";

type Kind = keyof typeof site.links;

const ICONS: Record<Kind, LucideIcon> = {
  professional: BriefcaseBusiness,
  code: CodeXml,
  social: MessageCircle,
};

const ORDER: readonly Kind[] = ["professional", "code", "social"];

/**
 * The author's profiles on other sites. `rel="me"` says they are the same person's, which is what
 * Mastodon looks for to verify the link back to this page.
 */
export function ElsewhereLinks({ links }: { links: typeof site.links }) {
  return (
    <ul className="stack-y-2 mt-4">
      {ORDER.map((kind) => {
        const Icon = ICONS[kind];
        const link = links[kind];
        return (
          <li key={kind} className="flex items-center gap-2.5">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-slate-500 dark:text-slate-400" />
            <ExternalLink
              href={link.href}
              me
              className="font-medium text-accent underline underline-offset-4"
            >
              {link.label}
            </ExternalLink>
          </li>
        );
      })}
    </ul>
  );
}
