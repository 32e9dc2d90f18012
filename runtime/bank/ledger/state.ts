/**
 * The ledger's in-memory state with its indexes, and `applyRecord`: the one function that changes
 * it, used both live and on replay (docs/reference/bank.md#durability: every mutation goes one ordered path).
 */
import { ContractkitError } from "../../../generated/http/errors.ts";
import type { AccountOpening, LedgerRecord } from "./records.ts";
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

/** A remembered idempotent response. */
export interface IdempotencyEntry {
  organisation_id: string;
  key: string;
  request_hash: string;
  created_at_ms: number;
  payment_id: string;
  response: StoredResponse;
}

/** The snapshot form of the state, version 1 (objects; every posting nested in its account). */
export interface LedgerStateSnapshotV1 {
  version: 1;
  last_at_ms: number;
  account_count: number;
  settlement_mode: SettlementMode;
  admin_key_hash: string | null;
  /** The key statement links are signed with (hex); absent in files written before links existed. */
  link_secret?: string | null;
  organisations: OrganisationState[];
  accounts: AccountState[];
  /** Oldest first. */
  payments: Payment[];
  /** Oldest first. */
  idempotency: IdempotencyEntry[];
}

/**
 * A posting in a version 2 snapshot: `[account index, date, at_ms, value date, direction, amount,
 * counterparty, reference, transfer id, end-to-end id, running balance, kind, forced]`, where the
 * value date is 1 when it equals the date, 0 when null, else the string itself.
 */
export type PostingRow = [
  number,
  string,
  number,
  0 | 1 | string,
  Direction,
  number,
  string,
  string,
  string,
  string | null,
  number,
  PostingKind,
  0 | 1,
];

/** A payment in a version 2 snapshot: its fields in {@link PAYMENT_FIELDS} order. */
export type PaymentRow = unknown[];

/** The order of a payment's fields in a {@link PaymentRow}. */
const PAYMENT_FIELDS = [
  "id",
  "from_account_id",
  "to_account_id",
  "to_account_number",
  "amount_cents",
  "currency",
  "reference",
  "status",
  "end_to_end_id",
  "return_reason",
  "created_at",
  "settled_at",
  "returned_at",
] as const satisfies readonly (keyof Payment)[];

/**
 * The snapshot form of the state, version 2: postings and payments as positional rows, and every
 * posting in one top-level list, so the store writes each on its own line (runtime/store/snapshot-lines.ts).
 * A million-posting ledger is a third of version 1's size and loads in a fraction of its time
 * (docs/benchmarks.md); indexes are rebuilt on import.
 */
export interface LedgerStateSnapshot {
  version: 2;
  last_at_ms: number;
  account_count: number;
  settlement_mode: SettlementMode;
  admin_key_hash: string | null;
  /** The key statement links are signed with (hex); absent in files written before links existed. */
  link_secret?: string | null;
  organisations: OrganisationState[];
  /** The accounts without their postings (`postings` is empty here). */
  accounts: AccountState[];
  /** Every posting, grouped by account in account order, each account's in posting order. */
  postings: PostingRow[];
  /** Oldest first. */
  payments: PaymentRow[];
  /** Oldest first. */
  idempotency: IdempotencyEntry[];
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

  /** The snapshot form (shares objects with the live state: serialise it before mutating again). */
  exportState(): LedgerStateSnapshot {
    const accounts: AccountState[] = [];
    const postings: PostingRow[] = [];
    for (const account of this.accounts.values()) {
      const index = accounts.length;
      accounts.push({ ...account, postings: [] });
      for (const posting of account.postings) {
        postings.push([
          index,
          posting.date,
          posting.at_ms,
          posting.value_date === posting.date ? 1 : posting.value_date === null ? 0 : posting.value_date,
          posting.direction,
          posting.amount_cents,
          posting.counterparty_account_number,
          posting.reference,
          posting.transfer_id,
          posting.end_to_end_id,
          posting.running_balance_cents,
          posting.kind,
          posting.forced ? 1 : 0,
        ]);
      }
    }
    return {
      version: 2,
      last_at_ms: this.lastAtMs,
      account_count: this.accountCount,
      settlement_mode: this.settlementMode,
      admin_key_hash: this.adminKeyHash,
      ...(this.linkSecret === null ? {} : { link_secret: this.linkSecret }),
      organisations: [...this.organisations.values()],
      accounts,
      postings,
      payments: this.paymentOrder.map((id) => {
        const payment = this.payments.get(id) as Payment;
        return PAYMENT_FIELDS.map((field) => payment[field]);
      }),
      idempotency: this.idempotencyQueue
        .slice(this.idempotencyQueueHead)
        .filter((entry) => this.idempotency.get(idempotencyMapKey(entry.organisation_id, entry.key)) === entry),
    };
  }

  /** Rebuilds a book from a snapshot (version 1 or 2) taken at `seq`. */
  static importState(seq: number, snapshot: LedgerStateSnapshot | LedgerStateSnapshotV1): LedgerBook {
    const version = (snapshot as { version: unknown }).version;
    if (version !== 1 && version !== 2) throw new LedgerApplyError(`unsupported ledger snapshot version ${version}`);
    const book = new LedgerBook();
    book.seq = seq;
    book.lastAtMs = snapshot.last_at_ms;
    book.accountCount = snapshot.account_count;
    book.settlementMode = snapshot.settlement_mode;
    book.adminKeyHash = snapshot.admin_key_hash;
    book.linkSecret = snapshot.link_secret ?? null;
    for (const organisation of snapshot.organisations) {
      book.organisations.set(organisation.organisation.id, organisation);
      book.organisationIdBySlug.set(organisation.organisation.slug, organisation.organisation.id);
      book.organisationIdByKeyHash.set(organisation.key_hash, organisation.organisation.id);
    }
    for (const account of snapshot.accounts) {
      book.accounts.set(account.id, account);
      book.accountIdByNumber.set(account.account_number, account.id);
    }
    if (snapshot.version === 2) {
      for (const row of snapshot.postings) importPosting(snapshot.accounts, row);
      for (const row of snapshot.payments) {
        if (!Array.isArray(row) || row.length !== PAYMENT_FIELDS.length) {
          throw new LedgerApplyError(`a payment row of the snapshot has ${Array.isArray(row) ? row.length : 0} fields`);
        }
        const payment = {} as Record<string, unknown>;
        PAYMENT_FIELDS.forEach((field, index) => {
          payment[field] = row[index];
        });
        book.payments.set(payment.id as string, payment as unknown as Payment);
        book.paymentOrder.push(payment.id as string);
      }
    } else {
      for (const payment of snapshot.payments) {
        book.payments.set(payment.id, payment);
        book.paymentOrder.push(payment.id);
      }
    }
    for (const account of snapshot.accounts) {
      for (const posting of account.postings) {
        if (posting.kind === "deposit") book.depositsCents += posting.amount_cents;
        else if (posting.kind === "withdrawal") book.withdrawnCents += posting.amount_cents;
      }
    }
    for (const stored of snapshot.idempotency) {
      const entry = { ...stored, response: storedResponseOf(stored.response) };
      book.idempotency.set(idempotencyMapKey(entry.organisation_id, entry.key), entry);
      book.idempotencyQueue.push(entry);
    }
    return book;
  }
}

/**
 * A stored response as this version keeps it. Journals and snapshots of earlier versions hold the
 * body as JSON text (every body the bank stores is a JSON object, so a string body is such a
 * text): parsed back into the value it encodes.
 */
export function storedResponseOf(response: StoredResponse): StoredResponse {
  if (typeof response.body !== "string") return response;
  try {
    return { ...response, body: JSON.parse(response.body) };
  } catch {
    throw new LedgerApplyError("a stored idempotent response body is neither a JSON value nor JSON text");
  }
}

/** Appends a version 2 posting row to its account (shape checked; the start-up audit checks the rest). */
function importPosting(accounts: readonly AccountState[], row: PostingRow): void {
  const account = Array.isArray(row) && row.length === 13 ? accounts[row[0]] : undefined;
  if (account === undefined) {
    throw new LedgerApplyError(
      `a posting row of the snapshot is malformed or names no account: ${JSON.stringify(row).slice(0, 200)}`,
    );
  }
  const [
    ,
    date,
    atMs,
    valueDate,
    direction,
    amount,
    counterparty,
    reference,
    transferId,
    endToEndId,
    running,
    kind,
    forced,
  ] = row;
  account.postings.push({
    date,
    value_date: valueDate === 1 ? date : valueDate === 0 ? null : valueDate,
    at_ms: atMs,
    direction,
    amount_cents: amount,
    counterparty_account_number: counterparty,
    reference,
    transfer_id: transferId,
    end_to_end_id: endToEndId,
    running_balance_cents: running,
    kind,
    forced: forced === 1,
  });
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
  switch (record.type) {
    case "admin_key_set":
      book.adminKeyHash = record.key_hash;
      break;
    case "link_secret_set":
      book.linkSecret = record.secret;
      break;
    case "settlement_mode_set":
      book.settlementMode = record.mode;
      break;
    case "organisation_created": {
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
      break;
    }
    case "api_key_rotated": {
      const organisation = requireOrganisation(book, record.organisation_id);
      book.organisationIdByKeyHash.delete(organisation.key_hash);
      organisation.key_hash = record.key_hash;
      book.organisationIdByKeyHash.set(record.key_hash, organisation.organisation.id);
      break;
    }
    case "account_opened":
      openAccount(book, record, atMs, record.account);
      break;
    case "payment_created": {
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
      if (record.idempotency !== null) {
        const entry: IdempotencyEntry = {
          organisation_id: from.organisation_id,
          key: record.idempotency.key,
          request_hash: record.idempotency.request_hash,
          created_at_ms: atMs,
          payment_id: payment.id,
          response: storedResponseOf(record.idempotency.response),
        };
        book.idempotency.set(idempotencyMapKey(entry.organisation_id, entry.key), entry);
        book.idempotencyQueue.push(entry);
      }
      break;
    }
    case "payment_settled": {
      const payment = requirePayment(book, record.payment_id);
      if (payment.status !== "pending") {
        throw new LedgerApplyError(`payment ${payment.id} is ${payment.status}, cannot settle`);
      }
      requireAccount(book, payment.from_account_id, "sending").held_cents -= payment.amount_cents;
      payment.status = "settled";
      payment.settled_at = record.at;
      settlePostings(book, record, atMs, payment);
      break;
    }
    case "payment_returned": {
      const payment = requirePayment(book, record.payment_id);
      const from = requireAccount(book, payment.from_account_id, "sending");
      const to = requireAccount(book, payment.to_account_id, "receiving");
      const returned = returnReference(payment.reference);
      if (payment.status === "pending") {
        // Pending -> returned: the debit and its RETURN credit together, balance unchanged
        // (docs/reference/bank.md#payment-states).
        from.held_cents -= payment.amount_cents;
        post(book, from, record, atMs, {
          direction: "DR",
          amount_cents: payment.amount_cents,
          counterparty_account_number: to.account_number,
          reference: payment.reference,
          transfer_id: payment.id,
          end_to_end_id: payment.end_to_end_id,
          kind: "payment",
          valued: false,
        });
      } else if (payment.status === "settled") {
        post(book, to, record, atMs, {
          direction: "DR",
          amount_cents: payment.amount_cents,
          counterparty_account_number: from.account_number,
          reference: returned,
          transfer_id: payment.id,
          end_to_end_id: payment.end_to_end_id,
          kind: "reversal",
          forced: record.forced,
        });
      } else {
        throw new LedgerApplyError(`payment ${payment.id} is ${payment.status}, cannot return`);
      }
      post(book, from, record, atMs, {
        direction: "CR",
        amount_cents: payment.amount_cents,
        counterparty_account_number: to.account_number,
        reference: returned,
        transfer_id: payment.id,
        end_to_end_id: payment.end_to_end_id,
        kind: "return",
        valued: payment.status === "settled",
      });
      payment.status = "returned";
      payment.returned_at = record.at;
      payment.return_reason = record.return_reason;
      break;
    }
    case "account_status_set":
      requireAccount(book, record.account_id, "the").status = record.status;
      break;
    case "deposit_made":
      post(book, requireAccount(book, record.account_id, "deposit"), record, atMs, {
        direction: "CR",
        amount_cents: record.amount_cents,
        counterparty_account_number: BANK_ACCOUNT_NUMBER,
        reference: record.reference,
        transfer_id: record.deposit_id,
        end_to_end_id: null,
        kind: "deposit",
      });
      break;
    case "withdrawal_made": {
      const account = requireAccount(book, record.account_id, "withdrawal");
      // Live commands refuse a withdrawal the available balance does not cover; so must replay.
      if (account.balance_cents - account.held_cents < record.amount_cents) {
        throw new LedgerApplyError(
          `withdrawal ${record.withdrawal_id} exceeds account ${account.id}'s available balance`,
        );
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
      break;
    }
    default: {
      const unknown: never = record;
      throw new LedgerApplyError(`unknown record type ${(unknown as { type: string }).type}`);
    }
  }
  book.seq = record.seq;
  book.lastAtMs = Math.max(book.lastAtMs, atMs);
}
