import { heyType, type OperationModel, type ServiceModel } from "./model.ts";
import type { MediaSpec, ResponseSpec } from "./static/http/operations.ts";
import { fits, generatedHeader, jsdoc, list, literal, lowerFirst, propertyKey } from "./text.ts";

const isErrorKey = (status: string) => status === "default" || /^[45]/.test(status);

/** The status a result variant carries: the number, or any number for a range or `default`. */
function statusType(response: ResponseSpec): string {
  return /^\d{3}$/.test(response.status) ? response.status : "number";
}

/** TypeScript type of a body for one media type of a response: hey-api's type for its first JSON media. */
function mediaBodyType(
  model: ServiceModel,
  op: OperationModel,
  response: ResponseSpec,
  media: MediaSpec | undefined,
  outgoing: boolean,
): string {
  // hey-api types no callback responses: a receiver's answer is typed by status and media only.
  if (outgoing && (media === undefined || media.kind === "json")) return "unknown";
  const byStatus = heyType(model, op, isErrorKey(response.status) ? "errors" : "responses", "");
  const bodyType = byStatus === "" ? "unknown" : `${byStatus}[${literal(response.status)}]`;
  if (media === undefined) return bodyType;
  if (media.kind === "json") return response.media.find((m) => m.kind === "json") === media ? bodyType : "unknown";
  // Text bodies may be streamed (a 100k-line CSV statement should not be built as one string).
  if (media.kind === "text") return "string | AsyncIterable<string>";
  return "Uint8Array | AsyncIterable<Uint8Array>";
}

/** Declared headers of a response: required ones must be returned. */
function headersType(response: ResponseSpec): string {
  if (response.headers.length === 0) return "headers?: Readonly<Record<string, string>>";
  const fields = response.headers.map((h) => `${literal(h.name.toLowerCase())}${h.required ? "" : "?"}: string`);
  const optional = response.headers.every((h) => !h.required) ? "?" : "";
  const type = `headers${optional}: Readonly<{ ${fields.join("; ")} } & Record<string, string>>`;
  if (fits("      ", `${type};`)) return type;
  // Too wide for one line of a result variant: one header a line, at the variant's field depth.
  return `headers${optional}: Readonly<\n        {\n${fields.map((f) => `          ${f};\n`).join("")}        } & Record<string, string>\n      >`;
}

function resultVariants(model: ServiceModel, op: OperationModel, outgoing = false): string[] {
  const variants: string[] = [];
  for (const response of op.spec.responses) {
    const media: ReadonlyArray<MediaSpec | undefined> = response.media.length > 0 ? response.media : [undefined];
    for (const m of media) {
      // A response without content (a 204, say) takes no body and no content type.
      const content =
        m === undefined
          ? ["body?: undefined"]
          : [
              `body: ${mediaBodyType(model, op, response, m, outgoing)}`,
              m.contentType === "application/json"
                ? `contentType?: "application/json"`
                : `contentType: ${literal(m.contentType)}`,
            ];
      const fields = [`status: ${statusType(response)}`, ...content, headersType(response)];
      const oneLine = `  | { ${fields.join("; ")} }`;
      variants.push(fits("", oneLine) ? oneLine : `  | {\n${fields.map((f) => `      ${f};\n`).join("")}    }`);
    }
  }
  return variants;
}

function authType(op: OperationModel, principals: string): string {
  if (op.spec.security.length === 0) return "undefined";
  return op.spec.security
    .map((alternative) =>
      alternative.length === 0 ? "undefined" : alternative.map((s) => `${principals}[${literal(s)}]`).join(" & "),
    )
    .join(" | ");
}

function operationTypes(model: ServiceModel, op: OperationModel, principals: string): string {
  const s = op.spec;
  const data = heyType(model, op, "data", "Record<never, never>");
  const doc = [s.summary, op.description, `\`${s.method.toUpperCase()} ${s.path}\``].filter(Boolean).join("\n\n");
  const typeParameter = [`P extends ${principals} = ${principals}`];
  const request = list("", `export type ${op.typeName}ServerRequest<`, typeParameter, "> = HandlerRequest<");
  const handler = list("", `export type ${op.typeName}Handler<`, typeParameter, "> = (");
  return `\n${jsdoc(`Request of \`${s.id}\`: ${doc}`)}${request}
  Part<${data}, "path">,
  Part<${data}, "query">,
  Part<${data}, "headers">,
  BodyOf<${data}>,
  ${authType(op, "P")}
>;
${jsdoc(`The responses \`${s.id}\` may give: exactly the statuses the spec declares.`)}export type ${op.typeName}ServerResult =
${resultVariants(model, op).join("\n")};
${jsdoc(`Handles \`${s.id}\`${s.summary ? ` (${s.summary})` : ""}.`)}${handler}
  request: ${op.typeName}ServerRequest<P>,
) => ${op.typeName}ServerResult | Promise<${op.typeName}ServerResult>;
`;
}

/** Webhooks and callbacks: the request the service sends and what the receiver may answer. */
function outgoingTypes(model: ServiceModel): string {
  if (model.outgoing.length === 0) return "";
  const out: string[] = [];
  for (const { kind, name, operation: op } of model.outgoing) {
    out.push(
      `\n${jsdoc(`The ${kind} \`${name}\` (\`${op.spec.method.toUpperCase()}\`): the request ${model.title} sends.`)}`,
    );
    const bodyDoc = `The JSON pointer of the request body schema in the bundled document: ${op.spec.body?.media[0]?.schema ?? "none"}.`;
    out.push(
      `export interface ${op.typeName}OutgoingRequest {\n${jsdoc(bodyDoc, "  ")}  body: ${op.spec.body ? "unknown" : "undefined"};\n  headers: Readonly<Record<string, string>>;\n}\n`,
    );
    out.push(jsdoc(`What a receiver of \`${name}\` answers, by the statuses the spec declares.`));
    out.push(`export type ${op.typeName}ReceiverResult =\n${resultVariants(model, op, true).join("\n")};\n`);
    out.push(jsdoc(`A receiver of the ${kind} \`${name}\`.`));
    const receiver = `export type ${op.typeName}Receiver = (request: ${op.typeName}OutgoingRequest) =>`;
    const answer = `${op.typeName}ReceiverResult | Promise<${op.typeName}ReceiverResult>;`;
    out.push(fits("", `${receiver} ${answer}`) ? `${receiver} ${answer}\n` : `${receiver}\n  | ${answer}\n`);
  }
  out.push(
    `\n${jsdoc(`Receivers for every webhook and callback of ${model.sourceFile}.`)}export interface ${model.typeName}Receivers {\n`,
  );
  for (const { operation: op } of model.outgoing) out.push(`  ${propertyKey(op.spec.id)}: ${op.typeName}Receiver;\n`);
  out.push("}\n");
  return out.join("");
}

/** `head tail` on one line when it fits, else `tail` on the next line, indented. */
function breakAfter(head: string, tail: string): string {
  return fits("", `${head} ${tail}`) ? `${head} ${tail}` : `${head}\n  ${tail}`;
}

/**
 * Renders `generated/<service>/server.ts`: per operation a request type, a result union of exactly
 * the declared statuses (ranges and `default` included), and a handler type; the handler map (every
 * operation required, so a missing handler fails to compile); the route rows, read from the
 * operation table; webhook/callback contracts; and the factory binding handlers to the dispatcher.
 */
export function renderServerModule(model: ServiceModel): string {
  const T = model.typeName;
  const principals = `${T}Principals`;
  const schemes = Object.keys(model.table.securitySchemes);
  const out: string[] = [];
  out.push(generatedHeader(model.sourceFile, model.sha256));
  out.push(
    jsdoc(`Server contract for ${model.title} ${model.version}: typed handlers behind the generated dispatcher.`),
  );
  out.push(`import {
  createDispatcher,
  type Dispatcher,
  type DispatchError,
  type HandlerRequest,
  type HttpRequest,
  type RouteSpec,
  routesOf,
  type SecurityResolver,
} from "../http/server.js";
import { ${lowerFirst(T)}OpenApiDocument } from "./openapi.js";
import { ${lowerFirst(T)}Operations } from "./operations.js";
import type * as T from "./hey/types.gen.js";

/** One part (path, query, headers) of hey-api's request type; an empty object when the operation has none. */
type Part<D, K extends string> = D extends { [P in K]?: infer V }
  ? [NonNullable<V>] extends [never]
    ? Record<string, never>
    : NonNullable<V>
  : Record<string, never>;
/** The request body type, or undefined when the operation takes none. */
type BodyOf<D> = D extends { body?: infer V } ? ([NonNullable<V>] extends [never] ? undefined : V) : undefined;
`);
  out.push(jsdoc(`What each security scheme resolves a credential to; the runtime chooses the types.`));
  out.push(
    schemes.length > 0
      ? `export interface ${principals} {\n${schemes.map((s) => `  ${propertyKey(s)}: unknown;`).join("\n")}\n}\n`
      : `export type ${principals} = Record<never, never>;\n`,
  );
  for (const op of model.operations) out.push(operationTypes(model, op, principals));
  out.push(outgoingTypes(model));

  out.push(
    `\n${jsdoc(`One handler per operation of ${model.sourceFile}. Every member is required: an operation without a handler does not compile.`)}`,
  );
  out.push(`${list("", `export interface ${T}Handlers<`, [`P extends ${principals} = ${principals}`], "> {")}\n`);
  for (const op of model.operations) out.push(`  ${propertyKey(op.spec.id)}: ${op.typeName}Handler<P>;\n`);
  out.push("}\n\n");

  out.push(jsdoc(`The route rows of ${model.sourceFile} (aliases included), read from the operation table.`));
  out.push(
    `${breakAfter(`export const ${lowerFirst(T)}Routes: readonly RouteSpec[] =`, `routesOf(${lowerFirst(T)}Operations.operations);`)}\n\n`,
  );

  out.push(`export interface ${T}ServerOptions<P extends ${principals}> {
  handlers: ${T}Handlers<P>;
  /** Resolves a credential per security scheme; undefined means 401. */
  security: { [K in keyof P]: SecurityResolver<P[K]> };
  /** Renders errors raised before a handler runs (404, 401, 400 …) in the service's envelope. */
  errorBody: (error: DispatchError) => unknown;
  /** Receives exceptions thrown by handlers (the client sees a 500 envelope only). */
  onError?: (error: unknown, request: HttpRequest) => void;
  /** Serve another version of the document (tests); defaults to the bundled spec. */
  document?: Record<string, unknown>;
}

${jsdoc(`Binds the handlers to the dispatcher: routes, parameters, security and validation from the operation table.`)}${list("", `export function create${T}Server<P extends ${principals}>(`, [`options: ${T}ServerOptions<P>`], "): Promise<Dispatcher> {")}
  return createDispatcher({
    document: options.document ?? ${lowerFirst(T)}OpenApiDocument,
    operations: ${lowerFirst(T)}Operations.operations,
    securitySchemes: ${lowerFirst(T)}Operations.securitySchemes,
    handlers: options.handlers as unknown as Parameters<typeof createDispatcher>[0]["handlers"],
    security: options.security as Parameters<typeof createDispatcher>[0]["security"],
    errorBody: options.errorBody,
    ...(options.onError ? { onError: options.onError } : {}),
  });
}
`);
  return out.join("");
}
