/**
 * Payments of the PostgreSQL bank ledger. Sending one is one statement, the plpgsql function
 * `bank_send_payment` (migrations.ts, versions 3 and 4), called outside BEGIN/COMMIT: it is its own
 * transaction, one round trip, and the payer's row lock is held for that call only. Payments that
 * queue up go several to a call (payment-batches.ts). Input checks and the words
 * of every answer stay here, from rules.ts, as on the JSON store.
 */
import type { PoolClient } from "../../store/postgres.ts";
import type {
  CommandResult,
  IdempotencyOptions,
  IdempotentReply,
  OwnedAccountErrorCode,
  Payment,
  PaymentsQuery,
  Result,
  SendPaymentInput,
  StoredResponse,
} from "../ledger/index.ts";
import {
  checkPaymentInput,
  checkPaymentsQuery,
  describeReturnReason,
  fail,
  idempotencyKeyError,
  ok,
  paymentOutcome,
  selfPaymentError,
} from "../ledger/rules.ts";
import type { PaymentArguments } from "./payment-batches.ts";
import { PAYMENT_COLUMNS, type PaymentRow, paymentOf } from "./rows.ts";
import { type LedgerSession, unavailableError } from "./session.ts";

/** What `bank_send_payment` answers (migrations.ts, versions 3 and 4). */
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
export interface SendPaymentRow extends PaymentRow {
  outcome: SendOutcome;
  response: StoredResponse | null;
}

/** The texts of the refusals the function decides, in its order (rules.ts `decidePayment`). */
const SEND_PAYMENT_REASONS: string[] = (["R04", "R03", "R16", "R01"] as const).map((code) =>
  describeReturnReason(code),
);

/**
 * One payment as one statement: `bank_send_payment` (migrations.ts, versions 3 and 4) claims the key,
 * locks, decides and writes, outside BEGIN/COMMIT, so it is its own transaction and the payer's row
 * lock is held for one server-side call; when payments queue up, several go as one call of
 * `bank_send_payments` (payment-batches.ts). Input checks and the error texts stay here (rules.ts).
 */
export async function sendPaymentCall(
  session: LedgerSession,
  organisationId: string,
  input: SendPaymentInput,
  key: { key: string; requestHash: string } | null,
): Promise<{ outcome: SendOutcome; checked: Result<SendPaymentInput, "bad_request">; row: SendPaymentRow }> {
  const checked = checkPaymentInput(input);
  const valid = checked.ok;
  const clock = session.clock().getTime();
  // An id is taken only for a payment that is recorded; one the call did not use is kept for the next.
  const paymentId = valid ? (session.spareIds.shift() ?? session.ids("pay")) : null;
  const args: PaymentArguments = [
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
  ];
  let row: SendPaymentRow;
  try {
    row = await session.paymentBatches.send(
      args,
      key === null ? null : [key.key, key.requestHash, new Date(clock - session.retentionMs).toISOString()],
    );
  } catch (error) {
    if (paymentId !== null) session.spareIds.push(paymentId);
    throw unavailableError(error);
  }
  if (paymentId !== null && row.outcome !== "created") session.spareIds.push(paymentId);
  return { outcome: row.outcome, checked, row };
}

/** The error of an outcome that records nothing, worded as the JSON store words it. */
export function refusal<T>(
  outcome: SendOutcome,
  input: SendPaymentInput,
  checked: Result<SendPaymentInput, "bad_request">,
): Result<T, OwnedAccountErrorCode | "bad_request"> | null {
  switch (outcome) {
    case "unauthorized":
      return fail("unauthorized", "unknown organisation");
    case "invalid":
      return checked.ok ? null : checked;
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

export async function sendPayment(
  session: LedgerSession,
  organisationId: string,
  input: SendPaymentInput,
): Promise<CommandResult<"sendPayment", Payment>> {
  const { outcome, checked, row } = await sendPaymentCall(session, organisationId, input, null);
  return refusal<Payment>(outcome, input, checked) ?? paymentOutcome(paymentOf(row));
}

export async function sendPaymentIdempotent(
  session: LedgerSession,
  organisationId: string,
  input: SendPaymentInput,
  options: IdempotencyOptions,
): Promise<CommandResult<"sendPaymentIdempotent", IdempotentReply>> {
  const badKey = idempotencyKeyError<IdempotentReply>(options.key);
  if (badKey) return badKey;
  const { outcome, checked, row } = await sendPaymentCall(session, organisationId, input, options);
  const refused = refusal<IdempotentReply>(outcome, input, checked);
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

export async function paymentPage(
  client: PoolClient,
  query: PaymentsQuery,
  organisationId: string | null,
): Promise<Result<Payment[], "bad_request">> {
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

export async function listPayments(
  session: LedgerSession,
  organisationId: string,
  query: PaymentsQuery = {},
): Promise<CommandResult<"listPayments", Payment[]>> {
  return session.read(async (client) => {
    if ((await session.organisation(client, organisationId)) === null)
      return fail("unauthorized", "unknown organisation");
    return paymentPage(client, query, organisationId);
  });
}

export async function adminListPayments(
  session: LedgerSession,
  query: PaymentsQuery = {},
): Promise<CommandResult<"adminListPayments", Payment[]>> {
  return session.read((client) => paymentPage(client, query, null));
}

export async function getPayment(
  session: LedgerSession,
  organisationId: string,
  paymentId: string,
): Promise<CommandResult<"getPayment", Payment>> {
  return session.read(async (client) => {
    if ((await session.organisation(client, organisationId)) === null)
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
