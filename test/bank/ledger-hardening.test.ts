/**
 * Reproducers of issue 20's ledger defects (the attack on the running bank): each case is the
 * sequence the attack used, and each failed before its fix.
 */
import { describe, expect, it } from "vitest";
import {
  describeReturnReason,
  Ledger,
  LedgerIntegrityError,
  type LedgerRecord,
  type LedgerStateSnapshot,
  RETURN_REASONS,
  sequentialIds,
} from "../../runtime/bank/ledger/index.ts";
import { MemoryLedgerStore } from "../../runtime/store/index.ts";
import { must, mustFail, openTestBank } from "./ledger-fixtures.ts";

describe("D1: a returned pending payment on an already-negative account", () => {
  it("audits clean after the issue's admin sequence and the ledger reopens", async () => {
    const bank = await openTestBank();
    const { ledger } = bank;
    const z = must(await ledger.signup({ name: "Zed", accounts: [{ name: "z", opening_balance_cents: 100 }] }));
    const x = must(await ledger.signup({ name: "Xavier", accounts: [{ name: "x" }] }));
    const w = must(await ledger.signup({ name: "Whisky", accounts: [{ name: "w" }] }));
    const [zAccount] = z.accounts;
    const [xAccount] = x.accounts;
    const [wAccount] = w.accounts;
    if (!zAccount || !xAccount || !wAccount) throw new Error("signup returned no account");
    const first = must(
      await ledger.sendPayment(z.organisation.id, {
        from_account_id: zAccount.id,
        to_account_number: xAccount.account_number,
        amount_cents: 100,
      }),
    );
    must(
      await ledger.sendPayment(x.organisation.id, {
        from_account_id: xAccount.id,
        to_account_number: wAccount.account_number,
        amount_cents: 50,
      }),
    );
    must(await ledger.setSettlementMode("manual"));
    const pending = must(
      await ledger.sendPayment(x.organisation.id, {
        from_account_id: xAccount.id,
        to_account_number: wAccount.account_number,
        amount_cents: 20,
      }),
    );
    expect(pending.status).toBe("pending");
    must(await ledger.reverse(first.id, { force: true }));
    expect(must(ledger.getAccount(x.organisation.id, xAccount.id)).balance_cents).toBe(-50);
    must(await ledger.returnPayment(pending.id));
    expect(must(ledger.getAccount(x.organisation.id, xAccount.id)).balance_cents).toBe(-50);
    expect(ledger.audit().violations).toEqual([]);
    const reopened = await openTestBank({ backing: bank.backing, clock: bank.clock });
    expect(reopened.ledger.audit().ok).toBe(true);
  });
});

describe("D2: what an unauthenticated or company caller can create is bounded", () => {
  it("refuses the attack's huge opening balance, and other signups still get theirs", async () => {
    const { ledger } = await openTestBank();
    const greedy = mustFail(
      await ledger.signup({
        name: "Greedy",
        accounts: [{ name: "all of it", opening_balance_cents: 9_007_199_254_740_981 }],
      }),
      "unprocessable_entity",
    );
    expect(greedy.message).toMatch(/per account/);
    expect(ledger.directory()).toEqual([]);
    const honest = must(
      await ledger.signup({ name: "Honest", accounts: [{ name: "a", opening_balance_cents: 100_000_000 }] }),
    );
    expect(honest.accounts[0]?.balance_cents).toBe(100_000_000);
  });

  it("bounds an organisation's total over signup and every account it opens later", async () => {
    const { ledger } = await openTestBank({ openingLimits: { perAccountCents: 1_000, perOrganisationCents: 2_500 } });
    const org = must(
      await ledger.signup({
        name: "Greedy",
        accounts: [
          { name: "a", opening_balance_cents: 1_000 },
          { name: "b", opening_balance_cents: 1_000 },
        ],
      }),
    );
    must(await ledger.openAccount(org.organisation.id, { name: "c", opening_balance_cents: 500 }));
    const refused = mustFail(
      await ledger.openAccount(org.organisation.id, { name: "d", opening_balance_cents: 1 }),
      "unprocessable_entity",
    );
    expect(refused.message).toMatch(/per-organisation limit of 2500 cents/);
    // Zero opening balances still open accounts; another organisation has its own allowance.
    must(await ledger.openAccount(org.organisation.id, { name: "e" }));
    must(await ledger.signup({ name: "Other", accounts: [{ name: "a", opening_balance_cents: 1_000 }] }));
    mustFail(
      await ledger.signup({ name: "Too much", accounts: [{ name: "a", opening_balance_cents: 1_001 }] }),
      "unprocessable_entity",
    );
  });

  it("keeps the 2^53-1 guard, and an admin withdrawal gives the room back (journaled and audited)", async () => {
    const bank = await openTestBank();
    const { ledger } = bank;
    const org = must(await ledger.signup({ name: "Vault", accounts: [{ name: "a", opening_balance_cents: 10 }] }));
    const account = org.accounts[0];
    if (!account) throw new Error("no account");
    must(await ledger.deposit(account.id, { amount_cents: Number.MAX_SAFE_INTEGER - 10 }));
    mustFail(await ledger.deposit(account.id, { amount_cents: 1 }), "unprocessable_entity");
    mustFail(
      await ledger.signup({ name: "Late", accounts: [{ name: "a", opening_balance_cents: 1 }] }),
      "unprocessable_entity",
    );
    const { withdrawal, account: after } = must(
      await ledger.withdraw(account.id, { amount_cents: 1_000, reference: "CORRECTION" }),
    );
    expect(withdrawal).toMatchObject({ amount_cents: 1_000, reference: "CORRECTION", account_id: account.id });
    expect(after.balance_cents).toBe(Number.MAX_SAFE_INTEGER - 1_000);
    const afterWithdrawal = ledger.audit();
    expect(afterWithdrawal.total_withdrawals_cents).toBe(1_000);
    expect(afterWithdrawal.total_balances_cents).toBe(afterWithdrawal.total_deposits_cents - 1_000);
    must(await ledger.deposit(account.id, { amount_cents: 1 }));
    must(await ledger.signup({ name: "Late", accounts: [{ name: "a", opening_balance_cents: 1 }] }));
    const line = must(ledger.transactions(org.organisation.id, account.id)).transactions[1];
    expect(line).toMatchObject({ direction: "DR", amount_cents: 1_000, counterparty_account_number: "0000000000" });
    expect(line?.transfer_id).toBe(withdrawal.id);
    const report = ledger.audit();
    expect(report.violations).toEqual([]);
    expect(report.total_withdrawals_cents).toBe(1_000);
    const reopened = await openTestBank({ backing: bank.backing, clock: bank.clock });
    expect(reopened.ledger.audit()).toEqual(report);
  });

  it("refuses a withdrawal the available balance does not cover (holds count), and bad input", async () => {
    const { ledger } = await openTestBank();
    const org = must(await ledger.signup({ name: "Payer", accounts: [{ name: "a", opening_balance_cents: 100 }] }));
    const payee = must(await ledger.signup({ name: "Payee", accounts: [{ name: "b" }] }));
    const [from] = org.accounts;
    const [to] = payee.accounts;
    if (!from || !to) throw new Error("no account");
    must(await ledger.setSettlementMode("manual"));
    must(
      await ledger.sendPayment(org.organisation.id, {
        from_account_id: from.id,
        to_account_number: to.account_number,
        amount_cents: 60,
      }),
    );
    mustFail(await ledger.withdraw(from.id, { amount_cents: 41 }), "unprocessable_entity");
    must(await ledger.withdraw(from.id, { amount_cents: 40 }));
    mustFail(await ledger.withdraw(from.id, { amount_cents: 0 }), "bad_request");
    mustFail(await ledger.withdraw("acc_nope", { amount_cents: 1 }), "not_found");
    expect(ledger.audit().violations).toEqual([]);
  });
});

describe("8: every NACHA return code, with a note", () => {
  async function pendingAndSettled() {
    const { ledger } = await openTestBank();
    const org = must(await ledger.signup({ name: "Payer", accounts: [{ name: "a", opening_balance_cents: 100 }] }));
    const payee = must(await ledger.signup({ name: "Payee", accounts: [{ name: "b" }] }));
    const pay = () =>
      ledger.sendPayment(org.organisation.id, {
        from_account_id: org.accounts[0]?.id as string,
        to_account_number: payee.accounts[0]?.account_number as string,
        amount_cents: 10,
      });
    const settled = must(await pay());
    must(await ledger.setSettlementMode("manual"));
    const pending = must(await pay());
    return { ledger, settled, pending };
  }

  it("reverses with R10 and a note, and the reason reads as text", async () => {
    const { ledger, settled, pending } = await pendingAndSettled();
    const reversed = must(await ledger.reverse(settled.id, { reason: "R10", note: "customer called on 3 March" }));
    expect(reversed.return_reason).toBe("R10: customer advises not authorized - customer called on 3 March");
    const returned = must(await ledger.returnPayment(pending.id, { reason: "R85" }));
    expect(returned.return_reason).toBe("R85: incorrectly coded outbound international payment");
  });

  it("accepts every published code R01-R85 and refuses unassigned ones and a bad note", async () => {
    expect(Object.keys(RETURN_REASONS)).toHaveLength(70);
    for (const code of Object.keys(RETURN_REASONS)) {
      expect(code).toMatch(/^R(0[1-9]|[1-7][0-9]|8[0-5])$/);
      expect(describeReturnReason(code as keyof typeof RETURN_REASONS)).toMatch(/^R[0-9]{2}: [a-z0-9 ,'()/-]+$/);
    }
    const { ledger, pending } = await pendingAndSettled();
    for (const unassigned of ["R00", "R48", "R63", "R86", "R10 "]) {
      mustFail(await ledger.returnPayment(pending.id, { reason: unassigned as never }), "bad_request");
    }
    mustFail(await ledger.returnPayment(pending.id, { note: "line\nbreak" }), "bad_request");
    mustFail(await ledger.returnPayment(pending.id, { note: "x".repeat(141) }), "bad_request");
    mustFail(await ledger.returnPayment(pending.id, { note: "" }), "bad_request");
    expect(must(await ledger.returnPayment(pending.id, { note: "x".repeat(140) })).return_reason).toBe(
      `R08: payment stopped - ${"x".repeat(140)}`,
    );
  });
});

describe("D3: every loaded row's shape is checked", () => {
  /** A ledger with a compacted snapshot, and a way to reopen it with the snapshot's state edited. */
  async function compactedBank() {
    const bank = await openTestBank();
    const org = must(await bank.ledger.signup({ name: "Shape", accounts: [{ name: "a", opening_balance_cents: 5 }] }));
    const other = must(await bank.ledger.signup({ name: "Other", accounts: [{ name: "b" }] }));
    must(
      await bank.ledger.sendPayment(org.organisation.id, {
        from_account_id: org.accounts[0]?.id as string,
        to_account_number: other.accounts[0]?.account_number as string,
        amount_cents: 1,
      }),
    );
    await bank.store.compact();
    const reopen = (edit: (state: LedgerStateSnapshot) => void) => {
      class EditingStore extends MemoryLedgerStore<LedgerRecord, LedgerStateSnapshot> {
        override async load() {
          const loaded = await super.load();
          if (loaded.snapshot) edit(loaded.snapshot.state);
          return loaded;
        }
      }
      return Ledger.open({ store: new EditingStore(bank.backing), ids: sequentialIds() });
    };
    return { reopen };
  }

  it('refuses an account status "xctive", a payment status, a counterparty and a dangling reference', async () => {
    const { reopen } = await compactedBank();
    await expect(reopen(() => undefined)).resolves.toBeInstanceOf(Ledger);
    await expect(
      reopen((state) => {
        (state.accounts[0] as { status: string }).status = "xctive";
      }),
    ).rejects.toThrow(/accounts\[0\]\.status has the value "xctive"/);
    await expect(
      reopen((state) => {
        (state.payments[0] as unknown[])[7] = "setled";
      }),
    ).rejects.toThrow(/payments\[0\]\.status/);
    await expect(
      reopen((state) => {
        (state.postings[0] as unknown[])[6] = "12345";
      }),
    ).rejects.toThrow(/counterparty_account_number/);
    await expect(
      reopen((state) => {
        (state.accounts[1] as { organisation_id: string }).organisation_id = "org_ghost";
      }),
    ).rejects.toThrow(/cannot be loaded: organisations\[1\]\.account_ids\[0\]/);
    await expect(
      reopen((state) => {
        state.settlement_mode = "sometimes" as never;
      }),
    ).rejects.toThrow(LedgerIntegrityError);
  });
});
