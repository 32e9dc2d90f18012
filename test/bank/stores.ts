/**
 * One conformance suite, two stores: `describeStores` runs a suite once on the JSON file store and
 * once on PostgreSQL (a throw-away cluster per test file, a fresh database per bank). Without
 * PostgreSQL the Postgres half is skipped and its title says why; in CI it never is
 * (`describeWithPostgres` in test/support/postgres.ts throws there).
 */
import { describe } from "vitest";
import type { BankLedger } from "../../runtime/bank/ledger/index.ts";
import { PostgresLedger, type PostgresLedgerOptions } from "../../runtime/bank/pg/ledger.ts";
import { openPool } from "../../runtime/store/postgres.ts";
import { describeWithPostgres, useTestPostgres } from "../support/postgres.ts";

export type StoreName = "json" | "postgres";

/** What a suite gets for its store. */
export interface StoreKit {
  name: StoreName;
  /** A fresh, empty database URL on the file's cluster (postgres), or undefined (json). */
  freshDatabase(): Promise<string | undefined>;
}

let databases = 0;

function postgresKit(): StoreKit {
  const server = useTestPostgres();
  return {
    name: "postgres",
    freshDatabase: async () => {
      databases += 1;
      return server().createDatabase(`bank_${process.pid}_${databases}`);
    },
  };
}

let jsonOnly = false;

/**
 * For suites that re-run these tests to check a layer above the store (the framework adapters in
 * test/http/adapters): the store halves already run in test/bank, so only the JSON half runs there.
 */
export function describeJsonStoreOnly(): void {
  jsonOnly = true;
}

/** Runs `body` once per store, inside a describe named after it. */
export function describeStores(title: string, body: (kit: StoreKit) => void): void {
  describe(`${title} [json store]`, () => {
    body({ name: "json", freshDatabase: async () => undefined });
  });
  if (jsonOnly) return;
  describeWithPostgres(`${title} [postgres store]`, () => {
    body(postgresKit());
  });
}

/** A PostgreSQL ledger on `url` with its own pool (ended by `close()`). */
export async function openPostgresLedger(
  url: string,
  options: Omit<PostgresLedgerOptions, "pool"> = {},
): Promise<BankLedger> {
  const pool = await openPool(url, { max: 20 });
  return PostgresLedger.open({ pool, ...options });
}
