/**
 * The OpenAPI half of the breaking-change report (docs/spec-checks.md): paths match by route shape,
 * operations by method; their parameters, request bodies, responses and media types are compared
 * here, and every schema pair is handed to diff-schema.ts with the direction it travels in.
 */
import { BREAKING, type Change, ChangeList, NON_BREAKING } from "./diff-changes.ts";
import { compareSchema, type Direction, type SchemaContext } from "./diff-schema.ts";
import { dereference, HTTP_METHODS, pathTemplateNames } from "./openapi-document.ts";
import { operationName } from "./operations.ts";
import { childPointer as child } from "./pointer.ts";
import { isRecord, type JsonObject } from "./spec-json.ts";

/** Path templates compare by shape: `/a/{id}` and `/a/{accountId}` are the same route. */
const routeShape = (path: string) => path.replace(/\{[^}]*\}/g, "{}");

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
        diffOperationName(ctx, method);
        diffSecurity(ctx);
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

/** One operation present in both documents; its schemas are compared through {@link SchemaContext}. */
interface OperationContext extends SchemaContext {
  label: string;
  old: OperationSide;
  new: OperationSide;
}

/**
 * The generated client function, its zod schemas and the server handler are named after the
 * `operationId` (camel-cased, docs/spec-checks.md): a new name breaks every caller that compiled
 * against the old one, though the HTTP exchange is the same. A spelling that camel-cases to the same
 * name (`list_events` → `listEvents`) changes nothing generated.
 */
function diffOperationName(ctx: OperationContext, method: string): void {
  const idOf = (op: JsonObject) => (typeof op.operationId === "string" ? op.operationId : null);
  const before = operationName(method, ctx.old.path, idOf(ctx.old.op));
  const after = operationName(method, ctx.new.path, idOf(ctx.new.op));
  if (before === after) return;
  ctx.out.add(
    BREAKING,
    "operation-renamed",
    idOf(ctx.new.op) === null ? ctx.new.at : child(ctx.new.at, "operationId"),
    `${ctx.label}: the generated function is now \`${after}\` (was \`${before}\`), so code calling it by the old name no longer compiles`,
  );
}

/** One way to authenticate (OAS 3.1 §4.8.30): every scheme named, each with the scopes it needs. */
type SecurityAlternative = Map<string, Set<string>>;

/**
 * The ways an operation accepts a request: its own `security`, else the document's; none written, or
 * an empty `{}` among them, accepts a request without credentials.
 */
function securityAlternatives(side: OperationSide): SecurityAlternative[] {
  const written = Array.isArray(side.op.security) ? side.op.security : side.doc.security;
  const list = Array.isArray(written) ? written.filter(isRecord) : [];
  if (list.length === 0) return [new Map()];
  return list.map(
    (requirement) =>
      new Map(
        Object.entries(requirement).map(([scheme, scopes]) => [
          scheme,
          new Set(Array.isArray(scopes) ? scopes.filter((s): s is string => typeof s === "string") : []),
        ]),
      ),
  );
}

/** Whether a client that authenticates as `held` is accepted by `wanted`: it names no scheme or scope `held` lacks. */
const satisfies = (held: SecurityAlternative, wanted: SecurityAlternative) =>
  [...wanted].every(([scheme, scopes]) => {
    const heldScopes = held.get(scheme);
    return heldScopes !== undefined && [...scopes].every((scope) => heldScopes.has(scope));
  });

const describeAlternative = (alternative: SecurityAlternative) =>
  alternative.size === 0
    ? "no credentials"
    : [...alternative]
        .map(([scheme, scopes]) => (scopes.size === 0 ? scheme : `${scheme} [${[...scopes].join(", ")}]`))
        .join(" and ");

/**
 * Security requirements are what old clients authenticate with: a way that the new spec no longer
 * accepts (credentials now required where none were, a scope added, a scheme dropped) breaks them;
 * a new way accepted besides the old ones does not.
 */
function diffSecurity(ctx: OperationContext): void {
  const before = securityAlternatives(ctx.old);
  const after = securityAlternatives(ctx.new);
  // A requirement inherited from the document is reported at each operation it reaches, not once at
  // `/security` (one pointer would collect the changes of every operation into one).
  const at = Array.isArray(ctx.new.op.security) ? child(ctx.new.at, "security") : ctx.new.at;
  const refused = before.find((held) => !after.some((wanted) => satisfies(held, wanted)));
  const now = after.map(describeAlternative).join(" or ");
  if (refused !== undefined) {
    ctx.out.add(
      BREAKING,
      "request-security-narrowed",
      at,
      `${ctx.label}: a client authenticating with ${describeAlternative(refused)} is refused; it now takes ${now}`,
    );
  } else if (after.some((held) => !before.some((wanted) => satisfies(held, wanted)))) {
    ctx.out.add(NON_BREAKING, "request-security-widened", at, `${ctx.label} now also takes ${now}`);
  }
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
    // A path parameter is part of the URL, so always sent: OAS requires `required: true` on it, and a
    // spec that forgot it and then added it changed nothing.
    const wasRequired = oldParam.in === "path" || oldParam.param.required === true;
    const isRequired = newParam.in === "path" || newParam.param.required === true;
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
