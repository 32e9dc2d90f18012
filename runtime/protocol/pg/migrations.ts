/**
 * The protocol store's tables in PostgreSQL (docs/protocol-service.md "PostgreSQL"), as versioned
 * migrations run at start (and by `contractkit db migrate`). One table per collection, keyed by
 * (chain_id, key) like the in-memory document; the columns the lists filter and sort on are typed
 * columns, `body` holds the whole record in the store codec (bigints exact) so a record reads back
 * bit for bit. Every commit of the indexer is one transaction and bumps `protocol_meta.seq`; the
 * keys it changed go to `protocol_changes`, which API processes tail to stay current.
 */
import type { MigrationSet } from "../../store/postgres.ts";

const V1_TABLES = `
CREATE TABLE protocol_meta (
  id integer PRIMARY KEY CHECK (id = 1),
  seq bigint NOT NULL,
  -- Change-log rows with seq <= this were pruned; a follower behind it reloads everything.
  pruned_through bigint NOT NULL
);
INSERT INTO protocol_meta (id, seq, pruned_through) VALUES (1, 0, 0);

-- The indexer lease: the holder of the advisory lock bumps epoch; every commit checks it still holds it.
CREATE TABLE protocol_lease (
  id integer PRIMARY KEY CHECK (id = 1),
  epoch bigint NOT NULL,
  holder text
);
INSERT INTO protocol_lease (id, epoch, holder) VALUES (1, 0, NULL);

CREATE TABLE protocol_chains (
  chain_id integer PRIMARY KEY,
  config_hash text NOT NULL,
  checkpoint text,
  last_block_timestamp bigint,
  origin_number bigint,
  origin_hash text,
  origin_parent_hash text,
  origin_timestamp bigint
);

-- What the indexer reports, for API processes' /v1/health and readiness.
CREATE TABLE protocol_indexer_status (
  chain_id integer PRIMARY KEY,
  ready boolean NOT NULL,
  head_block bigint,
  reorg_count integer NOT NULL,
  last_error text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The unfinalized block window (the reorg floor first).
CREATE TABLE protocol_blocks (
  chain_id integer NOT NULL,
  number bigint NOT NULL,
  hash text NOT NULL,
  parent_hash text NOT NULL,
  timestamp bigint NOT NULL,
  PRIMARY KEY (chain_id, number)
);

-- The reorg undo log: the value a key had before a block changed it (prior NULL = absent).
CREATE TABLE protocol_undo (
  chain_id integer NOT NULL,
  position bigint NOT NULL,
  block bigint NOT NULL,
  collection text NOT NULL,
  key text NOT NULL,
  prior text,
  PRIMARY KEY (chain_id, position)
);

CREATE TABLE protocol_pools (
  chain_id integer NOT NULL,
  key text NOT NULL,
  deployment_block bigint,
  expiry bigint,
  collateral_token text,
  reference_token text,
  principal_token text,
  swap_token text,
  body text NOT NULL,
  PRIMARY KEY (chain_id, key)
);
CREATE INDEX protocol_pools_order ON protocol_pools (chain_id, deployment_block, key);

CREATE TABLE protocol_global_whitelist (
  chain_id integer NOT NULL,
  key text NOT NULL,
  listed boolean,
  removed boolean,
  body text NOT NULL,
  PRIMARY KEY (chain_id, key)
);

CREATE TABLE protocol_market_whitelists (
  chain_id integer NOT NULL,
  key text NOT NULL,
  enabled boolean,
  body text NOT NULL,
  PRIMARY KEY (chain_id, key)
);

CREATE TABLE protocol_flows (
  chain_id integer NOT NULL,
  key text NOT NULL,
  pool_id text,
  wallet text,
  action_type text,
  block_number bigint,
  log_index integer,
  block_timestamp bigint,
  body text NOT NULL,
  PRIMARY KEY (chain_id, key)
);
CREATE INDEX protocol_flows_wallet ON protocol_flows (chain_id, wallet, block_number DESC, log_index DESC);
CREATE INDEX protocol_flows_pool ON protocol_flows (chain_id, pool_id, block_number DESC, log_index DESC);

CREATE TABLE protocol_markets (
  chain_id integer NOT NULL,
  key text NOT NULL,
  pool_id text,
  maker_asset text,
  body text NOT NULL,
  PRIMARY KEY (chain_id, key)
);

CREATE TABLE protocol_orders (
  chain_id integer NOT NULL,
  key text NOT NULL,
  maker text,
  pool_id text,
  side text,
  status text,
  created_at_ms bigint,
  body text NOT NULL,
  PRIMARY KEY (chain_id, key)
);
CREATE INDEX protocol_orders_created ON protocol_orders (chain_id, created_at_ms, key);
CREATE INDEX protocol_orders_maker ON protocol_orders (chain_id, maker, created_at_ms, key);

CREATE TABLE protocol_fills (
  chain_id integer NOT NULL,
  key text NOT NULL,
  order_hash text,
  maker text,
  taker text,
  block_number bigint,
  log_index integer,
  block_timestamp bigint,
  body text NOT NULL,
  PRIMARY KEY (chain_id, key)
);
CREATE INDEX protocol_fills_order ON protocol_fills (chain_id, order_hash, block_number DESC, log_index DESC);
CREATE INDEX protocol_fills_maker ON protocol_fills (chain_id, maker, block_number DESC, log_index DESC);

CREATE TABLE protocol_order_events (
  chain_id integer NOT NULL,
  key text NOT NULL,
  order_hash text,
  maker text,
  block_number bigint,
  body text NOT NULL,
  PRIMARY KEY (chain_id, key)
);

-- Keys each commit changed, for API processes to follow (pruned behind the head).
CREATE TABLE protocol_changes (
  seq bigint NOT NULL,
  chain_id integer NOT NULL,
  collection text NOT NULL,
  key text NOT NULL
);
CREATE INDEX protocol_changes_seq ON protocol_changes (seq);

-- Orders accepted by any API process: the primary key accepts one order hash once. The indexer
-- folds pending ones into its state (replaying the order events it saw first) and clears pending.
CREATE TABLE protocol_order_submissions (
  order_hash text PRIMARY KEY,
  chain_id integer NOT NULL,
  body text NOT NULL,
  pending boolean NOT NULL DEFAULT true,
  submitted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX protocol_order_submissions_pending ON protocol_order_submissions (order_hash) WHERE pending;
`;

/** The protocol area's migrations, for `migrate(pool, protocolMigrations)` and `contractkit db migrate`. */
export const protocolMigrations: MigrationSet = {
  area: "protocol",
  migrations: [{ version: 1, name: "protocol_tables", sql: V1_TABLES }],
};
