/**
 * Realtime sync: the blocks above the finality boundary, one at a time, each checked against its
 * parent's hash. A mismatch, or a block that vanishes between its header and its logs, is a reorg:
 * the store rolls back to the newest window block that is still canonical. A reorg below the window
 * stops the indexer ({@link ReorgTooDeepError}).
 */
import type { ChainWriter } from "../store.ts";
import { applyEvents } from "./apply.ts";
import type { IndexedEvent } from "./events.ts";
import type { BatchReads } from "./reads.ts";
import { classifyRpcError, ReorgTooDeepError } from "./rpc.ts";
import type { ChainSource } from "./source.ts";

/** What head following needs of its indexer. */
export interface FollowTarget {
  source: ChainSource;
  writer: ChainWriter;
  log: (line: string) => void;
  /** Commits the store with `block` as the last indexed block. */
  commit(block: number): Promise<void>;
  lastIndexedBlock(): number | null;
  /** Counts applied events and reorgs. */
  status: { eventsIndexed: number; reorgCount: number };
}

/** Follows the head from `from` for up to `blocks` blocks; true when the head was reached. */
export async function followHead(target: FollowTarget, from: number, head: number, blocks: number): Promise<boolean> {
  const { source, writer } = target;
  const to = Math.min(head, from + blocks - 1);
  let applied = 0;
  for (let number = from; number <= to; number++) {
    const block = await source.blockRef(number);
    const parent = writer.state.blocks[writer.state.blocks.length - 1];
    let fetched: { events: IndexedEvent[]; reads: BatchReads } | undefined;
    if (!(parent && parent.number === number - 1 && parent.hash !== block.parentHash)) {
      fetched = await blockEvents(source, block.hash);
    }
    if (fetched === undefined) {
      if (applied > 0) await commitApplied(target);
      await rollBack(target);
      return false;
    }
    const times = new Map([[block.number, block.timestamp]]);
    await applyEvents(writer, source.context(fetched.reads), fetched.events, times, { trackUndo: true });
    writer.recordBlock(block);
    target.status.eventsIndexed += fetched.events.length;
    applied++;
  }
  writer.finalize(head - source.chain.finalityDepth);
  await target.commit(to);
  return to >= head;
}

/** A block's events and reads; undefined when the block vanished meanwhile (a reorg under way). */
async function blockEvents(
  source: ChainSource,
  blockHash: `0x${string}`,
): Promise<{ events: IndexedEvent[]; reads: BatchReads } | undefined> {
  try {
    const events = await source.logs({ blockHash });
    return { events, reads: await source.prefetch(events, { blockHash }) };
  } catch (error) {
    if (classifyRpcError(error).kind !== "unknown_block") throw error;
    return undefined;
  }
}

async function commitApplied(target: FollowTarget): Promise<void> {
  const last = target.lastIndexedBlock();
  if (last !== null) await target.commit(last);
}

/** Walks back to the newest window block still canonical and rolls the store back to it. */
async function rollBack(target: FollowTarget): Promise<void> {
  const { source, writer } = target;
  const window = writer.state.blocks;
  for (let i = window.length - 1; i >= 0; i--) {
    const stored = window[i]!;
    const canonical = await source.blockRef(stored.number);
    if (canonical.hash === stored.hash) {
      const dropped = writer.rollbackTo(stored);
      target.status.reorgCount++;
      target.log(`[chain ${source.chain.chainId}] reorg: rolled back ${dropped} block(s) to ${stored.number}`);
      await target.commit(stored.number);
      return;
    }
  }
  const chain = source.chain;
  throw new ReorgTooDeepError(chain.chainId, window[0]?.number ?? target.lastIndexedBlock() ?? chain.startBlock);
}
