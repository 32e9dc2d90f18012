/**
 * The audit is the bank's safety net: it must name the rule a damaged ledger breaks. Each tamper
 * below changes the stored facts the way a bad write or a hand edit could - once in the JSON
 * store's book, once in the PostgreSQL tables - and both stores' audits must report the same
 * rules. A fast-check property adds that no single-field change to a posting goes unnoticed.
 */
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { auditBook } from "../../runtime/bank/ledger/audit.ts";
import type { AuditRule, BankLedger } from "../../runtime/bank/ledger/index.ts";
import { applyRecord, LedgerBook, type Posting } from "../../runtime/bank/ledger/state.ts";
import { openPool } from "../../runtime/store/postgres.ts";
import { describeWithPostgres, useTestPostgres } from "../support/postgres.ts";
import { must, openTestBank } from "./ledger-fixtures.ts";
import { openPostgresLedger } from "./stores.ts";

/** Two companies and one settled payment of 60,000 out of Acme's 100,000 opening deposit. */
async function bankWithHistory(ledger: BankLedger) {
  const acme = must(await ledger.signup({ name: "Acme", accounts: [{ name: "Ops", opening_balance_cents: 100_000 }] }));
  const globex = must(
    await ledger.signup({ name: "Globex", accounts: [{ name: "Main", opening_balance_cents: 5_000 }] }),
  );
  const [payer] = acme.accounts;
  const [payee] = globex.accounts;
  if (payer === undefined || payee === undefined) throw new Error("signup returned no account");
  const payment = must(
    await ledger.sendPayment(acme.organisation.id, {
      from_account_id: payer.id,
      to_account_number: payee.account_number,
      amount_cents: 60_000,
      reference: "invoice 7",
    }),
  );
  expect(payment.status).toBe("settled");
  return { payerId: payer.id, paymentId: payment.id };
}

type History = Awaited<ReturnType<typeof bankWithHistory>>;

/** One way to damage the stored facts, written for each store, and the rules it must trip. */
interface Tamper {
  name: string;
  rules: AuditRule[];
  book(book: LedgerBook, history: History): void;
  /** The same damage to the PostgreSQL tables; `$1` is the payer's account id. */
  sql: string;
  /** When `$1` is the payment's id instead. */
  byPayment?: true;
}

const SHRINK = 50_000;

const TAMPERS: Tamper[] = [
  {
    name: "a balance nudged without a posting",
    rules: ["balance_equals_postings", "money_only_from_deposits"],
    book: (book, { payerId }) => {
      accountOf(book, payerId).balance_cents += 100;
    },
    sql: "UPDATE bank_accounts SET balance_cents = balance_cents + 100 WHERE id = $1",
  },
  {
    name: "a hold with no pending payment",
    rules: ["available_equals_balance_minus_holds"],
    book: (book, { payerId }) => {
      accountOf(book, payerId).held_cents += 100;
    },
    sql: "UPDATE bank_accounts SET held_cents = held_cents + 100 WHERE id = $1",
  },
  {
    name: "a settled payment's amount changed after its postings",
    rules: ["payment_postings_balance"],
    book: (book, { paymentId }) => {
      const payment = book.payments.get(paymentId);
      if (payment === undefined) throw new Error("payment missing");
      payment.amount_cents += 1;
    },
    sql: "UPDATE bank_payments SET amount_cents = amount_cents + 1 WHERE id = $1",
    byPayment: true,
  },
  {
    name: "a deposit relabelled as a payment (money from nowhere)",
    rules: ["money_only_from_deposits"],
    book: (book, { payerId }) => {
      firstDeposit(accountOf(book, payerId).postings).kind = "payment";
    },
    sql: `UPDATE bank_postings SET kind = 'payment' WHERE account_id = $1 AND position =
      (SELECT min(position) FROM bank_postings WHERE account_id = $1 AND kind = 'deposit')`,
  },
  {
    // Every sum stays consistent: only the later debit now overdraws.
    name: "the opening deposit shrunk under the payment that spent it",
    rules: ["no_overdraft"],
    book: (book, { payerId }) => {
      const account = accountOf(book, payerId);
      firstDeposit(account.postings).amount_cents -= SHRINK;
      for (const posting of account.postings) posting.running_balance_cents -= SHRINK;
      account.balance_cents -= SHRINK;
    },
    sql: `WITH d AS (SELECT min(position) AS position FROM bank_postings WHERE account_id = $1 AND kind = 'deposit'),
      p AS (UPDATE bank_postings SET amount_cents = amount_cents - CASE WHEN position = (SELECT position FROM d)
        THEN ${SHRINK} ELSE 0 END, running_balance_cents = running_balance_cents - ${SHRINK} WHERE account_id = $1)
      UPDATE bank_accounts SET balance_cents = balance_cents - ${SHRINK} WHERE id = $1`,
  },
];

function accountOf(book: LedgerBook, id: string) {
  const account = book.accounts.get(id);
  if (account === undefined) throw new Error(`account ${id} missing`);
  return account;
}

function firstDeposit(postings: Posting[]): Posting {
  const deposit = postings.find((posting) => posting.kind === "deposit");
  if (deposit === undefined) throw new Error("no deposit posting");
  return deposit;
}

function rulesOf(report: { violations: { rule: AuditRule }[] }): AuditRule[] {
  return [...new Set(report.violations.map((violation) => violation.rule))].sort();
}

/** The JSON store's book as a restart rebuilds it from the journal. */
async function replayedBook() {
  const bank = await openTestBank();
  const history = await bankWithHistory(bank.ledger);
  const loaded = await bank.store.load();
  const fresh = () => {
    const book = new LedgerBook();
    for (const record of loaded.records) applyRecord(book, record);
    return book;
  };
  return { history, fresh };
}

describe("the audit of the JSON store's book names the rule each tamper breaks", () => {
  it("finds nothing in the untouched book", async () => {
    const { fresh } = await replayedBook();
    expect(auditBook(fresh(), new Date().toISOString()).violations).toEqual([]);
  });

  it.each(TAMPERS.map((tamper) => [tamper.name, tamper] as const))("%s", async (_name, tamper) => {
    const { history, fresh } = await replayedBook();
    const book = fresh();
    tamper.book(book, history);
    const report = auditBook(book, new Date().toISOString());
    expect(report.ok).toBe(false);
    expect(rulesOf(report)).toEqual([...tamper.rules].sort());
  });

  it("notices any single changed field of any posting", async () => {
    const { fresh } = await replayedBook();
    const postingCount = [...fresh().accounts.values()].reduce((sum, account) => sum + account.postings.length, 0);
    fc.assert(
      fc.property(
        fc.nat({ max: postingCount - 1 }),
        fc.oneof(
          fc.record({ field: fc.constant("amount_cents" as const), delta: fc.integer({ min: -999, max: 999 }) }),
          fc.record({
            field: fc.constant("running_balance_cents" as const),
            delta: fc.integer({ min: -999, max: 999 }),
          }),
          fc.record({ field: fc.constant("direction" as const), delta: fc.constant(0) }),
        ),
        (index, change) => {
          fc.pre(change.field === "direction" || change.delta !== 0);
          const book = fresh();
          const posting = [...book.accounts.values()].flatMap((account) => account.postings)[index] as Posting;
          if (change.field === "direction") posting.direction = posting.direction === "CR" ? "DR" : "CR";
          else posting[change.field] += change.delta;
          expect(auditBook(book, new Date().toISOString()).ok).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describeWithPostgres("the PostgreSQL audit names the same rule for the same tamper", () => {
  const server = useTestPostgres();
  let ledger: BankLedger | undefined;
  let databases = 0;
  afterEach(async () => {
    await ledger?.close();
    ledger = undefined;
  });

  it.each(TAMPERS.map((tamper) => [tamper.name, tamper] as const))("%s", async (_name, tamper) => {
    databases += 1;
    const url = await server().createDatabase(`audit_tamper_${databases}`);
    ledger = await openPostgresLedger(url);
    const history = await bankWithHistory(ledger);
    expect((await ledger.audit()).violations).toEqual([]);
    const pool = await openPool(url, { max: 1 });
    try {
      await pool.query(tamper.sql, [tamper.byPayment ? history.paymentId : history.payerId]);
    } finally {
      await pool.end();
    }
    const report = await ledger.audit();
    expect(report.ok).toBe(false);
    expect(rulesOf(report)).toEqual([...tamper.rules].sort());
  });
});
