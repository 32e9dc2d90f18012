/**
 * The JSON vocabulary the spec checks (validate-*.ts) and the breaking-change report (diff-*.ts) share:
 * a parsed spec is plain JSON, walked as records, and every check reports through one signature.
 */
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
