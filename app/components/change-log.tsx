import type { Change } from "~/lib/content/schema";
import { formatRouteDate, isoFromRouteDate } from "~/lib/dates";

/** `what` may hold inline code spans (`` `az aks update` ``); everything else is plain text. */
function ChangeText({ text }: { text: string }) {
  // Splitting on backticks leaves the code spans at the odd positions.
  const parts = text.split("`");
  const balanced = parts.length % 2 === 1;
  if (!balanced) return text;
  return parts.map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/** The change log's heading: the article's "Updated …" date links to it. */
export const CHANGES_ID = "changes-title";

/**
 * What changed in an article since it was published, oldest first, at its end. The site and
 * the feeds both render this component, so the two say the same words.
 */
export function ChangeLog({ changes }: { changes: readonly Change[] }) {
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby={CHANGES_ID} className="change-log">
      <h2 id={CHANGES_ID}>Changes</h2>
      <ul>
        {changes.map((change, index) => (
          <li key={index}>
            <time dateTime={isoFromRouteDate(change.date)}>{formatRouteDate(change.date)}</time>:{" "}
            <ChangeText text={change.what} />
          </li>
        ))}
      </ul>
    </section>
  );
}
