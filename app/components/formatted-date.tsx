import CalendarDays from "lucide-react/icons/calendar-days";
import { formatRouteDate, isoFromRouteDate } from "~/lib/dates";

/** A calendar icon and `Aug 23, 2025`, machine-readable through `<time datetime>`. */
export function FormattedDate({ date }: { date: string }) {
  return (
    <span className="date-with-icon">
      <CalendarDays aria-hidden="true" />
      <time dateTime={isoFromRouteDate(date)}>{formatRouteDate(date)}</time>
    </span>
  );
}
