/**
 * The indexer lease: one process writes the protocol tables. The lease is a session advisory lock
 * held on a connection of its own; a second indexer blocks on it (waiting, not double-writing) and
 * gets it the moment the first one's connection ends — a clean stop, a crash or kill -9 alike. On
 * taking the lock the holder bumps `protocol_lease.epoch`, and every commit checks the epoch in its
 * transaction (fencing): a writer that lost its connection, and so its lock, to a newer indexer
 * cannot commit again.
 */

import { hostname } from "node:os";
import pg from "pg";
import { ContractkitError } from "../../../generated/http/errors.ts";
import type { PoolClient } from "../../store/postgres.ts";

/** The advisory lock key: `hashtext('contractkit_protocol_indexer')`, computed by the server. */
const LOCK_KEY = "hashtext('contractkit_protocol_indexer')";

/** Another indexer took the lease; this process must stop writing. */
export class LeaseLostError extends ContractkitError {
  override readonly name = "LeaseLostError";
  override readonly code = "indexer_lease_lost";
}

export class IndexerLease {
  private constructor(
    private readonly client: pg.Client,
    readonly epoch: number,
  ) {}

  /** Waits for the lock (logging once that it waits and who holds it), then takes the lease. */
  static async acquire(url: string, log: (line: string) => void): Promise<IndexerLease> {
    const client = new pg.Client({ connectionString: url, application_name: "contractkit-protocol-lease" });
    client.on("error", () => {});
    await client.connect();
    try {
      const quick = await client.query<{ ok: boolean }>(`SELECT pg_try_advisory_lock(${LOCK_KEY}) AS ok`);
      if (!quick.rows[0]!.ok) {
        const holder = await client.query<{ holder: string | null }>("SELECT holder FROM protocol_lease");
        log(`[store] another indexer holds the lease (${holder.rows[0]?.holder ?? "unknown"}); waiting for it to stop`);
        await client.query(`SELECT pg_advisory_lock(${LOCK_KEY})`);
      }
      const holder = `pid ${process.pid} on ${hostname()}`;
      const taken = await client.query<{ epoch: string }>(
        "UPDATE protocol_lease SET epoch = epoch + 1, holder = $1 RETURNING epoch",
        [holder],
      );
      log(`[store] indexer lease taken (epoch ${taken.rows[0]!.epoch})`);
      return new IndexerLease(client, Number(taken.rows[0]!.epoch));
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
  }

  /** In a commit's transaction: throws {@link LeaseLostError} when a newer indexer holds the lease. */
  async check(client: PoolClient): Promise<void> {
    const current = await client.query<{ epoch: string }>("SELECT epoch FROM protocol_lease FOR SHARE");
    const epoch = Number(current.rows[0]!.epoch);
    if (epoch !== this.epoch) {
      throw new LeaseLostError(
        `another indexer took the lease (epoch ${epoch}, this process had ${this.epoch}); stopping writes`,
      );
    }
  }

  /** Releases the lock (ending its connection), letting a waiting indexer take over. */
  async release(): Promise<void> {
    await this.client.end().catch(() => {});
  }
}
