/**
 * The chain's side of the cross-layer checks (chain.ts): the events up to a block, read with
 * `eth_getLogs`, in the shapes the checks compare with what the API served.
 */
import type { Address, Hex, PublicClient } from "viem";
import { orderProtocolAbi, poolManagerAbi } from "../../generated/contracts/index.js";
import type { Pool } from "../../generated/protocol/hey/types.gen.js";

export const logKey = (txHash: string, logIndex: number) => `${txHash.toLowerCase()}:${logIndex}`;

/** A log as the checks need it: its place on chain and decoded arguments. */
export interface ChainLog<A> {
  args: A;
  blockNumber: bigint;
  logIndex: number;
  transactionHash: Hex;
}

export type FlowAmounts = { owner: Address; amount0: bigint; amount1: bigint };

/** A liquidity or swap event with the action types and wallet-side amounts the spec's `Flow` table gives it. */
export interface FlowEvent {
  name: "PoolModifyLiquidity" | "PoolSwap";
  log: ChainLog<FlowAmounts>;
  key: string;
  actions: readonly string[];
  collateral: bigint;
  reference: bigint;
}

/** The order contract's fill and cancel events up to the snapshot's block. */
export interface OrderEvents {
  filled: ChainLog<{ orderHash: Hex; remainingAmount: bigint }>[];
  cancelled: ChainLog<{ orderHash: Hex }>[];
}

/** Sums of `PoolFee.devFeeAmountInCollateralAsset` by direction, up to `block`. */
export async function feeSums(client: PublicClient, manager: Address, poolId: Hex, block: bigint) {
  const logs = (await client.getContractEvents({
    address: manager,
    abi: poolManagerAbi,
    eventName: "PoolFee",
    args: { poolId },
    fromBlock: 0n,
    toBlock: block,
  })) as unknown as ChainLog<{ devFeeAmountInCollateralAsset: bigint; isUnwind: boolean }>[];
  let exercise = 0n;
  let repurchase = 0n;
  for (const log of logs)
    if (log.args.isUnwind) repurchase += log.args.devFeeAmountInCollateralAsset;
    else exercise += log.args.devFeeAmountInCollateralAsset;
  return { exercise, repurchase };
}

/** The pool's liquidity and swap events up to `block`, each with the action types and amounts the spec's table gives. */
export async function flowEvents(client: PublicClient, pool: Pool, block: bigint): Promise<FlowEvent[]> {
  const base = {
    address: pool.poolManagerAddress as Address,
    abi: poolManagerAbi,
    args: { poolId: pool.poolId as Hex },
    fromBlock: BigInt(pool.deploymentBlockNumber),
    toBlock: block,
  } as const;
  const liquidity = (await client.getContractEvents({
    ...base,
    eventName: "PoolModifyLiquidity",
  })) as unknown as ChainLog<FlowAmounts & { isRemove: boolean }>[];
  const swaps = (await client.getContractEvents({ ...base, eventName: "PoolSwap" })) as unknown as ChainLog<
    FlowAmounts & { isUnwind: boolean }
  >[];
  const entry = (
    name: FlowEvent["name"],
    log: ChainLog<FlowAmounts>,
    actions: string[],
    collateral: bigint,
    reference: bigint,
  ): FlowEvent => ({
    name,
    log,
    key: logKey(log.transactionHash, log.logIndex),
    actions,
    collateral,
    reference,
  });
  return [
    ...liquidity.map((log) =>
      log.args.isRemove
        ? entry("PoolModifyLiquidity", log, ["unwind", "redeem"], log.args.amount0, log.args.amount1)
        : entry("PoolModifyLiquidity", log, ["mint"], -log.args.amount0, 0n),
    ),
    ...swaps.map((log) =>
      log.args.isUnwind
        ? entry("PoolSwap", log, ["repurchase"], -log.args.amount0, log.args.amount1)
        : entry("PoolSwap", log, ["exercise"], log.args.amount0, -log.args.amount1),
    ),
  ];
}

/** The order contract's fill and cancel events up to `block`. */
export async function orderEvents(client: PublicClient, address: Address, block: bigint): Promise<OrderEvents> {
  const range = { address, abi: orderProtocolAbi, fromBlock: 0n, toBlock: block } as const;
  const filled = (await client.getContractEvents({
    ...range,
    eventName: "OrderFilled",
  })) as unknown as OrderEvents["filled"];
  const cancelled = (await client.getContractEvents({
    ...range,
    eventName: "OrderCancelled",
  })) as unknown as OrderEvents["cancelled"];
  return { filled, cancelled };
}
