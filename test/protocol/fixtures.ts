/**
 * Test fixtures for the protocol service: synthetic decoded events, fake pinned chain reads, a
 * fake JSON-RPC chain behind a viem `custom` transport (with reorgs and injectable faults), and a
 * chain runtime for calling the handlers without HTTP.
 */
import { type Address, custom, encodeEventTopics, type Hex, keccak256, numberToHex, type Transport, toHex } from "viem";
import { whitelistManagerAbi } from "../../generated/contracts/index.ts";
import type { ChainConfig } from "../../runtime/protocol/config.ts";
import type { ChainRuntime } from "../../runtime/protocol/handlers.ts";
import type { ChainReads, ReceiptLog } from "../../runtime/protocol/indexer/handlers.ts";
import type { IndexerStatus } from "../../runtime/protocol/indexer/indexer.ts";
import type { OrderChainChecks } from "../../runtime/protocol/orders.ts";
import { ChainIndexes } from "../../runtime/protocol/query/indexes.ts";
import type { BlockRef, ChainState, PoolRecord, TokenRecord } from "../../runtime/protocol/records.ts";
import { ProtocolStore } from "../../runtime/protocol/store.ts";
import { InspectedMemoryAdapter } from "./store-text.ts";

export const CHAIN_ID = 31_337;
export const WAD = 10n ** 18n;
export const POOL_MANAGER: Address = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
export const ADAPTER: Address = "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512";
export const WHITELIST_MANAGER: Address = "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0";
export const ORDER_PROTOCOL: Address = "0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9";
export const CA: Address = "0x1111111111111111111111111111111111111111";
export const REF: Address = "0x2222222222222222222222222222222222222222";
export const PT: Address = "0x3333333333333333333333333333333333333333";
export const ST: Address = "0x4444444444444444444444444444444444444444";
export const ORACLE: Address = "0x5555555555555555555555555555555555555555";
export const POOL_ID: Hex = "0xab4988fb673606b689a98dc06bdb3799c88a1300b6811421cd710aa8f86b702a";
export const ALICE: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
export const BOB: Address = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";

/** A test chain config (no RPC is contacted unless a transport is given). */
export function chainConfig(overrides: Partial<ChainConfig> = {}): ChainConfig {
  return {
    chainId: CHAIN_ID,
    rpcUrl: "http://127.0.0.1:1",
    contracts: {
      poolManager: POOL_MANAGER,
      adapter: ADAPTER,
      whitelistManager: WHITELIST_MANAGER,
      orderProtocol: ORDER_PROTOCOL,
    },
    startBlock: 0,
    finalityDepth: 3,
    pollIntervalMs: 1,
    initialLogRange: 4,
    maxLogRange: 1000,
    orderDomain: { name: "1inch Aggregation Router", version: "6", verifyingContract: ORDER_PROTOCOL },
    usdPrices: { [CA.toLowerCase()]: 1, [REF.toLowerCase()]: 2 },
    ...overrides,
  };
}

export const TOKENS: Record<string, TokenRecord> = {
  [CA.toLowerCase()]: { address: CA, name: "Mock Collateral", symbol: "mCA", decimals: 18 },
  [REF.toLowerCase()]: { address: REF, name: "Mock Reference", symbol: "mREF", decimals: 6 },
  [PT.toLowerCase()]: { address: PT, name: "mCA-mREF1cPT", symbol: "mREF1cPT", decimals: 18 },
  [ST.toLowerCase()]: { address: ST, name: "mCA-mREF1cST", symbol: "mREF1cST", decimals: 18 },
};

/** Fake pinned reads: fixed token metadata and settings, assets from a per-block table, receipts by tx. */
export class FakeReads implements ChainReads {
  assetsByBlock = new Map<number, { collateral: bigint; reference: bigint }>();
  receipts = new Map<string, { from: Address; logs: ReceiptLog[] }>();
  calls: string[] = [];
  async token(address: Address, blockNumber: number): Promise<TokenRecord> {
    this.calls.push(`token:${address}@${blockNumber}`);
    const token = TOKENS[address.toLowerCase()];
    if (!token) throw new Error(`unknown token ${address}`);
    return token;
  }
  async poolSettings(_poolId: Hex, blockNumber: number) {
    this.calls.push(`settings@${blockNumber}`);
    return { swapFee: 0n, unwindSwapFee: 0n, pauseBitMap: 0 };
  }
  async poolAssets(_poolId: Hex, blockNumber: number) {
    this.calls.push(`assets@${blockNumber}`);
    return this.assetsByBlock.get(blockNumber) ?? { collateral: 0n, reference: 0n };
  }
  async sender(txHash: Hex) {
    return this.receipts.get(txHash.toLowerCase())?.from ?? ALICE;
  }
  async transactionLogs(txHash: Hex) {
    return this.receipts.get(txHash.toLowerCase())?.logs ?? [];
  }
}

/** A block ref with a deterministic hash. */
export function block(number: number, timestamp = 1_900_000_000 + number * 12, branch = "a"): BlockRef {
  return {
    number,
    hash: keccak256(toHex(`${branch}:${number}`)),
    parentHash: keccak256(toHex(`${branch}:${number - 1}`)),
    timestamp,
  };
}

/** A deterministic transaction hash. */
export const txHash = (n: number): Hex => keccak256(toHex(`tx:${n}`));

/** Log position fields for a synthetic event. */
export function at(
  blockNumber: number,
  logIndex: number,
  address: Address = POOL_MANAGER,
  tx = blockNumber * 100 + logIndex,
) {
  return {
    address,
    blockNumber,
    blockHash: block(blockNumber).hash,
    transactionHash: txHash(tx),
    transactionIndex: 0,
    logIndex,
  };
}

/** The `MarketCreated` of the fixture pool. */
export function marketCreated(blockNumber: number, logIndex = 0) {
  return {
    ...at(blockNumber, logIndex),
    eventName: "MarketCreated" as const,
    args: {
      poolId: POOL_ID,
      referenceAsset: REF,
      collateralAsset: CA,
      expiry: 1_950_000_000n,
      rateOracle: ORACLE,
      principalToken: PT,
      swapToken: ST,
    },
  };
}

/** A memory-backed store, opened, with the chain state created. */
export async function memoryStore(configHash = "test") {
  const adapter = new InspectedMemoryAdapter();
  const store = new ProtocolStore(adapter);
  await store.open();
  const state = store.chain(CHAIN_ID, configHash);
  return { adapter, store, state, writer: store.writer(state) };
}

/** A ready status for handler tests. */
export function readyStatus(overrides: Partial<IndexerStatus> = {}): IndexerStatus {
  return {
    chainId: CHAIN_ID,
    ready: true,
    lastIndexedBlock: 100,
    headBlock: 101,
    reorgCount: 0,
    lastError: null,
    halted: false,
    eventsIndexed: 0,
    backfillMs: 0,
    ...overrides,
  };
}

/** Order checks answering from fixed values. */
export function fakeChecks(overrides: Partial<OrderChainChecks> = {}): OrderChainChecks {
  return {
    latestTimestamp: async () => 1_900_000_000,
    isContract: async () => false,
    isValidSignature: async () => null,
    ...overrides,
  };
}

/** A chain runtime over a store state, with indexes kept in step. */
export function runtimeFor(
  store: ProtocolStore,
  state: ChainState,
  options: { status?: IndexerStatus; checks?: OrderChainChecks; config?: ChainConfig } = {},
): ChainRuntime {
  const indexes = ChainIndexes.build(state);
  store.onChange((_chain, collection, _key, before, after) => indexes.apply(collection, before, after));
  return {
    config: options.config ?? chainConfig(),
    state,
    indexes,
    status: () => options.status ?? readyStatus(),
    checks: options.checks ?? fakeChecks(),
  };
}

/** A pool record for query tests. */
export function poolRecord(
  poolId: Hex,
  deploymentBlockNumber: number,
  overrides: Partial<PoolRecord> = {},
): PoolRecord {
  return {
    chainId: CHAIN_ID,
    poolId,
    poolManagerAddress: POOL_MANAGER,
    expiry: 1_950_000_000,
    rateOracleAddress: ORACLE,
    collateralToken: TOKENS[CA.toLowerCase()]!,
    referenceToken: TOKENS[REF.toLowerCase()]!,
    principalToken: TOKENS[PT.toLowerCase()]!,
    swapToken: TOKENS[ST.toLowerCase()]!,
    deploymentBlockNumber,
    deploymentBlockTimestamp: 1_900_000_000 + deploymentBlockNumber * 12,
    deploymentTxHash: txHash(deploymentBlockNumber),
    blockNumber: deploymentBlockNumber,
    blockTimestamp: 1_900_000_000 + deploymentBlockNumber * 12,
    swapFee: 0n,
    unwindSwapFee: 0n,
    pauseBitMap: 0,
    collateralAssets: 0n,
    referenceAssets: 0n,
    assetsBlockTimestamp: 1_900_000_000,
    exerciseFeesInCollateral: 0n,
    repurchaseFeesInCollateral: 0n,
    exerciseFeesInReference: 0n,
    repurchaseFeesInReference: 0n,
    feesBlockTimestamp: 1_900_000_000,
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------------
// A fake JSON-RPC chain (whitelist events only, so the indexer needs no eth_call).

interface FakeBlock {
  number: number;
  hash: Hex;
  parentHash: Hex;
  timestamp: number;
  logs: Array<{ topics: Hex[]; data: Hex; address: Address }>;
}

/** A scripted fault: return an error to throw for a request, or undefined to answer normally. */
export type Fault = (method: string, params: unknown[]) => unknown;

/** An in-memory chain answering the JSON-RPC methods the indexer uses. */
export class FakeChain {
  blocks: FakeBlock[] = [];
  faults: Fault[] = [];
  requests: Array<{ method: string; params: unknown[] }> = [];
  private branch = 0;

  constructor(
    length: number,
    eventsAt: (
      n: number,
    ) => Array<{ eventName: "GlobalWhitelistAdded" | "GlobalWhitelistRemoved"; account: Address }> = () => [],
  ) {
    for (let n = 0; n < length; n++) this.push(eventsAt(n));
  }

  /** Appends a block with the given whitelist events. */
  push(events: Array<{ eventName: "GlobalWhitelistAdded" | "GlobalWhitelistRemoved"; account: Address }>): void {
    const number = this.blocks.length;
    const parentHash = number === 0 ? (`0x${"0".repeat(64)}` as Hex) : this.blocks[number - 1]!.hash;
    const hash = keccak256(toHex(`b${this.branch}:${number}`));
    const logs = events.map((e) => ({
      address: WHITELIST_MANAGER,
      topics: encodeEventTopics({
        abi: whitelistManagerAbi,
        eventName: e.eventName,
        args: { account: e.account },
      }) as Hex[],
      data: "0x" as Hex,
    }));
    this.blocks.push({ number, hash, parentHash, timestamp: 1_900_000_000 + number * 12, logs });
  }

  /** Replaces every block from `from` on with a new branch carrying `events` per block. */
  reorg(
    from: number,
    replacement: Array<Array<{ eventName: "GlobalWhitelistAdded" | "GlobalWhitelistRemoved"; account: Address }>>,
  ): void {
    this.branch++;
    this.blocks = this.blocks.slice(0, from);
    for (const events of replacement) this.push(events);
  }

  private rpcLog(b: FakeBlock, i: number) {
    const log = b.logs[i]!;
    return {
      address: log.address,
      topics: log.topics,
      data: log.data,
      blockNumber: numberToHex(b.number),
      blockHash: b.hash,
      transactionHash: keccak256(toHex(`tx:${b.hash}:${i}`)),
      transactionIndex: "0x0",
      logIndex: numberToHex(i),
      removed: false,
    };
  }

  private rpcBlock(b: FakeBlock) {
    return {
      number: numberToHex(b.number),
      hash: b.hash,
      parentHash: b.parentHash,
      timestamp: numberToHex(b.timestamp),
      nonce: "0x0000000000000000",
      difficulty: "0x0",
      gasLimit: "0x1c9c380",
      gasUsed: "0x0",
      miner: "0x0000000000000000000000000000000000000000",
      extraData: "0x",
      logsBloom: `0x${"0".repeat(512)}`,
      transactionsRoot: b.hash,
      stateRoot: b.hash,
      receiptsRoot: b.hash,
      sha3Uncles: b.hash,
      mixHash: b.hash,
      size: "0x0",
      totalDifficulty: "0x0",
      baseFeePerGas: "0x0",
      transactions: [],
      uncles: [],
    };
  }

  /** Answers one JSON-RPC request. */
  async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    const args = (params ?? []) as unknown[];
    this.requests.push({ method, params: args });
    for (const fault of this.faults) {
      const error = fault(method, args);
      if (error !== undefined) throw error;
    }
    switch (method) {
      case "eth_chainId":
        return numberToHex(CHAIN_ID);
      case "eth_blockNumber":
        return numberToHex(this.blocks.length - 1);
      case "eth_getBlockByNumber": {
        const n = args[0] === "latest" ? this.blocks.length - 1 : Number(BigInt(args[0] as string));
        const b = this.blocks[n];
        return b ? this.rpcBlock(b) : null;
      }
      case "eth_getCode":
        // No contracts on this chain: every maker is an EOA (order submission's ERC-1271 check).
        return "0x";
      case "eth_getLogs": {
        const filter = args[0] as { blockHash?: Hex; fromBlock?: Hex; toBlock?: Hex };
        if (filter.blockHash) {
          const b = this.blocks.find((x) => x.hash === filter.blockHash);
          if (!b) throw Object.assign(new Error(`unknown block ${filter.blockHash}`), { code: -32000 });
          return b.logs.map((_, i) => this.rpcLog(b, i));
        }
        const from = Number(BigInt(filter.fromBlock!));
        const to = Number(BigInt(filter.toBlock!));
        return this.blocks.slice(from, to + 1).flatMap((b) => b.logs.map((_, i) => this.rpcLog(b, i)));
      }
      default:
        throw Object.assign(new Error(`method ${method} not supported by the fake chain`), { code: -32601 });
    }
  }

  /** A viem transport over this chain (no viem-level retries: the indexer retries itself). */
  transport(): Transport {
    return custom({ request: (args) => this.request(args) }, { retryCount: 0 });
  }
}
