/**
 * Shape checks of a loaded ledger (issue 20, D3): every organisation, account, posting, payment
 * and idempotency entry of a snapshot must have the fields and values this version writes. A
 * snapshot whose JSON is valid but whose values are not (an account status "xctive", a payment
 * naming an unknown account) is refused instead of served. The audit then checks the arithmetic.
 */
import { ContractkitError } from "../../../generated/http/errors.ts";
import type { AccountState, LedgerBook, OrganisationState } from "./state.ts";
import { ACCOUNT_TYPES, PAYMENT_STATUSES } from "./types.ts";

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

/** Named checks, in the order a row's fields are checked (the first misfit is the one reported). */
type Checks = ReadonlyArray<readonly [name: string, check: Check]>;

function misfit(path: string, value: unknown): LedgerShapeError {
  return new LedgerShapeError(
    `${path} has the value ${JSON.stringify(value)?.slice(0, 80)}, which this ledger never writes`,
  );
}

function require(path: string, value: unknown, check: Check): void {
  if (!check(value)) throw misfit(path, value);
}

/**
 * Checks `object`'s fields. The path is made only for a misfit: a million postings must not cost
 * a million path strings (start-up of a 1M-posting ledger spent most of its shape check on them).
 */
function fields(object: unknown, checks: Checks, where: () => string): void {
  if (object === null || typeof object !== "object") throw new LedgerShapeError(`${where()} is not an object`);
  for (const [name, check] of checks) {
    const value = (object as Record<string, unknown>)[name];
    if (!check(value)) throw misfit(`${where()}.${name}`, value);
  }
}

const ORGANISATION_FIELDS: Checks = Object.entries({
  id: nonEmpty,
  name: nonEmpty,
  slug: nonEmpty,
  team: textOrNull,
  created_at: instant,
});

const POSTING_FIELDS: Checks = Object.entries({
  date: instant,
  value_date: instantOrNull,
  at_ms: (value: unknown) => Number.isFinite(value),
  direction: oneOf("CR", "DR"),
  amount_cents: amount,
  counterparty_account_number: accountNumber,
  reference: text,
  transfer_id: nonEmpty,
  end_to_end_id: textOrNull,
  running_balance_cents: integer,
  kind: (value: unknown) => POSTING_KIND_SET.has(value as string),
  forced: oneOf(true, false),
});

/** The checks that look rows up in `book`, made once per check of the book. */
function bookChecks(book: LedgerBook) {
  const knownOrganisation: Check = (value) => book.organisations.has(value as string);
  const knownAccount: Check = (value) => book.accounts.has(value as string);
  return {
    organisation: Object.entries({ key_hash: (value: unknown) => typeof value === "string" && HEX_HASH.test(value) }),
    account: Object.entries({
      id: nonEmpty,
      organisation_id: knownOrganisation,
      account_number: accountNumber,
      name: text,
      type: oneOf(...ACCOUNT_TYPES),
      currency: oneOf("USD"),
      status: oneOf("active", "frozen"),
      created_at: instant,
      balance_cents: integer,
      held_cents: (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0,
      postings: Array.isArray,
    }),
    payment: Object.entries({
      id: nonEmpty,
      from_account_id: knownAccount,
      to_account_id: (value: unknown) => value === null || knownAccount(value),
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
    }),
    idempotency: Object.entries({
      organisation_id: knownOrganisation,
      key: nonEmpty,
      request_hash: text,
      created_at_ms: (value: unknown) => Number.isFinite(value),
      payment_id: (value: unknown) => book.payments.has(value as string),
      response: (value: unknown) =>
        value !== null && typeof value === "object" && Number.isInteger((value as { status: unknown }).status),
    }),
  } satisfies Record<string, Checks>;
}

type BookChecks = ReturnType<typeof bookChecks>;

function checkOrganisation(path: string, state: OrganisationState, book: LedgerBook, checks: BookChecks): void {
  fields(state, checks.organisation, () => path);
  fields(state.organisation, ORGANISATION_FIELDS, () => `${path}.organisation`);
  require(`${path}.account_ids`, state.account_ids, Array.isArray);
  require(`${path}.payment_ids`, state.payment_ids, Array.isArray);
  state.account_ids.forEach((id, index) => {
    if (book.accounts.get(id)?.organisation_id !== state.organisation.id)
      throw misfit(`${path}.account_ids[${index}]`, id);
  });
  state.payment_ids.forEach((id, index) => {
    if (!book.payments.has(id)) throw misfit(`${path}.payment_ids[${index}]`, id);
  });
}

function checkAccount(path: string, account: AccountState, checks: BookChecks): void {
  fields(account, checks.account, () => path);
  const postings = account.postings;
  for (let index = 0; index < postings.length; index += 1) {
    fields(postings[index], POSTING_FIELDS, () => `${path}.postings[${index}]`);
  }
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
  const checks = bookChecks(book);
  let index = 0;
  for (const organisation of book.organisations.values())
    checkOrganisation(`organisations[${index++}]`, organisation, book, checks);
  index = 0;
  for (const account of book.accounts.values()) checkAccount(`accounts[${index++}]`, account, checks);
  index = 0;
  for (const payment of book.payments.values()) {
    const at = index++;
    fields(payment, checks.payment, () => `payments[${at}]`);
  }
  index = 0;
  for (const entry of book.idempotency.values()) {
    const at = index++;
    fields(entry, checks.idempotency, () => `idempotency[${at}]`);
  }
}
