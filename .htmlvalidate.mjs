/**
 * html-validate's recommended rules for every built page (npm test runs it after the build). The
 * exceptions below are React's and the highlighter's valid ways of writing HTML, not errors in it.
 */
export default {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes void elements as `<meta/>`; the slash has no effect in HTML.
    "void-style": "off",
    // React writes `charSet` and `dateTime`; HTML attribute names are case-insensitive.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // React Router writes `async=""`.
    "attribute-boolean-style": ["error", { style: "empty" }],
    // React's streaming markers (`B:0`, `S:0`, `_R_`) are valid HTML ids, if unusual ones.
    "valid-id": ["error", { relaxed: true }],
    // Highlighted code writes `>` as text after a `"` token; HTML allows a raw `>` in text.
    "no-raw-characters": "off",
    // A list named "Tags" is a named list; the rule only prefers other ways of naming it.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
  },
};
