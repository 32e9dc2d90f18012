import path from "node:path";
import { describe, expect, it } from "vitest";
import { houseRuleDefaults, houseStyle } from "../../generator/lint.ts";
import { type LoadedAbi, type LoadedOpenApi, loadSpecs } from "../../generator/load.ts";
import type { Problem } from "../../generator/problems.ts";
import { jsonErrorPosition } from "../../generator/spec-json.ts";
import {
  abiItemSignature,
  HOUSE_RULES,
  houseStyleProblems,
  validateAbi,
  validateOpenApi,
  validateSpecs,
} from "../../generator/validate.ts";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/specs");

/** `file code pointer` per problem, sorted: comparing these lists checks "all reported, nothing extra". */
const keys = (problems: readonly Problem[]) => problems.map((p) => `${p.file} ${p.code} ${p.pointer}`).sort();

describe("loadSpecs on the fixtures", () => {
  it("loads the valid fixture with no problems", async () => {
    const loaded = await loadSpecs(path.join(FIXTURES, "valid"));
    expect(loaded.problems).toEqual([]);
    expect(loaded.openapi.map((s) => [s.service, s.file])).toEqual([["mini", "specs/mini.openapi.yaml"]]);
    expect(loaded.abis.map((s) => [s.contract, s.file, s.abi.length])).toEqual([["Mini", "specs/abi/Mini.json", 8]]);
  });

  it("loads every parseable broken fixture and reports the unparseable ones", async () => {
    const loaded = await loadSpecs(path.join(FIXTURES, "broken"));
    expect(loaded.openapi.map((s) => s.service)).toEqual([
      "duplicate-operation-id",
      "error-envelope",
      "misc",
      "missing-operation-id",
      "pagination",
      "path-params",
      "unresolved-ref",
    ]);
    expect(loaded.abis.map((s) => s.contract)).toEqual(["BadTypes", "Duplicates", "Indexed"]);
    expect(new Set(keys(loaded.problems))).toEqual(
      new Set(["specs/bad-syntax.openapi.yaml spec.yaml-syntax ", "specs/abi/NotJson.json abi.json-syntax "]),
    );
  });
});

describe("where a syntax error is", () => {
  it("gives the YAML parser's line and column, and JSON's, with the problem", async () => {
    const loaded = await loadSpecs(path.join(FIXTURES, "broken"));
    const positions = loaded.problems.map((p) => [p.code, p.position]);
    expect(positions).toContainEqual(["spec.yaml-syntax", { line: 8, column: 20 }]);
    // `{ "contract": "NotJson", "abi": [ }`: the brace that closes nothing.
    expect(positions).toContainEqual(["abi.json-syntax", { line: 1, column: 35 }]);
    // The message no longer repeats the position, or the YAML parser's trailing colon.
    expect(loaded.problems.find((p) => p.code === "spec.yaml-syntax")!.message).not.toMatch(/line \d|:$/);
  });

  it("reads the position from each wording V8 gives a JSON error, else from the YAML parser", () => {
    const text = '{\n  "a": 1,\n  "b": [,]\n}';
    const at = (message: string) => jsonErrorPosition(text, new SyntaxError(message));
    // Node 20, Node 22 and later, text cut short, and an unexpected token quoted without a position.
    expect(at("Unexpected token , in JSON at position 20")).toEqual({ line: 3, column: 9 });
    expect(at("Unexpected token , in JSON at position 20 (line 3 column 9)")).toEqual({
      line: 3,
      column: 9,
    });
    expect(jsonErrorPosition('{\n  "a": ', new SyntaxError("Unexpected end of JSON input"))).toEqual({
      line: 2,
      column: 8,
    });
    expect(at(`Unexpected token ',', ..."b": [,]\n}" is not valid JSON`)).toEqual({ line: 3, column: 9 });
  });
});

describe("validateSpecs on the fixtures", () => {
  it("finds nothing wrong with the valid fixture", async () => {
    const loaded = await loadSpecs(path.join(FIXTURES, "valid"));
    expect(validateSpecs(loaded)).toEqual([]);
  });

  // Every problem in the broken fixture, in one run: a missing row or an extra problem fails the test.
  const want: Array<{ file: string; code: string; pointer: string }> = [
    {
      file: "missing-operation-id",
      code: "openapi.missing-operation-id",
      pointer: "/paths/~1v1~1things/get",
    },
    {
      file: "duplicate-operation-id",
      code: "openapi.duplicate-operation-id",
      pointer: "/paths/~1v1~1other-things/get/operationId",
    },
    {
      file: "error-envelope",
      code: "openapi.error-envelope",
      pointer: "/paths/~1v1~1things/get/responses/400/content/application~1json/schema",
    },
    {
      file: "error-envelope",
      code: "openapi.error-envelope",
      pointer: "/components/responses/ServerError/content/application~1json/schema",
    },
    {
      file: "unresolved-ref",
      code: "openapi.unresolved-ref",
      pointer: "/paths/~1v1~1things/get/responses/200/content/application~1json/schema/$ref",
    },
    {
      file: "path-params",
      code: "openapi.path-param-undeclared",
      pointer: "/paths/~1v1~1things~1{thingId}/get",
    },
    {
      file: "path-params",
      code: "openapi.path-param-unused",
      pointer: "/paths/~1v1~1things~1{thingId}/get/parameters/0",
    },
    {
      file: "pagination",
      code: "openapi.pagination-cursor-param",
      pointer: "/paths/~1v1~1things/get/x-pagination/cursorParam",
    },
    {
      file: "pagination",
      code: "openapi.pagination-field",
      pointer: "/paths/~1v1~1things/get/x-pagination/nextCursorField",
    },
    {
      file: "pagination",
      code: "openapi.pagination-field",
      pointer: "/paths/~1v1~1things/get/x-pagination/hasMoreField",
    },
    {
      file: "pagination",
      code: "openapi.pagination-items-not-array",
      pointer: "/paths/~1v1~1things/get/x-pagination/itemsField",
    },
    { file: "pagination", code: "openapi.pagination-missing", pointer: "/paths/~1v1~1other-things/get" },
    { file: "misc", code: "openapi.info-version", pointer: "/info" },
    { file: "misc", code: "openapi.invalid-operation-id", pointer: "/paths/~1v1~1things/post/operationId" },
    { file: "misc", code: "openapi.missing-summary", pointer: "/paths/~1v1~1things/post" },
    {
      file: "misc",
      code: "openapi.unknown-type",
      pointer: "/paths/~1v1~1things/post/requestBody/content/application~1json/schema/properties/name/type",
    },
    {
      file: "misc",
      code: "openapi.unknown-type",
      pointer: "/paths/~1v1~1things/post/requestBody/content/application~1json/schema/properties/tags/type/1",
    },
    {
      file: "misc",
      code: "openapi.required-unknown-property",
      pointer: "/paths/~1v1~1things/post/requestBody/content/application~1json/schema/required/1",
    },
    {
      file: "misc",
      code: "openapi.missing-response-description",
      pointer: "/paths/~1v1~1things/post/responses/201",
    },
    {
      file: "misc",
      code: "openapi.missing-media-schema",
      pointer: "/paths/~1v1~1things/post/responses/409/content/application~1json",
    },
    { file: "abi/BadTypes", code: "abi.state-mutability", pointer: "/abi/0/stateMutability" },
    { file: "abi/BadTypes", code: "abi.invalid-type", pointer: "/abi/0/inputs/0/type" },
    { file: "abi/BadTypes", code: "abi.tuple-components", pointer: "/abi/0/inputs/1" },
    { file: "abi/BadTypes", code: "abi.invalid-type", pointer: "/abi/0/outputs/0/type" },
    { file: "abi/BadTypes", code: "abi.invalid-type", pointer: "/abi/1/inputs/0/components/0/type" },
    { file: "abi/BadTypes", code: "abi.unknown-item-type", pointer: "/abi/2/type" },
    { file: "abi/Duplicates", code: "abi.duplicate-selector", pointer: "/abi/1" },
    { file: "abi/Duplicates", code: "abi.duplicate-event-topic", pointer: "/abi/3" },
    { file: "abi/Duplicates", code: "abi.duplicate-error-selector", pointer: "/abi/5" },
    { file: "abi/Indexed", code: "abi.too-many-indexed", pointer: "/abi/0" },
    { file: "abi/Indexed", code: "abi.indexed-outside-event", pointer: "/abi/1/inputs/0/indexed" },
  ];
  const fileOf = (name: string) => (name.startsWith("abi/") ? `specs/${name}.json` : `specs/${name}.openapi.yaml`);

  const isHouse = (w: { code: string }) => HOUSE_RULES[w.code] !== undefined;

  it("reports every problem generate refuses, of every broken fixture at once, with file and exact pointer", async () => {
    const loaded = await loadSpecs(path.join(FIXTURES, "broken"));
    const problems = validateSpecs(loaded);
    const refused = want.filter((w) => !isHouse(w));
    expect(keys(problems)).toEqual(refused.map((w) => `${fileOf(w.file)} ${w.code} ${w.pointer}`).sort());
  });

  it("leaves house style (error envelope, summaries, operationIds, pagination hints) to lint, every finding at once", async () => {
    const loaded = await loadSpecs(path.join(FIXTURES, "broken"));
    const problems = houseStyle(loaded, houseRuleDefaults());
    expect(keys(problems)).toEqual(
      want
        .filter(isHouse)
        .map((w) => `${fileOf(w.file)} ${w.code} ${w.pointer}`)
        .sort(),
    );
  });

  it("classes only the missing x-pagination hint as a warning", async () => {
    const loaded = await loadSpecs(path.join(FIXTURES, "broken"));
    const problems = [...validateSpecs(loaded), ...houseStyle(loaded, houseRuleDefaults())];
    expect(problems.filter((p) => p.severity === "warning").map((p) => p.code)).toEqual(["openapi.pagination-missing"]);
  });

  it("turns a house rule off or down when the project says so", async () => {
    const loaded = await loadSpecs(path.join(FIXTURES, "broken"));
    const problems = houseStyle(loaded, {
      ...houseRuleDefaults(),
      "error-envelope": "off",
      "operation-summary": "warn",
    });
    expect(problems.some((p) => p.code === "openapi.error-envelope")).toBe(false);
    expect(problems.filter((p) => p.code === "openapi.missing-summary").map((p) => p.severity)).toEqual(["warning"]);
  });

  it("does not repeat the load problems (callers list them next to these)", async () => {
    const problems = validateSpecs(await loadSpecs(path.join(FIXTURES, "broken")));
    expect(problems.some((p) => p.code === "spec.yaml-syntax" || p.code === "abi.json-syntax")).toBe(false);
  });

  it("names the contract and the item in ABI messages", async () => {
    const problems = validateSpecs(await loadSpecs(path.join(FIXTURES, "broken")));
    const duplicate = problems.find((p) => p.code === "abi.duplicate-selector");
    expect(duplicate?.message).toBe(
      "Duplicates: function pause: pause(bytes32) has selector 0xed56531a, already used by pause(bytes32) at /abi/0",
    );
  });
});

/** A small document following every convention, for single-defect cases. */
function openapi(paths: Record<string, unknown>, extra: Record<string, unknown> = {}): LoadedOpenApi {
  const document = {
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    paths,
    components: {
      schemas: {
        ErrorEnvelope: {
          type: "object",
          required: ["error"],
          properties: { error: { type: "object" } },
        },
      },
    },
    ...extra,
  };
  return { service: "t", file: "specs/t.openapi.yaml", text: "", sha256: "", document };
}

const ok = (schema: unknown = { type: "string" }) => ({
  description: "ok",
  content: { "application/json": { schema } },
});
const op = (fields: Record<string, unknown>) => ({
  operationId: "doIt",
  summary: "Do it",
  responses: { "200": ok() },
  ...fields,
});

describe("validateOpenApi, one defect at a time", () => {
  const cases: Array<{ name: string; given: LoadedOpenApi; want: Array<[code: string, pointer: string]> }> = [
    {
      name: "a string, a number or a list where an object must be (half-finished edits)",
      given: openapi({
        "/a": {
          parameters: "q",
          get: op({
            operationId: "getA",
            parameters: ["q"],
            responses: { "200": "descr", "201": { ...ok(), headers: { X: 1 } } },
          }),
          post: op({ operationId: "postA", requestBody: "body" }),
          patch: op({ operationId: "patchA", requestBody: { content: { "application/json": "x" } } }),
          put: op({ operationId: "putA", responses: { "200": ok(5) }, callbacks: { done: { "{$url}": "later" } } }),
        },
        "/b": "nope",
        "x-note": "extensions of paths are not paths",
      }),
      // Schemas are checked first (validate-schemas.ts), then the objects in document order.
      want: [
        ["openapi.schema-shape", "/paths/~1a/put/responses/200/content/application~1json/schema"],
        ["openapi.object-shape", "/paths/~1a/parameters"],
        ["openapi.object-shape", "/paths/~1a/get/parameters/0"],
        ["openapi.object-shape", "/paths/~1a/get/responses/200"],
        ["openapi.object-shape", "/paths/~1a/get/responses/201/headers/X"],
        ["openapi.object-shape", "/paths/~1a/put/callbacks/done/{$url}"],
        ["openapi.object-shape", "/paths/~1a/post/requestBody"],
        ["openapi.object-shape", "/paths/~1a/patch/requestBody/content/application~1json"],
        ["openapi.object-shape", "/paths/~1b"],
      ],
    },
    {
      name: "reserved word as operationId",
      given: openapi({ "/a": { get: op({ operationId: "delete" }) } }),
      want: [["openapi.invalid-operation-id", "/paths/~1a/get/operationId"]],
    },
    {
      name: "external $ref",
      given: openapi({ "/a": { get: op({ responses: { "200": ok({ $ref: "other.yaml#/X" }) } }) } }),
      want: [["openapi.external-ref", "/paths/~1a/get/responses/200/content/application~1json/schema/$ref"]],
    },
    {
      name: "response key that is not a status",
      given: openapi({ "/a": { get: op({ responses: { "200": ok(), "2OO": ok() } }) } }),
      want: [["openapi.invalid-status", "/paths/~1a/get/responses/2OO"]],
    },
    {
      name: "security requirements naming schemes that are not defined",
      given: openapi({ "/a": { get: op({ security: [{}, { api_key: [] }] }) } }, { security: [{ "oauth/2": [] }] }),
      want: [
        ["openapi.unknown-security-scheme", "/security/0/oauth~12"],
        ["openapi.unknown-security-scheme", "/paths/~1a/get/security/1/api_key"],
      ],
    },
    {
      name: "a pattern in ECMA-262's plain grammar is valid; one neither grammar reads is not",
      given: openapi({
        "/a": { get: op({ responses: { "200": ok({ type: "string", pattern: "^{[0-9a-f]{4}}$" }) } }) },
        "/b": { get: op({ operationId: "b", responses: { "200": ok({ type: "string", pattern: "(" }) } }) },
      }),
      want: [["openapi.keyword-type", "/paths/~1b/get/responses/200/content/application~1json/schema/pattern"]],
    },
    {
      name: "a default of another type than its schema (a warning: left out of the zod schema)",
      given: openapi({
        "/a": { get: op({ responses: { "200": ok({ type: "string", default: null }) } }) },
        "/b": { get: op({ operationId: "b", responses: { "200": ok({ type: ["string", "null"], default: null }) } }) },
        "/c": { get: op({ operationId: "c", responses: { "200": ok({ type: "number", default: 2 }) } }) },
      }),
      want: [["openapi.default-type", "/paths/~1a/get/responses/200/content/application~1json/schema/default"]],
    },
    {
      name: "no responses",
      given: openapi({ "/a": { get: op({ responses: {} }) } }),
      want: [["openapi.missing-responses", "/paths/~1a/get"]],
    },
    {
      name: "response without content",
      given: openapi({ "/a": { get: op({ responses: { "200": { description: "ok" } } }) } }),
      want: [["openapi.missing-response-content", "/paths/~1a/get/responses/200"]],
    },
    {
      name: "204 needs no content",
      given: openapi({ "/a": { delete: op({ responses: { "204": { description: "gone" } } }) } }),
      want: [],
    },
    {
      name: "error response with a non-JSON body",
      given: openapi({
        "/a": {
          get: op({
            responses: {
              "200": ok(),
              default: { description: "e", content: { "text/plain": { schema: { type: "string" } } } },
            },
          }),
        },
      }),
      want: [["openapi.error-envelope", "/paths/~1a/get/responses/default/content"]],
    },
    {
      name: "error envelope through a +json media type is accepted",
      given: openapi({
        "/a": {
          get: op({
            responses: {
              "200": ok(),
              "4XX": {
                description: "e",
                content: {
                  "application/problem+json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } },
                },
              },
            },
          }),
        },
      }),
      want: [],
    },
    {
      name: "path parameter not required, declared at path level",
      given: openapi({
        "/a/{id}": {
          parameters: [{ name: "id", in: "path", schema: { type: "string" } }],
          get: op({}),
        },
      }),
      want: [["openapi.path-param-not-required", "/paths/~1a~1{id}/parameters/0"]],
    },
    {
      name: "unused path-level parameter is reported once, not per operation",
      given: openapi({
        "/a": {
          parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
          get: op({}),
          post: op({ operationId: "doItAgain" }),
        },
      }),
      want: [["openapi.path-param-unused", "/paths/~1a/parameters/0"]],
    },
    {
      name: "parameter without schema",
      given: openapi({ "/a": { get: op({ parameters: [{ name: "q", in: "query" }] }) } }),
      want: [["openapi.missing-param-schema", "/paths/~1a/get/parameters/0"]],
    },
    {
      name: "x-pagination that is not a mapping, and one missing its keys",
      given: openapi({
        "/a": { get: op({ "x-pagination": "cursor" }) },
        "/b": { get: op({ operationId: "b", "x-pagination": { itemsField: "items" } }) },
      }),
      want: [
        ["openapi.pagination-shape", "/paths/~1a/get/x-pagination"],
        ["openapi.pagination-shape", "/paths/~1b/get/x-pagination"],
        ["openapi.pagination-response", "/paths/~1b/get/x-pagination"],
      ],
    },
    {
      name: "x-pagination fields found through $ref and allOf",
      given: openapi(
        {
          "/a": {
            get: op({
              parameters: [{ name: "cursor", in: "query", schema: { type: "string" } }],
              "x-pagination": { cursorParam: "cursor", nextCursorField: "next", itemsField: "items" },
              responses: { "200": ok({ $ref: "#/components/schemas/Page" }) },
            }),
          },
        },
        {
          components: {
            schemas: {
              Page: {
                allOf: [
                  { $ref: "#/components/schemas/Cursor" },
                  { type: "object", properties: { items: { type: "array", items: { type: "string" } } } },
                ],
              },
              Cursor: { type: "object", properties: { next: { type: ["string", "null"] } } },
            },
          },
        },
      ),
      want: [],
    },
    {
      name: "required inside allOf is not checked against sibling properties",
      given: openapi({
        "/a": { get: op({ responses: { "200": ok({ allOf: [{ type: "object" }], required: ["x"] }) } }) },
      }),
      want: [],
    },
    {
      name: "literal data in examples and enums is not mistaken for structure",
      given: openapi({
        "/a": {
          get: op({
            responses: {
              "200": ok({
                type: "object",
                example: { $ref: "#/nowhere", type: "bogus" },
                enum: [{ $ref: "#/x" }],
              }),
            },
          }),
        },
      }),
      want: [],
    },
    {
      name: "x-path-aliases: literal paths routed to the same operation are fine",
      given: openapi({
        "/v1/a/": { get: op({ "x-path-aliases": ["/a/v1/"] }) },
        "/v1/b": {
          get: op({ operationId: "other", "x-path-aliases": ["/b/v1"] }),
          post: op({ operationId: "make", "x-path-aliases": ["/b/v1"] }),
        },
      }),
      want: [],
    },
    {
      name: "x-path-aliases: not a list, a template, a path of the document, another alias of the method",
      given: openapi({
        "/v1/a": { get: op({ "x-path-aliases": "/a/v1" }) },
        "/v1/b": { get: op({ operationId: "b", "x-path-aliases": ["/b/{id}", "v1/b", "/v1/a/"] }) },
        "/v1/c": { get: op({ operationId: "c", "x-path-aliases": ["/c/v1", "/c/v1/"] }) },
      }),
      want: [
        ["openapi.path-alias-shape", "/paths/~1v1~1a/get/x-path-aliases"],
        ["openapi.path-alias-shape", "/paths/~1v1~1b/get/x-path-aliases/0"],
        ["openapi.path-alias-shape", "/paths/~1v1~1b/get/x-path-aliases/1"],
        ["openapi.path-alias-conflict", "/paths/~1v1~1b/get/x-path-aliases/2"],
        ["openapi.path-alias-conflict", "/paths/~1v1~1c/get/x-path-aliases/1"],
      ],
    },
    {
      name: "missing info and paths",
      given: {
        service: "t",
        file: "specs/t.openapi.yaml",
        text: "",
        sha256: "",
        document: { openapi: "3.1.0" },
      },
      want: [
        ["openapi.info", ""],
        ["openapi.missing-paths", ""],
      ],
    },
    {
      name: "a version that is not OpenAPI 3.0 or 3.1",
      given: openapi({ "/a": { get: op({}) } }, { openapi: "2.0" }),
      want: [["openapi.version", "/openapi"]],
    },
    {
      name: "a schema keyword of the wrong type is refused where it is",
      given: openapi({
        "/a": {
          get: op({
            responses: {
              "200": ok({ type: "string", maxLength: "two hundred", minimum: "1", pattern: "([a-z]", nullable: "yes" }),
            },
          }),
        },
      }),
      want: [
        ["openapi.keyword-type", "/paths/~1a/get/responses/200/content/application~1json/schema/maxLength"],
        ["openapi.keyword-type", "/paths/~1a/get/responses/200/content/application~1json/schema/minimum"],
        ["openapi.keyword-type", "/paths/~1a/get/responses/200/content/application~1json/schema/nullable"],
        ["openapi.keyword-type", "/paths/~1a/get/responses/200/content/application~1json/schema/pattern"],
      ],
    },
  ];
  it("accepts valid OpenAPI that is not our house style: 3.0, ids that are not identifiers or missing, other error bodies", () => {
    const spec = openapi({
      "/a": {
        get: op({ operationId: "get-things", responses: { "200": ok(), "404": ok({ type: "string" }) } }),
        post: op({ operationId: undefined, responses: { "201": { description: "made" } } }),
      },
    });
    spec.document.openapi = "3.0.3";
    expect(validateOpenApi(spec)).toEqual([]);
    expect(
      houseStyleProblems(spec)
        .map((p) => p.code)
        .sort(),
    ).toEqual([
      "openapi.error-envelope",
      "openapi.invalid-operation-id",
      "openapi.missing-operation-id",
      "openapi.missing-response-content",
    ]);
  });
  it.each(cases)("$name", ({ given, want }) => {
    const got = [...validateOpenApi(given), ...houseStyleProblems(given)].map((p) => [p.code, p.pointer]);
    expect(got).toEqual(want);
  });
});

function abi(items: unknown[]): LoadedAbi {
  return {
    contract: "C",
    file: "specs/abi/C.json",
    text: "",
    sha256: "",
    description: "",
    abi: items as LoadedAbi["abi"],
  };
}

describe("validateAbi, one defect at a time", () => {
  const fn = (fields: Record<string, unknown>) => ({
    type: "function",
    name: "f",
    stateMutability: "view",
    inputs: [],
    outputs: [],
    ...fields,
  });
  const cases: Array<{ name: string; given: unknown[]; want: Array<[code: string, pointer: string]> }> = [
    { name: "item that is not an object", given: [42], want: [["abi.item-shape", "/abi/0"]] },
    { name: "item without type", given: [{ name: "f" }], want: [["abi.unknown-item-type", "/abi/0"]] },
    { name: "invalid name", given: [fn({ name: "2fast" })], want: [["abi.invalid-name", "/abi/0/name"]] },
    { name: "missing name", given: [fn({ name: undefined })], want: [["abi.invalid-name", "/abi/0"]] },
    {
      name: "missing stateMutability",
      given: [fn({ stateMutability: undefined })],
      want: [["abi.state-mutability", "/abi/0"]],
    },
    {
      name: "receive that is not payable",
      given: [{ type: "receive", stateMutability: "nonpayable" }],
      want: [["abi.state-mutability", "/abi/0/stateMutability"]],
    },
    { name: "missing outputs", given: [fn({ outputs: undefined })], want: [["abi.params-shape", "/abi/0"]] },
    {
      name: "invalid parameter name",
      given: [fn({ inputs: [{ name: "a-b", type: "uint256" }] })],
      want: [["abi.invalid-param-name", "/abi/0/inputs/0/name"]],
    },
    {
      name: "sizes out of range",
      given: [fn({ inputs: [{ type: "bytes33" }, { type: "int264" }, { type: "uint256[0]" }] })],
      want: [
        ["abi.invalid-type", "/abi/0/inputs/0/type"],
        ["abi.invalid-type", "/abi/0/inputs/1/type"],
        ["abi.invalid-type", "/abi/0/inputs/2/type"],
      ],
    },
    {
      name: "valid exotic types",
      given: [
        fn({
          inputs: [{ type: "bytes1" }, { type: "int8[][3]" }, { type: "fixed128x18" }, { type: "function" }],
        }),
      ],
      want: [],
    },
    {
      name: "two constructors",
      given: [
        { type: "constructor", stateMutability: "nonpayable", inputs: [] },
        { type: "constructor", stateMutability: "payable", inputs: [] },
      ],
      want: [["abi.duplicate-special", "/abi/1"]],
    },
    {
      name: "anonymous events may index four arguments",
      given: [
        {
          type: "event",
          name: "E",
          anonymous: true,
          inputs: [0, 1, 2, 3].map((i) => ({ name: `a${i}`, type: "uint256", indexed: true })),
        },
      ],
      want: [],
    },
    {
      name: "overloads with different parameter types do not collide",
      given: [fn({ inputs: [{ type: "uint256" }] }), fn({ inputs: [{ type: "address" }] })],
      want: [],
    },
  ];
  it.each(cases)("$name", ({ given, want }) => {
    expect(validateAbi(abi(given)).map((p) => [p.code, p.pointer])).toEqual(want);
  });

  it("builds canonical signatures with tuples expanded", () => {
    expect(
      abiItemSignature({
        type: "function",
        name: "fill",
        inputs: [{ type: "tuple[]", components: [{ type: "address" }, { type: "uint256[2]" }] }, { type: "bytes" }],
      }),
    ).toBe("fill((address,uint256[2])[],bytes)");
  });
});
