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
