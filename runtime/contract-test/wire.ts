/**
 * Parameters and bodies on the wire, both ways, as OpenAPI defines them: every parameter style
 * (`simple`, `label`, `matrix`, `form`, `spaceDelimited`, `pipeDelimited`, `deepObject`) with
 * `explode`, and bodies of every media kind (JSON, form, multipart, text, binary). The suite
 * encodes with these; the mock server and the validation proxy decode with them.
 */
import { mediaKind, type ParameterSpec as TableParameterSpec } from "../../generated/http/operations.js";
import { parseQueryParameters, serializeQueryParameter } from "../../generated/http/params.js";
import type { ParameterSpec } from "./spec.ts";
import { deref, type JsonSchema } from "./spec.ts";

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

function scalar(value: unknown): string {
  return typeof value === "string" ? value : value === null ? "null" : (JSON.stringify(value) ?? "");
}

/** A path, header or simple-style value: `a,b` for arrays, `k,v` (or `k=v` exploded) for objects. */
function simple(value: unknown, explode: boolean): string {
  if (Array.isArray(value)) return value.map(scalar).join(",");
  if (isRecord(value))
    return Object.entries(value)
      .map(([k, v]) => (explode ? `${k}=${scalar(v)}` : `${k},${scalar(v)}`))
      .join(",");
  return scalar(value);
}

/** A path parameter's text (not yet percent-encoded beyond what the style adds). */
export function encodePathValue(parameter: Pick<ParameterSpec, "name" | "style" | "explode">, value: unknown): string {
  const enc = (v: unknown) => encodeURIComponent(scalar(v));
  if (parameter.style === "label") {
    if (Array.isArray(value)) return `.${value.map(enc).join(parameter.explode ? "." : ",")}`;
    if (isRecord(value))
      return `.${Object.entries(value)
        .map(([k, v]) => (parameter.explode ? `${k}=${enc(v)}` : `${k},${enc(v)}`))
        .join(parameter.explode ? "." : ",")}`;
    return `.${enc(value)}`;
  }
  if (parameter.style === "matrix") {
    const name = parameter.name;
    if (Array.isArray(value))
      return parameter.explode
        ? value.map((v) => `;${name}=${enc(v)}`).join("")
        : `;${name}=${value.map(enc).join(",")}`;
    if (isRecord(value))
      return parameter.explode
        ? Object.entries(value)
            .map(([k, v]) => `;${k}=${enc(v)}`)
            .join("")
        : `;${name}=${Object.entries(value)
            .map(([k, v]) => `${k},${enc(v)}`)
            .join(",")}`;
    return `;${name}=${enc(value)}`;
  }
  if (Array.isArray(value)) return value.map(enc).join(",");
  if (isRecord(value))
    return Object.entries(value)
      .map(([k, v]) => (parameter.explode ? `${k}=${enc(v)}` : `${k},${enc(v)}`))
      .join(",");
  return enc(value);
}

/** Query pairs of one parameter value, per its style and explode. */
export function encodeQueryValue(
  parameter: Pick<ParameterSpec, "name" | "style" | "explode">,
  value: unknown,
): [string, string][] {
  const { name, style, explode } = parameter;
  if (style === "deepObject" && isRecord(value))
    return Object.entries(value).map(([k, v]) => [`${name}[${k}]`, scalar(v)]);
  if (Array.isArray(value)) {
    if (style === "spaceDelimited") return [[name, value.map(scalar).join(" ")]];
    if (style === "pipeDelimited") return [[name, value.map(scalar).join("|")]];
    return explode ? value.map((v) => [name, scalar(v)]) : [[name, value.map(scalar).join(",")]];
  }
  if (isRecord(value))
    return explode
      ? Object.entries(value).map(([k, v]) => [k, scalar(v)])
      : [
          [
            name,
            Object.entries(value)
              .flatMap(([k, v]) => [k, scalar(v)])
              .join(","),
          ],
        ];
  return [[name, scalar(value)]];
}

/** A header parameter's value (`simple` style). */
export function encodeHeaderValue(parameter: Pick<ParameterSpec, "explode">, value: unknown): string {
  return simple(value, parameter.explode);
}

/**
 * A body encoded for a media type; `contentType` carries a multipart boundary when one is made. A
 * form body's `styledFields` (the media's `encoding`) are written as the query parameters they are
 * styled like (`metadata[order]=42`).
 */
export function encodeBody(
  mediaType: string,
  value: unknown,
  styledFields: readonly TableParameterSpec[] = [],
): { text: string; contentType: string } {
  const kind = mediaKind(mediaType);
  if (kind === "json") return { text: JSON.stringify(value), contentType: mediaType };
  if (kind === "form") {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(isRecord(value) ? value : {})) {
      const field = styledFields.find((f) => f.name === k);
      if (field && v !== undefined)
        for (const [name, text] of new URLSearchParams(serializeQueryParameter(field, v).join("&")))
          params.append(name, text);
      else if (Array.isArray(v)) for (const item of v) params.append(k, scalar(item));
      else if (v !== undefined) params.append(k, isRecord(v) ? JSON.stringify(v) : scalar(v));
    }
    return { text: params.toString(), contentType: mediaType };
  }
  if (kind === "multipart") {
    const boundary = "contractkit-boundary-7d1f";
    const parts: string[] = [];
    const part = (name: string, v: unknown) => {
      const json = isRecord(v) || Array.isArray(v);
      parts.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n${json ? "Content-Type: application/json\r\n" : ""}\r\n${json ? JSON.stringify(v) : scalar(v)}\r\n`,
      );
    };
    for (const [k, v] of Object.entries(isRecord(value) ? value : {}))
      if (Array.isArray(v) && v.every((item) => !isRecord(item))) for (const item of v) part(k, item);
      else if (v !== undefined) part(k, v);
    return { text: `${parts.join("")}--${boundary}--\r\n`, contentType: `${mediaType}; boundary=${boundary}` };
  }
  return { text: typeof value === "string" ? value : (JSON.stringify(value) ?? ""), contentType: mediaType };
}

/** The JSON Schema type of a value (`null` is "null", not JavaScript's "object"). */
function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

/** The JSON types a schema allows, following `$ref` and looking into `oneOf`/`anyOf`/`allOf`. */
export function typesOf(root: Json, schema: unknown, depth = 0): string[] {
  if (depth > 8) return [];
  const s = deref(root, schema);
  if (typeof s.type === "string") return s.type === "integer" ? ["integer", "number"] : [s.type];
  if (Array.isArray(s.type)) return s.type.map(String);
  if (s.const !== undefined) return [jsonType(s.const)];
  if (Array.isArray(s.enum)) return [...new Set(s.enum.map(jsonType))];
  for (const key of ["oneOf", "anyOf", "allOf"])
    if (Array.isArray(s[key])) return [...new Set((s[key] as unknown[]).flatMap((m) => typesOf(root, m, depth + 1)))];
  if (isRecord(s.properties)) return ["object"];
  if (s.items !== undefined) return ["array"];
  return [];
}

/** A string from the wire turned into the JSON value its schema expects (left as is when it cannot be). */
export function coerce(root: Json, schema: unknown, text: string): unknown {
  const types = typesOf(root, schema);
  if ((types.includes("number") || types.includes("integer")) && /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(text))
    return Number(text);
  if (types.includes("boolean") && (text === "true" || text === "false")) return text === "true";
  if (types.includes("null") && text === "null") return null;
  if (!types.includes("string") && (types.includes("object") || types.includes("array")))
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  return text;
}

function itemSchema(root: Json, schema: unknown): unknown {
  return deref(root, schema).items ?? {};
}

function propertySchema(root: Json, schema: unknown, name: string): unknown {
  const props = deref(root, schema).properties;
  return isRecord(props) ? (props[name] ?? {}) : {};
}

function pairsToObject(root: Json, schema: unknown, pairs: readonly string[]): Json {
  const out: Json = {};
  for (let i = 0; i + 1 < pairs.length; i += 2)
    out[pairs[i]!] = coerce(root, propertySchema(root, schema, pairs[i]!), pairs[i + 1]!);
  return out;
}

/** Decodes a path or header value written in `simple` style (also `label` / `matrix` for paths). */
export function decodeSimple(root: Json, parameter: ParameterSpec, raw: string): unknown {
  let text = raw;
  let separator = ",";
  if (parameter.style === "label") {
    text = text.replace(/^\./, "");
    if (parameter.explode) separator = ".";
  } else if (parameter.style === "matrix") {
    text = text.replace(new RegExp(`^;${parameter.name}=`), "").replace(/^;/, "");
    if (parameter.explode) separator = ";";
  }
  if (parameter.shape === "array")
    return text === ""
      ? []
      : text
          .split(separator)
          .map((t) => t.replace(new RegExp(`^${parameter.name}=`), ""))
          .map((t) => coerce(root, itemSchema(root, parameter.schema), t));
  if (parameter.shape === "object") {
    if (parameter.explode) {
      const out: Json = {};
      for (const pair of text.split(separator)) {
        const [k = "", v = ""] = pair.split("=");
        out[k] = coerce(root, propertySchema(root, parameter.schema, k), v);
      }
      return out;
    }
    return pairsToObject(root, parameter.schema, text.split(","));
  }
  return coerce(root, parameter.schema, text);
}

/** Decodes one query parameter from the query pairs; undefined when absent. */
export function decodeQuery(root: Json, parameter: ParameterSpec, search: URLSearchParams): unknown {
  const { name, style, explode, shape } = parameter;
  if (style === "deepObject") {
    const out: Json = {};
    for (const [key, value] of search) {
      if (!key.startsWith(`${name}[`) || !key.endsWith("]")) continue;
      const property = key.slice(name.length + 1, -1);
      out[property] = coerce(root, propertySchema(root, parameter.schema, property), value);
    }
    return Object.keys(out).length === 0 ? undefined : out;
  }
  if (shape === "object" && explode) {
    const props = deref(root, parameter.schema).properties;
    const out: Json = {};
    for (const key of isRecord(props) ? Object.keys(props) : []) {
      const value = search.get(key);
      if (value !== null) out[key] = coerce(root, propertySchema(root, parameter.schema, key), value);
    }
    return Object.keys(out).length === 0 ? undefined : out;
  }
  const values = search.getAll(name);
  if (values.length === 0) return undefined;
  if (shape === "array") {
    const items = explode
      ? values
      : values[0]!.split(style === "spaceDelimited" ? " " : style === "pipeDelimited" ? "|" : ",");
    return items.map((t) => coerce(root, itemSchema(root, parameter.schema), t));
  }
  if (shape === "object") return pairsToObject(root, parameter.schema, values[0]!.split(","));
  return coerce(root, parameter.schema, values[0]!);
}

/** The cookies of a `Cookie` header. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0) out.set(part.slice(0, index).trim(), decodeURIComponent(part.slice(index + 1).trim()));
  }
  return out;
}

/** The result of reading a body: the value to validate, or why it could not be read. */
export type DecodedBody =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly reason: string };

function multipartBoundary(contentType: string): string | undefined {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2]?.trim();
}

function decodeMultipart(root: Json, schema: JsonSchema, contentType: string, text: string): DecodedBody {
  const boundary = multipartBoundary(contentType);
  if (!boundary) return { ok: false, reason: "multipart body without a boundary" };
  if (!text.includes(`--${boundary}`)) return { ok: false, reason: "multipart body does not contain its boundary" };
  const out: Json = {};
  for (const chunk of text.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith("--")) break;
    const split = chunk.indexOf("\r\n\r\n");
    if (split < 0) return { ok: false, reason: "a multipart part has no header/body separator" };
    const head = chunk.slice(0, split);
    const body = chunk.slice(split + 4).replace(/\r\n$/, "");
    const name = /name="([^"]*)"/i.exec(head)?.[1];
    if (name === undefined) return { ok: false, reason: "a multipart part has no name" };
    const property = propertySchema(root, schema, name);
    const isJsonPart = /content-type:\s*application\/json/i.test(head);
    const value = isJsonPart ? safeJson(body) : coerce(root, property, body);
    if (typesOf(root, property).includes("array") && !isJsonPart)
      out[name] = [...((out[name] as unknown[]) ?? []), coerce(root, itemSchema(root, property), body)];
    else out[name] = value;
  }
  return { ok: true, value: out };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A styled form field's texts (an object's members, an array's items) read as its schema's types. */
function coerceStyled(root: Json, schema: unknown, value: unknown): unknown {
  if (typeof value === "string") return coerce(root, schema, value);
  if (Array.isArray(value)) return value.map((item) => coerceStyled(root, itemSchema(root, schema), item));
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, coerceStyled(root, propertySchema(root, schema, k), v)]),
  );
}

/**
 * Reads a body of a declared media type into the value its schema describes. A form body's
 * `styledFields` (the media's `encoding`) are read as the query parameters they are styled like.
 */
export function decodeBody(
  root: Json,
  mediaType: string,
  schema: JsonSchema,
  contentType: string,
  text: string,
  styledFields: readonly TableParameterSpec[] = [],
): DecodedBody {
  const kind = mediaKind(mediaType);
  if (kind === "json")
    try {
      return { ok: true, value: JSON.parse(text) };
    } catch {
      return { ok: false, reason: `the body is not valid JSON` };
    }
  if (kind === "form") {
    const out: Json = {};
    const styledName = (key: string) => styledFields.some((f) => key === f.name || key.startsWith(`${f.name}[`));
    const styled = parseQueryParameters(styledFields, text);
    for (const field of styledFields)
      if (styled[field.name] !== undefined)
        out[field.name] = coerceStyled(root, propertySchema(root, schema, field.name), styled[field.name]);
    for (const [key, value] of new URLSearchParams(text)) {
      if (styledName(key)) continue;
      const property = propertySchema(root, schema, key);
      if (typesOf(root, property).includes("array"))
        out[key] = [...((out[key] as unknown[]) ?? []), coerce(root, itemSchema(root, property), value)];
      else out[key] = coerce(root, property, value);
    }
    return { ok: true, value: out };
  }
  if (kind === "multipart") return decodeMultipart(root, schema, contentType, text);
  return { ok: true, value: text };
}
