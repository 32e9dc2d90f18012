/**
 * Reading the protocol store back from PostgreSQL: everything in one REPEATABLE READ snapshot when a
 * store opens (each table by keyset on its primary key, never OFFSET), and the chains' rows, which
 * the replicas' follower re-reads after each commit.
 */
import { decodeJson } from "../../store/json-codec.ts";
import { type Pool, type PoolClient, withTransaction } from "../../store/postgres.ts";
import type { BlockRef, CollectionName, UndoEntry } from "../records.ts";
import type { ChainMeta, ProtocolSnapshotState } from "../store.ts";
import { COLLECTION_TABLES } from "./tables.ts";

/** A chain's row of `protocol_chains`, as read back. */
export interface ChainRow {
  chainId: number;
  configHash: string;
  checkpoint: string | null;
  lastBlockTimestamp: number | null;
  origin: BlockRef | null;
}

/** Rows read per query when loading a table (keyset on the primary key, never OFFSET). */
const LOAD_BATCH = 20_000;

/** Everything stored, read in one snapshot: the chains with their windows, the undo log, every record. */
export interface StoredState {
  chains: ChainMeta[];
  undoRows: Array<{ chainId: number; position: number; entry: UndoEntry }>;
  records: ProtocolSnapshotState["records"];
}

/** Reads the whole store in one REPEATABLE READ transaction (a consistent commit boundary). */
export async function readEverything(pool: Pool): Promise<{ seq: number; state: StoredState }> {
  return withTransaction(
    pool,
    async (client) => {
      const seq = Number((await client.query<{ seq: string }>("SELECT seq FROM protocol_meta")).rows[0]!.seq);
      const chains = await readChains(client);
      const blockRows = await client.query(
        "SELECT chain_id, number, hash, parent_hash, timestamp FROM protocol_blocks ORDER BY chain_id, number",
      );
      const metas: ChainMeta[] = chains.map((row) => ({ ...row, blocks: [] as BlockRef[] }));
      const byId = new Map(metas.map((meta) => [meta.chainId, meta]));
      for (const row of blockRows.rows) byId.get(row.chain_id)?.blocks.push(blockOf(row));
      const undo = await client.query(
        "SELECT chain_id, position, block, collection, key, prior FROM protocol_undo ORDER BY chain_id, position",
      );
      const undoRows = undo.rows.map((row) => ({
        chainId: row.chain_id as number,
        position: Number(row.position),
        entry: {
          block: Number(row.block),
          collection: row.collection as CollectionName,
          key: row.key as string,
          prior: row.prior === null ? null : decodeJson(row.prior, "protocol_undo"),
        },
      }));
      const records: ProtocolSnapshotState["records"] = [];
      for (const spec of COLLECTION_TABLES) {
        for await (const row of keysetRows(client, spec.table)) {
          records.push([row.chain_id, spec.collection, row.key, decodeJson(row.body, spec.table)]);
        }
      }
      return { seq, state: { chains: metas, undoRows, records } };
    },
    { isolation: "repeatable read" },
  );
}

/** Every row of a table in primary-key order, a batch at a time (keyset, never OFFSET). */
async function* keysetRows(
  client: PoolClient,
  table: string,
): AsyncGenerator<{ chain_id: number; key: string; body: string }> {
  let after: [number, string] | null = null;
  for (;;) {
    const result: { rows: Array<{ chain_id: number; key: string; body: string }> } =
      after === null
        ? await client.query(`SELECT chain_id, key, body FROM ${table} ORDER BY chain_id, key LIMIT $1`, [LOAD_BATCH])
        : await client.query(
            `SELECT chain_id, key, body FROM ${table} WHERE (chain_id, key) > ($1, $2) ORDER BY chain_id, key LIMIT $3`,
            [after[0], after[1], LOAD_BATCH],
          );
    yield* result.rows;
    if (result.rows.length < LOAD_BATCH) return;
    const last = result.rows.at(-1)!;
    after = [last.chain_id, last.key];
  }
}

/** The chains' rows. */
export async function readChains(client: PoolClient | Pool): Promise<ChainRow[]> {
  const result = await client.query(
    `SELECT chain_id, config_hash, checkpoint, last_block_timestamp, origin_number, origin_hash,
       origin_parent_hash, origin_timestamp FROM protocol_chains ORDER BY chain_id`,
  );
  return result.rows.map((row) => ({
    chainId: row.chain_id,
    configHash: row.config_hash,
    checkpoint: row.checkpoint,
    lastBlockTimestamp: row.last_block_timestamp === null ? null : Number(row.last_block_timestamp),
    origin:
      row.origin_number === null
        ? null
        : {
            number: Number(row.origin_number),
            hash: row.origin_hash,
            parentHash: row.origin_parent_hash,
            timestamp: Number(row.origin_timestamp),
          },
  }));
}

export function blockOf(row: { number: string; hash: string; parent_hash: string; timestamp: string }): BlockRef {
  return {
    number: Number(row.number),
    hash: row.hash as BlockRef["hash"],
    parentHash: row.parent_hash as BlockRef["hash"],
    timestamp: Number(row.timestamp),
  };
}
