import type { ReactNode } from "react";
import CalendarDays from "lucide-react/icons/calendar-days";
import { formatRouteDate, isoFromRouteDate } from "~/lib/dates";

/**
 * A calendar icon and `Aug 23, 2025`, machine-readable through `<time datetime>`. A list's cards
 * pass the sprite's calendar as `icon` (icon-sprite.tsx).
 */
export function FormattedDate({
  date,
  icon = <CalendarDays aria-hidden="true" />,
}: {
  date: string;
  icon?: ReactNode;
}) {
  return (
    <span className="date-with-icon">
      {icon}
      <time dateTime={isoFromRouteDate(date)}>{formatRouteDate(date)}</time>
    </span>
  );
}
