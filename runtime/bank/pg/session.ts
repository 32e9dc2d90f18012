/**
 * What every command of the PostgreSQL bank ledger shares: the pool and the injected sources (clock,
 * ids, keys), transactions that turn an unreachable database into `LedgerUnavailableError`, the
 * command's time, and the look-ups and row locks most commands start with (organisation, accounts
 * in id order, settings). The lock order is docs/scaling.md's: settings, then a payment, then
 * accounts by id.
 */
import { type Pool, type PoolClient, withTransaction } from "../../store/postgres.ts";
import { hashKey } from "../ledger/identifiers.ts";
import {
  type Account,
  type IdSource,
  LedgerUnavailableError,
  type OpeningLimits,
  type Organisation,
  type OwnedAccountErrorCode,
  type Result,
  type SettlementMode,
} from "../ledger/index.ts";
import { fail, ok } from "../ledger/rules.ts";
import { KeyWatch, rotationTransaction } from "./key-watch.ts";
import { PaymentBatches, type PaymentBatchOptions } from "./payment-batches.ts";
import type { SendPaymentRow } from "./payments.ts";
import {
  ACCOUNT_COLUMNS,
  type AccountFacts,
  type AccountRow,
  accountFacts,
  accountView,
  ORGANISATION_COLUMNS,
  type OrganisationRow,
  organisationOf,
} from "./rows.ts";

export const DAY_MS = 86_400_000;
const PRESENTED_KEY_CACHE_SIZE = 1024;
/** SQLSTATE classes and socket errors that mean the database cannot be reached right now. */
const UNAVAILABLE_CODES = /^(08|53|57)|^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND)$/;

export function unavailableError(error: unknown): unknown {
  const code = String((error as { code?: unknown } | null)?.code ?? "");
  const message = (error as Error | null)?.message ?? String(error);
  if (UNAVAILABLE_CODES.test(code) || /Connection terminated|connection timeout/i.test(message)) {
    return new LedgerUnavailableError(`the bank's database is unavailable: ${message}`, { cause: error });
  }
  return error;
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pgError = error as { code?: string; constraint?: string } | null;
  return pgError?.code === "23505" && pgError.constraint === constraint;
}

/** The pool, the injected sources and the shared steps of every command. */
export class LedgerSession {
  /** Presented API keys' hashes (hashing is the costly part of authenticating). */
  readonly keyHashes = new Map<string, string>();
  /** The admin key last verified against the stored hash (its hash is slow by design). */
  verifiedAdmin: { key: string; hash: string } | null = null;
  /** Payment ids taken for a call that recorded nothing, handed to the next payment. */
  readonly spareIds: string[] = [];
  /** Presented keys' organisations, trusted only while no rotation can commit (key-watch.ts). */
  readonly keys: KeyWatch;
  /** Payments without a key, batched when they queue up (payment-batches.ts). */
  readonly paymentBatches: PaymentBatches<SendPaymentRow>;

  constructor(
    readonly pool: Pool,
    readonly clock: () => Date,
    readonly ids: IdSource,
    readonly newApiKey: () => string,
    readonly retentionMs: number,
    readonly openingLimits: OpeningLimits,
    batchOptions: PaymentBatchOptions = {},
  ) {
    this.keys = new KeyWatch(pool.options);
    this.paymentBatches = new PaymentBatches(pool, batchOptions);
  }

  /** One command: a READ COMMITTED transaction, retried on serialization failure and deadlock. */
  async command<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    try {
      return await withTransaction(this.pool, work);
    } catch (error) {
      throw unavailableError(error);
    }
  }

  /** A key rotation: a command run once every process has dropped its cached keys (key-watch.ts). */
  async rotation<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    try {
      return await rotationTransaction(this.pool, work);
    } catch (error) {
      throw unavailableError(error);
    }
  }

  /** A read of several statements: one REPEATABLE READ snapshot, so they agree with each other. */
  async read<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    try {
      return await withTransaction(this.pool, work, { isolation: "repeatable read" });
    } catch (error) {
      throw unavailableError(error);
    }
  }

  /** Now, never earlier than the last posting of the accounts a command books on. */
  now(...accounts: AccountFacts[]): { ms: number; iso: string } {
    const ms = Math.max(this.clock().getTime(), ...accounts.map((a) => a.last_posting_ms));
    return { ms, iso: new Date(ms).toISOString() };
  }

  async event(client: PoolClient, at: string, type: string, subjectId: string | null, detail: string | null) {
    await client.query("INSERT INTO bank_events (at, type, subject_id, detail) VALUES ($1, $2, $3, $4)", [
      at,
      type,
      subjectId,
      detail,
    ]);
  }

  async organisation(client: PoolClient, organisationId: string, lock = false): Promise<Organisation | null> {
    const { rows } = await client.query<OrganisationRow>(
      `SELECT ${ORGANISATION_COLUMNS} FROM bank_organisations WHERE id = $1${lock ? " FOR UPDATE" : ""}`,
      [organisationId],
    );
    return rows[0] === undefined ? null : organisationOf(rows[0]);
  }

  /** Accounts by id, locked in id order (the fixed lock order), as a map. */
  async lockAccounts(client: PoolClient, ids: string[]): Promise<Map<string, AccountFacts>> {
    const { rows } = await client.query<AccountRow>(
      `SELECT ${ACCOUNT_COLUMNS} FROM bank_accounts WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, accountFacts(row)]));
  }

  async account(client: PoolClient, accountId: string): Promise<AccountFacts | null> {
    const { rows } = await client.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM bank_accounts WHERE id = $1`, [
      accountId,
    ]);
    return rows[0] === undefined ? null : accountFacts(rows[0]);
  }

  async ownedAccount(
    client: PoolClient,
    organisationId: string,
    accountId: string,
  ): Promise<Result<AccountFacts, OwnedAccountErrorCode>> {
    if ((await this.organisation(client, organisationId)) === null) return fail("unauthorized", "unknown organisation");
    const account = await this.account(client, accountId);
    if (account === null) return fail("not_found", `account ${accountId} not found`);
    if (account.organisation_id !== organisationId) {
      return fail("forbidden", `account ${accountId} belongs to another organisation`);
    }
    return ok(account);
  }

  async accountsOf(client: PoolClient, organisationId: string): Promise<Account[]> {
    const { rows } = await client.query<AccountRow>(
      `SELECT ${ACCOUNT_COLUMNS} FROM bank_accounts WHERE organisation_id = $1 ORDER BY position`,
      [organisationId],
    );
    return rows.map((row) => accountView(accountFacts(row)));
  }

  async settings(client: PoolClient, lock = false) {
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

  async query<R extends object>(sql: string, values: unknown[] = []) {
    try {
      return await this.pool.query<R>(sql, values);
    } catch (error) {
      throw unavailableError(error);
    }
  }

  hashPresentedKey(key: string): string {
    let hash = this.keyHashes.get(key);
    if (hash === undefined) {
      if (this.keyHashes.size >= PRESENTED_KEY_CACHE_SIZE) this.keyHashes.clear();
      hash = hashKey(key);
      this.keyHashes.set(key, hash);
    }
    return hash;
  }
}
