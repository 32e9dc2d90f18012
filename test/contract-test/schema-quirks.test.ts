/**
 * allOf members that both describe a property keep both descriptions, a member closed by
 * additionalProperties: false refuses the others' properties, an integer narrows a number,
 * an enum yields only values of its own type, and members of incompatible types make no value: left
 * out where optional, else the tester skips with the reason and the mock answers a problem document;
 * so are parameters that are arrays of objects, which no parameter style writes.
 */
import fc from "fast-check";
import { afterEach, expect, it } from "vitest";
import { ConflictingTypes, schemaArbitrary } from "../../runtime/contract-test/arbitraries.ts";
import { runContractSuite } from "../../runtime/contract-test/index.ts";
import { nodeAt } from "../../runtime/contract-test/spec.ts";
import { ContractValidator } from "../../runtime/contract-test/validator.ts";
import { startMockServer } from "../../runtime/mock/server.ts";
import { loadSpecFixture } from "../support/spec-fixture.ts";

const SPEC = "test/fixtures/mock/schema-quirks.openapi.yaml";
const IMPOSSIBLE = "/paths/~1impossible/post/requestBody/content/application~1json/schema";

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

const spec = () => loadSpecFixture(SPEC);

it("generates valid settings: merged allOf properties, a narrowed integer, the enum's own type", async () => {
  const { document } = await spec();
  const validator = await ContractValidator.create(document);
  const pointer = "/components/schemas/Settings";
  fc.assert(
    fc.property(schemaArbitrary(nodeAt(document, pointer), { root: document }), (generated) => {
      const value = generated as Record<string, unknown>;
      expect(validator.pointerProblems(pointer, value, "request"), JSON.stringify(value)).toEqual([]);
      expect(value).not.toHaveProperty("incompatible");
      // Two members closed to different properties accept only {}; one closed member refuses the other's.
      if ("closedTwice" in value) expect(value.closedTwice).toEqual({});
      if ("closedOnce" in value) expect(value.closedOnce).not.toHaveProperty("theirs");
    }),
    { numRuns: 200, seed: 9 },
  );
  expect(() => schemaArbitrary(nodeAt(document, IMPOSSIBLE), { root: document })).toThrow(ConflictingTypes);
  expect(() => schemaArbitrary(nodeAt(document, IMPOSSIBLE), { root: document })).toThrow(
    `no value is both string and integer, as the allOf at #${IMPOSSIBLE}/allOf asks`,
  );
});

it("the tester skips what no value can be, and the mock says so in a problem document", async () => {
  const input = await spec();
  const server = await startMockServer({ ...input, port: 0, seed: 7 });
  stops.push(server.close);
  const impossible = await fetch(`${server.url}/impossible`);
  expect(impossible.status).toBe(501);
  expect((await impossible.json()).detail).toContain("no value is both string and integer");
  const report = await runContractSuite({ ...input, baseUrl: server.url, seed: 3, runs: 20 });
  const byId = new Map(report.checks.map((c) => [c.id, c]));
  for (const id of ["conformance/postSettings", "negative/postSettings", "conformance/getLines"]) {
    expect(byId.get(id)?.status, id).toBe("pass");
    expect(byId.get(id)?.runs, id).toBeGreaterThan(0);
  }
  expect(byId.get("negative/postImpossible")?.note).toContain(
    "(no body-schema cases: no value is both string and integer",
  );
  for (const id of ["conformance/postImpossible", "conformance/getImpossible"]) {
    expect(byId.get(id)?.status, id).toBe("skip");
    expect(byId.get(id)?.note, id).toContain("no value is both string and integer");
  }
  expect(byId.get("conformance/getFilters")?.status).toBe("skip");
  expect(byId.get("conformance/getFilters")?.note).toContain(
    "query parameter filters is an array of objects or arrays, which its form style cannot write",
  );
  expect(report.checks.flatMap((c) => c.failures)).toEqual([]);
});
