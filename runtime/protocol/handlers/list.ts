/**
 * What every list operation shares (one module per operation beside this one): the chain a request
 * reads, its cursor position under the filters it sends, time and range filters, and the page it
 * answers with. A failure is thrown as an {@link HttpFailure} and answered by {@link serveList}.
 */
import type * as Api from "../../../generated/protocol/index.js";
import type { ProtocolHandlers } from "../../../generated/protocol/server.js";
import { CursorError, decodeCursor, encodeCursor, filterFingerprint } from "../query/cursor.ts";
import { type CollectionIndex, partitionPoint } from "../query/indexes.ts";
import { type ListPage, listPage, type PageItems } from "../query/page.ts";
import type { PriceSource } from "../query/views.ts";
import { backfilling, badRequest, errorEnvelope, guarded, HttpFailure } from "./errors.ts";
import type { ChainRuntime } from "./options.ts";

/** What the list operations read besides their request. */
export interface ListContext {
  chains: ReadonlyMap<number, ChainRuntime>;
  prices: PriceSource;
  /** The spec's chain names and their ids (see {@link chainIdsFromDocument}). */
  chainIdsByName: ReadonlyMap<string, number>;
  /** Wall clock in ms. */
  now: () => number;
}

/** The request of the operation `name`. */
export type RequestOf<Name extends keyof ProtocolHandlers> = Parameters<ProtocolHandlers[Name]>[0];

/** The query members every list shares: the chain (by id or name) and the cursor (by either name). */
export interface ListSelectors {
  chainId?: number;
  chainName?: Api.ChainName;
  nextCursor?: string;
  cursor?: string;
}

export const lower = (text: string) => text.toLowerCase();

/** A filter value lowercased, as the records' keys are; undefined when it is not sent. */
export const lowered = (text: string | undefined) => text?.toLowerCase();

/** Seconds since the epoch of an ISO date-time, or undefined when it is not sent. */
export const seconds = (iso: string | undefined) => (iso === undefined ? undefined : Date.parse(iso) / 1000);

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

/** Runs a list operation: its body with status 200, or the response of the {@link HttpFailure} it threw. */
export function serveList<V>(run: () => V) {
  return guarded(() => ({ status: 200 as const, body: run() }));
}

/** The chain a read asks for: 400 when not indexed, 503 while it backfills. */
export function readableChain(context: ListContext, chainId: number | undefined): ChainRuntime {
  const id = chainId ?? 1;
  const chain = context.chains.get(id);
  if (!chain) {
    throw new HttpFailure(
      400,
      errorEnvelope("bad_request", `Chain ${id} is not indexed by this service.`, {
        indexedChainIds: [...context.chains.keys()].sort((a, b) => a - b),
      }),
    );
  }
  if (!chain.status().ready) {
    const { status, body, headers } = backfilling(id);
    throw new HttpFailure(status, body, headers);
  }
  return chain;
}

/** The chain's "now": its latest indexed block time (spec OrderStatus, LimitOrderMarket). */
export const chainNow = (context: ListContext, chain: ChainRuntime) =>
  chain.state.lastBlockTimestamp ?? Math.floor(context.now() / 1000);

/**
 * The chain a list asks for: `chainId`, or the real clients' `chainName` (spec `ChainName`); 400
 * when both are sent and name different chains. 1 when neither is sent. Whether `chainId` was
 * sent is read from the raw query, since the validator fills in its default (a direct call
 * without a raw query is taken at its typed query).
 */
function requestedChainId(context: ListContext, q: ListSelectors, rawQuery: string | undefined): number {
  const sent = rawQuery === undefined ? q.chainId !== undefined : new URLSearchParams(rawQuery).has("chainId");
  const sentId = sent ? q.chainId : undefined;
  if (q.chainName === undefined) return sentId ?? 1;
  const named = context.chainIdsByName.get(q.chainName);
  if (named === undefined) throw badRequest(`chainName ${q.chainName} is not a chain this service knows.`, "chainName");
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

/** A list request as the dispatcher passes it: the typed query and the raw query string (over HTTP). */
export interface ListRequest<Q extends ListSelectors> {
  query: Q;
  raw: { query?: string | undefined };
}

/**
 * The chain, filter fingerprint and cursor position of a request of the list `list`. The aliases are
 * folded before fingerprinting, so a cursor is valid under either spelling of the chain and the
 * cursor; `normalised` are filters as fingerprinted where the query's own spelling differs (defaults
 * filled in, sets sorted).
 */
export function listScope<Q extends ListSelectors>(
  context: ListContext,
  list: string,
  request: ListRequest<Q>,
  normalised: Record<string, unknown> = {},
) {
  // Read as the shared members: the fingerprint takes every member the query has, as plain data.
  const q: ListSelectors = request.query;
  const chainId = requestedChainId(context, q, request.raw.query);
  const cursor = requestedCursor(q);
  const chain = readableChain(context, chainId);
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

/** A page of views of `items`; `lastKey` (when more follow) becomes the next cursor. */
export function page<R, V>(items: R[], lastKey: string | null, fingerprint: string, view: (record: R) => V) {
  return {
    items: items.map(view),
    nextCursor: lastKey === null ? null : encodeCursor(lastKey, fingerprint),
    hasMore: lastKey !== null,
  };
}

/** {@link page} whose JSON is the records' kept item texts joined (query/page.ts). */
export function keptPage<R extends object, V>(
  items: R[],
  lastKey: string | null,
  fingerprint: string,
  made: PageItems<R, V>,
): ListPage<V> {
  return listPage(items, lastKey === null ? null : encodeCursor(lastKey, fingerprint), made);
}

/** A query's `fromTimestamp`/`toTimestamp` in seconds (either may be open); 400 when it starts after it ends. */
export function timestampRange(q: { fromTimestamp?: string; toTimestamp?: string }): TimeRange {
  const range = { fromTs: seconds(q.fromTimestamp), toTs: seconds(q.toTimestamp) };
  rangeCheck(range.fromTs, range.toTs, "Timestamp");
  return range;
}

/** Seconds since the epoch, from (inclusive) and to (exclusive); undefined = open. */
export interface TimeRange {
  fromTs: number | undefined;
  toTs: number | undefined;
}

/** Positions [from, to) of keys whose record's timestamp is in the range (monotone in the block order). */
export function timeWindow<R extends object>(
  index: CollectionIndex<R>,
  keys: readonly string[],
  positions: { from: number; to: number },
  timestamp: (r: R) => number,
  { fromTs, toTs }: TimeRange,
) {
  const { from, to } = positions;
  const start =
    fromTs === undefined ? from : partitionPoint(from, to, (i) => timestamp(index.get(keys[i]!)!) >= fromTs);
  const end = toTs === undefined ? to : partitionPoint(start, to, (i) => timestamp(index.get(keys[i]!)!) >= toTs);
  return { from: start, to: end };
}

/** 400 when a `from<name>`/`to<name>` range starts after it ends. */
export function rangeCheck(from: number | undefined, to: number | undefined, name: string) {
  if (from !== undefined && to !== undefined && from > to)
    throw badRequest(`${name} range starts after it ends.`, `from${name}`);
}
