/**
 * Query parameters on the wire: what the contract tester encodes, the mock and the proxy decode back
 * to the same typed value (numbers and booleans included), for each style a spec may declare.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ParameterSpec } from "../../runtime/contract-test/spec.ts";
import { decodeBody, decodeQuery, encodeBody, encodeQueryValue } from "../../runtime/contract-test/wire.ts";

const FILTER_SCHEMA = {
  type: "object",
  properties: { minYear: { type: "integer" }, available: { type: "boolean" }, author: { type: "string" } },
};
const TAGS_SCHEMA = { type: "array", items: { type: "integer" } };

function parameter(style: ParameterSpec["style"], explode: boolean, shape: ParameterSpec["shape"]): ParameterSpec {
  const schema = shape === "object" ? FILTER_SCHEMA : TAGS_SCHEMA;
  return { name: "filter", in: "query", required: false, schema, schemaPointer: null, style, explode, shape };
}

/** The query string a client sends for the pairs, read back as a server reads it. */
function overTheWire(pairs: [string, string][]): URLSearchParams {
  return new URLSearchParams(new URLSearchParams(pairs).toString());
}

/** Words without the delimiters of the styles (a form array of strings cannot carry a comma). */
const word = fc.stringMatching(/^[A-Za-z][A-Za-z .'-]{0,11}$/);
const filters = fc.record(
  { minYear: fc.integer({ min: -5000, max: 5000 }), available: fc.boolean(), author: word },
  { requiredKeys: [] },
);

describe("query parameters round-trip", () => {
  it.each([
    ["deepObject", true],
    ["form", true],
    ["form", false],
  ] as const)("an object, style %s, explode %s, keeps its members' types", (style, explode) => {
    const spec = parameter(style, explode, "object");
    fc.assert(
      fc.property(filters, (value) => {
        const decoded = decodeQuery({}, spec, overTheWire(encodeQueryValue(spec, value)));
        // An empty object sends no pair, except as form without explode (`filter=`).
        const sendsNothing = Object.keys(value).length === 0 && (style !== "form" || explode);
        expect(decoded).toEqual(sendsNothing ? undefined : value);
      }),
    );
  });

  it.each([
    ["form", true],
    ["form", false],
    ["spaceDelimited", false],
    ["pipeDelimited", false],
  ] as const)("an array of integers, style %s, explode %s", (style, explode) => {
    const spec = parameter(style, explode, "array");
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 1, maxLength: 5 }), (value) => {
        expect(decodeQuery({}, spec, overTheWire(encodeQueryValue(spec, value)))).toEqual(value);
      }),
    );
  });
});

describe("form bodies", () => {
  it("read null back where the field's enum lists it (enum: [none, exempt, null])", () => {
    const root = { openapi: "3.1.0" };
    const schema = { type: "object", properties: { tax_exempt: { enum: ["none", "exempt", null] } } };
    const form = "application/x-www-form-urlencoded";
    const encoded = encodeBody(form, { tax_exempt: null });
    expect(decodeBody(root, form, schema, form, encoded.text)).toEqual({ ok: true, value: { tax_exempt: null } });
    expect(decodeBody(root, form, schema, form, "tax_exempt=none")).toEqual({
      ok: true,
      value: { tax_exempt: "none" },
    });
  });
});
