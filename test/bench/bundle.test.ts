/**
 * The bench's bundle group: both pages build in one run (contractkit's generated client and hey-api's
 * fetch client for the same spec and call), each reported minified and gzip, and the 15 KB goal is
 * checked on contractkit's row.
 */
import { describe, expect, it } from "vitest";
import { runBundle } from "../../bench/bundle.ts";
import { checkTargets } from "../../bench/suite.ts";

describe("bench bundle group", () => {
  it("reports a getDirectory page on each client, and the goal on ours", async () => {
    const logged: string[] = [];
    const rows = await runBundle({ root: process.cwd(), log: (line) => void logged.push(line) });
    expect(rows.map((r) => r.name)).toEqual([
      "contractkit client: getDirectory page",
      "hey-api fetch client: getDirectory page",
    ]);
    for (const row of rows) {
      expect(row.group).toBe("bundle");
      expect(row.figures!.minifiedBytes).toBeGreaterThan(row.figures!.gzipBytes!);
      expect(row.figures!.gzipBytes).toBeGreaterThan(500);
    }
    const [target] = checkTargets(rows);
    expect(target!.target).toBe("contractkit client: getDirectory page <= 15 KB minified");
    expect(target!.met).toBe(rows[0]!.figures!.minifiedBytes! <= 15 * 1024);
    expect(logged).toHaveLength(2);
  }, 120_000);
});
