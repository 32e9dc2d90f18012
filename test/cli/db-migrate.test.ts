/** `--store` / `DATABASE_URL` resolution, and `contractkit db migrate` against a real PostgreSQL. */
import { spawnSync } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { MIGRATION_SETS } from "../../cli/db-migrate.ts";
import { resolveStore, StoreOptionError } from "../../cli/store-option.ts";
import { describeWithPostgres, useTestPostgres } from "../support/postgres.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

function cli(args: string[], env: NodeJS.ProcessEnv = {}) {
  const clean = { ...process.env, DATABASE_URL: "", ...env };
  return spawnSync(process.execPath, [path.join(ROOT, "bin/contractkit.js"), ...args], {
    encoding: "utf8",
    env: clean,
  });
}

describe("--store", () => {
  it("defaults to the JSON store, takes DATABASE_URL, and lets the flag win", () => {
    expect(resolveStore(undefined, {})).toEqual({ kind: "json" });
    expect(resolveStore(undefined, { DATABASE_URL: "postgres://h/db" })).toEqual({
      kind: "postgres",
      url: "postgres://h/db",
    });
    expect(resolveStore("json", { DATABASE_URL: "postgres://h/db" })).toEqual({ kind: "json" });
    expect(resolveStore("postgresql://h/other", { DATABASE_URL: "postgres://h/db" })).toEqual({
      kind: "postgres",
      url: "postgresql://h/other",
    });
  });

  it("refuses anything else, naming where the value came from", () => {
    expect(() => resolveStore("mysql://h/db", {})).toThrow(StoreOptionError);
    expect(() => resolveStore(undefined, { DATABASE_URL: "sqlite:x" })).toThrow(/DATABASE_URL must be/);
  });

  it("db migrate without a database is a usage error (exit 2)", () => {
    const run = cli(["db", "migrate"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("db migrate needs a database");
  });
});

describeWithPostgres("db migrate on PostgreSQL", () => {
  const server = useTestPostgres();

  it("applies every area's migrations once, then reports the database up to date", async () => {
    const url = await server().createDatabase("migrate_cli");
    const first = cli(["db", "migrate", "--store", url]);
    expect(first.stderr).toBe("");
    expect(first.status).toBe(0);
    expect(first.stdout).toContain("bank: applied 1_ledger, 2_statement_links");
    const second = cli(["db", "migrate"], { DATABASE_URL: url });
    expect(second.status).toBe(0);
    expect(second.stdout).toContain("bank: up to date");
    expect(second.stdout).toContain("protocol: up to date");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query("SELECT area, version FROM contractkit_migrations ORDER BY area, version");
      const expected = MIGRATION_SETS.flatMap((set) =>
        set.migrations.map((migration) => ({ area: set.area, version: migration.version })),
      ).sort((a, b) => a.area.localeCompare(b.area) || a.version - b.version);
      expect(rows).toEqual(expected);
    } finally {
      await client.end();
    }
  }, 60_000);

  it("an unreachable database is a runtime error (exit 1) with the URL's password redacted", () => {
    const run = cli(["db", "migrate", "--store", `postgres://u:secret@127.0.0.1:${server().port + 1}/none`]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("cannot connect");
    expect(run.stderr).not.toContain("secret");
  });
});
