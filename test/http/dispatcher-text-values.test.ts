/**
 * Values that arrive as text and have no spelling of their own: `null` in a form field (whose enum
 * lists null, as Stripe's `tax_exempt` does) and an empty list in a `simple`-style header. The
 * generated dispatcher refused both (the text "null" against the enum, the empty header as one empty
 * item), where the mock and the contract tester read them as null and [].
 */
import { expect, it } from "vitest";
import { createDispatcher } from "../../generated/http/server.ts";
import { buildOperationTable } from "../../generator/operations.ts";

const FORM = "application/x-www-form-urlencoded";
const DOCUMENT = {
  openapi: "3.1.0",
  info: { title: "Customers", version: "1" },
  paths: {
    "/customers": {
      post: {
        operationId: "createCustomer",
        parameters: [
          { name: "X-Expand", in: "header", schema: { type: "array", items: { type: "string", enum: ["tax"] } } },
        ],
        requestBody: {
          content: {
            [FORM]: {
              schema: {
                type: "object",
                properties: { tax_exempt: { enum: ["none", "exempt", null] }, name: { type: ["string", "null"] } },
              },
            },
          },
        },
        responses: { "200": { description: "ok" }, "400": { description: "bad" } },
      },
    },
  },
};

it("reads 'null' as null in a form field that allows null, and an empty header list as []", async () => {
  const table = buildOperationTable(DOCUMENT, "customers");
  const seen: unknown[] = [];
  const dispatcher = await createDispatcher({
    document: DOCUMENT,
    operations: table.operations,
    securitySchemes: table.securitySchemes,
    handlers: {
      createCustomer: (request) => {
        seen.push({ body: request.body, headers: request.headers });
        return { status: 200, body: undefined };
      },
    },
    security: {},
    errorBody: (error) => ({ message: error.message }),
  });
  const post = (body: string, headers: Record<string, string> = {}) =>
    dispatcher.handle({
      method: "POST",
      path: "/customers",
      query: "",
      headers: { "content-type": FORM, ...headers },
      body,
    });
  expect((await post("tax_exempt=null&name=null")).status).toBe(200);
  expect((await post("tax_exempt=other")).status).toBe(400);
  expect((await post("tax_exempt=none", { "x-expand": "" })).status).toBe(200);
  expect(seen[0]).toMatchObject({ body: { tax_exempt: null, name: null } });
  expect(seen[1]).toMatchObject({ body: { tax_exempt: "none" }, headers: { "X-Expand": [] } });
});
