import { heyType, type OperationModel, type ServiceModel } from "./model.ts";
import type { OperationSpec } from "./static/http/operations.ts";
import { generatedHeader, jsdoc, literal, lowerFirst, propertyKey } from "./text.ts";

const NONE = "Record<never, never>";

/** The hey-api response types a result is built from: success statuses and error statuses. */
function resultType(model: ServiceModel, op: OperationModel): string {
  const ok = heyType(model, op, "responses", NONE);
  const err = heyType(model, op, "errors", NONE);
  return `StatusResult<${ok}, ${err}, ${responseHeadersType(op.spec)}>`;
}

/** Declared response headers by (lower-case) name, over every status; any other header may be present too. */
function responseHeadersType(spec: OperationSpec): string {
  const names = new Map<string, boolean>();
  for (const r of spec.responses)
    for (const h of r.headers) names.set(h.name.toLowerCase(), (names.get(h.name.toLowerCase()) ?? true) && h.required);
  if (names.size === 0) return "Readonly<Record<string, string>>";
  const fields = [...names].map(([n]) => `${literal(n)}?: string`).join("; ");
  return `Readonly<{ ${fields} } & Record<string, string>>`;
}

function isOptional(op: OperationModel, ignore?: string): boolean {
  return op.spec.parameters.every((p) => !p.required || p.name === ignore) && !op.spec.body?.required;
}

function operationFunction(model: ServiceModel, op: OperationModel): string {
  const s = op.spec;
  const data = heyType(model, op, "data", NONE);
  const result = resultType(model, op);
  const auth = s.security.length
    ? ` — auth: ${s.security.map((a) => a.join(" + ") || "none").join(" or ")}`
    : " — public";
  const doc = jsdoc(
    `${s.summary}\n\n${op.description}\n\n\`${s.method.toUpperCase()} ${s.path}\`${auth}. Statuses: ${s.responses.map((r) => r.status).join(", ")}.`,
  );
  return `${doc}export function ${op.fn}(config: ClientConfig, options: Call<${data}>${isOptional(op) ? " = {}" : ""}): Promise<${result}> {
  return request(config, ${op.constName}, options as CallOptions) as Promise<${result}>;
}

`;
}

function boundMember(model: ServiceModel, op: OperationModel): string {
  const data = heyType(model, op, "data", NONE);
  return `${jsdoc(`${op.spec.summary || `\`${op.spec.method.toUpperCase()} ${op.spec.path}\``} (see {@link ${op.fn}}).`, "    ")}    ${propertyKey(op.spec.id)}: (options${isOptional(op) ? "?" : ""}: Call<${data}>) => ${op.fn}(config, options),\n`;
}

function paginatorMember(model: ServiceModel, op: OperationModel): string {
  const p = op.spec.pagination!;
  const data = heyType(model, op, "data", NONE);
  const itemType = `${heyType(model, op, "responses", NONE)}[200][${literal(p.itemsField)}][number]`;
  return `${jsdoc(`Every item of \`${op.spec.id}\`, page by page, following \`${p.nextCursorField}\` until the list ends. A documented error on a page is thrown as \`PageError\`.`, "    ")}    paginate${op.typeName}: (options${isOptional(op, p.cursorParam) ? "?" : ""}: PageCall<${data}, ${literal(p.cursorParam)}>): AsyncGenerator<${itemType}, void, undefined> =>
      paginate<${itemType}>(${op.constName}, (cursor) =>
        ${op.fn}(config, { ...options, query: { ...options?.query, ...(cursor === undefined ? {} : { ${propertyKey(p.cursorParam)}: cursor }) } } as Call<${data}>),
      ),
`;
}

/**
 * Renders `generated/<service>/client.ts`: one standalone, tree-shakable function per operation
 * (`fn(config, options)`, reading its entry of the operation table) returning results typed by
 * status, and `create<Service>Client`, which binds them to one config with keys per security
 * scheme and async paginators. No zod here: validation is passed in (`validate`).
 */
export function renderClientModule(model: ServiceModel): string {
  const T = model.typeName;
  const schemes = Object.keys(model.table.securitySchemes);
  const keyOptions = schemes
    .map(
      (s) =>
        `${jsdoc(`Key for the \`${s}\` scheme (${describeScheme(model, s)}): a string, or a function returning the current key (may be async).`, "  ")}  ${propertyKey(s)}?: KeySource;\n`,
    )
    .join("");
  const keys = schemes.map((s) => `${propertyKey(s)}: options[${literal(s)}]`).join(", ");
  const consts = model.operations.map((op) => op.constName);
  return `${generatedHeader(model.sourceFile, model.sha256)}${jsdoc(`Typed client for ${model.title} ${model.version}. Works in Node and in browsers (fetch).`)}import { type CallOptions, type ClientConfig, type KeySource, type ParseAs, paginate, request, type StatusResult } from "../http/client.js";
import type * as T from "./hey/types.gen.js";
import { ${[...consts, `${lowerFirst(T)}SecuritySchemes`].join(", ")} } from "./operations.js";

import { type ClientHooks, clientFetch } from "../http/client-fetch.js";

export { type ClientConfig, type KeySource, PageError, type ParseAs, ResponseContractError, type StatusResult, schemaValidator, TransportError } from "../http/client.js";
export { ContractkitError } from "../http/errors.js";
export type { ClientHooks, ErrorHook, Middleware, RequestHook, ResponseHook, RetryOptions } from "../http/client-fetch.js";

/** Header parameters of an operation (from hey-api's request type), plus any extra header for one call. */
type HeadersOf<D> = (D extends { headers?: infer H } ? ([NonNullable<H>] extends [never] ? unknown : Partial<NonNullable<H>>) : unknown) &
  Readonly<Record<string, unknown>>;
/** The options of one call: path, query, headers, cookies and body as the spec declares them, and transport options. */
export type Call<D> = Omit<D, "url" | "headers"> & {
  headers?: HeadersOf<D>;
  /** Cookie parameters by name. */
  cookies?: Readonly<Record<string, unknown>>;
  /** Which of the declared request media types to send (default: the first). */
  bodyMediaType?: string;
  signal?: AbortSignal;
  /** RequestInit fields for this call (credentials, cache, keepalive …). */
  init?: Omit<RequestInit, "method" | "body" | "headers">;
  /** How to read the body: by content type (default), or json, text, blob, stream. */
  parseAs?: ParseAs;
};
/** The options of a paginated list: the cursor is managed by the iterator. */
export type PageCall<D, Cursor extends string> = Omit<Call<D>, "query"> & {
  query?: Omit<NonNullable<D extends { query?: infer Q } ? Q : never>, Cursor>;
};

${model.operations.map((op) => operationFunction(model, op)).join("")}/** Client hooks (\`fetch\`, \`middleware\`, \`timeoutMs\`, \`signal\`, \`retry\`) compose the fetch every call uses. */
export interface ${T}ClientOptions extends ClientHooks {
  /** Base URL of the service, e.g. \`http://127.0.0.1:4010\`. */
  baseUrl: string;
${keyOptions}  /** Checks response bodies: \`schemaValidator(${lowerFirst(T)}ResponseSchemas)\` for every operation, or \`schemaValidator({ id: idResponseSchemas })\` for some (only their schemas are bundled); throw to reject. */
  validate?: ClientConfig["validate"];
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /** RequestInit fields for every request (credentials, cache, keepalive …). */
  init?: Omit<RequestInit, "method" | "body" | "headers">;
}

${jsdoc(`Creates a client bound to one base URL. Documented statuses come back as values (\`data\` or \`error\`, typed by \`status\`); transport failures throw \`TransportError\` and undeclared statuses \`ResponseContractError\`.`)}export function create${T}Client(options: ${T}ClientOptions) {
  const config: ClientConfig = {
    baseUrl: options.baseUrl,
    keys: { ${keys} },
    securitySchemes: ${lowerFirst(T)}SecuritySchemes,
    ...clientFetch(options),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.init ? { init: options.init } : {}),
    ...(options.validate ? { validate: options.validate } : {}),
  };
  return {
    /** The configuration every call uses. */
    config,
${model.operations.map((op) => boundMember(model, op)).join("")}${model.operations
  .filter((op) => op.spec.pagination)
  .map((op) => paginatorMember(model, op))
  .join("")}  };
}

/** The client \`create${T}Client\` returns. */
export type ${T}Client = ReturnType<typeof create${T}Client>;
`;
}

function describeScheme(model: ServiceModel, name: string): string {
  const s = model.table.securitySchemes[name]!;
  if (s.type === "apiKey") return `API key in ${s.in} \`${s.name}\``;
  if (s.type === "http") return s.scheme === "basic" ? "HTTP basic, `user:password`" : `HTTP ${s.scheme}`;
  if (s.type === "mutualTLS") return "mutual TLS, set up in fetch";
  return `${s.type} access token, sent as bearer`;
}
