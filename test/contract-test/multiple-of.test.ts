/**
 * `multipleOf` and the string formats ajv-formats checks: generated values validate (readme's
 * schema-validation example sent 10.000000000000002 for a multiple of 2, and "" for a duration and an
 * ipv6, and the mock refused its own tester's requests).
 */
import fc from "fast-check";
import { expect, it } from "vitest";
import { schemaArbitrary } from "../../runtime/contract-test/arbitraries.ts";
import { ContractValidator } from "../../runtime/contract-test/validator.ts";

const SCHEMAS = {
  cents: { type: "number", multipleOf: 0.01, minimum: 0, maximum: 100 },
  even: { type: "integer", multipleOf: 2, exclusiveMinimum: 9 },
  evenNumber: { type: "number", multipleOf: 2, exclusiveMinimum: 10, maximum: 1000 },
  halves: { type: "integer", multipleOf: 0.5 },
  legacyBound: { type: "number", multipleOf: 3, minimum: 7, exclusiveMinimum: true },
  elapsed: { type: "string", format: "duration" },
  ...Object.fromEntries(
    [
      "time",
      "hostname",
      "ipv4",
      "ipv6",
      "uri-reference",
      "uri-template",
      "iri",
      "iri-reference",
      "json-pointer",
      "relative-json-pointer",
      "regex",
    ].map((format) => [format, { type: "string", format }]),
  ),
};

it.each(["3.0.3", "3.1.0"])("generates only valid values for multipleOf and formats (OpenAPI %s)", async (openapi) => {
  const schemas = Object.fromEntries(
    Object.entries(SCHEMAS).filter(([name]) => openapi.startsWith("3.0") || name !== "legacyBound"),
  );
  const document = { openapi, info: { title: "t", version: "1" }, paths: {}, components: { schemas } };
  const validator = await ContractValidator.create(document);
  for (const name of Object.keys(schemas)) {
    const pointer = `/components/schemas/${name}`;
    fc.assert(
      fc.property(schemaArbitrary({ $ref: `#${pointer}` }, { root: document }), (value) => {
        expect(validator.pointerProblems(pointer, value), `${name} ${JSON.stringify(value)}`).toEqual([]);
      }),
      { numRuns: 300, seed: 5 },
    );
  }
});
