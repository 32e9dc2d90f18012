/**
 * Response examples that break their own schema are still served as written (users rely on them),
 * but the mock says so once per example at start-up, with its location and first violation;
 * `--strict-examples` serves the next valid example or generated data instead.
 */
import { afterEach, expect, it } from "vitest";
import { loadSpecInput } from "../../cli/spec-input.ts";
import { startMockServer } from "../../runtime/mock/server.ts";
import { startMockCli } from "./mock-cli.ts";

const SPEC = "test/fixtures/mock/broken-examples.openapi.yaml";
const ORDER_EXAMPLES = "#/paths/~1orders~1{id}/get/responses/200/content/application~1json/examples";

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function mock(strictExamples: boolean) {
  const input = await loadSpecInput(SPEC, undefined);
  if (!input.ok) throw new Error(input.message);
  const server = await startMockServer({ ...input, port: 0, seed: 7, strictExamples });
  stops.push(server.close);
  return server;
}

it("lists each example its schema refuses once, and still serves it as written", async () => {
  const server = await mock(false);
  // In the order of the operations' ids: getLatestOrder and getOldestOrder share BadOrder.
  expect(server.brokenExamples).toEqual([
    { location: "#/components/examples/BadOrder", problem: "/ must have required property 'id' (id)" },
    { location: `${ORDER_EXAMPLES}/asString`, problem: "/ must be object" },
    {
      location: "#/paths/~1receipts/get/responses/200/content/application~1json/example",
      problem: "/id must be integer",
    },
  ]);
  expect(await (await fetch(`${server.url}/orders/7`)).json()).toBe('{"id": 7, "total": 2.5}');
  expect(await (await fetch(`${server.url}/receipts`)).json()).toEqual({ id: "r-1" });
});

it("--strict-examples serves the next valid example, else generated data", async () => {
  const server = await mock(true);
  expect(await (await fetch(`${server.url}/orders/7`)).json()).toEqual({ id: 7, total: 2.5 });
  const receipt = await (await fetch(`${server.url}/receipts`)).json();
  expect(receipt).toEqual({ id: expect.any(Number) });
  expect(Number.isInteger(receipt.id)).toBe(true);
});

it("contractkit mock warns at start-up, one line per broken example, before it listens", async () => {
  const mock = startMockCli(["--spec", SPEC, "--port", "0"]);
  stops.push(mock.stop);
  const stdout = await mock.firstLine();
  const stderr = mock.stderr();
  expect(stdout).toMatch(/^mock of Broken examples \(4 operations, seed 0\) listening on /);
  expect(stderr.split("\n").filter(Boolean)).toEqual([
    "mock: warning: the example at #/components/examples/BadOrder does not match its schema (/ must have required property 'id' (id)); served as written",
    `mock: warning: the example at ${ORDER_EXAMPLES}/asString does not match its schema (/ must be object); served as written`,
    "mock: warning: the example at #/paths/~1receipts/get/responses/200/content/application~1json/example does not match its schema (/id must be integer); served as written",
  ]);
});
