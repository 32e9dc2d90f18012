/**
 * Machine-readable renderings of what `specs lint`, `diff` and `generate --check` find: `--format
 * json` (one JSON document on stdout) and, for lint, SARIF 2.1.0 so CI systems annotate the spec
 * line. Every problem carries its file's line:column (cli/output.ts) next to its JSON pointer.
 */
import path from "node:path";
import type { Change } from "../generator/diff.ts";
import type { Problem } from "../generator/problems.ts";
import { locatePointer, type Position } from "./locate.ts";
import { colours } from "./output.ts";

export type ReportFormat = "text" | "json" | "sarif";

/** A problem with its position in the spec file (null when the file could not be parsed). */
export interface LocatedProblem extends Problem {
  line: number | null;
  column: number | null;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function locateProblems(root: string, problems: readonly Problem[]): LocatedProblem[] {
  return [...problems]
    .sort(
      (a, b) =>
        compare(a.file, b.file) ||
        compare(a.pointer, b.pointer) ||
        compare(a.code, b.code) ||
        compare(a.message, b.message),
    )
    .map((p) => {
      const at: Position | null = p.position ?? locatePointer(path.resolve(root, p.file), p.pointer);
      return { ...p, line: at?.line ?? null, column: at?.column ?? null };
    });
}

const position = (p: { file: string; line: number | null; column: number | null }) =>
  p.line === null ? p.file : `${p.file}:${p.line}:${p.column}`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** `file:line:column severity code: message (#pointer)` per problem, then the totals. */
export function problemsText(problems: readonly LocatedProblem[], withTotals = true): string {
  const c = colours();
  const lines = problems.map((p) => {
    const severity = p.severity === "error" ? c.red("error") : c.yellow("warning");
    return `${c.bold(position(p))} ${severity} ${c.dim(p.code)}: ${p.message} ${c.dim(`(#${p.pointer})`)}`;
  });
  if (withTotals) {
    const errors = problems.filter((p) => p.severity === "error").length;
    lines.push(`${plural(errors, "error")}, ${plural(problems.length - errors, "warning")}`);
  }
  return lines.join("\n");
}

export function lintJson(problems: readonly LocatedProblem[]): string {
  const errors = problems.filter((p) => p.severity === "error").length;
  return JSON.stringify({ errors, warnings: problems.length - errors, problems }, null, 2);
}

/** SARIF 2.1.0: one run, one rule per problem code, a region (line, column) per result. */
export function lintSarif(problems: readonly LocatedProblem[], version: string): string {
  const rules = [...new Set(problems.map((p) => p.code))].sort(compare);
  const sarif = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "contractkit", version, rules: rules.map((id) => ({ id })) } },
        results: problems.map((p) => ({
          ruleId: p.code,
          ruleIndex: rules.indexOf(p.code),
          level: p.severity,
          message: { text: p.message },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: p.file.split(path.sep).join("/") },
                ...(p.line === null ? {} : { region: { startLine: p.line, startColumn: p.column } }),
              },
              logicalLocations: [{ fullyQualifiedName: `#${p.pointer}`, kind: "member" }],
            },
          ],
        })),
      },
    ],
  };
  return JSON.stringify(sarif, null, 2);
}

/** A change located in the new file, or in the old one when the thing was removed. */
export interface LocatedChange extends Change {
  file: string;
  line: number | null;
  column: number | null;
}

export function locateChanges(changes: readonly Change[], oldPath: string, newPath: string): LocatedChange[] {
  return changes.map(({ inOld: knownOld, source, ...change }) => {
    // Written in a file the document `$ref`s: located there, at its own pointer.
    if (source) {
      const at = locatePointer(source.file, source.pointer);
      const file = path.relative(process.cwd(), source.file) || source.file;
      return { ...change, file, line: at?.line ?? null, column: at?.column ?? null };
    }
    // The pointer names the new document unless the thing is gone: try the new file first, unless
    // the diff says it is into the old one (an index into an array also exists in the new file).
    const inNew = knownOld ? null : locatePointer(newPath, change.pointer);
    const inOld = locatePointer(oldPath, change.pointer);
    const pointsIntoNew = inNew !== null && (inOld === null || reaches(newPath, change.pointer));
    const at = pointsIntoNew ? inNew : inOld;
    return { ...change, file: pointsIntoNew ? newPath : oldPath, line: at?.line ?? null, column: at?.column ?? null };
  });
}

/** Whether the whole pointer exists in the file (not only a parent of it). */
function reaches(file: string, pointer: string): boolean {
  if (pointer === "") return true;
  const parent = pointer.slice(0, pointer.lastIndexOf("/"));
  const here = locatePointer(file, pointer);
  const up = locatePointer(file, parent);
  return here !== null && (up === null || here.line !== up.line || here.column !== up.column);
}

export function changesText(changes: readonly LocatedChange[]): string {
  const c = colours();
  const order = (x: Change) => (x.kind === "breaking" ? 0 : 1);
  const sorted = [...changes].sort((a, b) => order(a) - order(b) || compare(a.pointer, b.pointer));
  const lines = sorted.map(
    (x) =>
      `${x.kind === "breaking" ? c.red("BREAKING") : c.green("non-breaking")} ${x.code} ${c.bold(position(x))} ${c.dim(`(#${x.pointer})`)}: ${x.message}`,
  );
  const breaking = changes.filter((x) => x.kind === "breaking").length;
  lines.push(changes.length === 0 ? "no changes" : `${breaking} breaking, ${changes.length - breaking} non-breaking`);
  return lines.join("\n");
}

export function changesJson(changes: readonly LocatedChange[]): string {
  const breaking = changes.filter((x) => x.kind === "breaking").length;
  return JSON.stringify({ breaking, nonBreaking: changes.length - breaking, changes }, null, 2);
}
