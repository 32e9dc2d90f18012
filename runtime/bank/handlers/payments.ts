/** A company's payments: listing, reading, and sending one (with or without an idempotency key). */
import {
  hashRequestBody,
  LEDGER_ERROR_STATUS,
  type Payment,
  type Result,
  type StoredResponse,
} from "../ledger/index.ts";
import { type BankHandlerContext, type Handlers, readAnswer } from "./context.ts";
import { answer, envelope, failure } from "./errors.ts";

/**
 * The request body as the client sent it, for the idempotency hash: validation has filled the
 * schema's defaults into `body` (a `currency` the client never sent), and the spec promises that
 * sending `currency: USD` differs from omitting it (issue 20, D7).
 */
function bodyAsSent(raw: { bodyText?: string }, body: unknown): unknown {
  if (raw.bodyText === undefined) return body;
  try {
    return JSON.parse(raw.bodyText);
  } catch {
    // Only a JSON body reaches a JSON operation; anything else was refused before the handler.
    return body;
  }
}

/** How a payment outcome is answered: the same bytes are stored with an idempotency key and replayed. */
function renderPaymentOutcome(outcome: Result<Payment>): StoredResponse {
  return outcome.ok
    ? { status: 201, body: { payment: outcome.value } }
    : { status: LEDGER_ERROR_STATUS[outcome.error.code], body: envelope(outcome.error) };
}

export function paymentHandlers({
  ledger,
}: BankHandlerContext): Pick<Handlers, "listPayments" | "getPayment" | "sendPayment"> {
  return {
    listPayments: ({ auth, query }) =>
      readAnswer(
        ledger,
        () => ledger.listPayments(auth.organisationId, query),
        (payments) => ({ status: 200, body: { payments } }),
        "query",
      ),

    getPayment: ({ auth, params }) =>
      readAnswer(
        ledger,
        () => ledger.getPayment(auth.organisationId, params.id),
        (payment) => ({ status: 200, body: { payment } }),
        "path",
      ),

    sendPayment: async ({ auth, body, headers, raw }) => {
      const key = headers["Idempotency-Key"];
      if (key === undefined) {
        return answer(await ledger.sendPayment(auth.organisationId, body), (payment) => ({
          status: 201,
          body: { payment },
        }));
      }
      const result = await ledger.sendPaymentIdempotent(auth.organisationId, body, {
        key,
        requestHash: hashRequestBody(bodyAsSent(raw, body)),
        render: renderPaymentOutcome,
      });
      if (!result.ok) return failure(result.error);
      const reply = result.value;
      // The stored body itself: serialising it gives the bytes of the first answer (nothing on the
      // response path changes a body).
      return {
        status: reply.status,
        body: reply.body,
        // The spec sends the header on replays only; a first answer carries none.
        headers: { ...(reply.headers ?? {}), ...(reply.replayed ? { "idempotent-replayed": "true" } : {}) },
      } as Awaited<ReturnType<Handlers["sendPayment"]>>;
    },
  };
}
