/**
 * `contractkit db migrate [--store url]`: applies every pending migration of every PostgreSQL area
 * (each service also applies its own at start; this lets an operator migrate before a deploy).
 */
import { BANK_MIGRATIONS } from "../runtime/bank/pg/migrations.ts";
import { protocolMigrations } from "../runtime/protocol/pg/migrations.ts";
import { type MigrationSet, migrate, openPool, redactUrl } from "../runtime/store/postgres.ts";
import { resolveStore, StoreOptionError } from "./store-option.ts";

/** Every area's migrations, applied in this order. */
export const MIGRATION_SETS: readonly MigrationSet[] = [BANK_MIGRATIONS, protocolMigrations];

export interface DbMigrateOptions {
  store?: string;
}

export async function runDbMigrate(opts: DbMigrateOptions, sets: readonly MigrationSet[] = MIGRATION_SETS) {
  let url: string;
  try {
    const choice = resolveStore(opts.store, process.env);
    if (choice.kind !== "postgres") {
      throw new StoreOptionError("db migrate needs a database: pass --store postgres://… or set DATABASE_URL");
    }
    url = choice.url;
  } catch (error) {
    process.stderr.write(`db migrate: ${(error as Error).message}\n`);
    return 2;
  }
  let pool: Awaited<ReturnType<typeof openPool>>;
  try {
    pool = await openPool(url, { max: 1, applicationName: "contractkit-migrate" });
  } catch (error) {
    process.stderr.write(`db migrate: ${(error as Error).message}\n`);
    return 1;
  }
  try {
    for (const set of sets) {
      const applied = await migrate(pool, set);
      const names = applied.map((m) => `${m.version}_${m.name}`);
      process.stdout.write(
        `db migrate: ${set.area}: ${names.length === 0 ? "up to date" : `applied ${names.join(", ")}`}\n`,
      );
    }
    process.stdout.write(`db migrate: ${redactUrl(url)} is up to date\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`db migrate: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await pool.end();
  }
}
