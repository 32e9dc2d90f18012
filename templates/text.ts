/** Small text helpers shared by every template. Pure: no fs, clock, randomness or environment. */

/**
 * The first line of every generated file (no timestamp, so output is reproducible:
 * docs/reference/architecture.md#deterministic-output).
 */
export function generatedHeader(sourceFile: string, sha256: string): string {
  return `// generated from ${sourceFile} (sha256:${sha256}), do not edit\n`;
}

/** A JSDoc block from free text; `*\/` in the text cannot close the comment early. */
export function jsdoc(text: string, indent = ""): string {
  const lines = text
    .replaceAll("*/", "*\\/")
    .trim()
    .split("\n")
    .map((l) => l.trimEnd());
  if (lines.length === 0 || (lines.length === 1 && lines[0] === "")) return "";
  return `${indent}/**\n${lines.map((l) => `${indent} *${l ? ` ${l}` : ""}`).join("\n")}\n${indent} */\n`;
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
