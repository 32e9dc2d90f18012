import type { ServiceModel } from "./model.ts";
import type { MediaSpec } from "./static/http/operations.ts";
import { generatedHeader, jsdoc, literal, lowerFirst, propertyKey } from "./text.ts";

/** The zod schema of a media: hey-api's schema of the component it references, else a loose one by kind. */
function mediaSchema(media: MediaSpec, document: unknown, zodNames: ReadonlySet<string>): string {
  const component = media.schema?.match(/^\/components\/schemas\/([^/]+)$/)?.[1];
  if (component && zodNames.has(`z${component}`)) return `Z.z${component}`;
  if (media.kind === "text") return "z.string()";
  const schema = media.schema === null ? undefined : atPointer(document, media.schema);
  const type = typeof schema === "object" && schema !== null ? (schema as { type?: unknown }).type : undefined;
  if (type === "string") return "z.string()";
  if (type === "object") return "z.record(z.string(), z.unknown())";
  return "z.unknown()";
}

function atPointer(document: unknown, pointer: string): unknown {
  return pointer
    .slice(1)
    .split("/")
    .map((t) => t.replaceAll("~1", "/").replaceAll("~0", "~"))
    .reduce<unknown>(
      (node, token) =>
        typeof node === "object" && node !== null ? (node as Record<string, unknown>)[token] : undefined,
      document,
    );
}

/**
 * Renders `generated/<service>/schemas.ts`: zod schemas for every operation's request parts and
 * for its responses keyed by status code (hey-api's zod plugin emits only the success response).
 */
export function renderSchemasModule(model: ServiceModel, zodNames: ReadonlySet<string>): string {
  const T = model.typeName;
  const lines: string[] = [];
  lines.push(generatedHeader(model.sourceFile, model.sha256));
  lines.push(`import * as z from "zod";\nimport * as Z from "./hey/zod.gen.js";\n\n`);
  lines.push(jsdoc(`Response schemas of ${model.sourceFile}, by operationId, then by HTTP status.`));
  lines.push(`export const ${lowerFirst(T)}ResponseSchemas = {\n`);
  for (const op of model.operations) {
    lines.push(`  ${propertyKey(op.spec.id)}: {\n`);
    for (const response of op.spec.responses) {
      const schemas = response.media.map((m) => mediaSchema(m, model.document, zodNames));
      const unique = [...new Set(schemas)];
      const schema =
        unique.length === 0 ? "z.unknown()" : unique.length === 1 ? unique[0]! : `z.union([${unique.join(", ")}])`;
      lines.push(`    ${propertyKey(response.status)}: ${schema},\n`);
    }
    lines.push("  },\n");
  }
  lines.push("} as const;\n\n");
  lines.push(
    jsdoc(
      `Request schemas of ${model.sourceFile}, by operationId: path, query, headers and body where the operation has them.`,
    ),
  );
  lines.push(`export const ${lowerFirst(T)}RequestSchemas = {\n`);
  for (const op of model.operations) {
    const parts = (["Path", "Query", "Headers", "Body"] as const)
      .filter((part) => zodNames.has(`z${op.typeName}${part}`))
      .map((part) => `${part.toLowerCase()}: Z.z${op.typeName}${part}`);
    lines.push(`  ${propertyKey(op.spec.id)}: { ${parts.join(", ")} },\n`);
  }
  lines.push("} as const;\n");
  return lines.join("");
}

/** Renders `generated/<service>/openapi.ts`: the bundled document as a module (no YAML parsing at start-up). */
export function renderOpenApiModule(model: ServiceModel): string {
  return `${generatedHeader(model.sourceFile, model.sha256)}${jsdoc(`${model.title} ${model.version}, bundled from ${model.sourceFile}.`)}export const ${lowerFirst(model.typeName)}OpenApiDocument: Record<string, unknown> = ${JSON.stringify(model.document, null, 2)};\n`;
}

/** Renders `generated/<service>/index.ts`. */
export function renderServiceIndex(model: ServiceModel): string {
  return `${generatedHeader(model.sourceFile, model.sha256)}${jsdoc(`${model.title}: client, server contract, schemas, types and the bundled document.`)}export * from "./client.js";
export * from "./hey/types.gen.js";
export * from "./operations.js";
export * as zod from "./hey/zod.gen.js";
export { ${lowerFirst(model.typeName)}OpenApiDocument } from "./openapi.js";
export * from "./schemas.js";
export * from "./server.js";
export const ${lowerFirst(model.typeName)}OperationIds = [${model.operations.map((op) => literal(op.spec.id)).join(", ")}] as const;
`;
}
