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
import type { CollectionIndex } from "./indexes.ts";
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

/** The page of `records`; its JSON text is made from the kept item texts when first asked for. */
export function listPage<R extends object, V>(
  records: readonly R[],
  nextCursor: string | null,
  items: PageItems<R, V>,
): ListPage<V> {
  let views: V[] | undefined;
  let text: string | undefined;
  const hasMore = nextCursor !== null;
  return {
    get items() {
      views ??= records.map(items.view);
      return views;
    },
    nextCursor,
    hasMore,
    get [JSON_BODY_TEXT]() {
      if (text === undefined) {
        let joined = "";
        for (let index = 0; index < records.length; index += 1) {
          const record = records[index]!;
          if (index > 0) joined += ",";
          joined += items.index.json(record, items.stamp(record), items.view);
        }
        text = `{"items":[${joined}],"nextCursor":${JSON.stringify(nextCursor)},"hasMore":${hasMore}}`;
      }
      return text;
    },
  } as ListPage<V>;
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
