/**
 * The bank's decisions as pure functions of their inputs, shared by every ledger implementation
 * (the in-memory `Ledger` over the JSON store and the PostgreSQL ledger): input checks, the
 * refusal reason of a payment, the opening limits, return reasons and query periods. Keeping them
 * here is what makes both stores answer byte for byte alike.
 *
 * Why one long file: the rules both ledgers must share, checked against docs/reference/bank.md in one place.
 */
import { accountNumberFor, deriveSlug, type IdSource, isValidSlug } from "./identifiers.ts";
import { parseBound } from "./periods.ts";
import type { AccountOpening } from "./records.ts";
import {
  STATEMENT_LINK_FORMATS,
  STATEMENT_LINK_TTL,
  type StatementLinkFormat,
  signStatementLink,
  type verifyStatementLink,
} from "./statement-links.ts";
import {
  ACCOUNT_TYPES,
  type AccountStatus,
  type Failure,
  type FieldIssue,
  type IssuedStatementLink,
  type LedgerErrorCode,
  type OpenAccountInput,
  type OpeningLimits,
  PAYMENT_STATUSES,
  type Payment,
  type PaymentsQuery,
  RETURN_REASONS,
  type Result,
  type ReturnReasonCode,
  type SendPaymentInput,
  type SettlementMode,
  type SignupInput,
  type StatementLinkRequest,
  type Success,
} from "./types.ts";
import { Issues, isRecord, LIMITS } from "./validation.ts";

export function ok<T>(value: T): Success<T> {
  return { ok: true, value };
}

/** A failure with code `C`: its type says which code, so a command's result type lists what it can return. */
export function fail<C extends LedgerErrorCode>(
  code: C,
  message: string,
  details?: Record<string, unknown>,
): Failure<C> {
  return { ok: false, error: details === undefined ? { code, message } : { code, message, details } };
}

/** 409 for a transition the current state does not allow; `details.current_state` names it. */
export function illegal(message: string, currentState: string): Failure<"conflict"> {
  return fail("conflict", message, { current_state: currentState });
}

/** Options of a return or a reversal: a NACHA code (default R08) and an optional free-text note. */
export interface ReturnOptions {
  reason?: ReturnReasonCode;
  note?: string;
}

function isReturnReasonCode(value: unknown): value is ReturnReasonCode {
  return typeof value === "string" && Object.hasOwn(RETURN_REASONS, value);
}

/**
 * `R01: insufficient funds` - the stored form of a return reason; with a note,
 * `R10: customer advises not authorized - <note>`.
 */
export function describeReturnReason(code: ReturnReasonCode, note?: string): string {
  const text = `${code}: ${RETURN_REASONS[code]}`;
  return note === undefined ? text : `${text} - ${note}`;
}

/** Longest return note, in characters (a reference's limit). */
const RETURN_NOTE_LENGTH = 140;
/** A note is one line of text: no control characters (it is shown inside a statement line). */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The stored `return_reason` of a return or reversal: the code's text plus the note. */
export function returnReasonText(options: ReturnOptions, fallback: ReturnReasonCode): Result<string, "bad_request"> {
  const issues = new Issues();
  const { reason, note } = options;
  if (reason !== undefined && !isReturnReasonCode(reason)) {
    issues.add("reason", "must be a NACHA return reason code as published (R01-R85, e.g. R10)");
  }
  issues.text("note", note, { required: false, max: RETURN_NOTE_LENGTH, min: 1 });
  if (typeof note === "string" && hasControlCharacter(note)) issues.add("note", "must not contain control characters");
  const invalid = issues.error("return reason");
  if (invalid) return { ok: false, error: invalid };
  return ok(describeReturnReason(reason ?? fallback, note));
}

/** A settlement mode from the body, or bad_request. */
export function checkSettlementMode(mode: unknown): Result<SettlementMode, "bad_request"> {
  if (mode !== "automatic" && mode !== "manual") {
    return fail("bad_request", "invalid settlement mode: must be automatic or manual", {
      fields: [{ path: "/body/mode", message: "must be one of automatic, manual" }],
    });
  }
  return ok(mode);
}

function openingIssues(issues: Issues, prefix: string, input: unknown): void {
  if (!isRecord(input)) {
    issues.add(prefix, "must be an object");
    return;
  }
  const at = (field: string) => (prefix === "" ? field : `${prefix}/${field}`);
  issues.text(at("name"), input.name, { required: true, max: LIMITS.nameLength, min: 1 });
  issues.oneOf(at("type"), input.type, ACCOUNT_TYPES);
  issues.oneOf(at("currency"), input.currency, ["USD"]);
  issues.cents(at("opening_balance_cents"), input.opening_balance_cents, { required: false, min: 0 });
}

/** Checks an open-account body. */
export function checkOpening(input: OpenAccountInput): Result<OpenAccountInput, "bad_request"> {
  const issues = new Issues();
  openingIssues(issues, "", input);
  const invalid = issues.error("account");
  return invalid ? { ok: false, error: invalid } : ok(input);
}

/** Checks a signup body and derives its slug (the slug's uniqueness is the store's to check). */
export function checkSignup(input: SignupInput): Result<{ slug: string; openings: OpenAccountInput[] }, "bad_request"> {
  const issues = new Issues();
  if (!isRecord(input)) return fail("bad_request", "invalid signup: body must be an object");
  issues.text("name", input.name, { required: true, max: LIMITS.nameLength, min: 1 });
  issues.text("team", input.team, { required: false, max: LIMITS.teamLength });
  if (input.slug !== undefined && (typeof input.slug !== "string" || !isValidSlug(input.slug))) {
    issues.add("slug", "must be lowercase letters, digits and single dashes, at most 63 characters");
  }
  const accounts: unknown = input.accounts ?? [];
  if (!Array.isArray(accounts)) issues.add("accounts", "must be an array");
  else {
    if (accounts.length > LIMITS.signupAccounts) {
      issues.add("accounts", `must have at most ${LIMITS.signupAccounts} items`);
    }
    accounts.forEach((item, index) => {
      openingIssues(issues, `accounts/${index}`, item);
    });
  }
  const invalid = issues.error("signup");
  if (invalid) return { ok: false, error: invalid };
  const slug = input.slug ?? deriveSlug(input.name);
  if (slug === "") {
    return fail("bad_request", "invalid signup: slug cannot be derived from the name; pass a slug", {
      fields: [{ path: "/body/slug", message: "is required when the name has no letters or digits" }],
    });
  }
  return ok({ slug, openings: accounts as OpenAccountInput[] });
}

/**
 * Checks the bank-wide cap: the money in the bank (deposits minus withdrawals, the sum of all
 * balances) stays an exact double (an integer < 2^53), so no balance or total can lose a cent.
 */
export function depositCapError<T>(bankHeldCents: number, amount: number): Result<T, "unprocessable_entity"> | null {
  if (bankHeldCents + amount > Number.MAX_SAFE_INTEGER) {
    return fail("unprocessable_entity", "deposit refused: the bank's total deposits would exceed 2^53-1 cents");
  }
  return null;
}

/** What the opening limits are checked against. */
export interface OpeningContext {
  limits: OpeningLimits;
  /** True when the accounts belong to an organisation being created (signup). */
  newOrganisation: boolean;
  /** Opening balances the organisation already received. */
  alreadyOpenedCents: number;
  /** Deposits minus withdrawals of the whole bank. */
  bankHeldCents: number;
}

/**
 * Checks the caller-created opening balances against the per-account and per-organisation
 * limits, then the bank-wide cap (issue 20, D2).
 */
export function openingLimitError<T>(
  context: OpeningContext,
  openings: readonly OpenAccountInput[],
): Result<T, "unprocessable_entity"> | null {
  const { perAccountCents, perOrganisationCents } = context.limits;
  const fields: { path: string; message: string }[] = [];
  openings.forEach((item, index) => {
    if ((item.opening_balance_cents ?? 0) > perAccountCents) {
      const path = context.newOrganisation
        ? `/body/accounts/${index}/opening_balance_cents`
        : "/body/opening_balance_cents";
      fields.push({ path, message: `must be at most ${perAccountCents} (the bank's per-account opening limit)` });
    }
  });
  if (fields.length > 0) {
    return fail(
      "unprocessable_entity",
      `opening balance refused: at most ${perAccountCents} cents per account may be opened with`,
      { fields },
    );
  }
  const asked = openings.reduce((sum, item) => sum + (item.opening_balance_cents ?? 0), 0);
  const already = context.alreadyOpenedCents;
  if (already + asked > perOrganisationCents) {
    return fail(
      "unprocessable_entity",
      `opening balance refused: the organisation's opening balances would total ${already + asked} cents, ` +
        `above the bank's per-organisation limit of ${perOrganisationCents} cents`,
    );
  }
  return depositCapError<T>(context.bankHeldCents, asked);
}

/** A new account with its opening deposit id; `sequence` numbers it (1 = the bank's first account). */
export function newOpening(
  ids: IdSource,
  organisationId: string,
  input: OpenAccountInput,
  sequence: number,
): AccountOpening {
  const opening = input.opening_balance_cents ?? 0;
  return {
    id: ids("acc"),
    organisation_id: organisationId,
    account_number: accountNumberFor(sequence),
    name: input.name,
    type: input.type ?? "operating",
    currency: "USD",
    opening_balance_cents: opening,
    opening_deposit_id: opening > 0 ? ids("dep") : null,
  };
}

/** Checks a send-payment body (everything but the accounts). */
export function checkPaymentInput(input: SendPaymentInput): Result<SendPaymentInput, "bad_request"> {
  if (!isRecord(input)) return fail("bad_request", "invalid payment: body must be an object");
  const issues = new Issues();
  issues.text("from_account_id", input.from_account_id, { required: true, max: 255, min: 1 });
  issues.text("to_account_number", input.to_account_number, { required: true, max: 64, min: 1 });
  issues.cents("amount_cents", input.amount_cents, { required: true, min: 1 });
  issues.oneOf("currency", input.currency, ["USD"]);
  issues.text("reference", input.reference, { required: false, max: LIMITS.referenceLength });
  issues.text("end_to_end_id", input.end_to_end_id, { required: false, max: LIMITS.endToEndIdLength });
  const invalid = issues.error("payment");
  return invalid ? { ok: false, error: invalid } : ok(input);
}

/** Paying an account from itself moves nothing: a malformed request, not a payment to record. */
export function selfPaymentError<T>(input: SendPaymentInput, senderNumber: string): Result<T, "bad_request"> | null {
  if (input.to_account_number !== senderNumber) return null;
  return fail("bad_request", "invalid payment: to_account_number is the sending account's own number", {
    fields: [{ path: "/body/to_account_number", message: "must differ from the sending account's number" }],
  });
}

/** What a payment decision needs to know of an account. */
export interface PartyState {
  id: string;
  status: AccountStatus;
  balance_cents: number;
  held_cents: number;
}

/**
 * Decides a checked payment between a sender and an optional receiver (docs/reference/bank.md#sending-a-payment). Order of
 * refusal reasons (bank spec, sendPayment): the destination first (it makes the others moot), then
 * the account states, then money. A refused payment is a `rejected` Payment to be recorded.
 */
export function decidePayment(
  input: SendPaymentInput,
  parties: { sender: PartyState; receiver: PartyState | undefined },
  context: { id: string; iso: string; mode: SettlementMode },
): Payment {
  const { sender, receiver } = parties;
  let reason: ReturnReasonCode | null = null;
  if (!/^[0-9]{10}$/.test(input.to_account_number)) reason = "R04";
  else if (receiver === undefined) reason = "R03";
  else if (sender.status === "frozen" || receiver.status === "frozen") reason = "R16";
  else if (sender.balance_cents - sender.held_cents < input.amount_cents) reason = "R01";
  return {
    id: context.id,
    from_account_id: sender.id,
    to_account_id: receiver?.id ?? null,
    to_account_number: input.to_account_number,
    amount_cents: input.amount_cents,
    currency: "USD",
    reference: input.reference ?? "",
    status: reason !== null ? "rejected" : context.mode === "automatic" ? "settled" : "pending",
    end_to_end_id: input.end_to_end_id ?? null,
    return_reason: reason === null ? null : describeReturnReason(reason),
    created_at: context.iso,
    settled_at: reason === null && context.mode === "automatic" ? context.iso : null,
    returned_at: null,
  };
}

/** The outcome the API reports for a recorded payment: 201 or 422 naming it (docs/reference/bank.md#payment-states). */
export function paymentOutcome(payment: Payment): Result<Payment, "unprocessable_entity"> {
  if (payment.status !== "rejected") return ok({ ...payment });
  return fail("unprocessable_entity", `payment ${payment.id} was rejected: ${payment.return_reason}`, {
    payment: { ...payment },
  });
}

/** Checks the `Idempotency-Key` header value. */
export function idempotencyKeyError<T>(key: string): Result<T, "bad_request"> | null {
  const issues = new Issues("/header");
  issues.text("Idempotency-Key", key, { required: true, max: LIMITS.idempotencyKeyLength, min: 1 });
  const invalid = issues.error("request");
  return invalid ? { ok: false, error: invalid } : null;
}

/** Checks a payments-list query. */
export function checkPaymentsQuery(
  query: PaymentsQuery,
): Result<{ status?: Payment["status"]; limit: number }, "bad_request"> {
  const issues = new Issues("/query");
  issues.oneOf("status", query.status, PAYMENT_STATUSES);
  issues.limit("limit", query.limit);
  const invalid = issues.error("query");
  if (invalid) return { ok: false, error: invalid };
  const limit = query.limit ?? LIMITS.pageDefault;
  return ok(query.status === undefined ? { limit } : { status: query.status, limit });
}

/**
 * A statement or transactions period as epoch ms bounds (inclusive), or bad_request. A query's
 * period is reported at `/query`; a statement link's (in its body) at `/body` as a `request` error.
 */
export function checkPeriod(
  query: { from?: string; to?: string },
  location: "/query" | "/body" = "/query",
): Result<{ fromMs: number | null; toMs: number | null }, "bad_request"> {
  const issues = new Issues(location);
  const bound = (name: "from" | "to", edge: "start" | "end"): number | null => {
    const text = query[name];
    if (text === undefined) return null;
    const ms = typeof text === "string" ? parseBound(text, edge) : null;
    if (ms === null) issues.add(name, "must be an ISO date (YYYY-MM-DD) or date-time");
    return ms;
  };
  const fromMs = bound("from", "start");
  const toMs = bound("to", "end");
  if (fromMs !== null && toMs !== null && fromMs > toMs) issues.add("from", "must not be after to");
  const invalid = issues.error(location === "/query" ? "query" : "request");
  return invalid ? { ok: false, error: invalid } : ok({ fromMs, toMs });
}

/** Checks a page size in a query. */
export function limitError<T>(limit: unknown): Result<T, "bad_request"> | null {
  const issues = new Issues("/query");
  issues.limit("limit", limit);
  const invalid = issues.error("query");
  return invalid ? { ok: false, error: invalid } : null;
}

/** Checks a deposit or withdrawal body (`what` names it in the message). */
export function checkMoneyInput(
  input: { amount_cents: number; reference?: string },
  what: "deposit" | "withdrawal",
): Result<{ amount_cents: number; reference?: string }, "bad_request"> {
  const issues = new Issues();
  if (!isRecord(input)) issues.add("", "must be an object");
  else {
    issues.cents("amount_cents", input.amount_cents, { required: true, min: 1 });
    issues.text("reference", input.reference, {
      required: false,
      max: LIMITS.referenceLength,
      ...(what === "withdrawal" ? { min: 1 } : {}),
    });
  }
  const invalid = issues.error(what);
  return invalid ? { ok: false, error: invalid } : ok(input);
}

/** The answer to a withdrawal the available balance does not cover. */
export function withdrawalShortError(
  accountId: string,
  available: number,
  amount: number,
): Failure<"unprocessable_entity"> {
  return fail(
    "unprocessable_entity",
    `withdrawal refused: account ${accountId}'s available balance (${available} cents) is below ${amount} cents`,
  );
}

/** The answer to a reversal the receiver's available balance does not cover (without force). */
export function reversalShortError(
  paymentId: string,
  available: number,
  amount: number,
): Failure<"unprocessable_entity"> {
  return fail(
    "unprocessable_entity",
    `payment ${paymentId} cannot be reversed: the receiving account's available balance ` +
      `(${available} cents) is below ${amount} cents; pass force to overdraw it`,
  );
}

/** What verifying a link token found. */
type StatementLinkVerdict = ReturnType<typeof verifyStatementLink>;

/** A statement link request once checked: its period, format and lifetime. */
export interface CheckedLinkRequest {
  fromMs: number | null;
  toMs: number | null;
  format: StatementLinkFormat;
  ttl: number;
}

/** Checks a statement link request, reporting every problem at once (the period's with the others). */
export function checkStatementLinkRequest(request: StatementLinkRequest): Result<CheckedLinkRequest, "bad_request"> {
  const period = checkPeriod(request, "/body");
  const format = request.format ?? "html";
  const ttl = request.ttl_seconds ?? STATEMENT_LINK_TTL.default;
  const issues = new Issues("/body");
  if (!period.ok) issues.list.push(...((period.error.details?.fields as FieldIssue[] | undefined) ?? []));
  if (!STATEMENT_LINK_FORMATS.includes(format))
    issues.add("format", `must be one of ${STATEMENT_LINK_FORMATS.join(", ")}`);
  if (!Number.isInteger(ttl) || ttl < STATEMENT_LINK_TTL.min || ttl > STATEMENT_LINK_TTL.max) {
    issues.add("ttl_seconds", `must be an integer from ${STATEMENT_LINK_TTL.min} to ${STATEMENT_LINK_TTL.max}`);
  }
  const invalid = issues.error("request");
  if (invalid) return { ok: false, error: invalid };
  if (!period.ok) return period;
  return ok({ ...period.value, format, ttl });
}

/** Signs the link a checked request grants at `nowMs`; a period without `to` ends now. */
export function issueLink(
  secret: string,
  organisationId: string,
  accountId: string,
  request: CheckedLinkRequest,
  nowMs: number,
): IssuedStatementLink {
  const claims = {
    organisationId,
    accountId,
    format: request.format,
    fromMs: request.fromMs,
    toMs: request.toMs ?? nowMs,
    expiresAt: Math.floor(nowMs / 1000) + request.ttl,
  };
  return {
    token: signStatementLink(secret, claims),
    expires_at: new Date(claims.expiresAt * 1000).toISOString(),
    format: request.format,
    from: claims.fromMs === null ? null : new Date(claims.fromMs).toISOString(),
    to: new Date(claims.toMs).toISOString(),
  };
}

/**
 * What a verified link grants for the account named beside it: the statement query, or
 * `unauthorized` for a token this bank did not sign (or that was altered), `gone` once expired,
 * `forbidden` for another account's.
 */
export function linkedStatementQuery(
  verdict: StatementLinkVerdict,
  accountId: string,
): Result<
  { organisationId: string; format: StatementLinkFormat; query: { from?: string; to: string } },
  "unauthorized" | "gone" | "forbidden"
> {
  if (!verdict.ok) {
    return verdict.problem === "expired"
      ? fail("gone", "this statement link has expired; ask the account holder for a new one")
      : fail("unauthorized", "this statement link is not valid");
  }
  const { claims } = verdict;
  if (claims.accountId !== accountId) return fail("forbidden", "this statement link is for another account");
  const iso = (ms: number) => new Date(ms).toISOString();
  return ok({
    organisationId: claims.organisationId,
    format: claims.format,
    query: { ...(claims.fromMs === null ? {} : { from: iso(claims.fromMs) }), to: iso(claims.toMs) },
  });
}
