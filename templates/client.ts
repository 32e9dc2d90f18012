import type { OperationModel, ServiceModel } from "./model.ts";
import { generatedHeader, jsdoc, literal, lowerFirst, propertyKey } from "./text.ts";

function isOptional(op: OperationModel, ignore?: string): boolean {
  return op.parameters.every((p) => !p.required || p.name === ignore) && !op.requestBody?.required;
}

function resultType(op: OperationModel): string {
  const ok = op.responses.some((r) => r.status < 400) ? `T.${op.typeName}Responses` : "Record<never, never>";
  const err = op.responses.some((r) => r.status >= 400) ? `T.${op.typeName}Errors` : "Record<never, never>";
  return `StatusResult<${ok}, ${err}>`;
}

function operationFunction(op: OperationModel): string {
  const doc = jsdoc(
    `${op.summary}\n\n${op.description}\n\n\`${op.method.toUpperCase()} ${op.path}\`${op.security.length ? ` — auth: ${op.security.join(", ")}` : " — public"}. Statuses: ${op.responses.map((r) => r.status).join(", ")}.`,
  );
  const spec = `{ operationId: ${literal(op.operationId)}, method: ${literal(op.method.toUpperCase())}, path: ${literal(op.path)}, security: [${op.security.map(literal).join(", ")}], statuses: [${op.responses.map((r) => r.status).join(", ")}] }`;
  return `${doc}export function ${op.operationId}(config: ClientConfig, options: Call<T.${op.typeName}Data>${isOptional(op) ? " = {}" : ""}): Promise<${resultType(op)}> {
  return request(config, ${spec}, options) as Promise<${resultType(op)}>;
}

`;
}

function boundMember(op: OperationModel): string {
  return `${jsdoc(`${op.summary} (see {@link ${op.operationId}}).`, "    ")}    ${propertyKey(op.operationId)}: (options${isOptional(op) ? "?" : ""}: Call<T.${op.typeName}Data>) => ${op.operationId}(config, options),\n`;
}

function paginatorMember(op: OperationModel): string {
  const p = op.pagination!;
  const itemType = `T.${op.typeName}Responses[200][${literal(p.itemsField)}][number]`;
  const fields = `{ cursorParam: ${literal(p.cursorParam)}, nextCursorField: ${literal(p.nextCursorField)}, itemsField: ${literal(p.itemsField)}, hasMoreField: ${p.hasMoreField ? literal(p.hasMoreField) : "null"} }`;
  return `${jsdoc(`Every item of \`${op.operationId}\`, page by page, following \`${p.nextCursorField}\` until the list ends. A documented error on a page is thrown as \`PageError\`.`, "    ")}    paginate${op.typeName}: (options${isOptional(op, p.cursorParam) ? "?" : ""}: PageCall<T.${op.typeName}Data, ${literal(p.cursorParam)}>): AsyncGenerator<${itemType}, void, undefined> =>
      paginate<${itemType}>(${literal(op.operationId)}, ${fields}, (cursor) =>
        ${op.operationId}(config, { ...options, query: { ...options?.query, ...(cursor === undefined ? {} : { ${propertyKey(p.cursorParam)}: cursor }) } } as Call<T.${op.typeName}Data>),
      ),
`;
}

/**
 * Renders `generated/<service>/client.ts`: one standalone, tree-shakable function per operation
 * (`fn(config, options)`) returning results typed by status, and `create<Service>Client`, which binds
 * them to one config with bearer keys, optional response validation and async paginators.
 */
export function renderClientModule(model: ServiceModel): string {
  const T = model.typeName;
  const keyOptions = model.securitySchemes
    .map(
      (s) =>
        `${jsdoc(`Bearer key for the \`${s}\` scheme (a string, or a function returning the current key).`, "  ")}  ${propertyKey(s)}?: KeySource;\n`,
    )
    .join("");
  const keys = model.securitySchemes.map((s) => `${propertyKey(s)}: options.${s}`).join(", ");
  return `${generatedHeader(model.sourceFile, model.sha256)}${jsdoc(`Typed client for ${model.title} ${model.version}. Works in Node and in browsers (fetch).`)}import { type ClientConfig, type KeySource, paginate, request, type StatusResult, schemaValidator } from "../http/client.js";
import type * as T from "./hey/types.gen.js";
import { ${lowerFirst(T)}ResponseSchemas } from "./schemas.js";
import { type ClientHooks, clientFetch } from "../http/client-fetch.js";

export { type ClientConfig, type KeySource, PageError, ResponseContractError, type StatusResult, TransportError } from "../http/client.js";
export type { ClientHooks, ErrorHook, Middleware, RequestHook, ResponseHook, RetryOptions } from "../http/client-fetch.js";

/** The options of one call: path, query, headers and body as the spec declares them, and an abort signal. */
export type Call<D> = Omit<D, "url"> & { signal?: AbortSignal };
/** The options of a paginated list: the cursor is managed by the iterator. */
export type PageCall<D, Cursor extends string> = Omit<Call<D>, "query"> & {
  query?: Omit<NonNullable<D extends { query?: infer Q } ? Q : never>, Cursor>;
};

${model.operations.map(operationFunction).join("")}/** Client hooks (\`fetch\`, \`middleware\`, \`timeoutMs\`, \`signal\`, \`retry\`) compose the fetch every call uses. */
export interface ${T}ClientOptions extends ClientHooks {
  /** Base URL of the service, e.g. \`http://127.0.0.1:4010\`. */
  baseUrl: string;
${keyOptions}  /** Validate every response against the spec's schema for its status; a mismatch throws \`ResponseContractError\`. */
  validateResponses?: boolean;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
}

${jsdoc(`Creates a client bound to one base URL. Documented statuses come back as values (\`data\` or \`error\`, typed by \`status\`); transport failures throw \`TransportError\` and undeclared statuses \`ResponseContractError\`.`)}export function create${T}Client(options: ${T}ClientOptions) {
  const config: ClientConfig = {
    baseUrl: options.baseUrl,
    keys: { ${keys} },
    ...clientFetch(options),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.validateResponses ? { validate: schemaValidator(${lowerFirst(T)}ResponseSchemas) } : {}),
  };
  return {
    /** The configuration every call uses. */
    config,
${model.operations.map(boundMember).join("")}${model.operations
  .filter((op) => op.pagination)
  .map(paginatorMember)
  .join("")}  };
}

/** The client \`create${T}Client\` returns. */
export type ${T}Client = ReturnType<typeof create${T}Client>;
`;
}
