/**
 * Event handlers: from decoded events of one block to record upserts (docs/reference/indexer.md#idempotent-records).
 * Every write is keyed by on-chain identity, and derived values (fees, TVL, order
 * status) are recomputed from the event itself or reused from the stored record, so applying the
 * same block twice leaves the same state. Every chain read goes through {@link ChainReads} pinned to
 * the block being indexed.
 */
import { type Address, getAddress, type Hex, zeroAddress } from "viem";
import { toFixed } from "../../../generated/contracts/index.js";
import {
  type BlockRef,
  eventKey,
  type FlowActionType,
  type FlowRecord,
  type ListEntry,
  type MarketWhitelistRecord,
  marketKey,
  type OrderEventRecord,
  type PoolRecord,
  type TokenRecord,
} from "../records.ts";
import type { ChainWriter } from "../store.ts";
import type { IndexedEvent } from "./events.ts";
import { indexOrderEvent, orderEventRecord } from "./order-events.ts";

/** A log of a transaction receipt (for share-token transfers next to a pool event). */
export interface ReceiptLog {
  address: Address;
  topics: readonly Hex[];
  data: Hex;
  logIndex: number;
}

/** What the handlers read from chain; every read is pinned to `blockNumber`. */
export interface ChainReads {
  /** ERC-20 `name`, `symbol`, `decimals` at the block. */
  token(address: Address, blockNumber: number): Promise<TokenRecord>;
  /** `swapFee`, `unwindSwapFee`, `getPausedBitMap` of the pool at the block. */
  poolSettings(
    poolId: Hex,
    blockNumber: number,
  ): Promise<{ swapFee: bigint; unwindSwapFee: bigint; pauseBitMap: number }>;
  /** `assets(poolId)` at the block. */
  poolAssets(poolId: Hex, blockNumber: number): Promise<{ collateral: bigint; reference: bigint }>;
  /** The transaction's sender. */
  sender(txHash: Hex): Promise<Address>;
  /** Logs of the transaction the handlers inspect: at least every share-token `Transfer` in it. */
  transactionLogs(txHash: Hex): Promise<readonly ReceiptLog[]>;
}

/** Per-chain constants the handlers need. */
export interface HandlerContext {
  chainId: number;
  poolManager: Address;
  /** Writes by the Adapter are attributed to the transaction sender (spec `Flow` description). */
  adapter: Address | null;
  reads: ChainReads;
}

const same = (a: string, b: string | null | undefined) =>
  b !== null && b !== undefined && a.toLowerCase() === b.toLowerCase();

/** topic0 of ERC-20 `Transfer(address indexed from, address indexed to, uint256 value)`, which share tokens emit. */
export const TRANSFER_TOPIC: Hex = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";

/** The address in the low 20 bytes of an indexed topic. */
const topicAddress = (topic: Hex): Address => `0x${topic.slice(26)}` as Address;

/**
 * `Transfer` logs of `token` in a receipt, decoded by hand: this runs for every flow of a
 * backfill, and `decodeEventLog` would hash every event signature of the ABI per log. A log of
 * another shape (`Approval`, `Deposit`, a malformed transfer) is skipped, as strict decoding does.
 */
function transfersOf(
  logs: readonly ReceiptLog[],
  token: Address,
): Array<{ from: Address; to: Address; value: bigint; logIndex: number }> {
  const out: Array<{ from: Address; to: Address; value: bigint; logIndex: number }> = [];
  for (const log of logs) {
    if (!same(log.address, token)) continue;
    const [topic0, from, to] = log.topics;
    if (topic0?.toLowerCase() !== TRANSFER_TOPIC || from === undefined || to === undefined || log.topics.length !== 3) {
      continue;
    }
    if (log.data.length !== 66) continue;
    out.push({ from: topicAddress(from), to: topicAddress(to), value: BigInt(log.data), logIndex: log.logIndex });
  }
  return out;
}

/**
 * The share-token amount that moved for a pool event: the `Transfer` of `token` matching `from`/`to`
 * closest to the event's log index (the PoolManager moves shares right before it emits). Returns
 * undefined when the receipt has no such transfer.
 */
function matchTransfer(
  logs: readonly ReceiptLog[],
  token: Address,
  from: Address,
  to: Address,
  logIndex: number,
): bigint | undefined {
  let best: { value: bigint; distance: number } | undefined;
  for (const t of transfersOf(logs, token)) {
    if (!same(t.from, from) || !same(t.to, to)) continue;
    const distance = Math.abs(t.logIndex - logIndex) + (t.logIndex > logIndex ? 0.5 : 0);
    if (!best || distance < best.distance) best = { value: t.value, distance };
  }
  return best?.value;
}

/** What the handlers use of a block: its number and time. */
export type BlockTime = Pick<BlockRef, "number" | "timestamp">;

function bump(pool: PoolRecord, block: BlockTime): PoolRecord {
  return { ...pool, blockNumber: block.number, blockTimestamp: block.timestamp };
}

const ZERO_LIST: ListEntry = { listed: false, removed: false };

function listed(entry: ListEntry | undefined, onList: boolean): ListEntry {
  const prior = entry ?? ZERO_LIST;
  return onList ? { listed: true, removed: prior.removed } : { listed: false, removed: prior.removed || prior.listed };
}

/** Applies one block's events (in log order) to the chain state. */
export async function applyBlock(
  writer: ChainWriter,
  context: HandlerContext,
  block: BlockTime,
  events: readonly IndexedEvent[],
  options: { trackUndo: boolean },
): Promise<void> {
  const undo = options.trackUndo ? block.number : undefined;
  const touchedPools = new Set<string>();
  /** Flow key of the latest `PoolSwap` per transaction, for the `PoolFee` that follows it. */
  const lastSwapFlow = new Map<string, string>();
  const { chainId, reads } = context;

  // Pools and flows change several times per block (each flow bumps its pool, a fee completes its
  // swap's flow, the TVL read comes last): the block works on copies and writes each record once
  // at its end, so the store, the undo log and the store's listeners see one change per record.
  const pools = new Map<string, PoolRecord>();
  const flows = new Map<string, FlowRecord>();
  const getPool = (poolId: string) => pools.get(poolId) ?? writer.get("pools", poolId);
  const putPool = (pool: PoolRecord) => pools.set(pool.poolId, pool);
  const getFlow = (key: string) => flows.get(key) ?? writer.get("flows", key);

  for (const event of events) {
    switch (event.eventName) {
      case "MarketCreated": {
        const a = event.args;
        const poolId = a.poolId.toLowerCase() as Hex;
        const [collateralToken, referenceToken, principalToken, swapToken, settings] = await Promise.all([
          reads.token(a.collateralAsset, block.number),
          reads.token(a.referenceAsset, block.number),
          reads.token(a.principalToken, block.number),
          reads.token(a.swapToken, block.number),
          reads.poolSettings(poolId, block.number),
        ]);
        const existing = getPool(poolId);
        putPool({
          chainId,
          poolId,
          poolManagerAddress: getAddress(event.address),
          expiry: Number(a.expiry),
          rateOracleAddress: getAddress(a.rateOracle),
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
          writer.put(
            "markets",
            marketKey(poolId, share.address),
            {
              chainId,
              poolId,
              makerAsset: share.address,
              takerAsset: collateralToken.address,
              expiry: Number(a.expiry),
              createdAt: block.timestamp,
              updatedAt: block.timestamp,
            },
            undo,
          );
        }
        touchedPools.add(poolId);
        break;
      }
      case "PoolModifyLiquidity":
      case "PoolSwap": {
        const a = event.args;
        const poolId = a.poolId.toLowerCase() as Hex;
        const pool = getPool(poolId);
        if (!pool) break;
        const logs = await reads.transactionLogs(event.transactionHash);
        const wallet =
          context.adapter && same(a.owner, context.adapter)
            ? getAddress(await reads.sender(event.transactionHash))
            : getAddress(a.owner);
        const key = eventKey(chainId, event.transactionHash, event.logIndex);
        const existing = getFlow(key);
        const dCA = pool.collateralToken.decimals;
        const pt = pool.principalToken.address;
        const st = pool.swapToken.address;
        let actionType: FlowActionType;
        let deltaCollateral = 0n;
        let deltaReference = 0n;
        let deltaPrincipal = 0n;
        let deltaSwap = 0n;
        if (event.eventName === "PoolModifyLiquidity") {
          const { amount0, amount1, isRemove, owner } = event.args;
          if (!isRemove) {
            // mint: CA paid, equal PT and ST minted to the owner (docs/reference/protocol.md#pool-math deposit/mint).
            actionType = "mint";
            const minted = matchTransfer(logs, pt, zeroAddress, owner, event.logIndex) ?? toFixed(amount0, dCA);
            deltaCollateral = -amount0;
            deltaPrincipal = minted;
            deltaSwap = minted;
          } else {
            // unwind burns PT and ST; redeem/withdraw burn only PT (spec Flow table: by the shares burned).
            const swapBurned = matchTransfer(logs, st, owner, zeroAddress, event.logIndex);
            const principalBurned = matchTransfer(logs, pt, owner, zeroAddress, event.logIndex);
            const isUnwind =
              swapBurned !== undefined ||
              (principalBurned === undefined && amount1 === 0n && block.timestamp < pool.expiry);
            actionType = isUnwind ? "unwind" : "redeem";
            deltaCollateral = amount0;
            deltaReference = amount1;
            deltaPrincipal = -(principalBurned ?? (isUnwind ? toFixed(amount0, dCA) : 0n));
            deltaSwap = isUnwind ? -(swapBurned ?? toFixed(amount0, dCA)) : 0n;
          }
        } else {
          const { amount0, amount1, isUnwind, sender, owner } = event.args;
          if (!isUnwind) {
            // exercise: ST and REF in, CA out net of the fee (docs/reference/protocol.md#pool-math exercise/swap).
            actionType = "exercise";
            const locked =
              matchTransfer(logs, st, sender, context.poolManager, event.logIndex) ?? toFixed(amount0, dCA);
            deltaCollateral = amount0;
            deltaReference = -amount1;
            deltaSwap = -locked;
          } else {
            // repurchase: CA in (fee included), REF and ST out (docs/reference/protocol.md#pool-math unwindSwap).
            actionType = "repurchase";
            const released =
              matchTransfer(logs, st, context.poolManager, owner, event.logIndex) ?? toFixed(amount0, dCA);
            deltaCollateral = -amount0;
            deltaReference = amount1;
            deltaSwap = released;
          }
          lastSwapFlow.set(event.transactionHash.toLowerCase(), key);
        }
        const flow: FlowRecord = {
          chainId,
          poolId,
          blockNumber: block.number,
          blockTimestamp: block.timestamp,
          txHash: event.transactionHash.toLowerCase() as Hex,
          logIndex: event.logIndex,
          walletAddress: wallet,
          actionType,
          deltaCollateral,
          deltaReference,
          deltaPrincipal,
          deltaSwap,
          // Kept from a previous application so the pool's fee sums stay exact on a replay.
          feeInCollateral: existing?.feeInCollateral ?? 0n,
          feeInReference: existing?.feeInReference ?? 0n,
        };
        flows.set(key, flow);
        putPool(bump(pool, block));
        touchedPools.add(poolId);
        break;
      }
      case "PoolFee": {
        const a = event.args;
        const poolId = a.poolId.toLowerCase() as Hex;
        const pool = getPool(poolId);
        const flowKey = lastSwapFlow.get(event.transactionHash.toLowerCase());
        const flow = flowKey ? getFlow(flowKey) : undefined;
        if (!pool || !flow || !flowKey) break;
        const deltaCa = a.devFeeAmountInCollateralAsset - flow.feeInCollateral;
        const deltaRef = a.devFeeAmountInReferenceAsset - flow.feeInReference;
        flows.set(flowKey, {
          ...flow,
          feeInCollateral: a.devFeeAmountInCollateralAsset,
          feeInReference: a.devFeeAmountInReferenceAsset,
        });
        const next = bump(pool, block);
        if (a.isUnwind) {
          next.repurchaseFeesInCollateral += deltaCa;
          next.repurchaseFeesInReference += deltaRef;
        } else {
          next.exerciseFeesInCollateral += deltaCa;
          next.exerciseFeesInReference += deltaRef;
        }
        next.feesBlockTimestamp = block.timestamp;
        putPool(next);
        break;
      }
      case "MarketActionPausedUpdate": {
        const pool = getPool(event.args.marketId.toLowerCase());
        if (pool) putPool({ ...bump(pool, block), pauseBitMap: event.args.pausedAction });
        break;
      }
      case "SwapFeePercentageUpdated": {
        const pool = getPool(event.args.poolId.toLowerCase());
        if (pool) putPool({ ...bump(pool, block), swapFee: event.args.swapFeePercentage });
        break;
      }
      case "UnwindSwapFeePercentageUpdated": {
        const pool = getPool(event.args.poolId.toLowerCase());
        if (pool) putPool({ ...bump(pool, block), unwindSwapFee: event.args.unwindSwapFeePercentage });
        break;
      }
      case "GlobalWhitelistAdded":
      case "GlobalWhitelistRemoved": {
        const account = event.args.account.toLowerCase();
        writer.put(
          "globalWhitelist",
          account,
          listed(writer.get("globalWhitelist", account), event.eventName === "GlobalWhitelistAdded"),
          undo,
        );
        break;
      }
      case "MarketWhitelistAdded":
      case "MarketWhitelistRemoved":
      case "MarketWhitelistEnabled":
      case "MarketWhitelistDisabled": {
        const poolId = event.args.poolId.toLowerCase() as Hex;
        // Enabling happens before the pool exists (docs/reference/protocol.md#whitelist activateMarketWhitelist).
        const current: MarketWhitelistRecord = writer.get("marketWhitelists", poolId) ?? {
          poolId,
          enabled: false,
          accounts: {},
        };
        let next: MarketWhitelistRecord;
        if (event.eventName === "MarketWhitelistEnabled" || event.eventName === "MarketWhitelistDisabled") {
          next = { ...current, enabled: event.eventName === "MarketWhitelistEnabled" };
        } else {
          const account = event.args.account.toLowerCase();
          next = {
            ...current,
            accounts: {
              ...current.accounts,
              [account]: listed(current.accounts[account], event.eventName === "MarketWhitelistAdded"),
            },
          };
        }
        writer.put("marketWhitelists", poolId, next, undo);
        break;
      }
      case "OrderFilled":
      case "OrderCancelled":
      case "BitInvalidatorUpdated": {
        const where = {
          blockNumber: block.number,
          blockTimestamp: block.timestamp,
          txHash: event.transactionHash,
          logIndex: event.logIndex,
        };
        let record: OrderEventRecord;
        if (event.eventName === "OrderFilled") {
          // The taker is the fill transaction's sender (spec Fill.taker).
          const taker = getAddress(await reads.sender(event.transactionHash));
          record = orderEventRecord(
            "OrderFilled",
            { orderHash: event.args.orderHash, remainingAmount: event.args.remainingAmount, taker },
            where,
          );
        } else if (event.eventName === "OrderCancelled") {
          record = orderEventRecord("OrderCancelled", { orderHash: event.args.orderHash }, where);
        } else {
          const { maker, slotIndex, slotValue } = event.args;
          record = orderEventRecord("BitInvalidatorUpdated", { maker, slotIndex, slotValue }, where);
        }
        indexOrderEvent(writer, chainId, record, undo);
        break;
      }
    }
  }

  // TVL: `assets(poolId)` at this block, once per pool the block touched
  // (docs/reference/protocol.md#pool-manager-reads).
  for (const poolId of [...touchedPools].sort()) {
    const pool = getPool(poolId);
    if (!pool) continue;
    const assets = await reads.poolAssets(pool.poolId, block.number);
    putPool({
      ...pool,
      collateralAssets: assets.collateral,
      referenceAssets: assets.reference,
      assetsBlockTimestamp: block.timestamp,
    });
  }
  for (const [key, flow] of flows) writer.put("flows", key, flow, undo);
  for (const [poolId, pool] of pools) writer.put("pools", poolId, pool, undo);
}
