/**
 * How one commit of the protocol store is written to PostgreSQL (pg/ledger.ts runs them in the
 * commit's transaction): a chain's block window and undo log as edits of the stored rows, the
 * records' upserts and deletes by table, and the change log the API replicas follow.
 */
import { encodeJson } from "../../store/json-codec.ts";
import type { PoolClient } from "../../store/postgres.ts";
import type { BlockRef, CollectionName, UndoEntry } from "../records.ts";
import type { ArrayEdit, CommitRecord } from "../store.ts";
import type { ChainRow } from "./reads.ts";
import { type CollectionTable, deleteSql, TABLE_OF, upsertSql } from "./tables.ts";

/** A chain's window and undo log as committed, with the undo entries' row positions. */
export interface ChainWindow {
  meta: ChainRow;
  blocks: BlockRef[];
  undo: UndoEntry[];
  positions: number[];
  nextPosition: number;
}

/** Applies an {@link ArrayEdit} (the journal's form) to a copy. */
export function edited<T>(before: readonly T[], edit: ArrayEdit<T>): { kept: T[]; removed: T[]; result: T[] } {
  const kept = before.slice(edit.drop, edit.drop + edit.keep);
  const removed = [...before.slice(0, edit.drop), ...before.slice(edit.drop + edit.keep)];
  return { kept, removed, result: [...kept, ...edit.add] };
}

export async function writeBlocks(
  client: PoolClient,
  chainId: number,
  before: BlockRef[],
  edit: ArrayEdit<BlockRef> | undefined,
): Promise<BlockRef[]> {
  if (edit === undefined) return before;
  const { removed, result } = edited(before, edit);
  if (removed.length > 0) {
    await client.query("DELETE FROM protocol_blocks WHERE chain_id = $1 AND number = ANY($2::bigint[])", [
      chainId,
      removed.map((b) => b.number),
    ]);
  }
  if (edit.add.length > 0) {
    await client.query(
      `INSERT INTO protocol_blocks (chain_id, number, hash, parent_hash, timestamp)
       SELECT $1, * FROM unnest($2::bigint[], $3::text[], $4::text[], $5::bigint[])
       ON CONFLICT (chain_id, number) DO UPDATE SET hash = EXCLUDED.hash, parent_hash = EXCLUDED.parent_hash,
         timestamp = EXCLUDED.timestamp`,
      [
        chainId,
        edit.add.map((b) => b.number),
        edit.add.map((b) => b.hash),
        edit.add.map((b) => b.parentHash),
        edit.add.map((b) => b.timestamp),
      ],
    );
  }
  return result;
}

export async function writeUndo(
  client: PoolClient,
  chainId: number,
  window: ChainWindow,
  edit: ArrayEdit<UndoEntry>,
): Promise<Pick<ChainWindow, "undo" | "positions" | "nextPosition">> {
  const { result } = edited(window.undo, edit);
  const positions = edited(window.positions, { ...edit, add: [] });
  if (positions.removed.length > 0) {
    await client.query("DELETE FROM protocol_undo WHERE chain_id = $1 AND position = ANY($2::bigint[])", [
      chainId,
      positions.removed,
    ]);
  }
  const added = edit.add.map((_, i) => window.nextPosition + i);
  if (edit.add.length > 0) {
    await client.query(
      `INSERT INTO protocol_undo (chain_id, position, block, collection, key, prior)
       SELECT $1, * FROM unnest($2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::text[])`,
      [
        chainId,
        added,
        edit.add.map((e) => e.block),
        edit.add.map((e) => e.collection),
        edit.add.map((e) => e.key),
        edit.add.map((e) => (e.prior === null ? null : encodeJson(e.prior))),
      ],
    );
  }
  return { undo: result, positions: [...positions.kept, ...added], nextPosition: window.nextPosition + added.length };
}

/** One table's share of a commit: its deleted keys and its upserted rows, as `unnest` parameters. */
interface TableWrites {
  spec: CollectionTable;
  deletes: { chainIds: number[]; keys: string[] };
  /** chain_id, key, each typed column, body: one array per column, one element per row. */
  upserts: unknown[][];
}

/**
 * A commit's record changes in the form the statements take, built when the commit is appended:
 * the caller may change its objects once `append` returns, and building the rows then (each body
 * encoded once) replaces a JSON copy of the whole commit followed by encoding every body again.
 */
export interface PreparedPuts {
  /** Per table, in the order its collection first appears in the commit. */
  tables: TableWrites[];
  /** The change log's rows (pg/follower.ts): every key the commit wrote or deleted. */
  changes: { chainIds: number[]; collections: string[]; keys: string[] };
}

/** Builds the rows of a commit's puts (see {@link PreparedPuts}). */
export function preparePuts(puts: CommitRecord["puts"]): PreparedPuts {
  const tables = new Map<CollectionName, TableWrites>();
  const changes: PreparedPuts["changes"] = { chainIds: [], collections: [], keys: [] };
  for (const put of puts) {
    const [chainId, collection, key] = put;
    changes.chainIds.push(chainId);
    changes.collections.push(collection);
    changes.keys.push(key);
    let writes = tables.get(collection);
    if (writes === undefined) {
      const spec = TABLE_OF.get(collection);
      if (spec === undefined) throw new Error(`no table for the collection ${collection}`);
      writes = { spec, deletes: { chainIds: [], keys: [] }, upserts: [[], [], ...spec.columns.map(() => []), []] };
      tables.set(collection, writes);
    }
    if (put.length === 3) {
      writes.deletes.chainIds.push(chainId);
      writes.deletes.keys.push(key);
      continue;
    }
    const value = put[3];
    const record = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
    const columns = writes.upserts;
    columns[0]!.push(chainId);
    columns[1]!.push(key);
    for (const [i, column] of writes.spec.columns.entries()) columns[i + 2]!.push(column.read(record));
    columns[columns.length - 1]!.push(encodeJson(value));
  }
  return { tables: [...tables.values()], changes };
}

/** Upserts and deletes the commit's records, one statement per table and kind. */
export async function writePuts(client: PoolClient, puts: PreparedPuts): Promise<void> {
  for (const { spec, deletes, upserts } of puts.tables) {
    if (deletes.keys.length > 0) await client.query(deleteSql(spec), [deletes.chainIds, deletes.keys]);
    if (upserts[0]!.length > 0) await client.query(upsertSql(spec), upserts);
  }
}

/** Logs the keys a commit changed, for followers. */
export async function writeChanges(client: PoolClient, seq: number, puts: PreparedPuts): Promise<void> {
  const { chainIds, collections, keys } = puts.changes;
  if (keys.length === 0) return;
  await client.query(
    "INSERT INTO protocol_changes (seq, chain_id, collection, key) SELECT $1, * FROM unnest($2::integer[], $3::text[], $4::text[])",
    [seq, chainIds, collections, keys],
  );
}
