import CalendarDays from "lucide-react/icons/calendar-days";
import Tag from "lucide-react/icons/tag";

/**
 * The icons every card of a list repeats (the date's calendar, the chips' tag), drawn once in the
 * page: each card wrote out both whole icons, and refers to them instead (`SpriteIcon`), 0.43 kB
 * gzip less on the blog list's 27 cards. `PostList`, which renders the cards, renders the sprite
 * when it pays.
 */
const ICONS = { date: CalendarDays, tag: Tag };

/**
 * The symbols, in an element that draws nothing itself (`display: none` does not stop `<use>`
 * from drawing a symbol). Each holds lucide's own icon, so the drawing, stroke and sizes are
 * lucide's, scaled from its 24-unit box like the icon itself.
 */
export function IconSprite() {
  return (
    // A class, not `hidden`, which React's SVG types do not know.
    <svg className="hidden">
      {Object.entries(ICONS).map(([name, Icon]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

/** A sprite's icon, decorative, sized and coloured by its container's CSS like the icon it stands for. */
export function SpriteIcon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg aria-hidden="true">
      <use href={`#icon-${name}`} />
    </svg>
  );
}
