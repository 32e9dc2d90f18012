/**
 * Idempotent responses are stored as a template plus the payment (runtime/bank/ledger/stored-replies.ts)
 * and must come back as the very bytes first sent, whatever the body's shape: the common
 * `{"payment": …}` 201 takes a shared template, every other shape the general search.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { internReply, joinReply, replyTemplate } from "../../runtime/bank/ledger/stored-replies.ts";
import type { Payment, StoredResponse } from "../../runtime/bank/ledger/types.ts";

const payment = (id: string, cents: number) =>
  ({ id, amount_cents: cents, currency: "USD", status: "settled" }) as unknown as Payment;

/** A body holding the payment somewhere (or nowhere), as a renderer might write it. */
const bodies = fc.oneof(
  fc.constant((p: Payment) => ({ payment: p })),
  fc.constant((p: Payment) => ({ payment: p, note: "extra" })),
  fc.constant((p: Payment) => ({ note: "first", payment: p })),
  fc.constant((p: Payment) => ({ error: { code: "unprocessable_entity", details: { payment: p } } })),
  fc.constant((_: Payment) => ({ payment: null })),
);

describe("stored replies", () => {
  it("a template joined with its payment gives back the bytes first rendered, for every body shape", () => {
    fc.assert(
      fc.property(
        bodies,
        fc.constantFrom(200, 201, 422),
        fc.option(fc.constant({ "x-extra": "1" }), { nil: undefined }),
        fc.string(),
        fc.integer(),
        (makeBody, status, headers, id, cents) => {
          const decided = payment(id, cents);
          const response: StoredResponse = { status, body: makeBody(decided), ...(headers ? { headers } : {}) };
          const sent = JSON.stringify(response);
          const template = replyTemplate(response, decided);
          // The stored form never carries the payment itself, and survives a journal round trip.
          const stored = JSON.parse(JSON.stringify(internReply(template)));
          expect(JSON.stringify(joinReply(stored, payment(id, cents)))).toBe(sent);
          expect(JSON.stringify(joinReply(template, decided))).toBe(sent);
        },
      ),
    );
  });

  it("every keyed 201 shares one frozen template, which interning hands back as it is", () => {
    const first = payment("pay_1", 1);
    const second = payment("pay_2", 2);
    const a = replyTemplate({ status: 201, body: { payment: first } }, first);
    const b = replyTemplate({ status: 201, body: { payment: second } }, second);
    expect(a).toBe(b);
    expect(Object.isFrozen(a) && Object.isFrozen(a.body) && Object.isFrozen(a.payment_at)).toBe(true);
    expect(internReply(a)).toBe(a);
    expect(JSON.stringify(a)).toBe('{"status":201,"body":{"payment":null},"payment_at":["payment"]}');
    // A template read back from the journal is interned to the same object.
    expect(internReply(JSON.parse(JSON.stringify(a)))).toBe(a);
  });
});
