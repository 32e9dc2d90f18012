/**
 * The measured side of the protocol backfill scenario, in its own process so its peak RSS and CPU
 * are the indexer's alone: starts the protocol service on a fresh data file against an anvil that
 * serves the fixture chain, waits until the indexer has caught up with the head, and reports what
 * it took. Every JSON-RPC request and every HTTP call the indexer makes is counted.
 *
 * Input (one IPC message): {@link BackfillRun}. Output: `{type: "result", value: BackfillMeasurement}`.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Transport } from "viem";
import { configFromManifest } from "../runtime/protocol/config.ts";
import { createRpcTransport } from "../runtime/protocol/indexer/rpc.ts";
import { COLLECTION_NAMES } from "../runtime/protocol/records.ts";
import { startProtocolService } from "../runtime/protocol/service.ts";

/** What the worker is asked to do. */
export interface BackfillRun {
  rpcUrl: string;
  /** The devnet manifest of the fixture chain (contracts, start block). */
  manifest: Parameters<typeof configFromManifest>[0];
  /** A directory for the fresh data file. */
  dataDir: string;
  /** A postgres:// URL of an empty database: index into PostgreSQL instead of the data file. */
  database?: string;
  /** Give up when the indexer is not ready after this long. */
  timeoutMs: number;
}

/** What the worker measured. */
export interface BackfillMeasurement {
  /** Events the indexer applied. */
  events: number;
  /** The last indexed block (the chain's head). */
  lastBlock: number;
  /** From the indexer's start to ready (caught up with the head), seconds. */
  seconds: number;
  /** JSON-RPC requests (a batch of n counts n). */
  rpcRequests: number;
  /** HTTP calls (a batch counts once). */
  httpCalls: number;
  /** JSON-RPC requests by method. */
  requestsByMethod: Record<string, number>;
  /** Records stored per collection at the end. */
  records: Record<string, number>;
  /** Peak RSS of this process, MB. */
  peakRssMb: number;
  /** CPU time of this process during the backfill (user + system), seconds. */
  cpuSeconds: number;
}

/** Wraps a transport so every JSON-RPC request is counted by method. */
function counting(inner: Transport, counts: Map<string, number>): Transport {
  return (parameters) => {
    const transport = inner(parameters);
    const request = ((args: { method: string }, options?: unknown) => {
      counts.set(args.method, (counts.get(args.method) ?? 0) + 1);
      return transport.request(args as never, options as never);
    }) as typeof transport.request;
    return { ...transport, request };
  };
}

async function measure(run: BackfillRun): Promise<BackfillMeasurement> {
  await mkdir(run.dataDir, { recursive: true });
  const config = configFromManifest(run.manifest, run.rpcUrl);
  const chain = config.chains[0];
  if (chain === undefined) throw new Error("the manifest configures no chain");
  const counts = new Map<string, number>();
  let httpCalls = 0;
  const transport = counting(
    createRpcTransport(chain.rpcUrl, {
      onFetchRequest: () => {
        httpCalls += 1;
      },
    }),
    counts,
  );
  const service = await startProtocolService({
    config,
    ...(run.database === undefined
      ? { dataFile: path.join(run.dataDir, "protocol.json") }
      : { database: run.database, role: "indexer" as const }),
    port: 0,
    host: "127.0.0.1",
    transports: new Map([[chain.chainId, transport]]),
  });
  // The indexer starts when the service listens: measure from here to ready.
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  try {
    await service.indexer.waitUntilReady(run.timeoutMs);
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const state = service.store.peek(chain.chainId);
    const records: Record<string, number> = {};
    if (state) {
      for (const collection of COLLECTION_NAMES) records[collection] = Object.keys(state[collection]).length;
    }
    return {
      events: service.indexer.status.eventsIndexed,
      lastBlock: service.indexer.status.lastIndexedBlock ?? -1,
      seconds,
      rpcRequests: [...counts.values()].reduce((sum, n) => sum + n, 0),
      httpCalls,
      requestsByMethod: Object.fromEntries([...counts].sort((a, b) => b[1] - a[1])),
      records,
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
    };
  } finally {
    await service.close();
  }
}

// The bench is gone (Ctrl-C, a crash): nobody wants the answer, stop now.
process.once("disconnect", () => process.exit(1));
process.once("message", (run: BackfillRun) => {
  measure(run).then(
    (value) => process.send?.({ type: "result", value }, () => process.exit(0)),
    (error: unknown) =>
      process.send?.({ type: "error", message: String((error as Error)?.stack ?? error) }, () => process.exit(1)),
  );
});
