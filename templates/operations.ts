import type { ServiceModel } from "./model.ts";
import { fits, generatedHeader, jsdoc, lowerFirst, MAX_LINE, propertyKey } from "./text.ts";

/**
 * A string too wide for its line as string literals joined by `+`, each piece on a line of its own,
 * broken after each line break of the text, else after a space or a `/` (JSON pointers have no
 * spaces): the value is the same, its type `string` (prose and pointers, which no type reads).
 */
function concatenation(value: string, indent: string, head: string): string {
  const pieces: string[] = [];
  let current = "";
  let width = MAX_LINE - indent.length - head.length - " +".length;
  for (const word of value.split(/(?<=[ \n/])/)) {
    if (current !== "" && (current.endsWith("\n") || JSON.stringify(current + word).length > width)) {
      pieces.push(current);
      current = "";
      width = MAX_LINE - indent.length - "  ".length - " +".length;
    }
    current += word;
  }
  pieces.push(current);
  return pieces.map((piece) => JSON.stringify(piece)).join(` +\n${indent}  `);
}

/**
 * JSON text of the table (as `JSON.stringify(value, null, 2)` writes it), except that a string that
 * would run past {@link MAX_LINE} is written in pieces (`concatenation`).
 */
function tableLiteral(value: unknown, indent: string, head: string): string {
  if (typeof value === "string") {
    const json = JSON.stringify(value);
    return fits(indent, `${head}${json},`) ? json : concatenation(value, indent, head);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const inner = `${indent}  `;
    return `[\n${value.map((v) => `${inner}${tableLiteral(v, inner, "")}`).join(",\n")}\n${indent}]`;
  }
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return "{}";
    const inner = `${indent}  `;
    const lines = entries.map(([k, v]) => {
      const key = `${JSON.stringify(k)}: `;
      return `${inner}${key}${tableLiteral(v, inner, key)}`;
    });
    return `{\n${lines.join(",\n")}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/**
 * Renders `generated/<service>/operations.ts`: one exported `as const` object per operation (a
 * bundler keeps only those an app imports) and the service's operation table composed of them.
 */
export function renderOperationsModule(model: ServiceModel): string {
  const out: string[] = [generatedHeader(model.sourceFile, model.sha256)];
  out.push(
    jsdoc(
      `The operation table of ${model.title} ${model.version}: every fact a client, server or test needs about each operation.`,
    ),
  );
  out.push(`import type { OperationSpec, OperationTable } from "../http/operations.js";\n\n`);
  for (const op of model.operations) {
    out.push(
      jsdoc(`\`${op.spec.method.toUpperCase()} ${op.spec.path}\`${op.spec.summary ? `: ${op.spec.summary}` : ""}`),
    );
    out.push(`export const ${op.constName} = ${tableLiteral(op.spec, "", "")} as const satisfies OperationSpec;\n\n`);
  }
  const table = model.table;
  const operations = model.operations.map((op) => `    ${propertyKey(op.spec.id)}: ${op.constName},\n`).join("");
  out.push(jsdoc(`The security schemes of ${model.sourceFile}: where a client puts each key and a server reads it.`));
  out.push(
    `export const ${lowerFirst(model.typeName)}SecuritySchemes = ${JSON.stringify(table.securitySchemes, null, 2)} as const satisfies OperationTable["securitySchemes"];\n\n`,
  );
  out.push(jsdoc(`Every operation of ${model.sourceFile}, by id, with its security schemes, webhooks and callbacks.`));
  out.push(`export const ${lowerFirst(model.typeName)}Operations = {
  service: ${JSON.stringify(table.service)},
  title: ${JSON.stringify(table.title)},
  version: ${JSON.stringify(table.version)},
  openapi: ${JSON.stringify(table.openapi)},
  securitySchemes: ${lowerFirst(model.typeName)}SecuritySchemes,
  operations: {
${operations}  },
  webhooks: ${tableLiteral(table.webhooks, "  ", "webhooks: ")},
  callbacks: ${tableLiteral(table.callbacks, "  ", "callbacks: ")},
} as const satisfies OperationTable;
`);
  return out.join("");
}
