/**
 * html-validate's recommended rules for every built page (npm test runs it after the build). The
 * exceptions below are valid ways of writing HTML that React, hast (the server entry writes every
 * page from its parsed tree, app/document/server/) and the highlighter use, not errors in it.
 */
export default {
  extends: ["html-validate:recommended"],
  rules: {
    // Void elements are written without a slash (`<meta>`), as HTML has them; React's `<meta/>`
    // (redirect pages aside, every page is written by hast) means the same.
    "void-style": "off",
    // React writes `charSet` and `dateTime`; HTML attribute names are case-insensitive.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // hast writes a boolean attribute by its name alone (`disabled`), as the HTML standard does.
    "attribute-boolean-style": ["error", { style: "omit" }],
    // React's streaming markers (`B:0`, `S:0`, `_R_`) are valid HTML ids, if unusual ones.
    "valid-id": ["error", { relaxed: true }],
    // Highlighted code writes `>` as text after a `"` token; HTML allows a raw `>` in text.
    "no-raw-characters": "off",
    // A list named "Tags" is a named list; the rule only prefers other ways of naming it.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
  },
};
