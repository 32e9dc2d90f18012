// generated from specs/protocol.openapi.yaml (sha256:6d92185b9cd5b01df75f423f073a6978ac0c5ac4fcb9e7f4620cffd42afa7a76), do not edit
/**
 * Server contract for Protocol Data Service 1.0.0: typed handlers behind the generated dispatcher.
 */
import {
  createDispatcher,
  type Dispatcher,
  type DispatchError,
  type HandlerRequest,
  type HttpRequest,
  type RouteSpec,
  routesOf,
  type SecurityResolver,
} from "../http/server.js";
import { protocolOpenApiDocument } from "./openapi.js";
import { protocolOperations } from "./operations.js";
import type * as T from "./hey/types.gen.js";

/** One part (path, query, headers) of hey-api's request type; an empty object when the operation has none. */
type Part<D, K extends string> = D extends { [P in K]?: infer V }
  ? [NonNullable<V>] extends [never]
    ? Record<string, never>
    : NonNullable<V>
  : Record<string, never>;
/** The request body type, or undefined when the operation takes none. */
type BodyOf<D> = D extends { body?: infer V } ? ([NonNullable<V>] extends [never] ? undefined : V) : undefined;
/**
 * What each security scheme resolves a credential to; the runtime chooses the types.
 */
export type ProtocolPrincipals = Record<never, never>;

/**
 * Request of `getDocs`: Interactive API reference
 *
 * A self-contained HTML page that renders this document (operations, parameters, schemas,
 * examples). Its scripts and styles come from packages installed with the service, never from
 * a CDN, so it works offline.
 *
 *
 * `GET /docs`
 */
export type GetDocsServerRequest<P extends ProtocolPrincipals = ProtocolPrincipals> = HandlerRequest<
  Part<T.GetDocsData, "path">,
  Part<T.GetDocsData, "query">,
  Part<T.GetDocsData, "headers">,
  BodyOf<T.GetDocsData>,
  undefined
>;
/**
 * The responses `getDocs` may give: exactly the statuses the spec declares.
 */
export type GetDocsServerResult =
  | {
      status: 200;
      body: string | AsyncIterable<string>;
      contentType: "text/html";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 400;
      body: T.GetDocsErrors["400"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 500;
      body: T.GetDocsErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    };
/**
 * Handles `getDocs` (Interactive API reference).
 */
export type GetDocsHandler<P extends ProtocolPrincipals = ProtocolPrincipals> = (
  request: GetDocsServerRequest<P>,
) => GetDocsServerResult | Promise<GetDocsServerResult>;

/**
 * Request of `getHealth`: Service and indexer health
 *
 * Liveness and per-chain indexer progress. 200 whatever the indexers' state, so a probe can
 * read the body; read `status` for readiness: `ok` when every configured chain has finished its first backfill and
 * its last poll succeeded, `syncing` while any chain is still backfilling, `error` when the
 * last poll of any chain failed (see that chain's `lastError`).
 *
 *
 * `GET /health`
 */
export type GetHealthServerRequest<P extends ProtocolPrincipals = ProtocolPrincipals> = HandlerRequest<
  Part<T.GetHealthData, "path">,
  Part<T.GetHealthData, "query">,
  Part<T.GetHealthData, "headers">,
  BodyOf<T.GetHealthData>,
  undefined
>;
/**
 * The responses `getHealth` may give: exactly the statuses the spec declares.
 */
export type GetHealthServerResult =
  | {
      status: 200;
      body: T.GetHealthResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 400;
      body: T.GetHealthErrors["400"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 500;
      body: T.GetHealthErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    };
/**
 * Handles `getHealth` (Service and indexer health).
 */
export type GetHealthHandler<P extends ProtocolPrincipals = ProtocolPrincipals> = (
  request: GetHealthServerRequest<P>,
) => GetHealthServerResult | Promise<GetHealthServerResult>;

/**
 * Request of `getOpenApiDocument`: This OpenAPI document
 *
 * This OpenAPI 3.1 document as JSON, exactly the contract the service was generated from.
 *
 * `GET /openapi.json`
 */
export type GetOpenApiDocumentServerRequest<P extends ProtocolPrincipals = ProtocolPrincipals> = HandlerRequest<
  Part<T.GetOpenApiDocumentData, "path">,
  Part<T.GetOpenApiDocumentData, "query">,
  Part<T.GetOpenApiDocumentData, "headers">,
  BodyOf<T.GetOpenApiDocumentData>,
  undefined
>;
/**
 * The responses `getOpenApiDocument` may give: exactly the statuses the spec declares.
 */
export type GetOpenApiDocumentServerResult =
  | {
      status: 200;
      body: T.GetOpenApiDocumentResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 400;
      body: T.GetOpenApiDocumentErrors["400"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 500;
      body: T.GetOpenApiDocumentErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    };
/**
 * Handles `getOpenApiDocument` (This OpenAPI document).
 */
export type GetOpenApiDocumentHandler<P extends ProtocolPrincipals = ProtocolPrincipals> = (
  request: GetOpenApiDocumentServerRequest<P>,
) => GetOpenApiDocumentServerResult | Promise<GetOpenApiDocumentServerResult>;

/**
 * Request of `getOrderbook`: Get the orderbook
 *
 * Limit orders accepted by this service with their current status. Status semantics, as on the real service:
 * - without `status`, the fillable book: `OPEN` and `PARTIALLY_FILLED` orders;
 * - `status=OPEN` also returns `PARTIALLY_FILLED` orders (both are fillable);
 * - fillable orders whose expiry has passed are never returned as fillable (they are `EXPIRED`);
 * - terminal orders (`FILLED`, `CANCELLED`, `EXPIRED`) are returned only when asked for
 *   explicitly, whatever their expiry.
 *
 * `status` repeats: `?status=FILLED&status=CANCELLED`. Sorted by acceptance, oldest first:
 * ascending `createdAt`, then `orderHash`.
 *
 *
 * `GET /v1/limit-orders/orderbook`
 */
export type GetOrderbookServerRequest<P extends ProtocolPrincipals = ProtocolPrincipals> = HandlerRequest<
  Part<T.GetOrderbookData, "path">,
  Part<T.GetOrderbookData, "query">,
  Part<T.GetOrderbookData, "headers">,
  BodyOf<T.GetOrderbookData>,
  undefined
>;
/**
 * The responses `getOrderbook` may give: exactly the statuses the spec declares.
 */
export type GetOrderbookServerResult =
  | {
      status: 200;
      body: T.GetOrderbookResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 400;
      body: T.GetOrderbookErrors["400"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 500;
      body: T.GetOrderbookErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.GetOrderbookErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `getOrderbook` (Get the orderbook).
 */
export type GetOrderbookHandler<P extends ProtocolPrincipals = ProtocolPrincipals> = (
  request: GetOrderbookServerRequest<P>,
) => GetOrderbookServerResult | Promise<GetOrderbookServerResult>;

/**
 * Request of `listFills`: List fills
 *
 * Fills of orders accepted by this service, one per
 * order-protocol `OrderFilled` event whose `orderHash` is a known order. `fromTimestamp`
 * inclusive, `toTimestamp` exclusive; a start after the end is a 400. Sorted newest first:
 * descending `blockNumber`, then descending `logIndex`.
 *
 *
 * `GET /v1/limit-orders/fills`
 */
export type ListFillsServerRequest<P extends ProtocolPrincipals = ProtocolPrincipals> = HandlerRequest<
  Part<T.ListFillsData, "path">,
  Part<T.ListFillsData, "query">,
  Part<T.ListFillsData, "headers">,
  BodyOf<T.ListFillsData>,
  undefined
>;
/**
 * The responses `listFills` may give: exactly the statuses the spec declares.
 */
export type ListFillsServerResult =
  | {
      status: 200;
      body: T.ListFillsResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 400;
      body: T.ListFillsErrors["400"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 500;
      body: T.ListFillsErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.ListFillsErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `listFills` (List fills).
 */
export type ListFillsHandler<P extends ProtocolPrincipals = ProtocolPrincipals> = (
  request: ListFillsServerRequest<P>,
) => ListFillsServerResult | Promise<ListFillsServerResult>;

/**
 * Request of `listFlows`: List transaction history (flows)
 *
 * User transaction history across pool operations: one flow per
 * `PoolModifyLiquidity` or `PoolSwap` event (see `Flow` for the mapping to `actionType`).
 *
 * **At least one of `walletAddress` and `poolId` is required**: a request with neither is
 * answered 400 `bad_request` (the contract's "Supply at least `walletAddress` or `poolId`", enforced
 * server-side; machine-readable in `x-required-any-of`).
 *
 * Ranges: `fromTimestamp` inclusive, `toTimestamp` exclusive (half-open); `fromBlock` and
 * `toBlock` both inclusive, like `eth_getLogs`. A range whose start is after its end is a 400.
 * Sorted newest first: descending `blockNumber`, then descending `logIndex`.
 *
 *
 * `GET /v1/flows/`
 */
export type ListFlowsServerRequest<P extends ProtocolPrincipals = ProtocolPrincipals> = HandlerRequest<
  Part<T.ListFlowsData, "path">,
  Part<T.ListFlowsData, "query">,
  Part<T.ListFlowsData, "headers">,
  BodyOf<T.ListFlowsData>,
  undefined
>;
/**
 * The responses `listFlows` may give: exactly the statuses the spec declares.
 */
export type ListFlowsServerResult =
  | {
      status: 200;
      body: T.ListFlowsResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 400;
      body: T.ListFlowsErrors["400"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 500;
      body: T.ListFlowsErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.ListFlowsErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `listFlows` (List transaction history (flows)).
 */
export type ListFlowsHandler<P extends ProtocolPrincipals = ProtocolPrincipals> = (
  request: ListFlowsServerRequest<P>,
) => ListFlowsServerResult | Promise<ListFlowsServerResult>;

/**
 * Request of `listLimitOrderMarkets`: List limit-order markets
 *
 * Markets in which limit orders are accepted: two per
 * pool, its principal token and its swap token, each against the pool's collateral asset (see
 * `LimitOrderMarket`). Sorted by ascending `poolId`, then `makerAsset`.
 *
 *
 * `GET /v1/limit-orders/markets`
 */
export type ListLimitOrderMarketsServerRequest<P extends ProtocolPrincipals = ProtocolPrincipals> = HandlerRequest<
  Part<T.ListLimitOrderMarketsData, "path">,
  Part<T.ListLimitOrderMarketsData, "query">,
  Part<T.ListLimitOrderMarketsData, "headers">,
  BodyOf<T.ListLimitOrderMarketsData>,
  undefined
>;
/**
 * The responses `listLimitOrderMarkets` may give: exactly the statuses the spec declares.
 */
export type ListLimitOrderMarketsServerResult =
  | {
      status: 200;
      body: T.ListLimitOrderMarketsResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 400;
      body: T.ListLimitOrderMarketsErrors["400"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 500;
      body: T.ListLimitOrderMarketsErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.ListLimitOrderMarketsErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `listLimitOrderMarkets` (List limit-order markets).
 */
export type ListLimitOrderMarketsHandler<P extends ProtocolPrincipals = ProtocolPrincipals> = (
  request: ListLimitOrderMarketsServerRequest<P>,
) => ListLimitOrderMarketsServerResult | Promise<ListLimitOrderMarketsServerResult>;

/**
 * Request of `listPools`: List pools
 *
 * Pool metadata, TVL, fee configuration and pause status, one item
 * per pool created on the PoolManager (`MarketCreated`). Filters combine with AND. Sorted by
 * deployment, oldest first: ascending `deploymentBlockNumber`, then `poolId`.
 *
 *
 * `GET /v1/pools/`
 */
export type ListPoolsServerRequest<P extends ProtocolPrincipals = ProtocolPrincipals> = HandlerRequest<
  Part<T.ListPoolsData, "path">,
  Part<T.ListPoolsData, "query">,
  Part<T.ListPoolsData, "headers">,
  BodyOf<T.ListPoolsData>,
  undefined
>;
/**
 * The responses `listPools` may give: exactly the statuses the spec declares.
 */
export type ListPoolsServerResult =
  | {
      status: 200;
      body: T.ListPoolsResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 400;
      body: T.ListPoolsErrors["400"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 500;
      body: T.ListPoolsErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.ListPoolsErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `listPools` (List pools).
 */
export type ListPoolsHandler<P extends ProtocolPrincipals = ProtocolPrincipals> = (
  request: ListPoolsServerRequest<P>,
) => ListPoolsServerResult | Promise<ListPoolsServerResult>;

/**
 * Request of `listWhitelistedAddresses`: List pools with their whitelisted addresses
 *
 * One whitelist item per pool, built from the
 * WhitelistManager events. Globally whitelisted accounts appear on every
 * pool. With `walletAddress`, only pools on whose global or market list that address currently
 * is; the item's lists stay complete. Whether an address may act on a pool is
 * `!isWhitelistEnabled || listed`, the on-chain `isWhitelisted(marketId, account)`. Sorted like
 * `listPools`: ascending `deploymentBlockNumber` of the pool, then `poolId`.
 *
 *
 * `GET /v1/pools/whitelisted-addresses`
 */
export type ListWhitelistedAddressesServerRequest<P extends ProtocolPrincipals = ProtocolPrincipals> = HandlerRequest<
  Part<T.ListWhitelistedAddressesData, "path">,
  Part<T.ListWhitelistedAddressesData, "query">,
  Part<T.ListWhitelistedAddressesData, "headers">,
  BodyOf<T.ListWhitelistedAddressesData>,
  undefined
>;
/**
 * The responses `listWhitelistedAddresses` may give: exactly the statuses the spec declares.
 */
export type ListWhitelistedAddressesServerResult =
  | {
      status: 200;
      body: T.ListWhitelistedAddressesResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 400;
      body: T.ListWhitelistedAddressesErrors["400"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 500;
      body: T.ListWhitelistedAddressesErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.ListWhitelistedAddressesErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `listWhitelistedAddresses` (List pools with their whitelisted addresses).
 */
export type ListWhitelistedAddressesHandler<P extends ProtocolPrincipals = ProtocolPrincipals> = (
  request: ListWhitelistedAddressesServerRequest<P>,
) => ListWhitelistedAddressesServerResult | Promise<ListWhitelistedAddressesServerResult>;

/**
 * Request of `submitLimitOrder`: Submit a limit order
 *
 * Submits a signed 1inch Limit Order Protocol v4 order. The
 * body is the contract's fields, with the premium under the contract's `premium` or the real venue's
 * `premium_annualized` (see `LimitOrderSubmission`); unknown fields are a 400. Authentication is the maker's
 * EIP-712 signature; there is no API key.
 *
 * **Order hash.** `orderHash = keccak256(0x1901 ‖ domainSeparator ‖ structHash)` with
 * the type `Order(uint256 salt,address maker,address receiver,address makerAsset,address
 * takerAsset,uint256 makingAmount,uint256 takingAmount,uint256 makerTraits)` and the domain
 * `{name: "1inch Aggregation Router", version: "6", chainId: <body chainId>, verifyingContract:
 * <the chain's configured order contract>}` (mainnet: `0x111111125421cA6dc452d289314280a0f8842A65`). `receiver` zero
 * means the maker receives.
 *
 * **makerTraits** (uint256):
 *
 * | bits | meaning |
 * |---|---|
 * | 255 | NO_PARTIAL_FILLS (set: partial fills not allowed; `allowsPartialFills` = bit clear) |
 * | 254 | ALLOW_MULTIPLE_FILLS |
 * | 253 | unused |
 * | 252 | PRE_INTERACTION_CALL |
 * | 251 | POST_INTERACTION_CALL |
 * | 250 | NEED_CHECK_EPOCH_MANAGER |
 * | 249 | HAS_EXTENSION |
 * | 248 | USE_PERMIT2 |
 * | 247 | UNWRAP_WETH |
 * | 160-199 | series (uint40, epoch manager only) |
 * | 120-159 | nonce or epoch (uint40) |
 * | 80-119 | expiration (uint40 unix seconds; 0 = never) |
 * | 0-79 | allowed sender: low 80 bits of the taker address; 0 = anyone |
 *
 * **Processing order.**
 * 1. Body checks against `LimitOrderSubmission` (syntax, patterns, unknown fields, the premium
 *    pair): 400.
 * 2. An order with this `orderHash` already stored: an identical body (addresses and hex
 *    compared case-insensitively, the premium as a number under either name, so `"0.041"`
 *    and `"0.0410"` are the same) replays the stored result with **200**; any other body is
 *    a **409** `conflict`.
 * 3. Rejections, **422** `unprocessable_entity`, checked in this order, `details.reason` naming
 *    the first that fails:
 *    - `unknown_chain`: `chainId` is not a chain this service indexes;
 *    - `unsupported_traits`: `makerTraits` sets HAS_EXTENSION, PRE_INTERACTION_CALL,
 *      POST_INTERACTION_CALL, USE_PERMIT2 or NEED_CHECK_EPOCH_MANAGER (the contract's body has no
 *      `extension` or permit data to go with them);
 *    - `nonce_mismatch`: `nonce` differs from makerTraits bits 120-159;
 *    - `expired`: the makerTraits expiration is non-zero and not after the chain's latest block
 *      timestamp;
 *    - `unknown_market`: `makerAsset` / `takerAsset` are not a principal or swap token of a
 *      known pool against that pool's collateral asset;
 *    - `side_mismatch`: `SELL` must have the share token as `makerAsset` and the collateral
 *      asset as `takerAsset`; `BUY` the reverse;
 *    - `market_inactive`: the pool has expired (its market is not active);
 *    - `order_hash_mismatch`: the recomputed EIP-712 hash differs from `orderHash`;
 *    - `bad_signature`: the signature does not recover to `maker` (an EOA), or the maker is a
 *      contract whose ERC-1271 `isValidSignature(orderHash, signature)` does not return
 *      `0x1626ba7e`.
 * 4. Otherwise the order is stored as `OPEN` and answered **201** `{orderHash}`.
 *
 * `premium` is informational (the order's price is its amounts ratio); it is not checked
 * against the amounts. Bodies are capped at 16 KiB (413) and must be `application/json` (415).
 *
 *
 * `POST /v1/limit-orders/`
 */
export type SubmitLimitOrderServerRequest<P extends ProtocolPrincipals = ProtocolPrincipals> = HandlerRequest<
  Part<T.SubmitLimitOrderData, "path">,
  Part<T.SubmitLimitOrderData, "query">,
  Part<T.SubmitLimitOrderData, "headers">,
  BodyOf<T.SubmitLimitOrderData>,
  undefined
>;
/**
 * The responses `submitLimitOrder` may give: exactly the statuses the spec declares.
 */
export type SubmitLimitOrderServerResult =
  | {
      status: 200;
      body: T.SubmitLimitOrderResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 201;
      body: T.SubmitLimitOrderResponses["201"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 400;
      body: T.SubmitLimitOrderErrors["400"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 409;
      body: T.SubmitLimitOrderErrors["409"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 413;
      body: T.SubmitLimitOrderErrors["413"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 415;
      body: T.SubmitLimitOrderErrors["415"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 422;
      body: T.SubmitLimitOrderErrors["422"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.SubmitLimitOrderErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.SubmitLimitOrderErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.SubmitLimitOrderErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `submitLimitOrder` (Submit a limit order).
 */
export type SubmitLimitOrderHandler<P extends ProtocolPrincipals = ProtocolPrincipals> = (
  request: SubmitLimitOrderServerRequest<P>,
) => SubmitLimitOrderServerResult | Promise<SubmitLimitOrderServerResult>;

/**
 * One handler per operation of specs/protocol.openapi.yaml. Every member is required: an operation without a handler
 * does not compile.
 */
export interface ProtocolHandlers<P extends ProtocolPrincipals = ProtocolPrincipals> {
  getDocs: GetDocsHandler<P>;
  getHealth: GetHealthHandler<P>;
  getOpenApiDocument: GetOpenApiDocumentHandler<P>;
  getOrderbook: GetOrderbookHandler<P>;
  listFills: ListFillsHandler<P>;
  listFlows: ListFlowsHandler<P>;
  listLimitOrderMarkets: ListLimitOrderMarketsHandler<P>;
  listPools: ListPoolsHandler<P>;
  listWhitelistedAddresses: ListWhitelistedAddressesHandler<P>;
  submitLimitOrder: SubmitLimitOrderHandler<P>;
}

/**
 * The route rows of specs/protocol.openapi.yaml (aliases included), read from the operation table.
 */
export const protocolRoutes: readonly RouteSpec[] = routesOf(protocolOperations.operations);

export interface ProtocolServerOptions<P extends ProtocolPrincipals> {
  handlers: ProtocolHandlers<P>;
  /** Resolves a credential per security scheme; undefined means 401. */
  security: { [K in keyof P]: SecurityResolver<P[K]> };
  /** Renders errors raised before a handler runs (404, 401, 400 …) in the service's envelope. */
  errorBody: (error: DispatchError) => unknown;
  /** Receives exceptions thrown by handlers (the client sees a 500 envelope only). */
  onError?: (error: unknown, request: HttpRequest) => void;
  /** Serve another version of the document (tests); defaults to the bundled spec. */
  document?: Record<string, unknown>;
}

/**
 * Binds the handlers to the dispatcher: routes, parameters, security and validation from the operation table.
 */
export function createProtocolServer<P extends ProtocolPrincipals>(
  options: ProtocolServerOptions<P>,
): Promise<Dispatcher> {
  return createDispatcher({
    document: options.document ?? protocolOpenApiDocument,
    operations: protocolOperations.operations,
    securitySchemes: protocolOperations.securitySchemes,
    handlers: options.handlers as unknown as Parameters<typeof createDispatcher>[0]["handlers"],
    security: options.security as Parameters<typeof createDispatcher>[0]["security"],
    errorBody: options.errorBody,
    ...(options.onError ? { onError: options.onError } : {}),
  });
}
