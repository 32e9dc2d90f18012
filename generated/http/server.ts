// Copied from templates/static/http/server.ts by contractkit generate — edit that file, then run generate.
/**
 * The request path shared by every generated server: route matching from the generated route table,
 * bearer security, request validation by openapi-backend against the bundled spec, and dispatch to a
 * typed handler. Framework-agnostic: an adapter (e.g. node:http) turns sockets into `HttpRequest`s.
 *
 * Routes are matched here, once per request, from a table compiled at start-up, and openapi-backend
 * is handed the already-known operation: its own matcher rebuilds the operation list and path
 * regexes on every request, which costs hundreds of microseconds on a 25-operation spec
 * (docs/reference/performance.md#route-matching).
 *
 * One file (over 400 lines) on purpose: it is copied whole into generated/http/ and is the hot path
 * of every request, its steps (module-level functions under 80 lines) sharing the types above.
 */
import { type Document, OpenAPIBackend, type Operation } from "openapi-backend";
import {
  discriminatedOneOfIn,
  type HttpMethod,
  type MediaSpec,
  mediaFor,
  mediaKind,
  type OperationSpec,
  type ParameterSpec,
  requiredForDirectionIn,
  responseFor,
  type SecuritySchemeSpec,
  schemaPatternEngine,
  schemasForAjvIn,
} from "./operations.js";
import { parseCookieParameters, parseHeaderParameter, parsePathParameter, parseQueryParameters } from "./params.js";

export type { HttpMethod } from "./operations.js";

/** One row of the route table, derived from the operation table (an `x-path-aliases` entry is one more row). */
export interface RouteSpec {
  readonly method: HttpMethod;
  /** OpenAPI path template, e.g. `/api/v1/accounts/{id}`. */
  readonly path: string;
  /** The operation's id in the table (its handler key). */
  readonly operationId: string;
  readonly operation: OperationSpec;
}

/** The route rows of an operation table: each operation at its path and at each of its aliases. */
export function routesOf(operations: Readonly<Record<string, OperationSpec>>): RouteSpec[] {
  return Object.values(operations).flatMap((operation) =>
    [operation.path, ...operation.pathAliases].map((path) => ({
      method: operation.method,
      path,
      operationId: operation.id,
      operation,
    })),
  );
}

/** A parsed HTTP request as the dispatcher sees it. */
export interface HttpRequest {
  method: string;
  /** Path without the query string, percent-encoded as received. */
  path: string;
  /** Raw query string without the leading `?` (may be empty). */
  query: string;
  /** Header names in lower case. */
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The parsed JSON body, the text of any other body, or undefined when there is none. */
  body: unknown;
  /** The body's bytes as received, when the transport has them (needed for multipart and binary bodies). */
  rawBody?: Uint8Array;
  /**
   * The body as received (UTF-8), when the transport has it. Validation fills schema defaults into
   * `body` in place, so a handler that must compare requests as sent (idempotency) reads this.
   */
  bodyText?: string;
}

/** What a handler may return as a body: JSON-serialisable data, text, bytes, or a stream of text chunks. */
export type ResponseBody = unknown;

/**
 * A JSON body may carry its own serialisation under this symbol (a string or its UTF-8 bytes, or a
 * getter giving one): the dispatcher then sends it instead of running `JSON.stringify` on the body.
 * It must be exactly what `JSON.stringify(body)` gives (as UTF-8, when bytes); it lets a server keep
 * parts of bodies serialised (pre-serialised list items) while handlers called directly still see
 * plain data. Bytes kept from an earlier response also spare the socket write encoding the text
 * again. `JSON.stringify` ignores symbol keys, so the body stays valid for anything else that
 * serialises it.
 */
export const JSON_BODY_TEXT: unique symbol = Symbol.for("contractkit.jsonBodyText");

/** The serialisation a body carries under {@link JSON_BODY_TEXT}, if any. */
function ownJsonText(body: unknown): string | Uint8Array | undefined {
  if (body === null || typeof body !== "object") return undefined;
  const text = (body as { [JSON_BODY_TEXT]?: unknown })[JSON_BODY_TEXT];
  return typeof text === "string" || text instanceof Uint8Array ? text : undefined;
}

/** A handler's result: one of the statuses the spec declares for the operation. */
export interface HandlerResult {
  status: number;
  body: ResponseBody;
  headers?: Readonly<Record<string, string>> | undefined;
  /** Media type of the body; `application/json` when absent. */
  contentType?: string | undefined;
}

/** The response the dispatcher produces; `body` is serialised already unless it is a stream. */
export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array | AsyncIterable<string | Uint8Array>;
}

/** The request a generated handler receives. */
export interface HandlerRequest<Params, Query, Headers, Body, Auth> {
  operationId: string;
  params: Params;
  query: Query;
  headers: Headers;
  /** Cookie parameters the operation declares, parsed by their style. */
  cookies: Readonly<Record<string, unknown>>;
  body: Body;
  /** What the operation's security scheme resolved the credential to (undefined on public routes). */
  auth: Auth;
  /** The request as received, for anything the typed view does not carry. */
  raw: HttpRequest;
}

/**
 * The errors the dispatcher itself produces, before any handler runs (408 and 431 come from the
 * HTTP adapter, for requests Node's parser refused).
 */
export interface DispatchError {
  /** 422 instead of 400 for invalid input where the operation documents 422 and not 400 (FastAPI's way). */
  status: 400 | 401 | 403 | 404 | 408 | 413 | 415 | 422 | 431 | 500;
  code:
    | "bad_request"
    | "unauthorized"
    | "forbidden"
    | "not_found"
    | "request_timeout"
    | "payload_too_large"
    | "unsupported_media_type"
    | "request_header_fields_too_large"
    | "internal_error";
  message: string;
  details?: unknown;
}

/**
 * A resolver's answer for a token that is valid but not for this scheme (e.g. a company key on an
 * admin route): 403 instead of the 401 that `undefined` (unknown key) produces.
 */
export class SecurityDenial {
  constructor(readonly message: string) {}
}

/**
 * Resolves a credential to a principal; undefined = unknown key (401), a `SecurityDenial` = 403.
 * The credential is the bearer token, the API key (from its header, query parameter or cookie), or
 * `user:password` for http basic.
 */
export type SecurityResolver<Principal> = (
  token: string,
  request: HttpRequest,
) => Principal | SecurityDenial | undefined | Promise<Principal | SecurityDenial | undefined>;

export interface DispatcherOptions {
  /** The bundled OpenAPI document (already parsed; no YAML on start-up): the schemas the table points into. */
  document: Record<string, unknown>;
  /** The operation table's operations, by id. */
  operations: Readonly<Record<string, OperationSpec>>;
  /** The operation table's security schemes: where each credential is read from. */
  securitySchemes: Readonly<Record<string, SecuritySchemeSpec>>;
  handlers: Readonly<
    Record<
      string,
      (request: HandlerRequest<unknown, unknown, unknown, unknown, unknown>) => HandlerResult | Promise<HandlerResult>
    >
  >;
  security: Readonly<Record<string, SecurityResolver<unknown>>>;
  /** Renders a dispatcher error in the service's error envelope. */
  errorBody: (error: DispatchError) => unknown;
  /** Called with any exception a handler throws (the client only sees a 500 envelope). */
  onError?: (error: unknown, request: HttpRequest) => void;
}

export interface Dispatcher {
  /** Handles one request; never throws. */
  handle(request: HttpRequest): Promise<HttpResponse>;
  /** The route that would serve a method and path, if any (used for CORS preflight). */
  match(method: string, path: string): RouteMatch | MethodMismatch | undefined;
  /**
   * Renders an error found before dispatch (oversized or malformed body) in the service's envelope;
   * given the request's method and path, as the operation it is for answers it (its documented
   * error media type, and 422 for invalid input where it documents 422 and not 400).
   */
  reject(error: DispatchError, target?: RequestTarget): HttpResponse;
}

/** Which route a request is for: its method and its path without the query string. */
export interface RequestTarget {
  method: string;
  path: string;
}

interface CompiledRoute {
  spec: RouteSpec;
  regex: RegExp;
  paramNames: string[];
}

export interface RouteMatch {
  kind: "match";
  route: RouteSpec;
  params: Record<string, string>;
}

export interface MethodMismatch {
  kind: "method-mismatch";
  allowed: HttpMethod[];
}

/** RFC 3339 date-time (the JSON Schema `date-time` format), with a real calendar date. */
function isDateTime(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/.test(value) &&
    !Number.isNaN(Date.parse(value))
  );
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Compiles a route table into a matcher: literal paths by map lookup, templated paths by one regex
 * each. A missing or extra trailing slash still matches (`/v1/pools` serves `/v1/pools/`).
 */
export function compileRoutes(
  routes: readonly RouteSpec[],
): (method: string, path: string) => RouteMatch | MethodMismatch | undefined {
  const literal = new Map<string, RouteSpec[]>();
  const templated: CompiledRoute[] = [];
  const normalise = (p: string) => (p.length > 1 && p.endsWith("/") ? p.slice(0, -1) : p);
  for (const spec of routes) {
    if (!spec.path.includes("{")) {
      const key = normalise(spec.path);
      literal.set(key, [...(literal.get(key) ?? []), spec]);
      continue;
    }
    const paramNames: string[] = [];
    const pattern = normalise(spec.path)
      .split(/(\{[^}]+\})/)
      .map((part) => {
        const m = part.match(/^\{([^}]+)\}$/);
        if (!m) return escapeRegex(part);
        paramNames.push(m[1]!);
        return "([^/]+)";
      })
      .join("");
    templated.push({ spec, regex: new RegExp(`^${pattern}/?$`), paramNames });
  }
  return (method, rawPath) => {
    const path = normalise(rawPath);
    const m = method.toLowerCase();
    const candidates: RouteMatch[] = [];
    for (const spec of literal.get(path) ?? []) candidates.push({ kind: "match", route: spec, params: {} });
    if (candidates.length === 0) {
      for (const route of templated) {
        const hit = route.regex.exec(path);
        if (!hit) continue;
        const params: Record<string, string> = {};
        let decodable = true;
        route.paramNames.forEach((name, i) => {
          const raw = hit[i + 1]!;
          try {
            decodeURIComponent(raw);
          } catch {
            decodable = false;
          }
          // Kept percent-encoded: label and matrix styles are split before decoding (params.ts).
          params[name] = raw;
        });
        if (decodable) candidates.push({ kind: "match", route: route.spec, params });
      }
    }
    if (candidates.length === 0) return undefined;
    const exact =
      candidates.find((c) => c.route.method === m) ??
      (m === "head" ? candidates.find((c) => c.route.method === "get") : undefined);
    if (exact) return exact;
    return { kind: "method-mismatch", allowed: [...new Set(candidates.map((c) => c.route.method))] };
  };
}

/** Reads the bearer token from an Authorization header (RFC 6750 §2.1), or undefined. */
export function bearerToken(headers: HttpRequest["headers"]): string | undefined {
  const value = headers.authorization;
  const header = Array.isArray(value) ? value[0] : value;
  const match = header?.match(/^Bearer[ ]+([^\s]+)\s*$/i);
  return match ? match[1] : undefined;
}

interface AjvError {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
  keyword?: string;
}

/** Maps ajv errors (as openapi-backend reports them) to `{path, message}` pairs a client can act on. */
export function describeValidationErrors(errors: readonly AjvError[]): Array<{ path: string; message: string }> {
  return errors.map((e) => {
    const where = (e.instancePath ?? "").replace(/^\/requestBody/, "/body");
    const extra =
      e.keyword === "additionalProperties" && typeof e.params?.additionalProperty === "string"
        ? `: ${e.params.additionalProperty}`
        : e.keyword === "enum" && Array.isArray(e.params?.allowedValues)
          ? `: ${(e.params.allowedValues as unknown[]).join(", ")}`
          : "";
    return { path: where || "/", message: `${e.message ?? "is invalid"}${extra}` };
  });
}

function mediaTypeOf(headers: HttpRequest["headers"]): string {
  const value = headers["content-type"];
  const header = Array.isArray(value) ? value[0] : value;
  return (header ?? "").split(";")[0]!.trim().toLowerCase();
}

function serialise(result: HandlerResult): HttpResponse {
  const headers: Record<string, string> = { ...(result.headers ?? {}) };
  const body = result.body;
  // A response without content (a 204, or a 202 with nothing to say) goes without a Content-Type.
  if (body === undefined && result.contentType === undefined) return { status: result.status, headers, body: "" };
  const contentType = result.contentType ?? "application/json";
  if (contentType === "application/json" || contentType.endsWith("+json")) {
    headers["content-type"] = `${contentType}; charset=utf-8`;
    return { status: result.status, headers, body: ownJsonText(body) ?? JSON.stringify(body) };
  }
  headers["content-type"] = contentType.startsWith("text/") ? `${contentType}; charset=utf-8` : contentType;
  if (typeof body === "string" || body instanceof Uint8Array) return { status: result.status, headers, body };
  if (body !== null && typeof body === "object" && Symbol.asyncIterator in body) {
    return { status: result.status, headers, body: body as AsyncIterable<string | Uint8Array> };
  }
  return { status: result.status, headers, body: String(body) };
}

/** An ajv validate function: true when valid, else `errors` lists why. */
type CompiledValidator = ((data: unknown) => boolean) & { errors?: unknown[] | null };

/**
 * The document openapi-backend compiles validators from: every operation carries its table id as
 * `operationId` (ids missing or not identifiers in the spec are named by the table), and a body
 * declared only as a vendor `+json` type is also declared as `application/json`, which is the media
 * openapi-backend validates.
 */
function validationDocument(
  document: Record<string, unknown>,
  operations: Readonly<Record<string, OperationSpec>>,
): Record<string, unknown> {
  const copy = structuredClone(document);
  schemasForAjvIn(copy);
  discriminatedOneOfIn(copy);
  // openapi-backend validates requests only: a readOnly property is never required of them.
  requiredForDirectionIn(copy, "request");
  for (const operation of Object.values(operations)) {
    const node = pointerGet(copy, operation.pointer) as Record<string, unknown> | undefined;
    if (!node) continue;
    node.operationId = operation.id;
    const body = operation.body?.media ?? [];
    const content = (pointerGet(copy, `${operation.pointer}/requestBody`) as { content?: Record<string, unknown> })
      ?.content;
    const vendor = body.find((m) => m.kind === "json" && m.contentType !== "application/json");
    if (content && vendor && content["application/json"] === undefined)
      content["application/json"] = pointerGet(copy, vendor.pointer);
  }
  return copy;
}

function pointerGet(document: unknown, pointer: string): unknown {
  if (pointer === "") return document;
  let node = document;
  for (const raw of pointer.slice(1).split("/")) {
    const token = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    const resolved = resolveLocal(document, node) as Record<string, unknown> | undefined;
    node = resolved?.[token];
  }
  return node;
}

/** Follows a local `$ref` (e.g. a request body declared in components). */
function resolveLocal(document: unknown, node: unknown): unknown {
  for (let hops = 0; hops < 16; hops++) {
    const ref = (node as { $ref?: unknown } | undefined)?.$ref;
    if (typeof ref !== "string" || !ref.startsWith("#/")) return node;
    node = pointerGet(document, decodeURIComponent(ref.slice(1)));
  }
  return node;
}

/**
 * A form body as an object: the fields its media's `encoding` styles (`metadata[order]=42`) read as
 * the query parameters they are written like, every other field as it came (repeated: an array).
 */
function formBody(text: string, styledFields: readonly ParameterSpec[]): Record<string, unknown> {
  const styledName = (key: string) => styledFields.some((f) => key === f.name || key.startsWith(`${f.name}[`));
  const body = formObject([...new URLSearchParams(text).entries()].filter(([key]) => !styledName(key)));
  const styled = parseQueryParameters(styledFields, text);
  for (const field of styledFields) if (styled[field.name] !== undefined) body[field.name] = styled[field.name];
  return body;
}

/** A body as the operation's media type declares it: an object for form and multipart, bytes for binary. */
async function decodeBody(
  request: HttpRequest,
  contentType: string,
  media: MediaSpec,
): Promise<{ body: unknown; files: Record<string, unknown> }> {
  const kind = mediaKind(contentType);
  const files: Record<string, unknown> = {};
  if (kind === "form") {
    const text = typeof request.body === "string" ? request.body : (request.bodyText ?? "");
    return { body: formBody(text, media.styledFields ?? []), files };
  }
  if (kind === "multipart") {
    const bytes = request.rawBody ?? new TextEncoder().encode(request.bodyText ?? "");
    const form = await new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { "content-type": headerValue(request.headers, "content-type") ?? "" },
    }).formData();
    const body: Record<string, unknown> = {};
    for (const [name, value] of form.entries()) {
      if (typeof value !== "string") {
        const blob = value as Blob;
        // A JSON part is a nested object; any other part with a file is a file (validated as a string).
        if (blob.type === "application/json") addField(body, name, JSON.parse(await blob.text()) as unknown);
        else addField(files, name, blob);
      } else addField(body, name, value);
    }
    return { body, files };
  }
  if (kind === "binary") return { body: request.rawBody ?? request.bodyText ?? request.body, files };
  return { body: request.body, files };
}

/**
 * Form and multipart fields arrive as text: read them as the body schema's property types (and
 * arrays). `styled`: a form body, whose styled fields (`card[exp_month]=12`) arrive as objects of
 * texts, read member by member the same way (a multipart JSON part is typed already).
 */
function coerceFields(
  body: Record<string, unknown>,
  schema: unknown,
  document: unknown,
  styled = false,
): Record<string, unknown> {
  const resolved = resolveLocal(document, schema) as { properties?: Record<string, unknown> } | undefined;
  const properties = resolved?.properties ?? {};
  const out: Record<string, unknown> = { ...body };
  for (const [name, value] of Object.entries(body)) {
    const property = resolveLocal(document, properties[name]) as FieldSchema | undefined;
    const types = Array.isArray(property?.type) ? property.type : [property?.type];
    if (types.includes("array")) {
      const items = resolveLocal(document, property?.items) as FieldSchema | undefined;
      out[name] = (Array.isArray(value) ? value : [value]).map((v) => scalar(v, items));
    } else if (styled && typeof value === "object" && value !== null && !Array.isArray(value))
      out[name] = coerceFields(value as Record<string, unknown>, properties[name], document, styled);
    else out[name] = scalar(value, property);
  }
  return out;
}

/** What reading a text field needs of its schema. */
type FieldSchema = { type?: unknown; items?: unknown; enum?: unknown };

function scalar(value: unknown, schema: FieldSchema | undefined): unknown {
  if (typeof value !== "string") return value;
  const types = Array.isArray(schema?.type) ? schema.type : [schema?.type];
  // `null` has no form of its own in a form field: the text "null" where the schema allows null.
  if (value === "null" && (types.includes("null") || (Array.isArray(schema?.enum) && schema.enum.includes(null))))
    return null;
  if ((types.includes("integer") || types.includes("number")) && value.trim() !== "" && !Number.isNaN(Number(value)))
    return Number(value);
  if (types.includes("boolean") && (value === "true" || value === "false")) return value === "true";
  if (types.includes("object") && value.startsWith("{")) {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

function addField(target: Record<string, unknown>, name: string, value: unknown): void {
  const existing = target[name];
  if (existing === undefined) target[name] = value;
  else target[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
}

function formObject(entries: Iterable<[string, string]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of entries) addField(out, name, value);
  return out;
}

function headerValue(headers: HttpRequest["headers"], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A credential found for a scheme, or undefined when the request carries none for it. */
function credentialFor(scheme: SecuritySchemeSpec | undefined, request: HttpRequest): string | undefined {
  if (scheme?.type === "apiKey") {
    if (scheme.in === "header") return headerValue(request.headers, scheme.name.toLowerCase());
    if (scheme.in === "query")
      for (const part of request.query.split("&")) {
        const [k, v = ""] = part.split("=");
        if (k !== undefined && decodeURIComponent(k) === scheme.name) return decodeURIComponent(v);
      }
    if (scheme.in === "cookie")
      for (const part of (headerValue(request.headers, "cookie") ?? "").split(";")) {
        const at = part.indexOf("=");
        if (at > 0 && part.slice(0, at).trim() === scheme.name) return decodeURIComponent(part.slice(at + 1).trim());
      }
    return undefined;
  }
  if (scheme?.type === "http" && scheme.scheme === "basic") {
    const match = headerValue(request.headers, "authorization")?.match(/^Basic\s+([A-Za-z0-9+/=]+)\s*$/i);
    if (!match) return undefined;
    const bytes = Uint8Array.from(atob(match[1]!), (c) => c.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  }
  if (scheme?.type === "mutualTLS") return undefined;
  return bearerToken(request.headers);
}

/** True when the spec declares a response for the handler's status (exactly, by range or as `default`). */
function declaredStatus(operation: OperationSpec, result: HandlerResult): boolean {
  return responseFor(operation, result.status) !== undefined;
}

/** What `createDispatcher` builds once and every request reads: the steps below take it as their first argument. */
interface DispatchContext {
  readonly options: DispatcherOptions;
  readonly api: OpenAPIBackend;
  readonly match: (method: string, path: string) => RouteMatch | MethodMismatch | undefined;
  /** Names of the API keys sent in the query: credentials, not parameters. */
  readonly securityQueryNames: readonly string[];
}

/** Request parameters by location and the body, after validation coerced them and filled defaults. */
interface ValidatedRequest {
  errors: AjvError[] | null;
  parameters: Record<string, Record<string, unknown>>;
  body: unknown;
}

/** openapi-backend with the formats the specs use; checks every operation of the table has a handler. */
async function createValidationBackend(options: DispatcherOptions): Promise<OpenAPIBackend> {
  const api = new OpenAPIBackend({
    definition: validationDocument(options.document, options.operations) as unknown as Document,
    // quick: openapi-backend checks documents against the OpenAPI 3.0 schema, which a 3.1 document
    // fails; our generator has validated the spec already.
    quick: true,
    validate: true,
    coerceTypes: true,
    // Fill query defaults (limit: 50 …) so handlers see the documented value, not undefined.
    ajvOpts: { useDefaults: true, strict: false, allErrors: true, code: { regExp: schemaPatternEngine } },
    customizeAjv: (ajv) => {
      ajv.addFormat("date-time", { type: "string", validate: isDateTime });
      ajv.addFormat("date", {
        type: "string",
        validate: (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)),
      });
      for (const format of ["binary", "byte", "password", "uuid", "email", "uri", "int32", "int64", "float", "double"])
        ajv.addFormat(format, true);
      return ajv;
    },
  });
  await api.init();
  const known = new Set(api.getOperations().map((o: Operation) => o.operationId));
  for (const id of Object.keys(options.operations)) {
    if (!known.has(id)) throw new Error(`operation ${id} is not in the document`);
    if (!options.handlers[id]) throw new Error(`no handler registered for ${id}`);
  }
  return api;
}

/**
 * Builds the dispatcher: routes, request parameters (every style), bodies (JSON, `+json`, form,
 * multipart, bytes, text), security alternatives and validation all come from the operation table;
 * openapi-backend's compiled ajv validators check the values against the document's schemas.
 */
export async function createDispatcher(options: DispatcherOptions): Promise<Dispatcher> {
  const context: DispatchContext = {
    options,
    api: await createValidationBackend(options),
    match: compileRoutes(routesOf(options.operations)),
    securityQueryNames: Object.values(options.securitySchemes).flatMap((s) =>
      s.type === "apiKey" && s.in === "query" ? [s.name] : [],
    ),
  };
  return {
    handle: (request) => handle(context, request),
    match: context.match,
    reject: (error, target) => rejectFor(context, error, target),
  };
}

/** An error found before dispatch, as the operation its request is for would answer it. */
function rejectFor(context: DispatchContext, error: DispatchError, target: RequestTarget | undefined): HttpResponse {
  const found = target && context.match(target.method, target.path);
  if (found?.kind !== "match") return fail(context.options, error);
  const operation = found.route.operation;
  const status = error.status === 400 ? invalidInputStatus(operation) : error.status;
  return fail(context.options, { ...error, status }, operation);
}

/**
 * An error the dispatcher answers itself, rendered by `errorBody`. For an operation's request, it
 * goes in the JSON media type the operation documents for that status (`application/problem+json`,
 * say), else as `application/json`.
 */
function fail(options: DispatcherOptions, error: DispatchError, operation?: OperationSpec): HttpResponse {
  const documented = operation && responseFor(operation, error.status)?.media.find((m) => m.kind === "json");
  const contentType = documented && !documented.contentType.includes("*") ? documented.contentType : undefined;
  return serialise({ status: error.status, body: options.errorBody(error), ...(contentType ? { contentType } : {}) });
}

/** 401 with the RFC 6750 challenge: a token was missing (no error code) or is not valid. */
function unauthorized(
  options: DispatcherOptions,
  operation: OperationSpec,
  message: string,
  tokenSent: boolean,
): HttpResponse {
  const response = fail(options, { status: 401, code: "unauthorized", message }, operation);
  response.headers["www-authenticate"] = tokenSent ? 'Bearer error="invalid_token"' : "Bearer";
  return response;
}

/** Reads the parameters by their styles and validates (coercing, filling defaults) them and the body. */
function validateRequest(
  context: DispatchContext,
  operation: OperationSpec,
  request: HttpRequest,
  rawParams: Record<string, string>,
  body: unknown,
): ValidatedRequest {
  const path: Record<string, unknown> = {};
  const header: Record<string, unknown> = {};
  for (const p of operation.parameters) {
    if (p.in === "path" && rawParams[p.name] !== undefined) path[p.name] = parsePathParameter(p, rawParams[p.name]!);
    if (p.in === "header") {
      const value = headerValue(request.headers, p.name.toLowerCase());
      if (value !== undefined) header[p.name.toLowerCase()] = parseHeaderParameter(p, value);
    }
  }
  const query = parseQueryParameters(operation.parameters, request.query);
  // An API key sent in the query is a credential, not a parameter the operation declares.
  for (const name of context.securityQueryNames)
    if (!operation.parameters.some((p) => p.in === "query" && p.name === name)) delete query[name];
  const cookie = parseCookieParameters(operation.parameters, headerValue(request.headers, "cookie") ?? "");
  const parameters: Record<string, unknown> = { path, query, header, cookie };
  if (body !== undefined) parameters.requestBody = body;
  let errors: AjvError[] | null = null;
  // Compiled on first use and cached by openapi-backend: compiling every operation up front would
  // add a third of a second to every start of the bank.
  for (const validator of context.api.validator.getRequestValidatorsForOperation(operation.id) as CompiledValidator[]) {
    if (!validator(parameters)) errors = [...(errors ?? []), ...((validator.errors ?? []) as AjvError[])];
  }
  return { errors, parameters: { path, query, header, cookie }, body: parameters.requestBody };
}

/** Tries each security alternative in order; the first whose credentials all resolve wins. */
async function authenticate(
  options: DispatcherOptions,
  operation: OperationSpec,
  request: HttpRequest,
): Promise<{ auth: unknown } | HttpResponse> {
  if (operation.security.length === 0) return { auth: undefined };
  let sent = false;
  let failure: HttpResponse | undefined;
  for (const alternative of operation.security) {
    let auth: unknown;
    let ok = true;
    for (const name of alternative) {
      const credential = credentialFor(options.securitySchemes[name], request);
      if (credential === undefined) {
        ok = false;
        break;
      }
      sent = true;
      const resolver = options.security[name];
      const principal = resolver ? await resolver(credential, request) : undefined;
      if (principal instanceof SecurityDenial) {
        failure ??= fail(options, { status: 403, code: "forbidden", message: principal.message }, operation);
        ok = false;
        break;
      }
      if (principal === undefined) {
        failure ??= unauthorized(options, operation, `invalid key for ${name}`, true);
        ok = false;
        break;
      }
      auth = principal;
    }
    if (ok) return { auth };
  }
  return failure ?? missingCredentials(options, operation, sent);
}

/** 401 naming what to send: a bearer token when every alternative takes one, else the alternatives. */
function missingCredentials(options: DispatcherOptions, operation: OperationSpec, sent: boolean): HttpResponse {
  const bearerOnly = operation.security.every((a) =>
    a.every((n) => {
      const s = options.securitySchemes[n];
      return (
        s === undefined ||
        s.type === "oauth2" ||
        s.type === "openIdConnect" ||
        (s.type === "http" && s.scheme === "bearer")
      );
    }),
  );
  return unauthorized(
    options,
    operation,
    bearerOnly
      ? "missing bearer token: send `Authorization: Bearer <key>`"
      : `missing credentials: send one of ${operation.security.map((a) => a.join(" + ")).join(" or ")}`,
    sent,
  );
}

/** 404 for a path no route serves, or for a method the path has no route for (with `allow`). */
function routeMiss(options: DispatcherOptions, request: HttpRequest, found: MethodMismatch | undefined): HttpResponse {
  if (!found)
    return fail(options, {
      status: 404,
      code: "not_found",
      message: `no route ${request.method.toUpperCase()} ${request.path}`,
    });
  // 404, not 405: both specs document unknown routes and unknown methods alike as not_found.
  const allowed = found.allowed.map((m) => m.toUpperCase()).join(", ");
  const response = fail(options, {
    status: 404,
    code: "not_found",
    message: `${request.method.toUpperCase()} is not a route on ${request.path}; allowed: ${allowed}`,
  });
  response.headers.allow = allowed;
  return response;
}

/** An empty body is no body (as openapi-backend reads it), whatever the content type says. */
function hasBody(request: HttpRequest): boolean {
  return (
    (request.body !== undefined && request.body !== "") || (request.rawBody !== undefined && request.rawBody.length > 0)
  );
}

function unsupportedMediaType(options: DispatcherOptions, operation: OperationSpec, mediaType: string): HttpResponse {
  const accepted = operation.body!.media.map((m) => m.contentType).join(" or ");
  return fail(
    options,
    {
      status: 415,
      code: "unsupported_media_type",
      message: `content-type must be ${accepted}, got ${mediaType || "none"}`,
    },
    operation,
  );
}

/** The status of invalid input: 400, or 422 where the operation documents 422 and not 400. */
function invalidInputStatus(operation: OperationSpec): 400 | 422 {
  const documents = (status: string) => operation.responses.some((r) => r.status === status);
  return !documents("400") && documents("422") ? 422 : 400;
}

/** 400 (or 422) for a body its declared media type cannot be read as (a multipart body without its boundary). */
function unreadableBody(
  options: DispatcherOptions,
  operation: OperationSpec,
  mediaType: string,
  error: unknown,
): HttpResponse {
  const reason = error instanceof Error ? error.message : String(error);
  const message = `the ${mediaType} body cannot be read: ${reason}`;
  return fail(options, { status: invalidInputStatus(operation), code: "bad_request", message }, operation);
}

/** A file part as validation sees it: "" (one per file of a repeated field); the schema says `format: binary`. */
function fileAsText(value: unknown): unknown {
  return Array.isArray(value) ? value.map(() => "") : "";
}

/** The body validation checks: the decoded fields, each file part as text; the handler gets the files themselves. */
function bodyForValidation(body: unknown, files: Record<string, unknown>): unknown {
  return Object.keys(files).length > 0
    ? { ...(body as object), ...Object.fromEntries(Object.entries(files).map(([k, v]) => [k, fileAsText(v)])) }
    : body;
}

function invalidRequest(options: DispatcherOptions, operation: OperationSpec, errors: AjvError[]): HttpResponse {
  const details = describeValidationErrors(errors);
  return fail(
    options,
    {
      status: invalidInputStatus(operation),
      code: "bad_request",
      message: `invalid request: ${details.map((d) => `${d.path} ${d.message}`).join("; ")}`,
      details,
    },
    operation,
  );
}

/** What the handler receives: validated parameters, header parameters by declared name, the body with its files. */
function handlerRequest(
  operation: OperationSpec,
  request: HttpRequest,
  validation: ValidatedRequest,
  files: Record<string, unknown>,
  auth: unknown,
): HandlerRequest<unknown, unknown, unknown, unknown, unknown> {
  const validBody = Object.keys(files).length > 0 ? { ...(validation.body as object), ...files } : validation.body;
  const headerValues: Record<string, unknown> = {};
  for (const p of operation.parameters) {
    const value = validation.parameters.header![p.name.toLowerCase()];
    if (p.in === "header" && value !== undefined) headerValues[p.name] = value;
  }
  return {
    operationId: operation.id,
    params: validation.parameters.path!,
    query: validation.parameters.query!,
    headers: headerValues,
    cookies: validation.parameters.cookie!,
    body: operation.body === null ? request.body : validBody,
    auth,
    raw: request,
  };
}

/** The handler's result on the wire; a status the spec does not declare is a bug on our side, not the client's. */
function respond(operation: OperationSpec, result: HandlerResult): HttpResponse {
  if (!declaredStatus(operation, result)) {
    throw new Error(`${operation.id} answered ${result.status}, which the spec does not declare`);
  }
  const response = serialise(result);
  if (result.status === 401 && response.headers["www-authenticate"] === undefined) {
    response.headers["www-authenticate"] = 'Bearer error="invalid_token"';
  }
  return response;
}

/**
 * One request: route, authenticate, decode the body, validate, call the handler, serialise. The
 * steps are plain functions of the context built once, so a request allocates no closure; the two
 * awaits that may suspend (security resolvers, multipart bodies) stay inline so no step adds a promise.
 */
async function handle(context: DispatchContext, request: HttpRequest): Promise<HttpResponse> {
  const { options } = context;
  try {
    const found = context.match(request.method, request.path);
    if (found?.kind !== "match") return routeMiss(options, request, found);
    const operation = found.route.operation;
    const authenticated = await authenticate(options, operation, request);
    if (!("auth" in authenticated)) return authenticated;

    let body: unknown;
    let files: Record<string, unknown> = {};
    if (operation.body !== null && hasBody(request)) {
      const mediaType = mediaTypeOf(request.headers);
      const media = mediaFor(operation.body.media, mediaType);
      if (!media) return unsupportedMediaType(options, operation, mediaType);
      try {
        ({ body, files } = await decodeBody(request, mediaType, media));
      } catch (error) {
        return unreadableBody(options, operation, mediaType, error);
      }
      if (media.kind === "form" || media.kind === "multipart")
        body = coerceFields(
          body as Record<string, unknown>,
          media.schema === null ? undefined : pointerGet(options.document, media.schema),
          options.document,
          media.kind === "form",
        );
    }

    const validation = validateRequest(context, operation, request, found.params, bodyForValidation(body, files));
    if (validation.errors !== null) return invalidRequest(options, operation, validation.errors);
    const handler = options.handlers[operation.id]!;
    const result = await handler(handlerRequest(operation, request, validation, files, authenticated.auth));
    return respond(operation, result);
  } catch (error) {
    options.onError?.(error, request);
    return fail(options, { status: 500, code: "internal_error", message: "internal error" });
  }
}
