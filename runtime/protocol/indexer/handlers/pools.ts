/**
 * PoolManager events: markets created, liquidity and swap flows with their share amounts, fees, and
 * pool settings. Every pool event bumps its pool; creations and flows also read the pool's `assets`
 * at the block (its TVL), once per pool and block.
 */
import { type Address, getAddress, type Hex, zeroAddress } from "viem";
import { toFixed } from "../../../../generated/contracts/index.js";
import { eventKey, type FlowRecord, marketKey, type PoolRecord } from "../../records.ts";
import { checksummed } from "../addresses.ts";
import type { EventNameOf, IndexedEventOf } from "../events.ts";
import type { BlockScope } from "./scope.ts";
import { matchTransfer } from "./transfers.ts";
import type { HandlerTable, ReadNeeds, ReceiptLog } from "./types.ts";

type FlowEvent = IndexedEventOf<"PoolModifyLiquidity" | "PoolSwap">;

/** A flow's action and what it moved, from the event and its transaction's share transfers. */
type FlowDeltas = Pick<
  FlowRecord,
  "actionType" | "deltaCollateral" | "deltaReference" | "deltaPrincipal" | "deltaSwap"
>;

/** Flows read their share transfers and the pool's TVL, and the sender when the Adapter acted for a user. */
const flowReads: ReadNeeds<FlowEvent> = {
  shareTransfers: true,
  sender: (event, adapter) => adapter !== null && event.args.owner.toLowerCase() === adapter,
  poolAssets: (event) => event.args.poolId,
};

async function createMarket(event: IndexedEventOf<"MarketCreated">, scope: BlockScope): Promise<void> {
  const { args } = event;
  const { block, chainId } = scope;
  const reads = scope.context.reads;
  const poolId = args.poolId.toLowerCase() as Hex;
  const [collateralToken, referenceToken, principalToken, swapToken, settings] = await Promise.all([
    reads.token(args.collateralAsset, block.number),
    reads.token(args.referenceAsset, block.number),
    reads.token(args.principalToken, block.number),
    reads.token(args.swapToken, block.number),
    reads.poolSettings(poolId, block.number),
  ]);
  const existing = scope.pool(poolId);
  scope.putPool({
    chainId,
    poolId,
    poolManagerAddress: getAddress(event.address),
    expiry: Number(args.expiry),
    rateOracleAddress: getAddress(args.rateOracle),
    collateralToken,
    referenceToken,
    principalToken,
    swapToken,
    deploymentBlockNumber: block.number,
    deploymentBlockTimestamp: block.timestamp,
    deploymentTxHash: event.transactionHash.toLowerCase() as Hex,
    blockNumber: block.number,
    blockTimestamp: block.timestamp,
    swapFee: settings.swapFee,
    unwindSwapFee: settings.unwindSwapFee,
    pauseBitMap: settings.pauseBitMap,
    collateralAssets: existing?.collateralAssets ?? 0n,
    referenceAssets: existing?.referenceAssets ?? 0n,
    assetsBlockTimestamp: block.timestamp,
    exerciseFeesInCollateral: existing?.exerciseFeesInCollateral ?? 0n,
    repurchaseFeesInCollateral: existing?.repurchaseFeesInCollateral ?? 0n,
    exerciseFeesInReference: existing?.exerciseFeesInReference ?? 0n,
    repurchaseFeesInReference: existing?.repurchaseFeesInReference ?? 0n,
    feesBlockTimestamp: existing?.feesBlockTimestamp ?? block.timestamp,
  });
  for (const share of [principalToken, swapToken]) {
    scope.put("markets", marketKey(poolId, share.address), {
      chainId,
      poolId,
      makerAsset: share.address,
      takerAsset: collateralToken.address,
      expiry: Number(args.expiry),
      createdAt: block.timestamp,
      updatedAt: block.timestamp,
    });
  }
}

/** Mint, redeem or unwind, from a `PoolModifyLiquidity` (docs/reference/protocol.md#pool-manager-writes: deposit/mint, withdraw/redeem/unwind). */
function liquidityDeltas(
  event: IndexedEventOf<"PoolModifyLiquidity">,
  pool: PoolRecord,
  logs: readonly ReceiptLog[],
  timestamp: number,
): FlowDeltas {
  const { amount0, amount1, isRemove, owner } = event.args;
  const dCA = pool.collateralToken.decimals;
  const pt = pool.principalToken.address;
  if (!isRemove) {
    // mint: CA paid, equal PT and ST minted to the owner.
    const minted = matchTransfer(logs, pt, zeroAddress, owner, event.logIndex) ?? toFixed(amount0, dCA);
    return {
      actionType: "mint",
      deltaCollateral: -amount0,
      deltaReference: 0n,
      deltaPrincipal: minted,
      deltaSwap: minted,
    };
  }
  // unwind burns PT and ST; redeem/withdraw burn only PT (spec Flow table: by the shares burned).
  const swapBurned = matchTransfer(logs, pool.swapToken.address, owner, zeroAddress, event.logIndex);
  const principalBurned = matchTransfer(logs, pt, owner, zeroAddress, event.logIndex);
  const isUnwind =
    swapBurned !== undefined || (principalBurned === undefined && amount1 === 0n && timestamp < pool.expiry);
  return {
    actionType: isUnwind ? "unwind" : "redeem",
    deltaCollateral: amount0,
    deltaReference: amount1,
    deltaPrincipal: -(principalBurned ?? (isUnwind ? toFixed(amount0, dCA) : 0n)),
    deltaSwap: isUnwind ? -(swapBurned ?? toFixed(amount0, dCA)) : 0n,
  };
}

/** Exercise or repurchase, from a `PoolSwap` (docs/reference/protocol.md#pool-manager-writes: exercise/swap, unwindSwap). */
function swapDeltas(
  event: IndexedEventOf<"PoolSwap">,
  pool: PoolRecord,
  logs: readonly ReceiptLog[],
  poolManager: Address,
): FlowDeltas {
  const { amount0, amount1, isUnwind, sender, owner } = event.args;
  const st = pool.swapToken.address;
  const fallback = () => toFixed(amount0, pool.collateralToken.decimals);
  if (!isUnwind) {
    // exercise: ST and REF in, CA out net of the fee.
    const locked = matchTransfer(logs, st, sender, poolManager, event.logIndex) ?? fallback();
    return {
      actionType: "exercise",
      deltaCollateral: amount0,
      deltaReference: -amount1,
      deltaPrincipal: 0n,
      deltaSwap: -locked,
    };
  }
  // repurchase: CA in (fee included), REF and ST out.
  const released = matchTransfer(logs, st, poolManager, owner, event.logIndex) ?? fallback();
  return {
    actionType: "repurchase",
    deltaCollateral: -amount0,
    deltaReference: amount1,
    deltaPrincipal: 0n,
    deltaSwap: released,
  };
}

/** A liquidity or swap flow: one flow record keyed by its log, and its pool bumped. */
async function recordFlow(event: FlowEvent, scope: BlockScope): Promise<void> {
  const poolId = event.args.poolId.toLowerCase() as Hex;
  const pool = scope.pool(poolId);
  if (!pool) return;
  const { reads, adapter, poolManager } = scope.context;
  const logs = await reads.transactionLogs(event.transactionHash);
  const actsForUser = flowReads.sender?.(event, adapter?.toLowerCase() ?? null) === true;
  const wallet = checksummed(actsForUser ? await reads.sender(event.transactionHash) : event.args.owner);
  const key = eventKey(scope.chainId, event.transactionHash, event.logIndex);
  const existing = scope.flow(key);
  const deltas =
    event.eventName === "PoolModifyLiquidity"
      ? liquidityDeltas(event, pool, logs, scope.block.timestamp)
      : swapDeltas(event, pool, logs, poolManager);
  if (event.eventName === "PoolSwap") scope.lastSwapFlow.set(event.transactionHash.toLowerCase(), key);
  scope.putFlow(key, {
    chainId: scope.chainId,
    poolId,
    blockNumber: scope.block.number,
    blockTimestamp: scope.block.timestamp,
    txHash: event.transactionHash.toLowerCase() as Hex,
    logIndex: event.logIndex,
    walletAddress: wallet,
    ...deltas,
    // Kept from a previous application so the pool's fee sums stay exact on a replay.
    feeInCollateral: existing?.feeInCollateral ?? 0n,
    feeInReference: existing?.feeInReference ?? 0n,
  });
  scope.putPool(scope.bumped(pool));
}

/** A `PoolFee` completes the flow of the swap before it in the same transaction and adds to the pool's fee sums. */
function recordFee(event: IndexedEventOf<"PoolFee">, scope: BlockScope): void {
  const a = event.args;
  const pool = scope.pool(a.poolId.toLowerCase());
  const flowKey = scope.lastSwapFlow.get(event.transactionHash.toLowerCase());
  const flow = flowKey ? scope.flow(flowKey) : undefined;
  if (!pool || !flow || !flowKey) return;
  const deltaCa = a.devFeeAmountInCollateralAsset - flow.feeInCollateral;
  const deltaRef = a.devFeeAmountInReferenceAsset - flow.feeInReference;
  scope.putFlow(flowKey, {
    ...flow,
    feeInCollateral: a.devFeeAmountInCollateralAsset,
    feeInReference: a.devFeeAmountInReferenceAsset,
  });
  const next = scope.bumped(pool);
  if (a.isUnwind) {
    next.repurchaseFeesInCollateral += deltaCa;
    next.repurchaseFeesInReference += deltaRef;
  } else {
    next.exerciseFeesInCollateral += deltaCa;
    next.exerciseFeesInReference += deltaRef;
  }
  next.feesBlockTimestamp = scope.block.timestamp;
  scope.putPool(next);
}

/** A handler that sets one pool field from the event (pause bits, fee percentages). */
function setting<N extends "MarketActionPausedUpdate" | "SwapFeePercentageUpdated" | "UnwindSwapFeePercentageUpdated">(
  poolIdOf: (event: IndexedEventOf<N>) => Hex,
  change: (event: IndexedEventOf<N>) => Partial<PoolRecord>,
) {
  return {
    reads: {},
    apply(event: IndexedEventOf<N>, scope: BlockScope) {
      const pool = scope.pool(poolIdOf(event).toLowerCase());
      if (pool) scope.putPool({ ...scope.bumped(pool), ...change(event) });
    },
  };
}

/** The PoolManager handlers. */
export const poolHandlers = {
  MarketCreated: { reads: { poolAssets: (event) => event.args.poolId }, apply: createMarket },
  PoolModifyLiquidity: { reads: flowReads, apply: recordFlow },
  PoolSwap: { reads: flowReads, apply: recordFlow },
  PoolFee: { reads: {}, apply: recordFee },
  MarketActionPausedUpdate: setting(
    (event) => event.args.marketId,
    (event) => ({ pauseBitMap: event.args.pausedAction }),
  ),
  SwapFeePercentageUpdated: setting(
    (event) => event.args.poolId,
    (event) => ({ swapFee: event.args.swapFeePercentage }),
  ),
  UnwindSwapFeePercentageUpdated: setting(
    (event) => event.args.poolId,
    (event) => ({ unwindSwapFee: event.args.unwindSwapFeePercentage }),
  ),
} satisfies HandlerTable<EventNameOf<"poolManager">>;
