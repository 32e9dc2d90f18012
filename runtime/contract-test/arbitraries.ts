/**
 * JSON Schema -> fast-check arbitraries for the subset our specs use: type (and nullable type
 * arrays), enum, const, pattern, min/max length, minimum/maximum (exclusive too), required,
 * properties, additionalProperties: false, items, min/max/uniqueItems, oneOf, anyOf, allOf, `$ref`,
 * and the formats date-time, date, uuid, email and uri. Valid values come from {@link schemaArbitrary}; values that
 * break one rule of a schema come from {@link schemaViolations}.
 */
import fc from "fast-check";
import { deref, type JsonSchema } from "./spec.ts";

/**
 * Chooses the values used for a named property or parameter. It receives the arbitrary built from
 * the schema and returns it, a mix with known values (ids of resources the suite created) or a
 * narrower valid range (small amounts, so a run does not exhaust the bank's deposit limit).
 */
export type ValueHint = (name: string, generated: fc.Arbitrary<unknown>) => fc.Arbitrary<unknown>;

/** What {@link schemaArbitrary} needs besides the schema. */
export interface ArbitraryOptions {
  /** The document `$ref`s point into. */
  readonly root: Readonly<Record<string, unknown>>;
  readonly hint?: ValueHint | undefined;
  /** Only printable ASCII in free strings (header values). */
  readonly asciiOnly?: boolean | undefined;
}

const SAFE_MAX = Number.MAX_SAFE_INTEGER;
/** Free strings stay short unless a boundary is tested: long strings only cost bytes on the wire. */
const FREE_STRING_SPAN = 24;
const ARRAY_SPAN = 3;
const MAX_DEPTH = 8;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A schema with `$ref` resolved and `allOf` members merged into one object schema. */
export function flattenSchema(root: Readonly<Record<string, unknown>>, schema: unknown): Record<string, unknown> {
  const resolved = deref(root, schema);
  if (!Array.isArray(resolved.allOf)) return resolved;
  const { allOf, ...rest } = resolved;
  let merged: Record<string, unknown> = {};
  for (const member of allOf as unknown[]) {
    const part = flattenSchema(root, member);
    merged = {
      ...merged,
      ...part,
      properties: {
        ...(isRecord(merged.properties) ? merged.properties : {}),
        ...(isRecord(part.properties) ? part.properties : {}),
      },
      required: [
        ...(Array.isArray(merged.required) ? merged.required : []),
        ...(Array.isArray(part.required) ? part.required : []),
      ],
    };
  }
  const out: Record<string, unknown> = { ...merged, ...rest };
  if (isRecord(merged.properties) || isRecord(rest.properties))
    out.properties = {
      ...(isRecord(merged.properties) ? merged.properties : {}),
      ...(isRecord(rest.properties) ? rest.properties : {}),
    };
  const required = [
    ...(Array.isArray(merged.required) ? merged.required : []),
    ...(Array.isArray(rest.required) ? rest.required : []),
  ];
  if (required.length > 0) out.required = [...new Set(required)];
  else delete out.required;
  if (Object.keys(out.properties ?? {}).length === 0) delete out.properties;
  return out;
}

/** The JSON types a schema allows (`type` string or array); empty when it does not say. */
export function schemaTypes(schema: Readonly<Record<string, unknown>>): string[] {
  if (typeof schema.type === "string") return [schema.type];
  if (Array.isArray(schema.type)) return schema.type.map(String);
  if (isRecord(schema.properties) || Array.isArray(schema.required)) return ["object"];
  if (schema.items !== undefined) return ["array"];
  return [];
}

function codePoints(text: string): number {
  return [...text].length;
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString();
}

const MIN_TIME = Date.UTC(1970, 0, 1);
const MAX_TIME = Date.UTC(2099, 11, 31, 23, 59, 59, 999);

function stringArbitrary(schema: Record<string, unknown>, options: ArbitraryOptions): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === "number" ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === "number" ? schema.maxLength : undefined;
  const pattern = typeof schema.pattern === "string" ? new RegExp(schema.pattern, "u") : undefined;
  const fits = (s: string) =>
    codePoints(s) >= minLength &&
    (maxLength === undefined || codePoints(s) <= maxLength) &&
    (!pattern || pattern.test(s));
  if (schema.format === "date-time") return fc.integer({ min: MIN_TIME, max: MAX_TIME }).map(isoDate).filter(fits);
  if (schema.format === "date")
    return fc
      .integer({ min: MIN_TIME, max: MAX_TIME })
      .map((ms) => isoDate(ms).slice(0, 10))
      .filter(fits);
  if (schema.format === "uuid") return fc.uuid().filter(fits);
  if (schema.format === "email") return fc.emailAddress().filter(fits);
  if (schema.format === "uri" || schema.format === "url") return fc.webUrl().filter(fits);
  if (pattern) return fc.stringMatching(pattern).filter(fits);
  const span = Math.min(maxLength ?? minLength + FREE_STRING_SPAN, minLength + FREE_STRING_SPAN);
  const ascii = fc.string({ unit: "grapheme-ascii", minLength, maxLength: span });
  const variants: fc.WeightedArbitrary<string>[] = [{ weight: 6, arbitrary: ascii }];
  if (!options.asciiOnly)
    variants.push({ weight: 2, arbitrary: fc.string({ unit: "grapheme", minLength, maxLength: span }).filter(fits) });
  // The boundary: a string of exactly maxLength characters.
  if (maxLength !== undefined && maxLength > span)
    variants.push({ weight: 1, arbitrary: fc.constantFrom("a", "Z", "7").map((c) => c.repeat(maxLength)) });
  return fc.oneof(...variants).filter((s) => !options.asciiOnly || /^[ -~]*$/.test(s));
}

function integerArbitrary(schema: Record<string, unknown>): fc.Arbitrary<number> {
  let min = typeof schema.minimum === "number" ? Math.ceil(schema.minimum) : -SAFE_MAX;
  let max = typeof schema.maximum === "number" ? Math.floor(schema.maximum) : SAFE_MAX;
  if (typeof schema.exclusiveMinimum === "number") min = Math.max(min, Math.floor(schema.exclusiveMinimum) + 1);
  if (typeof schema.exclusiveMaximum === "number") max = Math.min(max, Math.ceil(schema.exclusiveMaximum) - 1);
  // bigInt keeps the full safe range exact; fc.integer stops at 32 bits.
  return fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
}

function numberArbitrary(schema: Record<string, unknown>): fc.Arbitrary<number> {
  const min = typeof schema.minimum === "number" ? schema.minimum : -1e12;
  const max = typeof schema.maximum === "number" ? schema.maximum : 1e12;
  return fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true })
    .filter(
      (n) =>
        (typeof schema.exclusiveMinimum !== "number" || n > schema.exclusiveMinimum) &&
        (typeof schema.exclusiveMaximum !== "number" || n < schema.exclusiveMaximum),
    )
    .map((n) => (Object.is(n, -0) ? 0 : n));
}

function typedArbitrary(
  type: string,
  schema: Record<string, unknown>,
  options: ArbitraryOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return integerArbitrary(schema);
    case "number":
      return numberArbitrary(schema);
    case "string":
      return stringArbitrary(schema, options);
    case "array": {
      const items = schemaArbitrary(schema.items ?? {}, options, undefined, depth + 1);
      const minLength = typeof schema.minItems === "number" ? schema.minItems : 0;
      const maxLength = Math.min(
        typeof schema.maxItems === "number" ? schema.maxItems : minLength + ARRAY_SPAN,
        minLength + ARRAY_SPAN,
      );
      return schema.uniqueItems === true
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(items, { minLength, maxLength });
    }
    case "object": {
      const properties = isRecord(schema.properties) ? schema.properties : {};
      const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, propertySchema] of Object.entries(properties))
        shape[name] = schemaArbitrary(propertySchema, options, name, depth + 1);
      // Required members the schema names but does not describe may hold anything.
      for (const name of required) shape[name] ??= fc.jsonValue({ maxDepth: 1 });
      return fc.record(shape, { requiredKeys: [...required] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * An arbitrary of values valid against `schema`. `name` is the property or parameter the value is
 * for, passed to the hint so known values (real ids) can be mixed in.
 */
export function schemaArbitrary(
  schema: unknown,
  options: ArbitraryOptions,
  name?: string,
  depth = 0,
): fc.Arbitrary<unknown> {
  const generated = buildArbitrary(schema, options, depth);
  return name !== undefined && options.hint ? options.hint(name, generated) : generated;
}

function buildArbitrary(schema: unknown, options: ArbitraryOptions, depth: number): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) throw new Error("schema nests deeper than the suite generates; is it recursive?");
  const flat = flattenSchema(options.root, schema);
  if ("const" in flat) return fc.constant(flat.const);
  if (Array.isArray(flat.enum)) return fc.constantFrom(...(flat.enum as unknown[]));
  const alternatives = Array.isArray(flat.oneOf) ? flat.oneOf : Array.isArray(flat.anyOf) ? flat.anyOf : undefined;
  if (alternatives) {
    const { oneOf: _o, anyOf: _a, ...base } = flat;
    return fc.oneof(
      ...alternatives.map((alternative) =>
        buildArbitrary({ ...base, ...flattenSchema(options.root, alternative) }, options, depth + 1),
      ),
    );
  }
  const types = schemaTypes(flat);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  const arbitraries = types.map((type) => typedArbitrary(type, flat, options, depth));
  return arbitraries.length === 1 ? arbitraries[0]! : fc.oneof(...arbitraries);
}

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
  const flat = flattenSchema(root, schema);
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
  if (types.includes("string")) {
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
      const pattern = new RegExp(flat.pattern, "u");
      const breaker = PATTERN_BREAKERS.find((candidate) => !pattern.test(candidate));
      if (breaker !== undefined)
        out.push({ at, rule: "pattern", description: `${pointer(at)} not matching ${flat.pattern}`, value: breaker });
    }
    if (flat.format === "date-time" || flat.format === "date")
      out.push({ at, rule: "format", description: `${pointer(at)} not a ${flat.format}`, value: "yesterday" });
  }
  if (types.includes("integer") || types.includes("number")) {
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
  }
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
  if (types.includes("object")) {
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
  }
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
