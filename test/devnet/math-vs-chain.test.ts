/**
 * Property tests: the generated math port (generated/contracts/math.ts, docs/reference/protocol.md)
 * against the devnet PoolManager's own previews, on random pools (CA/REF decimals 6..18, fees
 * 0..5e18, rates within [rateMin, rateMax] and an oracle that moves, in or out of the bounds) and
 * random amounts up to 2^256 - 1 plus the boundaries 0, 1, the pool's balance, one past it, 1e58,
 * 2^128 - 1 and 2^256 - 1 (the full-width mulDiv answers where a plain product would overflow).
 * Also: the global pause leaves previews and max* answering while writes revert EnforcedPause(),
 * and previewWithdraw below the redeem dust threshold previews (cptSharesIn, 0, 0). Every run
 * starts from an `evm_snapshot` of the deployed protocol and is rolled back with `evm_revert`.
 */
import fc from "fast-check";
import { type Address, BaseError, ContractFunctionRevertedError, type Hex, maxUint256 } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MAX_FEE,
  type PoolState,
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
  readPoolManagerMaxDeposit,
  readPoolManagerMaxRedeem,
  readPoolManagerPreviewDeposit,
  readPoolManagerPreviewExercise,
  readPoolManagerPreviewExerciseOther,
  readPoolManagerPreviewMint,
  readPoolManagerPreviewRedeem,
  readPoolManagerPreviewSwap,
  readPoolManagerPreviewUnwindDeposit,
  readPoolManagerPreviewUnwindExercise,
  readPoolManagerPreviewUnwindExerciseOther,
  readPoolManagerPreviewUnwindMint,
  readPoolManagerPreviewUnwindSwap,
  readPoolManagerPreviewWithdraw,
  readPoolManagerPreviewWithdrawOther,
  readPoolManagerSwapRate,
  writePoolManagerDeposit,
  writePoolManagerExercise,
  writePoolManagerRedeem,
  writePoolManagerSetAllPaused,
  writePoolManagerUnwindSwap,
} from "../../generated/contracts/index.js";
import { devnetArtifacts } from "../../generated/devnet/artifacts.js";
import {
  accountFor,
  confirm,
  createPool,
  type DeployedProtocol,
  type DevnetClients,
  readPoolState,
} from "../../runtime/devnet/index.ts";
import { useDeployedProtocol } from "../support/devnet.ts";

const WAD = 10n ** 18n;
const DAY = 86_400n;
const MAX_U128 = 2n ** 128n - 1n;
/** Where a plain checked `a * b` of an amount and a 1e18-scale factor starts to overflow. */
const E58 = 10n ** 58n;

/** How many random pools each property creates; each run costs a handful of transactions. */
const RUNS = { previews: 40, redeem: 30, rate: 60 } as const;

type Outcome = { value: unknown } | { error: true };

/** The chain's answer: the decoded value, or `error` when the call reverted (any reason). */
async function onChain(call: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { value: await call() };
  } catch (error) {
    if (error instanceof BaseError && error.walk((e) => e instanceof ContractFunctionRevertedError))
      return { error: true };
    throw error;
  }
}

/** The port's answer: the value, or `error` when it throws (where the contract reverts). */
function offChain(compute: () => unknown): Outcome {
  try {
    return { value: compute() };
  } catch {
    return { error: true };
  }
}

describe("math port vs on-chain previews", () => {
  const chain = useDeployedProtocol();
  let clients: DevnetClients;
  let protocol: DeployedProtocol;
  let collateral: Address;
  let reference: Address;
  let oracle: Address;
  let snapshot: Hex;
  const lp = accountFor("maker").account;
  const trader = accountFor("taker").account;
  const counts = { previews: 0, redeem: 0, rate: 0, comparisons: 0 };

  const send = (label: string, hash: Promise<Hex>) => confirm(clients, hash, label);
  const setDecimals = (token: Address, decimals: number) =>
    send(
      "setDecimals",
      clients.wallet(protocol.deployer).writeContract({
        address: token,
        abi: devnetArtifacts.MockERC20.abi,
        functionName: "setDecimals",
        args: [decimals],
      }),
    );
  const setRate = (rate: bigint) =>
    send(
      "setRate",
      clients.wallet(protocol.deployer).writeContract({
        address: oracle,
        abi: devnetArtifacts.RateOracle.abi,
        functionName: "setRate",
        args: [rate],
      }),
    );
  const latest = async () => clients.publicClient.getBlock({ blockTag: "latest" });
  /** Mines one block at `timestamp` (after the latest one). */
  async function warpTo(timestamp: bigint) {
    const floor = (await latest()).timestamp + 1n;
    await clients.testClient.setNextBlockTimestamp({ timestamp: timestamp > floor ? timestamp : floor });
    await clients.testClient.mine({ blocks: 1 });
  }
  /** Rolls back to the deployed protocol and re-arms the snapshot (a revert consumes it). */
  async function resetChain() {
    await clients.testClient.revert({ id: snapshot });
    snapshot = await clients.testClient.snapshot();
  }

  interface PoolParameters {
    collateralDecimals: number;
    referenceDecimals: number;
    swapFee: bigint;
    unwindSwapFee: bigint;
    rateMin: bigint;
    rateMax: bigint;
    initialRate: bigint;
    rateChangePerDayMax: bigint;
    rateChangeCapacityMax: bigint;
    lifeSeconds: bigint;
  }

  /** Random pool parameters: rates with rateMin > 0, rateMin < rateMax and the oracle inside the bounds. */
  const poolArbitrary = fc
    .record({
      collateralDecimals: fc.integer({ min: 6, max: 18 }),
      referenceDecimals: fc.integer({ min: 6, max: 18 }),
      swapFee: fc.oneof(fc.constantFrom(0n, MAX_FEE), fc.bigInt({ min: 0n, max: MAX_FEE })),
      unwindSwapFee: fc.oneof(fc.constantFrom(0n, MAX_FEE), fc.bigInt({ min: 0n, max: MAX_FEE })),
      rateMin: fc.bigInt({ min: 10n ** 15n, max: 2n * WAD }),
      rateSpan: fc.bigInt({ min: 1n, max: 3n * WAD }),
      ratePerMille: fc.bigInt({ min: 0n, max: 1_000n }),
      rateChangePerDayMax: fc.bigInt({ min: 0n, max: 10n ** 17n }),
      rateChangeCapacityMax: fc.bigInt({ min: 0n, max: 10n ** 17n }),
      lifeSeconds: fc.bigInt({ min: 2n * DAY, max: 365n * DAY }),
    })
    .map(
      ({ rateSpan, ratePerMille, ...rest }): PoolParameters => ({
        ...rest,
        rateMax: rest.rateMin + rateSpan,
        initialRate: rest.rateMin + (rateSpan * ratePerMille) / 1_000n,
      }),
    );

  const amountArbitrary = fc.oneof(
    fc.constantFrom(0n, 1n, MAX_U128, E58, maxUint256),
    fc.bigInt({ min: 0n, max: 10n ** 12n }),
    fc.bigInt({ min: 0n, max: 10n ** 30n }),
    fc.bigInt({ min: E58, max: 10n ** 62n }),
    fc.bigInt({ min: 0n, max: maxUint256 }),
  );

  /** Sets the token decimals and oracle rate, then creates the pool; returns its id, shares and creation time. */
  async function newPool(p: PoolParameters) {
    await setDecimals(collateral, p.collateralDecimals);
    await setDecimals(reference, p.referenceDecimals);
    await setRate(p.initialRate);
    const now = (await latest()).timestamp;
    const created = await createPool(clients, protocol.contracts, protocol.deployer, {
      market: {
        collateralAsset: collateral,
        referenceAsset: reference,
        expiryTimestamp: now + p.lifeSeconds,
        rateMin: p.rateMin,
        rateMax: p.rateMax,
        rateChangePerDayMax: p.rateChangePerDayMax,
        rateChangeCapacityMax: p.rateChangeCapacityMax,
        rateOracle: oracle,
      },
      swapFee: p.swapFee,
      unwindSwapFee: p.unwindSwapFee,
    });
    const createdAt = (await clients.publicClient.getBlock({ blockNumber: created.blockNumber })).timestamp;
    return { ...created, createdAt, expiry: now + p.lifeSeconds };
  }

  /** Compares the chain's preview with the port's for one amount; throws naming both on a mismatch. */
  async function expectSame(name: string, amount: bigint, chain: () => Promise<unknown>, port: () => unknown) {
    const [fromChain, fromPort] = [await onChain(chain), offChain(port)];
    counts.comparisons += 1;
    expect({ name, amount, result: fromPort }).toEqual({ name, amount, result: fromChain });
  }

  beforeAll(async () => {
    ({ clients, protocol } = chain);
    collateral = protocol.contracts.tokens.stakedEther;
    reference = protocol.contracts.tokens.ether;
    oracle = protocol.contracts.rateOracles.eth;
    // Both accounts hold plenty of both assets (at any decimals) and let the pool manager pull them.
    for (const account of [lp, trader]) {
      for (const token of [collateral, reference]) {
        const wallet = clients.wallet(account);
        const abi = devnetArtifacts.MockERC20.abi;
        await send(
          "mint",
          wallet.writeContract({ address: token, abi, functionName: "mint", args: [account.address, 10n ** 45n] }),
        );
        await send(
          "approve",
          wallet.writeContract({
            address: token,
            abi,
            functionName: "approve",
            args: [protocol.contracts.poolManager, maxUint256],
          }),
        );
      }
    }
    snapshot = await clients.testClient.snapshot();
  }, 30_000);

  afterAll(async () => {
    // Reported so the run counts are visible in the test output.
    console.info(`math-vs-chain: ${JSON.stringify(counts)}`);
  });

  it("agrees on every pre-expiry preview and on the adjusted swap rate the previews use", async () => {
    await fc.assert(
      fc.asyncProperty(
        poolArbitrary,
        fc.record({
          depositWhole: fc.bigInt({ min: 1n, max: 10n ** 9n }),
          exercisePerMille: fc.bigInt({ min: 0n, max: 1_000n }),
          oracleMove: fc.bigInt({ min: -WAD, max: WAD }),
          elapsedPerMille: fc.bigInt({ min: 0n, max: 999n }),
          amounts: fc.array(amountArbitrary, { minLength: 2, maxLength: 4 }),
        }),
        async (p, run) => {
          await resetChain();
          counts.previews += 1;
          const pool = await newPool(p);
          const pm = protocol.contracts.poolManager;
          const lpWallet = clients.wallet(lp);
          const deposit = run.depositWhole * 10n ** BigInt(p.collateralDecimals);
          await send("deposit", writePoolManagerDeposit(lpWallet, pm, [pool.poolId, deposit, lp.address], {}));
          const exercised = (deposit * 10n ** BigInt(18 - p.collateralDecimals) * run.exercisePerMille) / 1_000n;
          if (exercised > 0n) {
            await send("exercise", writePoolManagerExercise(lpWallet, pm, [pool.poolId, exercised, lp.address], {}));
          }
          // Move the oracle (possibly outside [rateMin, rateMax]) so swapRate is the constrained one
          // (docs/reference/protocol.md#swap-rate-constraints).
          const movedOracle = p.initialRate + run.oracleMove > 0n ? p.initialRate + run.oracleMove : 1n;
          await setRate(movedOracle);
          await warpTo(pool.createdAt + (p.lifeSeconds * run.elapsedPerMille) / 1_000n);

          const state = await readPoolState(clients.publicClient, pm, pool.poolId);
          expect(state.now).toBeLessThan(pool.expiry);
          const at = { blockNumber: (await latest()).number };
          expect(state.swapRate).toBe(
            previewAdjustedRate({
              oracleRate: movedOracle,
              lastAdjustedRate: p.initialRate,
              lastAdjustmentTimestamp: pool.createdAt,
              remainingCredits: p.rateChangeCapacityMax,
              now: state.now,
              rateMin: p.rateMin,
              rateMax: p.rateMax,
              rateChangePerDayMax: p.rateChangePerDayMax,
              rateChangeCapacityMax: p.rateChangeCapacityMax,
            }),
          );

          const c = clients.publicClient;
          const id = pool.poolId;
          const amounts = [
            ...run.amounts,
            0n,
            1n,
            state.collateralAssets,
            state.collateralAssets + 1n,
            MAX_U128,
            maxUint256,
          ];
          for (const a of amounts) {
            await expectSame(
              "previewDeposit",
              a,
              () => readPoolManagerPreviewDeposit(c, pm, [id, a], at),
              () => previewDeposit(state, a),
            );
            await expectSame(
              "previewMint",
              a,
              () => readPoolManagerPreviewMint(c, pm, [id, a], at),
              () => previewMint(state, a),
            );
            await expectSame(
              "previewUnwindDeposit",
              a,
              () => readPoolManagerPreviewUnwindDeposit(c, pm, [id, a], at),
              () => previewUnwindDeposit(state, a),
            );
            await expectSame(
              "previewUnwindMint",
              a,
              () => readPoolManagerPreviewUnwindMint(c, pm, [id, a], at),
              () => previewUnwindMint(state, a),
            );
            await expectSame(
              "previewExercise",
              a,
              () => readPoolManagerPreviewExercise(c, pm, [id, a], at),
              () => {
                const r = previewExercise(state, a);
                return [r.collateralAssetsOut, r.referenceAssetsIn, r.fee];
              },
            );
            await expectSame(
              "previewExerciseOther",
              a,
              () => readPoolManagerPreviewExerciseOther(c, pm, [id, a], at),
              () => {
                const r = previewExerciseOther(state, a);
                return [r.collateralAssetsOut, r.cstSharesIn, r.fee];
              },
            );
            await expectSame(
              "previewSwap",
              a,
              () => readPoolManagerPreviewSwap(c, pm, [id, a], at),
              () => {
                const r = previewSwap(state, a);
                return [r.cstSharesIn, r.referenceAssetsIn, r.fee];
              },
            );
            await expectSame(
              "previewUnwindSwap",
              a,
              () => readPoolManagerPreviewUnwindSwap(c, pm, [id, a], at),
              () => {
                const r = previewUnwindSwap(state, a);
                return [r.cstSharesOut, r.referenceAssetsOut, r.fee];
              },
            );
            await expectSame(
              "previewUnwindExercise",
              a,
              () => readPoolManagerPreviewUnwindExercise(c, pm, [id, a], at),
              () => {
                const r = previewUnwindExercise(state, a);
                return [r.collateralAssetsIn, r.referenceAssetsOut, r.fee];
              },
            );
            await expectSame(
              "previewUnwindExerciseOther",
              a,
              () => readPoolManagerPreviewUnwindExerciseOther(c, pm, [id, a], at),
              () => {
                const r = previewUnwindExerciseOther(state, a);
                return [r.collateralAssetsIn, r.cstSharesOut, r.fee];
              },
            );
            await expectSame(
              "previewWithdraw (before expiry)",
              a,
              () => readPoolManagerPreviewWithdraw(c, pm, [id, a], at),
              () => {
                const r = previewWithdraw(state, a);
                return [r.cptSharesIn, r.actualCollateralAssetsOut, r.actualReferenceAssetsOut];
              },
            );
          }
        },
      ),
      { numRuns: RUNS.previews, endOnFailure: true },
    );
  }, 40_000);

  it("agrees on previewRedeem, previewWithdraw and previewWithdrawOther after expiry, before and after separation", async () => {
    await fc.assert(
      fc.asyncProperty(
        poolArbitrary,
        fc.record({
          lpWhole: fc.bigInt({ min: 1n, max: 10n ** 9n }),
          traderWhole: fc.bigInt({ min: 1n, max: 10n ** 9n }),
          exercisePerMille: fc.bigInt({ min: 0n, max: 1_000n }),
          repurchasePerMille: fc.bigInt({ min: 0n, max: 1_000n }),
          separateFirst: fc.boolean(),
          amounts: fc.array(amountArbitrary, { minLength: 2, maxLength: 4 }),
        }),
        async (p, run) => {
          await resetChain();
          counts.redeem += 1;
          const pool = await newPool(p);
          const pm = protocol.contracts.poolManager;
          const scale = 10n ** BigInt(p.collateralDecimals);
          const lpWallet = clients.wallet(lp);
          const traderWallet = clients.wallet(trader);
          await send(
            "deposit",
            writePoolManagerDeposit(lpWallet, pm, [pool.poolId, run.lpWhole * scale, lp.address], {}),
          );
          await send(
            "deposit",
            writePoolManagerDeposit(traderWallet, pm, [pool.poolId, run.traderWhole * scale, trader.address], {}),
          );
          // The trader exercises part of its cST (REF flows in), then buys some back (REF flows out).
          const traderShares = run.traderWhole * 10n ** 18n;
          const exercised = (traderShares * run.exercisePerMille) / 1_000n;
          if (exercised > 0n) {
            await send(
              "exercise",
              writePoolManagerExercise(traderWallet, pm, [pool.poolId, exercised, trader.address], {}),
            );
            const repurchase =
              ((exercised / 10n ** BigInt(18 - p.collateralDecimals)) * run.repurchasePerMille) / 1_000n;
            if (repurchase > 0n) {
              await send(
                "unwindSwap",
                writePoolManagerUnwindSwap(traderWallet, pm, [pool.poolId, repurchase, trader.address], {}),
              );
            }
          }
          await warpTo(pool.expiry);
          if (run.separateFirst) {
            // The first redeem after expiry archives the balances (docs/reference/protocol.md#pool-math); redeem a
            // tenth of the LP's cPT.
            const minimum = 10n ** BigInt(18 - Math.min(p.collateralDecimals, p.referenceDecimals));
            const tenth = (run.lpWhole * 10n ** 18n) / 10n;
            if (tenth >= minimum) {
              await send(
                "redeem",
                writePoolManagerRedeem(lpWallet, pm, [pool.poolId, tenth, lp.address, lp.address], {}),
              );
            }
          }
          const state: PoolState = await readPoolState(clients.publicClient, pm, pool.poolId);
          expect(state.now).toBeGreaterThanOrEqual(pool.expiry);
          const at = { blockNumber: (await latest()).number };
          const c = clients.publicClient;
          const id = pool.poolId;
          const dust = 10n ** BigInt(18 - Math.min(p.collateralDecimals, p.referenceDecimals));
          const supply = state.principalTokenSupply;
          const boundaries = [0n, 1n, dust - 1n, dust, supply, supply + 1n, MAX_U128, E58, maxUint256];
          const assets = [
            state.collateralAssets,
            state.collateralAssets + 1n,
            state.referenceAssets,
            state.referenceAssets + 1n,
          ];
          for (const a of [...run.amounts, ...boundaries, ...assets]) {
            await expectSame(
              "previewRedeem",
              a,
              () => readPoolManagerPreviewRedeem(c, pm, [id, a], at),
              () => {
                const r = previewRedeem(state, a);
                return [r.referenceAssetsOut, r.collateralAssetsOut];
              },
            );
            await expectSame(
              "previewWithdraw",
              a,
              () => readPoolManagerPreviewWithdraw(c, pm, [id, a], at),
              () => {
                const r = previewWithdraw(state, a);
                return [r.cptSharesIn, r.actualCollateralAssetsOut, r.actualReferenceAssetsOut];
              },
            );
            await expectSame(
              "previewWithdrawOther",
              a,
              () => readPoolManagerPreviewWithdrawOther(c, pm, [id, a], at),
              () => {
                const r = previewWithdrawOther(state, a);
                return [r.cptSharesIn, r.actualCollateralAssetsOut, r.actualReferenceAssetsOut];
              },
            );
          }
        },
      ),
      { numRuns: RUNS.redeem, endOnFailure: true },
    );
  }, 40_000);

  it("agrees on the adjusted swap rate for oracle moves in and out of the bounds (§1.7)", async () => {
    await fc.assert(
      fc.asyncProperty(
        poolArbitrary,
        fc.record({
          oracleRate: fc.oneof(fc.constant(null), fc.bigInt({ min: 1n, max: 6n * WAD })),
          elapsed: fc.oneof(fc.constantFrom(0n, 1n, DAY), fc.bigInt({ min: 0n, max: 30n * DAY })),
        }),
        async (p, run) => {
          await resetChain();
          counts.rate += 1;
          const pool = await newPool({ ...p, swapFee: 0n, unwindSwapFee: 0n });
          // null: the oracle stays put, so swapRate must be the creation rate whatever the time.
          const oracleRate = run.oracleRate ?? p.initialRate;
          if (run.oracleRate !== null) await setRate(oracleRate);
          if (run.elapsed > 0n) await warpTo(pool.createdAt + run.elapsed);
          const block = await latest();
          const onChainRate = await readPoolManagerSwapRate(
            clients.publicClient,
            protocol.contracts.poolManager,
            [pool.poolId],
            {
              blockNumber: block.number,
            },
          );
          counts.comparisons += 1;
          expect(onChainRate).toBe(
            previewAdjustedRate({
              oracleRate,
              lastAdjustedRate: p.initialRate,
              lastAdjustmentTimestamp: pool.createdAt,
              remainingCredits: p.rateChangeCapacityMax,
              now: block.timestamp,
              rateMin: p.rateMin,
              rateMax: p.rateMax,
              rateChangePerDayMax: p.rateChangePerDayMax,
              rateChangeCapacityMax: p.rateChangeCapacityMax,
            }),
          );
        },
      ),
      { numRuns: RUNS.rate, endOnFailure: true },
    );
  }, 40_000);

  it("at 2^256 - 1 both revert together: the port throws where the contract's checked arithmetic panics", async () => {
    await resetChain();
    const base = {
      swapFee: 0n,
      unwindSwapFee: 0n,
      rateMin: WAD / 2n,
      rateMax: WAD,
      initialRate: WAD,
      rateChangePerDayMax: 0n,
      rateChangeCapacityMax: 0n,
      lifeSeconds: 30n * DAY,
    };
    const pm = protocol.contracts.poolManager;
    const c = clients.publicClient;
    const exact = await newPool({ ...base, collateralDecimals: 18, referenceDecimals: 18 });
    const exactState = await readPoolState(c, pm, exact.poolId);
    // With 18 decimals toFixed is the identity: no overflow, both give 2^256 - 1 shares.
    await expectSame(
      "previewDeposit",
      maxUint256,
      () => readPoolManagerPreviewDeposit(c, pm, [exact.poolId, maxUint256]),
      () => previewDeposit(exactState, maxUint256),
    );
    expect(previewDeposit(exactState, maxUint256)).toBe(maxUint256);
    // Another expiry: the same Market would be the same MarketId (AlreadyInitialized).
    const scaled = await newPool({ ...base, lifeSeconds: 31n * DAY, collateralDecimals: 6, referenceDecimals: 18 });
    const scaledState = await readPoolState(c, pm, scaled.poolId);
    const chain = await onChain(() => readPoolManagerPreviewDeposit(c, pm, [scaled.poolId, maxUint256]));
    expect(chain).toEqual({ error: true });
    expect(offChain(() => previewDeposit(scaledState, maxUint256))).toEqual(chain);
    expect(() => previewSwap(scaledState, maxUint256)).toThrow(/overflows uint256/);
    expect(await onChain(() => readPoolManagerPreviewSwap(c, pm, [scaled.poolId, maxUint256]))).toEqual({
      error: true,
    });
  });
  /** A pool with fixed rate 1 and no fees, for the deterministic cases below. */
  const fixedPool = (collateralDecimals: number, referenceDecimals: number, lifeDays: bigint) =>
    newPool({
      collateralDecimals,
      referenceDecimals,
      swapFee: WAD,
      unwindSwapFee: WAD,
      rateMin: WAD / 2n,
      rateMax: WAD,
      initialRate: WAD,
      rateChangePerDayMax: 0n,
      rateChangeCapacityMax: 0n,
      lifeSeconds: lifeDays * DAY,
    });

  /** The error name a simulated write reverts with. */
  async function revertName(call: Promise<unknown>): Promise<string | undefined> {
    try {
      await call;
      return undefined;
    } catch (error) {
      const reverted =
        error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : undefined;
      if (reverted instanceof ContractFunctionRevertedError) return reverted.data?.errorName;
      throw error;
    }
  }

  it("after pauseAll() previews and max* still answer, on chain and in the port, while deposit reverts EnforcedPause()", async () => {
    await resetChain();
    const pool = await fixedPool(18, 6, 30n);
    const pm = protocol.contracts.poolManager;
    const c = clients.publicClient;
    const id = pool.poolId;
    await send("deposit", writePoolManagerDeposit(clients.wallet(lp), pm, [id, 1_000n * WAD, lp.address], {}));
    await send("pauseAll", writePoolManagerSetAllPaused(clients.wallet(protocol.deployer), pm, [true], {}));
    const state = await readPoolState(c, pm, id);
    expect(state.globallyPaused).toBe(true);
    const at = { blockNumber: (await latest()).number };
    for (const a of [1n, WAD, 10n * WAD, E58, maxUint256]) {
      await expectSame(
        "previewDeposit",
        a,
        () => readPoolManagerPreviewDeposit(c, pm, [id, a], at),
        () => previewDeposit(state, a),
      );
      await expectSame(
        "previewExercise",
        a,
        () => readPoolManagerPreviewExercise(c, pm, [id, a], at),
        () => Object.values(previewExercise(state, a)),
      );
      await expectSame(
        "previewUnwindSwap",
        a,
        () => readPoolManagerPreviewUnwindSwap(c, pm, [id, a], at),
        () => Object.values(previewUnwindSwap(state, a)),
      );
    }
    expect(previewDeposit(state, 10n * WAD)).toBe(10n * WAD);
    expect(await readPoolManagerPreviewDeposit(c, pm, [id, 10n * WAD], at)).toBe(10n * WAD);
    expect(await readPoolManagerMaxDeposit(c, pm, [id, lp.address], at)).toBe(maxUint256);
    expect(
      await revertName(
        c.simulateContract({
          address: pm,
          abi: devnetArtifacts.PoolManager.abi,
          functionName: "deposit",
          args: [id, WAD, lp.address],
          account: lp,
        }),
      ),
    ).toBe("EnforcedPause");
  });

  it("after expiry, previewWithdraw below the redeem dust threshold is (cptSharesIn, 0, 0) on chain and in the port", async () => {
    await resetChain();
    // CA 18 decimals, REF 6: the dust threshold is 10^12 cPT; 1 wei of CA needs about 1 cPT.
    const pool = await fixedPool(18, 6, 30n);
    const pm = protocol.contracts.poolManager;
    const c = clients.publicClient;
    const id = pool.poolId;
    await send("deposit", writePoolManagerDeposit(clients.wallet(lp), pm, [id, 1_000n * WAD, lp.address], {}));
    await send("exercise", writePoolManagerExercise(clients.wallet(lp), pm, [id, 100n * WAD, lp.address], {}));
    await warpTo(pool.expiry);
    const state = await readPoolState(c, pm, id);
    const at = { blockNumber: (await latest()).number };
    const chainAnswer = await readPoolManagerPreviewWithdraw(c, pm, [id, 1n], at);
    expect(chainAnswer[0]).toBeGreaterThan(0n);
    expect(chainAnswer[0]).toBeLessThan(10n ** 12n);
    expect(chainAnswer.slice(1)).toEqual([0n, 0n]);
    expect(Object.values(previewWithdraw(state, 1n))).toEqual([...chainAnswer]);
    expect(await readPoolManagerMaxRedeem(c, pm, [id, lp.address], at)).toBe(1_000n * WAD);
    for (const a of [1n, 999_999n, 10n ** 12n, 10n ** 12n + 1n]) {
      await expectSame(
        "previewWithdraw",
        a,
        () => readPoolManagerPreviewWithdraw(c, pm, [id, a], at),
        () => Object.values(previewWithdraw(state, a)),
      );
      await expectSame(
        "previewRedeem",
        a,
        () => readPoolManagerPreviewRedeem(c, pm, [id, a], at),
        () => Object.values(previewRedeem(state, a)),
      );
    }
  });
});
