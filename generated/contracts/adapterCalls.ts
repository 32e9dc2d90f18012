// generated from templates/static/contracts/adapterCalls.ts (sha256:690f6cc12925c68c8e5086dd13f762d08f12ebd17c0b7433679bac0be6d747a4), do not edit
import type { Address, Hex } from "viem";

// Builders for the Adapter's `safe*` parameter structs (protocol-facts §1.5, seed "On-chain
// operations"). Field names and order are the ABI tuple's, so a built struct can be passed
// straight to the generated `simulateAdapterSafe*` / `writeAdapterSafe*` helpers.

/** Basis points in 100 %. */
export const BPS_DENOMINATOR = 10_000n;

/** Which side of a preview a bound protects: a minimum to receive or a maximum to pay. */
export type SlippageBound = "min" | "max";

/**
 * Applies `slippageBps` to a previewed amount: `"min"` rounds down (`floor(amount·(1−bps))`),
 * `"max"` rounds up (`ceil(amount·(1+bps))`), so the bound is never tighter than the preview.
 */
export function withSlippage(amount: bigint, slippageBps: number | bigint, bound: SlippageBound): bigint {
  if (amount < 0n) throw new RangeError(`amount must not be negative, got ${amount}`);
  const bps = BigInt(slippageBps);
  if (typeof slippageBps === "number" && !Number.isInteger(slippageBps)) {
    throw new RangeError(`slippageBps must be an integer, got ${slippageBps}`);
  }
  if (bps < 0n || bps > BPS_DENOMINATOR) {
    throw new RangeError(`slippageBps must be within [0, 10000], got ${slippageBps}`);
  }
  if (bound === "min") return (amount * (BPS_DENOMINATOR - bps)) / BPS_DENOMINATOR;
  const scaled = amount * (BPS_DENOMINATOR + bps);
  return scaled === 0n ? 0n : (scaled - 1n) / BPS_DENOMINATOR + 1n;
}

/**
 * A deadline `seconds` after `nowSeconds`. The adapter accepts `block.timestamp <= deadline`
 * (`DeadlineExceeded` otherwise), so the deadline second itself is still valid.
 */
export function deadlineIn(seconds: number | bigint, nowSeconds: number | bigint): bigint {
  const delta = BigInt(seconds);
  const now = BigInt(nowSeconds);
  if (delta < 0n || now < 0n) throw new RangeError("seconds and nowSeconds must not be negative");
  return now + delta;
}

const ZERO_ADDRESS = "0x0000000000000000000000000000000000000000";

function checkCommon(poolId: Hex, receiver: Address, deadline: bigint): void {
  if (!/^0x[0-9a-fA-F]{64}$/.test(poolId)) throw new TypeError(`poolId must be a bytes32 MarketId, got ${poolId}`);
  // The adapter reverts `ZeroAddress` for a zero receiver; fail before paying for the simulation.
  if (receiver.toLowerCase() === ZERO_ADDRESS) throw new TypeError("receiver must not be the zero address");
  if (deadline <= 0n) throw new RangeError(`deadline must be a positive unix time, got ${deadline}`);
}

/** Fields every builder takes besides the operation amount and its preview. */
interface BuilderCommon {
  /** MarketId of the pool. */
  poolId: Hex;
  receiver: Address;
  /** Tolerance in basis points applied to each previewed amount. */
  slippageBps: number | bigint;
  /** Unix seconds; see {@link deadlineIn}. */
  deadline: bigint;
}

/** `SafeDepositParams`: CA → cPT + cST. */
export interface SafeDepositParams {
  poolId: Hex;
  collateralAssetsIn: bigint;
  receiver: Address;
  minCptAndCstSharesOut: bigint;
  deadline: bigint;
}

/** Input of {@link buildSafeDeposit}; `preview` is `previewDeposit(collateralAssetsIn)`. */
export interface BuildSafeDepositParameters extends BuilderCommon {
  collateralAssetsIn: bigint;
  preview: bigint;
}

/** Builds `safeDeposit` params with `minCptAndCstSharesOut = withSlippage(preview, bps, "min")`. */
export function buildSafeDeposit(p: BuildSafeDepositParameters): SafeDepositParams {
  checkCommon(p.poolId, p.receiver, p.deadline);
  // The adapter rejects a zero deposit with `ZeroAmount`.
  if (p.collateralAssetsIn <= 0n) throw new RangeError("collateralAssetsIn must be positive");
  return {
    poolId: p.poolId,
    collateralAssetsIn: p.collateralAssetsIn,
    receiver: p.receiver,
    minCptAndCstSharesOut: withSlippage(p.preview, p.slippageBps, "min"),
    deadline: p.deadline,
  };
}

/** `SafeExerciseParams`: REF + cST → CA minus fee, before expiry. */
export interface SafeExerciseParams {
  poolId: Hex;
  cstSharesIn: bigint;
  receiver: Address;
  minCollateralAssetsOut: bigint;
  maxReferenceAssetsIn: bigint;
  deadline: bigint;
}

/** Input of {@link buildSafeExercise}; `preview` is `previewExercise(cstSharesIn)`. */
export interface BuildSafeExerciseParameters extends BuilderCommon {
  cstSharesIn: bigint;
  preview: { collateralAssetsOut: bigint; referenceAssetsIn: bigint };
}

/** Builds `safeExercise` params: CA out floored by the slippage, REF in capped above it. */
export function buildSafeExercise(p: BuildSafeExerciseParameters): SafeExerciseParams {
  checkCommon(p.poolId, p.receiver, p.deadline);
  return {
    poolId: p.poolId,
    cstSharesIn: p.cstSharesIn,
    receiver: p.receiver,
    minCollateralAssetsOut: withSlippage(p.preview.collateralAssetsOut, p.slippageBps, "min"),
    maxReferenceAssetsIn: withSlippage(p.preview.referenceAssetsIn, p.slippageBps, "max"),
    deadline: p.deadline,
  };
}

/** `SafeSwapParams`: exercise by exact CA out. */
export interface SafeSwapParams {
  poolId: Hex;
  collateralAssetsOut: bigint;
  receiver: Address;
  maxCstSharesIn: bigint;
  maxReferenceAssetsIn: bigint;
  deadline: bigint;
}

/** Input of {@link buildSafeSwap}; `preview` is `previewSwap(collateralAssetsOut)`. */
export interface BuildSafeSwapParameters extends BuilderCommon {
  collateralAssetsOut: bigint;
  preview: { cstSharesIn: bigint; referenceAssetsIn: bigint };
}

/** Builds `safeSwap` params: both inputs capped above the preview. */
export function buildSafeSwap(p: BuildSafeSwapParameters): SafeSwapParams {
  checkCommon(p.poolId, p.receiver, p.deadline);
  return {
    poolId: p.poolId,
    collateralAssetsOut: p.collateralAssetsOut,
    receiver: p.receiver,
    maxCstSharesIn: withSlippage(p.preview.cstSharesIn, p.slippageBps, "max"),
    maxReferenceAssetsIn: withSlippage(p.preview.referenceAssetsIn, p.slippageBps, "max"),
    deadline: p.deadline,
  };
}

/** `SafeWithdrawParams`: cPT → exact CA out (plus the pro-rata REF). */
export interface SafeWithdrawParams {
  poolId: Hex;
  collateralAssetsOut: bigint;
  owner: Address;
  receiver: Address;
  maxCptSharesIn: bigint;
  deadline: bigint;
}

/** Input of {@link buildSafeWithdraw}; `preview` is `previewWithdraw(collateralAssetsOut)`. */
export interface BuildSafeWithdrawParameters extends BuilderCommon {
  collateralAssetsOut: bigint;
  /** Must be the adapter itself or the bundler initiator (`UnexpectedOwner` otherwise). */
  owner: Address;
  preview: { cptSharesIn: bigint };
}

/** Builds `safeWithdraw` params: cPT burned capped above the preview. */
export function buildSafeWithdraw(p: BuildSafeWithdrawParameters): SafeWithdrawParams {
  checkCommon(p.poolId, p.receiver, p.deadline);
  return {
    poolId: p.poolId,
    collateralAssetsOut: p.collateralAssetsOut,
    owner: p.owner,
    receiver: p.receiver,
    maxCptSharesIn: withSlippage(p.preview.cptSharesIn, p.slippageBps, "max"),
    deadline: p.deadline,
  };
}

/** `SafeRedeemParams`: cPT → CA + REF pro rata, after expiry. */
export interface SafeRedeemParams {
  poolId: Hex;
  cptSharesIn: bigint;
  owner: Address;
  receiver: Address;
  minReferenceAssetsOut: bigint;
  minCollateralAssetsOut: bigint;
  deadline: bigint;
}

/** Input of {@link buildSafeRedeem}; `preview` is `previewRedeem(cptSharesIn)`. */
export interface BuildSafeRedeemParameters extends BuilderCommon {
  /** `2^256 − 1` asks the adapter to redeem the owner's whole balance. */
  cptSharesIn: bigint;
  owner: Address;
  preview: { referenceAssetsOut: bigint; collateralAssetsOut: bigint };
}

/** Builds `safeRedeem` params: both outputs floored by the slippage. */
export function buildSafeRedeem(p: BuildSafeRedeemParameters): SafeRedeemParams {
  checkCommon(p.poolId, p.receiver, p.deadline);
  return {
    poolId: p.poolId,
    cptSharesIn: p.cptSharesIn,
    owner: p.owner,
    receiver: p.receiver,
    minReferenceAssetsOut: withSlippage(p.preview.referenceAssetsOut, p.slippageBps, "min"),
    minCollateralAssetsOut: withSlippage(p.preview.collateralAssetsOut, p.slippageBps, "min"),
    deadline: p.deadline,
  };
}

/** `SafeUnwindDepositParams`: cPT + cST → exact CA out, before expiry. */
export interface SafeUnwindDepositParams {
  poolId: Hex;
  collateralAssetsOut: bigint;
  owner: Address;
  receiver: Address;
  maxCptAndCstSharesIn: bigint;
  deadline: bigint;
}

/** Input of {@link buildSafeUnwindDeposit}; `preview` is `previewUnwindDeposit(collateralAssetsOut)`. */
export interface BuildSafeUnwindDepositParameters extends BuilderCommon {
  collateralAssetsOut: bigint;
  owner: Address;
  preview: bigint;
}

/** Builds `safeUnwindDeposit` params: shares burned capped above the preview. */
export function buildSafeUnwindDeposit(p: BuildSafeUnwindDepositParameters): SafeUnwindDepositParams {
  checkCommon(p.poolId, p.receiver, p.deadline);
  return {
    poolId: p.poolId,
    collateralAssetsOut: p.collateralAssetsOut,
    owner: p.owner,
    receiver: p.receiver,
    maxCptAndCstSharesIn: withSlippage(p.preview, p.slippageBps, "max"),
    deadline: p.deadline,
  };
}

/** `SafeUnwindSwapParams`: repurchase, CA → REF + cST, before expiry. */
export interface SafeUnwindSwapParams {
  poolId: Hex;
  collateralAssetsIn: bigint;
  receiver: Address;
  minReferenceAssetsOut: bigint;
  minCstSharesOut: bigint;
  deadline: bigint;
}

/** Input of {@link buildSafeUnwindSwap}; `preview` is `previewUnwindSwap(collateralAssetsIn)`. */
export interface BuildSafeUnwindSwapParameters extends BuilderCommon {
  /** `2^256 − 1` asks the adapter to use its whole CA balance. */
  collateralAssetsIn: bigint;
  preview: { cstSharesOut: bigint; referenceAssetsOut: bigint };
}

/** Builds `safeUnwindSwap` params: both outputs floored by the slippage. */
export function buildSafeUnwindSwap(p: BuildSafeUnwindSwapParameters): SafeUnwindSwapParams {
  checkCommon(p.poolId, p.receiver, p.deadline);
  return {
    poolId: p.poolId,
    collateralAssetsIn: p.collateralAssetsIn,
    receiver: p.receiver,
    minReferenceAssetsOut: withSlippage(p.preview.referenceAssetsOut, p.slippageBps, "min"),
    minCstSharesOut: withSlippage(p.preview.cstSharesOut, p.slippageBps, "min"),
    deadline: p.deadline,
  };
}
