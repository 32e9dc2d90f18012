/**
 * Idempotent responses stored by reference to their payment (issue 21). The response a keyed
 * payment got the first time is kept for 24 hours and replayed byte for byte; it is almost all the
 * payment itself (`{"payment":{...}}`, or the 422 envelope naming it). Kept whole, every keyed
 * payment was in the journal line twice and in the heap twice for a day. Instead the response is
 * kept as a *template* - the body with `null` where the payment sits, and `payment_at`, the path
 * of keys to that spot - and the payment is the record's own (the one object the book holds, which
 * admin transitions replace rather than change: state.ts). Joining the two gives back the same
 * value, and so the same bytes: the payment's keys are in the order `decidePayment` wrote them,
 * which is the order the journal keeps and the snapshot's payment rows rebuild (snapshot-codec.ts).
 */
import { ContractkitError } from "../../../generated/http/errors.ts";
import type { Payment, StoredResponse } from "./types.ts";

/** A stored response that cannot be rebuilt: the journal or the snapshot holding it is damaged. */
export class StoredReplyError extends ContractkitError {
  override readonly name = "StoredReplyError";
  override readonly code = "ledger_stored_reply";
}

/** A stored response; with `payment_at`, `body` holds null at that path and the payment goes there. */
export interface StoredReply extends StoredResponse {
  payment_at?: readonly string[];
}

/** How deep a rendered body may hold the payment (`error.details.payment` is three keys down). */
const MAX_PAYMENT_DEPTH = 4;

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The keys leading to `target` inside `body` (compared by identity), or null when it is not there. */
function pathTo(body: unknown, target: object, depth = 0): string[] | null {
  if (!isRecord(body) || depth >= MAX_PAYMENT_DEPTH) return null;
  for (const [key, value] of Object.entries(body)) {
    if (value === target) return [key];
    const below = pathTo(value, target, depth + 1);
    if (below !== null) return [key, ...below];
  }
  return null;
}

/** `body` with `value` at `path`: the objects along the path are copied (key order kept), the rest shared. */
function withValueAt(body: unknown, path: readonly string[], value: unknown, depth = 0): unknown {
  if (depth === path.length) return value;
  if (!isRecord(body))
    throw new StoredReplyError(`a stored response has no object at ${path.slice(0, depth).join(".")}`);
  const key = path[depth] as string;
  return { ...body, [key]: withValueAt(body[key], path, value, depth + 1) };
}

/**
 * The template of a rendered response whose body holds `payment` (the very object the renderer was
 * given). A body without it (a renderer that returns text, say) is stored whole.
 */
export function replyTemplate(response: StoredResponse, payment: object): StoredReply {
  if (response.headers === undefined && isPaymentOnly(response.body, payment))
    return paymentOnlyTemplate(response.status);
  const path = pathTo(response.body, payment);
  if (path === null) return response;
  return { ...response, body: withValueAt(response.body, path, null), payment_at: path };
}

/** `{"payment": <payment>}` and nothing else: the body of every keyed 201. */
function isPaymentOnly(body: unknown, payment: object): boolean {
  if (!isRecord(body) || body.payment !== payment) return false;
  for (const key in body) if (key !== "payment") return false;
  return true;
}

/** One frozen, interned template per status for {@link isPaymentOnly} bodies: no search, copy or JSON per payment. */
const paymentOnlyTemplates = new Map<number, StoredReply>();

function paymentOnlyTemplate(status: number): StoredReply {
  let template = paymentOnlyTemplates.get(status);
  if (template === undefined) {
    // The key order pathTo/withValueAt give, so the journal line is the same either way.
    template = Object.freeze({
      status,
      body: Object.freeze({ payment: null }),
      payment_at: Object.freeze(["payment"]),
    });
    template = internReply(template);
    internedObjects.add(template);
    paymentOnlyTemplates.set(status, template);
  }
  return template;
}

/** The response as first sent: the template with `payment` (as decided) put back in. */
export function joinReply(reply: StoredReply, payment: Payment | null): StoredResponse {
  if (reply.payment_at === undefined) return reply;
  if (payment === null) throw new StoredReplyError("a stored response refers to a payment it was not given");
  const { payment_at: path, ...response } = reply;
  return { ...response, body: withValueAt(reply.body, path, payment) };
}

/**
 * A stored response as this version keeps it. Journals and snapshots of earlier versions hold the
 * body as JSON text (every body the bank stores is a JSON object, so a string body is such a
 * text): parsed back into the value it encodes.
 */
export function storedResponseOf<T extends StoredResponse>(response: T): T {
  if (typeof response.body !== "string") return response;
  try {
    return { ...response, body: JSON.parse(response.body) };
  } catch {
    throw new StoredReplyError("a stored idempotent response body is neither a JSON value nor JSON text");
  }
}

/** Templates seen so far, by their JSON: thousands of keyed payments share a handful of them. */
const interned = new Map<string, StoredReply>();
/** The objects `interned` holds, so handing one back in costs no JSON. */
const internedObjects = new WeakSet<StoredReply>();
/** Bounded: a 422 template carries its payment's id in the message, so those are mostly unique. */
const MAX_INTERNED = 256;

/**
 * One shared object per distinct template, so a day of keyed 201s keeps one `{"payment":null}`
 * rather than one per payment. Templates are never changed after they are made (joinReply copies).
 */
export function internReply(reply: StoredReply): StoredReply {
  if (reply.payment_at === undefined || internedObjects.has(reply)) return reply;
  const key = JSON.stringify(reply);
  const known = interned.get(key);
  if (known !== undefined) return known;
  if (interned.size < MAX_INTERNED) {
    interned.set(key, reply);
    internedObjects.add(reply);
  }
  return reply;
}
