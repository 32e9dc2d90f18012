/**
 * The JSON Schema -> fast-check generator against the real specs: every generated request body and
 * parameter validates, and every single-rule violation really is invalid.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { bankOpenApiDocument } from "../../generated/bank/openapi.js";
import { protocolOpenApiDocument } from "../../generated/protocol/openapi.js";
import { buildOperationTable } from "../../generator/operations.ts";
import { schemaArbitrary } from "../../runtime/contract-test/arbitraries.ts";
import { apiDocument } from "../../runtime/contract-test/spec.ts";
import { parseCsv } from "../../runtime/contract-test/statement-formats.ts";
import { ContractValidator } from "../../runtime/contract-test/validator.ts";
import { applyViolation, invalidParameterValues, schemaViolations } from "../../runtime/contract-test/violations.ts";

const documents = { bank: bankOpenApiDocument, protocol: protocolOpenApiDocument };

describe.each(Object.entries(documents))("%s document", (name, raw) => {
  const api = apiDocument(buildOperationTable(raw, name), raw);
  let validator: ContractValidator;
  beforeAll(async () => {
    validator = await ContractValidator.create(raw);
  });
  /** The dereferenced JSON body schema of an operation. */
  const bodySchema = (method: string, path: string) => {
    const paths = validator.dereferenced.paths as Record<
      string,
      Record<string, { requestBody?: { content: Record<string, { schema: object }> } }>
    >;
    return paths[path]![method]!.requestBody!.content["application/json"]!.schema as Record<string, unknown>;
  };
  const withBody = api.operations.filter((o) => o.requestBody?.mediaTypes.has("application/json"));

  it("reads every operation with its statuses and security from the document", () => {
    expect(api.operations.length).toBeGreaterThan(5);
    for (const operation of api.operations) expect(operation.responses.size).toBeGreaterThan(0);
  });

  it.each(withBody.map((o) => [o.operationId, o] as const))("generates only valid %s bodies", (_id, operation) => {
    const schema = bodySchema(operation.method, operation.path);
    for (const value of fc.sample(
      schemaArbitrary(operation.requestBody!.mediaTypes.get("application/json"), { root: raw }),
      { numRuns: 60, seed: 7 },
    ))
      expect(validator.schemaProblems(schema, value), JSON.stringify(value)).toEqual([]);
  });

  it.each(withBody.map((o) => [o.operationId, o] as const))("every %s body violation is invalid", (_id, operation) => {
    const schema = bodySchema(operation.method, operation.path);
    const source = operation.requestBody!.mediaTypes.get("application/json");
    const [valid] = fc.sample(schemaArbitrary(source, { root: raw }), { numRuns: 1, seed: 3 });
    const violations = schemaViolations(raw, source);
    expect(violations.length).toBeGreaterThan(0);
    for (const violation of violations)
      expect(validator.schemaProblems(schema, applyViolation(valid, violation)), violation.description).not.toEqual([]);
  });

  it("generates valid parameters, and each invalid parameter value breaks its schema", () => {
    for (const operation of api.operations)
      for (const parameter of operation.parameters) {
        // The validator resolves the schema's `$ref`s against the whole document.
        const schema = parameter.schema;
        for (const value of fc.sample(schemaArbitrary(parameter.schema, { root: raw }), { numRuns: 20, seed: 11 }))
          expect(
            validator.schemaProblems(schema, value),
            `${operation.operationId} ${parameter.name}=${JSON.stringify(value)}`,
          ).toEqual([]);
        for (const bad of invalidParameterValues(raw, parameter.schema)) {
          // On the wire every value is a string; the services coerce numbers as openapi-backend does.
          const coerced = /^-?\d+(\.\d+)?(e\d+)?$/.test(bad.value) ? Number(bad.value) : bad.value;
          const value = schema.type === "array" ? [coerced] : coerced;
          expect(
            validator.schemaProblems(schema, value),
            `${operation.operationId} ${parameter.name}=${bad.value}`,
          ).not.toEqual([]);
        }
      }
  });
});

describe("CSV reader", () => {
  it.each([
    [
      "a,b\r\n1,2\r\n",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    ['"x, y","say ""hi"""\r\n', [["x, y", 'say "hi"']]],
    ['"line\r\nbreak",z\n', [["line\r\nbreak", "z"]]],
    [",\r\n", [["", ""]]],
  ])("parses %j", (given, want) => {
    expect(parseCsv(given)).toEqual(want);
  });
});

/** Recursive schemas, as public specs have them (a series of books, a category tree). */
const RECURSIVE_DOCUMENT = {
  openapi: "3.1.0",
  info: { title: "Recursive", version: "1" },
  paths: {},
  components: {
    schemas: {
      Series: {
        type: "object",
        properties: { name: { type: "string" }, next: { $ref: "#/components/schemas/Series" } },
      },
      Tree: {
        oneOf: [
          {
            type: "object",
            required: ["leaf"],
            properties: { leaf: { type: "integer" } },
            additionalProperties: false,
          },
          {
            type: "object",
            required: ["children"],
            additionalProperties: false,
            properties: {
              children: { type: "array", minItems: 1, maxItems: 2, items: { $ref: "#/components/schemas/Tree" } },
            },
          },
        ],
      },
      Nullable: {
        type: ["object", "null"],
        required: ["self"],
        properties: { self: { $ref: "#/components/schemas/Nullable" } },
      },
      Endless: { type: "object", required: ["next"], properties: { next: { $ref: "#/components/schemas/Endless" } } },
    },
  },
};

function depthOf(value: unknown): number {
  if (value === null || typeof value !== "object") return 0;
  return 1 + Math.max(0, ...Object.values(value as Record<string, unknown>).map(depthOf));
}

describe("recursive schemas", () => {
  it.each(["Series", "Tree", "Nullable"])("generates valid, finite %s values, some of them nested", async (name) => {
    const validator = await ContractValidator.create(RECURSIVE_DOCUMENT);
    const pointer = `/components/schemas/${name}`;
    const values = fc.sample(schemaArbitrary({ $ref: `#${pointer}` }, { root: RECURSIVE_DOCUMENT }), {
      numRuns: 200,
      seed: 5,
    });
    for (const value of values) expect(validator.pointerProblems(pointer, value), JSON.stringify(value)).toEqual([]);
    expect(Math.max(...values.map(depthOf))).toBeGreaterThan(2);
  });

  it("says so when a schema requires a value nested without end", () => {
    expect(() => schemaArbitrary({ $ref: "#/components/schemas/Endless" }, { root: RECURSIVE_DOCUMENT })).toThrow(
      /nested without end/,
    );
  });
});

/** OpenAPI 3.0 writes exclusive bounds as booleans beside minimum/maximum (draft-4 style). */
const DRAFT4_BOUNDS_DOCUMENT = {
  openapi: "3.0.3",
  info: { title: "Bounds", version: "1" },
  paths: {},
  components: {
    schemas: {
      Page: { type: "integer", minimum: 0, exclusiveMinimum: true, maximum: 5, exclusiveMaximum: true },
      Ratio: { type: "number", minimum: 0, exclusiveMinimum: false, maximum: 1, exclusiveMaximum: true },
    },
  },
};

describe("OpenAPI 3.0 boolean exclusive bounds", () => {
  it("are validated as the bounds they state (ajv refuses the boolean form as written)", async () => {
    const validator = await ContractValidator.create(DRAFT4_BOUNDS_DOCUMENT);
    const valid = (name: string, value: number) =>
      validator.pointerProblems(`/components/schemas/${name}`, value).length === 0;
    expect([0, 1, 4, 5].map((n) => valid("Page", n))).toEqual([false, true, true, false]);
    expect([0, 0.5, 1].map((n) => valid("Ratio", n))).toEqual([true, true, false]);
  });

  it("bound the generated values", async () => {
    const validator = await ContractValidator.create(DRAFT4_BOUNDS_DOCUMENT);
    for (const name of ["Page", "Ratio"]) {
      const pointer = `/components/schemas/${name}`;
      const arbitrary = schemaArbitrary({ $ref: `#${pointer}` }, { root: DRAFT4_BOUNDS_DOCUMENT });
      for (const value of fc.sample(arbitrary, { numRuns: 100, seed: 3 }))
        expect(validator.pointerProblems(pointer, value), String(value)).toEqual([]);
    }
  });
});

describe("format email", () => {
  it("generates addresses the generated clients' zod schemas and ajv both take", async () => {
    const { z } = await import("zod");
    const document = { openapi: "3.1.0", info: { title: "E", version: "1" }, paths: {} };
    const validator = await ContractValidator.create(document);
    const schema = { type: "string", format: "email" };
    for (const value of fc.sample(schemaArbitrary(schema, { root: document }), { numRuns: 300, seed: 5 })) {
      expect(z.email().safeParse(value).success, String(value)).toBe(true);
      expect(validator.schemaProblems(schema, value), String(value)).toEqual([]);
    }
  });
});

describe("formats", () => {
  it("generates each checked format as ajv reads it, and a format named like an Object member as free strings", async () => {
    const document = { openapi: "3.1.0", info: { title: "F", version: "1" }, paths: {} };
    const validator = await ContractValidator.create(document);
    for (const format of ["uri", "url", "ipv6", "hostname", "time", "json-pointer", "constructor", "toString"]) {
      const schema = { type: "string", format, maxLength: 200 };
      for (const value of fc.sample(schemaArbitrary(schema, { root: document }), { numRuns: 50, seed: 9 })) {
        expect(typeof value, format).toBe("string");
        expect(validator.schemaProblems(schema, value), `${format}: ${String(value)}`).toEqual([]);
      }
    }
  });
});

describe("prefixItems", () => {
  it("generates every prefix position with its own schema, and nothing past it when items is false", async () => {
    const document = { openapi: "3.1.0", info: { title: "T", version: "1" }, paths: {} };
    const validator = await ContractValidator.create(document);
    const closed = { type: "array", prefixItems: [{ type: "number" }, { type: "string", minLength: 1 }], items: false };
    const open = { type: "array", prefixItems: [{ type: "boolean" }], items: { type: "integer" }, maxItems: 3 };
    for (const value of fc.sample(schemaArbitrary(closed, { root: document }), { numRuns: 100, seed: 2 })) {
      expect(value as unknown[]).toHaveLength(2);
      expect(validator.schemaProblems(closed, value), JSON.stringify(value)).toEqual([]);
    }
    for (const value of fc.sample(schemaArbitrary(open, { root: document }), { numRuns: 100, seed: 2 })) {
      expect((value as unknown[])[0], JSON.stringify(value)).toBeTypeOf("boolean");
      expect(validator.schemaProblems(open, value), JSON.stringify(value)).toEqual([]);
    }
  });
});
