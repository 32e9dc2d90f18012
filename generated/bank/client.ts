// generated from specs/bank.openapi.yaml (sha256:8f865e3972afda3629679211daf4df19b546d1a7b6c8c34345a4b3947996aedc), do not edit
/**
 * Typed client for Mock Bank API 1.0.0. Works in Node and in browsers (fetch).
 */
import {
  type CallOptions,
  type ClientConfig,
  type KeySource,
  type ParseAs,
  paginate,
  request,
  type StatusResult,
} from "../http/client.js";
import type { OperationSpec } from "../http/operations.js";
import type * as T from "./hey/types.gen.js";
import {
  adminListOrganisationsOperation,
  adminListPaymentsOperation,
  createStatementLinkOperation,
  depositToAccountOperation,
  freezeAccountOperation,
  getAccountOperation,
  getAuditOperation,
  getDirectoryOperation,
  getDocsOperation,
  getHealthOperation,
  getLinkedStatementOperation,
  getMeOperation,
  getOpenApiDocumentOperation,
  getPaymentOperation,
  getSettlementModeOperation,
  getStatementOperation,
  listAccountsOperation,
  listPaymentsOperation,
  listTransactionsOperation,
  openAccountOperation,
  returnPaymentOperation,
  reversePaymentOperation,
  rotateKeyOperation,
  sendPaymentOperation,
  setSettlementModeOperation,
  settlePaymentOperation,
  signupOperation,
  unfreezeAccountOperation,
  withdrawFromAccountOperation,
  bankSecuritySchemes,
} from "./operations.js";

import { type ClientHooks, clientFetch } from "../http/client-fetch.js";

export {
  type ClientConfig,
  type KeySource,
  PageError,
  type ParseAs,
  ResponseContractError,
  type StatusResult,
  schemaValidator,
  TransportError,
} from "../http/client.js";
export { ContractkitError } from "../http/errors.js";
export type {
  ClientHooks,
  ErrorHook,
  Middleware,
  RequestHook,
  ResponseHook,
  RetryOptions,
} from "../http/client-fetch.js";

/** Header parameters of an operation (from hey-api's request type), plus any extra header for one call. */
type HeadersOf<D> = (D extends { headers?: infer H }
  ? [NonNullable<H>] extends [never]
    ? unknown
    : Partial<NonNullable<H>>
  : unknown) &
  Readonly<Record<string, unknown>>;
/** The options of one call: path, query, headers, cookies and body as the spec declares them, and transport options. */
export type Call<D> = Omit<D, "url" | "headers"> & {
  headers?: HeadersOf<D>;
  /** Cookie parameters by name. */
  cookies?: Readonly<Record<string, unknown>>;
  /** Which of the declared request media types to send (default: the first). */
  bodyMediaType?: string;
  signal?: AbortSignal;
  /** RequestInit fields for this call (credentials, cache, keepalive …). */
  init?: Omit<RequestInit, "method" | "body" | "headers">;
  /** How to read the body: by content type (default), or json, text, blob, stream. */
  parseAs?: ParseAs;
};
/** The options of a paginated list: the cursor is managed by the iterator. */
export type PageCall<D, Cursor extends string> = Omit<Call<D>, "query"> & {
  query?: Omit<NonNullable<D extends { query?: infer Q } ? Q : never>, Cursor>;
};

/** hey-api's response and error bodies of each operation, by the `id` of its entry in the operation table. */
interface OperationTypes {
  adminListOrganisations: { responses: T.AdminListOrganisationsResponses; errors: T.AdminListOrganisationsErrors };
  adminListPayments: { responses: T.AdminListPaymentsResponses; errors: T.AdminListPaymentsErrors };
  createStatementLink: { responses: T.CreateStatementLinkResponses; errors: T.CreateStatementLinkErrors };
  depositToAccount: { responses: T.DepositToAccountResponses; errors: T.DepositToAccountErrors };
  freezeAccount: { responses: T.FreezeAccountResponses; errors: T.FreezeAccountErrors };
  getAccount: { responses: T.GetAccountResponses; errors: T.GetAccountErrors };
  getAudit: { responses: T.GetAuditResponses; errors: T.GetAuditErrors };
  getDirectory: { responses: T.GetDirectoryResponses; errors: T.GetDirectoryErrors };
  getDocs: { responses: T.GetDocsResponses; errors: T.GetDocsErrors };
  getHealth: { responses: T.GetHealthResponses; errors: T.GetHealthErrors };
  getLinkedStatement: { responses: T.GetLinkedStatementResponses; errors: T.GetLinkedStatementErrors };
  getMe: { responses: T.GetMeResponses; errors: T.GetMeErrors };
  getOpenApiDocument: { responses: T.GetOpenApiDocumentResponses; errors: T.GetOpenApiDocumentErrors };
  getPayment: { responses: T.GetPaymentResponses; errors: T.GetPaymentErrors };
  getSettlementMode: { responses: T.GetSettlementModeResponses; errors: T.GetSettlementModeErrors };
  getStatement: { responses: T.GetStatementResponses; errors: T.GetStatementErrors };
  listAccounts: { responses: T.ListAccountsResponses; errors: T.ListAccountsErrors };
  listPayments: { responses: T.ListPaymentsResponses; errors: T.ListPaymentsErrors };
  listTransactions: { responses: T.ListTransactionsResponses; errors: T.ListTransactionsErrors };
  openAccount: { responses: T.OpenAccountResponses; errors: T.OpenAccountErrors };
  returnPayment: { responses: T.ReturnPaymentResponses; errors: T.ReturnPaymentErrors };
  reversePayment: { responses: T.ReversePaymentResponses; errors: T.ReversePaymentErrors };
  rotateKey: { responses: T.RotateKeyResponses; errors: T.RotateKeyErrors };
  sendPayment: { responses: T.SendPaymentResponses; errors: T.SendPaymentErrors };
  setSettlementMode: { responses: T.SetSettlementModeResponses; errors: T.SetSettlementModeErrors };
  settlePayment: { responses: T.SettlePaymentResponses; errors: T.SettlePaymentErrors };
  signup: { responses: T.SignupResponses; errors: T.SignupErrors };
  unfreezeAccount: { responses: T.UnfreezeAccountResponses; errors: T.UnfreezeAccountErrors };
  withdrawFromAccount: { responses: T.WithdrawFromAccountResponses; errors: T.WithdrawFromAccountErrors };
}
/** An entry of the operation table (`as const`, so its `id` and response headers are literal types). */
type TableEntry = OperationSpec & { readonly id: keyof OperationTypes };
/** The response headers an entry declares, by lower-case name; any other header may be present too. */
type ResponseHeaders<Entry extends TableEntry> = Readonly<
  { [Name in Lowercase<Entry["responses"][number]["headers"][number]["name"]>]?: string } & Record<string, string>
>;
/** What calling the operation of a table entry resolves to: a result typed by declared status. */
export type CallResult<Entry extends TableEntry> = StatusResult<
  OperationTypes[Entry["id"]]["responses"],
  OperationTypes[Entry["id"]]["errors"],
  ResponseHeaders<Entry>
>;

/**
 * `request`, typed by the table entry it is given: the one place the untyped response meets
 * hey-api's types (its bodies are checked only by a `validate` hook, never by the compiler).
 */
function callOperation<Entry extends TableEntry>(
  config: ClientConfig,
  entry: Entry,
  options: CallOptions,
): Promise<CallResult<Entry>> {
  return request(config, entry, options) as Promise<CallResult<Entry>>;
}

/**
 * List every organisation with its accounts
 *
 * Every organisation (sorted by slug) with all its accounts including balances. Never api keys.
 *
 * `GET /admin/organisations` — auth: adminKey. Statuses: 200, 401, 403, 404, 429, 500, 503.
 */
export function adminListOrganisations(
  config: ClientConfig,
  options: Call<T.AdminListOrganisationsData> = {},
): Promise<CallResult<typeof adminListOrganisationsOperation>> {
  return callOperation(config, adminListOrganisationsOperation, options);
}

/**
 * List payments across the bank
 *
 * Payments of every organisation, newest first (by `created_at`), at most `limit` (default 50, at
 * most 500), optionally filtered by `status` (`status=pending` lists what awaits a decision in
 * manual mode).
 *
 *
 * `GET /admin/payments` — auth: adminKey. Statuses: 200, 400, 401, 403, 404, 429, 500, 503.
 */
export function adminListPayments(
  config: ClientConfig,
  options: Call<T.AdminListPaymentsData> = {},
): Promise<CallResult<typeof adminListPaymentsOperation>> {
  return callOperation(config, adminListPaymentsOperation, options);
}

/**
 * Issue a link that opens a statement in a browser
 *
 * Issues a short-lived, signed link to one statement of one of the caller's accounts, for
 * opening in a browser or handing to someone without an api key (the key never appears in a
 * URL). The link is scoped to this account, the period and the format asked for, and expires
 * after `ttl_seconds` (default 900, at most 86400). A period without `to` ends at the moment of
 * issue, so the link shows the same statement every time. The token is signed (HMAC-SHA256)
 * with a secret the bank keeps in its data file; the bank stores nothing per link, so a link
 * cannot be revoked before it expires: keep lifetimes short. Open `url` with a plain GET
 * (`getLinkedStatement`).
 *
 *
 * `POST /api/v1/accounts/{id}/statement-links` — auth: companyKey. Statuses: 201, 400, 401, 403, 404, 413, 415, 429,
 * 500, 503.
 */
export function createStatementLink(
  config: ClientConfig,
  options: Call<T.CreateStatementLinkData>,
): Promise<CallResult<typeof createStatementLinkOperation>> {
  return callOperation(config, createStatementLinkOperation, options);
}

/**
 * Deposit money into an account
 *
 * Books one deposit posting (CR, counterparty `0000000000`, `transfer_id` = the deposit id) with
 * `reference` (default `DEPOSIT`). Allowed whatever the account's status. Refused with 422 when the
 * money in the bank (total deposits minus total withdrawals) would exceed 9007199254740991 cents;
 * a withdrawal (`POST /admin/accounts/{id}/withdrawals`) gives that room back.
 *
 *
 * `POST /admin/accounts/{id}/deposits` — auth: adminKey. Statuses: 201, 400, 401, 403, 404, 413, 415, 422, 429, 500,
 * 503.
 */
export function depositToAccount(
  config: ClientConfig,
  options: Call<T.DepositToAccountData>,
): Promise<CallResult<typeof depositToAccountOperation>> {
  return callOperation(config, depositToAccountOperation, options);
}

/**
 * Freeze an account
 *
 * `active` -> `frozen`. A frozen account can neither send nor receive customer payments (422
 * `R16: account frozen`) and its pending payments cannot be settled (409) until it is unfrozen;
 * returns, reversals and deposits still apply. Freezing a frozen account gives 409 naming the state.
 * Takes no body.
 *
 *
 * `POST /admin/accounts/{id}/freeze` — auth: adminKey. Statuses: 200, 401, 403, 404, 409, 429, 500, 503.
 */
export function freezeAccount(
  config: ClientConfig,
  options: Call<T.FreezeAccountData>,
): Promise<CallResult<typeof freezeAccountOperation>> {
  return callOperation(config, freezeAccountOperation, options);
}

/**
 * Read one of the caller's accounts
 *
 * One account of the caller. An unknown id gives 404; another organisation's account 403.
 *
 * `GET /api/v1/accounts/{id}` — auth: companyKey. Statuses: 200, 401, 403, 404, 429, 500, 503.
 */
export function getAccount(
  config: ClientConfig,
  options: Call<T.GetAccountData>,
): Promise<CallResult<typeof getAccountOperation>> {
  return callOperation(config, getAccountOperation, options);
}

/**
 * Prove the ledger invariants
 *
 * Recomputes the ledger from its postings and reports every violation of these rules (`ok` is true
 * exactly when `violations` is empty):
 * - `balance_equals_postings`: every account's `balance_cents` = its credits - its debits;
 * - `available_equals_balance_minus_holds`: every account's `available_cents` = `balance_cents` -
 *   the amounts of its `pending` outgoing payments;
 * - `payment_postings_balance`: every payment's debits equal its credits (settled: one DR, one CR;
 *   returned: two DR, two CR; pending and rejected: none);
 * - `money_only_from_deposits`: total credits - total debits = total deposits - total withdrawals =
 *   sum of all balances (money enters only by deposits and leaves only by admin withdrawals);
 * - `no_overdraft`: no debit takes a balance below zero unless it is a forced reversal, or the debit
 *   of a returned pending payment whose `RETURN` credit of the same amount follows at once (the pair
 *   leaves the balance where it was, also when a forced reversal had already taken it below zero).
 *
 *
 * `GET /admin/audit` — auth: adminKey. Statuses: 200, 401, 403, 404, 429, 500, 503.
 */
export function getAudit(
  config: ClientConfig,
  options: Call<T.GetAuditData> = {},
): Promise<CallResult<typeof getAuditOperation>> {
  return callOperation(config, getAuditOperation, options);
}

/**
 * List every company at the bank and its account numbers
 *
 * Public. Every organisation (sorted by slug) with its name, slug and accounts (in opening order,
 * active and frozen alike) - each account's number, name and type only. Never balances, statuses,
 * ids, teams or keys: the schema forbids any other member.
 *
 *
 * `GET /api/v1/directory` — public. Statuses: 200, 429, 500, 503.
 */
export function getDirectory(
  config: ClientConfig,
  options: Call<T.GetDirectoryData> = {},
): Promise<CallResult<typeof getDirectoryOperation>> {
  return callOperation(config, getDirectoryOperation, options);
}

/**
 * Read the interactive API reference
 *
 * Public. A self-contained HTML page rendering this document (operations, schemas, examples) from
 * `/openapi.json`.
 *
 *
 * `GET /docs` — public. Statuses: 200, 429, 500.
 */
export function getDocs(
  config: ClientConfig,
  options: Call<T.GetDocsData> = {},
): Promise<CallResult<typeof getDocsOperation>> {
  return callOperation(config, getDocsOperation, options);
}

/**
 * Check that the bank is up
 *
 * Liveness check; public. A 200 JSON object
 * `{status, writable, reason?, version, settlement_mode, uptime_seconds}`. It answers 200 whenever
 * the process runs, also while the bank is read-only (`status: degraded` with the `reason`).
 *
 *
 * `GET /health` — public. Statuses: 200, 429, 500.
 */
export function getHealth(
  config: ClientConfig,
  options: Call<T.GetHealthData> = {},
): Promise<CallResult<typeof getHealthOperation>> {
  return callOperation(config, getHealthOperation, options);
}

/**
 * Open a statement through a signed link
 *
 * Public: the `token` from `createStatementLink` is the only credential. Serves the statement
 * the link was issued for (its account, period and format), as `text/html` or `text/csv`. A
 * token this bank did not sign, or one altered in any way, answers 401; a genuine token used
 * with another account's id answers 403; an expired one answers 410. None of these bodies
 * says anything about the account.
 *
 *
 * `GET /api/v1/accounts/{id}/linked-statement` — public. Statuses: 200, 400, 401, 403, 410, 429, 500, 503.
 */
export function getLinkedStatement(
  config: ClientConfig,
  options: Call<T.GetLinkedStatementData>,
): Promise<CallResult<typeof getLinkedStatementOperation>> {
  return callOperation(config, getLinkedStatementOperation, options);
}

/**
 * Read the caller's organisation and accounts
 *
 * The organisation the key belongs to and all its accounts, in opening order.
 *
 * `GET /api/v1/me` — auth: companyKey. Statuses: 200, 401, 403, 404, 429, 500, 503.
 */
export function getMe(
  config: ClientConfig,
  options: Call<T.GetMeData> = {},
): Promise<CallResult<typeof getMeOperation>> {
  return callOperation(config, getMeOperation, options);
}

/**
 * Read this OpenAPI document
 *
 * Public. This document, bundled into one JSON object (no external references).
 *
 * `GET /openapi.json` — public. Statuses: 200, 429, 500.
 */
export function getOpenApiDocument(
  config: ClientConfig,
  options: Call<T.GetOpenApiDocumentData> = {},
): Promise<CallResult<typeof getOpenApiDocumentOperation>> {
  return callOperation(config, getOpenApiDocumentOperation, options);
}

/**
 * Read one payment
 *
 * The payment's current state. Visible to the sending organisation and, unless the payment is
 * `rejected`, to the receiving organisation; anyone else gets 403. An unknown id gives 404.
 *
 *
 * `GET /api/v1/payments/{id}` — auth: companyKey. Statuses: 200, 401, 403, 404, 429, 500, 503.
 */
export function getPayment(
  config: ClientConfig,
  options: Call<T.GetPaymentData>,
): Promise<CallResult<typeof getPaymentOperation>> {
  return callOperation(config, getPaymentOperation, options);
}

/**
 * Read the bank's settlement mode
 *
 * The current settlement mode (`automatic` at first start).
 *
 * `GET /admin/settlement-mode` — auth: adminKey. Statuses: 200, 401, 403, 404, 429, 500, 503.
 */
export function getSettlementMode(
  config: ClientConfig,
  options: Call<T.GetSettlementModeData> = {},
): Promise<CallResult<typeof getSettlementModeOperation>> {
  return callOperation(config, getSettlementModeOperation, options);
}

/**
 * Produce a statement of an account
 *
 * A statement for the inclusive range `from`..`to` (a date means the whole UTC day; `from` absent =
 * since the account was opened, `to` absent = now; `from` after `to` gives 400). Lines are oldest
 * first with running balances. `opening_balance_cents` is the running balance just before `from`
 * (0 when `from` is absent); `closing_balance_cents` is the running balance at `to`, so closing =
 * opening + credits - debits of the lines. The representation is chosen by `format` (default
 * `json`), not by the `Accept` header.
 *
 *
 * `GET /api/v1/accounts/{id}/statement` — auth: companyKey. Statuses: 200, 400, 401, 403, 404, 429, 500, 503.
 */
export function getStatement(
  config: ClientConfig,
  options: Call<T.GetStatementData>,
): Promise<CallResult<typeof getStatementOperation>> {
  return callOperation(config, getStatementOperation, options);
}

/**
 * List the caller's accounts
 *
 * All accounts of the caller's organisation, active and frozen, in opening order.
 *
 * `GET /api/v1/accounts` — auth: companyKey. Statuses: 200, 401, 403, 404, 429, 500, 503.
 */
export function listAccounts(
  config: ClientConfig,
  options: Call<T.ListAccountsData> = {},
): Promise<CallResult<typeof listAccountsOperation>> {
  return callOperation(config, listAccountsOperation, options);
}

/**
 * List payments touching the caller's accounts
 *
 * Payments sent from or received into the caller's accounts, newest first (by `created_at`), at
 * most `limit` (default 50, at most 500), optionally filtered by `status`. `rejected` payments are
 * listed only to the sending organisation.
 *
 *
 * `GET /api/v1/payments` — auth: companyKey. Statuses: 200, 400, 401, 403, 404, 429, 500, 503.
 */
export function listPayments(
  config: ClientConfig,
  options: Call<T.ListPaymentsData> = {},
): Promise<CallResult<typeof listPaymentsOperation>> {
  return callOperation(config, listPaymentsOperation, options);
}

/**
 * List an account's postings, newest first
 *
 * The account's postings (statement lines), newest first, in pages of `limit` (default 50, at most
 * 500). `from` and `to` filter on `date` and are inclusive: a date means the whole UTC day. `from`
 * after `to` gives 400. Pending payments write no posting and so are not listed (they show as a
 * hold in `available_cents`).
 *
 * Paging: `next_cursor` is an opaque string when more lines follow and null on the last page. Send
 * it back as `cursor` with the same `from`, `to` and `limit`. The cursor marks a position in the
 * account's posting order, so postings written after the first page never shift later pages. A
 * cursor that is malformed or was issued for another account gives 400.
 *
 *
 * `GET /api/v1/accounts/{id}/transactions` — auth: companyKey. Statuses: 200, 400, 401, 403, 404, 429, 500, 503.
 */
export function listTransactions(
  config: ClientConfig,
  options: Call<T.ListTransactionsData>,
): Promise<CallResult<typeof listTransactionsOperation>> {
  return callOperation(config, listTransactionsOperation, options);
}

/**
 * Open an account
 *
 * Opens an account in the caller's organisation with a new unique account number. `type` defaults
 * to `operating`, `currency` to `USD` (the only currency). `opening_balance_cents` > 0 books one
 * deposit posting with the reference `OPENING BALANCE`; 0 or absent books nothing.
 *
 *
 * `POST /api/v1/accounts` — auth: companyKey. Statuses: 201, 400, 401, 403, 404, 413, 415, 422, 429, 500, 503.
 */
export function openAccount(
  config: ClientConfig,
  options: Call<T.OpenAccountData>,
): Promise<CallResult<typeof openAccountOperation>> {
  return callOperation(config, openAccountOperation, options);
}

/**
 * Return a pending payment
 *
 * `pending` -> `returned`: the hold is released; the sender's statement gets the payment's DR and
 * the matching `RETURN <reference>` CR together (balance unchanged, `value_date` null on both);
 * `returned_at` is set and `return_reason` is the code's text (see `ReturnReasonCode`; default
 * `R08`). Any other current state gives 409 naming it. Allowed whatever the accounts' status. The
 * body is optional.
 *
 *
 * `POST /admin/payments/{id}/return` — auth: adminKey. Statuses: 200, 400, 401, 403, 404, 409, 413, 415, 429, 500, 503.
 */
export function returnPayment(
  config: ClientConfig,
  options: Call<T.ReturnPaymentData>,
): Promise<CallResult<typeof returnPaymentOperation>> {
  return callOperation(config, returnPaymentOperation, options);
}

/**
 * Reverse a settled payment
 *
 * `settled` -> `returned`: DR on the receiver and CR on the sender, both with the reference
 * `RETURN <reference>`; `returned_at` is set and `return_reason` is the code's text (default `R08`).
 * Any other current state gives 409 naming it. When the receiver's `available_cents` is below the
 * amount the call is refused with 422 and nothing changes, unless `force: true`: then the reversal
 * goes through and may take the receiver below zero - the one documented way a balance goes
 * negative, and only by the bank. Allowed whatever the accounts' status. The body is optional.
 *
 *
 * `POST /admin/payments/{id}/reverse` — auth: adminKey. Statuses: 200, 400, 401, 403, 404, 409, 413, 415, 422, 429,
 * 500, 503.
 */
export function reversePayment(
  config: ClientConfig,
  options: Call<T.ReversePaymentData>,
): Promise<CallResult<typeof reversePaymentOperation>> {
  return callOperation(config, reversePaymentOperation, options);
}

/**
 * Replace the caller's api key
 *
 * Issues a new api key and invalidates the old one at once: the next request with the old key gets
 * 401. The new key is shown only in this response. Idempotency keys belong to the organisation, so
 * they survive the rotation. Takes no request body.
 *
 *
 * `POST /api/v1/me/rotate-key` — auth: companyKey. Statuses: 200, 401, 403, 404, 429, 500, 503.
 */
export function rotateKey(
  config: ClientConfig,
  options: Call<T.RotateKeyData> = {},
): Promise<CallResult<typeof rotateKeyOperation>> {
  return callOperation(config, rotateKeyOperation, options);
}

/**
 * Send a payment
 *
 * Sends `amount_cents` from one of the caller's accounts (`from_account_id`) to any account at the
 * bank (`to_account_number`). `currency` defaults to `USD` (the only currency), `reference` to the
 * empty string.
 *
 * Checks, in this order:
 * 1. The body is valid (else 400, nothing recorded). `from_account_id` must exist (else 404) and
 *    belong to the caller (else 403); `to_account_number` must differ from the sending account's
 *    number (else 400). Nothing is recorded for these.
 * 2. Rejections - the payment is recorded with status `rejected`, no money moves, no posting is
 *    written, and the answer is 422 `unprocessable_entity` whose `error.details.payment` is the
 *    recorded payment:
 *    - `to_account_number` is not ten digits: `return_reason` `R04: invalid account number`;
 *    - `to_account_number` matches no account: `R03: no account`;
 *    - the sending or receiving account is frozen: `R16: account frozen`;
 *    - `amount_cents` exceeds the sender's `available_cents`: `R01: insufficient funds`.
 * 3. Otherwise 201: in `automatic` settlement mode the payment is `settled` (two postings, `settled_at`
 *    set); in `manual` mode it is `pending` (amount held on the sender).
 *
 * Idempotency (`Idempotency-Key`, optional):
 * - Scope: the organisation - a key sent with a rotated api key still finds its first request.
 * - Retention: 24 hours from the first request (operators may configure longer); then the key is
 *   free again.
 * - Same key, same body: the original status and body are replayed byte for byte (422 rejections
 *   included) with the header `Idempotent-Replayed: true`, and nothing new is recorded. The replay
 *   is the original answer, not the payment's current state (read that with `getPayment`).
 * - Bodies are compared as canonical JSON (object members sorted by code unit, no insignificant
 *   whitespace) of the body as sent, before defaults: member order and whitespace do not matter,
 *   but sending `"currency": "USD"` differs from omitting it.
 * - Same key, different body: 409 `conflict` ("Idempotency-Key reused with a different body").
 * - Same key while the first request is still being processed: 409 `conflict` with a distinct
 *   message ("a request with this Idempotency-Key is still being processed").
 * - Requests answered 400, 401, 403, 404, 413, 415 or 429 are not stored; the key stays free.
 *
 *
 * `POST /api/v1/payments` — auth: companyKey. Statuses: 201, 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503.
 */
export function sendPayment(
  config: ClientConfig,
  options: Call<T.SendPaymentData>,
): Promise<CallResult<typeof sendPaymentOperation>> {
  return callOperation(config, sendPaymentOperation, options);
}

/**
 * Set the bank's settlement mode
 *
 * Sets the mode for payments created from now on. Setting the current mode again is a no-op (200).
 * Payments already `pending` stay pending until settled or returned.
 *
 *
 * `PUT /admin/settlement-mode` — auth: adminKey. Statuses: 200, 400, 401, 403, 404, 413, 415, 429, 500, 503.
 */
export function setSettlementMode(
  config: ClientConfig,
  options: Call<T.SetSettlementModeData>,
): Promise<CallResult<typeof setSettlementModeOperation>> {
  return callOperation(config, setSettlementModeOperation, options);
}

/**
 * Settle a pending payment
 *
 * `pending` -> `settled`: the hold is released, the two postings (DR sender, CR receiver) are
 * written and `settled_at` is set. Any other current state gives 409 naming it (e.g. "payment
 * pay_x is settled; only a pending payment can be settled"). A frozen sending or receiving
 * account also gives 409 naming the account (unfreeze it or return the payment). Takes no body.
 *
 *
 * `POST /admin/payments/{id}/settle` — auth: adminKey. Statuses: 200, 401, 403, 404, 409, 429, 500, 503.
 */
export function settlePayment(
  config: ClientConfig,
  options: Call<T.SettlePaymentData>,
): Promise<CallResult<typeof settlePaymentOperation>> {
  return callOperation(config, settlePaymentOperation, options);
}

/**
 * Open a company (organisation) and receive its api key
 *
 * Unauthenticated. Creates the organisation, opens the listed accounts (none when `accounts` is
 * absent or empty) and returns the api key - shown this once only, never retrievable again.
 *
 * - `slug`: lowercase letters, digits and single dashes, 1 to 63 characters, no leading or trailing
 *   dash. When absent it is derived from `name`: Unicode NFKD, combining marks removed, lowercased,
 *   every run of characters other than `a-z` and `0-9` replaced by one dash, leading and trailing
 *   dashes trimmed, cut to 63 characters and trimmed again. A name that derives an empty slug gives
 *   400 (pass `slug`).
 * - A slug already taken - given or derived - gives 409 `conflict` and creates nothing; the message
 *   names the slug. (A derived slug is not suffixed: a second signup with the same name is far more
 *   often a retry than a new company.)
 * - Each account item with `opening_balance_cents` > 0 books one deposit posting with the reference
 *   `OPENING BALANCE`; 0 books nothing.
 * - Opening balances are bounded (422 `unprocessable_entity`, nothing created): at most
 *   100000000 cents (1,000,000.00 USD) per account and 1000000000 cents per organisation in total,
 *   unless the operator configured other limits (`--max-opening-balance`,
 *   `--max-organisation-opening`); and the money in the bank stays below 9007199254740991 cents.
 * - The signup is atomic: on any error nothing is created.
 *
 *
 * `POST /api/v1/signup` — public. Statuses: 201, 400, 409, 413, 415, 422, 429, 500, 503.
 */
export function signup(config: ClientConfig, options: Call<T.SignupData>): Promise<CallResult<typeof signupOperation>> {
  return callOperation(config, signupOperation, options);
}

/**
 * Unfreeze an account
 *
 * `frozen` -> `active`. Unfreezing an active account gives 409 naming the state. Takes no body.
 *
 *
 * `POST /admin/accounts/{id}/unfreeze` — auth: adminKey. Statuses: 200, 401, 403, 404, 409, 429, 500, 503.
 */
export function unfreezeAccount(
  config: ClientConfig,
  options: Call<T.UnfreezeAccountData>,
): Promise<CallResult<typeof unfreezeAccountOperation>> {
  return callOperation(config, unfreezeAccountOperation, options);
}

/**
 * Take money out of an account
 *
 * Books one withdrawal posting (DR, counterparty `0000000000`, `transfer_id` = the withdrawal id)
 * with `reference` (default `WITHDRAWAL`): the only way money leaves the bank, journaled like every
 * mutation and counted by the audit (`total_withdrawals_cents`). It gives room under the bank-wide
 * cap back. Refused with 422 when the account's `available_cents` is below the amount - a withdrawal
 * never takes a balance below zero nor breaks a pending payment's hold. Allowed whatever the
 * account's status.
 *
 *
 * `POST /admin/accounts/{id}/withdrawals` — auth: adminKey. Statuses: 201, 400, 401, 403, 404, 413, 415, 422, 429, 500,
 * 503.
 */
export function withdrawFromAccount(
  config: ClientConfig,
  options: Call<T.WithdrawFromAccountData>,
): Promise<CallResult<typeof withdrawFromAccountOperation>> {
  return callOperation(config, withdrawFromAccountOperation, options);
}

/** Client hooks (`fetch`, `middleware`, `timeoutMs`, `signal`, `retry`) compose the fetch every call uses. */
export interface BankClientOptions extends ClientHooks {
  /** Base URL of the service, e.g. `http://127.0.0.1:4010`. */
  baseUrl: string;
  /**
   * Key for the `adminKey` scheme (HTTP bearer): a string, or a function returning the current key (may be async).
   */
  adminKey?: KeySource;
  /**
   * Key for the `companyKey` scheme (HTTP bearer): a string, or a function returning the current key (may be async).
   */
  companyKey?: KeySource;
  /**
   * Checks response bodies: `schemaValidator(bankResponseSchemas)` for every operation, or `schemaValidator({ id:
   * idResponseSchemas })` for some (only their schemas are bundled); throw to reject.
   */
  validate?: ClientConfig["validate"];
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /** RequestInit fields for every request (credentials, cache, keepalive …). */
  init?: Omit<RequestInit, "method" | "body" | "headers">;
}

/**
 * Creates a client bound to one base URL. Documented statuses come back as values (`data` or `error`, typed by
 * `status`); transport failures throw `TransportError` and undeclared statuses `ResponseContractError`.
 */
export function createBankClient(options: BankClientOptions) {
  const config: ClientConfig = {
    baseUrl: options.baseUrl,
    keys: { adminKey: options["adminKey"], companyKey: options["companyKey"] },
    securitySchemes: bankSecuritySchemes,
    ...clientFetch(options),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.init ? { init: options.init } : {}),
    ...(options.validate ? { validate: options.validate } : {}),
  };
  return {
    /** The configuration every call uses. */
    config,
    /**
     * List every organisation with its accounts (see {@link adminListOrganisations}).
     */
    adminListOrganisations: (options?: Call<T.AdminListOrganisationsData>) => adminListOrganisations(config, options),
    /**
     * List payments across the bank (see {@link adminListPayments}).
     */
    adminListPayments: (options?: Call<T.AdminListPaymentsData>) => adminListPayments(config, options),
    /**
     * Issue a link that opens a statement in a browser (see {@link createStatementLink}).
     */
    createStatementLink: (options: Call<T.CreateStatementLinkData>) => createStatementLink(config, options),
    /**
     * Deposit money into an account (see {@link depositToAccount}).
     */
    depositToAccount: (options: Call<T.DepositToAccountData>) => depositToAccount(config, options),
    /**
     * Freeze an account (see {@link freezeAccount}).
     */
    freezeAccount: (options: Call<T.FreezeAccountData>) => freezeAccount(config, options),
    /**
     * Read one of the caller's accounts (see {@link getAccount}).
     */
    getAccount: (options: Call<T.GetAccountData>) => getAccount(config, options),
    /**
     * Prove the ledger invariants (see {@link getAudit}).
     */
    getAudit: (options?: Call<T.GetAuditData>) => getAudit(config, options),
    /**
     * List every company at the bank and its account numbers (see {@link getDirectory}).
     */
    getDirectory: (options?: Call<T.GetDirectoryData>) => getDirectory(config, options),
    /**
     * Read the interactive API reference (see {@link getDocs}).
     */
    getDocs: (options?: Call<T.GetDocsData>) => getDocs(config, options),
    /**
     * Check that the bank is up (see {@link getHealth}).
     */
    getHealth: (options?: Call<T.GetHealthData>) => getHealth(config, options),
    /**
     * Open a statement through a signed link (see {@link getLinkedStatement}).
     */
    getLinkedStatement: (options: Call<T.GetLinkedStatementData>) => getLinkedStatement(config, options),
    /**
     * Read the caller's organisation and accounts (see {@link getMe}).
     */
    getMe: (options?: Call<T.GetMeData>) => getMe(config, options),
    /**
     * Read this OpenAPI document (see {@link getOpenApiDocument}).
     */
    getOpenApiDocument: (options?: Call<T.GetOpenApiDocumentData>) => getOpenApiDocument(config, options),
    /**
     * Read one payment (see {@link getPayment}).
     */
    getPayment: (options: Call<T.GetPaymentData>) => getPayment(config, options),
    /**
     * Read the bank's settlement mode (see {@link getSettlementMode}).
     */
    getSettlementMode: (options?: Call<T.GetSettlementModeData>) => getSettlementMode(config, options),
    /**
     * Produce a statement of an account (see {@link getStatement}).
     */
    getStatement: (options: Call<T.GetStatementData>) => getStatement(config, options),
    /**
     * List the caller's accounts (see {@link listAccounts}).
     */
    listAccounts: (options?: Call<T.ListAccountsData>) => listAccounts(config, options),
    /**
     * List payments touching the caller's accounts (see {@link listPayments}).
     */
    listPayments: (options?: Call<T.ListPaymentsData>) => listPayments(config, options),
    /**
     * List an account's postings, newest first (see {@link listTransactions}).
     */
    listTransactions: (options: Call<T.ListTransactionsData>) => listTransactions(config, options),
    /**
     * Open an account (see {@link openAccount}).
     */
    openAccount: (options: Call<T.OpenAccountData>) => openAccount(config, options),
    /**
     * Return a pending payment (see {@link returnPayment}).
     */
    returnPayment: (options: Call<T.ReturnPaymentData>) => returnPayment(config, options),
    /**
     * Reverse a settled payment (see {@link reversePayment}).
     */
    reversePayment: (options: Call<T.ReversePaymentData>) => reversePayment(config, options),
    /**
     * Replace the caller's api key (see {@link rotateKey}).
     */
    rotateKey: (options?: Call<T.RotateKeyData>) => rotateKey(config, options),
    /**
     * Send a payment (see {@link sendPayment}).
     */
    sendPayment: (options: Call<T.SendPaymentData>) => sendPayment(config, options),
    /**
     * Set the bank's settlement mode (see {@link setSettlementMode}).
     */
    setSettlementMode: (options: Call<T.SetSettlementModeData>) => setSettlementMode(config, options),
    /**
     * Settle a pending payment (see {@link settlePayment}).
     */
    settlePayment: (options: Call<T.SettlePaymentData>) => settlePayment(config, options),
    /**
     * Open a company (organisation) and receive its api key (see {@link signup}).
     */
    signup: (options: Call<T.SignupData>) => signup(config, options),
    /**
     * Unfreeze an account (see {@link unfreezeAccount}).
     */
    unfreezeAccount: (options: Call<T.UnfreezeAccountData>) => unfreezeAccount(config, options),
    /**
     * Take money out of an account (see {@link withdrawFromAccount}).
     */
    withdrawFromAccount: (options: Call<T.WithdrawFromAccountData>) => withdrawFromAccount(config, options),
    /**
     * Every item of `listTransactions`, page by page, following `next_cursor` until the list ends. A documented error
     * on a page is thrown as `PageError`.
     */
    paginateListTransactions: (
      options: PageCall<T.ListTransactionsData, "cursor">,
    ): AsyncGenerator<T.ListTransactionsResponses[200]["transactions"][number], void, undefined> =>
      paginate(listTransactionsOperation, (cursor) => {
        const query = { ...options?.query, ...(cursor === undefined ? {} : { cursor: cursor }) };
        return listTransactions(config, { ...options, query });
      }),
  };
}

/** The client `createBankClient` returns. */
export type BankClient = ReturnType<typeof createBankClient>;
