/**
 * Keeps the protocol pages scenario working (issue 8): in smoke mode it builds two small store
 * fixtures through the store's write path, starts the protocol service on each in a child process
 * without following a chain, times a few commits and takes load on the three pages. No timing is
 * asserted - a bench is not a test - only that every page answered 2xx with a full page, that the
 * bigger store's rows carry their p99 ratio, and that start-up and commit figures are reported.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeProtocolFixture } from "../../bench/protocol-fixture.ts";
import { runProtocolPages } from "../../bench/protocol-pages.ts";
import { settingsFor } from "../../bench/settings.ts";
import type { BenchRow, Measurement } from "../../bench/types.ts";
import { fileStoreAdapter, ProtocolStore } from "../../runtime/protocol/store.ts";
import { postgresSkipReason, startTestPostgres, type TestPostgres } from "../support/postgres.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

describe("protocol fixture", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "protocol-fixture-test-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("holds the records it reports, consistent with each other, as one snapshot", async () => {
    const file = path.join(dir, "protocol.json");
    const info = await writeProtocolFixture(file, { records: 3_000 });
    expect(info.records).toBe(3_000);
    const store = new ProtocolStore(fileStoreAdapter(file, { onWarning: () => undefined }));
    await store.open();
    expect(store.stats().journalRecords).toBe(0);
    const [state] = Object.values(store.document.chains);
    const counts = {
      pools: Object.keys(state!.pools).length,
      markets: Object.keys(state!.markets).length,
      flows: Object.keys(state!.flows).length,
      orders: Object.keys(state!.orders).length,
      fills: Object.keys(state!.fills).length,
    };
    expect(counts).toEqual({
      pools: info.pools,
      markets: info.markets,
      flows: info.flows,
      orders: info.orders,
      fills: info.fills,
    });
    const flows = Object.values(state!.flows);
    expect(flows.filter((flow) => flow.walletAddress === info.busyWallet)).toHaveLength(info.busyWalletFlows);
    for (const flow of flows) expect(state!.pools[flow.poolId], flow.txHash).toBeDefined();
    for (const fill of Object.values(state!.fills)) {
      const order = state!.orders[fill.orderHash]!;
      expect(order.status === "FILLED" || order.status === "PARTIALLY_FILLED").toBe(true);
      expect(order.makingAmount - order.remainingMakingAmount).toBe(fill.makingAmount);
    }
    const fillable = Object.values(state!.orders).filter(
      (order) => order.poolId === info.busyPool && (order.status === "OPEN" || order.status === "PARTIALLY_FILLED"),
    );
    expect(fillable).toHaveLength(info.busyPoolFillableOrders);
    await store.close();
  });
});

describe("protocol pages scenario, smoke mode", () => {
  let workDir: string;
  let rows: BenchRow[];
  let database: TestPostgres | undefined;
  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), "protocol-pages-smoke-"));
    // The PostgreSQL rows run when a server can start here (always in CI).
    if (postgresSkipReason() === null) {
      database = await startTestPostgres();
      process.env.BENCH_DATABASE_URL = database.url;
    }
    rows = await runProtocolPages({
      settings: settingsFor("smoke"),
      workDir,
      root: ROOT,
      log: () => undefined,
      baselines: new Map(),
    });
  }, 300_000);
  afterAll(async () => {
    delete process.env.BENCH_DATABASE_URL;
    await database?.stop();
    await rm(workDir, { recursive: true, force: true });
  });

  it("answers every page on PostgreSQL with one and three API processes, beside the JSON store's p99", () => {
    const postgres = rows.filter((row) => row.group === "postgres");
    if (database === undefined) {
      expect(postgres[0]?.notes?.[0]).toMatch(/^skipped: /);
      return;
    }
    expect(postgres.map((row) => row.figures?.apiProcesses)).toEqual([1, 1, 1, 3, 3, 3]);
    for (const row of postgres) {
      const m = row.measurement as Measurement;
      expect(m.okResponses, row.name).toBeGreaterThan(0);
      expect(m.okResponses, `${row.name}: ${JSON.stringify(m.statuses)}`).toBe(m.requests);
      expect(row.figures?.jsonStoreP99Ms, row.name).toBeGreaterThan(0);
    }
  });

  /** The three JSON-store pages at each size (not the item-cost pair, not the PostgreSQL rows). */
  const pageRows = () =>
    rows.filter(
      (row) => row.measurement !== undefined && row.group === "protocol" && !row.name.includes("item cost pair"),
    );

  it("answers every page with 2xx and a full page, at each store size", () => {
    const loadRows = pageRows();
    expect(loadRows).toHaveLength(6);
    for (const row of loadRows) {
      const m = row.measurement as Measurement;
      expect(row.group).toBe("protocol");
      expect(m.okResponses, row.name).toBeGreaterThan(0);
      expect(m.okResponses, `${row.name}: ${JSON.stringify(m.statuses)}`).toBe(m.requests);
      expect(m.errors, row.name).toBe(0);
      expect(row.notes, row.name).toEqual([]);
      expect(row.figures?.items).toBeGreaterThanOrEqual(50);
    }
  });

  it("reports the p99 ratio of the bigger store to the smallest, per endpoint", () => {
    const loadRows = pageRows();
    const smaller = loadRows.filter((row) => row.figures?.records === 1_000);
    const bigger = loadRows.filter((row) => row.figures?.records === 2_000);
    expect([smaller.length, bigger.length]).toEqual([3, 3]);
    for (const row of smaller) expect(row.figures?.p99RatioTo1k).toBeUndefined();
    for (const row of bigger) expect(row.figures?.p99RatioTo1k).toBeGreaterThan(0);
  });

  it("reports start-up time and commit cost per store size", () => {
    const stores = rows.filter((row) => row.measurement === undefined);
    expect(stores.map((row) => row.figures?.records)).toEqual([1_000, 2_000]);
    for (const row of stores) {
      expect(row.figures?.startupMs).toBeGreaterThan(0);
      expect(row.figures?.parseBaselineMs).toBeGreaterThan(0);
      expect(row.figures?.startupToParse).toBeGreaterThan(0);
      expect(row.figures?.commitP50Ms).toBeGreaterThan(0);
      expect(row.figures?.journalBytesPerCommit).toBeGreaterThan(0);
    }
  });

  it("measures the page item cost from two page sizes of the busy wallet's flows at the bigger store, beside the floor of the same bytes", () => {
    const pair = rows.filter((row) => row.name.includes("item cost pair"));
    expect(pair.map((row) => row.figures?.items)).toEqual([10, 100]);
    for (const row of pair) {
      const m = row.measurement as Measurement;
      expect(m.okResponses, row.name).toBe(m.requests);
      expect(row.figures?.records).toBe(2_000);
      expect((row.notes ?? []).filter((note) => note.includes("the page holds"))).toEqual([]);
    }
    expect(pair[1]!.figures!.bytes).toBeGreaterThan(pair[0]!.figures!.bytes!);
    const { itemMicros, floorItemMicros, serviceItemMicros } = pair[1]!.figures!;
    expect([typeof itemMicros, typeof floorItemMicros]).toEqual(["number", "number"]);
    // The floor comes from the same run's plain server, and the service's share is what is left.
    expect(serviceItemMicros).toBeCloseTo(itemMicros! - floorItemMicros!, 1);
  });
});
