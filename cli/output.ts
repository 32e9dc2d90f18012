/**
 * What every command shares about output: colour (picocolors, on a TTY unless NO_COLOR, or forced
 * by FORCE_COLOR), --quiet / --verbose, and problems located at line:column in their spec file so
 * people and CI annotations (SARIF) point at the spec line rather than at a JSON pointer.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import pc from "picocolors";
import { isMap, isSeq, LineCounter, type Node, parseDocument } from "yaml";

/** How much a command prints: `quiet` only problems and results, `verbose` also detail (stacks, timings). */
export type Verbosity = "quiet" | "normal" | "verbose";

export interface OutputSettings {
  verbosity: Verbosity;
  colour: boolean;
}

/**
 * Colour on when FORCE_COLOR is set (and not "0"), off when NO_COLOR is set (any value,
 * no-color.org), else on exactly when stdout is a terminal.
 */
export function colourEnabled(env: NodeJS.ProcessEnv, isTty: boolean): boolean {
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== "0") return true;
  if (env.NO_COLOR !== undefined) return false;
  return isTty;
}

let settings: OutputSettings = {
  verbosity: "normal",
  colour: colourEnabled(process.env, process.stdout.isTTY === true),
};

export function configureOutput(next: Partial<OutputSettings>): void {
  settings = { ...settings, ...next };
}

export function outputSettings(): OutputSettings {
  return settings;
}

/** picocolors bound to the current colour setting. */
export function colours() {
  return pc.createColors(settings.colour);
}

/** Writes a line meant for people (progress, summaries); --quiet drops it. */
export function info(text: string): void {
  if (settings.verbosity !== "quiet") process.stdout.write(text.endsWith("\n") ? text : `${text}\n`);
}

/** Writes detail only --verbose asks for, on stderr. */
export function detail(text: string): void {
  if (settings.verbosity === "verbose") process.stderr.write(text.endsWith("\n") ? text : `${text}\n`);
}

/** A position in a file, both 1-based. */
export interface Position {
  line: number;
  column: number;
}

const parsed = new Map<string, { root: Node | null; lines: LineCounter } | null>();

function parseFile(file: string) {
  if (!parsed.has(file)) {
    try {
      const lines = new LineCounter();
      const doc = parseDocument(readFileSync(file, "utf8"), { lineCounter: lines, keepSourceTokens: true });
      parsed.set(file, { root: doc.contents as Node | null, lines });
    } catch {
      parsed.set(file, null);
    }
  }
  return parsed.get(file) ?? null;
}

const unescapeToken = (token: string) => token.replaceAll("~1", "/").replaceAll("~0", "~");

/**
 * Where a JSON pointer lands in a YAML or JSON file: the key of the deepest member the pointer
 * reaches (a pointer into something absent points at its nearest existing parent). Null when the
 * file cannot be read or parsed.
 */
export function locatePointer(file: string, pointer: string): Position | null {
  const doc = parseFile(file);
  if (!doc) return null;
  let node: Node | null = doc.root;
  let offset = node?.range?.[0] ?? 0;
  const tokens = pointer === "" ? [] : pointer.slice(1).split("/").map(unescapeToken);
  for (const token of tokens) {
    if (isMap(node)) {
      const pair = node.items.find((p) => (p.key as { value?: unknown } | null)?.value === token);
      if (!pair) break;
      offset = (pair.key as Node).range?.[0] ?? offset;
      node = pair.value as Node | null;
    } else if (isSeq(node)) {
      const item = node.items[Number(token)] as Node | undefined;
      if (!item) break;
      offset = item.range?.[0] ?? offset;
      node = item;
    } else {
      break;
    }
  }
  const { line, col } = doc.lines.linePos(offset);
  return { line, column: col };
}

/** `file:line:column` of a pointer in a file relative to `root` (just `file` when it cannot be located). */
export function where(root: string, file: string, pointer: string): string {
  const at = locatePointer(path.resolve(root, file), pointer);
  return at ? `${file}:${at.line}:${at.column}` : file;
}
