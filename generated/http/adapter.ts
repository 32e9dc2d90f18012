// Copied from templates/static/http/adapter.ts by contractkit generate — edit that file, then run generate.
/**
 * What every server adapter (node:http, Fetch API, Express, Fastify) shares, so each one runs the
 * same request path: CORS and its preflight, the body cap, JSON parsing with malformed bodies in the
 * service's envelope, the security headers on every response, and then the dispatcher (routing,
 * security, validation, status-keyed handlers). Adapters only translate their framework's request
 * into an `AdapterRequest` and the resulting `HttpResponse` back. No Node builtins: the Fetch adapter
 * runs on Workers, Deno and Bun.
 */
import { ContractkitError } from "./errors.js";
import type { Dispatcher, HttpRequest, HttpResponse, RequestTarget } from "./server.js";

/** CORS as the service states it; the origin is always `*` (the adapters serve public APIs). */
export interface CorsOptions {
  /** Request headers a browser may send cross-origin (default: Authorization, Content-Type). */
  allowHeaders?: readonly string[];
  /** Response headers a browser script may read. */
  exposeHeaders?: readonly string[];
  /** Methods a preflight allows; when absent, the methods of the route asked about (plus OPTIONS). */
  allowMethods?: readonly string[];
}

export interface AdapterOptions {
  /** Largest request body accepted, in bytes; larger bodies get 413 (default 64 KiB). */
  maxBodyBytes?: number;
  /**
   * CORS answered by the adapter (preflights and `Access-Control-Allow-Origin: *`). Off by default:
   * inside a framework its own CORS middleware usually decides.
   */
  cors?: CorsOptions;
}

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/** Thrown by a body reader when the body exceeds the cap. */
export class BodyTooLarge extends ContractkitError {
  override readonly name = "BodyTooLarge";
  /** The dispatcher's answer to it: 413 `payload_too_large`. */
  override readonly code = "payload_too_large";
}

/**
 * Where a request's body comes from: raw bytes the adapter reads (node:http, Fetch), or a body a
 * framework's parser already produced (Express `express.json()`, Fastify's content-type parsers).
 */
export type BodySource =
  | { kind: "bytes"; read(limit: number): Promise<Uint8Array> }
  | { kind: "parsed"; body: unknown };

export interface AdapterRequest {
  method: string;
  /** Path and query as received, e.g. `/api/v1/accounts?limit=5`, relative to where the adapter is mounted. */
  url: string;
  /** Header names in lower case. */
  headers: HttpRequest["headers"];
  body: BodySource;
}

/**
 * Never sniff a JSON or CSV body into HTML; an HTML page without a policy of its own gets one that
 * allows nothing but inline style.
 */
export const STRICT_HTML_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

export function withSecurityHeaders(headers: Record<string, string>): Record<string, string> {
  const secured: Record<string, string> = { ...headers, "x-content-type-options": "nosniff" };
  if (secured["content-type"]?.startsWith("text/html") && secured["content-security-policy"] === undefined) {
    secured["content-security-policy"] = STRICT_HTML_POLICY;
  }
  return secured;
}

function header(headers: HttpRequest["headers"], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function corsHeaders(cors: CorsOptions | undefined): Record<string, string> {
  if (!cors) return {};
  const out: Record<string, string> = { "access-control-allow-origin": "*" };
  if (cors.exposeHeaders?.length) out["access-control-expose-headers"] = cors.exposeHeaders.join(", ");
  return out;
}

function preflight(dispatcher: Dispatcher, cors: CorsOptions, path: string, asked: string): HttpResponse {
  let methods = cors.allowMethods;
  if (!methods) {
    const match = dispatcher.match(asked, path);
    const allowed = !match ? [] : match.kind === "match" ? [match.route.method] : match.allowed;
    methods = [...new Set([...allowed.map((m) => m.toUpperCase()), "OPTIONS"])];
  }
  return {
    status: 204,
    headers: {
      "access-control-allow-methods": methods.join(", "),
      "access-control-allow-headers": (cors.allowHeaders ?? ["Authorization", "Content-Type"]).join(", "),
      "access-control-max-age": "600",
    },
    body: "",
  };
}

function isJsonType(headers: HttpRequest["headers"]): boolean {
  const type = (header(headers, "content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  return type === "application/json" || type.endsWith("+json");
}

/** A request body as parsed, as text (idempotency compares it) and as bytes (multipart and binary bodies). */
type Body = { body?: unknown; bodyText?: string; rawBody?: Uint8Array };

/** A body received as text: JSON parsed when the content type says JSON, else passed on as text. */
function parseText(
  dispatcher: Dispatcher,
  target: RequestTarget,
  headers: HttpRequest["headers"],
  text: string,
): Body | HttpResponse {
  if (text === "") return {};
  if (!isJsonType(headers)) return { body: text, bodyText: text };
  try {
    return { body: JSON.parse(text) as unknown, bodyText: text };
  } catch (error) {
    const message = `malformed JSON body: ${(error as Error).message}`;
    return dispatcher.reject({ status: 400, code: "bad_request", message }, target);
  }
}

/**
 * A body a framework parsed. Validation fills schema defaults into the body in place, so the text
 * a handler compares (idempotency) is taken now, before dispatch.
 */
function fromParsed(
  dispatcher: Dispatcher,
  target: RequestTarget,
  headers: HttpRequest["headers"],
  body: unknown,
): Body | HttpResponse {
  if (body === undefined || body === null) return {};
  if (typeof body === "string") return parseText(dispatcher, target, headers, body);
  if (body instanceof Uint8Array)
    return withBytes(parseText(dispatcher, target, headers, new TextDecoder().decode(body)), body);
  return { body, bodyText: JSON.stringify(body) };
}

/** The 413 envelope; `maxBodyBytes` is NaN when a framework's parser set the cap. */
export function payloadTooLarge(dispatcher: Dispatcher, maxBodyBytes: number, target?: RequestTarget): HttpResponse {
  const message = Number.isNaN(maxBodyBytes)
    ? "request body is too large"
    : `request body exceeds ${maxBodyBytes} bytes`;
  const response = dispatcher.reject({ status: 413, code: "payload_too_large", message }, target);
  // The rest of the upload is not read; the connection closes so the client stops sending.
  response.headers.connection = "close";
  return response;
}

async function readBody(
  dispatcher: Dispatcher,
  request: AdapterRequest,
  target: RequestTarget,
  limit: number,
): Promise<Body | HttpResponse> {
  const source = request.body;
  // A parser in front may allow more than this service does: the declared length decides either way.
  const declared = Number(header(request.headers, "content-length"));
  if (Number.isFinite(declared) && declared > limit) return payloadTooLarge(dispatcher, limit, target);
  if (source.kind === "parsed") return fromParsed(dispatcher, target, request.headers, source.body);
  let bytes: Uint8Array;
  try {
    bytes = await source.read(limit);
  } catch (error) {
    if (error instanceof BodyTooLarge) return payloadTooLarge(dispatcher, limit, target);
    throw error;
  }
  return withBytes(
    parseText(dispatcher, target, request.headers, bytes.length === 0 ? "" : new TextDecoder().decode(bytes)),
    bytes,
  );
}

/** Keeps the bytes beside the text: a multipart or binary body cannot be rebuilt from decoded text. */
function withBytes(read: Body | HttpResponse, bytes: Uint8Array): Body | HttpResponse {
  return "status" in read || bytes.length === 0 ? read : { ...read, rawBody: bytes };
}

/** A response with the CORS and security headers every answer carries. */
export function finished(response: HttpResponse, options: AdapterOptions): HttpResponse {
  return { ...response, headers: withSecurityHeaders({ ...response.headers, ...corsHeaders(options.cors) }) };
}

/**
 * Runs one request through the service: preflight, body, dispatch. Resolves with the response to
 * send (CORS and security headers included). Rejects only when reading the body failed (the client
 * went away); the adapter hands that to its framework's error handling.
 */
export async function serve(
  dispatcher: Dispatcher,
  options: AdapterOptions,
  request: AdapterRequest,
): Promise<HttpResponse> {
  const q = request.url.indexOf("?");
  const path = q === -1 ? request.url : request.url.slice(0, q);
  const query = q === -1 ? "" : request.url.slice(q + 1);
  const method = request.method.toUpperCase();
  const finish = (response: HttpResponse) => finished(response, options);
  const asked = header(request.headers, "access-control-request-method");
  if (options.cors && method === "OPTIONS" && asked) return finish(preflight(dispatcher, options.cors, path, asked));
  const read = await readBody(dispatcher, request, { method, path }, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
  if ("status" in read) return finish(read);
  const response = await dispatcher.handle({
    method,
    path,
    query,
    headers: request.headers,
    body: read.body,
    ...(read.bodyText === undefined ? {} : { bodyText: read.bodyText }),
    ...(read.rawBody === undefined ? {} : { rawBody: read.rawBody }),
  });
  return finish(response);
}

/** A streamed response body as a web `ReadableStream` (Fetch API, Fastify). */
export function streamOf(body: AsyncIterable<string | Uint8Array>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = body[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(typeof next.value === "string" ? encoder.encode(next.value) : next.value);
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** Whether a request would reach a route of the dispatcher (adapters that pass other requests on). */
export function routes(dispatcher: Dispatcher, method: string, url: string): boolean {
  const q = url.indexOf("?");
  return dispatcher.match(method, q === -1 ? url : url.slice(0, q)) !== undefined;
}

/** What a framework's body parser throws: body-parser (`type`, `status`) or Fastify (`code`, `statusCode`). */
interface ParserFailure {
  type?: unknown;
  code?: unknown;
  status?: unknown;
  statusCode?: unknown;
  message?: unknown;
}

/**
 * A framework body parser's refusal (malformed JSON, too large, unsupported type or charset) in the
 * service's envelope, or undefined for any other error, which the framework's own handling keeps.
 */
export function parserFailure(
  dispatcher: Dispatcher,
  error: unknown,
  request?: { method?: string | undefined; url?: string | undefined },
): HttpResponse | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const failure = error as ParserFailure;
  const kind = String(failure.type ?? failure.code ?? "");
  const status = Number(failure.status ?? failure.statusCode);
  if (!/^(entity\.|encoding\.|charset\.|FST_ERR_CTP_)/.test(kind)) return undefined;
  const message = String(failure.message ?? kind);
  const target = request && {
    method: (request.method ?? "GET").toUpperCase(),
    path: (request.url ?? "/").split("?")[0]!,
  };
  if (status === 413) return payloadTooLarge(dispatcher, Number.NaN, target);
  if (status === 415) return dispatcher.reject({ status: 415, code: "unsupported_media_type", message }, target);
  if (status === 400)
    return dispatcher.reject({ status: 400, code: "bad_request", message: `malformed body: ${message}` }, target);
  return undefined;
}

/** The 500 an adapter answers when the socket failed mid-request and headers can still be sent. */
export function internalError(dispatcher: Dispatcher, options: AdapterOptions): HttpResponse {
  return finished(dispatcher.reject({ status: 500, code: "internal_error", message: "internal error" }), options);
}
