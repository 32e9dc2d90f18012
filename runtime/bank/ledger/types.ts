/**
 * Domain types of the bank ledger. Field names are the bank seed's (docs/reference/bank.md) in snake_case; the
 * HTTP layer serialises these objects as they are.
 *
 * Why one long file: it is types only, the vocabulary both ledgers and the HTTP layer share, read in one place.
 */

import { ERROR_CODES } from "../../errors.ts";

/**
 * The codes a ledger command can return (docs/errors.md#bank-commands); the HTTP layer answers each
 * with its one status. Wire codes of the registry (runtime/errors.ts).
 */
export type LedgerErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "gone"
  | "not_found"
  | "conflict"
  | "unprocessable_entity";

/** HTTP status of each {@link LedgerErrorCode}, as the registry has it. */
export const LEDGER_ERROR_STATUS = {
  bad_request: ERROR_CODES.bad_request.status,
  unauthorized: ERROR_CODES.unauthorized.status,
  forbidden: ERROR_CODES.forbidden.status,
  gone: ERROR_CODES.gone.status,
  not_found: ERROR_CODES.not_found.status,
  conflict: ERROR_CODES.conflict.status,
  unprocessable_entity: ERROR_CODES.unprocessable_entity.status,
} as const satisfies Readonly<Record<LedgerErrorCode, number>>;

/** The status of each code of `C` (a union of codes gives the union of their statuses). */
export type LedgerErrorStatus<C extends LedgerErrorCode> = (typeof LEDGER_ERROR_STATUS)[C];

/** One invalid input field (bad_request `details.fields` lists every one). */
export interface FieldIssue {
  /** JSON Pointer (RFC 6901) prefixed by where the value is: `/body/accounts/2/name`, `/query/limit`. */
  path: string;
  message: string;
}

/** An expected failure, returned as a value (never thrown); `C` is the codes it can carry. */
export interface LedgerError<C extends LedgerErrorCode = LedgerErrorCode> {
  code: C;
  message: string;
  /**
   * bad_request: `{fields: FieldIssue[]}`; a rejected payment (422): `{payment}`; an illegal
   * transition (409): `{current_state}` - the payment's or account's state.
   */
  details?: Record<string, unknown>;
}

/** A value. */
export interface Success<T> {
  ok: true;
  value: T;
}

/** A typed error with one of the codes `C`. */
export interface Failure<C extends LedgerErrorCode = LedgerErrorCode> {
  ok: false;
  error: LedgerError<C>;
}

/** Either a value or a typed error whose code is one of `C`. */
export type Result<T, C extends LedgerErrorCode = LedgerErrorCode> = Success<T> | Failure<C>;

/** A request for one of the caller's accounts: an unknown caller, no such account, another's account. */
export type OwnedAccountErrorCode = "unauthorized" | "not_found" | "forbidden";

/**
 * The codes each ledger command can return, so a handler answering a status its operation does not
 * declare fails to compile (test/types/bank-errors.test-d.ts). Both ledgers (JSON and PostgreSQL)
 * implement exactly these.
 */
export interface LedgerCommandErrors {
  signup: "bad_request" | "conflict" | "unprocessable_entity";
  me: "unauthorized";
  rotateKey: "unauthorized";
  openAccount: "unauthorized" | "bad_request" | "unprocessable_entity";
  listAccounts: "unauthorized";
  getAccount: OwnedAccountErrorCode;
  sendPayment: OwnedAccountErrorCode | "bad_request" | "unprocessable_entity";
  /** A rejected payment is not an error here: its 422 is the stored response `render` made. */
  sendPaymentIdempotent: OwnedAccountErrorCode | "bad_request" | "conflict";
  listPayments: "unauthorized" | "bad_request";
  getPayment: "unauthorized" | "not_found" | "forbidden";
  transactions: OwnedAccountErrorCode | "bad_request";
  statement: OwnedAccountErrorCode | "bad_request";
  issueStatementLink: OwnedAccountErrorCode | "bad_request";
  statementByLink: "unauthorized" | "gone" | "forbidden";
  setSettlementMode: "bad_request";
  adminListPayments: "bad_request";
  settle: "not_found" | "conflict";
  returnPayment: "not_found" | "bad_request" | "conflict";
  reverse: "not_found" | "bad_request" | "conflict" | "unprocessable_entity";
  freezeAccount: "not_found" | "conflict";
  unfreezeAccount: "not_found" | "conflict";
  deposit: "not_found" | "bad_request" | "unprocessable_entity";
  withdraw: "not_found" | "bad_request" | "unprocessable_entity";
}

/** What ledger command `K` answers: a `T`, or an error with one of the codes `K` can return. */
export type CommandResult<K extends keyof LedgerCommandErrors, T> = Result<T, LedgerCommandErrors[K]>;

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
/** Version 1 is USD only (docs/reference/bank.md#money-and-the-ledger). */
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

/** Payment states (docs/reference/bank.md#payment-states). */
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
  /** Debits of all customer postings, withdrawals included. */
  total_debits_cents: number;
  /** Credits of all customer postings, deposits included. */
  total_credits_cents: number;
  total_deposits_cents: number;
  /** Debits of all admin withdrawals (money taken out of the bank). */
  total_withdrawals_cents: number;
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

/** Signup body (docs/reference/bank.md#signup-and-accounts). */
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

/** Send-payment body (docs/reference/bank.md#sending-a-payment). */
export interface SendPaymentInput {
  from_account_id: string;
  to_account_number: string;
  amount_cents: number;
  currency?: Currency;
  reference?: string;
  end_to_end_id?: string;
}

/** Transactions query (docs/reference/bank.md#statements-and-transactions). */
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
 * The NACHA return reason codes as published (R01-R85; numbers NACHA never assigned or has retired
 * are absent), each with a short lowercase description. A payment's `return_reason` is
 * `<code>: <description>`, followed by ` - <note>` when the bank gave a note. The eight codes of
 * earlier versions keep their exact texts.
 */
export const RETURN_REASONS = {
  R01: "insufficient funds",
  R02: "account closed",
  R03: "no account",
  R04: "invalid account number",
  R05: "unauthorized debit to consumer account using corporate sec code",
  R06: "returned per odfi's request",
  R07: "authorization revoked by customer",
  R08: "payment stopped",
  R09: "uncollected funds",
  R10: "customer advises not authorized",
  R11: "customer advises entry not in accordance with the terms of the authorization",
  R12: "account sold to another dfi",
  R13: "invalid ach routing number",
  R14: "representative payee deceased or unable to continue in that capacity",
  R15: "beneficiary or account holder deceased",
  R16: "account frozen",
  R17: "file record edit criteria or questionable entry",
  R18: "improper effective entry date",
  R19: "amount field error",
  R20: "non-transaction account",
  R21: "invalid company identification",
  R22: "invalid individual id number",
  R23: "credit refused by receiver",
  R24: "duplicate entry",
  R25: "addenda error",
  R26: "mandatory field error",
  R27: "trace number error",
  R28: "routing number check digit error",
  R29: "corporate customer advises not authorized",
  R30: "rdfi not participant in check truncation program",
  R31: "permissible return entry",
  R32: "rdfi non-settlement",
  R33: "return of xck entry",
  R34: "limited participation dfi",
  R35: "return of improper debit entry",
  R36: "return of improper credit entry",
  R37: "source document presented for payment",
  R38: "stop payment on source document",
  R39: "improper source document",
  R40: "return of enr entry by federal government agency",
  R41: "invalid transaction code",
  R42: "routing number or check digit error",
  R43: "invalid dfi account number",
  R44: "invalid individual id number or identification number",
  R45: "invalid individual name or company name",
  R46: "invalid representative payee indicator",
  R47: "duplicate enrollment",
  R50: "state law affecting rck acceptance",
  R51: "item related to rck entry is ineligible or rck entry is improper",
  R52: "stop payment on item related to rck entry",
  R53: "item and rck entry presented for payment",
  R61: "misrouted return",
  R62: "return of erroneous or reversing debit",
  R67: "duplicate return",
  R68: "untimely return",
  R69: "field errors",
  R70: "permissible return entry not accepted or return not requested by odfi",
  R71: "misrouted dishonored return",
  R72: "untimely dishonored return",
  R73: "timely original return",
  R74: "corrected return",
  R75: "return not a duplicate",
  R76: "no errors found",
  R77: "non-acceptance of r62 dishonored return",
  R80: "iat entry coding error",
  R81: "non-participant in iat program",
  R82: "invalid foreign receiving dfi identification",
  R83: "foreign receiving dfi unable to settle",
  R84: "entry not processed by gateway",
  R85: "incorrectly coded outbound international payment",
} as const;
/** A key of {@link RETURN_REASONS}. */
export type ReturnReasonCode = keyof typeof RETURN_REASONS;

/** Money the bank took out of an account (an admin withdrawal). */
export interface Withdrawal {
  /** The `transfer_id` of its statement line. */
  id: string;
  account_id: string;
  amount_cents: number;
  currency: Currency;
  reference: string;
  created_at: string;
}

/**
 * What an unauthenticated or company caller may create (issue 20, D2): opening balances are money
 * the bank hands out on request, so each account's and each organisation's total is bounded. The
 * bank-wide guard (money in the bank stays below 2^53 cents) holds on top of these.
 */
export interface OpeningLimits {
  /** Largest `opening_balance_cents` of one account. */
  perAccountCents: number;
  /** Largest sum of the opening balances of all of one organisation's accounts. */
  perOrganisationCents: number;
}

/** Defaults of {@link OpeningLimits}: 1,000,000.00 USD per account, 10,000,000.00 per organisation. */
export const DEFAULT_OPENING_LIMITS: OpeningLimits = {
  perAccountCents: 100_000_000,
  perOrganisationCents: 1_000_000_000,
};

/** What a statement link is asked for: a period as for a statement, a format, a lifetime. */
export interface StatementLinkRequest {
  from?: string;
  to?: string;
  format?: "html" | "csv";
  ttl_seconds?: number;
}

/** An issued statement link: the token (the URL is the HTTP layer's business) and what it grants. */
export interface IssuedStatementLink {
  token: string;
  expires_at: string;
  format: "html" | "csv";
  from: string | null;
  to: string;
}
