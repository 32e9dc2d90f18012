/**
 * `contractkit dev` (what `npm start` runs): the whole sandbox on the default store in .contractkit/ —
 * the devnet with its demo scenario, the protocol data service indexing it, and the bank with a demo
 * organisation holding payments in every status. A second start resumes the same data.
 */

import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { AnvilError, isPortFree } from "../runtime/devnet/index.ts";
import { PortInUseError } from "../runtime/http/node.ts";
import { createRequestLogger, type LogFormat, type LogLevel, type RequestLogger } from "../runtime/http/request-log.ts";
import { type DevFiles, type DevPorts, progressReporter, type Started, startSandbox } from "./dev-sandbox.ts";
import { beginSetup, completeSetup, discardOutputs, readSetupState } from "./dev-setup.ts";
import { outputSettings } from "./output.ts";
import { untilStopped } from "./signals.ts";
import { resolveStore, type StoreChoice } from "./store-option.ts";

export interface DevOptions {
  dataDir?: string;
  host?: string;
  bankPort?: string;
  protocolPort?: string;
  chainPort?: string;
  logLevel?: string;
  logFormat?: string;
  /**
   * Where the bank's ledger and the protocol index live: "json" (default: the data files) or a
   * postgres:// URL (also DATABASE_URL) holding both.
   */
  store?: string;
}

/**
 * Request loggers of both services; silent until {@link RequestLogs.start}, so the setup's own
 * requests (seeding the demo) do not bury the banner.
 */
function requestLogs(opts: DevOptions) {
  let live = false;
  const forService = (service: string): RequestLogger =>
    createRequestLogger({
      service,
      level: (opts.logLevel ?? "info") as LogLevel,
      format: (opts.logFormat ?? "pretty") as LogFormat,
      colour: outputSettings().colour,
      write: (line) => {
        if (live) process.stdout.write(`${line}\n`);
      },
    });
  return {
    bank: forService("bank"),
    protocol: forService("protocol"),
    start: () => {
      live = true;
    },
  };
}

function port(value: string | undefined, fallback: number, name: string): number {
  const n = Number(value ?? fallback);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`--${name} must be an integer 0-65535, got ${value}`);
  return n;
}

const PORT_OPTIONS = {
  chain: { flag: "--chain-port", what: "the chain's JSON-RPC" },
  bank: { flag: "--bank-port", what: "the bank" },
  protocol: { flag: "--protocol-port", what: "the protocol data service" },
} as const;

/** A free port after `taken` on `host` (for a suggestion that works as printed). */
async function nextFreePort(taken: number, host: string): Promise<number | null> {
  for (let candidate = taken + 1; candidate <= Math.min(65_535, taken + 50); candidate++) {
    if (await isPortFree(candidate, host)) return candidate;
  }
  return null;
}

/** "port N (what) is in use" with the `dev` option and a free port to pass, as commands that work. */
async function portInUseMessage(which: keyof DevPorts, port: number, host: string): Promise<string> {
  const { flag, what } = PORT_OPTIONS[which];
  const free = (await nextFreePort(port, host)) ?? 0;
  return `port ${port} on ${host} (${what}) is already in use; stop what holds it, or pick another port: \`npx contractkit dev ${flag} ${free}\` (from a clone: \`npm start -- ${flag} ${free}\`)`;
}

/** The first taken port of the sandbox, checked before anything is started or written. */
async function takenPort(ports: DevPorts, host: string): Promise<keyof DevPorts | null> {
  for (const which of ["chain", "bank", "protocol"] as const) {
    if (ports[which] !== 0 && !(await isPortFree(ports[which], host))) return which;
  }
  return null;
}

/** The port a start failure is about (taken after the check), or null. */
function portOfFailure(error: unknown, ports: DevPorts): keyof DevPorts | null {
  if (error instanceof AnvilError && error.code === "PORT_IN_USE") return "chain";
  if (error instanceof PortInUseError) {
    if (error.port === ports.bank) return "bank";
    if (error.port === ports.protocol) return "protocol";
  }
  return null;
}

/** The ports and store `dev` was asked for; throws on a bad value (bad usage). */
function devSettings(opts: DevOptions): { ports: DevPorts; store: StoreChoice } {
  return {
    ports: {
      chain: port(opts.chainPort, 8545, "chain-port"),
      bank: port(opts.bankPort, 4010, "bank-port"),
      protocol: port(opts.protocolPort, 4020, "protocol-port"),
    },
    store: resolveStore(opts.store, process.env),
  };
}

function devFiles(dataDir: string, store: StoreChoice): DevFiles {
  return {
    manifest: path.join(dataDir, "devnet.json"),
    chainState: path.join(dataDir, "devnet-state.json"),
    protocol: path.join(dataDir, "protocol.json"),
    secrets: path.join(dataDir, "dev-secrets.json"),
    bank: path.join(dataDir, "bank.json"),
    database: store.kind === "postgres" ? store.url : null,
  };
}

/**
 * Whether this start resumes a completed setup; an interrupted first setup is discarded (and said so)
 * and a new one begun.
 */
async function prepareSetup(dataDir: string, files: DevFiles): Promise<boolean> {
  const setup = await readSetupState(dataDir);
  const resuming = setup.kind === "complete" && existsSync(files.chainState) && existsSync(files.manifest);
  if (setup.kind === "interrupted") {
    const removed = await discardOutputs(dataDir, setup.created);
    process.stdout.write(
      `dev: the previous first start was interrupted during its setup; discarded its partial state (${removed.join(", ") || "nothing written yet"}) and setting up again\n`,
    );
  }
  if (!resuming) await beginSetup(dataDir);
  return resuming;
}

/** What a failed start says: a taken port as commands that work, else the error's message. */
async function startFailureMessage(error: unknown, ports: DevPorts, host: string): Promise<string> {
  const which = portOfFailure(error, ports);
  if (which !== null) return portInUseMessage(which, ports[which], host);
  return error instanceof Error ? error.message : String(error);
}

function printBanner(started: Started, files: DevFiles, dataDir: string, resuming: boolean): void {
  const { bank, protocol, rpcUrl, manifest, secrets } = started;
  process.stdout.write(
    [
      "",
      "contractkit sandbox is up",
      `  bank       ${bank.url}   docs ${bank.url}/docs`,
      `  protocol   ${protocol.url}   docs ${protocol.url}/docs   (chainId=${manifest.chainId})`,
      `  chain RPC  ${rpcUrl}   manifest ${files.manifest}`,
      `  demo api key   ${secrets.demoApiKey ?? "(see dev-secrets.json)"}`,
      `  admin key      ${secrets.adminKey}`,
      `  data           ${dataDir}${resuming ? " (resumed)" : ""}`,
      "  stop with Ctrl-C",
      "",
    ].join("\n"),
  );
}

export async function runDev(opts: DevOptions): Promise<number> {
  const dataDir = path.resolve(opts.dataDir ?? ".contractkit");
  const host = opts.host ?? "127.0.0.1";
  let settings: ReturnType<typeof devSettings>;
  try {
    settings = devSettings(opts);
  } catch (error) {
    process.stderr.write(`dev: ${(error as Error).message}\n`);
    return 2;
  }
  const { ports, store } = settings;
  const taken = await takenPort(ports, host);
  if (taken !== null) {
    process.stderr.write(`dev: ${await portInUseMessage(taken, ports[taken], host)}\n`);
    return 1;
  }
  await mkdir(dataDir, { recursive: true });
  const files = devFiles(dataDir, store);
  const resuming = await prepareSetup(dataDir, files);

  const progress = progressReporter((line) => process.stdout.write(`${line}\n`));
  const logs = requestLogs(opts);
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  };
  // Ctrl-C before the banner: stop what runs; an unfinished first setup is redone on the next start.
  let aborting = false;
  const abortStart = () => {
    aborting = true;
    progress.done();
    process.stderr.write(
      `\ndev: interrupted during ${resuming ? "the start" : "the first start's setup"}; stopping…\n`,
    );
    void stopAll().finally(() => {
      process.stderr.write(
        resuming
          ? `dev: stopped; data kept in ${dataDir}\n`
          : `dev: stopped; the next start discards the unfinished setup in ${dataDir} and sets it up again\n`,
      );
      process.exit(130);
    });
  };
  process.once("SIGINT", abortStart);
  process.once("SIGTERM", abortStart);
  let started: Started;
  let stopped: Promise<void>;
  try {
    started = await startSandbox({ host, ports, files, resuming, progress, stops, logs });
    // Interrupted at the last moment: the abort handler stops everything and exits.
    if (aborting) return 130;
    if (!resuming) await completeSetup(dataDir);
    // Listening before the start-up listener goes: no moment without one (cli/signals.ts).
    stopped = untilStopped();
  } catch (error) {
    // A step failing because the interrupt stopped its service is no error of its own.
    if (aborting) return 130;
    progress.done();
    await stopAll();
    process.stderr.write(`dev: ${await startFailureMessage(error, ports, host)}\n`);
    return 1;
  } finally {
    process.off("SIGINT", abortStart);
    process.off("SIGTERM", abortStart);
  }
  progress.done();
  printBanner(started, files, dataDir, resuming);
  logs.start();

  await stopped;
  process.stdout.write("dev: stopping…\n");
  await stopAll();
  process.stdout.write(`dev: stopped; data kept in ${dataDir}\n`);
  return 0;
}
