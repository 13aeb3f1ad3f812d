// No imports: the dev server's config loads this too (vite/markdown-twins-dev.ts).

/** How hosts must label an article's Markdown twin, so that tools read it as UTF-8 Markdown. */
export const MARKDOWN_CONTENT_TYPE = "text/markdown; charset=utf-8";

/**
 * Text files whose type the hosts' own tables leave without a charset (or, on Azure, do not know):
 * the articles' Markdown twins and /llms.txt, for tools that read them as UTF-8 text.
 */
export const TEXT_CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".md": MARKDOWN_CONTENT_TYPE,
  ".txt": "text/plain; charset=utf-8",
};

/** The Content-Type to send for a published file, when the host's default is not right. */
export function contentTypeFor(pathname: string): string | undefined {
  const extension = /\.[a-z]+$/.exec(pathname)?.[0];
  return extension === undefined ? undefined : TEXT_CONTENT_TYPES[extension];
}
