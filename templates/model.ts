/**
 * The model (IR) the templates render: one service's operation table (static/http/operations.ts)
 * plus the names generated code gives each operation. The generator builds it (generator/model.ts);
 * templates only read it, so it lives here to keep the direction generator -> templates.
 */
import type { OperationSpec, OperationTable } from "./static/http/operations.ts";

/** One operation (or webhook/callback) with the names emitters agree on. */
export interface OperationModel {
  spec: OperationSpec;
  /** The exported function: the table id, with `_` after it when it is a reserved word (`delete_`). */
  fn: string;
  /** PascalCase of the table id, as hey-api names its types (`<TypeName>Data`, `<TypeName>Responses`). */
  typeName: string;
  /** The `as const` object of this operation in `<service>/operations.ts`. */
  constName: string;
  /**
   * Its response schemas by status in `<service>/schemas.ts`: `<id>ResponseSchemas`, or
   * `<id>OperationResponseSchemas` when the id is the service's own name (whose map takes the first).
   */
  responseSchemasName: string;
  description: string;
}

/** A webhook or callback: a request the service sends, with handler contract names. */
export interface OutgoingModel {
  kind: "webhook" | "callback";
  name: string;
  operation: OperationModel;
}

export interface ServiceModel {
  /** `bank`, `protocol`: from the spec's file name. */
  service: string;
  /** PascalCase of `service`: `Bank`. */
  typeName: string;
  sourceFile: string;
  sha256: string;
  title: string;
  version: string;
  description: string;
  /** The operation table, as emitted in `<service>/operations.ts`. */
  table: OperationTable;
  /** Operations in table order (code-unit order of id). */
  operations: OperationModel[];
  outgoing: OutgoingModel[];
  /** The bundled document itself. */
  document: Record<string, unknown>;
  /** The value a JSON pointer names in {@link document} (the generator's own look-up, generator/pointer.ts). */
  at(pointer: string): unknown;
  /** What hey-api named each artifact it emitted for this document. */
  hey: HeyApiNames;
}

/** hey-api's TypeScript type of an operation in a role (`data`, `responses`, `errors`) as `T.<name>`, or `fallback`. */
export function heyType(model: ServiceModel, op: OperationModel, role: string, fallback: string): string {
  const name = model.hey.operation("typescript", op.spec.id, role);
  return name === undefined ? fallback : `T.${name}`;
}

/**
 * The names hey-api gave what it emitted for a document, looked up by meaning rather than by
 * guessing its naming rule: `undefined` when it emitted nothing for that meaning.
 */
export interface HeyApiNames {
  /** An operation's artifact by table id and role: typescript `data`/`responses`/`errors`, zod `request-body`/`request-path`/`request-query`/`request-headers`/`responses`. */
  operation(tool: "typescript" | "zod", operationId: string, role: string): string | undefined;
  /** A component's artifact by its JSON pointer (`/components/schemas/Account`). */
  definition(tool: "typescript" | "zod", pointer: string): string | undefined;
}
