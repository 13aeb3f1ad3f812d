import { z } from "zod";

/** Article dates are written `YYYYMMDD` (the route id) or as an ISO date `YYYY-MM-DD`. */
const DATE_PATTERN = /^(\d{4})-?(\d{2})-?(\d{2})$/;

function toRouteDate(value: string | number | Date): string | null {
  // The `yaml` package (YAML 1.2 core schema) reads an unquoted 20240817 as a number and leaves
  // 2024-08-17 a string; a Date comes only from other loaders or from code. Accept all three.
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value).trim();
  const match = DATE_PATTERN.exec(text);
  const iso = match ? `${match[1]}-${match[2]}-${match[3]}` : "";
  // Zod's ISO date knows the calendar: no 30 February, and 29 February in leap years only.
  return z.iso.date().safeParse(iso).success ? iso.replaceAll("-", "") : null;
}

/** A date field, written like `date`, read as `YYYYMMDD`. */
function dateField() {
  return z.union([z.string(), z.number(), z.date()]).transform((value, ctx) => {
    const routeDate = toRouteDate(value);
    if (routeDate === null) {
      ctx.addIssue({
        code: "custom",
        message: `must be a real date written YYYYMMDD or YYYY-MM-DD, got "${String(value)}"`,
      });
      return z.NEVER;
    }
    return routeDate;
  });
}

/** Today as `YYYYMMDD` in UTC, the zone every article date is read in. */
function todayInUtc(): string {
  return new Date().toISOString().slice(0, 10).replaceAll("-", "");
}

/**
 * One correction or extension of a published article, in the owner's words. The article's
 * updated date is derived from the latest one, so a date never shows without its reason.
 */
const changeSchema = z.strictObject({
  date: dateField().refine((date) => date <= todayInUtc(), { error: "must not be in the future" }),
  what: z.string().trim().min(1, "must say what changed"),
});

export type Change = z.output<typeof changeSchema>;

/** Builds the one front-matter schema; the tag vocabulary comes from `content/tags.yaml`. */
export function createFrontMatterSchema(vocabulary: readonly string[]) {
  const known = new Set(vocabulary);
  return z
    .strictObject({
      title: z.string().trim().min(1, "must not be empty"),
      date: dateField(),
      summary: z.string().trim().min(1, "must not be empty"),
      excerpt: z
        .string()
        .trim()
        .min(1, "must not be empty")
        .max(160, "must be at most 160 characters: search results cut meta descriptions there"),
      tags: z
        .array(
          z.string().refine((tag) => known.has(tag), {
            error: (issue) => `"${String(issue.input)}" is not in the tag vocabulary (content/tags.yaml)`,
          }),
        )
        .min(1, "must list at least one tag"),
      /** The name of the series the article is a part of; parts are ordered by date. */
      series: z.string().trim().min(1, "must not be empty").optional(),
      /**
       * Where the article was first published, when it is a cross-post: that URL becomes the
       * page's canonical URL, so search engines credit the original.
       */
      canonical: z
        .url({
          protocol: /^https$/,
          hostname: z.regexes.domain,
          error: "must be an absolute https:// URL, such as https://example.com/my-article",
        })
        .optional(),
      draft: z.boolean().default(false),
      /** What changed since publication, oldest first; the last one is the article's updated date. */
      changes: z.array(changeSchema).min(1, "must list at least one change, or be left out").default([]),
    })
    .superRefine((front, ctx) => {
      front.changes.forEach((change, index) => {
        const previous = front.changes[index - 1];
        if (change.date < front.date) {
          ctx.addIssue({
            code: "custom",
            path: ["changes", index, "date"],
            message: "must not be before the article's date",
          });
        } else if (previous && change.date < previous.date) {
          ctx.addIssue({
            code: "custom",
            path: ["changes", index, "date"],
            message: "must not be before the change above it: list changes oldest first",
          });
        }
      });
    });
}

export type FrontMatter = z.output<ReturnType<typeof createFrontMatterSchema>>;

export const tagVocabularySchema = z
  .array(z.string().regex(/^[a-z0-9-]+$/, "tags are lowercase words joined by hyphens"))
  .min(1);
