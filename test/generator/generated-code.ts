/**
 * What "generated code people read" means, checked on any output folder (ours in
 * test/generator/generated-code.test.ts, the fixture corpus in test/generator/corpus.test.ts): no line
 * over 120 columns except the listed ones, and no cast per operation in a client or server.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { MAX_LINE } from "../../templates/text.ts";

/** A line allowed past {@link MAX_LINE}, and why. */
interface WidthException {
  /** Which output files (path relative to the output folder, `/`-separated) and lines it covers. */
  applies: (file: string, line: string, index: number) => boolean;
  reason: string;
}

export const WIDTH_EXCEPTIONS: readonly WidthException[] = [
  {
    applies: (_file, line, index) => index === 0 && line.startsWith("// generated from "),
    reason:
      "the provenance header is one line by contract (the drift gate, generator/generate.ts, and Solidity's " +
      "source-hash check, generator/solidity.ts, read it); its length is set by the spec's path",
  },
  {
    applies: (file) => /(^|\/)hey\/[^/]+\.ts$/.test(file),
    reason:
      "hey-api's own output (@hey-api/openapi-ts 0.95): it has no line-width option, only `postProcess`, " +
      "which runs an external formatter (Biome, Prettier, oxfmt, ESLint) that generate must not depend on",
  },
  {
    applies: (file) => /(^|\/)openapi\.ts$/.test(file),
    reason: "the bundled document, embedded as JSON: its strings are the spec's text verbatim",
  },
  {
    applies: (file, line) => file === "devnet/artifacts.ts" && /^ {2}bytecode: "0x[0-9a-f]*",$/.test(line),
    reason: "contract bytecode: one hex string literal, nothing to break",
  },
];

/** Every `.ts` file under `dir`, as `/`-separated paths relative to it. */
export function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".ts"))
    .map((name) => name.split(path.sep).join("/"))
    .sort();
}

/** `file:line: width` of every line in `dir`'s TypeScript wider than {@link MAX_LINE} and not excepted. */
export function overWideLines(dir: string): string[] {
  const found: string[] = [];
  for (const file of typeScriptFiles(dir)) {
    const lines = readFileSync(path.join(dir, file), "utf8").split("\n");
    lines.forEach((line, index) => {
      if (line.length <= MAX_LINE) return;
      if (WIDTH_EXCEPTIONS.some((e) => e.applies(file, line, index))) return;
      found.push(`${file}:${index + 1}: ${line.length} columns`);
    });
  }
  return found;
}

/** The type assertions (`x as T`, `<T>x`) in a module, `as const` aside, as their source text. */
export function casts(text: string, fileName = "module.ts"): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const isConst = ts.isAsExpression(node) && node.type.getText(source) === "const";
    if ((ts.isAsExpression(node) && !isConst) || ts.isTypeAssertionExpression(node))
      found.push(node.getText(source).replace(/\s+/g, " "));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
