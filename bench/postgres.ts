/**
 * The `postgres` bench figures run against the PostgreSQL server named by `BENCH_DATABASE_URL` (a
 * role allowed to create databases): each measurement gets a database of its own, created before and
 * dropped after, so the bench never touches existing data. Without the variable the PostgreSQL rows
 * say they were skipped and why.
 */
import pg from "pg";
import { redactUrl } from "../runtime/store/postgres.ts";

/** The server to bench against, or null. */
export function benchDatabaseUrl(): string | null {
  const url = process.env.BENCH_DATABASE_URL;
  return url && /^postgres(ql)?:\/\//i.test(url) ? url : null;
}

export const POSTGRES_SKIPPED = "skipped: set BENCH_DATABASE_URL=postgres://… (a role that may CREATE DATABASE)";

/** Runs `work` with the URL of a fresh database on the bench server, dropping it afterwards. */
export async function withBenchDatabase<T>(
  server: string,
  name: string,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const database = `contractkit_bench_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${database}`);
    await admin.query(`CREATE DATABASE ${database}`);
  } catch (error) {
    await admin.end();
    throw new Error(`cannot create a bench database on ${redactUrl(server)}: ${(error as Error).message}`);
  }
  const url = new URL(server);
  url.pathname = `/${database}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}
