/**
 * Starts the protocol data service: opens the store, one indexer per configured chain, the query
 * indexes kept in step with the store, and the HTTP server from the generated dispatcher.
 * `close()` stops the indexers (each commits its batch), stops listening, commits and closes the
 * store (which releases its lock).
 */
import type { Server } from "node:http";
import { type Address, type Hex, type PublicClient, parseAbi, type Transport } from "viem";
import { protocolOpenApiDocument } from "../../generated/protocol/openapi.js";
import { createProtocolServer } from "../../generated/protocol/server.js";
import { normalisePublicUrl } from "../http/docs.ts";
import { createHttpServer, type HttpLimits, listen } from "../http/node.ts";
import type { RequestLogger } from "../http/request-log.ts";
import { withStatusPage } from "../http/status-page.ts";
import type { ProtocolServiceConfig } from "./config.ts";
import { type ChainRuntime, createProtocolHandlers, dispatchErrorBody } from "./handlers.ts";
import { type ChainCheck, ChainIndexer, initialStatus } from "./indexer/indexer.ts";
import { classifyRpcError } from "./indexer/rpc.ts";
import type { OrderChainChecks } from "./orders.ts";
import { ChainIndexes } from "./query/indexes.ts";
import { type PriceSource, staticPriceSource } from "./query/views.ts";
import { protocolStatus } from "./status.ts";
import { fileStoreAdapter, ProtocolStore, type StoreAdapter } from "./store.ts";

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
  const adapter =
    options.storeAdapter ?? (options.dataFile ? fileStoreAdapter(options.dataFile, storeWarnings) : undefined);
  if (!adapter) throw new Error("startProtocolService needs dataFile or storeAdapter");
  const store = new ProtocolStore(adapter);
  await store.open();
  try {
    return await serve(options, store, log);
  } catch (error) {
    // Release the data file (its lock) so a corrected start can open it.
    await store.close().catch(() => undefined);
    throw error;
  }
}

/** Everything after the store is open: indexers, indexes, handlers, HTTP server. */
async function serve(
  options: ProtocolServiceOptions,
  store: ProtocolStore,
  log: (line: string) => void,
): Promise<ProtocolService> {
  const follow = options.followChains ?? true;
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
      // Not following: ready at the stored checkpoint.
      status: follow ? () => indexer.status : () => initialStatus(chain.chainId, state.checkpoint, true),
      checks: viemOrderChecks(indexer.client),
    });
  }
  store.onChange((chainId, collection, _key, before, after) =>
    indexesByChain.get(chainId)?.apply(collection, before, after),
  );

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
  });
  const dispatcher = await createProtocolServer({
    handlers,
    security: {},
    errorBody: dispatchErrorBody,
    onError: (error) =>
      log(`[http] handler failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
  });
  // Spec: order bodies are capped at 16 KiB (413).
  const status = () =>
    protocolStatus({
      version: String((protocolOpenApiDocument.info as { version?: unknown }).version ?? ""),
      dataLocation: options.dataFile ?? options.storeAdapter?.location ?? "memory",
      url: () => configuredUrl ?? boundUrl,
      following: follow,
      chains: [...runtimes.values()],
    });
  const server = createHttpServer(withStatusPage(dispatcher, status), {
    ...options.http,
    maxBodyBytes: 16 * 1024,
    ...(options.requestLog ? { requestLog: options.requestLog } : {}),
  });
  const address = await listen(server, options.port, options.host);
  boundUrl = `http://${address.address.includes(":") ? `[${address.address}]` : address.address}:${address.port}`;
  if (follow) for (const indexer of indexers.values()) indexer.start();

  let closed: Promise<void> | undefined;
  return {
    url: boundUrl,
    store,
    indexers,
    indexer: indexers.values().next().value as ChainIndexer,
    checks,
    server,
    close() {
      closed ??= (async () => {
        await Promise.all([...indexers.values()].map((indexer) => indexer.stop()));
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await store.commit();
        await store.close();
      })();
      return closed;
    },
  };
}
