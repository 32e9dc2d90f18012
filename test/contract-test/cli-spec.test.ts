/** `contractkit contract-test --spec`: usage errors, --dry-run, and a passing run with a JSON report. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runContractTest } from "../../cli/contract-test.ts";
import { FIXTURE_SPECS, type FixtureServer, startFixtureServer } from "./fixture-servers.ts";

function io() {
  const out = { stdout: "", stderr: "" };
  const capture = {
    stdout(text: string) {
      out.stdout += text;
    },
    stderr(text: string) {
      out.stderr += text;
    },
  };
  return { out, io: capture };
}

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer("notes");
});
afterAll(async () => {
  await server.close();
});

describe("contract-test --spec", () => {
  it("exits 2 for a missing spec, an unreadable one, and bad option values", async () => {
    const cases: [string | undefined, Record<string, unknown>][] = [
      [undefined, { baseUrl: server.url }],
      [undefined, { baseUrl: server.url, spec: "test/fixtures/contract/nope.yaml" }],
      [undefined, { baseUrl: server.url, spec: FIXTURE_SPECS.notes, checks: "conformance,nonsense" }],
      [undefined, { baseUrl: server.url, spec: FIXTURE_SPECS.notes, workers: "0" }],
      [undefined, { baseUrl: server.url, spec: FIXTURE_SPECS.notes, header: ["no colon"] }],
      [undefined, { baseUrl: server.url, spec: FIXTURE_SPECS.notes, maxResponseTime: "-5" }],
    ];
    for (const [service, opts] of cases) {
      const { out, io: capture } = io();
      expect(await runContractTest(service, opts as never, capture), JSON.stringify(opts)).toBe(2);
      expect(out.stderr).toMatch(/^contract-test: /);
    }
  });

  it("--dry-run lists the checks, including the link sequences, and sends nothing", async () => {
    const { out, io: capture } = io();
    const code = await runContractTest(
      undefined,
      { baseUrl: "http://127.0.0.1:9", spec: FIXTURE_SPECS.notes, dryRun: true },
      capture,
    );
    expect(code).toBe(0);
    expect(out.stdout).toContain("conformance/createNote");
    expect(out.stdout).toContain("negative/getNote");
    expect(out.stdout).toContain("stateful/link/createNote/GetNote");
    expect(out.stdout).toMatch(/\d+ checks would run .*dry run/);
  });

  it("runs with workers, a response-time budget and --checks, and writes the JSON report", async () => {
    const { out, io: capture } = io();
    const code = await runContractTest(
      undefined,
      {
        baseUrl: server.url,
        spec: FIXTURE_SPECS.notes,
        checks: "conformance,stateful",
        workers: "3",
        maxResponseTime: "60000",
        runs: "4",
        seed: "3",
        report: "json",
      },
      capture,
    );
    expect(code, out.stderr).toBe(0);
    const report = JSON.parse(out.stdout);
    expect(report.checks.every((c: { id: string }) => !c.id.startsWith("negative/"))).toBe(true);
    expect(report.replay).toContain(`--spec ${FIXTURE_SPECS.notes}`);
  });
});
