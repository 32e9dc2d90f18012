/**
 * The suite's view of a service: the operation table (built from the bundled document by the
 * caller) with each schema pointer resolved to its node, so generators and checks read schemas
 * directly. Nothing here reads `paths` itself: every operation, parameter, body, response, link and
 * security requirement comes from the table.
 */
import type {
  HeaderSpec,
  LinkSpec,
  MediaSpec,
  OperationTable,
  PaginationSpec,
  ParameterLocation,
  ParameterStyle,
  SecuritySchemeSpec,
  OperationSpec as TableOperation,
  ValueShape,
} from "../../generated/http/operations.js";
import type { JsonSchema } from "./validator.ts";

export type { JsonSchema } from "./validator.ts";

/** One parameter of an operation, with its schema resolved. */
export interface ParameterSpec {
  readonly name: string;
  readonly in: ParameterLocation;
  readonly required: boolean;
  /** The schema node (may itself be a `$ref`); `{}` when none is declared. */
  readonly schema: JsonSchema;
  readonly schemaPointer: string | null;
  readonly style: ParameterStyle;
  readonly explode: boolean;
  readonly shape: ValueShape;
}

/** The request body an operation accepts. */
export interface RequestBodySpec {
  readonly required: boolean;
  /** Schema per media type (lower case), e.g. `application/json`. */
  readonly mediaTypes: ReadonlyMap<string, JsonSchema>;
  readonly media: readonly MediaSpec[];
}

/** One documented response of an operation. */
export interface ResponseSpec {
  /** The status key as written: `200`, `4XX` or `default`. */
  readonly status: string;
  /** Schema per documented media type; empty when the response has no body. */
  readonly content: ReadonlyMap<string, JsonSchema | undefined>;
  readonly media: readonly MediaSpec[];
  /** Documented response headers (lower-cased names). */
  readonly headers: ReadonlyMap<string, HeaderSpec>;
  readonly links: readonly LinkSpec[];
}

/** One operation of the document. */
export interface OperationSpec {
  /** The table's id (the camel-cased `operationId`, or one made from method + path). */
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly summary: string;
  readonly parameters: readonly ParameterSpec[];
  readonly requestBody: RequestBodySpec | undefined;
  readonly responses: ReadonlyMap<string, ResponseSpec>;
  /** Alternatives of scheme sets; `[]` or an empty alternative means public. */
  readonly security: readonly (readonly string[])[];
  readonly pagination: PaginationSpec | undefined;
  /** `x-required-any-of`: at least one of these query parameters must be given. */
  readonly requiredAnyOf: readonly string[];
  /** The table's entry. */
  readonly table: TableOperation;
}

/** A bundled document with its operations. */
export interface ApiDocument {
  readonly title: string;
  readonly raw: Readonly<Record<string, unknown>>;
  readonly table: OperationTable;
  readonly securitySchemes: Readonly<Record<string, SecuritySchemeSpec>>;
  readonly operations: readonly OperationSpec[];
  /** The operation with this id; throws when the document has none (a suite bug, not a server's). */
  operation(operationId: string): OperationSpec;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The node a JSON pointer names, or undefined. */
export function nodeAt(root: unknown, pointer: string): unknown {
  if (pointer === "") return root;
  return pointer
    .slice(1)
    .split("/")
    .map((t) => t.replaceAll("~1", "/").replaceAll("~0", "~"))
    .reduce<unknown>((node, key) => (isRecord(node) || Array.isArray(node) ? (node as never)[key] : undefined), root);
}

const pointerIndexes = new WeakMap<object, WeakMap<object, string>>();

/**
 * The JSON pointer of an object or array of a document (`/components/schemas/Pet/oneOf`), or
 * undefined when it is not one of the document's own nodes (a merged or rewritten copy). One walk
 * per document; the first path found wins where a node is reachable twice.
 */
export function pointerOf(root: object, node: object): string | undefined {
  let index = pointerIndexes.get(root);
  if (!index) {
    const built = new WeakMap<object, string>();
    const visit = (value: unknown, pointer: string) => {
      if (typeof value !== "object" || value === null || built.has(value)) return;
      built.set(value, pointer);
      for (const [key, member] of Object.entries(value))
        visit(member, `${pointer}/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`);
    };
    visit(root, "");
    pointerIndexes.set(root, built);
    index = built;
  }
  return index.get(node);
}

/** Follows one local `$ref` (`#/components/...`) in `root`; throws on a dangling reference. */
export function resolvePointer(root: Readonly<Record<string, unknown>>, ref: string): unknown {
  if (!ref.startsWith("#/")) throw new Error(`only local references are supported, got ${ref}`);
  const found = nodeAt(root, decodeURIComponent(ref.slice(1)));
  if (found === undefined) throw new Error(`dangling reference ${ref}`);
  return found;
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

function schemaAt(root: Readonly<Record<string, unknown>>, pointer: string | null): JsonSchema {
  if (pointer === null) return {};
  const node = nodeAt(root, pointer);
  return isRecord(node) ? node : {};
}

function mediaMap(root: Readonly<Record<string, unknown>>, media: readonly MediaSpec[]) {
  return new Map(media.map((m) => [m.contentType.toLowerCase(), m.schema === null ? {} : schemaAt(root, m.schema)]));
}

function view(root: Readonly<Record<string, unknown>>, op: TableOperation): OperationSpec {
  const source = nodeAt(root, op.pointer);
  const anyOf = isRecord(source) ? source["x-required-any-of"] : undefined;
  return {
    operationId: op.id,
    method: op.method,
    path: op.path,
    summary: op.summary,
    parameters: op.parameters.map((p) => ({
      name: p.name,
      in: p.in,
      required: p.required,
      schema: schemaAt(root, p.schema),
      schemaPointer: p.schema,
      style: p.style,
      explode: p.explode,
      shape: p.shape,
    })),
    requestBody: op.body
      ? { required: op.body.required, mediaTypes: mediaMap(root, op.body.media), media: op.body.media }
      : undefined,
    responses: new Map(
      op.responses.map((r) => [
        r.status,
        {
          status: r.status,
          content: new Map(
            r.media.map((m) => [m.contentType.toLowerCase(), m.schema === null ? undefined : schemaAt(root, m.schema)]),
          ),
          media: r.media,
          headers: new Map(r.headers.map((h) => [h.name.toLowerCase(), h])),
          links: r.links,
        },
      ]),
    ),
    security: op.security,
    pagination: op.pagination ?? undefined,
    requiredAnyOf: Array.isArray(anyOf) ? anyOf.map(String) : [],
    table: op,
  };
}

/** The suite's view of a table and the bundled document its pointers point into. */
export function apiDocument(table: OperationTable, raw: Readonly<Record<string, unknown>>): ApiDocument {
  const operations = Object.values(table.operations).map((op) => view(raw, op));
  const byId = new Map(operations.map((o) => [o.operationId, o]));
  return {
    title: table.title,
    raw,
    table,
    securitySchemes: table.securitySchemes,
    operations,
    operation(operationId) {
      const found = byId.get(operationId);
      if (!found) throw new Error(`the document has no operation ${operationId}`);
      return found;
    },
  };
}

/** The security schemes an operation needs (the first alternative; empty when the operation is public). */
export function requiredSchemes(operation: Pick<OperationSpec, "security">): readonly string[] {
  if (operation.security.length === 0 || operation.security.some((alternative) => alternative.length === 0)) return [];
  return operation.security[0] ?? [];
}

/**
 * The security alternative a holder of some credentials satisfies: the first whose every scheme it
 * holds one for (`--api-key` satisfies the second of `bearerAuth` or `apiKeyHeader`), else the first
 * alternative, the one a skip names. Empty for a public operation.
 */
export function satisfiedSchemes(
  operation: Pick<OperationSpec, "security">,
  holds: (scheme: string) => boolean,
): readonly string[] {
  const first = requiredSchemes(operation);
  if (first.length === 0) return first;
  return operation.security.find((alternative) => alternative.every(holds)) ?? first;
}

/**
 * The documented response for a status: the exact code first, then the `4XX` range, then `default`
 * (OpenAPI §4.8.16).
 */
export function documentedResponse(operation: OperationSpec, status: number): ResponseSpec | undefined {
  return (
    operation.responses.get(String(status)) ??
    operation.responses.get(`${String(status)[0]}XX`) ??
    operation.responses.get(`${String(status)[0]}xx`) ??
    operation.responses.get("default")
  );
}
