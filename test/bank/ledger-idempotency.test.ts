import { describe, expect, it } from "vitest";
import {
  canonicalJson,
  hashRequestBody,
  type Payment,
  type Result,
  type SendPaymentInput,
  type StoredResponse,
} from "../../runtime/bank/ledger/index.ts";
import { importState, type LedgerStateSnapshot } from "../../runtime/bank/ledger/snapshot-codec.ts";
import { decodeSnapshotLines } from "../../runtime/store/snapshot-lines.ts";
import { must, mustFail, openTestBank } from "./ledger-fixtures.ts";

/** What an HTTP layer would do: 201 with the payment, or the 422 envelope naming it. */
function render(outcome: Result<Payment>): StoredResponse {
  return outcome.ok
    ? {
        status: 201,
        body: { payment: outcome.value },
        headers: { "content-type": "application/json" },
      }
    : { status: 422, body: { error: outcome.error } };
}

/** The bytes an HTTP layer sends for a stored body. */
const bytes = (response: StoredResponse) => JSON.stringify(response.body);

async function bank(options: { idempotencyRetentionMs?: number } = {}) {
  const ctx = await openTestBank(options);
  const acme = must(
    await ctx.ledger.signup({ name: "Acme", accounts: [{ name: "Ops", opening_balance_cents: 1_000 }] }),
  );
  const globex = must(await ctx.ledger.signup({ name: "Globex", accounts: [{ name: "Main" }] }));
  const from = acme.accounts[0]?.id as string;
  const to = globex.accounts[0]?.account_number as string;
  const body = (amount: number): SendPaymentInput => ({
    from_account_id: from,
    to_account_number: to,
    amount_cents: amount,
    reference: "INV-9",
  });
  const send = (input: SendPaymentInput, key = "key-1", org = acme.organisation.id) =>
    ctx.ledger.sendPaymentIdempotent(org, input, { key, requestHash: hashRequestBody(input), render });
  return { ...ctx, acme, globex, body, send };
}

describe("canonical JSON", () => {
  it.each([
    [{ b: 1, a: [{ d: 2, c: 3 }] }, '{"a":[{"c":3,"d":2}],"b":1}'],
    [{ a: undefined, b: null }, '{"b":null}'],
    ["x", '"x"'],
  ])("canonicalJson(%j) = %s", (value, want) => {
    expect(canonicalJson(value)).toBe(want);
  });

  it("hashes bodies that differ only in key order alike", () => {
    expect(hashRequestBody({ a: 1, b: 2 })).toBe(hashRequestBody({ b: 2, a: 1 }));
    expect(hashRequestBody({ a: 1 })).not.toBe(hashRequestBody({ a: 2 }));
  });
});

describe("idempotent payments", () => {
  it("replays the original response byte for byte, and creates one payment", async () => {
    const { ledger, body, send, acme } = await bank();
    const first = must(await send(body(100)));
    expect(first).toMatchObject({ status: 201, replayed: false });
    // Same body with its keys in another order: canonical JSON makes it the same request.
    const { amount_cents, reference, ...rest } = body(100);
    const again = must(await send({ reference, amount_cents, ...rest } as typeof rest & { amount_cents: number }));
    expect(again).toEqual({ ...first, replayed: true });
    expect(bytes(again)).toBe(bytes(first));
    expect(must(ledger.listPayments(acme.organisation.id))).toHaveLength(1);
  });

  it("replays a 422 rejection too, without recording a second payment", async () => {
    const { ledger, body, send, acme } = await bank();
    const first = must(await send(body(5_000)));
    expect(first.status).toBe(422);
    expect((first.body as { error: { code: string } }).error.code).toBe("unprocessable_entity");
    const again = must(await send(body(5_000)));
    expect(again).toEqual({ ...first, replayed: true });
    expect(must(ledger.listPayments(acme.organisation.id))).toHaveLength(1);
  });

  it("answers conflict for the same key with a different body", async () => {
    const { body, send } = await bank();
    must(await send(body(100)));
    const error = mustFail(await send(body(101)), "conflict");
    expect(error.message).toMatch(/different request body/);
  });

  it("answers conflict with a distinct message while the first request is in flight", async () => {
    const { body, send } = await bank();
    const first = send(body(100));
    const second = send(body(100));
    const [a, b] = await Promise.all([first, second]);
    expect(must(a).replayed).toBe(false);
    const error = mustFail(b, "conflict");
    expect(error.message).toMatch(/still being processed/);
  });

  it("creates exactly one payment for many concurrent requests with one key", async () => {
    const { ledger, body, send, acme } = await bank();
    const results = await Promise.all(Array.from({ length: 50 }, () => send(body(10))));
    expect(results.filter((result) => result.ok && !result.value.replayed)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.error.code === "conflict")).toHaveLength(49);
    expect(must(ledger.listPayments(acme.organisation.id))).toHaveLength(1);
    expect(must(await send(body(10))).replayed).toBe(true);
  });

  it("scopes keys to the organisation", async () => {
    const { ledger, body, send, globex, acme } = await bank();
    must(await send(body(100)));
    must(await ledger.deposit(globex.accounts[0]?.id as string, { amount_cents: 100 }));
    const theirs: SendPaymentInput = {
      from_account_id: globex.accounts[0]?.id as string,
      to_account_number: acme.accounts[0]?.account_number as string,
      amount_cents: 100,
    };
    expect(must(await send(theirs, "key-1", globex.organisation.id)).replayed).toBe(false);
  });

  it("does not remember requests that recorded nothing (400/403/404)", async () => {
    const { body, send, globex } = await bank();
    mustFail(await send({ ...body(0) }), "bad_request");
    mustFail(await send({ ...body(1), from_account_id: globex.accounts[0]?.id as string }), "forbidden");
    mustFail(await send({ ...body(1), from_account_id: "acc_missing" }), "not_found");
    // The key is still free: a valid request with it is processed, not a conflict.
    expect(must(await send(body(1))).replayed).toBe(false);
  });

  it("forgets keys after the retention period", async () => {
    const { body, send, clock } = await bank({ idempotencyRetentionMs: 60_000 });
    must(await send(body(100)));
    clock.advance(59_999);
    expect(must(await send(body(100))).replayed).toBe(true);
    clock.advance(2);
    // Expired: the same key with another body is a new request, not a conflict.
    expect(must(await send(body(200))).replayed).toBe(false);
  });

  it("survives a restart: the stored response is replayed from the journal and the snapshot", async () => {
    const { body, send, backing, clock, store } = await bank();
    const first = must(await send(body(100)));
    const reopened = await openTestBank({ backing, clock });
    const input = body(100);
    const replay = must(
      await reopened.ledger.sendPaymentIdempotent("org_1", input, {
        key: "key-1",
        requestHash: hashRequestBody(input),
        render,
      }),
    );
    expect(replay).toEqual({ ...first, replayed: true });
    await store.compact();
    const fromSnapshot = await openTestBank({ backing, clock });
    const snapshotReplay = must(
      await fromSnapshot.ledger.sendPaymentIdempotent("org_1", input, {
        key: "key-1",
        requestHash: hashRequestBody(input),
        render,
      }),
    );
    expect(bytes(snapshotReplay)).toBe(bytes(first));
  });

  it("keeps a keyed payment once in its journal line, and replays a 422 the same from journal and snapshot", async () => {
    const { body, send, backing, clock, store } = await bank();
    const first = must(await send(body(100), "key-201"));
    const rejected = must(await send(body(1_000_000), "key-422"));
    expect(rejected.status).toBe(422);
    // Issue 21: the stored response refers to the record's payment instead of repeating it.
    const lines = backing.journal
      .join("")
      .split("\n")
      .filter((line) => line.includes('"payment_created"'));
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.split('"from_account_id"')).toHaveLength(2);
    const replayAll = async () => {
      const reopened = await openTestBank({ backing, clock });
      for (const [key, input, sent] of [
        ["key-201", body(100), first],
        ["key-422", body(1_000_000), rejected],
      ] as const) {
        const options = { key, requestHash: hashRequestBody(input), render };
        const replay = must(await reopened.ledger.sendPaymentIdempotent("org_1", input, options));
        expect(replay.replayed).toBe(true);
        expect(replay.status).toBe(sent.status);
        expect(bytes(replay)).toBe(bytes(sent));
      }
    };
    await replayAll();
    await store.compact();
    await replayAll();
  });

  it("replays the payment as decided after an admin settles it, live, after a restart and after compaction", async () => {
    const { body, send, backing, clock, store, ledger } = await bank();
    must(await ledger.setSettlementMode("manual"));
    const first = must(await send(body(100)));
    const pending = (first.body as { payment: Payment }).payment;
    expect(pending.status).toBe("pending");
    must(await ledger.settle(pending.id));
    const replayed = async (bank: typeof ledger) => {
      const input = body(100);
      return must(
        await bank.sendPaymentIdempotent("org_1", input, { key: "key-1", requestHash: hashRequestBody(input), render }),
      );
    };
    expect(bytes(await replayed(ledger))).toBe(bytes(first));
    expect(must(ledger.getPayment("org_1", pending.id)).status).toBe("settled");
    expect(bytes(await replayed((await openTestBank({ backing, clock })).ledger))).toBe(bytes(first));
    await store.compact();
    const fromSnapshot = (await openTestBank({ backing, clock })).ledger;
    expect(bytes(await replayed(fromSnapshot))).toBe(bytes(first));
    expect(must(fromSnapshot.getPayment("org_1", pending.id)).status).toBe("settled");
  });

  it("replays a response stored as JSON text by earlier versions, from the journal and the snapshot", async () => {
    // Earlier versions journaled the body as the text sent; a restart reads it back as its value.
    const textRender = (outcome: Result<Payment>): StoredResponse => {
      const stored = render(outcome);
      return { ...stored, body: JSON.stringify(stored.body) };
    };
    const { body, backing, clock, store, ledger } = await bank();
    const input = body(100);
    const options = { key: "old-key", requestHash: hashRequestBody(input), render: textRender };
    const first = must(await ledger.sendPaymentIdempotent("org_1", input, options));
    const sent = first.body as string;
    const reopened = await openTestBank({ backing, clock });
    const replay = must(await reopened.ledger.sendPaymentIdempotent("org_1", input, options));
    expect(replay.replayed).toBe(true);
    expect(typeof replay.body).toBe("object");
    expect(bytes(replay)).toBe(sent);

    // A snapshot of an earlier version holds the text too.
    await store.compact();
    const snapshot = decodeSnapshotLines<LedgerStateSnapshot>(backing.snapshot as string, "memory snapshot");
    const [entry] = snapshot.state.idempotency;
    const asText = (text: string) => ({
      ...snapshot.state,
      idempotency: [{ ...entry!, response: { ...entry!.response, body: text } }],
    });
    const book = importState(snapshot.seq, asText(sent));
    expect(JSON.stringify([...book.idempotency.values()][0]?.response.body)).toBe(sent);
    expect(() => importState(snapshot.seq, asText(sent.slice(1)))).toThrow(/neither a JSON value nor JSON text/);
  });

  it.each([[""], ["k".repeat(256)]])("rejects the key %j with bad_request", async (key) => {
    const { body, send } = await bank();
    mustFail(await send(body(1), key), "bad_request");
  });
});
