/**
 * The child side of a server under test: start the server, tell the parent where it listens, answer
 * resource probes (RSS, CPU time, event-loop stalls) and stop on request. The parent is
 * `bench/processes.ts`.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type IntervalHistogram, monitorEventLoopDelay } from "node:perf_hooks";

/** Resource usage of a server process, sampled on request. */
export interface ProcessSample {
  /** Resident set size now, bytes. */
  rss: number;
  /** Peak resident set size since the process started, bytes. */
  maxRss: number;
  /** V8 heap in use, bytes. */
  heapUsed: number;
  /** User + system CPU time since the process started, µs. */
  cpuMicros: number;
  /**
   * Event-loop delay since the previous sample, ms: how long the loop was blocked at worst (a
   * synchronous snapshot write, a big JSON.stringify) - every request in flight waits that long.
   */
  loopDelayMs: { p99: number; max: number };
}

/** Messages from a server child to the bench. */
export type ChildMessage =
  | { type: "ready"; url: string; info: Record<string, unknown> }
  | { type: "sample"; id: number; sample: ProcessSample }
  | { type: "failed"; message: string };

/** Messages from the bench to a server child. */
export type ParentMessage = { type: "sample"; id: number } | { type: "stop" };

/** A started server: its URL, facts worth reporting (e.g. start-up time), and how to stop it. */
export interface StartedServer {
  url: string;
  info?: Record<string, unknown>;
  close(): Promise<void>;
}

/** Listens on a free loopback port: the started server of a plain `node:http` baseline. */
export async function listenOnLoopback(server: Server): Promise<StartedServer> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Samples this process's resource usage; `loopDelay` is reset for the next window. */
export function sampleProcess(loopDelay?: IntervalHistogram): ProcessSample {
  const usage = process.resourceUsage();
  const memory = process.memoryUsage();
  const sample = {
    rss: memory.rss,
    maxRss: usage.maxRSS * 1024,
    heapUsed: memory.heapUsed,
    cpuMicros: usage.userCPUTime + usage.systemCPUTime,
    loopDelayMs:
      loopDelay === undefined || loopDelay.count === 0
        ? { p99: 0, max: 0 }
        : { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 },
  };
  loopDelay?.reset();
  return sample;
}

function send(message: ChildMessage): void {
  process.send?.(message);
}

/**
 * Runs `start` in this (child) process and serves the bench's requests over IPC until told to
 * stop. A start-up failure is reported to the parent and exits with code 1.
 */
export async function serveChild(start: () => Promise<StartedServer>): Promise<void> {
  if (process.send === undefined) throw new Error("a bench server must be started by the bench (IPC channel missing)");
  let server: StartedServer;
  try {
    server = await start();
  } catch (error) {
    send({ type: "failed", message: String((error as Error)?.stack ?? error) });
    process.exitCode = 1;
    process.disconnect();
    return;
  }
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  process.on("message", (message: ParentMessage) => {
    if (message.type === "sample") send({ type: "sample", id: message.id, sample: sampleProcess(loopDelay) });
    else if (message.type === "stop") {
      void server.close().finally(() => {
        process.disconnect();
        process.exit(0);
      });
    }
  });
  // Without the bench there is nobody to stop us: leave instead of lingering.
  process.on("disconnect", () => process.exit(0));
  send({ type: "ready", url: server.url, info: server.info ?? {} });
}

/** Reads `--name value` from argv. */
export function argValue(name: string, fallback?: string): string {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? undefined : process.argv[index + 1];
  if (value === undefined) {
    if (fallback === undefined) throw new Error(`missing --${name}`);
    return fallback;
  }
  return value;
}
