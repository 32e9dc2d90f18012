/**
 * The steps the bank's flows and invariants (bank.ts, bank-statements.ts) are made of: opening an
 * organisation, paying, reading accounts and transactions, switching the settlement mode.
 */
import { randomUUID } from "node:crypto";
import type {
  Account,
  ErrorEnvelope,
  Payment,
  SignupResponse,
  StatementLine,
} from "../../generated/bank/hey/types.gen.js";
import type { SuiteContext } from "./context.ts";
import { collectPages } from "./pagination.ts";

/** An organisation the suite opened, with its current key. */
export interface Org {
  readonly id: string;
  readonly name: string;
  key: string;
  readonly accounts: Account[];
}

/** Opening balances stay small so a run never approaches the bank's deposit limit (2^53-1 in total). */
export const SMALL_AMOUNT_MAX = 500_000;

/**
 * Every organisation the suite opens carries this slug prefix (and its name this word), so an
 * operator can tell test data from real in the public directory and `--cleanup` can find it.
 */
export const TEST_SLUG_PREFIX = "ck-test-";

export function unique(label: string): string {
  return `${TEST_SLUG_PREFIX}${label}-${randomUUID().slice(0, 8)}`;
}

export function company(org: Org) {
  return { bearer: org.key } as const;
}

/** Reads a JSON body as the type its schema already proved. */
export function as<T>(body: unknown): T {
  return body as T;
}

export async function setMode(ctx: SuiteContext, mode: string): Promise<void> {
  const { body } = await ctx.call("setSettlementMode", { body: { settlement_mode: mode } }, [200], "setup");
  const answered = as<{ settlement_mode: string }>(body).settlement_mode;
  if (answered !== mode) ctx.fail("settlement-mode", `setSettlementMode(${mode}) answered settlement_mode ${answered}`);
}

/** The settlement mode in force, read from the public health document. */
export async function currentMode(ctx: SuiteContext): Promise<string> {
  const { body } = await ctx.call("getHealth", {}, [200]);
  return as<{ settlement_mode: string }>(body).settlement_mode;
}

export async function signup(
  ctx: SuiteContext,
  label: string,
  balances: readonly number[],
  accountName = "Operating",
): Promise<Org> {
  const name = unique(label);
  const { body } = await ctx.call(
    "signup",
    {
      auth: "none",
      body: {
        name,
        accounts: balances.map((cents, i) => ({ name: `${accountName} ${i + 1}`, opening_balance_cents: cents })),
      },
    },
    [201],
    "flow-status",
  );
  const created = as<SignupResponse>(body);
  if (created.accounts.length !== balances.length)
    ctx.fail("signup", `signup with ${balances.length} accounts returned ${created.accounts.length}`);
  created.accounts.forEach((account, i) => {
    if (account.balance_cents !== balances[i])
      ctx.fail("signup", `account ${account.id} opened with ${account.balance_cents} cents, asked for ${balances[i]}`);
  });
  return { id: created.organisation.id, name, key: created.api_key, accounts: [...created.accounts] };
}

export async function getAccount(ctx: SuiteContext, org: Org, id: string): Promise<Account> {
  const { body } = await ctx.call("getAccount", { auth: company(org), pathParams: { id } }, [200]);
  return as<{ account: Account }>(body).account;
}

export async function pay(
  ctx: SuiteContext,
  org: Org,
  fields: { from: Account; to: string; amount: number; reference?: string; endToEnd?: string },
  expected: readonly number[] = [201],
  headers: Record<string, string> = {},
) {
  const body: Record<string, unknown> = {
    from_account_id: fields.from.id,
    to_account_number: fields.to,
    amount_cents: fields.amount,
  };
  if (fields.reference !== undefined) body.reference = fields.reference;
  if (fields.endToEnd !== undefined) body.end_to_end_id = fields.endToEnd;
  const result = await ctx.call("sendPayment", { auth: company(org), body, headers }, expected);
  const payment =
    result.status === 201
      ? as<{ payment: Payment }>(result.body).payment
      : (as<ErrorEnvelope>(result.body).error.details?.payment as Payment | undefined);
  return { ...result, payment };
}

export function expectBalances(
  ctx: SuiteContext,
  account: Account,
  balance: number,
  available: number,
  rule: string,
  when: string,
): void {
  if (account.balance_cents !== balance || account.available_cents !== available)
    ctx.fail(
      rule,
      `${when}: account ${account.id} has balance ${account.balance_cents} / available ${account.available_cents}, expected ${balance} / ${available}`,
    );
}

export async function allTransactions(
  ctx: SuiteContext,
  org: Org,
  accountId: string,
  pageSize = 500,
): Promise<StatementLine[]> {
  const operation = ctx.document.operation("listTransactions");
  const pages = await collectPages(ctx, operation, { auth: company(org), pathParams: { id: accountId } }, pageSize);
  return pages.items as StatementLine[];
}
