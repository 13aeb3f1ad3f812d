import { z } from "zod";

/** Article dates are written `YYYYMMDD` (the route id) or as an ISO date `YYYY-MM-DD`. */
const DATE_PATTERN = /^(\d{4})-?(\d{2})-?(\d{2})$/;

function toRouteDate(value: string | number | Date): string | null {
  // The `yaml` package (YAML 1.2 core schema) reads an unquoted 20240817 as a number and leaves
  // 2024-08-17 a string; a Date comes only from other loaders or from code. Accept all three.
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value).trim();
  const match = DATE_PATTERN.exec(text);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDay =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isRealDay ? text.replaceAll("-", "") : null;
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

/** Builds the one front-matter schema; the tag vocabulary comes from `content/tags.yaml`. */
export function createFrontMatterSchema(vocabulary: readonly string[]) {
  const known = new Set(vocabulary);
  return z
    .strictObject({
      title: z.string().trim().min(1, "must not be empty"),
      date: dateField(),
      /** When the article was last corrected or extended; shown beside the date. */
      updated: dateField().optional(),
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
    })
    .refine((front) => front.updated === undefined || front.updated >= front.date, {
      path: ["updated"],
      error: "must not be before the article's date",
    });
}

export type FrontMatter = z.output<ReturnType<typeof createFrontMatterSchema>>;

export const tagVocabularySchema = z
  .array(z.string().regex(/^[a-z0-9-]+$/, "tags are lowercase words joined by hyphens"))
  .min(1);
