/**
 * The records the protocol indexer stores, one collection per kind, each keyed by on-chain identity
 * (docs/reference/indexer.md#idempotent-records): pools by MarketId, flows and fills by
 * `chainId:txHash:logIndex`, orders by orderHash, markets by `poolId:makerAsset`. Amounts are bigint
 * in token base units; times are unix seconds of the block that produced the value.
 */
import type { Address, Hex } from "viem";

/** An ERC-20 as read from its contract at the pool's creation block. */
export interface TokenRecord {
  address: Address;
  name: string;
  symbol: string;
  decimals: number;
}

/** A pool created by `MarketCreated`, kept current by the fee, pause and liquidity events. */
export interface PoolRecord {
  chainId: number;
  /** Lowercase MarketId. */
  poolId: Hex;
  poolManagerAddress: Address;
  expiry: number;
  rateOracleAddress: Address;
  collateralToken: TokenRecord;
  referenceToken: TokenRecord;
  principalToken: TokenRecord;
  swapToken: TokenRecord;
  deploymentBlockNumber: number;
  deploymentBlockTimestamp: number;
  deploymentTxHash: Hex;
  /** The latest block with an event that changed this pool. */
  blockNumber: number;
  blockTimestamp: number;
  /** On-chain `swapFee`, 1e18 = 1 %. */
  swapFee: bigint;
  /** On-chain `unwindSwapFee`, 1e18 = 1 %. */
  unwindSwapFee: bigint;
  /** The 5-bit pause bitmap (`getPausedBitMap`, docs/reference/protocol.md#pause-bitmap). */
  pauseBitMap: number;
  /** `assets(poolId)` at `assetsBlockNumber`. */
  collateralAssets: bigint;
  referenceAssets: bigint;
  assetsBlockTimestamp: number;
  /** Sums of `PoolFee.devFeeAmountInCollateralAsset`, by swap direction (CA units). */
  exerciseFeesInCollateral: bigint;
  repurchaseFeesInCollateral: bigint;
  exerciseFeesInReference: bigint;
  repurchaseFeesInReference: bigint;
  /** Block timestamp of the last fee event, for `inUsdAtEvents`. */
  feesBlockTimestamp: number;
}

/** One account's standing on a list (global or one market's). */
export interface ListEntry {
  /** On the list now. */
  listed: boolean;
  /** Was on the list at some time and was removed (meaningful when `listed` is false). */
  removed: boolean;
}

/** A market whitelist: enabled flag (events may precede `MarketCreated`) and its accounts. */
export interface MarketWhitelistRecord {
  poolId: Hex;
  enabled: boolean;
  /** Lowercase account -> entry. */
  accounts: Record<string, ListEntry>;
}

/** The kinds of flows (spec `FlowActionType`). */
export type FlowActionType = "mint" | "unwind" | "redeem" | "exercise" | "repurchase";

/** One user operation: a `PoolModifyLiquidity` or `PoolSwap` event, deltas signed from the wallet's side. */
export interface FlowRecord {
  chainId: number;
  poolId: Hex;
  blockNumber: number;
  blockTimestamp: number;
  txHash: Hex;
  logIndex: number;
  walletAddress: Address;
  actionType: FlowActionType;
  deltaCollateral: bigint;
  deltaReference: bigint;
  deltaPrincipal: bigint;
  deltaSwap: bigint;
  /** The `PoolFee` of a swap flow (CA units), so the pool's sums can be upserted idempotently. */
  feeInCollateral: bigint;
  feeInReference: bigint;
}

/** A limit-order market: a share token against the pool's collateral asset (spec `LimitOrderMarket`). */
export interface MarketRecord {
  chainId: number;
  poolId: Hex;
  /** The share token (SELL direction maker asset). */
  makerAsset: Address;
  /** The collateral asset. */
  takerAsset: Address;
  expiry: number;
  createdAt: number;
  updatedAt: number;
}

/** Stored order statuses; `EXPIRED` is derived at read time from the chain's latest block time. */
export type StoredOrderStatus = "OPEN" | "PARTIALLY_FILLED" | "FILLED" | "CANCELLED";

/** An accepted order (`POST /v1/limit-orders/`) and its state from the order-protocol events. */
export interface OrderRecord {
  chainId: number;
  poolId: Hex;
  orderHash: Hex;
  salt: bigint;
  maker: Address;
  receiver: Address;
  makerAsset: Address;
  takerAsset: Address;
  makingAmount: bigint;
  takingAmount: bigint;
  makerTraits: bigint;
  signature: Hex;
  makerAccountType: "EOA" | "CONTRACT";
  side: "BUY" | "SELL";
  premium: string;
  nonce: bigint;
  status: StoredOrderStatus;
  remainingMakingAmount: bigint;
  /** Acceptance time, unix milliseconds (orders are not chain-derived; spec info "Time"). */
  createdAtMs: number;
  updatedAtMs: number;
}

/** One `OrderFilled` of a known order. */
export interface FillRecord {
  chainId: number;
  orderHash: Hex;
  blockNumber: number;
  blockTimestamp: number;
  txHash: Hex;
  logIndex: number;
  maker: Address;
  taker: Address;
  makingAsset: Address;
  takingAsset: Address;
  makingAmount: bigint;
  takingAmount: bigint;
  isPartialFill: boolean;
}

/**
 * An order-contract event kept for orders not accepted yet (see indexer/order-events.ts): fills and
 * cancels of unknown order hashes, and every bit-invalidator update (it may concern a later order).
 */
export interface OrderEventRecord {
  eventName: "OrderFilled" | "OrderCancelled" | "BitInvalidatorUpdated";
  orderHash: Hex | null;
  remainingAmount: bigint | null;
  maker: Address | null;
  slotIndex: bigint | null;
  slotValue: bigint | null;
  /** The transaction sender of a fill (the taker). */
  taker: Address | null;
  blockNumber: number;
  blockTimestamp: number;
  txHash: Hex;
  logIndex: number;
}

/** A block of the unfinalized window. */
export interface BlockRef {
  number: number;
  hash: Hex;
  parentHash: Hex;
  timestamp: number;
}

/** The collections of a chain's state that events change (and the undo log restores). */
export interface ChainCollections {
  pools: Record<string, PoolRecord>;
  globalWhitelist: Record<string, ListEntry>;
  marketWhitelists: Record<string, MarketWhitelistRecord>;
  flows: Record<string, FlowRecord>;
  markets: Record<string, MarketRecord>;
  orders: Record<string, OrderRecord>;
  fills: Record<string, FillRecord>;
  orderEvents: Record<string, OrderEventRecord>;
}

/** Name of one collection. */
export type CollectionName = keyof ChainCollections;

/** Every collection, in the order the store writes them. */
export const COLLECTION_NAMES: readonly CollectionName[] = [
  "pools",
  "globalWhitelist",
  "marketWhitelists",
  "flows",
  "markets",
  "orders",
  "fills",
  "orderEvents",
];

/** One undo-log entry: the value `key` had before block `block` changed it (`null` = absent). */
export interface UndoEntry {
  block: number;
  collection: CollectionName;
  key: string;
  prior: unknown;
}

/** Everything stored for one chain; a commit writes its changes together with its checkpoint. */
export interface ChainState extends ChainCollections {
  chainId: number;
  /** Hash of the chain's indexing configuration and ABIs; a different hash refuses to resume. */
  configHash: string;
  /** Fixed-width checkpoint of the last fully indexed block (see checkpoint.ts), or null. */
  checkpoint: string | null;
  /** Timestamp of the last indexed block (the chain's "now" for expiry, spec OrderStatus). */
  lastBlockTimestamp: number | null;
  /** Unfinalized blocks, ascending; the first is the latest finalized block (the reorg floor). */
  blocks: BlockRef[];
  /**
   * The configured start block as the indexer first saw it: with the checkpoint block (the window's
   * last), the identity of the chain this state belongs to. A start compares both hashes with the
   * chain's, so an index of a replaced chain (a new devnet) is never served as this chain's.
   */
  origin: BlockRef | null;
  /** Undo log of the unfinalized blocks, in application order. */
  undo: UndoEntry[];
}

/**
 * The store's document in memory: one state per chain id. Version 2 is the journal + snapshot
 * layout (store.ts); version 1 was one JSON file holding this document, migrated on open.
 */
export interface StoreDocument {
  version: 2;
  chains: Record<string, ChainState>;
}

/** A fresh, empty state for `chainId`. */
export function emptyChainState(chainId: number, configHash: string): ChainState {
  return {
    chainId,
    configHash,
    checkpoint: null,
    lastBlockTimestamp: null,
    pools: {},
    globalWhitelist: {},
    marketWhitelists: {},
    flows: {},
    markets: {},
    orders: {},
    fills: {},
    orderEvents: {},
    blocks: [],
    origin: null,
    undo: [],
  };
}

/** The identity key of a log-derived record: `chainId:txHash:logIndex` (txHash lowercase). */
export function eventKey(chainId: number, txHash: Hex, logIndex: number): string {
  return `${chainId}:${txHash.toLowerCase()}:${logIndex}`;
}

/** The key of a limit-order market: `poolId:makerAsset` lowercase. */
export function marketKey(poolId: Hex, makerAsset: Address): string {
  return `${poolId.toLowerCase()}:${makerAsset.toLowerCase()}`;
}
