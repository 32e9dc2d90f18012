/**
 * `--store` (and `DATABASE_URL`), shared by `serve bank`, `serve protocol`, `dev` and `db migrate`:
 * which store a service keeps its data in. The embedded JSON-lines store is the default; a
 * `postgres://` URL puts the data in that PostgreSQL database instead (docs/scaling.md).
 */
import { ContractkitError } from "../generated/http/errors.ts";
import { isPostgresUrl } from "../runtime/store/postgres.ts";

/** The store chosen: the JSON file store, or PostgreSQL at `url`. */
export type StoreChoice = { kind: "json" } | { kind: "postgres"; url: string };

/** A bad `--store` value: the command reports it and exits with code 2. */
export class StoreOptionError extends ContractkitError {
  override readonly name = "StoreOptionError";
  override readonly code = "store_option_invalid";
}

/** `--store` first, then `DATABASE_URL`, else the JSON store. */
export function resolveStore(flag: string | undefined, env: NodeJS.ProcessEnv): StoreChoice {
  const [value, source] =
    flag !== undefined ? [flag, "--store"] : env.DATABASE_URL ? [env.DATABASE_URL, "DATABASE_URL"] : [undefined, ""];
  if (value === undefined || value === "json") return { kind: "json" };
  if (isPostgresUrl(value)) return { kind: "postgres", url: value };
  throw new StoreOptionError(
    `${source} must be "json" or a postgres:// (postgresql://) URL, got ${JSON.stringify(value)}`,
  );
}

/** Largest `--pool-size`: far beyond any server's `max_connections` default (100). */
export const MAX_POOL_SIZE = 1000;

/** `--pool-size`: the most database connections one process opens, a whole number from 1. */
export function parsePoolSize(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const size = Number(value);
  if (!/^[0-9]+$/.test(value) || size < 1 || size > MAX_POOL_SIZE) {
    throw new StoreOptionError(
      `--pool-size must be a whole number of connections from 1 to ${MAX_POOL_SIZE}, got ${value}`,
    );
  }
  return size;
}

/**
 * Flags that only mean something to a database store, refused on the file store rather than
 * ignored: an operator who passes one expects it to act.
 */
export function refuseWithoutDatabase(store: StoreChoice, flags: readonly (string | false)[]): void {
  const given = flags.filter((flag): flag is string => flag !== false);
  if (store.kind === "json" && given.length > 0) {
    throw new StoreOptionError(
      `${given.join(" and ")} ${given.length === 1 ? "needs" : "need"} a PostgreSQL store (--store postgres://… or DATABASE_URL); the JSON store has no database connections`,
    );
  }
}
