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
 *
 * Split by concern: store-document.ts (the journal record and snapshot formats, rebuilding the
 * document from them), store-adapters.ts (file and memory adapters), store-migration.ts (version 1
 * files), chain-writer.ts (the indexer's writer). This module re-exports what they export.
 */
import { ContractkitError } from "../../generated/http/errors.ts";
import { RawLines } from "../store/snapshot-lines.ts";
import type { LedgerStore, Snapshot, StoreStats } from "../store/types.ts";
import { ChainWriter } from "./chain-writer.ts";
import { RecordLinesWriter, undecodedLines } from "./record-lines.ts";
import {
  type BlockRef,
  type ChainState,
  COLLECTION_NAMES,
  type CollectionName,
  emptyChainState,
  type StoreDocument,
  type UndoEntry,
} from "./records.ts";
import type { StoreAdapter } from "./store-adapters.ts";
import {
  arrayEdit,
  type ChainChange,
  type ChainMeta,
  type CommitRecord,
  type LazyProtocolSnapshotState,
  type RecordPut,
  rebuildDocument,
  type StoredProtocolState,
} from "./store-document.ts";

export { ChainWriter } from "./chain-writer.ts";
export {
  type FileStoreAdapterOptions,
  fileStoreAdapter,
  MemoryStoreAdapter,
  type StoreAdapter,
} from "./store-adapters.ts";
export {
  type ArrayEdit,
  arrayEdit,
  type ChainChange,
  type ChainMeta,
  type CommitRecord,
  canonicalDocument,
  type LazyProtocolSnapshotState,
  type ProtocolSnapshotState,
  type RecordPut,
  type StoredProtocolState,
} from "./store-document.ts";

/** The stored state was indexed with another configuration or ABI set; resuming would mix them. */
export class ConfigMismatchError extends ContractkitError {
  override readonly name = "ConfigMismatchError";
  override readonly code = "protocol_config_mismatch";
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
  #ledger: LedgerStore<CommitRecord, StoredProtocolState> | null = null;
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
    let migrate = false;
    try {
      const loaded = await ledger.load();
      this.#document = rebuildDocument(loaded.snapshot, loaded.records, this.#adapter.location);
      migrate = loaded.snapshot?.state.version === 2;
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
    // A version 2 snapshot (records decoded at open) is migrated to raw lines (version 4) now, so the next
    // start reads raw lines; for the PostgreSQL ledger (no snapshots) compacting is a flush.
    if (migrate) await ledger.compact();
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

  #requireLedger(): LedgerStore<CommitRecord, StoredProtocolState> {
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
  #snapshot(): Snapshot<LazyProtocolSnapshotState> {
    const chains: ChainMeta[] = [];
    const undo: LazyProtocolSnapshotState["undo"] = [];
    const records = new RecordLinesWriter();
    for (const [chainId, committed] of this.#committed) {
      chains.push({
        chainId,
        configHash: committed.configHash,
        checkpoint: committed.checkpoint,
        lastBlockTimestamp: committed.lastBlockTimestamp,
        blocks: committed.blocks,
        origin: committed.origin,
      });
      for (const entry of committed.undo) undo.push([chainId, entry]);
      const live = this.#document.chains[String(chainId)];
      if (live !== undefined) this.#committedRecords(live, records);
    }
    return { seq: this.#seq, state: { version: 4, chains, undo, records: new RawLines(records.finish()) } };
  }

  /**
   * A chain's committed records as snapshot lines: the live records with every key changed since
   * the last commit put back to its committed value. A collection never decoded since the last
   * snapshot was read (so never changed: a change decodes it) is written back as the lines read.
   */
  #committedRecords(live: ChainState, records: RecordLinesWriter): void {
    const pending = this.#pending.get(live.chainId);
    for (const collection of COLLECTION_NAMES) {
      const lines = undecodedLines(live, collection);
      if (lines !== undefined) {
        records.addLines(lines);
        continue;
      }
      records.start(live.chainId, collection);
      const values = live[collection] as Record<string, unknown>;
      const changed = pending?.get(collection);
      for (const key in values) {
        if (changed?.has(key)) continue;
        records.add(key, values[key]);
      }
      for (const [key, prior] of changed ?? []) {
        if (prior !== undefined) records.add(key, prior);
      }
    }
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
