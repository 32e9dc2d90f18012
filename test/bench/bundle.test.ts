/**
 * The bench's bundle group: every page builds in one run (contractkit's generated client without
 * validation, with one operation's and with every operation's, and hey-api's fetch client for the
 * same spec and call), each reported minified and gzip, and the 15 KB goal is checked on the page
 * without validation.
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
      "contractkit client: getDirectory page + its response validation",
      "contractkit client: getDirectory page + every operation's validation",
      "hey-api fetch client: getDirectory page",
    ]);
    // Validation is opt-in per operation: one operation's schemas cost less than every operation's.
    const [plain, one, every] = rows.map((r) => r.figures!.minifiedBytes!);
    expect(plain).toBeLessThan(one!);
    expect(one).toBeLessThan(every!);
    for (const row of rows) {
      expect(row.group).toBe("bundle");
      expect(row.figures!.minifiedBytes).toBeGreaterThan(row.figures!.gzipBytes!);
      expect(row.figures!.gzipBytes).toBeGreaterThan(500);
    }
    const [target] = checkTargets(rows);
    expect(target!.target).toBe("contractkit client: getDirectory page <= 15 KB minified");
    expect(target!.met).toBe(rows[0]!.figures!.minifiedBytes! <= 15 * 1024);
    expect(logged).toHaveLength(4);
  }, 120_000);
});
