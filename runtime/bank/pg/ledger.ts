/**
 * The bank ledger on PostgreSQL: the same commands and answers as the in-memory `Ledger`, with
 * every command one transaction over the tables of migrations.ts, so any number of bank processes
 * on one database behave as one bank.
 *
 * Concurrency (docs/scaling.md): READ COMMITTED with row locks taken in one fixed order - the
 * settings row, then a payment, then accounts by id (`ORDER BY id FOR UPDATE`). A command reads
 * the balances it decides on under its locks, so two payments draining one account are decided one
 * after the other and neither can overdraw it; opposite transfers lock their two accounts in the
 * same order and cannot deadlock. Transactions are retried on serialization failure and deadlock
 * all the same (`withTransaction`), which a distributed engine needs. Idempotency is the primary
 * key of `bank_idempotency_keys`: a concurrent duplicate waits on the first one's insert and then
 * replays its answer. A payment, the hot path, is one statement: the plpgsql function
 * `bank_send_payment` (migrations.ts, version 3) does the whole command in one round trip.
 */

import { migrate, type Pool, type PoolClient, retryStatement, withTransaction } from "../../store/postgres.ts";
import {
  generateAdminKey,
  generateApiKey,
  hashAdminKey,
  hashesEqual,
  hashKey,
  isLegacyKeyHash,
  verifyAdminKeyHash,
} from "../ledger/identifiers.ts";
import {
  type Account,
  type AdminOrganisation,
  type AuditReport,
  type Availability,
  type BankCounts,
  type BankLedger,
  DEFAULT_OPENING_LIMITS,
  type Deposit,
  type DirectoryEntry,
  decodeCursor,
  encodeCursor,
  type IdempotencyOptions,
  type IdempotentReply,
  type IdSource,
  type IssuedStatementLink,
  LedgerUnavailableError,
  LIMITS,
  type OpenAccountInput,
  type OpeningLimits,
  type Organisation,
  type Payment,
  type PaymentsQuery,
  type Result,
  type ReturnOptions,
  randomIds,
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
} from "../ledger/index.ts";
import {
  checkMoneyInput,
  checkOpening,
  checkPaymentInput,
  checkPaymentsQuery,
  checkPeriod,
  checkSettlementMode,
  checkSignup,
  checkStatementLinkRequest,
  depositCapError,
  describeReturnReason,
  fail,
  idempotencyKeyError,
  illegal,
  issueLink,
  limitError,
  linkedStatementQuery,
  newOpening,
  ok,
  openingLimitError,
  paymentOutcome,
  returnReasonText,
  reversalShortError,
  selfPaymentError,
  withdrawalShortError,
} from "../ledger/rules.ts";
import { BANK_ACCOUNT_NUMBER, OPENING_BALANCE_REFERENCE, returnReference } from "../ledger/state.ts";
import { newLinkSecret, type StatementLinkFormat, verifyStatementLink } from "../ledger/statement-links.ts";
import { auditDatabase } from "./audit.ts";
import { BANK_MIGRATIONS } from "./migrations.ts";
import {
  ACCOUNT_COLUMNS,
  type AccountFacts,
  type AccountRow,
  accountFacts,
  accountView,
  lineOf,
  ORGANISATION_COLUMNS,
  type OrganisationRow,
  organisationOf,
  PAYMENT_COLUMNS,
  type PaymentRow,
  type PostingRow,
  paymentOf,
} from "./rows.ts";

/** Options of {@link PostgresLedger.open}. */
export interface PostgresLedgerOptions {
  pool: Pool;
  /** Source of time (default: the system clock). An account's postings never go back in time. */
  clock?: () => Date;
  ids?: IdSource;
  newApiKey?: () => string;
  /** How long an idempotency key is remembered, in ms (default 24 hours). */
  idempotencyRetentionMs?: number;
  openingLimits?: Partial<OpeningLimits>;
  /** End the pool on `close()` (default true). */
  ownsPool?: boolean;
}

/** A posting to write, before its position and running balance are known. */
interface PostingInput {
  direction: "CR" | "DR";
  amount_cents: number;
  counterparty_account_number: string;
  reference: string;
  transfer_id: string;
  end_to_end_id: string | null;
  kind: "deposit" | "withdrawal" | "payment" | "return" | "reversal";
  forced?: boolean;
  /** False when no value moves (a returned pending payment): its `value_date` is null. */
  valued?: boolean;
}

/** Postings and account changes of one command, written together at its end. */
class Booking {
  readonly accounts = new Map<string, AccountFacts>();
  readonly rows: unknown[][] = [];

  constructor(readonly atIso: string) {}

  post(account: AccountFacts, input: PostingInput): void {
    account.balance_cents += input.direction === "CR" ? input.amount_cents : -input.amount_cents;
    this.rows.push([
      account.id,
      account.posting_count,
      this.atIso,
      input.valued !== false,
      input.direction,
      input.amount_cents,
      input.counterparty_account_number,
      input.reference,
      input.transfer_id,
      input.end_to_end_id,
      account.balance_cents,
      input.kind,
      input.forced ?? false,
    ]);
    account.posting_count += 1;
    account.last_posting_ms = Date.parse(this.atIso);
    this.touch(account);
  }

  touch(account: AccountFacts): void {
    this.accounts.set(account.id, account);
  }

  async write(client: PoolClient): Promise<void> {
    if (this.rows.length > 0) {
      const column = (index: number) => this.rows.map((row) => row[index]);
      await client.query(
        `INSERT INTO bank_postings (account_id, position, at, valued, direction, amount_cents,
           counterparty_account_number, reference, transfer_id, end_to_end_id, running_balance_cents, kind, forced)
         SELECT * FROM unnest($1::text[], $2::int[], $3::timestamptz[], $4::boolean[], $5::text[], $6::bigint[],
           $7::text[], $8::text[], $9::text[], $10::text[], $11::bigint[], $12::text[], $13::boolean[])`,
        Array.from({ length: 13 }, (_, index) => column(index)),
      );
    }
    if (this.accounts.size === 0) return;
    const accounts = [...this.accounts.values()];
    await client.query(
      `UPDATE bank_accounts a SET balance_cents = v.balance, held_cents = v.held, posting_count = v.count,
         last_posting_at = v.at
       FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::int[], $5::timestamptz[]) AS v(id, balance, held, count, at)
       WHERE a.id = v.id`,
      [
        accounts.map((a) => a.id),
        accounts.map((a) => a.balance_cents),
        accounts.map((a) => a.held_cents),
        accounts.map((a) => a.posting_count),
        accounts.map((a) => (a.last_posting_ms === 0 ? null : new Date(a.last_posting_ms).toISOString())),
      ],
    );
  }
}

/** What `bank_send_payment` answers (migrations.ts, version 3). */
type SendOutcome =
  | "created"
  | "replayed"
  | "unauthorized"
  | "invalid"
  | "not_found"
  | "forbidden"
  | "self"
  | "key_conflict"
  | "key_busy";

/** The function's row: an outcome, a legacy stored answer, and the payment as it was created. */
interface SendPaymentRow extends PaymentRow {
  outcome: SendOutcome;
  response: StoredResponse | null;
}

const SEND_PAYMENT_SQL =
  "SELECT * FROM bank_send_payment($1, $2, $3, $4, $5, $6, $7, $8, $9::text[], $10, $11, $12, $13)";

/** The texts of the refusals the function decides, in its order (rules.ts `decidePayment`). */
const SEND_PAYMENT_REASONS = (["R04", "R03", "R16", "R01"] as const).map((code) => describeReturnReason(code));

const DAY_MS = 86_400_000;
const PRESENTED_KEY_CACHE_SIZE = 1024;
/** SQLSTATE classes and socket errors that mean the database cannot be reached right now. */
const UNAVAILABLE_CODES = /^(08|53|57)|^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND)$/;

function unavailableError(error: unknown): unknown {
  const code = String((error as { code?: unknown } | null)?.code ?? "");
  const message = (error as Error | null)?.message ?? String(error);
  if (UNAVAILABLE_CODES.test(code) || /Connection terminated|connection timeout/i.test(message)) {
    return new LedgerUnavailableError(`the bank's database is unavailable: ${message}`, { cause: error });
  }
  return error;
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pgError = error as { code?: string; constraint?: string } | null;
  return pgError?.code === "23505" && pgError.constraint === constraint;
}

/** The bank ledger on PostgreSQL. Create with {@link PostgresLedger.open}. */
export class PostgresLedger implements BankLedger {
  readonly #pool: Pool;
  readonly #clock: () => Date;
  readonly #ids: IdSource;
  readonly #newApiKey: () => string;
  readonly #retentionMs: number;
  readonly #openingLimits: OpeningLimits;
  readonly #ownsPool: boolean;
  readonly #keyHashes = new Map<string, string>();
  #verifiedAdmin: { key: string; hash: string } | null = null;
  /** Payment ids taken for a call that recorded nothing, handed to the next payment. */
  readonly #spareIds: string[] = [];
  readonly rebuilding = null;

  private constructor(options: PostgresLedgerOptions) {
    this.#pool = options.pool;
    this.#clock = options.clock ?? (() => new Date());
    this.#ids = options.ids ?? randomIds;
    this.#newApiKey = options.newApiKey ?? generateApiKey;
    this.#retentionMs = options.idempotencyRetentionMs ?? DAY_MS;
    this.#openingLimits = { ...DEFAULT_OPENING_LIMITS, ...options.openingLimits };
    this.#ownsPool = options.ownsPool ?? true;
  }

  /** Applies the bank's pending migrations and returns the ledger. */
  static async open(options: PostgresLedgerOptions): Promise<PostgresLedger> {
    await migrate(options.pool, BANK_MIGRATIONS);
    return new PostgresLedger(options);
  }

  // ---------------------------------------------------------------- plumbing

  /** One command: a READ COMMITTED transaction, retried on serialization failure and deadlock. */
  async #command<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    try {
      return await withTransaction(this.#pool, work);
    } catch (error) {
      throw unavailableError(error);
    }
  }

  /** A read of several statements: one REPEATABLE READ snapshot, so they agree with each other. */
  async #read<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    try {
      return await withTransaction(this.#pool, work, { isolation: "repeatable read" });
    } catch (error) {
      throw unavailableError(error);
    }
  }

  /** Now, never earlier than the last posting of the accounts a command books on. */
  #now(...accounts: AccountFacts[]): { ms: number; iso: string } {
    const ms = Math.max(this.#clock().getTime(), ...accounts.map((a) => a.last_posting_ms));
    return { ms, iso: new Date(ms).toISOString() };
  }

  durableRead(): null {
    // A committed transaction is durable; nothing is ever shown before its commit.
    return null;
  }

  availability(): Availability {
    return { status: "ok", writable: true, reason: null, retryAfterSeconds: null };
  }

  async #event(client: PoolClient, at: string, type: string, subjectId: string | null, detail: string | null) {
    await client.query("INSERT INTO bank_events (at, type, subject_id, detail) VALUES ($1, $2, $3, $4)", [
      at,
      type,
      subjectId,
      detail,
    ]);
  }

  async #organisation(client: PoolClient, organisationId: string, lock = false): Promise<Organisation | null> {
    const { rows } = await client.query<OrganisationRow>(
      `SELECT ${ORGANISATION_COLUMNS} FROM bank_organisations WHERE id = $1${lock ? " FOR UPDATE" : ""}`,
      [organisationId],
    );
    return rows[0] === undefined ? null : organisationOf(rows[0]);
  }

  /** Accounts by id, locked in id order (the fixed lock order), as a map. */
  async #lockAccounts(client: PoolClient, ids: string[]): Promise<Map<string, AccountFacts>> {
    const { rows } = await client.query<AccountRow>(
      `SELECT ${ACCOUNT_COLUMNS} FROM bank_accounts WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, accountFacts(row)]));
  }

  async #account(client: PoolClient, accountId: string): Promise<AccountFacts | null> {
    const { rows } = await client.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM bank_accounts WHERE id = $1`, [
      accountId,
    ]);
    return rows[0] === undefined ? null : accountFacts(rows[0]);
  }

  async #ownedAccount(client: PoolClient, organisationId: string, accountId: string): Promise<Result<AccountFacts>> {
    if ((await this.#organisation(client, organisationId)) === null)
      return fail("unauthorized", "unknown organisation");
    const account = await this.#account(client, accountId);
    if (account === null) return fail("not_found", `account ${accountId} not found`);
    if (account.organisation_id !== organisationId) {
      return fail("forbidden", `account ${accountId} belongs to another organisation`);
    }
    return ok(account);
  }

  async #accountsOf(client: PoolClient, organisationId: string): Promise<Account[]> {
    const { rows } = await client.query<AccountRow>(
      `SELECT ${ACCOUNT_COLUMNS} FROM bank_accounts WHERE organisation_id = $1 ORDER BY position`,
      [organisationId],
    );
    return rows.map((row) => accountView(accountFacts(row)));
  }

  async #settings(client: PoolClient, lock = false) {
    const { rows } = await client.query<{
      settlement_mode: SettlementMode;
      admin_key_hash: string | null;
      account_count: number;
      money_cents: string;
    }>(
      `SELECT settlement_mode, admin_key_hash, account_count, money_cents FROM bank_settings${lock ? " FOR UPDATE" : ""}`,
    );
    const row = rows[0];
    if (row === undefined) throw new Error("bank_settings has no row: the bank's migrations did not run");
    return { ...row, money_cents: Number(row.money_cents) };
  }

  // ---------------------------------------------------------------- authentication

  #hashPresentedKey(key: string): string {
    let hash = this.#keyHashes.get(key);
    if (hash === undefined) {
      if (this.#keyHashes.size >= PRESENTED_KEY_CACHE_SIZE) this.#keyHashes.clear();
      hash = hashKey(key);
      this.#keyHashes.set(key, hash);
    }
    return hash;
  }

  async authenticate(apiKey: string): Promise<Organisation | null> {
    if (typeof apiKey !== "string" || apiKey.length === 0) return null;
    const hash = this.#hashPresentedKey(apiKey);
    const { rows } = await this.#query<OrganisationRow & { key_hash: string }>(
      `SELECT ${ORGANISATION_COLUMNS}, key_hash FROM bank_organisations WHERE key_hash = $1`,
      [hash],
    );
    const row = rows[0];
    return row === undefined || !hashesEqual(row.key_hash, hash) ? null : organisationOf(row);
  }

  async #query<R extends object>(sql: string, values: unknown[] = []) {
    try {
      return await this.#pool.query<R>(sql, values);
    } catch (error) {
      throw unavailableError(error);
    }
  }

  async verifyAdminKey(key: string): Promise<boolean> {
    if (typeof key !== "string" || key.length === 0) return false;
    const { rows } = await this.#query<{ admin_key_hash: string | null }>("SELECT admin_key_hash FROM bank_settings");
    const stored = rows[0]?.admin_key_hash ?? null;
    if (stored === null) return false;
    const verified = this.#verifiedAdmin;
    if (verified !== null && verified.hash === stored && verified.key.length === key.length) {
      if (hashesEqual(hashKey(verified.key), hashKey(key))) return true;
    }
    if (!verifyAdminKeyHash(key, stored)) return false;
    this.#verifiedAdmin = { key, hash: stored };
    return true;
  }

  async ensureAdminKey(configuredKey?: string): Promise<{ generated: string | null }> {
    if (configuredKey !== undefined && configuredKey.length < 16) {
      throw new RangeError("the configured admin key must be at least 16 characters");
    }
    return this.#command(async (client) => {
      const stored = (await this.#settings(client, true)).admin_key_hash;
      const at = this.#now().iso;
      if (configuredKey !== undefined) {
        if (stored === null || isLegacyKeyHash(stored) || !verifyAdminKeyHash(configuredKey, stored)) {
          await client.query("UPDATE bank_settings SET admin_key_hash = $1", [hashAdminKey(configuredKey)]);
          await this.#event(client, at, "admin_key_set", null, null);
        }
        return { generated: null };
      }
      if (stored !== null) return { generated: null };
      const key = generateAdminKey();
      await client.query("UPDATE bank_settings SET admin_key_hash = $1", [hashAdminKey(key)]);
      await this.#event(client, at, "admin_key_set", null, null);
      return { generated: key };
    });
  }

  // ---------------------------------------------------------------- organisations and accounts

  async signup(input: SignupInput): Promise<Result<SignupResult>> {
    const checked = checkSignup(input);
    if (!checked.ok) return checked;
    const { slug, openings } = checked.value;
    const taken = (): Result<SignupResult> => fail("conflict", `slug ${slug} is already taken`);
    try {
      return await this.#command(async (client) => {
        const settings = await this.#settings(client, true);
        const exists = await client.query("SELECT 1 FROM bank_organisations WHERE slug = $1", [slug]);
        if (exists.rowCount) return taken();
        const capped = openingLimitError<SignupResult>(
          {
            limits: this.#openingLimits,
            newOrganisation: true,
            alreadyOpenedCents: 0,
            bankHeldCents: settings.money_cents,
          },
          openings,
        );
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
        await client.query(
          "INSERT INTO bank_organisations (id, name, slug, team, created_at, key_hash) VALUES ($1, $2, $3, $4, $5, $6)",
          [organisation.id, organisation.name, slug, organisation.team, now.iso, hashKey(apiKey)],
        );
        const accounts = await this.#openAccounts(client, organisation.id, openings, settings.account_count, now.iso);
        return ok({ organisation, api_key: apiKey, accounts });
      });
    } catch (error) {
      // Another process took the slug between the check and the insert.
      if (isUniqueViolation(error, "bank_organisations_slug_key")) return taken();
      throw error;
    }
  }

  /** Opens accounts (with their OPENING BALANCE deposits) under the locked settings row. */
  async #openAccounts(
    client: PoolClient,
    organisationId: string,
    openings: readonly OpenAccountInput[],
    accountCount: number,
    at: string,
  ): Promise<Account[]> {
    const booking = new Booking(at);
    const views: Account[] = [];
    let opened = 0;
    for (const [index, input] of openings.entries()) {
      const opening = newOpening(this.#ids, organisationId, input, accountCount + index + 1);
      await client.query(
        `INSERT INTO bank_accounts (id, organisation_id, account_number, name, type, currency, status, created_at,
           balance_cents, held_cents, opening_cents)
         VALUES ($1, $2, $3, $4, $5, 'USD', 'active', $6, 0, 0, $7)`,
        [
          opening.id,
          organisationId,
          opening.account_number,
          opening.name,
          opening.type,
          at,
          opening.opening_balance_cents,
        ],
      );
      const account: AccountFacts = {
        id: opening.id,
        organisation_id: organisationId,
        account_number: opening.account_number,
        name: opening.name,
        type: opening.type,
        status: "active",
        balance_cents: 0,
        held_cents: 0,
        posting_count: 0,
        last_posting_ms: 0,
      };
      if (opening.opening_deposit_id !== null) {
        await this.#insertDeposit(client, opening.opening_deposit_id, account.id, opening.opening_balance_cents, {
          reference: OPENING_BALANCE_REFERENCE,
          opening: true,
          at,
        });
        booking.post(account, {
          direction: "CR",
          amount_cents: opening.opening_balance_cents,
          counterparty_account_number: BANK_ACCOUNT_NUMBER,
          reference: OPENING_BALANCE_REFERENCE,
          transfer_id: opening.opening_deposit_id,
          end_to_end_id: null,
          kind: "deposit",
        });
        opened += opening.opening_balance_cents;
      }
      views.push(accountView(account));
    }
    await booking.write(client);
    await client.query("UPDATE bank_settings SET account_count = account_count + $1, money_cents = money_cents + $2", [
      openings.length,
      opened,
    ]);
    return views;
  }

  async #insertDeposit(
    client: PoolClient,
    id: string,
    accountId: string,
    amount: number,
    options: { reference: string; opening: boolean; at: string },
  ): Promise<void> {
    await client.query(
      "INSERT INTO bank_deposits (id, account_id, amount_cents, reference, opening, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
      [id, accountId, amount, options.reference, options.opening, options.at],
    );
  }

  async me(organisationId: string): Promise<Result<{ organisation: Organisation; accounts: Account[] }>> {
    return this.#read(async (client) => {
      const organisation = await this.#organisation(client, organisationId);
      if (organisation === null) return fail("unauthorized", "unknown organisation");
      return ok({ organisation, accounts: await this.#accountsOf(client, organisationId) });
    });
  }

  async rotateKey(organisationId: string): Promise<Result<{ api_key: string }>> {
    return this.#command(async (client) => {
      if ((await this.#organisation(client, organisationId, true)) === null) {
        return fail("unauthorized", "unknown organisation");
      }
      const apiKey = this.#newApiKey();
      await client.query("UPDATE bank_organisations SET key_hash = $2 WHERE id = $1", [
        organisationId,
        hashKey(apiKey),
      ]);
      await this.#event(client, this.#now().iso, "api_key_rotated", organisationId, null);
      return ok({ api_key: apiKey });
    });
  }

  async openAccount(organisationId: string, input: OpenAccountInput): Promise<Result<Account>> {
    return this.#command(async (client) => {
      const settings = await this.#settings(client, true);
      if ((await this.#organisation(client, organisationId, true)) === null) {
        return fail("unauthorized", "unknown organisation");
      }
      const checked = checkOpening(input);
      if (!checked.ok) return checked;
      const { rows } = await client.query<{ opened: string }>(
        "SELECT coalesce(sum(opening_cents), 0) AS opened FROM bank_accounts WHERE organisation_id = $1",
        [organisationId],
      );
      const capped = openingLimitError<Account>(
        {
          limits: this.#openingLimits,
          newOrganisation: false,
          alreadyOpenedCents: Number(rows[0]?.opened ?? 0),
          bankHeldCents: settings.money_cents,
        },
        [input],
      );
      if (capped) return capped;
      const [account] = await this.#openAccounts(
        client,
        organisationId,
        [input],
        settings.account_count,
        this.#now().iso,
      );
      return ok(account as Account);
    });
  }

  async listAccounts(organisationId: string): Promise<Result<Account[]>> {
    return this.#read(async (client) => {
      if ((await this.#organisation(client, organisationId)) === null)
        return fail("unauthorized", "unknown organisation");
      return ok(await this.#accountsOf(client, organisationId));
    });
  }

  async getAccount(organisationId: string, accountId: string): Promise<Result<Account>> {
    return this.#read(async (client) => {
      const owned = await this.#ownedAccount(client, organisationId, accountId);
      return owned.ok ? ok(accountView(owned.value)) : owned;
    });
  }

  /** Organisations by slug with their accounts in opening order. */
  async #organisationsWithAccounts(
    client: PoolClient,
  ): Promise<Array<{ organisation: Organisation; accounts: AccountFacts[] }>> {
    const organisations = await client.query<OrganisationRow>(
      `SELECT ${ORGANISATION_COLUMNS} FROM bank_organisations ORDER BY slug COLLATE "C"`,
    );
    const accounts = await client.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM bank_accounts ORDER BY position`);
    const byOrganisation = new Map<string, AccountFacts[]>();
    for (const row of accounts.rows) {
      const list = byOrganisation.get(row.organisation_id) ?? [];
      list.push(accountFacts(row));
      byOrganisation.set(row.organisation_id, list);
    }
    return organisations.rows.map((row) => ({
      organisation: organisationOf(row),
      accounts: byOrganisation.get(row.id) ?? [],
    }));
  }

  async directory(): Promise<DirectoryEntry[]> {
    return this.#read(async (client) =>
      (await this.#organisationsWithAccounts(client)).map(({ organisation, accounts }) => ({
        name: organisation.name,
        slug: organisation.slug,
        accounts: accounts.map((a) => ({ account_number: a.account_number, name: a.name, type: a.type })),
      })),
    );
  }

  async listOrganisations(): Promise<AdminOrganisation[]> {
    return this.#read(async (client) =>
      (await this.#organisationsWithAccounts(client)).map(({ organisation, accounts }) => ({
        ...organisation,
        accounts: accounts.map(accountView),
      })),
    );
  }

  // ---------------------------------------------------------------- payments

  /**
   * One payment as one statement: `bank_send_payment` (migrations.ts, version 3) claims the key,
   * locks, decides and writes, outside BEGIN/COMMIT, so it is its own transaction and the payer's row
   * lock is held for one server-side call. Input checks and the error texts stay here (rules.ts).
   */
  async #sendPaymentCall(
    organisationId: string,
    input: SendPaymentInput,
    key: { key: string; requestHash: string } | null,
  ): Promise<{ outcome: SendOutcome; checked: Result<SendPaymentInput>; row: SendPaymentRow }> {
    const checked = checkPaymentInput(input);
    const valid = checked.ok;
    const clock = this.#clock().getTime();
    // An id is taken only for a payment that is recorded; one the call did not use is kept for the next.
    const paymentId = valid ? (this.#spareIds.shift() ?? this.#ids("pay")) : null;
    const values = [
      organisationId,
      paymentId,
      valid ? input.from_account_id : null,
      valid ? input.to_account_number : null,
      valid ? input.amount_cents : null,
      valid ? (input.reference ?? "") : null,
      valid ? (input.end_to_end_id ?? null) : null,
      new Date(clock).toISOString(),
      SEND_PAYMENT_REASONS,
      valid,
      key?.key ?? null,
      key?.requestHash ?? null,
      new Date(clock - this.#retentionMs).toISOString(),
    ];
    let row: SendPaymentRow;
    try {
      row = await retryStatement(() => this.#pool.query<SendPaymentRow>(SEND_PAYMENT_SQL, values));
    } catch (error) {
      if (paymentId !== null) this.#spareIds.push(paymentId);
      throw unavailableError(error);
    }
    if (paymentId !== null && row.outcome !== "created") this.#spareIds.push(paymentId);
    return { outcome: row.outcome, checked, row };
  }

  /** The error of an outcome that records nothing, worded as the JSON store words it. */
  #refusal<T>(outcome: SendOutcome, input: SendPaymentInput, checked: Result<SendPaymentInput>): Result<T> | null {
    switch (outcome) {
      case "unauthorized":
        return fail("unauthorized", "unknown organisation");
      case "invalid":
        return checked as Result<T>;
      case "not_found":
        return fail("not_found", `account ${input.from_account_id} not found`);
      case "forbidden":
        return fail("forbidden", `account ${input.from_account_id} belongs to another organisation`);
      case "self":
        return selfPaymentError<T>(input, input.to_account_number);
      default:
        return null;
    }
  }

  #settlePostings(booking: Booking, payment: Payment, from: AccountFacts, to: AccountFacts): void {
    const leg = { amount_cents: payment.amount_cents, reference: payment.reference, transfer_id: payment.id };
    const shared = { ...leg, end_to_end_id: payment.end_to_end_id, kind: "payment" as const };
    booking.post(from, { ...shared, direction: "DR", counterparty_account_number: to.account_number });
    booking.post(to, { ...shared, direction: "CR", counterparty_account_number: from.account_number });
  }

  async sendPayment(organisationId: string, input: SendPaymentInput): Promise<Result<Payment>> {
    const { outcome, checked, row } = await this.#sendPaymentCall(organisationId, input, null);
    return this.#refusal<Payment>(outcome, input, checked) ?? paymentOutcome(paymentOf(row));
  }

  async sendPaymentIdempotent(
    organisationId: string,
    input: SendPaymentInput,
    options: IdempotencyOptions,
  ): Promise<Result<IdempotentReply>> {
    const badKey = idempotencyKeyError<IdempotentReply>(options.key);
    if (badKey) return badKey;
    const { outcome, checked, row } = await this.#sendPaymentCall(organisationId, input, options);
    const refused = this.#refusal<IdempotentReply>(outcome, input, checked);
    if (refused) return refused;
    switch (outcome) {
      case "key_conflict":
        return fail("conflict", "this Idempotency-Key was already used with a different request body");
      case "key_busy":
        return fail("conflict", "a request with this Idempotency-Key is still being processed; retry shortly");
      case "replayed":
        // A stored answer (keys written before migration 3), or the first answer rendered again.
        return ok({ ...(row.response ?? options.render(paymentOutcome(paymentOf(row)))), replayed: true });
      default:
        return ok({ ...options.render(paymentOutcome(paymentOf(row))), replayed: false });
    }
  }

  async #paymentPage(
    client: PoolClient,
    query: PaymentsQuery,
    organisationId: string | null,
  ): Promise<Result<Payment[]>> {
    const checked = checkPaymentsQuery(query);
    if (!checked.ok) return checked;
    const { status, limit } = checked.value;
    const values: unknown[] = [limit, status ?? null];
    const sql =
      organisationId === null
        ? `SELECT ${PAYMENT_COLUMNS} FROM bank_payments p WHERE ($2::text IS NULL OR status = $2)
           ORDER BY position DESC LIMIT $1`
        : `SELECT ${PAYMENT_COLUMNS.replace(/(^|, )/g, "$1p.")} FROM bank_payment_visibility v
           JOIN bank_payments p ON p.id = v.payment_id
           WHERE v.organisation_id = $3 AND ($2::text IS NULL OR p.status = $2)
           ORDER BY v.payment_position DESC LIMIT $1`;
    if (organisationId !== null) values.push(organisationId);
    const { rows } = await client.query<PaymentRow>(sql, values);
    return ok(rows.map(paymentOf));
  }

  async listPayments(organisationId: string, query: PaymentsQuery = {}): Promise<Result<Payment[]>> {
    return this.#read(async (client) => {
      if ((await this.#organisation(client, organisationId)) === null)
        return fail("unauthorized", "unknown organisation");
      return this.#paymentPage(client, query, organisationId);
    });
  }

  async adminListPayments(query: PaymentsQuery = {}): Promise<Result<Payment[]>> {
    return this.#read((client) => this.#paymentPage(client, query, null));
  }

  async getPayment(organisationId: string, paymentId: string): Promise<Result<Payment>> {
    return this.#read(async (client) => {
      if ((await this.#organisation(client, organisationId)) === null)
        return fail("unauthorized", "unknown organisation");
      const { rows } = await client.query<PaymentRow & { visible: boolean }>(
        `SELECT ${PAYMENT_COLUMNS}, EXISTS (SELECT 1 FROM bank_payment_visibility v
           WHERE v.payment_id = p.id AND v.organisation_id = $2) AS visible
         FROM bank_payments p WHERE id = $1`,
        [paymentId, organisationId],
      );
      const row = rows[0];
      if (row === undefined) return fail("not_found", `payment ${paymentId} not found`);
      if (!row.visible) return fail("forbidden", `payment ${paymentId} belongs to another organisation`);
      return ok(paymentOf(row));
    });
  }

  // ---------------------------------------------------------------- transactions and statements

  /** Index range [lower, upper) of the account's postings inside the period. */
  async #range(
    client: PoolClient,
    account: AccountFacts,
    fromMs: number | null,
    toMs: number | null,
  ): Promise<{ lower: number; upper: number }> {
    const before = async (ms: number) => {
      const { rows } = await client.query<{ count: string }>(
        "SELECT count(*) AS count FROM bank_postings WHERE account_id = $1 AND at < $2",
        [account.id, new Date(ms).toISOString()],
      );
      return Number(rows[0]?.count ?? 0);
    };
    return {
      lower: fromMs === null ? 0 : await before(fromMs),
      upper: toMs === null ? account.posting_count : await before(toMs + 1),
    };
  }

  /** Postings with lower <= position < upper, in the order asked. */
  async #lines(
    client: PoolClient,
    account: AccountFacts,
    bounds: { lower: number; upper: number },
    order: "ASC" | "DESC",
  ): Promise<StatementLine[]> {
    const { rows } = await client.query<PostingRow>(
      `SELECT at, valued, direction, amount_cents, counterparty_account_number, reference, transfer_id, end_to_end_id,
         running_balance_cents
       FROM bank_postings WHERE account_id = $1 AND position >= $2 AND position < $3 ORDER BY position ${order}`,
      [account.id, bounds.lower, bounds.upper],
    );
    return rows.map((row) => lineOf(account.account_number, row));
  }

  async transactions(
    organisationId: string,
    accountId: string,
    query: TransactionsQuery = {},
  ): Promise<Result<TransactionsPage>> {
    return this.#read(async (client) => {
      const owned = await this.#ownedAccount(client, organisationId, accountId);
      if (!owned.ok) return owned;
      const account = owned.value;
      const period = checkPeriod(query);
      if (!period.ok) return period;
      const badLimit = limitError<TransactionsPage>(query.limit);
      if (badLimit) return badLimit;
      const { fromMs, toMs } = period.value;
      const { lower, upper } = await this.#range(client, account, fromMs, toMs);
      let start = upper;
      if (query.cursor !== undefined) {
        const position = typeof query.cursor === "string" ? decodeCursor(query.cursor) : null;
        if (position === null)
          return fail("bad_request", "invalid cursor: it is garbled or was not issued by this bank");
        if (position.accountId !== account.id || position.fromMs !== fromMs || position.toMs !== toMs) {
          return fail("bad_request", "invalid cursor: it belongs to another account or to other from/to parameters");
        }
        if (position.before > account.posting_count)
          return fail("bad_request", "invalid cursor: position out of range");
        start = Math.min(position.before, upper);
      }
      const end = Math.max(lower, start - (query.limit ?? LIMITS.pageDefault));
      // Keyset: the page is the postings just below the cursor's position, by primary key.
      const transactions = await this.#lines(client, account, { lower: end, upper: start }, "DESC");
      const nextCursor = end > lower ? encodeCursor({ accountId: account.id, before: end, fromMs, toMs }) : null;
      return ok({ transactions, next_cursor: nextCursor });
    });
  }

  async statement(organisationId: string, accountId: string, query: StatementQuery = {}): Promise<Result<Statement>> {
    return this.#read(async (client) => {
      const owned = await this.#ownedAccount(client, organisationId, accountId);
      if (!owned.ok) return owned;
      const account = owned.value;
      const period = checkPeriod(query);
      if (!period.ok) return period;
      const { fromMs, toMs } = period.value;
      const bounds = await this.#range(client, account, fromMs, toMs);
      const lines = await this.#lines(client, account, bounds, "ASC");
      const opening = await this.#balanceAfter(client, account, bounds.lower - 1);
      const organisation = (await this.#organisation(client, organisationId)) as Organisation;
      return ok({
        account_number: account.account_number,
        currency: "USD",
        organisation,
        account: accountView(account),
        from: fromMs === null ? null : new Date(fromMs).toISOString(),
        to: new Date(toMs ?? this.#now().ms).toISOString(),
        opening_balance_cents: opening,
        closing_balance_cents: lines.at(-1)?.running_balance_cents ?? opening,
        lines,
      });
    });
  }

  /** How much the bank holds, for its status page: one snapshot, so the counts agree. */
  async counts(): Promise<BankCounts> {
    return this.#read(async (client) => {
      const { rows } = await client.query<{
        organisations: string;
        accounts: string;
        payments: string;
        pending: string;
      }>(
        `SELECT (SELECT count(*) FROM bank_organisations) AS organisations,
                (SELECT count(*) FROM bank_accounts) AS accounts,
                (SELECT count(*) FROM bank_payments) AS payments,
                (SELECT count(*) FROM bank_payments WHERE status = 'pending') AS pending`,
      );
      const row = rows[0] as { organisations: string; accounts: string; payments: string; pending: string };
      return {
        organisations: Number(row.organisations),
        accounts: Number(row.accounts),
        payments: Number(row.payments),
        pendingPayments: Number(row.pending),
      };
    });
  }

  // ---------------------------------------------------------------- statement links

  /**
   * Issues a signed link to one account's statement (rules.ts `issueLink`). The first link ever
   * issued makes the bank's link secret: one `UPDATE ... WHERE link_secret IS NULL`, so concurrent
   * first links in several processes agree on one secret.
   */
  async issueStatementLink(
    organisationId: string,
    accountId: string,
    request: StatementLinkRequest = {},
  ): Promise<Result<IssuedStatementLink>> {
    return this.#command(async (client) => {
      const owned = await this.#ownedAccount(client, organisationId, accountId);
      if (!owned.ok) return owned;
      const checked = checkStatementLinkRequest(request);
      if (!checked.ok) return checked;
      const secret = await this.#linkSecret(client);
      return ok(issueLink(secret, organisationId, accountId, checked.value, this.#now().ms));
    });
  }

  async #linkSecret(client: PoolClient): Promise<string> {
    const stored = await client.query<{ link_secret: string | null }>("SELECT link_secret FROM bank_settings");
    const secret = stored.rows[0]?.link_secret ?? null;
    if (secret !== null) return secret;
    // COALESCE under the row lock: a process that lost the race takes the winner's secret.
    const { rows } = await client.query<{ link_secret: string }>(
      "UPDATE bank_settings SET link_secret = COALESCE(link_secret, $1) RETURNING link_secret",
      [newLinkSecret()],
    );
    return (rows[0] as { link_secret: string }).link_secret;
  }

  /** The statement a link grants (rules.ts `linkedStatementQuery`: 401, 410 or 403 otherwise). */
  async statementByLink(
    accountId: string,
    token: string,
  ): Promise<Result<{ statement: Statement; format: StatementLinkFormat }>> {
    const { rows } = await this.#query<{ link_secret: string | null }>("SELECT link_secret FROM bank_settings");
    const secret = rows[0]?.link_secret ?? null;
    const granted = linkedStatementQuery(verifyStatementLink(secret, token, this.#now().ms), accountId);
    if (!granted.ok) return granted;
    const statement = await this.statement(granted.value.organisationId, accountId, granted.value.query);
    return statement.ok ? ok({ statement: statement.value, format: granted.value.format }) : statement;
  }

  async #balanceAfter(client: PoolClient, account: AccountFacts, position: number): Promise<number> {
    if (position < 0) return 0;
    const { rows } = await client.query<{ running_balance_cents: string }>(
      "SELECT running_balance_cents FROM bank_postings WHERE account_id = $1 AND position = $2",
      [account.id, position],
    );
    return Number(rows[0]?.running_balance_cents ?? 0);
  }

  // ---------------------------------------------------------------- admin

  async getSettlementMode(): Promise<SettlementMode> {
    const { rows } = await this.#query<{ settlement_mode: SettlementMode }>(
      "SELECT settlement_mode FROM bank_settings",
    );
    return rows[0]?.settlement_mode ?? "automatic";
  }

  async setSettlementMode(mode: SettlementMode): Promise<Result<SettlementMode>> {
    const checked = checkSettlementMode(mode);
    if (!checked.ok) return checked;
    return this.#command(async (client) => {
      const settings = await this.#settings(client, true);
      if (settings.settlement_mode !== mode) {
        await client.query("UPDATE bank_settings SET settlement_mode = $1", [mode]);
        await this.#event(client, this.#now().iso, "settlement_mode_set", null, mode);
      }
      return ok(mode);
    });
  }

  /** A payment locked for a transition, with its two accounts locked in id order. */
  async #lockPayment(
    client: PoolClient,
    paymentId: string,
  ): Promise<Result<{ payment: Payment; from: AccountFacts; to: AccountFacts | undefined }>> {
    const { rows } = await client.query<PaymentRow>(
      `SELECT ${PAYMENT_COLUMNS} FROM bank_payments WHERE id = $1 FOR UPDATE`,
      [paymentId],
    );
    if (rows[0] === undefined) return fail("not_found", `payment ${paymentId} not found`);
    const payment = paymentOf(rows[0]);
    const ids = [payment.from_account_id, payment.to_account_id].filter((id): id is string => id !== null);
    const accounts = await this.#lockAccounts(client, ids);
    return ok({
      payment,
      from: accounts.get(payment.from_account_id as string) as AccountFacts,
      to: payment.to_account_id === null ? undefined : accounts.get(payment.to_account_id),
    });
  }

  async settle(paymentId: string): Promise<Result<Payment>> {
    return this.#command(async (client) => {
      const locked = await this.#lockPayment(client, paymentId);
      if (!locked.ok) return locked;
      const { payment, from } = locked.value;
      if (payment.status !== "pending") {
        return illegal(
          `payment ${paymentId} is ${payment.status}; only a pending payment can be settled`,
          payment.status,
        );
      }
      const to = locked.value.to as AccountFacts;
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
      const now = this.#now(from, to);
      const booking = new Booking(now.iso);
      from.held_cents -= payment.amount_cents;
      this.#settlePostings(booking, payment, from, to);
      await booking.write(client);
      await client.query("UPDATE bank_payments SET status = 'settled', settled_at = $2 WHERE id = $1", [
        paymentId,
        now.iso,
      ]);
      return ok({ ...payment, status: "settled", settled_at: now.iso });
    });
  }

  async returnPayment(paymentId: string, options: ReturnOptions = {}): Promise<Result<Payment>> {
    return this.#command(async (client) => {
      const locked = await this.#lockPayment(client, paymentId);
      if (!locked.ok) return locked;
      const { payment } = locked.value;
      const reason = returnReasonText(options, "R08");
      if (!reason.ok) return reason;
      if (payment.status !== "pending") {
        return illegal(
          `payment ${paymentId} is ${payment.status}; only a pending payment can be returned (reverse a settled one)`,
          payment.status,
        );
      }
      return ok(await this.#bookReturn(client, locked.value, reason.value, false));
    });
  }

  async reverse(paymentId: string, options: ReturnOptions & { force?: boolean } = {}): Promise<Result<Payment>> {
    return this.#command(async (client) => {
      const locked = await this.#lockPayment(client, paymentId);
      if (!locked.ok) return locked;
      const { payment } = locked.value;
      const reason = returnReasonText(options, "R08");
      if (!reason.ok) return reason;
      if (payment.status !== "settled") {
        return illegal(
          `payment ${paymentId} is ${payment.status}; only a settled payment can be reversed`,
          payment.status,
        );
      }
      const to = locked.value.to as AccountFacts;
      const available = to.balance_cents - to.held_cents;
      const short = available < payment.amount_cents;
      if (short && options.force !== true) return reversalShortError(paymentId, available, payment.amount_cents);
      return ok(await this.#bookReturn(client, locked.value, reason.value, short));
    });
  }

  /** Books a return (pending) or a reversal (settled) and marks the payment returned. */
  async #bookReturn(
    client: PoolClient,
    locked: { payment: Payment; from: AccountFacts; to: AccountFacts | undefined },
    returnReason: string,
    forced: boolean,
  ): Promise<Payment> {
    const { payment, from } = locked;
    const to = locked.to as AccountFacts;
    const now = this.#now(from, to);
    const booking = new Booking(now.iso);
    const leg = { amount_cents: payment.amount_cents, transfer_id: payment.id, end_to_end_id: payment.end_to_end_id };
    const returned = returnReference(payment.reference);
    const wasSettled = payment.status === "settled";
    if (!wasSettled) {
      // Pending -> returned: the debit and its RETURN credit together, balance unchanged.
      from.held_cents -= payment.amount_cents;
      booking.post(from, {
        ...leg,
        direction: "DR",
        counterparty_account_number: to.account_number,
        reference: payment.reference,
        kind: "payment",
        valued: false,
      });
    } else {
      booking.post(to, {
        ...leg,
        direction: "DR",
        counterparty_account_number: from.account_number,
        reference: returned,
        kind: "reversal",
        forced,
      });
    }
    booking.post(from, {
      ...leg,
      direction: "CR",
      counterparty_account_number: to.account_number,
      reference: returned,
      kind: "return",
      valued: wasSettled,
    });
    await booking.write(client);
    await client.query(
      "UPDATE bank_payments SET status = 'returned', returned_at = $2, return_reason = $3 WHERE id = $1",
      [payment.id, now.iso, returnReason],
    );
    return { ...payment, status: "returned", return_reason: returnReason, returned_at: now.iso };
  }

  async #setStatus(accountId: string, status: "active" | "frozen"): Promise<Result<Account>> {
    return this.#command(async (client) => {
      const account = (await this.#lockAccounts(client, [accountId])).get(accountId);
      if (account === undefined) return fail("not_found", `account ${accountId} not found`);
      if (account.status === status) return illegal(`account ${accountId} is already ${status}`, status);
      await client.query("UPDATE bank_accounts SET status = $2 WHERE id = $1", [accountId, status]);
      await this.#event(client, this.#now().iso, "account_status_set", accountId, status);
      return ok(accountView({ ...account, status }));
    });
  }

  freezeAccount(accountId: string): Promise<Result<Account>> {
    return this.#setStatus(accountId, "frozen");
  }

  unfreezeAccount(accountId: string): Promise<Result<Account>> {
    return this.#setStatus(accountId, "active");
  }

  async deposit(
    accountId: string,
    input: { amount_cents: number; reference?: string },
  ): Promise<Result<{ deposit: Deposit; account: Account }>> {
    return this.#command(async (client) => {
      const settings = await this.#settings(client, true);
      const account = (await this.#lockAccounts(client, [accountId])).get(accountId);
      if (account === undefined) return fail("not_found", `account ${accountId} not found`);
      const checked = checkMoneyInput(input, "deposit");
      if (!checked.ok) return checked;
      const capped = depositCapError<{ deposit: Deposit; account: Account }>(settings.money_cents, input.amount_cents);
      if (capped) return capped;
      const now = this.#now(account);
      const deposit: Deposit = {
        id: this.#ids("dep"),
        account_id: accountId,
        amount_cents: input.amount_cents,
        currency: "USD",
        reference: input.reference ?? "DEPOSIT",
        created_at: now.iso,
      };
      await this.#insertDeposit(client, deposit.id, accountId, deposit.amount_cents, {
        reference: deposit.reference,
        opening: false,
        at: now.iso,
      });
      const booking = new Booking(now.iso);
      booking.post(account, {
        direction: "CR",
        amount_cents: deposit.amount_cents,
        counterparty_account_number: BANK_ACCOUNT_NUMBER,
        reference: deposit.reference,
        transfer_id: deposit.id,
        end_to_end_id: null,
        kind: "deposit",
      });
      await booking.write(client);
      await client.query("UPDATE bank_settings SET money_cents = money_cents + $1", [deposit.amount_cents]);
      return ok({ deposit, account: accountView(account) });
    });
  }

  async withdraw(
    accountId: string,
    input: { amount_cents: number; reference?: string },
  ): Promise<Result<{ withdrawal: Withdrawal; account: Account }>> {
    return this.#command(async (client) => {
      await this.#settings(client, true);
      const account = (await this.#lockAccounts(client, [accountId])).get(accountId);
      if (account === undefined) return fail("not_found", `account ${accountId} not found`);
      const checked = checkMoneyInput(input, "withdrawal");
      if (!checked.ok) return checked;
      const available = account.balance_cents - account.held_cents;
      if (available < input.amount_cents) return withdrawalShortError(accountId, available, input.amount_cents);
      const now = this.#now(account);
      const withdrawal: Withdrawal = {
        id: this.#ids("wdr"),
        account_id: accountId,
        amount_cents: input.amount_cents,
        currency: "USD",
        reference: input.reference ?? "WITHDRAWAL",
        created_at: now.iso,
      };
      await client.query(
        "INSERT INTO bank_withdrawals (id, account_id, amount_cents, reference, created_at) VALUES ($1, $2, $3, $4, $5)",
        [withdrawal.id, accountId, withdrawal.amount_cents, withdrawal.reference, now.iso],
      );
      const booking = new Booking(now.iso);
      booking.post(account, {
        direction: "DR",
        amount_cents: withdrawal.amount_cents,
        counterparty_account_number: BANK_ACCOUNT_NUMBER,
        reference: withdrawal.reference,
        transfer_id: withdrawal.id,
        end_to_end_id: null,
        kind: "withdrawal",
      });
      await booking.write(client);
      await client.query("UPDATE bank_settings SET money_cents = money_cents - $1", [withdrawal.amount_cents]);
      return ok({ withdrawal, account: accountView(account) });
    });
  }

  /** Checks every ledger invariant from scratch, in SQL over one snapshot (see audit.ts). */
  async audit(): Promise<AuditReport> {
    return this.#read((client) => auditDatabase(client, this.#now().iso));
  }

  async close(): Promise<void> {
    if (this.#ownsPool) await this.#pool.end();
  }
}
