/**
 * What every area's handlers share: the ledger, the service's options, the bank's name, and the
 * durable-read helpers each read goes through.
 */
import type { BankHandlers, BankPrincipals } from "../../../generated/bank/index.ts";
import type { Awaitable, BankLedger, LedgerErrorCode, Result } from "../ledger/index.ts";
import { answer, type FailureResponse, type Location } from "./errors.ts";

/** Who a bearer key turned out to be. */
export interface BankAuth extends BankPrincipals {
  companyKey: { organisationId: string };
  adminKey: { admin: true };
}

/** The handler of every operation of the spec, for requests authenticated as `BankAuth`. */
export type Handlers = BankHandlers<BankAuth>;

export interface BankHandlerOptions {
  /** The bank's version, reported by /health. */
  version: string;
  /** When the process started, for /health's uptime. */
  startedAt: number;
  /** The URL `/openapi.json` names in `servers` (the configured public URL or the bound address). */
  publicUrl?: () => string | undefined;
}

/** The context each area's handlers are built over (one per `createBankHandlers` call). */
export interface BankHandlerContext {
  ledger: BankLedger;
  options: BankHandlerOptions;
  /** The spec's title ("Mock Bank API"), for the docs page. */
  title: string;
  /** The bank's name for a statement's letterhead ("Mock Bank"). */
  bankName: string;
}

/** Responses that carry a key must not be kept by any cache (RFC 9111 §5.2.2.5). */
export const NO_STORE = { "cache-control": "no-store" } as const;

/**
 * Runs a read once every record it could show is durable (issue 20, D4): a client must never see a
 * payment that a crash would take back. The read starts right after the wait (in the same tick).
 */
export function durably<R>(ledger: BankLedger, read: () => Awaitable<R>): Awaitable<R> {
  const wait = ledger.durableRead();
  return wait === null ? read() : wait.then(read);
}

/** A ledger read answered as a response: `ok` for a value, the error envelope otherwise. */
export function readAnswer<T, C extends LedgerErrorCode, R>(
  ledger: BankLedger,
  read: () => Awaitable<Result<T, C>>,
  ok: (value: T) => R,
  location: Location = "body",
): Awaitable<R | FailureResponse<C>> {
  return durably(ledger, () => {
    const result = read();
    return result instanceof Promise
      ? result.then((value) => answer(value, ok, location))
      : answer(result, ok, location);
  });
}
