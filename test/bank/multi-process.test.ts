/**
 * Several bank processes on one store behave as one bank. On PostgreSQL two `serve bank` processes
 * share a database; the JSON file store locks its files to one process, so its half runs the same
 * load through one process. 1,000 payments, 64 in flight at a time, drain one account (0 overdrafts), opposite
 * transfers net to zero, and one idempotency key sent to every process creates one payment.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createBankClient } from "../../generated/bank/index.ts";
import { type BankChild, startBankChild } from "./processes.ts";
import { describeStores } from "./stores.ts";
import { ADMIN_KEY } from "./support.ts";

type Client = ReturnType<typeof createBankClient>;

/**
 * Runs `count` requests with `inFlight` of them open at any time (the HTTP servers' header timeout
 * closes connections a loaded test machine leaves waiting too long), results in index order.
 */
async function concurrently<T>(count: number, inFlight: number, request: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await request(index);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return results;
}

describeStores("bank processes on one store", (kit) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "contractkit-multi-"));
  let children: BankChild[] = [];
  beforeAll(async () => {
    const store = (await kit.freshDatabase()) ?? path.join(dir, "bank.json");
    // The first start migrates; the second finds the schema in place.
    children = [await startBankChild(store)];
    if (kit.name === "postgres") children.push(await startBankChild(store));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(children.map((child) => child.kill()));
    rmSync(dir, { recursive: true, force: true });
  });

  /** A client per process, for the key given. */
  const clients = (keys: { companyKey?: string; adminKey?: string } = {}) =>
    children.map((child) => createBankClient({ baseUrl: child.url, ...keys }));

  async function company(name: string, cents: number) {
    const [first] = clients();
    const signup = await (first as Client).signup({
      body: { name, accounts: [{ name: "Main", opening_balance_cents: cents }] },
    });
    if (signup.status !== 201) throw new Error(`signup failed: ${JSON.stringify(signup.error)}`);
    return { key: signup.data.api_key, account: signup.data.accounts[0] as { id: string; account_number: string } };
  }

  async function audit() {
    const [admin] = clients({ adminKey: ADMIN_KEY });
    return (await (admin as Client).getAudit()).data;
  }

  it("1,000 concurrent payments draining one account: none overdraws it", async () => {
    const payer = await company("Drained", 50_000);
    const payee = await company("Drain Target", 0);
    const payers = clients({ companyKey: payer.key });
    const body = {
      from_account_id: payer.account.id,
      to_account_number: payee.account.account_number,
      amount_cents: 77,
    };
    const results = await concurrently(1_000, 64, (index) =>
      (payers[index % payers.length] as Client).sendPayment({ body }),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status !== 201 && status !== 422)).toEqual([]);
    // 50,000 / 77 = 649 payments fit; every other one is rejected for insufficient funds.
    expect(statuses.filter((status) => status === 201)).toHaveLength(649);
    const account = (await (payers[0] as Client).getAccount({ path: { id: payer.account.id } })).data?.account;
    expect(account?.balance_cents).toBe(50_000 - 649 * 77);
    expect(await audit()).toMatchObject({ ok: true, violations: [] });
  }, 300_000);

  it("opposite transfers between two accounts net to zero", async () => {
    const a = await company("Opposite A", 100_000);
    const b = await company("Opposite B", 100_000);
    const fromA = clients({ companyKey: a.key });
    const fromB = clients({ companyKey: b.key });
    const pay = (from: Client[], source: typeof a, target: typeof b, index: number) =>
      (from[index % from.length] as Client).sendPayment({
        body: {
          from_account_id: source.account.id,
          to_account_number: target.account.account_number,
          amount_cents: 10,
        },
      });
    const results = await concurrently(400, 64, (index) =>
      index % 2 === 0 ? pay(fromA, a, b, index) : pay(fromB, b, a, index),
    );
    expect(results.filter((result) => result.status !== 201).map((result) => result.status)).toEqual([]);
    for (const [clientsOf, side] of [
      [fromA, a],
      [fromB, b],
    ] as const) {
      const account = (await (clientsOf[0] as Client).getAccount({ path: { id: side.account.id } })).data?.account;
      expect(account?.balance_cents).toBe(100_000);
    }
    expect(await audit()).toMatchObject({ ok: true, violations: [] });
  }, 300_000);

  it("one idempotency key sent to every process at once creates one payment", async () => {
    const payer = await company("Keyed", 10_000);
    const payee = await company("Keyed Target", 0);
    const payers = clients({ companyKey: payer.key });
    const body = {
      from_account_id: payer.account.id,
      to_account_number: payee.account.account_number,
      amount_cents: 5,
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (payers[index % payers.length] as Client).sendPayment({ body, headers: { "Idempotency-Key": "one-key" } }),
      ),
    );
    const created = results.filter((result) => result.status === 201);
    // A duplicate either waits for the first and replays it, or is told the first is in flight (409).
    expect(results.filter((result) => result.status !== 201 && result.status !== 409)).toEqual([]);
    expect(new Set(created.map((result) => result.data?.payment.id)).size).toBe(1);
    const account = (await (payers[0] as Client).getAccount({ path: { id: payer.account.id } })).data?.account;
    expect(account?.balance_cents).toBe(10_000 - 5);
  }, 120_000);
});
