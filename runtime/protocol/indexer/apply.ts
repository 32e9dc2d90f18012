/**
 * Indexing proper: a run of decoded events, in chain order, applied block by block through the
 * handlers (handlers.ts). Both syncs end here: the backfill with a batch of final blocks (no undo
 * log), head following with one block at a time (undo-logged, so a reorg can roll it back).
 */
import type { ChainWriter } from "../store.ts";
import type { IndexedEvent } from "./events.ts";
import { applyBlock, type HandlerContext, lastTvlBlocks } from "./handlers.ts";
import { IndexerError } from "./rpc.ts";

/**
 * Applies `events` (chain order, whole blocks) block by block; `times` holds each block's time.
 *
 * Without an undo log (a backfill batch, committed only after its last block), a pool's TVL is read
 * only in the batch's last block touching it: each pool record keeps only its latest
 * `collateralAssets`, `referenceAssets` and `assetsBlockTimestamp`, which that block's read sets
 * whatever earlier blocks read, so every commit holds the same records as with a read per block
 * (docs/reference/indexer.md#reads-pinned-to-blocks). Undo-logged blocks (head following) each keep
 * their own read: a reorg rolls them back one by one.
 */
export async function applyEvents(
  writer: ChainWriter,
  context: HandlerContext,
  events: readonly IndexedEvent[],
  times: ReadonlyMap<number, number>,
  options: { trackUndo: boolean },
): Promise<void> {
  const blockOptions = options.trackUndo ? options : { ...options, tvlBlocks: lastTvlBlocks(events) };
  let blockStart = 0;
  while (blockStart < events.length) {
    const number = events[blockStart]!.blockNumber;
    let blockEnd = blockStart + 1;
    while (blockEnd < events.length && events[blockEnd]!.blockNumber === number) blockEnd++;
    const timestamp = times.get(number);
    if (timestamp === undefined) throw new IndexerError(`no time for block ${number}`, true);
    await applyBlock(writer, context, { number, timestamp }, events.slice(blockStart, blockEnd), blockOptions);
    blockStart = blockEnd;
  }
}
