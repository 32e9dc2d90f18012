/**
 * Where a place in a bundled document was written. Bundling (generator/load.ts) pulls every file a
 * document `$ref`s into its `components`, so the validator's pointers name places that exist in no
 * file. Walking the bundled document beside the files it came from maps each component the bundler
 * made back to the file and pointer it was copied from; problems are then reported there, with that
 * file's line and column.
 */
import { parse } from "yaml";
import type { LoadedSpecs } from "./load.ts";
import { atPointer, localRefPointer } from "./pointer.ts";
import type { Problem } from "./problems.ts";
import { resolveSource, sourceName } from "./sources.ts";

/** A source (an absolute file or a URL) and a pointer into it. */
interface Source {
  abs: string;
  pointer: string;
}

/** Maps a pointer in the bundled document to the file (relative to the project root) and pointer it came from. */
export type OriginOf = (pointer: string) => { file: string; pointer: string };

const isNode = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** The `$ref` of a node, when it has a string one. */
const refOf = (node: unknown): string | undefined =>
  isNode(node) && typeof node.$ref === "string" ? node.$ref : undefined;

/** Parses a referenced source's text once (YAML is a superset of JSON); an unread or unparsable one maps to nothing. */
function sourceReader(texts: ReadonlyMap<string, string>): (abs: string) => unknown {
  const cache = new Map<string, unknown>();
  return (abs) => {
    if (!cache.has(abs)) {
      let value: unknown;
      try {
        value = parse(texts.get(abs) ?? "");
      } catch {
        value = undefined;
      }
      cache.set(abs, value);
    }
    return cache.get(abs);
  };
}

/**
 * The origin of every component the bundler made: `bundled` and `rootDocument` (the root file as
 * written) are walked side by side; where the root (or a file it reached) has an external `$ref` and
 * the bundle a local one, the local target came from that file. `texts` holds every source the
 * bundler read (files by absolute path, fetched `$ref`s by URL).
 */
export function bundleOrigins(
  projectRoot: string,
  rootAbs: string,
  rootDocument: unknown,
  bundled: Record<string, unknown>,
  texts: ReadonlyMap<string, string>,
): OriginOf {
  const read = sourceReader(texts);
  const made = new Map<string, Source>();
  const walk = (bundledNode: unknown, source: unknown, sourceAbs: string): void => {
    if (!isNode(bundledNode) || !isNode(source)) return;
    const written = refOf(source);
    const local = refOf(bundledNode);
    // A ref the bundler rewrote: external in the source, or local to a file that is not the root.
    if (written !== undefined && local !== undefined && (!written.startsWith("#") || sourceAbs !== rootAbs)) {
      const target = localRefPointer(local);
      if (target === undefined || made.has(target)) return;
      const [file = "", fragment = ""] = written.split("#");
      const abs = file === "" ? sourceAbs : resolveSource(sourceAbs, file);
      const pointer = localRefPointer(`#${fragment}`) ?? "";
      made.set(target, { abs, pointer });
      walk(atPointer(bundled, target), atPointer(read(abs), pointer), abs);
      return;
    }
    for (const key of Object.keys(bundledNode)) {
      if (Object.hasOwn(source, key)) walk(bundledNode[key], source[key], sourceAbs);
    }
  };
  walk(bundled, rootDocument, rootAbs);
  const relative = (abs: string) => sourceName(projectRoot, abs);
  // Longest made prefix first, so a component inside another maps to its own file.
  const prefixes = [...made.keys()].sort((a, b) => b.length - a.length);
  return (pointer) => {
    const prefix = prefixes.find((p) => pointer === p || pointer.startsWith(`${p}/`));
    if (prefix === undefined) return { file: relative(rootAbs), pointer };
    const source = made.get(prefix)!;
    return { file: relative(source.abs), pointer: source.pointer + pointer.slice(prefix.length) };
  };
}

/** Problems the validator found in bundled documents, moved to the file and pointer they were written at. */
export function relocateProblems(loaded: LoadedSpecs, problems: readonly Problem[]): Problem[] {
  const originOf = new Map(loaded.openapi.flatMap((spec) => (spec.origin ? [[spec.file, spec.origin] as const] : [])));
  return problems.map((problem) => {
    const origin = originOf.get(problem.file);
    return origin ? { ...problem, ...origin(problem.pointer) } : problem;
  });
}
