import { readFileSync } from "node:fs";
import satori from "satori";
import sharp from "sharp";
import { CARD_SIZE } from "../../app/lib/social-cards";
import { CARD_FONTS } from "./card-fonts";

export interface CardFacts {
  /** The article's title, or the site's description for the site card. */
  title: string;
  siteName: string;
  /** The line under the title: the article's date, or the site's URL. */
  caption: string;
  tags: readonly string[];
}

const FONTS = CARD_FONTS.map(({ weight, file }) => ({
  name: "Inter",
  weight,
  style: "normal" as const,
  data: readFileSync(file),
}));

const PADDING_X = 72;

/** Long titles get a smaller size so four lines hold them; anything longer ends in an ellipsis. */
function titleSize(title: string): number {
  if (title.length <= 40) return 76;
  if (title.length <= 80) return 62;
  return 50;
}

/** `#tag` chips that fit on one row (about 56 characters at this size), then `+N` for the tags left out. */
function fittingTagLabels(tags: readonly string[]): string[] {
  const labels: string[] = [];
  let used = 0;
  for (const tag of tags) {
    used += tag.length + 4;
    if (used > 56) return [...labels, `+${tags.length - labels.length}`];
    labels.push(`#${tag}`);
  }
  return labels;
}

function Card({ title, siteName, caption, tags }: CardFacts) {
  const labels = fittingTagLabels(tags);
  return (
    <div
      style={{
        width: CARD_SIZE.width,
        height: CARD_SIZE.height,
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: `56px ${PADDING_X}px`,
        backgroundColor: "#0f172a",
        backgroundImage: "linear-gradient(135deg, #0f172a 0%, #0f172a 55%, #0c4a6e 100%)",
        color: "#f8fafc",
        fontFamily: "Inter",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", fontSize: 36, fontWeight: 700 }}>
        <span style={{ color: "#7dd3fc" }}>~/</span>
        <span>{siteName}</span>
      </div>
      <div
        style={{
          display: "block",
          width: CARD_SIZE.width - 2 * PADDING_X,
          lineClamp: 4,
          fontSize: titleSize(title),
          fontWeight: 700,
          lineHeight: 1.15,
          letterSpacing: "-0.02em",
        }}
      >
        {title}
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        <div style={{ display: "flex", fontSize: 30, color: "#cbd5e1" }}>{caption}</div>
        {labels.length > 0 && (
          <div style={{ display: "flex", gap: 12 }}>
            {labels.map((label) => (
              <div
                key={label}
                style={{
                  display: "flex",
                  padding: "6px 16px",
                  borderRadius: 999,
                  border: "2px solid #38bdf8",
                  color: "#e0f2fe",
                  fontSize: 26,
                }}
              >
                {label}
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

// Cards are rendered one at a time per build worker thread, each on its own core: libvips' own
// threads would only compete with them, and its cache of past operations only holds memory.
// (sharp, not resvg-js: resvg-js 2.6 keeps every rendered image's pixels, 3 MB a card, for the
// life of the process, which is gigabytes at 10,000 articles; thx/resvg-js#216.)
sharp.concurrency(1);
sharp.cache(false);

/** A 1200×630 PNG social card. */
export async function renderSocialCard(facts: CardFacts): Promise<Buffer> {
  const svg = await satori(<Card {...facts} />, { ...CARD_SIZE, fonts: FONTS });
  return sharp(Buffer.from(svg)).png().toBuffer();
}
