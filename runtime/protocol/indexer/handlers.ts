/**
 * Event handlers: from decoded events of one block to record upserts
 * (docs/reference/indexer.md#idempotent-records). One handler per event name, typed from the generated ABIs, in one module per area
 * (handlers/pools.ts, whitelist.ts, orders.ts); each declares the chain reads it makes, and the
 * backfill prefetches from those declarations. Every write is keyed by on-chain identity, and
 * derived values (fees, TVL, order status) are recomputed from the event itself or reused from the
 * stored record, so applying the same block twice leaves the same state. Every chain read goes
 * through {@link ChainReads} pinned to the block being indexed.
 */
import type { Hex } from "viem";
import type { ChainWriter } from "../store.ts";
import type { IndexedEvent, IndexedEventName, IndexedEventOf } from "./events.ts";
import { orderHandlers } from "./handlers/orders.ts";
import { poolHandlers } from "./handlers/pools.ts";
import { BlockScope } from "./handlers/scope.ts";
import type { BlockTime, EventHandler, HandlerContext, HandlerTable } from "./handlers/types.ts";
import { whitelistHandlers } from "./handlers/whitelist.ts";

export { TRANSFER_TOPIC } from "./handlers/transfers.ts";
export type { BlockTime, ChainReads, EventHandler, HandlerContext, ReadNeeds, ReceiptLog } from "./handlers/types.ts";

/** Every indexed event's handler, by event name (the compiler checks that none is missing). */
export const HANDLERS: HandlerTable<IndexedEventName> = { ...poolHandlers, ...whitelistHandlers, ...orderHandlers };

/** The handler of `event`, typed for it. */
export function handlerOf<N extends IndexedEventName>(event: IndexedEventOf<N>): EventHandler<N> {
  return HANDLERS[event.eventName as N] as EventHandler<N>;
}

/**
 * The block of each pool's last TVL read among `events` (chain order): pool id (lowercase) -> block
 * number of the last event that declares `poolAssets` for it.
 */
export function lastTvlBlocks(events: readonly IndexedEvent[]): Map<string, number> {
  const last = new Map<string, number>();
  for (const event of events) {
    const poolId = handlerOf(event).reads.poolAssets?.(event);
    if (poolId !== undefined) last.set(poolId.toLowerCase(), event.blockNumber);
  }
  return last;
}

/** Options of {@link applyBlock}. */
export interface ApplyBlockOptions {
  /** Undo-log the block's writes (head following), or not (backfill: final blocks). */
  trackUndo: boolean;
  /**
   * Read a pool's TVL in this block only when this map gives this block for it (backfill: the
   * batch's last block touching the pool, {@link lastTvlBlocks}); absent, every touched pool's.
   */
  tvlBlocks?: ReadonlyMap<string, number>;
}

/** Applies one block's events (in log order) to the chain state. */
export async function applyBlock(
  writer: ChainWriter,
  context: HandlerContext,
  block: BlockTime,
  events: readonly IndexedEvent[],
  options: ApplyBlockOptions,
): Promise<void> {
  const scope = new BlockScope(writer, context, block, options.trackUndo);
  // TVL: `assets(poolId)` at this block, once per pool an event declares it reads (docs/reference/protocol.md#pool-manager-reads).
  const touchedPools = new Set<Hex>();
  for (const event of events) {
    const handler = handlerOf(event);
    // Most handlers are synchronous: no microtask turn for them.
    const applying = handler.apply(event, scope);
    if (applying !== undefined) await applying;
    const poolId = handler.reads.poolAssets?.(event)?.toLowerCase() as Hex | undefined;
    if (poolId === undefined) continue;
    if (options.tvlBlocks === undefined || options.tvlBlocks.get(poolId) === block.number) touchedPools.add(poolId);
  }
  await scope.finish(touchedPools);
}
