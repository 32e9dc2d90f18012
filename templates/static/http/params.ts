/**
 * OpenAPI parameter serialisation (`style` + `explode`, OAS 3.1 §4.8.12.4) in both directions: the
 * client writes path segments, query strings, headers and cookies with it, the server dispatcher
 * reads them back. Values are read back as strings (or arrays/objects of strings); the schema
 * validator coerces them to the declared types. Edit this file in templates/static/http/;
 * generated/http/params.ts is a copy.
 */
import type { ParameterSpec } from "./operations.js";

type Plain = string | number | boolean | bigint;
type Entries = Array<[string, string]>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A value as text: dates as ISO strings, everything else by String. */
function text(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return String(value as Plain);
}

/** The value's items: array elements, or an object's [key, value] pairs; undefined/null entries dropped. */
function arrayItems(value: readonly unknown[]): string[] {
  return value.filter((v) => v !== undefined && v !== null).map(text);
}
function objectEntries(value: Record<string, unknown>): Entries {
  return Object.entries(value)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => [k, text(v)]);
}

/** Percent-encodes for a path segment or query component; `allowReserved` keeps RFC 3986 reserved characters. */
function encode(value: string, allowReserved: boolean): string {
  return allowReserved ? encodeURI(value).replace(/[#?]/g, encodeURIComponent) : encodeURIComponent(value);
}

/**
 * Whether the text that replaces `{name}` in a path cannot be sent as that segment: "." or ".." is a
 * dot-segment, which URL parsing removes (RFC 3986 §5.2.4; the WHATWG URL standard that fetch
 * follows removes "%2E" too), and "" leaves an empty segment (`/books/` is the list, `/books//cover`
 * no route). Either way the request would reach another path, possibly another operation, and no
 * encoding avoids it.
 */
export function isUnsendablePathSegment(text: string): boolean {
  return text === "" || text === "." || text === "..";
}

/** The path segment that replaces `{name}` (styles simple, label, matrix). */
export function serializePathParameter(spec: ParameterSpec, value: unknown): string {
  const e = (s: string) => encode(s, spec.allowReserved);
  const prefix = spec.style === "label" ? "." : spec.style === "matrix" ? `;${spec.name}=` : "";
  if (spec.contentType !== null) return prefix + e(JSON.stringify(value));
  if (Array.isArray(value)) {
    const items = arrayItems(value).map(e);
    if (spec.style === "label") return `.${items.join(spec.explode ? "." : ",")}`;
    if (spec.style === "matrix")
      return spec.explode ? items.map((v) => `;${spec.name}=${v}`).join("") : `;${spec.name}=${items.join(",")}`;
    return items.join(",");
  }
  if (isRecord(value)) {
    const entries = objectEntries(value).map(([k, v]) => [e(k), e(v)] as const);
    const pairs = spec.explode ? entries.map(([k, v]) => `${k}=${v}`) : entries.flat();
    if (spec.style === "label") return `.${pairs.join(spec.explode ? "." : ",")}`;
    if (spec.style === "matrix")
      return spec.explode ? pairs.map((p) => `;${p}`).join("") : `;${spec.name}=${pairs.join(",")}`;
    return pairs.join(",");
  }
  return prefix + e(text(value));
}

/** The `name=value` pieces one query parameter adds to the query string, already encoded. */
export function serializeQueryParameter(spec: ParameterSpec, value: unknown): string[] {
  const e = (s: string) => encode(s, spec.allowReserved);
  const n = encodeURIComponent(spec.name);
  if (spec.contentType !== null) return [`${n}=${e(JSON.stringify(value))}`];
  if (Array.isArray(value)) {
    const items = arrayItems(value).map(e);
    if (spec.explode && spec.style !== "deepObject") return items.map((v) => `${n}=${v}`);
    const joiner = spec.style === "spaceDelimited" ? "%20" : spec.style === "pipeDelimited" ? "|" : ",";
    return [`${n}=${items.join(joiner)}`];
  }
  if (isRecord(value)) {
    const entries = objectEntries(value);
    if (spec.style === "deepObject") return entries.map(([k, v]) => `${n}%5B${e(k)}%5D=${e(v)}`);
    if (spec.explode) return entries.map(([k, v]) => `${e(k)}=${e(v)}`);
    const joiner = spec.style === "spaceDelimited" ? "%20" : spec.style === "pipeDelimited" ? "|" : ",";
    return [`${n}=${entries.flatMap(([k, v]) => [e(k), e(v)]).join(joiner)}`];
  }
  return [`${n}=${e(text(value))}`];
}

/** A header value (style simple). */
export function serializeHeaderParameter(spec: ParameterSpec, value: unknown): string {
  if (spec.contentType !== null) return JSON.stringify(value);
  if (Array.isArray(value)) return arrayItems(value).join(",");
  if (isRecord(value))
    return objectEntries(value)
      .map(([k, v]) => (spec.explode ? `${k}=${v}` : `${k},${v}`))
      .join(",");
  return text(value);
}

/** The `name=value` pairs of a cookie parameter (style form), values percent-encoded. */
export function serializeCookieParameter(spec: ParameterSpec, value: unknown): string[] {
  const e = encodeURIComponent;
  if (spec.contentType !== null) return [`${spec.name}=${e(JSON.stringify(value))}`];
  if (Array.isArray(value)) {
    const items = arrayItems(value).map(e);
    return spec.explode ? items.map((v) => `${spec.name}=${v}`) : [`${spec.name}=${items.join(",")}`];
  }
  if (isRecord(value)) {
    const entries = objectEntries(value);
    return spec.explode
      ? entries.map(([k, v]) => `${k}=${e(v)}`)
      : [`${spec.name}=${entries.flatMap(([k, v]) => [e(k), e(v)]).join(",")}`];
  }
  return [`${spec.name}=${e(text(value))}`];
}

/* ---------------------------------------------------------------------------------------------- */
/* Reading parameters back (server side)                                                          */

/** Decodes a query or cookie component (`+` is a space, as HTML forms send it). */
const decode = (s: string): string => {
  try {
    return decodeURIComponent(s.replace(/\+/g, " "));
  } catch {
    return s;
  }
};

/** Decodes a path segment piece (`+` is a literal plus there). */
const decodePath = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

function pairsToObject(items: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i + 1 < items.length; i += 2) out[items[i]!] = items[i + 1]!;
  return out;
}

function exploded(items: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of items) {
    const at = item.indexOf("=");
    if (at > 0) out[item.slice(0, at)] = item.slice(at + 1);
  }
  return out;
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** A delimited value read back by the parameter's shape: a string, an array or an object of strings. */
function shaped(spec: ParameterSpec, items: readonly string[], explodedPairs: boolean): unknown {
  if (spec.shape === "array") return [...items];
  if (spec.shape === "object") return explodedPairs ? exploded(items) : pairsToObject(items);
  return items.join(",");
}

/** Reads a path parameter from its raw (still percent-encoded) segment. */
export function parsePathParameter(spec: ParameterSpec, raw: string): unknown {
  let value = raw;
  if (spec.style === "label" && value.startsWith(".")) value = value.slice(1);
  if (spec.style === "matrix") {
    const pieces = value.split(";").filter(Boolean);
    if (spec.contentType !== null || spec.shape === "primitive" || !spec.explode || spec.shape === "array") {
      const own = pieces.filter((p) => p.startsWith(`${spec.name}=`)).map((p) => p.slice(spec.name.length + 1));
      if (spec.contentType !== null) return parseJson(decodePath(own.join(",")));
      if (spec.shape === "array" && spec.explode) return own.map(decodePath);
      return shaped(spec, own.join(",").split(",").map(decodePath), false);
    }
    return exploded(pieces.map(decodePath));
  }
  if (spec.contentType !== null) return parseJson(decodePath(value));
  const separator = spec.style === "label" && spec.explode ? "." : ",";
  if (spec.shape === "primitive") return decodePath(value);
  const items = value.split(separator).map(decodePath);
  if (spec.shape === "object" && spec.explode) return exploded(items);
  return shaped(spec, items, false);
}

/** The raw query string split into decoded [name, value] pairs, in order. */
export function queryPairs(query: string): Entries {
  if (query === "") return [];
  return query
    .split("&")
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf("=");
      return at < 0 ? [decode(part), ""] : [decode(part.slice(0, at)), part.slice(at + 1)];
    });
}

/**
 * Reads every query parameter of an operation; exploded form objects take the pairs no other
 * parameter claims. Absent parameters are left out (so schema defaults apply).
 */
export function parseQueryParameters(specs: readonly ParameterSpec[], query: string): Record<string, unknown> {
  const pairs = queryPairs(query);
  const out: Record<string, unknown> = {};
  const claimed = new Set<number>();
  for (const spec of specs) {
    if (spec.in !== "query") continue;
    if (spec.style === "deepObject") {
      const prefix = `${spec.name}[`;
      const object: Record<string, string> = {};
      pairs.forEach(([k, v], i) => {
        if (k.startsWith(prefix) && k.endsWith("]")) {
          object[k.slice(prefix.length, -1)] = decode(v);
          claimed.add(i);
        }
      });
      if (Object.keys(object).length > 0) out[spec.name] = object;
      continue;
    }
    const own: string[] = [];
    pairs.forEach(([k, v], i) => {
      if (k !== spec.name) return;
      claimed.add(i);
      own.push(v);
    });
    if (own.length === 0) continue;
    if (spec.contentType !== null) out[spec.name] = parseJson(decode(own[0]!));
    else if (spec.shape === "primitive") out[spec.name] = decode(own[0]!);
    else if (spec.explode && spec.shape === "array") out[spec.name] = own.map(decode);
    else {
      const joiner =
        spec.style === "spaceDelimited" ? /%20| |\+/ : spec.style === "pipeDelimited" ? /\||%7C/i : /,|%2C/i;
      out[spec.name] = shaped(spec, own[0]!.split(joiner).map(decode), false);
    }
  }
  const loose = specs.find((s) => s.in === "query" && s.shape === "object" && s.explode && s.style === "form");
  const unclaimed: Record<string, string> = {};
  pairs.forEach(([k, v], i) => {
    if (!claimed.has(i)) unclaimed[k] = decode(v);
  });
  // Pairs no parameter names are an exploded object's properties, or else left in so validation reports them.
  if (loose && out[loose.name] === undefined) {
    if (Object.keys(unclaimed).length > 0) out[loose.name] = unclaimed;
  } else if (!loose) for (const [k, v] of Object.entries(unclaimed)) if (!(k in out)) out[k] = v;
  return out;
}

/** Reads a header parameter (style simple) from its value. */
export function parseHeaderParameter(spec: ParameterSpec, raw: string): unknown {
  if (spec.contentType !== null) return parseJson(raw);
  if (spec.shape === "primitive") return raw;
  // An empty list is an empty value, as the simple style writes it (not one empty item).
  if (spec.shape === "array" && raw.trim() === "") return [];
  const items = raw.split(",").map((s) => s.trim());
  return spec.shape === "object" && spec.explode ? exploded(items) : shaped(spec, items, false);
}

/** The Cookie header split into [name, value] pairs (values still percent-encoded). */
function cookiePairs(header: string): Entries {
  return header
    .split(";")
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const at = p.indexOf("=");
      return at < 0 ? [p, ""] : [p.slice(0, at), p.slice(at + 1)];
    });
}

/** Reads the cookie parameters of an operation from the Cookie header. */
export function parseCookieParameters(specs: readonly ParameterSpec[], header: string): Record<string, unknown> {
  const pairs = cookiePairs(header);
  const out: Record<string, unknown> = {};
  for (const spec of specs) {
    if (spec.in !== "cookie") continue;
    const own = pairs.filter(([k]) => k === spec.name).map(([, v]) => v);
    if (spec.shape === "object" && spec.explode) {
      const object = Object.fromEntries(pairs.map(([k, v]) => [k, decode(v)]));
      if (Object.keys(object).length > 0) out[spec.name] = object;
      continue;
    }
    if (own.length === 0) continue;
    if (spec.contentType !== null) out[spec.name] = parseJson(decode(own[0]!));
    else if (spec.shape === "primitive") out[spec.name] = decode(own[0]!);
    else if (spec.shape === "array" && spec.explode) out[spec.name] = own.map(decode);
    else out[spec.name] = shaped(spec, own[0]!.split(",").map(decode), false);
  }
  return out;
}
