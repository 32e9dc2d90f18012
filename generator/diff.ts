import { readFile } from "node:fs/promises";
import { parse } from "yaml";
import { childPointer as child } from "./pointer.ts";
import { abiItemSignature, canonicalAbiType, dereference, HTTP_METHODS, pathTemplateNames } from "./validate.ts";

/*
 * The breaking-change report. The rule behind every verdict: a change is breaking when a client built
 * against the old spec can fail against the new one. Requests are what old clients send, so the new
 * spec must accept everything the old one accepted; responses are what old clients receive (and the
 * generated zod schemas validate), so the new spec must send nothing the old one could not.
 * Every code is listed in docs/spec-checks.md.
 */

/** One difference between two versions of a spec. */
export interface Change {
  kind: "breaking" | "non-breaking";
  /** Stable machine-readable code, e.g. `operation-removed`. */
  code: string;
  message: string;
  /**
   * JSON pointer into the NEW document where the changed thing is, or into the OLD document when the
   * thing was removed.
   */
  pointer: string;
}

type JsonObject = Record<string, unknown>;
type Direction = "request" | "response";

const isRecord = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const BREAKING = "breaking";
const NON_BREAKING = "non-breaking";

/** Collects changes, keeping the first report of each (kind, code, pointer): a shared component is diffed once. */
class ChangeList {
  readonly changes: Change[] = [];
  private readonly seen = new Set<string>();
  add(kind: Change["kind"], code: string, pointer: string, message: string): void {
    const key = `${kind}\u0000${code}\u0000${pointer}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.changes.push({ kind, code, message, pointer });
  }
}

/* ------------------------------------------------------------------------------------------------ */
/* OpenAPI                                                                                          */
/* ------------------------------------------------------------------------------------------------ */

/** Path templates compare by shape: `/a/{id}` and `/a/{accountId}` are the same route. */
const routeShape = (path: string) => path.replace(/\{[^}]*\}/g, "{}");

interface Side {
  doc: JsonObject;
  node: unknown;
  at: string;
}

/** Compares two OpenAPI documents and lists every change, each classed as breaking or not. */
export function diffOpenApi(oldDoc: JsonObject, newDoc: JsonObject): Change[] {
  const out = new ChangeList();
  const oldPaths = isRecord(oldDoc.paths) ? oldDoc.paths : {};
  const newPaths = isRecord(newDoc.paths) ? newDoc.paths : {};
  const newByShape = new Map(Object.keys(newPaths).map((p) => [routeShape(p), p]));
  const oldShapes = new Set(Object.keys(oldPaths).map(routeShape));
  const visited = new Set<string>();

  for (const [oldPath, oldItemRaw] of Object.entries(oldPaths)) {
    const newPath = newByShape.get(routeShape(oldPath));
    const oldAt = child("", "paths", oldPath);
    if (newPath === undefined) {
      out.add(BREAKING, "path-removed", oldAt, `path ${oldPath} was removed`);
      continue;
    }
    const oldItem = dereference(oldDoc, oldItemRaw, oldAt);
    const newItem = dereference(newDoc, newPaths[newPath], child("", "paths", newPath));
    if (oldItem === undefined || newItem === undefined || !isRecord(oldItem.node) || !isRecord(newItem.node)) continue;
    for (const method of HTTP_METHODS) {
      const oldOp = oldItem.node[method];
      const newOp = newItem.node[method];
      const label = `${method.toUpperCase()} ${newPath}`;
      if (isRecord(oldOp) && !isRecord(newOp)) {
        out.add(BREAKING, "operation-removed", child(oldItem.pointer, method), `${label} was removed`);
      } else if (!isRecord(oldOp) && isRecord(newOp)) {
        out.add(NON_BREAKING, "operation-added", child(newItem.pointer, method), `${label} was added`);
      } else if (isRecord(oldOp) && isRecord(newOp)) {
        const ctx: OperationContext = {
          out,
          visited,
          label,
          old: {
            doc: oldDoc,
            path: oldPath,
            item: oldItem.node,
            itemAt: oldItem.pointer,
            op: oldOp,
            at: child(oldItem.pointer, method),
          },
          new: {
            doc: newDoc,
            path: newPath,
            item: newItem.node,
            itemAt: newItem.pointer,
            op: newOp,
            at: child(newItem.pointer, method),
          },
        };
        diffParameters(ctx);
        diffRequestBody(ctx);
        diffResponses(ctx);
      }
    }
  }
  for (const newPath of Object.keys(newPaths)) {
    if (!oldShapes.has(routeShape(newPath))) {
      out.add(NON_BREAKING, "path-added", child("", "paths", newPath), `path ${newPath} was added`);
    }
  }
  return out.changes;
}

interface OperationSide {
  doc: JsonObject;
  path: string;
  item: JsonObject;
  itemAt: string;
  op: JsonObject;
  at: string;
}

interface OperationContext {
  out: ChangeList;
  visited: Set<string>;
  label: string;
  old: OperationSide;
  new: OperationSide;
}

interface ResolvedParameter {
  key: string;
  name: string;
  in: string;
  param: JsonObject;
  at: string;
}

/**
 * The parameters an operation takes (path-level merged with operation-level, OAS 3.1 §4.8.9.1),
 * keyed so renamed path parameters still match: a path parameter is keyed by its position in the template.
 */
function effectiveParameters(side: OperationSide): Map<string, ResolvedParameter> {
  const byKey = new Map<string, ResolvedParameter>();
  const template = pathTemplateNames(side.path);
  const collect = (list: unknown, listAt: string) => {
    if (!Array.isArray(list)) return;
    list.forEach((raw, index) => {
      const resolved = dereference(side.doc, raw, `${listAt}/${index}`);
      if (resolved === undefined || !isRecord(resolved.node)) return;
      const p = resolved.node;
      if (typeof p.name !== "string" || typeof p.in !== "string") return;
      const position = template.indexOf(p.name);
      const key =
        p.in === "path" && position >= 0
          ? `path:#${position}`
          : // Header names are case-insensitive (RFC 9110 §5.1).
            `${p.in}:${p.in === "header" ? p.name.toLowerCase() : p.name}`;
      byKey.set(key, { key, name: p.name, in: p.in, param: p, at: resolved.pointer });
    });
  };
  collect(side.item.parameters, `${side.itemAt}/parameters`);
  collect(side.op.parameters, `${side.at}/parameters`);
  return byKey;
}

function diffParameters(ctx: OperationContext): void {
  const { out, label } = ctx;
  const oldParams = effectiveParameters(ctx.old);
  const newParams = effectiveParameters(ctx.new);
  for (const [key, oldParam] of oldParams) {
    const newParam = newParams.get(key);
    const what = `${label} ${oldParam.in} parameter \`${oldParam.name}\``;
    if (newParam === undefined) {
      // Old clients still send it; the server may now reject or silently ignore it.
      out.add(BREAKING, "request-parameter-removed", oldParam.at, `${what} was removed`);
      continue;
    }
    const wasRequired = oldParam.param.required === true;
    const isRequired = newParam.param.required === true;
    if (!wasRequired && isRequired) {
      out.add(BREAKING, "request-parameter-became-required", child(newParam.at, "required"), `${what} became required`);
    } else if (wasRequired && !isRequired) {
      out.add(NON_BREAKING, "request-parameter-became-optional", newParam.at, `${what} became optional`);
    }
    compareSchema(
      ctx,
      "request",
      { doc: ctx.old.doc, node: oldParam.param.schema, at: child(oldParam.at, "schema") },
      { doc: ctx.new.doc, node: newParam.param.schema, at: child(newParam.at, "schema") },
      what,
      "",
    );
  }
  for (const [key, newParam] of newParams) {
    if (oldParams.has(key)) continue;
    const what = `${label} ${newParam.in} parameter \`${newParam.name}\``;
    if (newParam.param.required === true) {
      out.add(BREAKING, "request-parameter-required-added", newParam.at, `${what} was added as required`);
    } else {
      out.add(NON_BREAKING, "request-parameter-added", newParam.at, `${what} was added (optional)`);
    }
  }
}

function diffRequestBody(ctx: OperationContext): void {
  const { out, label } = ctx;
  const oldBody = dereference(ctx.old.doc, ctx.old.op.requestBody, `${ctx.old.at}/requestBody`);
  const newBody = dereference(ctx.new.doc, ctx.new.op.requestBody, `${ctx.new.at}/requestBody`);
  const oldNode = oldBody !== undefined && isRecord(oldBody.node) ? oldBody.node : undefined;
  const newNode = newBody !== undefined && isRecord(newBody.node) ? newBody.node : undefined;
  const what = `${label} request body`;
  if (oldNode === undefined && newNode === undefined) return;
  if (oldNode !== undefined && newNode === undefined) {
    out.add(BREAKING, "request-body-removed", oldBody?.pointer ?? ctx.old.at, `${what} was removed`);
    return;
  }
  if (newNode !== undefined && oldNode === undefined) {
    const at = newBody?.pointer ?? ctx.new.at;
    if (newNode.required === true)
      out.add(BREAKING, "request-body-required-added", at, `${what} was added as required`);
    else out.add(NON_BREAKING, "request-body-added", at, `${what} was added (optional)`);
    return;
  }
  if (oldNode === undefined || newNode === undefined || oldBody === undefined || newBody === undefined) return;
  if (oldNode.required !== true && newNode.required === true) {
    out.add(BREAKING, "request-body-became-required", child(newBody.pointer, "required"), `${what} became required`);
  } else if (oldNode.required === true && newNode.required !== true) {
    out.add(NON_BREAKING, "request-body-became-optional", newBody.pointer, `${what} became optional`);
  }
  diffContent(ctx, "request", oldNode.content, oldBody.pointer, newNode.content, newBody.pointer, what);
}

const isSuccessStatus = (status: string) => /^2(\d\d|XX)$/.test(status);

function diffResponses(ctx: OperationContext): void {
  const { out, label } = ctx;
  const oldResponses = isRecord(ctx.old.op.responses) ? ctx.old.op.responses : {};
  const newResponses = isRecord(ctx.new.op.responses) ? ctx.new.op.responses : {};
  for (const [status, oldRaw] of Object.entries(oldResponses)) {
    const oldAt = `${ctx.old.at}/responses/${status}`;
    if (!Object.hasOwn(newResponses, status)) {
      if (isSuccessStatus(status)) {
        out.add(BREAKING, "response-success-status-removed", oldAt, `${label} no longer answers ${status}`);
      } else {
        // A documented error that can no longer happen: clients' handling of it is merely dead code.
        out.add(NON_BREAKING, "response-error-status-removed", oldAt, `${label} no longer answers ${status}`);
      }
      continue;
    }
    const newAt = `${ctx.new.at}/responses/${status}`;
    const oldResponse = dereference(ctx.old.doc, oldRaw, oldAt);
    const newResponse = dereference(ctx.new.doc, newResponses[status], newAt);
    if (oldResponse === undefined || newResponse === undefined) continue;
    if (!isRecord(oldResponse.node) || !isRecord(newResponse.node)) continue;
    diffContent(
      ctx,
      "response",
      oldResponse.node.content,
      oldResponse.pointer,
      newResponse.node.content,
      newResponse.pointer,
      `${label} ${status} response`,
    );
  }
  for (const status of Object.keys(newResponses)) {
    if (Object.hasOwn(oldResponses, status)) continue;
    out.add(
      NON_BREAKING,
      "response-status-added",
      `${ctx.new.at}/responses/${status}`,
      `${label} may now answer ${status}`,
    );
  }
}

function diffContent(
  ctx: OperationContext,
  direction: Direction,
  oldContent: unknown,
  oldAt: string,
  newContent: unknown,
  newAt: string,
  what: string,
): void {
  const oldMap = isRecord(oldContent) ? oldContent : {};
  const newMap = isRecord(newContent) ? newContent : {};
  for (const [mediaType, oldMedia] of Object.entries(oldMap)) {
    const newMedia = newMap[mediaType];
    if (!isRecord(newMedia)) {
      ctx.out.add(
        BREAKING,
        `${direction}-media-type-removed`,
        child(oldAt, "content", mediaType),
        `${what}: ${mediaType} was removed`,
      );
      continue;
    }
    if (!isRecord(oldMedia)) continue;
    compareSchema(
      ctx,
      direction,
      { doc: ctx.old.doc, node: oldMedia.schema, at: child(oldAt, "content", mediaType, "schema") },
      { doc: ctx.new.doc, node: newMedia.schema, at: child(newAt, "content", mediaType, "schema") },
      what,
      "",
    );
  }
  for (const mediaType of Object.keys(newMap)) {
    if (Object.hasOwn(oldMap, mediaType)) continue;
    ctx.out.add(
      NON_BREAKING,
      `${direction}-media-type-added`,
      child(newAt, "content", mediaType),
      `${what}: ${mediaType} was added`,
    );
  }
}

/** Keywords bounding a value from above and from below (JSON Schema Validation §6.2–6.5). */
const UPPER_LIMITS = ["maxLength", "maximum", "exclusiveMaximum", "maxItems", "maxProperties"] as const;
const LOWER_LIMITS = ["minLength", "minimum", "exclusiveMinimum", "minItems", "minProperties"] as const;

/** A type set; undefined means "any type". `integer` is covered by `number`. */
function typeSet(schema: JsonObject): Set<string> | undefined {
  const type = schema.type;
  if (typeof type === "string") return new Set([type]);
  if (Array.isArray(type)) return new Set(type.filter((t): t is string => typeof t === "string"));
  return undefined;
}

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
function compareSchema(
  ctx: OperationContext,
  direction: Direction,
  oldSide: Side,
  newSide: Side,
  where: string,
  field: string,
): void {
  const { out } = ctx;
  const oldResolved = dereference(oldSide.doc, oldSide.node, oldSide.at);
  const newResolved = dereference(newSide.doc, newSide.node, newSide.at);
  if (oldResolved === undefined || newResolved === undefined) return;
  // Each pair of schema locations is compared once per direction: stops recursion through cycles and
  // reports a shared component once.
  const visitKey = `${direction}\u0000${oldResolved.pointer}\u0000${newResolved.pointer}`;
  if (ctx.visited.has(visitKey)) return;
  ctx.visited.add(visitKey);
  const o = oldResolved.node;
  const n = newResolved.node;
  const at = newResolved.pointer;
  const subject = field === "" ? where : `${where} field \`${field}\``;
  if (!isRecord(o) || !isRecord(n)) {
    if (JSON.stringify(o) !== JSON.stringify(n)) {
      out.add(
        BREAKING,
        `${direction}-type-changed`,
        at,
        `${subject}: schema changed from ${JSON.stringify(o)} to ${JSON.stringify(n)}`,
      );
    }
    return;
  }
  // The side whose values must still fit: in requests the new schema must cover the old one.
  const widerMustBeNew = direction === "request";

  const oldTypes = typeSet(o);
  const newTypes = typeSet(n);
  const typesEqual = covers(oldTypes, newTypes) && covers(newTypes, oldTypes);
  if (!typesEqual) {
    const safe = widerMustBeNew ? covers(newTypes, oldTypes) : covers(oldTypes, newTypes);
    const message = `${subject}: type changed from ${describeTypes(oldTypes)} to ${describeTypes(newTypes)}`;
    const typeAt = n.type === undefined ? at : `${at}/type`;
    if (safe) {
      out.add(NON_BREAKING, `${direction}-type-${widerMustBeNew ? "widened" : "narrowed"}`, typeAt, message);
    } else {
      // The value is a different kind of thing now; listing its old fields as removed would be noise.
      out.add(BREAKING, `${direction}-type-changed`, typeAt, message);
      return;
    }
  }

  const oldAt = oldResolved.pointer;
  diffEnum(out, direction, o, n, oldAt, at, subject);
  diffLimits(out, direction, o, n, oldAt, at, subject);
  for (const keyword of ["format", "pattern"] as const) {
    const before = o[keyword];
    const after = n[keyword];
    if (before === after) continue;
    // Removing a constraint widens; adding or changing one may reject what was allowed before.
    const widened = after === undefined;
    const safe = widerMustBeNew ? widened : before === undefined;
    out.add(
      safe ? NON_BREAKING : BREAKING,
      `${direction}-${keyword}-changed`,
      after === undefined ? `${oldAt}/${keyword}` : `${at}/${keyword}`,
      `${subject}: ${keyword} changed from ${JSON.stringify(before ?? null)} to ${JSON.stringify(after ?? null)}`,
    );
  }

  diffProperties(ctx, direction, oldResolved, newResolved, where, field);

  if (o.items !== undefined && n.items !== undefined && !Array.isArray(o.items) && !Array.isArray(n.items)) {
    compareSchema(
      ctx,
      direction,
      { doc: oldSide.doc, node: o.items, at: `${oldResolved.pointer}/items` },
      { doc: newSide.doc, node: n.items, at: `${at}/items` },
      where,
      `${field}[]`,
    );
  }
  if (isRecord(o.additionalProperties) && isRecord(n.additionalProperties)) {
    compareSchema(
      ctx,
      direction,
      { doc: oldSide.doc, node: o.additionalProperties, at: `${oldResolved.pointer}/additionalProperties` },
      { doc: newSide.doc, node: n.additionalProperties, at: `${at}/additionalProperties` },
      where,
      `${field}{}`,
    );
  }
  for (const keyword of ["oneOf", "anyOf"] as const) {
    const before = Array.isArray(o[keyword]) ? (o[keyword] as unknown[]) : [];
    const after = Array.isArray(n[keyword]) ? (n[keyword] as unknown[]) : [];
    if (before.length === 0 && after.length === 0) continue;
    // Variants are matched by position; more variants accept (and may produce) more values.
    for (let i = 0; i < Math.min(before.length, after.length); i++) {
      compareSchema(
        ctx,
        direction,
        { doc: oldSide.doc, node: before[i], at: `${oldResolved.pointer}/${keyword}/${i}` },
        { doc: newSide.doc, node: after[i], at: `${at}/${keyword}/${i}` },
        where,
        field,
      );
    }
    if (after.length > before.length && before.length > 0) {
      out.add(
        widerMustBeNew ? NON_BREAKING : BREAKING,
        `${direction}-variant-added`,
        `${at}/${keyword}`,
        `${subject}: ${keyword} gained ${after.length - before.length} variant(s)`,
      );
    } else if (after.length < before.length && after.length > 0) {
      out.add(
        widerMustBeNew ? BREAKING : NON_BREAKING,
        `${direction}-variant-removed`,
        `${at}/${keyword}`,
        `${subject}: ${keyword} lost ${before.length - after.length} variant(s)`,
      );
    }
  }
}

function diffEnum(
  out: ChangeList,
  direction: Direction,
  o: JsonObject,
  n: JsonObject,
  oldAt: string,
  at: string,
  subject: string,
): void {
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

function diffLimits(
  out: ChangeList,
  direction: Direction,
  o: JsonObject,
  n: JsonObject,
  oldAt: string,
  at: string,
  subject: string,
): void {
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
  ctx: OperationContext,
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

/* ------------------------------------------------------------------------------------------------ */
/* ABI                                                                                              */
/* ------------------------------------------------------------------------------------------------ */

interface AbiEntry {
  index: number;
  item: JsonObject;
  name: string;
  signature: string;
}

const typesOf = (params: unknown): string =>
  Array.isArray(params) ? params.map((p) => canonicalAbiType(p) ?? "?").join(",") : "";
const namesOf = (params: unknown): string =>
  Array.isArray(params) ? params.map((p) => (isRecord(p) && typeof p.name === "string" ? p.name : "")).join(",") : "";
const indexedOf = (params: unknown): string =>
  Array.isArray(params) ? params.map((p) => (isRecord(p) && p.indexed === true ? "indexed" : "-")).join(",") : "";

/** Mutability changes old callers survive: between the two read-only kinds, or gaining `payable`. */
function isSafeMutabilityChange(before: unknown, after: unknown): boolean {
  const readOnly = new Set(["pure", "view"]);
  if (readOnly.has(String(before)) && readOnly.has(String(after))) return true;
  return before === "nonpayable" && after === "payable";
}

/**
 * Compares two ABIs (the `abi` arrays of `specs/abi/<Contract>.json`); pointers are `/abi/<index>`.
 * Removed items, changed selectors, event topics or indexed flags, changed output types -> breaking;
 * added items -> non-breaking.
 */
export function diffAbi(oldAbi: readonly unknown[], newAbi: readonly unknown[]): Change[] {
  const out = new ChangeList();
  const at = (index: number) => `/abi/${index}`;
  const entries = (abi: readonly unknown[], type: string): AbiEntry[] =>
    abi.flatMap((item, index) => {
      if (!isRecord(item) || item.type !== type || typeof item.name !== "string") return [];
      const signature = abiItemSignature(item);
      return signature === undefined ? [] : [{ index, item, name: item.name, signature }];
    });

  for (const type of ["function", "event", "error"] as const) {
    const before = entries(oldAbi, type);
    const after = entries(newAbi, type);
    const afterBySignature = new Map(after.map((e) => [e.signature, e]));
    const beforeSignatures = new Set(before.map((e) => e.signature));
    // New entries of a name whose signature is new: candidates for "signature changed" pairings.
    const unmatchedAfter = after.filter((e) => !beforeSignatures.has(e.signature));
    for (const oldEntry of before) {
      const newEntry = afterBySignature.get(oldEntry.signature);
      if (newEntry !== undefined) {
        diffMatchedAbiItem(out, type, oldEntry, newEntry, at(newEntry.index));
        continue;
      }
      const renamedIndex = unmatchedAfter.findIndex((e) => e.name === oldEntry.name);
      if (renamedIndex >= 0) {
        const [replacement] = unmatchedAfter.splice(renamedIndex, 1);
        if (replacement === undefined) continue;
        const code = type === "event" ? "event-topic-changed" : `${type}-signature-changed`;
        const what = type === "event" ? "topic" : "selector";
        out.add(
          BREAKING,
          code,
          at(replacement.index),
          `${type} ${oldEntry.signature} became ${replacement.signature}; its ${what} changed`,
        );
        continue;
      }
      out.add(BREAKING, `${type}-removed`, at(oldEntry.index), `${type} ${oldEntry.signature} was removed`);
    }
    for (const newEntry of unmatchedAfter) {
      out.add(NON_BREAKING, `${type}-added`, at(newEntry.index), `${type} ${newEntry.signature} was added`);
    }
  }

  for (const type of ["constructor", "fallback", "receive"] as const) {
    const beforeIndex = oldAbi.findIndex((item) => isRecord(item) && item.type === type);
    const afterIndex = newAbi.findIndex((item) => isRecord(item) && item.type === type);
    const before = oldAbi[beforeIndex];
    const after = newAbi[afterIndex];
    if (!isRecord(before) && !isRecord(after)) continue;
    if (!isRecord(after)) {
      out.add(BREAKING, `${type}-removed`, at(beforeIndex), `${type} was removed`);
    } else if (!isRecord(before)) {
      out.add(NON_BREAKING, `${type}-added`, at(afterIndex), `${type} was added`);
    } else if (type === "constructor" && typesOf(before.inputs) !== typesOf(after.inputs)) {
      // Deploy scripts and the devnet pass constructor arguments positionally.
      out.add(
        BREAKING,
        "constructor-changed",
        at(afterIndex),
        `constructor(${typesOf(before.inputs)}) became constructor(${typesOf(after.inputs)})`,
      );
    } else if (
      before.stateMutability !== after.stateMutability &&
      !isSafeMutabilityChange(before.stateMutability, after.stateMutability)
    ) {
      out.add(
        BREAKING,
        `${type}-mutability-changed`,
        at(afterIndex),
        `${type} stateMutability changed from ${String(before.stateMutability)} to ${String(after.stateMutability)}`,
      );
    }
  }
  return out.changes;
}

function diffMatchedAbiItem(
  out: ChangeList,
  type: "function" | "event" | "error",
  before: AbiEntry,
  after: AbiEntry,
  at: string,
): void {
  const o = before.item;
  const n = after.item;
  if (type === "function") {
    if (typesOf(o.outputs) !== typesOf(n.outputs)) {
      out.add(
        BREAKING,
        "function-outputs-changed",
        `${at}/outputs`,
        `function ${after.signature} now returns (${typesOf(n.outputs)}) instead of (${typesOf(o.outputs)})`,
      );
    }
    if (o.stateMutability !== n.stateMutability) {
      out.add(
        isSafeMutabilityChange(o.stateMutability, n.stateMutability) ? NON_BREAKING : BREAKING,
        "function-mutability-changed",
        `${at}/stateMutability`,
        `function ${after.signature} stateMutability changed from ${String(o.stateMutability)} to ${String(n.stateMutability)}`,
      );
    }
  }
  if (type === "event") {
    if (indexedOf(o.inputs) !== indexedOf(n.inputs)) {
      out.add(
        BREAKING,
        "event-indexed-changed",
        `${at}/inputs`,
        `event ${after.signature} indexed flags changed from [${indexedOf(o.inputs)}] to [${indexedOf(n.inputs)}]; log decoding changes`,
      );
    }
    if ((o.anonymous === true) !== (n.anonymous === true)) {
      out.add(
        BREAKING,
        "event-anonymous-changed",
        at,
        `event ${after.signature} anonymous changed to ${n.anonymous === true}`,
      );
    }
    if (namesOf(o.inputs) !== namesOf(n.inputs)) {
      // viem decodes logs into `args` keyed by parameter name, so renaming breaks readers.
      out.add(
        BREAKING,
        "event-param-renamed",
        `${at}/inputs`,
        `event ${after.signature} parameters renamed from (${namesOf(o.inputs)}) to (${namesOf(n.inputs)})`,
      );
    }
  }
}

/* ------------------------------------------------------------------------------------------------ */
/* Files and formatting                                                                             */
/* ------------------------------------------------------------------------------------------------ */

type SpecKind = "openapi" | "abi";

async function readSpec(file: string): Promise<{ kind: SpecKind; document: JsonObject }> {
  if (!/\.(ya?ml|json)$/i.test(file)) {
    throw new Error(`${file}: not a spec file (expected .yaml, .yml or .json)`);
  }
  const text = await readFile(file, "utf8");
  let parsed: unknown;
  try {
    parsed = /\.json$/i.test(file) ? JSON.parse(text) : parse(text, { uniqueKeys: true });
  } catch (error) {
    throw new Error(`${file}: cannot parse: ${(error as Error).message.split("\n")[0]}`);
  }
  if (!isRecord(parsed)) throw new Error(`${file}: a spec must be a mapping at the top level`);
  if (typeof parsed.openapi === "string") return { kind: "openapi", document: parsed };
  if (Array.isArray(parsed.abi)) return { kind: "abi", document: parsed };
  throw new Error(`${file}: neither an OpenAPI document (no \`openapi\`) nor an ABI spec (no \`abi\` array)`);
}

/**
 * Diffs two spec files of the same kind: OpenAPI (`.yaml`, `.yml` or `.json` with `openapi`) or an
 * ABI spec (`.json` with an `abi` array). Throws when a file cannot be read or the kinds differ.
 */
export async function diffSpecFiles(oldPath: string, newPath: string): Promise<Change[]> {
  const [before, after] = await Promise.all([readSpec(oldPath), readSpec(newPath)]);
  if (before.kind !== after.kind) {
    throw new Error(`cannot diff ${oldPath} (${before.kind}) against ${newPath} (${after.kind})`);
  }
  if (before.kind === "openapi") return diffOpenApi(before.document, after.document);
  return diffAbi(before.document.abi as unknown[], after.document.abi as unknown[]);
}

/**
 * Renders changes one per line, breaking first (`BREAKING code pointer: message`), then a closing
 * count line such as `2 breaking, 1 non-breaking`.
 */
export function formatChanges(changes: readonly Change[]): string {
  const order = (c: Change) => (c.kind === BREAKING ? 0 : 1);
  const sorted = [...changes].sort(
    (a, b) => order(a) - order(b) || compare(a.pointer, b.pointer) || compare(a.code, b.code),
  );
  const lines = sorted.map(
    (c) => `${c.kind === BREAKING ? "BREAKING" : "non-breaking"} ${c.code} ${c.pointer}: ${c.message}`,
  );
  const breaking = changes.filter((c) => c.kind === BREAKING).length;
  lines.push(changes.length === 0 ? "no changes" : `${breaking} breaking, ${changes.length - breaking} non-breaking`);
  return lines.join("\n");
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** True when any change would break an existing client. */
export function hasBreakingChanges(changes: readonly Change[]): boolean {
  return changes.some((c) => c.kind === BREAKING);
}
