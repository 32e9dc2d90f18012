// Copied from templates/static/contracts/marketId.ts by contractkit generate — edit that file, then run generate.
import { type Address, encodeAbiParameters, type Hex, keccak256 } from "viem";

/**
 * The pool-defining `Market` struct of the PoolManager (docs/reference/protocol.md#markets-and-marketid). Field order
 * matters:
 * it is the order of `abi.encode(Market)` and therefore of the MarketId hash.
 */
export interface Market {
  /** Collateral Asset (CA) token address. */
  collateralAsset: Address;
  /** Reference Asset (REF) token address. */
  referenceAsset: Address;
  /** Expiry as unix seconds. */
  expiryTimestamp: bigint;
  /** Lower clamp for the oracle rate, 1e18 scale. */
  rateMin: bigint;
  /** Upper clamp for the oracle rate, 1e18 scale. */
  rateMax: bigint;
  /** Largest absolute rate change the constraint adapter allows per day, 1e18 scale. */
  rateChangePerDayMax: bigint;
  /** Cap on the accumulated rate-change credit, 1e18 scale. */
  rateChangeCapacityMax: bigint;
  /** Oracle exposing `rate()`. */
  rateOracle: Address;
}

/**
 * The eight `Market` fields as ABI parameters, in struct order. Every field is static, so
 * `abi.encode(Market)` is exactly these eight 32-byte words (docs/reference/protocol.md#markets-and-marketid).
 */
export const marketAbiParameters = [
  { name: "collateralAsset", type: "address" },
  { name: "referenceAsset", type: "address" },
  { name: "expiryTimestamp", type: "uint256" },
  { name: "rateMin", type: "uint256" },
  { name: "rateMax", type: "uint256" },
  { name: "rateChangePerDayMax", type: "uint256" },
  { name: "rateChangeCapacityMax", type: "uint256" },
  { name: "rateOracle", type: "address" },
] as const;

/** `abi.encode(Market)`: the 256-byte preimage of the MarketId. */
export function encodeMarket(market: Market): Hex {
  return encodeAbiParameters(marketAbiParameters, [
    market.collateralAsset,
    market.referenceAsset,
    market.expiryTimestamp,
    market.rateMin,
    market.rateMax,
    market.rateChangePerDayMax,
    market.rateChangeCapacityMax,
    market.rateOracle,
  ]);
}

/**
 * `MarketId = keccak256(abi.encode(Market))`, the pool id used by every PoolManager, Adapter and
 * WhitelistManager call. Chain-independent: the same parameters give the same id everywhere
 * (docs/reference/protocol.md#markets-and-marketid).
 */
export function computeMarketId(market: Market): Hex {
  return keccak256(encodeMarket(market));
}
