/**
 * A local anvil node from the `@foundry-rs/anvil` npm package: started on a host and port, awaited
 * until it answers JSON-RPC, and stopped by its own PID (never by name).
 */

import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import path from "node:path";
import { ContractkitError } from "../../generated/http/errors.ts";

/** Anvil's default chain id, also what viem's `foundry` chain uses. */
export const DEFAULT_CHAIN_ID = 31_337;
/** The conventional local JSON-RPC port. */
export const DEFAULT_PORT = 8545;
/** Loopback only: the devnet holds well-known private keys and must not be reachable from outside. */
export const DEFAULT_HOST = "127.0.0.1";

/** Options of {@link startAnvil}. */
export interface AnvilOptions {
  /** TCP port; `0` picks a free one. Default {@link DEFAULT_PORT}. */
  port?: number;
  /** Interface to bind. Default {@link DEFAULT_HOST}. */
  host?: string;
  /** Default {@link DEFAULT_CHAIN_ID}. */
  chainId?: number;
  /** Seconds between mined blocks; absent = automine (one block per transaction). */
  blockTime?: number;
  /** Unix seconds of the genesis block; absent = anvil uses the wall clock. */
  genesisTimestamp?: number;
  /** Passes `--quiet` and discards anvil's stdout. Default true. */
  quiet?: boolean;
  /** How long to wait for the first `eth_chainId` answer. Default 15 s. */
  startTimeoutMs?: number;
  /**
   * Keep the chain in this file: loaded at start when it exists, written every few seconds and on
   * exit (anvil's `--state`), with block history, so a restarted devnet resumes the same chain.
   */
  statePath?: string;
}

/** A running anvil. */
export interface AnvilInstance {
  rpcUrl: string;
  host: string;
  port: number;
  chainId: number;
  pid: number;
  /** Sends SIGTERM to this anvil's PID (SIGKILL after 5 s) and resolves once it has exited. Idempotent. */
  stop(): Promise<void>;
}

/** Why anvil could not be started. */
export type AnvilErrorCode = "PORT_IN_USE" | "BINARY_NOT_FOUND" | "START_FAILED" | "TIMEOUT";

/** Anvil failed to start; `code` says why, the message says what to do. */
export class AnvilError extends ContractkitError {
  override readonly name = "AnvilError";
  constructor(
    override readonly code: AnvilErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Where {@link resolveAnvilBinary} looks; the defaults are this process's. Tests pass their own. */
export interface AnvilLookup {
  platform?: NodeJS.Platform;
  arch?: string;
  env?: NodeJS.ProcessEnv;
  /** The `@foundry-rs/anvil` folder; default: resolved from this module, absent when not installed. */
  wrapperDir?: string | null;
}

/** anvil's npm name for a CPU (`amd64`, not Node's `x64`). */
const anvilArch = (arch: string) => (arch === "x64" ? "amd64" : arch);

function installedWrapperDir(): string | null {
  try {
    return path.dirname(createRequire(import.meta.url).resolve("@foundry-rs/anvil/package.json"));
  } catch {
    return null;
  }
}

/** The platform package's binary, resolved from the wrapper that declares it as an optional dependency. */
function platformPackageBinary(wrapperDir: string, platformPackage: string, binaryName: string): string | null {
  try {
    return createRequire(path.join(wrapperDir, "package.json")).resolve(`${platformPackage}/bin/${binaryName}`);
  } catch {
    return null;
  }
}

/** The first `binaryName` on PATH (a Foundry install: foundryup puts anvil in ~/.foundry/bin). */
function onPath(env: NodeJS.ProcessEnv, binaryName: string, platform: NodeJS.Platform): string | null {
  const separator = platform === "win32" ? ";" : ":";
  for (const dir of (env.PATH ?? env.Path ?? "").split(separator)) {
    if (dir && existsSync(path.join(dir, binaryName))) return path.join(dir, binaryName);
  }
  return null;
}

/**
 * Path of the native anvil binary, from the first of: the platform package `@foundry-rs/anvil`
 * installs as an optional dependency (`@foundry-rs/anvil-<platform>-<arch>/bin/anvil`); the file
 * the wrapper's postinstall downloads next to itself when that package is missing (and the `dist/`
 * its own bin.mjs also tries); `ANVIL_BINARY`; `anvil` on PATH. The registry this project
 * installs from serves only some platform packages, hence the fallbacks. Spawning the binary
 * directly (not the Node wrapper) means the PID we stop is anvil itself.
 */
export function resolveAnvilBinary(lookup: AnvilLookup = {}): string {
  const platform = lookup.platform ?? process.platform;
  const arch = lookup.arch ?? process.arch;
  const env = lookup.env ?? process.env;
  const wrapperDir = lookup.wrapperDir === undefined ? installedWrapperDir() : lookup.wrapperDir;
  const binaryName = platform === "win32" ? "anvil.exe" : "anvil";
  const platformPackage = `@foundry-rs/anvil-${platform}-${anvilArch(arch)}`;
  const candidates = [
    wrapperDir && platformPackageBinary(wrapperDir, platformPackage, binaryName),
    wrapperDir && path.join(wrapperDir, binaryName),
    wrapperDir && path.join(wrapperDir, "..", "dist", binaryName),
  ];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  const configured = env.ANVIL_BINARY;
  if (configured) {
    if (existsSync(configured)) return configured;
    throw new AnvilError("BINARY_NOT_FOUND", `ANVIL_BINARY is set to ${configured}, but no such file exists`);
  }
  const fromPath = onPath(env, binaryName, platform);
  if (fromPath) return fromPath;
  throw new AnvilError("BINARY_NOT_FOUND", anvilMissingMessage(platform, arch, platformPackage, wrapperDir));
}

/** What to do when no anvil binary is found: every place looked at, and three ways to provide one. */
function anvilMissingMessage(platform: string, arch: string, platformPackage: string, wrapperDir: string | null) {
  const where = wrapperDir
    ? `${platformPackage} is not installed and @foundry-rs/anvil's postinstall left no binary in ${wrapperDir}`
    : "@foundry-rs/anvil is not installed";
  return [
    `no anvil binary for ${platform}/${arch}: ${where}; ANVIL_BINARY is not set and no anvil is on PATH.`,
    "Provide one of:",
    "  - reinstall with scripts enabled so @foundry-rs/anvil's postinstall can download it: npm rebuild @foundry-rs/anvil",
    "  - install Foundry (curl -L https://foundry.paradigm.xyz | bash && foundryup) so anvil is on PATH",
    "  - point ANVIL_BINARY at an anvil executable: ANVIL_BINARY=/path/to/anvil",
  ].join("\n");
}

/** Whether `port` on `host` can be bound right now. */
export async function isPortFree(port: number, host = DEFAULT_HOST): Promise<boolean> {
  return await new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once("error", () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A port the OS considers free on `host` (bind port 0, read it, close). */
export async function findFreePort(host = DEFAULT_HOST): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once("error", reject);
    server.listen({ port: 0, host }, () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** `http://host:port`, with IPv6 literals bracketed. */
function rpcUrlFor(host: string, port: number): string {
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}

async function answeredChainId(rpcUrl: string): Promise<number | undefined> {
  try {
    const response = await fetch(rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
      signal: AbortSignal.timeout(1_000),
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { result?: unknown };
    return typeof body.result === "string" ? Number.parseInt(body.result, 16) : undefined;
  } catch {
    return undefined; // not listening yet
  }
}

function checkPort(port: number): void {
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new AnvilError("START_FAILED", `port must be an integer in [0, 65535], got ${port}`);
  }
}

/**
 * Starts anvil and resolves once it answers `eth_chainId` with the requested chain id. Throws
 * {@link AnvilError} `PORT_IN_USE` (checked before spawning, and from anvil's own error) when the
 * port is taken, `TIMEOUT` when it never answers. The child is killed if this process exits first.
 */
export async function startAnvil(options: AnvilOptions = {}): Promise<AnvilInstance> {
  const host = options.host ?? DEFAULT_HOST;
  const chainId = options.chainId ?? DEFAULT_CHAIN_ID;
  const quiet = options.quiet ?? true;
  const requestedPort = options.port ?? DEFAULT_PORT;
  checkPort(requestedPort);
  const port = requestedPort === 0 ? await findFreePort(host) : requestedPort;
  if (!(await isPortFree(port, host))) {
    throw new AnvilError(
      "PORT_IN_USE",
      `port ${port} on ${host} is already in use (another anvil or node?); stop it or pick another port with --port`,
    );
  }

  const args = ["--host", host, "--port", String(port), "--chain-id", String(chainId)];
  if (options.blockTime !== undefined) args.push("--block-time", String(options.blockTime));
  if (options.genesisTimestamp !== undefined) args.push("--timestamp", String(options.genesisTimestamp));
  if (quiet) args.push("--quiet");
  if (options.statePath !== undefined) {
    args.push("--state", options.statePath, "--state-interval", "5", "--preserve-historical-states");
  }

  const child: ChildProcess = spawn(resolveAnvilBinary(), args, {
    stdio: ["ignore", quiet ? "ignore" : "inherit", "pipe"],
  });
  // Keep the tail of stderr for error messages; reading it also keeps the pipe from filling up.
  let stderrTail = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    stderrTail = (stderrTail + chunk).slice(-4_000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const spawnFailed = new Promise<Error>((resolve) => child.once("error", resolve));
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      process.off("exit", killOnExit);
      if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
        process.kill(child.pid, "SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
        await exited;
        clearTimeout(timer);
      }
    })();
    return stopping;
  };

  const rpcUrl = rpcUrlFor(host, port);
  const deadline = Date.now() + (options.startTimeoutMs ?? 15_000);
  let spawnError: Error | undefined;
  void spawnFailed.then((error) => {
    spawnError = error;
  });
  for (;;) {
    const answered = await answeredChainId(rpcUrl);
    if (answered !== undefined) {
      if (answered === chainId) break;
      await stop();
      throw new AnvilError("START_FAILED", `${rpcUrl} answered chain id ${answered}, expected ${chainId}`);
    }
    if (spawnError !== undefined || child.exitCode !== null || child.signalCode !== null) {
      await stop();
      const reason = spawnError?.message ?? stderrTail.trim();
      if (/address already in use|os error 98|EADDRINUSE/i.test(reason)) {
        throw new AnvilError("PORT_IN_USE", `port ${port} on ${host} is already in use; pick another port with --port`);
      }
      throw new AnvilError("START_FAILED", `anvil exited before answering on ${rpcUrl}: ${reason || "no output"}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new AnvilError("TIMEOUT", `anvil did not answer eth_chainId on ${rpcUrl} in time`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (child.pid === undefined) throw new AnvilError("START_FAILED", "anvil has no PID");
  return { rpcUrl, host, port, chainId, pid: child.pid, stop };
}
