import type { ServiceModel } from "./model.ts";
import { generatedHeader, jsdoc, lowerFirst, propertyKey } from "./text.ts";

/**
 * Renders `generated/<service>/operations.ts`: one exported `as const` object per operation (a
 * bundler keeps only those an app imports) and the service's operation table composed of them.
 */
export function renderOperationsModule(model: ServiceModel): string {
  const out: string[] = [generatedHeader(model.sourceFile, model.sha256)];
  out.push(
    jsdoc(
      `The operation table of ${model.title} ${model.version}: every fact a client, server or test needs about each operation.`,
    ),
  );
  out.push(`import type { OperationSpec, OperationTable } from "../http/operations.js";\n\n`);
  for (const op of model.operations) {
    out.push(
      jsdoc(`\`${op.spec.method.toUpperCase()} ${op.spec.path}\`${op.spec.summary ? `: ${op.spec.summary}` : ""}`),
    );
    out.push(
      `export const ${op.constName} = ${JSON.stringify(op.spec, null, 2)} as const satisfies OperationSpec;\n\n`,
    );
  }
  const table = model.table;
  const operations = model.operations.map((op) => `    ${propertyKey(op.spec.id)}: ${op.constName},\n`).join("");
  out.push(jsdoc(`The security schemes of ${model.sourceFile}: where a client puts each key and a server reads it.`));
  out.push(
    `export const ${lowerFirst(model.typeName)}SecuritySchemes = ${JSON.stringify(table.securitySchemes, null, 2)} as const satisfies OperationTable["securitySchemes"];\n\n`,
  );
  out.push(jsdoc(`Every operation of ${model.sourceFile}, by id, with its security schemes, webhooks and callbacks.`));
  out.push(`export const ${lowerFirst(model.typeName)}Operations = {
  service: ${JSON.stringify(table.service)},
  title: ${JSON.stringify(table.title)},
  version: ${JSON.stringify(table.version)},
  openapi: ${JSON.stringify(table.openapi)},
  securitySchemes: ${lowerFirst(model.typeName)}SecuritySchemes,
  operations: {
${operations}  },
  webhooks: ${JSON.stringify(table.webhooks, null, 2).replaceAll("\n", "\n  ")},
  callbacks: ${JSON.stringify(table.callbacks, null, 2).replaceAll("\n", "\n  ")},
} as const satisfies OperationTable;
`);
  return out.join("");
}
