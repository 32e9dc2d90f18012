/**
 * Starts the protocol data service: opens the store, one indexer per configured chain, the query
 * indexes kept in step with the store, and the HTTP server from the generated dispatcher.
 * `close()` stops the indexers (each commits its batch), stops listening, commits and closes the
 * store (which releases its lock).
 */
import type { Server } from "node:http";
import { type Address, type Hex, type PublicClient, parseAbi, type Transport } from "viem";
import { protocolOpenApiDocument } from "../../generated/protocol/openapi.js";
import { createProtocolServer, type ProtocolHandlers } from "../../generated/protocol/server.js";
import { normalisePublicUrl } from "../http/docs.ts";
import { createHttpServer, type HttpLimits, listen } from "../http/node.ts";
import type { RequestLogger } from "../http/request-log.ts";
import { withStatusPage } from "../http/status-page.ts";
import type { ProtocolServiceConfig } from "./config.ts";
import { type ChainRuntime, createProtocolHandlers, dispatchErrorBody, type OrderIntake } from "./handlers.ts";
import { type ChainCheck, ChainIndexer, type IndexerStatus, initialStatus } from "./indexer/indexer.ts";
import { classifyRpcError } from "./indexer/rpc.ts";
import type { OrderChainChecks } from "./orders.ts";
import { ChangeFollower, readIndexerStatus, writeIndexerStatus } from "./pg/follower.ts";
import { type PostgresLedger, PostgresStoreAdapter } from "./pg/ledger.ts";
import { OrderIngestor, PostgresOrderIntake } from "./pg/orders.ts";
import { ChainIndexes } from "./query/indexes.ts";
import { type PriceSource, staticPriceSource } from "./query/views.ts";
import { decodeInBackground } from "./record-lines.ts";
import { protocolStatus } from "./status.ts";
import { fileStoreAdapter, ProtocolStore, type StoreAdapter } from "./store.ts";

/**
 * What a process does with a PostgreSQL store: `indexer` takes the indexer lease (waiting while
 * another process holds it), indexes and serves; `api` only serves, following what the indexer
 * commits. The JSON store is one process doing both.
 */
export type ProtocolRole = "indexer" | "api";

/** How often API processes read new commits and the indexer folds in submitted orders (ms). */
const DEFAULT_SYNC_INTERVAL_MS = 200;

/** Options of {@link startProtocolService}. */
export interface ProtocolServiceOptions {
  config: ProtocolServiceConfig;
  /**
   * The data file (a snapshot; the journal is `<file>.journal`, the lock `<file>.lock`); ignored
   * when `storeAdapter` is given. A version 1 file is migrated on open (docs/protocol-service.md).
   */
  dataFile?: string;
  /** A store adapter (tests pass a memory adapter). */
  storeAdapter?: StoreAdapter;
  /**
   * A `postgres://` URL: the store is that database (docs/protocol-service.md "PostgreSQL");
   * `dataFile` and `storeAdapter` are then ignored.
   */
  database?: string;
  /** With `database`: this process's role (default `indexer`). */
  role?: ProtocolRole;
  /** With `database`: how often API processes follow commits and the indexer folds in orders (default 200 ms). */
  syncIntervalMs?: number;
  /** With `database`: most connections this process opens (default 4), the indexer lease's own session aside. */
  databasePoolSize?: number;
  port: number;
  host: string;
  /** Per-chain viem transports replacing `http(rpcUrl)` (tests). */
  transports?: ReadonlyMap<number, Transport>;
  /** USD prices; default: the config's static tables. */
  prices?: PriceSource;
  /** Progress and error lines; default: none. */
  log?: (line: string) => void;
  /**
   * Follow the chains (default true). False serves the stored data as it is: no indexer runs and no
   * RPC request is made for reads; every chain reports ready at its stored checkpoint. For
   * inspecting or benchmarking a data file; order submissions still check the chain over RPC.
   */
  followChains?: boolean;
  /** The URL clients reach the service at, named by `/openapi.json` (default: the address it listens on). */
  publicUrl?: string;
  /** Timeouts and connection cap of the HTTP server (defaults in runtime/http/node.ts). */
  http?: HttpLimits;
  /**
   * When a chain's stored index belongs to another chain (the chain was replaced), discard it and
   * index again from the start block. Default false: refuse to start (`ChainIdentityError`).
   */
  reset?: boolean;
  /** Request logging (default: none). */
  requestLog?: RequestLogger;
}

/** A running service. */
export interface ProtocolService {
  /** Base URL, e.g. `http://127.0.0.1:4020`. */
  url: string;
  store: ProtocolStore;
  /** The indexer of each configured chain. */
  indexers: ReadonlyMap<number, ChainIndexer>;
  /** The first configured chain's indexer (the common single-chain case). */
  indexer: ChainIndexer;
  /** What the start-up check of each followed chain found: empty, resumed, or reset. */
  checks: ReadonlyMap<number, ChainCheck>;
  server: Server;
  /** On PostgreSQL: the database commit this process's document reflects (null on the JSON store). */
  databaseSeq(): number | null;
  /** Stops indexing, closes the server, commits and closes the store (releasing its lock). */
  close(): Promise<void>;
}

const erc1271Abi = parseAbi(["function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)"]);

/** Order-submission chain checks over a viem client (latest block, code, ERC-1271). */
export function viemOrderChecks(client: PublicClient): OrderChainChecks {
  return {
    async latestTimestamp() {
      return Number((await client.getBlock({ blockTag: "latest" })).timestamp);
    },
    async isContract(address: Address) {
      const code = await client.getCode({ address });
      return code !== undefined && code !== "0x";
    },
    async isValidSignature(maker: Address, hash: Hex, signature: Hex) {
      try {
        return await client.readContract({
          address: maker,
          abi: erc1271Abi,
          functionName: "isValidSignature",
          args: [hash, signature],
        });
      } catch (error) {
        // A revert is the maker saying no; anything else is an outage (503).
        if (classifyRpcError(error).kind === "fatal") return null;
        throw error;
      }
    },
  };
}

/** Starts the service and resolves once it listens (indexers run in the background). */
export async function startProtocolService(options: ProtocolServiceOptions): Promise<ProtocolService> {
  const log = options.log ?? (() => {});
  // Store warnings (a migrated data file, a stale lock taken over) go to the log, else to stderr.
  const storeWarnings = options.log ? { onWarning: (line: string) => log(`[store] ${line}`) } : {};
  const adapter = options.database
    ? new PostgresStoreAdapter(options.database, {
        mode: options.role === "api" ? "reader" : "writer",
        log,
        ...(options.databasePoolSize === undefined ? {} : { poolSize: options.databasePoolSize }),
      })
    : (options.storeAdapter ?? (options.dataFile ? fileStoreAdapter(options.dataFile, storeWarnings) : undefined));
  if (!adapter) throw new Error("startProtocolService needs dataFile, storeAdapter or database");
  const store = new ProtocolStore(adapter);
  await store.open();
  try {
    const database = adapter instanceof PostgresStoreAdapter ? adapter.ledger : null;
    return await serve(options, store, log, database);
  } catch (error) {
    // Release the data file (its lock) so a corrected start can open it.
    await store.close().catch(() => undefined);
    throw error;
  }
}

/** How a process serves its chains: an API process (`reader`) never indexes; `follow` = keep indexing. */
interface ChainRoles {
  reader: boolean;
  follow: boolean;
  /** The indexer process's last reported status of each chain (what an API process serves). */
  indexerStatuses: ReadonlyMap<number, Partial<IndexerStatus>>;
}

/**
 * Each configured chain's indexer, state, indexes and runtime as the handlers see it; the indexes
 * follow every store change. When following, each chain is first checked to be the one the data
 * file indexed.
 */
async function openChains(
  options: ProtocolServiceOptions,
  store: ProtocolStore,
  log: (line: string) => void,
  { reader, follow, indexerStatuses }: ChainRoles,
) {
  const indexers = new Map<number, ChainIndexer>();
  const runtimes = new Map<number, ChainRuntime>();
  const indexesByChain = new Map<number, ChainIndexes>();
  const checks = new Map<number, ChainCheck>();
  for (const chain of options.config.chains) {
    const transport = options.transports?.get(chain.chainId);
    const indexer = new ChainIndexer({ chain, store, log, ...(transport ? { transport } : {}) });
    // Before the indexes are built and anything is served: is this the chain the data file indexed?
    if (follow) checks.set(chain.chainId, await indexer.checkChain({ reset: options.reset === true }));
    const state = store.chain(chain.chainId, indexer.configHash);
    const indexes = ChainIndexes.build(state);
    indexesByChain.set(chain.chainId, indexes);
    indexers.set(chain.chainId, indexer);
    runtimes.set(chain.chainId, {
      config: chain,
      state,
      indexes,
      // Not following: ready at the stored checkpoint; an API process: as the indexer last reported.
      status: reader
        ? () => ({
            ...initialStatus(chain.chainId, state.checkpoint, false),
            ...indexerStatuses.get(chain.chainId),
          })
        : follow
          ? () => indexer.status
          : () => initialStatus(chain.chainId, state.checkpoint, true),
      checks: viemOrderChecks(indexer.client),
    });
  }
  store.onChange((chainId, collection, _key, before, after) =>
    indexesByChain.get(chainId)?.apply(collection, before, after),
  );
  return { indexers, runtimes, checks };
}

/** Everything after the store is open: indexers, indexes, handlers, HTTP server. */
async function serve(
  options: ProtocolServiceOptions,
  store: ProtocolStore,
  log: (line: string) => void,
  database: PostgresLedger | null,
): Promise<ProtocolService> {
  const reader = database?.mode === "reader";
  // An API process never indexes: the indexer process writes what it serves.
  const follow = !reader && (options.followChains ?? true);
  const indexerStatuses = new Map<number, Partial<IndexerStatus>>();
  const { indexers, runtimes, checks } = await openChains(options, store, log, { reader, follow, indexerStatuses });

  const sync =
    database === null
      ? null
      : await startDatabaseSync(options, store, database, () => [...runtimes.values()].map((r) => r.status()), log);
  if (sync !== null) {
    for (const [chainId, status] of await readIndexerStatus(database!.pool)) indexerStatuses.set(chainId, status);
    sync.onStatuses((statuses) => {
      for (const [chainId, status] of statuses) indexerStatuses.set(chainId, status);
    });
  }

  const prices =
    options.prices ??
    staticPriceSource(new Map(options.config.chains.map((chain) => [chain.chainId, chain.usdPrices] as const)));
  const configuredUrl = options.publicUrl === undefined ? undefined : normalisePublicUrl(options.publicUrl);
  let boundUrl: string | undefined;
  const handlers = createProtocolHandlers({
    chains: runtimes,
    store,
    prices,
    document: protocolOpenApiDocument as Record<string, unknown>,
    publicUrl: () => configuredUrl ?? boundUrl,
    ...(sync === null ? {} : { orderIntake: sync.orderIntake }),
  });
  const dispatcher = await dispatcherFor(handlers, log);
  const status = statusReport(options, follow, runtimes, () => configuredUrl ?? boundUrl);
  // Spec: order bodies are capped at 16 KiB (413).
  const server = createHttpServer(withStatusPage(dispatcher, status), {
    ...options.http,
    maxBodyBytes: 16 * 1024,
    ...(options.requestLog ? { requestLog: options.requestLog } : {}),
  });
  const address = await listen(server, options.port, options.host);
  boundUrl = `http://${address.address.includes(":") ? `[${address.address}]` : address.address}:${address.port}`;
  if (follow) for (const indexer of indexers.values()) indexer.start();
  const decoding = decodeStoredRecords(runtimes, options.dataFile ?? "memory");

  let closed: Promise<void> | undefined;
  return {
    url: boundUrl,
    store,
    indexers,
    indexer: indexers.values().next().value as ChainIndexer,
    checks,
    server,
    databaseSeq: () => database?.seq ?? null,
    close() {
      closed ??= (async () => {
        decoding.abort();
        await sync?.stop();
        await Promise.all([...indexers.values()].map((indexer) => indexer.stop()));
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await (reader ? database!.replicate(() => store.commit()) : store.commit());
        await store.close();
      })();
      return closed;
    },
  };
}

/** The status page's report (runtime/protocol/status.ts) of this process's chains. */
function statusReport(
  options: ProtocolServiceOptions,
  following: boolean,
  runtimes: ReadonlyMap<number, ChainRuntime>,
  url: () => string | undefined,
) {
  return () =>
    protocolStatus({
      version: String((protocolOpenApiDocument.info as { version?: unknown }).version ?? ""),
      dataLocation: options.dataFile ?? options.storeAdapter?.location ?? "memory",
      url,
      following,
      chains: [...runtimes.values()],
    });
}

/** Decodes the records the snapshot holds as raw lines, between requests (record-lines.ts); abort to stop. */
function decodeStoredRecords(runtimes: ReadonlyMap<number, ChainRuntime>, location: string): AbortController {
  const decoding = new AbortController();
  void decodeInBackground(
    [...runtimes.values()].map((runtime) => runtime.state),
    location,
    decoding.signal,
  );
  return decoding;
}

/** The HTTP dispatcher over the handlers: errors in the spec's envelope, a handler's failure logged. */
function dispatcherFor(handlers: ProtocolHandlers, log: (line: string) => void) {
  return createProtocolServer({
    handlers,
    security: {},
    errorBody: dispatchErrorBody,
    onError: (error) =>
      log(`[http] handler failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
  });
}

/** What a process on PostgreSQL runs beside the HTTP server (see {@link startDatabaseSync}). */
interface DatabaseSync {
  orderIntake: OrderIntake;
  /** Receives the indexer's status rows (API processes). */
  onStatuses(listener: (statuses: Map<number, Partial<IndexerStatus>>) => void): void;
  stop(): Promise<void>;
}

/**
 * An API process: catches up with the database, then follows its commits and the indexer's
 * status. The indexer process: folds orders submitted through any process into its store and
 * publishes its status for the API processes.
 */
async function startDatabaseSync(
  options: ProtocolServiceOptions,
  store: ProtocolStore,
  database: PostgresLedger,
  statuses: () => IndexerStatus[],
  log: (line: string) => void,
): Promise<DatabaseSync> {
  const intervalMs = options.syncIntervalMs ?? DEFAULT_SYNC_INTERVAL_MS;
  const listeners: Array<(statuses: Map<number, Partial<IndexerStatus>>) => void> = [];
  let statusTimer: NodeJS.Timeout;
  if (database.mode === "reader") {
    // The chains this process created in memory are not changes of its own to write.
    await database.replicate(() => store.commit());
    const follower = new ChangeFollower(store, database, log);
    await follower.poll();
    follower.start(intervalMs);
    statusTimer = setInterval(() => {
      readIndexerStatus(database.pool).then(
        (statuses) => {
          for (const listener of listeners) listener(statuses);
        },
        () => {},
      );
    }, intervalMs);
    statusTimer.unref();
    return {
      orderIntake: new PostgresOrderIntake(database.pool),
      onStatuses: (listener) => listeners.push(listener),
      async stop() {
        clearInterval(statusTimer);
        await follower.stop();
      },
    };
  }
  const ingestor = new OrderIngestor(store, database.pool, log);
  await ingestor.poll();
  ingestor.start(intervalMs);
  const publish = () => writeIndexerStatus(database.pool, statuses());
  statusTimer = setInterval(() => {
    publish().catch(() => {});
  }, intervalMs);
  statusTimer.unref();
  return {
    orderIntake: new PostgresOrderIntake(database.pool, () => ingestor.poll()),
    onStatuses: () => {},
    async stop() {
      clearInterval(statusTimer);
      await ingestor.stop();
      await publish().catch(() => {});
    },
  };
}
