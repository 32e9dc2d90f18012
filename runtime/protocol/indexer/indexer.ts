/**
 * The chain indexer (indexer-notes "Sync", "Reorgs", "Checkpoints"): a backfill of finalized
 * blocks with adaptive `eth_getLogs` ranges, then head following block by block with parent-hash
 * checks, rollback to the common ancestor on a reorg, and one store commit per batch carrying the
 * checkpoint with the records.
 */
import { type Address, createPublicClient, type Hex, http, type PublicClient, type RpcLog, type Transport } from "viem";
import { decodeCheckpoint } from "../checkpoint.ts";
import type { ChainConfig } from "../config.ts";
import { chainConfigHash } from "../config.ts";
import type { BlockRef } from "../records.ts";
import type { ChainWriter, ProtocolStore } from "../store.ts";
import { decodeProtocolLog, INDEXED_TOPICS, type IndexedEvent, type RawLog } from "./events.ts";
import { applyBlock } from "./handlers.ts";
import { createChainReads } from "./reads.ts";
import {
  classifyRpcError,
  IndexerError,
  LogRangeSizer,
  ReorgTooDeepError,
  type RetryOptions,
  withRetry,
} from "./rpc.ts";

/** Progress and health of one chain's indexer (spec `ChainHealth`). */
export interface IndexerStatus {
  chainId: number;
  /** True once the first catch-up to the head has finished. */
  ready: boolean;
  lastIndexedBlock: number | null;
  headBlock: number | null;
  reorgCount: number;
  /** The error of the latest poll if it failed, else null. */
  lastError: string | null;
  /** True when the indexer stopped for good (reorg too deep, config mismatch, non-retryable error). */
  halted: boolean;
  /** Events applied since start and the wall time spent in backfill, for events/s. */
  eventsIndexed: number;
  backfillMs: number;
}

/** Options of {@link ChainIndexer}. */
export interface ChainIndexerOptions {
  chain: ChainConfig;
  store: ProtocolStore;
  /** A viem transport to use instead of `http(chain.rpcUrl)` (tests inject faults with `custom`). */
  transport?: Transport;
  /** Progress lines (backfill progress, reorgs, errors); default: none. */
  log?: (line: string) => void;
  sleep?: (ms: number) => Promise<void>;
  /** Blocks per head-following batch (one commit each). */
  followBatchBlocks?: number;
  /** Called after each committed batch with the checkpointed block (tests simulate crashes here). */
  afterCommit?: (lastIndexedBlock: number) => void | Promise<void>;
  /** Retry policy of single RPC calls. */
  retry?: Partial<Omit<RetryOptions, "sleep">>;
}

/** Receipts fetched in parallel while prefetching (polite to shared RPC endpoints). */
const RECEIPT_CONCURRENCY = 16;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function toRawLog(log: RpcLog): RawLog {
  return {
    address: log.address,
    topics: log.topics as RawLog["topics"],
    data: log.data,
    blockNumber: log.blockNumber === null ? null : BigInt(log.blockNumber),
    blockHash: log.blockHash,
    transactionHash: log.transactionHash,
    transactionIndex: log.transactionIndex === null ? null : Number(log.transactionIndex),
    logIndex: log.logIndex === null ? null : Number(log.logIndex),
  };
}

/** Indexes one chain into the store. */
export class ChainIndexer {
  readonly client: PublicClient;
  readonly status: IndexerStatus;
  private readonly chain: ChainConfig;
  private readonly store: ProtocolStore;
  private readonly writer: ChainWriter;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly log: (line: string) => void;
  private readonly retry: RetryOptions;
  private readonly sizer: LogRangeSizer;
  private readonly reads: ReturnType<typeof createChainReads>;
  private readonly followBatchBlocks: number;
  private readonly afterCommit: ((block: number) => void | Promise<void>) | undefined;
  private readonly addresses: Address[];
  /** The config hash the store state is bound to. */
  readonly configHash: string;
  private finalizedBlock = -1;
  private loop: Promise<void> | undefined;
  private stopping = false;
  private wake: (() => void) | undefined;
  private readonly sleepers = new Set<() => void>();

  constructor(options: ChainIndexerOptions) {
    this.chain = options.chain;
    this.store = options.store;
    this.sleep = options.sleep ?? ((ms) => this.interruptibleSleep(ms));
    this.log = options.log ?? (() => {});
    this.followBatchBlocks = options.followBatchBlocks ?? 100;
    this.afterCommit = options.afterCommit;
    this.retry = {
      attempts: 5,
      baseDelayMs: 250,
      maxDelayMs: 30_000,
      ...options.retry,
      sleep: this.sleep,
      onRetry: (failure, attempt, delay) => {
        this.log(
          `[chain ${this.chain.chainId}] ${failure.kind} (attempt ${attempt}), retrying in ${delay} ms: ${failure.message}`,
        );
      },
    };
    // cacheTime 0: viem would otherwise serve a cached block number (indexer-notes gotchas).
    this.client = createPublicClient({
      transport: options.transport ?? http(this.chain.rpcUrl, { retryCount: 0 }),
      cacheTime: 0,
    }) as PublicClient;
    this.configHash = chainConfigHash(this.chain);
    const state = this.store.chain(this.chain.chainId, this.configHash);
    this.writer = this.store.writer(state);
    this.sizer = new LogRangeSizer(this.chain.initialLogRange, this.chain.maxLogRange);
    this.reads = createChainReads({
      client: this.client,
      poolManager: this.chain.contracts.poolManager,
      retry: this.retry,
      finalizedBlock: () => this.finalizedBlock,
    });
    this.addresses = [
      this.chain.contracts.poolManager,
      this.chain.contracts.whitelistManager,
      this.chain.contracts.orderProtocol,
    ];
    this.status = {
      chainId: this.chain.chainId,
      ready: false,
      lastIndexedBlock: this.lastIndexedBlock(),
      headBlock: null,
      reorgCount: 0,
      lastError: null,
      halted: false,
      eventsIndexed: 0,
      backfillMs: 0,
    };
  }

  /** The last fully indexed block per the checkpoint, or null. */
  lastIndexedBlock(): number | null {
    const checkpoint = this.writer.state.checkpoint;
    return checkpoint === null ? null : decodeCheckpoint(checkpoint).blockNumber;
  }

  /** Starts the polling loop in the background. */
  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.loop = this.run();
  }

  /**
   * A retry wait that `stop()` cuts short: it then throws, so a retry loop does not call the RPC
   * again while the service shuts down.
   */
  private interruptibleSleep(ms: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        if (this.stopping) reject(new IndexerError(`chain ${this.chain.chainId} indexer stopped`, true));
        else resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.add(done);
    });
  }

  /** Stops the loop after the current step; the last batch is committed. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    for (const wake of [...this.sleepers]) wake();
    await this.loop;
    this.loop = undefined;
  }

  /** Resolves once the indexer is ready (or rejects when it halts first). */
  async waitUntilReady(timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.status.ready) {
      if (this.status.halted)
        throw new IndexerError(`chain ${this.chain.chainId} indexer halted: ${this.status.lastError}`, false);
      if (Date.now() > deadline)
        throw new IndexerError(
          `chain ${this.chain.chainId} not ready after ${timeoutMs} ms: ${this.status.lastError ?? "still syncing"}`,
          true,
        );
      await defaultSleep(20);
    }
  }

  /** Resolves once `blockNumber` is indexed. */
  async waitForBlock(blockNumber: number, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while ((this.status.lastIndexedBlock ?? -1) < blockNumber) {
      if (this.status.halted)
        throw new IndexerError(`chain ${this.chain.chainId} indexer halted: ${this.status.lastError}`, false);
      if (Date.now() > deadline) throw new IndexerError(`block ${blockNumber} not indexed after ${timeoutMs} ms`, true);
      this.wake?.();
      await defaultSleep(10);
    }
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let caughtUp = false;
      try {
        caughtUp = await this.step();
        this.status.lastError = null;
      } catch (error) {
        if (this.stopping) return;
        const failure =
          error instanceof IndexerError
            ? { retryable: error.retryable, message: error.message }
            : classifyRpcError(error);
        this.status.lastError = failure.message;
        this.log(`[chain ${this.chain.chainId}] poll failed: ${failure.message}`);
        if (!failure.retryable) {
          this.status.halted = true;
          return;
        }
      }
      if (caughtUp) this.status.ready = true;
      if (caughtUp || this.status.lastError !== null) await this.pause(this.chain.pollIntervalMs);
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  /**
   * One unit of work: a backfill chunk while the checkpoint is behind the finality boundary, else a
   * batch of head blocks. Returns true when the head was reached.
   */
  async step(): Promise<boolean> {
    const head = Number(await withRetry(() => this.client.getBlockNumber({ cacheTime: 0 }), this.retry));
    this.status.headBlock = head;
    this.finalizedBlock = head - this.chain.finalityDepth;
    const last = this.lastIndexedBlock();
    const next = last === null ? this.chain.startBlock : last + 1;
    if (next > head) return true;
    if (next <= this.finalizedBlock) {
      await this.backfillChunk(next, this.finalizedBlock);
      return false;
    }
    return await this.followBatch(next, head);
  }

  private async fetchLogs(
    filter: { fromBlock: number; toBlock: number } | { blockHash: Hex },
  ): Promise<IndexedEvent[]> {
    const params =
      "blockHash" in filter
        ? { address: this.addresses, topics: [INDEXED_TOPICS as Hex[]], blockHash: filter.blockHash }
        : {
            address: this.addresses,
            topics: [INDEXED_TOPICS as Hex[]],
            fromBlock: `0x${filter.fromBlock.toString(16)}`,
            toBlock: `0x${filter.toBlock.toString(16)}`,
          };
    const logs = (await withRetry(
      () => this.client.request({ method: "eth_getLogs", params: [params as never] }),
      this.retry,
    )) as RpcLog[];
    const contracts = this.chain.contracts;
    const seen = new Set<string>();
    const events: IndexedEvent[] = [];
    for (const log of logs) {
      if (log.removed) continue;
      const event = decodeProtocolLog(toRawLog(log), contracts);
      if (!event) continue;
      // Providers can repeat a log across pages; (blockHash, logIndex) is its identity.
      const id = `${event.blockHash}:${event.logIndex}`;
      if (seen.has(id)) continue;
      seen.add(id);
      events.push(event);
    }
    return events.sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex);
  }

  private async blockRef(blockNumber: number): Promise<BlockRef> {
    const block = await withRetry(() => this.client.getBlock({ blockNumber: BigInt(blockNumber) }), this.retry);
    if (block.hash === null) throw new IndexerError(`block ${blockNumber} is pending`, true);
    return {
      number: Number(block.number),
      hash: block.hash,
      parentHash: block.parentHash,
      timestamp: Number(block.timestamp),
    };
  }

  /**
   * Fetches the receipts the handlers will ask for (pool operations, fills) concurrently, a few at a
   * time; the handlers then read them from the per-batch cache in log order.
   */
  private async prefetchReceipts(events: readonly IndexedEvent[]): Promise<void> {
    const hashes = [
      ...new Set(
        events
          .filter(
            (e) => e.eventName === "PoolModifyLiquidity" || e.eventName === "PoolSwap" || e.eventName === "OrderFilled",
          )
          .map((e) => e.transactionHash),
      ),
    ];
    for (let i = 0; i < hashes.length; i += RECEIPT_CONCURRENCY) {
      await Promise.all(hashes.slice(i, i + RECEIPT_CONCURRENCY).map((hash) => this.reads.transaction(hash)));
    }
  }

  private context() {
    return {
      chainId: this.chain.chainId,
      poolManager: this.chain.contracts.poolManager,
      adapter: this.chain.contracts.adapter,
      reads: this.reads,
    };
  }

  /** Backfills one adaptive `eth_getLogs` range of finalized blocks and commits it. */
  private async backfillChunk(from: number, finalized: number): Promise<void> {
    const started = Date.now();
    let events: IndexedEvent[] | undefined;
    let to = from;
    while (events === undefined) {
      to = Math.min(finalized, from + this.sizer.size - 1);
      try {
        events = await this.fetchLogs({ fromBlock: from, toBlock: to });
      } catch (error) {
        if (this.stopping) return;
        const failure = classifyRpcError(error);
        if (failure.kind !== "range_too_large") throw error;
        if (!this.sizer.shrink(failure.suggestedBlocks)) throw error;
        this.log(`[chain ${this.chain.chainId}] range ${from}-${to} too large, next try ${this.sizer.size} blocks`);
      }
    }
    this.sizer.grow();
    this.reads.clearBatchCache();
    const byBlock = new Map<number, IndexedEvent[]>();
    for (const event of events) byBlock.set(event.blockNumber, [...(byBlock.get(event.blockNumber) ?? []), event]);
    await this.prefetchReceipts(events);
    for (const [number, blockEvents] of byBlock) {
      const ref = await this.blockRef(number);
      await applyBlock(this.writer, this.context(), ref, blockEvents, { trackUndo: false });
    }
    // The chunk's last block is the new floor of the reorg window (its hash anchors the head follower).
    const floor = await this.blockRef(to);
    this.writer.markIndexed(to, floor.timestamp);
    this.writer.resetWindow(floor);
    await this.commit(to);
    this.status.eventsIndexed += events.length;
    this.status.backfillMs += Date.now() - started;
    const total = Math.max(1, finalized - this.chain.startBlock + 1);
    const done = to - this.chain.startBlock + 1;
    const perSecond =
      this.status.backfillMs > 0 ? Math.round((this.status.eventsIndexed * 1000) / this.status.backfillMs) : 0;
    this.log(
      `[chain ${this.chain.chainId}] backfill ${done}/${total} blocks (${Math.floor((done * 100) / total)}%), ${this.status.eventsIndexed} events, ${perSecond} events/s`,
    );
  }

  /** Follows the head from `from` for up to one batch; true when the head was reached. */
  private async followBatch(from: number, head: number): Promise<boolean> {
    const to = Math.min(head, from + this.followBatchBlocks - 1);
    this.reads.clearBatchCache();
    let applied = 0;
    for (let number = from; number <= to; number++) {
      const block = await this.blockRef(number);
      const parent = this.writer.state.blocks[this.writer.state.blocks.length - 1];
      if (parent && parent.number === number - 1 && parent.hash !== block.parentHash) {
        await this.commitIfApplied(applied);
        await this.handleReorg();
        return false;
      }
      let events: IndexedEvent[];
      try {
        events = await this.fetchLogs({ blockHash: block.hash });
      } catch (error) {
        if (classifyRpcError(error).kind !== "unknown_block") throw error;
        // The block vanished between the header and its logs: a reorg under way.
        await this.commitIfApplied(applied);
        await this.handleReorg();
        return false;
      }
      await this.prefetchReceipts(events);
      await applyBlock(this.writer, this.context(), block, events, { trackUndo: true });
      this.writer.recordBlock(block);
      this.status.eventsIndexed += events.length;
      applied++;
    }
    this.writer.finalize(head - this.chain.finalityDepth);
    await this.commit(to);
    return to >= head;
  }

  private async commitIfApplied(applied: number): Promise<void> {
    const last = this.lastIndexedBlock();
    if (applied > 0 && last !== null) await this.commit(last);
  }

  /** Walks back to the newest window block still canonical and rolls the store back to it. */
  private async handleReorg(): Promise<void> {
    const window = this.writer.state.blocks;
    for (let i = window.length - 1; i >= 0; i--) {
      const stored = window[i]!;
      const canonical = await this.blockRef(stored.number);
      if (canonical.hash === stored.hash) {
        const dropped = this.writer.rollbackTo(stored);
        this.status.reorgCount++;
        this.log(`[chain ${this.chain.chainId}] reorg: rolled back ${dropped} block(s) to ${stored.number}`);
        await this.commit(stored.number);
        return;
      }
    }
    throw new ReorgTooDeepError(
      this.chain.chainId,
      window[0]?.number ?? this.lastIndexedBlock() ?? this.chain.startBlock,
    );
  }

  private async commit(block: number): Promise<void> {
    await this.store.commit();
    this.status.lastIndexedBlock = block;
    await this.afterCommit?.(block);
  }
}
