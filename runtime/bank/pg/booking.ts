/**
 * Postings of a command written together at its end: each posting's position and running balance
 * follow from the account's row read under its lock, and the accounts' balances, holds, posting
 * counts and last posting times are updated in one statement.
 */
import type { PoolClient } from "../../store/postgres.ts";
import type { Payment } from "../ledger/index.ts";
import type { AccountFacts } from "./rows.ts";

/** A posting to write, before its position and running balance are known. */
export interface PostingInput {
  direction: "CR" | "DR";
  amount_cents: number;
  counterparty_account_number: string;
  reference: string;
  transfer_id: string;
  end_to_end_id: string | null;
  kind: "deposit" | "withdrawal" | "payment" | "return" | "reversal";
  forced?: boolean;
  /** False when no value moves (a returned pending payment): its `value_date` is null. */
  valued?: boolean;
}

/** Postings and account changes of one command, written together at its end. */
export class Booking {
  readonly accounts = new Map<string, AccountFacts>();
  readonly rows: unknown[][] = [];

  constructor(readonly atIso: string) {}

  post(account: AccountFacts, input: PostingInput): void {
    account.balance_cents += input.direction === "CR" ? input.amount_cents : -input.amount_cents;
    this.rows.push([
      account.id,
      account.posting_count,
      this.atIso,
      input.valued !== false,
      input.direction,
      input.amount_cents,
      input.counterparty_account_number,
      input.reference,
      input.transfer_id,
      input.end_to_end_id,
      account.balance_cents,
      input.kind,
      input.forced ?? false,
    ]);
    account.posting_count += 1;
    account.last_posting_ms = Date.parse(this.atIso);
    this.touch(account);
  }

  touch(account: AccountFacts): void {
    this.accounts.set(account.id, account);
  }

  async write(client: PoolClient): Promise<void> {
    if (this.rows.length > 0) {
      const column = (index: number) => this.rows.map((row) => row[index]);
      await client.query(
        `INSERT INTO bank_postings (account_id, position, at, valued, direction, amount_cents,
           counterparty_account_number, reference, transfer_id, end_to_end_id, running_balance_cents, kind, forced)
         SELECT * FROM unnest($1::text[], $2::int[], $3::timestamptz[], $4::boolean[], $5::text[], $6::bigint[],
           $7::text[], $8::text[], $9::text[], $10::text[], $11::bigint[], $12::text[], $13::boolean[])`,
        Array.from({ length: 13 }, (_, index) => column(index)),
      );
    }
    if (this.accounts.size === 0) return;
    const accounts = [...this.accounts.values()];
    await client.query(
      `UPDATE bank_accounts a SET balance_cents = v.balance, held_cents = v.held, posting_count = v.count,
         last_posting_at = v.at
       FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::int[], $5::timestamptz[]) AS v(id, balance, held, count, at)
       WHERE a.id = v.id`,
      [
        accounts.map((a) => a.id),
        accounts.map((a) => a.balance_cents),
        accounts.map((a) => a.held_cents),
        accounts.map((a) => a.posting_count),
        accounts.map((a) => (a.last_posting_ms === 0 ? null : new Date(a.last_posting_ms).toISOString())),
      ],
    );
  }
}

export function settlePostings(booking: Booking, payment: Payment, from: AccountFacts, to: AccountFacts): void {
  const leg = { amount_cents: payment.amount_cents, reference: payment.reference, transfer_id: payment.id };
  const shared = { ...leg, end_to_end_id: payment.end_to_end_id, kind: "payment" as const };
  booking.post(from, { ...shared, direction: "DR", counterparty_account_number: to.account_number });
  booking.post(to, { ...shared, direction: "CR", counterparty_account_number: from.account_number });
}

export async function insertDeposit(
  client: PoolClient,
  id: string,
  accountId: string,
  amount: number,
  options: { reference: string; opening: boolean; at: string },
): Promise<void> {
  await client.query(
    "INSERT INTO bank_deposits (id, account_id, amount_cents, reference, opening, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
    [id, accountId, amount, options.reference, options.opening, options.at],
  );
}
