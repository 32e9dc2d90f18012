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

/** Applies one block's events (in log order) to the chain state. */
export async function applyBlock(
  writer: ChainWriter,
  context: HandlerContext,
  block: BlockTime,
  events: readonly IndexedEvent[],
  options: { trackUndo: boolean },
): Promise<void> {
  const scope = new BlockScope(writer, context, block, options.trackUndo);
  // TVL: `assets(poolId)` at this block, once per pool an event declares it reads (docs/reference/protocol.md#pool-manager-reads).
  const touchedPools = new Set<Hex>();
  for (const event of events) {
    const handler = handlerOf(event);
    await handler.apply(event, scope);
    const poolId = handler.reads.poolAssets?.(event);
    if (poolId !== undefined) touchedPools.add(poolId.toLowerCase() as Hex);
  }
  await scope.finish(touchedPools);
}
