/**
 * Building blocks of the scenarios: a measured load run (warm-up, then autocannon in a child
 * process while the server child's RSS and CPU time are sampled), cached ledger fixtures, the
 * fsync probe, and small statistics.
 */
import { copyFile, mkdir, open, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { LedgerFixtureInfo, LedgerFixtureOptions } from "./ledger-fixture.ts";
import { runChild, type ServerProcess, startServer } from "./processes.ts";
import type { BenchSettings } from "./settings.ts";
import type { LoadResult, LoadSpec, Measurement } from "./types.ts";

const MB = 1024 * 1024;

/** Median of the values (0 for none). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The value at `fraction` (0-1) of the sorted values (nearest rank). */
export function quantile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0;
}

/** Rounds to `digits` decimals (report figures, not arithmetic). */
export function round(value: number, digits = 0): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Runs a load against a server child: a warm-up (not recorded), then the measured run. */
export async function measureLoad(
  server: ServerProcess,
  spec: Omit<LoadSpec, "url" | "durationSec">,
  settings: BenchSettings,
): Promise<Measurement> {
  if (settings.warmupSec > 0) {
    await runChild<LoadResult>("load-worker.ts", { ...spec, url: server.url, durationSec: settings.warmupSec });
  }
  const before = await server.sample();
  const load = await runChild<LoadResult>("load-worker.ts", {
    ...spec,
    url: server.url,
    durationSec: settings.durationSec,
  });
  const after = await server.sample();
  return {
    ...load,
    reqPerSec: round(load.reqPerSec),
    latencyMs: {
      p50: round(load.latencyMs.p50, 2),
      p90: round(load.latencyMs.p90, 2),
      p99: round(load.latencyMs.p99, 2),
      max: round(load.latencyMs.max, 2),
    },
    rssMb: round(after.rss / MB, 1),
    maxRssMb: round(after.maxRss / MB, 1),
    cpuMicrosPerRequest: round((after.cpuMicros - before.cpuMicros) / Math.max(1, load.requests), 1),
    loopDelayMaxMs: round(after.loopDelayMs.max, 1),
  };
}

/** Where fixtures are cached between runs (a million-posting snapshot takes a while to build). */
export function fixtureCacheDir(): string {
  return path.join(os.tmpdir(), "contractkit-bench", "fixtures");
}

/** Bump when the fixture's content changes (3: the current store format, with its journal), so stale caches are not reused. */
const FIXTURE_VERSION = 3;

/**
 * A ledger fixture at `dataFile`: built once per option set into the cache (in a child process
 * with a large heap), then copied, so a run can change its copy freely.
 */
export async function prepareLedger(
  dataFile: string,
  options: LedgerFixtureOptions,
  log: (line: string) => void,
): Promise<LedgerFixtureInfo> {
  const key = `v${FIXTURE_VERSION}-p${options.postings}-pp${options.payerPayments ?? 0}-f${options.fillerAccounts ?? 100}`;
  const cached = path.join(fixtureCacheDir(), key, "bank.json");
  const infoFile = `${cached}.info.json`;
  let info: LedgerFixtureInfo;
  try {
    info = JSON.parse(await readFile(infoFile, "utf8")) as LedgerFixtureInfo;
    if ((await stat(cached)).size !== info.snapshotBytes) throw new Error("fixture size differs from its info");
    await stat(`${cached}.journal`);
  } catch {
    const started = performance.now();
    log(`  building ledger fixture ${key} (${options.postings} postings)...`);
    info = await runChild<LedgerFixtureInfo>("fixture-worker.ts", { dataFile: cached, options }, [
      "--max-old-space-size=8192",
    ]);
    await writeFile(infoFile, JSON.stringify(info));
    log(`  built in ${round((performance.now() - started) / 1000, 1)} s (${round(info.snapshotBytes / MB)} MB)`);
  }
  await mkdir(path.dirname(dataFile), { recursive: true });
  await Promise.all(
    [dataFile, `${dataFile}.journal`, `${dataFile}.lock`, `${dataFile}.next`, `${dataFile}.mark`].map((file) =>
      rm(file, { force: true }),
    ),
  );
  await copyFile(cached, dataFile);
  // The snapshot names the journal that continues it: without it the store refuses to start.
  await copyFile(`${cached}.journal`, `${dataFile}.journal`);
  return info;
}

/** Node flags for a bank holding a big ledger (1M postings take ~1.5 GB of heap). */
export function bankNodeFlags(postings: number): string[] {
  return postings >= 200_000 ? ["--max-old-space-size=8192"] : [];
}

/** Starts the bank child on a prepared data file. */
export function startBank(
  dataFile: string,
  adminKey: string,
  postings: number,
  extraNodeFlags: readonly string[] = [],
): Promise<ServerProcess> {
  return startServer("bank", {
    args: ["--data", dataFile, "--admin-key", adminKey, "--compact-on-stop", "false"],
    nodeFlags: [...bankNodeFlags(postings), ...extraNodeFlags],
    readyTimeoutMs: 300_000,
  });
}

/**
 * The machine's fsync latency: `samples` appends of one journal-sized line, each followed by
 * `fdatasync`, as the store's group commit does. Durability costs at least this per batch.
 */
export async function probeFsync(dir: string, samples: number): Promise<{ p50: number; p99: number }> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, "fsync-probe");
  const handle = await open(file, "w");
  const line = Buffer.from(`${"x".repeat(300)}\n`);
  const micros: number[] = [];
  try {
    for (let index = 0; index < samples; index += 1) {
      await handle.write(line);
      const started = performance.now();
      await handle.datasync();
      micros.push((performance.now() - started) * 1000);
    }
  } finally {
    await handle.close();
    await rm(file, { force: true });
  }
  return { p50: round(median(micros)), p99: round(quantile(micros, 0.99)) };
}
