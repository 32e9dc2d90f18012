/**
 * The writer the indexer changes one chain's state through (store.ts `ProtocolStore.writer`): every
 * put is reported to the store, which journals it at the next commit and tells its listeners.
 */
import { blockCompleteCheckpoint } from "./checkpoint.ts";
import type { BlockRef, ChainCollections, ChainState, CollectionName } from "./records.ts";
import { COLLECTION_NAMES } from "./records.ts";

export type Notify = (collection: CollectionName, key: string, before: unknown, after: unknown) => void;

/**
 * Mutates one chain's state: upserts keyed by on-chain identity, an undo log for unfinalized
 * blocks (docs/reference/indexer.md#reorgs: prior values per unfinalized block, as Ponder and Subsquid do),
 * rollback to a common ancestor, and pruning at the finality boundary.
 */
export class ChainWriter {
  constructor(
    readonly state: ChainState,
    private readonly notify: Notify,
  ) {}

  /** The record under `key`, if any. */
  get<C extends CollectionName>(collection: C, key: string): ChainCollections[C][string] | undefined {
    return this.state[collection][key] as ChainCollections[C][string] | undefined;
  }

  /**
   * Sets (or with `undefined` deletes) `key`. When `undoBlock` is given the prior value is logged
   * against that block so a reorg can restore it.
   */
  put<C extends CollectionName>(
    collection: C,
    key: string,
    value: ChainCollections[C][string] | undefined,
    undoBlock?: number,
  ): void {
    const records = this.state[collection] as Record<string, unknown>;
    const before = records[key];
    if (undoBlock !== undefined) {
      this.state.undo.push({
        block: undoBlock,
        collection,
        key,
        prior: before === undefined ? null : structuredClone(before),
      });
    }
    if (value === undefined) delete records[key];
    else records[key] = value;
    this.notify(collection, key, before, value);
  }

  /** Records the chain's origin block (the configured start block as first seen). */
  setOrigin(block: BlockRef): void {
    this.state.origin = block;
  }

  /**
   * Forgets everything of this chain (records, window, undo log, checkpoint, origin): the state of a
   * chain that was replaced, before it is indexed again from its start block. Every record is
   * deleted through {@link put}, so the next commit journals the deletions and listeners see them.
   */
  clear(): void {
    for (const collection of COLLECTION_NAMES) {
      for (const key of Object.keys(this.state[collection])) this.put(collection, key, undefined);
    }
    this.state.checkpoint = null;
    this.state.lastBlockTimestamp = null;
    this.state.blocks = [];
    this.state.undo = [];
    this.state.origin = null;
  }

  /** Appends a block to the unfinalized window and marks it indexed. */
  recordBlock(block: BlockRef): void {
    this.state.blocks.push(block);
    this.state.checkpoint = blockCompleteCheckpoint(block.number);
    this.state.lastBlockTimestamp = block.timestamp;
  }

  /** Marks `block` indexed without keeping it in the window (backfill of finalized ranges). */
  markIndexed(blockNumber: number, timestamp: number | null): void {
    this.state.checkpoint = blockCompleteCheckpoint(blockNumber);
    if (timestamp !== null) this.state.lastBlockTimestamp = timestamp;
  }

  /** Replaces the window with one finalized floor block (after a backfill). */
  resetWindow(floor: BlockRef): void {
    this.state.blocks = [floor];
    this.state.undo = [];
  }

  /**
   * Undoes every change of blocks after `ancestor` (newest first) and drops them from the window;
   * the checkpoint returns to the ancestor. Returns the number of blocks rolled back.
   */
  rollbackTo(ancestor: BlockRef): number {
    const undo = this.state.undo;
    while (undo.length > 0 && undo[undo.length - 1]!.block > ancestor.number) {
      const entry = undo.pop()!;
      const records = this.state[entry.collection] as Record<string, unknown>;
      const before = records[entry.key];
      if (entry.prior === null) delete records[entry.key];
      else records[entry.key] = entry.prior;
      this.notify(entry.collection, entry.key, before, entry.prior === null ? undefined : entry.prior);
    }
    const dropped = this.state.blocks.filter((b) => b.number > ancestor.number).length;
    this.state.blocks = this.state.blocks.filter((b) => b.number <= ancestor.number);
    this.state.checkpoint = blockCompleteCheckpoint(ancestor.number);
    this.state.lastBlockTimestamp = ancestor.timestamp;
    return dropped;
  }

  /** Forgets undo data and window blocks below the finality boundary, keeping the boundary as floor. */
  finalize(boundary: number): void {
    const floorIndex = this.state.blocks.findLastIndex((b) => b.number <= boundary);
    if (floorIndex > 0) this.state.blocks = this.state.blocks.slice(floorIndex);
    this.state.undo = this.state.undo.filter((entry) => entry.block > boundary);
  }
}
