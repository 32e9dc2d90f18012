/**
 * The fetch core every generated client uses (Node 20+ and browsers), driven by the operation table
 * (operations.ts): parameters serialised by their `style`/`explode` (params.ts), bodies encoded by
 * media type (JSON, `+json`, form, multipart with files, bytes, text), each security scheme placed
 * where the spec says, results matched by exact status, range or `default`, and one generic cursor
 * paginator. It imports no validator: response validation is opt-in through `ClientConfig.validate`
 * (e.g. `schemaValidator(<service>ResponseSchemas)` from the service's schemas module), so a bundle
 * that calls one operation carries neither zod nor the other operations.
 * Edit this file in templates/static/http/; generated/http/client.ts is a copy.
 */
import { ContractkitError } from "./errors.js";
import {
  type MediaSpec,
  mediaKind,
  type OperationSpec,
  type ParameterSpec,
  type ResponseSpec,
  responseFor,
  type SecuritySchemeSpec,
} from "./operations.js";
import {
  isUnsendablePathSegment,
  serializeCookieParameter,
  serializeHeaderParameter,
  serializePathParameter,
  serializeQueryParameter,
} from "./params.js";

/**
 * A key, or a function returning the current key, possibly asynchronously (token refresh): a
 * rotated key takes effect without a new client. For http `basic` the key is `user:password`.
 */
export type KeySource = string | (() => string | undefined | Promise<string | undefined>);

/** How a generated operation function reaches a server. */
export interface ClientConfig {
  /** Base URL of the service, e.g. `http://127.0.0.1:4010`. */
  baseUrl: string;
  /** Key per security scheme name (e.g. `companyKey`, `apiKeyHeader`). */
  keys?: Readonly<Record<string, KeySource | undefined>>;
  /** The security schemes of the service, so each key is placed where its scheme says. */
  securitySchemes?: Readonly<Record<string, SecuritySchemeSpec>>;
  /** A fetch implementation (defaults to the global one): the seam for middleware, retries and timeouts. */
  fetch?: typeof fetch;
  /** Headers sent with every request. */
  headers?: Readonly<Record<string, string>>;
  /** RequestInit fields for every request (credentials, cache, keepalive, mode …). */
  init?: Omit<RequestInit, "method" | "body" | "headers">;
  /** Called with every response's status and parsed body; throw to reject it. */
  validate?: (operationId: string, status: number, body: unknown) => void;
}

/** How to read a response body: by content type (`auto`, the default), or as JSON, text, a Blob or the raw stream. */
export type ParseAs = "auto" | "json" | "text" | "blob" | "stream";

/** The options of one call: hey-api's `XData` shape without `url`, plus transport options. */
export interface CallOptions {
  path?: unknown;
  query?: unknown;
  /** Header parameters, plus any extra headers for this call. */
  headers?: unknown;
  /** Cookie parameters. */
  cookies?: unknown;
  body?: unknown;
  /** Which declared request media type to send (default: the first the operation declares). */
  bodyMediaType?: string;
  signal?: AbortSignal;
  /** RequestInit fields for this call, over the client's. */
  init?: Omit<RequestInit, "method" | "body" | "headers">;
  parseAs?: ParseAs;
}

/** Turns a declared response key into the status type a result carries: a range or `default` is any number. */
type StatusOf<S> = S extends number ? S : number;

/**
 * A declared status with its typed body: `data` on 1xx–3xx, `error` on 4xx/5xx and on `default`
 * (`data` where hey-api's types say so: see `defaultIsError`).
 */
export type StatusResult<Responses, Errors, Headers = Readonly<Record<string, string>>> =
  | {
      [S in keyof Responses]: {
        status: StatusOf<S>;
        data: Responses[S];
        error?: undefined;
        headers: Headers;
        response: Response;
      };
    }[keyof Responses]
  | {
      [S in keyof Errors]: {
        status: StatusOf<S>;
        data?: undefined;
        error: Errors[S];
        headers: Headers;
        response: Response;
      };
    }[keyof Errors];

/** Thrown when the request never got an HTTP response (DNS, refused connection, abort). */
export class TransportError extends ContractkitError {
  override readonly name = "TransportError";
  override readonly code = "transport_failed";
}

/** Thrown when a response breaks the spec: an undeclared status, or (when validating) a body that does not match. */
export class ResponseContractError extends ContractkitError {
  override readonly name = "ResponseContractError";
  override readonly code = "response_contract_broken";
  constructor(
    readonly operationId: string,
    readonly status: number,
    readonly issues: readonly { path: string; message: string }[],
    readonly body: unknown,
  ) {
    const problems = issues.map((i) => `${i.path} ${i.message}`).join("; ");
    super(`${operationId}: the ${status} response breaks the spec: ${problems}`);
  }
}

/** Thrown by a paginator when a page request returns a documented error. */
export class PageError extends ContractkitError {
  override readonly name = "PageError";
  override readonly code = "page_request_failed";
  constructor(
    readonly operationId: string,
    readonly status: number,
    readonly error: unknown,
  ) {
    super(`${operationId}: page request failed with ${status}`);
  }
}

export async function resolveKey(source: KeySource | undefined): Promise<string | undefined> {
  return typeof source === "function" ? await source() : source;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function buildUrl(config: ClientConfig, spec: OperationSpec, options: CallOptions, extraQuery: string[]): string {
  const values = (options.path ?? {}) as Record<string, unknown>;
  const path = spec.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    const param = spec.parameters.find((p) => p.in === "path" && p.name === name);
    if (value === undefined || value === null || !param)
      throw new TypeError(`${spec.id}: missing path parameter ${name}`);
    const text = serializePathParameter(param, value);
    if (isUnsendablePathSegment(text))
      throw new TypeError(
        `${spec.id}: path parameter ${name} is "${text}", which cannot be sent as a path segment ` +
          "(the request would reach another path)",
      );
    return text;
  });
  const query = (options.query ?? {}) as Record<string, unknown>;
  const pieces: string[] = [];
  for (const param of spec.parameters) {
    if (param.in !== "query" || query[param.name] === undefined || query[param.name] === null) continue;
    pieces.push(...serializeQueryParameter(param, query[param.name]));
  }
  pieces.push(...extraQuery);
  return `${config.baseUrl.replace(/\/+$/, "")}${path}${pieces.length ? `?${pieces.join("&")}` : ""}`;
}

/** Header parameters by their declared style; any other entry is sent as an extra header as is. */
function applyHeaders(headers: Headers, spec: OperationSpec, given: unknown): void {
  if (!isRecord(given)) return;
  for (const [name, value] of Object.entries(given)) {
    if (value === undefined || value === null) continue;
    const param = spec.parameters.find((p) => p.in === "header" && p.name.toLowerCase() === name.toLowerCase());
    headers.set(name, param ? serializeHeaderParameter(param, value) : String(value));
  }
}

function cookiePieces(spec: OperationSpec, given: unknown): string[] {
  if (!isRecord(given)) return [];
  return spec.parameters
    .filter((p) => p.in === "cookie" && given[p.name] !== undefined && given[p.name] !== null)
    .flatMap((p) => serializeCookieParameter(p, given[p.name]));
}

/** Base64 of a UTF-8 string, in Node and browsers. */
function base64(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Places the keys of the first security alternative the client holds keys for: bearer and basic in
 * `Authorization`, apiKey in its header, query or cookie; oauth2/openIdConnect tokens as bearer.
 */
async function applySecurity(
  config: ClientConfig,
  spec: OperationSpec,
  headers: Headers,
  query: string[],
  cookies: string[],
): Promise<void> {
  for (const alternative of spec.security) {
    const keys = await Promise.all(alternative.map((scheme) => resolveKey(config.keys?.[scheme])));
    if (keys.some((k) => k === undefined)) continue;
    alternative.forEach((scheme, i) => {
      const key = keys[i]!;
      const s = config.securitySchemes?.[scheme] ?? { type: "http", scheme: "bearer", bearerFormat: null };
      if (s.type === "apiKey") {
        if (s.in === "header") headers.set(s.name, key);
        else if (s.in === "query") query.push(`${encodeURIComponent(s.name)}=${encodeURIComponent(key)}`);
        else cookies.push(`${s.name}=${encodeURIComponent(key)}`);
      } else if (s.type === "http" && s.scheme === "basic") headers.set("authorization", `Basic ${base64(key)}`);
      else if (s.type === "http" && s.scheme !== "bearer") headers.set("authorization", `${s.scheme} ${key}`);
      else if (s.type !== "mutualTLS") headers.set("authorization", `Bearer ${key}`);
    });
    return;
  }
}

/** A multipart part: files and blobs as they are, objects as JSON, the rest as text. */
function appendPart(form: FormData, name: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (value instanceof Blob) form.append(name, value);
  else if (Array.isArray(value)) for (const item of value) appendPart(form, name, item);
  else if (isRecord(value)) form.append(name, new Blob([JSON.stringify(value)], { type: "application/json" }));
  else form.append(name, String(value));
}

/**
 * A form body: the fields the media's `encoding` styles as query parameters of that style
 * (`metadata[order]=42`), arrays as repeated fields, other objects as JSON text.
 */
function formBody(body: unknown, styledFields: readonly ParameterSpec[]): URLSearchParams {
  const pieces: string[] = [];
  for (const [name, value] of Object.entries(isRecord(body) ? body : {})) {
    if (value === undefined || value === null) continue;
    const field = styledFields.find((f) => f.name === name);
    if (field) pieces.push(...serializeQueryParameter(field, value));
    else
      for (const item of Array.isArray(value) ? value : [value])
        pieces.push(
          `${encodeURIComponent(name)}=${encodeURIComponent(isRecord(item) ? JSON.stringify(item) : String(item))}`,
        );
  }
  return new URLSearchParams(pieces.join("&"));
}

/** Encodes a body for a declared media type; the content type is set unless fetch must set it (multipart boundary). */
function encodeBody(body: unknown, media: Pick<MediaSpec, "contentType" | "styledFields">, headers: Headers): BodyInit {
  const contentType = media.contentType;
  const kind = mediaKind(contentType);
  if (kind === "multipart") {
    if (body instanceof FormData) return body;
    const form = new FormData();
    for (const [name, value] of Object.entries(isRecord(body) ? body : {})) appendPart(form, name, value);
    return form;
  }
  if (!headers.has("content-type"))
    headers.set("content-type", contentType.includes("*") ? "application/octet-stream" : contentType);
  if (kind === "json") return JSON.stringify(body);
  if (kind === "form") return body instanceof URLSearchParams ? body : formBody(body, media.styledFields ?? []);
  if (kind === "text") return typeof body === "string" ? body : String(body);
  return body as BodyInit;
}

/** Reads a response body as asked, or (`auto`) by its content type: JSON, text, or a Blob. */
async function readBody(response: Response, parseAs: ParseAs): Promise<unknown> {
  if (parseAs === "stream") return response.body;
  if (parseAs === "blob") return response.blob();
  const type = response.headers.get("content-type") ?? "";
  const kind = type === "" ? "text" : mediaKind(type);
  if (parseAs === "auto" && (kind === "binary" || kind === "multipart")) return response.blob();
  const text = await response.text();
  if (parseAs === "text") return text;
  if (text === "") return undefined;
  if (parseAs === "json" || kind === "json") {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** Response headers as a plain object (lower-case names), as the typed `headers` of a result. */
function headerObject(response: Response): Record<string, string> {
  const out: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

/** Performs one operation call. Documented statuses resolve; only transport failures and broken contracts throw. */
export async function request(
  config: ClientConfig,
  spec: OperationSpec,
  options: CallOptions = {},
): Promise<{ status: number; data?: unknown; error?: unknown; headers: Record<string, string>; response: Response }> {
  const headers = new Headers(config.headers);
  applyHeaders(headers, spec, options.headers);
  const securityQuery: string[] = [];
  const cookies = cookiePieces(spec, options.cookies);
  await applySecurity(config, spec, headers, securityQuery, cookies);
  if (cookies.length > 0) headers.set("cookie", [headers.get("cookie"), ...cookies].filter(Boolean).join("; "));
  let body: BodyInit | undefined;
  if (options.body !== undefined && spec.body !== null) {
    const media = spec.body.media.find((m) => m.contentType === options.bodyMediaType) ?? spec.body.media[0];
    body = encodeBody(options.body, media ?? { contentType: "application/json" }, headers);
  }
  const url = buildUrl(config, spec, options, securityQuery);
  const doFetch = config.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      ...config.init,
      ...options.init,
      method: spec.method.toUpperCase(),
      headers,
      ...(body === undefined ? {} : { body }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new TransportError(`${spec.id}: ${spec.method.toUpperCase()} ${url} failed before a response: ${reason}`, {
      cause,
    });
  }
  const declared = responseFor(spec, response.status);
  const parsed = await readBody(response, options.parseAs ?? "auto");
  if (!declared) {
    const statuses = spec.responses.map((r) => r.status).join(", ");
    const message = `status ${response.status} is not declared (declared: ${statuses})`;
    throw new ResponseContractError(spec.id, response.status, [{ path: "/", message }], parsed);
  }
  config.validate?.(spec.id, response.status, parsed);
  const isError =
    declared.status === "default" ? defaultIsError(spec, declared, response.status) : /^[45]/.test(declared.status);
  const result = { status: response.status, headers: headerObject(response), response };
  return isError ? { ...result, error: parsed } : { ...result, data: parsed };
}

/**
 * Whether a body matched by `default` is the result's `error` or its `data`, as hey-api's types place
 * it: with the operation's responses when it declares no 2xx or calls it a success, with its errors
 * when it says error or problem (in its description or its schema's name), else with the errors.
 * Placed with both, the status decides.
 */
function defaultIsError(spec: OperationSpec, declared: ResponseSpec, status: number): boolean {
  const named = declared.media.map((m) => (m.schema?.startsWith("/components/schemas/") ? m.schema : ""));
  const words = [declared.description, ...named].join(" ").toLowerCase();
  const success = !spec.responses.some((r) => r.status.startsWith("2")) || words.includes("success");
  const failure = words.includes("error") || words.includes("problem");
  return success && failure ? status >= 400 : !success;
}

/** The minimal zod surface validation needs, so this module does not depend on zod's types. */
export interface SafeParser {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/**
 * A `validate` hook checking each body against the schema the spec declares for its status: the
 * exact status, then its range (`4XX`), then `default`.
 */
export function schemaValidator(
  schemas: Readonly<Record<string, Readonly<Record<string | number, SafeParser>>>>,
): NonNullable<ClientConfig["validate"]> {
  return (operationId, status, body) => {
    const byStatus = schemas[operationId];
    const schema = byStatus?.[status] ?? byStatus?.[`${String(status)[0]}XX`] ?? byStatus?.default;
    if (!schema) return;
    const result = schema.safeParse(body);
    if (!result.success) {
      const issues = result.error.issues.map((i) => ({ path: `/${i.path.map(String).join("/")}`, message: i.message }));
      throw new ResponseContractError(operationId, status, issues, body);
    }
  };
}

/**
 * Walks a cursor-paginated list page by page and yields every item once, with the field names of the
 * operation's `x-pagination` (from the table). `fetchPage` is called with the cursor to send
 * (undefined for the first page). Stops at a null cursor or `hasMore: false`; a documented error on
 * any page is thrown as `PageError`.
 */
export async function* paginate<Item>(
  spec: OperationSpec,
  fetchPage: (
    cursor: string | undefined,
  ) => Promise<{ status: number | string | symbol; data?: unknown; error?: unknown }>,
): AsyncGenerator<Item, void, undefined> {
  const fields = spec.pagination;
  if (fields === null) throw new TypeError(`${spec.id} declares no x-pagination`);
  let cursor: string | undefined;
  const seen = new Set<string>();
  for (;;) {
    const result = await fetchPage(cursor);
    if (result.error !== undefined || result.data === undefined)
      throw new PageError(spec.id, Number(result.status), result.error);
    const page = result.data as Record<string, unknown>;
    const items = page[fields.itemsField];
    if (Array.isArray(items)) for (const item of items) yield item as Item;
    const next = page[fields.nextCursorField];
    const hasMore = fields.hasMoreField === null ? true : page[fields.hasMoreField] !== false;
    if (typeof next !== "string" || !hasMore) return;
    // A server that hands back a cursor it already gave would loop forever; stop instead.
    if (seen.has(next))
      throw new ResponseContractError(
        spec.id,
        Number(result.status),
        [{ path: `/${fields.nextCursorField}`, message: `cursor ${next} repeated` }],
        page,
      );
    seen.add(next);
    cursor = next;
  }
}
