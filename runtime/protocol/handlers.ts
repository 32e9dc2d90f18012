/**
 * The protocol query service: one typed handler per operation of `ProtocolHandlers`, answering from
 * the in-memory indexes over the store (runtime/protocol/query) and accepting signed orders
 * (runtime/protocol/orders.ts). Every status and error body is one the spec declares.
 */

import { ContractkitError } from "../../generated/http/errors.ts";
import type { DispatchError } from "../../generated/http/server.js";
import type * as Api from "../../generated/protocol/index.js";
import type { ProtocolHandlers } from "../../generated/protocol/server.js";
import { type DocsPage, docsResponse, documentForServer, renderDocsPage } from "../http/docs.ts";
import type { ChainConfig } from "./config.ts";
import type { IndexerStatus } from "./indexer/indexer.ts";
import { replayOrderEvents } from "./indexer/order-events.ts";
import { type OrderChainChecks, sameSubmission, settlePremium, validateOrder } from "./orders.ts";
import { CursorError, decodeCursor, encodeCursor, filterFingerprint } from "./query/cursor.ts";
import {
  type ChainIndexes,
  type CollectionIndex,
  lowerBound,
  pad,
  partitionPoint,
  readPage,
  upperBound,
} from "./query/indexes.ts";
import {
  flowStamp,
  type ListPage,
  listPage,
  marketStamp,
  orderStamp,
  type PageItems,
  recordOnly,
} from "./query/page.ts";
import {
  effectiveStatus,
  fillView,
  flowView,
  isListedOn,
  isMarketActive,
  marketView,
  orderView,
  type PriceSource,
  poolView,
  whitelistEnabled,
  whitelistItemView,
} from "./query/views.ts";
import type { ChainState, FlowRecord, OrderRecord } from "./records.ts";
import type { ProtocolStore } from "./store.ts";

/** One indexed chain as the handlers see it. */
export interface ChainRuntime {
  config: ChainConfig;
  state: ChainState;
  indexes: ChainIndexes;
  status(): IndexerStatus;
  checks: OrderChainChecks;
}

/**
 * Where accepted orders go when several processes share one database (pg/orders.ts): a store that
 * accepts each order hash once across processes. Without one, orders are written to the store here.
 */
export interface OrderIntake {
  /** An order accepted by any process, which this process's state may not hold yet. */
  find(orderHash: string): Promise<OrderRecord | undefined>;
  /** Stores `record` unless its hash is stored: resolves with `record`, or with the order stored first. */
  accept(record: OrderRecord): Promise<OrderRecord>;
}

/** Options of {@link createProtocolHandlers}. */
export interface ProtocolHandlerOptions {
  chains: ReadonlyMap<number, ChainRuntime>;
  store: ProtocolStore;
  prices: PriceSource;
  /** The OpenAPI document served at `/openapi.json`. */
  document: Record<string, unknown>;
  /** The URL `/openapi.json` names in `servers` (the configured public URL or the bound address). */
  publicUrl?: () => string | undefined;
  /** Wall clock in ms (order acceptance time, rate limiting). */
  now?: () => number;
  /** Submissions per client per rolling window (spec: 100 per 60 s). */
  rateLimit?: { requests: number; windowMs: number };
  /** Accepts orders across processes (PostgreSQL); default: written to `store` directly. */
  orderIntake?: OrderIntake;
}

type ErrorCode = Api.ErrorEnvelope["error"];

/** Spec `ErrorEnvelope`. */
export function errorEnvelope(error: ErrorCode, message: string, details?: Record<string, unknown>): Api.ErrorEnvelope {
  return details === undefined ? { error, message } : { error, message, details };
}

/**
 * Renders the dispatcher's own errors in the envelope. A 400 lists every problem in
 * `details.fields` as `{path, message}`, `path` a JSON Pointer prefixed by where the value is
 * (`/query/limit`, `/body/premium`): the same shape the bank uses (docs/conventions.md).
 */
export function dispatchErrorBody(error: DispatchError): Api.ErrorEnvelope {
  if (error.status === 400 && Array.isArray(error.details)) {
    const fields = (error.details as Array<{ path: string; message: string }>).map(({ path, message }) => ({
      path,
      message,
    }));
    return errorEnvelope("bad_request", error.message, { fields });
  }
  const code = (error.code === "unauthorized" || error.code === "forbidden" ? "bad_request" : error.code) as ErrorCode;
  return errorEnvelope(code, error.message);
}

/** A handler-level failure carrying its status and envelope. */
class HttpFailure extends ContractkitError {
  override readonly name = "HttpFailure";
  /** The envelope's wire code (docs/errors.md). */
  override readonly code: string;
  constructor(
    readonly status: 400 | 503,
    readonly body: Api.ErrorEnvelope,
    readonly headers?: Record<string, string>,
  ) {
    super(body.message);
    this.code = body.error;
  }
}

/** A 400 about one query parameter, its `details.fields` pointing at `/query/<name>`. */
const badRequest = (message: string, name: string) =>
  new HttpFailure(400, errorEnvelope("bad_request", message, { fields: [{ path: `/query/${name}`, message }] }));

/** Seconds a client should wait while a chain backfills. */
const NOT_READY_RETRY_SECONDS = 5;

const lower = (text: string) => text.toLowerCase();
const seconds = (iso: string) => Date.parse(iso) / 1000;

/** The query members every list shares: the chain (by id or name) and the cursor (by either name). */
interface ListSelectors {
  chainId?: number;
  chainName?: Api.ChainName;
  nextCursor?: string;
  cursor?: string;
}

/** The spec's chain names and their ids (`ChainName` `x-chain-ids`), read from the served document. */
export function chainIdsFromDocument(document: Record<string, unknown>): ReadonlyMap<string, number> {
  const components = document.components as { schemas?: Record<string, Record<string, unknown>> } | undefined;
  const table = components?.schemas?.ChainName?.["x-chain-ids"];
  if (typeof table !== "object" || table === null) throw new Error("the document has no ChainName x-chain-ids");
  return new Map(
    Object.entries(table as Record<string, unknown>).filter(
      (entry): entry is [string, number] => typeof entry[1] === "number",
    ),
  );
}

/** Builds every operation's handler. */
export function createProtocolHandlers(options: ProtocolHandlerOptions): ProtocolHandlers {
  const now = options.now ?? Date.now;
  const rateLimit = options.rateLimit ?? { requests: 100, windowMs: 60_000 };
  const submissions = new Map<string, number[]>();
  const version = String((options.document.info as { version?: unknown } | undefined)?.version ?? "");
  const chainIdsByName = chainIdsFromDocument(options.document);
  let docsPage: DocsPage | undefined;

  /** The chain a read asks for: 400 when not indexed, 503 while it backfills. */
  function readableChain(chainId: number | undefined): ChainRuntime {
    const id = chainId ?? 1;
    const chain = options.chains.get(id);
    if (!chain) {
      throw new HttpFailure(
        400,
        errorEnvelope("bad_request", `Chain ${id} is not indexed by this service.`, {
          indexedChainIds: [...options.chains.keys()].sort((a, b) => a - b),
        }),
      );
    }
    if (!chain.status().ready) {
      throw new HttpFailure(
        503,
        errorEnvelope("service_unavailable", `Chain ${id} is still backfilling; try again shortly.`, {
          retryAfterSeconds: NOT_READY_RETRY_SECONDS,
        }),
        { "retry-after": String(NOT_READY_RETRY_SECONDS) },
      );
    }
    return chain;
  }

  /** The chain's "now": its latest indexed block time (spec OrderStatus, LimitOrderMarket). */
  const chainNow = (chain: ChainRuntime) => chain.state.lastBlockTimestamp ?? Math.floor(now() / 1000);

  function cursorKey(
    list: string,
    filters: Record<string, unknown>,
    cursor: { value: string; param: string } | undefined,
  ): { fingerprint: string; after: string | undefined } {
    const fingerprint = filterFingerprint(list, filters);
    if (cursor === undefined) return { fingerprint, after: undefined };
    try {
      return { fingerprint, after: decodeCursor(cursor.value, fingerprint) };
    } catch (error) {
      if (error instanceof CursorError) throw badRequest(error.message, cursor.param);
      throw error;
    }
  }

  /**
   * The chain a list asks for: `chainId`, or the real clients' `chainName` (spec `ChainName`); 400
   * when both are sent and name different chains. 1 when neither is sent. Whether `chainId` was
   * sent is read from the raw query, since the validator fills in its default (a direct call
   * without a raw query is taken at its typed query).
   */
  function requestedChainId(q: ListSelectors, rawQuery: string | undefined): number {
    const sent = rawQuery === undefined ? q.chainId !== undefined : new URLSearchParams(rawQuery).has("chainId");
    const sentId = sent ? q.chainId : undefined;
    if (q.chainName === undefined) return sentId ?? 1;
    const named = chainIdsByName.get(q.chainName);
    if (named === undefined)
      throw badRequest(`chainName ${q.chainName} is not a chain this service knows.`, "chainName");
    if (sentId !== undefined && sentId !== named)
      throw badRequest(`chainName ${q.chainName} is chain ${named}, but chainId is ${sentId}.`, "chainName");
    return named;
  }

  /** The cursor of a list request: `nextCursor`, or its alias `cursor`; 400 when both are sent and differ. */
  function requestedCursor(q: ListSelectors): { value: string; param: string } | undefined {
    if (q.cursor !== undefined && q.nextCursor !== undefined && q.cursor !== q.nextCursor)
      throw badRequest("cursor and nextCursor differ; send one of them (they are the same parameter).", "cursor");
    if (q.nextCursor !== undefined) return { value: q.nextCursor, param: "nextCursor" };
    return q.cursor === undefined ? undefined : { value: q.cursor, param: "cursor" };
  }

  /**
   * The chain, filter fingerprint and cursor position of a list request. The aliases are folded
   * before fingerprinting, so a cursor is valid under either spelling of the chain and the cursor.
   */
  function listScope(
    list: string,
    q: ListSelectors,
    rawQuery: string | undefined,
    normalised: Record<string, unknown> = {},
  ) {
    const chainId = requestedChainId(q, rawQuery);
    const cursor = requestedCursor(q);
    const chain = readableChain(chainId);
    const filters = {
      ...q,
      ...normalised,
      limit: undefined,
      nextCursor: undefined,
      cursor: undefined,
      chainName: undefined,
      chainId,
    };
    return { chain, ...cursorKey(list, filters, cursor) };
  }

  function page<R, V>(items: R[], lastKey: string | null, fingerprint: string, view: (record: R) => V) {
    return {
      items: items.map(view),
      nextCursor: lastKey === null ? null : encodeCursor(lastKey, fingerprint),
      hasMore: lastKey !== null,
    };
  }

  /** {@link page} whose JSON is the records' kept item texts joined (query/page.ts). */
  function keptPage<R extends object, V>(
    items: R[],
    lastKey: string | null,
    fingerprint: string,
    made: PageItems<R, V>,
  ): ListPage<V> {
    return listPage(items, lastKey === null ? null : encodeCursor(lastKey, fingerprint), made);
  }

  /** Runs a list handler, turning {@link HttpFailure}s into their responses. */
  async function guarded<T>(
    run: () => T | Promise<T>,
  ): Promise<T | { status: 400 | 503; body: Api.ErrorEnvelope; headers?: Record<string, string> }> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof HttpFailure)
        return { status: error.status, body: error.body, ...(error.headers ? { headers: error.headers } : {}) };
      throw error;
    }
  }

  /** Positions [from, to) of keys whose record's timestamp is in [fromTs, toTs) (monotone in the block order). */
  function timeWindow<R extends object>(
    index: CollectionIndex<R>,
    keys: readonly string[],
    from: number,
    to: number,
    timestamp: (r: R) => number,
    fromTs?: number,
    toTs?: number,
  ) {
    const start =
      fromTs === undefined ? from : partitionPoint(from, to, (i) => timestamp(index.get(keys[i]!)!) >= fromTs);
    const end = toTs === undefined ? to : partitionPoint(start, to, (i) => timestamp(index.get(keys[i]!)!) >= toTs);
    return { from: start, to: end };
  }

  function rangeCheck(from: number | undefined, to: number | undefined, name: string) {
    if (from !== undefined && to !== undefined && from > to)
      throw badRequest(`${name} range starts after it ends.`, `from${name}`);
  }

  return {
    async getHealth() {
      const chains: Api.ChainHealth[] = [...options.chains.values()]
        .map((chain) => {
          const s = chain.status();
          return {
            chainId: s.chainId,
            ready: s.ready,
            lastIndexedBlock: s.lastIndexedBlock,
            headBlock: s.headBlock,
            headLag:
              s.headBlock === null || s.lastIndexedBlock === null
                ? null
                : Math.max(0, s.headBlock - s.lastIndexedBlock),
            reorgCount: s.reorgCount,
            lastError: s.lastError,
          };
        })
        .sort((a, b) => a.chainId - b.chainId);
      const status: Api.Health["status"] = chains.some((c) => c.lastError !== null)
        ? "error"
        : chains.every((c) => c.ready)
          ? "ok"
          : "syncing";
      return { status: 200, body: { status, version, chains } };
    },

    async getDocs({ raw }) {
      docsPage ??= renderDocsPage("Protocol Data Service");
      return docsResponse(docsPage, raw.headers["accept-encoding"]);
    },

    async getOpenApiDocument() {
      return { status: 200, body: documentForServer(options.document, options.publicUrl?.()) };
    },

    async listPools(request) {
      return guarded(() => {
        const q = request.query;
        const { chain, fingerprint, after } = listScope("pools", q, request.raw.query);
        const partition = q.poolId
          ? `id:${lower(q.poolId)}`
          : q.principalAddress
            ? `pt:${lower(q.principalAddress)}`
            : q.swapAddress
              ? `st:${lower(q.swapAddress)}`
              : q.collateralAddress
                ? `c:${lower(q.collateralAddress)}`
                : q.referenceAddress
                  ? `r:${lower(q.referenceAddress)}`
                  : "*";
        const before = q.expiryBefore === undefined ? undefined : seconds(q.expiryBefore);
        const afterExpiry = q.expiryAfter === undefined ? undefined : seconds(q.expiryAfter);
        const result = readPage({
          index: chain.indexes.pools,
          partition,
          descending: false,
          after,
          limit: q.limit ?? 2000,
          where: (p) =>
            (q.poolId === undefined || p.poolId === lower(q.poolId)) &&
            (q.collateralAddress === undefined || lower(p.collateralToken.address) === lower(q.collateralAddress)) &&
            (q.referenceAddress === undefined || lower(p.referenceToken.address) === lower(q.referenceAddress)) &&
            (q.principalAddress === undefined || lower(p.principalToken.address) === lower(q.principalAddress)) &&
            (q.swapAddress === undefined || lower(p.swapToken.address) === lower(q.swapAddress)) &&
            (q.poolWhitelistStatus === undefined ||
              whitelistEnabled(chain.state, p.poolId) === (q.poolWhitelistStatus === "enabled")) &&
            (before === undefined || p.expiry < before) &&
            (afterExpiry === undefined || p.expiry > afterExpiry),
        });
        return {
          status: 200 as const,
          body: page(result.items, result.lastKey, fingerprint, (p) =>
            poolView(p, options.prices, whitelistEnabled(chain.state, p.poolId)),
          ),
        };
      });
    },

    async listWhitelistedAddresses(request) {
      return guarded(() => {
        const q = request.query;
        const { chain, fingerprint, after } = listScope("whitelisted-addresses", q, request.raw.query);
        const wallet = q.walletAddress === undefined ? undefined : lower(q.walletAddress);
        const result = readPage({
          index: chain.indexes.pools,
          partition: q.poolId ? `id:${lower(q.poolId)}` : "*",
          descending: false,
          after,
          limit: q.limit ?? 2000,
          where: (p) =>
            (q.poolWhitelistStatus === undefined ||
              whitelistEnabled(chain.state, p.poolId) === (q.poolWhitelistStatus === "enabled")) &&
            (wallet === undefined || isListedOn(chain.state, p.poolId, wallet)),
        });
        return {
          status: 200 as const,
          body: page(result.items, result.lastKey, fingerprint, (p) =>
            whitelistItemView(chain.state, p, chain.config.contracts.whitelistManager),
          ),
        };
      });
    },

    async listFlows(request) {
      return guarded(() => {
        const q = request.query;
        if (q.walletAddress === undefined && q.poolId === undefined) {
          throw new HttpFailure(
            400,
            errorEnvelope("bad_request", "Supply at least walletAddress or poolId.", {
              fields: [{ path: "/query/walletAddress", message: "walletAddress or poolId is required" }],
            }),
          );
        }
        const fromTs = q.fromTimestamp === undefined ? undefined : seconds(q.fromTimestamp);
        const toTs = q.toTimestamp === undefined ? undefined : seconds(q.toTimestamp);
        rangeCheck(fromTs, toTs, "Timestamp");
        rangeCheck(q.fromBlock, q.toBlock, "Block");
        const { chain, fingerprint, after } = listScope("flows", q, request.raw.query);
        const wallet = q.walletAddress === undefined ? undefined : lower(q.walletAddress);
        const pool = q.poolId === undefined ? undefined : lower(q.poolId);
        let partition = wallet && pool ? `wp:${wallet}:${pool}` : wallet ? `w:${wallet}` : `p:${pool}`;
        if (q.actionType) partition += `|a:${q.actionType}`;
        const index = chain.indexes.flows;
        const keys = index.keys(partition);
        // Block bounds are a key prefix: every key of block b starts with pad(b) + ":".
        const from = q.fromBlock === undefined ? 0 : lowerBound(keys, `${pad(q.fromBlock)}:`);
        const to = q.toBlock === undefined ? keys.length : upperBound(keys, `${pad(q.toBlock)};`);
        const range = timeWindow(
          index,
          keys,
          from,
          Math.max(from, to),
          (f: FlowRecord) => f.blockTimestamp,
          fromTs,
          toTs,
        );
        const result = readPage({ index, partition, descending: true, after, limit: q.limit ?? 2000, range });
        return {
          status: 200 as const,
          body: keptPage(result.items, result.lastKey, fingerprint, {
            index,
            view: (f) => flowView(f, chain.state.pools[f.poolId]!, options.prices),
            stamp: flowStamp(
              options.prices,
              (f) => chain.state.pools[f.poolId]!,
              (poolId) => chain.indexes.poolVersion(poolId),
            ),
          }),
        };
      });
    },

    async listLimitOrderMarkets(request) {
      return guarded(() => {
        const q = request.query;
        const { chain, fingerprint, after } = listScope("markets", q, request.raw.query, {
          onlyActive: q.onlyActive ?? false,
        });
        const nowSeconds = chainNow(chain);
        const result = readPage({
          index: chain.indexes.markets,
          partition: q.poolId ? `p:${lower(q.poolId)}` : "*",
          descending: false,
          after,
          limit: q.limit ?? 100,
          where: (m) => !q.onlyActive || isMarketActive(m, nowSeconds),
        });
        return {
          status: 200 as const,
          body: keptPage(result.items, result.lastKey, fingerprint, {
            index: chain.indexes.markets,
            view: (m) => marketView(m, nowSeconds),
            stamp: marketStamp(nowSeconds),
          }),
        };
      });
    },

    async getOrderbook(request) {
      return guarded(() => {
        const q = request.query;
        const requested =
          q.status === undefined ? undefined : Array.isArray(q.status) ? q.status : [q.status as Api.OrderStatus];
        const wanted = new Set<Api.OrderStatus>(requested ?? ["OPEN", "PARTIALLY_FILLED"]);
        // Spec: OPEN also returns PARTIALLY_FILLED (both fillable).
        if (wanted.has("OPEN")) wanted.add("PARTIALLY_FILLED");
        const { chain, fingerprint, after } = listScope("orderbook", q, request.raw.query, {
          status: [...wanted].sort(),
        });
        const maker = q.maker === undefined ? undefined : lower(q.maker);
        const pool = q.poolId === undefined ? undefined : lower(q.poolId);
        const partition = maker && pool ? `mp:${maker}:${pool}` : maker ? `m:${maker}` : pool ? `p:${pool}` : "*";
        const nowSeconds = chainNow(chain);
        const result = readPage({
          index: chain.indexes.orders,
          partition,
          descending: false,
          after,
          limit: q.limit ?? 100,
          where: (o: OrderRecord) =>
            (q.side === undefined || o.side === q.side) && wanted.has(effectiveStatus(o, nowSeconds)),
        });
        return {
          status: 200 as const,
          body: keptPage(result.items, result.lastKey, fingerprint, {
            index: chain.indexes.orders,
            view: (o) => orderView(o, nowSeconds),
            stamp: orderStamp(nowSeconds),
          }),
        };
      });
    },

    async listFills(request) {
      return guarded(() => {
        const q = request.query;
        const fromTs = q.fromTimestamp === undefined ? undefined : seconds(q.fromTimestamp);
        const toTs = q.toTimestamp === undefined ? undefined : seconds(q.toTimestamp);
        rangeCheck(fromTs, toTs, "Timestamp");
        const { chain, fingerprint, after } = listScope("fills", q, request.raw.query);
        const hash = q.orderHash === undefined ? undefined : lower(q.orderHash);
        const maker = q.maker === undefined ? undefined : lower(q.maker);
        const taker = q.taker === undefined ? undefined : lower(q.taker);
        const partition = hash
          ? taker
            ? `ot:${hash}:${taker}`
            : `o:${hash}`
          : maker
            ? taker
              ? `mt:${maker}:${taker}`
              : `m:${maker}`
            : taker
              ? `t:${taker}`
              : "*";
        const index = chain.indexes.fills;
        const keys = index.keys(partition);
        const range = timeWindow(index, keys, 0, keys.length, (f) => f.blockTimestamp, fromTs, toTs);
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
        return {
          status: 200 as const,
          body: keptPage(result.items, result.lastKey, fingerprint, { index, view: fillView, stamp: recordOnly }),
        };
      });
    },

    async submitLimitOrder(request) {
      // Step 1 of the spec's processing order ends with the premium pair (both names, one value).
      const body = settlePremium(request.body);
      if ("path" in body) {
        return {
          status: 400,
          body: errorEnvelope("bad_request", body.message, {
            fields: [{ path: `/body/${body.path}`, message: body.message }],
          }),
        };
      }
      const client = clientKey(request.raw.headers);
      const at = now();
      const recent = (submissions.get(client) ?? []).filter((t) => t > at - rateLimit.windowMs);
      if (recent.length >= rateLimit.requests) {
        const retryAfter = Math.max(1, Math.ceil((recent[0]! + rateLimit.windowMs - at) / 1000));
        submissions.set(client, recent);
        return {
          status: 429,
          body: errorEnvelope(
            "too_many_requests",
            `More than ${rateLimit.requests} submissions in ${rateLimit.windowMs / 1000} s.`,
            { retryAfterSeconds: retryAfter },
          ),
          headers: { "retry-after": String(retryAfter) },
        };
      }
      recent.push(at);
      submissions.set(client, recent);

      const replay = await findOrder(body.orderHash);
      if (replay) {
        return sameSubmission(replay, body)
          ? { status: 200, body: { orderHash: replay.orderHash } }
          : {
              status: 409,
              body: errorEnvelope("conflict", "An order with this orderHash is stored with a different body.", {
                orderHash: replay.orderHash,
              }),
            };
      }
      const chain = options.chains.get(body.chainId);
      if (!chain) return reject422("unknown_chain", `Chain ${body.chainId} is not indexed by this service.`);
      if (!chain.status().ready) {
        return {
          status: 503,
          body: errorEnvelope("service_unavailable", `Chain ${body.chainId} is still backfilling; try again shortly.`, {
            retryAfterSeconds: NOT_READY_RETRY_SECONDS,
          }),
          headers: { "retry-after": String(NOT_READY_RETRY_SECONDS) },
        };
      }
      let validation: Awaited<ReturnType<typeof validateOrder>>;
      try {
        validation = await validateOrder(body, {
          chainId: chain.config.chainId,
          domain: chain.config.orderDomain,
          marketForShare: (token) => chain.indexes.marketByShareToken.get(token),
          checks: chain.checks,
        });
      } catch {
        return {
          status: 503,
          body: errorEnvelope(
            "service_unavailable",
            `The RPC endpoint of chain ${body.chainId} is unreachable; try again shortly.`,
            { retryAfterSeconds: NOT_READY_RETRY_SECONDS },
          ),
          headers: { "retry-after": String(NOT_READY_RETRY_SECONDS) },
        };
      }
      if (!validation.ok) return reject422(validation.reason, validation.message);
      // A concurrent identical submission may have been stored while this one was checked.
      const raced = await findOrder(body.orderHash);
      if (raced) return answerStored(raced, body);
      const record: OrderRecord = { ...validation.order, createdAtMs: at, updatedAtMs: at };
      if (options.orderIntake !== undefined) {
        // The database accepts one order hash once, whichever process each submission reached.
        const stored = await options.orderIntake.accept(record);
        return stored === record ? { status: 201, body: { orderHash: record.orderHash } } : answerStored(stored, body);
      }
      // Not undo-logged: acceptance is not a chain event, so no reorg removes it.
      const writer = options.store.writer(chain.state);
      writer.put("orders", record.orderHash, record);
      // Fills or cancels the chain saw before this submission still count.
      replayOrderEvents(writer, record);
      await options.store.commit();
      return { status: 201, body: { orderHash: record.orderHash } };
    },
  };

  async function findOrder(orderHash: string): Promise<OrderRecord | undefined> {
    const key = lower(orderHash);
    for (const chain of options.chains.values()) {
      const order = chain.state.orders[key];
      if (order) return order;
    }
    return options.orderIntake?.find(key);
  }

  /** The answer to a submission of an order already stored: 200 for the same body, 409 for another. */
  function answerStored(stored: OrderRecord, body: Parameters<typeof sameSubmission>[1]) {
    return sameSubmission(stored, body)
      ? { status: 200 as const, body: { orderHash: stored.orderHash } }
      : {
          status: 409 as const,
          body: errorEnvelope("conflict", "An order with this orderHash is stored with a different body.", {
            orderHash: stored.orderHash,
          }),
        };
  }
}

function reject422(reason: string, message: string) {
  return { status: 422 as const, body: errorEnvelope("unprocessable_entity", message, { reason }) };
}

/**
 * The rate-limit key of a request: the first `X-Forwarded-For` hop when a proxy sets it, else one
 * shared bucket (the node adapter does not expose the socket address to handlers).
 */
function clientKey(headers: Readonly<Record<string, string | string[] | undefined>>): string {
  const forwarded = headers["x-forwarded-for"];
  const value = Array.isArray(forwarded) ? forwarded[0] : forwarded;
  return value?.split(",")[0]?.trim() || "direct";
}
