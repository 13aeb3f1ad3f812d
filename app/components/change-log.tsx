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

/**
 * What changed in an article since it was published, oldest first, at its end. The site and
 * the feeds both render this component, so the two say the same words.
 */
export function ChangeLog({ changes }: { changes: readonly Change[] }) {
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="changes-title" className="change-log">
      <h2 id="changes-title">Changes</h2>
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
