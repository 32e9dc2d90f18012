/**
 * The parent side of the bench's child processes. Every server under test and every load
 * generator runs in its own process (the issue: the measured process is never shared with the
 * load), started with tsx's loader so they run the TypeScript sources directly.
 */
import { type ChildProcess, fork, spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { connect } from "node:net";
import path from "node:path";
import type { ChildMessage, ParentMessage, ProcessSample } from "./servers/ipc.ts";

/** The bench's own folder (child entry points are resolved from here). */
export const BENCH_DIR = import.meta.dirname;

/** Options of {@link startServer}. */
export interface StartServerOptions {
  /** Extra arguments for the child. */
  args?: readonly string[];
  /** Extra node flags (e.g. a larger heap for a million-posting ledger, or `--cpu-prof`). */
  nodeFlags?: readonly string[];
  /** Give up when the server is not ready within this many ms (a big ledger takes a while). */
  readyTimeoutMs?: number;
  /** Working directory (where `--cpu-prof` writes its profile). */
  cwd?: string;
}

/** A running server child. */
export interface ServerProcess {
  url: string;
  pid: number;
  /** What the child reported when ready (e.g. `startupMs`). */
  info: Record<string, unknown>;
  /** Time from spawn to ready, ms (includes node and tsx start-up). */
  spawnToReadyMs: number;
  /** Samples the child's RSS and CPU time. */
  sample(): Promise<ProcessSample>;
  /** Asks the child to stop and waits for it to exit (killed after `graceMs`). */
  stop(graceMs?: number): Promise<void>;
}

/** Built to dist/bench/ (an installed package) or run as TypeScript through tsx (a checkout). */
const COMPILED = import.meta.url.endsWith(".js");

/** Forks an entry point of bench/ (named by its .ts source) with an IPC channel. */
export function forkTs(entry: string, args: readonly string[], nodeFlags: readonly string[] = [], cwd?: string) {
  const file = COMPILED ? entry.replace(/\.ts$/, ".js") : entry;
  return fork(path.resolve(BENCH_DIR, file), [...args], {
    execArgv: [...(COMPILED ? [] : ["--import", "tsx"]), ...nodeFlags],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    ...(cwd === undefined ? {} : { cwd }),
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** Starts a server child (`bench/servers/<name>.ts`) and resolves when it listens. */
export async function startServer(name: string, options: StartServerOptions = {}): Promise<ServerProcess> {
  const started = performance.now();
  const child = forkTs(`servers/${name}.ts`, options.args ?? [], options.nodeFlags ?? [], options.cwd);
  const waiting = new Map<number, (sample: ProcessSample) => void>();
  let nextId = 1;
  const ready = await new Promise<{ url: string; info: Record<string, unknown> }>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`bench server ${name} was not ready within ${options.readyTimeoutMs ?? 60_000} ms`));
    }, options.readyTimeoutMs ?? 60_000);
    child.on("message", (message: ChildMessage) => {
      if (message.type === "ready") {
        clearTimeout(timer);
        resolve({ url: message.url, info: message.info });
      } else if (message.type === "failed") {
        clearTimeout(timer);
        reject(new Error(`bench server ${name} failed to start: ${message.message}`));
      } else if (message.type === "sample") {
        waiting.get(message.id)?.(message.sample);
        waiting.delete(message.id);
      }
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`bench server ${name} exited before it was ready (code ${code}, signal ${signal})`));
    });
  });
  const spawnToReadyMs = performance.now() - started;
  const post = (message: ParentMessage) => child.send(message);
  return {
    url: ready.url,
    pid: child.pid ?? -1,
    info: ready.info,
    spawnToReadyMs,
    sample: () =>
      new Promise<ProcessSample>((resolve, reject) => {
        if (!child.connected) {
          reject(new Error(`bench server ${name} is gone`));
          return;
        }
        const id = nextId++;
        waiting.set(id, resolve);
        post({ type: "sample", id });
      }),
    stop: async (graceMs = 30_000) => {
      if (child.connected) post({ type: "stop" });
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await exited(child);
      clearTimeout(timer);
    },
  };
}

/** Runs a short-lived child (`bench/<entry>.ts`) that answers with one IPC message, and returns it. */
export async function runChild<T>(entry: string, input: unknown, nodeFlags: readonly string[] = []): Promise<T> {
  const child = forkTs(entry, [], nodeFlags);
  return new Promise<T>((resolve, reject) => {
    let answered = false;
    child.on("message", (message: { type: "result"; value: T } | { type: "error"; message: string }) => {
      answered = true;
      if (message.type === "result") resolve(message.value);
      else reject(new Error(`${entry}: ${message.message}`));
    });
    child.once("exit", (code) => {
      if (!answered) reject(new Error(`${entry} exited with code ${code} without an answer`));
    });
    child.send(input as object);
  });
}

/** Reads a process's CPU time and memory from /proc (Linux): the sample of a server we did not write. */
async function sampleProc(pid: number): Promise<ProcessSample> {
  const [stat, status] = await Promise.all([
    readFile(`/proc/${pid}/stat`, "utf8"),
    readFile(`/proc/${pid}/status`, "utf8"),
  ]);
  // Fields after the parenthesised command name; utime and stime are the 12th and 13th of them.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticksPerSecond = 100;
  const cpuMicros = ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / ticksPerSecond;
  const kilobytes = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) * 1024;
  return {
    rss: kilobytes("VmRSS"),
    maxRss: kilobytes("VmHWM"),
    heapUsed: 0,
    cpuMicros,
    loopDelayMs: { p99: 0, max: 0 },
  };
}

/** Resolves once something accepts connections on `port` of 127.0.0.1. */
async function waitForPort(port: number, timeoutMs: number, child: ChildProcess): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before listening`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: "127.0.0.1", port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listened on port ${port} within ${timeoutMs} ms`);
}

/**
 * Starts a server that is not ours (Prism) as a plain child process listening on `port`, sampled
 * through /proc. Its event-loop stalls are unknown and reported as 0.
 */
export async function startExternalServer(
  command: string,
  args: readonly string[],
  port: number,
  readyTimeoutMs = 60_000,
  /** Where the child's stderr goes: a server that logs every request is silenced with "ignore". */
  stderr: "inherit" | "ignore" = "inherit",
): Promise<ServerProcess> {
  const started = performance.now();
  const child = spawn(command, [...args], { stdio: ["ignore", "ignore", stderr] });
  try {
    await waitForPort(port, readyTimeoutMs, child);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? -1,
    info: {},
    spawnToReadyMs: performance.now() - started,
    sample: () => sampleProc(child.pid ?? -1),
    stop: async (graceMs = 10_000) => {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await exited(child);
      clearTimeout(timer);
    },
  };
}
