import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PortInUseError } from "../runtime/http/node.ts";
import {
  ConfigError,
  loadConfigFile,
  loadManifestFile,
  mainnetPreset,
  type ProtocolServiceConfig,
} from "../runtime/protocol/config.ts";
import type { ChainCheck } from "../runtime/protocol/indexer/indexer.ts";
import { type ProtocolRole, startProtocolService } from "../runtime/protocol/service.ts";
import { isPostgresUrl, redactUrl } from "../runtime/store/postgres.ts";
import { DATA_DIR, httpLimits, requestLoggerFor } from "./serve-bank.ts";
import { untilStopped } from "./signals.ts";
import { parsePoolSize } from "./store-option.ts";

/** The data file and port when none is given (`--help` and the README print these). */
export const PROTOCOL_DATA_FILE = `${DATA_DIR}/protocol.json`;
export const PROTOCOL_PORT = 4020;

/** Options of `contractkit serve protocol` (strings as commander passes them). */
export interface ServeProtocolOptions {
  port?: string;
  host?: string;
  /** RPC URL; overrides the config's or manifest's. */
  rpc?: string;
  /** Restrict a multi-chain config to one chain, or pick the preset (1 = mainnet). */
  chainId?: string;
  data?: string;
  /** A config file (docs/protocol-service.md "Config file"). */
  config?: string;
  /** A devnet manifest JSON (docs/protocol-service.md "Presets"). */
  manifest?: string;
  publicUrl?: string;
  headersTimeout?: string;
  bodyTimeout?: string;
  maxConnections?: string;
  /** Re-index a chain whose stored index belongs to another (replaced) chain instead of refusing. */
  reset?: boolean;
  logLevel?: string;
  logFormat?: string;
  /** A `postgres://` URL (else `DATABASE_URL`); a plain path is the data file. */
  store?: string;
  /** With PostgreSQL: `indexer` (default) or `api`. */
  role?: string;
  /** With PostgreSQL: most connections this process opens. */
  poolSize?: string;
}

/** Where the index lives: a PostgreSQL database with this process's role, or a data file. */
export type ProtocolStoreChoice =
  | { database: string; role: ProtocolRole; databasePoolSize?: number }
  | { dataFile: string };

/**
 * `--store` (a postgres:// URL, or a data file path), else `--data`, else `DATABASE_URL`, else the
 * default data file. `--role` and `--pool-size` need PostgreSQL: the data file is locked to one process.
 */
export function chooseProtocolStore(
  opts: Pick<ServeProtocolOptions, "store" | "data" | "role" | "poolSize">,
  env: NodeJS.ProcessEnv = process.env,
): ProtocolStoreChoice {
  const url = opts.store ?? (opts.data === undefined ? env.DATABASE_URL || undefined : undefined);
  if (url !== undefined && isPostgresUrl(url)) {
    const role = opts.role ?? "indexer";
    if (role !== "indexer" && role !== "api") {
      throw new ConfigError("--role", [`must be indexer or api, got ${role}`]);
    }
    const poolSize = parsePoolSize(opts.poolSize);
    return { database: url, role, ...(poolSize === undefined ? {} : { databasePoolSize: poolSize }) };
  }
  for (const [flag, value] of [
    ["--role", opts.role],
    ["--pool-size", opts.poolSize],
  ] as const) {
    if (value !== undefined) {
      throw new ConfigError(flag, [
        "needs a PostgreSQL store (--store postgres://… or DATABASE_URL): a data file serves one process",
      ]);
    }
  }
  if (opts.store !== undefined && opts.data !== undefined) {
    throw new ConfigError("--store", ["names a data file and so does --data; give one of them"]);
  }
  if (url !== undefined && opts.store === undefined) {
    throw new ConfigError("DATABASE_URL", [`must be a postgres:// URL, got ${redactUrl(url)}`]);
  }
  return { dataFile: opts.store ?? opts.data ?? PROTOCOL_DATA_FILE };
}

/** Resolves the configuration: config file, else manifest, else the mainnet preset with `--rpc`. */
async function resolveConfig(opts: ServeProtocolOptions): Promise<ProtocolServiceConfig> {
  const chainId = opts.chainId === undefined ? undefined : Number(opts.chainId);
  if (chainId !== undefined && (!Number.isSafeInteger(chainId) || chainId < 1)) {
    throw new ConfigError("--chain-id", [`must be a positive integer, got ${opts.chainId}`]);
  }
  let config: ProtocolServiceConfig;
  if (opts.config) config = await loadConfigFile(opts.config, opts.rpc);
  else if (opts.manifest) config = await loadManifestFile(opts.manifest, opts.rpc);
  else {
    if (chainId !== undefined && chainId !== 1) {
      throw new ConfigError("--chain-id", [`chain ${chainId} has no preset; pass --config or --manifest`]);
    }
    if (!opts.rpc) throw new ConfigError("--rpc", ["the mainnet preset needs an RPC URL (--rpc https://...)"]);
    config = mainnetPreset(opts.rpc);
  }
  if (chainId !== undefined) {
    const chains = config.chains.filter((chain) => chain.chainId === chainId);
    if (chains.length === 0) throw new ConfigError("--chain-id", [`chain ${chainId} is not in the configuration`]);
    config = { chains };
  }
  return config;
}

/**
 * One line saying what the start-up check of a chain found in the data file; null after a reset,
 * which the indexer's log already explains (what it discarded and why).
 */
function describeCheck(chainId: number, check: ChainCheck, dataFile: string): string | null {
  switch (check.outcome) {
    case "empty":
      return `chain ${chainId}: nothing indexed yet in ${dataFile}; indexing from the start block`;
    case "resumed":
      return `chain ${chainId}: the index in ${dataFile} belongs to this chain; resuming after block ${check.lastIndexedBlock}`;
    case "reset":
      return null;
  }
}

/**
 * `contractkit serve protocol`: indexes the configured chains into the data file and serves the
 * protocol API until SIGINT/SIGTERM, then stops the indexers and flushes the store.
 */
export async function runServeProtocol(opts: ServeProtocolOptions): Promise<number> {
  const port = Number(opts.port ?? process.env.PORT ?? PROTOCOL_PORT);
  const reset = opts.reset === true;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`serve protocol: --port must be an integer 0-65535, got ${opts.port}\n`);
    return 2;
  }
  let config: ProtocolServiceConfig;
  try {
    config = await resolveConfig(opts);
  } catch (error) {
    process.stderr.write(`serve protocol: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  let choice: ProtocolStoreChoice;
  try {
    choice = chooseProtocolStore(opts);
  } catch (error) {
    process.stderr.write(`serve protocol: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  const dataFile = "dataFile" in choice ? choice.dataFile : `${redactUrl(choice.database)} (${choice.role})`;
  let service: Awaited<ReturnType<typeof startProtocolService>>;
  try {
    if ("dataFile" in choice) await mkdir(path.dirname(path.resolve(choice.dataFile)), { recursive: true });
    service = await startProtocolService({
      config,
      ...choice,
      port,
      host: opts.host ?? "127.0.0.1",
      http: httpLimits(opts),
      ...(opts.publicUrl ? { publicUrl: opts.publicUrl } : {}),
      reset,
      requestLog: requestLoggerFor("protocol", opts),
      log: (line) => process.stdout.write(`${line}\n`),
    });
  } catch (error) {
    const message = error instanceof PortInUseError || error instanceof Error ? error.message : String(error);
    process.stderr.write(`serve protocol: ${message}\n`);
    return 1;
  }
  for (const [chainId, check] of service.checks) {
    const line = describeCheck(chainId, check, dataFile);
    if (line !== null) process.stdout.write(`${line}\n`);
  }
  const stopped = untilStopped();
  process.stdout.write(
    `protocol service listening on ${service.url}\n  docs: ${service.url}/docs\n  data: ${dataFile}\n  chains: ${config.chains.map((c) => c.chainId).join(", ")}\n`,
  );
  await stopped;
  await service.close();
  process.stdout.write("protocol service stopped; the store is flushed\n");
  return 0;
}
