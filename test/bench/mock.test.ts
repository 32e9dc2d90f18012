/**
 * Keeps the bench's `mock` group working: `contractkit mock` and `contractkit proxy` start from the
 * CLI in child processes and answer every measured request with a 2xx; without Prism the row says
 * how to measure it. Nothing is timed - a bench is not a test.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MOCK_TARGET_RATIO, PRISM_MOCK, prismEntry } from "../../bench/mock.ts";
import { checkTargets, runBenchSuite } from "../../bench/suite.ts";
import type { BenchRow } from "../../bench/types.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

describe("bench mock group (smoke)", () => {
  it("measures the mock's GET and POST and the proxy's added latency; Prism is 'not measured' without PRISM_BIN", async () => {
    const report = await runBenchSuite({
      mode: "smoke",
      only: "mock",
      out: null,
      root: ROOT,
      prism: path.join(ROOT, "no-prism-here"),
      log: () => {},
    });
    const rows = report.rows.filter((row) => row.group === "mock");
    expect(rows.map((row) => row.name)).toEqual([
      PRISM_MOCK,
      "contractkit mock GET /widgets/{id} @10",
      "contractkit mock POST /widgets @10",
      "contractkit proxy GET /widgets/{id} @1",
      "contractkit proxy POST /widgets @1",
    ]);
    expect(rows[0]!.notes).toEqual(["not measured: set PRISM_BIN"]);
    for (const row of rows.slice(1)) {
      const m = row.measurement!;
      expect(m.requests, row.name).toBeGreaterThan(0);
      expect(m.okResponses, `${row.name}: ${JSON.stringify(m.statuses)}`).toBe(m.requests);
    }
    for (const row of rows.slice(3))
      expect(Object.keys(row.figures ?? {}).sort()).toEqual([
        "addedP50Ms",
        "addedP99Ms",
        "directP50Ms",
        "directP99Ms",
        "directReqPerSec",
      ]);
    // No Prism measured, so no ratio and no target to check.
    expect(report.targets.filter((t) => t.target.includes("Prism's mock"))).toEqual([]);
  }, 240_000);

  it("checks the issue's goal (at least 5x Prism) on each mock row with a same-run ratio", () => {
    const row = (name: string, ratio: number): BenchRow => ({ group: "mock", name, ratios: { [PRISM_MOCK]: ratio } });
    const targets = checkTargets([row("contractkit mock GET @10", 6.2), row("contractkit mock POST @10", 4.1)]);
    expect(targets).toEqual([
      {
        target: `contractkit mock GET @10: >= ${MOCK_TARGET_RATIO}x Prism's mock measured in this run`,
        measured: "6.2x",
        met: true,
      },
      {
        target: `contractkit mock POST @10: >= ${MOCK_TARGET_RATIO}x Prism's mock measured in this run`,
        measured: "4.1x",
        met: false,
      },
    ]);
  });

  it("says so when PRISM_BIN names nothing", () => {
    expect(() => prismEntry({ root: ROOT, prism: undefined, prismBin: "/nowhere/prism" })).toThrow(
      "PRISM_BIN names /nowhere/prism, which does not exist",
    );
  });
});
