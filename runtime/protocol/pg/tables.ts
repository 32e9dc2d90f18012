/**
 * How each collection of the protocol document maps to its table (pg/migrations.ts): the typed
 * columns are read off the record when it has the expected shape (NULL otherwise, so any value the
 * store accepts is stored), and `body` is the record in the store codec.
 */
import type { CollectionName } from "../records.ts";

/** A typed column: its name, SQL array type for `unnest`, and how to read it off a record. */
export interface Column {
  name: string;
  type: "text" | "bigint" | "integer" | "boolean";
  read: (record: Record<string, unknown>) => string | number | boolean | null;
}

export interface CollectionTable {
  collection: CollectionName;
  table: string;
  columns: readonly Column[];
}

const text = (name: string, field: (r: Record<string, unknown>) => unknown): Column => ({
  name,
  type: "text",
  read: (r) => {
    const value = field(r);
    return typeof value === "string" ? value.toLowerCase() : null;
  },
});
const int = (name: string, field: string, type: "bigint" | "integer" = "bigint"): Column => ({
  name,
  type,
  read: (r) => (Number.isSafeInteger(r[field]) ? (r[field] as number) : null),
});
const bool = (name: string, field: string): Column => ({
  name,
  type: "boolean",
  read: (r) => (typeof r[field] === "boolean" ? (r[field] as boolean) : null),
});
const tokenAddress = (field: string) => (r: Record<string, unknown>) =>
  (r[field] as { address?: unknown } | undefined)?.address;

/** Every collection's table, in {@link COLLECTION_NAMES} order. */
export const COLLECTION_TABLES: readonly CollectionTable[] = [
  {
    collection: "pools",
    table: "protocol_pools",
    columns: [
      int("deployment_block", "deploymentBlockNumber"),
      int("expiry", "expiry"),
      text("collateral_token", tokenAddress("collateralToken")),
      text("reference_token", tokenAddress("referenceToken")),
      text("principal_token", tokenAddress("principalToken")),
      text("swap_token", tokenAddress("swapToken")),
    ],
  },
  {
    collection: "globalWhitelist",
    table: "protocol_global_whitelist",
    columns: [bool("listed", "listed"), bool("removed", "removed")],
  },
  { collection: "marketWhitelists", table: "protocol_market_whitelists", columns: [bool("enabled", "enabled")] },
  {
    collection: "flows",
    table: "protocol_flows",
    columns: [
      text("pool_id", (r) => r.poolId),
      text("wallet", (r) => r.walletAddress),
      text("action_type", (r) => r.actionType),
      int("block_number", "blockNumber"),
      int("log_index", "logIndex", "integer"),
      int("block_timestamp", "blockTimestamp"),
    ],
  },
  {
    collection: "markets",
    table: "protocol_markets",
    columns: [text("pool_id", (r) => r.poolId), text("maker_asset", (r) => r.makerAsset)],
  },
  {
    collection: "orders",
    table: "protocol_orders",
    columns: [
      text("maker", (r) => r.maker),
      text("pool_id", (r) => r.poolId),
      { name: "side", type: "text", read: (r) => (typeof r.side === "string" ? r.side : null) },
      { name: "status", type: "text", read: (r) => (typeof r.status === "string" ? r.status : null) },
      int("created_at_ms", "createdAtMs"),
    ],
  },
  {
    collection: "fills",
    table: "protocol_fills",
    columns: [
      text("order_hash", (r) => r.orderHash),
      text("maker", (r) => r.maker),
      text("taker", (r) => r.taker),
      int("block_number", "blockNumber"),
      int("log_index", "logIndex", "integer"),
      int("block_timestamp", "blockTimestamp"),
    ],
  },
  {
    collection: "orderEvents",
    table: "protocol_order_events",
    columns: [
      text("order_hash", (r) => r.orderHash),
      text("maker", (r) => r.maker),
      int("block_number", "blockNumber"),
    ],
  },
];

export const TABLE_OF = new Map(COLLECTION_TABLES.map((spec) => [spec.collection, spec] as const));

/**
 * `INSERT ... SELECT FROM unnest(...) ON CONFLICT DO UPDATE` for many rows of one table in one
 * statement: parameters are one array per column (chain_id, key, typed columns, body).
 */
export function upsertSql(spec: CollectionTable): string {
  const names = ["chain_id", "key", ...spec.columns.map((c) => c.name), "body"];
  const types = ["integer", "text", ...spec.columns.map((c) => c.type), "text"];
  const params = types.map((type, i) => `$${i + 1}::${type}[]`).join(", ");
  const updates = names
    .slice(2)
    .map((name) => `${name} = EXCLUDED.${name}`)
    .join(", ");
  return `INSERT INTO ${spec.table} (${names.join(", ")}) SELECT * FROM unnest(${params}) ON CONFLICT (chain_id, key) DO UPDATE SET ${updates}`;
}

/** Deletes many (chain_id, key) rows of one table in one statement. */
export function deleteSql(spec: CollectionTable): string {
  return `DELETE FROM ${spec.table} t USING unnest($1::integer[], $2::text[]) AS d(chain_id, key) WHERE t.chain_id = d.chain_id AND t.key = d.key`;
}
