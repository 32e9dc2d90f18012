/**
 * What the bank's HTTP handlers need of a ledger, whichever store holds it: the in-memory `Ledger`
 * over the JSON-lines store (reads answer at once) and the PostgreSQL ledger (every call is a
 * query) both implement it. Reads may answer synchronously or with a promise; handlers await both.
 */
import type { Availability } from "./availability.ts";
import type { IdempotencyOptions } from "./ledger.ts";
import type { ReturnOptions } from "./rules.ts";
import type { StatementLinkFormat } from "./statement-links.ts";
import type {
  Account,
  AdminOrganisation,
  AuditReport,
  CommandResult,
  Deposit,
  DirectoryEntry,
  IdempotentReply,
  IssuedStatementLink,
  OpenAccountInput,
  Organisation,
  Payment,
  PaymentsQuery,
  SendPaymentInput,
  SettlementMode,
  SignupInput,
  SignupResult,
  Statement,
  StatementLinkRequest,
  StatementQuery,
  TransactionsPage,
  TransactionsQuery,
  Withdrawal,
} from "./types.ts";

/** How much the bank holds, for its status page. */
export interface BankCounts {
  organisations: number;
  accounts: number;
  payments: number;
  pendingPayments: number;
}

/** A value now, or later. */
export type Awaitable<T> = T | Promise<T>;

export interface BankLedger {
  /** Whether writes are taken, and why not (for `/health`). */
  availability(): Availability;
  /** While the ledger rebuilds its state after a failed write: resolves when done; else null. */
  readonly rebuilding: Promise<void> | null;
  /** Null when a read may run now; else a promise after which it may (reads show durable state only). */
  durableRead(): Promise<void> | null;

  authenticate(apiKey: string): Awaitable<Organisation | null>;
  verifyAdminKey(key: string): Awaitable<boolean>;
  ensureAdminKey(configuredKey?: string): Promise<{ generated: string | null }>;

  signup(input: SignupInput): Promise<CommandResult<"signup", SignupResult>>;
  me(organisationId: string): Awaitable<CommandResult<"me", { organisation: Organisation; accounts: Account[] }>>;
  rotateKey(organisationId: string): Promise<CommandResult<"rotateKey", { api_key: string }>>;
  openAccount(organisationId: string, input: OpenAccountInput): Promise<CommandResult<"openAccount", Account>>;
  listAccounts(organisationId: string): Awaitable<CommandResult<"listAccounts", Account[]>>;
  getAccount(organisationId: string, accountId: string): Awaitable<CommandResult<"getAccount", Account>>;
  directory(): Awaitable<DirectoryEntry[]>;

  sendPayment(organisationId: string, input: SendPaymentInput): Promise<CommandResult<"sendPayment", Payment>>;
  sendPaymentIdempotent(
    organisationId: string,
    input: SendPaymentInput,
    options: IdempotencyOptions,
  ): Promise<CommandResult<"sendPaymentIdempotent", IdempotentReply>>;
  listPayments(organisationId: string, query?: PaymentsQuery): Awaitable<CommandResult<"listPayments", Payment[]>>;
  getPayment(organisationId: string, paymentId: string): Awaitable<CommandResult<"getPayment", Payment>>;
  transactions(
    organisationId: string,
    accountId: string,
    query?: TransactionsQuery,
  ): Awaitable<CommandResult<"transactions", TransactionsPage>>;
  statement(
    organisationId: string,
    accountId: string,
    query?: StatementQuery,
  ): Awaitable<CommandResult<"statement", Statement>>;
  /** A signed link to one account's statement for one period and format (statement-links.ts). */
  issueStatementLink(
    organisationId: string,
    accountId: string,
    request?: StatementLinkRequest,
  ): Promise<CommandResult<"issueStatementLink", IssuedStatementLink>>;
  /** The statement a link grants: 401 unsigned or altered, 410 expired, 403 another account's. */
  statementByLink(
    accountId: string,
    token: string,
  ): Awaitable<CommandResult<"statementByLink", { statement: Statement; format: StatementLinkFormat }>>;
  /** How much the bank holds (the status page). */
  counts(): Awaitable<BankCounts>;

  getSettlementMode(): Awaitable<SettlementMode>;
  setSettlementMode(mode: SettlementMode): Promise<CommandResult<"setSettlementMode", SettlementMode>>;
  listOrganisations(): Awaitable<AdminOrganisation[]>;
  adminListPayments(query?: PaymentsQuery): Awaitable<CommandResult<"adminListPayments", Payment[]>>;
  settle(paymentId: string): Promise<CommandResult<"settle", Payment>>;
  returnPayment(paymentId: string, options?: ReturnOptions): Promise<CommandResult<"returnPayment", Payment>>;
  reverse(paymentId: string, options?: ReturnOptions & { force?: boolean }): Promise<CommandResult<"reverse", Payment>>;
  freezeAccount(accountId: string): Promise<CommandResult<"freezeAccount", Account>>;
  unfreezeAccount(accountId: string): Promise<CommandResult<"unfreezeAccount", Account>>;
  deposit(
    accountId: string,
    input: { amount_cents: number; reference?: string },
  ): Promise<CommandResult<"deposit", { deposit: Deposit; account: Account }>>;
  withdraw(
    accountId: string,
    input: { amount_cents: number; reference?: string },
  ): Promise<CommandResult<"withdraw", { withdrawal: Withdrawal; account: Account }>>;
  audit(): Awaitable<AuditReport>;

  /** Releases the store (flushes the JSON store; ends the PostgreSQL pool). */
  close(): Promise<void>;
}
