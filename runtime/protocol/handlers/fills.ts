/** `listFills`: fills by order, maker and taker, newest first, within a time range. */
import { readPage } from "../query/indexes.ts";
import { recordOnly } from "../query/page.ts";
import { EVERY_RECORD, fillPartition } from "../query/partitions.ts";
import { fillView } from "../query/views.ts";
import {
  keptPage,
  type ListContext,
  listScope,
  lower,
  lowered,
  type RequestOf,
  serveList,
  timestampRange,
  timeWindow,
} from "./list.ts";

type FillQuery = RequestOf<"listFills">["query"];

/** An order hash picks the partition before a maker does (it fixes the maker); a taker narrows either. */
function fillsPartition(q: FillQuery): string {
  const hash = lowered(q.orderHash);
  const maker = lowered(q.maker);
  const taker = lowered(q.taker);
  if (hash) return taker ? fillPartition.orderTaker(hash, taker) : fillPartition.order(hash);
  if (maker) return taker ? fillPartition.makerTaker(maker, taker) : fillPartition.maker(maker);
  return taker ? fillPartition.taker(taker) : EVERY_RECORD;
}

export function listFills(context: ListContext, request: RequestOf<"listFills">) {
  return serveList(() => {
    const q = request.query;
    const times = timestampRange(q);
    const { chain, fingerprint, after } = listScope(context, "fills", request);
    const maker = lowered(q.maker);
    const partition = fillsPartition(q);
    const index = chain.indexes.fills;
    const keys = index.keys(partition);
    const range = timeWindow(index, keys, { from: 0, to: keys.length }, (f) => f.blockTimestamp, times);
    const result = readPage({
      index,
      partition,
      descending: true,
      after,
      limit: q.limit ?? 100,
      range,
      // An orderHash fixes the maker: check it against the record.
      where: (f) => maker === undefined || lower(f.maker) === maker,
    });
    return keptPage(result.items, result.lastKey, fingerprint, { index, view: fillView, stamp: recordOnly });
  });
}
