/**
 * Reads the document a `contract-test`, `mock` or `proxy` run is about: a user's spec file (any
 * OpenAPI 3.0/3.1 YAML or JSON, external `$ref`s bundled) or one of our services by name. The
 * operation table is built here, in cli/, and handed to runtime/.
 */
import path from "node:path";
import type { OperationTable } from "../generated/http/operations.js";
import { loadOpenApiFile } from "../generator/load.ts";
import { buildOperationTable } from "../generator/operations.ts";

/** A document and its table, or the reason it cannot be used. */
export type SpecInput =
  | { readonly ok: true; readonly document: Record<string, unknown>; readonly table: OperationTable }
  | { readonly ok: false; readonly message: string };

/** Our services' bundled documents, by name. */
async function serviceDocument(service: string): Promise<Record<string, unknown> | undefined> {
  if (service === "bank") return (await import("../generated/bank/openapi.js")).bankOpenApiDocument as never;
  if (service === "protocol")
    return (await import("../generated/protocol/openapi.js")).protocolOpenApiDocument as never;
  return undefined;
}

/** Loads `--spec <file>` (or the named service's document) and builds its operation table. */
export async function loadSpecInput(spec: string | undefined, service: string | undefined): Promise<SpecInput> {
  if (spec === undefined) {
    const document = service === undefined ? undefined : await serviceDocument(service);
    if (!document) return { ok: false, message: "pass --spec <file> (or bank / protocol)" };
    return { ok: true, document: structuredClone(document), table: buildOperationTable(document, service!) };
  }
  const file = path.resolve(spec);
  const { document, problems } = await loadOpenApiFile(file);
  const errors = problems.filter((p) => p.severity === "error");
  if (errors.length > 0)
    return {
      ok: false,
      message: `${spec} cannot be read:\n${errors.map((p) => `  ${p.file}${p.pointer ? `#${p.pointer}` : ""}: ${p.message}`).join("\n")}`,
    };
  const version = typeof document.openapi === "string" ? document.openapi : "";
  if (!/^3\.[01]\./.test(version))
    return {
      ok: false,
      message: `${spec} is not an OpenAPI 3.0/3.1 document (openapi: ${JSON.stringify(document.openapi ?? null)})`,
    };
  const table = buildOperationTable(document, service ?? path.basename(file).replace(/\.(ya?ml|json)$/i, ""));
  if (Object.keys(table.operations).length === 0) return { ok: false, message: `${spec} declares no operations` };
  return { ok: true, document, table };
}

/** `Name: value` header options into a record; undefined entries are the malformed ones. */
export function parseHeaderOptions(values: readonly string[]): Record<string, string> | string {
  const out: Record<string, string> = {};
  for (const value of values) {
    const index = value.indexOf(":");
    if (index <= 0) return value;
    out[value.slice(0, index).trim().toLowerCase()] = value.slice(index + 1).trim();
  }
  return out;
}
