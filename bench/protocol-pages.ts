/**
 * Protocol pages at scale (issue 8: "GET /v1/flows/ / orderbook pages with 1M records indexed
 * (p99)", target p99 at 1M records within 2x of p99 at 1k). For each store size the protocol
 * service starts on a fixture (bench/protocol-fixture.ts) without following a chain, times a few
 * commits (the store's write cost at that size), and takes load on three pages:
 *
 *  - the busy wallet's flows, first page (`/v1/flows/?walletAddress=`);
 *  - the same list half-way down, through a cursor (a deep page);
 *  - the fillable orderbook of the busy market (`/v1/limit-orders/orderbook?poolId=`).
 *
 * Start-up is also given as a ratio to a same-run baseline: a child reading the same snapshot file
 * and `JSON.parse`-ing each line (bench/protocol-parse-baseline.ts), the least a start-up from it
 * must do. At the biggest size the busy wallet's flows are also asked at two page sizes
 * (ITEM_SLOPE_LIMITS); the CPU difference per extra item is the page item cost (issue 21).
 *
 * Every page is asked with the same `limit` at every size (100 flows, 50 orders), and each
 * fixture holds more than that, so the pages compare equal work: the default limit of
 * `/v1/flows/` (2,000) would return fewer items from a 1k-record store than from a 1M one, and
 * the ratio would measure the response size instead of the store size.
 */
import path from "node:path";
import { measureLoad, round } from "./harness.ts";
import { benchDatabaseUrl, POSTGRES_SKIPPED, withBenchDatabase } from "./postgres.ts";
import { runChild, type ServerProcess, startServer } from "./processes.ts";
import {
  BENCH_CHAIN_ID,
  type ProtocolFixtureInfo,
  prepareProtocolFixture,
  protocolNodeFlags,
} from "./protocol-fixture.ts";
import { loadFixtureIntoPostgres, measureAcross, startApiProcesses } from "./protocol-postgres.ts";
import type { ScenarioContext } from "./scenarios.ts";
import type { BenchMode } from "./settings.ts";
import type { BenchRow, Measurement } from "./types.ts";

/** Store sizes per mode, in records; the first is the baseline of the p99 ratios. */
const STORE_SIZES: Record<BenchMode, readonly number[]> = {
  full: [1_000, 1_000_000],
  quick: [1_000, 100_000],
  smoke: [1_000, 2_000],
};

/** Commits timed per size (10 flows and a block each). */
const PROBE_COMMITS: Record<BenchMode, number> = { full: 200, quick: 100, smoke: 20 };

const FLOWS_LIMIT = 100;
/** Page sizes of the item-cost pair: the CPU per request's slope between them is the cost per item. */
const ITEM_SLOPE_LIMITS = [10, 100] as const;
const ORDERBOOK_LIMIT = 50;

/** One measured page. */
interface Endpoint {
  key: string;
  label: string;
  /** For the chart. */
  short: string;
  path: string;
  limit: number;
}

interface PageBody {
  items: unknown[];
  nextCursor: string | null;
  /** The response body's length in bytes. */
  bytes: number;
}

async function getPage(url: string): Promise<PageBody> {
  const response = await fetch(url);
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text}`);
  return { ...(JSON.parse(text) as Omit<PageBody, "bytes">), bytes: Buffer.byteLength(text) };
}

/** The endpoints of a fixture; the deep page's cursor comes from walking the list half-way down. */
async function endpointsOf(baseUrl: string, fixture: ProtocolFixtureInfo): Promise<Endpoint[]> {
  const flows = `/v1/flows/?chainId=${BENCH_CHAIN_ID}&walletAddress=${fixture.busyWallet}&limit=${FLOWS_LIMIT}`;
  const depth = Math.max(1, Math.floor(fixture.busyWalletFlows / FLOWS_LIMIT / 2));
  let cursor: string | null = null;
  for (let page = 0; page < depth; page += 1) {
    const query: string = cursor === null ? "" : `&nextCursor=${encodeURIComponent(cursor)}`;
    cursor = (await getPage(`${baseUrl}${flows}${query}`)).nextCursor;
    if (cursor === null) throw new Error(`the busy wallet's flows ended before page ${depth + 1}`);
  }
  return [
    {
      key: "flows",
      short: "flows, first page",
      label: `GET /v1/flows/?walletAddress=<busy>&limit=${FLOWS_LIMIT}`,
      path: flows,
      limit: FLOWS_LIMIT,
    },
    {
      key: "flows-deep",
      short: `flows, page ${depth + 1}`,
      label: `GET /v1/flows/ page ${depth + 1} through nextCursor`,
      path: `${flows}&nextCursor=${encodeURIComponent(cursor as string)}`,
      limit: FLOWS_LIMIT,
    },
    {
      key: "orderbook",
      short: "orderbook",
      label: `GET /v1/limit-orders/orderbook?poolId=<busy>&limit=${ORDERBOOK_LIMIT}`,
      path: `/v1/limit-orders/orderbook?chainId=${BENCH_CHAIN_ID}&poolId=${fixture.busyPool}&limit=${ORDERBOOK_LIMIT}`,
      limit: ORDERBOOK_LIMIT,
    },
  ];
}

function describe(measurement: Measurement): string {
  const failures = measurement.requests - measurement.okResponses;
  return (
    `${round(measurement.reqPerSec)} req/s, p50 ${measurement.latencyMs.p50} ms, p99 ${measurement.latencyMs.p99} ms, ` +
    `${measurement.cpuMicrosPerRequest} µs CPU/req, RSS ${measurement.rssMb} MB` +
    (failures > 0 || measurement.errors > 0 ? `, NON-2XX ${JSON.stringify(measurement.statuses)}` : "")
  );
}

/**
 * The page item cost: the busy wallet's flows asked at two page sizes under the same load; the
 * difference in server CPU per request over the difference in items is the cost of one item
 * (kept item texts joined: see docs/protocol-service.md). Each page is read once first, so the
 * measured runs serve kept texts, as a busy list does.
 *
 * Beside it, the same-run floor: a plain node:http server (bench/servers/static-page.ts) sending
 * bodies of the two pages' byte sizes under the same load. Its slope is what the bytes alone cost
 * (Node's writes and the loopback TCP stack, both in the server's CPU time), so
 * `itemMicros - floorItemMicros` is what the service itself spends per item.
 */
async function itemCost(
  context: ScenarioContext,
  server: ServerProcess,
  fixture: ProtocolFixtureInfo,
  connections: number,
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const pathOf = (limit: number) =>
    `/v1/flows/?chainId=${BENCH_CHAIN_ID}&walletAddress=${fixture.busyWallet}&limit=${limit}`;
  // Both pages are read before either is measured: their items' texts are then kept for both runs.
  const pages = await Promise.all(ITEM_SLOPE_LIMITS.map((limit) => getPage(`${server.url}${pathOf(limit)}`)));
  const cpu: number[] = [];
  for (const [at, limit] of ITEM_SLOPE_LIMITS.entries()) {
    const page = pages[at]!;
    const measurement = await measureLoad(
      server,
      { method: "GET", path: pathOf(limit), connections },
      context.settings,
    );
    cpu.push(measurement.cpuMicrosPerRequest);
    const name = `protocol page of ${page.items.length} flows (item cost pair), store of ${fixture.records} records @${connections}`;
    context.log(`  ${name}: ${describe(measurement)}, ${page.bytes} bytes`);
    rows.push({
      group: "protocol",
      name,
      label: `flows page of ${page.items.length}, @${connections}`,
      connections,
      measurement,
      figures: { records: fixture.records, items: page.items.length, bytes: page.bytes },
      notes: page.items.length === limit ? [] : [`the page holds ${page.items.length} items, not ${limit}`],
    });
  }
  const floorCpu = await staticPageCpu(
    context,
    pages.map((page) => page.bytes),
    connections,
  );
  const extraItems = Math.max(1, pages[1]!.items.length - pages[0]!.items.length);
  const itemMicros = round((cpu[1]! - cpu[0]!) / extraItems, 2);
  const floorItemMicros = round((floorCpu[1]! - floorCpu[0]!) / extraItems, 2);
  const serviceItemMicros = round(itemMicros - floorItemMicros, 2);
  context.log(
    `  protocol page item cost: ${itemMicros} µs CPU per item (pages of ${pages[0]!.items.length} and ` +
      `${pages[1]!.items.length} flows); the same bytes from a plain node:http server: ${floorItemMicros} µs ` +
      `per item, so ${serviceItemMicros} µs per item is the service's own`,
  );
  const bigger = rows[1]!;
  bigger.figures = { ...bigger.figures, itemMicros, floorItemMicros, serviceItemMicros };
  bigger.notes = [
    ...(bigger.notes ?? []),
    "itemMicros: CPU per request's slope between the two pages, per item; floorItemMicros: the same slope of a plain " +
      "node:http server sending bodies of the same byte sizes (same run, same load); serviceItemMicros: their difference",
  ];
  return rows;
}

/** CPU per request of the plain static-page server sending bodies of each of `sizes` bytes. */
async function staticPageCpu(context: ScenarioContext, sizes: readonly number[], connections: number) {
  const server = await startServer("static-page");
  try {
    const cpu: number[] = [];
    for (const bytes of sizes) {
      const measurement = await measureLoad(
        server,
        { method: "GET", path: `/bytes/${bytes}`, connections },
        context.settings,
      );
      context.log(`  plain node:http sending ${bytes} bytes @${connections}: ${describe(measurement)}`);
      cpu.push(measurement.cpuMicrosPerRequest);
    }
    return cpu;
  } finally {
    await server.stop();
  }
}

/** Pages of the protocol service at each store size, with p99 ratios to the smallest store. */
export async function runProtocolPages(context: ScenarioContext): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const mode = context.settings.mode;
  const connections = context.settings.connections[0] ?? 10;
  /** p99 of each endpoint at the smallest size. */
  const baseP99 = new Map<string, number>();
  const baseSize = STORE_SIZES[mode][0]!;
  for (const size of STORE_SIZES[mode]) {
    const dataFile = path.join(context.workDir, `protocol-${size}`, "protocol.json");
    const fixture = await prepareProtocolFixture(dataFile, { records: size }, context.log);
    const baseline = await runChild<{ parseMs: number; lines: number }>(
      "protocol-parse-baseline.ts",
      { file: dataFile },
      protocolNodeFlags(size),
    );
    const server = await startServer("protocol", {
      args: ["--data", dataFile, "--probe-commits", String(PROBE_COMMITS[mode])],
      nodeFlags: [...protocolNodeFlags(size), "--expose-gc"],
      readyTimeoutMs: 600_000,
    });
    try {
      const startupMs = round(Number(server.info.startupMs));
      const parseMs = round(baseline.parseMs);
      const startupToParse = round(startupMs / Math.max(1, baseline.parseMs), 2);
      const snapshotMb = round(fixture.snapshotBytes / (1024 * 1024), 1);
      const info = server.info as Record<string, number>;
      context.log(
        `  protocol store of ${fixture.records} records (${snapshotMb} MB): start-up ${startupMs} ms ` +
          `(spawn to ready ${round(server.spawnToReadyMs)} ms, then a full GC of ${info.settleGcMs} ms), ` +
          `${startupToParse}x reading + JSON.parse of its ${baseline.lines} lines (${parseMs} ms); ` +
          `commit of 10 flows + block: ` +
          `p50 ${info.commitP50Ms} ms, p99 ${info.commitP99Ms} ms (store's own work p50 ${info.commitCpuP50Ms} ms, ` +
          `p99 ${info.commitCpuP99Ms} ms), ${info.journalBytesPerCommit} journal bytes`,
      );
      rows.push({
        group: "protocol",
        name: `protocol store start-up and commit, ${fixture.records} records`,
        figures: {
          records: fixture.records,
          startupMs,
          parseBaselineMs: parseMs,
          startupToParse,
          spawnToReadyMs: round(server.spawnToReadyMs),
          snapshotMb,
          commitP50Ms: info.commitP50Ms ?? 0,
          commitP99Ms: info.commitP99Ms ?? 0,
          commitCpuP50Ms: info.commitCpuP50Ms ?? 0,
          commitCpuP99Ms: info.commitCpuP99Ms ?? 0,
          batchP50Ms: info.batchP50Ms ?? 0,
          journalBytesPerCommit: info.journalBytesPerCommit ?? 0,
          settleGcMs: info.settleGcMs ?? 0,
        },
        notes: [
          "startupToParse: start-up over reading the snapshot file and JSON.parse of each line in another process, same run",
          `${PROBE_COMMITS[mode]} commits of a head-following batch (10 new flows, one block, undo log); commit* include ` +
            "the write and fdatasync, commitCpu* are the store's own work (collect the changes, encode the journal line)",
          "after start-up the server runs one full GC (settleGcMs) so the measured runs do not collect the start-up's garbage; " +
            "a run during which V8 runs a full GC of its own shows that pause in its p99",
        ],
      });

      for (const endpoint of await endpointsOf(server.url, fixture)) {
        const page = await getPage(`${server.url}${endpoint.path}`);
        const notes: string[] = [];
        if (page.items.length !== endpoint.limit) {
          notes.push(`the page holds ${page.items.length} items, not ${endpoint.limit}: the fixture is too small`);
        }
        const measurement = await measureLoad(
          server,
          { method: "GET", path: endpoint.path, connections },
          context.settings,
        );
        const failures = measurement.requests - measurement.okResponses;
        if (failures > 0 || measurement.errors > 0) {
          notes.push(
            `${failures} non-2xx responses (${JSON.stringify(measurement.statuses)}), ${measurement.errors} socket errors`,
          );
        }
        const figures: Record<string, number> = { records: fixture.records, startupMs, items: page.items.length };
        if (size === baseSize) baseP99.set(endpoint.key, measurement.latencyMs.p99);
        else {
          const base = baseP99.get(endpoint.key);
          if (base !== undefined && base > 0) figures.p99RatioTo1k = round(measurement.latencyMs.p99 / base, 2);
        }
        const name = `protocol ${endpoint.label}, store of ${fixture.records} records @${connections}`;
        context.log(
          `  ${name}: ${describe(measurement)}` +
            (figures.p99RatioTo1k === undefined ? "" : `, p99 ${figures.p99RatioTo1k}x the ${baseSize}-record store`),
        );
        const label = `${endpoint.short}, ${fixture.records.toLocaleString("en-US")} records @${connections}`;
        rows.push({ group: "protocol", name, label, connections, measurement, figures, notes });
      }
      if (size === STORE_SIZES[mode].at(-1)) rows.push(...(await itemCost(context, server, fixture, connections)));
    } finally {
      await server.stop();
    }
    if (size === STORE_SIZES[mode].at(-1))
      rows.push(...(await postgresPages(context, dataFile, fixture, connections, rows)));
  }
  return rows;
}

/**
 * The largest store's pages on PostgreSQL with one and with three API processes, beside the JSON
 * store's p99 of the same page in this run (bench/protocol-postgres.ts). Skipped without
 * BENCH_DATABASE_URL.
 */
async function postgresPages(
  context: ScenarioContext,
  dataFile: string,
  fixture: ProtocolFixtureInfo,
  connections: number,
  jsonRows: readonly BenchRow[],
): Promise<BenchRow[]> {
  const server = benchDatabaseUrl();
  if (server === null) {
    context.log(`  protocol pages on PostgreSQL: ${POSTGRES_SKIPPED}`);
    return [{ group: "postgres", name: "protocol pages on PostgreSQL", figures: {}, notes: [POSTGRES_SKIPPED] }];
  }
  return withBenchDatabase(server, "pages", async (url) => {
    const loadStarted = performance.now();
    const copied = await loadFixtureIntoPostgres(dataFile, url);
    context.log(
      `  loaded ${copied} records into PostgreSQL in ${round((performance.now() - loadStarted) / 1000, 1)} s`,
    );
    const rows: BenchRow[] = [];
    const servers = await startApiProcesses(url, 1, protocolNodeFlags(fixture.records));
    try {
      for (const processes of [1, 3]) {
        if (servers.length < processes) {
          servers.push(
            ...(await startApiProcesses(url, processes - servers.length, protocolNodeFlags(fixture.records))),
          );
        }
        for (const endpoint of await endpointsOf(servers[0]!.url, fixture)) {
          const measurement = await measureAcross(
            servers.slice(0, processes),
            { method: "GET", path: endpoint.path, connections },
            context.settings,
          );
          const jsonName = `protocol ${endpoint.label}, store of ${fixture.records} records @${connections}`;
          const jsonP99 = jsonRows.find((row) => row.name === jsonName)?.measurement?.latencyMs.p99 ?? 0;
          const name = `protocol ${endpoint.label} on PostgreSQL, ${fixture.records} records, ${processes} API process${processes === 1 ? "" : "es"} @${connections}`;
          context.log(`  ${name}: ${describe(measurement)} (JSON store p99 ${jsonP99} ms)`);
          rows.push({
            group: "postgres",
            name,
            label: `${endpoint.short}, PostgreSQL x${processes}`,
            connections,
            measurement,
            figures: {
              records: fixture.records,
              apiProcesses: processes,
              jsonStoreP99Ms: jsonP99,
              p99RatioToJsonStore: jsonP99 > 0 ? round(measurement.latencyMs.p99 / jsonP99, 2) : 0,
            },
            notes: ["API processes follow the database and serve from their in-memory indexes; load split evenly"],
          });
        }
      }
    } finally {
      for (const api of servers) await api.stop();
    }
    return rows;
  });
}
