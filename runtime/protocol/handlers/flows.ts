/** `listFlows`: a wallet's or pool's flows, newest first, within block and time ranges. */
import { lowerBound, pad, readPage, upperBound } from "../query/indexes.ts";
import { flowStamp } from "../query/page.ts";
import { flowPartition } from "../query/partitions.ts";
import { flowView } from "../query/views.ts";
import type { FlowRecord } from "../records.ts";
import { errorEnvelope, HttpFailure } from "./errors.ts";
import {
  keptPage,
  type ListContext,
  listScope,
  lowered,
  type RequestOf,
  rangeCheck,
  serveList,
  timestampRange,
  timeWindow,
} from "./list.ts";

type FlowQuery = RequestOf<"listFlows">["query"];

/** The wallet's, pool's or wallet-and-pool's flows, narrowed to the action type when one is sent. */
function flowsPartition(q: FlowQuery): string {
  const wallet = lowered(q.walletAddress);
  const pool = lowered(q.poolId);
  const partition =
    wallet && pool
      ? flowPartition.walletPool(wallet, pool)
      : wallet
        ? flowPartition.wallet(wallet)
        : flowPartition.pool(`${pool}`);
  return q.actionType ? flowPartition.action(partition, q.actionType) : partition;
}

export function listFlows(context: ListContext, request: RequestOf<"listFlows">) {
  return serveList(() => {
    const q = request.query;
    if (q.walletAddress === undefined && q.poolId === undefined) {
      throw new HttpFailure(
        400,
        errorEnvelope("bad_request", "Supply at least walletAddress or poolId.", {
          fields: [{ path: "/query/walletAddress", message: "walletAddress or poolId is required" }],
        }),
      );
    }
    const times = timestampRange(q);
    rangeCheck(q.fromBlock, q.toBlock, "Block");
    const { chain, fingerprint, after } = listScope(context, "flows", request);
    const partition = flowsPartition(q);
    const index = chain.indexes.flows;
    const keys = index.keys(partition);
    // Block bounds are a key prefix: every key of block b starts with pad(b) + ":".
    const from = q.fromBlock === undefined ? 0 : lowerBound(keys, `${pad(q.fromBlock)}:`);
    const to = q.toBlock === undefined ? keys.length : upperBound(keys, `${pad(q.toBlock)};`);
    const blocks = { from, to: Math.max(from, to) };
    const range = timeWindow(index, keys, blocks, (f: FlowRecord) => f.blockTimestamp, times);
    const result = readPage({ index, partition, descending: true, after, limit: q.limit ?? 2000, range });
    return keptPage(result.items, result.lastKey, fingerprint, {
      index,
      view: (f) => flowView(f, chain.state.pools[f.poolId]!, context.prices),
      stamp: flowStamp(
        context.prices,
        (f) => chain.state.pools[f.poolId]!,
        (poolId) => chain.indexes.poolVersion(poolId),
      ),
    });
  });
}
