/**
 * The request path shared by every generated server: route matching from the generated route table,
 * bearer security, request validation by openapi-backend against the bundled spec, and dispatch to a
 * typed handler. Framework-agnostic: an adapter (e.g. node:http) turns sockets into `HttpRequest`s.
 *
 * Routes are matched here, once per request, from a table compiled at start-up, and openapi-backend
 * is handed the already-known operation: its own matcher rebuilds the operation list and path
 * regexes on every request, which costs hundreds of microseconds on a 25-operation spec
 * (reference/performance-notes.md).
 */
import { type Document, OpenAPIBackend, type Operation } from "openapi-backend";

export type HttpMethod = "get" | "put" | "post" | "delete" | "patch" | "head" | "options";

/** One row of a generated route table. */
export interface RouteSpec {
  readonly method: HttpMethod;
  /** OpenAPI path template, e.g. `/api/v1/accounts/{id}`. */
  readonly path: string;
  readonly operationId: string;
  /** Security schemes that must all accept the request's bearer token; empty for public routes. */
  readonly security: readonly string[];
  /** Media types the request body accepts; empty when the operation takes no body. */
  readonly bodyMediaTypes: readonly string[];
  /** Every status the spec declares for the operation. */
  readonly statuses: readonly number[];
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
  /** The parsed JSON body, or undefined when there is none. */
  body: unknown;
  /**
   * The body as received (UTF-8), when the transport has it. Validation fills schema defaults into
   * `body` in place, so a handler that must compare requests as sent (idempotency) reads this.
   */
  bodyText?: string;
}

/** What a handler may return as a body: JSON-serialisable data, text, bytes, or a stream of text chunks. */
export type ResponseBody = unknown;

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
  body: Body;
  /** What the operation's security scheme resolved the bearer token to (undefined on public routes). */
  auth: Auth;
  /** The request as received, for anything the typed view does not carry. */
  raw: HttpRequest;
}

/**
 * The errors the dispatcher itself produces, before any handler runs (408 and 431 come from the
 * HTTP adapter, for requests Node's parser refused).
 */
export interface DispatchError {
  status: 400 | 401 | 403 | 404 | 408 | 413 | 415 | 431 | 500;
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

/** Resolves a bearer token to a principal; undefined = unknown key (401), a `SecurityDenial` = 403. */
export type SecurityResolver<Principal> = (
  token: string,
  request: HttpRequest,
) => Principal | SecurityDenial | undefined | Promise<Principal | SecurityDenial | undefined>;

export interface DispatcherOptions {
  /** The bundled OpenAPI document (already parsed; no YAML on start-up). */
  document: Record<string, unknown>;
  routes: readonly RouteSpec[];
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
  /** Renders an error found before dispatch (oversized or malformed body) in the service's envelope. */
  reject(error: DispatchError): HttpResponse;
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
          try {
            params[name] = decodeURIComponent(hit[i + 1]!);
          } catch {
            decodable = false;
          }
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
  const contentType = result.contentType ?? "application/json";
  const headers: Record<string, string> = { ...(result.headers ?? {}) };
  const body = result.body;
  if (contentType === "application/json" || contentType.endsWith("+json")) {
    headers["content-type"] = "application/json; charset=utf-8";
    return { status: result.status, headers, body: JSON.stringify(body) };
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

/** What the dispatcher precomputes per operation, so a request does no spec lookups. */
interface OperationPlan {
  operation: Operation;
  /** Names of the header parameters, as the spec spells them. */
  headerParameters: readonly string[];
  /** Query parameters whose schema is an array. */
  arrayQueryParameters: readonly string[];
  /** Cookie parameters, JSON-content or non-exploded query parameters: left to openapi-backend's own parsing. */
  needsFullParse: boolean;
}

function planOperation(operation: Operation): OperationPlan {
  const parameters = (operation.parameters ?? []).filter(
    (parameter): parameter is Extract<typeof parameter, { in: string }> => "in" in parameter,
  );
  return {
    operation,
    headerParameters: parameters.filter((p) => p.in === "header").map((p) => p.name),
    arrayQueryParameters: parameters
      .filter((p) => p.in === "query" && (p.schema as { type?: unknown } | undefined)?.type === "array")
      .map((p) => p.name),
    needsFullParse: parameters.some(
      (p) =>
        p.in === "cookie" ||
        (p.in === "query" &&
          (p.explode === false ||
            (p.content as Record<string, unknown> | undefined)?.["application/json"] !== undefined)),
    ),
  };
}

/**
 * Builds the dispatcher. Call `await dispatcher.ready` is not needed: `createDispatcher` resolves
 * once openapi-backend has dereferenced the document and every operation is known.
 */
export async function createDispatcher(options: DispatcherOptions): Promise<Dispatcher> {
  const api = new OpenAPIBackend({
    definition: structuredClone(options.document) as unknown as Document,
    // quick: openapi-backend checks documents against the OpenAPI 3.0 schema, which a 3.1 document
    // fails; our generator has validated the spec already.
    quick: true,
    validate: true,
    coerceTypes: true,
    // Fill query defaults (limit: 50 …) so handlers see the documented value, not undefined.
    ajvOpts: { useDefaults: true, strict: false, allErrors: true },
    customizeAjv: (ajv) => {
      ajv.addFormat("date-time", { type: "string", validate: isDateTime });
      ajv.addFormat("date", {
        type: "string",
        validate: (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)),
      });
      return ajv;
    },
  });
  await api.init();
  const operations = new Map<string, Operation>();
  for (const operation of api.getOperations())
    if (operation.operationId) operations.set(operation.operationId, operation);
  for (const route of options.routes) {
    if (!operations.has(route.operationId)) throw new Error(`route ${route.operationId} is not in the document`);
    if (!options.handlers[route.operationId]) throw new Error(`no handler registered for ${route.operationId}`);
  }
  const plans = new Map<string, OperationPlan>();
  for (const route of options.routes) plans.set(route.operationId, planOperation(operations.get(route.operationId)!));

  /**
   * Validates (and coerces, and fills defaults into) a request's parameters and body. The fast
   * path hands openapi-backend's compiled validators the request we already parsed; it skips
   * `validateRequest`, whose `parseRequest` re-derives path params, headers and cookies on every
   * request (a third of the per-request CPU of a payment, see docs/benchmarks.md). Operations using
   * a parameter feature the fast path does not reproduce, and text bodies, take the full path.
   */
  function validate(
    plan: OperationPlan,
    route: RouteSpec,
    request: HttpRequest,
    params: Record<string, string>,
  ): { errors: AjvError[] | null; params: Record<string, unknown>; query: Record<string, unknown> } {
    if (plan.needsFullParse || typeof request.body === "string") {
      const result = api.validateRequest(
        {
          method: route.method,
          path: request.path,
          query: request.query,
          headers: request.headers as Record<string, string | string[]>,
          body: request.body,
        },
        plan.operation,
      );
      return {
        errors: result.valid ? null : ((result.errors ?? []) as AjvError[]),
        params: { ...params, ...(result.coerced.params ?? {}) },
        query: (result.coerced.query as Record<string, unknown> | undefined) ?? {},
      };
    }
    const query =
      request.query === ""
        ? {}
        : (api.router.parseRequestQuery({
            method: route.method,
            path: request.path,
            query: request.query,
            headers: {},
          }) as Record<string, unknown>);
    // A single value of an array-typed query parameter is a one-element array (as openapi-backend does).
    for (const name of plan.arrayQueryParameters) {
      const value = query[name];
      if (typeof value === "string") query[name] = [value];
    }
    // Only the declared headers, lower-cased as the validators name them: coercion then changes a
    // copy, never the request's own headers.
    const header: Record<string, unknown> = {};
    for (const name of plan.headerParameters) {
      const value = request.headers[name.toLowerCase()];
      if (value !== undefined) header[name.toLowerCase()] = value;
    }
    const parameters: Record<string, unknown> = { path: { ...params }, query, header, cookie: {} };
    if (typeof request.body === "object" || mediaTypeOf(request.headers) === "application/json") {
      parameters.requestBody = request.body;
    }
    let errors: AjvError[] | null = null;
    // Compiled on first use and cached by openapi-backend: compiling all 26 bank operations up
    // front would add a third of a second to every start.
    const validators = api.validator.getRequestValidatorsForOperation(route.operationId) as CompiledValidator[];
    for (const validator of validators) {
      if (!validator(parameters)) errors = [...(errors ?? []), ...((validator.errors ?? []) as AjvError[])];
    }
    // The validators coerce types and fill defaults in place (coerceTypes, useDefaults).
    return {
      errors,
      params: parameters.path as Record<string, unknown>,
      query: parameters.query as Record<string, unknown>,
    };
  }

  const match = compileRoutes(options.routes);
  const fail = (error: DispatchError): HttpResponse =>
    serialise({ status: error.status, body: options.errorBody(error) });
  /** 401 with the RFC 6750 challenge: a token was missing (no error code) or is not valid. */
  const unauthorized = (message: string, tokenSent: boolean): HttpResponse => {
    const response = fail({ status: 401, code: "unauthorized", message });
    response.headers["www-authenticate"] = tokenSent ? 'Bearer error="invalid_token"' : "Bearer";
    return response;
  };

  async function handle(request: HttpRequest): Promise<HttpResponse> {
    try {
      const found = match(request.method, request.path);
      if (!found)
        return fail({
          status: 404,
          code: "not_found",
          message: `no route ${request.method.toUpperCase()} ${request.path}`,
        });
      if (found.kind === "method-mismatch") {
        // 404, not 405: both specs document unknown routes and unknown methods alike as not_found.
        const response = fail({
          status: 404,
          code: "not_found",
          message: `${request.method.toUpperCase()} is not a route on ${request.path}; allowed: ${found.allowed.map((m) => m.toUpperCase()).join(", ")}`,
        });
        response.headers.allow = found.allowed.map((m) => m.toUpperCase()).join(", ");
        return response;
      }
      const { route, params } = found;

      let auth: unknown;
      if (route.security.length > 0) {
        const token = bearerToken(request.headers);
        if (!token) return unauthorized("missing bearer token: send `Authorization: Bearer <key>`", false);
        for (const scheme of route.security) {
          const resolver = options.security[scheme];
          const principal = resolver ? await resolver(token, request) : undefined;
          if (principal === undefined) return unauthorized(`invalid key for ${scheme}`, true);
          if (principal instanceof SecurityDenial)
            return fail({ status: 403, code: "forbidden", message: principal.message });
          auth = principal;
        }
      }

      if (route.bodyMediaTypes.length > 0 && request.body !== undefined) {
        const mediaType = mediaTypeOf(request.headers);
        if (!route.bodyMediaTypes.includes(mediaType)) {
          return fail({
            status: 415,
            code: "unsupported_media_type",
            message: `content-type must be ${route.bodyMediaTypes.join(" or ")}, got ${mediaType || "none"}`,
          });
        }
      }

      const plan = plans.get(route.operationId)!;
      const validation = validate(plan, route, request, params);
      if (validation.errors !== null) {
        const details = describeValidationErrors(validation.errors);
        return fail({
          status: 400,
          code: "bad_request",
          message: `invalid request: ${details.map((d) => `${d.path} ${d.message}`).join("; ")}`,
          details,
        });
      }
      const headerValues: Record<string, string> = {};
      for (const name of plan.headerParameters) {
        const value = request.headers[name.toLowerCase()];
        const single = Array.isArray(value) ? value[0] : value;
        if (single !== undefined) headerValues[name] = single;
      }
      const handler = options.handlers[route.operationId]!;
      const result = await handler({
        operationId: route.operationId,
        params: validation.params,
        query: validation.query,
        headers: headerValues,
        body: request.body,
        auth,
        raw: request,
      });
      if (!route.statuses.includes(result.status)) {
        // A handler answering with a status the spec does not declare is a bug on our side, not the client's.
        throw new Error(`${route.operationId} answered ${result.status}, which the spec does not declare`);
      }
      const response = serialise(result);
      if (result.status === 401 && response.headers["www-authenticate"] === undefined) {
        response.headers["www-authenticate"] = 'Bearer error="invalid_token"';
      }
      return response;
    } catch (error) {
      options.onError?.(error, request);
      return fail({ status: 500, code: "internal_error", message: "internal error" });
    }
  }

  return { handle, match, reject: fail };
}
