/**
 * The shared PostgreSQL plumbing (runtime/store/postgres.ts): migrations apply once each, in order,
 * even when two processes' pools race; a failing migration rolls back and names itself; a transaction
 * that hits a serialization failure is retried from the start; a wrong URL fails at open with the
 * password redacted.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { migrate, openPool, type Pool, redactUrl, withTransaction } from "../../runtime/store/postgres.ts";
import { describeWithPostgres, startTestPostgres, type TestPostgres } from "../support/postgres.ts";

describeWithPostgres("PostgreSQL plumbing", () => {
  let server: TestPostgres;
  let pool: Pool;
  beforeAll(async () => {
    server = await startTestPostgres();
    pool = await openPool(await server.createDatabase("plumbing"));
  });
  afterAll(async () => {
    await pool?.end();
    await server?.stop();
  });

  const set = {
    area: "demo",
    migrations: [
      { version: 2, name: "add_note", sql: "ALTER TABLE demo_items ADD COLUMN note text" },
      { version: 1, name: "items", sql: "CREATE TABLE demo_items (id integer PRIMARY KEY, n integer NOT NULL)" },
    ],
  };

  it("applies each migration once, in version order, when two pools race", async () => {
    const other = await openPool(server.urlFor("plumbing"));
    try {
      const [a, b] = await Promise.all([migrate(pool, set), migrate(other, set)]);
      expect([...a, ...b].map((m) => m.version).sort()).toEqual([1, 2]);
      expect(await migrate(pool, set)).toEqual([]);
      const { rows } = await pool.query(
        "SELECT version, name FROM contractkit_migrations WHERE area = 'demo' ORDER BY version",
      );
      expect(rows).toEqual([
        { version: 1, name: "items" },
        { version: 2, name: "add_note" },
      ]);
    } finally {
      await other.end();
    }
  });

  it("rolls a failing migration back and names it", async () => {
    const broken = { area: "broken", migrations: [{ version: 1, name: "bad", sql: "CREATE TABLE x (; nonsense" }] };
    await expect(migrate(pool, broken)).rejects.toThrow(/migration broken\/1_bad failed/);
    const { rows } = await pool.query("SELECT count(*)::int AS n FROM contractkit_migrations WHERE area = 'broken'");
    expect(rows[0].n).toBe(0);
  });

  it("retries a transaction that lost a serialization race, so both increments land", async () => {
    await pool.query("INSERT INTO demo_items (id, n) VALUES (1, 0) ON CONFLICT (id) DO UPDATE SET n = 0");
    let attempts = 0;
    // Both first attempts read before either writes (a barrier, not a sleep), so they always collide.
    let read = 0;
    let bothRead!: () => void;
    const barrier = new Promise<void>((resolve) => {
      bothRead = resolve;
    });
    const increment = () =>
      withTransaction(
        pool,
        async (client) => {
          attempts++;
          const { rows } = await client.query("SELECT n FROM demo_items WHERE id = 1");
          if (attempts <= 2) {
            read++;
            if (read === 2) bothRead();
            await barrier;
          }
          await client.query("UPDATE demo_items SET n = $1 WHERE id = 1", [rows[0].n + 1]);
        },
        { isolation: "serializable" },
      );
    await Promise.all([increment(), increment()]);
    const { rows } = await pool.query("SELECT n FROM demo_items WHERE id = 1");
    expect(rows[0].n).toBe(2);
    expect(attempts).toBeGreaterThan(2);
  });

  it("fails to open a pool on a wrong URL, without showing the password", async () => {
    const url = `postgres://postgres:s3cret@127.0.0.1:${server.port}/no_such_database`;
    await expect(openPool(url)).rejects.toThrow(/cannot connect to PostgreSQL at postgres:\/\/postgres:\*\*\*@/);
    expect(redactUrl(url)).not.toContain("s3cret");
  });
});
