/**
 * One problem found in a spec. Every stage that inspects specs (load, validate, lint) reports a list
 * of these, all at once, rather than stopping at the first (docs/reference/architecture.md#every-problem-at-once).
 */
export interface Problem {
  /** Stable machine-readable code, e.g. `openapi.missing-operation-id`. */
  code: string;
  /** Human-readable sentence naming what is wrong and, where possible, how to fix it. */
  message: string;
  /** Path of the spec file relative to the project root, e.g. `specs/bank.openapi.yaml`. */
  file: string;
  /** RFC 6901 JSON pointer into the file's document, e.g. `/paths/~1health/get`. `""` is the root. */
  pointer: string;
  severity: "error" | "warning";
  /**
   * Where the problem is, 1-based, when no pointer can say it: a syntax error, found before there
   * is a document to point into. Reports use it instead of locating the pointer.
   */
  position?: { line: number; column: number };
}

/** Renders problems one per line, `file#pointer severity code: message`, sorted for stable output. */
export function formatProblems(problems: readonly Problem[]): string {
  return [...problems]
    .sort((a, b) =>
      a.file === b.file ? (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0) : a.file < b.file ? -1 : 1,
    )
    .map((p) => `${p.file}#${p.pointer} ${p.severity} ${p.code}: ${p.message}`)
    .join("\n");
}

export function hasErrors(problems: readonly Problem[]): boolean {
  return problems.some((p) => p.severity === "error");
}
