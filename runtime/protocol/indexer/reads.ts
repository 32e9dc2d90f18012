/**
 * {@link ChainReads} over a viem public client: every `eth_call` pinned to the block being indexed
 * (indexer-notes "Every eth_call ... pinned to the event's block"). Token metadata is cached only
 * when read at a finalized block, so a reorg can never leave a stale cached value.
 */
import { type Address, erc20Abi, getAddress, type Hex, hexToString, type PublicClient, parseAbi } from "viem";
import { poolManagerAbi } from "../../../generated/contracts/index.js";
import type { TokenRecord } from "../records.ts";
import type { ChainReads, ReceiptLog } from "./handlers.ts";
import { type RetryOptions, withRetry } from "./rpc.ts";

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

/** Builds the pinned chain reads; `clearBatchCache` drops per-batch receipt caching. */
export function createChainReads(options: ChainReadsOptions): ChainReads & { clearBatchCache(): void } {
  const { client, poolManager, retry } = options;
  const tokenCache = new Map<string, TokenRecord>();
  let receipts = new Map<string, Promise<{ from: Address; logs: readonly ReceiptLog[] }>>();
  const call = <T>(request: () => Promise<T>) => withRetry(request, retry);

  async function text(token: Address, functionName: "name" | "symbol", blockNumber: bigint): Promise<string> {
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

  return {
    async token(address, blockNumber) {
      const key = address.toLowerCase();
      const cached = tokenCache.get(key);
      if (cached) return cached;
      const block = BigInt(blockNumber);
      const [name, symbol, decimals] = await Promise.all([
        text(address, "name", block),
        text(address, "symbol", block),
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
    },
    async poolSettings(poolId, blockNumber) {
      const block = BigInt(blockNumber);
      const [swapFee, unwindSwapFee, pauseBitMap] = await Promise.all([
        call(() =>
          client.readContract({
            address: poolManager,
            abi: poolManagerAbi,
            functionName: "swapFee",
            args: [poolId],
            blockNumber: block,
          }),
        ),
        call(() =>
          client.readContract({
            address: poolManager,
            abi: poolManagerAbi,
            functionName: "unwindSwapFee",
            args: [poolId],
            blockNumber: block,
          }),
        ),
        call(() =>
          client.readContract({
            address: poolManager,
            abi: poolManagerAbi,
            functionName: "getPausedBitMap",
            args: [poolId],
            blockNumber: block,
          }),
        ),
      ]);
      return { swapFee, unwindSwapFee, pauseBitMap: Number(pauseBitMap) };
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
    transaction(txHash) {
      const key = txHash.toLowerCase();
      let pending = receipts.get(key);
      if (!pending) {
        pending = call(() => client.getTransactionReceipt({ hash: txHash })).then((receipt) => ({
          from: receipt.from,
          logs: receipt.logs.map((log) => ({
            address: log.address,
            topics: log.topics,
            data: log.data,
            logIndex: log.logIndex,
          })),
        }));
        pending.catch(() => receipts.delete(key));
        receipts.set(key, pending);
      }
      return pending;
    },
    clearBatchCache() {
      receipts = new Map();
    },
  };
}
