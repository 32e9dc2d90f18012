/**
 * Starts the bank: opens the store (lock, load, replay, verify), binds the ledger to the generated
 * server contract, and listens on node:http. `close()` stops accepting, finishes in-flight requests
 * and flushes the store, so everything acknowledged is on disk.
 */
import type { Server } from "node:http";
import path from "node:path";
import { createBankServer } from "../../generated/bank/index.ts";
import type { Dispatcher } from "../../generated/http/server.ts";
import { normalisePublicUrl } from "../http/docs.ts";
import { createHttpServer, type HttpLimits, listen, type RequestListener } from "../http/node.ts";
import type { RequestLogger } from "../http/request-log.ts";
import { withStatusPage } from "../http/status-page.ts";
import { FileLedgerStore } from "../store/index.ts";
import { DEFAULT_POOL_SIZE, openPool, redactUrl } from "../store/postgres.ts";
import { bankErrorBody, bankSecurity, createBankHandlers } from "./handlers.ts";
import { type BankLedger, type BankStore, Ledger, type OpeningLimits } from "./ledger/index.ts";
import { PostgresLedger } from "./pg/ledger.ts";
import { bankStatus } from "./status.ts";

export interface BankServiceOptions {
  /** The data file; its journal, snapshot and lock live beside it (ignored with `databaseUrl`). */
  dataFile: string;
  /**
   * A `postgres://` URL: the ledger lives in that database instead of the data file, and any
   * number of bank processes may share it (docs/scaling.md).
   */
  databaseUrl?: string;
  /**
   * Most database connections this process opens (default 10), the key watch's own session aside.
   * Payments take at most 4 of them at once (fewer if the pool is smaller: payment-batches.ts).
   */
  databasePoolSize?: number;
  /**
   * Answer known API keys from this process's cache, kept exact by the key watch (default true;
   * false behind a transaction-mode pooler, which cannot hold the watch's session: docs/scaling.md).
   */
  databaseKeyCache?: boolean;
  /**
   * Most payments without a key that one transaction commits when they queue up (default 64;
   * 1: every payment its own transaction; runtime/bank/pg/payment-batches.ts).
   */
  databasePaymentBatch?: number;
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
  /** Request logging (default: none). */
  requestLog?: RequestLogger;
  /**
   * Mounts the bank's dispatcher in another adapter (Express, Fastify, a Fetch handler) behind the
   * same Node server; the default is the node:http adapter. Gets the bank's CORS and body cap.
   */
  serveWith?: (dispatcher: Dispatcher, adapter: BankAdapterOptions) => RequestListener | Promise<RequestListener>;
}

/** What an adapter needs to serve the bank as the spec states it. */
export interface BankAdapterOptions {
  maxBodyBytes: number;
  cors: { allowMethods: readonly string[]; allowHeaders: readonly string[]; exposeHeaders: readonly string[] };
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
  // Bind first: a taken port must leave no data file (and no admin key nobody was shown) behind.
  const ready = deferred<Dispatcher>();
  const dispatcher = deferredDispatcher(ready.promise);
  const maxBodyBytes = options.maxBodyBytes ?? 64 * 1024;
  const listener = await options.serveWith?.(dispatcher, { maxBodyBytes, cors: BANK_CORS });
  const server = createHttpServer(dispatcher, {
    ...options.http,
    maxBodyBytes,
    ...BANK_CORS,
    ...(listener ? { listener } : {}),
    ...(options.requestLog ? { requestLog: options.requestLog } : {}),
  });
  const address = await listen(server, options.port, options.host);
  const url = `http://${address.address.includes(":") ? `[${address.address}]` : address.address}:${address.port}`;
  let opened: { ledger: BankLedger; generated: string | null };
  try {
    opened = await openLedger(dataFile, options);
  } catch (error) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    throw error;
  }
  const { ledger, generated } = opened;
  const report =
    options.onError ??
    ((error: unknown) => process.stderr.write(`bank: handler error: ${String((error as Error)?.stack ?? error)}\n`));
  const shownStore = options.databaseUrl === undefined ? dataFile : redactUrl(options.databaseUrl);
  const status = () =>
    bankStatus({
      ledger,
      version: BANK_VERSION,
      dataFile: shownStore,
      database: options.databaseUrl !== undefined,
      url: () => publicUrl ?? url,
    });
  ready.resolve(
    withStatusPage(
      await createBankServer({
        handlers: createBankHandlers(ledger, {
          version: BANK_VERSION,
          startedAt: Date.now(),
          publicUrl: () => publicUrl ?? url,
        }),
        security: bankSecurity(ledger),
        errorBody: bankErrorBody,
        onError: report,
      }),
      status,
    ),
  );
  let closing: Promise<void> | undefined;
  return {
    url,
    docsUrl: `${url}/docs`,
    dataFile: shownStore,
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

/** Opens the ledger the options name and makes sure an admin key is set (generating one when none is). */
async function openLedger(
  dataFile: string,
  options: BankServiceOptions,
): Promise<{ ledger: BankLedger; generated: string | null }> {
  const ledger = await openStoreLedger(dataFile, options);
  try {
    const { generated } = await ledger.ensureAdminKey(options.adminKey);
    return { ledger, generated };
  } catch (error) {
    await ledger.close();
    throw error;
  }
}

/** The ledger the options name: PostgreSQL for a database URL, else the JSON-lines file store. */
async function openStoreLedger(dataFile: string, options: BankServiceOptions): Promise<BankLedger> {
  const openingLimits = options.openingLimits ? { openingLimits: options.openingLimits } : {};
  if (options.databaseUrl !== undefined) {
    const pool = await openPool(options.databaseUrl, {
      max: options.databasePoolSize ?? DEFAULT_POOL_SIZE,
      applicationName: "contractkit-bank",
    });
    try {
      return await PostgresLedger.open({
        pool,
        cacheKeys: options.databaseKeyCache ?? true,
        ...(options.databasePaymentBatch === undefined
          ? {}
          : { paymentBatches: { maxBatch: options.databasePaymentBatch } }),
        ...openingLimits,
      });
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

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * The dispatcher the server is bound with before the ledger is open: requests that arrive in that
 * moment wait for the real one; errors found before dispatch render in the envelope directly.
 */
function deferredDispatcher(ready: Promise<Dispatcher>): Dispatcher {
  let real: Dispatcher | undefined;
  void ready.then((dispatcher) => {
    real = dispatcher;
  });
  return {
    handle: async (request) => (real ?? (await ready)).handle(request),
    match: (method, path) => real?.match(method, path),
    reject: (error) =>
      real?.reject(error) ?? {
        status: error.status,
        headers: { "content-type": "application/json; charset=utf-8" },
        body: JSON.stringify(bankErrorBody(error)),
      },
  };
}
