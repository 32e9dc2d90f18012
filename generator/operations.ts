/**
 * Reads an OpenAPI 3.0/3.1 document (already bundled: every `$ref` local) into the operation table
 * (templates/static/http/operations.ts). Operation names follow hey-api's own rule (its `toCase`), so
 * the table's `id` and hey-api's type names (`<Id>Data`, `<Id>Responses`) always agree:
 * an `operationId` is camel-cased (`get-bookings` → `getBookings`); without one the name is made
 * from method and path (`GET /users/{id}` → `getUsersById`); a clash gets a number (`getUsers2`).
 */
import { toCase } from "@hey-api/shared";
import type {
  BodySpec,
  HeaderSpec,
  HttpMethod,
  LinkSpec,
  MediaSpec,
  OperationSpec,
  OperationTable,
  OutgoingSpec,
  PaginationSpec,
  ParameterLocation,
  ParameterSpec,
  ParameterStyle,
  ResponseSpec,
  SecuritySchemeSpec,
  ValueShape,
} from "../templates/static/http/operations.ts";
import { mediaKind } from "../templates/static/http/operations.ts";
import { atPointer, escapeToken, pointer as jsonPointer } from "./pointer.ts";

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const str = (v: unknown, fallback = ""): string => (typeof v === "string" ? v : fallback);

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

/** A node and the pointer it lives at, after following local `$ref`s. */
interface Located {
  node: unknown;
  pointer: string;
}

/** Follows local `$ref`s (at most 32 hops), keeping track of where the target lives. */
export function follow(document: unknown, located: Located): Located {
  let current = located;
  for (let hops = 0; hops < 32; hops++) {
    const ref = isObject(current.node) ? current.node.$ref : undefined;
    if (typeof ref !== "string" || !ref.startsWith("#")) return current;
    const pointer = decodeURIComponent(ref.slice(1));
    current = { node: atPointer(document, pointer), pointer };
  }
  return current;
}

/** Where a schema is: the component it `$ref`s when it is a bare ref (validators compile it once), else inline. */
function schemaPointer(document: unknown, parent: Located, key = "schema"): string | null {
  if (!isObject(parent.node) || parent.node[key] === undefined) return null;
  const schema = parent.node[key];
  if (isObject(schema) && typeof schema.$ref === "string" && schema.$ref.startsWith("#")) {
    return follow(document, { node: schema, pointer: `${parent.pointer}/${key}` }).pointer;
  }
  return `${parent.pointer}/${key}`;
}

function valueShape(document: unknown, pointer: string | null): ValueShape {
  if (pointer === null) return "primitive";
  const { node } = follow(document, { node: atPointer(document, pointer), pointer });
  if (!isObject(node)) return "primitive";
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes("array")) return "array";
  if (types.includes("object") || isObject(node.properties) || isObject(node.additionalProperties)) return "object";
  return "primitive";
}

const DEFAULT_STYLE: Record<ParameterLocation, ParameterStyle> = {
  path: "simple",
  header: "simple",
  query: "form",
  cookie: "form",
};

function parameterSpec(document: unknown, raw: Located): ParameterSpec | null {
  const located = follow(document, raw);
  const p = located.node;
  if (
    !isObject(p) ||
    typeof p.name !== "string" ||
    !(p.in === "path" || p.in === "query" || p.in === "header" || p.in === "cookie")
  )
    return null;
  const location = p.in as ParameterLocation;
  const style = (typeof p.style === "string" ? p.style : DEFAULT_STYLE[location]) as ParameterStyle;
  const contentType = isObject(p.content) ? (Object.keys(p.content)[0] ?? null) : null;
  const schema =
    contentType !== null
      ? schemaPointer(document, {
          node: (p.content as Json)[contentType],
          pointer: `${located.pointer}/content/${escapeToken(contentType)}`,
        })
      : schemaPointer(document, located);
  return {
    name: p.name,
    in: location,
    required: location === "path" || p.required === true,
    style,
    explode: typeof p.explode === "boolean" ? p.explode : style === "form",
    allowReserved: p.allowReserved === true,
    shape: valueShape(document, schema),
    schema,
    contentType,
    deprecated: p.deprecated === true,
  };
}

function mediaSpecs(document: unknown, content: Located): MediaSpec[] {
  if (!isObject(content.node)) return [];
  return Object.keys(content.node).map((contentType) => {
    const media: Located = {
      node: content.node && (content.node as Json)[contentType],
      pointer: `${content.pointer}/${escapeToken(contentType)}`,
    };
    const examples = isObject(media.node) && isObject(media.node.examples) ? Object.keys(media.node.examples) : [];
    return {
      contentType,
      kind: mediaKind(contentType),
      schema: schemaPointer(document, media),
      examples,
      pointer: media.pointer,
    };
  });
}

function headerSpecs(document: unknown, headers: Located): HeaderSpec[] {
  if (!isObject(headers.node)) return [];
  return Object.keys(headers.node).map((name) => {
    const header = follow(document, {
      node: (headers.node as Json)[name],
      pointer: `${headers.pointer}/${escapeToken(name)}`,
    });
    const required = isObject(header.node) && header.node.required === true;
    return { name, required, schema: schemaPointer(document, header) };
  });
}

/** Numeric statuses ascending, then ranges, then `default`. */
function statusOrder(a: string, b: string): number {
  const rank = (s: string) => (/^\d{3}$/.test(s) ? Number(s) : /^[1-5]XX$/i.test(s) ? 1000 + Number(s[0]) : 2000);
  return rank(a) - rank(b) || byCodeUnit(a, b);
}

/** Links name their target by `operationId` (as written) or `operationRef`; both become a table id. */
type LinkTarget = (link: Json) => string | null;

function linkSpecs(document: unknown, links: Located, target: LinkTarget): LinkSpec[] {
  if (!isObject(links.node)) return [];
  const out: LinkSpec[] = [];
  for (const name of Object.keys(links.node)) {
    const link = follow(document, {
      node: (links.node as Json)[name],
      pointer: `${links.pointer}/${escapeToken(name)}`,
    }).node;
    if (!isObject(link)) continue;
    const operation = target(link);
    if (operation === null) continue;
    const parameters: Record<string, string> = {};
    if (isObject(link.parameters))
      for (const [k, v] of Object.entries(link.parameters))
        parameters[k] = typeof v === "string" ? v : JSON.stringify(v);
    out.push({
      name,
      operation,
      parameters,
      requestBody:
        link.requestBody === undefined
          ? null
          : typeof link.requestBody === "string"
            ? link.requestBody
            : JSON.stringify(link.requestBody),
    });
  }
  return out;
}

function responseSpecs(document: unknown, responses: Located, target: LinkTarget): ResponseSpec[] {
  if (!isObject(responses.node)) return [];
  return Object.keys(responses.node)
    .filter((status) => /^\d{3}$/.test(status) || /^[1-5]XX$/i.test(status) || status === "default")
    .sort(statusOrder)
    .map((status) => {
      const response = follow(document, {
        node: (responses.node as Json)[status],
        pointer: `${responses.pointer}/${escapeToken(status)}`,
      });
      const r = isObject(response.node) ? response.node : {};
      return {
        status,
        description: str(r.description),
        media: mediaSpecs(document, { node: r.content, pointer: `${response.pointer}/content` }),
        headers: headerSpecs(document, { node: r.headers, pointer: `${response.pointer}/headers` }),
        links: linkSpecs(document, { node: r.links, pointer: `${response.pointer}/links` }, target),
      };
    });
}

function bodySpec(document: unknown, body: Located): BodySpec | null {
  const located = follow(document, body);
  if (!isObject(located.node)) return null;
  return {
    required: located.node.required === true,
    media: mediaSpecs(document, { node: located.node.content, pointer: `${located.pointer}/content` }),
  };
}

function securityAlternatives(requirements: unknown): string[][] | null {
  if (!Array.isArray(requirements)) return null;
  return requirements.filter(isObject).map((r) => Object.keys(r).sort(byCodeUnit));
}

function paginationSpec(value: unknown): PaginationSpec | null {
  if (!isObject(value)) return null;
  const s = (k: string) => (typeof value[k] === "string" ? (value[k] as string) : null);
  const cursorParam = s("cursorParam");
  const nextCursorField = s("nextCursorField");
  const itemsField = s("itemsField");
  if (!cursorParam || !nextCursorField || !itemsField) return null;
  return { cursorParam, nextCursorField, itemsField, hasMoreField: s("hasMoreField") };
}

function securitySchemes(document: Json): Record<string, SecuritySchemeSpec> {
  const components = isObject(document.components) ? document.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  const out: Record<string, SecuritySchemeSpec> = {};
  for (const name of Object.keys(schemes).sort(byCodeUnit)) {
    const s = follow(document, {
      node: schemes[name],
      pointer: jsonPointer("components", "securitySchemes", name),
    }).node;
    if (!isObject(s)) continue;
    if (s.type === "http")
      out[name] = {
        type: "http",
        scheme: str(s.scheme, "bearer").toLowerCase(),
        bearerFormat: typeof s.bearerFormat === "string" ? s.bearerFormat : null,
      };
    else if (s.type === "apiKey" && (s.in === "header" || s.in === "query" || s.in === "cookie"))
      out[name] = { type: "apiKey", in: s.in, name: str(s.name) };
    else if (s.type === "oauth2" || s.type === "openIdConnect") out[name] = { type: s.type };
    else if (s.type === "mutualTLS") out[name] = { type: "mutualTLS" };
  }
  return out;
}

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
