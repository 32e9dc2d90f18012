/**
 * The JSON vocabulary the spec checks (validate-*.ts) and the breaking-change report (diff-*.ts) share:
 * a parsed spec is plain JSON, walked as records, and every check reports through one signature.
 */
import { parseDocument } from "yaml";
import type { Problem } from "./problems.ts";

/** A JSON object as parsed from YAML or JSON. */
export type JsonObject = Record<string, unknown>;

/** True for a JSON object (not an array, not null). */
export const isRecord = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * An identifier in both languages the generator names things in: an ECMAScript IdentifierName (from an
 * operationId) and a Solidity identifier (an ABI item or parameter name) share this ASCII form.
 */
export const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** How a check reports one problem at a JSON pointer; the severity defaults to error. */
export type Report = (code: string, at: string, message: string, severity?: Problem["severity"]) => void;

/** The JSON Schema types a value is (an integral number is an `integer` and a `number`). */
function jsonTypesOf(value: unknown): string[] {
  if (value === null) return ["null"];
  if (Array.isArray(value)) return ["array"];
  if (typeof value === "number") return Number.isInteger(value) ? ["integer", "number"] : ["number"];
  return [typeof value];
}

/**
 * Whether a schema's `default` is of a type its `type` allows (a 3.0 `nullable: true` allows null);
 * true when either is absent. OpenAPI 3.0 requires it to be; JSON Schema only recommends it.
 */
export function defaultFitsType(schema: JsonObject): boolean {
  if (!("default" in schema) || schema.type === undefined) return true;
  const allowed = new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (schema.nullable === true) allowed.add("null");
  return jsonTypesOf(schema.default).some((type) => allowed.has(type));
}

/**
 * Where `JSON.parse` stopped in `text`, 1-based. V8 says "at position N" (Node 20) or "(line L
 * column C)" (Node 22 and later), "Unexpected end of JSON input" for text cut short (its end), and
 * for an unexpected token only a snippet: then the YAML parser, which reads JSON, says where.
 */
export function jsonErrorPosition(text: string, error: unknown): { line: number; column: number } | null {
  const message = error instanceof Error ? error.message : "";
  const lineColumn = /\(line (\d+) column (\d+)\)/.exec(message);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const offset = /at position (\d+)/.exec(message);
  const index = offset ? Number(offset[1]) : /end of JSON input/.test(message) ? text.length : null;
  if (index === null) {
    const at = parseDocument(text).errors[0]?.linePos?.[0];
    return at ? { line: at.line, column: at.col } : null;
  }
  const before = text.slice(0, index).split("\n");
  return { line: before.length, column: (before.at(-1) ?? "").length + 1 };
}

/** A `JSON.parse` error's message on one line (V8 quotes a snippet of the text, newlines and all). */
export function jsonErrorMessage(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, " ");
}
