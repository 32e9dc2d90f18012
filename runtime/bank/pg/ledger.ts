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
 * `bank_send_payment` (migrations.ts, versions 3 and 4) does the whole command in one round trip,
 * and payments that queue up go several to a call (payment-batches.ts).
 *
 * The commands live by concern - access.ts (keys), organisations.ts, payments.ts, statements.ts,
 * movements.ts (the admin's commands) - as functions of one `LedgerSession` (session.ts: the pool,
 * the injected clock and ids, transactions and the shared row locks); this class binds them to it.
 */

import { migrate, type Pool } from "../../store/postgres.ts";
import { generateApiKey } from "../ledger/identifiers.ts";
import {
  type Account,
  type AdminOrganisation,
  type AuditReport,
  type Availability,
  type BankCounts,
  type BankLedger,
  type CommandResult,
  DEFAULT_OPENING_LIMITS,
  type Deposit,
  type DirectoryEntry,
  type IdempotencyOptions,
  type IdempotentReply,
  type IdSource,
  type IssuedStatementLink,
  type OpenAccountInput,
  type OpeningLimits,
  type Organisation,
  type Payment,
  type PaymentsQuery,
  type ReturnOptions,
  randomIds,
  type SendPaymentInput,
  type SettlementMode,
  type SignupInput,
  type SignupResult,
  type Statement,
  type StatementLinkRequest,
  type StatementQuery,
  type TransactionsPage,
  type TransactionsQuery,
  type Withdrawal,
} from "../ledger/index.ts";
import type { StatementLinkFormat } from "../ledger/statement-links.ts";
import * as access from "./access.ts";
import { auditDatabase } from "./audit.ts";
import { BANK_MIGRATIONS } from "./migrations.ts";
import * as movements from "./movements.ts";
import * as organisations from "./organisations.ts";
import type { PaymentBatchOptions } from "./payment-batches.ts";
import * as payments from "./payments.ts";
import { DAY_MS, LedgerSession } from "./session.ts";
import * as statements from "./statements.ts";

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
  /**
   * Answer known API keys from a per-process cache (default true; key-watch.ts). It keeps one
   * session connection of its own (a shared advisory lock and LISTEN), which a transaction-mode
   * pooler cannot carry: turn it off behind one, and every key is looked up in the database.
   */
  cacheKeys?: boolean;
  /** How payments that queue up are batched (payment-batches.ts; defaults there). */
  paymentBatches?: PaymentBatchOptions;
}

/** The bank ledger on PostgreSQL. Create with {@link PostgresLedger.open}. */
export class PostgresLedger implements BankLedger {
  readonly #session: LedgerSession;
  readonly #ownsPool: boolean;
  readonly #cacheKeys: boolean;
  readonly rebuilding = null;

  private constructor(options: PostgresLedgerOptions) {
    this.#session = new LedgerSession(
      options.pool,
      options.clock ?? (() => new Date()),
      options.ids ?? randomIds,
      options.newApiKey ?? generateApiKey,
      options.idempotencyRetentionMs ?? DAY_MS,
      { ...DEFAULT_OPENING_LIMITS, ...options.openingLimits },
      options.paymentBatches,
    );
    this.#ownsPool = options.ownsPool ?? true;
    this.#cacheKeys = options.cacheKeys ?? true;
  }

  /** Applies the bank's pending migrations and returns the ledger. */
  static async open(options: PostgresLedgerOptions): Promise<PostgresLedger> {
    await migrate(options.pool, BANK_MIGRATIONS);
    const ledger = new PostgresLedger(options);
    // Until the watch holds its lock every key is looked up in the database (key-watch.ts).
    if (ledger.#cacheKeys) await ledger.#session.keys.start();
    return ledger;
  }

  durableRead(): null {
    // A committed transaction is durable; nothing is ever shown before its commit.
    return null;
  }

  availability(): Availability {
    return { status: "ok", writable: true, reason: null, retryAfterSeconds: null };
  }

  authenticate(apiKey: string): Promise<Organisation | null> {
    return access.authenticate(this.#session, apiKey);
  }

  verifyAdminKey(key: string): Promise<boolean> {
    return access.verifyAdminKey(this.#session, key);
  }

  ensureAdminKey(configuredKey?: string): Promise<{ generated: string | null }> {
    return access.ensureAdminKey(this.#session, configuredKey);
  }

  signup(input: SignupInput): Promise<CommandResult<"signup", SignupResult>> {
    return organisations.signup(this.#session, input);
  }

  me(organisationId: string): Promise<CommandResult<"me", { organisation: Organisation; accounts: Account[] }>> {
    return organisations.me(this.#session, organisationId);
  }

  rotateKey(organisationId: string): Promise<CommandResult<"rotateKey", { api_key: string }>> {
    return organisations.rotateKey(this.#session, organisationId);
  }

  openAccount(organisationId: string, input: OpenAccountInput): Promise<CommandResult<"openAccount", Account>> {
    return organisations.openAccount(this.#session, organisationId, input);
  }

  listAccounts(organisationId: string): Promise<CommandResult<"listAccounts", Account[]>> {
    return organisations.listAccounts(this.#session, organisationId);
  }

  getAccount(organisationId: string, accountId: string): Promise<CommandResult<"getAccount", Account>> {
    return organisations.getAccount(this.#session, organisationId, accountId);
  }

  directory(): Promise<DirectoryEntry[]> {
    return organisations.directory(this.#session);
  }

  listOrganisations(): Promise<AdminOrganisation[]> {
    return organisations.listOrganisations(this.#session);
  }

  sendPayment(organisationId: string, input: SendPaymentInput): Promise<CommandResult<"sendPayment", Payment>> {
    return payments.sendPayment(this.#session, organisationId, input);
  }

  sendPaymentIdempotent(
    organisationId: string,
    input: SendPaymentInput,
    options: IdempotencyOptions,
  ): Promise<CommandResult<"sendPaymentIdempotent", IdempotentReply>> {
    return payments.sendPaymentIdempotent(this.#session, organisationId, input, options);
  }

  listPayments(organisationId: string, query: PaymentsQuery = {}): Promise<CommandResult<"listPayments", Payment[]>> {
    return payments.listPayments(this.#session, organisationId, query);
  }

  adminListPayments(query: PaymentsQuery = {}): Promise<CommandResult<"adminListPayments", Payment[]>> {
    return payments.adminListPayments(this.#session, query);
  }

  getPayment(organisationId: string, paymentId: string): Promise<CommandResult<"getPayment", Payment>> {
    return payments.getPayment(this.#session, organisationId, paymentId);
  }

  transactions(
    organisationId: string,
    accountId: string,
    query: TransactionsQuery = {},
  ): Promise<CommandResult<"transactions", TransactionsPage>> {
    return statements.transactions(this.#session, organisationId, accountId, query);
  }

  statement(
    organisationId: string,
    accountId: string,
    query: StatementQuery = {},
  ): Promise<CommandResult<"statement", Statement>> {
    return statements.statement(this.#session, organisationId, accountId, query);
  }

  /** How much the bank holds, for its status page: one snapshot, so the counts agree. */
  counts(): Promise<BankCounts> {
    return statements.counts(this.#session);
  }

  /**
   * Issues a signed link to one account's statement (rules.ts `issueLink`). The first link ever
   * issued makes the bank's link secret: one `UPDATE ... WHERE link_secret IS NULL`, so concurrent
   * first links in several processes agree on one secret.
   */
  issueStatementLink(
    organisationId: string,
    accountId: string,
    request: StatementLinkRequest = {},
  ): Promise<CommandResult<"issueStatementLink", IssuedStatementLink>> {
    return statements.issueStatementLink(this.#session, organisationId, accountId, request);
  }

  /** The statement a link grants (rules.ts `linkedStatementQuery`: 401, 410 or 403 otherwise). */
  statementByLink(
    accountId: string,
    token: string,
  ): Promise<CommandResult<"statementByLink", { statement: Statement; format: StatementLinkFormat }>> {
    return statements.statementByLink(this.#session, accountId, token);
  }

  getSettlementMode(): Promise<SettlementMode> {
    return movements.getSettlementMode(this.#session);
  }

  setSettlementMode(mode: SettlementMode): Promise<CommandResult<"setSettlementMode", SettlementMode>> {
    return movements.setSettlementMode(this.#session, mode);
  }

  settle(paymentId: string): Promise<CommandResult<"settle", Payment>> {
    return movements.settle(this.#session, paymentId);
  }

  returnPayment(paymentId: string, options: ReturnOptions = {}): Promise<CommandResult<"returnPayment", Payment>> {
    return movements.returnPayment(this.#session, paymentId, options);
  }

  reverse(
    paymentId: string,
    options: ReturnOptions & { force?: boolean } = {},
  ): Promise<CommandResult<"reverse", Payment>> {
    return movements.reverse(this.#session, paymentId, options);
  }

  freezeAccount(accountId: string): Promise<CommandResult<"freezeAccount", Account>> {
    return movements.freezeAccount(this.#session, accountId);
  }

  unfreezeAccount(accountId: string): Promise<CommandResult<"unfreezeAccount", Account>> {
    return movements.unfreezeAccount(this.#session, accountId);
  }

  deposit(
    accountId: string,
    input: { amount_cents: number; reference?: string },
  ): Promise<CommandResult<"deposit", { deposit: Deposit; account: Account }>> {
    return movements.deposit(this.#session, accountId, input);
  }

  withdraw(
    accountId: string,
    input: { amount_cents: number; reference?: string },
  ): Promise<CommandResult<"withdraw", { withdrawal: Withdrawal; account: Account }>> {
    return movements.withdraw(this.#session, accountId, input);
  }

  /** Checks every ledger invariant from scratch, in SQL over one snapshot (see audit.ts). */
  async audit(): Promise<AuditReport> {
    return this.#session.read((client) => auditDatabase(client, this.#session.now().iso));
  }

  async close(): Promise<void> {
    await this.#session.keys.close();
    if (this.#ownsPool) await this.#session.pool.end();
  }
}
