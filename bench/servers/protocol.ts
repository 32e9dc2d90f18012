/**
 * The protocol data service under test: `startProtocolService` on a data file the bench prepared
 * (bench/protocol-fixture.ts), serving it without following a chain (`followChains: false`: no
 * indexer, no RPC). Reports how long the start took (lock, snapshot load, journal replay, query
 * indexes, listen) - the "start-up per store size" figure.
 *
 * `--probe-commits N` then times N commits of a head-following batch (10 new flows of a probe
 * wallet and the next block's checkpoint, each `put` + `commit`, fdatasync included) before
 * reporting ready, so the bench can show that a commit costs the same at 1k and at 1M records. The
 * probe wallet is one no measured request asks for.
 *
 * With `--expose-gc` it first collects the start-up's garbage (a full GC, timed as `settleGcMs`),
 * so neither the probe nor the first measured run pays for the start-up.
 *
 * Stopping closes the server and flushes the store without the clean-close compaction: the bench
 * throws the copy away, and rewriting a million-record snapshot would only slow the run down.
 */
import type { Address, Hex } from "viem";
import { decodeCheckpoint } from "../../runtime/protocol/checkpoint.ts";
import { chainConfigHash } from "../../runtime/protocol/config.ts";
import { eventKey, type FlowRecord } from "../../runtime/protocol/records.ts";
import { startProtocolService } from "../../runtime/protocol/service.ts";
import type { ProtocolStore } from "../../runtime/protocol/store.ts";
import { median, quantile, round } from "../harness.ts";
import { BENCH_CHAIN_ID, benchChainConfig } from "../protocol-fixture.ts";
import { argValue, serveChild } from "./ipc.ts";

/** Flows per probe commit: a busy block's worth. */
const PROBE_FLOWS_PER_COMMIT = 10;
const PROBE_WALLET: Address = "0x00000000000000000000000000000000000b0b0b";

/** Times `commits` commits of a small batch each; returns the per-commit figures. */
async function probeCommits(store: ProtocolStore, commits: number): Promise<Record<string, number>> {
  const config = benchChainConfig();
  const state = store.chain(BENCH_CHAIN_ID, chainConfigHash(config));
  const writer = store.writer(state);
  const pools = Object.keys(state.pools);
  const before = store.stats();
  const commitMs: number[] = [];
  const commitCpuMs: number[] = [];
  const batchMs: number[] = [];
  let block = (state.checkpoint === null ? config.startBlock : decodeCheckpoint(state.checkpoint).blockNumber) + 1;
  for (let index = 0; index < commits; index += 1, block += 1) {
    const timestamp = (state.lastBlockTimestamp ?? 0) + 12;
    const started = performance.now();
    for (let log = 0; log < PROBE_FLOWS_PER_COMMIT; log += 1) {
      const txHash = `0x${block.toString(16).padStart(56, "0")}${log.toString(16).padStart(8, "0")}` as Hex;
      const flow: FlowRecord = {
        chainId: BENCH_CHAIN_ID,
        poolId: pools[(index + log) % pools.length] as Hex,
        blockNumber: block,
        blockTimestamp: timestamp,
        txHash,
        logIndex: log,
        walletAddress: PROBE_WALLET,
        actionType: "mint",
        deltaCollateral: -1_000_000n,
        deltaReference: 0n,
        deltaPrincipal: 1_000_000n,
        deltaSwap: 1_000_000n,
        feeInCollateral: 0n,
        feeInReference: 0n,
      };
      writer.put("flows", eventKey(BENCH_CHAIN_ID, txHash, log), flow, block);
    }
    writer.recordBlock({ number: block, hash: txHash32(block, "a"), parentHash: txHash32(block - 1, "a"), timestamp });
    writer.finalize(block - config.finalityDepth);
    // commit() collects the changes and serialises its journal line synchronously, then waits
    // for the write and fdatasync: the first part is the store's own work, the rest the disk's.
    const committing = performance.now();
    const durable = store.commit();
    const queued = performance.now();
    await durable;
    const done = performance.now();
    commitCpuMs.push(queued - committing);
    commitMs.push(done - committing);
    batchMs.push(done - started);
  }
  const after = store.stats();
  return {
    probeCommits: commits,
    commitP50Ms: round(median(commitMs), 3),
    commitP99Ms: round(quantile(commitMs, 0.99), 3),
    commitCpuP50Ms: round(median(commitCpuMs), 3),
    commitCpuP99Ms: round(quantile(commitCpuMs, 0.99), 3),
    batchP50Ms: round(median(batchMs), 3),
    journalBytesPerCommit: round((after.journalBytes - before.journalBytes) / Math.max(1, commits)),
  };
}

const txHash32 = (block: number, branch: string): Hex =>
  `0x${branch.repeat(8)}${block.toString(16).padStart(56, "0")}` as Hex;

await serveChild(async () => {
  // --store postgres://…: an API process following that database (the bench loaded the fixture into it).
  const database = process.argv.includes("--store") ? argValue("store") : undefined;
  const commits = Number(argValue("probe-commits", "0"));
  const started = performance.now();
  const service = await startProtocolService({
    config: { chains: [benchChainConfig()] },
    ...(database === undefined ? { dataFile: argValue("data") } : { database, role: "api" as const }),
    followChains: false,
    port: 0,
    host: "127.0.0.1",
    log: (line) => process.stderr.write(`bench protocol: ${line}\n`),
  });
  const startupMs = performance.now() - started;
  // Start-up leaves the garbage of decoding the snapshot behind; with --expose-gc, collect it now
  // rather than in the commit probe or the first measured run (a full GC of a million-record heap
  // takes seconds).
  const gc = (globalThis as { gc?: () => void }).gc;
  const gcStarted = performance.now();
  gc?.();
  const settleGcMs = gc === undefined ? null : round(performance.now() - gcStarted);
  const probe = commits > 0 ? await probeCommits(service.store, commits) : {};
  return {
    url: service.url,
    info: { startupMs, ...probe, ...(settleGcMs === null ? {} : { settleGcMs }) },
    close: async () => {
      await new Promise<void>((resolve) => {
        service.server.close(() => resolve());
        service.server.closeAllConnections();
      });
      await service.store.flush();
    },
  };
});
