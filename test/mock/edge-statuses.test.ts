/**
 * Operations that document only an informational status (1xx) or only a server error: the mock
 * answers the first with a 501 problem saying why (Node cannot send a 1xx as the final answer; the
 * connection used to end in "socket hang up") and the second with its documented 500; contract-test
 * skips the first with the reason and checks the second's 500 as documented.
 */
import { afterEach, expect, it } from "vitest";
import { loadSpecInput } from "../../cli/spec-input.ts";
import { runContractSuite } from "../../runtime/contract-test/index.ts";
import { startMockServer } from "../../runtime/mock/server.ts";

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

it("answers an informational-only operation with a 501 problem and a server-error-only one with its 500", async () => {
  const input = await loadSpecInput("test/fixtures/mock/edge-statuses.openapi.yaml", undefined);
  if (!input.ok) throw new Error(input.message);
  const server = await startMockServer({ ...input, port: 0, seed: 7 });
  stops.push(server.close);
  for (const route of ["/switch", "/hints"]) {
    const answer = await fetch(`${server.url}${route}`);
    expect(answer.status, route).toBe(501);
    expect(answer.headers.get("content-type")).toBe("application/problem+json");
    expect((await answer.json()).errors[0].rule).toBe("mock-informational");
  }
  const preferred = await fetch(`${server.url}/hints`, { headers: { prefer: "code=103" } });
  expect(preferred.status).toBe(501);
  const failing = await fetch(`${server.url}/broken`);
  expect(failing.status).toBe(500);
  expect((await failing.json()).reason).toEqual(expect.any(String));

  const report = await runContractSuite({ ...input, baseUrl: server.url, seed: 3, runs: 5 });
  expect(report.checks.flatMap((c) => c.failures.map((f) => `${c.id} [${f.rule}] ${f.message}`))).toEqual([]);
  const byId = new Map(report.checks.map((c) => [c.id, c]));
  for (const id of ["conformance/switchProtocols", "conformance/earlyHints"]) {
    expect(byId.get(id)?.status, id).toBe("skip");
    expect(byId.get(id)?.note, id).toContain("an informational status announces a final answer and cannot be one");
  }
  expect(byId.get("conformance/alwaysFails")?.status).toBe("pass");
  expect(byId.get("conformance/alwaysFails")?.note).toBe("500×5 (it documents only server errors)");
});
