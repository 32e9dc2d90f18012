// A bigint port of the pool math (docs/reference/protocol.md#pool-math,
// docs/reference/protocol.md#swap-rate-constraints). Every division states its rounding
// direction because the contract's does: amounts a user receives round down, amounts a user pays
// and fees round up, so the pool never loses a wei to rounding.
// One file (over 400 lines) on purpose: it is copied whole into generated/contracts/ and exported by its
// index as one module, and its functions share the rounding helpers and constants above.

/** 1e18: the fixed-point scale of shares, rates and `t`. */
export const WAD = 10n ** 18n;
/** Fee denominator: fees are stored with 1e18 = 1 %, so 100 % = 100e18 (docs/reference/protocol.md#pool-math). */
export const PERCENT_DENOMINATOR = 100n * WAD;
/**
 * Largest fee the PoolManager accepts: 5e18 = 5 % (`InvalidFees` above it,
 * docs/reference/protocol.md#pool-manager-writes).
 */
export const MAX_FEE = 5n * WAD;
/**
 * Seconds per day, the refill period of the constraint rate adapter (docs/reference/protocol.md#swap-rate-constraints).
 */
export const SECONDS_PER_DAY = 86_400n;

/** Bits of the per-pool pause bitmap (`getPausedBitMap`, docs/reference/protocol.md#pause-bitmap). */
export const PauseBit = {
  /** deposit and mint */
  deposit: 0,
  /** swap, exercise and exerciseOther */
  swap: 1,
  /** withdraw, withdrawOther and redeem */
  withdraw: 2,
  /** unwindDeposit and unwindMint */
  unwindDeposit: 3,
  /** unwindSwap, unwindExercise and unwindExerciseOther */
  unwindSwap: 4,
} as const;

/** One boolean per pausable operation group. */
export interface PauseFlags {
  deposit: boolean;
  swap: boolean;
  withdraw: boolean;
  unwindDeposit: boolean;
  unwindSwap: boolean;
}

/** Splits the uint16 pause bitmap into its five flags (bit0 deposit … bit4 unwindSwap). */
export function pauseFlags(bitmap: number): PauseFlags {
  if (!Number.isInteger(bitmap) || bitmap < 0 || bitmap > 0xffff) {
    throw new RangeError(`pause bitmap must be a uint16, got ${bitmap}`);
  }
  const bit = (n: number) => ((bitmap >> n) & 1) === 1;
  return {
    deposit: bit(PauseBit.deposit),
    swap: bit(PauseBit.swap),
    withdraw: bit(PauseBit.withdraw),
    unwindDeposit: bit(PauseBit.unwindDeposit),
    unwindSwap: bit(PauseBit.unwindSwap),
  };
}

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 18) {
    throw new RangeError(`token decimals must be an integer in [0, 18], got ${decimals}`);
  }
}

function assertUnsigned(name: string, value: bigint): void {
  if (value < 0n) throw new RangeError(`${name} must not be negative, got ${value}`);
}

/** 2^256 - 1, the largest EVM word. */
export const UINT256_MAX = (1n << 256n) - 1n;

/**
 * `value`, or a RangeError where the contract's checked arithmetic reverts (Solidity >= 0.8 panics
 * with 0x11 on overflow), so the port never previews an amount the chain cannot compute.
 */
function checked(value: bigint, operation: string): bigint {
  if (value > UINT256_MAX) throw new RangeError(`${operation} overflows uint256 (the contract reverts, Panic 0x11)`);
  return value;
}

/**
 * The quotient of a full-width `a * b / d`, as OpenZeppelin's `Math.mulDiv` computes it: the
 * product is taken in 512 bits, so only a zero divisor (Panic 0x12) or a quotient above 2^256 - 1
 * (Panic 0x11) reverts; `a * b` itself may exceed uint256. Bigints make the 512-bit product exact.
 */
function fullMulDiv(a: bigint, b: bigint, d: bigint, roundUp: boolean): bigint {
  if (d === 0n) throw new RangeError("mulDiv by zero (the contract reverts, Panic 0x12)");
  const product = a * b;
  const quotient = product / d;
  return checked(roundUp && product % d !== 0n ? quotient + 1n : quotient, "mulDiv result");
}

/** `floor(a * b / d)` over a 512-bit product (`Math.mulDiv`, Rounding.Floor); throws where the contract reverts. */
export function mulDivDown(a: bigint, b: bigint, d: bigint): bigint {
  return fullMulDiv(a, b, d, false);
}

/** `ceil(a * b / d)` over a 512-bit product (`Math.mulDiv`, Rounding.Ceil); throws where the contract reverts. */
export function mulDivUp(a: bigint, b: bigint, d: bigint): bigint {
  return fullMulDiv(a, b, d, true);
}

/** `10^(18 - decimals)`: the factor between a token's native units and 18-decimal fixed point. */
export function decimalsScale(decimals: number): bigint {
  assertDecimals(decimals);
  return 10n ** BigInt(18 - decimals);
}

/**
 * Native units to 18-decimal fixed point; exact (docs/reference/protocol.md#pool-math). Throws where the product
 * overflows uint256.
 */
export function toFixed(amount: bigint, decimals: number): bigint {
  return checked(amount * decimalsScale(decimals), "toFixed");
}

/** 18-decimal fixed point to native units, rounded down (docs/reference/protocol.md#pool-math). */
export function fromFixed(amount: bigint, decimals: number): bigint {
  return amount / decimalsScale(decimals);
}

/** 18-decimal fixed point to native units, rounded up (docs/reference/protocol.md#pool-math). */
export function fromFixedCeil(amount: bigint, decimals: number): bigint {
  return mulDivUp(amount, 1n, decimalsScale(decimals));
}

/** `ceil(amount * fee / 100e18)`: the fee on a gross amount (docs/reference/protocol.md#pool-math). */
export function percentFee(fee: bigint, amount: bigint): bigint {
  return mulDivUp(amount, fee, PERCENT_DENOMINATOR);
}

/**
 * `ceil(net * 100e18 / (100e18 - fee))`: the gross amount that leaves `net` after the fee
 * (docs/reference/protocol.md#pool-math).
 */
export function grossBeforeFee(net: bigint, fee: bigint): bigint {
  if (fee >= PERCENT_DENOMINATOR) throw new RangeError(`fee ${fee} is 100 % or more; no gross amount exists`);
  return mulDivUp(net, PERCENT_DENOMINATOR, PERCENT_DENOMINATOR - fee);
}

/**
 * `shares * 1e18 / rate`: REF (18-dec) backing `shares` at `rate`, rounded as asked
 * (docs/reference/protocol.md#pool-math).
 */
export function referenceForShares(shares: bigint, rate: bigint, roundUp: boolean): bigint {
  return roundUp ? mulDivUp(shares, WAD, rate) : mulDivDown(shares, WAD, rate);
}

/** `floor(reference18 * rate / 1e18)`: cST shares matching a REF amount (docs/reference/protocol.md#pool-math). */
export function sharesForReference(reference18: bigint, rate: bigint): bigint {
  return mulDivDown(reference18, rate, WAD);
}

/**
 * Remaining life of the cST as a 1e18 fraction: 1e18 at issuance, 0 at or after expiry
 * (docs/reference/protocol.md#pool-math).
 * An elapsed time of 0 counts as 1 second, as in the contract. Throws where the contract's
 * unsigned subtraction would revert (`now < start` or `end < start`).
 */
export function computeT(start: bigint, end: bigint, now: bigint): bigint {
  if (now < start) throw new RangeError(`now (${now}) is before the issuance time (${start})`);
  if (end < start) throw new RangeError(`expiry (${end}) is before the issuance time (${start})`);
  const elapsed = now === start ? 1n : now - start;
  const total = end - start;
  if (elapsed >= total) return 0n;
  return mulDivDown(total - elapsed, WAD, total);
}

/** Input of the time-decayed fee helpers. */
export interface TimeDecayWindow {
  /** cST `issuedAt()`, unix seconds. */
  start: bigint;
  /** Market expiry, unix seconds. */
  end: bigint;
  now: bigint;
}

function decayedFeeFactor(baseFee: bigint, window: TimeDecayWindow): bigint {
  return mulDivUp(baseFee, computeT(window.start, window.end, window.now), WAD);
}

/**
 * Fee on an input `amount` with the base fee decayed linearly to 0 at expiry, both steps rounded up
 * (docs/reference/protocol.md#pool-math).
 */
export function timeDecayFee(amount: bigint, baseFee: bigint, window: TimeDecayWindow): bigint {
  if (amount === 0n) return 0n;
  return percentFee(decayedFeeFactor(baseFee, window), amount);
}

/**
 * Gross input whose net after the time-decayed fee is `amount`, and that fee (docs/reference/protocol.md#pool-math).
 */
export function grossWithTimeDecay(
  amount: bigint,
  baseFee: bigint,
  window: TimeDecayWindow,
): { assetIn: bigint; fee: bigint } {
  if (amount === 0n) return { assetIn: 0n, fee: 0n };
  const assetIn = grossBeforeFee(amount, decayedFeeFactor(baseFee, window));
  return { assetIn, fee: assetIn - amount };
}

/**
 * `fee / 1e20` as a decimal fraction for the HTTP API (`exerciseFeePercentage`,
 * `repurchaseFeePercentage`; 1e18 on chain = 0.01). Goes through the exact decimal string so the
 * number is the closest double to the true fraction.
 */
export function feeToFraction(fee: bigint): number {
  assertUnsigned("fee", fee);
  const digits = fee.toString().padStart(21, "0");
  return Number(`${digits.slice(0, -20)}.${digits.slice(-20)}`);
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** Inputs of {@link previewAdjustedRate}: the oracle reading, the market bounds and the adapter state. */
export interface AdjustedRateInput {
  /** Current `oracle.rate()`. */
  oracleRate: bigint;
  /** `constraints(poolId).lastAdjustedRate`. */
  lastAdjustedRate: bigint;
  /** `constraints(poolId).lastAdjustmentTimestamp`. */
  lastAdjustmentTimestamp: bigint;
  /** `constraints(poolId).remainingCredits`. */
  remainingCredits: bigint;
  now: bigint;
  rateMin: bigint;
  rateMax: bigint;
  rateChangePerDayMax: bigint;
  rateChangeCapacityMax: bigint;
}

/**
 * The ConstraintRateAdapter's `previewAdjustedRate` (docs/reference/protocol.md#swap-rate-constraints), which
 * `swapRate` returns: the last
 * rate moved toward the oracle by at most the available credit, then clamped to [rateMin, rateMax].
 */
export function previewAdjustedRate(input: AdjustedRateInput): bigint {
  if (input.oracleRate === input.lastAdjustedRate) return input.lastAdjustedRate;
  if (input.now < input.lastAdjustmentTimestamp) {
    throw new RangeError(`now (${input.now}) is before the last adjustment (${input.lastAdjustmentTimestamp})`);
  }
  // Two floors, as in the contract: first the per-second refill rate, then the refill itself.
  const refillPerSecond = mulDivDown(input.rateChangePerDayMax, WAD, SECONDS_PER_DAY);
  const refill = mulDivDown(input.now - input.lastAdjustmentTimestamp, refillPerSecond, WAD);
  const credits = min(input.rateChangeCapacityMax, checked(input.remainingCredits + refill, "credits + refill"));
  const rising = input.oracleRate > input.lastAdjustedRate;
  const distance = rising ? input.oracleRate - input.lastAdjustedRate : input.lastAdjustedRate - input.oracleRate;
  const step = min(distance, credits);
  const moved = rising ? input.lastAdjustedRate + step : input.lastAdjustedRate - step;
  if (moved < input.rateMin) return input.rateMin;
  if (moved > input.rateMax) return input.rateMax;
  return moved;
}

/**
 * Everything the previews need, read once from chain (or the indexer) so clients can preview offline.
 * Amounts are in native token units unless named as shares (18 decimals).
 */
export interface PoolState {
  collateralDecimals: number;
  referenceDecimals: number;
  /** `swapRate(poolId)`: 1 REF = swapRate / 1e18 CA (use {@link previewAdjustedRate} to project it). */
  swapRate: bigint;
  /** `swapFee(poolId)`, 1e18 = 1 %. */
  swapFee: bigint;
  /** `unwindSwapFee(poolId)`, 1e18 = 1 %, the base of the time-decayed fee. */
  unwindSwapFee: bigint;
  /** cST `issuedAt()`, unix seconds. */
  issuedAt: bigint;
  /** Market expiry, unix seconds. */
  expiry: bigint;
  /** Block timestamp to preview at. */
  now: bigint;
  /** `getPausedBitMap(poolId)`. */
  pausedBitMap: number;
  /**
   * PoolManager `paused()`. The global pause makes every write revert `EnforcedPause()` but leaves
   * previews and `max*` answering (the deployed code checks only the pool's bitmap there), so the
   * previews here ignore it; check it before sending a transaction.
   */
  globallyPaused: boolean;
  /** Live collateral locked in the pool (before liquidity separation). */
  collateralAssets: bigint;
  /** Live reference balance of the pool (before liquidity separation). */
  referenceAssets: bigint;
  /** cPT `totalSupply()`. */
  principalTokenSupply: bigint;
  /**
   * Archived balances once the first post-expiry redeem/withdraw separated liquidity; `null`
   * before that, in which case redeem previews use the live balances (docs/reference/protocol.md#pool-math).
   */
  archive: { collateralAssets: bigint; referenceAssets: bigint } | null;
}

/** True once `now` has reached the expiry (the contract's expired check is `now >= expiry`). */
export function isExpired(state: Pick<PoolState, "expiry" | "now">): boolean {
  return state.now >= state.expiry;
}

/**
 * When an operation may run. `anyTime` is withdraw/withdrawOther: the seed lists withdraw as a
 * pre-expiry operation and specs/abi/PoolManager.json follows it (live balances before expiry,
 * archived after), while the deployed v1.1 code allows it only after expiry
 * (docs/reference/protocol.md#where-the-chain-and-the-seed-differ).
 */
type Window = "beforeExpiry" | "afterExpiry" | "anyTime";

/**
 * Whether a preview of an operation guarded by `pauseBit` and `window` answers; it returns zeros
 * otherwise (docs/reference/protocol.md#pool-manager-reads). Only the pool's bitmap counts: the global pause does not
 * zero previews.
 */
function isOpen(state: PoolState, pauseBit: number, window: Window): boolean {
  assertDecimals(state.collateralDecimals);
  assertDecimals(state.referenceDecimals);
  if (((state.pausedBitMap >> pauseBit) & 1) === 1) return false;
  if (window === "anyTime") return true;
  return window === "beforeExpiry" ? !isExpired(state) : isExpired(state);
}

/**
 * Minimum shares for a position of a `decimals` token: one native unit in 18-dec terms
 * (docs/reference/protocol.md#pool-math).
 */
export function minimumShares(decimals: number): bigint {
  return decimalsScale(decimals);
}

/** `previewDeposit(collateralAssetsIn)` → cPT and cST shares out (1:1, exact). */
export function previewDeposit(state: PoolState, collateralAssetsIn: bigint): bigint {
  assertUnsigned("collateralAssetsIn", collateralAssetsIn);
  if (!isOpen(state, PauseBit.deposit, "beforeExpiry")) return 0n;
  return toFixed(collateralAssetsIn, state.collateralDecimals);
}

/** `previewMint(cptAndCstSharesOut)` → collateral in, rounded up. */
export function previewMint(state: PoolState, cptAndCstSharesOut: bigint): bigint {
  assertUnsigned("cptAndCstSharesOut", cptAndCstSharesOut);
  if (!isOpen(state, PauseBit.deposit, "beforeExpiry")) return 0n;
  return fromFixedCeil(cptAndCstSharesOut, state.collateralDecimals);
}

/** `previewUnwindDeposit(collateralAssetsOut)` → cPT and cST shares burned (exact). */
export function previewUnwindDeposit(state: PoolState, collateralAssetsOut: bigint): bigint {
  assertUnsigned("collateralAssetsOut", collateralAssetsOut);
  if (!isOpen(state, PauseBit.unwindDeposit, "beforeExpiry")) return 0n;
  return toFixed(collateralAssetsOut, state.collateralDecimals);
}

/** `previewUnwindMint(cptAndCstSharesIn)` → collateral out, rounded down (dust below one unit is kept). */
export function previewUnwindMint(state: PoolState, cptAndCstSharesIn: bigint): bigint {
  assertUnsigned("cptAndCstSharesIn", cptAndCstSharesIn);
  if (!isOpen(state, PauseBit.unwindDeposit, "beforeExpiry")) return 0n;
  return fromFixed(cptAndCstSharesIn, state.collateralDecimals);
}

/** Result of `previewExercise`, in ABI output order. */
export interface ExercisePreview {
  collateralAssetsOut: bigint;
  referenceAssetsIn: bigint;
  fee: bigint;
}

/** Gross CA for `cstShares` and the swap fee on it (fee rounded up, charged in CA). */
function exerciseOut(state: PoolState, cstShares: bigint): { collateralAssetsOut: bigint; fee: bigint } {
  const gross = fromFixed(cstShares, state.collateralDecimals);
  const fee = percentFee(state.swapFee, gross);
  return { collateralAssetsOut: gross - fee, fee };
}

/** `previewExercise(cstSharesIn)`: lock cST and pay REF (rounded up) for CA minus the fee. */
export function previewExercise(state: PoolState, cstSharesIn: bigint): ExercisePreview {
  assertUnsigned("cstSharesIn", cstSharesIn);
  if (cstSharesIn === 0n || !isOpen(state, PauseBit.swap, "beforeExpiry")) {
    return { collateralAssetsOut: 0n, referenceAssetsIn: 0n, fee: 0n };
  }
  const referenceAssetsIn = fromFixedCeil(
    referenceForShares(cstSharesIn, state.swapRate, true),
    state.referenceDecimals,
  );
  const { collateralAssetsOut, fee } = exerciseOut(state, cstSharesIn);
  return { collateralAssetsOut, referenceAssetsIn, fee };
}

/** Result of `previewExerciseOther`, in ABI output order. */
export interface ExerciseOtherPreview {
  collateralAssetsOut: bigint;
  cstSharesIn: bigint;
  fee: bigint;
}

/** `previewExerciseOther(referenceAssetsIn)`: exercise by REF amount; cST needed rounds down. */
export function previewExerciseOther(state: PoolState, referenceAssetsIn: bigint): ExerciseOtherPreview {
  assertUnsigned("referenceAssetsIn", referenceAssetsIn);
  if (referenceAssetsIn === 0n || !isOpen(state, PauseBit.swap, "beforeExpiry")) {
    return { collateralAssetsOut: 0n, cstSharesIn: 0n, fee: 0n };
  }
  const cstSharesIn = sharesForReference(toFixed(referenceAssetsIn, state.referenceDecimals), state.swapRate);
  const { collateralAssetsOut, fee } = exerciseOut(state, cstSharesIn);
  return { collateralAssetsOut, cstSharesIn, fee };
}

/** Result of `previewSwap`, in ABI output order. */
export interface SwapPreview {
  cstSharesIn: bigint;
  referenceAssetsIn: bigint;
  fee: bigint;
}

/** `previewSwap(collateralAssetsOut)`: exact-out exercise; gross CA, cST and REF all round up. */
export function previewSwap(state: PoolState, collateralAssetsOut: bigint): SwapPreview {
  assertUnsigned("collateralAssetsOut", collateralAssetsOut);
  if (collateralAssetsOut === 0n || !isOpen(state, PauseBit.swap, "beforeExpiry")) {
    return { cstSharesIn: 0n, referenceAssetsIn: 0n, fee: 0n };
  }
  const gross = grossBeforeFee(collateralAssetsOut, state.swapFee);
  const cstSharesIn = toFixed(gross, state.collateralDecimals);
  const referenceAssetsIn = fromFixedCeil(
    referenceForShares(cstSharesIn, state.swapRate, true),
    state.referenceDecimals,
  );
  return { cstSharesIn, referenceAssetsIn, fee: gross - collateralAssetsOut };
}

const decayWindow = (state: PoolState): TimeDecayWindow => ({
  start: state.issuedAt,
  end: state.expiry,
  now: state.now,
});

/** Result of `previewUnwindSwap`, in ABI output order. */
export interface UnwindSwapPreview {
  cstSharesOut: bigint;
  referenceAssetsOut: bigint;
  fee: bigint;
}

/** `previewUnwindSwap(collateralAssetsIn)` ("repurchase"): pay CA, get cST and REF; time-decayed fee. */
export function previewUnwindSwap(state: PoolState, collateralAssetsIn: bigint): UnwindSwapPreview {
  assertUnsigned("collateralAssetsIn", collateralAssetsIn);
  if (collateralAssetsIn === 0n || !isOpen(state, PauseBit.unwindSwap, "beforeExpiry")) {
    return { cstSharesOut: 0n, referenceAssetsOut: 0n, fee: 0n };
  }
  const fee = timeDecayFee(collateralAssetsIn, state.unwindSwapFee, decayWindow(state));
  const net = toFixed(collateralAssetsIn - fee, state.collateralDecimals);
  const referenceAssetsOut = fromFixed(referenceForShares(net, state.swapRate, false), state.referenceDecimals);
  return { cstSharesOut: net, referenceAssetsOut, fee };
}

/** Result of `previewUnwindExercise`, in ABI output order. */
export interface UnwindExercisePreview {
  collateralAssetsIn: bigint;
  referenceAssetsOut: bigint;
  fee: bigint;
}

/** `previewUnwindExercise(cstSharesOut)`: exact cST out; REF out rounds down, CA in rounds up. */
export function previewUnwindExercise(state: PoolState, cstSharesOut: bigint): UnwindExercisePreview {
  assertUnsigned("cstSharesOut", cstSharesOut);
  if (cstSharesOut === 0n || !isOpen(state, PauseBit.unwindSwap, "beforeExpiry")) {
    return { collateralAssetsIn: 0n, referenceAssetsOut: 0n, fee: 0n };
  }
  const referenceAssetsOut = fromFixed(
    referenceForShares(cstSharesOut, state.swapRate, false),
    state.referenceDecimals,
  );
  const base = fromFixedCeil(cstSharesOut, state.collateralDecimals);
  const { assetIn, fee } = grossWithTimeDecay(base, state.unwindSwapFee, decayWindow(state));
  return { collateralAssetsIn: assetIn, referenceAssetsOut, fee };
}

/** Result of `previewUnwindExerciseOther`, in ABI output order. */
export interface UnwindExerciseOtherPreview {
  collateralAssetsIn: bigint;
  cstSharesOut: bigint;
  fee: bigint;
}

/** `previewUnwindExerciseOther(referenceAssetsOut)`: exact REF out; CA in rounds up. */
export function previewUnwindExerciseOther(state: PoolState, referenceAssetsOut: bigint): UnwindExerciseOtherPreview {
  assertUnsigned("referenceAssetsOut", referenceAssetsOut);
  if (referenceAssetsOut === 0n || !isOpen(state, PauseBit.unwindSwap, "beforeExpiry")) {
    return { collateralAssetsIn: 0n, cstSharesOut: 0n, fee: 0n };
  }
  const cstSharesOut = sharesForReference(toFixed(referenceAssetsOut, state.referenceDecimals), state.swapRate);
  // REF converted to CA decimals rounding up, then priced at the rate rounding up
  // (docs/reference/protocol.md#pool-math).
  const referenceInCollateralUnits = fromFixedCeil(
    toFixed(referenceAssetsOut, state.referenceDecimals),
    state.collateralDecimals,
  );
  const base = mulDivUp(referenceInCollateralUnits, state.swapRate, WAD);
  const { assetIn, fee } = grossWithTimeDecay(base, state.unwindSwapFee, decayWindow(state));
  return { collateralAssetsIn: assetIn, cstSharesOut, fee };
}

/** Collateral and reference that back the cPT after expiry: the archive once separated, else live. */
function redeemableBalances(state: PoolState): { collateralAssets: bigint; referenceAssets: bigint } {
  return state.archive ?? { collateralAssets: state.collateralAssets, referenceAssets: state.referenceAssets };
}

/** Result of `previewRedeem`, in ABI output order (REF first). */
export interface RedeemPreview {
  referenceAssetsOut: bigint;
  collateralAssetsOut: bigint;
}

/**
 * The redeem dust threshold: one unit of the token with fewer decimals, in cPT (docs/reference/protocol.md#pool-math).
 */
function redeemDust(state: PoolState): bigint {
  return minimumShares(Math.min(state.collateralDecimals, state.referenceDecimals));
}

/** Pro-rata share of both archives for `cptSharesIn`, rounded down. */
function redeemShare(state: PoolState, cptSharesIn: bigint): RedeemPreview {
  const { collateralAssets, referenceAssets } = redeemableBalances(state);
  if (state.principalTokenSupply === 0n) return { referenceAssetsOut: 0n, collateralAssetsOut: 0n };
  return {
    referenceAssetsOut: mulDivDown(cptSharesIn, referenceAssets, state.principalTokenSupply),
    collateralAssetsOut: mulDivDown(cptSharesIn, collateralAssets, state.principalTokenSupply),
  };
}

/**
 * `previewRedeem(cptSharesIn)` after expiry. Zeros before expiry, when paused, for 0 shares, and
 * below the dust threshold `minimumShares(min(dCA, dREF))` (the call reverts `InsufficientSharesAmount`).
 */
export function previewRedeem(state: PoolState, cptSharesIn: bigint): RedeemPreview {
  assertUnsigned("cptSharesIn", cptSharesIn);
  if (cptSharesIn === 0n || !isOpen(state, PauseBit.withdraw, "afterExpiry") || cptSharesIn < redeemDust(state)) {
    return { referenceAssetsOut: 0n, collateralAssetsOut: 0n };
  }
  return redeemShare(state, cptSharesIn);
}

/** Result of `previewWithdraw` / `previewWithdrawOther`, in ABI output order. */
export interface WithdrawPreview {
  cptSharesIn: bigint;
  actualCollateralAssetsOut: bigint;
  actualReferenceAssetsOut: bigint;
}

function withdrawFor(state: PoolState, assetsOut: bigint, available: bigint): WithdrawPreview {
  // cPT needed rounds up so the withdrawer never gets more than they pay for (docs/reference/protocol.md#pool-math).
  const cptSharesIn =
    assetsOut === 0n || available === 0n || state.principalTokenSupply === 0n
      ? 0n
      : mulDivUp(assetsOut, state.principalTokenSupply, available);
  // The amounts go through the redeem preview's dust rule: below minimumShares(min(dCA, dREF)) the
  // contract previews (cptSharesIn, 0, 0), as the write would revert InsufficientSharesAmount.
  const share =
    cptSharesIn < redeemDust(state)
      ? { referenceAssetsOut: 0n, collateralAssetsOut: 0n }
      : redeemShare(state, cptSharesIn);
  return {
    cptSharesIn,
    actualCollateralAssetsOut: share.collateralAssetsOut,
    actualReferenceAssetsOut: share.referenceAssetsOut,
  };
}

const noWithdraw: WithdrawPreview = {
  cptSharesIn: 0n,
  actualCollateralAssetsOut: 0n,
  actualReferenceAssetsOut: 0n,
};

/**
 * `previewWithdraw(collateralAssetsOut)`: cPT needed for at least that much CA (rounded up), and
 * the CA and REF that {@link previewRedeem} pays for that cPT, so a cPT amount below the dust
 * threshold previews `(cptSharesIn, 0, 0)`. Open before expiry (live balances) and after
 * (archive), as the project's PoolManager spec says; zeros when withdraw is paused.
 * Throws for 0, like the contract (`InvalidAmount`).
 */
export function previewWithdraw(state: PoolState, collateralAssetsOut: bigint): WithdrawPreview {
  if (collateralAssetsOut <= 0n) throw new RangeError("collateralAssetsOut must be positive (InvalidAmount)");
  if (!isOpen(state, PauseBit.withdraw, "anyTime")) return noWithdraw;
  return withdrawFor(state, collateralAssetsOut, redeemableBalances(state).collateralAssets);
}

/** `previewWithdrawOther(referenceAssetsOut)`: as {@link previewWithdraw}, sized by REF. */
export function previewWithdrawOther(state: PoolState, referenceAssetsOut: bigint): WithdrawPreview {
  if (referenceAssetsOut <= 0n) throw new RangeError("referenceAssetsOut must be positive (InvalidAmount)");
  if (!isOpen(state, PauseBit.withdraw, "anyTime")) return noWithdraw;
  return withdrawFor(state, referenceAssetsOut, redeemableBalances(state).referenceAssets);
}
