import { heyType, type OperationModel, type ServiceModel } from "./model.ts";
import { fits, generatedHeader, jsdoc, list, literal, lowerFirst, propertyKey } from "./text.ts";

const NONE = "Record<never, never>";

function isOptional(op: OperationModel, ignore?: string): boolean {
  return op.spec.parameters.every((p) => !p.required || p.name === ignore) && !op.spec.body?.required;
}

/**
 * One operation's entry in `OperationTypes`: hey-api's bodies by status. With the table's literal
 * `id`, `CallResult<typeof xOperation>` picks them, so no call site casts its result.
 */
function operationTypesMember(model: ServiceModel, op: OperationModel): string {
  const responses = `responses: ${heyType(model, op, "responses", NONE)}`;
  const errors = `errors: ${heyType(model, op, "errors", NONE)}`;
  const head = `  ${propertyKey(op.spec.id)}: {`;
  const oneLine = `${head} ${responses}; ${errors} };`;
  return fits("", oneLine) ? `${oneLine}\n` : `${head}\n    ${responses};\n    ${errors};\n  };\n`;
}

function operationFunction(model: ServiceModel, op: OperationModel): string {
  const s = op.spec;
  const data = heyType(model, op, "data", NONE);
  const auth = s.security.length
    ? ` — auth: ${s.security.map((a) => a.join(" + ") || "none").join(" or ")}`
    : " — public";
  const statuses = s.responses.map((r) => r.status).join(", ");
  // Only the parts the operation has, so a summary without a description leaves no run of blank lines.
  const doc = jsdoc(
    [s.summary, op.description, `\`${s.method.toUpperCase()} ${s.path}\`${auth}. Statuses: ${statuses}.`]
      .filter(Boolean)
      .join("\n\n"),
  );
  const parameters = ["config: ClientConfig", `options: Call<${data}>${isOptional(op) ? " = {}" : ""}`];
  const signature = list(
    "",
    `export function ${op.fn}(`,
    parameters,
    `): Promise<CallResult<typeof ${op.constName}>> {`,
  );
  return `${doc}${signature}
  return callOperation(config, ${op.constName}, options);
}

`;
}

function boundMember(model: ServiceModel, op: OperationModel): string {
  const data = heyType(model, op, "data", NONE);
  const summary = op.spec.summary || `\`${op.spec.method.toUpperCase()} ${op.spec.path}\``;
  const head = `${propertyKey(op.spec.id)}: (options${isOptional(op) ? "?" : ""}: Call<${data}>) =>`;
  const call = `${op.fn}(config, options),`;
  const member = fits("    ", `${head} ${call}`) ? `    ${head} ${call}\n` : `    ${head}\n      ${call}\n`;
  return `${jsdoc(`${summary} (see {@link ${op.fn}}).`, "    ")}${member}`;
}

function paginatorMember(model: ServiceModel, op: OperationModel): string {
  const p = op.spec.pagination!;
  const data = heyType(model, op, "data", NONE);
  const itemType = `${heyType(model, op, "responses", NONE)}[200][${literal(p.itemsField)}][number]`;
  const doc = jsdoc(
    `Every item of \`${op.spec.id}\`, page by page, following \`${p.nextCursorField}\` until the list ends. A documented error on a page is thrown as \`PageError\`.`,
    "    ",
  );
  const options = `options${isOptional(op, p.cursorParam) ? "?" : ""}: PageCall<${data}, ${literal(p.cursorParam)}>`;
  const signature = list(
    "    ",
    `paginate${op.typeName}: (`,
    [options],
    `): AsyncGenerator<${itemType}, void, undefined> =>`,
  );
  // `paginate` takes its item type from the member's declared return type: no type argument, no cast.
  return `${doc}    ${signature}
      paginate(${op.constName}, (cursor) => {
        const query = { ...options?.query, ...(cursor === undefined ? {} : { ${propertyKey(p.cursorParam)}: cursor }) };
        return ${op.fn}(config, { ...options, query });
      }),
`;
}

/**
 * Renders `generated/<service>/client.ts`: one standalone, tree-shakable function per operation
 * (`fn(config, options)`, reading its entry of the operation table) returning results typed by
 * status, and `create<Service>Client`, which binds them to one config with keys per security
 * scheme and async paginators. No zod here: validation is passed in (`validate`).
 */
export function renderClientModule(model: ServiceModel): string {
  return `${renderClientImports(model)}${CALL_OPTION_TYPES}${operationTableTypes(model)}${model.operations.map((op) => operationFunction(model, op)).join("")}${clientFactory(model)}`;
}

/** The header and the imports and re-exports of the client module. */
function renderClientImports(model: ServiceModel): string {
  const T = model.typeName;
  const consts = [...model.operations.map((op) => op.constName), `${lowerFirst(T)}SecuritySchemes`];
  const clientImports = ["type CallOptions", "type ClientConfig", "type KeySource", "type ParseAs", "paginate"];
  const clientExports = ["type ClientConfig", "type KeySource", "PageError", "type ParseAs", "ResponseContractError"];
  const hookTypes = ["ClientHooks", "ErrorHook", "Middleware", "RequestHook", "ResponseHook", "RetryOptions"];
  return `${generatedHeader(model.sourceFile, model.sha256)}${jsdoc(`Typed client for ${model.title} ${model.version}. Works in Node and in browsers (fetch).`)}${list("", "import { ", [...clientImports, "request", "type StatusResult"], ' } from "../http/client.js";')}
import type { OperationSpec } from "../http/operations.js";
import type * as T from "./hey/types.gen.js";
${list("", "import { ", consts, ' } from "./operations.js";')}

import { type ClientHooks, clientFetch } from "../http/client-fetch.js";

${list("", "export { ", [...clientExports, "type StatusResult", "schemaValidator", "TransportError"], ' } from "../http/client.js";')}
export { ContractkitError } from "../http/errors.js";
${list("", "export type { ", hookTypes, ' } from "../http/client-fetch.js";')}

`;
}

/** The option types of one call and of a paginated list; the same in every client. */
const CALL_OPTION_TYPES = `/** Header parameters of an operation (from hey-api's request type), plus any extra header for one call. */
type HeadersOf<D> = (D extends { headers?: infer H }
  ? [NonNullable<H>] extends [never]
    ? unknown
    : Partial<NonNullable<H>>
  : unknown) &
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

`;

/** The response types of each operation by table entry, and \`callOperation\`, which applies them to \`request\`. */
function operationTableTypes(model: ServiceModel): string {
  return `/** hey-api's response and error bodies of each operation, by the \`id\` of its entry in the operation table. */
interface OperationTypes {
${model.operations.map((op) => operationTypesMember(model, op)).join("")}}
/** An entry of the operation table (\`as const\`, so its \`id\` and response headers are literal types). */
type TableEntry = OperationSpec & { readonly id: keyof OperationTypes };
/** The response headers an entry declares, by lower-case name; any other header may be present too. */
type ResponseHeaders<Entry extends TableEntry> = Readonly<
  { [Name in Lowercase<Entry["responses"][number]["headers"][number]["name"]>]?: string } & Record<string, string>
>;
/** What calling the operation of a table entry resolves to: a result typed by declared status. */
export type CallResult<Entry extends TableEntry> = StatusResult<
  OperationTypes[Entry["id"]]["responses"],
  OperationTypes[Entry["id"]]["errors"],
  ResponseHeaders<Entry>
>;

/**
 * \`request\`, typed by the table entry it is given: the one place the untyped response meets
 * hey-api's types (its bodies are checked only by a \`validate\` hook, never by the compiler).
 */
function callOperation<Entry extends TableEntry>(
  config: ClientConfig,
  entry: Entry,
  options: CallOptions,
): Promise<CallResult<Entry>> {
  return request(config, entry, options) as Promise<CallResult<Entry>>;
}

`;
}

/** The client options and \`create<Service>Client\`, which binds every operation and paginator to one config. */
function clientFactory(model: ServiceModel): string {
  const T = model.typeName;
  const schemes = Object.keys(model.table.securitySchemes);
  const keyOptions = schemes
    .map(
      (s) =>
        `${jsdoc(`Key for the \`${s}\` scheme (${describeScheme(model, s)}): a string, or a function returning the current key (may be async).`, "  ")}  ${propertyKey(s)}?: KeySource;\n`,
    )
    .join("");
  const keys = list(
    "    ",
    "keys: { ",
    schemes.map((s) => `${propertyKey(s)}: options[${literal(s)}]`),
    " },",
  );
  return `/** Client hooks (\`fetch\`, \`middleware\`, \`timeoutMs\`, \`signal\`, \`retry\`) compose the fetch every call uses. */
export interface ${T}ClientOptions extends ClientHooks {
  /** Base URL of the service, e.g. \`http://127.0.0.1:4010\`. */
  baseUrl: string;
${keyOptions}${jsdoc(`Checks response bodies: \`schemaValidator(${lowerFirst(T)}ResponseSchemas)\` for every operation, or \`schemaValidator({ id: idResponseSchemas })\` for some (only their schemas are bundled); throw to reject.`, "  ")}  validate?: ClientConfig["validate"];
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /** RequestInit fields for every request (credentials, cache, keepalive …). */
  init?: Omit<RequestInit, "method" | "body" | "headers">;
}

${jsdoc(`Creates a client bound to one base URL. Documented statuses come back as values (\`data\` or \`error\`, typed by \`status\`); transport failures throw \`TransportError\` and undeclared statuses \`ResponseContractError\`.`)}export function create${T}Client(options: ${T}ClientOptions) {
  const config: ClientConfig = {
    baseUrl: options.baseUrl,
    ${keys}
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
