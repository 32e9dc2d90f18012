/**
 * The contract's rules for one exchange, shared by the suite (judging responses, re-checking
 * counter-examples), the mock server (refusing bad requests) and the validation proxy (both ways):
 * which operation a request is for, what is wrong with a request, what is wrong with a response.
 */
import { mediaKind, type SecuritySchemeSpec } from "../../generated/http/operations.js";
import {
  type ApiDocument,
  documentedResponse,
  type OperationSpec,
  type ParameterSpec,
  requiredSchemes,
} from "./spec.ts";
import type { ContractValidator } from "./validator.ts";
import { decodeBody, decodeQuery, decodeSimple, parseCookies } from "./wire.ts";

/** One broken rule, with the rule's id and a sentence. */
export interface RuleProblem {
  readonly rule: string;
  readonly message: string;
}

/** A request as it arrived (header names lower case). */
export interface IncomingRequest {
  readonly method: string;
  /** The path as sent, still percent-encoded, without the query. */
  readonly pathname: string;
  readonly search: URLSearchParams;
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly bodyText: string;
}

/** A response as received (header names lower case). */
export interface OutgoingResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly bodyText: string;
}

interface CompiledRoute {
  readonly operation: OperationSpec;
  readonly pattern: RegExp;
  readonly names: readonly string[];
  /** Literal characters: the more, the more specific (`/a/me` beats `/a/{id}`). */
  readonly literal: number;
}

const routeCache = new WeakMap<ApiDocument, CompiledRoute[]>();

function routes(api: ApiDocument): CompiledRoute[] {
  let compiled = routeCache.get(api);
  if (compiled) return compiled;
  compiled = api.operations.map((operation) => {
    const names: string[] = [];
    const source = operation.path
      .split(/(\{[^}]+\})/)
      .map((part) => {
        if (!part.startsWith("{")) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        names.push(part.slice(1, -1));
        return "([^/]+)";
      })
      .join("");
    return {
      operation,
      pattern: new RegExp(`^${source}/?$`),
      names,
      literal: operation.path.replace(/\{[^}]+\}/g, "").length,
    };
  });
  compiled.sort((a, b) => b.literal - a.literal);
  routeCache.set(api, compiled);
  return compiled;
}

/** The raw path values of a path for one operation's template (empty when it does not match). */
export function pathValuesOf(operation: OperationSpec, pathname: string): Record<string, string> {
  const names: string[] = [];
  const source = operation.path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      if (!part.startsWith("{")) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(part.slice(1, -1));
      return "([^/]+)";
    })
    .join("");
  const match = new RegExp(`^${source}/?$`).exec(pathname);
  return Object.fromEntries(names.map((name, i) => [name, match?.[i + 1] ?? ""]));
}

const basePathCache = new WeakMap<ApiDocument, readonly string[]>();

/**
 * The path of each of the document's `servers` URLs, with its variables at their defaults, longest
 * first: `https://api.example.com/v2` gives `/v2`. Servers at the root and servers whose variables
 * have no default (the document is then invalid) give none.
 */
export function serverBasePaths(api: ApiDocument): readonly string[] {
  const known = basePathCache.get(api);
  if (known !== undefined) return known;
  const servers = Array.isArray(api.raw.servers) ? (api.raw.servers as unknown[]) : [];
  const paths = new Set<string>();
  for (const server of servers) {
    const url = (server as { url?: unknown })?.url;
    if (typeof url !== "string") continue;
    const variables = ((server as { variables?: unknown }).variables ?? {}) as Record<string, { default?: unknown }>;
    let complete = true;
    const expanded = url.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const value = variables[name]?.default;
      if (typeof value !== "string") complete = false;
      return String(value);
    });
    if (!complete) continue;
    let pathname: string;
    try {
      // A relative URL (`/v2`, `v2`) is a path on the host that serves the document (OpenAPI §4.8.5).
      pathname = new URL(expanded, "http://server.invalid/").pathname.replace(/\/+$/, "");
    } catch {
      continue;
    }
    if (pathname !== "") paths.add(pathname);
  }
  const sorted = [...paths].sort((a, b) => b.length - a.length);
  basePathCache.set(api, sorted);
  return sorted;
}

/**
 * The operation a request is for and its raw path values; `methodNotAllowed` when only the path
 * matches. The document's paths are tried as written, then under each server's base path
 * ({@link serverBasePaths}): a client built from the spec calls `/v2/books` for `servers:
 * [{url: https://api.example.com/v2}]` and `paths: {/books}`, and one written for Prism calls `/books`.
 */
export function matchOperation(
  api: ApiDocument,
  method: string,
  pathname: string,
): { operation: OperationSpec; pathValues: Record<string, string> } | { methodNotAllowed: boolean } {
  const direct = matchPath(api, method, pathname);
  if ("operation" in direct) return direct;
  let methodNotAllowed = direct.methodNotAllowed;
  for (const base of serverBasePaths(api)) {
    if (pathname !== base && !pathname.startsWith(`${base}/`)) continue;
    const under = matchPath(api, method, pathname.slice(base.length) || "/");
    if ("operation" in under) return under;
    methodNotAllowed ||= under.methodNotAllowed;
  }
  return { methodNotAllowed };
}

function matchPath(
  api: ApiDocument,
  method: string,
  pathname: string,
): { operation: OperationSpec; pathValues: Record<string, string> } | { methodNotAllowed: boolean } {
  let pathMatched = false;
  for (const route of routes(api)) {
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    pathMatched = true;
    if (route.operation.method !== method.toLowerCase()) continue;
    const pathValues: Record<string, string> = {};
    route.names.forEach((name, i) => {
      pathValues[name] = match[i + 1]!;
    });
    return { operation: route.operation, pathValues };
  }
  return { methodNotAllowed: pathMatched };
}

function parameterValue(
  api: ApiDocument,
  parameter: ParameterSpec,
  request: IncomingRequest,
  pathValues: Readonly<Record<string, string>>,
): unknown {
  const root = api.raw as Record<string, unknown>;
  if (parameter.in === "path") {
    const raw = pathValues[parameter.name];
    return raw === undefined ? undefined : decodeSimple(root, parameter, safeDecode(raw));
  }
  if (parameter.in === "query") return decodeQuery(root, parameter, request.search);
  if (parameter.in === "header") {
    const raw = request.headers[parameter.name.toLowerCase()];
    if (raw === undefined) return undefined;
    // A header list may have spaces after its commas (RFC 9110 §5.6.1; Node joins a repeated header
    // with ", "): the items are read without them, as the generated dispatcher reads them.
    return decodeSimple(root, parameter, parameter.shape === "primitive" ? raw : raw.replace(/\s*,\s*/g, ","));
  }
  const raw = parseCookies(request.headers.cookie).get(parameter.name);
  return raw === undefined ? undefined : decodeSimple(root, { ...parameter, style: "simple" }, raw);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The value a request carries where a scheme puts its credential (an api key's header, query or
 * cookie; the Authorization header's token for its HTTP scheme, Bearer for OAuth 2 and OpenID
 * Connect), or undefined when it carries none there. Not for mutualTLS, which HTTP does not carry.
 */
export function presentedCredential(scheme: SecuritySchemeSpec, request: IncomingRequest): string | undefined {
  if (scheme.type === "apiKey") {
    if (scheme.in === "header") return request.headers[scheme.name.toLowerCase()] || undefined;
    if (scheme.in === "query") return request.search.get(scheme.name) ?? undefined;
    return parseCookies(request.headers.cookie).get(scheme.name);
  }
  const expected = scheme.type === "http" ? scheme.scheme : "bearer";
  const match = /^(\S+)\s+(\S.*)$/.exec(request.headers.authorization ?? "");
  return match && match[1]!.toLowerCase() === expected.toLowerCase() ? match[2]!.trim() : undefined;
}

/** Whether a request carries what one of the operation's security alternatives asks for (presence only). */
export function credentialsPresent(api: ApiDocument, operation: OperationSpec, request: IncomingRequest): boolean {
  if (requiredSchemes(operation).length === 0) return true;
  return operation.security.some((alternative) =>
    alternative.every((name) => {
      const scheme = api.securitySchemes[name];
      return !scheme || scheme.type === "mutualTLS" || presentedCredential(scheme, request) !== undefined;
    }),
  );
}

/** The decoded body and the media it was read as, or the problem with it. */
export function requestBodyProblems(
  api: ApiDocument,
  validator: ContractValidator,
  operation: OperationSpec,
  request: Pick<IncomingRequest, "headers" | "bodyText">,
): RuleProblem[] {
  const body = operation.requestBody;
  const contentType = request.headers["content-type"];
  if (!body) return [];
  if (request.bodyText.length === 0)
    return body.required ? [{ rule: "request-body", message: "the request body is required but none was sent" }] : [];
  if (!contentType) return [{ rule: "request-content-type", message: "a body was sent without Content-Type" }];
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  const media =
    body.media.find((m) => m.contentType.toLowerCase() === type) ??
    body.media.find((m) => m.contentType.toLowerCase() === `${type.split("/")[0]}/*`) ??
    body.media.find((m) => m.contentType === "*/*");
  if (!media)
    return [
      {
        rule: "request-content-type",
        message: `Content-Type ${type} is not accepted; the spec declares ${body.media.map((m) => m.contentType).join(", ")}`,
      },
    ];
  const schema = body.mediaTypes.get(media.contentType.toLowerCase()) ?? {};
  const decoded = decodeBody(
    api.raw as Record<string, unknown>,
    media.contentType,
    schema,
    contentType,
    request.bodyText,
    media.styledFields,
  );
  if (!decoded.ok) return [{ rule: "request-body", message: decoded.reason }];
  if (media.schema === null) return [];
  return validator
    .pointerProblems(media.schema, decoded.value, "request")
    .map((p) => ({ rule: "request-body", message: `body${p.path === "/" ? "" : p.path} ${p.message}` }));
}

/** Every way a request breaks the operation's contract: parameters, body, missing credentials. */
/** What is wrong with one parameter of a request: nothing when it is valid, or optional and absent. */
export function parameterProblems(
  api: ApiDocument,
  validator: ContractValidator,
  parameter: ParameterSpec,
  request: IncomingRequest,
  pathValues: Readonly<Record<string, string>>,
): RuleProblem[] {
  const value = parameterValue(api, parameter, request, pathValues);
  const where = `${parameter.in} parameter ${parameter.name}`;
  if (value === undefined)
    return parameter.required ? [{ rule: "request-parameter", message: `${where} is required` }] : [];
  if (parameter.schemaPointer === null) return [];
  return validator.pointerProblems(parameter.schemaPointer, value, "request").map((p) => ({
    rule: "request-parameter",
    message: `${where}${p.path === "/" ? "" : p.path} ${p.message}`,
  }));
}

/** What is wrong with a value for a path parameter, as sent (a created id its read path may refuse). */
export function pathValueProblems(
  api: ApiDocument,
  validator: ContractValidator,
  parameter: ParameterSpec,
  value: string,
): RuleProblem[] {
  const request = { method: "get", pathname: "", search: new URLSearchParams(), headers: {}, bodyText: "" };
  return parameterProblems(api, validator, parameter, request, { [parameter.name]: encodeURIComponent(value) });
}

export function requestProblems(
  api: ApiDocument,
  validator: ContractValidator,
  operation: OperationSpec,
  request: IncomingRequest,
  pathValues: Readonly<Record<string, string>>,
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (!credentialsPresent(api, operation, request))
    problems.push({
      rule: "request-security",
      message: `credentials for ${operation.security.map((alternative) => alternative.join(" + ")).join(" or ")} are missing`,
    });
  for (const parameter of operation.parameters)
    problems.push(...parameterProblems(api, validator, parameter, request, pathValues));
  if (operation.requiredAnyOf.length > 0 && !operation.requiredAnyOf.some((name) => request.search.has(name)))
    problems.push({ rule: "request-parameter", message: `one of ${operation.requiredAnyOf.join(", ")} is required` });
  problems.push(...requestBodyProblems(api, validator, operation, request));
  return problems;
}

function headerProblems(
  validator: ContractValidator,
  operation: OperationSpec,
  response: OutgoingResponse,
  status: number,
): RuleProblem[] {
  const documented = documentedResponse(operation, status);
  const problems: RuleProblem[] = [];
  for (const [name, header] of documented?.headers ?? []) {
    const value = response.headers[name];
    if (value === undefined) {
      if (header.required) problems.push({ rule: "response-header", message: `required header ${name} missing` });
      continue;
    }
    if (header.schema === null) continue;
    const numeric = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
    const asNumber = validator.pointerProblems(header.schema, numeric);
    const asString = asNumber.length > 0 ? validator.pointerProblems(header.schema, value) : [];
    if (asNumber.length > 0 && asString.length > 0)
      problems.push({
        rule: "response-header",
        message: `header ${name}: ${JSON.stringify(value)} ${asString[0]!.message}`,
      });
  }
  return problems;
}

/**
 * The contract problems of a response: an undocumented status, an undocumented content type, a body
 * its schema refuses, a missing or invalid documented header. Empty when the response conforms.
 */
export function responseProblems(
  validator: ContractValidator,
  operation: OperationSpec,
  response: OutgoingResponse,
): RuleProblem[] {
  const { status, headers, bodyText } = response;
  const documented = documentedResponse(operation, status);
  if (!documented)
    return [
      {
        rule: "documented-status",
        message: `${operation.operationId} answered ${status}; the spec documents ${[...operation.responses.keys()].join(", ")}`,
      },
    ];
  if (documented.media.length === 0)
    return bodyText.length > 0
      ? [{ rule: "content-type", message: `${status} documents no body but one was sent` }]
      : [];
  const type = (headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  const media =
    documented.media.find((m) => m.contentType.toLowerCase() === type) ??
    documented.media.find((m) => m.contentType.toLowerCase() === `${type.split("/")[0]}/*`) ??
    documented.media.find((m) => m.contentType === "*/*");
  if (!media)
    return [
      {
        rule: "content-type",
        message: `${status} answered Content-Type ${headers["content-type"] ?? "(none)"}; the spec documents ${documented.media.map((m) => m.contentType).join(", ")}`,
      },
    ];
  const problems: RuleProblem[] = [];
  if (media.schema !== null && mediaKind(type) === "json") {
    let body: unknown;
    try {
      body = JSON.parse(bodyText);
    } catch {
      return [{ rule: "response-schema", message: `${status} body is not JSON although ${type} was declared` }];
    }
    const schemaProblems = validator.pointerProblems(media.schema, body);
    if (schemaProblems.length > 0)
      problems.push({
        rule: "response-schema",
        message: `${status} body violates the spec: ${schemaProblems.map((p) => `${p.path} ${p.message}`).join("; ")}`,
      });
  }
  problems.push(...headerProblems(validator, operation, response, status));
  return problems;
}
