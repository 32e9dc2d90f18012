/**
 * Reads an OpenAPI 3.0/3.1 document (already bundled: every `$ref` local) into the operation table
 * (templates/static/http/operations.ts). Operation names follow hey-api's own rule (its `toCase`), so
 * the table's `id` and hey-api's type names (`<Id>Data`, `<Id>Responses`) always agree:
 * an `operationId` is camel-cased (`get-bookings` → `getBookings`); without one the name is made
 * from method and path (`GET /users/{id}` → `getUsersById`); a clash gets a number (`getUsers2`).
 */
import { toCase } from "@hey-api/shared";
import type {
  HttpMethod,
  OperationSpec,
  OperationTable,
  OutgoingSpec,
  ParameterSpec,
} from "../templates/static/http/operations.ts";
import {
  bodySpec,
  follow,
  type LinkTarget,
  type Located,
  paginationSpec,
  parameterSpec,
  responseSpecs,
  securityAlternatives,
  securitySchemes,
  str,
} from "./operation-parts.ts";
import { atPointer, escapeToken } from "./pointer.ts";
import { isRecord as isObject, type JsonObject as Json } from "./spec-json.ts";

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The methods in the order operations are collected, which numbers clashing ids (`getUsers2`). It differs
 * from openapi-document.ts's HTTP_METHODS (OAS order, the order problems are reported in); each order
 * shows in output, so the two lists stay apart.
 */
export const HTTP_METHODS: readonly HttpMethod[] = [
  "get",
  "put",
  "post",
  "delete",
  "patch",
  "head",
  "options",
  "trace",
];

/** hey-api's name for an operation: the camel-cased `operationId`, or one made from method and path. */
export function operationName(method: string, path: string, operationId: string | null): string {
  if (operationId) {
    // hey-api drops leading characters that cannot start an identifier and turns the rest into separators.
    const sanitized = operationId
      .replace(/^[^\p{ID_Start}]+/u, "")
      .replace(/(?![$\u200c\u200d])\P{ID_Continue}/gu, "-")
      .replace(/[$+]/g, "-");
    return toCase(sanitized, "camelCase");
  }
  return toCase(`${method}-${path.replace(/{(.*?)}/g, "by-$1").replace(/[/:+]/g, "-")}`, "camelCase");
}

interface RawOperation {
  method: HttpMethod;
  path: string;
  located: Located;
  pathItem: Located;
}

/** Every operation of a paths-like object (`paths`, `webhooks`, a callback), in document order. */
function rawOperations(document: unknown, paths: Located): RawOperation[] {
  if (!isObject(paths.node)) return [];
  const out: RawOperation[] = [];
  for (const path of Object.keys(paths.node)) {
    const pathItem = follow(document, {
      node: (paths.node as Json)[path],
      pointer: `${paths.pointer}/${escapeToken(path)}`,
    });
    if (!isObject(pathItem.node)) continue;
    for (const method of HTTP_METHODS) {
      const op = pathItem.node[method];
      if (isObject(op))
        out.push({ method, path, located: { node: op, pointer: `${pathItem.pointer}/${method}` }, pathItem });
    }
  }
  return out;
}

/** Assigns ids the way hey-api does: in document order, a repeated name gets 2, 3, … */
function assignIds(raws: readonly RawOperation[], taken = new Set<string>()): string[] {
  return raws.map((raw) => {
    const op = raw.located.node as Json;
    const base = operationName(raw.method, raw.path, typeof op.operationId === "string" ? op.operationId : null);
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}${n}`;
    taken.add(id);
    return id;
  });
}

function operationSpec(
  document: Json,
  raw: RawOperation,
  id: string,
  target: LinkTarget,
  globalSecurity: string[][],
): OperationSpec {
  const op = raw.located.node as Json;
  const pathItem = raw.pathItem.node as Json;
  const parameters: ParameterSpec[] = [];
  const seen = new Set<string>();
  const lists: Located[] = [
    { node: op.parameters, pointer: `${raw.located.pointer}/parameters` },
    { node: pathItem.parameters, pointer: `${raw.pathItem.pointer}/parameters` },
  ];
  for (const list of lists) {
    if (!Array.isArray(list.node)) continue;
    list.node.forEach((node, i) => {
      const p = parameterSpec(document, { node, pointer: `${list.pointer}/${i}` });
      if (!p || seen.has(`${p.in}:${p.name}`)) return; // operation-level parameters override path-level ones
      seen.add(`${p.in}:${p.name}`);
      parameters.push(p);
    });
  }
  return {
    id,
    operationId: typeof op.operationId === "string" ? op.operationId : null,
    method: raw.method,
    path: raw.path,
    pathAliases: Array.isArray(op["x-path-aliases"])
      ? op["x-path-aliases"].filter((a): a is string => typeof a === "string")
      : [],
    pointer: raw.located.pointer,
    summary: str(op.summary),
    tags: Array.isArray(op.tags) ? op.tags.filter((t): t is string => typeof t === "string") : [],
    deprecated: op.deprecated === true,
    parameters,
    body:
      op.requestBody === undefined
        ? null
        : bodySpec(document, { node: op.requestBody, pointer: `${raw.located.pointer}/requestBody` }),
    responses: responseSpecs(document, { node: op.responses, pointer: `${raw.located.pointer}/responses` }, target),
    security: securityAlternatives(op.security) ?? globalSecurity,
    pagination: paginationSpec(op["x-pagination"]),
  };
}

/** Builds the table of one service from its bundled document. */
export function buildOperationTable(document: Json, service: string): OperationTable {
  const info = isObject(document.info) ? document.info : {};
  const raws = rawOperations(document, { node: document.paths, pointer: "/paths" });
  const ids = assignIds(raws);
  const byOperationId = new Map<string, string>();
  const byPointer = new Map<string, string>();
  raws.forEach((raw, i) => {
    const operationId = (raw.located.node as Json).operationId;
    if (typeof operationId === "string") byOperationId.set(operationId, ids[i]!);
    byPointer.set(raw.located.pointer, ids[i]!);
  });
  const target: LinkTarget = (link) => {
    if (typeof link.operationId === "string") return byOperationId.get(link.operationId) ?? null;
    if (typeof link.operationRef === "string" && link.operationRef.startsWith("#"))
      return byPointer.get(decodeURIComponent(link.operationRef.slice(1))) ?? null;
    return null;
  };
  const globalSecurity = securityAlternatives(document.security) ?? [];
  const operations: Record<string, OperationSpec> = {};
  const specs = raws.map((raw, i) => operationSpec(document, raw, ids[i]!, target, globalSecurity));
  for (const spec of [...specs].sort((a, b) => byCodeUnit(a.id, b.id))) operations[spec.id] = spec;

  const outgoing = (paths: Located, prefix: string, taken: Set<string>): OutgoingSpec[] => {
    const list = rawOperations(document, paths);
    const outIds = assignIds(list, taken);
    return list.map((raw, i) => ({
      name: `${prefix}${raw.path}`,
      operation: operationSpec(document, raw, outIds[i]!, target, []),
    }));
  };
  const taken = new Set(ids);
  const webhooks = outgoing({ node: document.webhooks, pointer: "/webhooks" }, "", taken);
  const callbacks: OutgoingSpec[] = [];
  for (const spec of specs) {
    const op = atPointer(document, spec.pointer) as Json;
    if (!isObject(op.callbacks)) continue;
    for (const name of Object.keys(op.callbacks)) {
      const callback = follow(document, {
        node: op.callbacks[name],
        pointer: `${spec.pointer}/callbacks/${escapeToken(name)}`,
      });
      callbacks.push(...outgoing(callback, `${spec.id}.${name}.`, taken));
    }
  }
  return {
    service,
    title: str(info.title, service),
    version: str(info.version, "0.0.0"),
    openapi: str(document.openapi),
    securitySchemes: securitySchemes(document),
    operations,
    webhooks,
    callbacks,
  };
}
