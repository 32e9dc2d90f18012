/** `listPools`: pools by id or token, expiry window and whitelist status, ascending deployment. */
import { readPage } from "../query/indexes.ts";
import { EVERY_RECORD, poolPartition } from "../query/partitions.ts";
import { poolView, whitelistEnabled } from "../query/views.ts";
import type { PoolRecord } from "../records.ts";
import { type ListContext, listScope, lower, page, type RequestOf, seconds, serveList } from "./list.ts";

type PoolQuery = RequestOf<"listPools">["query"];

/** The partition of the most selective filter sent (the rest are checked record by record). */
function poolsPartition(q: PoolQuery): string {
  if (q.poolId) return poolPartition.id(lower(q.poolId));
  if (q.principalAddress) return poolPartition.principal(lower(q.principalAddress));
  if (q.swapAddress) return poolPartition.swap(lower(q.swapAddress));
  if (q.collateralAddress) return poolPartition.collateral(lower(q.collateralAddress));
  if (q.referenceAddress) return poolPartition.reference(lower(q.referenceAddress));
  return EVERY_RECORD;
}

/** Whether a pool matches every filter of the query (`enabled` its whitelist status). */
function poolFilter(q: PoolQuery, enabled: (pool: PoolRecord) => boolean) {
  const before = seconds(q.expiryBefore);
  const after = seconds(q.expiryAfter);
  const sameAddress = (wanted: string | undefined, actual: string) =>
    wanted === undefined || lower(actual) === lower(wanted);
  return (p: PoolRecord) =>
    (q.poolId === undefined || p.poolId === lower(q.poolId)) &&
    sameAddress(q.collateralAddress, p.collateralToken.address) &&
    sameAddress(q.referenceAddress, p.referenceToken.address) &&
    sameAddress(q.principalAddress, p.principalToken.address) &&
    sameAddress(q.swapAddress, p.swapToken.address) &&
    (q.poolWhitelistStatus === undefined || enabled(p) === (q.poolWhitelistStatus === "enabled")) &&
    (before === undefined || p.expiry < before) &&
    (after === undefined || p.expiry > after);
}

export function listPools(context: ListContext, request: RequestOf<"listPools">) {
  return serveList(() => {
    const q = request.query;
    const { chain, fingerprint, after } = listScope(context, "pools", request);
    const enabled = (p: PoolRecord) => whitelistEnabled(chain.state, p.poolId);
    const result = readPage({
      index: chain.indexes.pools,
      partition: poolsPartition(q),
      descending: false,
      after,
      limit: q.limit ?? 2000,
      where: poolFilter(q, enabled),
    });
    return page(result.items, result.lastKey, fingerprint, (p) => poolView(p, context.prices, enabled(p)));
  });
}
