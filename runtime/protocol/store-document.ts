/**
 * The protocol store's durable form (docs/reference/indexer.md#checkpoints): the journal record one
 * commit appends, the snapshot state compaction writes, and how the in-memory document is rebuilt
 * from a snapshot and the journal records after it (store.ts holds the store that writes them).
 */
import { RawLines } from "../store/snapshot-lines.ts";
import type { Snapshot } from "../store/types.ts";
import { StoreCorruptError } from "../store/types.ts";
import { installRecordLines } from "./record-lines.ts";
import {
  type BlockRef,
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
 * The snapshot state of version 2 (what the PostgreSQL ledger loads, and what snapshot files held
 * before version 3). The file store writes every element of a top-level array on its own line, so
 * the records and the undo log are flat top-level arrays: no line ever holds more than one record.
 */
export interface ProtocolSnapshotState {
  version: 2;
  chains: ChainMeta[];
  undo: Array<[chainId: number, entry: UndoEntry]>;
  records: Array<[chainId: number, collection: CollectionName, key: string, value: unknown]>;
}

/**
 * The snapshot state the file and memory stores write since issue 21: the records as raw lines of up
 * to 256 records of one collection each, decoded per collection on first read (record-lines.ts).
 * Version 4 lines may be rows (records of one layout sharing their field names); version 3 has
 * lines of objects only, which version 4 still reads and writes back while undecoded, so a
 * version 3 snapshot needs no migration. A version 2 snapshot is migrated on open (store.ts).
 */
export interface LazyProtocolSnapshotState {
  version: 3 | 4;
  chains: ChainMeta[];
  undo: Array<[chainId: number, entry: UndoEntry]>;
  records: RawLines;
}

/** Any snapshot state a store may load. */
export type StoredProtocolState = ProtocolSnapshotState | LazyProtocolSnapshotState;

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
  snapshot: Snapshot<StoredProtocolState> | null,
  records: readonly CommitRecord[],
  location: string,
): StoreDocument {
  const document: StoreDocument = { version: 2, chains: {} };
  if (snapshot !== null) restoreSnapshot(document, snapshot.state, location);
  for (const record of records) applyCommitRecord(document, record, location);
  return document;
}

function restoreSnapshot(document: StoreDocument, state: StoredProtocolState, location: string): void {
  const damaged = (reason: string) => new StoreCorruptError(location, null, `the snapshot ${reason}`);
  if (state === null || typeof state !== "object" || ![2, 3, 4].includes(state.version)) {
    throw damaged("is not a version 2, 3 or 4 protocol state");
  }
  const records = state.version !== 2 ? state.records instanceof RawLines : Array.isArray(state.records);
  if (!Array.isArray(state.chains) || !Array.isArray(state.undo) || !records) {
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
  if (state.version !== 2) {
    installRecordLines(document.chains, state.records.lines as readonly Buffer[], location);
    return;
  }
  restoreRecords(document, state.records, damaged);
}

/** The records of a version 2 snapshot, decoded already. */
function restoreRecords(
  document: StoreDocument,
  records: ProtocolSnapshotState["records"],
  damaged: (reason: string) => StoreCorruptError,
): void {
  // A million records: look the target collection up once per run of records of the same one.
  let target: Record<string, unknown> | undefined;
  let targetChain: number | undefined;
  let targetCollection: string | undefined;
  for (const [chainId, collection, key, value] of records) {
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
