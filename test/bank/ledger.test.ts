import { describe, expect, it } from "vitest";
import {
  accountNumberFor,
  BANK_ACCOUNT_NUMBER,
  deriveSlug,
  isAccountNumber,
  Ledger,
  type LedgerRecord,
  type LedgerStateSnapshot,
  LedgerUnavailableError,
  sequentialIds,
} from "../../runtime/bank/ledger/index.ts";
import { issuePaths, ManualClock, must, mustFail, openTestBank, rejectedPayment } from "./ledger-fixtures.ts";

async function twoCompanies() {
  const bank = await openTestBank();
  const acme = must(
    await bank.ledger.signup({
      name: "Acme Insurance",
      accounts: [
        { name: "Operating", opening_balance_cents: 100_000 },
        { name: "Trust", type: "trust", opening_balance_cents: 0 },
      ],
    }),
  );
  const globex = must(
    await bank.ledger.signup({ name: "Globex", accounts: [{ name: "Main", opening_balance_cents: 5_000 }] }),
  );
  const [acmeOps, acmeTrust] = acme.accounts;
  const [globexMain] = globex.accounts;
  if (!acmeOps || !acmeTrust || !globexMain) throw new Error("signup returned too few accounts");
  return { ...bank, acme, globex, acmeOps, acmeTrust, globexMain };
}

describe("slugs and account numbers", () => {
  it.each([
    ["Acme Insurance", "acme-insurance"],
    ["  Zürich Re & Co.  ", "zurich-re-co"],
    ["--A__B--", "a-b"],
    ["!!!", ""],
    ["x".repeat(70), "x".repeat(63)],
    [`${"a".repeat(62)} b`, "a".repeat(62)],
  ])("deriveSlug(%j) = %j", (name, want) => {
    expect(deriveSlug(name)).toBe(want);
  });

  it("gives unique 10-digit numbers with a valid check digit, deterministically", () => {
    const numbers = Array.from({ length: 1000 }, (_, index) => accountNumberFor(index + 1));
    expect(new Set(numbers).size).toBe(1000);
    expect(numbers.slice(0, 3)).toEqual(["1000000016", "1000000024", "1000000032"]);
    for (const number of numbers) expect(isAccountNumber(number)).toBe(true);
    expect(isAccountNumber("1000000017")).toBe(false);
    expect(isAccountNumber("0100000016")).toBe(false);
  });
});

describe("signup and authentication", () => {
  it("opens an organisation with accounts and books opening balances as deposits", async () => {
    const { ledger, acme, acmeOps, acmeTrust } = await twoCompanies();
    expect(acme.organisation).toEqual({
      id: "org_1",
      name: "Acme Insurance",
      slug: "acme-insurance",
      team: null,
      created_at: "2025-03-01T09:00:00.000Z",
    });
    expect(acme.api_key).toBe("sk_test_1");
    expect(acmeOps).toMatchObject({
      type: "operating",
      currency: "USD",
      status: "active",
      balance_cents: 100_000,
    });
    expect(acmeOps.available_cents).toBe(100_000);
    expect(acmeTrust).toMatchObject({ type: "trust", balance_cents: 0 });
    const lines = must(ledger.transactions(acme.organisation.id, acmeOps.id)).transactions;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      direction: "CR",
      amount_cents: 100_000,
      reference: "OPENING BALANCE",
      counterparty_account_number: BANK_ACCOUNT_NUMBER,
      running_balance_cents: 100_000,
    });
    // A zero opening balance books nothing.
    expect(must(ledger.transactions(acme.organisation.id, acmeTrust.id)).transactions).toHaveLength(0);
  });

  it.each([
    [{ name: "" }, "/body/name"],
    [{ name: "x".repeat(121) }, "/body/name"],
    [{ name: "A", slug: "Not Valid" }, "/body/slug"],
    [{ name: "A", accounts: Array.from({ length: 11 }, () => ({ name: "x" })) }, "/body/accounts"],
    [{ name: "A", accounts: [{ name: "x", opening_balance_cents: -1 }] }, "/body/accounts/0/opening_balance_cents"],
    [{ name: "A", accounts: [{ name: "x", opening_balance_cents: 1.5 }] }, "/body/accounts/0/opening_balance_cents"],
    [{ name: "A", accounts: [{ name: "x", type: "savings" }] }, "/body/accounts/0/type"],
    [{ name: "!!!" }, "/body/slug"],
  ])("rejects %j with bad_request naming %s", async (input, path) => {
    const { ledger } = await openTestBank();
    const error = mustFail(await ledger.signup(input as never), "bad_request");
    expect(issuePaths(error)).toContain(path);
  });

  it("refuses a taken slug, given or derived, with conflict", async () => {
    const { ledger } = await openTestBank();
    must(await ledger.signup({ name: "Acme" }));
    mustFail(await ledger.signup({ name: "Acme" }), "conflict");
    mustFail(await ledger.signup({ name: "Other", slug: "acme" }), "conflict");
    must(await ledger.signup({ name: "Acme", slug: "acme-2", team: "blue" }));
  });

  it("authenticates by key, and a rotated key fails at once", async () => {
    const { ledger, acme } = await twoCompanies();
    expect(ledger.authenticate(acme.api_key)?.id).toBe(acme.organisation.id);
    expect(ledger.authenticate("sk_wrong")).toBeNull();
    expect(ledger.authenticate("")).toBeNull();
    const { api_key } = must(await ledger.rotateKey(acme.organisation.id));
    expect(api_key).not.toBe(acme.api_key);
    expect(ledger.authenticate(acme.api_key)).toBeNull();
    expect(ledger.authenticate(api_key)?.id).toBe(acme.organisation.id);
  });

  it("stores keys only as hashes", async () => {
    const { ledger, acme, backing } = await twoCompanies();
    await ledger.ensureAdminKey("admin-secret-key-0123456789");
    const journal = backing.journal.join("");
    expect(journal).not.toContain(acme.api_key);
    expect(journal).not.toContain("admin-secret-key-0123456789");
  });

  it("has an admin key that is not a company key", async () => {
    const { ledger, acme } = await twoCompanies();
    const { generated } = await ledger.ensureAdminKey();
    expect(generated).toMatch(/^ak_[A-Za-z0-9_-]{43}$/);
    expect(ledger.verifyAdminKey(generated as string)).toBe(true);
    expect(ledger.verifyAdminKey(acme.api_key)).toBe(false);
    expect((await ledger.ensureAdminKey()).generated).toBeNull();
    await ledger.ensureAdminKey("configured-admin-key-123");
    expect(ledger.verifyAdminKey(generated as string)).toBe(false);
    expect(ledger.verifyAdminKey("configured-admin-key-123")).toBe(true);
  });
});

describe("accounts", () => {
  it("opens, lists and gets accounts; another company's is forbidden, a missing one not found", async () => {
    const { ledger, acme, globex, acmeOps } = await twoCompanies();
    const opened = must(
      await ledger.openAccount(acme.organisation.id, {
        name: "Loss fund",
        type: "loss_fund",
        opening_balance_cents: 7,
      }),
    );
    expect(opened).toMatchObject({
      type: "loss_fund",
      balance_cents: 7,
      account_number: accountNumberFor(4),
    });
    expect(must(ledger.listAccounts(acme.organisation.id)).map((account) => account.id)).toEqual([
      acmeOps.id,
      acme.accounts[1]?.id,
      opened.id,
    ]);
    expect(must(ledger.getAccount(acme.organisation.id, opened.id)).id).toBe(opened.id);
    mustFail(ledger.getAccount(globex.organisation.id, opened.id), "forbidden");
    mustFail(ledger.getAccount(acme.organisation.id, "acc_nope"), "not_found");
    mustFail(await ledger.openAccount(acme.organisation.id, { name: "x", currency: "EUR" as never }), "bad_request");
    mustFail(ledger.listAccounts("org_nope"), "unauthorized");
  });

  it("lists a public directory with account numbers but never balances or ids", async () => {
    const { ledger, acmeOps } = await twoCompanies();
    const directory = ledger.directory();
    expect(directory.map((entry) => entry.slug)).toEqual(["acme-insurance", "globex"]);
    expect(directory[0]?.accounts[0]).toEqual({
      account_number: acmeOps.account_number,
      name: "Operating",
      type: "operating",
    });
    const text = JSON.stringify(directory);
    expect(text).not.toContain("balance");
    expect(text).not.toContain(acmeOps.id);
  });
});

describe("payments in automatic mode", () => {
  it("settles at once with two postings", async () => {
    const { ledger, acme, globex, acmeOps, globexMain } = await twoCompanies();
    const payment = must(
      await ledger.sendPayment(acme.organisation.id, {
        from_account_id: acmeOps.id,
        to_account_number: globexMain.account_number,
        amount_cents: 2_500,
        reference: "INV-1",
        end_to_end_id: "e2e-1",
      }),
    );
    expect(payment).toMatchObject({
      status: "settled",
      from_account_id: acmeOps.id,
      to_account_id: globexMain.id,
      currency: "USD",
      return_reason: null,
      settled_at: "2025-03-01T09:00:00.000Z",
      returned_at: null,
    });
    expect(must(ledger.getAccount(acme.organisation.id, acmeOps.id)).balance_cents).toBe(97_500);
    expect(must(ledger.getAccount(globex.organisation.id, globexMain.id)).balance_cents).toBe(7_500);
    const [debit] = must(ledger.transactions(acme.organisation.id, acmeOps.id)).transactions;
    expect(debit).toMatchObject({
      direction: "DR",
      amount_cents: 2_500,
      counterparty_account_number: globexMain.account_number,
      transfer_id: payment.id,
      end_to_end_id: "e2e-1",
      reference: "INV-1",
      running_balance_cents: 97_500,
    });
    const [credit] = must(ledger.transactions(globex.organisation.id, globexMain.id)).transactions;
    expect(credit).toMatchObject({ direction: "CR", counterparty_account_number: acmeOps.account_number });
    // Both parties see it; a third does not.
    expect(must(ledger.getPayment(globex.organisation.id, payment.id)).id).toBe(payment.id);
    const outsider = must(await ledger.signup({ name: "Initech" }));
    mustFail(ledger.getPayment(outsider.organisation.id, payment.id), "forbidden");
    mustFail(ledger.getPayment(acme.organisation.id, "pay_nope"), "not_found");
    expect(ledger.audit().ok).toBe(true);
  });

  it.each<[string, (ctx: Awaited<ReturnType<typeof twoCompanies>>) => Promise<unknown>, string]>([
    ["insufficient funds", async () => undefined, "R01: insufficient funds"],
    ["unknown account number", async () => undefined, "R03: no account"],
    ["malformed account number", async () => undefined, "R04: invalid account number"],
    ["frozen sender", async ({ ledger, acmeOps }) => ledger.freezeAccount(acmeOps.id), "R16: account frozen"],
    ["frozen receiver", async ({ ledger, globexMain }) => ledger.freezeAccount(globexMain.id), "R16: account frozen"],
  ])("rejects and records a payment on %s (422, no money moves)", async (label, arrange, reason) => {
    const ctx = await twoCompanies();
    await arrange(ctx);
    const { ledger, acme, globex, acmeOps, globexMain } = ctx;
    const to =
      label === "unknown account number"
        ? "9999999999"
        : label === "malformed account number"
          ? "ACME-1"
          : globexMain.account_number;
    const error = mustFail(
      await ledger.sendPayment(acme.organisation.id, {
        from_account_id: acmeOps.id,
        to_account_number: to,
        amount_cents: label === "insufficient funds" ? 100_001 : 10,
      }),
      "unprocessable_entity",
    );
    const payment = rejectedPayment(error);
    expect(payment.status).toBe("rejected");
    expect(payment.return_reason).toBe(reason);
    expect(error.message).toContain(payment.id);
    expect(payment.to_account_number).toBe(to);
    expect(must(ledger.getPayment(acme.organisation.id, payment.id)).status).toBe("rejected");
    // The receiver never learns of a rejected payment.
    mustFail(ledger.getPayment(globex.organisation.id, payment.id), "forbidden");
    expect(must(ledger.listPayments(globex.organisation.id))).toEqual([]);
    expect(must(ledger.getAccount(acme.organisation.id, acmeOps.id)).balance_cents).toBe(100_000);
    expect(must(ledger.transactions(acme.organisation.id, acmeOps.id)).transactions).toHaveLength(1);
    expect(ledger.audit().ok).toBe(true);
  });

  it.each([
    [{ amount_cents: 0 }, "amount_cents"],
    [{ amount_cents: 1.5 }, "amount_cents"],
    [{ amount_cents: "10" }, "amount_cents"],
    [{ amount_cents: 2 ** 53 }, "amount_cents"],
    [{ amount_cents: 1, currency: "EUR" }, "currency"],
    [{ amount_cents: 1, reference: "r".repeat(141) }, "reference"],
    [{ amount_cents: 1, end_to_end_id: "e".repeat(65) }, "end_to_end_id"],
  ])("refuses %j with bad_request naming /body/%s and records nothing", async (fields, field) => {
    const { ledger, acme, acmeOps, globexMain } = await twoCompanies();
    const error = mustFail(
      await ledger.sendPayment(acme.organisation.id, {
        from_account_id: acmeOps.id,
        to_account_number: globexMain.account_number,
        ...fields,
      } as never),
      "bad_request",
    );
    expect(issuePaths(error)).toEqual([`/body/${field}`]);
    expect(ledger.adminListPayments()).toEqual({ ok: true, value: [] });
  });

  it("refuses paying an account from itself with bad_request, recording nothing", async () => {
    const { ledger, acme, acmeOps } = await twoCompanies();
    const error = mustFail(
      await ledger.sendPayment(acme.organisation.id, {
        from_account_id: acmeOps.id,
        to_account_number: acmeOps.account_number,
        amount_cents: 1,
      }),
      "bad_request",
    );
    expect(issuePaths(error)).toEqual(["/body/to_account_number"]);
    expect(must(ledger.adminListPayments())).toHaveLength(0);
  });

  it("refuses paying from another company's account (403) or a missing one (404), recording nothing", async () => {
    const { ledger, acme, globexMain, acmeOps } = await twoCompanies();
    const base = { to_account_number: acmeOps.account_number, amount_cents: 1 };
    mustFail(await ledger.sendPayment(acme.organisation.id, { ...base, from_account_id: globexMain.id }), "forbidden");
    mustFail(await ledger.sendPayment(acme.organisation.id, { ...base, from_account_id: "acc_x" }), "not_found");
    expect(must(ledger.adminListPayments())).toHaveLength(0);
  });

  it("lists payments touching the caller's accounts, newest first, by status and limit", async () => {
    const { ledger, acme, globex, acmeOps, globexMain, clock } = await twoCompanies();
    const ids: string[] = [];
    for (const amount of [1, 2, 3]) {
      clock.advance(1000);
      ids.push(
        must(
          await ledger.sendPayment(acme.organisation.id, {
            from_account_id: acmeOps.id,
            to_account_number: globexMain.account_number,
            amount_cents: amount,
          }),
        ).id,
      );
    }
    const rejected = mustFail(
      await ledger.sendPayment(acme.organisation.id, {
        from_account_id: acmeOps.id,
        to_account_number: "0000000000",
        amount_cents: 1,
      }),
      "unprocessable_entity",
    );
    const rejectedId = rejectedPayment(rejected).id;
    expect(must(ledger.listPayments(acme.organisation.id)).map((payment) => payment.id)).toEqual([
      rejectedId,
      ...[...ids].reverse(),
    ]);
    // Globex never sees Acme's rejected payment to an unknown account.
    expect(must(ledger.listPayments(globex.organisation.id)).map((payment) => payment.id)).toEqual([...ids].reverse());
    expect(must(ledger.listPayments(acme.organisation.id, { status: "rejected" })).map((p) => p.id)).toEqual([
      rejectedId,
    ]);
    expect(must(ledger.listPayments(acme.organisation.id, { limit: 2 }))).toHaveLength(2);
    mustFail(ledger.listPayments(acme.organisation.id, { limit: 501 }), "bad_request");
    mustFail(ledger.listPayments(acme.organisation.id, { status: "lost" as never }), "bad_request");
  });
});

describe("manual settlement and the bank's transitions", () => {
  async function pendingPayment(amount = 30_000) {
    const ctx = await twoCompanies();
    must(await ctx.ledger.setSettlementMode("manual"));
    expect(ctx.ledger.getSettlementMode()).toBe("manual");
    const payment = must(
      await ctx.ledger.sendPayment(ctx.acme.organisation.id, {
        from_account_id: ctx.acmeOps.id,
        to_account_number: ctx.globexMain.account_number,
        amount_cents: amount,
        reference: "Premium Q1",
      }),
    );
    return { ...ctx, payment };
  }

  it("holds the amount on available_cents while pending", async () => {
    const { ledger, acme, acmeOps, payment } = await pendingPayment();
    expect(payment.status).toBe("pending");
    expect(payment.settled_at).toBeNull();
    expect(must(ledger.getAccount(acme.organisation.id, acmeOps.id))).toMatchObject({
      balance_cents: 100_000,
      available_cents: 70_000,
    });
    expect(must(ledger.transactions(acme.organisation.id, acmeOps.id)).transactions).toHaveLength(1);
    // Funds checks use available: 70,001 is refused although the balance is 100,000.
    const refused = mustFail(
      await ledger.sendPayment(acme.organisation.id, {
        from_account_id: acmeOps.id,
        to_account_number: acme.accounts[1]?.account_number as string,
        amount_cents: 70_001,
      }),
      "unprocessable_entity",
    );
    expect(rejectedPayment(refused).return_reason).toBe("R01: insufficient funds");
    expect(must(ledger.adminListPayments({ status: "pending" })).map((p) => p.id)).toEqual([payment.id]);
  });

  it("settle: releases the hold and writes DR sender / CR receiver", async () => {
    const { ledger, acme, globex, acmeOps, globexMain, payment, clock } = await pendingPayment();
    clock.advance(60_000);
    const settled = must(await ledger.settle(payment.id));
    expect(settled).toMatchObject({ status: "settled", settled_at: "2025-03-01T09:01:00.000Z" });
    expect(must(ledger.getAccount(acme.organisation.id, acmeOps.id))).toMatchObject({
      balance_cents: 70_000,
      available_cents: 70_000,
    });
    expect(must(ledger.getAccount(globex.organisation.id, globexMain.id)).balance_cents).toBe(35_000);
    const conflict = mustFail(await ledger.settle(payment.id), "conflict");
    expect(conflict.message).toContain("is settled");
    expect(conflict.details).toEqual({ current_state: "settled" });
    expect(ledger.audit().ok).toBe(true);
  });

  it("return: releases the hold and writes the debit and its RETURN credit together", async () => {
    const { ledger, acme, acmeOps, payment, clock } = await pendingPayment();
    clock.advance(1000);
    const returned = must(await ledger.returnPayment(payment.id, { reason: "R16" }));
    expect(returned).toMatchObject({
      status: "returned",
      returned_at: "2025-03-01T09:00:01.000Z",
      return_reason: "R16: account frozen",
      settled_at: null,
    });
    expect(must(ledger.getAccount(acme.organisation.id, acmeOps.id))).toMatchObject({
      balance_cents: 100_000,
      available_cents: 100_000,
    });
    const lines = must(ledger.transactions(acme.organisation.id, acmeOps.id)).transactions;
    // No value moved: value_date is null on both lines.
    expect(
      lines.slice(0, 2).map((line) => [line.direction, line.reference, line.running_balance_cents, line.value_date]),
    ).toEqual([
      ["CR", "RETURN Premium Q1", 100_000, null],
      ["DR", "Premium Q1", 70_000, null],
    ]);
    mustFail(await ledger.returnPayment(payment.id), "conflict");
    mustFail(await ledger.reverse(payment.id), "conflict");
    mustFail(await ledger.returnPayment("pay_nope"), "not_found");
    expect(ledger.audit().ok).toBe(true);
  });

  it("return: rejects an unknown reason code", async () => {
    const { ledger, payment } = await pendingPayment();
    mustFail(await ledger.returnPayment(payment.id, { reason: "R99" as never }), "bad_request");
  });

  it("settle refuses while an account is frozen (409) and works after unfreezing", async () => {
    const { ledger, globexMain, payment } = await pendingPayment();
    must(await ledger.freezeAccount(globexMain.id));
    expect(mustFail(await ledger.freezeAccount(globexMain.id), "conflict").details).toEqual({
      current_state: "frozen",
    });
    const refused = mustFail(await ledger.settle(payment.id), "conflict");
    expect(refused.message).toContain(`account ${globexMain.id} is frozen`);
    must(await ledger.unfreezeAccount(globexMain.id));
    mustFail(await ledger.unfreezeAccount(globexMain.id), "conflict");
    expect(must(await ledger.settle(payment.id)).status).toBe("settled");
  });

  it("reverse: DR receiver and CR RETURN sender; refused when the receiver is short unless forced", async () => {
    const { ledger, acme, globex, acmeOps, globexMain } = await twoCompanies();
    const payment = must(
      await ledger.sendPayment(acme.organisation.id, {
        from_account_id: acmeOps.id,
        to_account_number: globexMain.account_number,
        amount_cents: 10_000,
        reference: "Claim 7",
      }),
    );
    // Globex (15,000) spends 12,000, so it can no longer give back 10,000.
    must(
      await ledger.sendPayment(globex.organisation.id, {
        from_account_id: globexMain.id,
        to_account_number: acme.accounts[1]?.account_number as string,
        amount_cents: 12_000,
      }),
    );
    const short = mustFail(await ledger.reverse(payment.id), "unprocessable_entity");
    expect(short.message).toContain("force");
    const reversed = must(await ledger.reverse(payment.id, { force: true, reason: "R24" }));
    expect(reversed).toMatchObject({ status: "returned", return_reason: "R24: duplicate entry" });
    expect(reversed.returned_at).not.toBeNull();
    expect(must(ledger.getAccount(globex.organisation.id, globexMain.id)).balance_cents).toBe(-7_000);
    expect(must(ledger.getAccount(acme.organisation.id, acmeOps.id)).balance_cents).toBe(100_000);
    const [credit] = must(ledger.transactions(acme.organisation.id, acmeOps.id)).transactions;
    expect(credit).toMatchObject({ direction: "CR", reference: "RETURN Claim 7", transfer_id: payment.id });
    const report = ledger.audit();
    expect(report.violations).toEqual([]);
    mustFail(await ledger.reverse(payment.id), "conflict");
  });

  it("settle refuses when a forced reversal took the money a hold relied on", async () => {
    const { ledger, acme, globex, acmeOps, globexMain } = await twoCompanies();
    const incoming = must(
      await ledger.sendPayment(acme.organisation.id, {
        from_account_id: acmeOps.id,
        to_account_number: globexMain.account_number,
        amount_cents: 10_000,
      }),
    );
    must(await ledger.setSettlementMode("manual"));
    const pending = must(
      await ledger.sendPayment(globex.organisation.id, {
        from_account_id: globexMain.id,
        to_account_number: acmeOps.account_number,
        amount_cents: 15_000,
      }),
    );
    must(await ledger.reverse(incoming.id, { force: true }));
    mustFail(await ledger.settle(pending.id), "conflict");
    must(await ledger.returnPayment(pending.id));
    expect(ledger.audit().violations).toEqual([]);
  });
});

describe("admin", () => {
  it("deposits (bank counterparty), lists organisations and audits the totals", async () => {
    const { ledger, acmeOps, globexMain } = await twoCompanies();
    const { account, deposit } = must(await ledger.deposit(acmeOps.id, { amount_cents: 50, reference: "Top-up" }));
    expect(account.balance_cents).toBe(100_050);
    // dep_1 and dep_2 are the two opening balances.
    expect(deposit).toEqual({
      id: "dep_3",
      account_id: acmeOps.id,
      amount_cents: 50,
      currency: "USD",
      reference: "Top-up",
      created_at: "2025-03-01T09:00:00.000Z",
    });
    const [line] = must(ledger.transactions("org_1", acmeOps.id)).transactions;
    expect(line).toMatchObject({
      direction: "CR",
      counterparty_account_number: BANK_ACCOUNT_NUMBER,
      reference: "Top-up",
      amount_cents: 50,
      transfer_id: deposit.id,
    });
    mustFail(await ledger.deposit(acmeOps.id, { amount_cents: 0 }), "bad_request");
    mustFail(await ledger.deposit("acc_nope", { amount_cents: 1 }), "not_found");
    mustFail(await ledger.deposit(globexMain.id, { amount_cents: Number.MAX_SAFE_INTEGER }), "unprocessable_entity");
    expect(ledger.listOrganisations().map((org) => [org.slug, org.accounts.length])).toEqual([
      ["acme-insurance", 2],
      ["globex", 1],
    ]);
    expect(ledger.audit()).toEqual({
      ok: true,
      checked_at: "2025-03-01T09:00:00.000Z",
      accounts_checked: 3,
      payments_checked: 0,
      postings_checked: 3,
      total_debits_cents: 0,
      total_credits_cents: 105_050,
      total_deposits_cents: 105_050,
      total_withdrawals_cents: 0,
      total_balances_cents: 105_050,
      violations: [],
    });
    mustFail(await ledger.setSettlementMode("sometimes" as never), "bad_request");
  });

  it("keeps time monotonic when the clock steps back", async () => {
    const clock = new ManualClock("2025-03-01T10:00:00.000Z");
    const { ledger } = await openTestBank({ clock });
    const first = must(await ledger.signup({ name: "A", accounts: [{ name: "x", opening_balance_cents: 1 }] }));
    clock.set("2025-03-01T08:00:00.000Z");
    const second = must(await ledger.signup({ name: "B" }));
    expect(second.organisation.created_at >= first.organisation.created_at).toBe(true);
  });
});

describe("restart", () => {
  it("replays the journal into an identical ledger, and after compaction too", async () => {
    const ctx = await twoCompanies();
    const { ledger, acme, acmeOps, globexMain, backing, clock, store } = ctx;
    must(await ledger.setSettlementMode("manual"));
    const pending = must(
      await ledger.sendPayment(acme.organisation.id, {
        from_account_id: acmeOps.id,
        to_account_number: globexMain.account_number,
        amount_cents: 10,
      }),
    );
    const view = (l: typeof ledger) => ({
      orgs: l.listOrganisations(),
      payments: l.adminListPayments({ limit: 500 }),
      audit: l.audit(),
      mode: l.getSettlementMode(),
      statement: l.statement(acme.organisation.id, acmeOps.id),
    });
    const before = view(ledger);
    const replayed = await openTestBank({ backing, clock });
    expect(view(replayed.ledger)).toEqual(before);
    expect(replayed.ledger.authenticate(acme.api_key)?.id).toBe(acme.organisation.id);
    await store.compact();
    expect(backing.journal).toHaveLength(0);
    const fromSnapshot = await openTestBank({ backing, clock });
    expect(view(fromSnapshot.ledger)).toEqual(before);
    must(await fromSnapshot.ledger.settle(pending.id));
    expect(fromSnapshot.ledger.audit().ok).toBe(true);
  });

  it("still starts from a version 1 snapshot (objects, postings nested in their accounts)", async () => {
    const { ledger, acme, acmeOps, globexMain, backing, clock, store } = await twoCompanies();
    must(
      await ledger.sendPayment(acme.organisation.id, {
        from_account_id: acmeOps.id,
        to_account_number: globexMain.account_number,
        amount_cents: 25,
      }),
    );
    await store.compact();
    const { decodeSnapshotLines } = await import("../../runtime/store/snapshot-lines.ts");
    const { importState } = await import("../../runtime/bank/ledger/snapshot-codec.ts");
    const current = decodeSnapshotLines<LedgerStateSnapshot>(backing.snapshot ?? "", "memory");
    expect(current.version).toBe(3);
    expect(current.state.version).toBe(2);
    // Rebuild the same state in the version 1 shape, as the previous release wrote it.
    const book = importState(current.seq, current.state);
    const version1 = {
      version: 1,
      last_at_ms: book.lastAtMs,
      account_count: book.accountCount,
      settlement_mode: book.settlementMode,
      admin_key_hash: book.adminKeyHash,
      organisations: [...book.organisations.values()],
      accounts: [...book.accounts.values()],
      payments: book.paymentOrder.map((id) => book.payments.get(id)),
      idempotency: book.idempotencyQueue,
    };
    const before = { statement: ledger.statement(acme.organisation.id, acmeOps.id), audit: ledger.audit() };
    backing.snapshot = JSON.stringify({
      format: "contractkit-store-snapshot",
      version: 1,
      seq: current.seq,
      state: version1,
    });
    const reopened = await openTestBank({ backing, clock });
    expect({
      statement: reopened.ledger.statement(acme.organisation.id, acmeOps.id),
      audit: reopened.ledger.audit(),
    }).toEqual(before);
  });

  it("refuses to start from a journal that breaks an invariant", async () => {
    const { backing } = await twoCompanies();
    // Rewrite the first record so its opening deposit points at a missing organisation.
    const tampered = await openTestBank();
    const { encodeJournalLine, parseJournal } = await import("../../runtime/store/index.ts");
    const records = parseJournal<{ seq: number; type: string; accounts?: { organisation_id: string }[] }>(
      Buffer.from(backing.journal.join("")),
      "x",
    ).records;
    const first = records[0];
    if (first?.accounts?.[0]) first.accounts[0].organisation_id = "org_ghost";
    tampered.backing.journal = records.map((record) => encodeJournalLine(record));
    await expect(openTestBank({ backing: tampered.backing })).rejects.toThrow(/seq 1 .*organisation org_ghost/);
  });
});

describe("store failure", () => {
  it("stops the ledger after a failed append instead of serving state the disk does not have", async () => {
    const { MemoryLedgerStore } = await import("../../runtime/store/index.ts");
    class FailingStore extends MemoryLedgerStore<LedgerRecord, LedgerStateSnapshot> {
      failing = false;
      override append(records: readonly LedgerRecord[]): Promise<void> {
        return this.failing ? Promise.reject(new Error("disk full")) : super.append(records);
      }
    }
    const store = new FailingStore();
    const ledger = await Ledger.open({ store, ids: sequentialIds() });
    const acme = must(await ledger.signup({ name: "Acme", accounts: [{ name: "a", opening_balance_cents: 5 }] }));
    store.failing = true;
    await expect(ledger.deposit(acme.accounts[0]?.id as string, { amount_cents: 1 })).rejects.toThrow("disk full");
    expect(() => ledger.audit()).toThrow(LedgerUnavailableError);
    expect(() => ledger.authenticate(acme.api_key)).toThrow(/restart to recover from disk/);
    await expect(ledger.signup({ name: "Other" })).rejects.toThrow(LedgerUnavailableError);
  });
});
