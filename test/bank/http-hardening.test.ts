/**
 * Issue 20 reproducers over real HTTP (the ledger/store half): idempotency compares the body as
 * sent (D7), opening balances are bounded and the admin can withdraw (D2), every NACHA code with a
 * note (8). Every JSON response is checked against the spec by the test client.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_KEY, signupOrg, startTestBank, type TestBank } from "./support.ts";

let bank: TestBank;
beforeAll(async () => {
  bank = await startTestBank();
});
afterAll(async () => {
  await bank.stop();
});

const post = (body: string, headers: Record<string, string>): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body,
});

describe("D7: idempotency compares the body as sent", () => {
  it("answers 409 when a replay adds currency USD, and replays a reordered, re-spaced body", async () => {
    const payer = await signupOrg(bank, "D7 Payer", [1_000]);
    const payee = await signupOrg(bank, "D7 Payee", [0]);
    const headers = { authorization: `Bearer ${payer.api_key}`, "idempotency-key": "d7" };
    const from = payer.accounts[0]!.id;
    const to = payee.accounts[0]!.account_number;
    const first = await bank.raw(
      "/api/v1/payments",
      post(JSON.stringify({ from_account_id: from, to_account_number: to, amount_cents: 10 }), headers),
    );
    expect(first.status).toBe(201);
    const withCurrency = await bank.raw(
      "/api/v1/payments",
      post(
        JSON.stringify({ from_account_id: from, to_account_number: to, amount_cents: 10, currency: "USD" }),
        headers,
      ),
    );
    expect(withCurrency.status).toBe(409);
    expect(((await withCurrency.json()) as { error: { code: string } }).error.code).toBe("conflict");
    const reordered = await bank.raw(
      "/api/v1/payments",
      post(`{ "amount_cents": 10,\n "to_account_number": "${to}", "from_account_id": "${from}" }`, headers),
    );
    expect(reordered.status).toBe(201);
    expect(reordered.headers.get("idempotent-replayed")).toBe("true");
    expect((await payer.client.listPayments()).data!.payments).toHaveLength(1);
  });
});

describe("D2: bounded opening balances and the admin withdrawal", () => {
  it("refuses the attack's signup with the documented 422; later signups and deposits still work", async () => {
    const greedy = await bank.client().signup({
      body: { name: "D2 Greedy", accounts: [{ name: "all", opening_balance_cents: 9_007_199_254_740_981 }] },
    });
    expect(greedy.status).toBe(422);
    expect(greedy.error).toMatchObject({ error: { code: "unprocessable_entity" } });
    const honest = await signupOrg(bank, "D2 Honest", [50_000]);
    const deposit = await bank.admin.depositToAccount({
      path: { id: honest.accounts[0]!.id },
      body: { amount_cents: 1_000_000 },
    });
    expect(deposit.status).toBe(201);
  });

  it("bounds an organisation's many greedy accounts", async () => {
    const org = await signupOrg(bank, "D2 Many", [100_000_000]);
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      const opened = await org.client.openAccount({ body: { name: `g${index}`, opening_balance_cents: 100_000_000 } });
      statuses.push(opened.status);
    }
    // 10 x 1,000,000.00 USD per organisation: the signup's account and nine more.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 201, 422]);
  });

  it("withdraws through POST /admin/accounts/{id}/withdrawals, journaled across a restart and audited", async () => {
    const org = await signupOrg(bank, "D2 Withdraw", [5_000]);
    const accountId = org.accounts[0]!.id;
    const withdrawn = await bank.admin.withdrawFromAccount({
      path: { id: accountId },
      body: { amount_cents: 1_500, reference: "CORRECTION" },
    });
    expect(withdrawn.status).toBe(201);
    expect(withdrawn.data).toMatchObject({
      withdrawal: { account_id: accountId, amount_cents: 1_500, reference: "CORRECTION", currency: "USD" },
      account: { balance_cents: 3_500, available_cents: 3_500 },
    });
    const short = await bank.admin.withdrawFromAccount({ path: { id: accountId }, body: { amount_cents: 3_501 } });
    expect(short.status).toBe(422);
    const company = await bank.raw(`/admin/accounts/${accountId}/withdrawals`, {
      method: "POST",
      headers: { authorization: `Bearer ${org.api_key}`, "content-type": "application/json" },
      body: JSON.stringify({ amount_cents: 1 }),
    });
    expect(company.status).toBe(403);
    await bank.restart();
    const audit = await bank.admin.getAudit();
    expect(audit.data).toMatchObject({ ok: true, violations: [] });
    expect(audit.data!.total_withdrawals_cents).toBe(1_500);
    expect(audit.data!.total_balances_cents).toBe(audit.data!.total_deposits_cents - 1_500);
  });
});

describe("8: every NACHA return code and a note", () => {
  it("reverses with R10 and a note; refuses an unassigned code with 400", async () => {
    const payer = await signupOrg(bank, "R10 Payer", [1_000]);
    const payee = await signupOrg(bank, "R10 Payee", [0]);
    const sent = await payer.client.sendPayment({
      body: {
        from_account_id: payer.accounts[0]!.id,
        to_account_number: payee.accounts[0]!.account_number,
        amount_cents: 100,
      },
    });
    const id = sent.data!.payment.id;
    const unassigned = await bank.raw(`/admin/payments/${id}/reverse`, {
      method: "POST",
      headers: { authorization: `Bearer ${ADMIN_KEY}`, "content-type": "application/json" },
      body: JSON.stringify({ reason: "R48" }),
    });
    expect(unassigned.status).toBe(400);
    const reversed = await bank.admin.reversePayment({
      path: { id },
      body: { reason: "R10", note: "customer called on 3 March" },
    });
    expect(reversed.status).toBe(200);
    expect(reversed.data!.payment.return_reason).toBe(
      "R10: customer advises not authorized - customer called on 3 March",
    );
  });
});
