import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  computeT,
  feeToFraction,
  fromFixed,
  fromFixedCeil,
  grossBeforeFee,
  grossWithTimeDecay,
  mulDivDown,
  mulDivUp,
  type PoolState,
  pauseFlags,
  percentFee,
  previewAdjustedRate,
  previewDeposit,
  previewExercise,
  previewExerciseOther,
  previewMint,
  previewRedeem,
  previewSwap,
  previewUnwindDeposit,
  previewUnwindExercise,
  previewUnwindExerciseOther,
  previewUnwindMint,
  previewUnwindSwap,
  previewWithdraw,
  previewWithdrawOther,
  timeDecayFee,
  toFixed,
  UINT256_MAX,
  WAD,
} from "../../templates/static/contracts/math.ts";

const E18 = WAD;
const state = (over: Partial<PoolState> = {}): PoolState => ({
  collateralDecimals: 18,
  referenceDecimals: 6,
  swapRate: E18,
  swapFee: E18,
  unwindSwapFee: E18,
  issuedAt: 1_000n,
  expiry: 101_000n,
  now: 51_000n,
  pausedBitMap: 0,
  globallyPaused: false,
  collateralAssets: 1_000n * E18,
  referenceAssets: 0n,
  principalTokenSupply: 1_000n * E18,
  archive: null,
  ...over,
});

describe("fixed point and fees (§1.6)", () => {
  it.each<[string, bigint, bigint]>([
    ["toFixed(1, 6) scales by 1e12", toFixed(1n, 6), 10n ** 12n],
    ["fromFixed floors", fromFixed(10n ** 12n + 1n, 6), 1n],
    ["fromFixedCeil rounds up", fromFixedCeil(10n ** 12n + 1n, 6), 2n],
    ["fromFixedCeil is exact on multiples", fromFixedCeil(2n * 10n ** 12n, 6), 2n],
    ["decimals 18 is the identity", fromFixedCeil(7n, 18), 7n],
    ["fee 0 charges nothing", percentFee(0n, 10n ** 18n), 0n],
    ["fee 5e18 is 5 %", percentFee(5n * E18, 100n), 5n],
    ["percentFee rounds up", percentFee(E18, 1n), 1n],
    ["grossBeforeFee with fee 0 is the net", grossBeforeFee(12345n, 0n), 12345n],
    ["grossBeforeFee rounds up", grossBeforeFee(99n, E18), 100n],
    ["grossBeforeFee 5 % of 95", grossBeforeFee(95n, 5n * E18), 100n],
  ])("%s", (_, got, want) => {
    expect(got).toBe(want);
  });

  it.each<[string, bigint, bigint]>([
    ["issuance counts as 1 s elapsed", computeT(0n, 100n, 0n), (99n * E18) / 100n],
    ["mid life is half", computeT(0n, 100n, 50n), E18 / 2n],
    ["expiry is 0", computeT(0n, 100n, 100n), 0n],
    ["after expiry is 0", computeT(0n, 100n, 500n), 0n],
  ])("computeT: %s", (_, got, want) => {
    expect(got).toBe(want);
  });

  it("computeT throws where the contract would underflow", () => {
    expect(() => computeT(10n, 100n, 5n)).toThrow(RangeError);
  });

  it("time-decayed fee halves at mid life and vanishes at expiry", () => {
    const window = { start: 0n, end: 100n, now: 50n };
    expect(timeDecayFee(10_000n, 2n * E18, window)).toBe(100n);
    expect(timeDecayFee(10_000n, 2n * E18, { ...window, now: 100n })).toBe(0n);
    expect(grossWithTimeDecay(9_900n, 2n * E18, window)).toEqual({ assetIn: 10_000n, fee: 100n });
  });

  it("feeToFraction converts 1e18 = 1 % to 0.01", () => {
    expect(feeToFraction(E18)).toBe(0.01);
    expect(feeToFraction(5n * E18)).toBe(0.05);
    expect(feeToFraction(0n)).toBe(0);
    expect(feeToFraction(123n)).toBe(1.23e-18);
  });

  it("pauseFlags reads bit0..bit4", () => {
    expect(pauseFlags(0b10101)).toEqual({
      deposit: true,
      swap: false,
      withdraw: true,
      unwindDeposit: false,
      unwindSwap: true,
    });
    expect(() => pauseFlags(1 << 16)).toThrow(RangeError);
  });
});

describe("previews", () => {
  it("deposit and mint: 1:1 shares, mint rounds collateral up (6 decimals)", () => {
    const six = state({ collateralDecimals: 6 });
    expect(previewDeposit(six, 5n)).toBe(5n * 10n ** 12n);
    expect(previewMint(six, 10n ** 12n + 1n)).toBe(2n);
    expect(previewUnwindMint(six, 2n * 10n ** 12n - 1n)).toBe(1n);
  });

  it("previews return zero when the pool's bit is paused or outside their window", () => {
    expect(previewDeposit(state({ pausedBitMap: 1 }), 5n)).toBe(0n);
    expect(previewDeposit(state({ now: 101_000n }), 5n)).toBe(0n);
    expect(previewExercise(state({ pausedBitMap: 2 }), E18)).toEqual({
      collateralAssetsOut: 0n,
      referenceAssetsIn: 0n,
      fee: 0n,
    });
    expect(previewRedeem(state(), E18)).toEqual({ referenceAssetsOut: 0n, collateralAssetsOut: 0n });
  });

  it("the global pause does not zero previews: on chain they answer while writes revert EnforcedPause()", () => {
    const paused = state({ globallyPaused: true });
    expect(previewDeposit(paused, 5n)).toBe(previewDeposit(state(), 5n));
    expect(previewDeposit(paused, 5n)).toBe(5n);
    expect(previewExercise(paused, 100n * E18)).toEqual(previewExercise(state(), 100n * E18));
    expect(previewUnwindSwap(paused, 100n * E18).cstSharesOut).toBeGreaterThan(0n);
    const expired = { now: 200_000n, archive: { collateralAssets: 300n, referenceAssets: 7n } };
    expect(previewRedeem(state({ ...expired, globallyPaused: true }), E18)).toEqual(previewRedeem(state(expired), E18));
  });

  it("withdraw below the redeem dust threshold previews (cptSharesIn, 0, 0), as previewRedeem answers (0, 0)", () => {
    // CA 18 decimals, REF 6: dust = 10^(18 - 6) cPT. One wei of CA needs ceil(1 * supply / CA) = 1 cPT.
    const expired = state({
      now: 200_000n,
      archive: { collateralAssets: 1_000n * E18, referenceAssets: 5_000_000n },
      principalTokenSupply: 1_000n * E18,
    });
    expect(previewWithdraw(expired, 1n)).toEqual({
      cptSharesIn: 1n,
      actualCollateralAssetsOut: 0n,
      actualReferenceAssetsOut: 0n,
    });
    expect(previewRedeem(expired, 1n)).toEqual({ referenceAssetsOut: 0n, collateralAssetsOut: 0n });
    // At the threshold the pro-rata amounts come back.
    expect(previewWithdraw(expired, 10n ** 12n)).toEqual({
      cptSharesIn: 10n ** 12n,
      actualCollateralAssetsOut: 10n ** 12n,
      actualReferenceAssetsOut: 0n,
    });
    // By REF: 1 unit of REF needs 2e17 cPT, well above the dust.
    expect(previewWithdrawOther(expired, 1n).actualReferenceAssetsOut).toBe(1n);
  });

  it("exercise at rate 1 and fee 1 %: REF in rounds up to 6 decimals, fee rounds up", () => {
    expect(previewExercise(state(), 100n * E18)).toEqual({
      collateralAssetsOut: 99n * E18,
      referenceAssetsIn: 100_000_000n,
      fee: E18,
    });
    expect(previewExercise(state(), 1n)).toEqual({ collateralAssetsOut: 0n, referenceAssetsIn: 1n, fee: 1n });
  });

  it("unwind swap charges the decayed fee: half the base at mid life", () => {
    expect(previewUnwindSwap(state(), 100n * E18)).toEqual({
      cstSharesOut: 995n * 10n ** 17n,
      referenceAssetsOut: 99_500_000n,
      fee: 5n * 10n ** 17n,
    });
  });

  it("redeem after expiry is pro rata over the archive, REF first, rounded down", () => {
    const expired = state({
      now: 200_000n,
      archive: { collateralAssets: 300n, referenceAssets: 7n },
      principalTokenSupply: 3n * E18,
    });
    expect(previewRedeem(expired, E18)).toEqual({ referenceAssetsOut: 2n, collateralAssetsOut: 100n });
    expect(previewRedeem(expired, 1n)).toEqual({ referenceAssetsOut: 0n, collateralAssetsOut: 0n });
    expect(previewWithdraw(expired, 100n)).toEqual({
      cptSharesIn: E18,
      actualCollateralAssetsOut: 100n,
      actualReferenceAssetsOut: 2n,
    });
  });

  it("withdraw is open before expiry too, over the live balances (the project's spec)", () => {
    expect(previewWithdraw(state(), 10n * E18).cptSharesIn).toBe(10n * E18);
    expect(() => previewWithdraw(state(), 0n)).toThrow(RangeError);
  });

  it("previewAdjustedRate moves toward the oracle by the refilled credit, clamped", () => {
    const base = {
      lastAdjustedRate: E18,
      lastAdjustmentTimestamp: 0n,
      remainingCredits: 0n,
      now: 86_400n,
      rateMin: E18 / 2n,
      rateMax: 2n * E18,
      rateChangePerDayMax: 10n ** 16n,
      rateChangeCapacityMax: 10n ** 17n,
    };
    expect(previewAdjustedRate({ ...base, oracleRate: E18 })).toBe(E18);
    expect(previewAdjustedRate({ ...base, oracleRate: 2n * E18 })).toBe(E18 + 10n ** 16n - 1n);
    expect(previewAdjustedRate({ ...base, oracleRate: E18 - 1000n })).toBe(E18 - 1000n);
    expect(previewAdjustedRate({ ...base, remainingCredits: 10n ** 18n, oracleRate: 10n })).toBe(E18 - 10n ** 17n);
    expect(previewAdjustedRate({ ...base, lastAdjustedRate: 3n * E18, oracleRate: 3n * E18 + 1n })).toBe(2n * E18);
  });
});

describe("full-width mulDiv (OpenZeppelin Math.mulDiv semantics)", () => {
  it("answers where a * b exceeds uint256 but the quotient fits", () => {
    expect(mulDivDown(UINT256_MAX, UINT256_MAX, UINT256_MAX)).toBe(UINT256_MAX);
    expect(mulDivUp(UINT256_MAX, 3n, 3n)).toBe(UINT256_MAX);
    expect(mulDivDown(10n ** 60n, 10n ** 18n, 10n ** 20n)).toBe(10n ** 58n);
    expect(mulDivUp(2n ** 255n + 1n, 2n, 4n)).toBe(2n ** 254n + 1n);
  });

  it("throws only where the contract reverts: a zero divisor or a quotient above 2^256 - 1", () => {
    expect(() => mulDivDown(1n, 1n, 0n)).toThrow(/Panic 0x12/);
    expect(() => mulDivDown(UINT256_MAX, 2n, 1n)).toThrow(/Panic 0x11/);
    // Rounding 2^256 - 1 + a remainder up overflows, as Math.mulDiv's checked `+ 1` does.
    expect(() => mulDivUp(UINT256_MAX, 2n, 2n)).not.toThrow();
    expect(() => mulDivUp(UINT256_MAX - 1n, 3n, 2n)).toThrow(/Panic 0x11/);
  });

  it("previews answer for amounts from 1e58 on, where a plain checked product would overflow", () => {
    // gross = 1e60, fee = ceil(1e60 * 1e18 / 100e18): 1e78 > 2^256 as a plain product.
    expect(previewExercise(state({ collateralDecimals: 18, referenceDecimals: 6 }), 10n ** 60n)).toEqual({
      collateralAssetsOut: 99n * 10n ** 58n,
      referenceAssetsIn: 10n ** 48n,
      fee: 10n ** 58n,
    });
    const expired = state({
      now: 200_000n,
      archive: { collateralAssets: 10n ** 40n, referenceAssets: 10n ** 30n },
      principalTokenSupply: 10n ** 40n,
    });
    expect(previewRedeem(expired, 10n ** 58n)).toEqual({
      referenceAssetsOut: 10n ** 48n,
      collateralAssetsOut: 10n ** 58n,
    });
  });
});

describe("preview results keep the ABI's output order", () => {
  const abi = JSON.parse(readFileSync(new URL("../../specs/abi/PoolManager.json", import.meta.url), "utf8")) as {
    abi: Array<{ type: string; name?: string; outputs?: Array<{ name: string }> }>;
  };
  const outputs = (name: string) =>
    abi.abi.find((entry) => entry.type === "function" && entry.name === name)?.outputs?.map((o) => o.name);
  const expired = state({ now: 200_000n, archive: { collateralAssets: 300n, referenceAssets: 7n } });
  const cases: Array<[string, object]> = [
    ["previewExercise", previewExercise(state(), E18)],
    ["previewExerciseOther", previewExerciseOther(state(), 1_000_000n)],
    ["previewSwap", previewSwap(state(), E18)],
    ["previewUnwindSwap", previewUnwindSwap(state(), E18)],
    ["previewUnwindExercise", previewUnwindExercise(state(), E18)],
    ["previewUnwindExerciseOther", previewUnwindExerciseOther(state(), 1_000_000n)],
    ["previewRedeem", previewRedeem(expired, E18)],
    ["previewWithdraw", previewWithdraw(expired, 100n)],
    ["previewWithdrawOther", previewWithdrawOther(expired, 1n)],
  ];
  it.each(cases)("%s", (name, result) => {
    expect(outputs(name)).toBeDefined();
    expect(Object.keys(result)).toEqual(outputs(name));
  });
});

describe("math invariants (fast-check)", () => {
  const decimals = fc.integer({ min: 0, max: 18 });
  const fee = fc.bigInt({ min: 0n, max: 5n * E18 });
  const rate = fc.bigInt({ min: 10n ** 15n, max: 10n ** 21n });
  const amount = fc.bigInt({ min: 1n, max: 10n ** 30n });

  it("deposit then unwind never pays out more than deposited", () => {
    fc.assert(
      fc.property(decimals, amount, (d, ca) => {
        const s = state({ collateralDecimals: d });
        const shares = previewDeposit(s, ca);
        expect(previewUnwindMint(s, shares) <= ca).toBe(true);
        expect(previewUnwindDeposit(s, ca) >= shares).toBe(true);
      }),
    );
  });

  it("the exercise fee is the ceiling of gross * fee / 100e18", () => {
    fc.assert(
      fc.property(decimals, fee, rate, amount, (d, f, r, cst) => {
        const s = state({ collateralDecimals: d, swapFee: f, swapRate: r });
        const { collateralAssetsOut, fee: charged } = previewExercise(s, cst);
        const gross = collateralAssetsOut + charged;
        expect(gross).toBe(fromFixed(cst, d));
        expect(charged * 100n * E18 >= gross * f).toBe(true);
        expect(charged === 0n || (charged - 1n) * 100n * E18 < gross * f).toBe(true);
      }),
    );
  });

  it("exercising the cST that previewSwap asks for yields at least the CA out", () => {
    fc.assert(
      fc.property(decimals, decimals, fee, rate, amount, (dCa, dRef, f, r, caOut) => {
        const s = state({ collateralDecimals: dCa, referenceDecimals: dRef, swapFee: f, swapRate: r });
        const swap = previewSwap(s, caOut);
        const exercise = previewExercise(s, swap.cstSharesIn);
        expect(exercise.collateralAssetsOut >= caOut).toBe(true);
        expect(exercise.referenceAssetsIn).toBe(swap.referenceAssetsIn);
      }),
    );
  });
});
