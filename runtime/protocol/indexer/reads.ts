/**
 * {@link ChainReads} over a viem public client: every `eth_call` pinned to the block being indexed
 * (docs/reference/indexer.md#reads-pinned-to-blocks). Token metadata is cached only
 * when read at a finalized block, so a reorg can never leave a stale cached value.
 *
 * The indexer applies events in batches, and {@link prefetchBatch} fetches everything a batch's
 * handlers will ask for before it is applied (what each handler declares it reads, handlers.ts), in as few requests as the node allows (the
 * transport batches requests issued together): the share-token `Transfer` logs of the whole
 * range in one `eth_getLogs`, the senders the handlers need (fills' takers, flows the Adapter
 * made for a user) with `eth_getTransactionByHash`, and each touched pool's `assets` at the last
 * block of the batch that touches it (the only read a backfill batch makes, apply.ts).
 * Receipts are not fetched: the handlers need only senders and share transfers, and a receipt
 * costs a node far more (anvil rebuilds its whole block for each one).
 */
import {
  type Address,
  erc20Abi,
  getAddress,
  type Hex,
  hexToString,
  type PublicClient,
  parseAbi,
  type RpcLog,
} from "viem";
import { poolManagerAbi } from "../../../generated/contracts/index.js";
import type { TokenRecord } from "../records.ts";
import { checksummed } from "./addresses.ts";
import type { IndexedEvent } from "./events.ts";
import {
  type ChainReads,
  handlerOf,
  lastTvlBlocks,
  type ReadNeeds,
  type ReceiptLog,
  TRANSFER_TOPIC,
} from "./handlers.ts";
import { classifyRpcError, IndexerError, type RetryOptions, withRetry } from "./rpc.ts";

/** Some tokens (MKR-style) return `bytes32` for `name` and `symbol`. */
const bytes32MetadataAbi = parseAbi([
  "function name() view returns (bytes32)",
  "function symbol() view returns (bytes32)",
]);

/** Spec `TokenInfo`: longer names are cut to 255 UTF-16 code units. */
const cut = (text: string) => text.slice(0, 255);

/** Options of {@link createChainReads}. */
export interface ChainReadsOptions {
  client: PublicClient;
  poolManager: Address;
  retry: RetryOptions;
  /** The highest finalized block; reads at or below it may be cached. */
  finalizedBlock: () => number;
}

type RetriedCall = <T>(request: () => Promise<T>) => Promise<T>;

/** An ERC-20's `name` or `symbol` at `blockNumber`: the string ABI, else bytes32, else "". */
async function tokenText(
  client: PublicClient,
  call: RetriedCall,
  token: Address,
  functionName: "name" | "symbol",
  blockNumber: bigint,
): Promise<string> {
  try {
    return await call(() => client.readContract({ address: token, abi: erc20Abi, functionName, blockNumber }));
  } catch {
    try {
      const raw = await call(() =>
        client.readContract({ address: token, abi: bytes32MetadataAbi, functionName, blockNumber }),
      );
      return hexToString(raw as Hex, { size: 32 }).replace(/\0+$/, "");
    } catch {
      return "";
    }
  }
}

/** `ChainReads.token`: an ERC-20's metadata, cached once read at a finalized block. */
function tokenReader(options: ChainReadsOptions, call: RetriedCall): ChainReads["token"] {
  const { client } = options;
  const tokenCache = new Map<string, TokenRecord>();
  return async (address, blockNumber) => {
    const key = address.toLowerCase();
    const cached = tokenCache.get(key);
    if (cached) return cached;
    const block = BigInt(blockNumber);
    const [name, symbol, decimals] = await Promise.all([
      tokenText(client, call, address, "name", block),
      tokenText(client, call, address, "symbol", block),
      call(() => client.readContract({ address, abi: erc20Abi, functionName: "decimals", blockNumber: block })),
    ]);
    const record: TokenRecord = {
      address: getAddress(address),
      name: cut(name),
      symbol: cut(symbol),
      decimals: Number(decimals),
    };
    if (blockNumber <= options.finalizedBlock()) tokenCache.set(key, record);
    return record;
  };
}

/** Builds the pinned chain reads (no per-batch caching: {@link BatchReads} adds that). */
export function createChainReads(options: ChainReadsOptions): ChainReads {
  const { client, poolManager, retry } = options;
  const call: RetriedCall = (request) => withRetry(request, retry);
  return {
    token: tokenReader(options, call),
    async poolSettings(poolId, blockNumber) {
      const block = BigInt(blockNumber);
      const read = (functionName: "swapFee" | "unwindSwapFee" | "getPausedBitMap") =>
        call(() =>
          client.readContract({
            address: poolManager,
            abi: poolManagerAbi,
            functionName,
            args: [poolId],
            blockNumber: block,
          }),
        );
      const [swapFee, unwindSwapFee, pauseBitMap] = await Promise.all([
        read("swapFee"),
        read("unwindSwapFee"),
        read("getPausedBitMap"),
      ]);
      return { swapFee: swapFee as bigint, unwindSwapFee: unwindSwapFee as bigint, pauseBitMap: Number(pauseBitMap) };
    },
    async poolAssets(poolId, blockNumber) {
      const [collateral, reference] = await call(() =>
        client.readContract({
          address: poolManager,
          abi: poolManagerAbi,
          functionName: "assets",
          args: [poolId],
          blockNumber: BigInt(blockNumber),
        }),
      );
      return { collateral, reference };
    },
    sender(txHash) {
      return transactionSender(client, retry, txHash);
    },
    async transactionLogs(txHash) {
      const receipt = await call(() => client.getTransactionReceipt({ hash: txHash }));
      return receipt.logs.map((log) => ({
        address: log.address,
        topics: log.topics,
        data: log.data,
        logIndex: log.logIndex,
      }));
    },
  };
}

/** `from` of a transaction, from `eth_getTransactionByHash` (unformatted: only `from` is read). */
async function transactionSender(client: PublicClient, retry: RetryOptions, txHash: Hex): Promise<Address> {
  const tx = (await withRetry(
    () => client.request({ method: "eth_getTransactionByHash", params: [txHash] }),
    retry,
  )) as { from: Address } | null;
  if (tx === null) throw new IndexerError(`transaction ${txHash} not found`, true);
  return checksummed(tx.from);
}

/**
 * The reads of one batch: answers from what {@link prefetchBatch} fetched, and from the
 * underlying reads for anything it did not. Senders and share transfers are held as values (the
 * batch exists only once all of them arrived); pool assets as promises, since a failed read is the
 * handler's to meet.
 */
export class BatchReads implements ChainReads {
  /** Senders per transaction hash (lowercase). */
  readonly senders = new Map<string, Address>();
  /** Share-token `Transfer` logs per transaction hash (lowercase). */
  readonly logs = new Map<string, readonly ReceiptLog[]>();
  /** `assets(poolId)` per `<poolId lowercase>@<block>`. */
  readonly assets = new Map<string, Promise<{ collateral: bigint; reference: bigint }>>();

  constructor(private readonly base: ChainReads) {}

  token(address: Address, blockNumber: number): Promise<TokenRecord> {
    return this.base.token(address, blockNumber);
  }

  poolSettings(poolId: Hex, blockNumber: number) {
    return this.base.poolSettings(poolId, blockNumber);
  }

  poolAssets(poolId: Hex, blockNumber: number) {
    return this.assets.get(`${poolId.toLowerCase()}@${blockNumber}`) ?? this.base.poolAssets(poolId, blockNumber);
  }

  sender(txHash: Hex): Promise<Address> {
    const sender = this.senders.get(txHash.toLowerCase());
    return sender === undefined ? this.base.sender(txHash) : Promise.resolve(sender);
  }

  transactionLogs(txHash: Hex): Promise<readonly ReceiptLog[]> {
    const logs = this.logs.get(txHash.toLowerCase());
    return logs === undefined ? this.base.transactionLogs(txHash) : Promise.resolve(logs);
  }
}

/** Where a batch's events come from: a block range (backfill) or one block (head following). */
export type BatchFilter = { fromBlock: number; toBlock: number } | { blockHash: Hex };

/** Options of {@link prefetchBatch}. */
export interface PrefetchOptions {
  client: PublicClient;
  retry: RetryOptions;
  base: ChainReads;
  /** Flows whose owner is the Adapter belong to the transaction's sender. */
  adapter: Address | null;
  /** PT and ST of every pool known so far (their `Transfer`s carry the share amounts of flows). */
  shareTokens: ReadonlySet<string>;
  filter: BatchFilter;
}

/** Addresses per `eth_getLogs` of share-token transfers (providers cap address lists). */
const ADDRESSES_PER_REQUEST = 500;

const hex = (n: number) => `0x${n.toString(16)}`;

/** Never an unhandled rejection: a prefetched value nobody asks for may fail quietly. */
function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

/**
 * `eth_getLogs` that splits its block range in two when the provider answers "too large" (a
 * range full of share transfers); for a block hash there is nothing to split.
 */
async function getLogsSplitting(
  client: PublicClient,
  retry: RetryOptions,
  base: Record<string, unknown>,
  filter: BatchFilter,
): Promise<RpcLog[]> {
  const params =
    "blockHash" in filter
      ? { ...base, blockHash: filter.blockHash }
      : { ...base, fromBlock: hex(filter.fromBlock), toBlock: hex(filter.toBlock) };
  try {
    return (await withRetry(
      () => client.request({ method: "eth_getLogs", params: [params as never] }),
      retry,
    )) as RpcLog[];
  } catch (error) {
    if ("blockHash" in filter || filter.fromBlock === filter.toBlock) throw error;
    if (classifyRpcError(error).kind !== "range_too_large") throw error;
    const middle = Math.floor((filter.fromBlock + filter.toBlock) / 2);
    const [low, high] = await Promise.all([
      getLogsSplitting(client, retry, base, { fromBlock: filter.fromBlock, toBlock: middle }),
      getLogsSplitting(client, retry, base, { fromBlock: middle + 1, toBlock: filter.toBlock }),
    ]);
    return [...low, ...high];
  }
}

/** Share-token `Transfer` logs of the batch, by transaction hash (lowercase). */
async function shareTransfers(options: PrefetchOptions): Promise<Map<string, ReceiptLog[]>> {
  const byTransaction = new Map<string, ReceiptLog[]>();
  const tokens = [...options.shareTokens];
  const requests: Promise<RpcLog[]>[] = [];
  for (let i = 0; i < tokens.length; i += ADDRESSES_PER_REQUEST) {
    const address = tokens.slice(i, i + ADDRESSES_PER_REQUEST);
    requests.push(
      getLogsSplitting(options.client, options.retry, { address, topics: [TRANSFER_TOPIC] }, options.filter),
    );
  }
  for (const logs of await Promise.all(requests)) {
    for (const log of logs) {
      if (log.removed || log.transactionHash === null || log.logIndex === null) continue;
      const key = log.transactionHash.toLowerCase();
      let list = byTransaction.get(key);
      if (list === undefined) {
        list = [];
        byTransaction.set(key, list);
      }
      list.push({ address: log.address, topics: log.topics, data: log.data, logIndex: Number(log.logIndex) });
    }
  }
  return byTransaction;
}

/**
 * Fetches what the handlers of `events` will read and resolves with the batch's reads once all of
 * it is in (a failed sender or transfer read fails the batch). Requests go out together, so the
 * transport batches them.
 */
export async function prefetchBatch(events: readonly IndexedEvent[], options: PrefetchOptions): Promise<BatchReads> {
  const reads = new BatchReads(options.base);
  const adapter = options.adapter?.toLowerCase() ?? null;
  const transferHashes = new Set<string>();
  const senderHashes = new Map<string, Hex>();
  for (const event of events) {
    const needs = handlerOf(event).reads as ReadNeeds<IndexedEvent>;
    if (needs.shareTransfers === undefined && needs.sender === undefined) continue;
    const hash = event.transactionHash.toLowerCase();
    if (needs.shareTransfers) transferHashes.add(hash);
    if (needs.sender?.(event, adapter) && !senderHashes.has(hash)) senderHashes.set(hash, event.transactionHash);
  }
  const transfers = transferHashes.size > 0 ? shareTransfers(options) : undefined;
  const senders = [...senderHashes].map(async ([hash, txHash]) => {
    reads.senders.set(hash, await transactionSender(options.client, options.retry, txHash));
  });
  // Only the reads the handlers make: each pool's TVL at its last block among `events` (apply.ts).
  const assets = [...lastTvlBlocks(events)].map(([poolId, blockNumber]) =>
    prefetchAssets(reads, options.base, poolId as Hex, blockNumber),
  );
  if (transfers !== undefined) quiet(transfers);
  for (const sender of senders) quiet(sender);
  const byTransaction = await transfers;
  for (const hash of transferHashes) reads.logs.set(hash, byTransaction?.get(hash) ?? []);
  await Promise.all([...senders, ...assets]);
  return reads;
}

/** `assets(poolId)` at the block, once per pool and block; settles even when the read fails. */
function prefetchAssets(reads: BatchReads, base: ChainReads, poolId: Hex, blockNumber: number): Promise<unknown> {
  const key = `${poolId.toLowerCase()}@${blockNumber}`;
  if (reads.assets.has(key)) return Promise.resolve();
  const assets = quiet(base.poolAssets(poolId, blockNumber));
  reads.assets.set(key, assets);
  // A pool the chain does not know (a look-alike event) fails here and is skipped by the handler.
  return assets.catch(() => undefined);
}
