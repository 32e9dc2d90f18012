/**
 * Domain types of the bank ledger. Field names are the seed's (000, section 2) in snake_case; the
 * HTTP layer serialises these objects as they are.
 */

/** Stable error codes (bank-notes "Errors"); the HTTP layer maps each to one status. */
export type LedgerErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "unprocessable_entity";

/** HTTP status of each {@link LedgerErrorCode}. */
export const LEDGER_ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable_entity: 422,
} as const satisfies Readonly<Record<LedgerErrorCode, number>>;

/** One invalid input field (bad_request `details.fields` lists every one). */
export interface FieldIssue {
  /** JSON Pointer (RFC 6901) prefixed by where the value is: `/body/accounts/2/name`, `/query/limit`. */
  path: string;
  message: string;
}

/** An expected failure, returned as a value (never thrown). */
export interface LedgerError {
  code: LedgerErrorCode;
  message: string;
  /**
   * bad_request: `{fields: FieldIssue[]}`; a rejected payment (422): `{payment}`; an illegal
   * transition (409): `{current_state}` - the payment's or account's state.
   */
  details?: Record<string, unknown>;
}

/** Either a value or a typed error. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: LedgerError };

/** An organisation (a company at the bank). */
export interface Organisation {
  id: string;
  name: string;
  slug: string;
  team: string | null;
  created_at: string;
}

/** Account types of the seed. */
export const ACCOUNT_TYPES = ["operating", "trust", "loss_fund", "other"] as const;
/** `operating` | `trust` | `loss_fund` | `other`. */
export type AccountType = (typeof ACCOUNT_TYPES)[number];
/** Version 1 is USD only (seed section 8). */
export type Currency = "USD";
/** `active` | `frozen`. */
export type AccountStatus = "active" | "frozen";

/** An account as the API shows it. */
export interface Account {
  id: string;
  account_number: string;
  name: string;
  type: AccountType;
  currency: Currency;
  status: AccountStatus;
  balance_cents: number;
  /** balance minus holds of the account's pending outgoing payments. */
  available_cents: number;
}

/** Payment states (seed section 3). */
export const PAYMENT_STATUSES = ["pending", "settled", "returned", "rejected"] as const;
/** `pending` | `settled` | `returned` | `rejected`. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment (a transfer between two accounts of the bank). */
export interface Payment {
  id: string;
  from_account_id: string | null;
  to_account_id: string | null;
  /** The account number the sender gave (kept even when it matched no account). */
  to_account_number: string;
  amount_cents: number;
  currency: Currency;
  reference: string;
  status: PaymentStatus;
  end_to_end_id: string | null;
  return_reason: string | null;
  created_at: string;
  settled_at: string | null;
  returned_at: string | null;
}

/** `CR` (credit) or `DR` (debit). */
export type Direction = "CR" | "DR";

/** One posting as a statement line / transactions element. */
export interface StatementLine {
  date: string;
  value_date: string | null;
  account_number: string;
  counterparty_account_number: string;
  direction: Direction;
  amount_cents: number;
  currency: Currency;
  reference: string;
  transfer_id: string;
  end_to_end_id: string | null;
  running_balance_cents: number;
}

/**
 * A statement over a period, lines oldest first. `account_number`, `currency`, `from`, `to`, the
 * balances and `lines` are the JSON representation; `organisation` and `account` feed the HTML
 * header.
 */
export interface Statement {
  account_number: string;
  currency: Currency;
  organisation: Organisation;
  account: Account;
  /** Start of the period (inclusive) as an ISO instant, or null for "since the account opened". */
  from: string | null;
  /** End of the period (inclusive): the `to` given, or the time the statement was produced. */
  to: string;
  /** Running balance just before `from`. */
  opening_balance_cents: number;
  /** Running balance at `to`. */
  closing_balance_cents: number;
  lines: StatementLine[];
}

/** One page of the transactions list, newest first. */
export interface TransactionsPage {
  transactions: StatementLine[];
  next_cursor: string | null;
}

/** A directory entry: a company and its accounts, never balances or ids. */
export interface DirectoryEntry {
  name: string;
  slug: string;
  accounts: { account_number: string; name: string; type: AccountType }[];
}

/** `automatic`: payments settle at once; `manual`: they wait as pending for the bank. */
export type SettlementMode = "automatic" | "manual";

/** An organisation with its accounts, for the bank's own admin listing. */
export interface AdminOrganisation extends Organisation {
  accounts: Account[];
}

/** The invariants the audit proves. */
export type AuditRule =
  | "balance_equals_postings"
  | "available_equals_balance_minus_holds"
  | "payment_postings_balance"
  | "money_only_from_deposits"
  | "no_overdraft";

/** One broken invariant. */
export interface AuditViolation {
  rule: AuditRule;
  account_id: string | null;
  payment_id: string | null;
  /** Expected and actual values in plain words. */
  message: string;
}

/** Result of the admin audit: the ledger's invariants, checked from scratch. */
export interface AuditReport {
  ok: boolean;
  checked_at: string;
  accounts_checked: number;
  payments_checked: number;
  postings_checked: number;
  /** Debits of all customer postings. */
  total_debits_cents: number;
  /** Credits of all customer postings, deposits included. */
  total_credits_cents: number;
  total_deposits_cents: number;
  total_balances_cents: number;
  violations: AuditViolation[];
}

/** Money the bank put into an account (an opening balance or an admin deposit). */
export interface Deposit {
  /** The `transfer_id` of its statement line. */
  id: string;
  account_id: string;
  amount_cents: number;
  currency: Currency;
  reference: string;
  created_at: string;
}

/** An account to open (signup item or open-account body). */
export interface OpenAccountInput {
  name: string;
  type?: AccountType;
  currency?: Currency;
  opening_balance_cents?: number;
}

/** Signup body (seed section 4). */
export interface SignupInput {
  name: string;
  slug?: string;
  team?: string;
  accounts?: OpenAccountInput[];
}

/** What signup returns; `api_key` is shown this once. */
export interface SignupResult {
  organisation: Organisation;
  api_key: string;
  accounts: Account[];
}

/** Send-payment body (seed section 4). */
export interface SendPaymentInput {
  from_account_id: string;
  to_account_number: string;
  amount_cents: number;
  currency?: Currency;
  reference?: string;
  end_to_end_id?: string;
}

/** Transactions query (seed section 4). */
export interface TransactionsQuery {
  from?: string;
  to?: string;
  limit?: number;
  cursor?: string;
}

/** Statement query without the format (the renderers take the result). */
export interface StatementQuery {
  from?: string;
  to?: string;
}

/** Payments list query. */
export interface PaymentsQuery {
  status?: PaymentStatus;
  limit?: number;
}

/** A response stored for an idempotency key, replayed byte for byte. */
export interface StoredResponse {
  status: number;
  /**
   * The JSON body sent the first time, as a value: serialised again it gives the same bytes (JSON
   * keeps key order). Kept as a value rather than text so the journal does not escape a JSON text
   * inside JSON and a first answer is not parsed back. Stores written before hold the text; they
   * are read back as the value (`storedResponseOf`).
   */
  body: unknown;
  /** Headers worth replaying (e.g. content-type, location). */
  headers?: Record<string, string>;
}

/** What an idempotent send returns: the response to send and whether it is a replay. */
export interface IdempotentReply extends StoredResponse {
  replayed: boolean;
}

/**
 * NACHA return reason codes and their exact texts (bank-notes; the bank spec's `ReturnReasonCode`).
 * A payment's `return_reason` is `<code>: <text>`.
 */
export const RETURN_REASONS = {
  R01: "insufficient funds",
  R02: "account closed",
  R03: "no account",
  R04: "invalid account number",
  R08: "payment stopped",
  R16: "account frozen",
  R23: "credit refused by receiver",
  R24: "duplicate entry",
} as const;
/** A key of {@link RETURN_REASONS}. */
export type ReturnReasonCode = keyof typeof RETURN_REASONS;
