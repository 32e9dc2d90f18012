/**
 * Starts the bank: opens the store (lock, load, replay, verify), binds the ledger to the generated
 * server contract, and listens on node:http. `close()` stops accepting, finishes in-flight requests
 * and flushes the store, so everything acknowledged is on disk.
 */
import type { Server } from "node:http";
import path from "node:path";
import { createBankServer } from "../../generated/bank/index.ts";
import { createHttpServer, listen } from "../http/node.ts";
import { FileLedgerStore } from "../store/index.ts";
import { bankErrorBody, bankSecurity, createBankHandlers } from "./handlers.ts";
import { type BankStore, Ledger, type OpeningLimits } from "./ledger/index.ts";

export interface BankServiceOptions {
  /** The data file; its journal, snapshot and lock live beside it. */
  dataFile: string;
  port: number;
  host: string;
  /** The bank's admin key; when absent one is generated at first start and only its hash is kept. */
  adminKey?: string;
  /** Bounds on caller-created opening balances (defaults: the ledger's `DEFAULT_OPENING_LIMITS`). */
  openingLimits?: Partial<OpeningLimits>;
  /** Largest request body in bytes (the spec documents 64 KiB). */
  maxBodyBytes?: number;
  /** Where handler exceptions are reported (default: stderr). */
  onError?: (error: unknown) => void;
}

export interface BankService {
  url: string;
  docsUrl: string;
  dataFile: string;
  /** The admin key generated at this start (shown once), or null when one was configured or already stored. */
  generatedAdminKey: string | null;
  ledger: Ledger;
  server: Server;
  close(): Promise<void>;
}

export const BANK_VERSION = "1.0.0";

export async function startBankService(options: BankServiceOptions): Promise<BankService> {
  const dataFile = path.resolve(options.dataFile);
  const store: BankStore = await FileLedgerStore.open(dataFile);
  let ledger: Ledger;
  try {
    ledger = await Ledger.open({ store, ...(options.openingLimits ? { openingLimits: options.openingLimits } : {}) });
  } catch (error) {
    await store.close();
    throw error;
  }
  const { generated } = await ledger.ensureAdminKey(options.adminKey);
  const report =
    options.onError ??
    ((error: unknown) => process.stderr.write(`bank: handler error: ${String((error as Error)?.stack ?? error)}\n`));
  const dispatcher = await createBankServer({
    handlers: createBankHandlers(ledger, { version: BANK_VERSION, startedAt: Date.now() }),
    security: bankSecurity(ledger),
    errorBody: bankErrorBody,
    onError: report,
  });
  const server = createHttpServer(dispatcher, {
    maxBodyBytes: options.maxBodyBytes ?? 64 * 1024,
    allowHeaders: ["Authorization", "Content-Type", "Idempotency-Key"],
    exposeHeaders: ["Idempotent-Replayed", "Content-Disposition"],
  });
  let address: Awaited<ReturnType<typeof listen>>;
  try {
    address = await listen(server, options.port, options.host);
  } catch (error) {
    await ledger.close();
    throw error;
  }
  const url = `http://${address.address.includes(":") ? `[${address.address}]` : address.address}:${address.port}`;
  let closing: Promise<void> | undefined;
  return {
    url,
    docsUrl: `${url}/docs`,
    dataFile,
    generatedAdminKey: generated,
    ledger,
    server,
    close: () => {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
          // In-flight requests get a moment to finish; then keep-alive sockets are cut so shutdown never hangs.
          setTimeout(() => server.closeAllConnections(), 2_000).unref();
        });
        await ledger.close();
      })();
      return closing;
    },
  };
}
