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
import type { UndoEntry } from "../records.ts";
import type { CommitRecord, ProtocolSnapshotState, StoreAdapter } from "../store.ts";
import {
  type ChainWindow,
  type PreparedPuts,
  preparePuts,
  writeBlocks,
  writeChanges,
  writePuts,
  writeUndo,
} from "./commit-writes.ts";
import { IndexerLease } from "./lease.ts";
import { protocolMigrations } from "./migrations.ts";
import { type ChainRow, readEverything } from "./reads.ts";

/** Change-log rows are pruned once they are this many commits behind the head. */
const KEEP_CHANGES_COMMITS = 2_000;

/** A write through a reader's store, or by a writer whose lease another indexer took. */
export class ReadOnlyStoreError extends ContractkitError {
  override readonly name = "ReadOnlyStoreError";
  override readonly code = "store_read_only";
}

/** A commit record as {@link PostgresLedger.append} keeps it until it is written. */
interface PreparedCommit {
  chains: CommitRecord["chains"];
  puts: PreparedPuts;
}

/** The protocol's pool: the indexer commits one transaction at a time, API processes serve pages from memory. */
export const DEFAULT_PROTOCOL_POOL_SIZE = 4;

/** Options of {@link PostgresStoreAdapter}. */
export interface PostgresStoreOptions {
  /** `reader`: follows the database, refuses writes. `writer` (default): the indexer. */
  mode?: "reader" | "writer";
  /** Writers: wait for the indexer lease before opening (default true; tests of the store alone pass false). */
  lease?: boolean;
  /** Pool size (default {@link DEFAULT_PROTOCOL_POOL_SIZE}). */
  poolSize?: number;
  /** Lines about waiting for or taking the lease. */
  log?: (line: string) => void;
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
      max: this.#options.poolSize ?? DEFAULT_PROTOCOL_POOL_SIZE,
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
    // Take everything now: the caller may mutate its objects once append returns. The chains' part
    // (window and undo edits) is copied; the records become their rows (bodies encoded) at once.
    const copies: PreparedCommit[] = records.map((record) => ({
      chains: decodeJson(encodeJson(record.chains), "commit") as CommitRecord["chains"],
      puts: preparePuts(record.puts),
    }));
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
  async #write(record: PreparedCommit): Promise<void> {
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
      await writeChanges(client, seq, record.puts);
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
