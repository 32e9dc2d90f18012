/**
 * The bank's invariants beside the statements (bank-statements.ts): tenant isolation, conservation
 * of money against a model, and the ledger's own audit.
 */
import fc from "fast-check";
import type { Account, AuditReport } from "../../generated/bank/hey/types.gen.js";
import { as, company, currentMode, expectBalances, getAccount, pay, signup, unique } from "./bank-steps.ts";
import type { SuiteContext } from "./context.ts";
import type { Exchange } from "./http.ts";

export async function crossTenant(ctx: SuiteContext) {
  const secret = unique("tenant-secret");
  const owner = await signup(ctx, "ct-owner", [40_000, 0], secret);
  const intruder = await signup(ctx, "ct-intruder", [1_000]);
  const [account, second] = [owner.accounts[0]!, owner.accounts[1]!];
  const payment = (
    await pay(ctx, owner, { from: account, to: second.account_number, amount: 1_234, reference: `${secret}-ref` })
  ).payment!;
  const leaks = (exchange: Exchange) =>
    [secret, account.account_number, second.account_number].filter((value) =>
      exchange.response.bodyText.includes(value),
    );
  const probes: [string, Record<string, unknown>][] = [
    ["getAccount", { pathParams: { id: account.id } }],
    ["listTransactions", { pathParams: { id: account.id } }],
    ["getStatement", { pathParams: { id: account.id } }],
    ["getStatement", { pathParams: { id: account.id }, query: { format: "csv" } }],
    ["getPayment", { pathParams: { id: payment.id } }],
    [
      "sendPayment",
      {
        body: { from_account_id: account.id, to_account_number: intruder.accounts[0]!.account_number, amount_cents: 1 },
      },
    ],
  ];
  for (const [operationId, input] of probes) {
    const operation = ctx.document.operation(operationId);
    const exchange = await ctx.send(operation, { ...input, auth: company(intruder) });
    const { status } = exchange.response;
    if (status !== 403 && status !== 404)
      ctx.fail(
        "tenant-isolation",
        `${operationId} on another organisation's resource answered ${status}, expected 403 or 404`,
        exchange,
        operationId,
      );
    const leaked = leaks(exchange);
    if (leaked.length > 0)
      ctx.fail(
        "tenant-isolation",
        `${operationId}'s refusal leaks the other organisation's data (${leaked.join(", ")})`,
        exchange,
        operationId,
      );
    ctx.assertConforms(operation, exchange);
  }
  const own = as<{ accounts: Account[] }>(
    (await ctx.call("listAccounts", { auth: company(intruder) }, [200])).body,
  ).accounts;
  if (own.some((a) => a.id === account.id || a.id === second.id))
    ctx.fail("tenant-isolation", "listAccounts lists another organisation's account");
  expectBalances(
    ctx,
    await getAccount(ctx, owner, account.id),
    40_000 - 1_234,
    40_000 - 1_234,
    "tenant-isolation",
    "another organisation's payment attempt",
  );
  return { runs: probes.length + 2 };
}

/** One payment between the organisation's own accounts. */
interface TransferCommand {
  readonly from: number;
  readonly to: number;
  readonly amount: number;
}

export async function moneyConserved(ctx: SuiteContext) {
  const mode = await currentMode(ctx);
  const scenario = fc.record({
    openings: fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 3, maxLength: 3 }),
    transfers: fc.array(
      fc.record({
        from: fc.integer({ min: 0, max: 2 }),
        to: fc.integer({ min: 0, max: 2 }),
        amount: fc.integer({ min: 1, max: 150_000 }),
      }),
      { minLength: 1, maxLength: 8 },
    ),
  });
  const runs = await ctx.property(
    "invariant/money-conserved",
    scenario,
    async ({ openings, transfers }: { openings: number[]; transfers: TransferCommand[] }) => {
      const org = await signup(ctx, "ct-money", openings);
      const total = openings.reduce((sum, cents) => sum + cents, 0);
      const balance = [...openings];
      const available = [...openings];
      for (const transfer of transfers) {
        const from = org.accounts[transfer.from]!;
        const to = org.accounts[transfer.to]!;
        // Paying an account to itself is refused with 400 (spec `sendPayment` step 1).
        const expected = transfer.from === transfer.to ? 400 : transfer.amount <= available[transfer.from]! ? 201 : 422;
        const result = await pay(ctx, org, { from, to: to.account_number, amount: transfer.amount }, [expected], {});
        if (expected === 201) {
          available[transfer.from]! -= transfer.amount;
          if (mode === "automatic") {
            balance[transfer.from]! -= transfer.amount;
            balance[transfer.to]! += transfer.amount;
            available[transfer.to]! += transfer.amount;
          } else if (result.payment?.status !== "pending")
            ctx.fail("balance-model", "in manual mode an accepted payment must be pending");
        }
        const accounts = as<{ accounts: Account[] }>(
          (await ctx.call("listAccounts", { auth: company(org) }, [200])).body,
        ).accounts;
        const sum = accounts.reduce((s, a) => s + a.balance_cents, 0);
        if (sum !== total)
          ctx.fail(
            "money-conserved",
            `the organisation's balances sum to ${sum} after internal payments, deposits were ${total}`,
          );
        accounts.forEach((account, i) => {
          if (account.available_cents > account.balance_cents)
            ctx.fail(
              "available-le-balance",
              `account ${account.id}: available ${account.available_cents} > balance ${account.balance_cents}`,
            );
          if (account.balance_cents < 0)
            ctx.fail("no-overdraft", `account ${account.id} went below zero (${account.balance_cents})`);
          if (account.balance_cents !== balance[i] || account.available_cents !== available[i])
            ctx.fail(
              "balance-model",
              `account ${account.id}: balance/available ${account.balance_cents}/${account.available_cents}, the model says ${balance[i]}/${available[i]}`,
            );
        });
      }
    },
    Math.max(2, Math.ceil(ctx.runs / 5)),
  );
  return { runs, note: `settlement mode ${mode}` };
}

export async function audit(ctx: SuiteContext) {
  const { body, exchange } = await ctx.call("getAudit", {}, [200]);
  const report = as<AuditReport>(body);
  if (!report.ok || report.violations.length > 0)
    ctx.fail(
      "ledger-audit",
      `the audit reports ${report.violations.length} violation(s): ${report.violations.map((v) => v.message).join("; ")}`,
      exchange,
    );
  // Money enters by deposits and leaves by withdrawals (a bank of an earlier version reports none).
  const held = report.total_deposits_cents - (report.total_withdrawals_cents ?? 0);
  if (report.total_credits_cents - report.total_debits_cents !== held || held !== report.total_balances_cents)
    ctx.fail(
      "ledger-audit",
      "credits - debits, total deposits - total withdrawals and the sum of balances must be equal",
      exchange,
    );
  return { runs: 1 };
}
