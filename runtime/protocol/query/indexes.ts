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
import {
  familyOf,
  fillFamilies,
  flowFamilies,
  marketFamilies,
  orderFamilies,
  type PartitionFamilies,
  type PartitionOf,
  poolFamilies,
} from "./partitions.ts";

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
 * Sorted sort keys per partition for one collection, built lazily: nothing is indexed at start-up,
 * and the first read of a partition builds its whole family (every wallet's flows at once, say) in
 * one pass over the records, sorting each partition once. From then on the family is kept current
 * change by change. A million records thus cost nothing before the first request, and a family
 * no request asks for is never built. Records are found by sort key; a record in several
 * partitions appears once in each.
 */
export class CollectionIndex<R extends object> {
  /**
   * The JSON text of each served record's item, with the inputs besides the record it was made
   * from (see {@link json}). Keyed by the record object: a change drops the entry of the value it
   * replaces (and of the new value, which may be the same object changed in place).
   */
  private readonly texts = new WeakMap<R, { stamp: readonly unknown[]; text: string }>();
  /** Store changes and loads applied so far: a page kept whole (query/page.ts) is valid only while this stays. */
  private changeCount = 0;
  /** Built families: partition name -> sorted, unique keys. */
  private readonly built = new Map<string, Map<string, string[]>>();
  /** Sort key -> record; null until the first read. */
  private records: Map<string, R> | null = null;
  private source: () => Iterable<R> = () => [];

  constructor(
    /** A unique, fixed-width sort key (ascending = the list's natural order). */
    readonly sortKey: (record: R) => string,
    /** The partition families by name (see {@link familyOf}); "*" is every record. */
    readonly families: PartitionFamilies<R>,
  ) {}

  /**
   * Sets where the records come from when the index is first read (the live collection: read at
   * that time, not now). Drops anything built, so it must come before the first read.
   */
  load(source: () => Iterable<R>): void {
    this.changeCount += 1;
    this.source = source;
    this.records = null;
    this.built.clear();
  }

  /** The partitions of `record` in every family: what a record belongs to once all are built. */
  partitions(record: R): string[] {
    const names: string[] = [];
    for (const family of Object.values(this.families)) {
      const name = family(record);
      if (name !== null) names.push(name);
    }
    return names;
  }

  /** Applies a change of one record (`undefined` = absent) to what is built so far. */
  update(before: R | undefined, after: R | undefined): void {
    this.changeCount += 1;
    if (before !== undefined) this.texts.delete(before);
    if (after !== undefined) this.texts.delete(after);
    const records = this.records;
    if (records === null) return;
    if (before !== undefined) {
      const key = this.sortKey(before);
      for (const [family, partitions] of this.built) {
        const name = this.families[family]!(before);
        const list = name === null ? undefined : partitions.get(name);
        if (list === undefined) continue;
        const at = lowerBound(list, key);
        if (list[at] === key) list.splice(at, 1);
        if (list.length === 0) partitions.delete(name!);
      }
      records.delete(key);
    }
    if (after !== undefined) {
      const key = this.sortKey(after);
      for (const [family, partitions] of this.built) {
        const name = this.families[family]!(after);
        if (name === null) continue;
        const list = partitions.get(name);
        if (list === undefined) partitions.set(name, [key]);
        // Appends are the common case (new blocks, new orders): check the end first.
        else if (list.length === 0 || list[list.length - 1]! < key) list.push(key);
        else {
          const at = lowerBound(list, key);
          if (list[at] !== key) list.splice(at, 0, key);
        }
      }
      records.set(key, after);
    }
  }

  /** The sorted keys of a partition (empty when none); builds its family on first use. */
  keys(partition: string): readonly string[] {
    const family = familyOf(partition);
    let partitions = this.built.get(family);
    if (partitions === undefined) {
      const partitionOf = this.families[family];
      if (partitionOf === undefined) return [];
      partitions = this.buildFamily(partitionOf);
      this.built.set(family, partitions);
    }
    return partitions.get(partition) ?? [];
  }

  /**
   * `JSON.stringify(view(record))`, kept beside the record and reused while the record is unchanged
   * and `stamp` (everything else the item depends on: a price, the chain's time, ...) is element by
   * element the same as when it was made. Serialising an item (checksummed addresses, amounts in
   * four units) costs several times more than concatenating its kept text into a page.
   */
  json(record: R, stamp: readonly unknown[], view: (record: R) => unknown): string {
    const kept = this.texts.get(record);
    if (kept !== undefined && sameStamp(kept.stamp, stamp)) return kept.text;
    const text = JSON.stringify(view(record));
    this.texts.set(record, { stamp, text });
    return text;
  }

  /** How many store changes of this collection the index has applied (any record, any kind). */
  get changes(): number {
    return this.changeCount;
  }

  /** The record under a sort key. */
  get(sortKey: string): R | undefined {
    return this.byKey().get(sortKey);
  }

  /** Number of records. */
  get size(): number {
    return this.byKey().size;
  }

  private byKey(): Map<string, R> {
    if (this.records === null) {
      const records = new Map<string, R>();
      for (const record of this.source()) records.set(this.sortKey(record), record);
      this.records = records;
    }
    return this.records;
  }

  /** One pass over the records: every partition of a family, each sorted once. */
  private buildFamily(partitionOf: PartitionOf<R>): Map<string, string[]> {
    const partitions = new Map<string, string[]>();
    for (const [key, record] of this.byKey()) {
      const name = partitionOf(record);
      if (name === null) continue;
      const list = partitions.get(name);
      if (list === undefined) partitions.set(name, [key]);
      else list.push(key);
    }
    // Records usually arrive in key order already (the store keeps them as they were indexed).
    for (const list of partitions.values()) if (!isAscending(list)) list.sort();
    return partitions;
  }
}

/** Whether two stamps are element by element the same (`===`). */
export function sameStamp(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

function isAscending(keys: readonly string[]): boolean {
  for (let index = 1; index < keys.length; index += 1) if (keys[index - 1]! >= keys[index]!) return false;
  return true;
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

/** The query indexes of one chain. */
export class ChainIndexes {
  readonly pools = new CollectionIndex<PoolRecord>(poolSortKey, poolFamilies);
  readonly flows = new CollectionIndex<FlowRecord>(eventSortKey, flowFamilies);
  readonly fills = new CollectionIndex<FillRecord>(eventSortKey, fillFamilies);
  readonly markets = new CollectionIndex<MarketRecord>(marketSortKey, marketFamilies);
  readonly orders = new CollectionIndex<OrderRecord>(orderSortKey, orderFamilies);
  /** Share token (lowercase) -> market record key, for order submission. */
  readonly marketByShareToken = new Map<string, MarketRecord>();
  /** Changes of each pool (poolId) so far: a flow's kept item text names its pool, tokens included. */
  readonly #poolVersions = new Map<string, number>();

  /** How many changes the pool has seen (0 when none): part of the stamp of its flows' kept texts. */
  poolVersion(poolId: string): number {
    return this.#poolVersions.get(poolId) ?? 0;
  }

  #bumpPool(pool: PoolRecord | undefined): void {
    if (pool !== undefined) this.#poolVersions.set(pool.poolId, this.poolVersion(pool.poolId) + 1);
  }

  /**
   * The indexes of a loaded state. Nothing is indexed yet: each index reads its live collection on
   * first use (see {@link CollectionIndex}). Only the small share-token map is built now.
   */
  static build(state: ChainState): ChainIndexes {
    const indexes = new ChainIndexes();
    indexes.pools.load(() => Object.values(state.pools));
    indexes.flows.load(() => Object.values(state.flows));
    indexes.fills.load(() => Object.values(state.fills));
    indexes.orders.load(() => Object.values(state.orders));
    indexes.markets.load(() => Object.values(state.markets));
    for (const market of Object.values(state.markets)) indexes.marketByShareToken.set(lower(market.makerAsset), market);
    return indexes;
  }

  /** Applies one store change (a {@link ChangeListener} body). */
  apply(collection: CollectionName, before: unknown, after: unknown): void {
    switch (collection) {
      case "pools":
        this.pools.update(before as PoolRecord | undefined, after as PoolRecord | undefined);
        this.#bumpPool(before as PoolRecord | undefined);
        this.#bumpPool(after as PoolRecord | undefined);
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
export interface PageRequest<R extends object> {
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
export function readPage<R extends object>(request: PageRequest<R>): PageResult<R> {
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
