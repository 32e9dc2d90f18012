/**
 * Every seed Adapter write (the protocol seed's adapter table: safeDeposit, safeExercise, safeSwap, safeWithdraw,
 * safeRedeem, safeUnwindDeposit, safeUnwindSwap), sent through the generated viem bindings on a real
 * anvil, moves balances exactly as the generated math port predicts and emits the expected pool
 * manager events, decoded with the generated decoder. Slippage and deadline violations revert with
 * errors the generated Adapter decoder names.
 */
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  erc20Abi,
  type Hex,
  type TransactionReceipt,
} from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import {
  buildSafeDeposit,
  buildSafeExercise,
  buildSafeRedeem,
  buildSafeSwap,
  buildSafeUnwindDeposit,
  buildSafeUnwindSwap,
  buildSafeWithdraw,
  deadlineIn,
  decodeAdapterError,
  decodePoolManagerEvent,
  type PoolState,
  previewDeposit,
  previewExercise,
  previewRedeem,
  previewSwap,
  previewUnwindDeposit,
  previewUnwindSwap,
  previewWithdraw,
  simulateAdapterSafeDeposit,
  simulateAdapterSafeExercise,
  simulateAdapterSafeUnwindSwap,
  writeAdapterSafeDeposit,
  writeAdapterSafeExercise,
  writeAdapterSafeRedeem,
  writeAdapterSafeSwap,
  writeAdapterSafeUnwindDeposit,
  writeAdapterSafeUnwindSwap,
  writeAdapterSafeWithdraw,
} from "../../generated/contracts/index.js";
import {
  accountFor,
  confirm,
  createPool,
  type DeployedProtocol,
  type DevnetClients,
  readPoolState,
} from "../../runtime/devnet/index.ts";
import { fundAndApprove, useDeployedProtocol } from "../support/devnet.ts";

const WAD = 10n ** 18n;
const DAY = 86_400n;

describe("Adapter writes through the generated bindings, against the math port", () => {
  const chain = useDeployedProtocol();
  let clients: DevnetClients;
  let protocol: DeployedProtocol;
  let poolId: Hex;
  let expiry: bigint;
  let principalToken: Address;
  let swapToken: Address;
  let collateral: Address;
  let reference: Address;
  const user = accountFor("maker").account;
  const SLIPPAGE_BPS = 30;

  const balanceOf = (token: Address, owner: Address) =>
    clients.publicClient.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [owner] });

  /** The user's four pool balances and the treasury's collateral. */
  async function balances() {
    const [ca, ref, cpt, cst, treasuryCa] = await Promise.all([
      balanceOf(collateral, user.address),
      balanceOf(reference, user.address),
      balanceOf(principalToken, user.address),
      balanceOf(swapToken, user.address),
      balanceOf(collateral, protocol.treasury),
    ]);
    return { ca, ref, cpt, cst, treasuryCa };
  }

  /**
   * Pins the next block 12 s after the latest one and returns the pool state the port should see
   * in it: the chain state now, with `now` = the next block's timestamp (the unwind fee decays by it).
   */
  async function stateOfNextBlock(): Promise<{ state: PoolState; deadline: bigint }> {
    const state = await readPoolState(clients.publicClient, protocol.contracts.poolManager, poolId);
    const next = state.now + 12n;
    await clients.testClient.setNextBlockTimestamp({ timestamp: next });
    return { state: { ...state, now: next }, deadline: deadlineIn(600, next) };
  }

  /** The pool manager's events in `receipt`, decoded by the generated decoder. */
  function poolManagerEvents(receipt: TransactionReceipt) {
    return receipt.logs
      .filter((log) => log.address.toLowerCase() === protocol.contracts.poolManager.toLowerCase())
      .map((log) => {
        const { eventName, args } = decodePoolManagerEvent(log);
        return { eventName, args };
      });
  }

  /** The Adapter error a simulation reverted with, decoded from the raw revert data by the generated decoder. */
  async function adapterRevert(promise: Promise<unknown>): Promise<string> {
    try {
      await promise;
    } catch (error) {
      const reverted = error instanceof BaseError && error.walk((e) => e instanceof ContractFunctionRevertedError);
      if (reverted instanceof ContractFunctionRevertedError && reverted.raw !== undefined) {
        return decodeAdapterError(reverted.raw).errorName;
      }
      throw error;
    }
    throw new Error("expected a revert");
  }

  beforeAll(async () => {
    ({ clients, protocol } = chain);
    // Collateral with 6 decimals, reference with 18, so every normalisation of the pool math is exercised
    // (docs/reference/protocol.md#pool-math).
    collateral = protocol.contracts.tokens.reference;
    reference = protocol.contracts.tokens.ether;
    expiry = (await clients.publicClient.getBlock()).timestamp + 30n * DAY;
    const created = await createPool(clients, protocol.contracts, protocol.deployer, {
      market: {
        collateralAsset: collateral,
        referenceAsset: reference,
        expiryTimestamp: expiry,
        rateMin: 5n * 10n ** 17n,
        rateMax: WAD,
        rateChangePerDayMax: 10n ** 15n,
        rateChangeCapacityMax: 10n ** 16n,
        rateOracle: protocol.contracts.rateOracles.usd,
      },
      swapFee: WAD, // 1 %
      unwindSwapFee: 2n * WAD, // 2 %, decaying to 0 at expiry
    });
    ({ poolId, principalToken, swapToken } = created);
    await fundAndApprove(
      clients,
      user,
      [
        [collateral, 10n ** 12n],
        [reference, 10n ** 24n],
      ],
      [collateral, reference, principalToken, swapToken],
      protocol.contracts.adapter,
    );
  }, 60_000);

  it("safeDeposit mints previewDeposit cPT and cST for the collateral and emits PoolModifyLiquidity", async () => {
    const collateralAssetsIn = 100_000_123_456n; // 100,000.123456 CA
    const { state, deadline } = await stateOfNextBlock();
    const shares = previewDeposit(state, collateralAssetsIn);
    expect(shares).toBe(collateralAssetsIn * 10n ** 12n);
    const params = buildSafeDeposit({
      poolId,
      collateralAssetsIn,
      receiver: user.address,
      preview: shares,
      slippageBps: SLIPPAGE_BPS,
      deadline,
    });
    const before = await balances();
    const receipt = await confirm(
      clients,
      writeAdapterSafeDeposit(clients.wallet(user), protocol.contracts.adapter, [params], {}),
      "safeDeposit",
    );
    const after = await balances();
    expect(after.ca).toBe(before.ca - collateralAssetsIn);
    expect(after.cpt).toBe(before.cpt + shares);
    expect(after.cst).toBe(before.cst + shares);
    expect(poolManagerEvents(receipt)).toEqual([
      {
        eventName: "PoolModifyLiquidity",
        args: {
          poolId,
          sender: protocol.contracts.adapter,
          owner: user.address,
          amount0: collateralAssetsIn,
          amount1: 0n,
          isRemove: false,
        },
      },
    ]);
  });

  it("safeExercise pays previewExercise: CA out minus the 1 % fee, REF in rounded up, fee to the treasury", async () => {
    const cstSharesIn = 1_000n * WAD + 123_456_789n; // not a whole CA unit: the floors and ceils show
    const { state, deadline } = await stateOfNextBlock();
    const want = previewExercise(state, cstSharesIn);
    expect(want.fee).toBeGreaterThan(0n);
    const params = buildSafeExercise({
      poolId,
      cstSharesIn,
      receiver: user.address,
      preview: want,
      slippageBps: SLIPPAGE_BPS,
      deadline,
    });
    const before = await balances();
    const receipt = await confirm(
      clients,
      writeAdapterSafeExercise(clients.wallet(user), protocol.contracts.adapter, [params], {}),
      "safeExercise",
    );
    const after = await balances();
    expect(after.ca).toBe(before.ca + want.collateralAssetsOut);
    expect(after.ref).toBe(before.ref - want.referenceAssetsIn);
    expect(after.cst).toBe(before.cst - cstSharesIn);
    expect(after.treasuryCa).toBe(before.treasuryCa + want.fee);
    const adapter = protocol.contracts.adapter;
    expect(poolManagerEvents(receipt)).toEqual([
      {
        eventName: "PoolSwap",
        args: {
          poolId,
          sender: adapter,
          owner: adapter,
          amount0: want.collateralAssetsOut,
          amount1: want.referenceAssetsIn,
          lpFeeAmount0: 0n,
          lpFeeAmount1: 0n,
          isUnwind: false,
        },
      },
      {
        eventName: "PoolFee",
        args: {
          poolId,
          sender: adapter,
          devFeeAmountInCollateralAsset: want.fee,
          devFeeAmountInReferenceAsset: 0n,
          isUnwind: false,
        },
      },
    ]);
  });

  it("safeSwap takes previewSwap's cST and REF for an exact CA out", async () => {
    const collateralAssetsOut = 500_500_001n;
    const { state, deadline } = await stateOfNextBlock();
    const want = previewSwap(state, collateralAssetsOut);
    const params = buildSafeSwap({
      poolId,
      collateralAssetsOut,
      receiver: user.address,
      preview: want,
      slippageBps: SLIPPAGE_BPS,
      deadline,
    });
    const before = await balances();
    const receipt = await confirm(
      clients,
      writeAdapterSafeSwap(clients.wallet(user), protocol.contracts.adapter, [params], {}),
      "safeSwap",
    );
    const after = await balances();
    expect(after.ca).toBe(before.ca + collateralAssetsOut);
    expect(after.cst).toBe(before.cst - want.cstSharesIn);
    expect(after.ref).toBe(before.ref - want.referenceAssetsIn);
    expect(after.treasuryCa).toBe(before.treasuryCa + want.fee);
    expect(poolManagerEvents(receipt).map((e) => e.eventName)).toEqual(["PoolSwap", "PoolFee"]);
    expect(poolManagerEvents(receipt)[0]?.args).toMatchObject({
      amount0: collateralAssetsOut,
      amount1: want.referenceAssetsIn,
    });
  });

  it("safeUnwindSwap charges the time-decayed fee of previewUnwindSwap and hands out cST and REF", async () => {
    const collateralAssetsIn = 300_000_007n;
    const { state, deadline } = await stateOfNextBlock();
    const want = previewUnwindSwap(state, collateralAssetsIn);
    // Part of the way to expiry the fee is below the flat 2 % but not zero.
    expect(want.fee).toBeGreaterThan(0n);
    expect(want.fee).toBeLessThan((collateralAssetsIn * 2n) / 100n + 1n);
    const params = buildSafeUnwindSwap({
      poolId,
      collateralAssetsIn,
      receiver: user.address,
      preview: want,
      slippageBps: SLIPPAGE_BPS,
      deadline,
    });
    const before = await balances();
    const receipt = await confirm(
      clients,
      writeAdapterSafeUnwindSwap(clients.wallet(user), protocol.contracts.adapter, [params], {}),
      "safeUnwindSwap",
    );
    const after = await balances();
    expect(after.ca).toBe(before.ca - collateralAssetsIn);
    expect(after.cst).toBe(before.cst + want.cstSharesOut);
    expect(after.ref).toBe(before.ref + want.referenceAssetsOut);
    expect(after.treasuryCa).toBe(before.treasuryCa + want.fee);
    const adapter = protocol.contracts.adapter;
    expect(poolManagerEvents(receipt)).toEqual([
      {
        eventName: "PoolSwap",
        args: {
          poolId,
          sender: adapter,
          owner: user.address,
          amount0: collateralAssetsIn,
          amount1: want.referenceAssetsOut,
          lpFeeAmount0: 0n,
          lpFeeAmount1: 0n,
          isUnwind: true,
        },
      },
      {
        eventName: "PoolFee",
        args: {
          poolId,
          sender: adapter,
          devFeeAmountInCollateralAsset: want.fee,
          devFeeAmountInReferenceAsset: 0n,
          isUnwind: true,
        },
      },
    ]);
  });

  it("safeUnwindDeposit burns previewUnwindDeposit cPT and cST for an exact CA out", async () => {
    const collateralAssetsOut = 200_000_001n;
    const { state, deadline } = await stateOfNextBlock();
    const shares = previewUnwindDeposit(state, collateralAssetsOut);
    const params = buildSafeUnwindDeposit({
      poolId,
      collateralAssetsOut,
      owner: user.address,
      receiver: user.address,
      preview: shares,
      slippageBps: SLIPPAGE_BPS,
      deadline,
    });
    const before = await balances();
    const receipt = await confirm(
      clients,
      writeAdapterSafeUnwindDeposit(clients.wallet(user), protocol.contracts.adapter, [params], {}),
      "safeUnwindDeposit",
    );
    const after = await balances();
    expect(after.ca).toBe(before.ca + collateralAssetsOut);
    expect(after.cpt).toBe(before.cpt - shares);
    expect(after.cst).toBe(before.cst - shares);
    const adapter = protocol.contracts.adapter;
    // The Adapter pulled the shares and unwinds as their owner.
    expect(poolManagerEvents(receipt)).toEqual([
      {
        eventName: "PoolModifyLiquidity",
        args: { poolId, sender: adapter, owner: adapter, amount0: collateralAssetsOut, amount1: 0n, isRemove: true },
      },
    ]);
  });

  it("safeWithdraw before expiry burns previewWithdraw cPT and pays CA and REF pro rata (seed 001)", async () => {
    const collateralAssetsOut = 100_000_003n;
    const { state, deadline } = await stateOfNextBlock();
    const want = previewWithdraw(state, collateralAssetsOut);
    expect(want.actualReferenceAssetsOut).toBeGreaterThan(0n);
    const params = buildSafeWithdraw({
      poolId,
      collateralAssetsOut,
      owner: user.address,
      receiver: user.address,
      preview: want,
      slippageBps: SLIPPAGE_BPS,
      deadline,
    });
    const before = await balances();
    const receipt = await confirm(
      clients,
      writeAdapterSafeWithdraw(clients.wallet(user), protocol.contracts.adapter, [params], {}),
      "safeWithdraw",
    );
    const after = await balances();
    expect(after.cpt).toBe(before.cpt - want.cptSharesIn);
    expect(after.ca).toBe(before.ca + want.actualCollateralAssetsOut);
    expect(after.ref).toBe(before.ref + want.actualReferenceAssetsOut);
    expect(poolManagerEvents(receipt)).toEqual([
      {
        eventName: "PoolModifyLiquidity",
        args: {
          poolId,
          sender: protocol.contracts.adapter,
          owner: protocol.contracts.adapter,
          amount0: want.actualCollateralAssetsOut,
          amount1: want.actualReferenceAssetsOut,
          isRemove: true,
        },
      },
    ]);
  });

  it("reverts SlippageExceeded when a bound is one wei too tight and DeadlineExceeded after the deadline", async () => {
    const adapter = protocol.contracts.adapter;
    const state = await readPoolState(clients.publicClient, protocol.contracts.poolManager, poolId);
    const deadline = deadlineIn(600, state.now);
    const options = { account: user } as const;

    const collateralAssetsIn = 1_000_000n;
    const deposit = {
      poolId,
      collateralAssetsIn,
      receiver: user.address,
      minCptAndCstSharesOut: previewDeposit(state, collateralAssetsIn),
      deadline,
    };
    await expect(simulateAdapterSafeDeposit(clients.publicClient, adapter, [deposit], options)).resolves.toBeDefined();
    expect(
      await adapterRevert(
        simulateAdapterSafeDeposit(
          clients.publicClient,
          adapter,
          [{ ...deposit, minCptAndCstSharesOut: deposit.minCptAndCstSharesOut + 1n }],
          options,
        ),
      ),
    ).toBe("SlippageExceeded");
    expect(
      await adapterRevert(
        simulateAdapterSafeDeposit(clients.publicClient, adapter, [{ ...deposit, deadline: state.now - 1n }], options),
      ),
    ).toBe("DeadlineExceeded");

    const cstSharesIn = 10n * WAD;
    const exercise = previewExercise(state, cstSharesIn);
    const exact = {
      poolId,
      cstSharesIn,
      receiver: user.address,
      minCollateralAssetsOut: exercise.collateralAssetsOut,
      maxReferenceAssetsIn: exercise.referenceAssetsIn,
      deadline,
    };
    await expect(simulateAdapterSafeExercise(clients.publicClient, adapter, [exact], options)).resolves.toBeDefined();
    expect(
      await adapterRevert(
        simulateAdapterSafeExercise(
          clients.publicClient,
          adapter,
          [{ ...exact, maxReferenceAssetsIn: exact.maxReferenceAssetsIn - 1n }],
          options,
        ),
      ),
    ).toBe("SlippageExceeded");
    expect(
      await adapterRevert(
        simulateAdapterSafeExercise(
          clients.publicClient,
          adapter,
          [{ ...exact, minCollateralAssetsOut: exact.minCollateralAssetsOut + 1n }],
          options,
        ),
      ),
    ).toBe("SlippageExceeded");

    const unwind = previewUnwindSwap(state, 1_000_000n);
    const unwindParams = {
      poolId,
      collateralAssetsIn: 1_000_000n,
      receiver: user.address,
      minReferenceAssetsOut: 0n,
      minCstSharesOut: unwind.cstSharesOut * 2n,
      deadline,
    };
    expect(
      await adapterRevert(simulateAdapterSafeUnwindSwap(clients.publicClient, adapter, [unwindParams], options)),
    ).toBe("SlippageExceeded");
  });

  it("safeRedeem after expiry pays previewRedeem: cPT pro rata of the separated balances", async () => {
    await clients.testClient.setNextBlockTimestamp({ timestamp: expiry + 1n });
    await clients.testClient.mine({ blocks: 1 });
    const cptSharesIn = (await balanceOf(principalToken, user.address)) / 2n;
    const { state, deadline } = await stateOfNextBlock();
    const want = previewRedeem(state, cptSharesIn);
    expect(want.collateralAssetsOut).toBeGreaterThan(0n);
    expect(want.referenceAssetsOut).toBeGreaterThan(0n);
    const params = buildSafeRedeem({
      poolId,
      cptSharesIn,
      owner: user.address,
      receiver: user.address,
      preview: want,
      slippageBps: SLIPPAGE_BPS,
      deadline,
    });
    const before = await balances();
    const receipt = await confirm(
      clients,
      writeAdapterSafeRedeem(clients.wallet(user), protocol.contracts.adapter, [params], {}),
      "safeRedeem",
    );
    const after = await balances();
    expect(after.cpt).toBe(before.cpt - cptSharesIn);
    expect(after.ca).toBe(before.ca + want.collateralAssetsOut);
    expect(after.ref).toBe(before.ref + want.referenceAssetsOut);
    expect(poolManagerEvents(receipt)).toEqual([
      {
        eventName: "PoolModifyLiquidity",
        args: {
          poolId,
          sender: protocol.contracts.adapter,
          owner: protocol.contracts.adapter,
          amount0: want.collateralAssetsOut,
          amount1: want.referenceAssetsOut,
          isRemove: true,
        },
      },
    ]);
  });

  it("safeWithdraw after expiry is priced by previewWithdraw on the archive", async () => {
    const collateralAssetsOut = 50_000_000n;
    const { state, deadline } = await stateOfNextBlock();
    const want = previewWithdraw(state, collateralAssetsOut);
    expect(want.cptSharesIn).toBeGreaterThan(0n);
    const params = buildSafeWithdraw({
      poolId,
      collateralAssetsOut,
      owner: user.address,
      receiver: user.address,
      preview: want,
      slippageBps: 0,
      deadline,
    });
    const before = await balances();
    await confirm(
      clients,
      writeAdapterSafeWithdraw(clients.wallet(user), protocol.contracts.adapter, [params], {}),
      "safeWithdraw",
    );
    const after = await balances();
    expect(after.cpt).toBe(before.cpt - want.cptSharesIn);
    expect(after.ca).toBe(before.ca + want.actualCollateralAssetsOut);
    expect(after.ref).toBe(before.ref + want.actualReferenceAssetsOut);
    expect(want.actualCollateralAssetsOut).toBeGreaterThanOrEqual(collateralAssetsOut);
  });
});
