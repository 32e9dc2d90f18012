/** The bank's own routes: health, the docs page, the OpenAPI document, and the directory of organisations. */
import { bankOpenApiDocument } from "../../../generated/bank/index.ts";
import { type DocsPage, docsResponse, documentForServer, renderDocsPage } from "../../http/docs.ts";
import type { BankLedger } from "../ledger/index.ts";
import { type BankHandlerContext, durably, type Handlers } from "./context.ts";

/** `/health`'s status members: `degraded` with the reason while writes are refused or the audit failed. */
function healthState(ledger: BankLedger): { status: "ok" | "degraded"; writable: boolean; reason?: string } {
  const { status, writable, reason } = ledger.availability();
  return reason === null ? { status, writable } : { status, writable, reason };
}

export function healthHandlers({
  ledger,
  options,
  title,
}: BankHandlerContext): Pick<Handlers, "getHealth" | "getDocs" | "getOpenApiDocument" | "getDirectory"> {
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

    getDirectory: () =>
      durably(ledger, async () => ({ status: 200 as const, body: { organisations: await ledger.directory() } })),
  };
}
