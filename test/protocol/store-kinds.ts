/**
 * The protocol store suites run against every store: the JSON store (its memory adapter, the same
 * codec and layout as the files) and PostgreSQL (a throw-away server, tables emptied between
 * cases). `describeStores` runs a suite once per store; without PostgreSQL locally the postgres
 * run is skipped saying why, and in CI it fails instead (test/support/postgres.ts).
 */
import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import { ChangeFollower } from "../../runtime/protocol/pg/follower.ts";
import { PostgresStoreAdapter } from "../../runtime/protocol/pg/ledger.ts";
import { protocolMigrations } from "../../runtime/protocol/pg/migrations.ts";
import { MemoryStoreAdapter, ProtocolStore, type StoreAdapter } from "../../runtime/protocol/store.ts";
import type { MemoryStoreOptions } from "../../runtime/store/memory-store.ts";
import { migrate } from "../../runtime/store/postgres.ts";
import { describeWithPostgres, startTestPostgres, type TestPostgres } from "../support/postgres.ts";
import { canonicalStoreText, InspectedMemoryAdapter } from "./store-text.ts";

/** One store behind the protocol store's interface, emptied by {@link fresh}. */
export interface StoreKind {
  readonly name: "json" | "postgres";
  /** Empties the store (a new memory backing; truncated tables). */
  fresh(options?: MemoryStoreOptions): Promise<void>;
  /** An adapter over the current store; each one opened is a process (re)start. */
  adapter(): StoreAdapter;
  /** Leaves a store as a crash would: nothing uncommitted written (postgres: its connections closed). */
  abandon(store: ProtocolStore): Promise<void>;
  /**
   * A store serving what `writer` commits, as an API process would: the JSON store serves from the
   * writer itself; PostgreSQL from a reader store following the database. `catchUp` commits the
   * writer and brings the reader up to that commit.
   */
  serving(writer: ProtocolStore): Promise<Serving>;
  /** Property-test runs against this store (a database round trip per commit costs more). */
  readonly runs: number;
  /** The canonical text of what a restart reads back; null before the first commit. */
  text(): Promise<string | null>;
}

export interface Serving {
  store: ProtocolStore;
  catchUp(): Promise<void>;
  close(): Promise<void>;
}

class JsonKind implements StoreKind {
  readonly name = "json" as const;
  #adapter = new InspectedMemoryAdapter();
  #options: MemoryStoreOptions = {};
  async fresh(options: MemoryStoreOptions = {}) {
    this.#options = options;
    this.#adapter = new InspectedMemoryAdapter(undefined, options);
  }
  adapter(): StoreAdapter {
    return new MemoryStoreAdapter(this.#adapter.backing, this.#options);
  }
  readonly runs = 200;
  async abandon(_store: ProtocolStore) {}
  async serving(writer: ProtocolStore): Promise<Serving> {
    return { store: writer, catchUp: async () => {}, close: async () => {} };
  }
  async text() {
    return this.#adapter.text;
  }
}

const TABLES = [
  "protocol_chains",
  "protocol_indexer_status",
  "protocol_blocks",
  "protocol_undo",
  "protocol_pools",
  "protocol_global_whitelist",
  "protocol_market_whitelists",
  "protocol_flows",
  "protocol_markets",
  "protocol_orders",
  "protocol_fills",
  "protocol_order_events",
  "protocol_changes",
  "protocol_order_submissions",
];

/** Empties every protocol table of the database at `url` (creating them when missing). */
export async function emptyProtocolTables(url: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await migrate(pool, protocolMigrations);
    await pool.query(`TRUNCATE ${TABLES.join(", ")}`);
    await pool.query("UPDATE protocol_meta SET seq = 0, pruned_through = 0");
  } finally {
    await pool.end();
  }
}

export class PostgresKind implements StoreKind {
  readonly name = "postgres" as const;
  constructor(readonly url: () => string) {}
  async fresh() {
    await emptyProtocolTables(this.url());
  }
  adapter(): StoreAdapter {
    return new PostgresStoreAdapter(this.url(), { lease: false });
  }
  readonly runs = 15;
  async abandon(store: ProtocolStore) {
    await store.close();
  }
  async serving(writer: ProtocolStore): Promise<Serving> {
    await writer.commit();
    const adapter = new PostgresStoreAdapter(this.url(), { mode: "reader" });
    const store = new ProtocolStore(adapter);
    await store.open();
    const ledger = adapter.ledger!;
    const follower = new ChangeFollower(store, ledger);
    await follower.poll();
    return {
      store,
      async catchUp() {
        await writer.commit();
        await follower.poll();
      },
      close: () => store.close(),
    };
  }
  async text() {
    const store = new ProtocolStore(new PostgresStoreAdapter(this.url(), { mode: "reader" }));
    await store.open();
    try {
      if (store.stats().seq === 0 && Object.keys(store.document.chains).length === 0) return null;
      return canonicalStoreText(store.document);
    } finally {
      await store.close();
    }
  }
}

let server: TestPostgres | null = null;
let users = 0;
let databases = 0;

/**
 * Runs `suite` once per store, named after it. The postgres run shares one server per test file
 * and gets a database of its own.
 */
export function describeStores(title: string, suite: (kind: () => StoreKind) => void): void {
  describe(`${title} [json store]`, () => {
    const kind = new JsonKind();
    suite(() => kind);
  });
  describeWithPostgres(`${title} [postgres store]`, () => {
    let url = "";
    const kind = new PostgresKind(() => url);
    beforeAll(async () => {
      users += 1;
      server ??= await startTestPostgres();
      databases += 1;
      url = await server.createDatabase(`protocol_${process.pid}_${databases}`);
    }, 120_000);
    afterAll(async () => {
      users -= 1;
      if (users === 0) {
        await server?.stop();
        server = null;
      }
    });
    suite(() => kind);
  });
}
