/**
 * The protocol store on PostgreSQL, behind the same {@link StoreAdapter} as the files: the
 * {@link ProtocolStore} keeps its document and query indexes in memory as before, and each commit
 * (one indexer batch, one reorg rollback, one accepted order) becomes ONE database transaction that
 * writes the changed rows, the chain's checkpoint, block window and undo log together and bumps
 * `protocol_meta.seq`. Opening reads the tables back into the document.
 *
 * Two kinds of process share a database: one writer (the indexer, holding {@link IndexerLease}; every
 * commit checks the lease epoch so a writer that lost its lease cannot write), and any number of
 * readers, whose store refuses writes and is kept current by {@link ChangeFollower} (pg/follower.ts).
 */
import { ContractkitError } from "../../../generated/http/errors.ts";
import { decodeJson, encodeJson } from "../../store/json-codec.ts";
import { migrate, openPool, type Pool, type PoolClient, redactUrl, withTransaction } from "../../store/postgres.ts";
import type { LedgerStore, LoadedJournal, Snapshot, StoreStats } from "../../store/types.ts";
import type { BlockRef, CollectionName, UndoEntry } from "../records.ts";
import type { ArrayEdit, ChainMeta, CommitRecord, ProtocolSnapshotState, StoreAdapter } from "../store.ts";
import { IndexerLease } from "./lease.ts";
import { protocolMigrations } from "./migrations.ts";
import { COLLECTION_TABLES, deleteSql, TABLE_OF, upsertSql } from "./tables.ts";

/** Rows read per query when loading a table (keyset on the primary key, never OFFSET). */
const LOAD_BATCH = 20_000;
/** Change-log rows are pruned once they are this many commits behind the head. */
const KEEP_CHANGES_COMMITS = 2_000;

/** A write through a reader's store, or by a writer whose lease another indexer took. */
export class ReadOnlyStoreError extends ContractkitError {
  override readonly name = "ReadOnlyStoreError";
  override readonly code = "store_read_only";
}

/** Options of {@link PostgresStoreAdapter}. */
export interface PostgresStoreOptions {
  /** `reader`: follows the database, refuses writes. `writer` (default): the indexer. */
  mode?: "reader" | "writer";
  /** Writers: wait for the indexer lease before opening (default true; tests of the store alone pass false). */
  lease?: boolean;
  /** Pool size (default 4: the indexer commits one transaction at a time). */
  poolSize?: number;
  /** Lines about waiting for or taking the lease. */
  log?: (line: string) => void;
}

/** A chain's row of `protocol_chains`, as read back. */
export interface ChainRow {
  chainId: number;
  configHash: string;
  checkpoint: string | null;
  lastBlockTimestamp: number | null;
  origin: BlockRef | null;
}

/** The protocol store in a PostgreSQL database (a `postgres://` URL). */
export class PostgresStoreAdapter implements StoreAdapter {
  readonly location: string;
  readonly mode: "reader" | "writer";
  readonly #url: string;
  readonly #options: PostgresStoreOptions;
  /** The ledger of the last {@link open}, for the follower and the order intake. */
  ledger: PostgresLedger | null = null;

  constructor(url: string, options: PostgresStoreOptions = {}) {
    this.#url = url;
    this.location = redactUrl(url);
    this.mode = options.mode ?? "writer";
    this.#options = options;
  }

  async open(): Promise<PostgresLedger> {
    const pool = await openPool(this.#url, {
      max: this.#options.poolSize ?? 4,
      applicationName: `contractkit-protocol-${this.mode}`,
    });
    let lease: IndexerLease | null = null;
    try {
      await migrate(pool, protocolMigrations);
      if (this.mode === "writer" && this.#options.lease !== false) {
        lease = await IndexerLease.acquire(this.#url, this.#options.log ?? (() => {}));
      }
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
    this.ledger = new PostgresLedger(pool, this.location, this.mode, lease);
    return this.ledger;
  }
}

/** A chain's window and undo log as committed, with the undo entries' row positions. */
interface ChainWindow {
  meta: ChainRow;
  blocks: BlockRef[];
  undo: UndoEntry[];
  positions: number[];
  nextPosition: number;
}

/** The {@link LedgerStore} over the tables: no journal, no snapshots; the tables are the state. */
export class PostgresLedger implements LedgerStore<CommitRecord, ProtocolSnapshotState> {
  readonly #windows = new Map<number, ChainWindow>();
  #queue: Promise<void> = Promise.resolve();
  #failure: unknown = null;
  #closed = false;
  #replicating = false;
  #seq = 0;
  readonly #stats: StoreStats = {
    appendedRecords: 0,
    writes: 0,
    syncs: 0,
    compactions: 0,
    journalBytes: 0,
    journalRecords: 0,
  };

  constructor(
    readonly pool: Pool,
    readonly location: string,
    readonly mode: "reader" | "writer",
    readonly lease: IndexerLease | null,
  ) {}

  /** The database's commit sequence as of the last load or commit. */
  get seq(): number {
    return this.#seq;
  }

  async load(): Promise<LoadedJournal<CommitRecord, ProtocolSnapshotState>> {
    const { seq, state } = await readEverything(this.pool);
    this.#seq = seq;
    this.#windows.clear();
    const undoByChain = new Map<number, Array<{ position: number; entry: UndoEntry }>>();
    for (const row of state.undoRows) {
      const list = undoByChain.get(row.chainId) ?? [];
      list.push(row);
      undoByChain.set(row.chainId, list);
    }
    for (const meta of state.chains) {
      const undo = undoByChain.get(meta.chainId) ?? [];
      this.#windows.set(meta.chainId, {
        meta: { ...meta, origin: meta.origin ?? null },
        blocks: meta.blocks,
        undo: undo.map((u) => u.entry),
        positions: undo.map((u) => u.position),
        nextPosition: (undo.at(-1)?.position ?? 0) + 1,
      });
    }
    const snapshotState: ProtocolSnapshotState = {
      version: 2,
      chains: state.chains,
      undo: state.undoRows.map((u) => [u.chainId, u.entry]),
      records: state.records,
    };
    return { snapshot: { seq, state: snapshotState }, records: [], warnings: [] };
  }

  /** A reader: the commit its document now reflects (set by the follower). */
  setSeq(seq: number): void {
    this.#seq = seq;
  }

  /** Runs `commit` as a reader applying changes another process made (pg/follower.ts). */
  replicate(commit: () => Promise<void>): Promise<void> {
    this.#replicating = true;
    try {
      return commit();
    } finally {
      this.#replicating = false;
    }
  }

  append(records: readonly CommitRecord[]): Promise<void> {
    if (this.#closed) return Promise.reject(new ReadOnlyStoreError(`store ${this.location} is closed`));
    if (this.mode === "reader") {
      if (this.#replicating) return this.#queue;
      return Promise.reject(
        new ReadOnlyStoreError(`store ${this.location} is read by an API process; only the indexer writes`),
      );
    }
    // Serialise the records now: the caller may mutate its objects once append returns.
    const copies = records.map((record) => decodeJson(encodeJson(record), "commit") as CommitRecord);
    this.#stats.appendedRecords += records.length;
    const run = this.#queue.then(async () => {
      if (this.#failure !== null) throw this.#failure;
      for (const record of copies) {
        try {
          await this.#write(record);
        } catch (error) {
          this.#failure = error;
          throw error;
        }
      }
    });
    this.#queue = run.catch(() => {});
    return run;
  }

  flush(): Promise<void> {
    return this.#queue.then(() => {
      if (this.#failure !== null) throw this.#failure;
    });
  }

  attachSnapshotSource(_source: () => Snapshot<ProtocolSnapshotState>): void {
    // The tables are the state: nothing to compact.
  }

  async compact(): Promise<void> {
    await this.flush();
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#queue;
    this.#closed = true;
    await this.lease?.release();
    await this.pool.end();
  }

  stats(): StoreStats {
    return { ...this.#stats };
  }

  /** One commit record in one transaction; the in-memory window copies change only once it committed. */
  async #write(record: CommitRecord): Promise<void> {
    const windows = new Map<number, ChainWindow>();
    const seq = await withTransaction(this.pool, async (client) => {
      windows.clear();
      if (this.lease !== null) await this.lease.check(client);
      const next = await client.query<{ seq: string }>("UPDATE protocol_meta SET seq = seq + 1 RETURNING seq");
      const seq = Number(next.rows[0]!.seq);
      for (const change of record.chains) {
        windows.set(change.chainId, await this.#writeChain(client, change));
      }
      await writePuts(client, record.puts);
      await writeChanges(client, seq, record);
      if (seq % 100 === 0 && seq > KEEP_CHANGES_COMMITS) {
        await client.query("DELETE FROM protocol_changes WHERE seq <= $1", [seq - KEEP_CHANGES_COMMITS]);
        await client.query("UPDATE protocol_meta SET pruned_through = $1", [seq - KEEP_CHANGES_COMMITS]);
      }
      return seq;
    });
    for (const [chainId, window] of windows) this.#windows.set(chainId, window);
    this.#seq = seq;
    this.#stats.writes += 1;
  }

  /** Writes a chain's row, block window edit and undo log edit; returns the new window. */
  async #writeChain(client: PoolClient, change: CommitRecord["chains"][number]): Promise<ChainWindow> {
    const old = this.#windows.get(change.chainId);
    const origin = change.origin !== undefined ? change.origin : (old?.meta.origin ?? null);
    const meta: ChainRow = {
      chainId: change.chainId,
      configHash: change.configHash,
      checkpoint: change.checkpoint,
      lastBlockTimestamp: change.lastBlockTimestamp,
      origin,
    };
    await client.query(
      `INSERT INTO protocol_chains (chain_id, config_hash, checkpoint, last_block_timestamp,
         origin_number, origin_hash, origin_parent_hash, origin_timestamp)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (chain_id) DO UPDATE SET config_hash = EXCLUDED.config_hash, checkpoint = EXCLUDED.checkpoint,
         last_block_timestamp = EXCLUDED.last_block_timestamp, origin_number = EXCLUDED.origin_number,
         origin_hash = EXCLUDED.origin_hash, origin_parent_hash = EXCLUDED.origin_parent_hash,
         origin_timestamp = EXCLUDED.origin_timestamp`,
      [
        meta.chainId,
        meta.configHash,
        meta.checkpoint,
        meta.lastBlockTimestamp,
        origin?.number ?? null,
        origin?.hash ?? null,
        origin?.parentHash ?? null,
        origin?.timestamp ?? null,
      ],
    );
    const blocks = await writeBlocks(client, change.chainId, old?.blocks ?? [], change.blocks);
    const window: ChainWindow = {
      meta,
      blocks,
      undo: old?.undo ?? [],
      positions: old?.positions ?? [],
      nextPosition: old?.nextPosition ?? 1,
    };
    if (change.undo !== undefined) Object.assign(window, await writeUndo(client, change.chainId, window, change.undo));
    return window;
  }
}

/** Applies an {@link ArrayEdit} (the journal's form) to a copy. */
function edited<T>(before: readonly T[], edit: ArrayEdit<T>): { kept: T[]; removed: T[]; result: T[] } {
  const kept = before.slice(edit.drop, edit.drop + edit.keep);
  const removed = [...before.slice(0, edit.drop), ...before.slice(edit.drop + edit.keep)];
  return { kept, removed, result: [...kept, ...edit.add] };
}

async function writeBlocks(
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

async function writeUndo(
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
async function writePuts(client: PoolClient, puts: CommitRecord["puts"]): Promise<void> {
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
async function writeChanges(client: PoolClient, seq: number, record: CommitRecord): Promise<void> {
  if (record.puts.length === 0) return;
  await client.query(
    "INSERT INTO protocol_changes (seq, chain_id, collection, key) SELECT $1, * FROM unnest($2::integer[], $3::text[], $4::text[])",
    [seq, record.puts.map((p) => p[0]), record.puts.map((p) => p[1]), record.puts.map((p) => p[2])],
  );
}

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
