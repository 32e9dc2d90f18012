/**
 * The model (IR) the templates render. The generator builds it from the specs (generator/model.ts);
 * templates only read it, so it lives here to keep the direction generator -> templates.
 */

/**
 * The generator's intermediate representation of one OpenAPI service: what every emitter needs,
 * resolved once, in a stable order (operations sorted by operationId, statuses ascending).
 */
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
  /** Security scheme names declared in components, sorted. */
  securitySchemes: string[];
  operations: OperationModel[];
  /** The document itself, for bundling. */
  document: Record<string, unknown>;
}

export interface ParameterModel {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
}

export interface MediaModel {
  /** e.g. `application/json`, `text/csv`. */
  contentType: string;
  /** The component schema name when the media schema is a `#/components/schemas/X` ref. */
  schemaRef: string | null;
  /** The schema's `type` when it is inline and simple (`string`, `object`, ...). */
  inlineType: string | null;
}

export interface ResponseModel {
  /** Numeric HTTP status (`default` responses are not used by our specs and are skipped). */
  status: number;
  description: string;
  media: MediaModel[];
  /** Declared response header names, in spec order. */
  headers: string[];
}

export interface PaginationModel {
  cursorParam: string;
  nextCursorField: string;
  itemsField: string;
  hasMoreField: string | null;
}

export interface OperationModel {
  operationId: string;
  /** PascalCase of operationId: `SendPayment`. */
  typeName: string;
  method: "get" | "put" | "post" | "delete" | "patch" | "head" | "options";
  path: string;
  /** `x-path-aliases`: further literal paths routed to this operation. */
  pathAliases: string[];
  summary: string;
  description: string;
  /** Names of the security schemes that authorize this operation (first requirement object); [] = public. */
  security: string[];
  parameters: ParameterModel[];
  requestBody: { required: boolean; media: MediaModel[] } | null;
  responses: ResponseModel[];
  pagination: PaginationModel | null;
}
