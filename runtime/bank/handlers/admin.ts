/** The /admin routes: settlement mode, every organisation and payment, the audit, and operator actions. */
import { type BankHandlerContext, durably, type Handlers, readAnswer } from "./context.ts";
import { answer } from "./errors.ts";

type AdminOperation =
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
  | "withdrawFromAccount";

export function adminHandlers({ ledger }: BankHandlerContext): Pick<Handlers, AdminOperation> {
  return {
    getSettlementMode: () =>
      durably(ledger, async () => ({
        status: 200 as const,
        body: { settlement_mode: await ledger.getSettlementMode() },
      })),

    setSettlementMode: async ({ body }) =>
      answer(await ledger.setSettlementMode(body.settlement_mode), (mode) => ({
        status: 200,
        body: { settlement_mode: mode },
      })),

    adminListOrganisations: () =>
      durably(ledger, async () => ({
        status: 200 as const,
        body: { organisations: await ledger.listOrganisations() },
      })),

    adminListPayments: ({ query }) =>
      readAnswer(
        ledger,
        () => ledger.adminListPayments(query),
        (payments) => ({ status: 200, body: { payments } }),
        "query",
      ),

    getAudit: () => durably(ledger, async () => ({ status: 200 as const, body: await ledger.audit() })),

    ...paymentActions({ ledger }),
    ...accountActions({ ledger }),
  };
}

/** An operator's actions on a payment: settle it, or take it back (return, reverse). */
function paymentActions({
  ledger,
}: Pick<BankHandlerContext, "ledger">): Pick<Handlers, "settlePayment" | "returnPayment" | "reversePayment"> {
  return {
    settlePayment: async ({ params }) =>
      answer(await ledger.settle(params.id), (payment) => ({ status: 200, body: { payment } }), "path"),

    returnPayment: async ({ params, body }) =>
      answer(
        await ledger.returnPayment(params.id, {
          ...(body?.reason ? { reason: body.reason } : {}),
          ...(body?.note === undefined ? {} : { note: body.note }),
        }),
        (payment) => ({ status: 200, body: { payment } }),
      ),

    reversePayment: async ({ params, body }) =>
      answer(
        await ledger.reverse(params.id, {
          ...(body?.reason ? { reason: body.reason } : {}),
          ...(body?.note === undefined ? {} : { note: body.note }),
          force: body?.force === true,
        }),
        (payment) => ({ status: 200, body: { payment } }),
      ),
  };
}

/** An operator's actions on an account: freeze, unfreeze, and move money in or out. */
function accountActions({
  ledger,
}: Pick<BankHandlerContext, "ledger">): Pick<
  Handlers,
  "freezeAccount" | "unfreezeAccount" | "depositToAccount" | "withdrawFromAccount"
> {
  return {
    freezeAccount: async ({ params }) =>
      answer(await ledger.freezeAccount(params.id), (account) => ({ status: 200, body: { account } }), "path"),

    unfreezeAccount: async ({ params }) =>
      answer(await ledger.unfreezeAccount(params.id), (account) => ({ status: 200, body: { account } }), "path"),

    depositToAccount: async ({ params, body }) =>
      answer(await ledger.deposit(params.id, body), (value) => ({ status: 201, body: value })),

    withdrawFromAccount: async ({ params, body }) =>
      answer(await ledger.withdraw(params.id, body), (value) => ({ status: 201, body: value })),
  };
}
