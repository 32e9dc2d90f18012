/** `listWhitelistedAddresses`: each pool's whitelist, read from the pools index in pool order. */
import { readPage } from "../query/indexes.ts";
import { EVERY_RECORD, poolPartition } from "../query/partitions.ts";
import { isListedOn, whitelistEnabled, whitelistItemView } from "../query/views.ts";
import { type ListContext, listScope, lower, lowered, page, type RequestOf, serveList } from "./list.ts";

export function listWhitelistedAddresses(context: ListContext, request: RequestOf<"listWhitelistedAddresses">) {
  return serveList(() => {
    const q = request.query;
    const { chain, fingerprint, after } = listScope(context, "whitelisted-addresses", request);
    const wallet = lowered(q.walletAddress);
    const result = readPage({
      index: chain.indexes.pools,
      partition: q.poolId ? poolPartition.id(lower(q.poolId)) : EVERY_RECORD,
      descending: false,
      after,
      limit: q.limit ?? 2000,
      where: (p) =>
        (q.poolWhitelistStatus === undefined ||
          whitelistEnabled(chain.state, p.poolId) === (q.poolWhitelistStatus === "enabled")) &&
        (wallet === undefined || isListedOn(chain.state, p.poolId, wallet)),
    });
    return page(result.items, result.lastKey, fingerprint, (p) =>
      whitelistItemView(chain.state, p, chain.config.contracts.whitelistManager),
    );
  });
}
