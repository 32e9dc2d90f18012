/** A company's own organisation and accounts: signing up, its key, opening and reading accounts. */

import { type BankHandlerContext, type Handlers, NO_STORE, readAnswer } from "./context.ts";
import { answer } from "./errors.ts";

type OrganisationOperation =
  | "signup"
  | "getMe"
  | "rotateKey"
  | "listAccounts"
  | "openAccount"
  | "getAccount"
  | "listTransactions";

export function organisationHandlers({ ledger }: BankHandlerContext): Pick<Handlers, OrganisationOperation> {
  return {
    signup: async ({ body }) =>
      answer(await ledger.signup(body), (value) => ({
        status: 201,
        body: { organisation: value.organisation, api_key: value.api_key, accounts: value.accounts },
        headers: NO_STORE,
      })),

    getMe: ({ auth }) =>
      readAnswer(
        ledger,
        () => ledger.me(auth.organisationId),
        (value) => ({ status: 200, body: value }),
      ),

    rotateKey: async ({ auth }) =>
      answer(await ledger.rotateKey(auth.organisationId), (value) => ({
        status: 200,
        body: { api_key: value.api_key },
        headers: NO_STORE,
      })),

    listAccounts: ({ auth }) =>
      readAnswer(
        ledger,
        () => ledger.listAccounts(auth.organisationId),
        (accounts) => ({ status: 200, body: { accounts } }),
      ),

    openAccount: async ({ auth, body }) =>
      answer(await ledger.openAccount(auth.organisationId, body), (account) => ({ status: 201, body: { account } })),

    getAccount: ({ auth, params }) =>
      readAnswer(
        ledger,
        () => ledger.getAccount(auth.organisationId, params.id),
        (account) => ({ status: 200, body: { account } }),
        "path",
      ),

    listTransactions: ({ auth, params, query }) =>
      readAnswer(
        ledger,
        () => ledger.transactions(auth.organisationId, params.id, query),
        (page) => ({ status: 200, body: page }),
        "query",
      ),
  };
}
