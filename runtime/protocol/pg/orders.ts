/**
 * Order submissions when several processes serve the API from one database. Any API process
 * accepts an order by inserting it into `protocol_order_submissions`, whose primary key is the
 * order hash: of concurrent submissions of one order, exactly one insert succeeds (201) and the
 * others read the stored order back (200 when the bodies match, 409 when not), whichever process
 * they reached. The indexer process folds pending submissions into its state — replaying the order
 * events it saw before the order arrived, as the JSON store does on acceptance — and commits them
 * like any change, so every API process then serves them.
 */
import { decodeJson, encodeJson } from "../../store/json-codec.ts";
import type { Pool } from "../../store/postgres.ts";
import type { OrderIntake } from "../handlers.ts";
import { replayOrderEvents } from "../indexer/order-events.ts";
import type { OrderRecord } from "../records.ts";
import type { ProtocolStore } from "../store.ts";

/** Submissions folded in per poll. */
const INGEST_BATCH = 500;

export class PostgresOrderIntake implements OrderIntake {
  constructor(
    private readonly pool: Pool,
    /** Runs after a new order is stored (the indexer process folds it in at once). */
    private readonly afterAccept: () => Promise<unknown> = async () => undefined,
  ) {}

  async find(orderHash: string): Promise<OrderRecord | undefined> {
    const result = await this.pool.query<{ body: string }>(
      "SELECT body FROM protocol_order_submissions WHERE order_hash = $1",
      [orderHash.toLowerCase()],
    );
    const row = result.rows[0];
    return row === undefined ? undefined : (decodeJson(row.body, "protocol_order_submissions") as OrderRecord);
  }

  async accept(record: OrderRecord): Promise<OrderRecord> {
    const inserted = await this.pool.query(
      `INSERT INTO protocol_order_submissions (order_hash, chain_id, body) VALUES ($1, $2, $3)
       ON CONFLICT (order_hash) DO NOTHING RETURNING order_hash`,
      [record.orderHash.toLowerCase(), record.chainId, encodeJson(record)],
    );
    if (inserted.rowCount === 0) {
      const first = await this.find(record.orderHash);
      if (first === undefined) throw new Error(`order ${record.orderHash} conflicted but is not stored`);
      return first;
    }
    await this.afterAccept();
    return record;
  }
}

/** The indexer's side: folds pending submissions into the store. */
export class OrderIngestor {
  #running: Promise<number> | null = null;
  #timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: ProtocolStore,
    private readonly pool: Pool,
    private readonly log: (line: string) => void = () => {},
  ) {}

  /** Folds every pending submission in; resolves with how many were new to the store. */
  poll(): Promise<number> {
    // A poll already running may have read the pending rows before the newest insert: chain one more.
    const previous = this.#running ?? Promise.resolve(0);
    const next = previous.catch(() => 0).then(() => this.#ingest());
    this.#running = next;
    return next;
  }

  start(intervalMs: number): void {
    this.#timer = setInterval(() => {
      this.poll().catch((error) => this.log(`[orders] folding in submissions failed: ${(error as Error).message}`));
    }, intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    if (this.#timer !== null) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running?.catch(() => {});
  }

  async #ingest(): Promise<number> {
    let total = 0;
    for (;;) {
      const pending = await this.pool.query<{ order_hash: string; chain_id: number; body: string }>(
        "SELECT order_hash, chain_id, body FROM protocol_order_submissions WHERE pending ORDER BY order_hash LIMIT $1",
        [INGEST_BATCH],
      );
      const done: string[] = [];
      for (const row of pending.rows) {
        const state = this.store.peek(row.chain_id);
        // A chain this indexer does not index: left pending for the indexer that does.
        if (state === undefined) continue;
        done.push(row.order_hash);
        if (state.orders[row.order_hash] !== undefined) continue;
        const record = decodeJson(row.body, "protocol_order_submissions") as OrderRecord;
        const writer = this.store.writer(state);
        // Not undo-logged: acceptance is not a chain event, so no reorg removes it.
        writer.put("orders", row.order_hash, record);
        replayOrderEvents(writer, record);
        total += 1;
      }
      if (done.length === 0) return total;
      await this.store.commit();
      await this.pool.query("UPDATE protocol_order_submissions SET pending = false WHERE order_hash = ANY($1)", [done]);
      if (pending.rows.length < INGEST_BATCH) return total;
    }
  }
}
