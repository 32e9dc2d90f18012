/** Statements (JSON, CSV, HTML) and the statement links that share one without a key. */
import { statementCsv, statementCsvChunks, statementHtml } from "../ledger/index.ts";
import { type BankHandlerContext, type Handlers, NO_STORE } from "./context.ts";
import { answer, failure } from "./errors.ts";

export function statementHandlers({
  ledger,
  options,
  bankName,
}: BankHandlerContext): Pick<Handlers, "getStatement" | "createStatementLink" | "getLinkedStatement"> {
  return {
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
  };
}
