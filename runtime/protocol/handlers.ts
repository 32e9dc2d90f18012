/**
 * The protocol query service: one typed handler per operation of `ProtocolHandlers`, each in its own
 * module under handlers/ — the lists over the shared list helper (handlers/list.ts) answering from
 * the in-memory indexes over the store (runtime/protocol/query), and order submission
 * (handlers/submit-order.ts) over runtime/protocol/orders.ts. Every status and error body is one the
 * spec declares (handlers/errors.ts).
 */

import type { ProtocolHandlers } from "../../generated/protocol/server.js";
import { type DocsPage, docsResponse, documentForServer, renderDocsPage } from "../http/docs.ts";
import { listFills } from "./handlers/fills.ts";
import { listFlows } from "./handlers/flows.ts";
import { health } from "./handlers/health.ts";
import { chainIdsFromDocument, type ListContext } from "./handlers/list.ts";
import { listLimitOrderMarkets } from "./handlers/markets.ts";
import type { ProtocolHandlerOptions } from "./handlers/options.ts";
import { getOrderbook } from "./handlers/orderbook.ts";
import { listPools } from "./handlers/pools.ts";
import { SubmissionLimiter, type SubmitContext, submitLimitOrder } from "./handlers/submit-order.ts";
import { listWhitelistedAddresses } from "./handlers/whitelisted-addresses.ts";

export { dispatchErrorBody, errorEnvelope } from "./handlers/errors.ts";
export { chainIdsFromDocument } from "./handlers/list.ts";
export type { ChainRuntime, OrderIntake, ProtocolHandlerOptions } from "./handlers/options.ts";

/** Builds every operation's handler. */
export function createProtocolHandlers(options: ProtocolHandlerOptions): ProtocolHandlers {
  const now = options.now ?? Date.now;
  const version = String((options.document.info as { version?: unknown } | undefined)?.version ?? "");
  const lists: ListContext = {
    chains: options.chains,
    prices: options.prices,
    chainIdsByName: chainIdsFromDocument(options.document),
    now,
  };
  const submissions: SubmitContext = {
    chains: options.chains,
    store: options.store,
    orderIntake: options.orderIntake,
    limiter: new SubmissionLimiter(options.rateLimit ?? { requests: 100, windowMs: 60_000 }),
    now,
  };
  let docsPage: DocsPage | undefined;

  return {
    getHealth: async () => health(options.chains, version),
    async getDocs({ raw }) {
      docsPage ??= renderDocsPage("Protocol Data Service");
      return docsResponse(docsPage, raw.headers["accept-encoding"]);
    },
    getOpenApiDocument: async () => ({
      status: 200,
      body: documentForServer(options.document, options.publicUrl?.()),
    }),
    listPools: (request) => listPools(lists, request),
    listWhitelistedAddresses: (request) => listWhitelistedAddresses(lists, request),
    listFlows: (request) => listFlows(lists, request),
    listLimitOrderMarkets: (request) => listLimitOrderMarkets(lists, request),
    getOrderbook: (request) => getOrderbook(lists, request),
    listFills: (request) => listFills(lists, request),
    submitLimitOrder: (request) => submitLimitOrder(submissions, request),
  };
}
