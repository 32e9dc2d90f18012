/**
 * The operation table: every fact about a service's operations that a runtime needs, read once from
 * the OpenAPI document by the generator (generator/model.ts) and emitted as
 * `generated/<service>/operations.ts` (`as const`). The client's `request()`, the server dispatcher,
 * the contract-test suite, the mock server and the validation proxy all read this one table instead
 * of reading the document themselves.
 *
 * Schemas are not copied into the table: each `schema` is a JSON pointer (RFC 6901) into the bundled
 * document the service also emits (`openapi.ts`), so validators compile them from one source.
 * Edit this file in templates/static/http/; generated/http/operations.ts is a copy.
 */

export type HttpMethod = "get" | "put" | "post" | "delete" | "patch" | "head" | "options" | "trace";

export type ParameterLocation = "path" | "query" | "header" | "cookie";

/** OpenAPI's serialisation styles (`style`), with the defaults filled in per location. */
export type ParameterStyle = "form" | "simple" | "label" | "matrix" | "spaceDelimited" | "pipeDelimited" | "deepObject";

/** What a value looks like on the wire before styling: decides how `style`/`explode` apply. */
export type ValueShape = "primitive" | "array" | "object";

export interface ParameterSpec {
  readonly name: string;
  readonly in: ParameterLocation;
  /** Always true for path parameters. */
  readonly required: boolean;
  /** Explicit or the location's default (`simple` for path/header, `form` for query/cookie). */
  readonly style: ParameterStyle;
  /** Explicit or the default (true for `form`, false otherwise). */
  readonly explode: boolean;
  readonly allowReserved: boolean;
  readonly shape: ValueShape;
  /** JSON pointer to the parameter's schema (or to `content[<type>].schema`), or null. */
  readonly schema: string | null;
  /** Set when the parameter is declared with `content` instead of `schema` (the value is serialised in that type). */
  readonly contentType: string | null;
  readonly deprecated: boolean;
}

/** How a body of a media type is encoded: decides serialisation and parsing. */
export type MediaKind = "json" | "text" | "form" | "multipart" | "binary";

export interface MediaSpec {
  /** The media type as declared, e.g. `application/json`, `application/vnd.acme+json`, `text/*`. */
  readonly contentType: string;
  readonly kind: MediaKind;
  /** JSON pointer to the schema, or null when none is declared. */
  readonly schema: string | null;
  /** Names of `examples` entries, in document order (pointers: `<media pointer>/examples/<name>`). */
  readonly examples: readonly string[];
  /** JSON pointer of the media object itself, for `example`/`examples`/`encoding`. */
  readonly pointer: string;
  /**
   * The properties of a form body that its `encoding` gives a `deepObject`, `spaceDelimited` or
   * `pipeDelimited` style or `explode: false`, each as the query parameter it is written like
   * (Stripe's `metadata[order]=42`). Absent when there are none: other object properties are sent as
   * JSON text, the Encoding Object's default for objects.
   */
  readonly styledFields?: readonly ParameterSpec[];
}

export interface HeaderSpec {
  readonly name: string;
  readonly required: boolean;
  readonly schema: string | null;
}

/** An OpenAPI link: an operation this response can feed, with runtime expressions for its inputs. */
export interface LinkSpec {
  readonly name: string;
  /** The table key of the linked operation (resolved from `operationId` or `operationRef`). */
  readonly operation: string;
  /** Parameter name (optionally `in.name`) to runtime expression, e.g. `{ id: "$response.body#/id" }`. */
  readonly parameters: Readonly<Record<string, string>>;
  readonly requestBody: string | null;
}

export interface ResponseSpec {
  /** `200`, `4XX` or `default`, as declared. */
  readonly status: string;
  readonly description: string;
  readonly media: readonly MediaSpec[];
  readonly headers: readonly HeaderSpec[];
  readonly links: readonly LinkSpec[];
}

export interface BodySpec {
  readonly required: boolean;
  readonly media: readonly MediaSpec[];
}

/** Cursor pagination, from our `x-pagination` extension. */
export interface PaginationSpec {
  readonly cursorParam: string;
  readonly nextCursorField: string;
  readonly itemsField: string;
  readonly hasMoreField: string | null;
}

export type SecuritySchemeSpec =
  | { readonly type: "http"; readonly scheme: string; readonly bearerFormat: string | null }
  | { readonly type: "apiKey"; readonly in: "header" | "query" | "cookie"; readonly name: string }
  /** Clients send the access token they were given as a bearer token. */
  | { readonly type: "oauth2" | "openIdConnect" }
  | { readonly type: "mutualTLS" };

export interface OperationSpec {
  /** The operation's name in generated code: its `operationId` camel-cased, or one made from method + path. */
  readonly id: string;
  /** The `operationId` as written in the document, or null when it has none. */
  readonly operationId: string | null;
  readonly method: HttpMethod;
  /** Path template, e.g. `/v1/accounts/{id}`. */
  readonly path: string;
  /** `x-path-aliases`: further literal paths routed to this operation. */
  readonly pathAliases: readonly string[];
  /** JSON pointer of the operation object. */
  readonly pointer: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly deprecated: boolean;
  /** Operation- and path-level parameters merged (operation-level wins), in a stable order. */
  readonly parameters: readonly ParameterSpec[];
  readonly body: BodySpec | null;
  /** Numeric statuses ascending, then ranges (`2XX`…), then `default`. */
  readonly responses: readonly ResponseSpec[];
  /**
   * Security requirement alternatives: any one entry satisfied is enough; each entry lists scheme
   * names that must all be satisfied. `[]` = public; an empty entry `[]` inside means "optional".
   */
  readonly security: readonly (readonly string[])[];
  readonly pagination: PaginationSpec | null;
}

/** A webhook or callback: a request the service sends, typed like an operation. */
export interface OutgoingSpec {
  /** `webhooks` name, or `<operation id>.<callback name>.<expression>` for callbacks. */
  readonly name: string;
  readonly operation: OperationSpec;
}

export interface OperationTable {
  readonly service: string;
  readonly title: string;
  readonly version: string;
  /** `3.0.x` or `3.1.x` as declared. */
  readonly openapi: string;
  readonly securitySchemes: Readonly<Record<string, SecuritySchemeSpec>>;
  /** Every operation by `id`, in code-unit order of `id`. */
  readonly operations: Readonly<Record<string, OperationSpec>>;
  readonly webhooks: readonly OutgoingSpec[];
  readonly callbacks: readonly OutgoingSpec[];
}

/** The media kind of a content type: JSON (`application/json`, `*+json`), form, multipart, text or binary. */
export function mediaKind(contentType: string): MediaKind {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type === "application/json" || type.endsWith("+json") || type === "*/*json") return "json";
  if (type === "application/x-www-form-urlencoded") return "form";
  if (type.startsWith("multipart/")) return "multipart";
  if (type.startsWith("text/") || type === "application/xml" || type.endsWith("+xml")) return "text";
  return "binary";
}

/**
 * The declared response for a status: the exact status first, then its range (`4XX`), then
 * `default`; undefined when the spec declares none (a broken contract).
 */
export function responseFor(operation: OperationSpec, status: number): ResponseSpec | undefined {
  const exact = String(status);
  const range = `${String(status)[0]}XX`;
  return (
    operation.responses.find((r) => r.status === exact) ??
    operation.responses.find((r) => r.status.toUpperCase() === range) ??
    operation.responses.find((r) => r.status === "default")
  );
}

/** The declared media for a response content type (exact, then `type/*`, then `*\/*`). */
export function mediaFor(media: readonly MediaSpec[], contentType: string): MediaSpec | undefined {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  const major = type.split("/")[0];
  return (
    media.find((m) => m.contentType.toLowerCase() === type) ??
    media.find((m) => m.contentType.toLowerCase() === `${major}/*`) ??
    media.find((m) => m.contentType === "*/*")
  );
}

/**
 * A schema `pattern` as a RegExp. JSON Schema patterns are ECMA-262 regular expressions; they are
 * compiled with the `u` flag (code points, `\p{L}`), and where that grammar refuses one the spec's
 * author meant the plain one (ECMA-262 Annex B: a lone `{` is a literal, as in `^{[0-9a-f]{8}}$`),
 * which every browser and Node accept. Throws when neither grammar reads it. ajv takes it as its
 * engine (`code.regExp`): it compiles every pattern with `u` and refuses the whole document otherwise.
 */
export function schemaPattern(source: string): RegExp {
  try {
    return new RegExp(source, "u");
  } catch {
    return new RegExp(source);
  }
}

/** {@link schemaPattern} as ajv's engine; `code` names it in ajv's standalone output, which is not used. */
export const schemaPatternEngine = Object.assign((source: string) => schemaPattern(source), { code: "schemaPattern" });

/**
 * A schema's exclusive bounds in the form JSON Schema draft-07 and 2020-12 read: OpenAPI 3.0 writes
 * `minimum: 0, exclusiveMinimum: true` (draft-4 style), which is `exclusiveMinimum: 0`; `false` says
 * nothing. The schema itself when it has no boolean bound.
 */
export function withNumericExclusiveBounds(schema: Record<string, unknown>): Record<string, unknown> {
  if (typeof schema.exclusiveMinimum !== "boolean" && typeof schema.exclusiveMaximum !== "boolean") return schema;
  const out = { ...schema };
  for (const [exclusive, inclusive] of [
    ["exclusiveMinimum", "minimum"],
    ["exclusiveMaximum", "maximum"],
  ] as const) {
    if (typeof out[exclusive] !== "boolean") continue;
    if (out[exclusive] === true && typeof out[inclusive] === "number") {
      out[exclusive] = out[inclusive];
      delete out[inclusive];
    } else delete out[exclusive];
  }
  return out;
}

/**
 * A 3.0 `nullable: true` with no `type` beside it (beside `oneOf`, `allOf` or `$ref`, as real
 * documents write it) in the form JSON Schema reads: the schema, or null. hey-api's types and zod
 * schemas read it so; ajv's `nullable` keyword refuses to compile it. The schema itself otherwise.
 */
export function withTypelessNullable(schema: Record<string, unknown>): Record<string, unknown> {
  if (schema.nullable !== true || schema.type !== undefined) return schema;
  const { nullable: _nullable, ...rest } = schema;
  return { anyOf: [rest, { type: "null" }] };
}

/**
 * Rewrites a document's schemas in place into the forms ajv compiles, under both openapi-backend and
 * the contract tester: boolean exclusive bounds as numeric ones ({@link withNumericExclusiveBounds}:
 * OpenAPI 3.0's draft-4 form, which a 3.1 schema under a draft-04 `$schema` writes too) and, in 3.0,
 * `nullable` without `type` as "or null" ({@link withTypelessNullable}). ajv refuses either as
 * written, as an invalid schema.
 */
export function schemasForAjvIn(document: Record<string, unknown>): void {
  const openapi30 = String(document.openapi ?? "").startsWith("3.0");
  rewriteObjectsIn(document, (record) => {
    const bounded = withNumericExclusiveBounds(record);
    return openapi30 ? withTypelessNullable(bounded) : bounded;
  });
}

/**
 * Replaces, in place and depth first from the top, every object of a document by what `rewrite`
 * makes of it (the same object when it has nothing to change), then walks into the result.
 */
function rewriteObjectsIn(node: unknown, rewrite: (record: Record<string, unknown>) => Record<string, unknown>): void {
  if (Array.isArray(node)) {
    for (const item of node) rewriteObjectsIn(item, rewrite);
    return;
  }
  if (node === null || typeof node !== "object") return;
  const record = node as Record<string, unknown>;
  const rewritten = rewrite(record);
  if (rewritten !== record) {
    for (const key of Object.keys(record)) delete record[key];
    Object.assign(record, rewritten);
  }
  for (const value of Object.values(record)) rewriteObjectsIn(value, rewrite);
}

/** Which way a value travels: in a request (client to server) or in a response. */
export type TrafficDirection = "request" | "response";

/**
 * The Schema Object annotation whose properties a direction leaves out: a client never sends `readOnly`
 * ones, a server never answers `writeOnly` ones.
 */
export const LEFT_OUT_IN: Readonly<Record<TrafficDirection, "readOnly" | "writeOnly">> = {
  request: "readOnly",
  response: "writeOnly",
};

/** Whether a schema, or the local schema its `$ref`s lead to, carries an annotation set to true. */
export function annotatedSchema(document: unknown, schema: unknown, annotation: string): boolean {
  let node = schema;
  for (let hops = 0; hops < 16; hops++) {
    if (node === null || typeof node !== "object") return false;
    const record = node as Record<string, unknown>;
    if (record[annotation] === true) return true;
    if (typeof record.$ref !== "string" || !record.$ref.startsWith("#/")) return false;
    node = record.$ref
      .slice(2)
      .split("/")
      .map((token) => decodeURIComponent(token).replaceAll("~1", "/").replaceAll("~0", "~"))
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], document);
  }
  return false;
}

/**
 * Rewrites a document's schemas in place for judging one direction of traffic: a required property
 * marked `readOnly` is not required of a request, one marked `writeOnly` not of a response (the
 * OpenAPI Schema Object: "relevant only for Responses" / "only for Requests"). ajv reads both as
 * annotations and would require such a property both ways.
 */
export function requiredForDirectionIn(document: unknown, direction: TrafficDirection): void {
  const annotation = LEFT_OUT_IN[direction];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (node === null || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    const properties = record.properties;
    if (Array.isArray(record.required) && properties !== null && typeof properties === "object") {
      const byName = properties as Record<string, unknown>;
      record.required = record.required.filter((name) => !annotatedSchema(document, byName[String(name)], annotation));
    }
    for (const value of Object.values(record)) visit(value);
  };
  visit(document);
}

/** The `$ref` a discriminator mapping value names: a bare schema name is a component of that name. */
function mappingTarget(value: string): string {
  return value.startsWith("#") || value.includes("/") ? value : `#/components/schemas/${value}`;
}

/**
 * A `oneOf` with a `discriminator` read as OpenAPI reads it: the discriminator's value picks the
 * branch (its `mapping`, else the name of a `$ref`'d component), where JSON Schema's `oneOf` asks that
 * exactly one branch match. Branches that share a parent through `allOf` all match the same value,
 * so ajv refused every such value ("must match exactly one schema in oneOf"). The schema itself when
 * it has no discriminated `oneOf`.
 */
export function withDiscriminatedOneOf(schema: Record<string, unknown>): Record<string, unknown> {
  const discriminator = schema.discriminator as { propertyName?: unknown; mapping?: unknown } | undefined;
  const branches = schema.oneOf;
  if (!Array.isArray(branches) || typeof discriminator?.propertyName !== "string") return schema;
  const property = discriminator.propertyName;
  const mapping = new Map<string, string>();
  if (discriminator.mapping !== null && typeof discriminator.mapping === "object")
    for (const [value, target] of Object.entries(discriminator.mapping))
      if (typeof target === "string") mapping.set(value, mappingTarget(target));
  const mapped = new Set(mapping.values());
  for (const branch of branches) {
    const ref = (branch as { $ref?: unknown } | null)?.$ref;
    if (typeof ref === "string" && ref.startsWith("#/") && !mapped.has(ref)) mapping.set(ref.split("/").pop()!, ref);
  }
  const { oneOf: _oneOf, ...rest } = schema;
  const picks = [...mapping].map(([value, target]) => ({
    if: { properties: { [property]: { const: value } }, required: [property] },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword, never awaited.
    then: { $ref: target },
  }));
  return { ...rest, anyOf: branches, allOf: [...(Array.isArray(rest.allOf) ? rest.allOf : []), ...picks] };
}

/** Rewrites every discriminated `oneOf` of a document in place ({@link withDiscriminatedOneOf}). */
export function discriminatedOneOfIn(node: unknown): void {
  rewriteObjectsIn(node, withDiscriminatedOneOf);
}
