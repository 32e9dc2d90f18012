import type { MediaModel, OperationModel, ResponseModel, ServiceModel } from "./model.ts";
import { generatedHeader, jsdoc, literal, lowerFirst, propertyKey } from "./text.ts";

/** TypeScript type of a body for one media type of a response. */
function mediaBodyType(op: OperationModel, response: ResponseModel, media: MediaModel, single: boolean): string {
  const isJson = media.contentType === "application/json" || media.contentType.endsWith("+json");
  if (isJson) {
    if (single) return `T.${op.typeName}${response.status < 400 ? "Responses" : "Errors"}[${response.status}]`;
    return media.schemaRef ? `T.${media.schemaRef}` : "unknown";
  }
  // Text bodies may be streamed (a 100k-line CSV statement should not be built as one string).
  return media.contentType.startsWith("text/")
    ? "string | AsyncIterable<string>"
    : "Uint8Array | AsyncIterable<Uint8Array>";
}

function resultVariants(op: OperationModel): string[] {
  const variants: string[] = [];
  for (const response of op.responses) {
    const doc = response.headers.length > 0 ? `  /** Declared headers: ${response.headers.join(", ")}. */\n` : "";
    const media =
      response.media.length > 0
        ? response.media
        : [{ contentType: "application/json", schemaRef: null, inlineType: null }];
    for (const m of media) {
      const isJson = m.contentType === "application/json";
      const contentType = isJson ? `contentType?: "application/json"` : `contentType: ${literal(m.contentType)}`;
      variants.push(
        `${doc}  | { status: ${response.status}; body: ${mediaBodyType(op, response, m, media.length === 1)}; ${contentType}; headers?: Readonly<Record<string, string>> }`,
      );
    }
  }
  return variants;
}

function authType(op: OperationModel): string {
  if (op.security.length === 0) return "undefined";
  return op.security.map((s) => `P[${literal(s)}]`).join(" & ");
}

/**
 * Renders `generated/<service>/server.ts`: per operation a request type, a result union of exactly
 * the declared statuses, and a handler type; the handler map (every operation required, so a
 * missing handler fails to compile); the route table; and the factory binding it to openapi-backend.
 */
export function renderServerModule(model: ServiceModel): string {
  const T = model.typeName;
  const principals = `${T}Principals`;
  const out: string[] = [];
  out.push(generatedHeader(model.sourceFile, model.sha256));
  out.push(jsdoc(`Server contract for ${model.title} ${model.version}: typed handlers bound to openapi-backend.`));
  out.push(`import {
  createDispatcher,
  type Dispatcher,
  type DispatchError,
  type HandlerRequest,
  type HttpRequest,
  type RouteSpec,
  type SecurityResolver,
} from "../http/server.js";
import { ${lowerFirst(T)}OpenApiDocument } from "./openapi.js";
import type * as T from "./hey/types.gen.js";

/** One part (path, query, headers) of hey-api's request type; an empty object when the operation has none. */
type Part<D, K extends string> = D extends { [P in K]?: infer V } ? ([NonNullable<V>] extends [never] ? Record<string, never> : NonNullable<V>) : Record<string, never>;
/** The request body type, or undefined when the operation takes none. */
type BodyOf<D> = D extends { body?: infer V } ? ([NonNullable<V>] extends [never] ? undefined : V) : undefined;
`);
  const schemeLines = model.securitySchemes.map((s) => `  ${propertyKey(s)}: unknown;`).join("\n");
  out.push(jsdoc(`What each security scheme resolves a bearer token to; the runtime chooses the types.`));
  out.push(
    model.securitySchemes.length > 0
      ? `export interface ${principals} {\n${schemeLines}\n}\n`
      : `export type ${principals} = Record<never, never>;\n`,
  );

  for (const op of model.operations) {
    const doc = [op.summary, "", op.description, "", `\`${op.method.toUpperCase()} ${op.path}\``].join("\n");
    out.push(`\n${jsdoc(`Request of \`${op.operationId}\`: ${doc}`)}`);
    out.push(
      `export type ${op.typeName}ServerRequest<P extends ${principals} = ${principals}> = HandlerRequest<\n  Part<T.${op.typeName}Data, "path">,\n  Part<T.${op.typeName}Data, "query">,\n  Part<T.${op.typeName}Data, "headers">,\n  BodyOf<T.${op.typeName}Data>,\n  ${authType(op)}\n>;\n`,
    );
    out.push(jsdoc(`The responses \`${op.operationId}\` may give: exactly the statuses the spec declares.`));
    out.push(`export type ${op.typeName}ServerResult =\n${resultVariants(op).join("\n")};\n`);
    out.push(jsdoc(`Handles \`${op.operationId}\` (${op.summary}).`));
    out.push(
      `export type ${op.typeName}Handler<P extends ${principals} = ${principals}> = (\n  request: ${op.typeName}ServerRequest<P>,\n) => ${op.typeName}ServerResult | Promise<${op.typeName}ServerResult>;\n`,
    );
  }

  out.push(
    `\n${jsdoc(`One handler per operation of ${model.sourceFile}. Every member is required: an operation without a handler does not compile.`)}`,
  );
  out.push(`export interface ${T}Handlers<P extends ${principals} = ${principals}> {\n`);
  for (const op of model.operations) out.push(`  ${propertyKey(op.operationId)}: ${op.typeName}Handler<P>;\n`);
  out.push("}\n\n");

  out.push(
    jsdoc(
      `The route table of ${model.sourceFile}, matched once per request without openapi-backend's per-request rebuild.`,
    ),
  );
  out.push(`export const ${lowerFirst(T)}Routes: readonly RouteSpec[] = [\n`);
  for (const op of model.operations) {
    const security = `[${op.security.map(literal).join(", ")}]`;
    const body = `[${(op.requestBody?.media ?? []).map((m) => literal(m.contentType)).join(", ")}]`;
    const statuses = `[${op.responses.map((r) => r.status).join(", ")}]`;
    // An alias (`x-path-aliases`) is one more row for the same operation: same validation, same handler.
    for (const path of [op.path, ...op.pathAliases]) {
      out.push(
        `  { method: ${literal(op.method)}, path: ${literal(path)}, operationId: ${literal(op.operationId)}, security: ${security}, bodyMediaTypes: ${body}, statuses: ${statuses} },\n`,
      );
    }
  }
  out.push("];\n\n");

  out.push(`export interface ${T}ServerOptions<P extends ${principals}> {
  handlers: ${T}Handlers<P>;
  /** Resolves a bearer token per security scheme; undefined means 401. */
  security: { [K in keyof P]: SecurityResolver<P[K]> };
  /** Renders errors raised before a handler runs (404, 401, 400 …) in the service's envelope. */
  errorBody: (error: DispatchError) => T.ErrorEnvelope;
  /** Receives exceptions thrown by handlers (the client sees a 500 envelope only). */
  onError?: (error: unknown, request: HttpRequest) => void;
  /** Serve another version of the document (tests); defaults to the bundled spec. */
  document?: Record<string, unknown>;
}

${jsdoc(`Binds the handlers to openapi-backend (request validation) behind the generated route table.`)}export function create${T}Server<P extends ${principals}>(options: ${T}ServerOptions<P>): Promise<Dispatcher> {
  return createDispatcher({
    document: options.document ?? ${lowerFirst(T)}OpenApiDocument,
    routes: ${lowerFirst(T)}Routes,
    handlers: options.handlers as unknown as Parameters<typeof createDispatcher>[0]["handlers"],
    security: options.security as Parameters<typeof createDispatcher>[0]["security"],
    errorBody: options.errorBody,
    ...(options.onError ? { onError: options.onError } : {}),
  });
}
`);
  return out.join("");
}
