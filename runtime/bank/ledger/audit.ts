/**
 * The ledger's invariants, checked from scratch over the whole book (docs/reference/bank.md#money-and-the-ledger;
 * the bank spec's `getAudit`). Run at startup (a violation refuses to start) and by the
 * admin audit call. Sums are bigints so no total can lose precision, whatever the history.
 */
import type { AccountState, LedgerBook, Posting } from "./state.ts";
import type { AuditReport, AuditRule, AuditViolation } from "./types.ts";

/** Debit and credit postings each payment status must have produced (both stores audit by it). */
export function expectedLegs(status: string, wasSettled: boolean): number {
  switch (status) {
    case "settled":
      return 1;
    case "returned":
      // Reversed after settling: DR sender + CR receiver, then DR receiver + CR sender.
      // Returned while pending: DR sender + CR (RETURN) sender.
      return wasSettled ? 2 : 1;
    default:
      return 0;
  }
}

/**
 * A debit that leaves the balance negative is allowed only as a forced reversal, or as the debit
 * of a returned pending payment whose RETURN credit of the same amount follows at once: the pair
 * nets to zero, so it leaves the balance where it was - even when a forced reversal had already
 * taken that balance below zero (issue 20, D1). Whether the balance ends up non-negative is not
 * the pair's doing and is not its test.
 */
function negativeAllowed(posting: Posting, next: Posting | undefined): boolean {
  if (posting.kind === "reversal" && posting.forced) return true;
  return (
    posting.kind === "payment" &&
    next !== undefined &&
    next.kind === "return" &&
    next.direction === "CR" &&
    next.transfer_id === posting.transfer_id &&
    next.amount_cents === posting.amount_cents
  );
}

/** The violations an audit found, in the report's shape (both stores collect them here). */
export class Findings {
  readonly list: AuditViolation[] = [];
  add(rule: AuditRule, message: string, ids: { account?: string; payment?: string } = {}): void {
    this.list.push({ rule, account_id: ids.account ?? null, payment_id: ids.payment ?? null, message });
  }
}

/** The book's money totals, in cents. */
export interface MoneyTotals {
  debited: bigint;
  credited: bigint;
  deposited: bigint;
  withdrawn: bigint;
  balanced: bigint;
}

/**
 * Checks that money enters only by deposits and leaves only by withdrawals, then assembles the
 * report (both stores end their audit here).
 */
export function auditReport(
  findings: Findings,
  checkedAt: string,
  checked: { accounts: number; payments: number; postings: number },
  money: MoneyTotals,
): AuditReport {
  const { debited, credited, deposited, withdrawn, balanced } = money;
  const held = deposited - withdrawn;
  if (credited - debited !== held || balanced !== held) {
    findings.add(
      "money_only_from_deposits",
      `credits - debits = ${credited - debited}, deposits - withdrawals = ${held}, sum of balances = ${balanced}`,
    );
  }
  return {
    ok: findings.list.length === 0,
    checked_at: checkedAt,
    accounts_checked: checked.accounts,
    payments_checked: checked.payments,
    postings_checked: checked.postings,
    total_debits_cents: Number(debited),
    total_credits_cents: Number(credited),
    total_deposits_cents: Number(deposited),
    total_withdrawals_cents: Number(withdrawn),
    total_balances_cents: Number(balanced),
    violations: findings.list,
  };
}

interface Legs {
  debits: number;
  credits: number;
  /** Sums of the legs' amounts (each at most twice one payment's safe amount). */
  debitCents: number;
  creditCents: number;
}

/**
 * An exact sum of integers: a number while it stays in the safe range, spilling into a bigint
 * beyond. A `BigInt` per posting made the start-up audit of a million postings take a second.
 */
class ExactSum {
  #small = 0;
  #big = 0n;

  add(amount: number): void {
    if (!Number.isSafeInteger(amount)) {
      // Only a damaged ledger has such an amount (and the audit reports it); sum what is exact.
      if (Number.isInteger(amount)) this.#big += BigInt(amount);
      return;
    }
    if (Math.abs(this.#small) + Math.abs(amount) > Number.MAX_SAFE_INTEGER) {
      this.#big += BigInt(this.#small);
      this.#small = 0;
    }
    this.#small += amount;
  }

  get value(): bigint {
    return this.#big + BigInt(this.#small);
  }
}

function auditAccount(account: AccountState, findings: Findings, legs: Map<string, Legs>): void {
  // The running balance as a number: every step is exact while it stays a safe integer, which it
  // does in any ledger this bank writes (deposits are capped at the safe range).
  let running = 0;
  let exact = true;
  let previousAt = Number.NEGATIVE_INFINITY;
  const { postings } = account;
  const ids = { account: account.id };
  for (let index = 0; index < postings.length; index += 1) {
    const posting = postings[index] as Posting;
    const amount = posting.amount_cents;
    if (!Number.isSafeInteger(amount) || amount <= 0) {
      findings.add("balance_equals_postings", `posting ${index} has amount ${amount}`, ids);
    }
    running += posting.direction === "CR" ? amount : -amount;
    if (!Number.isSafeInteger(running)) {
      exact = false;
      findings.add("balance_equals_postings", `posting ${index} takes the balance out of the exact integer range`, ids);
      break;
    }
    if (posting.running_balance_cents !== running) {
      findings.add(
        "balance_equals_postings",
        `posting ${index} shows running balance ${posting.running_balance_cents}, its postings sum to ${running}`,
        ids,
      );
    }
    if (posting.at_ms < previousAt) {
      findings.add("balance_equals_postings", `posting ${index} is dated before the posting preceding it`, ids);
    }
    previousAt = posting.at_ms;
    if (posting.direction === "DR" && running < 0 && !negativeAllowed(posting, postings[index + 1])) {
      findings.add(
        "no_overdraft",
        `posting ${index} (${posting.transfer_id}) took the balance to ${running} and is not a forced reversal`,
        ids,
      );
    }
    if (posting.kind !== "deposit" && posting.kind !== "withdrawal") {
      let leg = legs.get(posting.transfer_id);
      if (leg === undefined) {
        leg = { debits: 0, credits: 0, debitCents: 0, creditCents: 0 };
        legs.set(posting.transfer_id, leg);
      }
      if (posting.direction === "DR") {
        leg.debits += 1;
        leg.debitCents += amount;
      } else {
        leg.credits += 1;
        leg.creditCents += amount;
      }
    }
  }
  if (exact && account.balance_cents !== running) {
    findings.add("balance_equals_postings", `balance ${account.balance_cents} != sum of its postings ${running}`, ids);
  }
}

/** Checks every invariant and returns the report (violations empty when all hold). */
export function auditBook(book: LedgerBook, checkedAt: string): AuditReport {
  const findings = new Findings();
  const legs = new Map<string, Legs>();
  const pendingOutgoing = new Map<string, bigint>();
  const debits = new ExactSum();
  const credits = new ExactSum();
  const deposits = new ExactSum();
  const withdrawals = new ExactSum();
  const balances = new ExactSum();
  let postingsChecked = 0;

  for (const account of book.accounts.values()) {
    auditAccount(account, findings, legs);
    for (const posting of account.postings) {
      if (posting.direction === "CR") credits.add(posting.amount_cents);
      else debits.add(posting.amount_cents);
      if (posting.kind === "deposit") deposits.add(posting.amount_cents);
      else if (posting.kind === "withdrawal") withdrawals.add(posting.amount_cents);
    }
    postingsChecked += account.postings.length;
    balances.add(account.balance_cents);
  }

  for (const id of book.paymentOrder) {
    const payment = book.payments.get(id);
    if (payment === undefined) {
      findings.add("payment_postings_balance", "payment is listed but missing", { payment: id });
      continue;
    }
    if (payment.status === "pending" && payment.from_account_id !== null) {
      pendingOutgoing.set(
        payment.from_account_id,
        (pendingOutgoing.get(payment.from_account_id) ?? 0n) + BigInt(payment.amount_cents),
      );
    }
    const expected = expectedLegs(payment.status, payment.settled_at !== null);
    const leg = legs.get(payment.id) ?? { debits: 0, credits: 0, debitCents: 0, creditCents: 0 };
    const amount = payment.amount_cents * expected;
    if (
      leg.debits !== expected ||
      leg.credits !== expected ||
      leg.debitCents !== amount ||
      leg.creditCents !== amount
    ) {
      findings.add(
        "payment_postings_balance",
        `${payment.status} payment has ${leg.debits} DR (${leg.debitCents}) and ${leg.credits} CR (${leg.creditCents}), ` +
          `expected ${expected} of each for ${amount}`,
        { payment: payment.id },
      );
    }
  }

  for (const account of book.accounts.values()) {
    const held = pendingOutgoing.get(account.id) ?? 0n;
    if (BigInt(account.held_cents) !== held || account.held_cents < 0) {
      findings.add(
        "available_equals_balance_minus_holds",
        `holds ${account.held_cents} != pending outgoing payments ${held}`,
        { account: account.id },
      );
    }
  }

  return auditReport(
    findings,
    checkedAt,
    { accounts: book.accounts.size, payments: book.paymentOrder.length, postings: postingsChecked },
    {
      debited: debits.value,
      credited: credits.value,
      deposited: deposits.value,
      withdrawn: withdrawals.value,
      balanced: balances.value,
    },
  );
}
