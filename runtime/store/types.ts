/**
 * The store contract shared by the in-memory and the file adapter
 * (docs/reference/architecture.md#stores-behind-an-interface).
 *
 * A store holds an ordered journal of records, each with a strictly increasing `seq`, plus at most
 * one snapshot: the owner's whole state as of some `seq`. Loading returns the snapshot and the
 * records after it; the owner rebuilds its state by replaying them. The store never interprets a
 * record beyond its `seq`.
 */
import { ContractkitError } from "../../generated/http/errors.ts";
import type { LineRows } from "./snapshot-lines.ts";

/** Every journal record carries its position in the one ordered mutation path. */
export interface SequencedRecord {
  /** 1-based, strictly increasing by one; replay checks there are no gaps. */
  seq: number;
}

/** The owner's whole state as of `seq` (every record with a seq <= `seq` is folded in). */
export interface Snapshot<TState> {
  seq: number;
  state: TState;
}

/** A state whose top-level arrays may be given as {@link LineRows} (produced while encoding). */
export type LinedState<TState> = {
  [K in keyof TState]: TState[K] extends readonly (infer E)[] ? TState[K] | LineRows<E> : TState[K];
};

/** What an owner's snapshot source returns: its state as of `seq`, possibly as a view. */
export interface SnapshotTaken<TState> {
  seq: number;
  state: LinedState<TState>;
  /**
   * True when nothing `state` reaches will change until the store has written it (a view of
   * immutable rows and captured lengths): the file store then encodes it in slices between its
   * writes, so requests are served meanwhile (issue 21). Otherwise the state may be live and is
   * encoded all at once, before anything else runs.
   */
  stable?: boolean;
}

/** What a store hands back on start: the latest snapshot (if any) and the records after it. */
export interface LoadedJournal<TRecord extends SequencedRecord, TState> {
  snapshot: Snapshot<TState> | null;
  /** Records with seq > snapshot.seq (or all records), in order, without gaps. */
  records: TRecord[];
  /** Human-readable notes about recovery (e.g. a torn final line that was discarded). */
  warnings: string[];
}

/** Counters that make durability behaviour observable in tests and in health output. */
export interface StoreStats {
  /** Records accepted by `append`. */
  appendedRecords: number;
  /** Physical journal writes (one per group-committed batch). */
  writes: number;
  /** fsync/fdatasync calls on the journal. */
  syncs: number;
  /** Snapshots written by compaction. */
  compactions: number;
  /** Bytes in the current journal file. */
  journalBytes: number;
  /** Records in the current journal file. */
  journalRecords: number;
}

/**
 * A durable, ordered journal with snapshots.
 *
 * - `append` resolves only when the records are durable; concurrent appends may share one
 *   physical write and sync (group commit). Records are made durable in the order appended.
 * - `attachSnapshotSource` gives the store a way to take a snapshot of the owner's state at a
 *   quiet point; the store then compacts on its own (journal grown past its threshold) and on
 *   `close`. The source must return state that includes every record appended so far.
 */
export interface LedgerStore<TRecord extends SequencedRecord, TState> {
  /** Reads the snapshot and the journal. Call once, before the first `append`. */
  load(): Promise<LoadedJournal<TRecord, TState>>;
  /** Accepts records (serialised at once, so later mutation of the objects has no effect). */
  append(records: readonly TRecord[]): Promise<void>;
  /** Resolves when every record appended so far is durable. */
  flush(): Promise<void>;
  /** Registers the owner's snapshot function (used for compaction). */
  attachSnapshotSource(source: () => SnapshotTaken<TState>): void;
  /** Writes a snapshot now and drops the journal records it covers. */
  compact(): Promise<void>;
  /** Flushes, compacts when a snapshot source is attached, and releases files and locks. */
  close(): Promise<void>;
  /** Durability counters. */
  stats(): StoreStats;
  /**
   * After a failed write: drops what did not reach the disk and returns the durable snapshot and
   * records, for the owner to rebuild from. Appends stay refused until `resume` succeeds.
   * Optional: a store without it stays failed until restarted.
   */
  reload?(): Promise<LoadedJournal<TRecord, TState>>;
  /** Accepts appends again once the store can write (rejects while it still cannot). */
  resume?(): Promise<void>;
}

/** Raised when a store's files cannot be trusted; the message names the file and byte offset. */
export class StoreCorruptError extends ContractkitError {
  override readonly name = "StoreCorruptError";
  override readonly code = "store_corrupt";
  /** Path of the damaged file. */
  readonly file: string;
  /** UTF-8 byte offset of the damage within `file`, or null when not tied to a position. */
  readonly byteOffset: number | null;

  constructor(file: string, byteOffset: number | null, reason: string, options?: { cause?: unknown }) {
    super(
      `store file ${file} is damaged${byteOffset === null ? "" : ` at byte offset ${byteOffset}`}: ${reason}. ` +
        "Refusing to start rather than lose acknowledged data; restore the file from a backup or repair it.",
      options,
    );
    this.file = file;
    this.byteOffset = byteOffset;
  }
}

/** Raised when another live process holds the store's lock file. */
export class StoreLockedError extends ContractkitError {
  override readonly name = "StoreLockedError";
  override readonly code = "store_locked";
}

/** Raised by every call after the store has been closed or has failed a write. */
export class StoreUnavailableError extends ContractkitError {
  override readonly name = "StoreUnavailableError";
  override readonly code = "store_unavailable";
}
