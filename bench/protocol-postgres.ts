/**
 * Protocol pages on PostgreSQL (issue 18): the pages fixture's records loaded into a fresh database,
 * then the same pages as the JSON store's, served by one and by three API processes following that
 * database (the load spread evenly over them), each beside the JSON store's figure of the same run.
 */
import { initialStatus } from "../runtime/protocol/indexer/indexer.ts";
import { writeIndexerStatus } from "../runtime/protocol/pg/follower.ts";
import { PostgresStoreAdapter } from "../runtime/protocol/pg/ledger.ts";
import { COLLECTION_NAMES } from "../runtime/protocol/records.ts";
import { fileStoreAdapter, ProtocolStore } from "../runtime/protocol/store.ts";
import { round } from "./harness.ts";
import { runChild, type ServerProcess, startServer } from "./processes.ts";
import type { BenchSettings } from "./settings.ts";
import type { LoadResult, LoadSpec, Measurement } from "./types.ts";

/** Puts per commit while loading (one transaction each). */
const LOAD_BATCH = 20_000;

/** Copies every record, the checkpoint and the window of a data file into the database at `url`. */
export async function loadFixtureIntoPostgres(dataFile: string, url: string): Promise<number> {
  const source = new ProtocolStore(fileStoreAdapter(dataFile, { onWarning: () => {} }));
  await source.open();
  const adapter = new PostgresStoreAdapter(url, { lease: false });
  const target = new ProtocolStore(adapter);
  await target.open();
  let copied = 0;
  try {
    for (const state of Object.values(source.document.chains)) {
      const copy = target.chain(state.chainId, state.configHash);
      const writer = target.writer(copy);
      for (const collection of COLLECTION_NAMES) {
        for (const [key, value] of Object.entries(state[collection] as Record<string, unknown>)) {
          writer.put(collection, key, value as never);
          copied += 1;
          if (copied % LOAD_BATCH === 0) await target.commit();
        }
      }
      copy.checkpoint = state.checkpoint;
      copy.lastBlockTimestamp = state.lastBlockTimestamp;
      copy.blocks = state.blocks.slice();
      copy.origin = state.origin;
    }
    await target.commit();
    // What a caught-up indexer publishes, so API processes serve the loaded chains as ready.
    await writeIndexerStatus(
      adapter.ledger!.pool,
      Object.values(target.document.chains).map((state) => initialStatus(state.chainId, state.checkpoint, true)),
    );
  } finally {
    await target.close();
    await source.close();
  }
  return copied;
}

/** Starts `count` API processes on the database. */
export async function startApiProcesses(url: string, count: number, nodeFlags: string[]): Promise<ServerProcess[]> {
  const servers: ServerProcess[] = [];
  for (let i = 0; i < count; i++) {
    servers.push(await startServer("protocol", { args: ["--store", url], nodeFlags, readyTimeoutMs: 900_000 }));
  }
  return servers;
}

/** Load spread over several servers; CPU and RSS are the sums over them. */
export async function measureAcross(
  servers: readonly ServerProcess[],
  spec: Omit<LoadSpec, "url" | "durationSec" | "urls">,
  settings: BenchSettings,
): Promise<Measurement> {
  const urls = servers.map((server) => server.url);
  const first = servers[0]!.url;
  if (settings.warmupSec > 0) {
    await runChild<LoadResult>("load-worker.ts", { ...spec, url: first, urls, durationSec: settings.warmupSec });
  }
  const before = await Promise.all(servers.map((server) => server.sample()));
  const load = await runChild<LoadResult>("load-worker.ts", {
    ...spec,
    url: first,
    urls,
    durationSec: settings.durationSec,
  });
  const after = await Promise.all(servers.map((server) => server.sample()));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const MB = 1024 * 1024;
  return {
    ...load,
    reqPerSec: round(load.reqPerSec),
    latencyMs: {
      p50: round(load.latencyMs.p50, 2),
      p90: round(load.latencyMs.p90, 2),
      p99: round(load.latencyMs.p99, 2),
      max: round(load.latencyMs.max, 2),
    },
    rssMb: round(sum(after.map((s) => s.rss)) / MB, 1),
    maxRssMb: round(sum(after.map((s) => s.maxRss)) / MB, 1),
    cpuMicrosPerRequest: round(
      sum(after.map((s, i) => s.cpuMicros - before[i]!.cpuMicros)) / Math.max(1, load.requests),
      1,
    ),
    loopDelayMaxMs: round(Math.max(...after.map((s) => s.loopDelayMs.max)), 1),
  };
}
