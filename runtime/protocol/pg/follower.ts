/**
 * Keeps an API process's store current with the database the indexer writes: every poll reads,
 * in one REPEATABLE READ transaction (so it lands exactly on a commit boundary), the keys changed
 * since the last commit seen (`protocol_changes`), their rows, and the chains' rows, and applies
 * them through the store's writer, so the query indexes update as they do in the indexer process.
 * Pages served by any process at the same commit are therefore the same bytes. A follower that fell
 * behind the pruned change log reloads every table.
 */
import { decodeJson } from "../../store/json-codec.ts";
import { type Pool, withTransaction } from "../../store/postgres.ts";
import type { IndexerStatus } from "../indexer/indexer.ts";
import { COLLECTION_NAMES, type CollectionName } from "../records.ts";
import type { ProtocolStore } from "../store.ts";
import type { PostgresLedger } from "./ledger.ts";
import { blockOf, type ChainRow, readChains, readEverything } from "./reads.ts";
import { TABLE_OF } from "./tables.ts";

/** What one poll read: the commit it reached and the changes up to it. */
interface ChangeSet {
  seq: number;
  chains: ChainRow[];
  blocks: Map<number, ReturnType<typeof blockOf>[]>;
  /** `[chainId, collection, key, value]`; value undefined = deleted. null = reload everything. */
  records: Array<[number, CollectionName, string, unknown]> | null;
}

export class ChangeFollower {
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  /** Polls that failed in a row (a database outage); reported, retried. */
  failures = 0;

  constructor(
    private readonly store: ProtocolStore,
    private readonly ledger: PostgresLedger,
    private readonly log: (line: string) => void = () => {},
  ) {}

  /** The commit this process serves. */
  get seq(): number {
    return this.ledger.seq;
  }

  /** Applies every commit made since the last poll; resolves with the commit reached. */
  async poll(): Promise<number> {
    this.#running ??= this.#poll().finally(() => {
      this.#running = null;
    });
    await this.#running;
    return this.ledger.seq;
  }

  /** Polls every `intervalMs` until {@link stop}. */
  start(intervalMs: number): void {
    const tick = () => {
      this.poll().then(
        () => {
          this.failures = 0;
        },
        (error) => {
          this.failures += 1;
          if (this.failures === 1) this.log(`[store] following the database failed: ${(error as Error).message}`);
        },
      );
    };
    this.#timer = setInterval(tick, intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    if (this.#timer !== null) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running?.catch(() => {});
  }

  async #poll(): Promise<void> {
    const changes = await readChanges(this.ledger.pool, this.ledger.seq);
    if (changes === null) return;
    if (changes.records === null) {
      await this.#reload();
      return;
    }
    this.#apply(changes, changes.records);
    this.ledger.setSeq(changes.seq);
    await this.ledger.replicate(() => this.store.commit());
  }

  /** Applies the chains' rows and the changed records through the store's writers. */
  #apply(changes: ChangeSet, records: Array<[number, CollectionName, string, unknown]>): void {
    for (const row of changes.chains) {
      const state = this.store.chain(row.chainId, row.configHash);
      state.checkpoint = row.checkpoint;
      state.lastBlockTimestamp = row.lastBlockTimestamp;
      state.origin = row.origin;
      state.blocks = changes.blocks.get(row.chainId) ?? [];
    }
    for (const [chainId, collection, key, value] of records) {
      const state = this.store.peek(chainId);
      if (state === undefined) continue;
      const writer = this.store.writer(state);
      if (writer.get(collection, key) !== value) writer.put(collection, key, value as never);
    }
  }

  /** Reads every table again and applies the difference (after falling behind the pruned log). */
  async #reload(): Promise<void> {
    const { seq, state } = await readEverything(this.ledger.pool);
    const seen = new Set<string>();
    const records: Array<[number, CollectionName, string, unknown]> = [];
    for (const [chainId, collection, key, value] of state.records) {
      seen.add(`${chainId}\u0000${collection}\u0000${key}`);
      records.push([chainId, collection, key, value]);
    }
    for (const chain of Object.values(this.store.document.chains)) {
      for (const collection of COLLECTION_NAMES) {
        for (const key of Object.keys(chain[collection])) {
          if (!seen.has(`${chain.chainId}\u0000${collection}\u0000${key}`)) {
            records.push([chain.chainId, collection, key, undefined]);
          }
        }
      }
    }
    const blocks = new Map(state.chains.map((meta) => [meta.chainId, meta.blocks] as const));
    const chains = state.chains.map((meta) => ({ ...meta, origin: meta.origin ?? null }));
    this.#apply({ seq, chains, blocks, records }, records);
    this.ledger.setSeq(seq);
    await this.ledger.replicate(() => this.store.commit());
    this.log(`[store] reloaded the whole index at commit ${seq} (this process had fallen behind the change log)`);
  }
}

/** The changes after commit `since`, or null when there are none. */
async function readChanges(pool: Pool, since: number): Promise<ChangeSet | null> {
  return withTransaction(
    pool,
    async (client) => {
      const meta = await client.query<{ seq: string; pruned_through: string }>(
        "SELECT seq, pruned_through FROM protocol_meta",
      );
      const seq = Number(meta.rows[0]!.seq);
      if (seq === since) return null;
      const chains = await readChains(client);
      const blockRows = await client.query(
        "SELECT chain_id, number, hash, parent_hash, timestamp FROM protocol_blocks ORDER BY chain_id, number",
      );
      const blocks = new Map<number, ReturnType<typeof blockOf>[]>();
      for (const row of blockRows.rows) {
        const list = blocks.get(row.chain_id) ?? [];
        list.push(blockOf(row));
        blocks.set(row.chain_id, list);
      }
      if (Number(meta.rows[0]!.pruned_through) > since) return { seq, chains, blocks, records: null };
      const changed = await client.query<{ chain_id: number; collection: CollectionName; key: string }>(
        "SELECT DISTINCT chain_id, collection, key FROM protocol_changes WHERE seq > $1 AND seq <= $2",
        [since, seq],
      );
      const byCollection = new Map<CollectionName, Array<{ chain_id: number; key: string }>>();
      for (const row of changed.rows) {
        const list = byCollection.get(row.collection) ?? [];
        list.push(row);
        byCollection.set(row.collection, list);
      }
      const records: Array<[number, CollectionName, string, unknown]> = [];
      for (const [collection, keys] of byCollection) {
        const spec = TABLE_OF.get(collection)!;
        const rows = await client.query<{ chain_id: number; key: string; body: string }>(
          `SELECT t.chain_id, t.key, t.body FROM ${spec.table} t
           JOIN unnest($1::integer[], $2::text[]) AS c(chain_id, key) ON t.chain_id = c.chain_id AND t.key = c.key`,
          [keys.map((k) => k.chain_id), keys.map((k) => k.key)],
        );
        const found = new Map(rows.rows.map((row) => [`${row.chain_id}\u0000${row.key}`, row.body]));
        for (const { chain_id, key } of keys) {
          const body = found.get(`${chain_id}\u0000${key}`);
          records.push([chain_id, collection, key, body === undefined ? undefined : decodeJson(body, spec.table)]);
        }
      }
      return { seq, chains, blocks, records };
    },
    { isolation: "repeatable read" },
  );
}

/** The indexer's status rows, for a reader's /v1/health and readiness. */
export async function readIndexerStatus(pool: Pool): Promise<Map<number, Partial<IndexerStatus>>> {
  const result = await pool.query(
    "SELECT chain_id, ready, head_block, reorg_count, last_error FROM protocol_indexer_status",
  );
  return new Map(
    result.rows.map((row) => [
      row.chain_id as number,
      {
        ready: row.ready as boolean,
        headBlock: row.head_block === null ? null : Number(row.head_block),
        reorgCount: row.reorg_count as number,
        lastError: row.last_error as string | null,
      },
    ]),
  );
}

/** The indexer's side: writes its status per chain (called on a timer by the writer process). */
export async function writeIndexerStatus(pool: Pool, statuses: readonly IndexerStatus[]): Promise<void> {
  if (statuses.length === 0) return;
  await pool.query(
    `INSERT INTO protocol_indexer_status (chain_id, ready, head_block, reorg_count, last_error, updated_at)
     SELECT *, now() FROM unnest($1::integer[], $2::boolean[], $3::bigint[], $4::integer[], $5::text[])
     ON CONFLICT (chain_id) DO UPDATE SET ready = EXCLUDED.ready, head_block = EXCLUDED.head_block,
       reorg_count = EXCLUDED.reorg_count, last_error = EXCLUDED.last_error, updated_at = now()`,
    [
      statuses.map((s) => s.chainId),
      statuses.map((s) => s.ready),
      statuses.map((s) => s.headBlock),
      statuses.map((s) => s.reorgCount),
      statuses.map((s) => s.lastError),
    ],
  );
}
