/**
 * The bank ledger: the domain logic of the mock bank (docs/reference/bank.md).
 *
 * State lives in memory with indexes (state.ts). Every mutation is one journal record: a command
 * checks its input against the current state synchronously, applies the record, hands it to the
 * store and resolves when the store says it is durable. Because the check-and-apply step never
 * awaits, concurrent commands cannot interleave inside it: two payments draining one account are
 * checked one after the other, and one idempotency key can create one payment only.
 *
 * Queries read the in-memory state. A query may see a record whose command has not resolved yet
 * (its append is in flight); `flush()` waits for those when a caller needs read-after-durable.
 *
 * Why one long file: every command is a method of one class over its private state (the book, the
 * store, the appends in flight); the decisions live in rules.ts, the state changes in state.ts.
 */
import { ContractkitError } from "../../../generated/http/errors.ts";
import type { LedgerStore, LoadedJournal } from "../../store/types.ts";
import { auditBook } from "./audit.ts";
import {
  type AuditFailurePolicy,
  type Availability,
  isOutOfSpace,
  type ReadOnlyState,
  summariseViolations,
} from "./availability.ts";
import type { BankLedger } from "./bank-ledger.ts";
import { decodeCursor, encodeCursor } from "./cursor.ts";
import {
  generateAdminKey,
  generateApiKey,
  hashAdminKey,
  hashesEqual,
  hashKey,
  type IdSource,
  isLegacyKeyHash,
  randomIds,
  verifyAdminKeyHash,
} from "./identifiers.ts";
import type { LedgerRecord, LedgerRecordBody } from "./records.ts";
import {
  checkMoneyInput,
  checkOpening,
  checkPaymentInput,
  checkPaymentsQuery,
  checkPeriod,
  checkSettlementMode,
  checkSignup,
  checkStatementLinkRequest,
  decidePayment,
  depositCapError,
  fail,
  idempotencyKeyError,
  illegal,
  issueLink,
  limitError,
  linkedStatementQuery,
  newOpening,
  type OpeningContext,
  ok,
  openingLimitError,
  paymentOutcome,
  type ReturnOptions,
  returnReasonText,
  reversalShortError,
  selfPaymentError,
  withdrawalShortError,
} from "./rules.ts";
import { checkBookShape } from "./shape.ts";
import { importState, type LedgerStateSnapshot, snapshotView } from "./snapshot-codec.ts";
import {
  type AccountState,
  applyRecord,
  type IdempotencyEntry,
  idempotencyMapKey,
  LedgerBook,
  OPENING_BALANCE_REFERENCE,
  type OrganisationState,
} from "./state.ts";
import { newLinkSecret, type StatementLinkFormat, verifyStatementLink } from "./statement-links.ts";
import { replyTemplate } from "./stored-replies.ts";
import {
  type Account,
  type AdminOrganisation,
  type AuditReport,
  type CommandResult,
  DEFAULT_OPENING_LIMITS,
  type Deposit,
  type DirectoryEntry,
  type IdempotentReply,
  type IssuedStatementLink,
  type OpenAccountInput,
  type OpeningLimits,
  type Organisation,
  type OwnedAccountErrorCode,
  type Payment,
  type PaymentsQuery,
  type Result,
  type SendPaymentInput,
  type SettlementMode,
  type SignupInput,
  type SignupResult,
  type Statement,
  type StatementLine,
  type StatementLinkRequest,
  type StatementQuery,
  type StoredResponse,
  type TransactionsPage,
  type TransactionsQuery,
  type Withdrawal,
} from "./types.ts";
import { LIMITS } from "./validation.ts";

/** The store type the ledger needs. */
export type BankStore = LedgerStore<LedgerRecord, LedgerStateSnapshot>;

/** Options of {@link Ledger.open}. */
export interface LedgerOptions {
  store: BankStore;
  /** Source of time (default: the system clock). Times never go backwards in the ledger. */
  clock?: () => Date;
  /** Source of ids (default: random). */
  ids?: IdSource;
  /** Source of new company API keys (default: `sk_` + 32 random bytes in base64url). */
  newApiKey?: () => string;
  /** How long an idempotency key is remembered, in ms. Default 24 hours (docs/reference/bank.md#idempotency). */
  idempotencyRetentionMs?: number;
  /** What to do when the stored ledger fails its audit (default `refuse`: throw). */
  onAuditFailure?: AuditFailurePolicy;
  /** After a store write ran out of space, how often to check whether writes can resume. Default 5 s. */
  storeRetryMs?: number;
  /** Bounds on the opening balances callers may create (default {@link DEFAULT_OPENING_LIMITS}). */
  openingLimits?: Partial<OpeningLimits>;
}

export { describeReturnReason, type ReturnOptions } from "./rules.ts";

/** Options of {@link Ledger.sendPaymentIdempotent}. */
export interface IdempotencyOptions {
  /** The `Idempotency-Key` header value (1-255 characters). */
  key: string;
  /** Hash of the canonical request body (see `hashRequestBody`). */
  requestHash: string;
  /**
   * Renders the HTTP response for the outcome: called once, synchronously, for a created or a
   * rejected payment; its result is stored with the payment in one record and replayed byte for
   * byte. Outcomes that record nothing (bad_request, forbidden, not_found) are not rendered. The
   * body is a JSON object or array (a string body is read back as the JSON text of earlier
   * versions: `storedResponseOf`).
   */
  render: (outcome: Result<Payment>) => StoredResponse;
}

/** Keys whose hash {@link Ledger} remembers (a hackathon has tens of teams; a few per team). */
const PRESENTED_KEY_CACHE_SIZE = 1024;

/** Raised by {@link Ledger.open} when the stored ledger breaks an invariant or cannot be replayed. */
export class LedgerIntegrityError extends ContractkitError {
  override readonly name = "LedgerIntegrityError";
  override readonly code = "ledger_integrity";
}

/** Raised by every call after a store write failed: memory may be ahead of disk, so stop. */
export class LedgerUnavailableError extends ContractkitError {
  override readonly name = "LedgerUnavailableError";
  override readonly code = "ledger_unavailable";
}

const DAY_MS = 86_400_000;
/** Stored responses kept joined for quick retries (`Ledger.#replyOf`). */
const RECENT_REPLIES = 1024;

/** The limits given, without the keys given as undefined (they keep their defaults). */
function definedLimits(limits: Partial<OpeningLimits> | undefined): Partial<OpeningLimits> {
  const result: Partial<OpeningLimits> = {};
  for (const key of ["perAccountCents", "perOrganisationCents"] as const) {
    const value = limits?.[key];
    if (value === undefined) continue;
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`opening limit ${key} must be a safe integer >= 0`);
    result[key] = value;
  }
  return result;
}

/** Index of the first posting at or after `ms` (postings are in time order). */
function firstAtOrAfter(account: AccountState, ms: number): number {
  let low = 0;
  let high = account.postings.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((account.postings[middle]?.at_ms ?? 0) < ms) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The bank ledger. Create with {@link Ledger.open}. */
export class Ledger implements BankLedger {
  #book: LedgerBook;
  readonly #store: BankStore;
  readonly #clock: () => Date;
  readonly #ids: IdSource;
  readonly #newApiKey: () => string;
  readonly #retentionMs: number;
  readonly #openingLimits: OpeningLimits;
  /** Idempotency entries whose record is not durable yet: a same-key request gets 409. */
  readonly #inflight = new Set<string>();
  /** Responses joined lately, oldest first (`#replyOf`). */
  readonly #recentReplies = new Map<IdempotencyEntry, StoredResponse>();
  /**
   * sha256 of recently presented keys: every authenticated request presents its key, and hashing
   * it was ~4% of a payment's CPU. Bounded; a rotated key's hash simply stops matching any
   * organisation, so the cache never needs invalidating.
   */
  readonly #keyHashes = new Map<string, string>();
  /** The admin key last verified against the stored hash it matched (a salted hash is slow to check). */
  #verifiedAdmin: { key: string; hash: string } | null = null;
  #failure: Error | null = null;
  /** Why writes are refused, or null. */
  #readOnly: ReadOnlyState | null = null;
  /** Audit violations the operator accepted at start (`onAuditFailure: "accept"`). */
  #acceptedViolations: string | null = null;
  /** The rebuild from disk after a failed write; reads wait for it. */
  #rebuilding: Promise<void> | null = null;
  #resumeTimer: NodeJS.Timeout | null = null;
  readonly #storeRetryMs: number;
  /** Seq of the last record the store has made durable (records become durable in seq order). */
  #durableSeq: number;
  /**
   * Closed (non-null) while reads wait for the records already applied to become durable: new
   * mutations wait at their start (before their check-and-apply), so the wait takes one group
   * commit and a reader never sees a record that a crash could still take back (issue 20, D4).
   */
  #readGate: Promise<void> | null = null;
  /** The journal write of the link secret while it is in flight. */
  #linkSecretWrite: Promise<void> | null = null;
  /** What waiting reads await: the flush of everything applied when the gate closed. */
  #readBarrier: Promise<void> | null = null;
  /** Recovery notes from the store (e.g. a discarded torn journal line). */
  readonly warnings: readonly string[];

  private constructor(book: LedgerBook, options: LedgerOptions, warnings: string[]) {
    this.#book = book;
    this.#storeRetryMs = options.storeRetryMs ?? 5_000;
    this.#store = options.store;
    this.#clock = options.clock ?? (() => new Date());
    this.#ids = options.ids ?? randomIds;
    this.#newApiKey = options.newApiKey ?? generateApiKey;
    this.#retentionMs = options.idempotencyRetentionMs ?? DAY_MS;
    this.#openingLimits = { ...DEFAULT_OPENING_LIMITS, ...definedLimits(options.openingLimits) };
    this.warnings = warnings;
    this.#durableSeq = book.seq;
  }

  /**
   * Loads the store (snapshot + journal), replays it, checks every invariant and returns the
   * ledger. Throws {@link LedgerIntegrityError} when the data cannot be trusted - never starts empty
   * instead.
   */
  static async open(options: LedgerOptions): Promise<Ledger> {
    const loaded = await options.store.load();
    const book = Ledger.#replay(loaded);
    const report = auditBook(book, (options.clock ?? (() => new Date()))().toISOString());
    const policy = options.onAuditFailure ?? "refuse";
    if (!report.ok && policy === "refuse") {
      throw new LedgerIntegrityError(`the stored ledger breaks its invariants: ${summariseViolations(report)}`);
    }
    const ledger = new Ledger(book, options, loaded.warnings);
    if (!report.ok && policy === "read-only") {
      ledger.#readOnly = {
        kind: "audit",
        reason: `the stored ledger failed its audit at start, so writes are refused (see GET /admin/audit; start with --accept-audit to take writes anyway): ${summariseViolations(report)}`,
        retryable: false,
      };
    }
    if (!report.ok && policy === "accept") {
      ledger.#acceptedViolations = `started with audit violations accepted by the operator: ${summariseViolations(report)}`;
    }
    // A view, encoded while requests go on (snapshot-codec.ts): compaction does not stall the bank.
    options.store.attachSnapshotSource(() => ({
      seq: ledger.#book.seq,
      state: snapshotView(ledger.#book),
      stable: true,
    }));
    return ledger;
  }

  /** Rebuilds the book from a store's snapshot and records. */
  static #replay(loaded: LoadedJournal<LedgerRecord, LedgerStateSnapshot>): LedgerBook {
    let book: LedgerBook;
    try {
      book = loaded.snapshot ? importState(loaded.snapshot.seq, loaded.snapshot.state) : new LedgerBook();
      // A snapshot's JSON may be valid and its values still not ones this ledger writes (issue 20, D3).
      checkBookShape(book);
    } catch (error) {
      throw new LedgerIntegrityError(`the ledger snapshot cannot be loaded: ${(error as Error).message}`, {
        cause: error,
      });
    }
    for (const record of loaded.records) {
      try {
        applyRecord(book, record);
      } catch (error) {
        throw new LedgerIntegrityError(
          `journal record seq ${record.seq} (${record.type}) cannot be applied: ${(error as Error).message}`,
          { cause: error },
        );
      }
    }
    return book;
  }

  // ---------------------------------------------------------------- plumbing

  #assertHealthy(): void {
    if (this.#failure !== null) {
      throw new LedgerUnavailableError(
        `the ledger stopped after a failed store write (restart to recover from disk): ${this.#failure.message}`,
        { cause: this.#failure },
      );
    }
  }

  /** Now, never earlier than the last record (statements and cursors rely on time order). */
  #now(): { ms: number; iso: string } {
    const ms = Math.max(this.#clock().getTime(), this.#book.lastAtMs);
    return { ms, iso: new Date(ms).toISOString() };
  }

  /**
   * The one mutation path: apply the record, then wait until the store has it durably. The apply
   * happens synchronously on call, so callers take their response views right after calling and
   * before awaiting: a response shows the state its own command produced, not later ones.
   * Not `async`: a refused write throws at once, before the caller reads any state.
   */
  #commit(body: LedgerRecordBody, at: string): Promise<void> {
    this.#assertWritable(body.type);
    const record = { ...body, seq: this.#book.seq + 1, at } as LedgerRecord;
    try {
      applyRecord(this.#book, record);
    } catch (error) {
      // A record the checks let through but the book cannot take is a bug; the book may be half-changed.
      this.#failure = error instanceof Error ? error : new Error(String(error));
      throw error;
    }
    return this.#store.append([record]).then(
      () => {
        this.#durableSeq = Math.max(this.#durableSeq, record.seq);
      },
      (error: unknown) => {
        throw this.#writeFailed(error);
      },
    );
  }

  #assertWritable(type: LedgerRecordBody["type"]): void {
    this.#assertHealthy();
    const readOnly = this.#readOnly;
    // The admin key is the operator's way in to a ledger that failed its audit, so it may still be set.
    if (readOnly === null || (readOnly.kind === "audit" && type === "admin_key_set")) return;
    throw new LedgerUnavailableError(`writes are refused: ${readOnly.reason}`);
  }

  /**
   * A record was applied in memory but did not reach the disk (or could not be applied). Memory is
   * now ahead of disk: refuse writes and rebuild the book from what the store holds durably, so no
   * half-applied command stays visible. A store that cannot reload stops the ledger instead.
   */
  #writeFailed(error: unknown): LedgerUnavailableError {
    const cause = error instanceof Error ? error : new Error(String(error));
    if (this.#readOnly?.kind !== "store") {
      const retryable = isOutOfSpace(cause);
      this.#readOnly = {
        kind: "store",
        reason: `a write to the ledger's store failed${retryable ? " (the disk is full)" : ""}: ${cause.message}`,
        retryable,
      };
      if (this.#store.reload === undefined) this.#failure = cause;
      else this.#rebuilding ??= this.#rebuildFromStore();
    }
    return new LedgerUnavailableError(`the write was not recorded: ${cause.message}`, { cause });
  }

  async #rebuildFromStore(): Promise<void> {
    try {
      const loaded = await (this.#store.reload as () => ReturnType<BankStore["load"]>)();
      this.#book = Ledger.#replay(loaded);
      // What was reloaded is what the disk holds: all of it is durable.
      this.#durableSeq = this.#book.seq;
      if (this.#readOnly?.retryable) this.#scheduleResume();
    } catch (error) {
      // The disk cannot even be read back: nothing can be served truthfully any more.
      this.#failure = error instanceof Error ? error : new Error(String(error));
    } finally {
      this.#rebuilding = null;
    }
  }

  /**
   * Reads serve durable state only (issue 20, D4). Returns null when every applied record is
   * durable - read now; otherwise a promise to await, after which the caller reads at once
   * (synchronously): the state is then durable. While reads wait, new mutations wait for them, so
   * a read takes at most one group commit however busy the bank is.
   */
  durableRead(): Promise<void> | null {
    this.#assertHealthy();
    if (this.#book.seq === this.#durableSeq) return null;
    if (this.#readBarrier === null) {
      const target = this.#book.seq;
      let open!: () => void;
      this.#readGate = new Promise<void>((resolve) => {
        open = resolve;
      });
      const reopen = () => {
        this.#readBarrier = null;
        this.#readGate = null;
        open();
      };
      this.#readBarrier = this.#store.flush().then(
        () => {
          this.#durableSeq = Math.max(this.#durableSeq, target);
          // After the waiting reads' continuations (microtasks) have run, let mutations go on.
          setImmediate(reopen);
        },
        (error: unknown) => {
          this.#failure ??= error instanceof Error ? error : new Error(String(error));
          setImmediate(reopen);
          throw error;
        },
      );
    }
    return this.#readBarrier;
  }

  /** Checks every `storeRetryMs` whether the store can write again; writes resume when it can. */
  #scheduleResume(): void {
    if (this.#resumeTimer !== null || this.#store.resume === undefined) return;
    const resume = this.#store.resume.bind(this.#store);
    this.#resumeTimer = setTimeout(() => {
      this.#resumeTimer = null;
      resume().then(
        () => {
          if (this.#readOnly?.kind === "store") this.#readOnly = null;
        },
        () => this.#scheduleResume(),
      );
    }, this.#storeRetryMs);
    this.#resumeTimer.unref();
  }

  /** Whether writes are taken, and why not (for `/health`). */
  availability(): Availability {
    if (this.#failure !== null) {
      return {
        status: "degraded",
        writable: false,
        reason: `the ledger stopped after a failed store write (restart to recover from disk): ${this.#failure.message}`,
        retryAfterSeconds: null,
      };
    }
    const readOnly = this.#readOnly;
    if (readOnly !== null) {
      return {
        status: "degraded",
        writable: false,
        reason: readOnly.reason,
        retryAfterSeconds: readOnly.retryable ? Math.max(1, Math.ceil(this.#storeRetryMs / 1000)) : null,
      };
    }
    const reason = this.#acceptedViolations;
    return { status: reason === null ? "ok" : "degraded", writable: true, reason, retryAfterSeconds: null };
  }

  /** While the book is being rebuilt from disk after a failed write: resolves when it is done. */
  get rebuilding(): Promise<void> | null {
    return this.#rebuilding;
  }

  /** Commits a payment transition and answers with the payment as the transition left it. */
  async #commitPayment(body: LedgerRecordBody, payment: Payment): Promise<Result<Payment, never>> {
    const durable = this.#commit(body, this.#now().iso);
    // The record replaced the payment (payments are never changed in place): answer with the new one.
    const view = { ...(this.#book.payments.get(payment.id) as Payment) };
    await durable;
    return ok(view);
  }

  #organisation(organisationId: string): OrganisationState | null {
    return this.#book.organisations.get(organisationId) ?? null;
  }

  #ownedAccount(organisationId: string, accountId: string): Result<AccountState, OwnedAccountErrorCode> {
    if (this.#organisation(organisationId) === null) return fail("unauthorized", "unknown organisation");
    const account = this.#book.accounts.get(accountId);
    if (account === undefined) return fail("not_found", `account ${accountId} not found`);
    if (account.organisation_id !== organisationId) {
      return fail("forbidden", `account ${accountId} belongs to another organisation`);
    }
    return ok(account);
  }

  #accountsOf(organisation: OrganisationState): Account[] {
    return organisation.account_ids.map((id) => this.#book.accountView(this.#book.accounts.get(id) as AccountState));
  }

  /** Deposits minus withdrawals: the money in the bank. */
  #bankHeldCents(): number {
    return this.#book.depositsCents - this.#book.withdrawnCents;
  }

  /** Sum of the opening balances already given to the organisation's accounts. */
  #openedCents(organisationId: string): number {
    const organisation = this.#organisation(organisationId);
    let total = 0;
    for (const id of organisation?.account_ids ?? []) {
      const first = this.#book.accounts.get(id)?.postings[0];
      // An opening balance is the account's first posting, booked in the record that opened it.
      if (first?.kind === "deposit" && first.reference === OPENING_BALANCE_REFERENCE) total += first.amount_cents;
    }
    return total;
  }

  /** The opening limits as they apply to the organisation (null: one being created). */
  #openingContext(organisationId: string | null): OpeningContext {
    return {
      limits: this.#openingLimits,
      newOrganisation: organisationId === null,
      alreadyOpenedCents: organisationId === null ? 0 : this.#openedCents(organisationId),
      bankHeldCents: this.#bankHeldCents(),
    };
  }

  // ---------------------------------------------------------------- authentication

  /** The organisation whose current API key this is, or null (docs/reference/bank.md#authentication-and-keys). */
  authenticate(apiKey: string): Organisation | null {
    this.#assertHealthy();
    if (typeof apiKey !== "string" || apiKey.length === 0) return null;
    const hash = this.#hashPresentedKey(apiKey);
    // The map lookup is keyed by the hash of a 256-bit random key, so its timing reveals nothing
    // usable; the final comparison is constant-time all the same (docs/reference/bank.md#authentication-and-keys).
    const organisationId = this.#book.organisationIdByKeyHash.get(hash);
    const organisation = organisationId === undefined ? undefined : this.#book.organisations.get(organisationId);
    if (organisation === undefined || !hashesEqual(organisation.key_hash, hash)) return null;
    return { ...organisation.organisation };
  }

  /** True when `key` is the bank's admin key (never a company key). */
  verifyAdminKey(key: string): boolean {
    this.#assertHealthy();
    const stored = this.#book.adminKeyHash;
    if (typeof key !== "string" || key.length === 0 || stored === null) return false;
    const verified = this.#verifiedAdmin;
    if (verified !== null && verified.hash === stored && verified.key.length === key.length) {
      if (hashesEqual(hashKey(verified.key), hashKey(key))) return true;
    }
    if (!verifyAdminKeyHash(key, stored)) return false;
    this.#verifiedAdmin = { key, hash: stored };
    return true;
  }

  #hashPresentedKey(key: string): string {
    let hash = this.#keyHashes.get(key);
    if (hash === undefined) {
      // A flood of random keys must not grow memory: start over when full (a re-hash is cheap).
      if (this.#keyHashes.size >= PRESENTED_KEY_CACHE_SIZE) this.#keyHashes.clear();
      hash = hashKey(key);
      this.#keyHashes.set(key, hash);
    }
    return hash;
  }

  /**
   * Makes sure the bank has an admin key. With `configuredKey`, its hash becomes the admin key
   * (replacing any other). Without one, a key is generated on the first start only and returned
   * so the caller can print it once; later starts return null.
   */
  async ensureAdminKey(configuredKey?: string): Promise<{ generated: string | null }> {
    if (this.#readGate !== null) await this.#readGate;
    this.#assertHealthy();
    const now = this.#now();
    if (configuredKey !== undefined) {
      if (configuredKey.length < 16) throw new RangeError("the configured admin key must be at least 16 characters");
      const stored = this.#book.adminKeyHash;
      // A hash of the earlier unsalted format is replaced by a salted one (the key itself is unchanged).
      if (stored === null || isLegacyKeyHash(stored) || !verifyAdminKeyHash(configuredKey, stored)) {
        await this.#commit({ type: "admin_key_set", key_hash: hashAdminKey(configuredKey) }, now.iso);
      }
      return { generated: null };
    }
    if (this.#book.adminKeyHash !== null) return { generated: null };
    const key = generateAdminKey();
    await this.#commit({ type: "admin_key_set", key_hash: hashAdminKey(key) }, now.iso);
    return { generated: key };
  }

  // ---------------------------------------------------------------- organisations and accounts

  /**
   * Opens an organisation with its accounts (docs/reference/bank.md#signup-and-accounts). The slug is derived
   * from the name when absent; a taken slug (given or derived) is a conflict. Opening balances are
   * OPENING BALANCE deposits from the bank's account; a zero opening balance books nothing.
   */
  async signup(input: SignupInput): Promise<CommandResult<"signup", SignupResult>> {
    if (this.#readGate !== null) await this.#readGate;
    this.#assertHealthy();
    const checked = checkSignup(input);
    if (!checked.ok) return checked;
    const { slug, openings } = checked.value;
    if (this.#book.organisationIdBySlug.has(slug)) return fail("conflict", `slug ${slug} is already taken`);
    const capped = openingLimitError<SignupResult>(this.#openingContext(null), openings);
    if (capped) return capped;

    const now = this.#now();
    const organisation: Organisation = {
      id: this.#ids("org"),
      name: input.name,
      slug,
      team: input.team ?? null,
      created_at: now.iso,
    };
    const apiKey = this.#newApiKey();
    const records = openings.map((item, index) =>
      newOpening(this.#ids, organisation.id, item, this.#book.accountCount + index + 1),
    );
    const durable = this.#commit(
      { type: "organisation_created", organisation, key_hash: hashKey(apiKey), accounts: records },
      now.iso,
    );
    const state = this.#organisation(organisation.id) as OrganisationState;
    const result = { organisation: { ...organisation }, api_key: apiKey, accounts: this.#accountsOf(state) };
    await durable;
    return ok(result);
  }

  /** The caller's organisation and accounts (`GET /api/v1/me`). */
  me(organisationId: string): CommandResult<"me", { organisation: Organisation; accounts: Account[] }> {
    this.#assertHealthy();
    const organisation = this.#organisation(organisationId);
    if (organisation === null) return fail("unauthorized", "unknown organisation");
    return ok({ organisation: { ...organisation.organisation }, accounts: this.#accountsOf(organisation) });
  }

  /** Issues a new API key; the old one fails from the moment this resolves (docs/reference/bank.md#authentication-and-keys). */
  async rotateKey(organisationId: string): Promise<CommandResult<"rotateKey", { api_key: string }>> {
    if (this.#readGate !== null) await this.#readGate;
    this.#assertHealthy();
    if (this.#organisation(organisationId) === null) return fail("unauthorized", "unknown organisation");
    const apiKey = this.#newApiKey();
    await this.#commit(
      { type: "api_key_rotated", organisation_id: organisationId, key_hash: hashKey(apiKey) },
      this.#now().iso,
    );
    return ok({ api_key: apiKey });
  }

  /** Opens an account for the organisation (docs/reference/bank.md#signup-and-accounts). */
  async openAccount(organisationId: string, input: OpenAccountInput): Promise<CommandResult<"openAccount", Account>> {
    if (this.#readGate !== null) await this.#readGate;
    this.#assertHealthy();
    if (this.#organisation(organisationId) === null) return fail("unauthorized", "unknown organisation");
    const checked = checkOpening(input);
    if (!checked.ok) return checked;
    const capped = openingLimitError<Account>(this.#openingContext(organisationId), [input]);
    if (capped) return capped;
    const opening = newOpening(this.#ids, organisationId, input, this.#book.accountCount + 1);
    const durable = this.#commit({ type: "account_opened", account: opening }, this.#now().iso);
    const account = this.#book.accountView(this.#book.accounts.get(opening.id) as AccountState);
    await durable;
    return ok(account);
  }

  /** The caller's accounts in opening order. */
  listAccounts(organisationId: string): CommandResult<"listAccounts", Account[]> {
    this.#assertHealthy();
    const organisation = this.#organisation(organisationId);
    if (organisation === null) return fail("unauthorized", "unknown organisation");
    return ok(this.#accountsOf(organisation));
  }

  /** One of the caller's accounts: not_found when none has the id, forbidden when another's. */
  getAccount(organisationId: string, accountId: string): CommandResult<"getAccount", Account> {
    this.#assertHealthy();
    const account = this.#ownedAccount(organisationId, accountId);
    return account.ok ? ok(this.#book.accountView(account.value)) : account;
  }

  /** The public directory: companies and their account numbers, never balances or ids. */
  directory(): DirectoryEntry[] {
    this.#assertHealthy();
    return [...this.#book.organisations.values()]
      .map((organisation) => ({
        name: organisation.organisation.name,
        slug: organisation.organisation.slug,
        accounts: organisation.account_ids.map((id) => {
          const account = this.#book.accounts.get(id) as AccountState;
          return { account_number: account.account_number, name: account.name, type: account.type };
        }),
      }))
      .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  }

  // ---------------------------------------------------------------- payments

  /**
   * Decides a new payment without changing anything. Errors here record nothing (400, 401, 403,
   * 404); a refused payment comes back as a `rejected` Payment to be recorded (docs/reference/bank.md#payment-states).
   */
  #decidePayment(
    organisationId: string,
    input: SendPaymentInput,
    now: { iso: string },
  ): Result<Payment, OwnedAccountErrorCode | "bad_request"> {
    if (this.#organisation(organisationId) === null) return fail("unauthorized", "unknown organisation");
    const checked = checkPaymentInput(input);
    if (!checked.ok) return checked;
    const from = this.#ownedAccount(organisationId, input.from_account_id);
    if (!from.ok) return from;
    const sender = from.value;
    const self = selfPaymentError<Payment>(input, sender.account_number);
    if (self) return self;
    const receiverId = this.#book.accountIdByNumber.get(input.to_account_number);
    const receiver = receiverId === undefined ? undefined : this.#book.accounts.get(receiverId);
    return ok(
      decidePayment(
        input,
        { sender, receiver },
        { id: this.#ids("pay"), iso: now.iso, mode: this.#book.settlementMode },
      ),
    );
  }

  /**
   * Sends a payment (docs/reference/bank.md#sending-a-payment). Automatic mode: settled with two postings; manual:
   * pending with a hold on the sender's available balance. Refused payments (malformed or unknown
   * account number, frozen account, insufficient available funds) are recorded as `rejected` with a
   * NACHA return reason and returned as unprocessable_entity with `details.payment`. Paying an
   * account from itself is bad_request and records nothing.
   */
  async sendPayment(organisationId: string, input: SendPaymentInput): Promise<CommandResult<"sendPayment", Payment>> {
    if (this.#readGate !== null) await this.#readGate;
    this.#assertHealthy();
    const now = this.#now();
    const decided = this.#decidePayment(organisationId, input, now);
    if (!decided.ok) return decided;
    const durable = this.#commit({ type: "payment_created", payment: decided.value, idempotency: null }, now.iso);
    const outcome = paymentOutcome(decided.value);
    await durable;
    return outcome;
  }

  /**
   * Sends a payment under an `Idempotency-Key` (docs/reference/bank.md#idempotency; scope: the organisation).
   * - New key: the payment is decided, `render` turns the outcome into the HTTP response, and the
   *   payment and the response are recorded together in one journal record.
   * - Same key and same body hash: the stored response, `replayed: true`.
   * - Same key, different body: conflict. Same key while the first is not yet durable: conflict
   *   with a distinct message. Errors that record nothing (400/401/403/404) are not remembered.
   * Keys are forgotten after the retention period.
   */
  async sendPaymentIdempotent(
    organisationId: string,
    input: SendPaymentInput,
    options: IdempotencyOptions,
  ): Promise<CommandResult<"sendPaymentIdempotent", IdempotentReply>> {
    if (this.#readGate !== null) await this.#readGate;
    this.#assertHealthy();
    const badKey = idempotencyKeyError<IdempotentReply>(options.key);
    if (badKey) return badKey;
    if (this.#organisation(organisationId) === null) return fail("unauthorized", "unknown organisation");

    const now = this.#now();
    this.#book.expireIdempotency(now.ms - this.#retentionMs);
    const mapKey = idempotencyMapKey(organisationId, options.key);
    if (this.#inflight.has(mapKey)) {
      return fail("conflict", "a request with this Idempotency-Key is still being processed; retry shortly");
    }
    const entry = this.#book.idempotency.get(mapKey);
    if (entry !== undefined) {
      if (entry.request_hash !== options.requestHash) {
        return fail("conflict", "this Idempotency-Key was already used with a different request body");
      }
      return ok({ ...this.#replyOf(entry), replayed: true });
    }

    const decided = this.#decidePayment(organisationId, input, now);
    if (!decided.ok) return decided;
    const outcome = paymentOutcome(decided.value);
    const response = options.render(outcome);
    // Stored by reference to the payment (stored-replies.ts): the line and the heap hold it once.
    // The record's payment is the one the response shows (an equal copy of the decided one).
    const shown = outcome.ok ? outcome.value : (outcome.error.details as { payment: Payment }).payment;
    const idempotency = {
      key: options.key,
      request_hash: options.requestHash,
      response: replyTemplate(response, shown),
    };
    const durable = this.#commit({ type: "payment_created", payment: shown, idempotency }, now.iso);
    // A response stored by reference answers with its joined form, the object later retries get.
    const created = this.#book.idempotency.get(mapKey);
    const first = created?.reply.payment_at === undefined ? response : this.#replyOf(created);
    this.#inflight.add(mapKey);
    try {
      await durable;
    } finally {
      this.#inflight.delete(mapKey);
    }
    return ok({ ...first, replayed: false });
  }

  /**
   * The stored response of an entry, joined from its template and payment. The last few are kept
   * joined, so a retry soon after gets the very body object of the first answer (a retry storm
   * joins once); older ones are joined again, to the same bytes.
   */
  #replyOf(entry: IdempotencyEntry): StoredResponse {
    const known = this.#recentReplies.get(entry);
    if (known !== undefined) return known;
    const response = entry.response;
    this.#recentReplies.set(entry, response);
    if (this.#recentReplies.size > RECENT_REPLIES) {
      this.#recentReplies.delete(this.#recentReplies.keys().next().value as IdempotencyEntry);
    }
    return response;
  }

  #paymentPage(ids: readonly string[], query: PaymentsQuery): Result<Payment[], "bad_request"> {
    const checked = checkPaymentsQuery(query);
    if (!checked.ok) return checked;
    const { limit } = checked.value;
    const page: Payment[] = [];
    for (let index = ids.length - 1; index >= 0 && page.length < limit; index -= 1) {
      const payment = this.#book.payments.get(ids[index] as string) as Payment;
      if (query.status === undefined || payment.status === query.status) page.push({ ...payment });
    }
    return ok(page);
  }

  /** Payments touching the caller's accounts, newest first (docs/reference/bank.md#statements-and-transactions). */
  listPayments(organisationId: string, query: PaymentsQuery = {}): CommandResult<"listPayments", Payment[]> {
    this.#assertHealthy();
    const organisation = this.#organisation(organisationId);
    if (organisation === null) return fail("unauthorized", "unknown organisation");
    return this.#paymentPage(organisation.payment_ids, query);
  }

  /** One payment touching the caller's accounts: not_found when none, forbidden when another's. */
  getPayment(organisationId: string, paymentId: string): CommandResult<"getPayment", Payment> {
    this.#assertHealthy();
    if (this.#organisation(organisationId) === null) return fail("unauthorized", "unknown organisation");
    const payment = this.#book.payments.get(paymentId);
    if (payment === undefined) return fail("not_found", `payment ${paymentId} not found`);
    // The receiver never learns of a rejected payment: it never happened (bank spec, "who may see what").
    const visibleTo =
      payment.status === "rejected" ? [payment.from_account_id] : [payment.from_account_id, payment.to_account_id];
    const touches = visibleTo.some(
      (id) => id !== null && this.#book.accounts.get(id)?.organisation_id === organisationId,
    );
    if (!touches) return fail("forbidden", `payment ${paymentId} belongs to another organisation`);
    return ok({ ...payment });
  }

  // ---------------------------------------------------------------- transactions and statements

  #range(account: AccountState, fromMs: number | null, toMs: number | null): { lower: number; upper: number } {
    return {
      lower: fromMs === null ? 0 : firstAtOrAfter(account, fromMs),
      upper: toMs === null ? account.postings.length : firstAtOrAfter(account, toMs + 1),
    };
  }

  /**
   * One page of an account's postings, newest first (docs/reference/bank.md#statements-and-transactions).
   * `next_cursor` is null on the last page. A cursor from another account or query, or a
   * garbled one, is bad_request.
   */
  transactions(
    organisationId: string,
    accountId: string,
    query: TransactionsQuery = {},
  ): CommandResult<"transactions", TransactionsPage> {
    this.#assertHealthy();
    const owned = this.#ownedAccount(organisationId, accountId);
    if (!owned.ok) return owned;
    const account = owned.value;
    const period = checkPeriod(query);
    if (!period.ok) return period;
    const badLimit = limitError<TransactionsPage>(query.limit);
    if (badLimit) return badLimit;
    const { fromMs, toMs } = period.value;
    const { lower, upper } = this.#range(account, fromMs, toMs);

    let start = upper;
    if (query.cursor !== undefined) {
      const position = typeof query.cursor === "string" ? decodeCursor(query.cursor) : null;
      if (position === null) return fail("bad_request", "invalid cursor: it is garbled or was not issued by this bank");
      if (position.accountId !== account.id || position.fromMs !== fromMs || position.toMs !== toMs) {
        return fail("bad_request", "invalid cursor: it belongs to another account or to other from/to parameters");
      }
      if (position.before > account.postings.length)
        return fail("bad_request", "invalid cursor: position out of range");
      start = Math.min(position.before, upper);
    }
    const limit = query.limit ?? LIMITS.pageDefault;
    const end = Math.max(lower, start - limit);
    const transactions: StatementLine[] = [];
    for (let index = start - 1; index >= end; index -= 1) {
      transactions.push(this.#book.lineView(account, account.postings[index] as AccountState["postings"][number]));
    }
    const nextCursor = end > lower ? encodeCursor({ accountId: account.id, before: end, fromMs, toMs }) : null;
    return ok({ transactions, next_cursor: nextCursor });
  }

  /**
   * A statement (docs/reference/bank.md#statements-and-transactions): lines oldest first
   * with running balances; opening balance = running balance just before `from`, closing = at `to`.
   */
  statement(
    organisationId: string,
    accountId: string,
    query: StatementQuery = {},
  ): CommandResult<"statement", Statement> {
    this.#assertHealthy();
    const owned = this.#ownedAccount(organisationId, accountId);
    if (!owned.ok) return owned;
    const account = owned.value;
    const period = checkPeriod(query);
    if (!period.ok) return period;
    const { fromMs, toMs } = period.value;
    const { lower, upper } = this.#range(account, fromMs, toMs);
    const balanceAfter = (index: number) => (index < 0 ? 0 : (account.postings[index]?.running_balance_cents ?? 0));
    const opening = balanceAfter(lower - 1);
    const lines: StatementLine[] = [];
    for (let index = lower; index < upper; index += 1) {
      lines.push(this.#book.lineView(account, account.postings[index] as AccountState["postings"][number]));
    }
    const organisation = this.#organisation(organisationId) as OrganisationState;
    return ok({
      account_number: account.account_number,
      currency: account.currency,
      organisation: { ...organisation.organisation },
      account: this.#book.accountView(account),
      from: fromMs === null ? null : new Date(fromMs).toISOString(),
      to: new Date(toMs ?? this.#now().ms).toISOString(),
      opening_balance_cents: opening,
      closing_balance_cents: upper > lower ? balanceAfter(upper - 1) : opening,
      lines,
    });
  }

  /** How much the bank holds, for its status page. */
  counts(): { organisations: number; accounts: number; payments: number; pendingPayments: number } {
    this.#assertHealthy();
    let pendingPayments = 0;
    for (const payment of this.#book.payments.values()) if (payment.status === "pending") pendingPayments += 1;
    return {
      organisations: this.#book.organisations.size,
      accounts: this.#book.accounts.size,
      payments: this.#book.payments.size,
      pendingPayments,
    };
  }

  // ---------------------------------------------------------------- statement links

  /**
   * Issues a signed link to one account's statement for one period and format, valid for
   * `ttl_seconds` (statement-links.ts). A period without `to` ends now, so the link always shows the
   * same statement. The first link ever issued makes the bank's link secret (a journal record).
   */
  async issueStatementLink(
    organisationId: string,
    accountId: string,
    request: StatementLinkRequest = {},
  ): Promise<CommandResult<"issueStatementLink", IssuedStatementLink>> {
    if (this.#readGate !== null) await this.#readGate;
    this.#assertHealthy();
    const owned = this.#ownedAccount(organisationId, accountId);
    if (!owned.ok) return owned;
    const checked = checkStatementLinkRequest(request);
    if (!checked.ok) return checked;
    const secret = await this.#linkSecret();
    return ok(issueLink(secret, organisationId, accountId, checked.value, this.#now().ms));
  }

  /**
   * The statement a link grants, for the account named beside it: `unauthorized` for a token this
   * bank did not sign (or that was altered), `gone` once expired, `forbidden` for another account's.
   */
  statementByLink(
    accountId: string,
    token: string,
  ): CommandResult<"statementByLink", { statement: Statement; format: StatementLinkFormat }> {
    this.#assertHealthy();
    const granted = linkedStatementQuery(verifyStatementLink(this.#book.linkSecret, token, this.#now().ms), accountId);
    if (!granted.ok) return granted;
    const statement = this.statement(granted.value.organisationId, accountId, granted.value.query);
    // The link was signed for this organisation's account and a checked period, and accounts are never
    // removed: a statement that fails now means the book contradicts a link it signed (answered 500).
    if (!statement.ok) throw new LedgerIntegrityError(`statement link for ${accountId}: ${statement.error.message}`);
    return ok({ statement: statement.value, format: granted.value.format });
  }

  /** The link secret, made (once, even under concurrent first links) and durable before use. */
  async #linkSecret(): Promise<string> {
    if (this.#linkSecretWrite !== null) await this.#linkSecretWrite;
    if (this.#book.linkSecret === null) {
      this.#linkSecretWrite = this.#commit({ type: "link_secret_set", secret: newLinkSecret() }, this.#now().iso);
      try {
        await this.#linkSecretWrite;
      } finally {
        this.#linkSecretWrite = null;
      }
    }
    return this.#book.linkSecret as unknown as string;
  }

  // ---------------------------------------------------------------- admin

  /** The bank's settlement mode. */
  getSettlementMode(): SettlementMode {
    this.#assertHealthy();
    return this.#book.settlementMode;
  }

  /** Sets the settlement mode; payments already pending stay pending. */
  async setSettlementMode(mode: SettlementMode): Promise<CommandResult<"setSettlementMode", SettlementMode>> {
    if (this.#readGate !== null) await this.#readGate;
    this.#assertHealthy();
    const checked = checkSettlementMode(mode);
    if (!checked.ok) return checked;
    if (mode !== this.#book.settlementMode) await this.#commit({ type: "settlement_mode_set", mode }, this.#now().iso);
    return ok(mode);
  }

  /** Every organisation with its accounts (balances included: this is the bank's own view). */
  listOrganisations(): AdminOrganisation[] {
    this.#assertHealthy();
    return [...this.#book.organisations.values()]
      .map((organisation) => ({ ...organisation.organisation, accounts: this.#accountsOf(organisation) }))
      .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  }

  /** All payments, newest first, optionally by status (e.g. the pending ones to settle). */
  adminListPayments(query: PaymentsQuery = {}): CommandResult<"adminListPayments", Payment[]> {
    this.#assertHealthy();
    return this.#paymentPage(this.#book.paymentOrder, query);
  }

  #payment(paymentId: string): Result<Payment, "not_found"> {
    const payment = this.#book.payments.get(paymentId);
    return payment === undefined ? fail("not_found", `payment ${paymentId} not found`) : ok(payment);
  }

  /**
   * Settles a pending payment: the hold is released and DR sender / CR receiver are written.
   * Refused with conflict (nothing changes) when it is not pending (`current_state` = its status),
   * while either account is frozen (`current_state` = frozen, the message names the account), or
   * when the sender's balance no longer covers it (only possible after a forced reversal took money
   * the hold relied on); the bank can return the payment instead.
   */
  async settle(paymentId: string): Promise<CommandResult<"settle", Payment>> {
    if (this.#readGate !== null) await this.#readGate;
    this.#assertHealthy();
    const found = this.#payment(paymentId);
    if (!found.ok) return found;
    const payment = found.value;
    if (payment.status !== "pending") {
      return illegal(
        `payment ${paymentId} is ${payment.status}; only a pending payment can be settled`,
        payment.status,
      );
    }
    const from = this.#book.accounts.get(payment.from_account_id as string) as AccountState;
    const to = this.#book.accounts.get(payment.to_account_id as string) as AccountState;
    if (from.status === "frozen" || to.status === "frozen") {
      const frozen = from.status === "frozen" ? from : to;
      return illegal(
        `payment ${paymentId} cannot settle: account ${frozen.id} is frozen; unfreeze it or return the payment`,
        "frozen",
      );
    }
    if (from.balance_cents < payment.amount_cents) {
      return illegal(
        `payment ${paymentId} cannot settle: account ${from.id}'s balance no longer covers it; return the payment`,
        payment.status,
      );
    }
    return this.#commitPayment({ type: "payment_settled", payment_id: paymentId }, payment);
  }

  /**
   * Returns a pending payment (docs/reference/bank.md#payment-states): the hold is released and the sender gets the payment's
   * debit and the matching `RETURN <reference>` credit together, so its balance is unchanged.
   * `reason` is a NACHA return reason code (default R08), `note` free text appended to it. Not
   * pending: conflict naming the state.
   */
  async returnPayment(
    paymentId: string,
    options: ReturnOptions = {},
  ): Promise<CommandResult<"returnPayment", Payment>> {
    if (this.#readGate !== null) await this.#readGate;
    this.#assertHealthy();
    const found = this.#payment(paymentId);
    if (!found.ok) return found;
    const payment = found.value;
    const returnReason = returnReasonText(options, "R08");
    if (!returnReason.ok) return returnReason;
    if (payment.status !== "pending") {
      return illegal(
        `payment ${paymentId} is ${payment.status}; only a pending payment can be returned (reverse a settled one)`,
        payment.status,
      );
    }
    return this.#commitPayment(
      { type: "payment_returned", payment_id: paymentId, return_reason: returnReason.value, forced: false },
      payment,
    );
  }

  /**
   * Reverses a settled payment (settled -> returned): DR the receiver, CR `RETURN <reference>` the
   * sender. When the receiver's available balance is short the call is unprocessable_entity,
   * unless `force` (then the receiver may go below zero: the one bank-initiated way). Frozen
   * accounts do not block it: it is the bank's own correction. Not settled: conflict.
   */
  async reverse(
    paymentId: string,
    options: ReturnOptions & { force?: boolean } = {},
  ): Promise<CommandResult<"reverse", Payment>> {
    if (this.#readGate !== null) await this.#readGate;
    this.#assertHealthy();
    const found = this.#payment(paymentId);
    if (!found.ok) return found;
    const payment = found.value;
    const returnReason = returnReasonText(options, "R08");
    if (!returnReason.ok) return returnReason;
    if (payment.status !== "settled") {
      return illegal(
        `payment ${paymentId} is ${payment.status}; only a settled payment can be reversed`,
        payment.status,
      );
    }
    const to = this.#book.accounts.get(payment.to_account_id as string) as AccountState;
    const short = to.balance_cents - to.held_cents < payment.amount_cents;
    if (short && options.force !== true) {
      return reversalShortError(paymentId, to.balance_cents - to.held_cents, payment.amount_cents);
    }
    return this.#commitPayment(
      { type: "payment_returned", payment_id: paymentId, return_reason: returnReason.value, forced: short },
      payment,
    );
  }

  async #setStatus(accountId: string, status: "active" | "frozen"): Promise<Result<Account, "not_found" | "conflict">> {
    if (this.#readGate !== null) await this.#readGate;
    this.#assertHealthy();
    const account = this.#book.accounts.get(accountId);
    if (account === undefined) return fail("not_found", `account ${accountId} not found`);
    if (account.status === status) return illegal(`account ${accountId} is already ${status}`, status);
    const durable = this.#commit({ type: "account_status_set", account_id: accountId, status }, this.#now().iso);
    const view = this.#book.accountView(account);
    await durable;
    return ok(view);
  }

  /** Freezes an account: payments from or to it are rejected (R16). Already frozen: conflict. */
  freezeAccount(accountId: string): Promise<CommandResult<"freezeAccount", Account>> {
    return this.#setStatus(accountId, "frozen");
  }

  /** Unfreezes an account. Already active: conflict. */
  unfreezeAccount(accountId: string): Promise<CommandResult<"unfreezeAccount", Account>> {
    return this.#setStatus(accountId, "active");
  }

  /**
   * Deposits money into an account: a CR posting whose counterparty is the bank's own account
   * (the only way, with opening balances, that money enters the bank). Allowed on frozen accounts:
   * it is the bank's own booking. Reference default `DEPOSIT`.
   */
  async deposit(
    accountId: string,
    input: { amount_cents: number; reference?: string },
  ): Promise<CommandResult<"deposit", { deposit: Deposit; account: Account }>> {
    if (this.#readGate !== null) await this.#readGate;
    this.#assertHealthy();
    const account = this.#book.accounts.get(accountId);
    if (account === undefined) return fail("not_found", `account ${accountId} not found`);
    const checked = checkMoneyInput(input, "deposit");
    if (!checked.ok) return checked;
    const capped = depositCapError<{ deposit: Deposit; account: Account }>(this.#bankHeldCents(), input.amount_cents);
    if (capped) return capped;
    const now = this.#now();
    const deposit: Deposit = {
      id: this.#ids("dep"),
      account_id: accountId,
      amount_cents: input.amount_cents,
      currency: account.currency,
      reference: input.reference ?? "DEPOSIT",
      created_at: now.iso,
    };
    const durable = this.#commit(
      {
        type: "deposit_made",
        deposit_id: deposit.id,
        account_id: accountId,
        amount_cents: deposit.amount_cents,
        reference: deposit.reference,
      },
      now.iso,
    );
    const result = { deposit, account: this.#book.accountView(account) };
    await durable;
    return ok(result);
  }

  /**
   * Takes money out of an account (issue 20, D2): a DR posting whose counterparty is the bank's own
   * account - the only way money leaves the bank, and what gives room under the bank-wide cap back.
   * Refused with unprocessable_entity when the account's available balance (balance minus holds)
   * does not cover it: a withdrawal never takes a balance below zero or breaks a hold. Allowed on
   * frozen accounts (the bank's own booking). Reference default `WITHDRAWAL`.
   */
  async withdraw(
    accountId: string,
    input: { amount_cents: number; reference?: string },
  ): Promise<CommandResult<"withdraw", { withdrawal: Withdrawal; account: Account }>> {
    if (this.#readGate !== null) await this.#readGate;
    this.#assertHealthy();
    const account = this.#book.accounts.get(accountId);
    if (account === undefined) return fail("not_found", `account ${accountId} not found`);
    const checked = checkMoneyInput(input, "withdrawal");
    if (!checked.ok) return checked;
    const available = account.balance_cents - account.held_cents;
    if (available < input.amount_cents) {
      return withdrawalShortError(accountId, available, input.amount_cents);
    }
    const now = this.#now();
    const withdrawal: Withdrawal = {
      id: this.#ids("wdr"),
      account_id: accountId,
      amount_cents: input.amount_cents,
      currency: account.currency,
      reference: input.reference ?? "WITHDRAWAL",
      created_at: now.iso,
    };
    const durable = this.#commit(
      {
        type: "withdrawal_made",
        withdrawal_id: withdrawal.id,
        account_id: accountId,
        amount_cents: withdrawal.amount_cents,
        reference: withdrawal.reference,
      },
      now.iso,
    );
    const result = { withdrawal, account: this.#book.accountView(account) };
    await durable;
    return ok(result);
  }

  /** Checks every ledger invariant from scratch (see audit.ts). */
  audit(): AuditReport {
    this.#assertHealthy();
    return auditBook(this.#book, this.#now().iso);
  }

  /** Sequence number of the last applied record. */
  get seq(): number {
    return this.#book.seq;
  }

  /** Resolves when every mutation applied so far is durable. */
  flush(): Promise<void> {
    return this.#store.flush();
  }

  /** Flushes and closes the store (which compacts on a clean close). */
  async close(): Promise<void> {
    if (this.#resumeTimer !== null) clearTimeout(this.#resumeTimer);
    this.#resumeTimer = null;
    await this.#rebuilding;
    return this.#store.close();
  }
}
