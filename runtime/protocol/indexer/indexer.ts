/**
 * The chain indexer (docs/reference/indexer.md#sync, #reorgs, #checkpoints): a backfill of finalized
 * blocks with adaptive `eth_getLogs` ranges, then head following block by block with parent-hash
 * checks, rollback to the common ancestor on a reorg, and store commits carrying the checkpoint
 * with the records.
 *
 * As ponder separates historical sync, realtime sync and indexing, so does this directory:
 * backfill.ts fetches finalized blocks in pipelined batches, follow.ts follows the head and handles
 * reorgs, apply.ts and handlers.ts turn events into records; this module runs the loop, commits,
 * and classifies failures (rpc.ts `classifyRpcError`) as retryable or fatal.
 *
 * Why over 400 lines: the loop, its commits and its failure handling share the indexer's state; each
 * part with a concern of its own is a sibling module.
 */

import { createPublicClient, type PublicClient, type Transport } from "viem";
import { ContractkitError } from "../../../generated/http/errors.ts";
import { decodeCheckpoint } from "../checkpoint.ts";
import type { ChainConfig } from "../config.ts";
import { chainConfigHash } from "../config.ts";
import type { ChainWriter, ProtocolStore } from "../store.ts";
import { applyEvents } from "./apply.ts";
import { Backfill } from "./backfill.ts";
import { type FollowTarget, followHead } from "./follow.ts";
import { createChainReads } from "./reads.ts";
import {
  classifyRpcError,
  createRpcTransport,
  IndexerError,
  LogRangeSizer,
  type RetryOptions,
  withRetry,
} from "./rpc.ts";
import { ChainSource } from "./source.ts";

export { BACKFILL_BATCH_EVENTS } from "./backfill.ts";

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
  /** A viem transport to use instead of `createRpcTransport(chain.rpcUrl)` (tests inject faults with `custom`). */
  transport?: Transport;
  /** Progress lines (backfill progress, reorgs, errors); default: none. */
  log?: (line: string) => void;
  sleep?: (ms: number) => Promise<void>;
  /** Blocks per head-following batch (one commit each). */
  followBatchBlocks?: number;
  /** Called after each committed batch with the checkpointed block (tests simulate crashes here). */
  afterCommit?: (lastIndexedBlock: number) => void | Promise<void>;
  /**
   * During backfill, commit at most this often (the checkpoint always with the records it covers;
   * the end of the backfill and a stop always commit). 0 commits every batch. Default
   * {@link BACKFILL_COMMIT_INTERVAL_MS}.
   */
  backfillCommitIntervalMs?: number;
  /** Retry policy of single RPC calls. */
  retry?: Partial<Omit<RetryOptions, "sleep">>;
  /**
   * At most one backfill progress line per this many ms (the last batch always logs one). Default
   * {@link BACKFILL_PROGRESS_INTERVAL_MS}; 0 logs every batch.
   */
  progressIntervalMs?: number;
}

/** Default of {@link ChainIndexerOptions.progressIntervalMs}. */
export const BACKFILL_PROGRESS_INTERVAL_MS = 3_000;

/**
 * The RPC's chain is not the configured one: another chain id, or (`kind: "replaced"`) the stored
 * index belongs to an earlier chain with the same id (a devnet started again). Refused at start.
 */
export class ChainIdentityError extends ContractkitError {
  override readonly name = "ChainIdentityError";
  override readonly code = "chain_identity_mismatch";
  constructor(
    readonly kind: "wrong-chain-id" | "replaced",
    message: string,
  ) {
    super(message);
  }
}

/** What {@link ChainIndexer.checkChain} found and did. */
export type ChainCheck =
  | { outcome: "empty" }
  | { outcome: "resumed"; lastIndexedBlock: number }
  | { outcome: "reset"; reason: string };

/**
 * Default of {@link ChainIndexerOptions.backfillCommitIntervalMs}. A spaced commit is written while
 * the backfill goes on; 1 s instead of 5 s cost the JSON store more CPU (a journal line per commit,
 * the changed pools again in each) without a measurable gain on PostgreSQL
 * (docs/benchmarks.md, "Issue 21/18: backfill against eth_getLogs (session 6)").
 */
export const BACKFILL_COMMIT_INTERVAL_MS = 5_000;

/** The block a checkpoint says is fully indexed (null: nothing yet). */
function lastBlockOf(checkpoint: string | null): number | null {
  return checkpoint === null ? null : decodeCheckpoint(checkpoint).blockNumber;
}

/** A chain's status before this process indexed anything: at its stored checkpoint. */
export function initialStatus(chainId: number, checkpoint: string | null, ready: boolean): IndexerStatus {
  return {
    chainId,
    ready,
    lastIndexedBlock: lastBlockOf(checkpoint),
    headBlock: null,
    reorgCount: 0,
    lastError: null,
    halted: false,
    eventsIndexed: 0,
    backfillMs: 0,
  };
}

/** An integer with thousands separators (progress lines). */
const count = (value: number) => Math.round(value).toLocaleString("en-US");

/** Seconds as "42 s", "3 min 5 s" or "2 h 4 min" (progress ETAs). */
function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}

const short = (hash: string) => `${hash.slice(0, 10)}…`;

/** The refusal of an RPC answering another chain id, with the option that fits that chain. */
function wrongChainMessage(chain: ChainConfig, answered: number): string {
  const hint =
    answered === 31_337
      ? "a local devnet: pass its manifest, --manifest .contractkit/devnet.json"
      : `pass a --config whose chain ${answered} entry names its contracts`;
  return `chain ${chain.chainId}: the RPC ${chain.rpcUrl} serves chain ${answered}, not ${chain.chainId}; refusing to index the wrong chain. That chain is ${answered === 31_337 ? hint : `not chain ${chain.chainId}: ${hint}`}, or point --rpc at a chain ${chain.chainId} node`;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
  private readonly source: ChainSource;
  private readonly backfill: Backfill;
  private readonly followBatchBlocks: number;
  private readonly backfillCommitIntervalMs: number;
  /** The last backfilled block not committed yet (commits are spaced during backfill). */
  private uncommitted: number | undefined;
  /**
   * The backfill commit being written, if any: its records were taken when it started, so the next
   * batches are applied meanwhile; at most one is in flight, and the next commit waits for it.
   */
  private commitInFlight: Promise<void> | undefined;
  private lastCommitAt = Date.now();
  private readonly progressIntervalMs: number;
  /** When the last backfill progress line was logged (0: none yet). */
  private lastProgressAt = 0;
  /** Blocks backfilled by this process (for blocks/s and the ETA). */
  private backfilledBlocks = 0;
  private readonly afterCommit: ((block: number) => void | Promise<void>) | undefined;
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
    this.backfillCommitIntervalMs = options.backfillCommitIntervalMs ?? BACKFILL_COMMIT_INTERVAL_MS;
    this.afterCommit = options.afterCommit;
    this.progressIntervalMs = options.progressIntervalMs ?? BACKFILL_PROGRESS_INTERVAL_MS;
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
    // cacheTime 0: viem would otherwise serve a cached block number (docs/reference/indexer.md#testing-against-anvil).
    this.client = createPublicClient({
      transport: options.transport ?? createRpcTransport(this.chain.rpcUrl),
      cacheTime: 0,
    }) as PublicClient;
    this.configHash = chainConfigHash(this.chain);
    const state = this.store.chain(this.chain.chainId, this.configHash);
    this.writer = this.store.writer(state);
    const reads = createChainReads({
      client: this.client,
      poolManager: this.chain.contracts.poolManager,
      retry: this.retry,
      finalizedBlock: () => this.finalizedBlock,
    });
    this.source = new ChainSource(this.client, this.chain, this.retry, reads);
    const sizer = new LogRangeSizer(this.chain.initialLogRange, this.chain.maxLogRange);
    this.backfill = new Backfill(this.source, sizer, this.log, () => this.stopping);
    for (const pool of Object.values(state.pools)) {
      this.source.shareTokens.add(pool.principalToken.address.toLowerCase());
      this.source.shareTokens.add(pool.swapToken.address.toLowerCase());
    }
    this.status = initialStatus(this.chain.chainId, this.writer.state.checkpoint, false);
  }

  /** The last fully indexed block per the checkpoint, or null. */
  lastIndexedBlock(): number | null {
    return lastBlockOf(this.writer.state.checkpoint);
  }

  /**
   * Checks, before indexing, that the RPC serves the configured chain (`eth_chainId`) and that the
   * stored index belongs to it: the chain's head is not behind the checkpoint, and the checkpoint
   * block and the start block have the hashes stored with them. A stored index of another chain is
   * refused ({@link ChainIdentityError} naming the data file and what to do), or with `reset`
   * discarded so the chain is indexed again from its start block. RPC failures are retried.
   */
  async checkChain(options: { reset?: boolean } = {}): Promise<ChainCheck> {
    const id = this.chain.chainId;
    const answered = await withRetry(() => this.client.getChainId(), this.retry);
    if (answered !== id) throw new ChainIdentityError("wrong-chain-id", wrongChainMessage(this.chain, answered));
    const last = this.lastIndexedBlock();
    if (last === null) return { outcome: "empty" };
    const reason = await this.storedChainMismatch(last);
    if (reason === null) return { outcome: "resumed", lastIndexedBlock: last };
    if (!options.reset) {
      throw new ChainIdentityError(
        "replaced",
        `chain ${id}: the data file ${this.store.location} holds the index of another chain (${reason}); the chain at ${this.chain.rpcUrl} was replaced (a new devnet?). Start again with --reset to discard that index and re-index from block ${this.chain.startBlock}, or pass --data <new file> to keep it`,
      );
    }
    this.writer.clear();
    this.source.shareTokens.clear();
    Object.assign(this.status, initialStatus(id, null, false));
    await this.store.commit();
    this.log(
      `[chain ${id}] --reset: discarded the stored index of another chain (${reason}); re-indexing from block ${this.chain.startBlock}`,
    );
    return { outcome: "reset", reason };
  }

  /** Why the stored index (checkpoint at `last`) is not of this chain, or null when it is. */
  private async storedChainMismatch(last: number): Promise<string | null> {
    const head = Number(await withRetry(() => this.client.getBlockNumber({ cacheTime: 0 }), this.retry));
    if (head < last) return `its checkpoint is block ${last}, the chain's head is block ${head}`;
    const stored = [this.writer.state.origin, this.writer.state.blocks.at(-1)];
    for (const ref of stored) {
      if (ref === null || ref === undefined) continue;
      const canonical = await this.source.blockRef(ref.number);
      if (canonical.hash !== ref.hash) {
        return `block ${ref.number} is ${short(ref.hash)} in the data file, ${short(canonical.hash)} on the chain`;
      }
    }
    return null;
  }

  /** Remembers the start block's hash with the index (once the chain has it). */
  private async recordOrigin(head: number): Promise<void> {
    if (this.writer.state.origin !== null || head < this.chain.startBlock) return;
    this.writer.setOrigin(await this.source.blockRef(this.chain.startBlock));
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
        const failure = classifyRpcError(error);
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
    await this.commitBackfill();
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
    await this.recordOrigin(head);
    const last = this.lastIndexedBlock();
    const next = last === null ? this.chain.startBlock : last + 1;
    if (next > head) return true;
    if (next <= this.finalizedBlock) {
      await this.backfillBatch(next, this.finalizedBlock);
      return false;
    }
    this.backfill.reset();
    await this.commitBackfill();
    return await followHead(this.followTarget(), next, head, this.followBatchBlocks);
  }

  /**
   * Applies the backfill batch starting at `from` (fetched ahead during the previous step when it
   * could be) and starts fetching the one after it.
   */
  private async backfillBatch(from: number, finalized: number): Promise<void> {
    const started = Date.now();
    const batch = await this.backfill.take(from, finalized);
    if (batch === undefined) return;
    try {
      await applyEvents(this.writer, this.source.context(batch.reads), batch.events, batch.times, {
        trackUndo: false,
      });
    } catch (error) {
      // Blocks applied so far are re-applied from `from` (upserts: the same records again).
      this.backfill.reset();
      throw error;
    }
    // The batch's last block is the new floor of the reorg window (its hash anchors the head follower).
    this.writer.markIndexed(batch.to, batch.floor.timestamp);
    this.writer.resetWindow(batch.floor);
    this.uncommitted = batch.to;
    this.status.eventsIndexed += batch.events.length;
    this.status.backfillMs += Date.now() - started;
    this.backfilledBlocks += batch.to - batch.from + 1;
    if (batch.to >= finalized || this.stopping) await this.commitBackfill();
    else if (Date.now() - this.lastCommitAt >= this.backfillCommitIntervalMs) await this.startBackfillCommit();
    this.logProgress(batch.to, finalized);
  }

  /**
   * One backfill progress line (rate-limited; the last batch always logs): blocks done of the
   * backfill, events, blocks/s and events/s of this process, and the time left at that pace.
   */
  private logProgress(block: number, finalized: number): void {
    const now = Date.now();
    const last = block >= finalized;
    if (!last && now - this.lastProgressAt < this.progressIntervalMs) return;
    this.lastProgressAt = now;
    const total = Math.max(1, finalized - this.chain.startBlock + 1);
    const done = Math.min(total, block - this.chain.startBlock + 1);
    const seconds = Math.max(this.status.backfillMs, 1) / 1000;
    const blocksPerSecond = this.backfilledBlocks / seconds;
    const eventsPerSecond = this.status.eventsIndexed / seconds;
    const pace = `${count(blocksPerSecond)} blocks/s, ${count(eventsPerSecond)} events/s`;
    const prefix = `[chain ${this.chain.chainId}] backfill`;
    if (last) {
      this.log(
        `${prefix} done: block ${count(block)}, ${count(this.backfilledBlocks)} blocks and ${count(this.status.eventsIndexed)} events in ${seconds.toFixed(1)} s (${pace}); following the head`,
      );
      return;
    }
    const eta = blocksPerSecond > 0 ? formatDuration((total - done) / blocksPerSecond) : "unknown";
    this.log(
      `${prefix} ${Math.floor((done * 100) / total)}% (${count(done)}/${count(total)} blocks, at block ${count(block)}), ${count(this.status.eventsIndexed)} events, ${pace}, ETA ${eta}`,
    );
  }

  /** Commits backfilled blocks not committed yet, and waits until every backfill commit is durable. */
  private async commitBackfill(): Promise<void> {
    await this.startBackfillCommit();
    await this.settleBackfillCommit();
  }

  /**
   * Starts committing the backfilled blocks not committed yet, once the commit in flight is durable
   * (its failure, or a failure of `afterCommit`, is thrown here). The store takes the records when
   * the commit starts (store.ts `commit`), so applying the next batches meanwhile cannot change
   * what it writes; the checkpoint still travels with the records it covers
   * (docs/reference/indexer.md#checkpoints), and `lastIndexedBlock` moves once it is durable.
   */
  private async startBackfillCommit(): Promise<void> {
    await this.settleBackfillCommit();
    const block = this.uncommitted;
    if (block === undefined) return;
    this.lastCommitAt = Date.now(); // the interval runs from the start of a commit
    const durable = this.commit(block).then(() => {
      // On failure the blocks stay uncommitted, for the next commit.
      if (this.uncommitted === block) this.uncommitted = undefined;
    });
    durable.catch(() => {}); // thrown by the settle that awaits it
    this.commitInFlight = durable;
  }

  /** Waits for the backfill commit in flight, if any. */
  private async settleBackfillCommit(): Promise<void> {
    const inFlight = this.commitInFlight;
    this.commitInFlight = undefined;
    await inFlight;
  }

  /** What follow.ts needs of this indexer. */
  private followTarget(): FollowTarget {
    return {
      source: this.source,
      writer: this.writer,
      log: this.log,
      commit: (block) => this.commit(block),
      lastIndexedBlock: () => this.lastIndexedBlock(),
      status: this.status,
    };
  }

  private async commit(block: number): Promise<void> {
    await this.store.commit();
    this.lastCommitAt = Date.now();
    this.status.lastIndexedBlock = block;
    await this.afterCommit?.(block);
  }
}
