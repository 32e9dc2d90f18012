/**
 * A payment on PostgreSQL is one statement, `bank_send_payment` (runtime/bank/pg/migrations.ts,
 * versions 3 and 4), whose decision is rules.ts `decidePayment` written again in plpgsql. These tests drive
 * the JSON ledger and the PostgreSQL ledger through the same script, one branch of the decision (and
 * of idempotency) at a time, and require the same answers, statements and ids; they count what
 * a payment sends to the database (one query, no transaction of several statements); and a bank
 * whose database is at version 3 upgrades to version 4 with its data and keeps answering the same.
 */
import pg from "pg";
import { expect, it, vi } from "vitest";
import type { BankLedger, Payment, Result, SendPaymentInput } from "../../runtime/bank/ledger/index.ts";
import { sequentialIds } from "../../runtime/bank/ledger/index.ts";
import { PostgresLedger } from "../../runtime/bank/pg/ledger.ts";
import { BANK_MIGRATIONS } from "../../runtime/bank/pg/migrations.ts";
import { migrate, openPool, type Pool } from "../../runtime/store/postgres.ts";
import { describeWithPostgres, useTestPostgres } from "../support/postgres.ts";
import { ManualClock, must, openTestBank, sequentialKeys } from "./ledger-fixtures.ts";

/** The same render the HTTP handler uses for stored answers, reduced to what the test compares. */
const render = (outcome: Result<Payment>) =>
  outcome.ok
    ? { status: 201, body: { payment: outcome.value } }
    : { status: 422, body: { error: outcome.error.code, message: outcome.error.message } };

/** Runs a command on the JSON ledger and on the PostgreSQL one, expects the same answer, and returns it. */
function onBoth(json: BankLedger, postgres: () => BankLedger) {
  return async <T>(run: (ledger: BankLedger) => Promise<T> | T): Promise<T> => {
    const fromJson = await run(json);
    const fromPostgres = await run(postgres());
    expect(fromPostgres).toEqual(fromJson);
    return fromPostgres;
  };
}

describeWithPostgres("bank_send_payment on PostgreSQL", () => {
  let databases = 0;
  const server = useTestPostgres();

  /** A JSON ledger and a PostgreSQL ledger on one manual clock, with sequential ids and keys. */
  async function twoBanks(): Promise<{ json: BankLedger; postgres: BankLedger; pool: Pool; clock: ManualClock }> {
    const clock = new ManualClock();
    databases += 1;
    const pool = await openPool(await server().createDatabase(`send_payment_${process.pid}_${databases}`));
    const postgres = await PostgresLedger.open({
      pool,
      clock: clock.now,
      ids: sequentialIds(),
      newApiKey: sequentialKeys(),
    });
    const json = (await openTestBank({ clock })).ledger;
    return { json, postgres, pool, clock };
  }

  it("answers every branch of the decision and of idempotency as the JSON store does", async () => {
    const { json, postgres, clock } = await twoBanks();
    const both = onBoth(json, () => postgres);
    const payer = must(
      await both((l) => l.signup({ name: "Payer", accounts: [{ name: "Ops", opening_balance_cents: 1_000 }] })),
    );
    const payee = must(await both((l) => l.signup({ name: "Payee", accounts: [{ name: "Main" }, { name: "Two" }] })));
    const org = payer.organisation.id;
    const from = payer.accounts[0]!;
    const [to, other] = payee.accounts as [(typeof payee.accounts)[0], (typeof payee.accounts)[0]];
    const pay = (input: Partial<SendPaymentInput>, organisationId = org) =>
      both((l) =>
        l.sendPayment(organisationId, {
          from_account_id: from.id,
          to_account_number: to.account_number,
          amount_cents: 100,
          ...input,
        } as SendPaymentInput),
      );
    const payKeyed = (key: string, input: Partial<SendPaymentInput> = {}) =>
      both((l) =>
        l.sendPaymentIdempotent(
          org,
          { from_account_id: from.id, to_account_number: to.account_number, amount_cents: 100, ...input },
          { key, requestHash: JSON.stringify(input), render },
        ),
      );

    await pay({ reference: "first", end_to_end_id: "e2e-1" }); // settled
    clock.advance(5);
    await pay({ to_account_number: "12345" }); // R04
    await pay({ to_account_number: "9999999999" }); // R03
    await pay({ amount_cents: 5_000 }); // R01
    await pay({ from_account_id: "acc_missing" }); // 404, records nothing
    await pay({ from_account_id: to.id }); // 403
    await pay({ to_account_number: from.account_number }); // 400 self
    await pay({ amount_cents: -1 }); // 400 invalid body
    await pay({}, "org_missing"); // 401
    await both((l) => l.freezeAccount(to.id));
    await pay({}); // R16, receiver frozen
    await both((l) => l.unfreezeAccount(to.id));
    await both((l) => l.freezeAccount(from.id));
    await pay({}); // R16, sender frozen
    await both((l) => l.unfreezeAccount(from.id));

    // Manual mode: pending with a hold; the first answer is replayed even after the payment settled.
    await both((l) => l.setSettlementMode("manual"));
    const first = must(await payKeyed("key-1", { reference: "held" }));
    await both((l) => l.settle((first.body as { payment: Payment }).payment.id));
    await payKeyed("key-1", { reference: "held" }); // replay of the pending answer
    await payKeyed("key-1", { reference: "another body" }); // 409
    await payKeyed("key-2", { from_account_id: "acc_missing" }); // 404, key not remembered
    await payKeyed("key-2", { amount_cents: 0 }); // 400, key not remembered
    await payKeyed("key-2", { amount_cents: 999_999 }); // 422 rejected, remembered
    await payKeyed("key-2", { amount_cents: 999_999 }); // replay of the 422
    clock.advance(86_400_000 + 1);
    await payKeyed("key-2", { amount_cents: 1 }); // expired: a new payment under the old key

    await both((l) => l.transactions(org, from.id));
    for (const account of [to, other]) await both((l) => l.transactions(payee.organisation.id, account.id));
    await both((l) => l.listPayments(org, { limit: 100 }));
    await both((l) => l.listPayments(payee.organisation.id, { limit: 100 }));
    await both((l) => l.statement(payee.organisation.id, to.id));
    expect(await postgres.audit()).toMatchObject({ ok: true, violations: [] });
    await json.close();
    await postgres.close();
  }, 60_000);

  it("sends one query per payment and no multi-statement transaction", async () => {
    const { json, postgres } = await twoBanks();
    await json.close();
    const payer = must(
      await postgres.signup({ name: "Payer", accounts: [{ name: "Ops", opening_balance_cents: 1_000 }] }),
    );
    const payee = must(await postgres.signup({ name: "Payee", accounts: [{ name: "Main" }] }));
    // Every statement any pooled connection sends goes through pg.Client#query.
    const sent = vi.spyOn(pg.Client.prototype, "query");
    const input = { from_account_id: payer.accounts[0]!.id, to_account_number: payee.accounts[0]!.account_number };
    must(await postgres.sendPayment(payer.organisation.id, { ...input, amount_cents: 1 }));
    must(
      await postgres.sendPaymentIdempotent(
        payer.organisation.id,
        { ...input, amount_cents: 2 },
        { key: "k", requestHash: "h", render },
      ),
    );
    const calls = sent.mock.calls.map((call) => String(call[0]).split("(")[0]);
    sent.mockRestore();
    expect(calls).toEqual(["SELECT * FROM bank_send_payment", "SELECT * FROM bank_send_payment"]);
    await postgres.close();
  }, 60_000);

  // Time never runs backwards on an account (docs/scaling.md, "Time": per account on PostgreSQL,
  // where the JSON store keeps one clock for the whole bank, so this is checked here alone).
  it("books a payment no earlier than either party's last posting", async () => {
    const { json, postgres, clock } = await twoBanks();
    await json.close();
    const payer = must(
      await postgres.signup({ name: "Payer", accounts: [{ name: "Ops", opening_balance_cents: 1_000 }] }),
    );
    const payee = must(await postgres.signup({ name: "Payee", accounts: [{ name: "Main" }] }));
    const org = payer.organisation.id;
    const input = { from_account_id: payer.accounts[0]!.id, to_account_number: payee.accounts[0]!.account_number };
    clock.advance(60_000);
    const first = must(await postgres.sendPayment(org, { ...input, amount_cents: 1 }));
    clock.advance(-30_000);
    const behind = must(await postgres.sendPayment(org, { ...input, amount_cents: 1 }));
    expect(behind.created_at).toBe(first.created_at);
    expect(behind.settled_at).toBe(first.created_at);
    await postgres.close();
  }, 60_000);

  it("replays an answer stored as bytes by a bank from before the function", async () => {
    const { json, postgres, pool } = await twoBanks();
    await json.close();
    const payer = must(await postgres.signup({ name: "Payer", accounts: [{ name: "Ops" }] }));
    const stored = { status: 201, body: { payment: { id: "pay_old", note: "stored before migration 3" } } };
    await pool.query(
      `INSERT INTO bank_idempotency_keys (organisation_id, key, request_hash, created_at, response)
       VALUES ($1, 'old-key', 'hash', now(), $2::json)`,
      [payer.organisation.id, JSON.stringify(stored)],
    );
    const replay = await postgres.sendPaymentIdempotent(
      payer.organisation.id,
      { from_account_id: payer.accounts[0]!.id, to_account_number: "1000000099", amount_cents: 1 },
      { key: "old-key", requestHash: "hash", render },
    );
    expect(replay).toEqual({ ok: true, value: { ...stored, replayed: true } });
    await postgres.close();
  }, 60_000);

  // Migration 4 (a lighter payment statement) on a database a version-3 bank has written to.
  it("upgrades a version-3 database in place and keeps answering as the JSON store does", async () => {
    const clock = new ManualClock();
    const pool = await openPool(await server().createDatabase(`send_payment_upgrade_${process.pid}`));
    const [ids, newApiKey] = [sequentialIds(), sequentialKeys()];
    // A bank from before: the schema at version 3, and the later versions kept from being applied at open.
    await migrate(pool, { area: "bank", migrations: BANK_MIGRATIONS.migrations.filter((m) => m.version <= 3) });
    await pool.query(
      "INSERT INTO contractkit_migrations (area, version, name) SELECT 'bank', v, 'held back' FROM generate_series(4, $1) v",
      [BANK_MIGRATIONS.migrations.length],
    );
    const open = () => PostgresLedger.open({ pool, clock: clock.now, ids, newApiKey, ownsPool: false });
    let postgres: BankLedger = await open();
    const json = (await openTestBank({ clock })).ledger;
    const both = onBoth(json, () => postgres);
    const payer = must(
      await both((l) => l.signup({ name: "Payer", accounts: [{ name: "Ops", opening_balance_cents: 1_000 }] })),
    );
    const payee = must(await both((l) => l.signup({ name: "Payee", accounts: [{ name: "Main" }] })));
    const [org, other] = [payer.organisation.id, payee.organisation.id];
    const input = { from_account_id: payer.accounts[0]!.id, to_account_number: payee.accounts[0]!.account_number };
    const pay = (amount: number) => both((l) => l.sendPayment(org, { ...input, amount_cents: amount }));
    const payKeyed = (key: string, amount: number) =>
      both((l) =>
        l.sendPaymentIdempotent(org, { ...input, amount_cents: amount }, { key, requestHash: `${amount}`, render }),
      );
    const reads = async () => {
      const payments = must(await both((l) => l.adminListPayments({ limit: 100 })));
      for (const organisationId of [org, other]) {
        await both((l) => l.listPayments(organisationId, { limit: 100 }));
        await both((l) => l.listPayments(organisationId, { limit: 100, status: "settled" }));
      }
      for (const payment of payments) {
        await both((l) => l.getPayment(org, payment.id));
        await both((l) => l.getPayment(other, payment.id));
      }
      await both((l) => l.transactions(org, input.from_account_id));
      await both((l) => l.statement(other, payee.accounts[0]!.id));
      expect(await postgres.audit()).toMatchObject({ ok: true, violations: [] });
    };

    await pay(100); // settled
    await pay(5_000); // refused (R01)
    await both((l) => l.setSettlementMode("manual"));
    const held = must(await payKeyed("held", 200));
    await both((l) => l.setSettlementMode("automatic"));
    await pay(50);
    await reads();
    await postgres.close();

    await pool.query("DELETE FROM contractkit_migrations WHERE area = 'bank' AND version >= 4");
    postgres = await open();
    const { rows } = await pool.query(
      "SELECT version FROM contractkit_migrations WHERE area = 'bank' ORDER BY version",
    );
    expect(rows.map((row) => row.version)).toEqual(BANK_MIGRATIONS.migrations.map((m) => m.version));
    await reads();
    await payKeyed("held", 200); // a key claimed before the upgrade replays its first answer
    await both((l) => l.settle((held.body as { payment: Payment }).payment.id));
    await payKeyed("after", 10);
    await pay(25);
    await pay(9_000); // refused (R01)
    await payKeyed("after", 10); // replayed
    await reads();
    await json.close();
    await postgres.close();
    await pool.end();
  }, 60_000);
});
