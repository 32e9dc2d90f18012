/**
 * The ledger's availability around every handler: writes refused while the ledger is read-only or a
 * commit failed (503), reads held while the book is rebuilt from disk.
 */
import { bankRoutes, type ErrorEnvelope } from "../../../generated/bank/index.ts";
import { type BankLedger, LedgerUnavailableError } from "../ledger/index.ts";
import type { Handlers } from "./context.ts";

/** Routes that answer whatever the ledger's state: they never wait, never answer 503. */
const ALWAYS_ANSWERED = new Set(["getHealth", "getDocs", "getOpenApiDocument"]);
const WRITE_OPERATIONS = new Set(bankRoutes.filter((route) => route.method !== "get").map((r) => r.operationId));

/** 503 `service_unavailable`, with `Retry-After` only when the condition can clear by itself. */
function unavailable(ledger: BankLedger, detail: string) {
  const { retryAfterSeconds } = ledger.availability();
  const body: ErrorEnvelope = { error: { code: "service_unavailable", message: detail } };
  return {
    status: 503,
    body,
    headers: retryAfterSeconds === null ? {} : { "retry-after": String(retryAfterSeconds) },
  };
}

type AnyHandler = (request: unknown) => unknown;

/**
 * Wraps each handler with the ledger's availability: a write while the ledger is read-only, or a
 * write whose commit failed, answers 503 and acknowledges nothing; a read that arrives while the
 * book is being rebuilt from disk waits for it, so it never shows a write that did not persist.
 */
export function guarded(ledger: BankLedger, handlers: Handlers): Handlers {
  const wrapped: Record<string, AnyHandler> = {};
  for (const [operationId, handler] of Object.entries(handlers) as Array<[string, AnyHandler]>) {
    if (ALWAYS_ANSWERED.has(operationId)) {
      wrapped[operationId] = handler;
      continue;
    }
    const isWrite = WRITE_OPERATIONS.has(operationId);
    const refusedAs = (error: unknown) => {
      if (error instanceof LedgerUnavailableError) return unavailable(ledger, error.message);
      throw error;
    };
    const run = (request: unknown) => {
      const availability = ledger.availability();
      if (isWrite && !availability.writable) return unavailable(ledger, `writes are refused: ${availability.reason}`);
      try {
        const result = handler(request);
        return result instanceof Promise ? result.catch(refusedAs) : result;
      } catch (error) {
        return refusedAs(error);
      }
    };
    wrapped[operationId] = (request) => {
      const rebuilding = ledger.rebuilding;
      return rebuilding === null ? run(request) : rebuilding.then(() => run(request));
    };
  }
  return wrapped as unknown as Handlers;
}
