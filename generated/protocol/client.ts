// generated from specs/protocol.openapi.yaml (sha256:6d92185b9cd5b01df75f423f073a6978ac0c5ac4fcb9e7f4620cffd42afa7a76), do not edit
/**
 * Typed client for Protocol Data Service 1.0.0. Works in Node and in browsers (fetch).
 */
import {
  type CallOptions,
  type ClientConfig,
  type KeySource,
  type ParseAs,
  paginate,
  request,
  type StatusResult,
} from "../http/client.js";
import type { OperationSpec } from "../http/operations.js";
import type * as T from "./hey/types.gen.js";
import {
  getDocsOperation,
  getHealthOperation,
  getOpenApiDocumentOperation,
  getOrderbookOperation,
  listFillsOperation,
  listFlowsOperation,
  listLimitOrderMarketsOperation,
  listPoolsOperation,
  listWhitelistedAddressesOperation,
  submitLimitOrderOperation,
  protocolSecuritySchemes,
} from "./operations.js";

import { type ClientHooks, clientFetch } from "../http/client-fetch.js";

export {
  type ClientConfig,
  type KeySource,
  PageError,
  type ParseAs,
  ResponseContractError,
  type StatusResult,
  schemaValidator,
  TransportError,
} from "../http/client.js";
export { ContractkitError } from "../http/errors.js";
export type {
  ClientHooks,
  ErrorHook,
  Middleware,
  RequestHook,
  ResponseHook,
  RetryOptions,
} from "../http/client-fetch.js";

/** Header parameters of an operation (from hey-api's request type), plus any extra header for one call. */
type HeadersOf<D> = (D extends { headers?: infer H }
  ? [NonNullable<H>] extends [never]
    ? unknown
    : Partial<NonNullable<H>>
  : unknown) &
  Readonly<Record<string, unknown>>;
/** The options of one call: path, query, headers, cookies and body as the spec declares them, and transport options. */
export type Call<D> = Omit<D, "url" | "headers"> & {
  headers?: HeadersOf<D>;
  /** Cookie parameters by name. */
  cookies?: Readonly<Record<string, unknown>>;
  /** Which of the declared request media types to send (default: the first). */
  bodyMediaType?: string;
  signal?: AbortSignal;
  /** RequestInit fields for this call (credentials, cache, keepalive …). */
  init?: Omit<RequestInit, "method" | "body" | "headers">;
  /** How to read the body: by content type (default), or json, text, blob, stream. */
  parseAs?: ParseAs;
};
/** The options of a paginated list: the cursor is managed by the iterator. */
export type PageCall<D, Cursor extends string> = Omit<Call<D>, "query"> & {
  query?: Omit<NonNullable<D extends { query?: infer Q } ? Q : never>, Cursor>;
};

/** hey-api's response and error bodies of each operation, by the `id` of its entry in the operation table. */
interface OperationTypes {
  getDocs: { responses: T.GetDocsResponses; errors: T.GetDocsErrors };
  getHealth: { responses: T.GetHealthResponses; errors: T.GetHealthErrors };
  getOpenApiDocument: { responses: T.GetOpenApiDocumentResponses; errors: T.GetOpenApiDocumentErrors };
  getOrderbook: { responses: T.GetOrderbookResponses; errors: T.GetOrderbookErrors };
  listFills: { responses: T.ListFillsResponses; errors: T.ListFillsErrors };
  listFlows: { responses: T.ListFlowsResponses; errors: T.ListFlowsErrors };
  listLimitOrderMarkets: { responses: T.ListLimitOrderMarketsResponses; errors: T.ListLimitOrderMarketsErrors };
  listPools: { responses: T.ListPoolsResponses; errors: T.ListPoolsErrors };
  listWhitelistedAddresses: {
    responses: T.ListWhitelistedAddressesResponses;
    errors: T.ListWhitelistedAddressesErrors;
  };
  submitLimitOrder: { responses: T.SubmitLimitOrderResponses; errors: T.SubmitLimitOrderErrors };
}
/** An entry of the operation table (`as const`, so its `id` and response headers are literal types). */
type TableEntry = OperationSpec & { readonly id: keyof OperationTypes };
/** The response headers an entry declares, by lower-case name; any other header may be present too. */
type ResponseHeaders<Entry extends TableEntry> = Readonly<
  { [Name in Lowercase<Entry["responses"][number]["headers"][number]["name"]>]?: string } & Record<string, string>
>;
/** What calling the operation of a table entry resolves to: a result typed by declared status. */
export type CallResult<Entry extends TableEntry> = StatusResult<
  OperationTypes[Entry["id"]]["responses"],
  OperationTypes[Entry["id"]]["errors"],
  ResponseHeaders<Entry>
>;

/**
 * `request`, typed by the table entry it is given: the one place the untyped response meets
 * hey-api's types (its bodies are checked only by a `validate` hook, never by the compiler).
 */
function callOperation<Entry extends TableEntry>(
  config: ClientConfig,
  entry: Entry,
  options: CallOptions,
): Promise<CallResult<Entry>> {
  return request(config, entry, options) as Promise<CallResult<Entry>>;
}

/**
 * Interactive API reference
 *
 * A self-contained HTML page that renders this document (operations, parameters, schemas,
 * examples). Its scripts and styles come from packages installed with the service, never from
 * a CDN, so it works offline.
 *
 *
 * `GET /docs` — public. Statuses: 200, 400, 500.
 */
export function getDocs(
  config: ClientConfig,
  options: Call<T.GetDocsData> = {},
): Promise<CallResult<typeof getDocsOperation>> {
  return callOperation(config, getDocsOperation, options);
}

/**
 * Service and indexer health
 *
 * Liveness and per-chain indexer progress. 200 whatever the indexers' state, so a probe can
 * read the body; read `status` for readiness: `ok` when every configured chain has finished its first backfill and
 * its last poll succeeded, `syncing` while any chain is still backfilling, `error` when the
 * last poll of any chain failed (see that chain's `lastError`).
 *
 *
 * `GET /health` — public. Statuses: 200, 400, 500.
 */
export function getHealth(
  config: ClientConfig,
  options: Call<T.GetHealthData> = {},
): Promise<CallResult<typeof getHealthOperation>> {
  return callOperation(config, getHealthOperation, options);
}

/**
 * This OpenAPI document
 *
 * This OpenAPI 3.1 document as JSON, exactly the contract the service was generated from.
 *
 * `GET /openapi.json` — public. Statuses: 200, 400, 500.
 */
export function getOpenApiDocument(
  config: ClientConfig,
  options: Call<T.GetOpenApiDocumentData> = {},
): Promise<CallResult<typeof getOpenApiDocumentOperation>> {
  return callOperation(config, getOpenApiDocumentOperation, options);
}

/**
 * Get the orderbook
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
 * `GET /v1/limit-orders/orderbook` — public. Statuses: 200, 400, 500, 503.
 */
export function getOrderbook(
  config: ClientConfig,
  options: Call<T.GetOrderbookData> = {},
): Promise<CallResult<typeof getOrderbookOperation>> {
  return callOperation(config, getOrderbookOperation, options);
}

/**
 * List fills
 *
 * Fills of orders accepted by this service, one per
 * order-protocol `OrderFilled` event whose `orderHash` is a known order. `fromTimestamp`
 * inclusive, `toTimestamp` exclusive; a start after the end is a 400. Sorted newest first:
 * descending `blockNumber`, then descending `logIndex`.
 *
 *
 * `GET /v1/limit-orders/fills` — public. Statuses: 200, 400, 500, 503.
 */
export function listFills(
  config: ClientConfig,
  options: Call<T.ListFillsData> = {},
): Promise<CallResult<typeof listFillsOperation>> {
  return callOperation(config, listFillsOperation, options);
}

/**
 * List transaction history (flows)
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
 * `GET /v1/flows/` — public. Statuses: 200, 400, 500, 503.
 */
export function listFlows(
  config: ClientConfig,
  options: Call<T.ListFlowsData> = {},
): Promise<CallResult<typeof listFlowsOperation>> {
  return callOperation(config, listFlowsOperation, options);
}

/**
 * List limit-order markets
 *
 * Markets in which limit orders are accepted: two per
 * pool, its principal token and its swap token, each against the pool's collateral asset (see
 * `LimitOrderMarket`). Sorted by ascending `poolId`, then `makerAsset`.
 *
 *
 * `GET /v1/limit-orders/markets` — public. Statuses: 200, 400, 500, 503.
 */
export function listLimitOrderMarkets(
  config: ClientConfig,
  options: Call<T.ListLimitOrderMarketsData> = {},
): Promise<CallResult<typeof listLimitOrderMarketsOperation>> {
  return callOperation(config, listLimitOrderMarketsOperation, options);
}

/**
 * List pools
 *
 * Pool metadata, TVL, fee configuration and pause status, one item
 * per pool created on the PoolManager (`MarketCreated`). Filters combine with AND. Sorted by
 * deployment, oldest first: ascending `deploymentBlockNumber`, then `poolId`.
 *
 *
 * `GET /v1/pools/` — public. Statuses: 200, 400, 500, 503.
 */
export function listPools(
  config: ClientConfig,
  options: Call<T.ListPoolsData> = {},
): Promise<CallResult<typeof listPoolsOperation>> {
  return callOperation(config, listPoolsOperation, options);
}

/**
 * List pools with their whitelisted addresses
 *
 * One whitelist item per pool, built from the
 * WhitelistManager events. Globally whitelisted accounts appear on every
 * pool. With `walletAddress`, only pools on whose global or market list that address currently
 * is; the item's lists stay complete. Whether an address may act on a pool is
 * `!isWhitelistEnabled || listed`, the on-chain `isWhitelisted(marketId, account)`. Sorted like
 * `listPools`: ascending `deploymentBlockNumber` of the pool, then `poolId`.
 *
 *
 * `GET /v1/pools/whitelisted-addresses` — public. Statuses: 200, 400, 500, 503.
 */
export function listWhitelistedAddresses(
  config: ClientConfig,
  options: Call<T.ListWhitelistedAddressesData> = {},
): Promise<CallResult<typeof listWhitelistedAddressesOperation>> {
  return callOperation(config, listWhitelistedAddressesOperation, options);
}

/**
 * Submit a limit order
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
 * `POST /v1/limit-orders/` — public. Statuses: 200, 201, 400, 409, 413, 415, 422, 429, 500, 503.
 */
export function submitLimitOrder(
  config: ClientConfig,
  options: Call<T.SubmitLimitOrderData>,
): Promise<CallResult<typeof submitLimitOrderOperation>> {
  return callOperation(config, submitLimitOrderOperation, options);
}

/** Client hooks (`fetch`, `middleware`, `timeoutMs`, `signal`, `retry`) compose the fetch every call uses. */
export interface ProtocolClientOptions extends ClientHooks {
  /** Base URL of the service, e.g. `http://127.0.0.1:4010`. */
  baseUrl: string;
  /**
   * Checks response bodies: `schemaValidator(protocolResponseSchemas)` for every operation, or `schemaValidator({ id:
   * idResponseSchemas })` for some (only their schemas are bundled); throw to reject.
   */
  validate?: ClientConfig["validate"];
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /** RequestInit fields for every request (credentials, cache, keepalive …). */
  init?: Omit<RequestInit, "method" | "body" | "headers">;
}

/**
 * Creates a client bound to one base URL. Documented statuses come back as values (`data` or `error`, typed by
 * `status`); transport failures throw `TransportError` and undeclared statuses `ResponseContractError`.
 */
export function createProtocolClient(options: ProtocolClientOptions) {
  const config: ClientConfig = {
    baseUrl: options.baseUrl,
    keys: {  },
    securitySchemes: protocolSecuritySchemes,
    ...clientFetch(options),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.init ? { init: options.init } : {}),
    ...(options.validate ? { validate: options.validate } : {}),
  };
  return {
    /** The configuration every call uses. */
    config,
    /**
     * Interactive API reference (see {@link getDocs}).
     */
    getDocs: (options?: Call<T.GetDocsData>) => getDocs(config, options),
    /**
     * Service and indexer health (see {@link getHealth}).
     */
    getHealth: (options?: Call<T.GetHealthData>) => getHealth(config, options),
    /**
     * This OpenAPI document (see {@link getOpenApiDocument}).
     */
    getOpenApiDocument: (options?: Call<T.GetOpenApiDocumentData>) => getOpenApiDocument(config, options),
    /**
     * Get the orderbook (see {@link getOrderbook}).
     */
    getOrderbook: (options?: Call<T.GetOrderbookData>) => getOrderbook(config, options),
    /**
     * List fills (see {@link listFills}).
     */
    listFills: (options?: Call<T.ListFillsData>) => listFills(config, options),
    /**
     * List transaction history (flows) (see {@link listFlows}).
     */
    listFlows: (options?: Call<T.ListFlowsData>) => listFlows(config, options),
    /**
     * List limit-order markets (see {@link listLimitOrderMarkets}).
     */
    listLimitOrderMarkets: (options?: Call<T.ListLimitOrderMarketsData>) => listLimitOrderMarkets(config, options),
    /**
     * List pools (see {@link listPools}).
     */
    listPools: (options?: Call<T.ListPoolsData>) => listPools(config, options),
    /**
     * List pools with their whitelisted addresses (see {@link listWhitelistedAddresses}).
     */
    listWhitelistedAddresses: (options?: Call<T.ListWhitelistedAddressesData>) =>
      listWhitelistedAddresses(config, options),
    /**
     * Submit a limit order (see {@link submitLimitOrder}).
     */
    submitLimitOrder: (options: Call<T.SubmitLimitOrderData>) => submitLimitOrder(config, options),
    /**
     * Every item of `getOrderbook`, page by page, following `nextCursor` until the list ends. A documented error on a
     * page is thrown as `PageError`.
     */
    paginateGetOrderbook: (
      options?: PageCall<T.GetOrderbookData, "nextCursor">,
    ): AsyncGenerator<T.GetOrderbookResponses[200]["items"][number], void, undefined> =>
      paginate(getOrderbookOperation, (cursor) => {
        const query = { ...options?.query, ...(cursor === undefined ? {} : { nextCursor: cursor }) };
        return getOrderbook(config, { ...options, query });
      }),
    /**
     * Every item of `listFills`, page by page, following `nextCursor` until the list ends. A documented error on a page
     * is thrown as `PageError`.
     */
    paginateListFills: (
      options?: PageCall<T.ListFillsData, "nextCursor">,
    ): AsyncGenerator<T.ListFillsResponses[200]["items"][number], void, undefined> =>
      paginate(listFillsOperation, (cursor) => {
        const query = { ...options?.query, ...(cursor === undefined ? {} : { nextCursor: cursor }) };
        return listFills(config, { ...options, query });
      }),
    /**
     * Every item of `listFlows`, page by page, following `nextCursor` until the list ends. A documented error on a page
     * is thrown as `PageError`.
     */
    paginateListFlows: (
      options?: PageCall<T.ListFlowsData, "nextCursor">,
    ): AsyncGenerator<T.ListFlowsResponses[200]["items"][number], void, undefined> =>
      paginate(listFlowsOperation, (cursor) => {
        const query = { ...options?.query, ...(cursor === undefined ? {} : { nextCursor: cursor }) };
        return listFlows(config, { ...options, query });
      }),
    /**
     * Every item of `listLimitOrderMarkets`, page by page, following `nextCursor` until the list ends. A documented
     * error on a page is thrown as `PageError`.
     */
    paginateListLimitOrderMarkets: (
      options?: PageCall<T.ListLimitOrderMarketsData, "nextCursor">,
    ): AsyncGenerator<T.ListLimitOrderMarketsResponses[200]["items"][number], void, undefined> =>
      paginate(listLimitOrderMarketsOperation, (cursor) => {
        const query = { ...options?.query, ...(cursor === undefined ? {} : { nextCursor: cursor }) };
        return listLimitOrderMarkets(config, { ...options, query });
      }),
    /**
     * Every item of `listPools`, page by page, following `nextCursor` until the list ends. A documented error on a page
     * is thrown as `PageError`.
     */
    paginateListPools: (
      options?: PageCall<T.ListPoolsData, "nextCursor">,
    ): AsyncGenerator<T.ListPoolsResponses[200]["items"][number], void, undefined> =>
      paginate(listPoolsOperation, (cursor) => {
        const query = { ...options?.query, ...(cursor === undefined ? {} : { nextCursor: cursor }) };
        return listPools(config, { ...options, query });
      }),
    /**
     * Every item of `listWhitelistedAddresses`, page by page, following `nextCursor` until the list ends. A documented
     * error on a page is thrown as `PageError`.
     */
    paginateListWhitelistedAddresses: (
      options?: PageCall<T.ListWhitelistedAddressesData, "nextCursor">,
    ): AsyncGenerator<T.ListWhitelistedAddressesResponses[200]["items"][number], void, undefined> =>
      paginate(listWhitelistedAddressesOperation, (cursor) => {
        const query = { ...options?.query, ...(cursor === undefined ? {} : { nextCursor: cursor }) };
        return listWhitelistedAddresses(config, { ...options, query });
      }),
  };
}

/** The client `createProtocolClient` returns. */
export type ProtocolClient = ReturnType<typeof createProtocolClient>;
