/**
 * Payments that queue up in a bank process go to PostgreSQL several to a call
 * (runtime/bank/pg/payment-batches.ts, `bank_send_payments` in migrations.ts versions 5 and 6).
 * These tests require that batching changes nothing a user can see: a burst of payments, with and
 * without idempotency keys, is decided exactly as the JSON store decides the same payments one after
 * the other (a property over random bursts), draining one account from many concurrent calls never
 * overdraws it, and one payment the server refuses inside a batch costs only that payment.
 */
import fc from "fast-check";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createBankClient } from "../../generated/bank/index.ts";
import type { BankLedger, Payment, Result, SendPaymentInput, StoredResponse } from "../../runtime/bank/ledger/index.ts";
import { type IdSource, sequentialIds } from "../../runtime/bank/ledger/index.ts";
import { PostgresLedger, type PostgresLedgerOptions } from "../../runtime/bank/pg/ledger.ts";
import { DEFAULT_MAX_CALLS, type PaymentArguments, PaymentBatches } from "../../runtime/bank/pg/payment-batches.ts";
import { openPool } from "../../runtime/store/postgres.ts";
import { describeWithPostgres, useTestPostgres } from "../support/postgres.ts";
import { ManualClock, must, openTestBank, rejectedPayment, sequentialKeys } from "./ledger-fixtures.ts";
import { startBankChild } from "./processes.ts";

/** Payment ids differ under batching (a call draws them before it knows which payments record). */
const withoutIds = (value: unknown) => JSON.parse(JSON.stringify(value).replace(/pay_\d+/g, "pay_*"));

/** The sizes of the `bank_send_payments` calls any pooled connection sends from now on. */
let keyedInBatches = 0;
function watchBatches(): number[] {
  const sizes: number[] = [];
  keyedInBatches = 0;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const [text, values] = args as [unknown, unknown[][] | undefined];
    if (typeof text === "string" && text.includes("bank_send_payments(")) {
      sizes.push(values?.[0]?.length ?? 0);
      keyedInBatches += values?.[10]?.filter((key) => key !== null).length ?? 0;
    }
    return query.apply(this, args);
  } as never);
  return sizes;
}

/** Resolves once `ready` answers true (polled every 50 ms), or fails after 20 s. */
async function until(ready: () => Promise<boolean>): Promise<void> {
  for (const started = Date.now(); !(await ready()); ) {
    if (Date.now() - started > 20_000) throw new Error("timed out waiting for the bank's calls to queue");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * One payment of a burst, naming its parties by index so the same script runs on both ledgers;
 * `key` (when set) names an idempotency key shared by the whole run, so later bursts replay or
 * conflict with earlier ones: a keyed payment sends its key's own body (a retry) unless `ownBody`.
 */
interface ScriptedPayment {
  payer: number;
  from: number;
  to: number;
  amount: number;
  key: { id: number; ownBody: boolean } | null;
}

/** The body a key's retries send: from Ops (settles while funds last) or Empty (rejected, R01). */
const retried = (p: ScriptedPayment, id: number): ScriptedPayment => ({
  ...p,
  payer: 0,
  from: id % 2,
  to: 2,
  amount: 100 + id,
});

/** The render the HTTP handler uses for stored answers, reduced to what the test compares. */
const render = (outcome: Result<Payment>): StoredResponse =>
  outcome.ok
    ? { status: 201, body: { payment: outcome.value } }
    : { status: 422, body: { error: outcome.error.code, message: outcome.error.message } };

describeWithPostgres("payments in batches on PostgreSQL", () => {
  let databases = 0;
  const server = useTestPostgres();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function postgresBank(options: Partial<PostgresLedgerOptions>, clock: ManualClock): Promise<BankLedger> {
    databases += 1;
    const pool = await openPool(await server().createDatabase(`payment_batches_${process.pid}_${databases}`));
    return PostgresLedger.open({
      pool,
      clock: clock.now,
      ids: sequentialIds(),
      newApiKey: sequentialKeys(),
      ...options,
    });
  }

  /** Two organisations, four accounts (one frozen), set up the same way on any ledger. */
  async function parties(ledger: BankLedger) {
    const payer = must(
      await ledger.signup({
        name: "Payer",
        accounts: [
          { name: "Ops", opening_balance_cents: 5_000 },
          { name: "Empty", opening_balance_cents: 0 },
        ],
      }),
    );
    const payee = must(
      await ledger.signup({
        name: "Payee",
        accounts: [
          { name: "Main", opening_balance_cents: 2_000 },
          { name: "Frozen", opening_balance_cents: 0 },
        ],
      }),
    );
    must(await ledger.freezeAccount(payee.accounts[1]!.id));
    return { payer, payee, accounts: [...payer.accounts, ...payee.accounts] };
  }

  it("decides a burst exactly as the JSON store decides the same payments in turn", async () => {
    const clock = new ManualClock();
    // One call in flight: the first payment of a burst goes alone, the rest wait and go as one batch.
    const postgres = await postgresBank({ paymentBatches: { maxCalls: 1 } }, clock);
    const json = (await openTestBank({ clock })).ledger;
    const onPostgres = await parties(postgres);
    const onJson = await parties(json);
    const batchSizes = watchBatches();

    const payment: fc.Arbitrary<ScriptedPayment> = fc.record({
      payer: fc.constantFrom(0, 1),
      from: fc.constantFrom(0, 1, 2, 3, 4),
      to: fc.constantFrom(0, 1, 2, 3, 4, 5),
      amount: fc.oneof(fc.integer({ min: 1, max: 3_000 }), fc.constant(0)),
      key: fc.option(fc.record({ id: fc.integer({ min: 0, max: 7 }), ownBody: fc.boolean() }), { freq: 2 }),
    });
    const inputOf = (setup: Awaited<ReturnType<typeof parties>>, p: ScriptedPayment): [string, SendPaymentInput] => [
      (p.payer === 0 ? setup.payer : setup.payee).organisation.id,
      {
        from_account_id: setup.accounts[p.from]?.id ?? "acc_missing",
        // 4: a number no account has (R03); 5: not a bank account number (R04).
        to_account_number: setup.accounts[p.to]?.account_number ?? (p.to === 4 ? "9999999999" : "12-34"),
        amount_cents: p.amount,
      },
    ];
    await fc.assert(
      fc.asyncProperty(fc.array(payment, { minLength: 2, maxLength: 25 }), async (burst) => {
        const send = (ledger: BankLedger, setup: Awaited<ReturnType<typeof parties>>, scripted: ScriptedPayment) => {
          const key = scripted.key;
          if (key === null) return ledger.sendPayment(...inputOf(setup, scripted));
          const p = key.ownBody ? scripted : retried(scripted, key.id);
          // The body decides the hash: a key sent again with another body is a conflict.
          const requestHash = JSON.stringify([p.payer, p.from, p.to, p.amount]);
          const [organisationId, input] = inputOf(setup, p);
          return ledger.sendPaymentIdempotent(organisationId, input, { key: `key-${key.id}`, requestHash, render });
        };
        const onBoth = await Promise.all(burst.map((p) => send(postgres, onPostgres, p)));
        const inTurn = [];
        for (const p of burst) inTurn.push(await send(json, onJson, p));
        expect(withoutIds(onBoth)).toEqual(withoutIds(inTurn));
        clock.advance(1_000);
      }),
      { numRuns: 20, seed: 18 },
    );
    for (const [index, account] of onJson.accounts.entries()) {
      const owner = index < 2 ? onJson.payer : onJson.payee;
      const same = index < 2 ? onPostgres.payer : onPostgres.payee;
      expect(
        withoutIds(must(await postgres.transactions(same.organisation.id, onPostgres.accounts[index]!.id))),
      ).toEqual(withoutIds(must(await json.transactions(owner.organisation.id, account.id))));
    }
    expect(await postgres.audit()).toMatchObject({ ok: true, violations: [] });
    // The property ran on batches, not only on single calls, and keyed payments were in them.
    expect(batchSizes.length).toBeGreaterThan(10);
    expect(Math.max(...batchSizes)).toBeGreaterThan(5);
    expect(keyedInBatches).toBeGreaterThan(20);
    await json.close();
    await postgres.close();
  }, 120_000);

  it("never overdraws an account that many concurrent payments drain, and nets opposite transfers", async () => {
    const postgres = await postgresBank({}, new ManualClock());
    const { payer, payee } = await parties(postgres);
    const [ops, empty] = payer.accounts as [(typeof payer.accounts)[0], (typeof payer.accounts)[0]];
    const main = payee.accounts[0]!;
    const batchSizes = watchBatches();
    const pay = (organisationId: string, fromId: string, toNumber: string, amount: number) =>
      postgres.sendPayment(organisationId, {
        from_account_id: fromId,
        to_account_number: toNumber,
        amount_cents: amount,
      });
    const drains = Array.from({ length: 300 }, () => pay(payer.organisation.id, ops.id, main.account_number, 77));
    // Opposite transfers between two accounts at once: each pair nets to zero.
    const opposite = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0
        ? pay(payee.organisation.id, main.id, empty.account_number, 10)
        : pay(payer.organisation.id, empty.id, main.account_number, 10),
    );
    const drained = await Promise.all(drains);
    const crossed = await Promise.all(opposite);
    // 5,000 / 77 = 64 payments fit; every other one is refused for insufficient funds.
    expect(drained.filter((result) => result.ok)).toHaveLength(64);
    for (const result of drained) {
      if (!result.ok) expect(rejectedPayment(result.error).return_reason).toBe("R01: insufficient funds");
    }
    const settledBack = crossed.filter((result, i) => i % 2 === 1 && result.ok).length;
    const settledThere = crossed.filter((result, i) => i % 2 === 0 && result.ok).length;
    expect(must(await postgres.getAccount(payer.organisation.id, ops.id)).balance_cents).toBe(5_000 - 64 * 77);
    expect(must(await postgres.getAccount(payer.organisation.id, empty.id)).balance_cents).toBe(
      10 * (settledThere - settledBack),
    );
    expect(await postgres.audit()).toMatchObject({ ok: true, violations: [] });
    expect(Math.max(...batchSizes)).toBeGreaterThan(1);
    await postgres.close();
  }, 60_000);

  it("creates one payment per idempotency key when its retries race through two ledgers on one database", async () => {
    databases += 1;
    const url = await server().createDatabase(`payment_batches_${process.pid}_${databases}`);
    const clock = new ManualClock();
    const ledgers = [
      await PostgresLedger.open({ pool: await openPool(url), clock: clock.now }),
      await PostgresLedger.open({ pool: await openPool(url), clock: clock.now }),
    ];
    const { payer, payee } = await parties(ledgers[0]!);
    const batchSizes = watchBatches();
    const body = (amount: number) => ({
      from_account_id: payer.accounts[0]!.id,
      to_account_number: payee.accounts[0]!.account_number,
      amount_cents: amount,
    });
    // 40 keys sent 5 times each, in an order that interleaves them, beside 60 payments without a key.
    const keyOf = (n: number) => (n * 7) % 40;
    const keyedSends = Array.from({ length: 200 }, (_, n) =>
      ledgers[n % 2]!.sendPaymentIdempotent(payer.organisation.id, body(10), {
        key: `race-${keyOf(n)}`,
        requestHash: "same",
        render,
      }),
    );
    const plainSends = Array.from({ length: 60 }, (_, n) =>
      ledgers[n % 2]!.sendPayment(payer.organisation.id, body(1)),
    );
    const keyed = (await Promise.all(keyedSends)).map((result) => must(result));
    const plain = (await Promise.all(plainSends)).map((result) => must(result));
    expect(keyed.filter((reply) => !reply.replayed)).toHaveLength(40);
    const idsByKey = new Map<number, Set<string>>();
    keyed.forEach((reply, n) => {
      const id = (reply.body as { payment: Payment }).payment.id;
      idsByKey.set(keyOf(n), (idsByKey.get(keyOf(n)) ?? new Set()).add(id));
    });
    expect([...idsByKey.values()].map((ids) => ids.size)).toEqual(Array(40).fill(1));
    for (const payment of plain) expect(payment.status).toBe("settled");
    expect(must(await ledgers[0]!.getAccount(payer.organisation.id, payer.accounts[0]!.id)).balance_cents).toBe(
      5_000 - 40 * 10 - 60 * 1,
    );
    expect(await ledgers[1]!.audit()).toMatchObject({ ok: true, violations: [] });
    expect(keyedInBatches).toBeGreaterThan(0);
    expect(Math.max(...batchSizes)).toBeGreaterThan(1);
    for (const ledger of ledgers) await ledger.close();
  }, 60_000);

  it("costs a payment the server refuses inside a batch only that payment", async () => {
    // The fourth payment id repeats the second: its insert breaks the payments' primary key.
    const ids = sequentialIds();
    let drawn = 0;
    const repeating: IdSource = (kind) => (kind === "pay" && ++drawn === 4 ? "pay_2" : ids(kind));
    const postgres = await postgresBank({ ids: repeating, paymentBatches: { maxCalls: 1 } }, new ManualClock());
    const { payer, payee } = await parties(postgres);
    const batchSizes = watchBatches();
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        postgres.sendPayment(payer.organisation.id, {
          from_account_id: payer.accounts[0]!.id,
          to_account_number: payee.accounts[0]!.account_number,
          amount_cents: 100,
        }),
      ),
    );
    expect(batchSizes).toEqual([5]);
    expect(results.map((result) => result.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
    ]);
    expect((results[3] as PromiseRejectedResult).reason).toMatchObject({ code: "23505" });
    expect(must(await postgres.getAccount(payer.organisation.id, payer.accounts[0]!.id)).balance_cents).toBe(
      5_000 - 5 * 100,
    );
    expect(await postgres.audit()).toMatchObject({ ok: true, violations: [] });
    await postgres.close();
  }, 60_000);

  /**
   * 60 payments from one account over HTTP while the test holds the payer's row: the bank's first
   * calls wait on it, the other payments queue behind them, and go out as the bank batches them once
   * the row is let go. Returns how many transactions wrote them (a row's xmin is the id of the
   * transaction that wrote it), and the bank's calls waiting on the row and its connections just
   * before the row is let go.
   */
  async function queuedBurst(extraArgs: string[], callsInFlight: number) {
    databases += 1;
    const url = await server().createDatabase(`payment_batches_${process.pid}_${databases}`);
    const bank = await startBankChild(url, extraArgs);
    const pool = await openPool(url);
    const count = async (where: string) =>
      (
        await pool.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND ${where}`,
        )
      ).rows[0].n as number;
    try {
      const anonymous = createBankClient({ baseUrl: bank.url });
      const payer = (
        await anonymous.signup({
          body: { name: "Payer", accounts: [{ name: "Ops", opening_balance_cents: 10_000 }] },
        })
      ).data!;
      const payee = (await anonymous.signup({ body: { name: "Payee", accounts: [{ name: "Main" }] } })).data!;
      const client = createBankClient({ baseUrl: bank.url, companyKey: payer.api_key });
      const body = {
        from_account_id: payer.accounts[0]!.id,
        to_account_number: payee.accounts[0]!.account_number,
        amount_cents: 1,
      };
      const blocker = await pool.connect();
      await blocker.query("BEGIN");
      await blocker.query("SELECT 1 FROM bank_accounts WHERE id = $1 FOR UPDATE", [body.from_account_id]);
      const sent = Array.from({ length: 60 }, async () => (await client.sendPayment({ body })).status);
      await until(async () => (await count("wait_event_type = 'Lock'")) >= callsInFlight);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const waiting = await count("wait_event_type = 'Lock'");
      const connections = await count("application_name = 'contractkit-bank'");
      await blocker.query("COMMIT");
      blocker.release();
      expect(await Promise.all(sent)).toEqual(Array(60).fill(201));
      const { rows } = await pool.query(
        "SELECT count(*)::int AS payments, count(DISTINCT xmin::text)::int AS tx FROM bank_payments",
      );
      expect(rows[0].payments).toBe(60);
      return { transactions: rows[0].tx as number, waiting, connections };
    } finally {
      await bank.kill();
      await pool.end();
    }
  }

  it("serve bank --payment-batch 1 commits every payment in a transaction of its own; by default they share", async () => {
    expect((await queuedBurst(["--payment-batch", "1"], DEFAULT_MAX_CALLS)).transactions).toBe(60);
    // The calls that waited on the row, then the queued payments in one or two more.
    const shared = await queuedBurst([], DEFAULT_MAX_CALLS);
    expect(shared.waiting).toBe(DEFAULT_MAX_CALLS);
    expect(shared.transactions).toBeLessThanOrEqual(DEFAULT_MAX_CALLS + 2);
  }, 120_000);

  it("serve bank --pool-size 2 opens two connections at most, and so sends two payment calls at once", async () => {
    const small = await queuedBurst(["--pool-size", "2"], 2);
    expect(small.waiting).toBe(2);
    expect(small.connections).toBeLessThanOrEqual(2);
    expect(small.transactions).toBeLessThanOrEqual(2 + 2);
  }, 120_000);
});

describe("payment calls in flight", () => {
  it("are never more than the pool's connections, and the payments past them wait and batch", async () => {
    const pending: Array<{ text: string; size: number; answer: (rows: object[]) => void }> = [];
    const pool = {
      options: { max: 2 },
      query: (text: string, values: unknown[][]) =>
        new Promise<{ rows: object[] }>((resolve) => {
          const size = text.includes("bank_send_payments(") ? (values[0] as unknown[]).length : 1;
          pending.push({ text, size, answer: (rows) => resolve({ rows }) });
        }),
    };
    const batches = new PaymentBatches<object>(pool as never);
    const args = (n: number) => [`org_${n}`, null, null, null, null, null, null, "", [], false] as PaymentArguments;
    const sent = Array.from({ length: 10 }, (_, n) => batches.send(args(n)));
    await Promise.resolve();
    expect(pending.map((call) => call.size)).toEqual([1, 1]);
    pending[0]!.answer([{ n: 0 }]);
    await new Promise((resolve) => setImmediate(resolve));
    // The first call's end sends the eight that waited, as one batch.
    expect(pending.map((call) => call.size)).toEqual([1, 1, 8]);
    pending[1]!.answer([{ n: 1 }]);
    pending[2]!.answer(Array.from({ length: 8 }, (_, i) => ({ n: i + 2 })));
    expect(await Promise.all(sent)).toEqual(Array.from({ length: 10 }, (_, n) => ({ n })));
  });
});
