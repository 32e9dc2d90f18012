/**
 * Keeps the protocol backfill scenario working (issue 8): in smoke mode it builds (or reuses) a
 * small fixture chain, backfills it with the protocol service in a child process, and reports one
 * row. No timing is asserted — a bench is not a test — only that the row is complete and that the
 * indexer applied every event `eth_getLogs` finds on the fixture chain.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BACKFILL_SIZES,
  type BackfillFixture,
  countIndexedLogs,
  prepareBackfillFixture,
  runProtocolBackfill,
  startFixtureAnvil,
} from "../../bench/protocol-backfill.ts";
import { settingsFor } from "../../bench/settings.ts";
import type { BenchRow } from "../../bench/types.ts";
import { postgresSkipReason, startTestPostgres, type TestPostgres } from "../support/postgres.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

describe("protocol backfill scenario, smoke mode", () => {
  let workDir: string;
  let fixture: BackfillFixture;
  let rows: BenchRow[];
  let logCount: number;
  let database: TestPostgres | undefined;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), "bench-backfill-"));
    // The PostgreSQL row runs when a server can start here (always in CI).
    if (postgresSkipReason() === null) {
      database = await startTestPostgres();
      process.env.BENCH_DATABASE_URL = database.url;
    }
    fixture = await prepareBackfillFixture(BACKFILL_SIZES.smoke, () => undefined);
    rows = await runProtocolBackfill({
      settings: settingsFor("smoke"),
      workDir,
      root: ROOT,
      log: () => undefined,
      baselines: new Map(),
    });
    // Counted afresh on the fixture chain, not taken from the fixture's cached info.
    const anvil = await startFixtureAnvil(fixture);
    try {
      logCount = await countIndexedLogs(anvil.rpcUrl, fixture.manifest, fixture.manifest.startBlock, fixture.headBlock);
    } finally {
      await anvil.stop();
    }
  }, 180_000);

  afterAll(async () => {
    delete process.env.BENCH_DATABASE_URL;
    await database?.stop();
    await rm(workDir, { recursive: true, force: true });
  });

  it("builds a fixture with activity of every kind and no reverted transaction", () => {
    expect(fixture.load.reverted).toBe(0);
    expect(fixture.load.expectedEvents).toBeGreaterThanOrEqual(BACKFILL_SIZES.smoke.events);
    for (const kind of ["deposit", "exercise", "unwindSwap", "unwindDeposit", "fill", "cancel"]) {
      expect(fixture.load.operations[kind], kind).toBeGreaterThan(0);
    }
    expect(fixture.events).toBe(logCount);
  });

  it("reports the backfill row with every figure, then its eth_getLogs baseline and the PostgreSQL row", () => {
    expect(rows.filter((r) => r.group === "protocol")).toHaveLength(2);
    const [row] = rows as [BenchRow];
    const postgres = rows.find((r) => r.group === "postgres");
    if (database === undefined) expect(postgres?.notes?.[0]).toMatch(/^skipped: /);
    else {
      expect(postgres?.figures?.events).toBe(logCount);
      expect(postgres?.figures?.jsonStoreEventsPerSec).toBe(row.figures?.eventsPerSec);
    }
    expect(row.group).toBe("protocol");
    for (const figure of ["eventsPerSec", "events", "blocks", "rpcRequests", "seconds", "fixtureBuildSeconds"]) {
      expect(row.figures?.[figure], figure).toBeGreaterThan(0);
    }
    expect(row.figures?.blocks).toBe(fixture.headBlock);
    expect(row.figures?.rpcRequests).toBeGreaterThanOrEqual(row.figures?.httpCalls ?? Number.NaN);
  });

  it("measures anvil's own eth_getLogs rate for the same logs, and the backfill's share of it", () => {
    const baseline = rows.find((r) => r.name.includes("backfill baseline"));
    expect(baseline?.figures?.logs).toBe(logCount);
    expect(baseline?.figures?.getLogsEventsPerSec).toBeGreaterThan(0);
    expect(baseline?.figures?.backfillEventsPerSec).toBe(rows[0]?.figures?.eventsPerSec);
    expect(baseline?.figures?.backfillToGetLogsRatio).toBeGreaterThan(0);
  });

  it("indexes every event eth_getLogs finds on the fixture chain", () => {
    expect(logCount).toBeGreaterThan(BACKFILL_SIZES.smoke.events);
    expect(rows[0]?.figures?.events).toBe(logCount);
  });
});
