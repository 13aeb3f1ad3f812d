/** One thing wrong with the content, located as precisely as we can. */
export interface ContentProblem {
  file: string;
  line?: number;
  field?: string;
  message: string;
}

export function formatProblem({ file, line, field, message }: ContentProblem): string {
  const where = line === undefined ? file : `${file}:${line}`;
  return field === undefined ? `${where}: ${message}` : `${where}: "${field}" ${message}`;
}

const HEADLINE = "Invalid content (";

/**
 * Whether an error is a content error. Errors reach the browser serialised, with their message
 * but not their class, so the message's first words are what identifies them.
 */
export function isContentErrorMessage(message: string): boolean {
  return message.startsWith(HEADLINE);
}

/** Thrown by the build when content is invalid; the message lists every problem found. */
export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];

  constructor(problems: readonly ContentProblem[]) {
    const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
    super(`${HEADLINE}${count}):\n${problems.map((p) => `  ${formatProblem(p)}`).join("\n")}`);
    this.name = "ContentError";
    this.problems = problems;
  }
}
