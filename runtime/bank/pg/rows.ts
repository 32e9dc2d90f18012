/**
 * Rows of the bank's tables as the API shows them. `bigint` columns arrive as strings from the
 * driver; every amount the bank writes is a safe integer (deposits are capped below 2^53), so
 * `Number` is exact. Objects are built with their members in the order the JSON store writes them:
 * responses are the same bytes.
 */
import type {
  Account,
  AccountStatus,
  AccountType,
  Direction,
  Organisation,
  Payment,
  PaymentStatus,
  StatementLine,
} from "../ledger/index.ts";

export interface OrganisationRow {
  id: string;
  name: string;
  slug: string;
  team: string | null;
  created_at: Date;
}

export const ORGANISATION_COLUMNS = "id, name, slug, team, created_at";

export function organisationOf(row: OrganisationRow): Organisation {
  return { id: row.id, name: row.name, slug: row.slug, team: row.team, created_at: row.created_at.toISOString() };
}

export interface AccountRow {
  id: string;
  organisation_id: string;
  account_number: string;
  name: string;
  type: AccountType;
  status: AccountStatus;
  balance_cents: string;
  held_cents: string;
  posting_count: number;
  last_posting_at: Date | null;
}

export const ACCOUNT_COLUMNS =
  "id, organisation_id, account_number, name, type, status, balance_cents, held_cents, posting_count, last_posting_at";

/** An account row with its amounts as numbers, for decisions. */
export interface AccountFacts {
  id: string;
  organisation_id: string;
  account_number: string;
  name: string;
  type: AccountType;
  status: AccountStatus;
  balance_cents: number;
  held_cents: number;
  posting_count: number;
  last_posting_ms: number;
}

export function accountFacts(row: AccountRow): AccountFacts {
  return {
    id: row.id,
    organisation_id: row.organisation_id,
    account_number: row.account_number,
    name: row.name,
    type: row.type,
    status: row.status,
    balance_cents: Number(row.balance_cents),
    held_cents: Number(row.held_cents),
    posting_count: row.posting_count,
    last_posting_ms: row.last_posting_at?.getTime() ?? 0,
  };
}

export function accountView(account: AccountFacts): Account {
  return {
    id: account.id,
    account_number: account.account_number,
    name: account.name,
    type: account.type,
    currency: "USD",
    status: account.status,
    balance_cents: account.balance_cents,
    available_cents: account.balance_cents - account.held_cents,
  };
}

export interface PaymentRow {
  id: string;
  from_account_id: string;
  to_account_id: string | null;
  to_account_number: string;
  amount_cents: string;
  reference: string;
  status: PaymentStatus;
  end_to_end_id: string | null;
  return_reason: string | null;
  created_at: Date;
  settled_at: Date | null;
  returned_at: Date | null;
}

export const PAYMENT_COLUMNS =
  "id, from_account_id, to_account_id, to_account_number, amount_cents, reference, status, end_to_end_id, " +
  "return_reason, created_at, settled_at, returned_at";

export function paymentOf(row: PaymentRow): Payment {
  return {
    id: row.id,
    from_account_id: row.from_account_id,
    to_account_id: row.to_account_id,
    to_account_number: row.to_account_number,
    amount_cents: Number(row.amount_cents),
    currency: "USD",
    reference: row.reference,
    status: row.status,
    end_to_end_id: row.end_to_end_id,
    return_reason: row.return_reason,
    created_at: row.created_at.toISOString(),
    settled_at: row.settled_at?.toISOString() ?? null,
    returned_at: row.returned_at?.toISOString() ?? null,
  };
}

export interface PostingRow {
  at: Date;
  valued: boolean;
  direction: Direction;
  amount_cents: string;
  counterparty_account_number: string;
  reference: string;
  transfer_id: string;
  end_to_end_id: string | null;
  running_balance_cents: string;
}

export const POSTING_COLUMNS =
  "at, valued, direction, amount_cents, counterparty_account_number, reference, transfer_id, end_to_end_id, " +
  "running_balance_cents";

export function lineOf(accountNumber: string, row: PostingRow): StatementLine {
  const date = row.at.toISOString();
  return {
    date,
    value_date: row.valued ? date : null,
    account_number: accountNumber,
    counterparty_account_number: row.counterparty_account_number,
    direction: row.direction,
    amount_cents: Number(row.amount_cents),
    currency: "USD",
    reference: row.reference,
    transfer_id: row.transfer_id,
    end_to_end_id: row.end_to_end_id,
    running_balance_cents: Number(row.running_balance_cents),
  };
}
