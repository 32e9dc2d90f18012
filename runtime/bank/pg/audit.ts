/**
 * The admin audit on PostgreSQL: the same invariants as the in-memory audit (ledger/audit.ts),
 * computed by SQL over the stored facts - postings, accounts, payments - in one snapshot. The
 * database sums in `numeric`, so no total can lose precision; amounts are positive by constraint.
 */

import type { PoolClient } from "../../store/postgres.ts";
import { auditReport, expectedLegs, Findings } from "../ledger/audit.ts";
import type { AuditReport } from "../ledger/index.ts";

/** Postings that break a per-posting rule: running balance, date order, or an unforced overdraft. */
const POSTING_FINDINGS = `
WITH p AS (
  SELECT account_id, position, transfer_id, direction, amount_cents, running_balance_cents, at, kind, forced,
    sum(CASE WHEN direction = 'CR' THEN amount_cents ELSE -amount_cents END) OVER w AS running,
    lag(at) OVER w AS previous_at,
    lead(kind) OVER w AS next_kind, lead(direction) OVER w AS next_direction,
    lead(transfer_id) OVER w AS next_transfer_id, lead(amount_cents) OVER w AS next_amount
  FROM bank_postings WINDOW w AS (PARTITION BY account_id ORDER BY position)
), checked AS (
  SELECT p.*,
    p.running <> p.running_balance_cents AS bad_running,
    coalesce(p.at < p.previous_at, false) AS bad_order,
    p.direction = 'DR' AND p.running < 0
      AND NOT (p.kind = 'reversal' AND p.forced)
      -- the debit of a returned pending payment, its RETURN credit of the same amount right after
      AND NOT coalesce(p.kind = 'payment' AND p.next_kind = 'return' AND p.next_direction = 'CR'
        AND p.next_transfer_id = p.transfer_id AND p.next_amount = p.amount_cents, false) AS overdraft
  FROM p
)
SELECT account_id, position, transfer_id, running::text AS running, running_balance_cents::text AS shown,
  bad_running, bad_order, overdraft
FROM checked WHERE bad_running OR bad_order OR overdraft
ORDER BY account_id, position`;

/** Each account's balance and holds beside the sum of its postings and of its pending payments out. */
const ACCOUNT_SUMS = `
SELECT a.id, a.balance_cents::text AS balance, a.held_cents::text AS held,
  coalesce(s.total, 0)::text AS total, coalesce(h.pending, 0)::text AS pending
FROM bank_accounts a
LEFT JOIN (SELECT account_id, sum(CASE WHEN direction = 'CR' THEN amount_cents ELSE -amount_cents END) AS total
  FROM bank_postings GROUP BY account_id) s ON s.account_id = a.id
LEFT JOIN (SELECT from_account_id, sum(amount_cents) AS pending FROM bank_payments WHERE status = 'pending'
  GROUP BY from_account_id) h ON h.from_account_id = a.id
ORDER BY a.position`;

/** Each payment's debit and credit legs. */
const PAYMENT_LEGS = `
SELECT p.id, p.status, p.amount_cents::text AS amount, p.settled_at IS NOT NULL AS was_settled,
  coalesce(l.debits, 0) AS debits, coalesce(l.credits, 0) AS credits,
  coalesce(l.debit_cents, 0)::text AS debit_cents, coalesce(l.credit_cents, 0)::text AS credit_cents
FROM bank_payments p
LEFT JOIN (SELECT transfer_id,
    count(*) FILTER (WHERE direction = 'DR')::int AS debits, count(*) FILTER (WHERE direction = 'CR')::int AS credits,
    sum(amount_cents) FILTER (WHERE direction = 'DR') AS debit_cents,
    sum(amount_cents) FILTER (WHERE direction = 'CR') AS credit_cents
  FROM bank_postings WHERE kind NOT IN ('deposit', 'withdrawal') GROUP BY transfer_id) l ON l.transfer_id = p.id
ORDER BY p.position`;

const TOTALS = `
SELECT
  (SELECT count(*) FROM bank_accounts)::int AS accounts,
  (SELECT count(*) FROM bank_payments)::int AS payments,
  (SELECT count(*) FROM bank_postings)::int AS postings,
  (SELECT coalesce(sum(amount_cents) FILTER (WHERE direction = 'DR'), 0) FROM bank_postings)::text AS debits,
  (SELECT coalesce(sum(amount_cents) FILTER (WHERE direction = 'CR'), 0) FROM bank_postings)::text AS credits,
  (SELECT coalesce(sum(amount_cents) FILTER (WHERE kind = 'deposit'), 0) FROM bank_postings)::text AS deposits,
  (SELECT coalesce(sum(amount_cents) FILTER (WHERE kind = 'withdrawal'), 0) FROM bank_postings)::text AS withdrawals,
  (SELECT coalesce(sum(balance_cents), 0) FROM bank_accounts)::text AS balances`;

interface PostingFinding {
  account_id: string;
  position: number;
  transfer_id: string;
  running: string;
  shown: string;
  bad_running: boolean;
  bad_order: boolean;
  overdraft: boolean;
}

async function accountFindings(client: PoolClient, findings: Findings): Promise<void> {
  const postings = await client.query<PostingFinding>(POSTING_FINDINGS);
  const sums = await client.query<{ id: string; balance: string; total: string }>(ACCOUNT_SUMS);
  const byAccount = new Map<string, PostingFinding[]>();
  for (const row of postings.rows) byAccount.set(row.account_id, [...(byAccount.get(row.account_id) ?? []), row]);
  for (const account of sums.rows) {
    const ids = { account: account.id };
    for (const row of byAccount.get(account.id) ?? []) {
      if (row.bad_running) {
        findings.add(
          "balance_equals_postings",
          `posting ${row.position} shows running balance ${row.shown}, its postings sum to ${row.running}`,
          ids,
        );
      }
      if (row.bad_order) {
        findings.add(
          "balance_equals_postings",
          `posting ${row.position} is dated before the posting preceding it`,
          ids,
        );
      }
      if (row.overdraft) {
        findings.add(
          "no_overdraft",
          `posting ${row.position} (${row.transfer_id}) took the balance to ${row.running} and is not a forced reversal`,
          ids,
        );
      }
    }
    if (account.balance !== account.total) {
      findings.add(
        "balance_equals_postings",
        `balance ${account.balance} != sum of its postings ${account.total}`,
        ids,
      );
    }
  }
}

async function paymentFindings(client: PoolClient, findings: Findings): Promise<void> {
  const { rows } = await client.query<{
    id: string;
    status: string;
    amount: string;
    was_settled: boolean;
    debits: number;
    credits: number;
    debit_cents: string;
    credit_cents: string;
  }>(PAYMENT_LEGS);
  for (const payment of rows) {
    const expected = expectedLegs(payment.status, payment.was_settled);
    const amount = (BigInt(payment.amount) * BigInt(expected)).toString();
    if (
      payment.debits !== expected ||
      payment.credits !== expected ||
      payment.debit_cents !== amount ||
      payment.credit_cents !== amount
    ) {
      findings.add(
        "payment_postings_balance",
        `${payment.status} payment has ${payment.debits} DR (${payment.debit_cents}) and ${payment.credits} CR ` +
          `(${payment.credit_cents}), expected ${expected} of each for ${amount}`,
        { payment: payment.id },
      );
    }
  }
}

async function holdFindings(client: PoolClient, findings: Findings): Promise<void> {
  const { rows } = await client.query<{ id: string; held: string; pending: string }>(ACCOUNT_SUMS);
  for (const account of rows) {
    if (account.held !== account.pending || BigInt(account.held) < 0n) {
      findings.add(
        "available_equals_balance_minus_holds",
        `holds ${account.held} != pending outgoing payments ${account.pending}`,
        { account: account.id },
      );
    }
  }
}

/** Runs the audit inside the caller's (REPEATABLE READ) transaction. */
export async function auditDatabase(client: PoolClient, checkedAt: string): Promise<AuditReport> {
  const findings = new Findings();
  await accountFindings(client, findings);
  await paymentFindings(client, findings);
  await holdFindings(client, findings);
  const { rows } = await client.query<{
    accounts: number;
    payments: number;
    postings: number;
    debits: string;
    credits: string;
    deposits: string;
    withdrawals: string;
    balances: string;
  }>(TOTALS);
  const totals = rows[0] as (typeof rows)[number];
  const [debited, credited, deposited, withdrawn, balanced] = [
    totals.debits,
    totals.credits,
    totals.deposits,
    totals.withdrawals,
    totals.balances,
  ].map(BigInt) as [bigint, bigint, bigint, bigint, bigint];
  return auditReport(
    findings,
    checkedAt,
    { accounts: totals.accounts, payments: totals.payments, postings: totals.postings },
    { debited, credited, deposited, withdrawn, balanced },
  );
}
