/**
 * The chain as both syncs see it: the indexed logs of a block range or of one block (decoded,
 * deduplicated, in chain order), block headers, and the reads a batch's handlers will make.
 */
import type { Address, Hex, PublicClient } from "viem";
import { compareChainPositions } from "../checkpoint.ts";
import type { ChainConfig } from "../config.ts";
import type { BlockRef } from "../records.ts";
import { INDEXED_TOPICS, type IndexedEvent, ProtocolLogDecoder, type RpcLogLike } from "./events.ts";
import type { ChainReads, HandlerContext } from "./handlers.ts";
import { type BatchFilter, type BatchReads, prefetchBatch } from "./reads.ts";
import { IndexerError, type RetryOptions, withRetry } from "./rpc.ts";

/** One chain's logs, headers and reads, every request retried per the policy. */
export class ChainSource {
  /** PT and ST of every pool seen (their `Transfer`s carry flows' share amounts). */
  readonly shareTokens = new Set<string>();
  private readonly addresses: Address[];
  private readonly decoder: ProtocolLogDecoder;

  constructor(
    readonly client: PublicClient,
    readonly chain: ChainConfig,
    readonly retry: RetryOptions,
    /** The pinned reads (createChainReads); a batch's prefetched reads fall back to them. */
    readonly reads: ChainReads,
  ) {
    const { poolManager, whitelistManager, orderProtocol } = chain.contracts;
    this.addresses = [poolManager, whitelistManager, orderProtocol];
    this.decoder = new ProtocolLogDecoder(chain.contracts);
  }

  /** The indexed events of a block range or block, in chain order; remembers new pools' share tokens. */
  async logs(filter: BatchFilter): Promise<IndexedEvent[]> {
    const topics = [INDEXED_TOPICS as Hex[]];
    const params =
      "blockHash" in filter
        ? { address: this.addresses, topics, blockHash: filter.blockHash }
        : {
            address: this.addresses,
            topics,
            fromBlock: `0x${filter.fromBlock.toString(16)}`,
            toBlock: `0x${filter.toBlock.toString(16)}`,
          };
    const logs = (await withRetry(
      () => this.client.request({ method: "eth_getLogs", params: [params as never] }),
      this.retry,
    )) as RpcLogLike[];
    return this.decode(logs);
  }

  private decode(logs: readonly RpcLogLike[]): IndexedEvent[] {
    // Providers can repeat a log across pages; (blockHash, logIndex) is its identity. Logs come
    // block by block, so the log indexes seen are kept per block hash.
    const seen = new Map<string, Set<number>>();
    let blockHash: string | undefined;
    let blockSeen = new Set<number>();
    const events: IndexedEvent[] = [];
    for (const log of logs) {
      if (log.removed) continue;
      const event = this.decoder.decodeRpc(log);
      if (!event) continue;
      if (event.blockHash !== blockHash) {
        blockHash = event.blockHash;
        blockSeen = seen.get(blockHash) ?? new Set<number>();
        seen.set(blockHash, blockSeen);
      }
      if (blockSeen.has(event.logIndex)) continue;
      blockSeen.add(event.logIndex);
      events.push(event);
      if (event.eventName === "MarketCreated") {
        this.shareTokens.add(event.args.principalToken.toLowerCase());
        this.shareTokens.add(event.args.swapToken.toLowerCase());
      }
    }
    return events.sort(compareChainPositions);
  }

  async blockRef(blockNumber: number): Promise<BlockRef> {
    const block = await withRetry(() => this.client.getBlock({ blockNumber: BigInt(blockNumber) }), this.retry);
    if (block.hash === null) throw new IndexerError(`block ${blockNumber} is pending`, true);
    return {
      number: Number(block.number),
      hash: block.hash,
      parentHash: block.parentHash,
      timestamp: Number(block.timestamp),
    };
  }

  /** Fetches what the handlers of `events` will read (see reads.ts `prefetchBatch`). */
  prefetch(events: readonly IndexedEvent[], filter: BatchFilter): Promise<BatchReads> {
    return prefetchBatch(events, {
      client: this.client,
      retry: this.retry,
      base: this.reads,
      adapter: this.chain.contracts.adapter,
      shareTokens: this.shareTokens,
      filter,
    });
  }

  /** The handlers' context with a batch's reads. */
  context(reads: ChainReads): HandlerContext {
    const { chainId, contracts } = this.chain;
    return { chainId, poolManager: contracts.poolManager, adapter: contracts.adapter, reads };
  }
}
