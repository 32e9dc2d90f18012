/**
 * `submitLimitOrder`, in the spec's processing order: the premium pair, the client's rate limit, a
 * replay of a stored order (200 for the same body, 409 for another), the chain, the order's checks
 * (422 with a reason), and acceptance (201), through the shared {@link OrderIntake} when there is one.
 */
import { replayOrderEvents } from "../indexer/order-events.ts";
import { sameSubmission, settlePremium, validateOrder } from "../orders.ts";
import type { OrderRecord } from "../records.ts";
import { backfilling, errorEnvelope, fieldError, unavailable } from "./errors.ts";
import { lower, type RequestOf } from "./list.ts";
import type { ChainRuntime, OrderIntake, ProtocolHandlerOptions } from "./options.ts";

type Submission = Parameters<typeof sameSubmission>[1];

/** Submissions per client in a rolling window; `admit` answers 429 once a client is over. */
export class SubmissionLimiter {
  readonly #submissions = new Map<string, number[]>();

  constructor(private readonly limit: { requests: number; windowMs: number }) {}

  /** Counts a submission at `at` (ms): undefined when admitted, else the 429 to answer. */
  admit(client: string, at: number) {
    const { requests, windowMs } = this.limit;
    const recent = (this.#submissions.get(client) ?? []).filter((t) => t > at - windowMs);
    if (recent.length >= requests) {
      const retryAfter = Math.max(1, Math.ceil((recent[0]! + windowMs - at) / 1000));
      this.#submissions.set(client, recent);
      return {
        status: 429 as const,
        body: errorEnvelope("too_many_requests", `More than ${requests} submissions in ${windowMs / 1000} s.`, {
          retryAfterSeconds: retryAfter,
        }),
        headers: { "retry-after": String(retryAfter) },
      };
    }
    recent.push(at);
    this.#submissions.set(client, recent);
    return undefined;
  }
}

/** What order submission reads besides its request. */
export interface SubmitContext {
  chains: ReadonlyMap<number, ChainRuntime>;
  store: ProtocolHandlerOptions["store"];
  orderIntake: OrderIntake | undefined;
  limiter: SubmissionLimiter;
  now: () => number;
}

export async function submitLimitOrder(context: SubmitContext, request: RequestOf<"submitLimitOrder">) {
  // Step 1 of the spec's processing order ends with the premium pair (both names, one value).
  const body = settlePremium(request.body);
  if ("path" in body) return fieldError(body.message, `/body/${body.path}`);
  const at = context.now();
  const limited = context.limiter.admit(clientKey(request.raw.headers), at);
  if (limited) return limited;

  const replay = await findOrder(context, body.orderHash);
  if (replay) return answerStored(replay, body);
  const chain = context.chains.get(body.chainId);
  if (!chain) return reject422("unknown_chain", `Chain ${body.chainId} is not indexed by this service.`);
  if (!chain.status().ready) return backfilling(body.chainId);
  let validation: Awaited<ReturnType<typeof validateOrder>>;
  try {
    validation = await validateOrder(body, {
      chainId: chain.config.chainId,
      domain: chain.config.orderDomain,
      marketForShare: (token) => chain.indexes.marketByShareToken.get(token),
      checks: chain.checks,
    });
  } catch {
    return unavailable(`The RPC endpoint of chain ${body.chainId} is unreachable; try again shortly.`);
  }
  if (!validation.ok) return reject422(validation.reason, validation.message);
  // A concurrent identical submission may have been stored while this one was checked.
  const raced = await findOrder(context, body.orderHash);
  if (raced) return answerStored(raced, body);
  return accept(context, chain, { ...validation.order, createdAtMs: at, updatedAtMs: at }, body);
}

/** Stores an order that passed every check: 201, or the answer to the order another process stored first. */
async function accept(context: SubmitContext, chain: ChainRuntime, record: OrderRecord, body: Submission) {
  if (context.orderIntake !== undefined) {
    // The database accepts one order hash once, whichever process each submission reached.
    const stored = await context.orderIntake.accept(record);
    return stored === record
      ? { status: 201 as const, body: { orderHash: record.orderHash } }
      : answerStored(stored, body);
  }
  // Not undo-logged: acceptance is not a chain event, so no reorg removes it.
  const writer = context.store.writer(chain.state);
  writer.put("orders", record.orderHash, record);
  // Fills or cancels the chain saw before this submission still count.
  replayOrderEvents(writer, record);
  await context.store.commit();
  return { status: 201 as const, body: { orderHash: record.orderHash } };
}

async function findOrder(context: SubmitContext, orderHash: string): Promise<OrderRecord | undefined> {
  const key = lower(orderHash);
  for (const chain of context.chains.values()) {
    const order = chain.state.orders[key];
    if (order) return order;
  }
  return context.orderIntake?.find(key);
}

/** The answer to a submission of an order already stored: 200 for the same body, 409 for another. */
function answerStored(stored: OrderRecord, body: Submission) {
  return sameSubmission(stored, body)
    ? { status: 200 as const, body: { orderHash: stored.orderHash } }
    : {
        status: 409 as const,
        body: errorEnvelope("conflict", "An order with this orderHash is stored with a different body.", {
          orderHash: stored.orderHash,
        }),
      };
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
