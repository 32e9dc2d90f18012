/**
 * The partition names of every list index (docs/reference/indexer.md#serving), written once for both
 * sides: the families an index builds from its records (ChainIndexes, query/indexes.ts) and the one
 * partition a list request reads (runtime/protocol/handlers/). A name is its family's tag, ":" and the
 * values that pick one partition (lowercase, as the records' keys are), then `|a:<action>` when it is
 * narrowed to an action type; {@link EVERY_RECORD} is the one partition of all records.
 */
import type { FillRecord, FlowRecord, MarketRecord, OrderRecord, PoolRecord } from "../records.ts";

/**
 * A family of partitions: the one partition of a record in it (e.g. the flows of its wallet), or
 * null when the record is in none of the family's partitions.
 */
export type PartitionOf<R> = (record: R) => string | null;

/** The families of one collection, keyed by the tag their names start with (see {@link familyOf}). */
export type PartitionFamilies<R> = Readonly<Record<string, PartitionOf<R>>>;

/** The partition (and family) of every record of a collection. */
export const EVERY_RECORD = "*";

const ACTION_MARK = "|a:";

/**
 * The family of a partition name: the text before its first ":" (`w:0xab…` -> `w`, `*` -> `*`),
 * with `|a` appended when the name narrows to an action type (`w:0xab…|a:mint` -> `w|a`).
 */
export function familyOf(partition: string): string {
  const bar = partition.indexOf(ACTION_MARK);
  const base = bar === -1 ? partition : partition.slice(0, bar);
  const colon = base.indexOf(":");
  const tag = colon === -1 ? base : base.slice(0, colon);
  return bar === -1 ? tag : `${tag}|a`;
}

/** Pools (and whitelist items, which are read from the pools index), by one pool or one of its tokens. */
export const poolPartition = {
  id: (poolId: string) => `id:${poolId}`,
  collateral: (token: string) => `c:${token}`,
  reference: (token: string) => `r:${token}`,
  principal: (token: string) => `pt:${token}`,
  swap: (token: string) => `st:${token}`,
};

/** Flows by wallet, pool or both; any of them (or every flow) narrowed to one action type. */
export const flowPartition = {
  wallet: (wallet: string) => `w:${wallet}`,
  pool: (poolId: string) => `p:${poolId}`,
  walletPool: (wallet: string, poolId: string) => `wp:${wallet}:${poolId}`,
  action: (partition: string, actionType: string) => `${partition}${ACTION_MARK}${actionType}`,
};

/** Fills by order, maker, taker, or a taker of one order or of one maker. */
export const fillPartition = {
  order: (orderHash: string) => `o:${orderHash}`,
  maker: (maker: string) => `m:${maker}`,
  taker: (taker: string) => `t:${taker}`,
  makerTaker: (maker: string, taker: string) => `mt:${maker}:${taker}`,
  orderTaker: (orderHash: string, taker: string) => `ot:${orderHash}:${taker}`,
};

/** Limit-order markets by pool. */
export const marketPartition = {
  pool: (poolId: string) => `p:${poolId}`,
};

/** Orders by maker, pool or both. */
export const orderPartition = {
  maker: (maker: string) => `m:${maker}`,
  pool: (poolId: string) => `p:${poolId}`,
  makerPool: (maker: string, poolId: string) => `mp:${maker}:${poolId}`,
};

const lower = (text: string) => text.toLowerCase();
const everything = () => EVERY_RECORD;

/** The families plus, for each, the same partitions narrowed to one action type (`<name>|a:<action>`). */
function withActions<R extends { actionType: string }>(families: PartitionFamilies<R>): PartitionFamilies<R> {
  const all: Record<string, PartitionOf<R>> = { ...families };
  for (const [family, partitionOf] of Object.entries(families)) {
    all[`${family}|a`] = (record) => {
      const name = partitionOf(record);
      return name === null ? null : flowPartition.action(name, record.actionType);
    };
  }
  return all;
}

export const poolFamilies: PartitionFamilies<PoolRecord> = {
  [EVERY_RECORD]: everything,
  id: (p) => poolPartition.id(p.poolId),
  c: (p) => poolPartition.collateral(lower(p.collateralToken.address)),
  r: (p) => poolPartition.reference(lower(p.referenceToken.address)),
  pt: (p) => poolPartition.principal(lower(p.principalToken.address)),
  st: (p) => poolPartition.swap(lower(p.swapToken.address)),
};

export const flowFamilies: PartitionFamilies<FlowRecord> = withActions<FlowRecord>({
  [EVERY_RECORD]: everything,
  w: (f) => flowPartition.wallet(lower(f.walletAddress)),
  p: (f) => flowPartition.pool(f.poolId),
  wp: (f) => flowPartition.walletPool(lower(f.walletAddress), f.poolId),
});

export const fillFamilies: PartitionFamilies<FillRecord> = {
  [EVERY_RECORD]: everything,
  o: (f) => fillPartition.order(f.orderHash),
  m: (f) => fillPartition.maker(lower(f.maker)),
  t: (f) => fillPartition.taker(lower(f.taker)),
  mt: (f) => fillPartition.makerTaker(lower(f.maker), lower(f.taker)),
  ot: (f) => fillPartition.orderTaker(f.orderHash, lower(f.taker)),
};

export const marketFamilies: PartitionFamilies<MarketRecord> = {
  [EVERY_RECORD]: everything,
  p: (m) => marketPartition.pool(m.poolId),
};

export const orderFamilies: PartitionFamilies<OrderRecord> = {
  [EVERY_RECORD]: everything,
  m: (o) => orderPartition.maker(lower(o.maker)),
  p: (o) => orderPartition.pool(o.poolId),
  mp: (o) => orderPartition.makerPool(lower(o.maker), o.poolId),
};
