/**
 * In-memory indexes for every filter the API exposes (docs/reference/indexer.md#serving): per collection, one
 * sorted array of sort keys per filter partition (all records, per wallet, per pool, per wallet and
 * pool, each also per action type, ...). A page is a binary search for the cursor and a walk of at
 * most `limit` matching keys, so it costs the same at 1M flows as at 1k.
 */
import type {
  ChainState,
  CollectionName,
  FillRecord,
  FlowRecord,
  MarketRecord,
  OrderRecord,
  PoolRecord,
} from "../records.ts";

/** Sort keys are fixed-width strings; `pad` gives numbers a width that sorts numerically. */
export const pad = (value: number, width = 16) => String(value).padStart(width, "0");

/** First index whose key is >= `key` (keys ascending). */
export function lowerBound(keys: readonly string[], key: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index whose key is > `key`. */
export function upperBound(keys: readonly string[], key: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! <= key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index in [lo, hi) for which the monotone `predicate` holds (hi when none). */
export function partitionPoint(lo: number, hi: number, predicate: (index: number) => boolean): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (predicate(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * Sorted sort keys per partition for one collection. Records are found by sort key; a record in
 * several partitions appears once in each.
 */
export class CollectionIndex<R> {
  private readonly partitionsByName = new Map<string, string[]>();
  private readonly records = new Map<string, R>();

  constructor(
    /** A unique, fixed-width sort key (ascending = the list's natural order). */
    readonly sortKey: (record: R) => string,
    /** The partitions a record belongs to; "*" is every record. */
    readonly partitions: (record: R) => string[],
  ) {}

  /** Applies a change of one record (`undefined` = absent). */
  update(before: R | undefined, after: R | undefined): void {
    if (before !== undefined) {
      const key = this.sortKey(before);
      for (const name of this.partitions(before)) {
        const list = this.partitionsByName.get(name);
        if (!list) continue;
        const at = lowerBound(list, key);
        if (list[at] === key) list.splice(at, 1);
        if (list.length === 0) this.partitionsByName.delete(name);
      }
      this.records.delete(key);
    }
    if (after !== undefined) {
      const key = this.sortKey(after);
      for (const name of this.partitions(after)) {
        let list = this.partitionsByName.get(name);
        if (!list) {
          list = [];
          this.partitionsByName.set(name, list);
        }
        // Appends are the common case (new blocks, new orders): check the end first.
        if (list.length === 0 || list[list.length - 1]! < key) list.push(key);
        else {
          const at = lowerBound(list, key);
          if (list[at] !== key) list.splice(at, 0, key);
        }
      }
      this.records.set(key, after);
    }
  }

  /** The sorted keys of a partition (empty when none). */
  keys(partition: string): readonly string[] {
    return this.partitionsByName.get(partition) ?? [];
  }

  /** The record under a sort key. */
  get(sortKey: string): R | undefined {
    return this.records.get(sortKey);
  }

  /** Number of records. */
  get size(): number {
    return this.records.size;
  }
}

const lower = (text: string) => text.toLowerCase();

/** Pools and whitelist items: ascending deployment block, then poolId (spec listPools). */
export const poolSortKey = (pool: PoolRecord) => `${pad(pool.deploymentBlockNumber)}:${pool.poolId}`;
/** Flows and fills: by block then log index (served newest first). */
export const eventSortKey = (record: { blockNumber: number; logIndex: number }) =>
  `${pad(record.blockNumber)}:${pad(record.logIndex, 8)}`;
/** Markets: ascending poolId, then makerAsset. */
export const marketSortKey = (market: MarketRecord) => `${market.poolId}:${lower(market.makerAsset)}`;
/** Orders: ascending acceptance time, then orderHash. */
export const orderSortKey = (order: OrderRecord) => `${pad(order.createdAtMs)}:${order.orderHash}`;

function withAction(partitions: string[], action: string): string[] {
  return [...partitions, ...partitions.map((p) => `${p}|a:${action}`)];
}

/** The query indexes of one chain. */
export class ChainIndexes {
  readonly pools = new CollectionIndex<PoolRecord>(poolSortKey, (p) => [
    "*",
    `id:${p.poolId}`,
    `c:${lower(p.collateralToken.address)}`,
    `r:${lower(p.referenceToken.address)}`,
    `pt:${lower(p.principalToken.address)}`,
    `st:${lower(p.swapToken.address)}`,
  ]);
  readonly flows = new CollectionIndex<FlowRecord>(eventSortKey, (f) => {
    const wallet = lower(f.walletAddress);
    return withAction(["*", `w:${wallet}`, `p:${f.poolId}`, `wp:${wallet}:${f.poolId}`], f.actionType);
  });
  readonly fills = new CollectionIndex<FillRecord>(eventSortKey, (f) => {
    const maker = lower(f.maker);
    const taker = lower(f.taker);
    return ["*", `o:${f.orderHash}`, `m:${maker}`, `t:${taker}`, `mt:${maker}:${taker}`, `ot:${f.orderHash}:${taker}`];
  });
  readonly markets = new CollectionIndex<MarketRecord>(marketSortKey, (m) => ["*", `p:${m.poolId}`]);
  readonly orders = new CollectionIndex<OrderRecord>(orderSortKey, (o) => {
    const maker = lower(o.maker);
    return ["*", `m:${maker}`, `p:${o.poolId}`, `mp:${maker}:${o.poolId}`];
  });
  /** Share token (lowercase) -> market record key, for order submission. */
  readonly marketByShareToken = new Map<string, MarketRecord>();

  /** Builds the indexes of a loaded state. */
  static build(state: ChainState): ChainIndexes {
    const indexes = new ChainIndexes();
    for (const collection of ["pools", "flows", "fills", "markets", "orders"] as const) {
      for (const record of Object.values(state[collection])) indexes.apply(collection, undefined, record);
    }
    return indexes;
  }

  /** Applies one store change (a {@link ChangeListener} body). */
  apply(collection: CollectionName, before: unknown, after: unknown): void {
    switch (collection) {
      case "pools":
        this.pools.update(before as PoolRecord | undefined, after as PoolRecord | undefined);
        break;
      case "flows":
        this.flows.update(before as FlowRecord | undefined, after as FlowRecord | undefined);
        break;
      case "fills":
        this.fills.update(before as FillRecord | undefined, after as FillRecord | undefined);
        break;
      case "markets": {
        const b = before as MarketRecord | undefined;
        const a = after as MarketRecord | undefined;
        this.markets.update(b, a);
        if (b) this.marketByShareToken.delete(lower(b.makerAsset));
        if (a) this.marketByShareToken.set(lower(a.makerAsset), a);
        break;
      }
      case "orders":
        this.orders.update(before as OrderRecord | undefined, after as OrderRecord | undefined);
        break;
      default:
        // Whitelists are read per pool from the state directly.
        break;
    }
  }
}

/** One page request over a partition. */
export interface PageRequest<R> {
  index: CollectionIndex<R>;
  partition: string;
  /** Serve newest (largest key) first. */
  descending: boolean;
  /** Sort key of the last item of the previous page. */
  after?: string | undefined;
  limit: number;
  /** Narrow the walk to [from, to) positions of the partition (range filters). */
  range?: { from: number; to: number } | undefined;
  /** Filters the index cannot answer (applied while walking). */
  where?: ((record: R) => boolean) | undefined;
}

/** A page: the records and whether more follow. */
export interface PageResult<R> {
  items: R[];
  /** Sort key of the last item when more follow, else null. */
  lastKey: string | null;
}

/** Walks a partition from the cursor, collecting up to `limit` matching records. */
export function readPage<R>(request: PageRequest<R>): PageResult<R> {
  const keys = request.index.keys(request.partition);
  const from = request.range?.from ?? 0;
  const to = request.range?.to ?? keys.length;
  const items: R[] = [];
  let lastKey: string | null = null;
  if (request.descending) {
    let i = to - 1;
    if (request.after !== undefined) i = Math.min(i, lowerBound(keys, request.after) - 1);
    for (; i >= from; i--) {
      const record = request.index.get(keys[i]!)!;
      if (request.where && !request.where(record)) continue;
      if (items.length === request.limit) return { items, lastKey };
      items.push(record);
      lastKey = keys[i]!;
    }
  } else {
    let i = from;
    if (request.after !== undefined) i = Math.max(i, upperBound(keys, request.after));
    for (; i < to; i++) {
      const record = request.index.get(keys[i]!)!;
      if (request.where && !request.where(record)) continue;
      if (items.length === request.limit) return { items, lastKey };
      items.push(record);
      lastKey = keys[i]!;
    }
  }
  return { items, lastKey: null };
}
