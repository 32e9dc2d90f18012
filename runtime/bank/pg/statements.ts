/** Transactions pages, statements and statement links of the PostgreSQL bank ledger: keyset reads on the postings' primary key. */
import type { PoolClient } from "../../store/postgres.ts";
import {
  type BankCounts,
  type CommandResult,
  decodeCursor,
  encodeCursor,
  type IssuedStatementLink,
  LedgerIntegrityError,
  LIMITS,
  type Organisation,
  type Statement,
  type StatementLine,
  type StatementLinkRequest,
  type StatementQuery,
  type TransactionsPage,
  type TransactionsQuery,
} from "../ledger/index.ts";
import {
  checkPeriod,
  checkStatementLinkRequest,
  fail,
  issueLink,
  limitError,
  linkedStatementQuery,
  ok,
} from "../ledger/rules.ts";
import { newLinkSecret, type StatementLinkFormat, verifyStatementLink } from "../ledger/statement-links.ts";
import { type AccountFacts, accountView, lineOf, type PostingRow } from "./rows.ts";
import type { LedgerSession } from "./session.ts";

/** Index range [lower, upper) of the account's postings inside the period. */
export async function range(
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
export async function postingLines(
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

export async function transactions(
  session: LedgerSession,
  organisationId: string,
  accountId: string,
  query: TransactionsQuery = {},
): Promise<CommandResult<"transactions", TransactionsPage>> {
  return session.read(async (client) => {
    const owned = await session.ownedAccount(client, organisationId, accountId);
    if (!owned.ok) return owned;
    const account = owned.value;
    const period = checkPeriod(query);
    if (!period.ok) return period;
    const badLimit = limitError<TransactionsPage>(query.limit);
    if (badLimit) return badLimit;
    const { fromMs, toMs } = period.value;
    const { lower, upper } = await range(client, account, fromMs, toMs);
    let start = upper;
    if (query.cursor !== undefined) {
      const position = typeof query.cursor === "string" ? decodeCursor(query.cursor) : null;
      if (position === null) return fail("bad_request", "invalid cursor: it is garbled or was not issued by this bank");
      if (position.accountId !== account.id || position.fromMs !== fromMs || position.toMs !== toMs) {
        return fail("bad_request", "invalid cursor: it belongs to another account or to other from/to parameters");
      }
      if (position.before > account.posting_count) return fail("bad_request", "invalid cursor: position out of range");
      start = Math.min(position.before, upper);
    }
    const end = Math.max(lower, start - (query.limit ?? LIMITS.pageDefault));
    // Keyset: the page is the postings just below the cursor's position, by primary key.
    const transactions = await postingLines(client, account, { lower: end, upper: start }, "DESC");
    const nextCursor = end > lower ? encodeCursor({ accountId: account.id, before: end, fromMs, toMs }) : null;
    return ok({ transactions, next_cursor: nextCursor });
  });
}

export async function statement(
  session: LedgerSession,
  organisationId: string,
  accountId: string,
  query: StatementQuery = {},
): Promise<CommandResult<"statement", Statement>> {
  return session.read(async (client) => {
    const owned = await session.ownedAccount(client, organisationId, accountId);
    if (!owned.ok) return owned;
    const account = owned.value;
    const period = checkPeriod(query);
    if (!period.ok) return period;
    const { fromMs, toMs } = period.value;
    const bounds = await range(client, account, fromMs, toMs);
    const lines = await postingLines(client, account, bounds, "ASC");
    const opening = await balanceAfter(client, account, bounds.lower - 1);
    const organisation = (await session.organisation(client, organisationId)) as Organisation;
    return ok({
      account_number: account.account_number,
      currency: "USD",
      organisation,
      account: accountView(account),
      from: fromMs === null ? null : new Date(fromMs).toISOString(),
      to: new Date(toMs ?? session.now().ms).toISOString(),
      opening_balance_cents: opening,
      closing_balance_cents: lines.at(-1)?.running_balance_cents ?? opening,
      lines,
    });
  });
}

/** How much the bank holds, for its status page: one snapshot, so the counts agree. */
export async function counts(session: LedgerSession): Promise<BankCounts> {
  return session.read(async (client) => {
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

/**
 * Issues a signed link to one account's statement (rules.ts `issueLink`). The first link ever
 * issued makes the bank's link secret: one `UPDATE ... WHERE link_secret IS NULL`, so concurrent
 * first links in several processes agree on one secret.
 */
export async function issueStatementLink(
  session: LedgerSession,
  organisationId: string,
  accountId: string,
  request: StatementLinkRequest = {},
): Promise<CommandResult<"issueStatementLink", IssuedStatementLink>> {
  return session.command(async (client) => {
    const owned = await session.ownedAccount(client, organisationId, accountId);
    if (!owned.ok) return owned;
    const checked = checkStatementLinkRequest(request);
    if (!checked.ok) return checked;
    const secret = await linkSecret(client);
    return ok(issueLink(secret, organisationId, accountId, checked.value, session.now().ms));
  });
}

export async function linkSecret(client: PoolClient): Promise<string> {
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
export async function statementByLink(
  session: LedgerSession,
  accountId: string,
  token: string,
): Promise<CommandResult<"statementByLink", { statement: Statement; format: StatementLinkFormat }>> {
  const { rows } = await session.query<{ link_secret: string | null }>("SELECT link_secret FROM bank_settings");
  const secret = rows[0]?.link_secret ?? null;
  const granted = linkedStatementQuery(verifyStatementLink(secret, token, session.now().ms), accountId);
  if (!granted.ok) return granted;
  const linked = await statement(session, granted.value.organisationId, accountId, granted.value.query);
  // As in the JSON ledger: a statement a signed link grants cannot fail unless the data contradicts it.
  if (!linked.ok) throw new LedgerIntegrityError(`statement link for ${accountId}: ${linked.error.message}`);
  return ok({ statement: linked.value, format: granted.value.format });
}

export async function balanceAfter(client: PoolClient, account: AccountFacts, position: number): Promise<number> {
  if (position < 0) return 0;
  const { rows } = await client.query<{ running_balance_cents: string }>(
    "SELECT running_balance_cents FROM bank_postings WHERE account_id = $1 AND position = $2",
    [account.id, position],
  );
  return Number(rows[0]?.running_balance_cents ?? 0);
}
