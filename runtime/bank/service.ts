/**
 * Starts the bank: opens the store (lock, load, replay, verify), binds the ledger to the generated
 * server contract, and listens on node:http. `close()` stops accepting, finishes in-flight requests
 * and flushes the store, so everything acknowledged is on disk.
 */
import type { Server } from "node:http";
import path from "node:path";
import { createBankServer } from "../../generated/bank/index.ts";
import { normalisePublicUrl } from "../http/docs.ts";
import { createHttpServer, type HttpLimits, listen } from "../http/node.ts";
import { FileLedgerStore } from "../store/index.ts";
import { openPool, redactUrl } from "../store/postgres.ts";
import { bankErrorBody, bankSecurity, createBankHandlers } from "./handlers.ts";
import { type BankLedger, type BankStore, Ledger, type OpeningLimits } from "./ledger/index.ts";
import { PostgresLedger } from "./pg/ledger.ts";

export interface BankServiceOptions {
  /** The data file; its journal, snapshot and lock live beside it (ignored with `databaseUrl`). */
  dataFile: string;
  /**
   * A `postgres://` URL: the ledger lives in that database instead of the data file, and any
   * number of bank processes may share it (docs/scaling.md).
   */
  databaseUrl?: string;
  /** Most database connections this process opens (default 10). */
  databasePoolSize?: number;
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
  /**
   * Start writable even when the stored ledger fails its audit (the violations stay on `/health` and
   * `GET /admin/audit`). Without it such a ledger starts read-only: reads work, writes answer 503.
   */
  acceptAudit?: boolean;
  /** After a write failed for lack of disk space, how often to check whether writes can resume (ms, default 5000). */
  storeRetryMs?: number;
  /** The URL clients reach the bank at, named by `/openapi.json` (default: the address it listens on). */
  publicUrl?: string;
  /** Timeouts and connection cap of the HTTP server (defaults in runtime/http/node.ts). */
  http?: HttpLimits;
}

/** CORS exactly as the spec's description states it. */
export const BANK_CORS = {
  allowMethods: ["GET", "POST", "PUT", "OPTIONS"],
  allowHeaders: ["Authorization", "Content-Type", "Idempotency-Key"],
  exposeHeaders: ["Idempotent-Replayed", "Retry-After", "Content-Disposition", "WWW-Authenticate"],
} as const;

export interface BankService {
  url: string;
  docsUrl: string;
  /** The data file, or the database URL with its password redacted. */
  dataFile: string;
  /** The admin key generated at this start (shown once), or null when one was configured or already stored. */
  generatedAdminKey: string | null;
  ledger: BankLedger;
  server: Server;
  close(): Promise<void>;
}

export const BANK_VERSION = "1.0.0";

export async function startBankService(options: BankServiceOptions): Promise<BankService> {
  const dataFile = path.resolve(options.dataFile);
  const publicUrl = options.publicUrl === undefined ? undefined : normalisePublicUrl(options.publicUrl);
  const ledger = await openLedger(options, dataFile);
  let generated: string | null;
  try {
    ({ generated } = await ledger.ensureAdminKey(options.adminKey));
  } catch (error) {
    await ledger.close();
    throw error;
  }
  let boundUrl: string | undefined;
  const report =
    options.onError ??
    ((error: unknown) => process.stderr.write(`bank: handler error: ${String((error as Error)?.stack ?? error)}\n`));
  const dispatcher = await createBankServer({
    handlers: createBankHandlers(ledger, {
      version: BANK_VERSION,
      startedAt: Date.now(),
      publicUrl: () => publicUrl ?? boundUrl,
    }),
    security: bankSecurity(ledger),
    errorBody: bankErrorBody,
    onError: report,
  });
  const server = createHttpServer(dispatcher, {
    ...options.http,
    maxBodyBytes: options.maxBodyBytes ?? 64 * 1024,
    ...BANK_CORS,
  });
  let address: Awaited<ReturnType<typeof listen>>;
  try {
    address = await listen(server, options.port, options.host);
  } catch (error) {
    await ledger.close();
    throw error;
  }
  const url = `http://${address.address.includes(":") ? `[${address.address}]` : address.address}:${address.port}`;
  boundUrl = url;
  let closing: Promise<void> | undefined;
  return {
    url,
    docsUrl: `${url}/docs`,
    dataFile: options.databaseUrl === undefined ? dataFile : redactUrl(options.databaseUrl),
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

/** The ledger the options name: PostgreSQL for a database URL, else the JSON-lines file store. */
async function openLedger(options: BankServiceOptions, dataFile: string): Promise<BankLedger> {
  const openingLimits = options.openingLimits ? { openingLimits: options.openingLimits } : {};
  if (options.databaseUrl !== undefined) {
    const pool = await openPool(options.databaseUrl, {
      max: options.databasePoolSize ?? 10,
      applicationName: "contractkit-bank",
    });
    try {
      return await PostgresLedger.open({ pool, ...openingLimits });
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
  }
  const store: BankStore = await FileLedgerStore.open(dataFile);
  try {
    return await Ledger.open({
      store,
      onAuditFailure: options.acceptAudit ? "accept" : "read-only",
      ...(options.storeRetryMs === undefined ? {} : { storeRetryMs: options.storeRetryMs }),
      ...openingLimits,
    });
  } catch (error) {
    await store.close();
    throw error;
  }
}
