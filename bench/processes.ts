/**
 * The parent side of the bench's child processes. Every server under test and every load
 * generator runs in its own process (the issue: the measured process is never shared with the
 * load), started with tsx's loader so they run the TypeScript sources directly.
 */
import { type ChildProcess, fork } from "node:child_process";
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

/** Forks a TypeScript entry point of bench/ with tsx's loader and an IPC channel. */
export function forkTs(entry: string, args: readonly string[], nodeFlags: readonly string[] = [], cwd?: string) {
  return fork(path.resolve(BENCH_DIR, entry), [...args], {
    execArgv: ["--import", "tsx", ...nodeFlags],
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
