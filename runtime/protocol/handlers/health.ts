/** `getHealth`: each chain's indexing progress and the service's status over them. */
import type * as Api from "../../../generated/protocol/index.js";
import type { ChainRuntime } from "./options.ts";

function chainHealth(chain: ChainRuntime): Api.ChainHealth {
  const s = chain.status();
  return {
    chainId: s.chainId,
    ready: s.ready,
    lastIndexedBlock: s.lastIndexedBlock,
    headBlock: s.headBlock,
    headLag: s.headBlock === null || s.lastIndexedBlock === null ? null : Math.max(0, s.headBlock - s.lastIndexedBlock),
    reorgCount: s.reorgCount,
    lastError: s.lastError,
  };
}

/** `error` when any chain has failed, `ok` when every chain is ready, else `syncing`. */
export function health(chains: ReadonlyMap<number, ChainRuntime>, version: string) {
  const each = [...chains.values()].map(chainHealth).sort((a, b) => a.chainId - b.chainId);
  const status: Api.Health["status"] = each.some((c) => c.lastError !== null)
    ? "error"
    : each.every((c) => c.ready)
      ? "ok"
      : "syncing";
  return { status: 200 as const, body: { status, version, chains: each } };
}
