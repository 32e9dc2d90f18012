/**
 * Historical sync: the finalized blocks from the checkpoint to the finality boundary, fetched with
 * adaptive `eth_getLogs` ranges and cut into batches of about {@link BACKFILL_BATCH_EVENTS} events.
 * A two-stage pipeline: while one batch is applied (CPU), the next one is fetched (its logs, then
 * the share transfers, senders and pool reads its handlers declare, in batched JSON-RPC requests),
 * so the node and this process work at the same time.
 */
import type { BlockRef } from "../records.ts";
import type { IndexedEvent } from "./events.ts";
import type { BatchReads } from "./reads.ts";
import { classifyRpcError, type LogRangeSizer } from "./rpc.ts";
import type { ChainSource } from "./source.ts";

/** Events per backfill batch: a range of logs is applied (and its reads fetched) in batches of about this many. */
export const BACKFILL_BATCH_EVENTS = 2_000;

/** Logs fetched by `eth_getLogs` and not applied yet. */
interface LogBuffer {
  /** First block not yet cut into a batch. */
  from: number;
  /** Last block the logs cover. */
  to: number;
  /** The logs of blocks `from`..`to`, in chain order. */
  events: IndexedEvent[];
}

/** A backfill batch, fetched and ready to apply. */
export interface BackfillBatch {
  from: number;
  to: number;
  events: IndexedEvent[];
  reads: BatchReads;
  /** Block time of each block with events. */
  times: Map<number, number>;
  /** The batch's last block: the new floor of the reorg window. */
  floor: BlockRef;
}

/** The backfill pipeline of one chain. */
export class Backfill {
  /** Logs fetched but not yet cut into batches. */
  private buffer: LogBuffer | undefined;
  /** The `eth_getLogs` range after the buffer, fetched while the buffer is applied. */
  private nextRange: { from: number; logs: Promise<LogBuffer | undefined> } | undefined;
  /** The next batch, fetched while the current one is applied. */
  private ahead: { from: number; batch: Promise<BackfillBatch | undefined> } | undefined;
  /** Bumped when the pipeline is dropped: a fetch started before must not touch the buffer. */
  private generation = 0;

  constructor(
    private readonly source: ChainSource,
    private readonly sizer: LogRangeSizer,
    private readonly log: (line: string) => void,
    private readonly stopping: () => boolean,
  ) {}

  /**
   * The batch starting at `from` (fetched ahead when it could be), and the fetch of the one after
   * it started. Undefined when the indexer stopped meanwhile. A failure drops the pipeline.
   */
  async take(from: number, finalized: number): Promise<BackfillBatch | undefined> {
    const pending = this.ahead?.from === from ? this.ahead.batch : this.fetchBatch(from, finalized);
    this.ahead = undefined;
    let batch: BackfillBatch | undefined;
    try {
      batch = await pending;
    } catch (error) {
      this.reset();
      throw error;
    }
    if (batch !== undefined && batch.to < finalized && !this.stopping()) {
      const next = this.fetchBatch(batch.to + 1, finalized);
      next.catch(() => {}); // surfaces when the next step awaits it
      this.ahead = { from: batch.to + 1, batch: next };
    }
    return batch;
  }

  /** Drops the pipeline (after a failure, or when the backfill is over). */
  reset(): void {
    this.generation++;
    this.buffer = undefined;
    this.nextRange = undefined;
    this.ahead = undefined;
  }

  /** Fetches the logs of an adaptive `eth_getLogs` range starting at `from`, up to `finalized`. */
  private async fetchRange(from: number, finalized: number): Promise<LogBuffer | undefined> {
    for (;;) {
      const to = Math.min(finalized, from + this.sizer.size - 1);
      try {
        const events = await this.source.logs({ fromBlock: from, toBlock: to });
        this.sizer.grow(to - from + 1, events.length);
        return { from, to, events };
      } catch (error) {
        if (this.stopping()) return undefined;
        const failure = classifyRpcError(error);
        if (failure.kind !== "range_too_large") throw error;
        if (!this.sizer.shrink(failure.suggestedBlocks)) throw error;
        this.log(
          `[chain ${this.source.chain.chainId}] range ${from}-${to} too large, next try ${this.sizer.size} blocks`,
        );
      }
    }
  }

  /** Block times of the blocks with events: from the logs, else from the headers. */
  private async blockTimes(events: readonly IndexedEvent[]): Promise<Map<number, number>> {
    const times = new Map<number, number>();
    const missing = new Set<number>();
    for (const event of events) {
      if (event.blockTimestamp !== undefined) times.set(event.blockNumber, event.blockTimestamp);
      else missing.add(event.blockNumber);
    }
    const refs = await Promise.all([...missing].map((number) => this.source.blockRef(number)));
    for (const ref of refs) times.set(ref.number, ref.timestamp);
    return times;
  }

  /** The buffered logs from `from`, refilled with `eth_getLogs` when used up; undefined once dropped. */
  private async bufferAt(from: number, finalized: number): Promise<LogBuffer | undefined> {
    if (this.buffer !== undefined && this.buffer.from === from && this.buffer.from <= this.buffer.to) {
      return this.buffer;
    }
    const generation = this.generation;
    const ahead = this.nextRange?.from === from ? this.nextRange.logs : undefined;
    this.nextRange = undefined;
    const logs = await (ahead ?? this.fetchRange(from, finalized));
    if (logs === undefined || generation !== this.generation) return undefined;
    this.buffer = logs;
    return logs;
  }

  /**
   * The batch starting at `from`: the next events of the buffered range, cut at a block boundary
   * after about {@link BACKFILL_BATCH_EVENTS} events, with everything its handlers will read. Runs
   * one at a time (the buffer is shared).
   */
  private async fetchBatch(from: number, finalized: number): Promise<BackfillBatch | undefined> {
    const buffer = await this.bufferAt(from, finalized);
    if (buffer === undefined) return undefined;
    let cut = Math.min(BACKFILL_BATCH_EVENTS, buffer.events.length);
    // Never split a block: its events are applied together.
    while (cut < buffer.events.length && buffer.events[cut]!.blockNumber === buffer.events[cut - 1]!.blockNumber) cut++;
    const events = buffer.events.slice(0, cut);
    const rest = buffer.events.slice(cut);
    // Empty blocks up to the next event belong to this batch.
    const to = rest.length > 0 ? rest[0]!.blockNumber - 1 : buffer.to;
    this.buffer = { from: to + 1, to: buffer.to, events: rest };
    if (rest.length === 0 && buffer.to < finalized && this.nextRange === undefined && !this.stopping()) {
      // The range is used up with this batch: fetch the next one meanwhile.
      const logs = this.fetchRange(buffer.to + 1, finalized);
      logs.catch(() => {}); // surfaces when a later batch awaits it
      this.nextRange = { from: buffer.to + 1, logs };
    }
    const [reads, times, floor] = await Promise.all([
      this.source.prefetch(events, { fromBlock: from, toBlock: to }),
      this.blockTimes(events),
      this.source.blockRef(to),
    ]);
    return { from, to, events, reads, times, floor };
  }
}
