/**
 * OpenAPI 3.0 writes exclusive bounds as booleans beside minimum/maximum (`minimum: 0,
 * exclusiveMinimum: true`). Both validators, the generated dispatcher's (openapi-backend's ajv) and
 * the contract tester's, refused that form as an invalid schema, so every request to such an
 * operation was a 500. They now read it as the bound it states; so does a 3.1 schema naming draft-04
 * as its `$schema`, where the same booleans are the dialect's own.
 */
import { expect, it } from "vitest";
import { createDispatcher } from "../../generated/http/server.ts";
import { buildOperationTable } from "../../generator/operations.ts";
import { ContractValidator } from "../../runtime/contract-test/validator.ts";

const DOCUMENT = {
  openapi: "3.0.3",
  info: { title: "Owners", version: "1" },
  paths: {
    "/owners": {
      get: {
        operationId: "listOwners",
        parameters: [
          {
            name: "page",
            in: "query",
            schema: { type: "integer", minimum: 0, exclusiveMinimum: true, maximum: 10, exclusiveMaximum: false },
          },
        ],
        responses: {
          "200": { description: "owners", content: { "application/json": { schema: { type: "array" } } } },
          "400": { description: "bad", content: { "application/json": { schema: { type: "object" } } } },
        },
      },
    },
  },
};

/** The generated dispatcher's status for `page` = 0, 1, 10 and 11 (the schema allows 0 < page <= 10). */
async function dispatcherStatuses(document: typeof DOCUMENT): Promise<number[]> {
  const table = buildOperationTable(document, "owners");
  const dispatcher = await createDispatcher({
    document,
    operations: table.operations,
    securitySchemes: table.securitySchemes,
    handlers: { listOwners: () => ({ status: 200, body: [] }) },
    security: {},
    errorBody: (error) => ({ message: error.message }),
  });
  const statuses: number[] = [];
  for (const page of ["0", "1", "10", "11"])
    statuses.push(
      (await dispatcher.handle({ method: "GET", path: "/owners", query: `page=${page}`, headers: {}, body: undefined }))
        .status,
    );
  return statuses;
}

it("a 3.0 boolean exclusive bound is validated by the generated dispatcher as the bound it states", async () => {
  expect(await dispatcherStatuses(DOCUMENT)).toEqual([400, 200, 200, 400]);
});

it("a 3.1 schema under a draft-04 $schema has its boolean bounds read the same way, by both validators", async () => {
  const page = {
    $schema: "http://json-schema.org/draft-04/schema#",
    type: "integer",
    minimum: 0,
    exclusiveMinimum: true,
    maximum: 10,
  };
  const document31 = structuredClone(DOCUMENT);
  document31.openapi = "3.1.0";
  (document31.paths["/owners"].get.parameters[0] as { schema: unknown }).schema = page;
  expect(await dispatcherStatuses(document31)).toEqual([400, 200, 200, 400]);
  const validator = await ContractValidator.create(document31);
  const pointer = "/paths/~1owners/get/parameters/0/schema";
  const accepted = [0, 1, 10, 11].map((value) => validator.pointerProblems(pointer, value).length === 0);
  expect(accepted).toEqual([false, true, true, false]);
});
