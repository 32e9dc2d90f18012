import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { locateChanges } from "../../cli/reports.ts";
import { type Change, diffAbi, diffOpenApi, diffSpecFiles } from "../../generator/diff.ts";
import { lookup, splitPointer } from "../../generator/pointer.ts";
import { notesSpec } from "../support/split-spec.ts";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/specs");
const MINI_OPENAPI = path.join(FIXTURES, "valid/specs/mini.openapi.yaml");
const MINI_ABI = path.join(FIXTURES, "valid/specs/abi/Mini.json");

type JsonObject = Record<string, unknown>;
type Want = Array<[kind: Change["kind"], code: string, pointer: string]>;

const base = parse(await readFile(MINI_OPENAPI, "utf8")) as JsonObject;
const baseAbi = (JSON.parse(await readFile(MINI_ABI, "utf8")) as { abi: JsonObject[] }).abi;

/** The mapping at `at` in `doc`; fails the test if it is not one. */
function node(doc: unknown, at: string): JsonObject {
  const found = lookup(doc, at);
  if (!found.found || typeof found.value !== "object" || found.value === null || Array.isArray(found.value)) {
    throw new Error(`no mapping at ${at}`);
  }
  return found.value as JsonObject;
}
/** Sets (or, with `undefined`, deletes) the member at `at`. */
function put(doc: unknown, at: string, value: unknown): void {
  const tokens = splitPointer(at);
  const last = tokens.pop() ?? "";
  const parentAt = tokens.map((t) => `/${t.replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");
  const parent = lookup(doc, parentAt);
  if (!parent.found || typeof parent.value !== "object" || parent.value === null) throw new Error(`no parent at ${at}`);
  if (Array.isArray(parent.value)) {
    if (value === undefined) parent.value.splice(Number(last), 1);
    else parent.value[Number(last)] = value;
  } else if (value === undefined) {
    delete (parent.value as JsonObject)[last];
  } else {
    (parent.value as JsonObject)[last] = value;
  }
}

const LIST = "/paths/~1v1~1widgets~1";
const ONE = "/paths/~1v1~1widgets~1{widgetId}";
const WIDGET = "/components/schemas/Widget";
const NEW_WIDGET = "/components/schemas/NewWidget";

describe("diffOpenApi: one change kind at a time (given a mutation of the mini spec)", () => {
  const cases: Array<{ name: string; given: (doc: JsonObject) => void; want: Want }> = [
    { name: "no change", given: () => {}, want: [] },
    { name: "path removed", given: (d) => put(d, ONE, undefined), want: [["breaking", "path-removed", ONE]] },
    {
      name: "path added",
      given: (d) => put(d, "/paths/~1v1~1gadgets", node(d, ONE)),
      want: [["non-breaking", "path-added", "/paths/~1v1~1gadgets"]],
    },
    {
      name: "operation removed",
      given: (d) => put(d, `${LIST}/post`, undefined),
      want: [["breaking", "operation-removed", `${LIST}/post`]],
    },
    {
      name: "operation added",
      given: (d) => put(d, `${ONE}/delete`, { ...node(d, `${ONE}/get`), operationId: "deleteWidget" }),
      want: [["non-breaking", "operation-added", `${ONE}/delete`]],
    },
    {
      name: "path parameter renamed is the same route",
      given: (d) => {
        const item = node(d, ONE);
        put(item, "/parameters/0/name", "id");
        put(d, ONE, undefined);
        put(d, "/paths/~1v1~1widgets~1{id}", item);
      },
      want: [],
    },
    {
      name: "required query parameter added",
      given: (d) =>
        put(d, `${LIST}/get/parameters/2`, {
          name: "region",
          in: "query",
          required: true,
          schema: { type: "string" },
        }),
      want: [["breaking", "request-parameter-required-added", `${LIST}/get/parameters/2`]],
    },
    {
      name: "optional query parameter added",
      given: (d) => put(d, `${LIST}/get/parameters/2`, { name: "region", in: "query", schema: { type: "string" } }),
      want: [["non-breaking", "request-parameter-added", `${LIST}/get/parameters/2`]],
    },
    {
      name: "query parameter removed (pointer into the old document)",
      given: (d) => put(d, `${LIST}/get/parameters/0`, undefined),
      want: [["breaking", "request-parameter-removed", `${LIST}/get/parameters/0`]],
    },
    {
      name: "parameter became required",
      given: (d) => put(d, "/components/parameters/Limit/required", true),
      want: [["breaking", "request-parameter-became-required", "/components/parameters/Limit/required"]],
    },
    {
      name: "parameter maximum decreased",
      given: (d) => put(d, "/components/parameters/Limit/schema/maximum", 50),
      want: [["breaking", "request-limit-narrowed", "/components/parameters/Limit/schema/maximum"]],
    },
    {
      name: "request maxLength decreased",
      given: (d) => put(d, `${NEW_WIDGET}/properties/name/maxLength`, 32),
      want: [["breaking", "request-limit-narrowed", `${NEW_WIDGET}/properties/name/maxLength`]],
    },
    {
      name: "request minimum increased",
      given: (d) => put(d, `${NEW_WIDGET}/properties/priceCents/minimum`, 1),
      want: [["breaking", "request-limit-narrowed", `${NEW_WIDGET}/properties/priceCents/minimum`]],
    },
    {
      name: "request maxLength increased",
      given: (d) => put(d, `${NEW_WIDGET}/properties/name/maxLength`, 128),
      want: [["non-breaking", "request-limit-widened", `${NEW_WIDGET}/properties/name/maxLength`]],
    },
    {
      name: "request limit added where there was none",
      given: (d) => put(d, `${LIST}/get/parameters/0/schema/minLength`, 4),
      want: [["breaking", "request-limit-narrowed", `${LIST}/get/parameters/0/schema/minLength`]],
    },
    {
      name: "request field became required",
      given: (d) => put(d, `${NEW_WIDGET}/required`, ["name", "priceCents", "colour"]),
      want: [["breaking", "request-property-became-required", `${NEW_WIDGET}/properties/colour`]],
    },
    {
      name: "required request field added",
      given: (d) => {
        put(d, `${NEW_WIDGET}/properties/sku`, { type: "string" });
        put(d, `${NEW_WIDGET}/required`, ["name", "priceCents", "sku"]);
      },
      want: [["breaking", "request-property-required-added", `${NEW_WIDGET}/properties/sku`]],
    },
    {
      name: "optional request field added",
      given: (d) => put(d, `${NEW_WIDGET}/properties/sku`, { type: "string" }),
      want: [["non-breaking", "request-property-added", `${NEW_WIDGET}/properties/sku`]],
    },
    {
      name: "request field removed",
      given: (d) => put(d, `${NEW_WIDGET}/properties/colour`, undefined),
      want: [["breaking", "request-property-removed", `${NEW_WIDGET}/properties/colour`]],
    },
    {
      name: "request enum value removed (pointer into the old document)",
      given: (d) => put(d, `${NEW_WIDGET}/properties/colour/enum`, ["red", "green"]),
      want: [["breaking", "request-enum-value-removed", `${NEW_WIDGET}/properties/colour/enum/2`]],
    },
    {
      name: "request enum widened",
      given: (d) => put(d, `${NEW_WIDGET}/properties/colour/enum`, ["red", "green", "blue", "yellow"]),
      want: [["non-breaking", "request-enum-value-added", `${NEW_WIDGET}/properties/colour/enum/3`]],
    },
    {
      name: "request type widened with null",
      given: (d) => put(d, `${NEW_WIDGET}/properties/priceCents/type`, ["integer", "null"]),
      want: [["non-breaking", "request-type-widened", `${NEW_WIDGET}/properties/priceCents/type`]],
    },
    {
      name: "request body became optional",
      given: (d) => put(d, `${LIST}/post/requestBody/required`, false),
      want: [["non-breaking", "request-body-became-optional", `${LIST}/post/requestBody`]],
    },
    {
      name: "required request body added",
      given: (d) => put(d, `${ONE}/get/requestBody`, node(d, `${LIST}/post/requestBody`)),
      want: [["breaking", "request-body-required-added", `${ONE}/get/requestBody`]],
    },
    {
      name: "response field removed, reported once though three operations return it",
      given: (d) => put(d, `${WIDGET}/properties/note`, undefined),
      want: [["breaking", "response-property-removed", `${WIDGET}/properties/note`]],
    },
    {
      name: "response field no longer required",
      given: (d) => put(d, `${WIDGET}/required`, ["id", "name", "priceCents"]),
      want: [["breaking", "response-property-became-optional", `${WIDGET}/properties/colour`]],
    },
    {
      name: "response field added",
      given: (d) => put(d, `${WIDGET}/properties/weightGrams`, { type: "integer" }),
      want: [["non-breaking", "response-property-added", `${WIDGET}/properties/weightGrams`]],
    },
    {
      name: "response type changed",
      given: (d) => put(d, `${WIDGET}/properties/priceCents/type`, "string"),
      want: [["breaking", "response-type-changed", `${WIDGET}/properties/priceCents/type`]],
    },
    {
      name: "response type gains null",
      given: (d) => put(d, `${WIDGET}/properties/name/type`, ["string", "null"]),
      want: [["breaking", "response-type-changed", `${WIDGET}/properties/name/type`]],
    },
    {
      name: "response enum value added",
      given: (d) => put(d, `${WIDGET}/properties/colour/enum`, ["red", "green", "blue", "yellow"]),
      want: [["breaking", "response-enum-value-added", `${WIDGET}/properties/colour/enum/3`]],
    },
    {
      name: "response enum narrowed",
      given: (d) => put(d, `${WIDGET}/properties/colour/enum`, ["red", "green"]),
      want: [["non-breaking", "response-enum-value-removed", `${WIDGET}/properties/colour/enum/2`]],
    },
    {
      name: "change inside array items, through a $ref",
      given: (d) => put(d, "/components/schemas/WidgetPage/properties/items/items", { type: "string" }),
      want: [["breaking", "response-type-changed", "/components/schemas/WidgetPage/properties/items/items/type"]],
    },
    {
      name: "success status removed",
      given: (d) => put(d, `${ONE}/get/responses/200`, undefined),
      want: [["breaking", "response-success-status-removed", `${ONE}/get/responses/200`]],
    },
    {
      name: "error status removed",
      given: (d) => put(d, `${ONE}/get/responses/404`, undefined),
      want: [["non-breaking", "response-error-status-removed", `${ONE}/get/responses/404`]],
    },
    {
      name: "status added",
      given: (d) => put(d, `${ONE}/get/responses/410`, node(d, `${ONE}/get/responses/404`)),
      want: [["non-breaking", "response-status-added", `${ONE}/get/responses/410`]],
    },
    {
      name: "response media type swapped",
      given: (d) =>
        put(d, `${ONE}/get/responses/200/content`, {
          "application/xml": { schema: { $ref: "#/components/schemas/Widget" } },
        }),
      want: [
        ["breaking", "response-media-type-removed", `${ONE}/get/responses/200/content/application~1json`],
        ["non-breaking", "response-media-type-added", `${ONE}/get/responses/200/content/application~1xml`],
      ],
    },
    {
      name: "response schema pattern added",
      given: (d) => put(d, `${WIDGET}/properties/id/pattern`, "^w_"),
      want: [["non-breaking", "response-pattern-changed", `${WIDGET}/properties/id/pattern`]],
    },
    {
      name: "request pattern changed",
      given: (d) => put(d, `${ONE}/parameters/0/schema/pattern`, "^wid_[a-z0-9]+$"),
      want: [["breaking", "request-pattern-changed", `${ONE}/parameters/0/schema/pattern`]],
    },
  ];
  it.each(cases)("$name", ({ given, want }) => {
    const next = structuredClone(base);
    given(next);
    const got = diffOpenApi(base, next).map((c) => [c.kind, c.code, c.pointer]);
    expect(got).toEqual(want);
  });

  it("says where, in words", () => {
    const next = structuredClone(base);
    put(next, `${WIDGET}/properties/note`, undefined);
    expect(diffOpenApi(base, next)[0]?.message).toBe("GET /v1/widgets/ 200 response field `items[].note` was removed");
  });
});

describe("diffAbi: one change kind at a time (given a mutation of the Mini ABI)", () => {
  const cases: Array<{ name: string; given: (abi: JsonObject[]) => void; want: Want }> = [
    { name: "no change", given: () => {}, want: [] },
    {
      name: "function removed",
      given: (a) => a.splice(1, 1),
      want: [["breaking", "function-removed", "/abi/1"]],
    },
    {
      name: "one overload removed, the other kept",
      given: (a) => a.splice(3, 1),
      want: [["breaking", "function-removed", "/abi/3"]],
    },
    {
      name: "function added",
      given: (a) => a.push({ type: "function", name: "burn", stateMutability: "nonpayable", inputs: [], outputs: [] }),
      want: [["non-breaking", "function-added", "/abi/8"]],
    },
    {
      name: "function signature changed",
      given: (a) => put(a, "/1/inputs/0/type", "bytes32"),
      want: [["breaking", "function-signature-changed", "/abi/1"]],
    },
    {
      name: "function outputs changed",
      given: (a) => put(a, "/1/outputs/0/type", "uint128"),
      want: [["breaking", "function-outputs-changed", "/abi/1/outputs"]],
    },
    {
      name: "tuple component type changed in outputs",
      given: (a) => put(a, "/4/outputs/0/components/1/type", "uint64"),
      want: [["breaking", "function-outputs-changed", "/abi/4/outputs"]],
    },
    {
      name: "view became nonpayable",
      given: (a) => put(a, "/1/stateMutability", "nonpayable"),
      want: [["breaking", "function-mutability-changed", "/abi/1/stateMutability"]],
    },
    {
      name: "nonpayable became payable",
      given: (a) => put(a, "/2/stateMutability", "payable"),
      want: [["non-breaking", "function-mutability-changed", "/abi/2/stateMutability"]],
    },
    { name: "function input renamed", given: (a) => put(a, "/1/inputs/0/name", "owner"), want: [] },
    {
      name: "event topic changed",
      given: (a) => put(a, "/5/inputs/2/type", "uint128"),
      want: [["breaking", "event-topic-changed", "/abi/5"]],
    },
    {
      name: "event indexed flags changed",
      given: (a) => put(a, "/5/inputs/2/indexed", true),
      want: [["breaking", "event-indexed-changed", "/abi/5/inputs"]],
    },
    {
      name: "event parameter renamed",
      given: (a) => put(a, "/5/inputs/2/name", "value"),
      want: [["breaking", "event-param-renamed", "/abi/5/inputs"]],
    },
    { name: "event removed", given: (a) => a.splice(5, 1), want: [["breaking", "event-removed", "/abi/5"]] },
    {
      name: "event added",
      given: (a) => a.push({ type: "event", name: "Burn", anonymous: false, inputs: [] }),
      want: [["non-breaking", "event-added", "/abi/8"]],
    },
    { name: "error removed", given: (a) => a.splice(6, 1), want: [["breaking", "error-removed", "/abi/6"]] },
    {
      name: "error signature changed",
      given: (a) => put(a, "/6/inputs/1", undefined),
      want: [["breaking", "error-signature-changed", "/abi/6"]],
    },
    {
      name: "error added",
      given: (a) => a.push({ type: "error", name: "Paused", inputs: [] }),
      want: [["non-breaking", "error-added", "/abi/8"]],
    },
    {
      name: "receive removed",
      given: (a) => a.splice(7, 1),
      want: [["breaking", "receive-removed", "/abi/7"]],
    },
    {
      name: "fallback added",
      given: (a) => a.push({ type: "fallback", stateMutability: "nonpayable" }),
      want: [["non-breaking", "fallback-added", "/abi/8"]],
    },
    {
      name: "constructor changed",
      given: (a) => put(a, "/0/inputs/1", { name: "fee", type: "uint256" }),
      want: [["breaking", "constructor-changed", "/abi/0"]],
    },
  ];
  it.each(cases)("$name", ({ given, want }) => {
    const next = structuredClone(baseAbi);
    given(next);
    expect(diffAbi(baseAbi, next).map((c) => [c.kind, c.code, c.pointer])).toEqual(want);
  });

  it("names both signatures when a selector changes", () => {
    const next = structuredClone(baseAbi);
    put(next, "/1/inputs/0/type", "bytes32");
    expect(diffAbi(baseAbi, next)[0]?.message).toBe(
      "function balanceOf(address) became balanceOf(bytes32); its selector changed",
    );
  });
});

describe("diffSpecFiles", () => {
  let tmp = "";
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), "contractkit-diff-test-"));
  });
  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it("diffs two OpenAPI files", async () => {
    const changes = await diffSpecFiles(MINI_OPENAPI, path.join(FIXTURES, "diff/mini-v2.openapi.yaml"));
    expect(changes.map((c) => [c.kind, c.code, c.pointer])).toEqual([
      ["breaking", "request-limit-narrowed", "/components/parameters/Limit/schema/maximum"],
      ["breaking", "request-parameter-required-added", `${LIST}/get/parameters/2`],
      ["breaking", "response-property-removed", `${WIDGET}/properties/colour`],
      ["non-breaking", "response-property-added", `${WIDGET}/properties/weightGrams`],
      ["breaking", "operation-removed", `${LIST}/post`],
      ["non-breaking", "response-status-added", `${ONE}/get/responses/410`],
      ["non-breaking", "path-added", "/paths/~1v1~1gadgets"],
    ]);
  });

  it("diffs two ABI spec files", async () => {
    const changes = await diffSpecFiles(MINI_ABI, path.join(FIXTURES, "diff/Mini-v2.json"));
    expect(changes.map((c) => [c.kind, c.code, c.pointer])).toEqual([
      ["breaking", "function-outputs-changed", "/abi/1/outputs"],
      ["non-breaking", "function-added", "/abi/7"],
      ["breaking", "event-indexed-changed", "/abi/5/inputs"],
      ["breaking", "error-removed", "/abi/6"],
    ]);
  });

  it("diffs bare ABI arrays (solc's output), alone or against a spec, pointing removals into the old file", async () => {
    const v2 = JSON.parse(await readFile(path.join(FIXTURES, "diff/Mini-v2.json"), "utf8")) as { abi: unknown[] };
    const bareOld = path.join(tmp, "Mini.abi.json");
    const bareNew = path.join(tmp, "Mini-v2.abi.json");
    await writeFile(bareOld, JSON.stringify(baseAbi));
    await writeFile(bareNew, JSON.stringify(v2.abi));
    const bare = await diffSpecFiles(bareOld, bareNew);
    expect(bare.map((c) => [c.kind, c.code, c.pointer])).toEqual([
      ["breaking", "function-outputs-changed", "/1/outputs"],
      ["non-breaking", "function-added", "/7"],
      ["breaking", "event-indexed-changed", "/5/inputs"],
      ["breaking", "error-removed", "/6"],
    ]);
    const mixed = await diffSpecFiles(bareOld, path.join(FIXTURES, "diff/Mini-v2.json"));
    expect(mixed.map((c) => c.pointer)).toEqual(["/abi/1/outputs", "/abi/7", "/abi/5/inputs", "/6"]);
  });

  it("locates a removed ABI item in the old file, though the new one has an item at its index", async () => {
    const fn = (name: string) => ({ type: "function", name, inputs: [], outputs: [], stateMutability: "view" });
    const before = path.join(tmp, "Removal.json");
    const after = path.join(tmp, "Removal-v2.json");
    await writeFile(before, `${JSON.stringify([fn("a"), fn("b"), fn("c")], null, 2)}\n`);
    await writeFile(after, `${JSON.stringify([fn("a"), fn("c")], null, 2)}\n`);
    const [removed, ...rest] = locateChanges(await diffSpecFiles(before, after), before, after);
    expect(rest).toEqual([]);
    // [ {a: lines 2-8}, { <- line 9 is where b's object opens in the old file.
    expect(removed).toMatchObject({ code: "function-removed", pointer: "/1", file: before, line: 9, column: 3 });
  });

  it("reads an OpenAPI document written as JSON", async () => {
    const file = path.join(tmp, "mini.json");
    await writeFile(file, JSON.stringify(base));
    expect(await diffSpecFiles(MINI_OPENAPI, file)).toEqual([]);
  });

  it("reports a change made in a file the document $refs (a spec split over files)", async () => {
    const rootYaml = (name: string) => notesSpec(`./${name}/common.json`);
    for (const [name, maxLength] of [
      ["v1", 500],
      ["v2", 100],
    ] as const) {
      const note = { type: "object", properties: { text: { type: "string", maxLength } } };
      await mkdir(path.join(tmp, name), { recursive: true });
      await writeFile(path.join(tmp, name, "common.json"), JSON.stringify({ components: { schemas: { Note: note } } }));
      await writeFile(path.join(tmp, `${name}.yaml`), rootYaml(name));
    }
    const changes = await diffSpecFiles(path.join(tmp, "v1.yaml"), path.join(tmp, "v2.yaml"));
    expect(changes.map((c) => [c.kind, c.code])).toEqual([["breaking", "request-limit-narrowed"]]);
    // Located where it was written: the referenced file, at its own pointer.
    expect(changes[0]?.source).toEqual({
      file: path.join(tmp, "v2", "common.json"),
      pointer: "/components/schemas/Note/properties/text/maxLength",
    });
  });

  it("refuses to diff an OpenAPI document against an ABI", async () => {
    await expect(diffSpecFiles(MINI_OPENAPI, MINI_ABI)).rejects.toThrow(
      /cannot diff .* \(openapi\) against .* \(abi\)/,
    );
  });

  it("refuses files that are neither, or do not parse", async () => {
    const other = path.join(tmp, "other.json");
    await writeFile(other, JSON.stringify({ hello: "world" }));
    await expect(diffSpecFiles(other, MINI_ABI)).rejects.toThrow(/neither an OpenAPI document/);
    const broken = path.join(tmp, "broken.yaml");
    await writeFile(broken, "openapi: 3.1.0\n  bad: [\n");
    await expect(diffSpecFiles(broken, MINI_OPENAPI)).rejects.toThrow(/cannot parse/);
    await expect(diffSpecFiles(path.join(tmp, "spec.txt"), MINI_OPENAPI)).rejects.toThrow(/not a spec file/);
  });
});
