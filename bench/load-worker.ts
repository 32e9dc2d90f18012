/**
 * The load generator: a child process running autocannon's API against one URL, so the process
 * that generates load is never the one measured. It records every response's latency itself
 * (autocannon's histogram has 1 ms resolution; p50s here are well below that).
 *
 * Input (one IPC message): {@link LoadSpec}. Output: `{type: "result", value: LoadResult}`.
 */
import { createRequire } from "node:module";
import type { LoadResult, LoadSpec } from "./types.ts";

/** The part of autocannon's API used here (the package ships no type declarations). */
interface AutocannonInstance extends PromiseLike<{ duration: number; errors: number; timeouts: number }> {
  on(event: "response", listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): void;
}
type Autocannon = (options: Record<string, unknown>) => AutocannonInstance;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? 0;
}

async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  let counter = 0;
  const runId = `${process.pid}-${Date.now().toString(36)}`;
  const headers: Record<string, string> = { ...(spec.headers ?? {}) };
  if (spec.body !== undefined) headers["content-type"] = "application/json";
  const request = {
    method: spec.method,
    path: spec.path,
    headers,
    ...(spec.body === undefined ? {} : { body: spec.body }),
    ...(spec.uniqueIdempotencyKey || spec.variants
      ? {
          setupRequest: (req: { headers?: Record<string, string>; body?: string }) => {
            counter += 1;
            const variant = spec.variants?.[counter % spec.variants.length];
            if (variant !== undefined) {
              req.headers = { ...req.headers, ...variant.headers };
              req.body = variant.body;
            }
            // A fresh key per request: every request creates a payment (no replays).
            if (spec.uniqueIdempotencyKey) req.headers = { ...req.headers, "idempotency-key": `${runId}-${counter}` };
            return req;
          },
        }
      : {}),
  };
  let latencies = new Float64Array(1 << 16);
  let recorded = 0;
  const statuses: Record<string, number> = {};
  // Several servers: the connections split evenly, one autocannon per server, one latency record.
  const urls = spec.urls ?? [spec.url];
  const instances = urls.map((url, i) =>
    autocannon({
      url,
      connections: Math.max(
        1,
        Math.floor(spec.connections / urls.length) + (i < spec.connections % urls.length ? 1 : 0),
      ),
      duration: spec.durationSec,
      requests: [request],
    }),
  );
  for (const instance of instances) {
    instance.on("response", (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      if (recorded === latencies.length) {
        const bigger = new Float64Array(latencies.length * 2);
        bigger.set(latencies);
        latencies = bigger;
      }
      latencies[recorded] = responseTime;
      recorded += 1;
    });
  }
  const results = await Promise.all(instances);
  const result = {
    duration: Math.max(...results.map((r) => (r.duration as number) || 0)),
    errors: results.reduce((sum, r) => sum + (r.errors as number), 0),
    timeouts: results.reduce((sum, r) => sum + (r.timeouts as number), 0),
  };
  const sorted = latencies.slice(0, recorded).sort();
  const durationSec = (result.duration as number) || spec.durationSec;
  const ok = Object.entries(statuses)
    .filter(([code]) => code.startsWith("2"))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    requests: recorded,
    okResponses: ok,
    statuses,
    errors: result.errors + result.timeouts,
    durationSec,
    reqPerSec: ok / durationSec,
    latencyMs: {
      p50: percentile(sorted, 0.5),
      p90: percentile(sorted, 0.9),
      p99: percentile(sorted, 0.99),
      max: sorted.length === 0 ? 0 : (sorted[sorted.length - 1] ?? 0),
    },
  };
}

// The bench is gone (Ctrl-C, a crash): nobody wants the answer, stop now.
process.once("disconnect", () => process.exit(1));
process.once("message", (spec: LoadSpec) => {
  runLoad(spec).then(
    (value) => {
      process.send?.({ type: "result", value }, () => process.exit(0));
    },
    (error: unknown) => {
      process.send?.({ type: "error", message: String((error as Error)?.stack ?? error) }, () => process.exit(1));
    },
  );
});
