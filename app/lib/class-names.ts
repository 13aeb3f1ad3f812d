/**
 * Joins class names, skipping empty ones, with single spaces: the class attribute React renders
 * is then the one the server entry writes back after parsing the page, and React does not warn
 * in development that they differ by a space.
 */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}
