/** Where the site's source is kept, for the "Suggest a correction" link under every article. */
export interface SourceRepository {
  /** The repository's address on GitHub, e.g. `https://github.com/alex-example/dev-notes`. */
  url: string;
  /** The branch the site is built from. */
  branch: string;
}

/**
 * GitHub's editor for one file of the repository (`…/edit/<branch>/<file>`): a reader without write
 * access is offered a fork and a pull request, which is how they suggest a correction. Null when
 * no repository is configured, so no link is shown.
 */
export function editUrl(repository: SourceRepository | undefined, file: string): string | null {
  if (repository === undefined) return null;
  const path = (value: string) => value.split(/[\\/]/).filter(Boolean).map(encodeURIComponent).join("/");
  return `${repository.url.replace(/\/+$/, "")}/edit/${path(repository.branch)}/${path(file)}`;
}
