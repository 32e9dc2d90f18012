/**
 * The operations of a bundled OpenAPI 3.1 document as the contract test suite sees them: every
 * parameter, body, response and security requirement read from the document itself (never from a
 * hand-written route list), with `$ref`s to components resolved.
 */

/** A JSON Schema (the OpenAPI 3.1 dialect) as plain data. */
export type JsonSchema = Readonly<Record<string, unknown>>;

/** Where a parameter travels. */
export type ParameterLocation = "path" | "query" | "header" | "cookie";

/** One parameter of an operation. */
export interface ParameterSpec {
  readonly name: string;
  readonly in: ParameterLocation;
  readonly required: boolean;
  readonly schema: JsonSchema;
  /** `form` + `explode` (the default for query) repeats the name once per array item. */
  readonly explode: boolean;
}

/** The request body an operation accepts. */
export interface RequestBodySpec {
  readonly required: boolean;
  /** Schema per media type, e.g. `application/json`. */
  readonly mediaTypes: ReadonlyMap<string, JsonSchema>;
}

/** One documented response of an operation. */
export interface ResponseSpec {
  /** The status key as written: `200`, `4XX` or `default`. */
  readonly status: string;
  /** Schema per documented media type; empty when the response has no body. */
  readonly content: ReadonlyMap<string, JsonSchema | undefined>;
  /** Documented response headers (lower-cased names) with their schema. */
  readonly headers: ReadonlyMap<string, { readonly required: boolean; readonly schema: JsonSchema | undefined }>;
}

/** The `x-pagination` extension both specs put on list operations. */
export interface PaginationSpec {
  readonly cursorParam: string;
  readonly nextCursorField: string;
  readonly itemsField: string;
  readonly hasMoreField: string | null;
}

/** One operation of the document. */
export interface OperationSpec {
  readonly operationId: string;
  readonly method: string;
  /** The path template, e.g. `/api/v1/accounts/{id}`. */
  readonly path: string;
  readonly summary: string;
  readonly parameters: readonly ParameterSpec[];
  readonly requestBody: RequestBodySpec | undefined;
  readonly responses: ReadonlyMap<string, ResponseSpec>;
  /** Alternatives of scheme sets (OpenAPI `security`); `[]` or `[[]]` means public. */
  readonly security: readonly (readonly string[])[];
  readonly pagination: PaginationSpec | undefined;
  /** `x-required-any-of`: at least one of these query parameters must be given. */
  readonly requiredAnyOf: readonly string[];
}

/** A bundled document with its operations. */
export interface ApiDocument {
  readonly title: string;
  readonly raw: Readonly<Record<string, unknown>>;
  readonly operations: readonly OperationSpec[];
  /** The operation with this id; throws when the document has none (a suite bug, not a server's). */
  operation(operationId: string): OperationSpec;
}

const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Follows one local `$ref` (`#/components/...`) in `root`; throws on a dangling reference. */
export function resolvePointer(root: Readonly<Record<string, unknown>>, ref: string): unknown {
  if (!ref.startsWith("#/")) throw new Error(`only local references are supported, got ${ref}`);
  let node: unknown = root;
  for (const raw of ref.slice(2).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (!isRecord(node) || !(key in node)) throw new Error(`dangling reference ${ref}`);
    node = node[key];
  }
  return node;
}

/** Resolves `$ref` chains at the top of a node (parameters, responses, schemas). */
export function deref(root: Readonly<Record<string, unknown>>, node: unknown): Record<string, unknown> {
  let current = node;
  for (let hops = 0; isRecord(current) && typeof current.$ref === "string"; hops++) {
    if (hops > 32) throw new Error(`reference cycle at ${String(current.$ref)}`);
    const { $ref, ...siblings } = current;
    const target = resolvePointer(root, $ref as string);
    // OpenAPI 3.1 allows siblings of $ref (description, summary); they annotate, the target rules.
    current = isRecord(target) ? { ...siblings, ...target } : target;
  }
  return isRecord(current) ? current : {};
}

function readParameters(root: Readonly<Record<string, unknown>>, list: unknown): ParameterSpec[] {
  if (!Array.isArray(list)) return [];
  return list.map((entry) => {
    const p = deref(root, entry);
    const location = String(p.in) as ParameterLocation;
    const style = typeof p.style === "string" ? p.style : location === "query" ? "form" : "simple";
    return {
      name: String(p.name),
      in: location,
      required: p.required === true,
      schema: isRecord(p.schema) ? p.schema : {},
      explode: typeof p.explode === "boolean" ? p.explode : style === "form",
    };
  });
}

function readResponses(root: Readonly<Record<string, unknown>>, responses: unknown): Map<string, ResponseSpec> {
  const out = new Map<string, ResponseSpec>();
  if (!isRecord(responses)) return out;
  for (const [status, entry] of Object.entries(responses)) {
    const response = deref(root, entry);
    const content = new Map<string, JsonSchema | undefined>();
    if (isRecord(response.content))
      for (const [mediaType, media] of Object.entries(response.content))
        content.set(mediaType.toLowerCase(), isRecord(media) && isRecord(media.schema) ? media.schema : undefined);
    const headers = new Map<string, { required: boolean; schema: JsonSchema | undefined }>();
    if (isRecord(response.headers))
      for (const [name, headerEntry] of Object.entries(response.headers)) {
        const header = deref(root, headerEntry);
        headers.set(name.toLowerCase(), {
          required: header.required === true,
          schema: isRecord(header.schema) ? header.schema : undefined,
        });
      }
    out.set(status, { status, content, headers });
  }
  return out;
}

function readPagination(value: unknown): PaginationSpec | undefined {
  if (!isRecord(value)) return undefined;
  const { cursorParam, nextCursorField, itemsField, hasMoreField } = value;
  if (typeof cursorParam !== "string" || typeof nextCursorField !== "string" || typeof itemsField !== "string")
    return undefined;
  return {
    cursorParam,
    nextCursorField,
    itemsField,
    hasMoreField: typeof hasMoreField === "string" ? hasMoreField : null,
  };
}

function readSecurity(value: unknown): string[][] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map((requirement) => (isRecord(requirement) ? Object.keys(requirement) : []));
}

/** Reads every operation of a bundled OpenAPI 3.1 document, sorted by operation id. */
export function readApiDocument(raw: Readonly<Record<string, unknown>>): ApiDocument {
  const operations: OperationSpec[] = [];
  const globalSecurity = readSecurity(raw.security) ?? [];
  const paths = isRecord(raw.paths) ? raw.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isRecord(item)) continue;
    const shared = readParameters(raw, item.parameters);
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isRecord(op) || typeof op.operationId !== "string") continue;
      const own = readParameters(raw, op.parameters);
      // Operation parameters override path-level ones with the same name and location (OpenAPI 3.1 §4.8.9).
      const parameters = [...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)), ...own];
      let requestBody: RequestBodySpec | undefined;
      if (op.requestBody !== undefined) {
        const body = deref(raw, op.requestBody);
        const mediaTypes = new Map<string, JsonSchema>();
        if (isRecord(body.content))
          for (const [mediaType, media] of Object.entries(body.content))
            mediaTypes.set(mediaType.toLowerCase(), isRecord(media) && isRecord(media.schema) ? media.schema : {});
        requestBody = { required: body.required === true, mediaTypes };
      }
      const anyOf = op["x-required-any-of"];
      operations.push({
        operationId: op.operationId,
        method,
        path,
        summary: typeof op.summary === "string" ? op.summary : "",
        parameters,
        requestBody,
        responses: readResponses(raw, op.responses),
        security: readSecurity(op.security) ?? globalSecurity,
        pagination: readPagination(op["x-pagination"]),
        requiredAnyOf: Array.isArray(anyOf) ? anyOf.map(String) : [],
      });
    }
  }
  operations.sort((a, b) => (a.operationId < b.operationId ? -1 : a.operationId > b.operationId ? 1 : 0));
  const byId = new Map(operations.map((o) => [o.operationId, o]));
  const info = isRecord(raw.info) ? raw.info : {};
  return {
    title: typeof info.title === "string" ? info.title : "API",
    raw,
    operations,
    operation(operationId) {
      const found = byId.get(operationId);
      if (!found) throw new Error(`the document has no operation ${operationId}`);
      return found;
    },
  };
}

/** The security schemes an operation needs (the first alternative; empty when the operation is public). */
export function requiredSchemes(operation: OperationSpec): readonly string[] {
  if (operation.security.length === 0 || operation.security.some((alternative) => alternative.length === 0)) return [];
  return operation.security[0] ?? [];
}

/**
 * The documented response for a status: the exact code first, then the `4XX` range, then `default`
 * (OpenAPI 3.1 §4.8.16).
 */
export function documentedResponse(operation: OperationSpec, status: number): ResponseSpec | undefined {
  return (
    operation.responses.get(String(status)) ??
    operation.responses.get(`${String(status)[0]}XX`) ??
    operation.responses.get("default")
  );
}
