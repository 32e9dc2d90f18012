// generated from specs/bank.openapi.yaml (sha256:8f865e3972afda3629679211daf4df19b546d1a7b6c8c34345a4b3947996aedc), do not edit
/**
 * Server contract for Mock Bank API 1.0.0: typed handlers behind the generated dispatcher.
 */
import {
  createDispatcher,
  type Dispatcher,
  type DispatchError,
  type HandlerRequest,
  type HttpRequest,
  type RouteSpec,
  routesOf,
  type SecurityResolver,
} from "../http/server.js";
import { bankOpenApiDocument } from "./openapi.js";
import { bankOperations } from "./operations.js";
import type * as T from "./hey/types.gen.js";

/** One part (path, query, headers) of hey-api's request type; an empty object when the operation has none. */
type Part<D, K extends string> = D extends { [P in K]?: infer V }
  ? [NonNullable<V>] extends [never]
    ? Record<string, never>
    : NonNullable<V>
  : Record<string, never>;
/** The request body type, or undefined when the operation takes none. */
type BodyOf<D> = D extends { body?: infer V } ? ([NonNullable<V>] extends [never] ? undefined : V) : undefined;
/**
 * What each security scheme resolves a credential to; the runtime chooses the types.
 */
export interface BankPrincipals {
  adminKey: unknown;
  companyKey: unknown;
}

/**
 * Request of `adminListOrganisations`: List every organisation with its accounts
 *
 * Every organisation (sorted by slug) with all its accounts including balances. Never api keys.
 *
 * `GET /admin/organisations`
 */
export type AdminListOrganisationsServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.AdminListOrganisationsData, "path">,
  Part<T.AdminListOrganisationsData, "query">,
  Part<T.AdminListOrganisationsData, "headers">,
  BodyOf<T.AdminListOrganisationsData>,
  P["adminKey"]
>;
/**
 * The responses `adminListOrganisations` may give: exactly the statuses the spec declares.
 */
export type AdminListOrganisationsServerResult =
  | {
      status: 200;
      body: T.AdminListOrganisationsResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 401;
      body: T.AdminListOrganisationsErrors["401"];
      contentType?: "application/json";
      headers?: Readonly<{ "www-authenticate"?: string } & Record<string, string>>;
    }
  | {
      status: 403;
      body: T.AdminListOrganisationsErrors["403"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 404;
      body: T.AdminListOrganisationsErrors["404"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.AdminListOrganisationsErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.AdminListOrganisationsErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.AdminListOrganisationsErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `adminListOrganisations` (List every organisation with its accounts).
 */
export type AdminListOrganisationsHandler<P extends BankPrincipals = BankPrincipals> = (
  request: AdminListOrganisationsServerRequest<P>,
) => AdminListOrganisationsServerResult | Promise<AdminListOrganisationsServerResult>;

/**
 * Request of `adminListPayments`: List payments across the bank
 *
 * Payments of every organisation, newest first (by `created_at`), at most `limit` (default 50, at
 * most 500), optionally filtered by `status` (`status=pending` lists what awaits a decision in
 * manual mode).
 *
 *
 * `GET /admin/payments`
 */
export type AdminListPaymentsServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.AdminListPaymentsData, "path">,
  Part<T.AdminListPaymentsData, "query">,
  Part<T.AdminListPaymentsData, "headers">,
  BodyOf<T.AdminListPaymentsData>,
  P["adminKey"]
>;
/**
 * The responses `adminListPayments` may give: exactly the statuses the spec declares.
 */
export type AdminListPaymentsServerResult =
  | {
      status: 200;
      body: T.AdminListPaymentsResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 400;
      body: T.AdminListPaymentsErrors["400"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 401;
      body: T.AdminListPaymentsErrors["401"];
      contentType?: "application/json";
      headers?: Readonly<{ "www-authenticate"?: string } & Record<string, string>>;
    }
  | {
      status: 403;
      body: T.AdminListPaymentsErrors["403"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 404;
      body: T.AdminListPaymentsErrors["404"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.AdminListPaymentsErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.AdminListPaymentsErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.AdminListPaymentsErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `adminListPayments` (List payments across the bank).
 */
export type AdminListPaymentsHandler<P extends BankPrincipals = BankPrincipals> = (
  request: AdminListPaymentsServerRequest<P>,
) => AdminListPaymentsServerResult | Promise<AdminListPaymentsServerResult>;

/**
 * Request of `createStatementLink`: Issue a link that opens a statement in a browser
 *
 * Issues a short-lived, signed link to one statement of one of the caller's accounts, for
 * opening in a browser or handing to someone without an api key (the key never appears in a
 * URL). The link is scoped to this account, the period and the format asked for, and expires
 * after `ttl_seconds` (default 900, at most 86400). A period without `to` ends at the moment of
 * issue, so the link shows the same statement every time. The token is signed (HMAC-SHA256)
 * with a secret the bank keeps in its data file; the bank stores nothing per link, so a link
 * cannot be revoked before it expires: keep lifetimes short. Open `url` with a plain GET
 * (`getLinkedStatement`).
 *
 *
 * `POST /api/v1/accounts/{id}/statement-links`
 */
export type CreateStatementLinkServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.CreateStatementLinkData, "path">,
  Part<T.CreateStatementLinkData, "query">,
  Part<T.CreateStatementLinkData, "headers">,
  BodyOf<T.CreateStatementLinkData>,
  P["companyKey"]
>;
/**
 * The responses `createStatementLink` may give: exactly the statuses the spec declares.
 */
export type CreateStatementLinkServerResult =
  | {
      status: 201;
      body: T.CreateStatementLinkResponses["201"];
      contentType?: "application/json";
      headers?: Readonly<{ "cache-control"?: string } & Record<string, string>>;
    }
  | {
      status: 400;
      body: T.CreateStatementLinkErrors["400"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 401;
      body: T.CreateStatementLinkErrors["401"];
      contentType?: "application/json";
      headers?: Readonly<{ "www-authenticate"?: string } & Record<string, string>>;
    }
  | {
      status: 403;
      body: T.CreateStatementLinkErrors["403"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 404;
      body: T.CreateStatementLinkErrors["404"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 413;
      body: T.CreateStatementLinkErrors["413"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 415;
      body: T.CreateStatementLinkErrors["415"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.CreateStatementLinkErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.CreateStatementLinkErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.CreateStatementLinkErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `createStatementLink` (Issue a link that opens a statement in a browser).
 */
export type CreateStatementLinkHandler<P extends BankPrincipals = BankPrincipals> = (
  request: CreateStatementLinkServerRequest<P>,
) => CreateStatementLinkServerResult | Promise<CreateStatementLinkServerResult>;

/**
 * Request of `depositToAccount`: Deposit money into an account
 *
 * Books one deposit posting (CR, counterparty `0000000000`, `transfer_id` = the deposit id) with
 * `reference` (default `DEPOSIT`). Allowed whatever the account's status. Refused with 422 when the
 * money in the bank (total deposits minus total withdrawals) would exceed 9007199254740991 cents;
 * a withdrawal (`POST /admin/accounts/{id}/withdrawals`) gives that room back.
 *
 *
 * `POST /admin/accounts/{id}/deposits`
 */
export type DepositToAccountServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.DepositToAccountData, "path">,
  Part<T.DepositToAccountData, "query">,
  Part<T.DepositToAccountData, "headers">,
  BodyOf<T.DepositToAccountData>,
  P["adminKey"]
>;
/**
 * The responses `depositToAccount` may give: exactly the statuses the spec declares.
 */
export type DepositToAccountServerResult =
  | {
      status: 201;
      body: T.DepositToAccountResponses["201"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 400;
      body: T.DepositToAccountErrors["400"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 401;
      body: T.DepositToAccountErrors["401"];
      contentType?: "application/json";
      headers?: Readonly<{ "www-authenticate"?: string } & Record<string, string>>;
    }
  | {
      status: 403;
      body: T.DepositToAccountErrors["403"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 404;
      body: T.DepositToAccountErrors["404"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 413;
      body: T.DepositToAccountErrors["413"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 415;
      body: T.DepositToAccountErrors["415"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 422;
      body: T.DepositToAccountErrors["422"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.DepositToAccountErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.DepositToAccountErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.DepositToAccountErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `depositToAccount` (Deposit money into an account).
 */
export type DepositToAccountHandler<P extends BankPrincipals = BankPrincipals> = (
  request: DepositToAccountServerRequest<P>,
) => DepositToAccountServerResult | Promise<DepositToAccountServerResult>;

/**
 * Request of `freezeAccount`: Freeze an account
 *
 * `active` -> `frozen`. A frozen account can neither send nor receive customer payments (422
 * `R16: account frozen`) and its pending payments cannot be settled (409) until it is unfrozen;
 * returns, reversals and deposits still apply. Freezing a frozen account gives 409 naming the state.
 * Takes no body.
 *
 *
 * `POST /admin/accounts/{id}/freeze`
 */
export type FreezeAccountServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.FreezeAccountData, "path">,
  Part<T.FreezeAccountData, "query">,
  Part<T.FreezeAccountData, "headers">,
  BodyOf<T.FreezeAccountData>,
  P["adminKey"]
>;
/**
 * The responses `freezeAccount` may give: exactly the statuses the spec declares.
 */
export type FreezeAccountServerResult =
  | {
      status: 200;
      body: T.FreezeAccountResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 401;
      body: T.FreezeAccountErrors["401"];
      contentType?: "application/json";
      headers?: Readonly<{ "www-authenticate"?: string } & Record<string, string>>;
    }
  | {
      status: 403;
      body: T.FreezeAccountErrors["403"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 404;
      body: T.FreezeAccountErrors["404"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 409;
      body: T.FreezeAccountErrors["409"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.FreezeAccountErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.FreezeAccountErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.FreezeAccountErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `freezeAccount` (Freeze an account).
 */
export type FreezeAccountHandler<P extends BankPrincipals = BankPrincipals> = (
  request: FreezeAccountServerRequest<P>,
) => FreezeAccountServerResult | Promise<FreezeAccountServerResult>;

/**
 * Request of `getAccount`: Read one of the caller's accounts
 *
 * One account of the caller. An unknown id gives 404; another organisation's account 403.
 *
 * `GET /api/v1/accounts/{id}`
 */
export type GetAccountServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.GetAccountData, "path">,
  Part<T.GetAccountData, "query">,
  Part<T.GetAccountData, "headers">,
  BodyOf<T.GetAccountData>,
  P["companyKey"]
>;
/**
 * The responses `getAccount` may give: exactly the statuses the spec declares.
 */
export type GetAccountServerResult =
  | {
      status: 200;
      body: T.GetAccountResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 401;
      body: T.GetAccountErrors["401"];
      contentType?: "application/json";
      headers?: Readonly<{ "www-authenticate"?: string } & Record<string, string>>;
    }
  | {
      status: 403;
      body: T.GetAccountErrors["403"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 404;
      body: T.GetAccountErrors["404"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.GetAccountErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.GetAccountErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.GetAccountErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `getAccount` (Read one of the caller's accounts).
 */
export type GetAccountHandler<P extends BankPrincipals = BankPrincipals> = (
  request: GetAccountServerRequest<P>,
) => GetAccountServerResult | Promise<GetAccountServerResult>;

/**
 * Request of `getAudit`: Prove the ledger invariants
 *
 * Recomputes the ledger from its postings and reports every violation of these rules (`ok` is true
 * exactly when `violations` is empty):
 * - `balance_equals_postings`: every account's `balance_cents` = its credits - its debits;
 * - `available_equals_balance_minus_holds`: every account's `available_cents` = `balance_cents` -
 *   the amounts of its `pending` outgoing payments;
 * - `payment_postings_balance`: every payment's debits equal its credits (settled: one DR, one CR;
 *   returned: two DR, two CR; pending and rejected: none);
 * - `money_only_from_deposits`: total credits - total debits = total deposits - total withdrawals =
 *   sum of all balances (money enters only by deposits and leaves only by admin withdrawals);
 * - `no_overdraft`: no debit takes a balance below zero unless it is a forced reversal, or the debit
 *   of a returned pending payment whose `RETURN` credit of the same amount follows at once (the pair
 *   leaves the balance where it was, also when a forced reversal had already taken it below zero).
 *
 *
 * `GET /admin/audit`
 */
export type GetAuditServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.GetAuditData, "path">,
  Part<T.GetAuditData, "query">,
  Part<T.GetAuditData, "headers">,
  BodyOf<T.GetAuditData>,
  P["adminKey"]
>;
/**
 * The responses `getAudit` may give: exactly the statuses the spec declares.
 */
export type GetAuditServerResult =
  | {
      status: 200;
      body: T.GetAuditResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 401;
      body: T.GetAuditErrors["401"];
      contentType?: "application/json";
      headers?: Readonly<{ "www-authenticate"?: string } & Record<string, string>>;
    }
  | {
      status: 403;
      body: T.GetAuditErrors["403"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 404;
      body: T.GetAuditErrors["404"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.GetAuditErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.GetAuditErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.GetAuditErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `getAudit` (Prove the ledger invariants).
 */
export type GetAuditHandler<P extends BankPrincipals = BankPrincipals> = (
  request: GetAuditServerRequest<P>,
) => GetAuditServerResult | Promise<GetAuditServerResult>;

/**
 * Request of `getDirectory`: List every company at the bank and its account numbers
 *
 * Public. Every organisation (sorted by slug) with its name, slug and accounts (in opening order,
 * active and frozen alike) - each account's number, name and type only. Never balances, statuses,
 * ids, teams or keys: the schema forbids any other member.
 *
 *
 * `GET /api/v1/directory`
 */
export type GetDirectoryServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.GetDirectoryData, "path">,
  Part<T.GetDirectoryData, "query">,
  Part<T.GetDirectoryData, "headers">,
  BodyOf<T.GetDirectoryData>,
  undefined
>;
/**
 * The responses `getDirectory` may give: exactly the statuses the spec declares.
 */
export type GetDirectoryServerResult =
  | {
      status: 200;
      body: T.GetDirectoryResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.GetDirectoryErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.GetDirectoryErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.GetDirectoryErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `getDirectory` (List every company at the bank and its account numbers).
 */
export type GetDirectoryHandler<P extends BankPrincipals = BankPrincipals> = (
  request: GetDirectoryServerRequest<P>,
) => GetDirectoryServerResult | Promise<GetDirectoryServerResult>;

/**
 * Request of `getDocs`: Read the interactive API reference
 *
 * Public. A self-contained HTML page rendering this document (operations, schemas, examples) from
 * `/openapi.json`.
 *
 *
 * `GET /docs`
 */
export type GetDocsServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.GetDocsData, "path">,
  Part<T.GetDocsData, "query">,
  Part<T.GetDocsData, "headers">,
  BodyOf<T.GetDocsData>,
  undefined
>;
/**
 * The responses `getDocs` may give: exactly the statuses the spec declares.
 */
export type GetDocsServerResult =
  | {
      status: 200;
      body: string | AsyncIterable<string>;
      contentType: "text/html";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.GetDocsErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.GetDocsErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    };
/**
 * Handles `getDocs` (Read the interactive API reference).
 */
export type GetDocsHandler<P extends BankPrincipals = BankPrincipals> = (
  request: GetDocsServerRequest<P>,
) => GetDocsServerResult | Promise<GetDocsServerResult>;

/**
 * Request of `getHealth`: Check that the bank is up
 *
 * Liveness check; public. A 200 JSON object
 * `{status, writable, reason?, version, settlement_mode, uptime_seconds}`. It answers 200 whenever
 * the process runs, also while the bank is read-only (`status: degraded` with the `reason`).
 *
 *
 * `GET /health`
 */
export type GetHealthServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.GetHealthData, "path">,
  Part<T.GetHealthData, "query">,
  Part<T.GetHealthData, "headers">,
  BodyOf<T.GetHealthData>,
  undefined
>;
/**
 * The responses `getHealth` may give: exactly the statuses the spec declares.
 */
export type GetHealthServerResult =
  | {
      status: 200;
      body: T.GetHealthResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.GetHealthErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.GetHealthErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    };
/**
 * Handles `getHealth` (Check that the bank is up).
 */
export type GetHealthHandler<P extends BankPrincipals = BankPrincipals> = (
  request: GetHealthServerRequest<P>,
) => GetHealthServerResult | Promise<GetHealthServerResult>;

/**
 * Request of `getLinkedStatement`: Open a statement through a signed link
 *
 * Public: the `token` from `createStatementLink` is the only credential. Serves the statement
 * the link was issued for (its account, period and format), as `text/html` or `text/csv`. A
 * token this bank did not sign, or one altered in any way, answers 401; a genuine token used
 * with another account's id answers 403; an expired one answers 410. None of these bodies
 * says anything about the account.
 *
 *
 * `GET /api/v1/accounts/{id}/linked-statement`
 */
export type GetLinkedStatementServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.GetLinkedStatementData, "path">,
  Part<T.GetLinkedStatementData, "query">,
  Part<T.GetLinkedStatementData, "headers">,
  BodyOf<T.GetLinkedStatementData>,
  undefined
>;
/**
 * The responses `getLinkedStatement` may give: exactly the statuses the spec declares.
 */
export type GetLinkedStatementServerResult =
  | {
      status: 200;
      body: string | AsyncIterable<string>;
      contentType: "text/html";
      headers?: Readonly<{ "cache-control"?: string } & Record<string, string>>;
    }
  | {
      status: 200;
      body: string | AsyncIterable<string>;
      contentType: "text/csv";
      headers?: Readonly<{ "cache-control"?: string } & Record<string, string>>;
    }
  | {
      status: 400;
      body: T.GetLinkedStatementErrors["400"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 401;
      body: T.GetLinkedStatementErrors["401"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 403;
      body: T.GetLinkedStatementErrors["403"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 410;
      body: T.GetLinkedStatementErrors["410"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.GetLinkedStatementErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.GetLinkedStatementErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.GetLinkedStatementErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `getLinkedStatement` (Open a statement through a signed link).
 */
export type GetLinkedStatementHandler<P extends BankPrincipals = BankPrincipals> = (
  request: GetLinkedStatementServerRequest<P>,
) => GetLinkedStatementServerResult | Promise<GetLinkedStatementServerResult>;

/**
 * Request of `getMe`: Read the caller's organisation and accounts
 *
 * The organisation the key belongs to and all its accounts, in opening order.
 *
 * `GET /api/v1/me`
 */
export type GetMeServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.GetMeData, "path">,
  Part<T.GetMeData, "query">,
  Part<T.GetMeData, "headers">,
  BodyOf<T.GetMeData>,
  P["companyKey"]
>;
/**
 * The responses `getMe` may give: exactly the statuses the spec declares.
 */
export type GetMeServerResult =
  | {
      status: 200;
      body: T.GetMeResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 401;
      body: T.GetMeErrors["401"];
      contentType?: "application/json";
      headers?: Readonly<{ "www-authenticate"?: string } & Record<string, string>>;
    }
  | {
      status: 403;
      body: T.GetMeErrors["403"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 404;
      body: T.GetMeErrors["404"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.GetMeErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.GetMeErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.GetMeErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `getMe` (Read the caller's organisation and accounts).
 */
export type GetMeHandler<P extends BankPrincipals = BankPrincipals> = (
  request: GetMeServerRequest<P>,
) => GetMeServerResult | Promise<GetMeServerResult>;

/**
 * Request of `getOpenApiDocument`: Read this OpenAPI document
 *
 * Public. This document, bundled into one JSON object (no external references).
 *
 * `GET /openapi.json`
 */
export type GetOpenApiDocumentServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.GetOpenApiDocumentData, "path">,
  Part<T.GetOpenApiDocumentData, "query">,
  Part<T.GetOpenApiDocumentData, "headers">,
  BodyOf<T.GetOpenApiDocumentData>,
  undefined
>;
/**
 * The responses `getOpenApiDocument` may give: exactly the statuses the spec declares.
 */
export type GetOpenApiDocumentServerResult =
  | {
      status: 200;
      body: T.GetOpenApiDocumentResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.GetOpenApiDocumentErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.GetOpenApiDocumentErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    };
/**
 * Handles `getOpenApiDocument` (Read this OpenAPI document).
 */
export type GetOpenApiDocumentHandler<P extends BankPrincipals = BankPrincipals> = (
  request: GetOpenApiDocumentServerRequest<P>,
) => GetOpenApiDocumentServerResult | Promise<GetOpenApiDocumentServerResult>;

/**
 * Request of `getPayment`: Read one payment
 *
 * The payment's current state. Visible to the sending organisation and, unless the payment is
 * `rejected`, to the receiving organisation; anyone else gets 403. An unknown id gives 404.
 *
 *
 * `GET /api/v1/payments/{id}`
 */
export type GetPaymentServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.GetPaymentData, "path">,
  Part<T.GetPaymentData, "query">,
  Part<T.GetPaymentData, "headers">,
  BodyOf<T.GetPaymentData>,
  P["companyKey"]
>;
/**
 * The responses `getPayment` may give: exactly the statuses the spec declares.
 */
export type GetPaymentServerResult =
  | {
      status: 200;
      body: T.GetPaymentResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 401;
      body: T.GetPaymentErrors["401"];
      contentType?: "application/json";
      headers?: Readonly<{ "www-authenticate"?: string } & Record<string, string>>;
    }
  | {
      status: 403;
      body: T.GetPaymentErrors["403"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 404;
      body: T.GetPaymentErrors["404"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.GetPaymentErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.GetPaymentErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.GetPaymentErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `getPayment` (Read one payment).
 */
export type GetPaymentHandler<P extends BankPrincipals = BankPrincipals> = (
  request: GetPaymentServerRequest<P>,
) => GetPaymentServerResult | Promise<GetPaymentServerResult>;

/**
 * Request of `getSettlementMode`: Read the bank's settlement mode
 *
 * The current settlement mode (`automatic` at first start).
 *
 * `GET /admin/settlement-mode`
 */
export type GetSettlementModeServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.GetSettlementModeData, "path">,
  Part<T.GetSettlementModeData, "query">,
  Part<T.GetSettlementModeData, "headers">,
  BodyOf<T.GetSettlementModeData>,
  P["adminKey"]
>;
/**
 * The responses `getSettlementMode` may give: exactly the statuses the spec declares.
 */
export type GetSettlementModeServerResult =
  | {
      status: 200;
      body: T.GetSettlementModeResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 401;
      body: T.GetSettlementModeErrors["401"];
      contentType?: "application/json";
      headers?: Readonly<{ "www-authenticate"?: string } & Record<string, string>>;
    }
  | {
      status: 403;
      body: T.GetSettlementModeErrors["403"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 404;
      body: T.GetSettlementModeErrors["404"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.GetSettlementModeErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.GetSettlementModeErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.GetSettlementModeErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `getSettlementMode` (Read the bank's settlement mode).
 */
export type GetSettlementModeHandler<P extends BankPrincipals = BankPrincipals> = (
  request: GetSettlementModeServerRequest<P>,
) => GetSettlementModeServerResult | Promise<GetSettlementModeServerResult>;

/**
 * Request of `getStatement`: Produce a statement of an account
 *
 * A statement for the inclusive range `from`..`to` (a date means the whole UTC day; `from` absent =
 * since the account was opened, `to` absent = now; `from` after `to` gives 400). Lines are oldest
 * first with running balances. `opening_balance_cents` is the running balance just before `from`
 * (0 when `from` is absent); `closing_balance_cents` is the running balance at `to`, so closing =
 * opening + credits - debits of the lines. The representation is chosen by `format` (default
 * `json`), not by the `Accept` header.
 *
 *
 * `GET /api/v1/accounts/{id}/statement`
 */
export type GetStatementServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.GetStatementData, "path">,
  Part<T.GetStatementData, "query">,
  Part<T.GetStatementData, "headers">,
  BodyOf<T.GetStatementData>,
  P["companyKey"]
>;
/**
 * The responses `getStatement` may give: exactly the statuses the spec declares.
 */
export type GetStatementServerResult =
  | {
      status: 200;
      body: T.GetStatementResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 200;
      body: string | AsyncIterable<string>;
      contentType: "text/csv";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 200;
      body: string | AsyncIterable<string>;
      contentType: "text/html";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 400;
      body: T.GetStatementErrors["400"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 401;
      body: T.GetStatementErrors["401"];
      contentType?: "application/json";
      headers?: Readonly<{ "www-authenticate"?: string } & Record<string, string>>;
    }
  | {
      status: 403;
      body: T.GetStatementErrors["403"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 404;
      body: T.GetStatementErrors["404"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.GetStatementErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.GetStatementErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.GetStatementErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `getStatement` (Produce a statement of an account).
 */
export type GetStatementHandler<P extends BankPrincipals = BankPrincipals> = (
  request: GetStatementServerRequest<P>,
) => GetStatementServerResult | Promise<GetStatementServerResult>;

/**
 * Request of `listAccounts`: List the caller's accounts
 *
 * All accounts of the caller's organisation, active and frozen, in opening order.
 *
 * `GET /api/v1/accounts`
 */
export type ListAccountsServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.ListAccountsData, "path">,
  Part<T.ListAccountsData, "query">,
  Part<T.ListAccountsData, "headers">,
  BodyOf<T.ListAccountsData>,
  P["companyKey"]
>;
/**
 * The responses `listAccounts` may give: exactly the statuses the spec declares.
 */
export type ListAccountsServerResult =
  | {
      status: 200;
      body: T.ListAccountsResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 401;
      body: T.ListAccountsErrors["401"];
      contentType?: "application/json";
      headers?: Readonly<{ "www-authenticate"?: string } & Record<string, string>>;
    }
  | {
      status: 403;
      body: T.ListAccountsErrors["403"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 404;
      body: T.ListAccountsErrors["404"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.ListAccountsErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.ListAccountsErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.ListAccountsErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `listAccounts` (List the caller's accounts).
 */
export type ListAccountsHandler<P extends BankPrincipals = BankPrincipals> = (
  request: ListAccountsServerRequest<P>,
) => ListAccountsServerResult | Promise<ListAccountsServerResult>;

/**
 * Request of `listPayments`: List payments touching the caller's accounts
 *
 * Payments sent from or received into the caller's accounts, newest first (by `created_at`), at
 * most `limit` (default 50, at most 500), optionally filtered by `status`. `rejected` payments are
 * listed only to the sending organisation.
 *
 *
 * `GET /api/v1/payments`
 */
export type ListPaymentsServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.ListPaymentsData, "path">,
  Part<T.ListPaymentsData, "query">,
  Part<T.ListPaymentsData, "headers">,
  BodyOf<T.ListPaymentsData>,
  P["companyKey"]
>;
/**
 * The responses `listPayments` may give: exactly the statuses the spec declares.
 */
export type ListPaymentsServerResult =
  | {
      status: 200;
      body: T.ListPaymentsResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 400;
      body: T.ListPaymentsErrors["400"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 401;
      body: T.ListPaymentsErrors["401"];
      contentType?: "application/json";
      headers?: Readonly<{ "www-authenticate"?: string } & Record<string, string>>;
    }
  | {
      status: 403;
      body: T.ListPaymentsErrors["403"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 404;
      body: T.ListPaymentsErrors["404"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.ListPaymentsErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.ListPaymentsErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.ListPaymentsErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `listPayments` (List payments touching the caller's accounts).
 */
export type ListPaymentsHandler<P extends BankPrincipals = BankPrincipals> = (
  request: ListPaymentsServerRequest<P>,
) => ListPaymentsServerResult | Promise<ListPaymentsServerResult>;

/**
 * Request of `listTransactions`: List an account's postings, newest first
 *
 * The account's postings (statement lines), newest first, in pages of `limit` (default 50, at most
 * 500). `from` and `to` filter on `date` and are inclusive: a date means the whole UTC day. `from`
 * after `to` gives 400. Pending payments write no posting and so are not listed (they show as a
 * hold in `available_cents`).
 *
 * Paging: `next_cursor` is an opaque string when more lines follow and null on the last page. Send
 * it back as `cursor` with the same `from`, `to` and `limit`. The cursor marks a position in the
 * account's posting order, so postings written after the first page never shift later pages. A
 * cursor that is malformed or was issued for another account gives 400.
 *
 *
 * `GET /api/v1/accounts/{id}/transactions`
 */
export type ListTransactionsServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.ListTransactionsData, "path">,
  Part<T.ListTransactionsData, "query">,
  Part<T.ListTransactionsData, "headers">,
  BodyOf<T.ListTransactionsData>,
  P["companyKey"]
>;
/**
 * The responses `listTransactions` may give: exactly the statuses the spec declares.
 */
export type ListTransactionsServerResult =
  | {
      status: 200;
      body: T.ListTransactionsResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 400;
      body: T.ListTransactionsErrors["400"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 401;
      body: T.ListTransactionsErrors["401"];
      contentType?: "application/json";
      headers?: Readonly<{ "www-authenticate"?: string } & Record<string, string>>;
    }
  | {
      status: 403;
      body: T.ListTransactionsErrors["403"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 404;
      body: T.ListTransactionsErrors["404"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.ListTransactionsErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.ListTransactionsErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.ListTransactionsErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `listTransactions` (List an account's postings, newest first).
 */
export type ListTransactionsHandler<P extends BankPrincipals = BankPrincipals> = (
  request: ListTransactionsServerRequest<P>,
) => ListTransactionsServerResult | Promise<ListTransactionsServerResult>;

/**
 * Request of `openAccount`: Open an account
 *
 * Opens an account in the caller's organisation with a new unique account number. `type` defaults
 * to `operating`, `currency` to `USD` (the only currency). `opening_balance_cents` > 0 books one
 * deposit posting with the reference `OPENING BALANCE`; 0 or absent books nothing.
 *
 *
 * `POST /api/v1/accounts`
 */
export type OpenAccountServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.OpenAccountData, "path">,
  Part<T.OpenAccountData, "query">,
  Part<T.OpenAccountData, "headers">,
  BodyOf<T.OpenAccountData>,
  P["companyKey"]
>;
/**
 * The responses `openAccount` may give: exactly the statuses the spec declares.
 */
export type OpenAccountServerResult =
  | {
      status: 201;
      body: T.OpenAccountResponses["201"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 400;
      body: T.OpenAccountErrors["400"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 401;
      body: T.OpenAccountErrors["401"];
      contentType?: "application/json";
      headers?: Readonly<{ "www-authenticate"?: string } & Record<string, string>>;
    }
  | {
      status: 403;
      body: T.OpenAccountErrors["403"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 404;
      body: T.OpenAccountErrors["404"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 413;
      body: T.OpenAccountErrors["413"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 415;
      body: T.OpenAccountErrors["415"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 422;
      body: T.OpenAccountErrors["422"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.OpenAccountErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.OpenAccountErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.OpenAccountErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `openAccount` (Open an account).
 */
export type OpenAccountHandler<P extends BankPrincipals = BankPrincipals> = (
  request: OpenAccountServerRequest<P>,
) => OpenAccountServerResult | Promise<OpenAccountServerResult>;

/**
 * Request of `returnPayment`: Return a pending payment
 *
 * `pending` -> `returned`: the hold is released; the sender's statement gets the payment's DR and
 * the matching `RETURN <reference>` CR together (balance unchanged, `value_date` null on both);
 * `returned_at` is set and `return_reason` is the code's text (see `ReturnReasonCode`; default
 * `R08`). Any other current state gives 409 naming it. Allowed whatever the accounts' status. The
 * body is optional.
 *
 *
 * `POST /admin/payments/{id}/return`
 */
export type ReturnPaymentServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.ReturnPaymentData, "path">,
  Part<T.ReturnPaymentData, "query">,
  Part<T.ReturnPaymentData, "headers">,
  BodyOf<T.ReturnPaymentData>,
  P["adminKey"]
>;
/**
 * The responses `returnPayment` may give: exactly the statuses the spec declares.
 */
export type ReturnPaymentServerResult =
  | {
      status: 200;
      body: T.ReturnPaymentResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 400;
      body: T.ReturnPaymentErrors["400"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 401;
      body: T.ReturnPaymentErrors["401"];
      contentType?: "application/json";
      headers?: Readonly<{ "www-authenticate"?: string } & Record<string, string>>;
    }
  | {
      status: 403;
      body: T.ReturnPaymentErrors["403"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 404;
      body: T.ReturnPaymentErrors["404"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 409;
      body: T.ReturnPaymentErrors["409"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 413;
      body: T.ReturnPaymentErrors["413"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 415;
      body: T.ReturnPaymentErrors["415"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.ReturnPaymentErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.ReturnPaymentErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.ReturnPaymentErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `returnPayment` (Return a pending payment).
 */
export type ReturnPaymentHandler<P extends BankPrincipals = BankPrincipals> = (
  request: ReturnPaymentServerRequest<P>,
) => ReturnPaymentServerResult | Promise<ReturnPaymentServerResult>;

/**
 * Request of `reversePayment`: Reverse a settled payment
 *
 * `settled` -> `returned`: DR on the receiver and CR on the sender, both with the reference
 * `RETURN <reference>`; `returned_at` is set and `return_reason` is the code's text (default `R08`).
 * Any other current state gives 409 naming it. When the receiver's `available_cents` is below the
 * amount the call is refused with 422 and nothing changes, unless `force: true`: then the reversal
 * goes through and may take the receiver below zero - the one documented way a balance goes
 * negative, and only by the bank. Allowed whatever the accounts' status. The body is optional.
 *
 *
 * `POST /admin/payments/{id}/reverse`
 */
export type ReversePaymentServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.ReversePaymentData, "path">,
  Part<T.ReversePaymentData, "query">,
  Part<T.ReversePaymentData, "headers">,
  BodyOf<T.ReversePaymentData>,
  P["adminKey"]
>;
/**
 * The responses `reversePayment` may give: exactly the statuses the spec declares.
 */
export type ReversePaymentServerResult =
  | {
      status: 200;
      body: T.ReversePaymentResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 400;
      body: T.ReversePaymentErrors["400"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 401;
      body: T.ReversePaymentErrors["401"];
      contentType?: "application/json";
      headers?: Readonly<{ "www-authenticate"?: string } & Record<string, string>>;
    }
  | {
      status: 403;
      body: T.ReversePaymentErrors["403"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 404;
      body: T.ReversePaymentErrors["404"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 409;
      body: T.ReversePaymentErrors["409"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 413;
      body: T.ReversePaymentErrors["413"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 415;
      body: T.ReversePaymentErrors["415"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 422;
      body: T.ReversePaymentErrors["422"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.ReversePaymentErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.ReversePaymentErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.ReversePaymentErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `reversePayment` (Reverse a settled payment).
 */
export type ReversePaymentHandler<P extends BankPrincipals = BankPrincipals> = (
  request: ReversePaymentServerRequest<P>,
) => ReversePaymentServerResult | Promise<ReversePaymentServerResult>;

/**
 * Request of `rotateKey`: Replace the caller's api key
 *
 * Issues a new api key and invalidates the old one at once: the next request with the old key gets
 * 401. The new key is shown only in this response. Idempotency keys belong to the organisation, so
 * they survive the rotation. Takes no request body.
 *
 *
 * `POST /api/v1/me/rotate-key`
 */
export type RotateKeyServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.RotateKeyData, "path">,
  Part<T.RotateKeyData, "query">,
  Part<T.RotateKeyData, "headers">,
  BodyOf<T.RotateKeyData>,
  P["companyKey"]
>;
/**
 * The responses `rotateKey` may give: exactly the statuses the spec declares.
 */
export type RotateKeyServerResult =
  | {
      status: 200;
      body: T.RotateKeyResponses["200"];
      contentType?: "application/json";
      headers: Readonly<{ "cache-control": string } & Record<string, string>>;
    }
  | {
      status: 401;
      body: T.RotateKeyErrors["401"];
      contentType?: "application/json";
      headers?: Readonly<{ "www-authenticate"?: string } & Record<string, string>>;
    }
  | {
      status: 403;
      body: T.RotateKeyErrors["403"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 404;
      body: T.RotateKeyErrors["404"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.RotateKeyErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.RotateKeyErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.RotateKeyErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `rotateKey` (Replace the caller's api key).
 */
export type RotateKeyHandler<P extends BankPrincipals = BankPrincipals> = (
  request: RotateKeyServerRequest<P>,
) => RotateKeyServerResult | Promise<RotateKeyServerResult>;

/**
 * Request of `sendPayment`: Send a payment
 *
 * Sends `amount_cents` from one of the caller's accounts (`from_account_id`) to any account at the
 * bank (`to_account_number`). `currency` defaults to `USD` (the only currency), `reference` to the
 * empty string.
 *
 * Checks, in this order:
 * 1. The body is valid (else 400, nothing recorded). `from_account_id` must exist (else 404) and
 *    belong to the caller (else 403); `to_account_number` must differ from the sending account's
 *    number (else 400). Nothing is recorded for these.
 * 2. Rejections - the payment is recorded with status `rejected`, no money moves, no posting is
 *    written, and the answer is 422 `unprocessable_entity` whose `error.details.payment` is the
 *    recorded payment:
 *    - `to_account_number` is not ten digits: `return_reason` `R04: invalid account number`;
 *    - `to_account_number` matches no account: `R03: no account`;
 *    - the sending or receiving account is frozen: `R16: account frozen`;
 *    - `amount_cents` exceeds the sender's `available_cents`: `R01: insufficient funds`.
 * 3. Otherwise 201: in `automatic` settlement mode the payment is `settled` (two postings, `settled_at`
 *    set); in `manual` mode it is `pending` (amount held on the sender).
 *
 * Idempotency (`Idempotency-Key`, optional):
 * - Scope: the organisation - a key sent with a rotated api key still finds its first request.
 * - Retention: 24 hours from the first request (operators may configure longer); then the key is
 *   free again.
 * - Same key, same body: the original status and body are replayed byte for byte (422 rejections
 *   included) with the header `Idempotent-Replayed: true`, and nothing new is recorded. The replay
 *   is the original answer, not the payment's current state (read that with `getPayment`).
 * - Bodies are compared as canonical JSON (object members sorted by code unit, no insignificant
 *   whitespace) of the body as sent, before defaults: member order and whitespace do not matter,
 *   but sending `"currency": "USD"` differs from omitting it.
 * - Same key, different body: 409 `conflict` ("Idempotency-Key reused with a different body").
 * - Same key while the first request is still being processed: 409 `conflict` with a distinct
 *   message ("a request with this Idempotency-Key is still being processed").
 * - Requests answered 400, 401, 403, 404, 413, 415 or 429 are not stored; the key stays free.
 *
 *
 * `POST /api/v1/payments`
 */
export type SendPaymentServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.SendPaymentData, "path">,
  Part<T.SendPaymentData, "query">,
  Part<T.SendPaymentData, "headers">,
  BodyOf<T.SendPaymentData>,
  P["companyKey"]
>;
/**
 * The responses `sendPayment` may give: exactly the statuses the spec declares.
 */
export type SendPaymentServerResult =
  | {
      status: 201;
      body: T.SendPaymentResponses["201"];
      contentType?: "application/json";
      headers?: Readonly<{ "idempotent-replayed"?: string } & Record<string, string>>;
    }
  | {
      status: 400;
      body: T.SendPaymentErrors["400"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 401;
      body: T.SendPaymentErrors["401"];
      contentType?: "application/json";
      headers?: Readonly<{ "www-authenticate"?: string } & Record<string, string>>;
    }
  | {
      status: 403;
      body: T.SendPaymentErrors["403"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 404;
      body: T.SendPaymentErrors["404"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 409;
      body: T.SendPaymentErrors["409"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 413;
      body: T.SendPaymentErrors["413"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 415;
      body: T.SendPaymentErrors["415"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 422;
      body: T.SendPaymentErrors["422"];
      contentType?: "application/json";
      headers?: Readonly<{ "idempotent-replayed"?: string } & Record<string, string>>;
    }
  | {
      status: 429;
      body: T.SendPaymentErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.SendPaymentErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.SendPaymentErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `sendPayment` (Send a payment).
 */
export type SendPaymentHandler<P extends BankPrincipals = BankPrincipals> = (
  request: SendPaymentServerRequest<P>,
) => SendPaymentServerResult | Promise<SendPaymentServerResult>;

/**
 * Request of `setSettlementMode`: Set the bank's settlement mode
 *
 * Sets the mode for payments created from now on. Setting the current mode again is a no-op (200).
 * Payments already `pending` stay pending until settled or returned.
 *
 *
 * `PUT /admin/settlement-mode`
 */
export type SetSettlementModeServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.SetSettlementModeData, "path">,
  Part<T.SetSettlementModeData, "query">,
  Part<T.SetSettlementModeData, "headers">,
  BodyOf<T.SetSettlementModeData>,
  P["adminKey"]
>;
/**
 * The responses `setSettlementMode` may give: exactly the statuses the spec declares.
 */
export type SetSettlementModeServerResult =
  | {
      status: 200;
      body: T.SetSettlementModeResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 400;
      body: T.SetSettlementModeErrors["400"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 401;
      body: T.SetSettlementModeErrors["401"];
      contentType?: "application/json";
      headers?: Readonly<{ "www-authenticate"?: string } & Record<string, string>>;
    }
  | {
      status: 403;
      body: T.SetSettlementModeErrors["403"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 404;
      body: T.SetSettlementModeErrors["404"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 413;
      body: T.SetSettlementModeErrors["413"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 415;
      body: T.SetSettlementModeErrors["415"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.SetSettlementModeErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.SetSettlementModeErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.SetSettlementModeErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `setSettlementMode` (Set the bank's settlement mode).
 */
export type SetSettlementModeHandler<P extends BankPrincipals = BankPrincipals> = (
  request: SetSettlementModeServerRequest<P>,
) => SetSettlementModeServerResult | Promise<SetSettlementModeServerResult>;

/**
 * Request of `settlePayment`: Settle a pending payment
 *
 * `pending` -> `settled`: the hold is released, the two postings (DR sender, CR receiver) are
 * written and `settled_at` is set. Any other current state gives 409 naming it (e.g. "payment
 * pay_x is settled; only a pending payment can be settled"). A frozen sending or receiving
 * account also gives 409 naming the account (unfreeze it or return the payment). Takes no body.
 *
 *
 * `POST /admin/payments/{id}/settle`
 */
export type SettlePaymentServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.SettlePaymentData, "path">,
  Part<T.SettlePaymentData, "query">,
  Part<T.SettlePaymentData, "headers">,
  BodyOf<T.SettlePaymentData>,
  P["adminKey"]
>;
/**
 * The responses `settlePayment` may give: exactly the statuses the spec declares.
 */
export type SettlePaymentServerResult =
  | {
      status: 200;
      body: T.SettlePaymentResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 401;
      body: T.SettlePaymentErrors["401"];
      contentType?: "application/json";
      headers?: Readonly<{ "www-authenticate"?: string } & Record<string, string>>;
    }
  | {
      status: 403;
      body: T.SettlePaymentErrors["403"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 404;
      body: T.SettlePaymentErrors["404"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 409;
      body: T.SettlePaymentErrors["409"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.SettlePaymentErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.SettlePaymentErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.SettlePaymentErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `settlePayment` (Settle a pending payment).
 */
export type SettlePaymentHandler<P extends BankPrincipals = BankPrincipals> = (
  request: SettlePaymentServerRequest<P>,
) => SettlePaymentServerResult | Promise<SettlePaymentServerResult>;

/**
 * Request of `signup`: Open a company (organisation) and receive its api key
 *
 * Unauthenticated. Creates the organisation, opens the listed accounts (none when `accounts` is
 * absent or empty) and returns the api key - shown this once only, never retrievable again.
 *
 * - `slug`: lowercase letters, digits and single dashes, 1 to 63 characters, no leading or trailing
 *   dash. When absent it is derived from `name`: Unicode NFKD, combining marks removed, lowercased,
 *   every run of characters other than `a-z` and `0-9` replaced by one dash, leading and trailing
 *   dashes trimmed, cut to 63 characters and trimmed again. A name that derives an empty slug gives
 *   400 (pass `slug`).
 * - A slug already taken - given or derived - gives 409 `conflict` and creates nothing; the message
 *   names the slug. (A derived slug is not suffixed: a second signup with the same name is far more
 *   often a retry than a new company.)
 * - Each account item with `opening_balance_cents` > 0 books one deposit posting with the reference
 *   `OPENING BALANCE`; 0 books nothing.
 * - Opening balances are bounded (422 `unprocessable_entity`, nothing created): at most
 *   100000000 cents (1,000,000.00 USD) per account and 1000000000 cents per organisation in total,
 *   unless the operator configured other limits (`--max-opening-balance`,
 *   `--max-organisation-opening`); and the money in the bank stays below 9007199254740991 cents.
 * - The signup is atomic: on any error nothing is created.
 *
 *
 * `POST /api/v1/signup`
 */
export type SignupServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.SignupData, "path">,
  Part<T.SignupData, "query">,
  Part<T.SignupData, "headers">,
  BodyOf<T.SignupData>,
  undefined
>;
/**
 * The responses `signup` may give: exactly the statuses the spec declares.
 */
export type SignupServerResult =
  | {
      status: 201;
      body: T.SignupResponses["201"];
      contentType?: "application/json";
      headers: Readonly<{ "cache-control": string } & Record<string, string>>;
    }
  | {
      status: 400;
      body: T.SignupErrors["400"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 409;
      body: T.SignupErrors["409"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 413;
      body: T.SignupErrors["413"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 415;
      body: T.SignupErrors["415"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 422;
      body: T.SignupErrors["422"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.SignupErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.SignupErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.SignupErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `signup` (Open a company (organisation) and receive its api key).
 */
export type SignupHandler<P extends BankPrincipals = BankPrincipals> = (
  request: SignupServerRequest<P>,
) => SignupServerResult | Promise<SignupServerResult>;

/**
 * Request of `unfreezeAccount`: Unfreeze an account
 *
 * `frozen` -> `active`. Unfreezing an active account gives 409 naming the state. Takes no body.
 *
 *
 * `POST /admin/accounts/{id}/unfreeze`
 */
export type UnfreezeAccountServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.UnfreezeAccountData, "path">,
  Part<T.UnfreezeAccountData, "query">,
  Part<T.UnfreezeAccountData, "headers">,
  BodyOf<T.UnfreezeAccountData>,
  P["adminKey"]
>;
/**
 * The responses `unfreezeAccount` may give: exactly the statuses the spec declares.
 */
export type UnfreezeAccountServerResult =
  | {
      status: 200;
      body: T.UnfreezeAccountResponses["200"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 401;
      body: T.UnfreezeAccountErrors["401"];
      contentType?: "application/json";
      headers?: Readonly<{ "www-authenticate"?: string } & Record<string, string>>;
    }
  | {
      status: 403;
      body: T.UnfreezeAccountErrors["403"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 404;
      body: T.UnfreezeAccountErrors["404"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 409;
      body: T.UnfreezeAccountErrors["409"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.UnfreezeAccountErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.UnfreezeAccountErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.UnfreezeAccountErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `unfreezeAccount` (Unfreeze an account).
 */
export type UnfreezeAccountHandler<P extends BankPrincipals = BankPrincipals> = (
  request: UnfreezeAccountServerRequest<P>,
) => UnfreezeAccountServerResult | Promise<UnfreezeAccountServerResult>;

/**
 * Request of `withdrawFromAccount`: Take money out of an account
 *
 * Books one withdrawal posting (DR, counterparty `0000000000`, `transfer_id` = the withdrawal id)
 * with `reference` (default `WITHDRAWAL`): the only way money leaves the bank, journaled like every
 * mutation and counted by the audit (`total_withdrawals_cents`). It gives room under the bank-wide
 * cap back. Refused with 422 when the account's `available_cents` is below the amount - a withdrawal
 * never takes a balance below zero nor breaks a pending payment's hold. Allowed whatever the
 * account's status.
 *
 *
 * `POST /admin/accounts/{id}/withdrawals`
 */
export type WithdrawFromAccountServerRequest<P extends BankPrincipals = BankPrincipals> = HandlerRequest<
  Part<T.WithdrawFromAccountData, "path">,
  Part<T.WithdrawFromAccountData, "query">,
  Part<T.WithdrawFromAccountData, "headers">,
  BodyOf<T.WithdrawFromAccountData>,
  P["adminKey"]
>;
/**
 * The responses `withdrawFromAccount` may give: exactly the statuses the spec declares.
 */
export type WithdrawFromAccountServerResult =
  | {
      status: 201;
      body: T.WithdrawFromAccountResponses["201"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 400;
      body: T.WithdrawFromAccountErrors["400"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 401;
      body: T.WithdrawFromAccountErrors["401"];
      contentType?: "application/json";
      headers?: Readonly<{ "www-authenticate"?: string } & Record<string, string>>;
    }
  | {
      status: 403;
      body: T.WithdrawFromAccountErrors["403"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 404;
      body: T.WithdrawFromAccountErrors["404"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 413;
      body: T.WithdrawFromAccountErrors["413"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 415;
      body: T.WithdrawFromAccountErrors["415"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 422;
      body: T.WithdrawFromAccountErrors["422"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 429;
      body: T.WithdrawFromAccountErrors["429"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    }
  | {
      status: 500;
      body: T.WithdrawFromAccountErrors["500"];
      contentType?: "application/json";
      headers?: Readonly<Record<string, string>>;
    }
  | {
      status: 503;
      body: T.WithdrawFromAccountErrors["503"];
      contentType?: "application/json";
      headers?: Readonly<{ "retry-after"?: string } & Record<string, string>>;
    };
/**
 * Handles `withdrawFromAccount` (Take money out of an account).
 */
export type WithdrawFromAccountHandler<P extends BankPrincipals = BankPrincipals> = (
  request: WithdrawFromAccountServerRequest<P>,
) => WithdrawFromAccountServerResult | Promise<WithdrawFromAccountServerResult>;

/**
 * One handler per operation of specs/bank.openapi.yaml. Every member is required: an operation without a handler does
 * not compile.
 */
export interface BankHandlers<P extends BankPrincipals = BankPrincipals> {
  adminListOrganisations: AdminListOrganisationsHandler<P>;
  adminListPayments: AdminListPaymentsHandler<P>;
  createStatementLink: CreateStatementLinkHandler<P>;
  depositToAccount: DepositToAccountHandler<P>;
  freezeAccount: FreezeAccountHandler<P>;
  getAccount: GetAccountHandler<P>;
  getAudit: GetAuditHandler<P>;
  getDirectory: GetDirectoryHandler<P>;
  getDocs: GetDocsHandler<P>;
  getHealth: GetHealthHandler<P>;
  getLinkedStatement: GetLinkedStatementHandler<P>;
  getMe: GetMeHandler<P>;
  getOpenApiDocument: GetOpenApiDocumentHandler<P>;
  getPayment: GetPaymentHandler<P>;
  getSettlementMode: GetSettlementModeHandler<P>;
  getStatement: GetStatementHandler<P>;
  listAccounts: ListAccountsHandler<P>;
  listPayments: ListPaymentsHandler<P>;
  listTransactions: ListTransactionsHandler<P>;
  openAccount: OpenAccountHandler<P>;
  returnPayment: ReturnPaymentHandler<P>;
  reversePayment: ReversePaymentHandler<P>;
  rotateKey: RotateKeyHandler<P>;
  sendPayment: SendPaymentHandler<P>;
  setSettlementMode: SetSettlementModeHandler<P>;
  settlePayment: SettlePaymentHandler<P>;
  signup: SignupHandler<P>;
  unfreezeAccount: UnfreezeAccountHandler<P>;
  withdrawFromAccount: WithdrawFromAccountHandler<P>;
}

/**
 * The route rows of specs/bank.openapi.yaml (aliases included), read from the operation table.
 */
export const bankRoutes: readonly RouteSpec[] = routesOf(bankOperations.operations);

export interface BankServerOptions<P extends BankPrincipals> {
  handlers: BankHandlers<P>;
  /** Resolves a credential per security scheme; undefined means 401. */
  security: { [K in keyof P]: SecurityResolver<P[K]> };
  /** Renders errors raised before a handler runs (404, 401, 400 …) in the service's envelope. */
  errorBody: (error: DispatchError) => unknown;
  /** Receives exceptions thrown by handlers (the client sees a 500 envelope only). */
  onError?: (error: unknown, request: HttpRequest) => void;
  /** Serve another version of the document (tests); defaults to the bundled spec. */
  document?: Record<string, unknown>;
}

/**
 * Binds the handlers to the dispatcher: routes, parameters, security and validation from the operation table.
 */
export function createBankServer<P extends BankPrincipals>(options: BankServerOptions<P>): Promise<Dispatcher> {
  return createDispatcher({
    document: options.document ?? bankOpenApiDocument,
    operations: bankOperations.operations,
    securitySchemes: bankOperations.securitySchemes,
    handlers: options.handlers as unknown as Parameters<typeof createDispatcher>[0]["handlers"],
    security: options.security as Parameters<typeof createDispatcher>[0]["security"],
    errorBody: options.errorBody,
    ...(options.onError ? { onError: options.onError } : {}),
  });
}
