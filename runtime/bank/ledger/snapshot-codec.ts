/**
 * The ledger's snapshot codec: the book (state.ts) as the snapshot form the store writes, and back.
 * The store writes each top-level array of the form one element per line
 * (runtime/store/snapshot-lines.ts), so the big collections - postings, payments, idempotency
 * entries - are top-level arrays of compact rows.
 *
 * Compaction takes {@link snapshotView}: references and lengths captured at one instant, the rows
 * produced while the file is written, in slices between requests (issue 21). What makes that safe:
 * postings and idempotency entries are never changed once made and their arrays only grow; payments
 * are replaced, never changed, by admin transitions (the view keeps the objects it captured);
 * accounts, which change in place, are copied when the view is taken; of an organisation, the key
 * hash is taken then and its id lists (which only grow) are cut to their lengths then.
 */
import { LineRows } from "../../store/snapshot-lines.ts";
import type { LinedState } from "../../store/types.ts";
import {
  type AccountState,
  IdempotencyEntry,
  LedgerApplyError,
  LedgerBook,
  type OrganisationState,
  type Posting,
  type PostingKind,
  rememberIdempotency,
} from "./state.ts";
import { type StoredReply, storedResponseOf } from "./stored-replies.ts";
import type { Direction, Payment, SettlementMode } from "./types.ts";

/**
 * An idempotency entry in a snapshot. `response` is the template (stored-replies.ts) and the
 * payment is the snapshot's own row of `payment_id`, unless an admin transition changed that
 * payment since: `payment` then holds it as decided. Files of earlier versions hold the whole
 * response (its body as a value, or as JSON text).
 */
export interface IdempotencyRow {
  organisation_id: string;
  key: string;
  request_hash: string;
  created_at_ms: number;
  payment_id: string;
  response: StoredReply;
  payment?: Payment;
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
  idempotency: IdempotencyRow[];
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
  idempotency: IdempotencyRow[];
}

/** A posting as its snapshot row. */
function postingRow(index: number, posting: Posting): PostingRow {
  return [
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
  ];
}

/**
 * The idempotency entries alive now, oldest first: the queue from its head (expiry drops only the
 * head), less the superseded. A flag, not a map lookup per entry: taking the view stays cheap.
 */
function liveEntries(book: LedgerBook): IdempotencyEntry[] {
  const live: IdempotencyEntry[] = [];
  const queue = book.idempotencyQueue;
  for (let index = book.idempotencyQueueHead; index < queue.length; index += 1) {
    const entry = queue[index] as IdempotencyEntry;
    if (!entry.superseded) live.push(entry);
  }
  return live;
}

/** An entry as its row; `decidedDiffers` when its payment has changed since it was decided. */
function idempotencyRow(entry: IdempotencyEntry, decidedDiffers: boolean): IdempotencyRow {
  return {
    organisation_id: entry.organisation_id,
    key: entry.key,
    request_hash: entry.request_hash,
    created_at_ms: entry.created_at_ms,
    payment_id: entry.payment_id,
    response: entry.reply,
    ...(entry.reply.payment_at !== undefined && decidedDiffers ? { payment: entry.payment as Payment } : {}),
  };
}

/** The snapshot form as a view (module comment): O(accounts + organisations + payments) to take. */
export function snapshotView(book: LedgerBook): LinedState<LedgerStateSnapshot> {
  const accounts: AccountState[] = [];
  const postingArrays: { postings: readonly Posting[]; length: number }[] = [];
  let postingCount = 0;
  for (const account of book.accounts.values()) {
    accounts.push({ ...account, postings: [] });
    postingArrays.push({ postings: account.postings, length: account.postings.length });
    postingCount += account.postings.length;
  }
  // An organisation's key hash changes in place (taken now); its id lists only grow (cut later).
  const organisations = [...book.organisations.values()].map((state) => ({
    state,
    key_hash: state.key_hash,
    accountCount: state.account_ids.length,
    paymentCount: state.payment_ids.length,
  }));
  // Map order is creation order, also for a payment replaced since (Map.set keeps its place).
  const payments = [...book.payments.values()];
  const entries = liveEntries(book);
  return {
    version: 2,
    last_at_ms: book.lastAtMs,
    account_count: book.accountCount,
    settlement_mode: book.settlementMode,
    admin_key_hash: book.adminKeyHash,
    ...(book.linkSecret === null ? {} : { link_secret: book.linkSecret }),
    organisations: new LineRows(organisations.length, function* () {
      for (const { state, key_hash, accountCount, paymentCount } of organisations) {
        yield {
          ...state,
          key_hash,
          account_ids: state.account_ids.slice(0, accountCount),
          payment_ids: state.payment_ids.slice(0, paymentCount),
        };
      }
    }),
    accounts,
    postings: new LineRows(postingCount, function* () {
      for (const [index, { postings, length }] of postingArrays.entries()) {
        for (let at = 0; at < length; at += 1) yield postingRow(index, postings[at] as Posting);
      }
    }),
    payments: new LineRows(payments.length, function* () {
      for (const payment of payments) yield PAYMENT_FIELDS.map((field) => payment[field]);
    }),
    idempotency: new LineRows(entries.length, function* () {
      // Checked as rows are made: a payment replaced after the view was taken is written with the
      // entry too, which is redundant but right (a replaced payment is never put back).
      for (const entry of entries) yield idempotencyRow(entry, entry.payment !== book.payments.get(entry.payment_id));
    }),
  };
}

/** Every row of a view, as arrays. */
function materialise<T>(rows: T[] | LineRows<T>): T[] {
  return Array.isArray(rows) ? rows : [...rows.rows()];
}

/** The snapshot form as plain arrays (the bench's fixtures and tests; compaction takes the view). */
export function exportState(book: LedgerBook): LedgerStateSnapshot {
  const view = snapshotView(book);
  return {
    ...view,
    organisations: materialise(view.organisations),
    accounts: materialise(view.accounts),
    postings: materialise(view.postings),
    payments: materialise(view.payments),
    idempotency: materialise(view.idempotency),
  };
}

/** Rebuilds a book from a snapshot (version 1 or 2) taken at `seq`. */
export function importState(seq: number, snapshot: LedgerStateSnapshot | LedgerStateSnapshotV1): LedgerBook {
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
  if (snapshot.version === 2) importRows(book, snapshot);
  else {
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
  for (const row of snapshot.idempotency) importIdempotency(book, row);
  return book;
}

/** The postings and payments of a version 2 snapshot. */
function importRows(book: LedgerBook, snapshot: LedgerStateSnapshot): void {
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
}

/** One idempotency row (this version's template, or an earlier version's whole response). */
function importIdempotency(book: LedgerBook, row: IdempotencyRow): void {
  const reply = storedResponseOf(row.response ?? ({} as StoredReply));
  const payment = row.payment ?? book.payments.get(row.payment_id) ?? null;
  const entry = new IdempotencyEntry(
    row.organisation_id,
    row.key,
    row.request_hash,
    row.created_at_ms,
    row.payment_id,
    reply,
    payment,
  );
  rememberIdempotency(book, entry);
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
