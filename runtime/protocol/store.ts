/**
 * The protocol service's store (docs/reference/architecture.md#bigint-safe-json,
 * docs/reference/indexer.md#checkpoints): per chain,
 * every record collection, the unfinalized block window with its undo log, the checkpoint and the
 * config hash, held in memory as one document. The indexer mutates it through {@link ChainWriter}
 * and commits once per batch.
 *
 * Persistence is the shared durable store (runtime/store, docs/bank-store.md): a commit appends
 * ONE journal record holding what changed since the previous commit (the records put or deleted,
 * the checkpoint, the edits of the block window and undo log), so a commit costs O(changes), never
 * O(store), and the checkpoint is durable in the same record as the changes it covers. The store
 * compacts on its own into a snapshot whose big collections are top-level arrays (one line per
 * record on disk); opening loads the snapshot and replays the journal after it.
 *
 * A data file of the old layout (version 1: the whole document in one lowdb JSON file) is migrated
 * on open: converted to a snapshot, the original kept beside it as `<file>.v1`.
 */
import { copyFile, open, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { FileLedgerStore, type FileStoreOptions } from "../store/file-store.ts";
import { decodeJson } from "../store/json-codec.ts";
import {
  createMemoryBacking,
  MemoryLedgerStore,
  type MemoryStoreBacking,
  type MemoryStoreOptions,
} from "../store/memory-store.ts";
import { SNAPSHOT_FORMAT, SnapshotLinesFile } from "../store/snapshot-lines.ts";
import { type LedgerStore, type Snapshot, StoreCorruptError, type StoreStats } from "../store/types.ts";
import { blockCompleteCheckpoint } from "./checkpoint.ts";
import {
  type BlockRef,
  type ChainCollections,
  type ChainState,
  COLLECTION_NAMES,
  type CollectionName,
  emptyChainState,
  type StoreDocument,
  type UndoEntry,
} from "./records.ts";

/**
 * An edit of an array kept by identity: the new array is `old.slice(drop, drop + keep)` followed
 * by `add`. The block window and the undo log grow at the end and shrink at both ends (finality
 * prunes the front, a rollback pops the back), so an edit is usually a few entries.
 */
export interface ArrayEdit<T> {
  drop: number;
  keep: number;
  add: T[];
}

/** A chain's fields other than its records, as one commit leaves them. */
export interface ChainChange {
  chainId: number;
  configHash: string;
  checkpoint: string | null;
  lastBlockTimestamp: number | null;
  /** Absent when the window did not change. */
  blocks?: ArrayEdit<BlockRef>;
  /** Absent when the undo log did not change. */
  undo?: ArrayEdit<UndoEntry>;
  /** The chain's origin block (start block); absent when it did not change. */
  origin?: BlockRef | null;
}

/** A record written by a commit: `[chainId, collection, key, value]`, or without a value: deleted. */
export type RecordPut = [chainId: number, collection: CollectionName, key: string, value?: unknown];

/** One journal record: everything one commit changed, applied all or nothing on replay. */
export interface CommitRecord {
  seq: number;
  /** Every chain the commit touched (created, records or window changed). */
  chains: ChainChange[];
  puts: RecordPut[];
}

/** A chain in a snapshot: its state without records and undo log (those are top-level arrays). */
export type ChainMeta = Pick<ChainState, "chainId" | "configHash" | "checkpoint" | "lastBlockTimestamp" | "blocks"> & {
  /** Absent in snapshots written before origins were kept. */
  origin?: BlockRef | null;
};

/**
 * The snapshot state. The file store writes every element of a top-level array on its own line, so
 * the records and the undo log are flat top-level arrays: no line ever holds more than one record.
 */
export interface ProtocolSnapshotState {
  version: 2;
  chains: ChainMeta[];
  undo: Array<[chainId: number, entry: UndoEntry]>;
  records: Array<[chainId: number, collection: CollectionName, key: string, value: unknown]>;
}

/** Where a {@link ProtocolStore} keeps its data. */
export interface StoreAdapter {
  /** The data file, or a description, for messages. */
  readonly location: string;
  /** Opens (and locks) the durable store; called once per {@link ProtocolStore.open}. */
  open(): Promise<LedgerStore<CommitRecord, ProtocolSnapshotState>>;
}

/** Options of {@link fileStoreAdapter}: the file store's, e.g. its compaction thresholds. */
export type FileStoreAdapterOptions = FileStoreOptions;

/**
 * The file adapter: `FileLedgerStore` at `file` (snapshot `file`, journal `file.journal`, lock
 * `file.lock`). A version 1 document at `file` is migrated first (see the module comment).
 */
export function fileStoreAdapter(file: string, options: FileStoreAdapterOptions = {}): StoreAdapter {
  return {
    location: file,
    async open() {
      const files = await FileLedgerStore.open<CommitRecord, ProtocolSnapshotState>(file, options);
      try {
        await migrateVersion1(files.dataPath, options.onWarning ?? ((message) => console.warn(`[store] ${message}`)));
      } catch (error) {
        await files.close();
        throw error;
      }
      return files;
    },
  };
}

/**
 * An in-memory adapter over the memory store (same codec and line formats as the files). Every
 * `open` starts a new store over the same backing, which behaves like a process restart.
 */
export class MemoryStoreAdapter implements StoreAdapter {
  readonly location = "memory";
  /** The encoded journal and snapshot (what a restart would read). */
  readonly backing: MemoryStoreBacking;
  readonly #options: MemoryStoreOptions;

  constructor(backing: MemoryStoreBacking = createMemoryBacking(), options: MemoryStoreOptions = {}) {
    this.backing = backing;
    this.#options = options;
  }

  async open(): Promise<LedgerStore<CommitRecord, ProtocolSnapshotState>> {
    return new MemoryLedgerStore<CommitRecord, ProtocolSnapshotState>(this.backing, this.#options);
  }
}

/** The stored state was indexed with another configuration or ABI set; resuming would mix them. */
export class ConfigMismatchError extends Error {
  override readonly name = "ConfigMismatchError";
  constructor(
    readonly chainId: number,
    readonly storedHash: string,
    readonly configuredHash: string,
  ) {
    super(
      `chain ${chainId}: the data file was indexed with config ${storedHash.slice(0, 12)}…, the current config is ${configuredHash.slice(0, 12)}…; use a new data file or restore the old config`,
    );
  }
}

/** Receives every record change (the query indexes subscribe). `before`/`after` undefined = absent. */
export type ChangeListener = (
  chainId: number,
  collection: CollectionName,
  key: string,
  before: unknown,
  after: unknown,
) => void;

/** A chain's window fields as of the last commit (arrays copied: the live ones change in place). */
interface CommittedChain {
  configHash: string;
  checkpoint: string | null;
  lastBlockTimestamp: number | null;
  blocks: BlockRef[];
  origin: BlockRef | null;
  undo: UndoEntry[];
}

/** Per collection, the keys changed since the last commit and their value at that commit. */
type PendingChanges = Map<CollectionName, Map<string, unknown>>;

/** Counters of a {@link ProtocolStore}: its journal position and the durable store's counters. */
export interface ProtocolStoreStats extends StoreStats {
  /** Sequence number of the last commit that wrote a record. */
  seq: number;
}

/** The store: the document in memory plus a durable journal + snapshot store behind it. */
export class ProtocolStore {
  readonly #adapter: StoreAdapter;
  readonly #listeners: ChangeListener[] = [];
  #ledger: LedgerStore<CommitRecord, ProtocolSnapshotState> | null = null;
  #document: StoreDocument = { version: 2, chains: {} };
  #seq = 0;
  readonly #committed = new Map<number, CommittedChain>();
  readonly #pending = new Map<number, PendingChanges>();

  constructor(adapter: StoreAdapter) {
    this.#adapter = adapter;
  }

  /** Loads the snapshot and replays the journal after it (an absent data file is an empty store). */
  async open(): Promise<void> {
    if (this.#ledger !== null) throw new Error(`store ${this.#adapter.location} is already open`);
    const ledger = await this.#adapter.open();
    try {
      const loaded = await ledger.load();
      this.#document = rebuildDocument(loaded.snapshot, loaded.records, this.#adapter.location);
      this.#seq = loaded.records.at(-1)?.seq ?? loaded.snapshot?.seq ?? 0;
    } catch (error) {
      await ledger.close().catch(() => undefined);
      throw error;
    }
    this.#committed.clear();
    this.#pending.clear();
    for (const state of Object.values(this.#document.chains)) this.#committed.set(state.chainId, committedOf(state));
    ledger.attachSnapshotSource(() => this.#snapshot());
    this.#ledger = ledger;
  }

  /** The data file (or a description of the adapter), for messages. */
  get location(): string {
    return this.#adapter.location;
  }

  /** The document as in memory (committed or not). */
  get document(): StoreDocument {
    return this.#document;
  }

  /** The chain's state, created empty when absent; throws {@link ConfigMismatchError} on another config. */
  chain(chainId: number, configHash: string): ChainState {
    this.#requireLedger();
    const existing = this.#document.chains[String(chainId)];
    if (existing) {
      if (existing.configHash !== configHash) throw new ConfigMismatchError(chainId, existing.configHash, configHash);
      return existing;
    }
    const state = emptyChainState(chainId, configHash);
    this.#document.chains[String(chainId)] = state;
    return state;
  }

  /** The chain's state if present. */
  peek(chainId: number): ChainState | undefined {
    return this.#document.chains[String(chainId)];
  }

  /**
   * Makes every change since the previous commit durable, as one journal record (the changes are
   * taken synchronously, so concurrent commits are written in call order). Resolves once durable.
   */
  async commit(): Promise<void> {
    const ledger = this.#requireLedger();
    const record = this.#takeChanges();
    await (record === null ? ledger.flush() : ledger.append([record]));
  }

  /** Resolves when every commit made so far is durable. */
  async flush(): Promise<void> {
    await this.#requireLedger().flush();
  }

  /** Writes a snapshot of the committed state now and empties the journal. */
  async compact(): Promise<void> {
    await this.#requireLedger().compact();
  }

  /**
   * Flushes, compacts (the next start then reads one snapshot) and releases the data file's lock.
   * Uncommitted changes are not written: commit first.
   */
  async close(): Promise<void> {
    const ledger = this.#ledger;
    this.#ledger = null;
    await ledger?.close();
  }

  /** The journal position and the durable store's counters. */
  stats(): ProtocolStoreStats {
    return { ...this.#requireLedger().stats(), seq: this.#seq };
  }

  /** Subscribes to record changes; returns the unsubscribe function. */
  onChange(listener: ChangeListener): () => void {
    this.#listeners.push(listener);
    return () => {
      const at = this.#listeners.indexOf(listener);
      if (at >= 0) this.#listeners.splice(at, 1);
    };
  }

  /** Writer for one chain's state. */
  writer(state: ChainState): ChainWriter {
    return new ChainWriter(state, (collection, key, before, after) => {
      this.#track(state.chainId, collection, key, before);
      for (const listener of this.#listeners) listener(state.chainId, collection, key, before, after);
    });
  }

  #requireLedger(): LedgerStore<CommitRecord, ProtocolSnapshotState> {
    if (this.#ledger === null) throw new Error(`store ${this.#adapter.location} is not open`);
    return this.#ledger;
  }

  /** Remembers a changed key and, the first time since the last commit, its committed value. */
  #track(chainId: number, collection: CollectionName, key: string, before: unknown): void {
    let byCollection = this.#pending.get(chainId);
    if (byCollection === undefined) {
      byCollection = new Map();
      this.#pending.set(chainId, byCollection);
    }
    let keys = byCollection.get(collection);
    if (keys === undefined) {
      keys = new Map();
      byCollection.set(collection, keys);
    }
    if (!keys.has(key)) keys.set(key, before);
  }

  /** The changes since the last commit as a journal record (null: nothing changed). */
  #takeChanges(): CommitRecord | null {
    const chains: ChainChange[] = [];
    const puts: RecordPut[] = [];
    for (const state of Object.values(this.#document.chains)) {
      const chainId = state.chainId;
      const records = state as unknown as Record<CollectionName, Record<string, unknown>>;
      let changedRecords = false;
      for (const [collection, keys] of this.#pending.get(chainId) ?? []) {
        for (const [key, prior] of keys) {
          const value = records[collection][key];
          if (value === prior) continue;
          puts.push(value === undefined ? [chainId, collection, key] : [chainId, collection, key, value]);
          changedRecords = true;
        }
      }
      const committed = this.#committed.get(chainId);
      const blocks = arrayEdit(committed?.blocks ?? [], state.blocks);
      const undo = arrayEdit(committed?.undo ?? [], state.undo);
      if (
        committed !== undefined &&
        !changedRecords &&
        blocks === null &&
        undo === null &&
        committed.checkpoint === state.checkpoint &&
        committed.lastBlockTimestamp === state.lastBlockTimestamp &&
        committed.origin === state.origin
      ) {
        continue;
      }
      const change: ChainChange = {
        chainId,
        configHash: state.configHash,
        checkpoint: state.checkpoint,
        lastBlockTimestamp: state.lastBlockTimestamp,
      };
      if (blocks !== null) change.blocks = blocks;
      if (undo !== null) change.undo = undo;
      if (committed?.origin !== state.origin) change.origin = state.origin;
      chains.push(change);
      this.#committed.set(chainId, committedOf(state));
    }
    this.#pending.clear();
    if (chains.length === 0) return null;
    this.#seq += 1;
    return { seq: this.#seq, chains, puts };
  }

  /**
   * The committed state (as of the last commit, seq {@link #seq}): live records with every key
   * changed since then put back to its committed value, and the committed window fields. The
   * store calls this at a quiet point of its writer; the indexer may be half-way through a batch.
   */
  #snapshot(): Snapshot<ProtocolSnapshotState> {
    const state: ProtocolSnapshotState = { version: 2, chains: [], undo: [], records: [] };
    for (const [chainId, committed] of this.#committed) {
      state.chains.push({
        chainId,
        configHash: committed.configHash,
        checkpoint: committed.checkpoint,
        lastBlockTimestamp: committed.lastBlockTimestamp,
        blocks: committed.blocks,
        origin: committed.origin,
      });
      for (const entry of committed.undo) state.undo.push([chainId, entry]);
      const live = this.#document.chains[String(chainId)];
      if (live === undefined) continue;
      const pending = this.#pending.get(chainId);
      for (const collection of COLLECTION_NAMES) {
        const values = live[collection] as Record<string, unknown>;
        const changed = pending?.get(collection);
        for (const key in values) {
          if (changed?.has(key)) continue;
          state.records.push([chainId, collection, key, values[key]]);
        }
        for (const [key, prior] of changed ?? []) {
          if (prior !== undefined) state.records.push([chainId, collection, key, prior]);
        }
      }
    }
    return { seq: this.#seq, state };
  }
}

function committedOf(state: ChainState): CommittedChain {
  return {
    configHash: state.configHash,
    checkpoint: state.checkpoint,
    lastBlockTimestamp: state.lastBlockTimestamp,
    blocks: state.blocks.slice(),
    origin: state.origin,
    undo: state.undo.slice(),
  };
}

/** The edit turning `before` into `after` by element identity, or null when they are equal. */
export function arrayEdit<T>(before: readonly T[], after: readonly T[]): ArrayEdit<T> | null {
  let drop = after.length === 0 ? before.length : before.indexOf(after[0] as T);
  if (drop === -1) drop = before.length;
  let keep = 0;
  while (drop + keep < before.length && keep < after.length && before[drop + keep] === after[keep]) keep += 1;
  if (drop === 0 && keep === before.length && keep === after.length) return null;
  return { drop, keep, add: after.slice(keep) };
}

/** Applies an {@link ArrayEdit}; null when it does not fit `before` (a damaged journal). */
function applyArrayEdit<T>(before: readonly T[], edit: ArrayEdit<T>): T[] | null {
  const { drop, keep, add } = edit;
  if (!Number.isSafeInteger(drop) || !Number.isSafeInteger(keep) || drop < 0 || keep < 0 || !Array.isArray(add)) {
    return null;
  }
  if (drop + keep > before.length) return null;
  return [...before.slice(drop, drop + keep), ...add];
}

const COLLECTIONS = new Set<string>(COLLECTION_NAMES);

/** Builds the document from a snapshot and the journal records after it. */
export function rebuildDocument(
  snapshot: Snapshot<ProtocolSnapshotState> | null,
  records: readonly CommitRecord[],
  location: string,
): StoreDocument {
  const document: StoreDocument = { version: 2, chains: {} };
  if (snapshot !== null) restoreSnapshot(document, snapshot.state, location);
  for (const record of records) applyCommitRecord(document, record, location);
  return document;
}

function restoreSnapshot(document: StoreDocument, state: ProtocolSnapshotState, location: string): void {
  const damaged = (reason: string) => new StoreCorruptError(location, null, `the snapshot ${reason}`);
  if (state === null || typeof state !== "object" || state.version !== 2) {
    throw damaged("is not a version 2 protocol state");
  }
  if (!Array.isArray(state.chains) || !Array.isArray(state.undo) || !Array.isArray(state.records)) {
    throw damaged("lacks its chains, undo or records");
  }
  for (const meta of state.chains) {
    document.chains[String(meta.chainId)] = {
      ...emptyChainState(meta.chainId, meta.configHash),
      checkpoint: meta.checkpoint,
      lastBlockTimestamp: meta.lastBlockTimestamp,
      blocks: meta.blocks,
      origin: meta.origin ?? null,
    };
  }
  for (const [chainId, entry] of state.undo) {
    const chain = document.chains[String(chainId)];
    if (chain === undefined) throw damaged(`has undo entries of chain ${chainId}, which it does not hold`);
    chain.undo.push(entry);
  }
  // A million records: look the target collection up once per run of records of the same one.
  let target: Record<string, unknown> | undefined;
  let targetChain: number | undefined;
  let targetCollection: string | undefined;
  for (const [chainId, collection, key, value] of state.records) {
    if (chainId !== targetChain || collection !== targetCollection) {
      const chain = document.chains[String(chainId)];
      if (chain === undefined || !COLLECTIONS.has(collection)) {
        throw damaged(`holds a record of chain ${chainId} / ${collection}, which it does not know`);
      }
      target = chain[collection] as Record<string, unknown>;
      targetChain = chainId;
      targetCollection = collection;
    }
    target![key] = value;
  }
}

/** Replays one commit; a record that does not fit the state names its seq. */
function applyCommitRecord(document: StoreDocument, record: CommitRecord, location: string): void {
  const damaged = (reason: string) =>
    new StoreCorruptError(`${location} journal`, null, `record seq ${record.seq} ${reason}`);
  if (!Array.isArray(record.chains) || !Array.isArray(record.puts)) throw damaged("is not a protocol commit");
  for (const change of record.chains) {
    let state = document.chains[String(change.chainId)];
    if (state === undefined) {
      state = emptyChainState(change.chainId, change.configHash);
      document.chains[String(change.chainId)] = state;
    } else if (state.configHash !== change.configHash) {
      throw damaged(`changes the config hash of chain ${change.chainId}`);
    }
    state.checkpoint = change.checkpoint;
    state.lastBlockTimestamp = change.lastBlockTimestamp;
    if (change.blocks !== undefined) {
      const blocks = applyArrayEdit(state.blocks, change.blocks);
      if (blocks === null) throw damaged(`edits the block window of chain ${change.chainId} out of its bounds`);
      state.blocks = blocks;
    }
    if (change.origin !== undefined) state.origin = change.origin;
    if (change.undo !== undefined) {
      const undo = applyArrayEdit(state.undo, change.undo);
      if (undo === null) throw damaged(`edits the undo log of chain ${change.chainId} out of its bounds`);
      state.undo = undo;
    }
  }
  for (const put of record.puts) {
    const [chainId, collection, key] = put;
    const state = document.chains[String(chainId)];
    if (state === undefined || !COLLECTIONS.has(collection)) {
      throw damaged(`writes to chain ${chainId} / ${collection}, which does not exist`);
    }
    const values = state[collection] as Record<string, unknown>;
    if (put.length === 3) delete values[key];
    else values[key] = put[3];
  }
}

/** The document with every collection's keys sorted (a canonical form for comparisons). */
export function canonicalDocument(document: StoreDocument): StoreDocument {
  const chains: Record<string, ChainState> = {};
  for (const id of Object.keys(document.chains).sort()) {
    const state = { ...document.chains[id]! };
    for (const collection of COLLECTION_NAMES) {
      const values = state[collection] as Record<string, unknown>;
      const sorted: Record<string, unknown> = {};
      for (const key of Object.keys(values).sort()) sorted[key] = values[key];
      (state as unknown as Record<string, unknown>)[collection] = sorted;
    }
    chains[id] = state;
  }
  return { version: document.version, chains };
}

/** The version 1 layout: the whole document in one JSON file. */
interface Version1Document {
  version: 1;
  chains: Record<string, Partial<ChainState> & Pick<ChainState, "chainId" | "configHash">>;
}

/** The snapshot state holding everything of a version 1 document. */
function snapshotOfVersion1(document: Version1Document): ProtocolSnapshotState {
  const state: ProtocolSnapshotState = { version: 2, chains: [], undo: [], records: [] };
  for (const chain of Object.values(document.chains)) {
    state.chains.push({
      chainId: chain.chainId,
      configHash: chain.configHash,
      checkpoint: chain.checkpoint ?? null,
      lastBlockTimestamp: chain.lastBlockTimestamp ?? null,
      blocks: chain.blocks ?? [],
    });
    for (const entry of chain.undo ?? []) state.undo.push([chain.chainId, entry]);
    for (const collection of COLLECTION_NAMES) {
      const values = (chain[collection] ?? {}) as ChainCollections[typeof collection];
      for (const [key, value] of Object.entries(values)) state.records.push([chain.chainId, collection, key, value]);
    }
  }
  return state;
}

const VERSION_1_HEAD = /^\s*\{\s*"version"\s*:\s*1\s*[,}]/;

/**
 * Converts a version 1 data file in place (the caller holds the lock): the snapshot is written to
 * `<file>.migrating` and fsynced, the original copied to `<file>.v1` and fsynced, then the snapshot
 * renamed over `<file>`. A crash before the rename leaves the version 1 file, and the next start
 * migrates again; after it, the file is a version 2 snapshot. Returns whether it migrated.
 */
async function migrateVersion1(dataPath: string, warn: (message: string) => void): Promise<boolean> {
  const migrating = `${dataPath}.migrating`;
  await rm(migrating, { force: true });
  let head: string;
  try {
    const handle = await open(dataPath, "r");
    try {
      const buffer = Buffer.alloc(64);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      head = buffer.toString("utf8", 0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
  if (!VERSION_1_HEAD.test(head)) return false;
  const journal = `${dataPath}.journal`;
  const journalBytes = await stat(journal).then(
    (info) => info.size,
    () => 0,
  );
  if (journalBytes > 0) {
    throw new StoreCorruptError(
      journal,
      null,
      `a journal lies beside the version 1 document ${dataPath}, which never had one; move the journal away to migrate the document`,
    );
  }
  const document = decodeJson(await readFile(dataPath, "utf8"), dataPath) as Version1Document;
  if (document === null || typeof document !== "object" || typeof document.chains !== "object") {
    throw new StoreCorruptError(dataPath, 0, "a version 1 protocol document without chains");
  }
  const snapshot = new SnapshotLinesFile<ProtocolSnapshotState>(migrating);
  await snapshot.write({ format: SNAPSHOT_FORMAT, version: 2, seq: 0, state: snapshotOfVersion1(document) });
  const backup = `${dataPath}.v1`;
  await copyFile(dataPath, backup);
  await syncPath(backup);
  await rename(migrating, dataPath);
  await syncPath(path.dirname(dataPath));
  warn(
    `migrated ${dataPath} from the version 1 single-document layout to a snapshot + journal; ` +
      `the original is kept at ${backup} (delete it once the service runs on the new files)`,
  );
  return true;
}

async function syncPath(target: string): Promise<void> {
  const handle = await open(target, "r");
  try {
    await handle.sync();
  } catch (error) {
    // Some platforms cannot fsync a directory; the rename is then as durable as they allow.
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EISDIR" && code !== "EINVAL" && code !== "EPERM") throw error;
  } finally {
    await handle.close();
  }
}

type Notify = (collection: CollectionName, key: string, before: unknown, after: unknown) => void;

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
