/**
 * What an event handler is: a function of one decoded event and the block it is applied in, and a
 * declaration of the chain reads it makes. The backfill prefetches a batch's reads from those
 * declarations (reads.ts `prefetchBatch`), so which reads an event needs is decided once, here.
 */
import type { Address, Hex } from "viem";
import type { BlockRef, TokenRecord } from "../../records.ts";
import type { IndexedEventName, IndexedEventOf } from "../events.ts";
import type { BlockScope } from "./scope.ts";

/** A log of a transaction receipt (for share-token transfers next to a pool event). */
export interface ReceiptLog {
  address: Address;
  topics: readonly Hex[];
  data: Hex;
  logIndex: number;
}

/** What the handlers read from chain; every read is pinned to `blockNumber`. */
export interface ChainReads {
  /** ERC-20 `name`, `symbol`, `decimals` at the block. */
  token(address: Address, blockNumber: number): Promise<TokenRecord>;
  /** `swapFee`, `unwindSwapFee`, `getPausedBitMap` of the pool at the block. */
  poolSettings(
    poolId: Hex,
    blockNumber: number,
  ): Promise<{ swapFee: bigint; unwindSwapFee: bigint; pauseBitMap: number }>;
  /** `assets(poolId)` at the block. */
  poolAssets(poolId: Hex, blockNumber: number): Promise<{ collateral: bigint; reference: bigint }>;
  /** The transaction's sender. */
  sender(txHash: Hex): Promise<Address>;
  /** Logs of the transaction the handlers inspect: at least every share-token `Transfer` in it. */
  transactionLogs(txHash: Hex): Promise<readonly ReceiptLog[]>;
}

/** Per-chain constants the handlers need. */
export interface HandlerContext {
  chainId: number;
  poolManager: Address;
  /** Writes by the Adapter are attributed to the transaction sender (spec `Flow` description). */
  adapter: Address | null;
  reads: ChainReads;
}

/** What the handlers use of a block: its number and time. */
export type BlockTime = Pick<BlockRef, "number" | "timestamp">;

/**
 * The chain reads a handler makes besides token metadata and pool settings (read once per pool
 * when it is created, and cached): each one the backfill fetches for a whole batch ahead.
 */
export interface ReadNeeds<E> {
  /** The handler reads the transaction's share-token `Transfer` logs (`transactionLogs`). */
  shareTransfers?: true;
  /** Whether the handler reads the transaction's sender; `adapter` is lowercase or null. */
  sender?: (event: E, adapter: string | null) => boolean;
  /** The pool whose `assets` are read at the block after its events (the pool's TVL). */
  poolAssets?: (event: E) => Hex;
}

/** The handler of the event named `N`. */
export interface EventHandler<N extends IndexedEventName> {
  reads: ReadNeeds<IndexedEventOf<N>>;
  apply(event: IndexedEventOf<N>, scope: BlockScope): void | Promise<void>;
}

/** Handlers keyed by event name, one for each of `N`. */
export type HandlerTable<N extends IndexedEventName> = { [K in N]: EventHandler<K> };

/** `a` and `b` name the same address (case-insensitively); false when `b` is absent. */
export const sameAddress = (a: string, b: string | null | undefined) =>
  b !== null && b !== undefined && a.toLowerCase() === b.toLowerCase();
