import type { BodyFeature } from "~/lib/markdown/body-features";
import alert from "~/styles/features/alert.css?url";
import figure from "~/styles/features/figure.css?url";
import footnotes from "~/styles/features/footnotes.css?url";
import math from "~/styles/features/math.css?url";
import table from "~/styles/features/table.css?url";

const STYLESHEETS: Record<BodyFeature, string> = { alert, figure, footnotes, math, table };

/**
 * The stylesheets of the features this article's body holds (its compiler says which), and of no
 * other. React puts them in <head>, once each, and on an in-app navigation to an article with a
 * feature the page has not loaded yet, shows it once its stylesheet has arrived; the server entry
 * carries them inline in the prerendered page, as it does the article's own stylesheet.
 */
export function ArticleFeatureStyles({ features }: { features: readonly BodyFeature[] }) {
  return features.map((feature) => (
    <link key={feature} rel="stylesheet" href={STYLESHEETS[feature]} precedence="article-features" />
  ));
}
