/**
 * The protocol service's JSON store (ARCHITECTURE items 10-11, indexer-notes "Checkpoints"): one
 * document holding, per chain, every record collection, the unfinalized block window with its undo
 * log, the checkpoint and the config hash. The indexer mutates state in memory through
 * {@link ChainWriter} and commits the whole document once per batch, so the checkpoint and the
 * records it covers are always written together; a crash loses at most the uncommitted batch.
 *
 * Persistence goes through lowdb: the file adapter is `DataFile` with the bigint-safe codec (steno
 * writes a temporary file and renames it, so a write is atomic); the memory adapter keeps the
 * encoded text, so tests see exactly what a restart would read back.
 */
import { Low } from "lowdb";
import { DataFile } from "lowdb/node";
import { decodeJson, encodeJson } from "../store/json-codec.ts";
import { blockCompleteCheckpoint } from "./checkpoint.ts";
import {
  type BlockRef,
  type ChainCollections,
  type ChainState,
  type CollectionName,
  emptyChainState,
  type StoreDocument,
} from "./records.ts";

/** lowdb's adapter contract, restated so both adapters share one type. */
export interface StoreAdapter {
  read(): Promise<StoreDocument | null>;
  write(document: StoreDocument): Promise<void>;
}

const parseDocument = (text: string): StoreDocument => decodeJson(text) as StoreDocument;
const stringifyDocument = (document: StoreDocument): string => encodeJson(document);

/** The file adapter: lowdb `DataFile` (atomic temp + rename) with the bigint-safe codec. */
export function fileStoreAdapter(path: string): StoreAdapter {
  return new DataFile<StoreDocument>(path, { parse: parseDocument, stringify: stringifyDocument });
}

/** An in-memory adapter holding the encoded text of the last write (what a restart would read). */
export class MemoryStoreAdapter implements StoreAdapter {
  /** The last committed text, or null before the first write. */
  text: string | null = null;
  /** Number of writes, for tests that count commits. */
  writes = 0;

  async read(): Promise<StoreDocument | null> {
    return this.text === null ? null : parseDocument(this.text);
  }

  async write(document: StoreDocument): Promise<void> {
    this.text = stringifyDocument(document);
    this.writes += 1;
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

/** The store: the document in memory plus an adapter to commit it. */
export class ProtocolStore {
  private readonly db: Low<StoreDocument>;
  private readonly listeners: ChangeListener[] = [];
  private opened = false;

  constructor(adapter: StoreAdapter) {
    this.db = new Low<StoreDocument>(adapter, { version: 1, chains: {} });
  }

  /** Reads the committed document (an absent file is an empty store). */
  async open(): Promise<void> {
    await this.db.read();
    if (this.db.data.version !== 1) throw new Error(`unsupported store version ${String(this.db.data.version)}`);
    this.opened = true;
  }

  /** The document as in memory (committed or not). */
  get document(): StoreDocument {
    return this.db.data;
  }

  /** The chain's state, created empty when absent; throws {@link ConfigMismatchError} on another config. */
  chain(chainId: number, configHash: string): ChainState {
    if (!this.opened) throw new Error("store not opened");
    const existing = this.db.data.chains[String(chainId)];
    if (existing) {
      if (existing.configHash !== configHash) throw new ConfigMismatchError(chainId, existing.configHash, configHash);
      // Stores written before order events were kept have no such collection yet.
      existing.orderEvents ??= {};
      return existing;
    }
    const state = emptyChainState(chainId, configHash);
    this.db.data.chains[String(chainId)] = state;
    return state;
  }

  /** The chain's state if present. */
  peek(chainId: number): ChainState | undefined {
    return this.db.data.chains[String(chainId)];
  }

  /** Writes the whole document atomically. */
  async commit(): Promise<void> {
    await this.db.write();
  }

  /** Subscribes to record changes; returns the unsubscribe function. */
  onChange(listener: ChangeListener): () => void {
    this.listeners.push(listener);
    return () => {
      const at = this.listeners.indexOf(listener);
      if (at >= 0) this.listeners.splice(at, 1);
    };
  }

  /** Writer for one chain's state. */
  writer(state: ChainState): ChainWriter {
    return new ChainWriter(state, (collection, key, before, after) => {
      for (const listener of this.listeners) listener(state.chainId, collection, key, before, after);
    });
  }
}

type Notify = (collection: CollectionName, key: string, before: unknown, after: unknown) => void;

/**
 * Mutates one chain's state: upserts keyed by on-chain identity, an undo log for unfinalized
 * blocks (indexer-notes "Reorgs": prior values per unfinalized block, as Ponder and Subsquid do),
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
