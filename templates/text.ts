/** Small text helpers shared by every template. Pure: no fs, clock, randomness or environment. */

/**
 * The first line of every generated file (no timestamp, so output is reproducible:
 * docs/reference/architecture.md#deterministic-output).
 */
export function generatedHeader(sourceFile: string, sha256: string): string {
  return `// generated from ${sourceFile} (sha256:${sha256}), do not edit\n`;
}

/**
 * The widest line an emitter writes (docs/generator.md#formatting): every template breaks its own
 * lists, unions and comments to stay within it, so generated code reads the same without a formatter.
 */
export const MAX_LINE = 120;

/** Greedy word wrap of one line of prose to `width` columns; a single word wider than that stays whole. */
export function wrapWords(line: string, width: number): string[] {
  if (line.length <= width) return [line];
  const lines: string[] = [];
  let current = "";
  for (const word of line.split(" ")) {
    if (current !== "" && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current === "" ? word : `${current} ${word}`;
    }
  }
  if (current !== "") lines.push(current);
  return lines;
}

/** A JSDoc block from free text, wrapped to {@link MAX_LINE}; `*\/` in the text cannot close the comment early. */
export function jsdoc(text: string, indent = ""): string {
  const lines = text
    .replaceAll("*/", "*\\/")
    .trim()
    .split("\n")
    .map((l) => l.trimEnd())
    .flatMap((l) => wrapWords(l, MAX_LINE - indent.length - " * ".length));
  if (lines.length === 0 || (lines.length === 1 && lines[0] === "")) return "";
  return `${indent}/**\n${lines.map((l) => `${indent} *${l ? ` ${l}` : ""}`).join("\n")}\n${indent} */\n`;
}

/**
 * `head`, the items and `tail`: on one line when that fits in {@link MAX_LINE} after `indent` (the
 * column the text starts at), else one item a line, two spaces deeper, each followed by a comma
 * (`trailingComma: false` for type argument lists, where TypeScript forbids a trailing one). Items
 * may be lists themselves, rendered at `indent + "  "`.
 */
export function list(
  indent: string,
  head: string,
  items: readonly string[],
  tail: string,
  trailingComma = true,
): string {
  const oneLine = `${head}${items.join(", ")}${tail}`;
  if (items.length === 0 || (!oneLine.includes("\n") && indent.length + oneLine.length <= MAX_LINE)) return oneLine;
  const inner = `${indent}  `;
  const body = items.map((item, i) => `${inner}${item}${trailingComma || i < items.length - 1 ? "," : ""}\n`);
  return `${head.trimEnd()}\n${body.join("")}${indent}${tail.trimStart()}`;
}

/** Whether `text` (a line starting at `indent`) fits in {@link MAX_LINE}. */
export function fits(indent: string, text: string): boolean {
  return !text.includes("\n") && indent.length + text.length <= MAX_LINE;
}

/**
 * A union type after `head` (`type X =`, `body:`): on the same line when it fits, else one member a
 * line, each led by `|`, two spaces deeper than `indent`.
 */
export function union(indent: string, head: string, members: readonly string[]): string {
  const oneLine = `${head} ${members.join(" | ")}`;
  if (members.length < 2 || fits(indent, oneLine)) return oneLine;
  return `${head.trimEnd()}\n${members.map((m) => `${indent}  | ${m}`).join("\n")}`;
}

/** A TypeScript string literal (JSON string syntax is valid TS). */
export function literal(value: string): string {
  return JSON.stringify(value);
}

/** A property key: bare when it is an identifier, quoted otherwise. */
export function propertyKey(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name);
}

export function lowerFirst(name: string): string {
  return name.length === 0 ? name : name[0]!.toLowerCase() + name.slice(1);
}

/** Serialises JSON with sorted object keys so equal documents give equal text. */
export function stableJson(value: unknown, indent = 2): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (typeof v === "object" && v !== null) {
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(v).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
        out[k] = sort((v as Record<string, unknown>)[k]);
      return out;
    }
    return v;
  };
  return JSON.stringify(sort(value), null, indent);
}

/** How the first line of a copied static runtime module starts (the generator owns files headed so). */
export const STATIC_HEADER_START = "// Copied from ";

/**
 * The first line of a static runtime module copied into the output folder: it names the file to
 * edit, since an edit to the copy is lost on the next generate. Drift is found by comparing bytes.
 */
export function staticHeader(sourceFile: string): string {
  return `${STATIC_HEADER_START}${sourceFile} by contractkit generate — edit that file, then run generate.\n`;
}
