/**
 * The one reading of an OpenAPI document: the operation table (operations.ts) plus the names every
 * emitter uses for an operation, so emitters find each other's output by operation id and role.
 */
import type { HeyApiNames, OperationModel, OutgoingModel, ServiceModel } from "../templates/model.ts";
import type { OperationSpec } from "../templates/static/http/operations.ts";
import type { LoadedOpenApi } from "./load.ts";
import { buildOperationTable } from "./operations.ts";
import { atPointer } from "./pointer.ts";

const lowerFirst = (name: string) => (name.length === 0 ? name : name[0]!.toLowerCase() + name.slice(1));

export type { OperationModel, OutgoingModel, ServiceModel } from "../templates/model.ts";

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** Words a generated function may not be named. */
const RESERVED_WORDS = new Set(
  (
    "await break case catch class const continue debugger default delete do else enum export extends false " +
    "finally for function if implements import in instanceof interface let new null package private " +
    "protected public return static super switch this throw true try typeof var void while with yield"
  ).split(" "),
);

export function pascalCase(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join("");
}

function operationModel(document: Json, spec: OperationSpec, service: string, outgoing = false): OperationModel {
  const op = atPointer(document, spec.pointer);
  return {
    spec,
    fn: RESERVED_WORDS.has(spec.id) ? `${spec.id}_` : spec.id,
    // Callback ids come from runtime expressions (`{$request.body#/url}`): their type names keep identifier characters only.
    typeName: outgoing ? pascalCase(spec.id) : spec.id[0]!.toUpperCase() + spec.id.slice(1),
    constName: `${spec.id}Operation`,
    responseSchemasName:
      spec.id === lowerFirst(pascalCase(service)) ? `${spec.id}OperationResponseSchemas` : `${spec.id}ResponseSchemas`,
    description: isObject(op) && typeof op.description === "string" ? op.description : "",
  };
}

/**
 * Builds the model of one service from its bundled document and the names hey-api gave its output.
 * Assumes the spec passed validation.
 */
export function buildServiceModel(spec: LoadedOpenApi, hey: HeyApiNames): ServiceModel {
  const document = spec.document;
  const info = isObject(document.info) ? document.info : {};
  const table = buildOperationTable(document, spec.service);
  const outgoing: OutgoingModel[] = [
    ...table.webhooks.map((w) => ({
      kind: "webhook" as const,
      name: w.name,
      operation: operationModel(document, w.operation, spec.service, true),
    })),
    ...table.callbacks.map((c) => ({
      kind: "callback" as const,
      name: c.name,
      operation: operationModel(document, c.operation, spec.service, true),
    })),
  ];
  return {
    service: spec.service,
    typeName: pascalCase(spec.service),
    sourceFile: spec.file,
    sha256: spec.sha256,
    title: table.title,
    version: table.version,
    description: typeof info.description === "string" ? info.description : "",
    table,
    operations: Object.values(table.operations).map((op) => operationModel(document, op, spec.service)),
    outgoing,
    document,
    at: (pointer) => atPointer(document, pointer),
    hey,
  };
}
