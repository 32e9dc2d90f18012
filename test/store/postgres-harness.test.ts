/**
 * The throw-away PostgreSQL server the Postgres suites share (test/support/postgres.ts) starts, takes
 * connections on 127.0.0.1, creates databases and stops. Skipped, saying why, where PostgreSQL is not
 * installed; never skipped in CI.
 */
import pg from "pg";
import { expect, it } from "vitest";
import { describeWithPostgres, useTestPostgres } from "../support/postgres.ts";

describeWithPostgres("PostgreSQL test server", () => {
  const server = useTestPostgres();

  it("answers on loopback and creates a database of its own", async () => {
    const url = await server().createDatabase("harness_check");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query("SELECT current_database() AS db, inet_server_addr()::text AS addr");
      expect(rows[0]).toEqual({ db: "harness_check", addr: "127.0.0.1/32" });
    } finally {
      await client.end();
    }
  });
});
