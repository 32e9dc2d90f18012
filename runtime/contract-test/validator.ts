/**
 * Validation against the document with openapi-backend's ajv setup: response bodies per status,
 * whole requests (to prove a generated counter-example really violates the contract) and any
 * schema of the document.
 */
import { type Document, OpenAPIBackend, ValidationContext } from "openapi-backend";
import type { JsonSchema } from "./openapi.ts";

/** One problem found by validation, as a JSON pointer and a message. */
export interface SchemaProblem {
  readonly path: string;
  readonly message: string;
}

/** A request as the validator sees it; `query` is the raw query string. */
export interface RequestToValidate {
  readonly method: string;
  readonly path: string;
  readonly query: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

type Ajv = ReturnType<OpenAPIBackend["validator"]["getAjv"]>;
type AjvValidate = ReturnType<Ajv["compile"]>;

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

function describe(errors: readonly { instancePath?: string; message?: string; params?: unknown }[] | null | undefined) {
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

/** Validates requests, responses and schemas of one bundled document. */
export class ContractValidator {
  readonly #api: OpenAPIBackend;
  readonly #ajv: Ajv;
  readonly #compiled = new WeakMap<object, AjvValidate>();

  private constructor(api: OpenAPIBackend) {
    this.#api = api;
    this.#ajv = api.validator.getAjv(ValidationContext.Response);
  }

  /** Builds the validator; the document is cloned, dereferenced and compiled once. */
  static async create(document: Readonly<Record<string, unknown>>): Promise<ContractValidator> {
    const api = new OpenAPIBackend({
      definition: structuredClone(document) as unknown as Document,
      // quick: openapi-backend checks documents against the OpenAPI 3.0 schema, which 3.1 fails.
      quick: true,
      validate: true,
      coerceTypes: true,
      ajvOpts: { strict: false, allErrors: true },
      customizeAjv: (ajv) => {
        ajv.addFormat("date-time", { type: "string", validate: isDateTime });
        ajv.addFormat("date", { type: "string", validate: isDate });
        return ajv;
      },
    });
    await api.init();
    return new ContractValidator(api);
  }

  /** Problems of a JSON response body against the schema documented for `status`. */
  responseProblems(operationId: string, status: number, body: unknown): SchemaProblem[] {
    const result = this.#api.validator.validateResponse(body, operationId, status);
    return result.valid ? [] : describe(result.errors);
  }

  /**
   * Problems of a whole request (path, query, header parameters and body) against the operation.
   * Empty means the request is valid, so a server must not answer it with 400.
   */
  requestProblems(operationId: string, request: RequestToValidate): SchemaProblem[] {
    const result = this.#api.validator.validateRequest(
      {
        method: request.method,
        path: request.path,
        query: request.query,
        headers: { ...request.headers },
        body: request.body,
      },
      operationId,
    );
    return result.valid ? [] : describe(result.errors);
  }

  /** Problems of any value against a schema of the (dereferenced) document. */
  schemaProblems(schema: JsonSchema, value: unknown): SchemaProblem[] {
    let validate = this.#compiled.get(schema);
    if (!validate) {
      validate = this.#ajv.compile(schema as Record<string, unknown>);
      this.#compiled.set(schema, validate);
    }
    return validate(value) ? [] : describe(validate.errors);
  }

  /** The document after openapi-backend dereferenced it: schemas without `$ref`. */
  get dereferenced(): Readonly<Record<string, unknown>> {
    return this.#api.definition as unknown as Record<string, unknown>;
  }
}
