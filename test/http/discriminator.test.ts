/**
 * A `oneOf` with a `discriminator` whose branches share a parent through `allOf` (GitHub-style
 * `User`/`Bot` actors): every actor matches both branches, so JSON Schema's "exactly one" refused
 * each of them, the spec's own example included, in the generated dispatcher and in the contract
 * tester (mock, proxy). OpenAPI reads the discriminator's value as picking the branch.
 */
import { describe, expect, it } from "vitest";
import { createDispatcher } from "../../generated/http/server.ts";
import { buildOperationTable } from "../../generator/operations.ts";
import { ContractValidator } from "../../runtime/contract-test/validator.ts";

const ACTOR = "/components/schemas/Assignment/properties/assignee";
const DOCUMENT = {
  openapi: "3.0.3",
  info: { title: "Issues", version: "1" },
  paths: {
    "/assignments": {
      post: {
        operationId: "assign",
        requestBody: {
          required: true,
          content: { "application/json": { schema: { $ref: "#/components/schemas/Assignment" } } },
        },
        responses: { "204": { description: "assigned" }, "400": { description: "bad" } },
      },
    },
  },
  components: {
    schemas: {
      Actor: {
        type: "object",
        required: ["login", "kind"],
        properties: { login: { type: "string" }, kind: { type: "string" } },
      },
      User: { allOf: [{ $ref: "#/components/schemas/Actor" }, { properties: { site_admin: { type: "boolean" } } }] },
      Bot: {
        allOf: [{ $ref: "#/components/schemas/Actor" }, { required: ["app"], properties: { app: { type: "string" } } }],
      },
      Assignment: {
        type: "object",
        required: ["assignee"],
        properties: {
          assignee: {
            oneOf: [{ $ref: "#/components/schemas/User" }, { $ref: "#/components/schemas/Bot" }],
            discriminator: { propertyName: "kind", mapping: { user: "#/components/schemas/User" } },
          },
        },
      },
    },
  },
};

const ACTORS = [
  { login: "octocat", kind: "user" },
  { login: "dependabot", kind: "Bot", app: "dependabot" },
  { login: "dependabot", kind: "Bot" },
  { login: "octocat", kind: "user", site_admin: "yes" },
];
const VALID = [true, true, false, false];

describe("a discriminated oneOf", () => {
  it("is validated by the branch the discriminator names (mapping, else the component's name)", async () => {
    const validator = await ContractValidator.create(DOCUMENT);
    expect(ACTORS.map((actor) => validator.pointerProblems(ACTOR, actor).length === 0)).toEqual(VALID);
  });

  it("is validated so by the generated dispatcher", async () => {
    const table = buildOperationTable(DOCUMENT, "issues");
    const dispatcher = await createDispatcher({
      document: DOCUMENT,
      operations: table.operations,
      securitySchemes: table.securitySchemes,
      handlers: { assign: () => ({ status: 204, body: undefined }) },
      security: {},
      errorBody: (error) => ({ message: error.message }),
    });
    const statuses = [];
    for (const assignee of ACTORS)
      statuses.push(
        (
          await dispatcher.handle({
            method: "POST",
            path: "/assignments",
            query: "",
            headers: { "content-type": "application/json" },
            body: { assignee },
          })
        ).status,
      );
    expect(statuses).toEqual(VALID.map((valid) => (valid ? 204 : 400)));
  });
});
