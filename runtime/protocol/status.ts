/** What the protocol service's status page at `/` shows (runtime/http/status-page.ts renders it). */
import { redactRpcUrl, type StatusItem, type StatusReport } from "../http/status-page.ts";
import type { ChainConfig } from "./config.ts";
import type { IndexerStatus } from "./indexer/indexer.ts";
import type { ChainState } from "./records.ts";

/** One indexed chain as the page sees it. */
export interface ChainStatusSource {
  config: ChainConfig;
  state: ChainState;
  status: () => IndexerStatus;
}

export interface ProtocolStatusSource {
  version: string;
  /** The data file (or the store's description). */
  dataLocation: string;
  url: () => string | undefined;
  following: boolean;
  chains: readonly ChainStatusSource[];
}

function chainItems(chain: ChainStatusSource): StatusItem[] {
  const s = chain.status();
  const lag =
    s.headBlock === null || s.lastIndexedBlock === null ? null : Math.max(0, s.headBlock - s.lastIndexedBlock);
  const size = (collection: Record<string, unknown>) => Object.keys(collection).length;
  return [
    { label: "RPC", value: redactRpcUrl(chain.config.rpcUrl) },
    { label: "Ready", value: s.ready },
    { label: "Indexed block", value: s.lastIndexedBlock },
    { label: "Head block", value: s.headBlock },
    { label: "Lag (blocks)", value: lag },
    ...(s.lastError === null ? [] : [{ label: "Last error", value: s.lastError }]),
    { label: "Pools", value: size(chain.state.pools) },
    { label: "Flows", value: size(chain.state.flows) },
    { label: "Limit orders", value: size(chain.state.orders) },
    { label: "Fills", value: size(chain.state.fills) },
  ];
}

/** The service's report: address, data file, and per chain its indexing position and counts. */
export function protocolStatus(source: ProtocolStatusSource): StatusReport {
  const statuses = source.chains.map((chain) => chain.status());
  const status = statuses.some((s) => s.lastError !== null)
    ? "error"
    : statuses.every((s) => s.ready)
      ? "ok"
      : "syncing";
  const url = source.url() ?? "";
  const total = (pick: (state: ChainState) => Record<string, unknown>) =>
    source.chains.reduce((sum, chain) => sum + Object.keys(pick(chain.state)).length, 0);
  return {
    service: "Protocol Data Service",
    status,
    version: source.version,
    runs: [
      { label: "API", value: url, href: `${url}/docs` },
      { label: "Data file", value: source.dataLocation },
      { label: "Following the chains", value: source.following },
      { label: "Chains", value: source.chains.map((chain) => chain.config.chainId).join(", ") },
    ],
    counts: [
      { label: "Pools", value: total((state) => state.pools) },
      { label: "Flows", value: total((state) => state.flows) },
      { label: "Limit orders", value: total((state) => state.orders) },
    ],
    groups: source.chains.map((chain) => ({ title: `Chain ${chain.config.chainId}`, items: chainItems(chain) })),
  };
}
