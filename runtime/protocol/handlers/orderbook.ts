/** `getOrderbook`: stored orders by maker and pool, in acceptance order, of the statuses asked for. */
import type * as Api from "../../../generated/protocol/index.js";
import { readPage } from "../query/indexes.ts";
import { orderStamp } from "../query/page.ts";
import { EVERY_RECORD, orderPartition } from "../query/partitions.ts";
import { effectiveStatus, orderView } from "../query/views.ts";
import type { OrderRecord } from "../records.ts";
import { chainNow, keptPage, type ListContext, listScope, lowered, type RequestOf, serveList } from "./list.ts";

type OrderbookQuery = RequestOf<"getOrderbook">["query"];

/** The statuses asked for (default: the fillable ones). */
function wantedStatuses(q: OrderbookQuery): Set<Api.OrderStatus> {
  const requested =
    q.status === undefined ? undefined : Array.isArray(q.status) ? q.status : [q.status as Api.OrderStatus];
  const wanted = new Set<Api.OrderStatus>(requested ?? ["OPEN", "PARTIALLY_FILLED"]);
  // Spec: OPEN also returns PARTIALLY_FILLED (both fillable).
  if (wanted.has("OPEN")) wanted.add("PARTIALLY_FILLED");
  return wanted;
}

function orderbookPartition(q: OrderbookQuery): string {
  const maker = lowered(q.maker);
  const pool = lowered(q.poolId);
  if (maker && pool) return orderPartition.makerPool(maker, pool);
  if (maker) return orderPartition.maker(maker);
  return pool ? orderPartition.pool(pool) : EVERY_RECORD;
}

export function getOrderbook(context: ListContext, request: RequestOf<"getOrderbook">) {
  return serveList(() => {
    const q = request.query;
    const wanted = wantedStatuses(q);
    const { chain, fingerprint, after } = listScope(context, "orderbook", request, {
      status: [...wanted].sort(),
    });
    const nowSeconds = chainNow(context, chain);
    const result = readPage({
      index: chain.indexes.orders,
      partition: orderbookPartition(q),
      descending: false,
      after,
      limit: q.limit ?? 100,
      where: (o: OrderRecord) =>
        (q.side === undefined || o.side === q.side) && wanted.has(effectiveStatus(o, nowSeconds)),
    });
    return keptPage(result.items, result.lastKey, fingerprint, {
      index: chain.indexes.orders,
      view: (o) => orderView(o, nowSeconds),
      stamp: orderStamp(nowSeconds),
    });
  });
}
