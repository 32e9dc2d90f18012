/**
 * A property both required and `readOnly` (an id, a creation time) is required of responses only,
 * and a required `writeOnly` one (a password) of requests only (the OpenAPI Schema Object). ajv
 * reads both keywords as annotations, so the generated dispatcher refused a POST without the
 * server-assigned id, the mock and proxy flagged it, contract-test generated requests carrying
 * `readOnly` members, and the mock answered with the `writeOnly` password.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createDispatcher } from "../../generated/http/server.ts";
import { buildOperationTable } from "../../generator/operations.ts";
import { schemaArbitrary } from "../../runtime/contract-test/arbitraries.ts";
import { ContractValidator } from "../../runtime/contract-test/validator.ts";

const CUSTOMER = "/components/schemas/Customer";
const DOCUMENT = {
  openapi: "3.1.0",
  info: { title: "Customers", version: "1" },
  paths: {
    "/customers": {
      post: {
        operationId: "createCustomer",
        requestBody: { required: true, content: { "application/json": { schema: { $ref: `#${CUSTOMER}` } } } },
        responses: {
          "201": { description: "created", content: { "application/json": { schema: { $ref: `#${CUSTOMER}` } } } },
          "400": { description: "bad", content: { "application/json": { schema: { type: "object" } } } },
        },
      },
    },
  },
  components: {
    schemas: {
      Id: { type: "string", readOnly: true },
      Customer: {
        type: "object",
        required: ["id", "created", "email", "password"],
        properties: {
          id: { $ref: "#/components/schemas/Id" },
          created: { type: "string", format: "date-time", readOnly: true },
          email: { type: "string" },
          password: { type: "string", writeOnly: true },
        },
      },
    },
  },
};

const SENT = { email: "a@example.com", password: "secret" };
const ANSWERED = { id: "cus_1", created: "2026-11-27T10:00:00Z", email: "a@example.com" };

describe("readOnly and writeOnly required properties", () => {
  it("the generated dispatcher does not require readOnly properties of a request", async () => {
    const table = buildOperationTable(DOCUMENT, "customers");
    const dispatcher = await createDispatcher({
      document: DOCUMENT,
      operations: table.operations,
      securitySchemes: table.securitySchemes,
      handlers: { createCustomer: () => ({ status: 201, body: ANSWERED }) },
      security: {},
      errorBody: (error) => ({ message: error.message }),
    });
    const post = (body: unknown) =>
      dispatcher.handle({
        method: "POST",
        path: "/customers",
        query: "",
        headers: { "content-type": "application/json" },
        body,
      });
    expect((await post(SENT)).status).toBe(201);
    expect((await post({ email: "a@example.com" })).status).toBe(400);
  });

  it("the contract validator judges each direction by its own required properties", async () => {
    const validator = await ContractValidator.create(DOCUMENT);
    expect(validator.pointerProblems(CUSTOMER, SENT, "request")).toEqual([]);
    expect(validator.pointerProblems(CUSTOMER, ANSWERED, "response")).toEqual([]);
    expect(validator.pointerProblems(CUSTOMER, ANSWERED, "request")).not.toEqual([]);
    expect(validator.pointerProblems(CUSTOMER, SENT, "response")).not.toEqual([]);
  });

  it("generated requests leave readOnly members out, generated responses writeOnly ones", async () => {
    const validator = await ContractValidator.create(DOCUMENT);
    for (const direction of ["request", "response"] as const) {
      const arbitrary = schemaArbitrary({ $ref: `#${CUSTOMER}` }, { root: DOCUMENT, direction });
      for (const value of fc.sample(arbitrary, { numRuns: 50, seed: 7 })) {
        expect(validator.pointerProblems(CUSTOMER, value, direction)).toEqual([]);
        const members = Object.keys(value as object);
        if (direction === "request") expect(members).not.toContain("id");
        if (direction === "request") expect(members).not.toContain("created");
        if (direction === "response") expect(members).not.toContain("password");
      }
    }
  });
});
