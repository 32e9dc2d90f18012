/**
 * List pages whose JSON is built by concatenation (issue 21, "page item cost"): each item's text is
 * kept beside its record (CollectionIndex.json) and a page body is the kept texts joined. The body
 * object still reads as plain data (`items` is made from the views on first access), so handlers
 * called directly see what they always saw; the dispatcher sends the text the body carries under
 * `JSON_BODY_TEXT`, which is byte for byte `JSON.stringify` of the same page
 * (test/protocol/query-page.test.ts).
 */
import { JSON_BODY_TEXT } from "../../../generated/http/server.js";
import type { FlowRecord, OrderRecord, PoolRecord } from "../records.ts";
import { type CollectionIndex, sameStamp } from "./indexes.ts";
import { effectiveStatus, isMarketActive, type PriceSource } from "./views.ts";

/** A list page as the spec's list responses have it. */
export interface ListPage<V> {
  items: V[];
  nextCursor: string | null;
  hasMore: boolean;
}

/** How a page's items are made: the view, and where each item's text is kept with what it depends on. */
export interface PageItems<R extends object, V> {
  index: CollectionIndex<R>;
  view: (record: R) => V;
  /** Everything besides the record the view reads (compared element by element; [] = nothing). */
  stamp: (record: R) => readonly unknown[];
}

/** The page of `records`; its JSON is made (from kept item texts, or a kept whole page) when first asked for. */
export function listPage<R extends object, V>(
  records: readonly R[],
  nextCursor: string | null,
  items: PageItems<R, V>,
): ListPage<V> {
  let views: V[] | undefined;
  let json: string | Buffer | undefined;
  const hasMore = nextCursor !== null;
  return {
    get items() {
      views ??= records.map(items.view);
      return views;
    },
    nextCursor,
    hasMore,
    get [JSON_BODY_TEXT]() {
      json ??= pageJson(records, nextCursor, items);
      return json;
    },
  } as ListPage<V>;
}

/**
 * A page's JSON: the bytes of the same page kept from an earlier request when nothing on it changed,
 * else its kept item texts joined (and kept for the next request).
 */
function pageJson<R extends object, V>(
  records: readonly R[],
  nextCursor: string | null,
  items: PageItems<R, V>,
): string | Buffer {
  const stamps = records.map(items.stamp);
  const shelf = keptPagesOf(items.index);
  const same = { records, stamps, nextCursor, changes: items.index.changes };
  const kept = shelf.find(same);
  if (kept !== undefined) return kept;
  let joined = "";
  for (let index = 0; index < records.length; index += 1) {
    if (index > 0) joined += ",";
    joined += items.index.json(records[index]!, stamps[index]!, items.view);
  }
  const text = `{"items":[${joined}],"nextCursor":${JSON.stringify(nextCursor)},"hasMore":${nextCursor !== null}}`;
  shelf.keep(same, text);
  return text;
}

/** What a kept page was made from: it is the same page while all of it is. */
interface PageInputs {
  records: readonly object[];
  stamps: readonly (readonly unknown[])[];
  nextCursor: string | null;
  /** The index's change count when it was made. */
  changes: number;
}

/** A kept page: its text until it is asked for again, then its UTF-8 bytes. */
interface KeptPage extends PageInputs {
  json: string | Buffer;
}

/** Bytes of whole pages kept per collection index at most; the least recently used go first. */
const KEPT_PAGE_BUDGET = 16 * 1024 * 1024;
/** Pages kept per first record (the same list at other limits or cursors' ends). */
const PAGES_PER_FIRST_RECORD = 4;

/**
 * Whole pages kept per collection index, found by their first record (issue 21, "page item cost").
 * A page asked again while nothing on it changed (the same records in the same order with the same
 * stamps, the same cursor, and no store change of the collection since) is sent from its kept bytes:
 * no text to join, flatten and encode to UTF-8 again, which for a 100-flow page (~100 KB) cost more
 * than everything else the request did. A page is kept as text first and made bytes on its second
 * request, so a page asked once allocates no buffer outside the heap (a stream of those made V8
 * collect its whole heap over and over).
 */
class KeptPages {
  private readonly byFirstRecord = new Map<object, KeptPage[]>();
  private size = 0;

  find(inputs: PageInputs): Buffer | undefined {
    const first = inputs.records[0];
    const pages = first === undefined ? undefined : this.byFirstRecord.get(first);
    const page = pages?.find((kept) => samePage(kept, inputs));
    if (page === undefined) return undefined;
    // Most recently used last: eviction takes from the front.
    this.byFirstRecord.delete(first!);
    this.byFirstRecord.set(first!, pages!);
    if (typeof page.json === "string") {
      const bytes = Buffer.from(page.json);
      this.size += bytes.length - page.json.length;
      page.json = bytes;
    }
    return page.json;
  }

  keep(inputs: PageInputs, text: string): void {
    const first = inputs.records[0];
    if (first === undefined || text.length > KEPT_PAGE_BUDGET / 8) return;
    const pages = (this.byFirstRecord.get(first) ?? []).filter((kept) => {
      const stale = kept.changes !== inputs.changes;
      if (stale) this.size -= kept.json.length;
      return !stale;
    });
    if (pages.length === PAGES_PER_FIRST_RECORD) this.size -= pages.shift()!.json.length;
    pages.push({ ...inputs, json: text });
    this.size += text.length;
    this.byFirstRecord.delete(first);
    this.byFirstRecord.set(first, pages);
    for (const [oldest, dropped] of this.byFirstRecord) {
      if (this.size <= KEPT_PAGE_BUDGET) break;
      this.byFirstRecord.delete(oldest);
      for (const page of dropped) this.size -= page.json.length;
    }
  }
}

function samePage(kept: PageInputs, asked: PageInputs): boolean {
  if (kept.changes !== asked.changes || kept.nextCursor !== asked.nextCursor) return false;
  if (kept.records.length !== asked.records.length) return false;
  for (let index = 0; index < kept.records.length; index += 1) {
    if (kept.records[index] !== asked.records[index]) return false;
    if (!sameStamp(kept.stamps[index]!, asked.stamps[index]!)) return false;
  }
  return true;
}

/** The kept pages of each collection index. */
const shelves = new WeakMap<object, KeptPages>();

function keptPagesOf<R extends object>(index: CollectionIndex<R>): KeptPages {
  let shelf = shelves.get(index);
  if (shelf === undefined) {
    shelf = new KeptPages();
    shelves.set(index, shelf);
  }
  return shelf;
}

const NOTHING: readonly unknown[] = [];

/** The stamp of an item that depends on its record only (fills). */
export const recordOnly = (): readonly unknown[] => NOTHING;

/**
 * The stamp of a flow item: its pool (object and change count: the item names the pool and its
 * tokens) and the eight prices its amounts are valued at (now and at the flow's block).
 */
export function flowStamp(
  prices: PriceSource,
  poolOf: (flow: FlowRecord) => PoolRecord,
  poolVersion: (poolId: string) => number,
): (flow: FlowRecord) => readonly unknown[] {
  return (flow) => {
    const pool = poolOf(flow);
    const { chainId, blockTimestamp } = flow;
    const ca = pool.collateralToken.address;
    const ref = pool.referenceToken.address;
    const pt = pool.principalToken.address;
    const st = pool.swapToken.address;
    return [
      pool,
      poolVersion(pool.poolId),
      prices.usdNow(chainId, ca),
      prices.usdNow(chainId, ref),
      prices.usdNow(chainId, pt),
      prices.usdNow(chainId, st),
      prices.usdAt(chainId, ca, blockTimestamp),
      prices.usdAt(chainId, ref, blockTimestamp),
      prices.usdAt(chainId, pt, blockTimestamp),
      prices.usdAt(chainId, st, blockTimestamp),
    ];
  };
}

/** The stamp of an order item: the status it is served with (the chain's time may expire it). */
export const orderStamp =
  (nowSeconds: number) =>
  (order: OrderRecord): readonly unknown[] => [effectiveStatus(order, nowSeconds)];

/** The stamp of a market item: whether it is active at the chain's time. */
export const marketStamp =
  (nowSeconds: number) =>
  (market: { expiry: number }): readonly unknown[] => [isMarketActive(market, nowSeconds)];
