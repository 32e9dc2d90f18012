/**
 * The durable file adapter: an append-only journal of JSON lines plus a snapshot written through
 * lowdb. Files, for a data path `bank.json`:
 *
 *   bank.json          the snapshot `{format, version, seq, state}` (lowdb DataFile, bigint-safe codec)
 *   bank.json.journal  one record per line (see journal.ts), every record after the snapshot
 *   bank.json.lock     the PID of the process that has the data open
 *   bank.json.next     a snapshot being written (only between the write and its rename)
 *   bank.json.mark     the journal's high-water mark: generation, last seq and length known durable
 *
 * Nothing missing goes unnoticed (issue 20, D5): the snapshot names the journal generation that
 * continues it and the journal's header names it back, so a deleted, emptied or foreign journal is
 * refused; the mark (rewritten at most once per `markIntervalMs` after a write) records how far
 * the journal was durable, so a journal cut short below it is refused as a missing tail - only an
 * unterminated line beyond the mark is the torn final write of a crash. A bank of an earlier
 * version (no generation) loads as before and is given a snapshot of this version at once; so is
 * a new bank, so that from its first start on, a deleted journal cannot pass for a fresh bank.
 *
 * Durability: `append` resolves after the record's line has been written and fdatasync'ed.
 * Group commit: appends that arrive while a write+sync is in progress wait together and go out
 * as the next single write+sync, so N concurrent requests cost about two syncs, not N, and the
 * cost of an append depends on the batch, never on the size of the ledger.
 *
 * Compaction (journal larger than `compactMinBytes` and than `compactRatio` x the last snapshot,
 * so its amortised cost per record stays bounded as the ledger grows; also on `close`):
 *   1. take the owner's snapshot at a quiet point (no write in flight) - it covers seq <= S;
 *   2. lowdb writes it to `bank.json.next`; fsync that file; rename over `bank.json`; fsync dir;
 *   3. write a new journal holding only its header (the generation the snapshot names), fsync it,
 *      rename it over the journal, fsync the directory.
 * A crash before 2 completes leaves the old snapshot and the full journal; between 2 and 3 the
 * journal is the previous generation's and only holds records with seq <= S, which replay skips
 * (and the journal is then replaced). No step loses a record.
 *
 * Why one long file: the journal, mark, lock and snapshot steps are one crash-consistency protocol, which a
 * reader needs to see whole.
 */

import { randomBytes } from "node:crypto";
import { constants as fsConstants } from "node:fs";
import type { FileHandle } from "node:fs/promises";
import { mkdir, open, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Low } from "lowdb";
import { encodeJournalHeader, encodeJournalLine, type ParsedJournal, parseJournal } from "./journal.ts";
import { acquireLock, type FileLock } from "./lock.ts";
import { SNAPSHOT_FORMAT, SNAPSHOT_VERSION, type SnapshotDocument, SnapshotLinesFile } from "./snapshot-lines.ts";
import {
  type LedgerStore,
  type LinedState,
  type LoadedJournal,
  type SequencedRecord,
  type SnapshotTaken,
  StoreCorruptError,
  type StoreStats,
  StoreUnavailableError,
} from "./types.ts";

/** The minimal file operations the journal needs; a test seam for counting or delaying syncs. */
export interface JournalHandle {
  write(data: Buffer): Promise<void>;
  /** Makes written data durable (fdatasync: data plus the size needed to read it back). */
  sync(): Promise<void>;
  truncate(length: number): Promise<void>;
  close(): Promise<void>;
}

/** Options of {@link FileLedgerStore.open}. */
export interface FileStoreOptions {
  /** Never compact a journal smaller than this many bytes. Default 4 MiB. */
  compactMinBytes?: number;
  /**
   * Compact when the journal is larger than this multiple of the last snapshot's size. Default 1:
   * the snapshot is rewritten at most once per "snapshot's worth" of journal, which keeps the
   * amortised cost per appended record constant however large the ledger grows.
   */
  compactRatio?: number;
  /** Receives recovery notes (torn final line discarded, stale lock taken over). Default: console.warn. */
  onWarning?: (message: string) => void;
  /** Wraps the journal file handle (tests use it to count or delay writes and syncs). */
  wrapJournal?: (handle: JournalHandle) => JournalHandle;
  /** Least time between two rewrites of the high-water mark, in ms. Default 1000 (tests: 0). */
  markIntervalMs?: number;
}

/** What the mark file says: the journal generation, its last durable seq and its length then. */
interface JournalMark {
  journal: string;
  seq: number;
  bytes: number;
}

/** A new journal generation id: 64 random bits in hex. */
function newGeneration(): string {
  return randomBytes(8).toString("hex");
}

interface Batch {
  chunks: string[];
  records: number;
  maxSeq: number;
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function newBatch(): Batch {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A batch may fail with nobody awaiting it yet (the writer rejects before the caller awaits).
  promise.catch(() => undefined);
  return { chunks: [], records: 0, maxSeq: 0, promise, resolve, reject };
}

/**
 * How the journal is opened: for appending and, where the platform has it (POSIX), with O_DSYNC,
 * so that a write returns only once its data (and the size needed to read it back) is on stable
 * storage - what fdatasync gives, in the same system call. A group commit is then one round trip
 * to the thread pool instead of a write and then a datasync, each waiting for the event loop to
 * start the next: at 10 connections the bank's payments wait for little else (docs/benchmarks.md).
 */
const JOURNAL_DSYNC = fsConstants.O_DSYNC;
const JOURNAL_FLAGS =
  JOURNAL_DSYNC === undefined ? "a" : fsConstants.O_WRONLY | fsConstants.O_APPEND | fsConstants.O_CREAT | JOURNAL_DSYNC;

function fileHandleJournal(handle: FileHandle, syncedWrites: boolean): JournalHandle {
  return {
    write: async (data) => {
      let written = 0;
      while (written < data.length) {
        const { bytesWritten } = await handle.write(data, written, data.length - written);
        written += bytesWritten;
      }
    },
    // With O_DSYNC every write was durable when it returned.
    sync: syncedWrites ? () => Promise.resolve() : () => handle.datasync(),
    truncate: (length) => handle.truncate(length),
    close: () => handle.close(),
  };
}

async function syncPath(target: string, flags: string): Promise<void> {
  const handle = await open(target, flags);
  try {
    await handle.sync();
  } catch (error) {
    // Some platforms cannot fsync a directory (EISDIR/EINVAL/EPERM on Windows); the rename is
    // then as durable as that platform allows.
    const code = (error as NodeJS.ErrnoException).code;
    if (flags !== "r" || (code !== "EISDIR" && code !== "EINVAL" && code !== "EPERM")) throw error;
  } finally {
    await handle.close();
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENOENT";
}

/**
 * The file adapter of {@link LedgerStore}. Open it with {@link FileLedgerStore.open}, which takes
 * the lock; call `load` once, then `append` freely; `close` on shutdown.
 */
export class FileLedgerStore<TRecord extends SequencedRecord, TState> implements LedgerStore<TRecord, TState> {
  /** Path of the snapshot file (the "data file"). */
  readonly dataPath: string;
  /** Path of the journal. */
  readonly journalPath: string;
  /** Path of the lock file. */
  readonly lockPath: string;
  readonly #nextPath: string;
  readonly #lock: FileLock;
  readonly #markPath: string;
  /** The current journal generation (null until the first snapshot of this version is written). */
  #generation: string | null = null;
  /** A journal generation a failed compaction published but could not start; {@link resume} starts it. */
  #pendingJournal: { generation: string; after: number } | null = null;
  #lastMarkAt = Number.NEGATIVE_INFINITY;
  /** Write a snapshot as soon as the owner's source is attached (new or earlier-format store). */
  #snapshotOnAttach = false;
  /** The snapshot written on attach, which `close` waits for. */
  #initialSnapshot: Promise<void> | null = null;
  readonly #options: Required<Omit<FileStoreOptions, "wrapJournal">> & {
    wrapJournal: FileStoreOptions["wrapJournal"] | undefined;
  };
  #journal: JournalHandle | null = null;
  #snapshotSource: (() => SnapshotTaken<TState>) | null = null;
  #snapshotBytes = 0;
  #nextBatch: Batch | null = null;
  #inflight: Batch | null = null;
  #writerRunning = false;
  #compactWaiters: Batch | null = null;
  #failure: Error | null = null;
  #closed = false;
  #loaded = false;
  readonly #stats: StoreStats = {
    appendedRecords: 0,
    writes: 0,
    syncs: 0,
    compactions: 0,
    journalBytes: 0,
    journalRecords: 0,
  };

  private constructor(dataPath: string, lock: FileLock, options: FileStoreOptions) {
    this.dataPath = dataPath;
    this.journalPath = `${dataPath}.journal`;
    this.lockPath = lock.path;
    this.#nextPath = `${dataPath}.next`;
    this.#markPath = `${dataPath}.mark`;
    this.#lock = lock;
    this.#options = {
      compactMinBytes: options.compactMinBytes ?? 4 * 1024 * 1024,
      compactRatio: options.compactRatio ?? 1,
      onWarning: options.onWarning ?? ((message) => console.warn(`[store] ${message}`)),
      wrapJournal: options.wrapJournal,
      markIntervalMs: options.markIntervalMs ?? 1000,
    };
  }

  /**
   * Takes `<dataPath>.lock` (refusing when a running process holds it; taking over a stale one)
   * and returns an unloaded store. Creates the parent directory when missing.
   */
  static async open<TRecord extends SequencedRecord, TState>(
    dataPath: string,
    options: FileStoreOptions = {},
  ): Promise<FileLedgerStore<TRecord, TState>> {
    const absolute = path.resolve(dataPath);
    await mkdir(path.dirname(absolute), { recursive: true, mode: 0o700 });
    const onWarning = options.onWarning ?? ((message: string) => console.warn(`[store] ${message}`));
    const lock = await acquireLock(`${absolute}.lock`, absolute, onWarning);
    return new FileLedgerStore<TRecord, TState>(absolute, lock, { ...options, onWarning });
  }

  /** Reads the snapshot and the journal (see the module comment for the recovery rules). */
  async load(): Promise<LoadedJournal<TRecord, TState>> {
    this.#assertUsable();
    if (this.#loaded) throw new StoreUnavailableError(`store ${this.dataPath} is already loaded`);
    const warnings: string[] = [];
    const warn = (message: string) => {
      warnings.push(message);
      this.#options.onWarning(message);
    };
    // A leftover `.next` is a snapshot whose rename never happened: the journal still has everything.
    await rm(this.#nextPath, { force: true });
    await rm(`${this.journalPath}.next`, { force: true });
    await rm(path.join(path.dirname(this.#nextPath), `.${path.basename(this.#nextPath)}.tmp`), {
      force: true,
    });

    const document = await this.#readSnapshot();
    const snapshot = document === null ? null : { seq: document.seq, state: document.state };
    let bytes: Buffer | null;
    try {
      bytes = await readFile(this.journalPath);
    } catch (error) {
      if (!isMissing(error)) throw error;
      bytes = null;
    }
    const parsed = parseJournal<TRecord>(bytes ?? Buffer.alloc(0), this.journalPath);
    const foreign = this.#checkGeneration(document, bytes, parsed);
    await this.#checkMark(parsed);
    // Keys are hashes, but balances and payments are private: owner-only, also for older files.
    const handle = await open(this.journalPath, JOURNAL_FLAGS, 0o600);
    await handle.chmod(0o600);
    this.#openJournal(handle);
    if (parsed.tornBytes > 0) {
      warn(
        `discarded a torn final line of ${parsed.tornBytes} bytes at byte offset ${parsed.validBytes} of ` +
          `${this.journalPath}: an incomplete write from a crash, never acknowledged to any client`,
      );
      // Cut it off now, or the next append would be glued onto the torn bytes.
      await handle.truncate(parsed.validBytes);
      await handle.datasync();
    }
    if (foreign) {
      warn(
        `${this.journalPath} holds journal ${parsed.header?.journal} whose records the snapshot already covers ` +
          "(a crash between a snapshot and the start of its journal); starting the snapshot's journal",
      );
      await this.#startJournal(document?.journal as string, document?.seq ?? 0);
      parsed.records.length = 0;
    }
    const snapshotSeq = snapshot?.seq ?? 0;
    const records = parsed.records.filter((record) => record.seq > snapshotSeq);
    const first = records[0];
    if (first !== undefined && first.seq !== snapshotSeq + 1) {
      throw new StoreCorruptError(
        this.journalPath,
        null,
        `the journal continues at seq ${first.seq} but the snapshot ${this.dataPath} ends at seq ${snapshotSeq}`,
      );
    }
    if (!foreign) this.#stats.journalBytes = parsed.validBytes;
    this.#stats.journalRecords = parsed.records.length;
    this.#loaded = true;
    return { snapshot, records, warnings };
  }

  /**
   * Checks that the journal is the one the snapshot names (D5). Returns true for a journal of the
   * previous generation whose records the snapshot covers (the crash window of a compaction).
   */
  #checkGeneration(
    document: SnapshotDocument<TState> | null,
    bytes: Buffer | null,
    parsed: ParsedJournal<TRecord>,
  ): boolean {
    const expected = document?.journal;
    const seq = document?.seq ?? 0;
    if (expected === undefined) {
      // An earlier-format snapshot, or none: load as before, then write a snapshot of this version.
      if (document === null && parsed.header !== null && parsed.header.after > 0) {
        throw new StoreCorruptError(
          this.dataPath,
          null,
          `the snapshot is missing: ${this.journalPath} continues a snapshot at seq ${parsed.header.after}`,
        );
      }
      this.#generation = parsed.header?.journal ?? null;
      this.#snapshotOnAttach = true;
      return false;
    }
    const lost = `the snapshot ${this.dataPath} (seq ${seq}) names journal ${expected} to continue it, so every record after seq ${seq} would be lost`;
    if (bytes === null) throw new StoreCorruptError(this.journalPath, null, `the journal is missing: ${lost}`);
    if (bytes.length === 0) throw new StoreCorruptError(this.journalPath, 0, `the journal is empty: ${lost}`);
    this.#generation = expected;
    if (parsed.header?.journal === expected) return false;
    // Another generation's (or an earlier version's) journal: only the crash window of a compaction
    // leaves one, and then the snapshot covers every record in it.
    const last = parsed.records.at(-1)?.seq ?? parsed.header?.after ?? 0;
    if (last > seq) {
      throw new StoreCorruptError(
        this.journalPath,
        0,
        `the journal is ${parsed.header?.journal ?? "of an earlier version"}, with records up to seq ${last}, not the snapshot's ${expected}`,
      );
    }
    return true;
  }

  /** Refuses a journal shorter than its high-water mark: its tail is missing, not torn (D5). */
  async #checkMark(parsed: ParsedJournal<TRecord>): Promise<void> {
    const header = parsed.header;
    if (header === null) return;
    let mark: Partial<JournalMark>;
    try {
      mark = JSON.parse(await readFile(this.#markPath, "utf8")) as Partial<JournalMark>;
    } catch {
      // No mark (or one cut by a crash): nothing more to check than before this version.
      return;
    }
    if (mark.journal !== header.journal || typeof mark.seq !== "number" || typeof mark.bytes !== "number") return;
    const last = parsed.records.at(-1)?.seq ?? header.after;
    if (parsed.validBytes < mark.bytes || last < mark.seq) {
      throw new StoreCorruptError(
        this.journalPath,
        parsed.validBytes,
        `the journal ends at seq ${last} (byte ${parsed.validBytes}) but records up to seq ${mark.seq} ` +
          `(byte ${mark.bytes}) were durable: its tail is missing (cut or lost), which a torn write cannot explain`,
      );
    }
  }

  /**
   * Replaces the journal by one holding only the header of `generation` (continuing the snapshot
   * at `after`): written beside it, synced, renamed over it. A crash leaves either the old journal
   * (whose records the snapshot covers) or the new one - never an empty file.
   */
  async #startJournal(generation: string, after: number): Promise<void> {
    const header = encodeJournalHeader({ journal: generation, after });
    const next = `${this.journalPath}.next`;
    await writeFile(next, header, { mode: 0o600 });
    await syncPath(next, "r+");
    await rename(next, this.journalPath);
    await syncPath(path.dirname(this.journalPath), "r");
    await this.#journal?.close();
    this.#journal = null;
    this.#openJournal(await open(this.journalPath, JOURNAL_FLAGS, 0o600));
    this.#generation = generation;
    this.#stats.journalBytes = Buffer.byteLength(header);
  }

  #openJournal(handle: FileHandle): void {
    const journal = fileHandleJournal(handle, JOURNAL_DSYNC !== undefined);
    this.#journal = this.#options.wrapJournal ? this.#options.wrapJournal(journal) : journal;
  }

  /** Rewrites the mark after a durable write, at most once per `markIntervalMs`. */
  async #mark(seq: number): Promise<void> {
    const now = Date.now();
    if (this.#generation === null || now - this.#lastMarkAt < this.#options.markIntervalMs) return;
    this.#lastMarkAt = now;
    const mark: JournalMark = { journal: this.#generation, seq, bytes: this.#stats.journalBytes };
    try {
      await writeFile(this.#markPath, `${JSON.stringify(mark)}\n`, { mode: 0o600 });
    } catch (error) {
      // The mark only adds a check; a failed rewrite leaves an older (lower) one, never a wrong one.
      this.#options.onWarning(`could not update ${this.#markPath}: ${(error as Error).message}`);
    }
  }

  async #readSnapshot(): Promise<SnapshotDocument<TState> | null> {
    // The decoder checks the document's shape and names the file and byte offset of any damage.
    const file = new SnapshotLinesFile<TState>(this.dataPath);
    const db = new Low<SnapshotDocument<TState> | null>(file, null);
    await db.read();
    this.#snapshotBytes = file.bytes;
    return db.data;
  }

  /** Queues records for the next group commit; resolves once they are written and synced. */
  append(records: readonly TRecord[]): Promise<void> {
    try {
      this.#assertUsable();
      if (!this.#loaded) throw new StoreUnavailableError(`store ${this.dataPath} must be loaded before appending`);
    } catch (error) {
      return Promise.reject(error);
    }
    if (records.length === 0) return this.flush();
    // Serialise now: the caller may mutate the objects after we return.
    const lines = records.map((record) => encodeJournalLine(record));
    const batch = this.#nextBatch ?? newBatch();
    this.#nextBatch = batch;
    batch.chunks.push(...lines);
    batch.records += records.length;
    for (const record of records) batch.maxSeq = Math.max(batch.maxSeq, record.seq);
    this.#stats.appendedRecords += records.length;
    this.#startWriter();
    return batch.promise;
  }

  /** Resolves when everything appended so far is durable. */
  flush(): Promise<void> {
    if (this.#failure) return Promise.reject(this.#unavailable());
    return (this.#nextBatch ?? this.#inflight)?.promise ?? Promise.resolve();
  }

  /** Registers the owner's snapshot function; compaction is automatic from then on. */
  attachSnapshotSource(source: () => SnapshotTaken<TState>): void {
    this.#snapshotSource = source;
    if (this.#snapshotOnAttach && this.#loaded) {
      this.#snapshotOnAttach = false;
      // A failure is kept as the store's failure: every later call reports it.
      this.#initialSnapshot = this.compact().catch(() => undefined);
    }
  }

  /** Writes a snapshot now (after any write in flight) and empties the journal. */
  compact(): Promise<void> {
    try {
      this.#assertUsable();
      if (this.#snapshotSource === null) throw new StoreUnavailableError("no snapshot source is attached");
    } catch (error) {
      return Promise.reject(error);
    }
    const waiter = this.#compactWaiters ?? newBatch();
    this.#compactWaiters = waiter;
    this.#startWriter();
    return waiter.promise;
  }

  /** Flushes, compacts (when a snapshot source is attached), closes the journal and releases the lock. */
  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      if (this.#failure === null && this.#loaded) {
        await this.#initialSnapshot;
        await this.flush();
        // Compact on a clean close so the next start loads one snapshot instead of replaying.
        if (this.#snapshotSource !== null && this.#stats.journalRecords > 0) await this.compact();
      }
    } finally {
      this.#closed = true;
      await this.#journal?.close().catch(() => undefined);
      this.#journal = null;
      await this.#lock.release();
    }
  }

  /**
   * After a failed write: cuts the journal back to its last durable byte (a write that ran out of
   * space may have left part of a line), drops a half-written snapshot, and reads the files again,
   * so the owner can rebuild exactly the state the disk holds. Appends stay refused until
   * {@link resume}. Needs no free space: it only shrinks and reads files.
   */
  async reload(): Promise<LoadedJournal<TRecord, TState>> {
    if (this.#closed || !this.#loaded) throw new StoreUnavailableError(`store ${this.dataPath} is not open`);
    // The writer settles a failure in microtasks after rejecting the batch; let it finish first.
    await new Promise((resolve) => setImmediate(resolve));
    if (this.#failure === null || this.#writerRunning) {
      throw new StoreUnavailableError(`store ${this.dataPath} has not failed a write; nothing to reload`);
    }
    const journal = this.#requireJournal();
    await journal.truncate(this.#stats.journalBytes);
    await journal.sync();
    await rm(this.#nextPath, { force: true });
    const snapshot = await this.#readSnapshot();
    const parsed = parseJournal<TRecord>(await readFile(this.journalPath), this.journalPath);
    const snapshotSeq = snapshot?.seq ?? 0;
    if (snapshot?.journal !== undefined && parsed.header?.journal !== snapshot.journal) {
      // A compaction published its snapshot but did not start the snapshot's journal: the snapshot
      // covers every record of the old one. Starting the new journal writes a header, which needs
      // space, so it waits for {@link resume}.
      this.#pendingJournal = { generation: snapshot.journal, after: snapshotSeq };
      parsed.records.length = 0;
    }
    // A compaction that failed after renaming its new journal into place left our handle on the
    // replaced (unlinked) file: append to the file the path names from now on.
    await journal.close().catch(() => undefined);
    this.#journal = null;
    this.#openJournal(await open(this.journalPath, JOURNAL_FLAGS, 0o600));
    this.#generation = snapshot?.journal ?? this.#generation;
    this.#stats.journalBytes = parsed.validBytes;
    this.#stats.journalRecords = parsed.records.length;
    return {
      snapshot: snapshot === null ? null : { seq: snapshot.seq, state: snapshot.state },
      records: parsed.records.filter((record) => record.seq > snapshotSeq),
      warnings: [],
    };
  }

  /**
   * Accepts appends again once a probe file of `probeBytes` can be written and synced beside the
   * data file (the disk has room again). Rejects, staying refused, while it cannot.
   */
  async resume(probeBytes = 64 * 1024): Promise<void> {
    if (this.#closed || this.#failure === null) return;
    const probePath = `${this.dataPath}.probe`;
    try {
      const handle = await open(probePath, "w", 0o600);
      try {
        await handle.write(Buffer.alloc(probeBytes));
        await handle.sync();
      } finally {
        await handle.close();
      }
    } finally {
      await rm(probePath, { force: true });
    }
    const pending = this.#pendingJournal;
    if (pending !== null) {
      await this.#startJournal(pending.generation, pending.after);
      this.#pendingJournal = null;
    }
    this.#failure = null;
  }

  /** Durability counters (see {@link StoreStats}). */
  stats(): StoreStats {
    return { ...this.#stats };
  }

  #assertUsable(): void {
    if (this.#closed) throw new StoreUnavailableError(`store ${this.dataPath} is closed`);
    if (this.#failure) throw this.#unavailable();
  }

  #unavailable(): StoreUnavailableError {
    return new StoreUnavailableError(
      `store ${this.dataPath} failed a write and accepts no more records (restart to recover from disk): ${this.#failure?.message}`,
      { cause: this.#failure },
    );
  }

  #startWriter(): void {
    if (this.#writerRunning) return;
    this.#writerRunning = true;
    // A microtask, not an immediate write: appends issued in the same synchronous run join one batch.
    queueMicrotask(() => {
      void this.#runWriter();
    });
  }

  #wantsCompaction(): boolean {
    if (this.#snapshotSource === null) return false;
    const { journalBytes } = this.#stats;
    return (
      journalBytes >= this.#options.compactMinBytes && journalBytes >= this.#options.compactRatio * this.#snapshotBytes
    );
  }

  /** The single writer: everything that touches the files runs here, one step at a time. */
  async #runWriter(): Promise<void> {
    try {
      for (;;) {
        if (this.#compactWaiters !== null || this.#wantsCompaction()) {
          await this.#compactNow();
          continue;
        }
        const batch = this.#nextBatch;
        if (batch === null) break;
        this.#nextBatch = null;
        this.#inflight = batch;
        await this.#writeBatch(batch);
        this.#inflight = null;
        await this.#mark(batch.maxSeq);
      }
    } catch (error) {
      this.#fail(error);
    } finally {
      this.#writerRunning = false;
    }
  }

  async #writeBatch(batch: Batch): Promise<void> {
    const journal = this.#requireJournal();
    const data = Buffer.from(batch.chunks.join(""), "utf8");
    try {
      await journal.write(data);
      this.#stats.writes += 1;
      await journal.sync();
      this.#stats.syncs += 1;
    } catch (error) {
      batch.reject(error);
      throw error;
    }
    this.#stats.journalBytes += data.length;
    this.#stats.journalRecords += batch.records;
    batch.resolve();
  }

  async #compactNow(): Promise<void> {
    const source = this.#snapshotSource;
    const waiter = this.#compactWaiters;
    this.#compactWaiters = null;
    // Records queued but not yet written are inside the snapshot (the owner applies a record
    // before appending it), so the snapshot itself makes them durable.
    const covered = this.#nextBatch;
    this.#nextBatch = null;
    this.#inflight = covered;
    try {
      if (source === null) throw new StoreUnavailableError("no snapshot source is attached");
      const snapshot = source();
      if (covered !== null && covered.maxSeq > snapshot.seq) {
        throw new StoreUnavailableError(
          `snapshot at seq ${snapshot.seq} does not cover queued record seq ${covered.maxSeq}`,
        );
      }
      const file = new SnapshotLinesFile<LinedState<TState>>(this.#nextPath);
      // A stable view is encoded between the file's writes, so the event loop keeps serving (issue 21).
      file.sliced = snapshot.stable === true;
      const generation = newGeneration();
      const db = new Low<SnapshotDocument<LinedState<TState>> | null>(file, {
        format: SNAPSHOT_FORMAT,
        version: SNAPSHOT_VERSION,
        seq: snapshot.seq,
        journal: generation,
        state: snapshot.state,
      });
      // The adapter fsyncs `.next` before resolving; only then does the rename publish it.
      await db.write();
      const bytes = file.bytes;
      await rename(this.#nextPath, this.dataPath);
      await syncPath(path.dirname(this.dataPath), "r");
      // Published: the queued records are durable in the snapshot whatever happens to the journal next.
      this.#snapshotBytes = bytes;
      covered?.resolve();
      await this.#startJournal(generation, snapshot.seq);
      this.#stats.journalRecords = 0;
      this.#stats.compactions += 1;
      // The compaction's requester (a close, say) waits until the new journal is in place too.
      waiter?.resolve();
    } catch (error) {
      covered?.reject(error);
      waiter?.reject(error);
      throw error;
    } finally {
      this.#inflight = null;
    }
  }

  #requireJournal(): JournalHandle {
    if (this.#journal === null) throw new StoreUnavailableError(`store ${this.dataPath} has no open journal`);
    return this.#journal;
  }

  #fail(error: unknown): void {
    this.#failure = error instanceof Error ? error : new Error(String(error));
    const failure = this.#unavailable();
    this.#nextBatch?.reject(failure);
    this.#nextBatch = null;
    this.#compactWaiters?.reject(failure);
    this.#compactWaiters = null;
  }
}
