/**
 * The ledger's in-memory state with its indexes, and `applyRecord`: the one function that changes
 * it, used both live and on replay (docs/reference/bank.md#durability: every mutation goes one ordered path).
 * Its snapshot form (export, import, the view compaction writes) is snapshot-codec.ts.
 *
 * Payments are replaced, never changed in place, when an admin transition settles or returns one:
 * an idempotency entry and a snapshot view then keep the object as it was (copy on write).
 *
 * Why over 400 lines: the book and applyRecord's function per record kind change the same indexes.
 */
import { ContractkitError } from "../../../generated/http/errors.ts";
import type { AccountOpening, LedgerRecord } from "./records.ts";
import { internReply, joinReply, type StoredReply, storedResponseOf } from "./stored-replies.ts";
import type {
  Account,
  AccountStatus,
  AccountType,
  Currency,
  Direction,
  Organisation,
  Payment,
  SettlementMode,
  StatementLine,
  StoredResponse,
} from "./types.ts";

/**
 * The bank's own account number: counterparty of every deposit (OPENING BALANCE, admin deposits).
 * Customer numbers start at 1000000016 (see `accountNumberFor`), so it never collides with one and
 * paying to it is R03 (no account).
 */
export const BANK_ACCOUNT_NUMBER = "0000000000";
/** Label of an opening-balance deposit (docs/reference/bank.md#postings). */
export const OPENING_BALANCE_REFERENCE = "OPENING BALANCE";

/**
 * Why a posting exists; the audit uses it to tell deposits, withdrawals (money entering and
 * leaving the bank) and forced reversals apart.
 */
export type PostingKind = "deposit" | "withdrawal" | "payment" | "return" | "reversal";

/** Every {@link PostingKind}, for checking loaded rows. */
export const POSTING_KINDS: readonly PostingKind[] = ["deposit", "withdrawal", "payment", "return", "reversal"];

/** One posting on one account; `running_balance_cents` is the balance right after it. */
export interface Posting {
  date: string;
  /** When value moved: `date`, or null for the DR and RETURN CR of a returned pending payment. */
  value_date: string | null;
  /** `date` as epoch milliseconds (postings of an account are in non-decreasing order). */
  at_ms: number;
  direction: Direction;
  amount_cents: number;
  counterparty_account_number: string;
  reference: string;
  transfer_id: string;
  end_to_end_id: string | null;
  running_balance_cents: number;
  kind: PostingKind;
  /** A bank-forced reversal debit: the one posting allowed to take a balance below zero. */
  forced: boolean;
}

/** An account with its balance, holds and posting sequence. */
export interface AccountState {
  id: string;
  organisation_id: string;
  account_number: string;
  name: string;
  type: AccountType;
  currency: Currency;
  status: AccountStatus;
  created_at: string;
  balance_cents: number;
  /** Sum of the amounts of this account's pending outgoing payments. */
  held_cents: number;
  postings: Posting[];
}

/** An organisation with its key hash and its account and payment lists (creation order). */
export interface OrganisationState {
  organisation: Organisation;
  key_hash: string;
  account_ids: string[];
  /** Payments touching any of its accounts, oldest first, each once. */
  payment_ids: string[];
}

/**
 * A remembered idempotent response: the template of the response as first sent and the payment as
 * decided (stored-replies.ts), joined on demand. `payment` is the book's own payment object until
 * an admin transition replaces that (payments are never changed in place), so a keyed payment is
 * held once, not twice.
 */
export class IdempotencyEntry {
  constructor(
    readonly organisation_id: string,
    readonly key: string,
    readonly request_hash: string,
    readonly created_at_ms: number,
    readonly payment_id: string,
    readonly reply: StoredReply,
    readonly payment: Payment | null,
  ) {}

  /**
   * Set when a later entry took this one's key while it was still in the queue (a replayed journal
   * kept with a shorter retention can do that): it is then no longer the key's entry. Expiry needs
   * no flag, it only ever drops the queue's head.
   */
  superseded = false;

  /** The response as first sent, byte for byte once serialised. */
  get response(): StoredResponse {
    return joinReply(this.reply, this.payment);
  }
}

/** Raised when a record cannot be applied: the journal contradicts the state it builds. */
export class LedgerApplyError extends ContractkitError {
  override readonly name = "LedgerApplyError";
  override readonly code = "ledger_apply";
}

/** Key of the idempotency map: scope is the organisation (docs/reference/bank.md#idempotency). */
export function idempotencyMapKey(organisationId: string, key: string): string {
  return `${organisationId}\u0000${key}`;
}

/** The state and its indexes. Mutate only through {@link applyRecord}. */
export class LedgerBook {
  seq = 0;
  lastAtMs = 0;
  accountCount = 0;
  /** Sum of every deposit posting (derived; money enters the bank only this way). */
  depositsCents = 0;
  /** Sum of every withdrawal posting (derived; money leaves the bank only this way). */
  withdrawnCents = 0;
  settlementMode: SettlementMode = "automatic";
  adminKeyHash: string | null = null;
  /** The key statement links are signed with (hex), made the first time a link is issued. */
  linkSecret: string | null = null;
  readonly organisations = new Map<string, OrganisationState>();
  readonly organisationIdBySlug = new Map<string, string>();
  readonly organisationIdByKeyHash = new Map<string, string>();
  readonly accounts = new Map<string, AccountState>();
  readonly accountIdByNumber = new Map<string, string>();
  /** Insertion order = creation order. */
  readonly payments = new Map<string, Payment>();
  readonly paymentOrder: string[] = [];
  readonly idempotency = new Map<string, IdempotencyEntry>();
  /** Entries in creation order, for expiry from the front. */
  idempotencyQueue: IdempotencyEntry[] = [];
  idempotencyQueueHead = 0;

  /** The account as the API shows it. */
  accountView(account: AccountState): Account {
    return {
      id: account.id,
      account_number: account.account_number,
      name: account.name,
      type: account.type,
      currency: account.currency,
      status: account.status,
      balance_cents: account.balance_cents,
      available_cents: account.balance_cents - account.held_cents,
    };
  }

  /** A posting as a statement line of `account`. */
  lineView(account: AccountState, posting: Posting): StatementLine {
    return {
      date: posting.date,
      value_date: posting.value_date,
      account_number: account.account_number,
      counterparty_account_number: posting.counterparty_account_number,
      direction: posting.direction,
      amount_cents: posting.amount_cents,
      currency: account.currency,
      reference: posting.reference,
      transfer_id: posting.transfer_id,
      end_to_end_id: posting.end_to_end_id,
      running_balance_cents: posting.running_balance_cents,
    };
  }

  /** Drops idempotency entries created at or before `cutoffMs`. */
  expireIdempotency(cutoffMs: number): void {
    const queue = this.idempotencyQueue;
    while (this.idempotencyQueueHead < queue.length) {
      const entry = queue[this.idempotencyQueueHead];
      if (entry === undefined || entry.created_at_ms > cutoffMs) break;
      const mapKey = idempotencyMapKey(entry.organisation_id, entry.key);
      if (this.idempotency.get(mapKey) === entry) this.idempotency.delete(mapKey);
      this.idempotencyQueueHead += 1;
    }
    // Compact the queue once its dead prefix dominates, keeping expiry O(1) amortised.
    if (this.idempotencyQueueHead > 1024 && this.idempotencyQueueHead * 2 > queue.length) {
      this.idempotencyQueue = queue.slice(this.idempotencyQueueHead);
      this.idempotencyQueueHead = 0;
    }
  }
}

function requireAccount(book: LedgerBook, id: string | null, what: string): AccountState {
  const account = id === null ? undefined : book.accounts.get(id);
  if (account === undefined) throw new LedgerApplyError(`${what} account ${id} does not exist`);
  return account;
}

function requireOrganisation(book: LedgerBook, id: string): OrganisationState {
  const organisation = book.organisations.get(id);
  if (organisation === undefined) throw new LedgerApplyError(`organisation ${id} does not exist`);
  return organisation;
}

function requirePayment(book: LedgerBook, id: string): Payment {
  const payment = book.payments.get(id);
  if (payment === undefined) throw new LedgerApplyError(`payment ${id} does not exist`);
  return payment;
}

interface PostingInput {
  direction: Direction;
  amount_cents: number;
  counterparty_account_number: string;
  reference: string;
  transfer_id: string;
  end_to_end_id: string | null;
  kind: PostingKind;
  forced?: boolean;
  /** False when no value moves (a returned pending payment): `value_date` is then null. */
  valued?: boolean;
}

function post(book: LedgerBook, account: AccountState, record: LedgerRecord, atMs: number, input: PostingInput): void {
  const delta = input.direction === "CR" ? input.amount_cents : -input.amount_cents;
  if (input.kind === "deposit") book.depositsCents += input.amount_cents;
  else if (input.kind === "withdrawal") book.withdrawnCents += input.amount_cents;
  account.balance_cents += delta;
  account.postings.push({
    date: record.at,
    value_date: input.valued === false ? null : record.at,
    at_ms: atMs,
    direction: input.direction,
    amount_cents: input.amount_cents,
    counterparty_account_number: input.counterparty_account_number,
    reference: input.reference,
    transfer_id: input.transfer_id,
    end_to_end_id: input.end_to_end_id,
    running_balance_cents: account.balance_cents,
    kind: input.kind,
    forced: input.forced ?? false,
  });
}

/** The reference of a return credit (`RETURN <reference>`, docs/reference/bank.md#postings). */
export function returnReference(reference: string): string {
  return reference === "" ? "RETURN" : `RETURN ${reference}`;
}

function openAccount(book: LedgerBook, record: LedgerRecord, atMs: number, opening: AccountOpening): AccountState {
  const organisation = requireOrganisation(book, opening.organisation_id);
  if (book.accounts.has(opening.id)) throw new LedgerApplyError(`account ${opening.id} already exists`);
  if (book.accountIdByNumber.has(opening.account_number)) {
    throw new LedgerApplyError(`account number ${opening.account_number} is already taken`);
  }
  const account: AccountState = {
    id: opening.id,
    organisation_id: opening.organisation_id,
    account_number: opening.account_number,
    name: opening.name,
    type: opening.type,
    currency: opening.currency,
    status: "active",
    created_at: record.at,
    balance_cents: 0,
    held_cents: 0,
    postings: [],
  };
  book.accounts.set(account.id, account);
  book.accountIdByNumber.set(account.account_number, account.id);
  book.accountCount += 1;
  organisation.account_ids.push(account.id);
  if (opening.opening_balance_cents > 0) {
    if (opening.opening_deposit_id === null) throw new LedgerApplyError(`account ${opening.id} lacks a deposit id`);
    post(book, account, record, atMs, {
      direction: "CR",
      amount_cents: opening.opening_balance_cents,
      counterparty_account_number: BANK_ACCOUNT_NUMBER,
      reference: OPENING_BALANCE_REFERENCE,
      transfer_id: opening.opening_deposit_id,
      end_to_end_id: null,
      kind: "deposit",
    });
  }
  return account;
}

function settlePostings(book: LedgerBook, record: LedgerRecord, atMs: number, payment: Payment): void {
  const from = requireAccount(book, payment.from_account_id, "sending");
  const to = requireAccount(book, payment.to_account_id, "receiving");
  post(book, from, record, atMs, {
    direction: "DR",
    amount_cents: payment.amount_cents,
    counterparty_account_number: to.account_number,
    reference: payment.reference,
    transfer_id: payment.id,
    end_to_end_id: payment.end_to_end_id,
    kind: "payment",
  });
  post(book, to, record, atMs, {
    direction: "CR",
    amount_cents: payment.amount_cents,
    counterparty_account_number: from.account_number,
    reference: payment.reference,
    transfer_id: payment.id,
    end_to_end_id: payment.end_to_end_id,
    kind: "payment",
  });
}

/** Lists a payment with the organisations that may see it: the sender's, and the receiver's unless
 * it was rejected (a rejection never happened, so the receiver never learns of it). */
function touchOrganisations(book: LedgerBook, payment: Payment): void {
  const owners = new Set<string>();
  const visibleTo =
    payment.status === "rejected" ? [payment.from_account_id] : [payment.from_account_id, payment.to_account_id];
  for (const accountId of visibleTo) {
    const account = accountId === null ? undefined : book.accounts.get(accountId);
    if (account !== undefined) owners.add(account.organisation_id);
  }
  for (const owner of owners) requireOrganisation(book, owner).payment_ids.push(payment.id);
}

/** A record of one type, with the envelope. */
type RecordOf<T extends LedgerRecord["type"]> = Extract<LedgerRecord, { type: T }>;

/** How each record type changes the book; `atMs` is the record's `at` in epoch milliseconds. */
type Appliers = { [T in LedgerRecord["type"]]: (book: LedgerBook, record: RecordOf<T>, atMs: number) => void };

const APPLIERS: Appliers = {
  admin_key_set: (book, record) => {
    book.adminKeyHash = record.key_hash;
  },
  link_secret_set: (book, record) => {
    book.linkSecret = record.secret;
  },
  settlement_mode_set: (book, record) => {
    book.settlementMode = record.mode;
  },
  organisation_created: createOrganisation,
  api_key_rotated: (book, record) => {
    const organisation = requireOrganisation(book, record.organisation_id);
    book.organisationIdByKeyHash.delete(organisation.key_hash);
    organisation.key_hash = record.key_hash;
    book.organisationIdByKeyHash.set(record.key_hash, organisation.organisation.id);
  },
  account_opened: (book, record, atMs) => {
    openAccount(book, record, atMs, record.account);
  },
  payment_created: createPayment,
  payment_settled: settlePayment,
  payment_returned: returnPayment,
  account_status_set: (book, record) => {
    requireAccount(book, record.account_id, "the").status = record.status;
  },
  deposit_made: (book, record, atMs) => {
    post(book, requireAccount(book, record.account_id, "deposit"), record, atMs, {
      direction: "CR",
      amount_cents: record.amount_cents,
      counterparty_account_number: BANK_ACCOUNT_NUMBER,
      reference: record.reference,
      transfer_id: record.deposit_id,
      end_to_end_id: null,
      kind: "deposit",
    });
  },
  withdrawal_made: withdraw,
};

function createOrganisation(book: LedgerBook, record: RecordOf<"organisation_created">, atMs: number): void {
  const { organisation } = record;
  if (book.organisations.has(organisation.id) || book.organisationIdBySlug.has(organisation.slug)) {
    throw new LedgerApplyError(`organisation ${organisation.id} (${organisation.slug}) already exists`);
  }
  book.organisations.set(organisation.id, {
    organisation,
    key_hash: record.key_hash,
    account_ids: [],
    payment_ids: [],
  });
  book.organisationIdBySlug.set(organisation.slug, organisation.id);
  book.organisationIdByKeyHash.set(record.key_hash, organisation.id);
  for (const opening of record.accounts) openAccount(book, record, atMs, opening);
}

function createPayment(book: LedgerBook, record: RecordOf<"payment_created">, atMs: number): void {
  const payment = record.payment;
  if (book.payments.has(payment.id)) throw new LedgerApplyError(`payment ${payment.id} already exists`);
  const from = requireAccount(book, payment.from_account_id, "sending");
  book.payments.set(payment.id, payment);
  book.paymentOrder.push(payment.id);
  touchOrganisations(book, payment);
  if (payment.status === "settled") settlePostings(book, record, atMs, payment);
  else if (payment.status === "pending") from.held_cents += payment.amount_cents;
  else if (payment.status !== "rejected") {
    throw new LedgerApplyError(`payment ${payment.id} cannot be created as ${payment.status}`);
  }
  const fact = record.idempotency;
  if (fact === null) return;
  // The record's payment is the decided one: the entry shares it (stored-replies.ts).
  const reply = internReply(storedResponseOf(fact.response as StoredReply));
  const entry = new IdempotencyEntry(
    from.organisation_id,
    fact.key,
    fact.request_hash,
    atMs,
    payment.id,
    reply,
    payment,
  );
  rememberIdempotency(book, entry);
}

/** Makes `entry` its key's entry (the one a replay answers with). */
export function rememberIdempotency(book: LedgerBook, entry: IdempotencyEntry): void {
  const mapKey = idempotencyMapKey(entry.organisation_id, entry.key);
  const previous = book.idempotency.get(mapKey);
  if (previous !== undefined) previous.superseded = true;
  book.idempotency.set(mapKey, entry);
  book.idempotencyQueue.push(entry);
}

/** Puts `next` in place of the payment of the same id (payments are never changed in place). */
function replacePayment(book: LedgerBook, next: Payment): void {
  book.payments.set(next.id, next);
}

function settlePayment(book: LedgerBook, record: RecordOf<"payment_settled">, atMs: number): void {
  const payment = requirePayment(book, record.payment_id);
  if (payment.status !== "pending") {
    throw new LedgerApplyError(`payment ${payment.id} is ${payment.status}, cannot settle`);
  }
  requireAccount(book, payment.from_account_id, "sending").held_cents -= payment.amount_cents;
  const settled: Payment = { ...payment, status: "settled", settled_at: record.at };
  replacePayment(book, settled);
  settlePostings(book, record, atMs, settled);
}

function returnPayment(book: LedgerBook, record: RecordOf<"payment_returned">, atMs: number): void {
  const payment = requirePayment(book, record.payment_id);
  const from = requireAccount(book, payment.from_account_id, "sending");
  const to = requireAccount(book, payment.to_account_id, "receiving");
  const returned = returnReference(payment.reference);
  const leg = { amount_cents: payment.amount_cents, transfer_id: payment.id, end_to_end_id: payment.end_to_end_id };
  if (payment.status === "pending") {
    // Pending -> returned: the debit and its RETURN credit together, balance unchanged
    // (docs/reference/bank.md#payment-states).
    from.held_cents -= payment.amount_cents;
    post(book, from, record, atMs, {
      ...leg,
      direction: "DR",
      counterparty_account_number: to.account_number,
      reference: payment.reference,
      kind: "payment",
      valued: false,
    });
  } else if (payment.status === "settled") {
    post(book, to, record, atMs, {
      ...leg,
      direction: "DR",
      counterparty_account_number: from.account_number,
      reference: returned,
      kind: "reversal",
      forced: record.forced,
    });
  } else {
    throw new LedgerApplyError(`payment ${payment.id} is ${payment.status}, cannot return`);
  }
  post(book, from, record, atMs, {
    ...leg,
    direction: "CR",
    counterparty_account_number: to.account_number,
    reference: returned,
    kind: "return",
    valued: payment.status === "settled",
  });
  replacePayment(book, { ...payment, status: "returned", returned_at: record.at, return_reason: record.return_reason });
}

function withdraw(book: LedgerBook, record: RecordOf<"withdrawal_made">, atMs: number): void {
  const account = requireAccount(book, record.account_id, "withdrawal");
  // Live commands refuse a withdrawal the available balance does not cover; so must replay.
  if (account.balance_cents - account.held_cents < record.amount_cents) {
    throw new LedgerApplyError(`withdrawal ${record.withdrawal_id} exceeds account ${account.id}'s available balance`);
  }
  post(book, account, record, atMs, {
    direction: "DR",
    amount_cents: record.amount_cents,
    counterparty_account_number: BANK_ACCOUNT_NUMBER,
    reference: record.reference,
    transfer_id: record.withdrawal_id,
    end_to_end_id: null,
    kind: "withdrawal",
  });
}

/**
 * Applies one record to the book. Throws {@link LedgerApplyError} when the record contradicts
 * the state (only possible with a damaged journal or a bug; live commands check first).
 */
export function applyRecord(book: LedgerBook, record: LedgerRecord): void {
  if (record.seq !== book.seq + 1) {
    throw new LedgerApplyError(`record seq ${record.seq} does not follow seq ${book.seq}`);
  }
  const atMs = Date.parse(record.at);
  if (!Number.isFinite(atMs)) throw new LedgerApplyError(`record seq ${record.seq} has an invalid time ${record.at}`);
  const apply = Object.hasOwn(APPLIERS, record.type)
    ? (APPLIERS[record.type] as (book: LedgerBook, record: LedgerRecord, atMs: number) => void)
    : undefined;
  if (apply === undefined) throw new LedgerApplyError(`unknown record type ${(record as { type: string }).type}`);
  apply(book, record, atMs);
  book.seq = record.seq;
  book.lastAtMs = Math.max(book.lastAtMs, atMs);
}
