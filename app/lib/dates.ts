const displayFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** `20250823` → `Aug 23, 2025`, the same in every time zone. */
export function formatRouteDate(date: string): string {
  return displayFormat.format(new Date(publishedTime(isoFromRouteDate(date))));
}

const monthDayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** `20250823` → `Aug 23`, where the year is said elsewhere (the archive's year heading). */
export function formatMonthDay(date: string): string {
  return monthDayFormat.format(new Date(publishedTime(isoFromRouteDate(date))));
}

/** `20250823` → `2025-08-23`, for `<time datetime>`. */
export function isoFromRouteDate(date: string): string {
  return `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;
}

/** `2025-08-23` → `2025-08-23T00:00:00Z`: a full date-time with its zone, as feeds and schema.org want. */
export function publishedTime(isoDate: string): string {
  return `${isoDate}T00:00:00Z`;
}
