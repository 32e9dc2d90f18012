/**
 * Shape checks of a loaded ledger (issue 20, D3): every organisation, account, posting, payment
 * and idempotency entry of a snapshot must have the fields and values this version writes. A
 * snapshot whose JSON is valid but whose values are not (an account status "xctive", a payment
 * naming an unknown account) is refused instead of served. The audit then checks the arithmetic.
 */
import { ContractkitError } from "../../../generated/http/errors.ts";
import type { AccountState, IdempotencyEntry, LedgerBook, OrganisationState, Posting } from "./state.ts";
import { ACCOUNT_TYPES, PAYMENT_STATUSES, type Payment } from "./types.ts";

const POSTING_KIND_SET = new Set(["deposit", "withdrawal", "payment", "return", "reversal"]);
const HEX_HASH = /^[0-9a-f]{64}$/;
/** The admin key's salted hash, `scrypt$N$r$p$<salt>$<hash>` (identifiers.ts `hashAdminKey`). */
const SCRYPT_HASH = /^scrypt\$[1-9][0-9]*\$[1-9][0-9]*\$[1-9][0-9]*\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/;

/** Raised with the path of the first value that does not fit. */
export class LedgerShapeError extends ContractkitError {
  override readonly name = "LedgerShapeError";
  override readonly code = "ledger_shape";
}

type Check = (value: unknown) => boolean;
const text: Check = (value) => typeof value === "string";
const nonEmpty: Check = (value) => typeof value === "string" && value.length > 0;
const textOrNull: Check = (value) => value === null || typeof value === "string";
const instant: Check = (value) => typeof value === "string" && Number.isFinite(Date.parse(value));
const instantOrNull: Check = (value) => value === null || instant(value);
const integer: Check = (value) => Number.isSafeInteger(value);
const amount: Check = (value) => Number.isSafeInteger(value) && (value as number) > 0;
const oneOf =
  (...allowed: readonly unknown[]): Check =>
  (value) =>
    allowed.includes(value);
const accountNumber: Check = (value) => typeof value === "string" && /^[0-9]{10}$/.test(value);

function require(path: string, value: unknown, check: Check): void {
  if (!check(value)) {
    throw new LedgerShapeError(
      `${path} has the value ${JSON.stringify(value)?.slice(0, 80)}, which this ledger never writes`,
    );
  }
}

function fields(path: string, object: object, checks: Record<string, Check>): void {
  if (object === null || typeof object !== "object") throw new LedgerShapeError(`${path} is not an object`);
  for (const [name, check] of Object.entries(checks)) {
    require(`${path}.${name}`, (object as Record<string, unknown>)[name], check);
  }
}

function checkOrganisation(path: string, state: OrganisationState, book: LedgerBook): void {
  fields(path, state, { key_hash: (value) => typeof value === "string" && HEX_HASH.test(value) });
  fields(`${path}.organisation`, state.organisation, {
    id: nonEmpty,
    name: nonEmpty,
    slug: nonEmpty,
    team: textOrNull,
    created_at: instant,
  });
  require(`${path}.account_ids`, state.account_ids, Array.isArray);
  require(`${path}.payment_ids`, state.payment_ids, Array.isArray);
  state.account_ids.forEach((id, index) => {
    require(`${path}.account_ids[${index}]`, id, (value) =>
      book.accounts.get(value as string)?.organisation_id === state.organisation.id);
  });
  state.payment_ids.forEach((id, index) => {
    require(`${path}.payment_ids[${index}]`, id, (value) => book.payments.has(value as string));
  });
}

function checkPosting(path: string, posting: Posting): void {
  fields(path, posting, {
    date: instant,
    value_date: instantOrNull,
    at_ms: (value) => Number.isFinite(value),
    direction: oneOf("CR", "DR"),
    amount_cents: amount,
    counterparty_account_number: accountNumber,
    reference: text,
    transfer_id: nonEmpty,
    end_to_end_id: textOrNull,
    running_balance_cents: integer,
    kind: (value) => POSTING_KIND_SET.has(value as string),
    forced: oneOf(true, false),
  });
}

function checkAccount(path: string, account: AccountState, book: LedgerBook): void {
  fields(path, account, {
    id: nonEmpty,
    organisation_id: (value) => book.organisations.has(value as string),
    account_number: accountNumber,
    name: text,
    type: oneOf(...ACCOUNT_TYPES),
    currency: oneOf("USD"),
    status: oneOf("active", "frozen"),
    created_at: instant,
    balance_cents: integer,
    held_cents: (value) => Number.isSafeInteger(value) && (value as number) >= 0,
    postings: Array.isArray,
  });
  account.postings.forEach((posting, index) => {
    checkPosting(`${path}.postings[${index}]`, posting);
  });
}

function checkPayment(path: string, payment: Payment, book: LedgerBook): void {
  const knownAccount: Check = (value) => book.accounts.has(value as string);
  fields(path, payment, {
    id: nonEmpty,
    from_account_id: knownAccount,
    to_account_id: (value) => value === null || knownAccount(value),
    to_account_number: text,
    amount_cents: amount,
    currency: oneOf("USD"),
    reference: text,
    status: oneOf(...PAYMENT_STATUSES),
    end_to_end_id: textOrNull,
    return_reason: textOrNull,
    created_at: instant,
    settled_at: instantOrNull,
    returned_at: instantOrNull,
  });
}

function checkIdempotency(path: string, entry: IdempotencyEntry, book: LedgerBook): void {
  fields(path, entry, {
    organisation_id: (value) => book.organisations.has(value as string),
    key: nonEmpty,
    request_hash: text,
    created_at_ms: (value) => Number.isFinite(value),
    payment_id: (value) => book.payments.has(value as string),
    response: (value) =>
      value !== null && typeof value === "object" && Number.isInteger((value as { status: unknown }).status),
  });
}

/** Checks every loaded row of `book`; throws {@link LedgerShapeError} naming the first misfit. */
export function checkBookShape(book: LedgerBook): void {
  require("settlement_mode", book.settlementMode, oneOf("automatic", "manual"));
  require("admin_key_hash", book.adminKeyHash, (value) =>
    value === null || (typeof value === "string" && (HEX_HASH.test(value) || SCRYPT_HASH.test(value))));
  require("link_secret", book.linkSecret, (value) =>
    value === null || (typeof value === "string" && HEX_HASH.test(value)));
  require("last_at_ms", book.lastAtMs, (value) => Number.isFinite(value));
  require("account_count", book.accountCount, (value) => integer(value) && (value as number) >= book.accounts.size);
  let index = 0;
  for (const organisation of book.organisations.values())
    checkOrganisation(`organisations[${index++}]`, organisation, book);
  index = 0;
  for (const account of book.accounts.values()) checkAccount(`accounts[${index++}]`, account, book);
  index = 0;
  for (const payment of book.payments.values()) checkPayment(`payments[${index++}]`, payment, book);
  index = 0;
  for (const entry of book.idempotency.values()) checkIdempotency(`idempotency[${index++}]`, entry, book);
}
