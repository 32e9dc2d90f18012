/**
 * The bank's HTTP surface: one handler per operation of the generated `BankHandlers` contract, each a
 * thin translation between the validated request, the ledger, and a response the spec declares. Each
 * area's handlers live in their own module under handlers/ over one shared context
 * (handlers/context.ts): the bank's own routes (handlers/health.ts), organisations and accounts,
 * statements and statement links, payments, and /admin; every error body is the spec's envelope
 * (handlers/errors.ts), and handlers/availability.ts wraps them all with the ledger's availability.
 */
import { bankOpenApiDocument, bankRoutes } from "../../generated/bank/index.ts";
import { adminHandlers } from "./handlers/admin.ts";
import { guarded } from "./handlers/availability.ts";
import type { BankHandlerContext, BankHandlerOptions, Handlers } from "./handlers/context.ts";
import { healthHandlers } from "./handlers/health.ts";
import { organisationHandlers } from "./handlers/organisations.ts";
import { paymentHandlers } from "./handlers/payments.ts";
import { statementHandlers } from "./handlers/statements.ts";
import type { BankLedger } from "./ledger/index.ts";

export type { BankAuth, BankHandlerOptions } from "./handlers/context.ts";
export { bankErrorBody, envelope, type FailureResponse, failure } from "./handlers/errors.ts";
export { bankSecurity } from "./handlers/security.ts";
export { bankRoutes };

/** Builds the handler map. TypeScript checks that every operation of the spec has one. */
export function createBankHandlers(ledger: BankLedger, options: BankHandlerOptions): Handlers {
  return guarded(ledger, bankHandlers(ledger, options));
}

function bankHandlers(ledger: BankLedger, options: BankHandlerOptions): Handlers {
  const title = String((bankOpenApiDocument.info as { title?: string } | undefined)?.title ?? "Bank");
  // The statement's letterhead names the bank, not its API ("Mock Bank API" -> "Mock Bank").
  const context: BankHandlerContext = { ledger, options, title, bankName: title.replace(/\s+API$/, "") };
  return {
    ...healthHandlers(context),
    ...organisationHandlers(context),
    ...statementHandlers(context),
    ...paymentHandlers(context),
    ...adminHandlers(context),
  };
}
