/**
 * Validates responses against the bundled OpenAPI documents with ajv (through openapi-backend), which,
 * unlike zod's default objects, rejects members a schema with `additionalProperties: false` forbids.
 */
import { type Document, OpenAPIBackend } from "openapi-backend";

export type ResponseCheck = (operationId: string, status: number, body: unknown) => string[];

export async function createResponseValidator(document: Record<string, unknown>): Promise<ResponseCheck> {
  const api = new OpenAPIBackend({
    definition: structuredClone(document) as unknown as Document,
    quick: true,
    validate: true,
    customizeAjv: (ajv) => {
      ajv.addFormat("date-time", { type: "string", validate: (v: string) => !Number.isNaN(Date.parse(v)) });
      ajv.addFormat("date", { type: "string", validate: (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) });
      return ajv;
    },
  });
  await api.init();
  return (operationId, status, body) => {
    const result = api.validateResponse(body, operationId, status);
    return (result.errors ?? []).map(
      (e) => `${e.instancePath || "/"} ${e.message ?? "invalid"}${e.params ? ` ${JSON.stringify(e.params)}` : ""}`,
    );
  };
}
