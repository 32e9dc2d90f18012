/**
 * Reads the generated math port's `PoolState` snapshot of one pool from chain, at one block, so the
 * port's previews can be computed offline and compared with the pool manager's.
 */
import { type Address, type BlockNumber, erc20Abi, type Hex, type PublicClient } from "viem";
import {
  type PoolState,
  readPoolManagerAssets,
  readPoolManagerGetPausedBitMap,
  readPoolManagerMarket,
  readPoolManagerPaused,
  readPoolManagerShares,
  readPoolManagerSwapFee,
  readPoolManagerSwapRate,
  readPoolManagerUnwindSwapFee,
  readPoolShareIssuedAt,
  readPoolShareTotalSupply,
} from "../../generated/contracts/index.js";

/**
 * The `PoolState` of `poolId` at `blockNumber` (default: the latest block), with `now` = that
 * block's timestamp. `assets(poolId)` reports the archive once a post-expiry redeem or withdraw has
 * separated liquidity and the live balances before; it is returned as the live balances with
 * `archive: null`, which gives the port the same redeem and withdraw previews either way.
 */
export async function readPoolState(
  publicClient: PublicClient,
  poolManager: Address,
  poolId: Hex,
  blockNumber?: BlockNumber,
): Promise<PoolState> {
  const block = await publicClient.getBlock(blockNumber === undefined ? { blockTag: "latest" } : { blockNumber });
  const at = { blockNumber: block.number };
  const read = { poolManager, args: [poolId] as const };
  const [market, [principalToken, swapToken], swapRate, swapFee, unwindSwapFee, pausedBitMap, paused, assets] =
    await Promise.all([
      readPoolManagerMarket(publicClient, read.poolManager, read.args, at),
      readPoolManagerShares(publicClient, read.poolManager, read.args, at),
      readPoolManagerSwapRate(publicClient, read.poolManager, read.args, at),
      readPoolManagerSwapFee(publicClient, read.poolManager, read.args, at),
      readPoolManagerUnwindSwapFee(publicClient, read.poolManager, read.args, at),
      readPoolManagerGetPausedBitMap(publicClient, read.poolManager, read.args, at),
      readPoolManagerPaused(publicClient, read.poolManager, at),
      readPoolManagerAssets(publicClient, read.poolManager, read.args, at),
    ]);
  const decimalsOf = (address: Address) =>
    publicClient.readContract({ address, abi: erc20Abi, functionName: "decimals", ...at });
  const [collateralDecimals, referenceDecimals, issuedAt, principalTokenSupply] = await Promise.all([
    decimalsOf(market.collateralAsset),
    decimalsOf(market.referenceAsset),
    readPoolShareIssuedAt(publicClient, swapToken, at),
    readPoolShareTotalSupply(publicClient, principalToken, at),
  ]);
  return {
    collateralDecimals,
    referenceDecimals,
    swapRate,
    swapFee,
    unwindSwapFee,
    issuedAt,
    expiry: market.expiryTimestamp,
    now: block.timestamp,
    pausedBitMap,
    globallyPaused: paused,
    collateralAssets: assets[0],
    referenceAssets: assets[1],
    principalTokenSupply,
    archive: null,
  };
}
