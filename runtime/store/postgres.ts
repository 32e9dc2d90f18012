/**
 * What every PostgreSQL store shares: a connection pool from a `postgres://` URL, versioned SQL
 * migrations per area (bank, protocol) recorded in one `contractkit_migrations` table, and
 * transactions that retry on the errors a serialisable or distributed database asks clients to
 * retry (serialization failure 40001, deadlock 40P01). See docs/scaling.md.
 */
import pg from "pg";

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

/** True for `postgres://` and `postgresql://` URLs: the value `--store` and `DATABASE_URL` take. */
export function isPostgresUrl(value: string): boolean {
  return /^postgres(ql)?:\/\//i.test(value);
}

/** The URL with any password replaced by `***`, for logs and errors. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "postgres://…";
  }
}

/** Connections a pool opens at most unless told otherwise (`--pool-size`). */
export const DEFAULT_POOL_SIZE = 10;

export interface PoolOptions {
  /** Most connections this process opens (default {@link DEFAULT_POOL_SIZE}). */
  max?: number;
  /** Shown in pg_stat_activity.application_name. */
  applicationName?: string;
}

/** Opens a pool and checks it can connect, so a wrong URL fails at start with a clear message. */
export async function openPool(url: string, options: PoolOptions = {}): Promise<Pool> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? DEFAULT_POOL_SIZE,
    application_name: options.applicationName ?? "contractkit",
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new Error(`cannot connect to PostgreSQL at ${redactUrl(url)}: ${(error as Error).message}`);
  }
  return pool;
}

/** SQLSTATEs a client should retry the whole transaction on. */
const RETRYABLE = new Set(["40001", "40P01"]);

export function isRetryable(error: unknown): boolean {
  return RETRYABLE.has((error as { code?: string } | null)?.code ?? "");
}

export interface TransactionOptions {
  isolation?: "read committed" | "repeatable read" | "serializable";
  /** Attempts on a retryable error before giving up (default 10). */
  attempts?: number;
}

/** Waits a little, with jitter, so colliding transactions do not collide again at once. */
function backOff(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * 2 ** Math.min(attempt, 6)));
}

/**
 * Runs one statement that is its own transaction (sent outside BEGIN/COMMIT, e.g. a plpgsql
 * function doing a whole command), retrying it on serialization failures and deadlocks. Returns
 * its rows.
 */
export async function retryQuery<R extends object>(run: () => Promise<pg.QueryResult<R>>, attempts = 10): Promise<R[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return (await run()).rows;
    } catch (error) {
      if (!isRetryable(error) || attempt >= attempts) throw error;
      await backOff(attempt);
    }
  }
}

/** {@link retryQuery} for a statement that answers one row: that row. */
export async function retryStatement<R extends object>(
  run: () => Promise<pg.QueryResult<R>>,
  attempts = 10,
): Promise<R> {
  const [row] = await retryQuery(run, attempts);
  if (row === undefined) throw new Error("the statement returned no row");
  return row;
}

/**
 * True for an error the server answered a statement with: the statement, and with it a
 * transaction of its own, was rolled back. Connection errors and the server ending the session
 * (SQLSTATE classes 08 and 57) leave a statement's outcome unknown, so they are not.
 */
export function isRolledBackError(error: unknown): boolean {
  return error instanceof pg.DatabaseError && !/^(08|57)/.test(error.code ?? "");
}

/** Runs `work` in one transaction, retrying it from the start on serialization failures and deadlocks. */
export async function withTransaction<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? 10;
  for (let attempt = 1; ; attempt++) {
    const client = await pool.connect();
    try {
      await client.query(`BEGIN ISOLATION LEVEL ${(options.isolation ?? "read committed").toUpperCase()}`);
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      if (!isRetryable(error) || attempt >= attempts) throw error;
      await backOff(attempt);
    } finally {
      client.release();
    }
  }
}

/**
 * One area's migrations, as SQL text in TypeScript modules (so the compiled package carries them
 * without copying .sql files): applied in version order, each once, each in its own transaction.
 */
export interface MigrationSet {
  /** The area, e.g. `bank` or `protocol`. */
  area: string;
  migrations: ReadonlyArray<{ version: number; name: string; sql: string }>;
}

export interface AppliedMigration {
  area: string;
  version: number;
  name: string;
}

/**
 * Applies the set's pending migrations, each in its own transaction, under an advisory lock so
 * processes starting together apply each migration once. Returns what it applied.
 */
export async function migrate(pool: Pool, set: MigrationSet): Promise<AppliedMigration[]> {
  const files = [...set.migrations].sort((a, b) => a.version - b.version);
  const client = await pool.connect();
  const applied: AppliedMigration[] = [];
  try {
    // One lock for every area: migrations are rare and short.
    await client.query("SELECT pg_advisory_lock(hashtext('contractkit_migrations'))");
    await client.query(
      `CREATE TABLE IF NOT EXISTS contractkit_migrations (
         area text NOT NULL, version integer NOT NULL, name text NOT NULL,
         applied_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (area, version))`,
    );
    const done = await client.query<{ version: number }>("SELECT version FROM contractkit_migrations WHERE area = $1", [
      set.area,
    ]);
    const have = new Set(done.rows.map((r) => r.version));
    for (const migration of files) {
      if (have.has(migration.version)) continue;
      await client.query("BEGIN");
      try {
        await client.query(migration.sql);
        await client.query("INSERT INTO contractkit_migrations (area, version, name) VALUES ($1, $2, $3)", [
          set.area,
          migration.version,
          migration.name,
        ]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw new Error(
          `migration ${set.area}/${migration.version}_${migration.name} failed: ${(error as Error).message}`,
        );
      }
      applied.push({ area: set.area, version: migration.version, name: migration.name });
    }
  } finally {
    await client.query("SELECT pg_advisory_unlock(hashtext('contractkit_migrations'))").catch(() => {});
    client.release();
  }
  return applied;
}
