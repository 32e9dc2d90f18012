/**
 * The admin's commands on the PostgreSQL bank ledger: settlement mode, settling, returning and
 * reversing a payment, freezing accounts, deposits and withdrawals. Each is one transaction taking
 * its row locks in the fixed order (settings, payment, accounts by id).
 */
import type { PoolClient } from "../../store/postgres.ts";
import type {
  Account,
  CommandResult,
  Deposit,
  Payment,
  Result,
  ReturnOptions,
  SettlementMode,
  Withdrawal,
} from "../ledger/index.ts";
import {
  checkMoneyInput,
  checkSettlementMode,
  depositCapError,
  fail,
  illegal,
  ok,
  returnReasonText,
  reversalShortError,
  withdrawalShortError,
} from "../ledger/rules.ts";
import { BANK_ACCOUNT_NUMBER, returnReference } from "../ledger/state.ts";
import { Booking, insertDeposit, settlePostings } from "./booking.ts";
import { type AccountFacts, accountView, PAYMENT_COLUMNS, type PaymentRow, paymentOf } from "./rows.ts";
import type { LedgerSession } from "./session.ts";

export async function getSettlementMode(session: LedgerSession): Promise<SettlementMode> {
  const { rows } = await session.query<{ settlement_mode: SettlementMode }>(
    "SELECT settlement_mode FROM bank_settings",
  );
  return rows[0]?.settlement_mode ?? "automatic";
}

export async function setSettlementMode(
  session: LedgerSession,
  mode: SettlementMode,
): Promise<CommandResult<"setSettlementMode", SettlementMode>> {
  const checked = checkSettlementMode(mode);
  if (!checked.ok) return checked;
  return session.command(async (client) => {
    const settings = await session.settings(client, true);
    if (settings.settlement_mode !== mode) {
      await client.query("UPDATE bank_settings SET settlement_mode = $1", [mode]);
      await session.event(client, session.now().iso, "settlement_mode_set", null, mode);
    }
    return ok(mode);
  });
}

/** A payment locked for a transition, with its two accounts locked in id order. */
export async function lockPayment(
  session: LedgerSession,
  client: PoolClient,
  paymentId: string,
): Promise<Result<{ payment: Payment; from: AccountFacts; to: AccountFacts | undefined }, "not_found">> {
  const { rows } = await client.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM bank_payments WHERE id = $1 FOR UPDATE`,
    [paymentId],
  );
  if (rows[0] === undefined) return fail("not_found", `payment ${paymentId} not found`);
  const payment = paymentOf(rows[0]);
  const ids = [payment.from_account_id, payment.to_account_id].filter((id): id is string => id !== null);
  const accounts = await session.lockAccounts(client, ids);
  return ok({
    payment,
    from: accounts.get(payment.from_account_id as string) as AccountFacts,
    to: payment.to_account_id === null ? undefined : accounts.get(payment.to_account_id),
  });
}

export async function settle(session: LedgerSession, paymentId: string): Promise<CommandResult<"settle", Payment>> {
  return session.command(async (client) => {
    const locked = await lockPayment(session, client, paymentId);
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
    const now = session.now(from, to);
    const booking = new Booking(now.iso);
    from.held_cents -= payment.amount_cents;
    settlePostings(booking, payment, from, to);
    await booking.write(client);
    await client.query("UPDATE bank_payments SET status = 'settled', settled_at = $2 WHERE id = $1", [
      paymentId,
      now.iso,
    ]);
    return ok({ ...payment, status: "settled", settled_at: now.iso });
  });
}

export async function returnPayment(
  session: LedgerSession,
  paymentId: string,
  options: ReturnOptions = {},
): Promise<CommandResult<"returnPayment", Payment>> {
  return session.command(async (client) => {
    const locked = await lockPayment(session, client, paymentId);
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
    return ok(await bookReturn(session, client, locked.value, reason.value, false));
  });
}

export async function reverse(
  session: LedgerSession,
  paymentId: string,
  options: ReturnOptions & { force?: boolean } = {},
): Promise<CommandResult<"reverse", Payment>> {
  return session.command(async (client) => {
    const locked = await lockPayment(session, client, paymentId);
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
    return ok(await bookReturn(session, client, locked.value, reason.value, short));
  });
}

/** Books a return (pending) or a reversal (settled) and marks the payment returned. */
export async function bookReturn(
  session: LedgerSession,
  client: PoolClient,
  locked: { payment: Payment; from: AccountFacts; to: AccountFacts | undefined },
  returnReason: string,
  forced: boolean,
): Promise<Payment> {
  const { payment, from } = locked;
  const to = locked.to as AccountFacts;
  const now = session.now(from, to);
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

export async function setStatus(
  session: LedgerSession,
  accountId: string,
  status: "active" | "frozen",
): Promise<Result<Account, "not_found" | "conflict">> {
  return session.command(async (client) => {
    const account = (await session.lockAccounts(client, [accountId])).get(accountId);
    if (account === undefined) return fail("not_found", `account ${accountId} not found`);
    if (account.status === status) return illegal(`account ${accountId} is already ${status}`, status);
    await client.query("UPDATE bank_accounts SET status = $2 WHERE id = $1", [accountId, status]);
    await session.event(client, session.now().iso, "account_status_set", accountId, status);
    return ok(accountView({ ...account, status }));
  });
}

export function freezeAccount(
  session: LedgerSession,
  accountId: string,
): Promise<CommandResult<"freezeAccount", Account>> {
  return setStatus(session, accountId, "frozen");
}

export function unfreezeAccount(
  session: LedgerSession,
  accountId: string,
): Promise<CommandResult<"unfreezeAccount", Account>> {
  return setStatus(session, accountId, "active");
}

export async function deposit(
  session: LedgerSession,
  accountId: string,
  input: { amount_cents: number; reference?: string },
): Promise<CommandResult<"deposit", { deposit: Deposit; account: Account }>> {
  return session.command(async (client) => {
    const settings = await session.settings(client, true);
    const account = (await session.lockAccounts(client, [accountId])).get(accountId);
    if (account === undefined) return fail("not_found", `account ${accountId} not found`);
    const checked = checkMoneyInput(input, "deposit");
    if (!checked.ok) return checked;
    const capped = depositCapError<{ deposit: Deposit; account: Account }>(settings.money_cents, input.amount_cents);
    if (capped) return capped;
    const now = session.now(account);
    const deposit: Deposit = {
      id: session.ids("dep"),
      account_id: accountId,
      amount_cents: input.amount_cents,
      currency: "USD",
      reference: input.reference ?? "DEPOSIT",
      created_at: now.iso,
    };
    await insertDeposit(client, deposit.id, accountId, deposit.amount_cents, {
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

export async function withdraw(
  session: LedgerSession,
  accountId: string,
  input: { amount_cents: number; reference?: string },
): Promise<CommandResult<"withdraw", { withdrawal: Withdrawal; account: Account }>> {
  return session.command(async (client) => {
    await session.settings(client, true);
    const account = (await session.lockAccounts(client, [accountId])).get(accountId);
    if (account === undefined) return fail("not_found", `account ${accountId} not found`);
    const checked = checkMoneyInput(input, "withdrawal");
    if (!checked.ok) return checked;
    const available = account.balance_cents - account.held_cents;
    if (available < input.amount_cents) return withdrawalShortError(accountId, available, input.amount_cents);
    const now = session.now(account);
    const withdrawal: Withdrawal = {
      id: session.ids("wdr"),
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
