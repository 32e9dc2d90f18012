/** `listLimitOrderMarkets`: the limit-order markets of a pool (or all), optionally only the active ones. */
import { readPage } from "../query/indexes.ts";
import { marketStamp } from "../query/page.ts";
import { EVERY_RECORD, marketPartition } from "../query/partitions.ts";
import { isMarketActive, marketView } from "../query/views.ts";
import { chainNow, keptPage, type ListContext, listScope, lower, type RequestOf, serveList } from "./list.ts";

export function listLimitOrderMarkets(context: ListContext, request: RequestOf<"listLimitOrderMarkets">) {
  return serveList(() => {
    const q = request.query;
    const { chain, fingerprint, after } = listScope(context, "markets", request, {
      onlyActive: q.onlyActive ?? false,
    });
    const nowSeconds = chainNow(context, chain);
    const result = readPage({
      index: chain.indexes.markets,
      partition: q.poolId ? marketPartition.pool(lower(q.poolId)) : EVERY_RECORD,
      descending: false,
      after,
      limit: q.limit ?? 100,
      where: (m) => !q.onlyActive || isMarketActive(m, nowSeconds),
    });
    return keptPage(result.items, result.lastKey, fingerprint, {
      index: chain.indexes.markets,
      view: (m) => marketView(m, nowSeconds),
      stamp: marketStamp(nowSeconds),
    });
  });
}
