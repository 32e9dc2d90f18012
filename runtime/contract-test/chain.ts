/**
 * Cross-layer checks for the protocol profile (`--rpc <url>`): the chain is the truth and the API is
 * under test. Each check reads the API at the block it reports (`/health` `lastIndexedBlock`, the same
 * before and after the reads, so nothing was indexed in between) and compares what it served with the
 * chain's state (`eth_call` pinned to that block) and events (`eth_getLogs` up to that block).
 */
import { type Address, createPublicClient, getAddress, type Hex, http, type PublicClient, toEventSelector } from "viem";
import {
  decodeMakerTraits,
  orderProtocolAbi,
  poolManagerAbi,
  usesBitInvalidator,
} from "../../generated/contracts/index.js";
import type { Flow, OrderbookEntry, Pool } from "../../generated/protocol/hey/types.gen.js";
import {
  type ChainLog,
  type FlowEvent,
  feeSums,
  flowEvents,
  logKey,
  type OrderEvents,
  orderEvents,
} from "./chain-events.ts";
import { type CheckDefinition, CheckFailure, NotApplicable, type SuiteContext } from "./context.ts";
import { collectPages } from "./pagination.ts";

/** Options of the cross-layer checks. */
export interface ChainTruthOptions {
  /** JSON-RPC endpoint of the chain the service indexes. */
  readonly rpcUrl: string;
  /** The order contract; found from a fill's receipt when absent. */
  readonly orderProtocol?: Address | undefined;
}

/** Times the snapshot is retried while the service keeps indexing new blocks. */
const SNAPSHOT_ATTEMPTS = 5;
/** Every order status, so the orderbook lists terminal orders too. */
const ALL_STATUSES = ["OPEN", "PARTIALLY_FILLED", "FILLED", "CANCELLED", "EXPIRED"];
/** The pause flags in bitmap order (spec `Pool`: bit 0 deposit ... bit 4 repurchase). */
const PAUSE_FLAGS = [
  "isDepositPaused",
  "isSwapPaused",
  "isWithdrawPaused",
  "isUnwindDepositPaused",
  "isUnwindSwapPaused",
] as const;
const ORDER_FILLED_TOPIC = toEventSelector("OrderFilled(bytes32,uint256)");

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
/** The cross-layer checks, bound to one chain. */
export class ChainTruth {
  readonly #client: PublicClient;
  readonly #options: ChainTruthOptions;

  constructor(options: ChainTruthOptions) {
    this.#options = options;
    this.#client = createPublicClient({ transport: http(options.rpcUrl, { retryCount: 1 }) }) as PublicClient;
  }

  checks(chainId: () => number | undefined): CheckDefinition[] {
    const withChain = (run: (ctx: SuiteContext, chain: number) => Promise<{ runs: number; note?: string }>) => {
      return async (ctx: SuiteContext) => {
        const chain = chainId();
        if (chain === undefined) throw new NotApplicable("the service indexes no chain");
        try {
          return await run(ctx, chain);
        } catch (error) {
          if (error instanceof CheckFailure || error instanceof NotApplicable) throw error;
          // An RPC that fails is the run's setup problem, said in one line, not a stack trace.
          const reason = (error as { shortMessage?: string }).shortMessage ?? (error as Error).message;
          throw new CheckFailure(
            "chain-truth",
            `reading the chain at --rpc ${this.#options.rpcUrl} failed: ${reason}`,
            undefined,
            undefined,
          );
        }
      };
    };
    return [
      {
        id: "protocol/chain-pools",
        group: "protocol",
        title: "every pool on chain is listed, with the chain's assets, fees, pause flags and fee sums",
        run: withChain((ctx, chain) => this.#pools(ctx, chain)),
      },
      {
        id: "protocol/chain-flows",
        group: "protocol",
        title: "a pool's flows are its PoolModifyLiquidity/PoolSwap events, with the events' amounts",
        run: withChain((ctx, chain) => this.#flows(ctx, chain)),
      },
      {
        id: "protocol/chain-orders",
        group: "protocol",
        title: "an order's status and remaining amount follow the order contract's events and state",
        run: withChain((ctx, chain) => this.#orders(ctx, chain)),
      },
    ];
  }

  /** The chain id the RPC serves must be the one the API is read for. */
  async #sameChain(ctx: SuiteContext, chainId: number): Promise<void> {
    const rpcChain = await this.#client.getChainId();
    if (rpcChain !== chainId)
      ctx.fail("chain-truth", `--rpc serves chain ${rpcChain}, the service's first chain is ${chainId}`, undefined);
  }

  /** The service's last indexed block for a chain, from `/health`. */
  async #indexedBlock(ctx: SuiteContext, chainId: number): Promise<number> {
    const { body } = await ctx.call("getHealth", {}, [200]);
    const chain = (body as { chains: { chainId: number; lastIndexedBlock: number | null }[] }).chains.find(
      (c) => c.chainId === chainId,
    );
    if (chain?.lastIndexedBlock === null || chain?.lastIndexedBlock === undefined)
      throw new NotApplicable(`chain ${chainId} has no indexed block yet`);
    return chain.lastIndexedBlock;
  }

  /** Runs `read` against the API while its indexed block stays the same; resolves to that block. */
  async #snapshot<T>(ctx: SuiteContext, chainId: number, read: () => Promise<T>): Promise<{ block: bigint; value: T }> {
    await this.#sameChain(ctx, chainId);
    for (let attempt = 0; attempt < SNAPSHOT_ATTEMPTS; attempt++) {
      const before = await this.#indexedBlock(ctx, chainId);
      const value = await read();
      if ((await this.#indexedBlock(ctx, chainId)) === before) {
        const head = await this.#client.getBlockNumber();
        if (BigInt(before) > head)
          ctx.fail("chain-truth", `the service reports block ${before} indexed; the chain's head is ${head}`);
        return { block: BigInt(before), value };
      }
    }
    throw new NotApplicable(`the service indexed new blocks during each of ${SNAPSHOT_ATTEMPTS} reads`);
  }

  async #list<T>(ctx: SuiteContext, operationId: string, query: Record<string, unknown>): Promise<T[]> {
    return (await collectPages(ctx, ctx.document.operation(operationId), { query }, 2_000)).items as T[];
  }

  async #pools(ctx: SuiteContext, chainId: number) {
    const { block, value: pools } = await this.#snapshot(ctx, chainId, () =>
      this.#list<Pool>(ctx, "listPools", { chainId }),
    );
    const manager = pools[0]?.poolManagerAddress as Address | undefined;
    if (!manager) throw new NotApplicable("the service lists no pool, so the PoolManager's address is unknown");
    const created = (await this.#client.getContractEvents({
      address: manager,
      abi: poolManagerAbi,
      eventName: "MarketCreated",
      fromBlock: 0n,
      toBlock: block,
    })) as unknown as ChainLog<{ poolId: Hex; collateralAsset: Address; referenceAsset: Address; expiry: bigint }>[];
    const listed = new Set(pools.map((p) => p.poolId.toLowerCase()));
    const missing = created.find((log) => !listed.has(log.args.poolId.toLowerCase()));
    if (missing)
      ctx.fail(
        "chain-pools",
        `pool ${missing.args.poolId} was created on chain at block ${missing.blockNumber} (at or before block ${block}) and is not listed`,
      );
    for (const pool of pools) {
      const event = created.find((log) => same(log.args.poolId, pool.poolId));
      if (!event)
        ctx.fail(
          "chain-pools",
          `pool ${pool.poolId} is listed but no MarketCreated event created it up to block ${block}`,
        );
      await this.#poolMatches(ctx, pool, event, block);
    }
    return { runs: pools.length, note: `${pools.length} pool(s) at block ${block}` };
  }

  async #poolMatches(
    ctx: SuiteContext,
    pool: Pool,
    created: ChainLog<{ collateralAsset: Address; referenceAsset: Address; expiry: bigint }>,
    block: bigint,
  ): Promise<void> {
    const manager = pool.poolManagerAddress as Address;
    const read = (functionName: "assets" | "swapFee" | "unwindSwapFee" | "getPausedBitMap"): Promise<unknown> =>
      this.#client.readContract({
        address: manager,
        abi: poolManagerAbi,
        functionName,
        args: [pool.poolId as Hex],
        blockNumber: block,
      } as never);
    const [[collateral, reference], swapFee, unwindSwapFee, bitmap] = await Promise.all([
      read("assets") as Promise<readonly [bigint, bigint]>,
      read("swapFee") as Promise<bigint>,
      read("unwindSwapFee") as Promise<bigint>,
      read("getPausedBitMap") as Promise<number>,
    ]);
    const fees = await feeSums(this.#client, manager, pool.poolId as Hex, block);
    const wrong = (field: string, served: unknown, chain: unknown) =>
      ctx.fail(
        "chain-pools",
        `pool ${pool.poolId} ${field}: the API serves ${String(served)}, the chain has ${String(chain)} at block ${block}`,
      );
    const expiry = new Date(Number(created.args.expiry) * 1000).toISOString();
    if (!same(pool.collateralToken.address, created.args.collateralAsset))
      wrong("collateralToken.address", pool.collateralToken.address, created.args.collateralAsset);
    if (!same(pool.referenceToken.address, created.args.referenceAsset))
      wrong("referenceToken.address", pool.referenceToken.address, created.args.referenceAsset);
    if (pool.expiry !== expiry) wrong("expiry", pool.expiry, expiry);
    if (pool.deploymentBlockNumber !== Number(created.blockNumber))
      wrong("deploymentBlockNumber", pool.deploymentBlockNumber, created.blockNumber);
    if (pool.collateralValue.inWei !== collateral.toString())
      wrong("collateralValue.inWei", pool.collateralValue.inWei, collateral);
    if (pool.referenceValue.inWei !== reference.toString())
      wrong("referenceValue.inWei", pool.referenceValue.inWei, reference);
    // The API's fraction is the on-chain 18-decimal percentage / 1e20.
    if (Math.abs(pool.exerciseFeePercentage - Number(swapFee) / 1e20) > 1e-12)
      wrong("exerciseFeePercentage", pool.exerciseFeePercentage, `swapFee ${swapFee}`);
    if (Math.abs(pool.repurchaseFeePercentage - Number(unwindSwapFee) / 1e20) > 1e-12)
      wrong("repurchaseFeePercentage", pool.repurchaseFeePercentage, `unwindSwapFee ${unwindSwapFee}`);
    PAUSE_FLAGS.forEach((flag, bit) => {
      const paused = ((Number(bitmap) >> bit) & 1) === 1;
      if (pool[flag] !== paused) wrong(flag, pool[flag], `pause bitmap ${bitmap}`);
    });
    if (pool.collectedExerciseFeesInCollateral.inWei !== fees.exercise.toString())
      wrong(
        "collectedExerciseFeesInCollateral.inWei",
        pool.collectedExerciseFeesInCollateral.inWei,
        `PoolFee sum ${fees.exercise}`,
      );
    if (pool.collectedRepurchaseFeesInCollateral.inWei !== fees.repurchase.toString())
      wrong(
        "collectedRepurchaseFeesInCollateral.inWei",
        pool.collectedRepurchaseFeesInCollateral.inWei,
        `PoolFee sum ${fees.repurchase}`,
      );
  }

  async #flows(ctx: SuiteContext, chainId: number) {
    const { block, value } = await this.#snapshot(ctx, chainId, async () => {
      const pools = await this.#list<Pool>(ctx, "listPools", { chainId });
      const flows = new Map<string, Flow[]>();
      for (const pool of pools)
        flows.set(pool.poolId, await this.#list<Flow>(ctx, "listFlows", { chainId, poolId: pool.poolId }));
      return { pools, flows };
    });
    let compared = 0;
    for (const pool of value.pools) {
      const events = await flowEvents(this.#client, pool, block);
      const served = new Map((value.flows.get(pool.poolId) ?? []).map((f) => [logKey(f.txHash, f.logIndex), f]));
      for (const event of events) {
        const flow = served.get(event.key);
        if (!flow)
          ctx.fail(
            "chain-flows",
            `pool ${pool.poolId}: the chain has a ${event.name} at tx ${event.log.transactionHash} log ${event.log.logIndex} (block ${event.log.blockNumber}) and no flow lists it`,
          );
        await this.#flowMatches(ctx, flow, event, block);
        served.delete(event.key);
        compared++;
      }
      const extra = served.values().next().value;
      if (extra)
        ctx.fail(
          "chain-flows",
          `pool ${pool.poolId}: flow at tx ${extra.txHash} log ${extra.logIndex} matches no PoolModifyLiquidity or PoolSwap event up to block ${block}`,
        );
    }
    if (compared === 0) throw new NotApplicable(`no pool has a flow event up to block ${block}`);
    return { runs: compared, note: `${compared} flow(s) at block ${block}` };
  }

  async #flowMatches(ctx: SuiteContext, flow: Flow, event: FlowEvent, block: bigint): Promise<void> {
    const where = `flow at tx ${flow.txHash} log ${flow.logIndex}`;
    const wrong = (field: string, served: unknown, chain: unknown) =>
      ctx.fail(
        "chain-flows",
        `${where} ${field}: the API serves ${String(served)}, the ${event.name} event says ${String(chain)} (block ${block})`,
      );
    if (flow.blockNumber !== Number(event.log.blockNumber))
      wrong("blockNumber", flow.blockNumber, event.log.blockNumber);
    if (!event.actions.includes(flow.actionType)) wrong("actionType", flow.actionType, event.actions.join(" or "));
    if (flow.deltaCollateral.inWei !== event.collateral.toString())
      wrong("deltaCollateral.inWei", flow.deltaCollateral.inWei, event.collateral);
    if (flow.deltaReference.inWei !== event.reference.toString())
      wrong("deltaReference.inWei", flow.deltaReference.inWei, event.reference);
    if (!same(flow.walletAddress, event.log.args.owner)) {
      // Writes through the Adapter name the transaction's sender, the account the adapter acted for.
      const tx = await this.#client.getTransaction({ hash: event.log.transactionHash });
      if (!same(flow.walletAddress, tx.from))
        wrong("walletAddress", flow.walletAddress, `owner ${event.log.args.owner}, sender ${tx.from}`);
    }
  }

  async #orders(ctx: SuiteContext, chainId: number) {
    const { block, value: orders } = await this.#snapshot(ctx, chainId, () =>
      this.#list<OrderbookEntry>(ctx, "getOrderbook", { chainId, status: ALL_STATUSES }),
    );
    if (orders.length === 0) throw new NotApplicable("the orderbook holds no order");
    const contract = this.#options.orderProtocol ?? (await this.#orderContractFromFills(ctx, chainId));
    const events = await orderEvents(this.#client, contract, block);
    const timestamp = (await this.#client.getBlock({ blockNumber: block })).timestamp;
    // The service expires orders by the newest block it has seen, which may be past the indexed one.
    const headTimestamp = (await this.#client.getBlock()).timestamp;
    for (const order of orders) {
      const expected = await this.#expectedOrder(contract, order, events, block, timestamp);
      const expiredByHead = (await this.#expectedOrder(contract, order, events, block, headTimestamp)).status;
      if (order.status === "EXPIRED" && expiredByHead === "EXPIRED" && order.remainingMakingAmount === "0") continue;
      if (order.status !== expected.status || order.remainingMakingAmount !== expected.remaining.toString())
        ctx.fail(
          "chain-orders",
          `order ${order.orderHash}: the API serves ${order.status} with ${order.remainingMakingAmount} remaining; the order contract's events and state at block ${block} give ${expected.status} with ${expected.remaining} remaining (${expected.why})`,
        );
    }
    return { runs: orders.length, note: `${orders.length} order(s) at block ${block}` };
  }

  /** The order contract: the emitter of an `OrderFilled` in the receipt of a fill the API lists. */
  async #orderContractFromFills(ctx: SuiteContext, chainId: number): Promise<Address> {
    const fills = await this.#list<{ txHash: Hex }>(ctx, "listFills", { chainId });
    for (const fill of fills.slice(0, 5)) {
      const receipt = await this.#client.getTransactionReceipt({ hash: fill.txHash });
      const log = receipt.logs.find((l) => l.topics[0] === ORDER_FILLED_TOPIC);
      if (log) return getAddress(log.address);
    }
    throw new NotApplicable("no fill names the order contract; pass --order-protocol <address>");
  }

  /** What the chain says an order's status and remaining amount are at `block` (spec `OrderStatus`). */
  async #expectedOrder(
    contract: Address,
    order: OrderbookEntry,
    events: OrderEvents,
    block: bigint,
    timestamp: bigint,
  ): Promise<{ status: string; remaining: bigint; why: string }> {
    const making = BigInt(order.makingAmount);
    const fills = events.filled.filter((log) => same(log.args.orderHash, order.orderHash));
    const cancelled = events.cancelled.some((log) => same(log.args.orderHash, order.orderHash));
    const traits = decodeMakerTraits(BigInt(order.makerTraits));
    let status = "OPEN";
    let remaining = making;
    let why = "no fill or cancel event";
    if (usesBitInvalidator(traits)) {
      // One fill of any size consumes the nonce bit; a set bit without a fill is a cancel.
      const slot = BigInt(traits.nonceOrEpoch);
      const bits = (await this.#client.readContract({
        address: contract,
        abi: orderProtocolAbi,
        functionName: "bitInvalidatorForOrder",
        args: [order.maker as Address, slot >> 8n],
        blockNumber: block,
      })) as bigint;
      const bitSet = ((bits >> (slot & 0xffn)) & 1n) === 1n;
      if (fills.length > 0)
        [status, remaining, why] = ["FILLED", 0n, `${fills.length} OrderFilled on a bit-invalidator order`];
      else if (cancelled || bitSet)
        [status, remaining, why] = ["CANCELLED", 0n, cancelled ? "OrderCancelled" : "nonce bit invalidated"];
    } else if (cancelled) [status, remaining, why] = ["CANCELLED", 0n, "OrderCancelled"];
    else if (fills.length > 0) {
      const left = fills.at(-1)!.args.remainingAmount;
      [status, remaining, why] = [left === 0n ? "FILLED" : "PARTIALLY_FILLED", left, `last OrderFilled leaves ${left}`];
    }
    const fillable = status === "OPEN" || status === "PARTIALLY_FILLED";
    if (fillable && traits.expiry !== 0 && BigInt(traits.expiry) <= timestamp)
      [status, remaining, why] = ["EXPIRED", 0n, `expiration ${traits.expiry} is not after block time ${timestamp}`];
    return { status, remaining, why };
  }
}
