/**
 * The parts of one operation as the operation table holds them (templates/static/http/operations.ts):
 * parameters, media types, headers, links, responses, request body, security and pagination, each read
 * from the bundled document with the pointer it was found at. operations.ts assembles them per operation.
 */
import type {
  BodySpec,
  HeaderSpec,
  LinkSpec,
  MediaSpec,
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
import { isRecord as isObject, type JsonObject as Json } from "./spec-json.ts";

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** A string value, or `fallback` when the value is not a string. */
export const str = (v: unknown, fallback = ""): string => (typeof v === "string" ? v : fallback);

/** A node and the pointer it lives at, after following local `$ref`s. */
export interface Located {
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

export function parameterSpec(document: unknown, raw: Located): ParameterSpec | null {
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
    const schema = schemaPointer(document, media);
    const kind = mediaKind(contentType);
    const styledFields = kind === "form" ? styledFormFields(document, media, schema) : [];
    return {
      contentType,
      kind,
      schema,
      examples,
      pointer: media.pointer,
      ...(styledFields.length > 0 ? { styledFields } : {}),
    };
  });
}

/**
 * The properties of a form body whose Encoding Object styles them as query parameters are styled
 * ("the same values as query parameters", OpenAPI's Encoding Object): `deepObject`, the delimited
 * styles, or `explode: false`. `form` with `explode: true` is left out: for arrays it is what a form
 * body does anyway, and an object spread over the body's own names could not be read back.
 */
function styledFormFields(document: unknown, media: Located, bodySchema: string | null): ParameterSpec[] {
  const encoding = isObject(media.node) && isObject(media.node.encoding) ? media.node.encoding : undefined;
  if (encoding === undefined || bodySchema === null) return [];
  const body = follow(document, { node: atPointer(document, bodySchema), pointer: bodySchema });
  const properties: Located = {
    node: isObject(body.node) && isObject(body.node.properties) ? body.node.properties : {},
    pointer: `${body.pointer}/properties`,
  };
  return Object.entries(encoding).flatMap(([name, entry]): ParameterSpec[] => {
    if (!isObject(entry) || (properties.node as Json)[name] === undefined) return [];
    const style = (typeof entry.style === "string" ? entry.style : "form") as ParameterStyle;
    const explode = typeof entry.explode === "boolean" ? entry.explode : style === "form";
    if (style === "form" && explode) return [];
    const schema = schemaPointer(document, properties, name);
    const shape = valueShape(document, schema);
    const allowReserved = entry.allowReserved === true;
    return [
      {
        name,
        in: "query",
        required: false,
        style,
        explode,
        allowReserved,
        shape,
        schema,
        contentType: null,
        deprecated: false,
      },
    ];
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
export type LinkTarget = (link: Json) => string | null;

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

export function responseSpecs(document: unknown, responses: Located, target: LinkTarget): ResponseSpec[] {
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

export function bodySpec(document: unknown, body: Located): BodySpec | null {
  const located = follow(document, body);
  if (!isObject(located.node)) return null;
  return {
    required: located.node.required === true,
    media: mediaSpecs(document, { node: located.node.content, pointer: `${located.pointer}/content` }),
  };
}

export function securityAlternatives(requirements: unknown): string[][] | null {
  if (!Array.isArray(requirements)) return null;
  return requirements.filter(isObject).map((r) => Object.keys(r).sort(byCodeUnit));
}

export function paginationSpec(value: unknown): PaginationSpec | null {
  if (!isObject(value)) return null;
  const s = (k: string) => (typeof value[k] === "string" ? (value[k] as string) : null);
  const cursorParam = s("cursorParam");
  const nextCursorField = s("nextCursorField");
  const itemsField = s("itemsField");
  if (!cursorParam || !nextCursorField || !itemsField) return null;
  return { cursorParam, nextCursorField, itemsField, hasMoreField: s("hasMoreField") };
}

export function securitySchemes(document: Json): Record<string, SecuritySchemeSpec> {
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
