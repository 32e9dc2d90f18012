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
import { deleteSql, TABLE_OF, upsertSql } from "./tables.ts";

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

/** Upserts and deletes the commit's records, one statement per table and kind. */
export async function writePuts(client: PoolClient, puts: CommitRecord["puts"]): Promise<void> {
  const byCollection = new Map<CollectionName, CommitRecord["puts"]>();
  for (const put of puts) {
    const list = byCollection.get(put[1]) ?? [];
    list.push(put);
    byCollection.set(put[1], list);
  }
  for (const [collection, list] of byCollection) {
    const spec = TABLE_OF.get(collection);
    if (spec === undefined) throw new Error(`no table for the collection ${collection}`);
    const upserts = list.filter((put) => put.length === 4);
    const deletes = list.filter((put) => put.length === 3);
    if (deletes.length > 0) {
      await client.query(deleteSql(spec), [deletes.map((p) => p[0]), deletes.map((p) => p[2])]);
    }
    if (upserts.length > 0) {
      const records = upserts.map(
        (p) => (typeof p[3] === "object" && p[3] !== null ? p[3] : {}) as Record<string, unknown>,
      );
      await client.query(upsertSql(spec), [
        upserts.map((p) => p[0]),
        upserts.map((p) => p[2]),
        ...spec.columns.map((column) => records.map((r) => column.read(r))),
        upserts.map((p) => encodeJson(p[3])),
      ]);
    }
  }
}

/** Logs the keys a commit changed, for followers. */
export async function writeChanges(client: PoolClient, seq: number, record: CommitRecord): Promise<void> {
  if (record.puts.length === 0) return;
  await client.query(
    "INSERT INTO protocol_changes (seq, chain_id, collection, key) SELECT $1, * FROM unnest($2::integer[], $3::text[], $4::text[])",
    [seq, record.puts.map((p) => p[0]), record.puts.map((p) => p[1]), record.puts.map((p) => p[2])],
  );
}
