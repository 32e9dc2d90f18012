/**
 * JSON Schema validation for one bundled OpenAPI document. The whole document is registered with
 * ajv once under a private id, so any schema the operation table points at compiles in place: its
 * local `$ref`s (even cyclic ones) resolve against the document. OpenAPI 3.1 documents use the
 * 2020-12 dialect; 3.0 documents draft-07 with `nullable` (ajv knows it).
 */
import { Ajv, type ValidateFunction } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import {
  discriminatedOneOfIn,
  requiredForDirectionIn,
  schemaPatternEngine,
  schemasForAjvIn,
  type TrafficDirection,
} from "../../generated/http/operations.js";
import { pointerOf } from "./spec.ts";

/** A JSON Schema as plain data. */
export type JsonSchema = Readonly<Record<string, unknown>>;

/** One problem found by validation, as a JSON pointer and a message. */
export interface SchemaProblem {
  readonly path: string;
  readonly message: string;
}

const DOCUMENT_ID = "urn:contractkit:document";
/**
 * The document as requests are judged: a required `readOnly` property is not required there (and
 * under {@link DOCUMENT_ID}, as responses are judged, a `writeOnly` one is not).
 */
const REQUEST_DOCUMENT_ID = "urn:contractkit:request-document";

// ajv-formats is CommonJS; its default export arrives wrapped under node's ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as unknown as (
  ajv: Ajv,
) => Ajv;

/** RFC 3339 `date-time` (seconds required, offset required), as the services format it. */
function isDateTime(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/.test(value) &&
    !Number.isNaN(Date.parse(value))
  );
}

function isDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
}

function describe(errors: ValidateFunction["errors"]): SchemaProblem[] {
  return (errors ?? []).map((error) => {
    const params = error.params as Record<string, unknown> | undefined;
    const extra =
      params && typeof params.additionalProperty === "string"
        ? ` (${params.additionalProperty})`
        : params && typeof params.missingProperty === "string"
          ? ` (${params.missingProperty})`
          : "";
    return { path: error.instancePath || "/", message: `${error.message ?? "is invalid"}${extra}` };
  });
}

/** Rewrites local `$ref`s of a detached schema so they point into the registered document. */
function anchorRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(anchorRefs);
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value))
    out[key] =
      key === "$ref" && typeof member === "string" && member.startsWith("#")
        ? `${DOCUMENT_ID}${member}`
        : anchorRefs(member);
  return out;
}

/** Inlines local `$ref`s (a cycle keeps its `$ref`), for readers that want plain schemas. */
function inline(root: unknown, value: unknown, trail: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((v) => inline(root, v, trail));
  if (typeof value !== "object" || value === null) return value;
  const record = value as Record<string, unknown>;
  if (typeof record.$ref === "string" && record.$ref.startsWith("#/") && !trail.includes(record.$ref)) {
    const target = record.$ref
      .slice(2)
      .split("/")
      .map((t) => decodeURIComponent(t).replaceAll("~1", "/").replaceAll("~0", "~"))
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);
    const { $ref, ...siblings } = record;
    return inline(root, { ...(target as object), ...siblings }, [...trail, $ref as string]);
  }
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, inline(root, v, trail)]));
}

/** Validates values against the schemas of one bundled document. */
export class ContractValidator {
  readonly #ajv: Ajv;
  readonly #byPointer = new Map<string, ValidateFunction>();
  readonly #bySchema = new WeakMap<object, ValidateFunction>();
  readonly #document: Readonly<Record<string, unknown>>;
  #dereferenced: Readonly<Record<string, unknown>> | undefined;

  private constructor(document: Readonly<Record<string, unknown>>) {
    this.#document = document;
    const openapi = typeof document.openapi === "string" ? document.openapi : "3.1.0";
    const options = {
      strict: false,
      allErrors: true,
      validateSchema: false,
      logger: false,
      code: { regExp: schemaPatternEngine },
    } as const;
    this.#ajv = openapi.startsWith("3.0") ? new Ajv(options) : (new Ajv2020(options) as unknown as Ajv);
    addFormats(this.#ajv);
    this.#ajv.addFormat("date-time", { type: "string", validate: isDateTime });
    this.#ajv.addFormat("date", { type: "string", validate: isDate });
    // OpenAPI's own formats: numeric widths are checked by type and range, the rest are hints.
    for (const format of ["int32", "int64", "float", "double", "byte", "binary", "password"])
      this.#ajv.addFormat(format, true);
    for (const [id, direction] of [
      [DOCUMENT_ID, "response"],
      [REQUEST_DOCUMENT_ID, "request"],
    ] as const) {
      const copy = structuredClone(document) as Record<string, unknown>;
      schemasForAjvIn(copy);
      discriminatedOneOfIn(copy);
      requiredForDirectionIn(copy, direction);
      this.#ajv.addSchema(copy, id);
    }
  }

  /** Builds the validator for a bundled document (every `$ref` local). */
  static async create(document: Readonly<Record<string, unknown>>): Promise<ContractValidator> {
    return new ContractValidator(document);
  }

  /**
   * Problems of a value against the schema at a JSON pointer of the document, judged as a response
   * (a required `writeOnly` property need not be there) or as a request (nor a `readOnly` one).
   */
  pointerProblems(pointer: string, value: unknown, direction: TrafficDirection = "response"): SchemaProblem[] {
    const key = `${direction} ${pointer}`;
    let validate = this.#byPointer.get(key);
    if (!validate) {
      const encoded = pointer
        .split("/")
        .map((t) => encodeURIComponent(t))
        .join("/");
      validate = this.#ajv.getSchema(`${direction === "request" ? REQUEST_DOCUMENT_ID : DOCUMENT_ID}#${encoded}`);
      if (!validate) throw new Error(`no schema at ${pointer}`);
      this.#byPointer.set(key, validate);
    }
    return validate(value) ? [] : describe(validate.errors);
  }

  /**
   * Whether a value validates against a schema object of the document (a `oneOf` branch), as the
   * document's own schemas are judged: by its pointer into the registered document, so 3.0 forms and
   * the direction's `required` apply as everywhere else; a schema that is not one of the document's
   * nodes, or that a rewrite moved, is compiled on its own.
   */
  matches(schema: JsonSchema, value: unknown, direction: TrafficDirection = "response"): boolean {
    const pointer = pointerOf(this.#document, schema);
    if (pointer !== undefined)
      try {
        return this.pointerProblems(pointer, value, direction).length === 0;
      } catch {
        // A 3.0 typeless `nullable` rewrite moved the node (withTypelessNullable): compiled on its own below.
      }
    return this.schemaProblems(schema, value).length === 0;
  }

  /** Problems of any value against a schema (its `$ref`s resolve against the document). */
  schemaProblems(schema: JsonSchema, value: unknown): SchemaProblem[] {
    let validate = this.#bySchema.get(schema);
    if (!validate) {
      validate = this.#ajv.compile(anchorRefs(schema) as Record<string, unknown>);
      this.#bySchema.set(schema, validate);
    }
    return validate(value) ? [] : describe(validate.errors);
  }

  /** The document with local `$ref`s inlined (cycles keep theirs). */
  get dereferenced(): Readonly<Record<string, unknown>> {
    this.#dereferenced ??= inline(this.#document, this.#document, []) as Record<string, unknown>;
    return this.#dereferenced;
  }
}
