/**
 * The bank's declared flows (specs/bank.openapi.yaml): signup to statement, idempotent replays,
 * manual settlement, reversal, freezing, key rotation and paging.
 */
import type {
  Account,
  ErrorEnvelope,
  MeResponse,
  Payment,
  PaymentList,
  Statement,
  StatementLine,
} from "../../generated/bank/hey/types.gen.js";
import {
  allTransactions,
  as,
  company,
  currentMode,
  expectBalances,
  getAccount,
  pay,
  setMode,
  signup,
  unique,
} from "./bank-steps.ts";
import { NotApplicable, type RequestInput, type SuiteContext } from "./context.ts";
import type { Exchange } from "./http.ts";
import { collectPages } from "./pagination.ts";

export async function signupPayRead(ctx: SuiteContext) {
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

export async function idempotentReplay(ctx: SuiteContext) {
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

export async function pendingSettleReturn(ctx: SuiteContext, restoreTo: string) {
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

export async function reverse(ctx: SuiteContext) {
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

export async function freezeRejects(ctx: SuiteContext) {
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

export async function rotateKey(ctx: SuiteContext) {
  const org = await signup(ctx, "ct-rotate", [0]);
  const oldKey = org.key;
  const { body } = await ctx.call("rotateKey", { auth: company(org) }, [200]);
  const newKey = as<{ api_key: string }>(body).api_key;
  if (newKey === oldKey) ctx.fail("key-rotation", "rotateKey returned the old key");
  await ctx.call("getMe", { auth: { bearer: oldKey } }, [401], "key-rotation");
  await ctx.call("getMe", { auth: { bearer: newKey } }, [200], "key-rotation");
  return { runs: 3 };
}

export async function pagination(ctx: SuiteContext) {
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
