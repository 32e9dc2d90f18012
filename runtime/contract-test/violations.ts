/**
 * Values that break exactly one rule of a schema (negative data, runtime/contract-test/negative.ts):
 * every single-rule violation of a body schema, and invalid raw values of a parameter.
 */
import fc from "fast-check";
import { schemaPattern } from "../../generated/http/operations.js";
import {
  flattenSchema,
  isRecord,
  MAX_DEPTH,
  SAFE_MAX,
  schemaArbitrary,
  schemaTypes,
  UnsatisfiableSchema,
} from "./arbitraries.ts";
import type { JsonSchema } from "./spec.ts";

/** One way to break a value so it no longer satisfies its schema. */
export interface SchemaViolation {
  /** JSON pointer segments to the member concerned (empty = the value itself). */
  readonly at: readonly string[];
  /** The rule broken, e.g. `maxLength`, `required`, `type`. */
  readonly rule: string;
  /** Human-readable, e.g. `/name longer than maxLength 120`. */
  readonly description: string;
  /** Replace the member by this value; `undefined` with `remove` set deletes it. */
  readonly value?: unknown;
  readonly remove?: boolean;
}

function pointer(at: readonly string[]): string {
  return at.length === 0 ? "/" : `/${at.join("/")}`;
}

/** A value of another JSON type than every type the schema allows. */
function wrongTypeValue(types: readonly string[]): unknown {
  const candidates: [string, unknown][] = [
    ["string", "not-a-number"],
    ["integer", 12345],
    ["boolean", true],
    ["object", { unexpected: 1 }],
    ["array", [1, 2]],
    ["null", null],
  ];
  for (const [type, value] of candidates)
    if (!types.includes(type) && !(type === "integer" && types.includes("number"))) return value;
  return undefined;
}

/** Strings that break a pattern for most patterns; the caller checks which ones really do. */
const PATTERN_BREAKERS = ["!", " spaced out ", "__invalid__", "0x", "-", "ZZ", "9".repeat(80), "é"];

type FlatSchema = ReturnType<typeof flattenSchema>;

/** Too long, too short, not matching the pattern, not the date format. */
function stringViolations(flat: FlatSchema, at: readonly string[]): SchemaViolation[] {
  const out: SchemaViolation[] = [];
  if (typeof flat.maxLength === "number")
    out.push({
      at,
      rule: "maxLength",
      description: `${pointer(at)} longer than maxLength ${flat.maxLength}`,
      value: "x".repeat(flat.maxLength + 1),
    });
  if (typeof flat.minLength === "number" && flat.minLength > 0)
    out.push({
      at,
      rule: "minLength",
      description: `${pointer(at)} shorter than minLength ${flat.minLength}`,
      value: "",
    });
  if (typeof flat.pattern === "string") {
    const pattern = schemaPattern(flat.pattern);
    const breaker = PATTERN_BREAKERS.find((candidate) => !pattern.test(candidate));
    if (breaker !== undefined)
      out.push({ at, rule: "pattern", description: `${pointer(at)} not matching ${flat.pattern}`, value: breaker });
  }
  if (flat.format === "date-time" || flat.format === "date")
    out.push({ at, rule: "format", description: `${pointer(at)} not a ${flat.format}`, value: "yesterday" });
  return out;
}

/** Above the maximum, below the minimum, a fraction where an integer is required. */
function numberViolations(flat: FlatSchema, types: readonly string[], at: readonly string[]): SchemaViolation[] {
  const out: SchemaViolation[] = [];
  if (typeof flat.maximum === "number" && flat.maximum < SAFE_MAX)
    out.push({
      at,
      rule: "maximum",
      description: `${pointer(at)} above maximum ${flat.maximum}`,
      value: flat.maximum + 1,
    });
  else if (typeof flat.maximum === "number")
    out.push({ at, rule: "maximum", description: `${pointer(at)} above maximum ${flat.maximum}`, value: 1e300 });
  if (typeof flat.minimum === "number")
    out.push({
      at,
      rule: "minimum",
      description: `${pointer(at)} below minimum ${flat.minimum}`,
      value: flat.minimum - 1,
    });
  if (types.includes("integer") && !types.includes("number"))
    out.push({
      at,
      rule: "type",
      description: `${pointer(at)} a fraction where an integer is required`,
      value: (typeof flat.minimum === "number" ? flat.minimum : 0) + 1.5,
    });
  return out;
}

/** A required member missing, an unknown member, and every violation of each member's schema. */
function objectViolations(
  root: Readonly<Record<string, unknown>>,
  flat: FlatSchema,
  at: readonly string[],
  depth: number,
): SchemaViolation[] {
  const out: SchemaViolation[] = [];
  const properties = isRecord(flat.properties) ? flat.properties : {};
  for (const name of Array.isArray(flat.required) ? flat.required.map(String) : [])
    out.push({
      at: [...at, name],
      rule: "required",
      description: `required member ${pointer([...at, name])} missing`,
      remove: true,
    });
  if (flat.additionalProperties === false)
    out.push({
      at: [...at, "unexpected_member"],
      rule: "additionalProperties",
      description: `unknown member ${pointer([...at, "unexpected_member"])}`,
      value: "surprise",
    });
  for (const [name, propertySchema] of Object.entries(properties))
    out.push(...schemaViolations(root, propertySchema, [...at, name], depth + 1));
  return out;
}

/**
 * Every single-rule violation of a schema, recursing into object members. Each is checked by the
 * caller against the schema before use, so a violation that is valid after all is never reported.
 */
export function schemaViolations(
  root: Readonly<Record<string, unknown>>,
  schema: unknown,
  at: readonly string[] = [],
  depth = 0,
): SchemaViolation[] {
  if (depth > MAX_DEPTH) return [];
  let flat: FlatSchema;
  try {
    flat = flattenSchema(root, schema);
  } catch (error) {
    // A member no value can be (an allOf of a string and an integer) is left out of valid values: nothing to break.
    if (error instanceof UnsatisfiableSchema) return [];
    throw error;
  }
  const out: SchemaViolation[] = [];
  const types = schemaTypes(flat);
  const wrong = types.length > 0 ? wrongTypeValue(types) : undefined;
  if (wrong !== undefined)
    out.push({
      at,
      rule: "type",
      description: `${pointer(at)} of type ${typeof wrong === "object" ? (wrong === null ? "null" : Array.isArray(wrong) ? "array" : "object") : typeof wrong} where ${types.join(" or ")} is required`,
      value: wrong,
    });
  if (Array.isArray(flat.enum))
    out.push({
      at,
      rule: "enum",
      description: `${pointer(at)} not one of ${flat.enum.map((v) => JSON.stringify(v)).join(", ")}`,
      value: "__not_in_enum__",
    });
  if ("const" in flat)
    out.push({ at, rule: "const", description: `${pointer(at)} not the constant`, value: "__not_the_const__" });
  if (types.includes("string")) out.push(...stringViolations(flat, at));
  if (types.includes("integer") || types.includes("number")) out.push(...numberViolations(flat, types, at));
  if (types.includes("array") && typeof flat.maxItems === "number") {
    const item =
      flat.items === undefined ? 1 : fc.sample(schemaArbitrary(flat.items, { root }), { numRuns: 1, seed: 1 })[0];
    out.push({
      at,
      rule: "maxItems",
      description: `${pointer(at)} with more than ${flat.maxItems} items`,
      value: Array.from({ length: flat.maxItems + 1 }, () => item),
    });
  }
  if (types.includes("object")) out.push(...objectViolations(root, flat, at, depth));
  return out;
}

/** Applies a violation to a (cloned) valid value; creates missing parent objects on the way. */
export function applyViolation(value: unknown, violation: SchemaViolation): unknown {
  if (violation.at.length === 0) return violation.remove ? undefined : violation.value;
  const copy: unknown = structuredClone(value);
  if (!isRecord(copy)) return copy;
  let node: Record<string, unknown> = copy;
  for (const key of violation.at.slice(0, -1)) {
    const next = node[key];
    if (!isRecord(next)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = violation.at[violation.at.length - 1]!;
  if (violation.remove) delete node[last];
  else node[last] = violation.value;
  return copy;
}

/** Invalid raw values for a parameter (query, path or header values are strings on the wire). */
export function invalidParameterValues(
  root: Readonly<Record<string, unknown>>,
  schema: JsonSchema,
): { value: string; rule: string; description: string }[] {
  const flat = flattenSchema(root, schema);
  const types = schemaTypes(flat);
  const out: { value: string; rule: string; description: string }[] = [];
  if (types.includes("integer") || types.includes("number")) {
    out.push({ value: "not-a-number", rule: "type", description: "not a number" });
    if (types.includes("integer") && !types.includes("number"))
      out.push({ value: "1.5", rule: "type", description: "a fraction where an integer is required" });
    if (typeof flat.maximum === "number")
      out.push({
        value: String(flat.maximum < SAFE_MAX ? flat.maximum + 1 : "1e300"),
        rule: "maximum",
        description: `above maximum ${flat.maximum}`,
      });
    if (typeof flat.minimum === "number")
      out.push({ value: String(flat.minimum - 1), rule: "minimum", description: `below minimum ${flat.minimum}` });
  }
  if (types.includes("boolean")) out.push({ value: "maybe", rule: "type", description: "not a boolean" });
  const items = types.includes("array") && flat.items !== undefined ? flattenSchema(root, flat.items) : undefined;
  for (const candidate of items ? [items] : [flat]) {
    if (Array.isArray(candidate.enum))
      out.push({ value: "__not_in_enum__", rule: "enum", description: "not one of the enum values" });
    if (typeof candidate.maxLength === "number")
      out.push({
        value: "x".repeat(candidate.maxLength + 1),
        rule: "maxLength",
        description: `longer than maxLength ${candidate.maxLength}`,
      });
    if (typeof candidate.pattern === "string") {
      const pattern = new RegExp(candidate.pattern, "u");
      const breaker = PATTERN_BREAKERS.find((b) => !pattern.test(b));
      if (breaker !== undefined)
        out.push({ value: breaker, rule: "pattern", description: `not matching ${candidate.pattern}` });
    }
    if (candidate.format === "date-time" || candidate.format === "date")
      out.push({ value: "yesterday", rule: "format", description: `not a ${candidate.format}` });
  }
  return out;
}
