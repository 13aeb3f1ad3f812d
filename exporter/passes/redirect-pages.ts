/**
 * React Router prerenders a loader's redirect as a bare page (lowercase doctype, a stray
 * `</html>`, a refresh delayed by two seconds for a 302, no icon) that html-validate rejects and
 * browsers answer with a request for /favicon.ico. This writes those pages again as a valid
 * document that moves on at once and tells search engines where the page lives now.
 */
const REFRESH = /<meta http-equiv="refresh" content="\d+;url=([^"]*)">/;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** The page again as a valid redirect, or null when it is not one of React Router's redirects. */
export function validRedirectPage(
  html: string,
  { base, language, policy }: { base: string; language: string; policy: string },
) {
  const target = REFRESH.exec(html)?.[1];
  if (target === undefined || !html.startsWith("<!doctype html>\n<head>\n<title>Redirecting")) return null;
  const href = escapeAttribute(target);
  return [
    "<!DOCTYPE html>",
    `<html lang="${language}">`,
    "<head>",
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${policy}">`,
    `<title>Moved to ${href}</title>`,
    // The space after the semicolon is what the HTML standard's refresh syntax asks for.
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${href}">`,
    `<link rel="icon" href="${base}favicon.svg" type="image/svg+xml">`,
    "</head>",
    `<body><p>This page has moved to <a href="${href}">${href}</a>.</p></body>`,
    "</html>",
    "",
  ].join("\n");
}
