/**
 * RPC error classification and retry (docs/reference/indexer.md#retryable-and-fatal-errors, after ponder's
 * `internal/errors.ts`):
 * every failure is retryable or not, rate limits honour `Retry-After`, a "range too large" answer
 * carries the range the provider suggests, and "unknown block" is surfaced as a reorg signal.
 * Also the indexer's HTTP transport, which batches JSON-RPC requests (transport.ts).
 */

import type { Transport } from "viem";
import { ContractkitError } from "../../../generated/http/errors.ts";
import { batchingHttpTransport } from "./transport.ts";

/** What kind of failure an RPC error is. */
export type RpcFailureKind = "rate_limited" | "range_too_large" | "unknown_block" | "transient" | "fatal";

/** A classified RPC failure. */
export interface RpcFailure {
  kind: RpcFailureKind;
  /** True when the same request may succeed later (rate limits and transient failures). */
  retryable: boolean;
  message: string;
  /** Delay the server asked for (`Retry-After`), in milliseconds. */
  retryAfterMs?: number;
  /** For `range_too_large`: the number of blocks the provider suggests, when it says so. */
  suggestedBlocks?: number;
}

/** An indexer failure with its classification; `cause` keeps the original error. */
export class IndexerError extends ContractkitError {
  override readonly name: string = "IndexerError";
  override readonly code: string = "indexer_rpc_failed";
  declare readonly retryable: boolean;
  constructor(message: string, retryable: boolean, options?: { cause?: unknown }) {
    super(message, { ...options, retryable });
  }
}

/**
 * A reorg reached below the finality boundary: the indexer stops rather than guess (docs/reference/indexer.md#reorgs).
 */
export class ReorgTooDeepError extends IndexerError {
  override readonly name = "ReorgTooDeepError";
  override readonly code = "reorg_too_deep";
  constructor(
    readonly chainId: number,
    readonly floorBlock: number,
  ) {
    super(
      `chain ${chainId}: reorg deeper than the finality boundary (block ${floorBlock} changed); raise finalityDepth or re-index from a new data file`,
      false,
    );
  }
}

interface ErrorFacts {
  messages: string[];
  statuses: number[];
  codes: number[];
  retryAfter?: string;
}

function collectFacts(error: unknown): ErrorFacts {
  const facts: ErrorFacts = { messages: [], statuses: [], codes: [] };
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== null && current !== undefined && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const e = current as {
      message?: unknown;
      details?: unknown;
      shortMessage?: unknown;
      status?: unknown;
      code?: unknown;
      headers?: unknown;
      cause?: unknown;
    };
    // viem's shortMessage/details are one line each; its message repeats them with the request body.
    for (const text of [e.shortMessage, e.details, e.message]) if (typeof text === "string") facts.messages.push(text);
    if (typeof e.status === "number") facts.statuses.push(e.status);
    if (typeof e.code === "number") facts.codes.push(e.code);
    if (e.headers && typeof (e.headers as Headers).get === "function") {
      const value = (e.headers as Headers).get("retry-after");
      if (value && facts.retryAfter === undefined) facts.retryAfter = value;
    }
    current = e.cause;
  }
  if (typeof error === "string") facts.messages.push(error);
  return facts;
}

/** Parses `Retry-After` (delta-seconds or an HTTP-date, RFC 9110 §10.2.3) into milliseconds. */
export function parseRetryAfter(value: string, now = Date.now()): number | undefined {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

const RANGE_PATTERNS = [
  /block range/i,
  /range (is )?too (large|wide|big)/i,
  /more than \d+ (results|logs)/i,
  /query returned more than/i,
  /response size (should not|exceed)/i,
  /too many (logs|results|blocks)/i,
  /exceed(s|ed)? (the )?(max(imum)?|limit)/i,
  // viem's own cap on a response (10 MB): a range with too many logs, wherever the provider has no limit.
  /response body exceeded the size limit/i,
];

/** The block count a provider suggests in its error message, if any. */
export function suggestedRangeBlocks(message: string): number | undefined {
  // Alchemy/Infura style: "... this block range should work: [0x10, 0x1f]".
  const pair = message.match(/\[\s*(0x[0-9a-f]+|\d+)\s*,\s*(0x[0-9a-f]+|\d+)\s*\]/i);
  if (pair) {
    const from = Number(BigInt(pair[1]!));
    const to = Number(BigInt(pair[2]!));
    if (to >= from) return to - from + 1;
  }
  // "... up to a 2000 block range" / "block range is limited to 1000" / "max 500 blocks".
  const size =
    message.match(/(\d+)\s*block range/i) ??
    message.match(/block range[^\d]{0,40}(\d+)/i) ??
    message.match(/(\d+)\s*blocks/i);
  if (size) {
    const n = Number(size[1]);
    if (Number.isSafeInteger(n) && n > 0) return n;
  }
  return undefined;
}

/**
 * Classifies any failure of the indexer: an {@link IndexerError} by its own flag, anything thrown by
 * a viem request by its status, code and message. The one place that decides retryable vs fatal.
 */
export function classifyRpcError(error: unknown): RpcFailure {
  if (error instanceof IndexerError) {
    return { kind: error.retryable ? "transient" : "fatal", retryable: error.retryable, message: error.message };
  }
  const facts = collectFacts(error);
  const text = facts.messages.join(" | ");
  const message = (facts.messages.slice(0, 2).join(": ") || String(error)).split("\n")[0]!;
  if (
    facts.statuses.includes(429) ||
    facts.codes.includes(429) ||
    facts.codes.includes(-32007) ||
    /rate limit|too many requests/i.test(text)
  ) {
    const retryAfterMs = facts.retryAfter === undefined ? undefined : parseRetryAfter(facts.retryAfter);
    return { kind: "rate_limited", retryable: true, message, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
  }
  if (/unknown block|block not found|header not found|unknown hash|block .* not found/i.test(text)) {
    return { kind: "unknown_block", retryable: false, message };
  }
  if (facts.codes.includes(-32005) || RANGE_PATTERNS.some((p) => p.test(text))) {
    const suggestedBlocks = suggestedRangeBlocks(text);
    return {
      kind: "range_too_large",
      retryable: true,
      message,
      ...(suggestedBlocks === undefined ? {} : { suggestedBlocks }),
    };
  }
  if (
    facts.statuses.some((s) => s >= 500 || s === 408) ||
    facts.codes.includes(-32603) ||
    /fetch failed|ECONNREFUSED|ECONNRESET|ETIMEDOUT|socket hang up|timed? ?out|network|HTTP request failed/i.test(text)
  ) {
    return { kind: "transient", retryable: true, message };
  }
  return { kind: "fatal", retryable: false, message };
}

/** Options of {@link withRetry}. */
export interface RetryOptions {
  /** Attempts in total (first call included). */
  attempts: number;
  /** Backoff base in ms, doubled per attempt when the server gives no `Retry-After`. */
  baseDelayMs: number;
  /** Longest wait between attempts. */
  maxDelayMs: number;
  sleep: (ms: number) => Promise<void>;
  onRetry?: (failure: RpcFailure, attempt: number, delayMs: number) => void;
}

/**
 * Runs `request`, retrying rate limits (after `Retry-After` when given) and transient failures
 * with exponential backoff. Range and unknown-block failures are rethrown at once: the caller
 * reacts to them (shrink the range, roll back).
 */
export async function withRetry<T>(request: () => Promise<T>, options: RetryOptions): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await request();
    } catch (error) {
      const failure = classifyRpcError(error);
      const retry = (failure.kind === "rate_limited" || failure.kind === "transient") && attempt < options.attempts;
      if (!retry) throw error;
      const backoff = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
      const delay = Math.min(options.maxDelayMs, failure.retryAfterMs ?? backoff);
      options.onRetry?.(failure, attempt, delay);
      await options.sleep(delay);
    }
  }
}

/** Logs one `eth_getLogs` should return (about 6 MB of JSON): the range shrinks to keep near it. */
export const TARGET_LOGS_PER_REQUEST = 10_000;

/**
 * Blocks of the first request at most: the chain's log density is unknown then, and on a dense
 * chain a blind `initialLogRange` can mean a response of 100 MB that nothing else overlaps with.
 */
export const FIRST_REQUEST_MAX_BLOCKS = 100;

/**
 * The adaptive `eth_getLogs` range (docs/reference/indexer.md#sync). The first request covers at most
 * {@link FIRST_REQUEST_MAX_BLOCKS} of `initial` blocks. After a success the range grows — fourfold
 * (and at least to `initial`) until the provider has refused a range, by a quarter after that — up
 * to `max`, but never beyond the blocks that would return about `targetLogs` logs at the density
 * just seen, so a dense stretch of chain comes in pieces a node serves quickly and a process parses
 * without a long pause. A range error halves it, or takes the range the provider suggests.
 */
export class LogRangeSizer {
  private current: number;
  /** A provider refused a range: grow cautiously from now on. */
  private limited = false;

  constructor(
    private readonly initial: number,
    private readonly max: number,
    private readonly targetLogs = TARGET_LOGS_PER_REQUEST,
  ) {
    this.current = Math.max(1, Math.min(initial, max, FIRST_REQUEST_MAX_BLOCKS));
  }

  /** The number of blocks to ask for next. */
  get size(): number {
    return this.current;
  }

  /** After a successful request of `blocks` blocks that returned `logs` logs. */
  grow(blocks: number, logs: number): void {
    const grown = this.limited
      ? Math.max(this.current + 1, Math.floor(this.current * 1.25))
      : Math.max(this.initial, this.current * 4);
    const byDensity = logs > 0 ? Math.max(1, Math.floor((blocks * this.targetLogs) / logs)) : Number.POSITIVE_INFINITY;
    this.current = Math.max(1, Math.min(this.max, grown, byDensity));
  }

  /** After a range error; `suggested` is the provider's hint. Returns false when already at 1 block. */
  shrink(suggested?: number): boolean {
    this.limited = true;
    if (this.current === 1) return false;
    const next = suggested !== undefined && suggested < this.current ? suggested : Math.floor(this.current / 2);
    this.current = Math.max(1, next);
    return true;
  }
}

/** Options of {@link createRpcTransport}. */
export interface RpcTransportOptions {
  /** Most JSON-RPC requests per HTTP call. Default {@link RPC_BATCH_SIZE}. */
  batchSize?: number;
  /** Called before every HTTP call (the bench counts them). */
  onFetchRequest?: (request: Request) => void;
}

/** Largest response the transport reads. */
export const MAX_RESPONSE_BYTES = 256 * 1024 * 1024;

/** JSON-RPC requests per HTTP call: large enough to amortise a round trip, small enough for public endpoints. */
export const RPC_BATCH_SIZE = 100;

/**
 * The indexer's HTTP transport: requests issued in the same turn of the event loop travel as one
 * JSON-RPC batch (transport.ts), so the receipts, headers and pinned `eth_call`s a backfill issues
 * together cost one round trip per {@link RPC_BATCH_SIZE}. No viem-level retries: {@link withRetry}
 * retries each request after classifying its failure.
 */
export function createRpcTransport(url: string, options: RpcTransportOptions = {}): Transport {
  return batchingHttpTransport(url, {
    batchSize: options.batchSize ?? RPC_BATCH_SIZE,
    // viem's default cap is 10 MB. The first range of a backfill is sized blind (initialLogRange),
    // and on a dense chain it can hold far more logs than that; later ranges follow the density.
    maxResponseBodySize: MAX_RESPONSE_BYTES,
    ...(options.onFetchRequest === undefined ? {} : { onFetchRequest: options.onFetchRequest }),
  });
}
