/**
 * The bank's profile: the resources conformance points at, and the declared flows and invariants
 * of specs/bank.openapi.yaml (idempotency, settlement, reversal, freezing, key rotation, paging,
 * tenant isolation, conservation of money, statements that agree in every format).
 */
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import type {
  Account,
  AuditReport,
  ErrorEnvelope,
  MeResponse,
  Payment,
  PaymentList,
  SignupResponse,
  Statement,
  StatementLine,
} from "../../generated/bank/hey/types.gen.js";
import {
  type CheckDefinition,
  NotApplicable,
  type RequestInput,
  type ServiceProfile,
  type SuiteContext,
} from "./context.ts";
import type { Exchange } from "./http.ts";
import { bankProtocolChecks } from "./hygiene.ts";
import { collectPages } from "./pagination.ts";
import type { OperationSpec } from "./spec.ts";
import { htmlTableRows, majorUnits, neutraliseFormula, parseCsv, STATEMENT_CSV_HEADER } from "./statement-formats.ts";

/** An organisation the suite opened, with its current key. */
interface Org {
  readonly id: string;
  readonly name: string;
  key: string;
  readonly accounts: Account[];
}

/** Opening balances stay small so a run never approaches the bank's deposit limit (2^53-1 in total). */
const SMALL_AMOUNT_MAX = 500_000;

/**
 * Every organisation the suite opens carries this slug prefix (and its name this word), so an
 * operator can tell test data from real in the public directory and `--cleanup` can find it.
 */
export const TEST_SLUG_PREFIX = "ck-test-";

function unique(label: string): string {
  return `${TEST_SLUG_PREFIX}${label}-${randomUUID().slice(0, 8)}`;
}

function company(org: Org) {
  return { bearer: org.key } as const;
}

/** Reads a JSON body as the type its schema already proved. */
function as<T>(body: unknown): T {
  return body as T;
}

export class BankProfile implements ServiceProfile {
  readonly name = "bank";
  readonly #adminKey: string | undefined;
  /** The organisation generated requests act as. */
  #main: Org | undefined;
  /** A second organisation: its account numbers are payment targets. */
  #other: Org | undefined;
  readonly #paymentIds: string[] = [];
  /** Makes generated names unique per run: a slug derived from a name is taken after the first run. */
  readonly #nonce = randomUUID().slice(0, 8);
  #originalMode: string | undefined;

  constructor(adminKey: string | undefined) {
    this.#adminKey = adminKey;
  }

  credential(scheme: string): string | undefined {
    if (scheme === "adminKey") return this.#adminKey;
    if (scheme === "companyKey") return this.#main?.key;
    return undefined;
  }

  async prepare(ctx: SuiteContext): Promise<void> {
    await ctx.setupCall("getHealth", {});
    if (this.#adminKey) {
      const { body } = await ctx.setupCall("getSettlementMode", {});
      this.#originalMode = as<{ settlement_mode: string }>(body).settlement_mode;
      await ctx.setupCall("setSettlementMode", { body: { settlement_mode: "automatic" } });
    }
    const open = async (label: string, balances: number[]): Promise<Org> => {
      const name = unique(label);
      const created = as<SignupResponse>(
        (
          await ctx.setupCall("signup", {
            auth: "none",
            body: {
              name,
              accounts: balances.map((cents, i) => ({ name: `Account ${i + 1}`, opening_balance_cents: cents })),
            },
          })
        ).body,
      );
      return { id: created.organisation.id, name, key: created.api_key, accounts: [...created.accounts] };
    };
    this.#main = await open("contract-test-main", [SMALL_AMOUNT_MAX, SMALL_AMOUNT_MAX]);
    this.#other = await open("contract-test-other", [SMALL_AMOUNT_MAX]);
    const { body } = await ctx.setupCall("sendPayment", {
      auth: company(this.#main),
      body: {
        from_account_id: this.#main.accounts[0]!.id,
        to_account_number: this.#other.accounts[0]!.account_number,
        amount_cents: 100,
      },
    });
    this.#paymentIds.push(as<{ payment: Payment }>(body).payment.id);
  }

  pathValues(operation: OperationSpec, parameter: string): readonly string[] {
    const segments = operation.path.split("/");
    const collection = segments[segments.indexOf(`{${parameter}}`) - 1];
    if (collection === "accounts") return this.#main?.accounts.map((a) => a.id) ?? [];
    if (collection === "payments") return this.#paymentIds;
    return [];
  }

  hint(name: string, generated: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
    const mix = (known: readonly string[]) =>
      known.length > 0
        ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: generated })
        : generated;
    switch (name) {
      case "from_account_id":
        return mix(this.#main?.accounts.map((a) => a.id) ?? []);
      case "to_account_number":
        return mix([...(this.#main?.accounts ?? []), ...(this.#other?.accounts ?? [])].map((a) => a.account_number));
      case "amount_cents":
        return fc.integer({ min: 1, max: SMALL_AMOUNT_MAX });
      case "opening_balance_cents":
        return fc.integer({ min: 0, max: SMALL_AMOUNT_MAX });
      case "name":
        // Tagged (a name without a slug derives its slug from it); within maxLength 120.
        return generated.map((name) => `${TEST_SLUG_PREFIX}${this.#nonce} ${String(name)}`.slice(0, 120));
      case "slug":
        // Still matches ^[a-z0-9]+(-[a-z0-9]+)*$ and maxLength 63: the prefix and nonce are lowercase.
        return generated.map((slug) =>
          `${TEST_SLUG_PREFIX}${this.#nonce}-${String(slug)}`.slice(0, 63).replace(/-+$/, ""),
        );
      case "from":
      case "to": {
        // Real calendar dates and date-times; the schema's pattern alone also yields impossible dates (400).
        const instant = fc
          .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) })
          .map((ms) => new Date(ms).toISOString());
        return fc.oneof(
          { weight: 2, arbitrary: instant },
          { weight: 2, arbitrary: instant.map((iso) => iso.slice(0, 10)) },
          { weight: 1, arbitrary: generated },
        );
      }
      default:
        return generated;
    }
  }

  observe(operation: OperationSpec, exchange: Exchange): void {
    const { status, bodyText } = exchange.response;
    if (status < 200 || status >= 300) return;
    let body: unknown;
    try {
      body = JSON.parse(bodyText);
    } catch {
      return;
    }
    // A rotated key replaces the old one at once (spec `rotateKey`); keep acting as the same organisation.
    if (operation.operationId === "rotateKey" && this.#main) {
      const key = (body as { api_key?: unknown }).api_key;
      if (typeof key === "string") this.#main.key = key;
    }
    if (operation.operationId === "sendPayment") {
      const id = (body as { payment?: { id?: unknown } }).payment?.id;
      if (typeof id === "string" && this.#paymentIds.length < 50) this.#paymentIds.push(id);
    }
  }

  async finish(ctx: SuiteContext): Promise<void> {
    if (this.#adminKey && this.#originalMode)
      await ctx.setupCall("setSettlementMode", { body: { settlement_mode: this.#originalMode } });
  }

  flows(): readonly CheckDefinition[] {
    const needsAdmin = (): void => {
      if (!this.#adminKey) throw new NotApplicable("needs the admin key (pass --admin-key)");
    };
    // Conformance may have switched the bank to manual settlement; every flow starts from automatic.
    const fromAutomatic = (check: CheckDefinition): CheckDefinition => ({
      ...check,
      run: async (ctx) => {
        if (this.#adminKey) await setMode(ctx, "automatic");
        return check.run(ctx);
      },
    });
    const checks: CheckDefinition[] = [
      {
        id: "flow/signup-pay-read",
        group: "flow",
        title: "signup -> open account -> pay -> read payment, transactions and statement",
        run: (ctx) => signupPayRead(ctx),
      },
      {
        id: "flow/idempotent-replay",
        group: "flow",
        title: "a replayed payment is byte-identical with Idempotent-Replayed: true; another body is 409",
        run: (ctx) => idempotentReplay(ctx),
      },
      {
        id: "flow/pending-settle-return",
        group: "flow",
        title: "manual settlement: pending holds, settle moves the money, return releases it",
        run: async (ctx) => {
          needsAdmin();
          return pendingSettleReturn(ctx, this.#originalMode ?? "automatic");
        },
      },
      {
        id: "flow/reverse",
        group: "flow",
        title: "reversing a settled payment moves the money back; a second reversal is 409",
        run: async (ctx) => {
          needsAdmin();
          return reverse(ctx);
        },
      },
      {
        id: "flow/freeze-rejects",
        group: "flow",
        title: "a payment to a frozen account is a recorded 422 rejection",
        run: async (ctx) => {
          needsAdmin();
          return freezeRejects(ctx);
        },
      },
      {
        id: "flow/rotate-key",
        group: "flow",
        title: "after key rotation the old key gets 401",
        run: (ctx) => rotateKey(ctx),
      },
      {
        id: "flow/pagination",
        group: "flow",
        title: "paging through transactions covers the list exactly once",
        run: (ctx) => pagination(ctx),
      },
      {
        id: "flow/cross-tenant",
        group: "flow",
        title: "another organisation's resources are refused (403/404) without leaking data",
        run: (ctx) => crossTenant(ctx),
      },
      {
        id: "invariant/money-conserved",
        group: "invariant",
        title: "payments inside an organisation conserve money; available <= balance; balances follow a model",
        run: (ctx) => moneyConserved(ctx),
      },
      {
        id: "invariant/statement-consistency",
        group: "invariant",
        title: "balance = statement; running balances add up; transactions, csv, json and html agree line for line",
        run: (ctx) => statementConsistency(ctx),
      },
      {
        id: "invariant/audit",
        group: "invariant",
        title: "the bank's own audit proves the ledger invariants",
        run: async (ctx) => {
          needsAdmin();
          return audit(ctx);
        },
      },
    ];
    return [...checks.map(fromAutomatic), ...bankProtocolChecks()];
  }
}

async function setMode(ctx: SuiteContext, mode: string): Promise<void> {
  const { body } = await ctx.call("setSettlementMode", { body: { settlement_mode: mode } }, [200], "setup");
  const answered = as<{ settlement_mode: string }>(body).settlement_mode;
  if (answered !== mode) ctx.fail("settlement-mode", `setSettlementMode(${mode}) answered settlement_mode ${answered}`);
}

/** The settlement mode in force, read from the public health document. */
async function currentMode(ctx: SuiteContext): Promise<string> {
  const { body } = await ctx.call("getHealth", {}, [200]);
  return as<{ settlement_mode: string }>(body).settlement_mode;
}

async function signup(
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

async function getAccount(ctx: SuiteContext, org: Org, id: string): Promise<Account> {
  const { body } = await ctx.call("getAccount", { auth: company(org), pathParams: { id } }, [200]);
  return as<{ account: Account }>(body).account;
}

async function pay(
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

function expectBalances(
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

async function allTransactions(
  ctx: SuiteContext,
  org: Org,
  accountId: string,
  pageSize = 500,
): Promise<StatementLine[]> {
  const operation = ctx.document.operation("listTransactions");
  const pages = await collectPages(ctx, operation, { auth: company(org), pathParams: { id: accountId } }, pageSize);
  return pages.items as StatementLine[];
}

async function signupPayRead(ctx: SuiteContext) {
  const org = await signup(ctx, "ct-flow", [50_000]);
  const me = as<MeResponse>((await ctx.call("getMe", { auth: company(org) }, [200])).body);
  if (me.organisation.id !== org.id || me.accounts.length !== 1)
    ctx.fail("flow-data", "getMe does not show the organisation just signed up");
  const opened = as<{ account: Account }>(
    (await ctx.call("openAccount", { auth: company(org), body: { name: "Savings" } }, [201])).body,
  ).account;
  if (opened.status !== "active" || opened.balance_cents !== 0 || opened.available_cents !== 0)
    ctx.fail("flow-data", `a new account must be active with 0 cents, got ${opened.status} / ${opened.balance_cents}`);
  const listed = as<{ accounts: Account[] }>(
    (await ctx.call("listAccounts", { auth: company(org) }, [200])).body,
  ).accounts;
  if (listed.map((a) => a.id).join() !== [org.accounts[0]!.id, opened.id].join())
    ctx.fail("flow-data", "listAccounts must list the organisation's accounts in opening order");
  const mode = await currentMode(ctx);
  const from = org.accounts[0]!;
  const sent = await pay(ctx, org, {
    from,
    to: opened.account_number,
    amount: 12_345,
    reference: "CT-INVOICE-1",
    endToEnd: "E2E-1",
  });
  const payment = sent.payment!;
  const expectedStatus = mode === "manual" ? "pending" : "settled";
  if (payment.status !== expectedStatus)
    ctx.fail("flow-data", `in ${mode} mode a payment must be ${expectedStatus}, got ${payment.status}`);
  const read = as<{ payment: Payment }>(
    (await ctx.call("getPayment", { auth: company(org), pathParams: { id: payment.id } }, [200])).body,
  ).payment;
  if (read.id !== payment.id || read.amount_cents !== 12_345 || read.reference !== "CT-INVOICE-1")
    ctx.fail("flow-data", "getPayment does not return the payment just sent");
  const listedPayments = as<PaymentList>((await ctx.call("listPayments", { auth: company(org) }, [200])).body).payments;
  if (!listedPayments.some((p) => p.id === payment.id))
    ctx.fail("flow-data", "listPayments does not list the payment just sent");
  const sender = await getAccount(ctx, org, from.id);
  const receiver = await getAccount(ctx, org, opened.id);
  if (expectedStatus === "settled") {
    expectBalances(ctx, sender, 50_000 - 12_345, 50_000 - 12_345, "flow-data", "after a settled payment");
    expectBalances(ctx, receiver, 12_345, 12_345, "flow-data", "after a settled payment");
    const lines = await allTransactions(ctx, org, from.id);
    const newest = lines[0];
    if (
      !newest ||
      newest.transfer_id !== payment.id ||
      newest.direction !== "DR" ||
      newest.amount_cents !== 12_345 ||
      newest.end_to_end_id !== "E2E-1"
    )
      ctx.fail("flow-data", "the sender's newest transaction must be the payment's DR");
    const credit = (await allTransactions(ctx, org, opened.id))[0];
    if (!credit || credit.transfer_id !== payment.id || credit.direction !== "CR")
      ctx.fail("flow-data", "the receiver's newest transaction must be the payment's CR");
  } else expectBalances(ctx, sender, 50_000, 50_000 - 12_345, "flow-data", "after a pending payment");
  const statement = as<Statement>(
    (await ctx.call("getStatement", { auth: company(org), pathParams: { id: from.id } }, [200])).body,
  );
  if (statement.closing_balance_cents !== sender.balance_cents)
    ctx.fail(
      "balance-equals-statement",
      `statement closes at ${statement.closing_balance_cents}, the account's balance is ${sender.balance_cents}`,
    );
  return { runs: 11, note: `settlement mode ${mode}` };
}

async function idempotentReplay(ctx: SuiteContext) {
  const org = await signup(ctx, "ct-idem", [100_000, 0]);
  const [from, to] = [org.accounts[0]!, org.accounts[1]!];
  const operation = ctx.document.operation("sendPayment");
  const headers = { "Idempotency-Key": unique("ct-idem-key") };
  const body = {
    from_account_id: from.id,
    to_account_number: to.account_number,
    amount_cents: 1_000,
    reference: "IDEM",
  };
  // The semantics are judged first and the contract of every response last, so a broken replay is
  // reported as such even when a response also breaks the schema.
  const exchanges: Exchange[] = [];
  const send = async (input: RequestInput, expected: number, rule: string) => {
    const exchange = await ctx.send(operation, { auth: company(org), headers, ...input });
    exchanges.push(exchange);
    if (exchange.response.status !== expected)
      ctx.fail(rule, `sendPayment answered ${exchange.response.status}, expected ${expected}`, exchange, "sendPayment");
    return exchange;
  };
  const first = await send({ body }, 201, "flow-status");
  if (first.response.headers["idempotent-replayed"] === "true")
    ctx.fail("idempotent-replay", "a first response must not say Idempotent-Replayed: true", first);
  const before = await getAccount(ctx, org, from.id);
  // Same members in another order: bodies are compared as canonical JSON (spec `sendPayment`).
  const reordered = JSON.stringify({
    reference: "IDEM",
    amount_cents: 1_000,
    to_account_number: to.account_number,
    from_account_id: from.id,
  });
  for (const replay of [{ body }, { rawBody: reordered }]) {
    const again = await send(replay, 201, "idempotent-replay");
    if (again.response.bodyText !== first.response.bodyText)
      ctx.fail(
        "idempotent-replay",
        "a replay with the same Idempotency-Key and body must return the original body byte for byte",
        again,
      );
    if (again.response.headers["idempotent-replayed"] !== "true")
      ctx.fail("idempotent-replay", "a replay must carry Idempotent-Replayed: true", again);
  }
  const after = await getAccount(ctx, org, from.id);
  if (after.balance_cents !== before.balance_cents || after.available_cents !== before.available_cents)
    ctx.fail(
      "idempotent-replay",
      `a replay moved money again: balance ${before.balance_cents} -> ${after.balance_cents}`,
    );
  const payments = as<PaymentList>((await ctx.call("listPayments", { auth: company(org) }, [200])).body).payments;
  const recorded = payments.filter((p) => p.reference === "IDEM").length;
  if (recorded !== 1) ctx.fail("idempotent-replay", `the key's payment must be recorded once, found ${recorded}`);
  const conflict = await send({ body: { ...body, amount_cents: 2_000 } }, 409, "idempotency-conflict");
  if ((JSON.parse(conflict.response.bodyText) as Partial<ErrorEnvelope>).error?.code !== "conflict")
    ctx.fail("idempotency-conflict", "a reused key with another body must be 409 conflict", conflict);
  // A recorded rejection (422) is replayed like a 201.
  const rejectedInput = {
    headers: { "Idempotency-Key": unique("ct-idem-reject") },
    body: { from_account_id: from.id, to_account_number: "0000000001", amount_cents: 10 },
  };
  const rejected = await send(rejectedInput, 422, "flow-status");
  const rejectedAgain = await send(rejectedInput, 422, "idempotent-replay");
  if (
    rejectedAgain.response.bodyText !== rejected.response.bodyText ||
    rejectedAgain.response.headers["idempotent-replayed"] !== "true"
  )
    ctx.fail(
      "idempotent-replay",
      "a replayed 422 rejection must be byte-identical with Idempotent-Replayed: true",
      rejectedAgain,
    );
  for (const exchange of exchanges) ctx.assertConforms(operation, exchange);
  return { runs: exchanges.length + 3 };
}

async function pendingSettleReturn(ctx: SuiteContext, restoreTo: string) {
  const org = await signup(ctx, "ct-manual", [100_000, 0]);
  const [from, to] = [org.accounts[0]!, org.accounts[1]!];
  await setMode(ctx, "manual");
  try {
    const held = (await pay(ctx, org, { from, to: to.account_number, amount: 10_000, reference: "CT-HOLD" })).payment!;
    if (held.status !== "pending")
      ctx.fail("settlement", `in manual mode a payment must be pending, got ${held.status}`);
    expectBalances(
      ctx,
      await getAccount(ctx, org, from.id),
      100_000,
      90_000,
      "settlement",
      "a pending payment holds its amount",
    );
    const settled = as<{ payment: Payment }>(
      (await ctx.call("settlePayment", { pathParams: { id: held.id } }, [200], "settlement")).body,
    ).payment;
    if (settled.status !== "settled" || settled.settled_at === null)
      ctx.fail("settlement", "settle must answer the settled payment with settled_at");
    expectBalances(ctx, await getAccount(ctx, org, from.id), 90_000, 90_000, "settlement", "after settling");
    expectBalances(ctx, await getAccount(ctx, org, to.id), 10_000, 10_000, "settlement", "after settling");
    await ctx.call("settlePayment", { pathParams: { id: held.id } }, [409], "illegal-transition");

    const toReturn = (await pay(ctx, org, { from, to: to.account_number, amount: 5_000, reference: "CT-RET" }))
      .payment!;
    const returned = as<{ payment: Payment }>(
      (
        await ctx.call(
          "returnPayment",
          { pathParams: { id: toReturn.id }, body: { reason: "R23" } },
          [200],
          "settlement",
        )
      ).body,
    ).payment;
    if (returned.status !== "returned" || returned.return_reason !== "R23: credit refused by receiver")
      ctx.fail(
        "settlement",
        `a returned payment must be returned with R23's text, got ${returned.status} / ${returned.return_reason}`,
      );
    expectBalances(
      ctx,
      await getAccount(ctx, org, from.id),
      90_000,
      90_000,
      "settlement",
      "returning releases the hold",
    );
    const lines = (await allTransactions(ctx, org, from.id)).filter((line) => line.transfer_id === toReturn.id);
    const debit = lines.find((l) => l.direction === "DR" && l.reference === "CT-RET");
    const credit = lines.find((l) => l.direction === "CR" && l.reference === "RETURN CT-RET");
    if (lines.length !== 2 || !debit || !credit || debit.value_date !== null || credit.value_date !== null)
      ctx.fail(
        "settlement",
        "a returned pending payment must write its DR and the RETURN CR, both with value_date null",
      );
  } finally {
    await setMode(ctx, restoreTo === "manual" ? "automatic" : restoreTo);
  }
  return { runs: 12 };
}

async function reverse(ctx: SuiteContext) {
  await setMode(ctx, "automatic");
  const sender = await signup(ctx, "ct-rev-a", [20_000]);
  const receiver = await signup(ctx, "ct-rev-b", [0]);
  const payment = (
    await pay(ctx, sender, {
      from: sender.accounts[0]!,
      to: receiver.accounts[0]!.account_number,
      amount: 7_000,
      reference: "CT-REV",
    })
  ).payment!;
  if (payment.status !== "settled")
    ctx.fail("reversal", `in automatic mode a payment must settle, got ${payment.status}`);
  const reversed = as<{ payment: Payment }>(
    (await ctx.call("reversePayment", { pathParams: { id: payment.id } }, [200], "reversal")).body,
  ).payment;
  if (reversed.status !== "returned" || reversed.returned_at === null)
    ctx.fail("reversal", "a reversed payment must be returned with returned_at");
  expectBalances(
    ctx,
    await getAccount(ctx, sender, sender.accounts[0]!.id),
    20_000,
    20_000,
    "reversal",
    "the sender after a reversal",
  );
  expectBalances(
    ctx,
    await getAccount(ctx, receiver, receiver.accounts[0]!.id),
    0,
    0,
    "reversal",
    "the receiver after a reversal",
  );
  await ctx.call("reversePayment", { pathParams: { id: payment.id } }, [409], "illegal-transition");
  return { runs: 7 };
}

async function freezeRejects(ctx: SuiteContext) {
  const org = await signup(ctx, "ct-freeze", [30_000, 0]);
  const [from, frozen] = [org.accounts[0]!, org.accounts[1]!];
  const account = as<{ account: Account }>(
    (await ctx.call("freezeAccount", { pathParams: { id: frozen.id } }, [200], "freeze")).body,
  ).account;
  if (account.status !== "frozen") ctx.fail("freeze", `freeze must answer the frozen account, got ${account.status}`);
  try {
    await ctx.call("freezeAccount", { pathParams: { id: frozen.id } }, [409], "illegal-transition");
    const rejected = await pay(
      ctx,
      org,
      { from, to: frozen.account_number, amount: 1_000, reference: "CT-FROZEN" },
      [422],
    );
    const recorded = rejected.payment;
    if (recorded?.status !== "rejected" || !recorded.return_reason?.startsWith("R16"))
      ctx.fail(
        "freeze",
        "a payment to a frozen account must be a 422 naming the recorded rejected payment with R16",
        rejected.exchange,
      );
    const read = as<{ payment: Payment }>(
      (await ctx.call("getPayment", { auth: company(org), pathParams: { id: recorded.id } }, [200], "freeze")).body,
    ).payment;
    if (read.status !== "rejected")
      ctx.fail("freeze", `the rejected payment must be recorded as rejected, reads ${read.status}`);
    const listed = as<PaymentList>(
      (await ctx.call("listPayments", { auth: company(org), query: { status: "rejected" } }, [200])).body,
    ).payments;
    if (!listed.some((p) => p.id === recorded.id))
      ctx.fail("freeze", "listPayments?status=rejected must list the recorded rejection");
    expectBalances(
      ctx,
      await getAccount(ctx, org, from.id),
      30_000,
      30_000,
      "freeze",
      "a rejected payment moves no money",
    );
  } finally {
    await ctx.call("unfreezeAccount", { pathParams: { id: frozen.id } }, [200], "freeze");
  }
  return { runs: 8 };
}

async function rotateKey(ctx: SuiteContext) {
  const org = await signup(ctx, "ct-rotate", [0]);
  const oldKey = org.key;
  const { body } = await ctx.call("rotateKey", { auth: company(org) }, [200]);
  const newKey = as<{ api_key: string }>(body).api_key;
  if (newKey === oldKey) ctx.fail("key-rotation", "rotateKey returned the old key");
  await ctx.call("getMe", { auth: { bearer: oldKey } }, [401], "key-rotation");
  await ctx.call("getMe", { auth: { bearer: newKey } }, [200], "key-rotation");
  return { runs: 3 };
}

async function pagination(ctx: SuiteContext) {
  const org = await signup(ctx, "ct-pages", [100_000, 0]);
  const [from, to] = [org.accounts[0]!, org.accounts[1]!];
  const mode = await currentMode(ctx);
  if (mode !== "automatic") throw new NotApplicable("pending payments write no postings; needs automatic settlement");
  for (let i = 1; i <= 6; i++)
    await pay(ctx, org, { from, to: to.account_number, amount: 100 + i, reference: `CT-PAGE-${i}` });
  const operation = ctx.document.operation("listTransactions");
  const whole = await collectPages(ctx, operation, { auth: company(org), pathParams: { id: from.id } }, 500);
  if (whole.items.length !== 7)
    ctx.fail("pagination", `the account has 7 postings, one page of 500 lists ${whole.items.length}`);
  for (const size of [1, 3]) {
    const paged = await collectPages(ctx, operation, { auth: company(org), pathParams: { id: from.id } }, size);
    const seen = paged.items.map((item) => JSON.stringify(item));
    if (new Set(seen).size !== seen.length) ctx.fail("pagination", `pages of ${size} repeat a posting`);
    if (seen.join("\n") !== whole.items.map((item) => JSON.stringify(item)).join("\n"))
      ctx.fail(
        "pagination",
        `pages of ${size} do not cover the list exactly once in order (${seen.length} vs ${whole.items.length} items)`,
      );
  }
  const dates = (whole.items as StatementLine[]).map((line) => line.date);
  if (dates.some((date, i) => i > 0 && date > dates[i - 1]!))
    ctx.fail("pagination", "transactions must be listed newest first");
  return { runs: 3 };
}

async function crossTenant(ctx: SuiteContext) {
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

async function moneyConserved(ctx: SuiteContext) {
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

/**
 * Whether a row shows an instant: as the ISO text itself, or as a date a reader sees
 * (`1 Mar 2025 10:00:05`, UTC) that names the same second.
 */
function showsInstant(cells: readonly string[], iso: string): boolean {
  if (cells.includes(iso)) return true;
  const second = Math.floor(Date.parse(iso) / 1000) * 1000;
  return cells.some((cell) => Date.parse(`${cell} UTC`) === second);
}

function expectLine(ctx: SuiteContext, rule: string, ok: boolean, message: string, exchange?: Exchange): void {
  if (!ok) ctx.fail(rule, message, exchange);
}

async function statementConsistency(ctx: SuiteContext) {
  const org = await signup(ctx, "ct-statement", [80_000, 5_000]);
  const [a, b] = [org.accounts[0]!, org.accounts[1]!];
  // Free text that needs escaping in HTML and neutralising in CSV.
  await pay(ctx, org, {
    from: a,
    to: b.account_number,
    amount: 12_345,
    reference: '=SUM(A1) <b>"x", y</b>',
    endToEnd: "@e2e",
  });
  await pay(ctx, org, { from: b, to: a.account_number, amount: 999, reference: "back & forth" });
  await pay(ctx, org, { from: b, to: a.account_number, amount: 10_000_000, reference: "too much" }, [422]);
  let checked = 0;
  for (const account of [a, b]) {
    const current = await getAccount(ctx, org, account.id);
    if (current.available_cents > current.balance_cents)
      ctx.fail(
        "available-le-balance",
        `account ${current.id}: available ${current.available_cents} > balance ${current.balance_cents}`,
      );
    const json = await ctx.call("getStatement", { auth: company(org), pathParams: { id: account.id } }, [200]);
    const statement = as<Statement>(json.body);
    expectLine(
      ctx,
      "balance-equals-statement",
      statement.closing_balance_cents === current.balance_cents,
      `statement of ${account.id} closes at ${statement.closing_balance_cents}, the balance is ${current.balance_cents}`,
      json.exchange,
    );
    let running = statement.opening_balance_cents;
    for (const line of statement.lines) {
      running += line.direction === "CR" ? line.amount_cents : -line.amount_cents;
      expectLine(
        ctx,
        "running-balance",
        line.running_balance_cents === running,
        `line ${line.transfer_id} shows running balance ${line.running_balance_cents}, the lines add up to ${running}`,
        json.exchange,
      );
    }
    expectLine(
      ctx,
      "balance-equals-statement",
      running === statement.closing_balance_cents,
      `the lines add up to ${running}, the statement closes at ${statement.closing_balance_cents}`,
      json.exchange,
    );
    const transactions = await allTransactions(ctx, org, account.id, 2);
    expectLine(
      ctx,
      "statement-formats-agree",
      JSON.stringify([...transactions].reverse()) === JSON.stringify(statement.lines),
      `the transactions list (newest first) and the statement lines (oldest first) of ${account.id} differ`,
    );

    const csv = await ctx.call(
      "getStatement",
      { auth: company(org), pathParams: { id: account.id }, query: { format: "csv" } },
      [200],
    );
    const rows = parseCsv(csv.exchange.response.bodyText);
    expectLine(
      ctx,
      "statement-formats-agree",
      rows[0]?.join(",") === STATEMENT_CSV_HEADER.join(","),
      "the CSV header is not the documented one",
      csv.exchange,
    );
    expectLine(
      ctx,
      "statement-formats-agree",
      rows.length - 1 === statement.lines.length,
      `the CSV has ${rows.length - 1} lines, the JSON statement ${statement.lines.length}`,
      csv.exchange,
    );
    statement.lines.forEach((line, i) => {
      const expected = [
        line.date,
        line.value_date ?? "",
        line.account_number,
        line.counterparty_account_number,
        line.direction,
        majorUnits(line.amount_cents),
        line.currency,
        neutraliseFormula(line.reference),
        line.transfer_id,
        neutraliseFormula(line.end_to_end_id ?? ""),
        majorUnits(line.running_balance_cents),
      ];
      expectLine(
        ctx,
        "statement-formats-agree",
        rows[i + 1]?.join("\u241f") === expected.join("\u241f"),
        `CSV line ${i + 1} ${JSON.stringify(rows[i + 1])} does not match JSON line ${JSON.stringify(expected)}`,
        csv.exchange,
      );
    });

    const html = await ctx.call(
      "getStatement",
      { auth: company(org), pathParams: { id: account.id }, query: { format: "html" } },
      [200],
    );
    const htmlRows = htmlTableRows(html.exchange.response.bodyText);
    expectLine(
      ctx,
      "statement-formats-agree",
      htmlRows.length === statement.lines.length,
      `the HTML table has ${htmlRows.length} rows, the JSON statement ${statement.lines.length} lines`,
      html.exchange,
    );
    statement.lines.forEach((line, i) => {
      const cells = (htmlRows[i] ?? []).map((cell) => cell.replace(/,(?=\d{3}\b)/g, ""));
      // A cell may hold several values (a transfer id and an end-to-end id), one per line.
      const words = cells.flatMap((cell) => cell.split(/\s+/));
      const amount = majorUnits(line.amount_cents);
      const ok =
        showsInstant(cells, line.date) &&
        words.includes(line.transfer_id) &&
        cells.includes(line.reference) &&
        cells.includes(majorUnits(line.running_balance_cents)) &&
        (cells.includes(amount) || cells.includes(`-${amount}`) || cells.includes(`+${amount}`));
      expectLine(
        ctx,
        "statement-formats-agree",
        ok,
        `HTML row ${i + 1} ${JSON.stringify(htmlRows[i])} does not show JSON line ${line.transfer_id} (date, reference, amount, running balance)`,
        html.exchange,
      );
    });
    checked += 1;
  }
  return { runs: checked };
}

async function audit(ctx: SuiteContext) {
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

/** What `contract-test bank --cleanup` did. */
export interface CleanupResult {
  /** Organisations whose slug starts with {@link TEST_SLUG_PREFIX}. */
  organisations: number;
  /** Accounts frozen now. */
  frozen: number;
  /** Accounts that were frozen already. */
  alreadyFrozen: number;
}

/**
 * Deactivates what contract-test runs left in a bank: every account of every organisation tagged
 * {@link TEST_SLUG_PREFIX} is frozen (`POST /admin/accounts/{id}/freeze`), so nothing can pay into
 * it or out of it. The bank's API has no route that deletes an organisation or an account, so they
 * stay listed in the directory, frozen. Throws when the server refuses the admin listing.
 */
export async function cleanupTestOrganisations(baseUrl: string, adminKey: string): Promise<CleanupResult> {
  const base = baseUrl.replace(/\/+$/, "");
  const headers = { authorization: `Bearer ${adminKey}` };
  const listing = await fetch(`${base}/admin/organisations`, { headers });
  if (listing.status !== 200) {
    await listing.arrayBuffer();
    throw new Error(
      `GET /admin/organisations answered ${listing.status}; cleanup needs the admin listing and the bank's admin key`,
    );
  }
  const { organisations } = (await listing.json()) as {
    organisations: Array<{ slug: string; accounts: Array<{ id: string; status: string }> }>;
  };
  const tagged = organisations.filter((organisation) => organisation.slug.startsWith(TEST_SLUG_PREFIX));
  const result: CleanupResult = { organisations: tagged.length, frozen: 0, alreadyFrozen: 0 };
  for (const account of tagged.flatMap((organisation) => organisation.accounts)) {
    if (account.status !== "active") {
      result.alreadyFrozen++;
      continue;
    }
    const response = await fetch(`${base}/admin/accounts/${encodeURIComponent(account.id)}/freeze`, {
      method: "POST",
      headers,
    });
    await response.arrayBuffer();
    if (response.status === 200) result.frozen++;
    else if (response.status === 409) result.alreadyFrozen++;
    else throw new Error(`POST /admin/accounts/${account.id}/freeze answered ${response.status}`);
  }
  return result;
}
