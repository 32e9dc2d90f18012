/**
 * What generator/heyapi.ts rewrites in the document it hands hey-api, each for a schema hey-api
 * emitted types or zod schemas for that refuse what the document allows.
 *
 * hey-api dropped `null` from an `enum` written without a `type` (`enum: [none, exempt, null]`, as
 * Stripe-style specs write a nullable choice): the emitted type and zod schema refused the null the
 * document allows, so a client with `schemaValidator` threw on a conformant response.
 */
import { describe, expect, it } from "vitest";
import { runHeyApi } from "../../generator/heyapi.ts";

function documentWith(openapi: string, taxExempt: Record<string, unknown>) {
  return {
    openapi,
    info: { title: "Customers", version: "1" },
    paths: {
      "/customers/{id}": {
        get: {
          operationId: "getCustomer",
          parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
          responses: {
            "200": {
              description: "ok",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Customer" } } },
            },
          },
        },
      },
    },
    components: {
      schemas: { Customer: { type: "object", required: ["tax_exempt"], properties: { tax_exempt: taxExempt } } },
    },
  };
}

describe("an enum with null and no type", () => {
  for (const openapi of ["3.1.0", "3.0.3"])
    it(`keeps null in the type and the zod schema (OpenAPI ${openapi})`, async () => {
      const { files } = await runHeyApi(documentWith(openapi, { enum: ["none", "exempt", null] }));
      expect(files.get("types.gen.ts")).toContain("tax_exempt: 'none' | 'exempt' | null;");
      expect(files.get("zod.gen.ts")).toMatch(/tax_exempt: [^\n]*z\.enum\(\['none', 'exempt'\]\)\.nullable\(\)/);
    });

  it("keeps each value's type when the values mix types (OpenAPI 3.1)", async () => {
    const { files } = await runHeyApi(documentWith("3.1.0", { enum: [1, "two", null] }));
    expect(files.get("types.gen.ts")).toContain("tax_exempt: 1 | 'two' | null;");
  });
});

describe("a map keyed by patterns that allows no other key", () => {
  it("types and checks its values by the patterns' schemas (hey-api emitted z.never() for them)", async () => {
    const values = {
      type: "object",
      patternProperties: { "^[a-z0-9]+$": { type: "number" } },
      additionalProperties: false,
    };
    const document = {
      openapi: "3.1.0",
      info: { title: "Readings", version: "1" },
      paths: {},
      components: { schemas: { Values: values } },
    };
    const { files } = await runHeyApi(document);
    expect(files.get("zod.gen.ts")).toMatch(
      /export const zValues = [^;]*z\.record\([^;]*z\.string\(\), [^;]*z\.number\(\)\)/,
    );
    expect(files.get("types.gen.ts")).toMatch(/export type Values = \{\s*\[key: string\]: number;\s*\};/);
  });
});
