/**
 * Problems located at line:column in their spec file, so people and CI annotations (SARIF) point at
 * the spec line rather than at a JSON pointer. Loaded only by the commands that report problems.
 */
import { readFileSync } from "node:fs";
import { isMap, isSeq, LineCounter, type Node, parseDocument } from "yaml";
import { splitPointer } from "../generator/pointer.ts";

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
  const tokens = splitPointer(pointer);
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
