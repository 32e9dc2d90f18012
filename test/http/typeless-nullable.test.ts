/**
 * OpenAPI 3.0 documents often write `nullable: true` beside `oneOf`, `allOf` or `$ref` with no
 * `type` (GitHub-style specs do). ajv's `nullable` keyword refuses to compile that schema, so the
 * generated dispatcher answered every request to such an operation 500, and the mock, proxy and
 * contract tester (runtime/contract-test/validator.ts) threw. Both now read it as hey-api's types
 * and zod schemas do: the schema, or null.
 */
import { describe, expect, it } from "vitest";
import { createDispatcher } from "../../generated/http/server.ts";
import { buildOperationTable } from "../../generator/operations.ts";
import { ContractValidator } from "../../runtime/contract-test/validator.ts";

const DOCUMENT = {
  openapi: "3.0.3",
  info: { title: "Issues", version: "1" },
  paths: {
    "/issues": {
      post: {
        operationId: "createIssue",
        requestBody: {
          required: true,
          content: { "application/json": { schema: { $ref: "#/components/schemas/IssueCreate" } } },
        },
        responses: {
          "201": { description: "created", content: { "application/json": { schema: { type: "object" } } } },
          "400": { description: "bad", content: { "application/json": { schema: { type: "object" } } } },
        },
      },
    },
  },
  components: {
    schemas: {
      Milestone: { type: "object", required: ["number"], properties: { number: { type: "integer" } } },
      IssueCreate: {
        type: "object",
        required: ["title"],
        properties: {
          title: { type: "string" },
          milestone: { oneOf: [{ type: "string" }, { type: "integer" }], nullable: true },
          parent: { allOf: [{ $ref: "#/components/schemas/Milestone" }], nullable: true },
        },
      },
    },
  },
};

const BODIES = [
  { title: "a", milestone: null, parent: null },
  { title: "b", milestone: "v1", parent: { number: 2 } },
  { title: "c", milestone: 3 },
  { title: "d", milestone: true },
  { title: "e", parent: { number: "two" } },
];

describe("OpenAPI 3.0 nullable without type", () => {
  it("is validated by the generated dispatcher as the schema or null", async () => {
    const table = buildOperationTable(DOCUMENT, "issues");
    const dispatcher = await createDispatcher({
      document: DOCUMENT,
      operations: table.operations,
      securitySchemes: table.securitySchemes,
      handlers: { createIssue: () => ({ status: 201, body: {} }) },
      security: {},
      errorBody: (error) => ({ message: error.message }),
    });
    const statuses = [];
    for (const body of BODIES)
      statuses.push(
        (
          await dispatcher.handle({
            method: "POST",
            path: "/issues",
            query: "",
            headers: { "content-type": "application/json" },
            body,
          })
        ).status,
      );
    expect(statuses).toEqual([201, 201, 201, 400, 400]);
  });

  it("is validated by the contract tester (mock, proxy) as the schema or null", async () => {
    const validator = await ContractValidator.create(DOCUMENT);
    const valid = BODIES.map((body) => validator.pointerProblems("/components/schemas/IssueCreate", body).length === 0);
    expect(valid).toEqual([true, true, true, false, false]);
  });
});
