/**
 * Configuration of the protocol data service: per chain, the RPC endpoint, the contracts, where to
 * start, how deep reorgs may go, the order contract's EIP-712 domain and a static USD price table.
 * Loaded from a JSON file, from a devnet manifest, or from the mainnet preset.
 */

import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { type Address, getAddress, isAddress } from "viem";
import { AGGREGATION_ROUTER_V6_ADDRESS } from "../../generated/contracts/index.js";
import { ContractkitError } from "../../generated/http/errors.ts";
import { indexedEventSignatures } from "./indexer/events.ts";

/** The contracts indexed and called on one chain. */
export interface ChainContracts {
  poolManager: Address;
  /** The Adapter: flows whose owner it is are attributed to the transaction sender. */
  adapter: Address | null;
  whitelistManager: Address;
  /** The 1inch v4 order contract (mainnet: AggregationRouterV6); also the EIP-712 verifyingContract. */
  orderProtocol: Address;
}

/** One indexed chain. */
export interface ChainConfig {
  chainId: number;
  rpcUrl: string;
  contracts: ChainContracts;
  /** First block to index (the deployment block of the oldest contract). */
  startBlock: number;
  /** Blocks behind the head treated as final: backfill stops there, reorgs deeper than it stop the indexer. */
  finalityDepth: number;
  /** Head polling interval. */
  pollIntervalMs: number;
  /** First `eth_getLogs` range of the backfill, in blocks (grows on success, shrinks on errors). */
  initialLogRange: number;
  /** Largest `eth_getLogs` range. */
  maxLogRange: number;
  /** EIP-712 domain of orders; `verifyingContract` defaults to `contracts.orderProtocol`. */
  orderDomain: { name: string; version: string; verifyingContract: Address };
  /** Static USD prices per token (lowercase address -> dollars); tokens absent here have no USD value. */
  usdPrices: Record<string, number>;
}

/** The service configuration. */
export interface ProtocolServiceConfig {
  chains: ChainConfig[];
}

/** A configuration file that cannot be used, with every problem found. */
export class ConfigError extends ContractkitError {
  override readonly name = "ConfigError";
  override readonly code = "protocol_config_invalid";
  constructor(
    readonly source: string,
    readonly problems: string[],
  ) {
    super(`${source}: ${problems.join("; ")}`);
  }
}

/**
 * The Phoenix deployment on Ethereum mainnet, same addresses on every chain (docs/reference/protocol.md#deployment).
 */
export const MAINNET_CONTRACTS: ChainContracts = {
  poolManager: "0xccCCcCcCCccCfAE2Ee43F0E727A8c2969d74B9eC",
  adapter: "0xCCcCcCCCcccCBaD6F772a511B337d9CCc9570407",
  whitelistManager: "0xcCccCcCccCC6e38a2772Eb42D2f408eeB89cb0eE",
  orderProtocol: AGGREGATION_ROUTER_V6_ADDRESS,
};

/**
 * Default first block on mainnet: a little before the Phoenix deployment of 2026-01-26
 * (docs/reference/protocol.md#deployment), estimated at 12 s per block from block 21,500,000 on 2024-12-28
 * (~2.85M blocks later). Set `startBlock` in a config file to the exact deployment block.
 */
export const MAINNET_DEFAULT_START_BLOCK = 24_300_000;

/** 65 blocks, Ponder's mainnet finality depth (docs/reference/indexer.md#sync). */
export const MAINNET_FINALITY_DEPTH = 65;

const ORDER_DOMAIN = { name: "1inch Aggregation Router", version: "6" } as const;

function chainDefaults(chainId: number, rpcUrl: string, contracts: ChainContracts): ChainConfig {
  return {
    chainId,
    rpcUrl,
    contracts,
    startBlock: 0,
    finalityDepth: chainId === 1 ? MAINNET_FINALITY_DEPTH : 5,
    pollIntervalMs: chainId === 1 ? 4_000 : 250,
    // Start around 1,000 blocks and adapt (docs/reference/indexer.md#sync).
    initialLogRange: 1_000,
    maxLogRange: 10_000,
    orderDomain: { ...ORDER_DOMAIN, verifyingContract: contracts.orderProtocol },
    usdPrices: {},
  };
}

/**
 * The mainnet preset (docs/reference/protocol.md#deployment, order contract docs/reference/protocol.md#eip-712-domain).
 */
export function mainnetPreset(rpcUrl: string): ProtocolServiceConfig {
  return { chains: [{ ...chainDefaults(1, rpcUrl, MAINNET_CONTRACTS), startBlock: MAINNET_DEFAULT_START_BLOCK }] };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function address(value: unknown, path: string, problems: string[]): Address | undefined {
  if (typeof value === "string" && isAddress(value, { strict: false })) return getAddress(value);
  problems.push(`${path} must be a 0x-prefixed 20-byte address`);
  return undefined;
}

function nonNegativeInteger(value: unknown, path: string, problems: string[], fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return value;
  problems.push(`${path} must be a non-negative integer`);
  return fallback;
}

function prices(value: unknown, path: string, problems: string[]): Record<string, number> {
  if (value === undefined) return {};
  if (!isObject(value)) {
    problems.push(`${path} must be an object of token address -> USD price`);
    return {};
  }
  const out: Record<string, number> = {};
  for (const [token, price] of Object.entries(value)) {
    const parsed = address(token, `${path}.${token}`, problems);
    if (typeof price !== "number" || !Number.isFinite(price) || price < 0)
      problems.push(`${path}.${token} must be a non-negative number`);
    else if (parsed) out[parsed.toLowerCase()] = price;
  }
  return out;
}

/** Validates one chain object of a config file (every problem is collected). */
function parseChain(raw: unknown, path: string, problems: string[], rpcOverride?: string): ChainConfig | undefined {
  if (!isObject(raw)) {
    problems.push(`${path} must be an object`);
    return undefined;
  }
  const chainId = raw.chainId;
  if (typeof chainId !== "number" || !Number.isSafeInteger(chainId) || chainId < 1)
    problems.push(`${path}.chainId must be a positive integer`);
  const rpcUrl = rpcOverride ?? raw.rpcUrl;
  if (typeof rpcUrl !== "string" || !/^https?:\/\//.test(rpcUrl))
    problems.push(`${path}.rpcUrl must be an http(s) URL`);
  const contractsRaw = isObject(raw.contracts) ? raw.contracts : {};
  if (!isObject(raw.contracts)) problems.push(`${path}.contracts must be an object`);
  const poolManager = address(contractsRaw.poolManager, `${path}.contracts.poolManager`, problems);
  const whitelistManager = address(contractsRaw.whitelistManager, `${path}.contracts.whitelistManager`, problems);
  const orderProtocol = address(contractsRaw.orderProtocol, `${path}.contracts.orderProtocol`, problems);
  const adapter =
    contractsRaw.adapter === undefined || contractsRaw.adapter === null
      ? null
      : (address(contractsRaw.adapter, `${path}.contracts.adapter`, problems) ?? null);
  if (typeof chainId !== "number" || typeof rpcUrl !== "string" || !poolManager || !whitelistManager || !orderProtocol)
    return undefined;
  const base = chainDefaults(chainId, rpcUrl, { poolManager, adapter, whitelistManager, orderProtocol });
  const domainRaw = isObject(raw.orderDomain) ? raw.orderDomain : {};
  const chain: ChainConfig = {
    ...base,
    startBlock: nonNegativeInteger(raw.startBlock, `${path}.startBlock`, problems, base.startBlock),
    finalityDepth: nonNegativeInteger(raw.finalityDepth, `${path}.finalityDepth`, problems, base.finalityDepth),
    pollIntervalMs: nonNegativeInteger(raw.pollIntervalMs, `${path}.pollIntervalMs`, problems, base.pollIntervalMs),
    initialLogRange: Math.max(
      1,
      nonNegativeInteger(raw.initialLogRange, `${path}.initialLogRange`, problems, base.initialLogRange),
    ),
    maxLogRange: Math.max(1, nonNegativeInteger(raw.maxLogRange, `${path}.maxLogRange`, problems, base.maxLogRange)),
    orderDomain: {
      name: typeof domainRaw.name === "string" ? domainRaw.name : base.orderDomain.name,
      version: typeof domainRaw.version === "string" ? domainRaw.version : base.orderDomain.version,
      verifyingContract:
        domainRaw.verifyingContract === undefined
          ? orderProtocol
          : (address(domainRaw.verifyingContract, `${path}.orderDomain.verifyingContract`, problems) ?? orderProtocol),
    },
    usdPrices: prices(raw.usdPrices, `${path}.usdPrices`, problems),
  };
  return chain;
}

/**
 * Parses a config document `{chains: [...]}` (see docs/protocol-service.md). `rpcUrl` replaces
 * every chain's RPC URL when given (the CLI's `--rpc`). Throws {@link ConfigError} listing every problem.
 */
export function parseConfig(raw: unknown, source = "<config>", rpcUrl?: string): ProtocolServiceConfig {
  const problems: string[] = [];
  if (!isObject(raw) || !Array.isArray(raw.chains) || raw.chains.length === 0)
    throw new ConfigError(source, ["must be an object with a non-empty `chains` array"]);
  const chains = raw.chains.map((chain, i) => parseChain(chain, `chains[${i}]`, problems, rpcUrl));
  const ids = chains.flatMap((c) => (c ? [c.chainId] : []));
  if (new Set(ids).size !== ids.length) problems.push("chain ids must be unique");
  if (problems.length > 0) throw new ConfigError(source, problems);
  return { chains: (chains as ChainConfig[]).sort((a, b) => a.chainId - b.chainId) };
}

/** Reads and parses a config file. */
export async function loadConfigFile(path: string, rpcUrl?: string): Promise<ProtocolServiceConfig> {
  const text = await readFile(path, "utf8");
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(path, [`not JSON: ${(error as Error).message}`]);
  }
  return parseConfig(raw, path, rpcUrl);
}

/**
 * A config from a devnet manifest (written by the devnet deploy script). Fields relied on:
 * `chainId` (number), `contracts.poolManager`, `contracts.whitelistManager`,
 * `contracts.orderProtocol` (addresses), optionally `contracts.adapter`, `startBlock` (number,
 * default 0), `rpcUrl` (used when `rpcUrl` is not passed) and `usdPrices`. Other fields (`pools`,
 * tokens, accounts) are ignored.
 */
export function configFromManifest(manifest: unknown, rpcUrl?: string, source = "<manifest>"): ProtocolServiceConfig {
  if (!isObject(manifest)) throw new ConfigError(source, ["a manifest must be a JSON object"]);
  const url = rpcUrl ?? (typeof manifest.rpcUrl === "string" ? manifest.rpcUrl : undefined);
  if (url === undefined) throw new ConfigError(source, ["no RPC URL: pass --rpc or put rpcUrl in the manifest"]);
  const chain = {
    chainId: manifest.chainId,
    rpcUrl: url,
    contracts: manifest.contracts,
    startBlock: manifest.startBlock ?? 0,
    finalityDepth: manifest.finalityDepth,
    usdPrices: manifest.usdPrices,
  };
  return parseConfig({ chains: [chain] }, source, url);
}

/** Reads a devnet manifest file. */
export async function loadManifestFile(path: string, rpcUrl?: string): Promise<ProtocolServiceConfig> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, "utf8"));
  } catch (error) {
    throw new ConfigError(path, [`cannot read the manifest: ${(error as Error).message}`]);
  }
  return configFromManifest(raw, rpcUrl, path);
}

/**
 * The hash that guards resuming: chain id, contracts, start block and the indexed event ABIs. A
 * store written under another hash is refused (docs/reference/indexer.md#checkpoints: never resume over a store indexed
 * under another ABI or configuration). RPC URL, polling and prices may change freely.
 */
export function chainConfigHash(chain: ChainConfig): string {
  const material = JSON.stringify({
    chainId: chain.chainId,
    contracts: {
      poolManager: chain.contracts.poolManager.toLowerCase(),
      adapter: chain.contracts.adapter?.toLowerCase() ?? null,
      whitelistManager: chain.contracts.whitelistManager.toLowerCase(),
      orderProtocol: chain.contracts.orderProtocol.toLowerCase(),
    },
    startBlock: chain.startBlock,
    events: indexedEventSignatures(),
  });
  return createHash("sha256").update(material).digest("hex");
}
