/**
 * Protocol backfill (issue 8: "backfill of the devnet with 100k+ events, events/s, from anvil over
 * JSON-RPC"; target >= 5,000 events/s). A fixture chain — the devnet (deploy + demo scenario) plus
 * bulk activity from bench/protocol-load.ts — is built once per size and cached as an anvil state
 * file with its historical states (the indexer's `eth_call`s are pinned to old blocks). Each run
 * starts anvil on that file and indexes it from the start block to the head into a fresh data file,
 * in a child process (bench/protocol-backfill-worker.ts), end to end over JSON-RPC.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { findFreePort, resolveAnvilBinary } from "../runtime/devnet/anvil.ts";
import { createDevnetClients } from "../runtime/devnet/chain.ts";
import { deployProtocol } from "../runtime/devnet/deploy.ts";
import type { DevnetManifest } from "../runtime/devnet/manifest.ts";
import { DEVNET_GENESIS_TIMESTAMP, runScenario, SEED_BLOCK_INTERVAL_SECONDS } from "../runtime/devnet/scenario.ts";
import { INDEXED_TOPICS } from "../runtime/protocol/indexer/events.ts";
import { fixtureCacheDir, round } from "./harness.ts";
import { benchDatabaseUrl, POSTGRES_SKIPPED, withBenchDatabase } from "./postgres.ts";
import { runChild } from "./processes.ts";
import type { BackfillMeasurement, BackfillRun } from "./protocol-backfill-worker.ts";
import { generateProtocolLoad, type ProtocolLoadSummary } from "./protocol-load.ts";
import type { ScenarioContext } from "./scenarios.ts";
import type { BenchMode } from "./settings.ts";
import type { BenchRow } from "./types.ts";

/** Fixture size per mode: indexed events the load emits (on top of the demo scenario's). */
export const BACKFILL_SIZES: Record<BenchMode, { events: number; transactionsPerBlock: number; wallets: number }> = {
  full: { events: 100_000, transactionsPerBlock: 250, wallets: 48 },
  quick: { events: 20_000, transactionsPerBlock: 250, wallets: 48 },
  smoke: { events: 500, transactionsPerBlock: 50, wallets: 6 },
};

/** Bump when the fixture chain changes (load mix, amounts, devnet scenario), so stale caches are rebuilt. */
const FIXTURE_VERSION = 1;

/** A cached fixture chain. */
export interface BackfillFixture {
  version: number;
  /** The anvil state file (with historical states). */
  statePath: string;
  manifest: DevnetManifest;
  /** Logs of the indexed contracts and events from the start block to the head (`eth_getLogs`). */
  events: number;
  /** The head block. */
  headBlock: number;
  load: ProtocolLoadSummary;
  /** How long building the fixture took, seconds. */
  buildSeconds: number;
  stateBytes: number;
}

/** A fixture anvil, stopped by its PID. */
export interface FixtureAnvil {
  rpcUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts anvil with `args`. Not `startAnvil({statePath})`: that passes `--state`, which also
 * dumps the whole state every 5 s — for this chain a dump of hundreds of MB, which would compete
 * with the backfill being measured. Here the build dumps once on exit (`--dump-state`) and a run
 * only loads (`--load-state`).
 */
async function spawnAnvil(args: readonly string[], startTimeoutMs: number): Promise<FixtureAnvil> {
  const port = await findFreePort();
  const child: ChildProcess = spawn(
    resolveAnvilBinary(),
    ["--host", "127.0.0.1", "--port", String(port), "--quiet", ...args],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    stderr = (stderr + chunk).slice(-4_000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const stop = async () => {
    process.off("exit", killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      // Dumping a large state on exit takes a while.
      const timer = setTimeout(() => child.kill("SIGKILL"), 300_000);
      await exited;
      clearTimeout(timer);
    }
  };
  const rpcUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    try {
      await rpc(rpcUrl, "eth_chainId");
      break;
    } catch {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`anvil exited before answering: ${stderr.trim() || "no output"}`);
      }
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`anvil did not answer on ${rpcUrl} within ${startTimeoutMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  if (child.pid === undefined) throw new Error("anvil has no PID");
  return { rpcUrl, pid: child.pid, stop };
}

async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

/** Indexed logs from `fromBlock` to `toBlock`, counted in ranges small enough for one response each. */
export async function countIndexedLogs(
  rpcUrl: string,
  manifest: Pick<DevnetManifest, "contracts">,
  fromBlock: number,
  toBlock: number,
): Promise<number> {
  const { poolManager, whitelistManager, orderProtocol } = manifest.contracts;
  let count = 0;
  for (let from = fromBlock; from <= toBlock; from += 20) {
    const logs = (await rpc(rpcUrl, "eth_getLogs", [
      {
        address: [poolManager, whitelistManager, orderProtocol],
        topics: [INDEXED_TOPICS],
        fromBlock: `0x${from.toString(16)}`,
        toBlock: `0x${Math.min(toBlock, from + 19).toString(16)}`,
      },
    ])) as unknown[];
    count += logs.length;
  }
  return count;
}

/** The fixture of `size`, from the cache or built now (the devnet, its scenario, then the load). */
export async function prepareBackfillFixture(
  size: (typeof BACKFILL_SIZES)[BenchMode],
  log: (line: string) => void,
): Promise<BackfillFixture> {
  const dir = path.join(
    fixtureCacheDir(),
    `protocol-backfill-v${FIXTURE_VERSION}-e${size.events}-t${size.transactionsPerBlock}-w${size.wallets}`,
  );
  const infoPath = path.join(dir, "fixture.json");
  const statePath = path.join(dir, "state.json");
  try {
    const cached = JSON.parse(await readFile(infoPath, "utf8")) as BackfillFixture;
    if (cached.version === FIXTURE_VERSION && (await stat(statePath)).size === cached.stateBytes) {
      return { ...cached, statePath };
    }
  } catch {
    // Absent or stale: build it.
  }
  log(`  building the backfill fixture (${size.events} events)...`);
  const started = performance.now();
  await mkdir(dir, { recursive: true });
  const building = `${statePath}.${process.pid}.building`;
  await rm(building, { force: true });
  const anvil = await spawnAnvil(
    ["--timestamp", String(DEVNET_GENESIS_TIMESTAMP), "--dump-state", building, "--preserve-historical-states"],
    15_000,
  );
  let fixture: Omit<BackfillFixture, "stateBytes">;
  try {
    // What startDevnet does, on this anvil: fixed 12 s blocks while seeding, then the wall clock.
    const clients = createDevnetClients(anvil.rpcUrl, 31_337);
    await clients.testClient.setBlockTimestampInterval({ interval: SEED_BLOCK_INTERVAL_SECONDS });
    const protocol = await deployProtocol(clients);
    const manifest = await runScenario(clients, protocol);
    await clients.testClient.removeBlockTimestampInterval();
    const load = await generateProtocolLoad({ rpcUrl: anvil.rpcUrl, clients, protocol, manifest }, { ...size, log });
    const headBlock = Number(BigInt((await rpc(anvil.rpcUrl, "eth_blockNumber")) as string));
    const events = await countIndexedLogs(anvil.rpcUrl, manifest, manifest.startBlock, headBlock);
    fixture = { version: FIXTURE_VERSION, statePath, manifest, events, headBlock, load, buildSeconds: 0 };
  } finally {
    await anvil.stop(); // writes the state file
  }
  await rename(building, statePath);
  const stateBytes = (await stat(statePath)).size;
  const buildSeconds = round((performance.now() - started) / 1000, 1);
  const info: BackfillFixture = { ...fixture, buildSeconds, stateBytes };
  await writeFile(infoPath, JSON.stringify(info));
  log(
    `  built in ${buildSeconds} s: ${info.events} events, ${info.headBlock} blocks, ${info.load.transactions} transactions (${info.load.reverted} reverted), state ${round(stateBytes / 1024 / 1024)} MB`,
  );
  return info;
}

/** Anvil serving a fixture's chain (loaded from its state file, never written back). */
export function startFixtureAnvil(fixture: Pick<BackfillFixture, "statePath">): Promise<FixtureAnvil> {
  return spawnAnvil(["--load-state", fixture.statePath], 300_000);
}

/** One backfill of a fixture: anvil on its state, the indexer in a child process (into `database` when given). */
export async function measureBackfill(
  fixture: BackfillFixture,
  dataDir: string,
  database?: string,
): Promise<BackfillMeasurement> {
  const anvil = await startFixtureAnvil(fixture);
  try {
    await rm(dataDir, { recursive: true, force: true });
    const run: BackfillRun = {
      rpcUrl: anvil.rpcUrl,
      manifest: { ...fixture.manifest, rpcUrl: anvil.rpcUrl },
      dataDir,
      timeoutMs: 1_800_000,
      ...(database === undefined ? {} : { database }),
    };
    return await runChild<BackfillMeasurement>("protocol-backfill-worker.ts", run, ["--max-old-space-size=8192"]);
  } finally {
    await anvil.stop();
  }
}

/** The scenario: build or reuse the fixture of this mode's size, then measure one backfill of it. */
export async function runProtocolBackfill(context: ScenarioContext): Promise<BenchRow[]> {
  const size = BACKFILL_SIZES[context.settings.mode];
  const fixture = await prepareBackfillFixture(size, context.log);
  const measured = await measureBackfill(fixture, path.join(context.workDir, "protocol-backfill"));
  const eventsPerSec = round(measured.events / measured.seconds);
  const name = `protocol backfill of ${fixture.events} events from anvil`;
  context.log(
    `  ${name}: ${eventsPerSec} events/s (${measured.events} events, ${measured.lastBlock} blocks in ${round(measured.seconds, 2)} s), ` +
      `${measured.rpcRequests} JSON-RPC requests in ${measured.httpCalls} HTTP calls, peak RSS ${measured.peakRssMb} MB`,
  );
  const notes = [
    `requests by method: ${JSON.stringify(measured.requestsByMethod)}`,
    `records: ${JSON.stringify(measured.records)}`,
    `indexer CPU ${round(measured.cpuSeconds, 1)} s over ${round(measured.seconds, 1)} s wall`,
  ];
  if (measured.events !== fixture.events) {
    notes.push(`INDEXED ${measured.events} EVENTS, eth_getLogs counts ${fixture.events}`);
  }
  return [
    {
      group: "protocol",
      name,
      figures: {
        eventsPerSec,
        events: measured.events,
        blocks: measured.lastBlock,
        rpcRequests: measured.rpcRequests,
        httpCalls: measured.httpCalls,
        seconds: round(measured.seconds, 2),
        peakRssMb: measured.peakRssMb,
        fixtureBuildSeconds: fixture.buildSeconds,
      },
      notes,
    },
    await getLogsBaselineRow(context, fixture, eventsPerSec),
    await postgresBackfillRow(context, fixture, eventsPerSec),
  ];
}

/** Logs per `eth_getLogs` of the baseline: the indexer's own target per request (rpc.ts). */
const BASELINE_LOGS_PER_REQUEST = 10_000;

/** Passes over the chain per baseline measurement; the best one is the node's rate. */
const BASELINE_PASSES = 3;

/**
 * anvil's own `eth_getLogs` rate for the logs the backfill indexes: every indexed log from the
 * start block to the head, in ranges of about {@link BASELINE_LOGS_PER_REQUEST} logs fetched one
 * after another and parsed (what any indexer must at least do), best of {@link BASELINE_PASSES}.
 */
export async function measureGetLogsRate(
  rpcUrl: string,
  fixture: Pick<BackfillFixture, "manifest" | "headBlock" | "events">,
): Promise<{ eventsPerSec: number; logs: number; seconds: number; requests: number }> {
  const { startBlock } = fixture.manifest;
  const blocks = fixture.headBlock - startBlock + 1;
  const span = Math.max(1, Math.floor((blocks * BASELINE_LOGS_PER_REQUEST) / Math.max(1, fixture.events)));
  let best = { eventsPerSec: 0, logs: 0, seconds: 0, requests: 0 };
  for (let pass = 0; pass < BASELINE_PASSES; pass++) {
    const started = performance.now();
    let logs = 0;
    let requests = 0;
    for (let from = startBlock; from <= fixture.headBlock; from += span) {
      const to = Math.min(fixture.headBlock, from + span - 1);
      logs += (await getIndexedLogs(rpcUrl, fixture.manifest, from, to)).length;
      requests++;
    }
    const seconds = (performance.now() - started) / 1000;
    const eventsPerSec = logs / seconds;
    if (eventsPerSec > best.eventsPerSec) best = { eventsPerSec, logs, seconds, requests };
  }
  return best;
}

function getIndexedLogs(
  rpcUrl: string,
  manifest: Pick<DevnetManifest, "contracts">,
  fromBlock: number,
  toBlock: number,
): Promise<unknown[]> {
  const { poolManager, whitelistManager, orderProtocol } = manifest.contracts;
  const filter = {
    address: [poolManager, whitelistManager, orderProtocol],
    topics: [INDEXED_TOPICS],
    fromBlock: `0x${fromBlock.toString(16)}`,
    toBlock: `0x${toBlock.toString(16)}`,
  };
  return rpc(rpcUrl, "eth_getLogs", [filter]) as Promise<unknown[]>;
}

/** The backfill's events/s beside anvil's own `eth_getLogs` rate for the same logs, in this run (issue 21: >= 80%). */
async function getLogsBaselineRow(
  context: ScenarioContext,
  fixture: BackfillFixture,
  backfillEventsPerSec: number,
): Promise<BenchRow> {
  const anvil = await startFixtureAnvil(fixture);
  let measured: Awaited<ReturnType<typeof measureGetLogsRate>>;
  try {
    measured = await measureGetLogsRate(anvil.rpcUrl, fixture);
  } finally {
    await anvil.stop();
  }
  const getLogsEventsPerSec = round(measured.eventsPerSec);
  const ratio = getLogsEventsPerSec > 0 ? round(backfillEventsPerSec / getLogsEventsPerSec, 3) : 0;
  const name = `anvil eth_getLogs of the same ${measured.logs} logs (backfill baseline)`;
  context.log(
    `  ${name}: ${getLogsEventsPerSec} logs/s (${measured.requests} requests, ${round(measured.seconds, 2)} s); ` +
      `backfill ${backfillEventsPerSec} events/s = ${round(ratio * 100, 1)}% of it (goal >= 80%)`,
  );
  return {
    group: "protocol",
    name,
    figures: {
      getLogsEventsPerSec,
      backfillEventsPerSec,
      backfillToGetLogsRatio: ratio,
      logs: measured.logs,
      requests: measured.requests,
      seconds: round(measured.seconds, 3),
    },
    notes: [
      `best of ${BASELINE_PASSES} sequential passes, ranges of about ${BASELINE_LOGS_PER_REQUEST} logs, JSON parsed, nothing decoded`,
      "the backfill also fetches share transfers, senders and pool reads, decodes and applies every event and commits",
    ],
  };
}

/** The same backfill into PostgreSQL, beside the JSON store's figure of the same run. */
async function postgresBackfillRow(
  context: ScenarioContext,
  fixture: BackfillFixture,
  jsonEventsPerSec: number,
): Promise<BenchRow> {
  const name = `protocol backfill of ${fixture.events} events from anvil into PostgreSQL`;
  const server = benchDatabaseUrl();
  if (server === null) {
    context.log(`  ${name}: ${POSTGRES_SKIPPED}`);
    return { group: "postgres", name, figures: {}, notes: [POSTGRES_SKIPPED] };
  }
  const measured = await withBenchDatabase(server, "backfill", (url) =>
    measureBackfill(fixture, path.join(context.workDir, "protocol-backfill-pg"), url),
  );
  const eventsPerSec = round(measured.events / measured.seconds);
  const ratio = jsonEventsPerSec > 0 ? round(eventsPerSec / jsonEventsPerSec, 2) : 0;
  context.log(
    `  ${name}: ${eventsPerSec} events/s (${measured.events} events in ${round(measured.seconds, 2)} s), ` +
      `${ratio}x the JSON store's ${jsonEventsPerSec} events/s in this run (goal: >= 5,000 events/s)`,
  );
  return {
    group: "postgres",
    name,
    figures: {
      eventsPerSec,
      jsonStoreEventsPerSec: jsonEventsPerSec,
      ratioToJsonStore: ratio,
      events: measured.events,
      seconds: round(measured.seconds, 2),
      peakRssMb: measured.peakRssMb,
    },
    notes: [
      "one transaction per indexer commit (records, checkpoint, window, undo log, change log)",
      `records: ${JSON.stringify(measured.records)}`,
      `indexer CPU ${round(measured.cpuSeconds, 1)} s over ${round(measured.seconds, 1)} s wall`,
    ],
  };
}
