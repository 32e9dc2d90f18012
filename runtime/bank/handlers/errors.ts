/**
 * The bank's error envelope: ledger errors as the spec's `ErrorEnvelope`, with each code's status
 * carried in the type (`failure`), and the errors raised before a handler runs (`bankErrorBody`).
 */
import type { ErrorEnvelope, Payment as PaymentBody } from "../../../generated/bank/index.ts";
import type { DispatchError } from "../../../generated/http/server.ts";
import {
  LEDGER_ERROR_STATUS,
  type LedgerError,
  type LedgerErrorCode,
  type LedgerErrorStatus,
  type Result,
} from "../ledger/index.ts";

/** Where a ledger field issue sits in the request, for the `/body/…`, `/query/…` pointers of the spec. */
export type Location = "body" | "query" | "path";

/** `accounts.2.name` -> `/body/accounts/2/name` (the spec's FieldError.path is an RFC 6901 pointer). */
function pointerFor(location: Location, dotted: string): string {
  if (dotted === "Idempotency-Key") return "/header/Idempotency-Key";
  if (dotted === "" || dotted === "body" || dotted === "request" || dotted === "query") return `/${location}`;
  return `/${location}/${dotted
    .split(".")
    .map((t) => t.replaceAll("~", "~0").replaceAll("/", "~1"))
    .join("/")}`;
}

/** The error envelope of the spec for a ledger error. */
export function envelope(error: LedgerError, location: Location = "body"): ErrorEnvelope {
  const details: NonNullable<ErrorEnvelope["error"]["details"]> = {};
  const raw = error.details ?? {};
  if (Array.isArray(raw.issues)) {
    details.fields = (raw.issues as Array<{ path: string; message: string }>).map((i) => ({
      path: pointerFor(location, i.path),
      message: i.message,
    }));
  } else if (Array.isArray(raw.fields)) {
    // Already RFC 6901 pointers with their location (`/body/slug`): the ledger's `Issues` and its
    // hand-written 400s (self-payment, underivable slug) name them so.
    details.fields = (raw.fields as Array<{ path: string; message: string }>).map(({ path, message }) => ({
      path,
      message,
    }));
  }
  // Every 400 lists what is wrong; one the ledger did not tie to a member points at the whole location.
  if (error.code === "bad_request" && details.fields === undefined) {
    details.fields = [{ path: `/${location}`, message: error.message }];
  }
  if (raw.payment) details.payment = raw.payment as PaymentBody;
  if (typeof raw.current_state === "string")
    details.current_state = raw.current_state as NonNullable<typeof details.current_state>;
  return {
    error: { code: error.code, message: error.message, ...(Object.keys(details).length > 0 ? { details } : {}) },
  };
}

/** The response to a ledger error with one of the codes `C`: the status is each code's, as a type too. */
export interface FailureResponse<C extends LedgerErrorCode> {
  status: LedgerErrorStatus<C>;
  body: ErrorEnvelope;
}

/**
 * A ledger error as a handler result. Every code maps to one status, and the type carries it: a
 * handler returning a failure of a command whose codes its operation does not all declare does not
 * compile (test/types/bank-errors.test-d.ts), so no undeclared status reaches the dispatcher.
 */
export function failure<C extends LedgerErrorCode>(
  error: LedgerError<C>,
  location: Location = "body",
): FailureResponse<C> {
  return { status: LEDGER_ERROR_STATUS[error.code], body: envelope(error, location) };
}

/** The result of a successful ledger call, or its error as a response. */
export function answer<T, C extends LedgerErrorCode, R>(
  result: Result<T, C>,
  ok: (value: T) => R,
  location: Location = "body",
): R | FailureResponse<C> {
  return result.ok ? ok(result.value) : failure(result.error, location);
}

/** Renders errors raised before a handler runs (routing, auth, validation, body size) in the bank's envelope. */
export function bankErrorBody(error: DispatchError): ErrorEnvelope {
  const fields = Array.isArray(error.details) ? (error.details as Array<{ path: string; message: string }>) : undefined;
  return { error: { code: error.code, message: error.message, ...(fields ? { details: { fields } } : {}) } };
}
