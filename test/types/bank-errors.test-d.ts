/**
 * Type tests of the bank's typed ledger errors (docs/errors.md#bank-commands): each ledger command
 * names the codes it can return, `failure` maps them to their statuses in the type, and a handler
 * whose operation does not declare one of those statuses does not compile. vitest runs these
 * through tsc (typecheck mode).
 */
import { describe, expectTypeOf, it } from "vitest";
import type { GetLinkedStatementHandler, GetStatementHandler, SignupHandler } from "../../generated/bank/index.ts";
import { failure } from "../../runtime/bank/handlers.ts";
import type { BankLedger, LedgerCommandErrors, LedgerError } from "../../runtime/bank/ledger/index.ts";

/** A failure of ledger command `K`, as a handler would receive it. */
declare function commandError<K extends keyof LedgerCommandErrors>(command: K): LedgerError<LedgerCommandErrors[K]>;

describe("typed ledger errors", () => {
  it("a command's result names exactly the codes it can return", () => {
    type SignupResult = Awaited<ReturnType<BankLedger["signup"]>>;
    expectTypeOf<Extract<SignupResult, { ok: false }>["error"]["code"]>().toEqualTypeOf<
      "bad_request" | "conflict" | "unprocessable_entity"
    >();
    type LinkResult = Awaited<ReturnType<BankLedger["statementByLink"]>>;
    expectTypeOf<Extract<LinkResult, { ok: false }>["error"]["code"]>().toEqualTypeOf<
      "unauthorized" | "gone" | "forbidden"
    >();
  });

  it("failure carries each code's status in its type", () => {
    expectTypeOf(failure(commandError("signup")).status).toEqualTypeOf<400 | 409 | 422>();
    expectTypeOf(failure(commandError("settle")).status).toEqualTypeOf<404 | 409>();
  });

  it("a handler may answer the statuses its operation declares", () => {
    const signup: SignupHandler = () => failure(commandError("signup"));
    const statement: GetStatementHandler = () => failure(commandError("statement"), "query");
    const linked: GetLinkedStatementHandler = () => failure(commandError("statementByLink"), "query");
    void [signup, statement, linked];
  });

  it("a status the operation does not declare does not compile", () => {
    // @ts-expect-error signup declares no 401: a command that may answer unauthorized cannot back it
    const signup: SignupHandler = () => failure(commandError("me"));
    // @ts-expect-error getLinkedStatement declares no 404, and statement() may answer not_found
    const linked: GetLinkedStatementHandler = () => failure(commandError("statement"), "query");
    // @ts-expect-error getStatement declares no 409, and freezeAccount may answer conflict
    const conflict: GetStatementHandler = () => failure(commandError("freezeAccount"));
    void [signup, linked, conflict];
  });
});
