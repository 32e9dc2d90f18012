/**
 * A form body's Encoding Object styles a property as a query parameter of that style: Stripe's
 * specs declare `metadata` with `style: deepObject`, and its API reads `metadata[order]=42`. The
 * generated client sent `metadata={"order":"42"}` (JSON text, the default for objects), and the
 * generated dispatcher, the mock and the proxy could not read the bracketed form.
 */
import { describe, expect, it } from "vitest";
import { request } from "../../generated/http/client.ts";
import { createDispatcher } from "../../generated/http/server.ts";
import { buildOperationTable } from "../../generator/operations.ts";
import { decodeBody, encodeBody } from "../../runtime/contract-test/wire.ts";

const FORM = "application/x-www-form-urlencoded";
const DOCUMENT = {
  openapi: "3.1.0",
  info: { title: "Payments", version: "1" },
  paths: {
    "/charges": {
      post: {
        operationId: "createCharge",
        requestBody: {
          required: true,
          content: {
            [FORM]: {
              schema: { $ref: "#/components/schemas/ChargeCreate" },
              encoding: {
                metadata: { style: "deepObject", explode: true },
                card: { style: "deepObject", explode: true },
                expand: { style: "form", explode: false },
              },
            },
          },
        },
        responses: {
          "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } },
          "400": { description: "bad", content: { "application/json": { schema: { type: "object" } } } },
        },
      },
    },
  },
  components: {
    schemas: {
      ChargeCreate: {
        type: "object",
        required: ["amount"],
        properties: {
          amount: { type: "integer" },
          metadata: { type: "object", additionalProperties: { type: "string" } },
          card: {
            type: "object",
            properties: { number: { type: "string" }, exp_month: { type: "integer", maximum: 12 } },
          },
          expand: { type: "array", items: { type: "string" } },
          shipping: { type: "object", properties: { name: { type: "string" } } },
        },
      },
    },
  },
};

const CHARGE = {
  amount: 100,
  metadata: { order: "42", "a b": "c&d" },
  card: { number: "4242", exp_month: 12 },
  expand: ["customer", "invoice"],
  shipping: { name: "Ada" },
};
const WIRE = [
  ["amount", "100"],
  ["metadata[order]", "42"],
  ["metadata[a b]", "c&d"],
  ["card[number]", "4242"],
  ["card[exp_month]", "12"],
  ["expand", "customer,invoice"],
  ["shipping", '{"name":"Ada"}'],
];

const table = buildOperationTable(DOCUMENT, "payments");
const operation = table.operations.createCharge!;

describe("a form body's encoding styles", () => {
  it("the generated client writes the styled fields as their query style, other objects as JSON", async () => {
    let sent = "";
    const fetch = async (_url: unknown, init?: RequestInit) => {
      sent = String(init?.body);
      return new Response("{}", { status: 200, headers: { "content-type": "application/json" } });
    };
    await request({ baseUrl: "http://127.0.0.1:1", fetch: fetch as typeof globalThis.fetch }, operation, {
      body: CHARGE,
    });
    expect([...new URLSearchParams(sent)]).toEqual(WIRE);
  });

  it("the generated dispatcher reads them back into the body its handler gets", async () => {
    let received: unknown;
    const dispatcher = await createDispatcher({
      document: DOCUMENT,
      operations: table.operations,
      securitySchemes: table.securitySchemes,
      handlers: {
        createCharge: (req: { body: unknown }) => {
          received = req.body;
          return { status: 200, body: {} };
        },
      },
      security: {},
      errorBody: (error) => ({ message: error.message }),
    });
    const post = (body: string) =>
      dispatcher.handle({ method: "POST", path: "/charges", query: "", headers: { "content-type": FORM }, body });
    expect((await post(new URLSearchParams(WIRE).toString())).status).toBe(200);
    expect(received).toEqual(CHARGE);
    expect((await post("amount=1&card[exp_month]=13")).status).toBe(400);
  });

  it("the contract tester writes and the mock and proxy read them the same way", () => {
    const media = operation.body!.media[0]!;
    const encoded = encodeBody(FORM, CHARGE, media.styledFields);
    expect([...new URLSearchParams(encoded.text)]).toEqual(WIRE);
    const schema = DOCUMENT.components.schemas.ChargeCreate;
    expect(decodeBody(DOCUMENT, FORM, schema, FORM, encoded.text, media.styledFields)).toEqual({
      ok: true,
      value: CHARGE,
    });
  });
});
