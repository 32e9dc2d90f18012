/** What the protocol handlers are built from (runtime/protocol/handlers.ts). */
import type { ChainConfig } from "../config.ts";
import type { IndexerStatus } from "../indexer/indexer.ts";
import type { OrderChainChecks } from "../orders.ts";
import type { ChainIndexes } from "../query/indexes.ts";
import type { PriceSource } from "../query/views.ts";
import type { ChainState, OrderRecord } from "../records.ts";
import type { ProtocolStore } from "../store.ts";

/** One indexed chain as the handlers see it. */
export interface ChainRuntime {
  config: ChainConfig;
  state: ChainState;
  indexes: ChainIndexes;
  status(): IndexerStatus;
  checks: OrderChainChecks;
}

/**
 * Where accepted orders go when several processes share one database (pg/orders.ts): a store that
 * accepts each order hash once across processes. Without one, orders are written to the store here.
 */
export interface OrderIntake {
  /** An order accepted by any process, which this process's state may not hold yet. */
  find(orderHash: string): Promise<OrderRecord | undefined>;
  /** Stores `record` unless its hash is stored: resolves with `record`, or with the order stored first. */
  accept(record: OrderRecord): Promise<OrderRecord>;
}

/** Options of `createProtocolHandlers`. */
export interface ProtocolHandlerOptions {
  chains: ReadonlyMap<number, ChainRuntime>;
  store: ProtocolStore;
  prices: PriceSource;
  /** The OpenAPI document served at `/openapi.json`. */
  document: Record<string, unknown>;
  /** The URL `/openapi.json` names in `servers` (the configured public URL or the bound address). */
  publicUrl?: () => string | undefined;
  /** Wall clock in ms (order acceptance time, rate limiting). */
  now?: () => number;
  /** Submissions per client per rolling window (spec: 100 per 60 s). */
  rateLimit?: { requests: number; windowMs: number };
  /** Accepts orders across processes (PostgreSQL); default: written to `store` directly. */
  orderIntake?: OrderIntake;
}
