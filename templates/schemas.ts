import type { OperationModel, ServiceModel } from "./model.ts";
import type { MediaSpec } from "./static/http/operations.ts";
import { generatedHeader, jsdoc, list, literal, lowerFirst, propertyKey } from "./text.ts";

/**
 * Marks a call that builds a top-level constant as side-effect free, so a bundler drops the schemas an
 * app does not import (hey-api's calls get theirs from generator/pure.ts). Written here, not added
 * after rendering, so the line widths the template measures are the widths written.
 */
const PURE = "/* @__PURE__ */ ";
const Z_STRING = `${PURE}z.string()`;
const Z_UNKNOWN = `${PURE}z.unknown()`;

/**
 * The zod schema of a media: hey-api's schema of the definition it references, else hey-api's schema
 * of the operation's success response (`inline`, for the one JSON media of its only 2xx response,
 * written inline in the operation), else a loose one by kind.
 */
function mediaSchema(media: MediaSpec, model: ServiceModel, inline?: string): string {
  const definition = media.schema === null ? undefined : model.hey.definition("zod", media.schema);
  if (definition !== undefined) return `Z.${definition}`;
  if (inline !== undefined && media.kind === "json" && media.schema !== null) return `Z.${inline}`;
  if (media.kind === "text") return Z_STRING;
  const schema = media.schema === null ? undefined : model.at(media.schema);
  const type = typeof schema === "object" && schema !== null ? (schema as { type?: unknown }).type : undefined;
  if (type === "string") return Z_STRING;
  if (type === "object") return `${PURE}z.record(${Z_STRING}, ${Z_UNKNOWN})`;
  return Z_UNKNOWN;
}

/** The request parts hey-api's zod plugin gives a schema each (its roles are `request-<part>`). */
const REQUEST_PARTS = ["path", "query", "headers", "body"] as const;

/** Whether rendered code uses a schema of hey-api's zod module (`Z.name`, after a space or `[ ( , :`). */
const usesHeyZod = (code: string): boolean => /(^|[\s[(,:])Z\./m.test(code);

/** One operation's response schemas by status, exported on its own so a bundler keeps only those an app imports. */
function operationResponseSchemas(model: ServiceModel, op: OperationModel): string {
  // hey-api's zod plugin emits one schema for an operation's success responses: it is exactly this
  // response's when there is one 2xx response with one JSON media.
  const successes = op.spec.responses.filter((r) => /^2(\d\d|XX)$/.test(r.status) && r.media.length > 0);
  const success = successes.length === 1 && successes[0]!.media.filter((m) => m.kind === "json").length === 1;
  const inline = success ? model.hey.operation("zod", op.spec.id, "responses") : undefined;
  const entries = op.spec.responses.map((response) => {
    const own = response === successes[0] ? inline : undefined;
    const unique = [...new Set(response.media.map((m) => mediaSchema(m, model, own)))];
    const key = `${propertyKey(response.status)}: `;
    if (unique.length > 1) return `  ${list("  ", `${key}${PURE}z.union([`, unique, "]),")}\n`;
    return `  ${key}${unique[0] ?? Z_UNKNOWN},\n`;
  });
  const doc = jsdoc(`Response schemas of \`${op.spec.id}\` by HTTP status (for \`schemaValidator\`).`);
  return `${doc}export const ${op.responseSchemasName} = {\n${entries.join("")}} as const;\n\n`;
}

/**
 * Renders `generated/<service>/schemas.ts`: zod schemas for every operation's request parts and
 * for its responses keyed by status code (hey-api's zod plugin emits only the success response).
 */
export function renderSchemasModule(model: ServiceModel): string {
  const T = model.typeName;
  const lines: string[] = [];
  for (const op of model.operations) lines.push(operationResponseSchemas(model, op));
  lines.push(
    jsdoc(
      `Response schemas of ${model.sourceFile}, by operationId, then by HTTP status. To validate only some operations (and bundle only their schemas), pass their own maps instead: \`schemaValidator({ ${model.operations[0]?.spec.id ?? "operationId"}: ${model.operations[0]?.responseSchemasName ?? "operationIdResponseSchemas"} })\`.`,
    ),
  );
  lines.push(`export const ${lowerFirst(T)}ResponseSchemas = {\n`);
  for (const op of model.operations) lines.push(`  ${propertyKey(op.spec.id)}: ${op.responseSchemasName},\n`);
  lines.push("} as const;\n\n");
  lines.push(
    jsdoc(
      `Request schemas of ${model.sourceFile}, by operationId: path, query, headers and body where the operation has them.`,
    ),
  );
  lines.push(`export const ${lowerFirst(T)}RequestSchemas = {\n`);
  for (const op of model.operations) {
    const parts = REQUEST_PARTS.flatMap((part) => {
      const name = model.hey.operation("zod", op.spec.id, `request-${part}`);
      return name === undefined ? [] : [`${part}: Z.${name}`];
    });
    lines.push(`  ${list("  ", `${propertyKey(op.spec.id)}: { `, parts, " },")}\n`);
  }
  lines.push("} as const;\n");
  const body = lines.join("");
  // Only where a schema of hey-api's is used: an unused import fails `noUnusedLocals` in the app.
  const heyImport = usesHeyZod(body) ? `import * as Z from "./hey/zod.gen.js";\n` : "";
  return `${generatedHeader(model.sourceFile, model.sha256)}import * as z from "zod";\n${heyImport}\n${body}`;
}

/** Renders `generated/<service>/openapi.ts`: the bundled document as a module (no YAML parsing at start-up). */
export function renderOpenApiModule(model: ServiceModel): string {
  return `${generatedHeader(model.sourceFile, model.sha256)}${jsdoc(`${model.title} ${model.version}, bundled from ${model.sourceFile}.`)}export const ${lowerFirst(model.typeName)}OpenApiDocument: Record<string, unknown> = ${JSON.stringify(model.document, null, 2)};\n`;
}

/**
 * Renders `generated/<service>/index.ts`, re-exporting the parts that `parts` (the names of the
 * emitters that ran: client, server, schemas, zod) says exist.
 */
export function renderServiceIndex(model: ServiceModel, parts: ReadonlySet<string>): string {
  const reexports = [
    parts.has("client") ? `export * from "./client.js";` : "",
    `export * from "./hey/types.gen.js";`,
    `export * from "./operations.js";`,
    parts.has("zod") ? `export * as zod from "./hey/zod.gen.js";` : "",
    `export { ${lowerFirst(model.typeName)}OpenApiDocument } from "./openapi.js";`,
    parts.has("schemas") ? `export * from "./schemas.js";` : "",
    parts.has("server") ? `export * from "./server.js";` : "",
  ].filter((line) => line !== "");
  const ids = model.operations.map((op) => literal(op.spec.id));
  const operationIds = list("", `export const ${lowerFirst(model.typeName)}OperationIds = [`, ids, "] as const;");
  return `${generatedHeader(model.sourceFile, model.sha256)}${jsdoc(`${model.title}: client, server contract, schemas, types and the bundled document.`)}${reexports.join("\n")}
${operationIds}
`;
}
