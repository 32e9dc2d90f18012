/**
 * API keys on PostgreSQL are answered from a per-process cache (runtime/bank/pg/key-watch.ts), so a
 * payment's request costs one round trip, not two. These tests hold the cache to its promise: two
 * ledgers on one database stand for two bank processes, and a key one of them rotates is refused by
 * the other at once - after a rotation, mid-run under concurrent payments, and while a process that
 * has not let go of its cached keys makes the rotation wait; and over HTTP with two `serve bank`
 * processes, where the refusal is the same 401 as for any unknown key.
 */
import pg from "pg";
import { expect, it, vi } from "vitest";
import { createBankClient } from "../../generated/bank/index.ts";
import type { BankLedger, SendPaymentInput } from "../../runtime/bank/ledger/index.ts";
import { PostgresLedger } from "../../runtime/bank/pg/ledger.ts";
import { openPool } from "../../runtime/store/postgres.ts";
import { describeWithPostgres, useTestPostgres } from "../support/postgres.ts";
import { must } from "./ledger-fixtures.ts";
import { startBankChild } from "./processes.ts";

describeWithPostgres("API keys cached per process on PostgreSQL", () => {
  let databases = 0;
  const server = useTestPostgres();

  /** Two ledgers on one fresh database, each with its own pool: two bank processes. */
  async function twoProcesses(): Promise<{ first: BankLedger; second: BankLedger; url: string }> {
    databases += 1;
    const url = await server().createDatabase(`key_cache_${process.pid}_${databases}`);
    const first = await PostgresLedger.open({ pool: await openPool(url) });
    const second = await PostgresLedger.open({ pool: await openPool(url) });
    return { first, second, url };
  }

  async function payerAndPayee(ledger: BankLedger) {
    const payer = must(
      await ledger.signup({ name: "Payer", accounts: [{ name: "Ops", opening_balance_cents: 1_000_000 }] }),
    );
    const payee = must(await ledger.signup({ name: "Payee", accounts: [{ name: "Main" }] }));
    const payment: SendPaymentInput = {
      from_account_id: payer.accounts[0]!.id,
      to_account_number: payee.accounts[0]!.account_number,
      amount_cents: 1,
    };
    return { payer, payment };
  }

  it("answers a known key with no query, and refuses a key another process rotated at once", async () => {
    const { first, second } = await twoProcesses();
    const { payer } = await payerAndPayee(first);
    const oldKey = payer.api_key;
    expect(await first.authenticate(oldKey)).toEqual(payer.organisation);
    expect(await second.authenticate(oldKey)).toEqual(payer.organisation);

    const sent = vi.spyOn(pg.Client.prototype, "query");
    expect(await first.authenticate(oldKey)).toEqual(payer.organisation);
    expect(sent).not.toHaveBeenCalled();
    sent.mockRestore();

    const { api_key: newKey } = must(await second.rotateKey(payer.organisation.id));
    expect(await first.authenticate(oldKey)).toBeNull();
    expect(await second.authenticate(oldKey)).toBeNull();
    expect(await first.authenticate(newKey)).toEqual(payer.organisation);
    expect(await second.authenticate(newKey)).toEqual(payer.organisation);

    // Rotated again by the process that cached the second key: the other one refuses it too.
    const { api_key: thirdKey } = must(await first.rotateKey(payer.organisation.id));
    expect(await second.authenticate(newKey)).toBeNull();
    expect(await second.authenticate(thirdKey)).toEqual(payer.organisation);
    await first.close();
    await second.close();
  }, 60_000);

  it("refuses a key rotated by another process mid-run: no request started after the rotation pays", async () => {
    const { first, second } = await twoProcesses();
    const { payer, payment } = await payerAndPayee(first);
    let rotated = false;
    let paidBefore = 0;
    const paidAfter: string[] = [];
    let refusedAfter = 0;
    // Eight concurrent "requests" on the first process: authenticate, then pay as the organisation.
    const requests = async () => {
      for (let i = 0; i < 150; i++) {
        const startedAfterRotation = rotated;
        const organisation = await first.authenticate(payer.api_key);
        if (organisation === null) {
          if (startedAfterRotation) refusedAfter += 1;
          continue;
        }
        const paid = must(await first.sendPayment(organisation.id, payment));
        if (startedAfterRotation) paidAfter.push(paid.id);
        else paidBefore += 1;
      }
    };
    const running = Array.from({ length: 8 }, requests);
    await new Promise((resolve) => setTimeout(resolve, 200));
    must(await second.rotateKey(payer.organisation.id));
    rotated = true;
    await Promise.all(running);
    expect(paidAfter).toEqual([]);
    expect(paidBefore).toBeGreaterThan(0);
    expect(refusedAfter).toBeGreaterThan(0);
    expect(await first.audit()).toMatchObject({ ok: true, violations: [] });
    await first.close();
    await second.close();
  }, 60_000);

  it("looks every key up in the database with cacheKeys off (behind a transaction-mode pooler)", async () => {
    const { first, second, url } = await twoProcesses();
    const uncached = await PostgresLedger.open({ pool: await openPool(url), cacheKeys: false });
    const { payer } = await payerAndPayee(first);
    expect(await uncached.authenticate(payer.api_key)).toEqual(payer.organisation);
    const sent = vi.spyOn(pg.Client.prototype, "query");
    expect(await uncached.authenticate(payer.api_key)).toEqual(payer.organisation);
    expect(sent).toHaveBeenCalledTimes(1);
    sent.mockRestore();
    // Its rotation still empties the other processes' caches first.
    expect(await first.authenticate(payer.api_key)).toEqual(payer.organisation);
    const { api_key: newKey } = must(await uncached.rotateKey(payer.organisation.id));
    expect(await first.authenticate(payer.api_key)).toBeNull();
    expect(await second.authenticate(newKey)).toEqual(payer.organisation);
    await Promise.all([first.close(), second.close(), uncached.close()]);
  }, 60_000);

  it("serve bank --no-key-cache keeps no key watch (no session lock), and still answers keys", async () => {
    databases += 1;
    const url = await server().createDatabase(`key_cache_${process.pid}_${databases}`);
    const pool = await openPool(url);
    const advisoryLocks = async () =>
      Number((await pool.query("SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory'")).rows[0].n);
    const uncached = await startBankChild(url, ["--no-key-cache"]);
    try {
      const signup = await createBankClient({ baseUrl: uncached.url }).signup({ body: { name: "Solo" } });
      const me = await createBankClient({ baseUrl: uncached.url, companyKey: signup.data!.api_key }).getMe();
      expect(me.status).toBe(200);
      expect(await advisoryLocks()).toBe(0);
      const cached = await startBankChild(url);
      try {
        expect(await advisoryLocks()).toBeGreaterThan(0);
      } finally {
        await cached.kill();
      }
    } finally {
      await uncached.kill();
      await pool.end();
    }
  }, 120_000);

  it("over HTTP, two bank processes: a key rotated through one is refused by the other mid-run", async () => {
    databases += 1;
    const url = await server().createDatabase(`key_cache_${process.pid}_${databases}`);
    const paying = await startBankChild(url);
    const rotating = await startBankChild(url);
    try {
      const signup = await createBankClient({ baseUrl: paying.url }).signup({
        body: { name: "Payer", accounts: [{ name: "Ops", opening_balance_cents: 1_000_000 }] },
      });
      const payee = await createBankClient({ baseUrl: paying.url }).signup({
        body: { name: "Payee", accounts: [{ name: "Main" }] },
      });
      const oldKey = signup.data!.api_key;
      const body = {
        from_account_id: signup.data!.accounts[0]!.id,
        to_account_number: payee.data!.accounts[0]!.account_number,
        amount_cents: 1,
      };
      const payer = createBankClient({ baseUrl: paying.url, companyKey: oldKey });
      let rotated = false;
      const before: number[] = [];
      const after: Array<{ status: number; error: unknown }> = [];
      const requests = async () => {
        for (let i = 0; i < 60; i++) {
          const startedAfterRotation = rotated;
          const result = await payer.sendPayment({ body });
          if (startedAfterRotation) after.push({ status: result.status, error: result.error });
          else before.push(result.status);
        }
      };
      const running = Array.from({ length: 6 }, requests);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const rotation = await createBankClient({ baseUrl: rotating.url, companyKey: oldKey }).rotateKey();
      expect(rotation.status).toBe(200);
      rotated = true;
      await Promise.all(running);
      // Requests in flight while the rotation committed may go either way; they pay or get the 401.
      expect(before.filter((status) => status !== 201 && status !== 401)).toEqual([]);
      expect(before.filter((status) => status === 201).length).toBeGreaterThan(0);
      expect(after.length).toBeGreaterThan(0);
      // Every request sent after the rotation answered: the unknown-key 401, never a payment.
      expect(new Set(after.map((result) => result.status))).toEqual(new Set([401]));
      expect(after[0]!.error).toEqual(
        (await createBankClient({ baseUrl: paying.url, companyKey: "sk_unknown" }).getMe()).error,
      );
      const renewed = createBankClient({ baseUrl: paying.url, companyKey: rotation.data!.api_key });
      expect((await renewed.sendPayment({ body })).status).toBe(201);
    } finally {
      await Promise.all([paying.kill(), rotating.kill()]);
    }
  }, 120_000);

  it("makes a rotation wait while any process still holds its cached keys, which stay valid until then", async () => {
    const { first, second, url } = await twoProcesses();
    const { payer } = await payerAndPayee(first);
    // A process that missed the announcement (or is stuck): it holds the shared key lock and never listens.
    const stuck = new pg.Client({ connectionString: url });
    await stuck.connect();
    await stuck.query("SELECT pg_advisory_lock_shared(hashtext('contractkit_bank_api_keys'))");
    let rotatedAt = 0;
    const rotation = second.rotateKey(payer.organisation.id).then((result) => {
      rotatedAt = Date.now();
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(rotatedAt).toBe(0);
    expect(await first.authenticate(payer.api_key)).toEqual(payer.organisation);
    const releasedAt = Date.now();
    await stuck.end();
    const { api_key: newKey } = must(await rotation);
    expect(rotatedAt).toBeGreaterThanOrEqual(releasedAt);
    expect(await first.authenticate(payer.api_key)).toBeNull();
    expect(await first.authenticate(newKey)).toEqual(payer.organisation);
    await first.close();
    await second.close();
  }, 60_000);
});
