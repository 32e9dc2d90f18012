/**
 * Presented API keys' organisations, cached per bank process so that a request authenticates with
 * no round trip to the database (issue 18: the look-up was a second round trip before every
 * payment's), without a rotated key ever being accepted by any process.
 *
 * Why the cache cannot be stale (docs/scaling.md "API keys cached per process"): a process trusts
 * its cache only while its watch connection holds the advisory lock {@link KEY_LOCK} in shared
 * mode, and a rotation changes a key only in a transaction holding that lock exclusively. So while
 * a process is armed no rotation can commit anywhere. A rotation first announces itself on
 * {@link KEY_ROTATION_CHANNEL}; each process then stops answering from its cache and empties it
 * *before* it releases its shared lock. It asks for the lock again when the rotation's commit says
 * `done` on the channel (or after {@link REARM_FALLBACK_MS} if it never does: the request then waits
 * behind the rotation's). An answer from the cache is therefore as fresh as a look-up at that
 * instant. A look-up made from the database is cached only if the process stayed
 * armed from before the query to its answer (the `ticket`), so no answer read before a rotation
 * survives it. Negative answers are never cached. Organisations never change except for their key.
 *
 * A process that loses its watch connection (the server then releases the lock) stops trusting
 * its cache as soon as its client reports the loss, and reconnects after {@link RECONNECT_MS};
 * meanwhile every key is looked up in the database, as before. That report is the one gap: if the
 * server ends the watch's backend (pg_terminate_backend, a restart) while a rotation is waiting, the
 * rotation may commit before this process has read the termination, and a request handled in that
 * interval is still answered from the cache. Closing it needs a lease both ends time (heartbeats
 * with a deadline the rotation waits out); docs/scaling.md says so.
 */
import pg from "pg";
import { type Pool, type PoolClient, withTransaction } from "../../store/postgres.ts";
import { LedgerUnavailableError, type Organisation } from "../ledger/index.ts";

/** The advisory lock (an SQL expression) held shared by armed processes and exclusively by a rotation. */
const KEY_LOCK = "hashtext('contractkit_bank_api_keys')";
/** The channel on which a rotation asks every process to drop its cached keys. */
export const KEY_ROTATION_CHANNEL = "contractkit_bank_key_rotation";
/** How long a rotation waits for the lock before announcing itself again (a process may have missed it). */
const ROTATION_LOCK_WAIT_MS = 500;
/** How long a rotation keeps asking before it gives up as unavailable (a process is stuck). */
const ROTATION_DEADLINE_MS = 10_000;
/** A process takes its shared lock back after this long even if the rotation's `done` never came. */
const REARM_FALLBACK_MS = 1_000;
const RECONNECT_MS = 1_000;
/** Seconds of silence before either end probes the watch connection (then 3 probes this far apart). */
const KEEPALIVE_IDLE_S = 10;
/** What a rotation's commit says on the channel (its announcement says nothing). */
const ROTATION_DONE = "done";
const CACHE_SIZE = 1024;

/** The per-process cache of presented key hashes and the watch connection that keeps it honest. */
export class KeyWatch {
  readonly #cache = new Map<string, Organisation>();
  #client: pg.Client | null = null;
  #armed = false;
  #generation = 0;
  #rearmQueued = false;
  /** Rotations' `done` messages seen, and the wake-up of a re-arm waiting for the next one. */
  #rotationsDone = 0;
  #wakeRearm: (() => void) | null = null;
  /** Every lock operation of the watch connection, in order (one at a time). */
  #steps: Promise<void> = Promise.resolve();
  #reconnect: NodeJS.Timeout | null = null;
  #closed = false;

  constructor(private readonly config: pg.ClientConfig) {}

  /** The organisation of a presented key's hash, when the cache may answer; undefined otherwise. */
  cached(hash: string): Organisation | undefined {
    return this.#armed ? this.#cache.get(hash) : undefined;
  }

  /** Taken before a database look-up: the answer may be cached only if the ticket still holds after it. */
  ticket(): number | null {
    return this.#armed ? this.#generation : null;
  }

  remember(ticket: number | null, hash: string, organisation: Organisation): void {
    if (ticket === null || !this.#armed || ticket !== this.#generation) return;
    if (this.#cache.size >= CACHE_SIZE) this.#cache.clear();
    this.#cache.set(hash, Object.freeze(organisation));
  }

  /** Connects the watch connection, listens for rotations and takes the shared lock. */
  async start(): Promise<void> {
    if (this.#closed) return;
    // Keepalives both ways: a bank host that vanishes (no FIN) must not hold the lock, and so every
    // rotation, for the server's default two hours; a server that vanishes must be noticed.
    const client = new pg.Client({
      ...this.config,
      application_name: "contractkit bank api keys",
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_IDLE_S * 1000,
      options: `${this.config.options ?? ""} -c tcp_keepalives_idle=${KEEPALIVE_IDLE_S} -c tcp_keepalives_interval=${KEEPALIVE_IDLE_S} -c tcp_keepalives_count=3`,
    });
    client.on("notification", (message) => this.#notified(client, message.payload));
    client.on("error", () => this.#lost(client));
    client.on("end", () => this.#lost(client));
    this.#client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${KEY_ROTATION_CHANNEL}`);
      await this.#step(client, () => this.#arm(client));
    } catch {
      this.#lost(client);
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#reconnect !== null) clearTimeout(this.#reconnect);
    this.#wakeRearm?.();
    this.#disarm();
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => {});
  }

  #disarm(): void {
    this.#armed = false;
    this.#generation += 1;
    this.#cache.clear();
  }

  async #arm(client: pg.Client): Promise<void> {
    // Granted only once no rotation holds or waits for the lock before this request.
    await client.query(`SELECT pg_advisory_lock_shared(${KEY_LOCK})`);
    if (client === this.#client) this.#armed = true;
  }

  /** Runs one lock operation after the ones before it; a failure means the connection is lost. */
  #step(client: pg.Client, operation: () => Promise<void>): Promise<void> {
    this.#steps = this.#steps.then(operation).catch(() => this.#lost(client));
    return this.#steps;
  }

  #notified(client: pg.Client, payload: string | undefined): void {
    if (payload === ROTATION_DONE) {
      this.#rotationsDone += 1;
      this.#wakeRearm?.();
      return;
    }
    this.#disarm();
    // One re-arm waiting to start is enough: it releases and retakes the lock after every announcement so far.
    if (this.#rearmQueued || client !== this.#client) return;
    this.#rearmQueued = true;
    void this.#step(client, async () => {
      this.#rearmQueued = false;
      if (client !== this.#client) return;
      // Empty and distrust the cache before the lock goes: the rotation may commit right after.
      this.#disarm();
      const doneBefore = this.#rotationsDone;
      await client.query(`SELECT pg_advisory_unlock_shared(${KEY_LOCK})`);
      if (this.#rotationsDone === doneBefore) await this.#nextRotationDone();
      await this.#arm(client);
    });
  }

  /** Resolves on the next rotation's `done`, or after {@link REARM_FALLBACK_MS}, or on close. */
  #nextRotationDone(): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.#wakeRearm = null;
        resolve();
      };
      const timer = setTimeout(wake, REARM_FALLBACK_MS);
      timer.unref();
      this.#wakeRearm = wake;
    });
  }

  #lost(client: pg.Client): void {
    if (client !== this.#client) return;
    this.#disarm();
    this.#client = null;
    // A re-arm queued for this connection will find it gone; the next connection queues its own.
    this.#rearmQueued = false;
    client.end().catch(() => {});
    if (this.#closed) return;
    this.#reconnect = setTimeout(() => {
      this.#reconnect = null;
      void this.start();
    }, RECONNECT_MS);
    this.#reconnect.unref();
  }
}

/**
 * Runs a key rotation: announces it, then runs `work` in a transaction holding the key lock
 * exclusively, which PostgreSQL grants once every process has dropped its cached keys. A process
 * that missed the announcement (it was connecting) keeps its shared lock, so the rotation announces
 * itself again every {@link ROTATION_LOCK_WAIT_MS}; after {@link ROTATION_DEADLINE_MS} it gives up
 * as unavailable rather than change a key some process may still trust.
 */
export async function rotationTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const deadline = Date.now() + ROTATION_DEADLINE_MS;
  for (;;) {
    // This process's own watch hears it too, like every other process's.
    await pool.query("SELECT pg_notify($1, '')", [KEY_ROTATION_CHANNEL]);
    try {
      return await withTransaction(pool, async (client) => {
        await client.query(`SET LOCAL lock_timeout = '${ROTATION_LOCK_WAIT_MS}ms'`);
        await client.query(`SELECT pg_advisory_xact_lock(${KEY_LOCK})`);
        await client.query("SET LOCAL lock_timeout TO DEFAULT");
        const result = await work(client);
        // Delivered at commit: the processes waiting for it take their shared lock back.
        await client.query("SELECT pg_notify($1, $2)", [KEY_ROTATION_CHANNEL, ROTATION_DONE]);
        return result;
      });
    } catch (error) {
      if ((error as { code?: string } | null)?.code !== "55P03") throw error;
      if (Date.now() >= deadline) {
        throw new LedgerUnavailableError("a bank process did not release its cached API keys in time", {
          cause: error,
        });
      }
    }
  }
}
