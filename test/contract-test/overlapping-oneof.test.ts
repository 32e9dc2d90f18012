/**
 * A `oneOf` without a discriminator whose branches overlap (open objects that allow each other's
 * members, `number` beside `integer`): the generated values match exactly one branch, in the
 * tester's requests and the mock's answers; where no value can (two identical branches), the mock
 * answers the problem format naming the schema and the tester skips with that reason (its negative
 * check still sends the cases that need no valid body), unless only optional members hold it (they
 * are then left out).
 */
import fc from "fast-check";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { NoExclusiveValue, schemaArbitrary } from "../../runtime/contract-test/arbitraries.ts";
import { runContractSuite } from "../../runtime/contract-test/index.ts";
import { nodeAt } from "../../runtime/contract-test/spec.ts";
import { ContractValidator } from "../../runtime/contract-test/validator.ts";
import { startMockServer } from "../../runtime/mock/server.ts";
import { loadSpecFixture } from "../support/spec-fixture.ts";

const SPEC = "test/fixtures/mock/overlapping-oneof.openapi.yaml";

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

const spec = () => loadSpecFixture(SPEC);

describe("generated values of an overlapping oneOf", () => {
  let root: Readonly<Record<string, unknown>>;
  let validator: ContractValidator;
  beforeAll(async () => {
    root = (await spec()).document;
    validator = await ContractValidator.create(root);
  });
  const arbitraryAt = (pointer: string, direction: "request" | "response") =>
    schemaArbitrary(nodeAt(root, pointer), {
      root,
      direction,
      matches: (schema, value) => validator.matches(schema, value, direction),
    });

  it.each([
    ["/components/schemas/Shape", "request"],
    ["/components/schemas/Shape", "response"],
    ["/components/schemas/Amount", "request"],
    ["/components/schemas/Amount", "response"],
    ["/components/schemas/Envelope", "request"],
  ] as const)("validate against %s (%s), each matching exactly one branch", (pointer, direction) => {
    fc.assert(
      fc.property(arbitraryAt(pointer, direction), (value) => {
        expect(validator.pointerProblems(pointer, value, direction), JSON.stringify(value)).toEqual([]);
      }),
      { numRuns: 200, seed: 42 },
    );
  });

  it("are refused with the oneOf's location when no value matches exactly one branch", () => {
    expect(() => arbitraryAt("/components/schemas/Twins", "response")).toThrow(NoExclusiveValue);
    expect(() => arbitraryAt("/components/schemas/Twins", "response")).toThrow("#/components/schemas/Twins/oneOf");
  });
});

describe("the mock and the tester on an overlapping oneOf", () => {
  it("answer and send exclusive values; an impossible body is a problem document and a skip, never a 500", async () => {
    const input = await spec();
    const server = await startMockServer({ ...input, port: 0, seed: 7 });
    stops.push(server.close);
    const impossible = await fetch(`${server.url}/twins`);
    expect(impossible.status).toBe(501);
    expect(impossible.headers.get("content-type")).toBe("application/problem+json");
    expect((await impossible.json()).detail).toContain("oneOf at #/components/schemas/Twins/oneOf");
    const report = await runContractSuite({ ...input, baseUrl: server.url, seed: 3, runs: 30 });
    const byId = new Map(report.checks.map((c) => [c.id, c]));
    for (const operation of ["postShape", "postAmount", "postEnvelope"])
      for (const id of [`conformance/${operation}`, `negative/${operation}`]) {
        expect(byId.get(id)?.status, id).toBe("pass");
        expect(byId.get(id)?.runs, id).toBeGreaterThan(0);
      }
    expect(report.checks.flatMap((c) => c.failures)).toEqual([]);
    for (const id of ["conformance/putTwin", "conformance/getTwin"]) {
      expect(byId.get(id)?.status, id).toBe("skip");
      expect(byId.get(id)?.note, id).toContain("oneOf at #/components/schemas/Twins/oneOf");
    }
    // Cases that replace the body (malformed JSON, another Content-Type) need no valid one.
    const negative = byId.get("negative/putTwin");
    expect(negative?.status).toBe("pass");
    expect(negative?.note).toContain("malformed-json");
    expect(negative?.note).toContain(
      "(no body-schema cases: no generated value matches exactly one branch of the oneOf at #/components/schemas/Twins/oneOf",
    );
  });
});
