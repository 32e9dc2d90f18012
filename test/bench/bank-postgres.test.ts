/**
 * Keeps the bank half of the bench's `postgres` group working (issue 18): on a throw-away cluster,
 * in smoke mode (about a second per run), it measures pgbench's transfer, the JSON store and HTTP
 * payments with one and two bank processes (and with an Idempotency-Key on one), each on one hot account pair and spread over many accounts. No timing is asserted, only that every run measured
 * what it claims (201s only, pgbench transactions, ratios taken from same-run baselines).
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPgbench, parsePgbenchOutput, runBankPostgres, SPREAD_ACCOUNTS } from "../../bench/bank-postgres.ts";
import { settingsFor } from "../../bench/settings.ts";
import { checkTargets } from "../../bench/suite.ts";
import type { BenchRow } from "../../bench/types.ts";
import { describeWithPostgres, startTestPostgres, type TestPostgres } from "../support/postgres.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

function context(workDir: string) {
  return { settings: settingsFor("smoke"), workDir, root: ROOT, log: () => undefined, baselines: new Map() };
}

describe("pgbench output", () => {
  it("reads the transaction rate, count, failures and latency", () => {
    const output = [
      "transaction type: /tmp/x.sql",
      "number of clients: 10",
      "number of transactions actually processed: 3600",
      "number of failed transactions: 0 (0.000%)",
      "latency average = 2.777 ms",
      "initial connection time = 12.3 ms",
      "tps = 3601.234567 (without initial connection time)",
    ].join("\n");
    expect(parsePgbenchOutput(output)).toEqual({
      transactionsPerSec: 3601.234567,
      transactions: 3600,
      failed: 0,
      latencyAverageMs: 2.777,
    });
  });

  it("says what it got when the summary is missing", () => {
    expect(() => parsePgbenchOutput("pgbench: error: connection refused")).toThrow(/unexpected pgbench output/);
  });
});

describe("bank payments on PostgreSQL without BENCH_DATABASE_URL", () => {
  it("reports one skipped row saying why", async () => {
    const saved = process.env.BENCH_DATABASE_URL;
    delete process.env.BENCH_DATABASE_URL;
    try {
      const rows = await runBankPostgres(context(os.tmpdir()));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.notes?.[0]).toMatch(/^skipped: set BENCH_DATABASE_URL/);
    } finally {
      if (saved !== undefined) process.env.BENCH_DATABASE_URL = saved;
    }
  });
});

describeWithPostgres("bank payments on PostgreSQL, smoke mode", () => {
  let database: TestPostgres;
  let workDir: string;
  let rows: BenchRow[];

  beforeAll(async () => {
    database = await startTestPostgres();
    workDir = await mkdtemp(path.join(os.tmpdir(), "bench-bank-pg-"));
    process.env.BENCH_DATABASE_URL = database.url;
    rows = await runBankPostgres(context(workDir));
  }, 240_000);

  afterAll(async () => {
    delete process.env.BENCH_DATABASE_URL;
    await database?.stop();
    await rm(workDir, { recursive: true, force: true });
  });

  it("measures pgbench's transfer on the same server, on one hot pair and spread over many accounts", () => {
    expect(findPgbench()).not.toBeNull();
    const pgbench = rows.filter((r) => r.name.startsWith("pgbench"));
    expect(pgbench.map((r) => r.name)).toEqual([
      "pgbench plpgsql transfer (same server) @10",
      `pgbench plpgsql transfer over ${SPREAD_ACCOUNTS} accounts (same server) @10`,
    ]);
    for (const row of pgbench) {
      expect(row.connections).toBe(10);
      expect(row.figures?.transactions, row.name).toBeGreaterThan(0);
      expect(row.figures?.failedTransactions, row.name).toBe(0);
    }
  });

  it("measures the JSON store and one and two bank processes in both shapes, every answer a 201", () => {
    const http = rows.filter((r) => r.measurement !== undefined);
    expect(http.map((r) => r.name)).toEqual([
      "bank POST /payments on the JSON store (postgres group baseline) @10",
      `bank POST /payments over ${SPREAD_ACCOUNTS} accounts on the JSON store (postgres group baseline) @10`,
      "bank POST /payments on PostgreSQL, 1 bank process @10",
      "bank POST /payments on PostgreSQL, 2 bank processes @10",
      "bank POST /payments with Idempotency-Key on PostgreSQL, 1 bank process @10",
      `bank POST /payments over ${SPREAD_ACCOUNTS} accounts on PostgreSQL, 1 bank process @10`,
      `bank POST /payments over ${SPREAD_ACCOUNTS} accounts on PostgreSQL, 2 bank processes @10`,
      `bank POST /payments with Idempotency-Key over ${SPREAD_ACCOUNTS} accounts on PostgreSQL, 1 bank process @10`,
    ]);
    for (const row of http) {
      expect(row.group).toBe("postgres");
      expect(row.measurement!.okResponses, row.name).toBeGreaterThan(0);
      expect(Object.keys(row.measurement!.statuses), row.name).toEqual(["201"]);
      expect(row.measurement!.errors, row.name).toBe(0);
    }
  });

  it("gives each PostgreSQL row its ratios to the same-run baselines of its shape and a target check", () => {
    const keyed = rows.filter((r) => r.name.includes("with Idempotency-Key"));
    const onPostgres = rows.filter((r) => r.name.includes("on PostgreSQL") && !keyed.includes(r));
    for (const row of keyed) {
      const without = rows.find((r) => r.name === row.name.replace(" with Idempotency-Key", ""))!.measurement!
        .reqPerSec;
      expect(row.figures?.withoutKeyReqPerSec).toBe(without);
      expect(row.figures?.ratioToWithoutKey).toBeCloseTo(row.measurement!.reqPerSec / without, 2);
    }
    expect(keyed).toHaveLength(2);
    for (const row of onPostgres) {
      const shape = row.name.includes(" over ") ? ` over ${SPREAD_ACCOUNTS} accounts` : "";
      const pgbench = rows.find((r) => r.name === `pgbench plpgsql transfer${shape} (same server) @10`)!.figures!
        .transfersPerSec!;
      const json = rows.find(
        (r) => r.name === `bank POST /payments${shape} on the JSON store (postgres group baseline) @10`,
      )!.measurement!.reqPerSec;
      expect(row.figures?.pgbenchTransfersPerSec).toBe(pgbench);
      expect(row.figures?.jsonStoreReqPerSec).toBe(json);
      expect(row.figures?.ratioToPgbench).toBeCloseTo(row.measurement!.reqPerSec / pgbench, 2);
      expect(row.figures?.ratioToJsonStore).toBeCloseTo(row.measurement!.reqPerSec / json, 2);
    }
    const targets = checkTargets(rows).filter((t) => t.target.includes("pgbench"));
    expect(targets).toHaveLength(onPostgres.length);
  });
});
