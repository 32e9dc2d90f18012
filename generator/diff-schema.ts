/**
 * Schema comparison for the OpenAPI breaking-change report (docs/spec-checks.md). A schema pair is
 * compared in the direction its values travel: in a request the new schema must accept all the old
 * one accepted, in a response it must produce nothing the old one could not.
 */
import { BREAKING, type ChangeList, NON_BREAKING } from "./diff-changes.ts";
import { dereference } from "./openapi-document.ts";
import { childPointer as child } from "./pointer.ts";
import { isRecord, type JsonObject } from "./spec-json.ts";

/** Which way values travel: requests are what old clients send, responses what they receive. */
export type Direction = "request" | "response";

/** One schema and the document and pointer it is read from. */
export interface Side {
  doc: JsonObject;
  node: unknown;
  at: string;
}

/** What every comparison of one diff shares: the changes found, and the schema pairs already compared. */
export interface SchemaContext {
  out: ChangeList;
  visited: Set<string>;
  old: { doc: JsonObject };
  new: { doc: JsonObject };
}

/** Keywords bounding a value from above and from below (JSON Schema Validation §6.2–6.5). */
const UPPER_LIMITS = ["maxLength", "maximum", "exclusiveMaximum", "maxItems", "maxProperties"] as const;
const LOWER_LIMITS = ["minLength", "minimum", "exclusiveMinimum", "minItems", "minProperties"] as const;

/**
 * A type set; undefined means "any type". `integer` is covered by `number`. OpenAPI 3.0 writes a
 * nullable type as `nullable: true` beside `type` (OAS 3.0.3 §4.7.24.1) where 3.1 lists `null`; both
 * read as `null` in the set, so the same rule judges them.
 */
function typeSet(schema: JsonObject, nullable: boolean): Set<string> | undefined {
  const type = schema.type;
  const types =
    typeof type === "string"
      ? new Set([type])
      : Array.isArray(type)
        ? new Set(type.filter((t): t is string => typeof t === "string"))
        : undefined;
  if (types !== undefined && nullable) types.add("null");
  return types;
}

/** Whether some value has a type both sets allow: an object that became nullable still has fields worth diffing. */
const overlaps = (a: Set<string> | undefined, b: Set<string> | undefined): boolean =>
  a === undefined ||
  b === undefined ||
  [...a].some((t) => t !== "null" && covers(b, new Set([t]))) ||
  [...b].some((t) => t !== "null" && covers(a, new Set([t])));

const covers = (outer: Set<string> | undefined, inner: Set<string> | undefined): boolean => {
  if (outer === undefined) return true;
  if (inner === undefined) return false;
  return [...inner].every((t) => outer.has(t) || (t === "integer" && outer.has("number")));
};

const describeTypes = (types: Set<string> | undefined) => (types === undefined ? "any" : [...types].join("|"));

/**
 * Compares two schemas in one direction. In a request the new schema must accept all the old one
 * accepted (widening is safe); in a response it must produce nothing the old one could not
 * (narrowing is safe).
 */
export function compareSchema(
  ctx: SchemaContext,
  direction: Direction,
  oldSide: Side,
  newSide: Side,
  where: string,
  field: string,
): void {
  const { out } = ctx;
  const oldResolved = resolveSchema(oldSide.doc, oldSide.node, oldSide.at);
  const newResolved = resolveSchema(newSide.doc, newSide.node, newSide.at);
  if (oldResolved === undefined || newResolved === undefined) return;
  // Each pair of schema locations is compared once per direction: stops recursion through cycles and
  // reports a shared component once. Whether a wrapper made it nullable is part of the pair: the same
  // component reached through a wrapper that became nullable is a change of its own.
  const visitKey = `${direction}\u0000${oldResolved.pointer}\u0000${newResolved.pointer}\u0000${oldResolved.nullableAt !== undefined}\u0000${newResolved.nullableAt !== undefined}`;
  if (ctx.visited.has(visitKey)) return;
  ctx.visited.add(visitKey);
  const o = oldResolved.node;
  const n = newResolved.node;
  const subject = field === "" ? where : `${where} field \`${field}\``;
  if (!isRecord(o) || !isRecord(n)) {
    diffSchemaPresence(out, direction, o, n, newResolved.pointer, subject);
    return;
  }
  const pair: SchemaPair = {
    ctx,
    direction,
    o,
    n,
    oldSide: { doc: oldSide.doc, at: oldResolved.pointer, nullableAt: oldResolved.nullableAt },
    newSide: { doc: newSide.doc, at: newResolved.pointer, nullableAt: newResolved.nullableAt },
    subject,
  };
  // A value of a different kind now: listing its old fields as removed would be noise.
  if (!diffTypes(pair)) return;
  diffEnum(pair);
  diffLimits(pair);
  diffConstraintKeywords(pair);
  diffProperties(ctx, direction, oldResolved, newResolved, where, field);
  diffSubschemas(pair, where, field);
}

/** A media type or parameter without `schema`, or the schema `true`, allows any value (JSON Schema §4.3.2). */
const allowsAnyValue = (schema: unknown) => schema === undefined || schema === true;

/**
 * A schema that appeared where any value was allowed narrows, one that went widens, each judged by
 * direction. Otherwise (`false`, a malformed schema) any difference breaks: nothing tells which way it went.
 */
function diffSchemaPresence(
  out: ChangeList,
  direction: Direction,
  before: unknown,
  after: unknown,
  at: string,
  subject: string,
): void {
  const request = direction === "request";
  if (allowsAnyValue(before) && allowsAnyValue(after)) return;
  if (allowsAnyValue(before)) {
    out.add(
      request ? BREAKING : NON_BREAKING,
      `${direction}-type-${request ? "changed" : "narrowed"}`,
      at,
      `${subject}: now has a schema where any value was allowed`,
    );
  } else if (allowsAnyValue(after)) {
    out.add(
      request ? NON_BREAKING : BREAKING,
      `${direction}-type-${request ? "widened" : "changed"}`,
      at,
      `${subject}: no longer has a schema, so any value is allowed`,
    );
  } else if (JSON.stringify(before) !== JSON.stringify(after)) {
    out.add(BREAKING, `${direction}-type-changed`, at, `${subject}: schema changed`);
  }
}

/** Two resolved object schemas being compared, with where each lives and how changes name them. */
interface SchemaPair {
  ctx: SchemaContext;
  direction: Direction;
  o: JsonObject;
  n: JsonObject;
  oldSide: ResolvedSide;
  newSide: ResolvedSide;
  subject: string;
}

/** Where a compared schema lives, and where the `nullable: true` that applies to it is written, if one does. */
interface ResolvedSide {
  doc: JsonObject;
  at: string;
  nullableAt: string | undefined;
}

/**
 * Keywords that describe a schema without constraining its values (JSON Schema Validation §9, the
 * OpenAPI Schema Object's fixed fields): a one-member `allOf` beside only these is a mere wrapper.
 */
const ANNOTATIONS = new Set([
  "title",
  "description",
  "default",
  "example",
  "examples",
  "deprecated",
  "readOnly",
  "writeOnly",
  "externalDocs",
  "xml",
  "$comment",
]);

/** Whether a schema is `{allOf: [one], …}` whose other keywords add no constraint of their own. */
function isAllOfWrapper(schema: JsonObject, member: unknown): boolean {
  if (!Array.isArray(schema.allOf) || schema.allOf.length !== 1) return false;
  return Object.keys(schema).every(
    (key) =>
      key === "allOf" ||
      key === "nullable" ||
      key.startsWith("x-") ||
      ANNOTATIONS.has(key) ||
      // `type: object` beside an `allOf` of an object schema repeats what the member says.
      (key === "type" && isRecord(member) && JSON.stringify(member.type) === JSON.stringify(schema.type)),
  );
}

/**
 * A schema with its `$ref`s followed and its wrappers taken off. OpenAPI 3.0 cannot put keywords
 * beside a `$ref`, so a referenced schema that needs a description or `nullable` is written
 * `{allOf: [{$ref}], description, nullable: true}`; compared as written, the wrapper has no enum,
 * variants or type of its own and every change inside the referenced schema went unreported.
 * `nullableAt` is where a `nullable: true` that applies to the result is written (the schema's own
 * or a wrapper's).
 */
function resolveSchema(
  doc: JsonObject,
  node: unknown,
  at: string,
): { node: unknown; pointer: string; nullableAt: string | undefined } | undefined {
  let resolved = dereference(doc, node, at);
  let nullableAt: string | undefined;
  // Wrappers nest only a few deep; 16 stops a cycle of wrappers.
  for (let depth = 0; depth < 16 && resolved !== undefined && isRecord(resolved.node); depth++) {
    const schema = resolved.node;
    if (schema.nullable === true) nullableAt ??= `${resolved.pointer}/nullable`;
    if (!Array.isArray(schema.allOf)) break;
    const member = dereference(doc, schema.allOf[0], `${resolved.pointer}/allOf/0`);
    if (member === undefined || !isAllOfWrapper(schema, member.node)) break;
    resolved = member;
  }
  return resolved === undefined ? undefined : { ...resolved, nullableAt };
}

/**
 * Reports a changed `type` (or nullability); false when it changed unsafely to types that share no
 * value with the old ones, so the rest of the pair is not worth comparing (its old fields would all
 * read as removed).
 */
function diffTypes({ ctx, direction, o, n, oldSide, newSide, subject }: SchemaPair): boolean {
  const oldTypes = typeSet(o, oldSide.nullableAt !== undefined);
  const newTypes = typeSet(n, newSide.nullableAt !== undefined);
  if (covers(oldTypes, newTypes) && covers(newTypes, oldTypes)) return true;
  // The side whose values must still fit: in requests the new schema must cover the old one.
  const widerMustBeNew = direction === "request";
  const safe = widerMustBeNew ? covers(newTypes, oldTypes) : covers(oldTypes, newTypes);
  const message = `${subject}: type changed from ${describeTypes(oldTypes)} to ${describeTypes(newTypes)}`;
  // A 3.0 schema that became nullable changed where `nullable: true` is written, not at its `type`.
  const becameNullable = newTypes?.has("null") === true && oldTypes?.has("null") !== true;
  const typeAt =
    becameNullable && newSide.nullableAt !== undefined
      ? newSide.nullableAt
      : n.type === undefined
        ? newSide.at
        : `${newSide.at}/type`;
  if (!safe) {
    ctx.out.add(BREAKING, `${direction}-type-changed`, typeAt, message);
    return overlaps(oldTypes, newTypes);
  }
  ctx.out.add(NON_BREAKING, `${direction}-type-${widerMustBeNew ? "widened" : "narrowed"}`, typeAt, message);
  return true;
}

/** `format` and `pattern`: removing one widens; adding or changing one may reject what was allowed before. */
function diffConstraintKeywords({ ctx, direction, o, n, oldSide, newSide, subject }: SchemaPair): void {
  for (const keyword of ["format", "pattern"] as const) {
    const before = o[keyword];
    const after = n[keyword];
    if (before === after) continue;
    const widened = after === undefined;
    const safe = direction === "request" ? widened : before === undefined;
    ctx.out.add(
      safe ? NON_BREAKING : BREAKING,
      `${direction}-${keyword}-changed`,
      after === undefined ? `${oldSide.at}/${keyword}` : `${newSide.at}/${keyword}`,
      `${subject}: ${keyword} changed from ${JSON.stringify(before ?? null)} to ${JSON.stringify(after ?? null)}`,
    );
  }
}

/** Recurses into `items`, `additionalProperties` and the `oneOf`/`anyOf` variants (paired by {@link pairVariants}). */
function diffSubschemas(pair: SchemaPair, where: string, field: string): void {
  const { ctx, direction, o, n, oldSide, newSide } = pair;
  const recurse = (before: unknown, after: unknown, oldSuffix: string, newSuffix: string, subField: string) =>
    compareSchema(
      ctx,
      direction,
      { doc: oldSide.doc, node: before, at: `${oldSide.at}/${oldSuffix}` },
      { doc: newSide.doc, node: after, at: `${newSide.at}/${newSuffix}` },
      where,
      subField,
    );
  if (o.items !== undefined && n.items !== undefined && !Array.isArray(o.items) && !Array.isArray(n.items)) {
    recurse(o.items, n.items, "items", "items", `${field}[]`);
  }
  if (isRecord(o.additionalProperties) && isRecord(n.additionalProperties)) {
    recurse(
      o.additionalProperties,
      n.additionalProperties,
      "additionalProperties",
      "additionalProperties",
      `${field}{}`,
    );
  }
  for (const keyword of ["oneOf", "anyOf"] as const) {
    const before = Array.isArray(o[keyword]) ? (o[keyword] as unknown[]) : [];
    const after = Array.isArray(n[keyword]) ? (n[keyword] as unknown[]) : [];
    if (before.length === 0 && after.length === 0) continue;
    const paired = pairVariants(oldSide.doc, before, newSide.doc, after);
    for (const [i, j] of paired) recurse(before[i], after[j], `${keyword}/${i}`, `${keyword}/${j}`, field);
    diffVariantCount(pair, keyword, { before: before.length, after: after.length, paired: paired.length });
  }
}

const refOf = (variant: unknown) => (isRecord(variant) && typeof variant.$ref === "string" ? variant.$ref : undefined);

/**
 * Which old variant each new one is compared with, as [old index, new index]. A variant naming the
 * same `$ref` in both is the same variant wherever it moved: a union that gained a member in the
 * middle shifts all after it, and compared by position each read as replaced by its neighbour. Of
 * the rest, a `$ref` whose schema is the same under a new name is that variant renamed, and inline
 * variants pair in order; a `$ref` left over is a variant removed or added.
 */
function pairVariants(
  oldDoc: JsonObject,
  before: readonly unknown[],
  newDoc: JsonObject,
  after: readonly unknown[],
): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  const taken = new Set<number>();
  const claim = (i: number, matches: (candidate: unknown) => boolean) => {
    const j = after.findIndex((candidate, k) => !taken.has(k) && matches(candidate));
    if (j < 0) return false;
    taken.add(j);
    pairs.push([i, j]);
    return true;
  };
  const content = (doc: JsonObject, variant: unknown) => JSON.stringify(dereference(doc, variant, "")?.node);
  const left = before.flatMap((variant, i) => {
    const ref = refOf(variant);
    return ref !== undefined && claim(i, (c) => refOf(c) === ref) ? [] : [i];
  });
  for (const i of left) {
    const variant = before[i];
    if (refOf(variant) !== undefined) {
      const written = content(oldDoc, variant);
      claim(i, (c) => refOf(c) !== undefined && content(newDoc, c) === written);
    } else claim(i, (c) => refOf(c) === undefined);
  }
  return pairs;
}

/**
 * Variants no old one pairs with accept (and may produce) values the old union did not; old variants
 * left unpaired accepted (and produced) values the new one does not. A union appearing or vanishing
 * whole is a change of the schema's type, not of its variants.
 */
function diffVariantCount(
  pair: SchemaPair,
  keyword: "oneOf" | "anyOf",
  count: { before: number; after: number; paired: number },
): void {
  const { ctx, direction, newSide, subject } = pair;
  const widerMustBeNew = direction === "request";
  const added = count.after - count.paired;
  const removed = count.before - count.paired;
  if (added > 0 && count.before > 0) {
    ctx.out.add(
      widerMustBeNew ? NON_BREAKING : BREAKING,
      `${direction}-variant-added`,
      `${newSide.at}/${keyword}`,
      `${subject}: ${keyword} gained ${added} variant(s)`,
    );
  }
  if (removed > 0 && count.after > 0) {
    ctx.out.add(
      widerMustBeNew ? BREAKING : NON_BREAKING,
      `${direction}-variant-removed`,
      `${newSide.at}/${keyword}`,
      `${subject}: ${keyword} lost ${removed} variant(s)`,
    );
  }
}

/** A new enum restricts, a dropped one frees; values removed or added count by direction. */
function diffEnum({ ctx, direction, o, n, oldSide, newSide, subject }: SchemaPair): void {
  const { out } = ctx;
  const oldAt = oldSide.at;
  const at = newSide.at;
  const before = Array.isArray(o.enum) ? o.enum.map((v) => JSON.stringify(v)) : undefined;
  const after = Array.isArray(n.enum) ? n.enum.map((v) => JSON.stringify(v)) : undefined;
  if (before === undefined && after === undefined) return;
  if (before === undefined) {
    // A new enum restricts values that were free before.
    out.add(
      direction === "request" ? BREAKING : NON_BREAKING,
      `${direction}-enum-added`,
      `${at}/enum`,
      `${subject}: now restricted to ${after?.join(", ")}`,
    );
    return;
  }
  if (after === undefined) {
    out.add(
      direction === "request" ? NON_BREAKING : BREAKING,
      `${direction}-enum-removed`,
      `${oldAt}/enum`,
      `${subject}: no longer restricted to ${before.join(", ")}`,
    );
    return;
  }
  before.forEach((value, index) => {
    if (after.includes(value)) return;
    out.add(
      direction === "request" ? BREAKING : NON_BREAKING,
      `${direction}-enum-value-removed`,
      `${oldAt}/enum/${index}`,
      `${subject}: enum value ${value} was removed`,
    );
  });
  after.forEach((value, index) => {
    if (before.includes(value)) return;
    // In a response, old clients (and their generated zod schemas) reject a value they never knew.
    out.add(
      direction === "request" ? NON_BREAKING : BREAKING,
      `${direction}-enum-value-added`,
      `${at}/enum/${index}`,
      `${subject}: enum value ${value} was added`,
    );
  });
}

/** Bounds ({@link UPPER_LIMITS}, {@link LOWER_LIMITS}) that appear, vanish or move. */
function diffLimits({ ctx, direction, o, n, oldSide, newSide, subject }: SchemaPair): void {
  const { out } = ctx;
  const oldAt = oldSide.at;
  const at = newSide.at;
  const check = (keyword: string, isUpper: boolean) => {
    const before = typeof o[keyword] === "number" ? (o[keyword] as number) : undefined;
    const after = typeof n[keyword] === "number" ? (n[keyword] as number) : undefined;
    if (before === after) return;
    // A limit appearing, or moving inwards, narrows the allowed values.
    const narrowed =
      before === undefined ? true : after === undefined ? false : isUpper ? after < before : after > before;
    const breaking = direction === "request" ? narrowed : !narrowed;
    out.add(
      breaking ? BREAKING : NON_BREAKING,
      `${direction}-limit-${narrowed ? "narrowed" : "widened"}`,
      after === undefined ? `${oldAt}/${keyword}` : `${at}/${keyword}`,
      `${subject}: ${keyword} changed from ${before ?? "none"} to ${after ?? "none"}`,
    );
  };
  for (const keyword of UPPER_LIMITS) check(keyword, true);
  for (const keyword of LOWER_LIMITS) check(keyword, false);
}

/** Own and `allOf`-merged properties with the required set, each property with where it is declared. */
function objectShape(
  doc: JsonObject,
  node: JsonObject,
  at: string,
  depth = 0,
): { properties: Map<string, { node: unknown; at: string }>; required: Set<string> } {
  const properties = new Map<string, { node: unknown; at: string }>();
  const required = new Set<string>();
  if (isRecord(node.properties)) {
    for (const [name, schema] of Object.entries(node.properties))
      properties.set(name, { node: schema, at: child(at, "properties", name) });
  }
  if (Array.isArray(node.required)) for (const name of node.required) if (typeof name === "string") required.add(name);
  // allOf nesting deeper than 16 only happens through a reference cycle.
  if (Array.isArray(node.allOf) && depth < 16) {
    node.allOf.forEach((member, index) => {
      const resolved = dereference(doc, member, `${at}/allOf/${index}`);
      if (resolved === undefined || !isRecord(resolved.node)) return;
      const inner = objectShape(doc, resolved.node, resolved.pointer, depth + 1);
      for (const [name, property] of inner.properties) if (!properties.has(name)) properties.set(name, property);
      for (const name of inner.required) required.add(name);
    });
  }
  return { properties, required };
}

function diffProperties(
  ctx: SchemaContext,
  direction: Direction,
  oldResolved: { node: unknown; pointer: string },
  newResolved: { node: unknown; pointer: string },
  where: string,
  field: string,
): void {
  const { out } = ctx;
  if (!isRecord(oldResolved.node) || !isRecord(newResolved.node)) return;
  const before = objectShape(ctx.old.doc, oldResolved.node, oldResolved.pointer);
  const after = objectShape(ctx.new.doc, newResolved.node, newResolved.pointer);
  if (before.properties.size === 0 && after.properties.size === 0) return;
  const path = (name: string) => (field === "" ? name : `${field}.${name}`);
  for (const [name, oldProperty] of before.properties) {
    const newProperty = after.properties.get(name);
    const subject = `${where} field \`${path(name)}\``;
    if (newProperty === undefined) {
      // Requests: old clients still send it. Responses: old clients still read it.
      out.add(BREAKING, `${direction}-property-removed`, oldProperty.at, `${subject} was removed`);
      continue;
    }
    const wasRequired = before.required.has(name);
    const isRequired = after.required.has(name);
    if (wasRequired !== isRequired) {
      const becameRequired = isRequired;
      const breaking = direction === "request" ? becameRequired : !becameRequired;
      out.add(
        breaking ? BREAKING : NON_BREAKING,
        `${direction}-property-became-${becameRequired ? "required" : "optional"}`,
        newProperty.at,
        `${subject} became ${becameRequired ? "required" : "optional"}`,
      );
    }
    compareSchema(
      ctx,
      direction,
      { doc: ctx.old.doc, node: oldProperty.node, at: oldProperty.at },
      { doc: ctx.new.doc, node: newProperty.node, at: newProperty.at },
      where,
      path(name),
    );
  }
  for (const [name, newProperty] of after.properties) {
    if (before.properties.has(name)) continue;
    const subject = `${where} field \`${path(name)}\``;
    if (direction === "request" && after.required.has(name)) {
      out.add(BREAKING, "request-property-required-added", newProperty.at, `${subject} was added as required`);
    } else {
      out.add(NON_BREAKING, `${direction}-property-added`, newProperty.at, `${subject} was added`);
    }
  }
}
