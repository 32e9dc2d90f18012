/**
 * JSON Schema -> fast-check arbitraries for the subset our specs use: type (and nullable type
 * arrays), enum, const, pattern, min/max length, minimum/maximum (exclusive too), multipleOf, required,
 * properties, additionalProperties: false, items, prefixItems, min/max/uniqueItems, oneOf (exactly one
 * branch), anyOf, allOf, `$ref`, and the formats ajv-formats checks (date-time, date, time, duration, uuid,
 * email, uri and the other URI forms, hostname, ipv4, ipv6, json-pointer, regex). Valid values come from {@link schemaArbitrary}; values that
 * break one rule of a schema come from `schemaViolations` (violations.ts).
 */
import fc from "fast-check";
import { ContractkitError } from "../../generated/http/errors.ts";
import {
  annotatedSchema,
  LEFT_OUT_IN,
  schemaPattern,
  type TrafficDirection,
  withNumericExclusiveBounds,
} from "../../generated/http/operations.js";
import { deref, pointerOf } from "./spec.ts";

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
  /**
   * The direction the values travel: properties it leaves out (`readOnly` ones in a request,
   * `writeOnly` ones in a response) are never generated. Unset: every property may be.
   */
  readonly direction?: TrafficDirection | undefined;
  /**
   * Whether a value validates against a schema of the document, as the validator judging the values
   * reads it (`ContractValidator.matches`). Given, a `oneOf` without a discriminator yields only values
   * that match exactly one of its branches ({@link exclusiveOneOf}); unset, any branch's values.
   */
  readonly matches?: ((schema: Readonly<Record<string, unknown>>, value: unknown) => boolean) | undefined;
}

/** No value of a schema can be generated; `location` is the JSON pointer of the part that admits none. */
export class UnsatisfiableSchema extends ContractkitError {
  override readonly code = "schema_unsatisfiable";
  constructor(
    readonly location: string,
    message: string,
  ) {
    super(message);
    this.name = "UnsatisfiableSchema";
  }
}

/**
 * No value of a schema can be generated: every candidate of a `oneOf` matched several of its branches
 * (they overlap, e.g. objects that allow each other's members, or `number` beside `integer`).
 * `location` is the `oneOf`'s JSON pointer in the document.
 */
export class NoExclusiveValue extends UnsatisfiableSchema {
  constructor(location: string) {
    super(
      location,
      `no generated value matches exactly one branch of the oneOf at #${location}: its branches overlap (every candidate matched several)`,
    );
    this.name = "NoExclusiveValue";
  }
}

/** The members of an `allOf` ask for types no value has at once (a `string` and an `integer`). */
export class ConflictingTypes extends UnsatisfiableSchema {
  constructor(location: string, first: readonly string[], second: readonly string[]) {
    super(
      location,
      `no value is both ${first.join(" or ")} and ${second.join(" or ")}, as the allOf at #${location} asks`,
    );
    this.name = "ConflictingTypes";
  }
}

export const SAFE_MAX = Number.MAX_SAFE_INTEGER;
/** Free strings stay short unless a boundary is tested: long strings only cost bytes on the wire. */
const FREE_STRING_SPAN = 24;
const ARRAY_SPAN = 3;
/**
 * Past this depth only what a schema requires is generated (no optional members, the fewest items
 * allowed, null where allowed), so a recursive schema (a tree, a linked list) stops nesting.
 */
export const MAX_DEPTH = 8;
/** A schema that still nests here cannot end: every value of it would be infinitely deep. */
const ENDLESS_DEPTH = 2 * MAX_DEPTH;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A schema with `$ref` resolved and `allOf` members merged into one object schema. */
export function flattenSchema(root: Readonly<Record<string, unknown>>, schema: unknown): Record<string, unknown> {
  const resolved = withNumericExclusiveBounds(deref(root, schema));
  if (!Array.isArray(resolved.allOf)) return resolved;
  const { allOf, ...rest } = resolved;
  const location = pointerOf(root, allOf as unknown[]) ?? " (an inline allOf)";
  let merged: Record<string, unknown> = {};
  const parts: Record<string, unknown>[] = [];
  for (const member of allOf as unknown[]) {
    const part = flattenSchema(root, member);
    parts.push(part);
    merged = {
      ...merged,
      ...part,
      ...typeOfBoth(merged.type, part.type, location),
      properties: mergedProperties(merged.properties, part.properties),
      required: [
        ...(Array.isArray(merged.required) ? merged.required : []),
        ...(Array.isArray(part.required) ? part.required : []),
      ],
    };
  }
  const out: Record<string, unknown> = { ...merged, ...rest, ...typeOfBoth(merged.type, rest.type, location) };
  if (isRecord(merged.properties) || isRecord(rest.properties))
    out.properties = mergedProperties(merged.properties, rest.properties);
  const required = [
    ...(Array.isArray(merged.required) ? merged.required : []),
    ...(Array.isArray(rest.required) ? rest.required : []),
  ];
  if (required.length > 0) out.required = [...new Set(required)];
  else delete out.required;
  closeToAllowedNames(out, namesAllowedByAll([...parts, rest]), location);
  if (Object.keys(out.properties ?? {}).length === 0) delete out.properties;
  return out;
}

/**
 * The property names that every member closed by `additionalProperties: false` declares, or undefined
 * when none is closed. JSON Schema judges each member alone, so a closed member refuses the others'
 * properties (ajv does): two closed members with different properties accept only `{}`.
 */
function namesAllowedByAll(members: readonly Record<string, unknown>[]): Set<string> | undefined {
  let allowed: Set<string> | undefined;
  for (const member of members) {
    if (member.additionalProperties !== false || member.patternProperties !== undefined) continue;
    const names = Object.keys(isRecord(member.properties) ? member.properties : {});
    allowed = new Set(allowed ? names.filter((name) => allowed!.has(name)) : names);
  }
  return allowed;
}

/** Keeps only the allowed properties of a merged `allOf`; a required one that is not allowed makes it unsatisfiable. */
function closeToAllowedNames(
  merged: Record<string, unknown>,
  allowed: Set<string> | undefined,
  location: string,
): void {
  if (allowed === undefined) return;
  const refused = (Array.isArray(merged.required) ? merged.required.map(String) : []).find(
    (name) => !allowed.has(name),
  );
  if (refused !== undefined)
    throw new UnsatisfiableSchema(
      location,
      `the allOf at #${location} requires ${refused}, which a member closed by additionalProperties: false refuses`,
    );
  merged.additionalProperties = false;
  if (isRecord(merged.properties))
    merged.properties = Object.fromEntries(Object.entries(merged.properties).filter(([name]) => allowed.has(name)));
}

/**
 * The `type` a value must have to satisfy two schemas of an `allOf` (`integer` is a `number`), as a
 * member to spread (none when neither says); {@link ConflictingTypes} when no value can.
 */
function typeOfBoth(first: unknown, second: unknown, location: string): { type?: unknown } {
  if (first === undefined || second === undefined) {
    const type = first ?? second;
    return type === undefined ? {} : { type };
  }
  const list = (type: unknown) => (Array.isArray(type) ? type.map(String) : [String(type)]);
  const [left, right] = [list(first), list(second)];
  const holds = (type: string, types: readonly string[]) =>
    types.includes(type) || (type === "integer" && types.includes("number"));
  const both = [...new Set([...left.filter((t) => holds(t, right)), ...right.filter((t) => holds(t, left))])].filter(
    (type) => type !== "number" || (left.includes("number") && right.includes("number")),
  );
  if (both.length === 0) throw new ConflictingTypes(location, left, right);
  return { type: both.length === 1 ? both[0] : both };
}

/**
 * The properties of two `allOf` members: a property both declare keeps what each says (the later
 * member's keywords win where both set one), so `{type: string}` beside `{example: …}` stays a string.
 */
function mergedProperties(first: unknown, second: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(isRecord(first) ? first : {}) };
  for (const [name, schema] of Object.entries(isRecord(second) ? second : {}))
    out[name] = isRecord(out[name]) && isRecord(schema) ? { ...out[name], ...schema } : schema;
  return out;
}

/** The JSON types a schema allows (`type` string or array); empty when it does not say. */
export function schemaTypes(schema: Readonly<Record<string, unknown>>): string[] {
  if (typeof schema.type === "string") return [schema.type];
  if (Array.isArray(schema.type)) return schema.type.map(String);
  if (isRecord(schema.properties) || Array.isArray(schema.required)) return ["object"];
  if (schema.items !== undefined || Array.isArray(schema.prefixItems)) return ["array"];
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

/** One DNS label: letters, digits and inner hyphens. */
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,8}[a-z0-9])?$/;

/**
 * Addresses the common validators all take (zod's `z.email()`, which the generated clients check
 * responses with, HTML's `type=email`, ajv-formats): fast-check's `emailAddress()` draws from every
 * RFC 5322 local-part character (`{|}~`, `` ` ``, `?` …), and zod refused nearly all of them, so a
 * client validating the mock's answers threw and servers refused the suite's requests as invalid.
 */
const emailAddress: fc.Arbitrary<string> = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9](?:[a-z0-9._+-]{0,14}[a-z0-9])?$/).filter((local) => !local.includes("..")),
    fc.array(fc.stringMatching(DOMAIN_LABEL), { minLength: 1, maxLength: 2 }),
    fc.stringMatching(/^[a-z]{2,6}$/),
  )
  .map(([local, labels, topLevel]) => `${local}@${[...labels, topLevel].join(".")}`);

/** Two digits from 00 to `max`. */
const twoDigits = (max: number) => fc.nat({ max }).map((n) => String(n).padStart(2, "0"));

const jsonPointer = fc
  .array(fc.stringMatching(/^[a-z0-9]{1,6}$/), { maxLength: 3 })
  .map((tokens) => tokens.map((token) => `/${token}`).join(""));

/**
 * Strings of the other formats ajv-formats checks (its `full` mode, the validator's): free strings
 * were refused there (an empty `ipv6`, a `time` without its offset). The URI forms take web URLs,
 * which they include. Each is built once, when a schema first asks for it: three `webUrl()`s made
 * at import cost every mock and tester process over 100 MB of heap.
 */
const FORMATTED_STRINGS: Readonly<Record<string, () => fc.Arbitrary<string>>> = {
  time: () => fc.tuple(twoDigits(23), twoDigits(59), twoDigits(59)).map(([h, m, s]) => `${h}:${m}:${s}Z`),
  // ISO 8601 durations as RFC 3339 appendix A reads them: P3DT4H.
  duration: () => fc.tuple(fc.nat({ max: 400 }), fc.nat({ max: 23 })).map(([days, hours]) => `P${days}DT${hours}H`),
  hostname: () =>
    fc.array(fc.stringMatching(DOMAIN_LABEL), { minLength: 1, maxLength: 3 }).map((labels) => labels.join(".")),
  ipv4: () => fc.ipV4(),
  ipv6: () => fc.ipV6(),
  uri: () => fc.webUrl(),
  url: () => fc.webUrl(),
  "uri-reference": () => fc.webUrl(),
  // ajv's uri-template refuses some characters web URLs may hold (`'`): letters and digits only.
  "uri-template": () =>
    fc
      .tuple(fc.stringMatching(DOMAIN_LABEL), fc.array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { maxLength: 3 }))
      .map(([host, segments]) => `https://${host}.example/${segments.join("/")}`),
  iri: () => fc.webUrl(),
  "iri-reference": () => fc.webUrl(),
  "json-pointer": () => jsonPointer,
  "relative-json-pointer": () => fc.tuple(fc.nat({ max: 9 }), jsonPointer).map(([up, pointer]) => `${up}${pointer}`),
  regex: () => fc.constantFrom("^[a-z]+$", "\\d{3}", "a|b", "(x)?y"),
};

const builtFormats = new Map<string, fc.Arbitrary<string>>();

/** The strings of a format in {@link FORMATTED_STRINGS}, built on first use (arbitraries are immutable). */
function formattedStrings(format: string): fc.Arbitrary<string> | undefined {
  // Own entries only: a format named `constructor` is a free string, not Object's constructor.
  if (!Object.hasOwn(FORMATTED_STRINGS, format)) return undefined;
  const build = FORMATTED_STRINGS[format] as () => fc.Arbitrary<string>;
  let built = builtFormats.get(format);
  if (built === undefined) {
    built = build();
    builtFormats.set(format, built);
  }
  return built;
}

function stringArbitrary(schema: Record<string, unknown>, options: ArbitraryOptions): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === "number" ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === "number" ? schema.maxLength : undefined;
  const pattern = typeof schema.pattern === "string" ? schemaPattern(schema.pattern) : undefined;
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
  if (schema.format === "email") return emailAddress.filter(fits);
  const formatted = typeof schema.format === "string" ? formattedStrings(schema.format) : undefined;
  if (formatted) return formatted.filter(fits);
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
  if (isMultipleOf(schema.multipleOf))
    return multiplesArbitrary(schema, schema.multipleOf, -SAFE_MAX, SAFE_MAX).filter(Number.isInteger);
  // bigInt keeps the full safe range exact; fc.integer stops at 32 bits.
  return fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
}

function isMultipleOf(value: unknown): value is number {
  return typeof value === "number" && value > 0 && Number.isFinite(value);
}

/**
 * Numbers that are a multiple of `step` (`multipleOf`) within the schema's bounds: `k × step` for an
 * integer k, rounded to the step's decimals, and kept only when the quotient is an integer as
 * validators compute it (0.07 / 0.01 is not 7 in binary floating point).
 */
function multiplesArbitrary(
  schema: Record<string, unknown>,
  step: number,
  floor: number,
  ceiling: number,
): fc.Arbitrary<number> {
  const lowest = Math.max(
    typeof schema.minimum === "number" ? schema.minimum : floor,
    typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum : floor,
  );
  const highest = Math.min(
    typeof schema.maximum === "number" ? schema.maximum : ceiling,
    typeof schema.exclusiveMaximum === "number" ? schema.exclusiveMaximum : ceiling,
  );
  const decimals = (String(step).split(".")[1] ?? "").length;
  const within = (n: number) =>
    (typeof schema.exclusiveMinimum !== "number" || n > schema.exclusiveMinimum) &&
    (typeof schema.exclusiveMaximum !== "number" || n < schema.exclusiveMaximum) &&
    n >= lowest &&
    n <= highest;
  const first = Math.ceil(lowest / step);
  const last = Math.floor(highest / step);
  return fc
    .bigInt({ min: BigInt(Math.max(first, -SAFE_MAX)), max: BigInt(Math.min(last, SAFE_MAX)) })
    .map((k) => Number((Number(k) * step).toFixed(Math.min(decimals, 20))))
    .map((n) => (Object.is(n, -0) ? 0 : n))
    .filter((n) => within(n) && Number.isInteger(n / step));
}

function numberArbitrary(schema: Record<string, unknown>): fc.Arbitrary<number> {
  const min = typeof schema.minimum === "number" ? schema.minimum : -1e12;
  const max = typeof schema.maximum === "number" ? schema.maximum : 1e12;
  if (isMultipleOf(schema.multipleOf)) return multiplesArbitrary(schema, schema.multipleOf, -1e12, 1e12);
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
      if (Array.isArray(schema.prefixItems)) return tupleArbitrary(schema, schema.prefixItems, options, depth);
      const minLength = typeof schema.minItems === "number" ? schema.minItems : 0;
      const minimal = depth > MAX_DEPTH;
      if (minimal && minLength === 0) return fc.constant([]);
      const items = unlessUnsatisfiable(() => schemaArbitrary(schema.items ?? {}, options, undefined, depth + 1));
      // Items no value can be: only the empty array, where the schema allows it.
      if (items === undefined) {
        if (minLength > 0) return schemaArbitrary(schema.items ?? {}, options, undefined, depth + 1);
        return fc.constant([]);
      }
      const maxLength = minimal
        ? minLength
        : Math.min(
            typeof schema.maxItems === "number" ? schema.maxItems : minLength + ARRAY_SPAN,
            minLength + ARRAY_SPAN,
          );
      return schema.uniqueItems === true
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(items, { minLength, maxLength });
    }
    case "object": {
      const leftOut = options.direction === undefined ? undefined : LEFT_OUT_IN[options.direction];
      const properties = Object.fromEntries(
        Object.entries(isRecord(schema.properties) ? schema.properties : {}).filter(
          ([, property]) => leftOut === undefined || !annotatedSchema(options.root, property, leftOut),
        ),
      );
      const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
      for (const name of required)
        if (isRecord(schema.properties) && Object.hasOwn(schema.properties, name) && !Object.hasOwn(properties, name))
          required.delete(name);
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, propertySchema] of Object.entries(properties)) {
        if (depth > MAX_DEPTH && !required.has(name)) continue;
        const member = () => schemaArbitrary(propertySchema, options, name, depth + 1);
        // An optional member no value can be is left out: the object itself can still be generated.
        const arbitrary = required.has(name) ? member() : unlessUnsatisfiable(member);
        if (arbitrary !== undefined) shape[name] = arbitrary;
      }
      // Required members the schema names but does not describe may hold anything.
      for (const name of required) shape[name] ??= fc.jsonValue({ maxDepth: 1 });
      return fc.record(shape, { requiredKeys: [...required] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * A 2020-12 tuple (`prefixItems`): every prefix position filled, as the generated types (a TS tuple)
 * and zod schemas expect, then at most a few more items where `items` allows them (never when it is
 * `false`). Drawing it as a plain array gave items the prefix refuses, or an empty array.
 */
function tupleArbitrary(
  schema: Record<string, unknown>,
  prefixItems: readonly unknown[],
  options: ArbitraryOptions,
  depth: number,
): fc.Arbitrary<unknown[]> {
  const prefix = fc.tuple(...prefixItems.map((item) => schemaArbitrary(item, options, undefined, depth + 1)));
  const maxItems = typeof schema.maxItems === "number" ? schema.maxItems : Number.POSITIVE_INFINITY;
  const restSpan = Math.min(ARRAY_SPAN, Math.max(0, maxItems - prefixItems.length));
  if (schema.items === false || restSpan === 0 || depth > MAX_DEPTH) return prefix;
  const rest = fc.array(schemaArbitrary(schema.items ?? {}, options, undefined, depth + 1), { maxLength: restSpan });
  return fc.tuple(prefix, rest).map(([head, tail]) => [...head, ...tail]);
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
  if (depth > ENDLESS_DEPTH) {
    throw new Error("the schema requires members nested without end (a required member refers back to its own schema)");
  }
  const flat = flattenSchema(options.root, schema);
  if ("const" in flat) return fc.constant(flat.const);
  if (Array.isArray(flat.enum)) return enumArbitrary(flat, flat.enum);
  const alternatives = Array.isArray(flat.oneOf) ? flat.oneOf : Array.isArray(flat.anyOf) ? flat.anyOf : undefined;
  if (alternatives) {
    const { oneOf: _o, anyOf: _a, ...base } = flat;
    const build = (alternative: unknown) =>
      buildArbitrary({ ...base, ...flattenSchema(options.root, alternative) }, options, depth + 1);
    const branches =
      depth > MAX_DEPTH ? endingAlternatives(alternatives, build) : satisfiableAlternatives(alternatives, build);
    if (alternatives === flat.oneOf && options.matches && flat.discriminator === undefined && alternatives.length > 1)
      return exclusiveOneOf(alternatives, branches, base, options);
    return fc.oneof(...branches.map((branch) => branch.arbitrary));
  }
  const types = schemaTypes(flat);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  if (depth > MAX_DEPTH && types.includes("null")) return fc.constant(null);
  const arbitraries = types.map((type) => typedArbitrary(type, flat, options, depth));
  return arbitraries.length === 1 ? arbitraries[0]! : fc.oneof(...arbitraries);
}

/** The arbitrary `build` makes, or undefined when no value of its schema can be generated ({@link UnsatisfiableSchema}). */
function unlessUnsatisfiable(build: () => fc.Arbitrary<unknown>): fc.Arbitrary<unknown> | undefined {
  try {
    return build();
  } catch (error) {
    if (error instanceof UnsatisfiableSchema) return undefined;
    throw error;
  }
}

/** Whether a value has a JSON Schema type. */
function hasType(type: string, value: unknown): boolean {
  if (type === "null") return value === null;
  if (type === "integer") return Number.isInteger(value);
  if (type === "number") return typeof value === "number";
  if (type === "array") return Array.isArray(value);
  if (type === "object") return isRecord(value);
  return typeof value === type;
}

/**
 * The enum's values that its schema's `type` allows (3.0 `nullable` lets null in): an enum may list
 * values of another type (`''` in a `type: number` enum), which the schema still refuses. Every value
 * when none fits, so the schema's own contradiction shows.
 */
function enumArbitrary(schema: Record<string, unknown>, values: readonly unknown[]): fc.Arbitrary<unknown> {
  const types = schemaTypes(schema);
  const fitting = values.filter(
    (value) =>
      types.length === 0 || types.some((type) => hasType(type, value)) || (value === null && schema.nullable === true),
  );
  return fc.constantFrom(...(fitting.length > 0 ? fitting : values));
}

/** One alternative of a `oneOf`/`anyOf` and the arbitrary of its values (the siblings merged in). */
interface Branch {
  readonly schema: unknown;
  readonly arbitrary: fc.Arbitrary<unknown>;
}

/** Deep in a recursive schema, the alternatives that can still end (a leaf beside a node); all end, or the first error. */
function endingAlternatives(
  alternatives: readonly unknown[],
  build: (alternative: unknown) => fc.Arbitrary<unknown>,
): Branch[] {
  const built: Branch[] = [];
  let failure: unknown;
  for (const schema of alternatives) {
    try {
      built.push({ schema, arbitrary: build(schema) });
    } catch (error) {
      failure ??= error;
    }
  }
  if (built.length === 0) throw failure;
  return built;
}

/**
 * The alternatives whose values can be generated: one that nests a `oneOf` no value can satisfy is
 * left out while another remains; when none remains, the first reason is thrown.
 */
function satisfiableAlternatives(
  alternatives: readonly unknown[],
  build: (alternative: unknown) => fc.Arbitrary<unknown>,
): Branch[] {
  const built: Branch[] = [];
  let failure: UnsatisfiableSchema | undefined;
  for (const schema of alternatives) {
    try {
      built.push({ schema, arbitrary: build(schema) });
    } catch (error) {
      if (!(error instanceof UnsatisfiableSchema)) throw error;
      failure ??= error;
    }
  }
  if (built.length === 0 && failure) throw failure;
  return built;
}

/** Candidates drawn per branch (fixed seed, so generation stays deterministic) to learn whether it yields exclusive values. */
const EXCLUSIVE_PROBES = 24;

/** Values tried, in this order, as a member another branch declares and must refuse. */
const REFUSED_MEMBER_VALUES: readonly unknown[] = [0, "x", false, null, [], {}];

/**
 * The values of a `oneOf` that match exactly one branch, as JSON Schema's `oneOf` asks: each
 * branch's values, made exclusive where they are objects ({@link excludingOthers}), then kept only
 * when no other branch matches them. A branch none of whose probed candidates is exclusive (an
 * `integer` beside a `number`) is left out; when every branch is, {@link NoExclusiveValue} says where.
 */
function exclusiveOneOf(
  oneOf: readonly unknown[],
  branches: readonly Branch[],
  base: Readonly<Record<string, unknown>>,
  options: ArbitraryOptions,
): fc.Arbitrary<unknown> {
  const matches = (schema: unknown, value: unknown) => options.matches!(schema as Record<string, unknown>, value);
  const viable: fc.Arbitrary<unknown>[] = [];
  for (const { schema, arbitrary } of branches) {
    const others = oneOf.filter((other) => other !== schema);
    const exclusive = (value: unknown) => matches(schema, value) && others.every((other) => !matches(other, value));
    const candidates = arbitrary.map((value) => excludingOthers(value, schema, others, base, options));
    if (fc.sample(candidates, { numRuns: EXCLUSIVE_PROBES, seed: 0 }).some(exclusive))
      viable.push(candidates.filter(exclusive));
  }
  if (viable.length === 0) throw new NoExclusiveValue(pointerOf(options.root, oneOf) ?? " (an inline oneOf)");
  return fc.oneof(...viable);
}

/** The names a flattened schema requires. */
function requiredNames(schema: Readonly<Record<string, unknown>>): string[] {
  return Array.isArray(schema.required) ? schema.required.map(String) : [];
}

/**
 * An object value of one `oneOf` branch changed, where its own schema allows, so that the other
 * branches refuse it: a member another branch requires and this one does not is left out, else a
 * member another branch declares and this one does not is added with a value that declaration
 * refuses (objects that allow each other's members otherwise match every branch). Other values
 * are returned as they are.
 */
function excludingOthers(
  value: unknown,
  own: unknown,
  others: readonly unknown[],
  base: Readonly<Record<string, unknown>>,
  options: ArbitraryOptions,
): unknown {
  if (!isRecord(value)) return value;
  const matches = (schema: unknown, candidate: unknown) =>
    options.matches!(schema as Record<string, unknown>, candidate);
  const ownFlat = flattenSchema(options.root, own);
  const declared = (name: string) =>
    [ownFlat.properties, base.properties].some((properties) => isRecord(properties) && Object.hasOwn(properties, name));
  const kept = new Set([...requiredNames(ownFlat), ...requiredNames(base)]);
  const closed = ownFlat.additionalProperties === false || base.additionalProperties === false;
  let out: Record<string, unknown> = value;
  for (const other of others) {
    if (!matches(other, out)) continue;
    const otherFlat = flattenSchema(options.root, other);
    const droppable = requiredNames(otherFlat).find((name) => !kept.has(name) && Object.hasOwn(out, name));
    if (droppable !== undefined) {
      const { [droppable]: _left, ...rest } = out;
      out = rest;
      continue;
    }
    if (closed || !isRecord(otherFlat.properties)) continue;
    for (const [name, schema] of Object.entries(otherFlat.properties)) {
      if (declared(name)) continue;
      const refused = REFUSED_MEMBER_VALUES.find((candidate) => !matches(schema, candidate));
      if (refused === undefined) continue;
      out = { ...out, [name]: refused };
      break;
    }
  }
  return out;
}
