/**
 * The bank's HTTP surface: one handler per operation of the generated `BankHandlers` contract, each a
 * thin translation between the validated request, the ledger, and a response the spec declares.
 */
import {
  type BankHandlers,
  type BankPrincipals,
  bankOpenApiDocument,
  bankRoutes,
  type ErrorEnvelope,
  type Payment as PaymentBody,
} from "../../generated/bank/index.ts";
import { type DispatchError, SecurityDenial } from "../../generated/http/server.ts";
import { type DocsPage, docsResponse, documentForServer, renderDocsPage } from "../http/docs.ts";
import {
  type Awaitable,
  type BankLedger,
  hashRequestBody,
  LEDGER_ERROR_STATUS,
  type LedgerError,
  type LedgerErrorCode,
  type LedgerErrorStatus,
  LedgerUnavailableError,
  type Organisation,
  type Payment,
  type Result,
  type StoredResponse,
  statementCsv,
  statementCsvChunks,
  statementHtml,
} from "./ledger/index.ts";

/** Who a bearer key turned out to be. */
export interface BankAuth extends BankPrincipals {
  companyKey: { organisationId: string };
  adminKey: { admin: true };
}

type Handlers = BankHandlers<BankAuth>;

/** Where a ledger field issue sits in the request, for the `/body/…`, `/query/…` pointers of the spec. */
type Location = "body" | "query" | "path";

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
function answer<T, C extends LedgerErrorCode, R>(
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

/**
 * The request body as the client sent it, for the idempotency hash: validation has filled the
 * schema's defaults into `body` (a `currency` the client never sent), and the spec promises that
 * sending `currency: USD` differs from omitting it (issue 20, D7).
 */
function bodyAsSent(raw: { bodyText?: string }, body: unknown): unknown {
  if (raw.bodyText === undefined) return body;
  try {
    return JSON.parse(raw.bodyText);
  } catch {
    // Only a JSON body reaches a JSON operation; anything else was refused before the handler.
    return body;
  }
}

/** How a payment outcome is answered: the same bytes are stored with an idempotency key and replayed. */
function renderPaymentOutcome(outcome: Result<Payment>): StoredResponse {
  return outcome.ok
    ? { status: 201, body: { payment: outcome.value } }
    : { status: LEDGER_ERROR_STATUS[outcome.error.code], body: envelope(outcome.error) };
}

/**
 * Runs a read once every record it could show is durable (issue 20, D4): a client must never see a
 * payment that a crash would take back. The read starts right after the wait (in the same tick).
 */
function durably<R>(ledger: BankLedger, read: () => Awaitable<R>): Awaitable<R> {
  const wait = ledger.durableRead();
  return wait === null ? read() : wait.then(read);
}

/** A ledger read answered as a response: `ok` for a value, the error envelope otherwise. */
function readAnswer<T, C extends LedgerErrorCode, R>(
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

export interface BankHandlerOptions {
  /** The bank's version, reported by /health. */
  version: string;
  /** When the process started, for /health's uptime. */
  startedAt: number;
  /** The URL `/openapi.json` names in `servers` (the configured public URL or the bound address). */
  publicUrl?: () => string | undefined;
}

/** Responses that carry a key must not be kept by any cache (RFC 9111 §5.2.2.5). */
const NO_STORE = { "cache-control": "no-store" } as const;

/** `/health`'s status members: `degraded` with the reason while writes are refused or the audit failed. */
function healthState(ledger: BankLedger): { status: "ok" | "degraded"; writable: boolean; reason?: string } {
  const { status, writable, reason } = ledger.availability();
  return reason === null ? { status, writable } : { status, writable, reason };
}

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
function guarded(ledger: BankLedger, handlers: Handlers): Handlers {
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

/** Builds the handler map. TypeScript checks that every operation of the spec has one. */
export function createBankHandlers(ledger: BankLedger, options: BankHandlerOptions): Handlers {
  return guarded(ledger, bankHandlers(ledger, options));
}

function bankHandlers(ledger: BankLedger, options: BankHandlerOptions): Handlers {
  const title = String((bankOpenApiDocument.info as { title?: string } | undefined)?.title ?? "Bank");
  // The statement's letterhead names the bank, not its API ("Mock Bank API" -> "Mock Bank").
  const bankName = title.replace(/\s+API$/, "");
  let docsPage: DocsPage | undefined;
  return {
    getHealth: async () => ({
      status: 200,
      body: {
        ...healthState(ledger),
        version: options.version,
        settlement_mode: await ledger.getSettlementMode(),
        uptime_seconds: Math.max(0, Math.floor((Date.now() - options.startedAt) / 1000)),
      },
    }),

    getDocs: ({ raw }) => {
      docsPage ??= renderDocsPage(title);
      return docsResponse(docsPage, raw.headers["accept-encoding"]);
    },

    getOpenApiDocument: () => ({
      status: 200,
      body: documentForServer(bankOpenApiDocument, options.publicUrl?.()),
    }),

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

    getStatement: async ({ auth, params, query }) => {
      // Awaited only when something is in flight: the read must follow the wait synchronously.
      const wait = ledger.durableRead();
      if (wait !== null) await wait;
      const { format = "json", ...period } = query;
      const result = await ledger.statement(auth.organisationId, params.id, period);
      if (!result.ok) return failure(result.error, "query");
      const statement = result.value;
      if (format === "csv") {
        const filename = `statement-${statement.account_number}.csv`;
        return {
          status: 200,
          contentType: "text/csv",
          // Streamed in chunks: a 100k-line statement never exists as one string.
          body: (async function* () {
            yield* statementCsvChunks(statement);
          })(),
          headers: { "content-disposition": `attachment; filename="${filename}"` },
        };
      }
      if (format === "html") {
        return { status: 200, contentType: "text/html", body: statementHtml(statement, { bankName }) };
      }
      // The JSON body is the spec's Statement; organisation and account only feed the HTML page.
      const { organisation: _organisation, account: _account, ...body } = statement;
      return { status: 200, body };
    },

    createStatementLink: async ({ auth, params, body }) =>
      answer(await ledger.issueStatementLink(auth.organisationId, params.id, body ?? {}), (link) => {
        const { token, ...grant } = link;
        const base = options.publicUrl?.() ?? "";
        const url = `${base}/api/v1/accounts/${encodeURIComponent(params.id)}/linked-statement?token=${token}`;
        return { status: 201, body: { url, ...grant }, headers: NO_STORE };
      }),

    getLinkedStatement: async ({ params, query }) => {
      const wait = ledger.durableRead();
      if (wait !== null) await wait;
      const result = await ledger.statementByLink(params.id, query.token);
      if (!result.ok) return failure(result.error, "query");
      const { statement, format } = result.value;
      const headers = { "cache-control": "private, no-store", "referrer-policy": "no-referrer" };
      if (format === "csv") {
        const filename = `statement-${statement.account_number}.csv`;
        return {
          status: 200,
          contentType: "text/csv",
          body: statementCsv(statement),
          headers: { ...headers, "content-disposition": `attachment; filename="${filename}"` },
        };
      }
      return { status: 200, contentType: "text/html", body: statementHtml(statement, { bankName }), headers };
    },

    listPayments: ({ auth, query }) =>
      readAnswer(
        ledger,
        () => ledger.listPayments(auth.organisationId, query),
        (payments) => ({ status: 200, body: { payments } }),
        "query",
      ),

    getPayment: ({ auth, params }) =>
      readAnswer(
        ledger,
        () => ledger.getPayment(auth.organisationId, params.id),
        (payment) => ({ status: 200, body: { payment } }),
        "path",
      ),

    sendPayment: async ({ auth, body, headers, raw }) => {
      const key = headers["Idempotency-Key"];
      if (key === undefined) {
        return answer(await ledger.sendPayment(auth.organisationId, body), (payment) => ({
          status: 201,
          body: { payment },
        }));
      }
      const result = await ledger.sendPaymentIdempotent(auth.organisationId, body, {
        key,
        requestHash: hashRequestBody(bodyAsSent(raw, body)),
        render: renderPaymentOutcome,
      });
      if (!result.ok) return failure(result.error);
      const reply = result.value;
      // The stored body itself: serialising it gives the bytes of the first answer (nothing on the
      // response path changes a body).
      return {
        status: reply.status,
        body: reply.body,
        // The spec sends the header on replays only; a first answer carries none.
        headers: { ...(reply.headers ?? {}), ...(reply.replayed ? { "idempotent-replayed": "true" } : {}) },
      } as Awaited<ReturnType<Handlers["sendPayment"]>>;
    },

    getDirectory: () =>
      durably(ledger, async () => ({ status: 200 as const, body: { organisations: await ledger.directory() } })),

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

/** Resolves bearer keys: company keys for company routes, the bank's admin key for /admin. */
export function bankSecurity(ledger: BankLedger) {
  type Company = { organisationId: string } | undefined;
  type Admin = { admin: true } | SecurityDenial | undefined;
  const companyKey = (token: string): Awaitable<Company> => {
    const found = ledger.authenticate(token);
    const principal = (organisation: Organisation | null) =>
      organisation ? { organisationId: organisation.id } : undefined;
    return found instanceof Promise ? found.then(principal) : principal(found);
  };
  const companyDenial = (organisation: Organisation | null) =>
    // A company key is a real key, just not this bank's admin key: forbidden, not unknown.
    organisation ? new SecurityDenial("a company key cannot use /admin routes") : undefined;
  const adminKey = (token: string): Awaitable<Admin> => {
    const verified = ledger.verifyAdminKey(token);
    const decide = (isAdmin: boolean): Awaitable<Admin> => {
      if (isAdmin) return { admin: true as const };
      const found = ledger.authenticate(token);
      return found instanceof Promise ? found.then(companyDenial) : companyDenial(found);
    };
    return verified instanceof Promise ? verified.then(decide) : decide(verified);
  };
  // While the book is rebuilt from disk a key is checked against the rebuilt book (a rotation
  // that failed to persist must not count).
  const afterRebuild =
    <T>(resolve: (token: string) => Awaitable<T>) =>
    (token: string): Awaitable<T> => {
      const rebuilding = ledger.rebuilding;
      return rebuilding === null ? resolve(token) : rebuilding.then(() => resolve(token));
    };
  return { companyKey: afterRebuild(companyKey), adminKey: afterRebuild(adminKey) };
}

export { bankRoutes };
