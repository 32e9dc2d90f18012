/**
 * Type tests of the generated bank client and server contract: they accept what the spec allows and
 * reject (`@ts-expect-error`) what it does not. vitest runs these through tsc (typecheck mode).
 */
import { describe, expectTypeOf, it } from "vitest";
import {
  type BankHandlers,
  type BankPrincipals,
  createBankClient,
  type Payment,
  type SendPaymentHandler,
  type SendPaymentServerResult,
} from "../../generated/bank/index.ts";

const bank = createBankClient({ baseUrl: "http://127.0.0.1:1", companyKey: "sk_test" });

describe("generated bank client", () => {
  it("types a payment call's body from the spec", () => {
    void bank.sendPayment({ body: { from_account_id: "acc_1", to_account_number: "0000000001", amount_cents: 500 } });
    const stringCents = { from_account_id: "acc_1", to_account_number: "0000000001", amount_cents: "5.00" };
    // @ts-expect-error amount_cents is an integer number of cents, not a string
    void bank.sendPayment({ body: stringCents });
    // @ts-expect-error to_account_number is required
    void bank.sendPayment({ body: { from_account_id: "acc_1", amount_cents: 500 } });
    const euros = {
      from_account_id: "acc_1",
      to_account_number: "0000000001",
      amount_cents: 5,
      currency: "EUR" as const,
    };
    // @ts-expect-error currency is USD only
    void bank.sendPayment({ body: euros });
  });

  it("carries the Idempotency-Key header", () => {
    void bank.sendPayment({
      body: { from_account_id: "acc_1", to_account_number: "0000000001", amount_cents: 1 },
      headers: { "Idempotency-Key": "k-1" },
    });
  });

  it("narrows results by status: data on 201, the error envelope on 422", async () => {
    const result = await bank.sendPayment({ body: { from_account_id: "a", to_account_number: "b", amount_cents: 1 } });
    if (result.status === 201) expectTypeOf(result.data.payment).toEqualTypeOf<Payment>();
    if (result.status === 422) expectTypeOf(result.error.error.message).toBeString();
    // @ts-expect-error 299 is not a status sendPayment declares
    if (result.status === 299) throw new Error("unreachable");
  });

  it("requires path parameters", () => {
    void bank.getAccount({ path: { id: "acc_1" } });
    // @ts-expect-error getAccount needs the account id
    void bank.getAccount({});
  });

  it("iterates transactions as statement lines", () => {
    const lines = bank.paginateListTransactions({ path: { id: "acc_1" }, query: { limit: 500 } });
    expectTypeOf(lines).toExtend<AsyncIterable<{ running_balance_cents: number; direction: "CR" | "DR" }>>();
  });
});

describe("generated bank server contract", () => {
  type Principals = BankPrincipals & { companyKey: { organisationId: string }; adminKey: true };

  it("gives a handler the typed body and the principal of its security scheme", () => {
    const handler: SendPaymentHandler<Principals> = (request) => {
      expectTypeOf(request.body.amount_cents).toBeNumber();
      expectTypeOf(request.auth.organisationId).toBeString();
      expectTypeOf(request.headers["Idempotency-Key"]).toEqualTypeOf<string | undefined>();
      return { status: 409, body: { error: { code: "conflict", message: "in flight" } } };
    };
    void handler;
  });

  it("accepts only the statuses the spec declares, with their bodies", () => {
    // @ts-expect-error sendPayment declares no 200
    const wrongStatus: SendPaymentServerResult = { status: 200, body: { error: { code: "conflict", message: "x" } } };
    // @ts-expect-error a 201 body must be {payment}, not an error envelope
    const wrongBody: SendPaymentServerResult = { status: 201, body: { error: { code: "conflict", message: "x" } } };
    // @ts-expect-error "nope" is not an error code of the envelope
    const wrongCode: SendPaymentServerResult = { status: 409, body: { error: { code: "nope", message: "x" } } };
    void [wrongStatus, wrongBody, wrongCode];
  });

  it("requires a handler for every operation", () => {
    expectTypeOf<keyof BankHandlers>().toEqualTypeOf<
      | "getHealth"
      | "signup"
      | "getMe"
      | "rotateKey"
      | "listAccounts"
      | "openAccount"
      | "getAccount"
      | "listTransactions"
      | "getStatement"
      | "createStatementLink"
      | "getLinkedStatement"
      | "listPayments"
      | "sendPayment"
      | "getPayment"
      | "getDirectory"
      | "getDocs"
      | "getOpenApiDocument"
      | "getSettlementMode"
      | "setSettlementMode"
      | "adminListOrganisations"
      | "adminListPayments"
      | "getAudit"
      | "settlePayment"
      | "returnPayment"
      | "reversePayment"
      | "freezeAccount"
      | "unfreezeAccount"
      | "depositToAccount"
      | "withdrawFromAccount"
    >();
    // @ts-expect-error a handler map without sendPayment does not compile
    const partial: BankHandlers<Principals> = {} as Omit<BankHandlers<Principals>, "sendPayment">;
    void partial;
  });

  it("lets the statement handler stream CSV", () => {
    const handler: BankHandlers<Principals>["getStatement"] = () => ({
      status: 200,
      contentType: "text/csv",
      body: (async function* () {
        yield "date,value_date\r\n";
      })(),
    });
    void handler;
  });
});
