/**
 * The in-memory adapter of {@link LedgerStore}, for unit tests and throwaway runs. Records and
 * snapshots are kept as encoded text (through the same codec and line format as the file
 * adapter), so a value the file store could not write fails here too, and a new store over the
 * same {@link MemoryStoreBacking} behaves like a process restart.
 */
import { encodeJournalLine, parseJournal } from "./journal.ts";
import { decodeSnapshotLines, encodeSnapshotLines } from "./snapshot-lines.ts";
import {
  type LedgerStore,
  type LoadedJournal,
  type SequencedRecord,
  type SnapshotTaken,
  type StoreStats,
  StoreUnavailableError,
} from "./types.ts";

/** What survives a "restart": the encoded journal lines and snapshot. Share it between instances. */
export interface MemoryStoreBacking {
  journal: string[];
  snapshot: string | null;
}

/** Creates an empty backing. */
export function createMemoryBacking(): MemoryStoreBacking {
  return { journal: [], snapshot: null };
}

/** Options of {@link MemoryLedgerStore}. */
export interface MemoryStoreOptions {
  /** Compact automatically once the journal holds this many records. Default: never. */
  compactEveryRecords?: number;
}

/** In-memory {@link LedgerStore}; `append` resolves on the next microtask. */
export class MemoryLedgerStore<TRecord extends SequencedRecord, TState> implements LedgerStore<TRecord, TState> {
  /** The shared backing (pass it to a new instance to simulate a restart). */
  readonly backing: MemoryStoreBacking;
  readonly #compactEveryRecords: number;
  #snapshotSource: (() => SnapshotTaken<TState>) | null = null;
  #closed = false;
  readonly #stats: StoreStats = {
    appendedRecords: 0,
    writes: 0,
    syncs: 0,
    compactions: 0,
    journalBytes: 0,
    journalRecords: 0,
  };

  constructor(backing: MemoryStoreBacking = createMemoryBacking(), options: MemoryStoreOptions = {}) {
    this.backing = backing;
    this.#compactEveryRecords = options.compactEveryRecords ?? Number.POSITIVE_INFINITY;
  }

  /** Decodes the backing's snapshot and journal with the file adapter's rules. */
  async load(): Promise<LoadedJournal<TRecord, TState>> {
    this.#assertOpen();
    const snapshot =
      this.backing.snapshot === null ? null : decodeSnapshotLines<TState>(this.backing.snapshot, "memory snapshot");
    const parsed = parseJournal<TRecord>(Buffer.from(this.backing.journal.join(""), "utf8"), "memory journal");
    const snapshotSeq = snapshot?.seq ?? 0;
    this.#stats.journalRecords = parsed.records.length;
    return { snapshot, records: parsed.records.filter((record) => record.seq > snapshotSeq), warnings: [] };
  }

  /** Encodes and keeps the records; resolves on the next microtask. */
  append(records: readonly TRecord[]): Promise<void> {
    try {
      this.#assertOpen();
      const lines = records.map((record) => encodeJournalLine(record));
      this.backing.journal.push(...lines);
      this.#stats.appendedRecords += records.length;
      this.#stats.writes += 1;
      this.#stats.journalRecords += records.length;
      this.#stats.journalBytes += lines.reduce((sum, line) => sum + Buffer.byteLength(line), 0);
    } catch (error) {
      return Promise.reject(error);
    }
    if (this.#stats.journalRecords >= this.#compactEveryRecords && this.#snapshotSource !== null) {
      return this.compact();
    }
    return Promise.resolve();
  }

  /** Nothing is ever pending in memory. */
  flush(): Promise<void> {
    return Promise.resolve();
  }

  /** Registers the owner's snapshot function. */
  attachSnapshotSource(source: () => SnapshotTaken<TState>): void {
    this.#snapshotSource = source;
  }

  /** Replaces the journal by a snapshot of the owner's state. */
  async compact(): Promise<void> {
    this.#assertOpen();
    if (this.#snapshotSource === null) throw new StoreUnavailableError("no snapshot source is attached");
    const { seq, state } = this.#snapshotSource();
    this.backing.snapshot = encodeSnapshotLines(seq, state).join("");
    this.backing.journal = [];
    this.#stats.journalRecords = 0;
    this.#stats.journalBytes = 0;
    this.#stats.compactions += 1;
  }

  /** Marks the store closed; the backing keeps its contents. */
  async close(): Promise<void> {
    this.#closed = true;
  }

  /** Counters (writes count `append` calls; memory never syncs). */
  stats(): StoreStats {
    return { ...this.#stats };
  }

  #assertOpen(): void {
    if (this.#closed) throw new StoreUnavailableError("memory store is closed");
  }
}
