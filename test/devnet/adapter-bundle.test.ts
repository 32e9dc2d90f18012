/**
 * The Adapter through Bundler3 (issue 19, item 2). On the deployed chain the Adapter runs only inside a
 * Bundler3 `multicall` whose legs move the tokens. For each operation, the bundle `adapterTransaction`
 * builds for the `bundler3` route runs on the devnet's own Bundler3 and moves exactly the balances the
 * `direct` route's plain Adapter call moves, from the same chain state (evm_snapshot / evm_revert) and
 * in a block with the same timestamp. Calls the deployed Adapter refuses decode as UnauthorizedSender.
 */
import { type Address, BaseError, erc20Abi, type Hex, maxUint256 } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type AdapterCall,
  type AdapterPoolTokens,
  type AdapterRoute,
  adapterTransaction,
  decodeAdapterError,
  encodeAdapterTransferLeg,
  poolManagerAbi,
  readBundler3Initiator,
  withSlippage,
} from "../../generated/contracts/index.js";
import {
  accountFor,
  confirm,
  createPool,
  type DeployedProtocol,
  type DevnetClients,
} from "../../runtime/devnet/index.ts";
import { fundAndApprove, useDeployedProtocol } from "../support/devnet.ts";

const WAD = 10n ** 18n;
const DAY = 86_400n;
const BPS = 50;

describe("Adapter bundles (Bundler3 route) against direct calls on the devnet", () => {
  const chain = useDeployedProtocol();
  let clients: DevnetClients;
  let protocol: DeployedProtocol;
  let poolId: Hex;
  let gatedPoolId: Hex;
  let tokens: AdapterPoolTokens;
  let expiry: bigint;
  const user = accountFor("maker").account;
  const outsider = accountFor("user").account;

  const direct = (): AdapterRoute => ({ mode: "direct", adapter: protocol.contracts.adapter });
  const bundled = (initiator: Address = user.address): AdapterRoute => ({
    mode: "bundler3",
    adapter: protocol.contracts.adapter,
    bundler3: protocol.contracts.bundler3,
    initiator,
  });

  const balanceOf = (token: Address, owner: Address) =>
    clients.publicClient.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [owner] });

  async function holdings(owner: Address): Promise<bigint[]> {
    return Promise.all(
      [tokens.collateral, tokens.reference, tokens.principal, tokens.swap].map((t) => balanceOf(t, owner)),
    );
  }

  const preview = <T>(functionName: string, args: readonly unknown[]) =>
    clients.publicClient.readContract({
      address: protocol.contracts.poolManager,
      abi: poolManagerAbi,
      functionName,
      args,
    } as never) as Promise<T>;

  /** Sends `call` on `route` in a block 12 s after the latest; returns the user's balance changes. */
  async function run(route: AdapterRoute, call: AdapterCall, at: bigint) {
    const before = await holdings(user.address);
    await clients.testClient.setNextBlockTimestamp({ timestamp: at });
    const tx = adapterTransaction(route, call, tokens);
    await confirm(clients, clients.wallet(user).sendTransaction({ to: tx.to, data: tx.data }), call.functionName);
    const after = await holdings(user.address);
    return {
      delta: after.map((b, i) => b - (before[i] ?? 0n)),
      adapterHolds: await holdings(protocol.contracts.adapter),
    };
  }

  /** Runs `call` directly and as a bundle from one snapshot; both must move the same balances. */
  async function expectSameEffect(call: AdapterCall) {
    const at = (await clients.publicClient.getBlock()).timestamp + 12n;
    const snapshot = await clients.testClient.snapshot();
    const viaDirect = await run(direct(), call, at);
    await clients.testClient.revert({ id: snapshot });
    const viaBundle = await run(bundled(), call, at);
    expect(viaBundle.delta).toEqual(viaDirect.delta);
    expect(viaDirect.adapterHolds).toEqual([0n, 0n, 0n, 0n]);
    expect(viaBundle.adapterHolds).toEqual([0n, 0n, 0n, 0n]);
    // Bundler3 forgets the initiator once the bundle is done.
    expect(await readBundler3Initiator(clients.publicClient, protocol.contracts.bundler3)).toBe(
      "0x0000000000000000000000000000000000000000",
    );
    return viaBundle.delta;
  }

  async function revertData(promise: Promise<unknown>): Promise<Hex> {
    try {
      await promise;
    } catch (error) {
      const data =
        error instanceof BaseError ? error.walk((e) => typeof (e as { data?: unknown }).data === "string") : null;
      const raw = (data as { data?: Hex } | null)?.data;
      if (raw !== undefined) return raw;
      throw error;
    }
    throw new Error("expected a revert");
  }

  beforeAll(async () => {
    ({ clients, protocol } = chain);
    const { collateral, reference } = protocol.contracts.tokens;
    expiry = (await clients.publicClient.getBlock()).timestamp + 30n * DAY;
    const market = {
      collateralAsset: collateral,
      referenceAsset: reference,
      expiryTimestamp: expiry,
      rateMin: 5n * 10n ** 17n,
      rateMax: WAD,
      rateChangePerDayMax: 10n ** 15n,
      rateChangeCapacityMax: 10n ** 16n,
      rateOracle: protocol.contracts.rateOracles.usd,
    };
    const created = await createPool(clients, protocol.contracts, protocol.deployer, {
      market,
      swapFee: WAD,
      unwindSwapFee: 2n * WAD,
    });
    poolId = created.poolId;
    tokens = { collateral, reference, principal: created.principalToken, swap: created.swapToken };
    gatedPoolId = (
      await createPool(clients, protocol.contracts, protocol.deployer, {
        market: { ...market, expiryTimestamp: expiry + DAY },
        marketWhitelist: [user.address],
      })
    ).poolId;
    for (const account of [user, outsider]) {
      await fundAndApprove(
        clients,
        account,
        [
          [collateral, 10n ** 24n],
          [reference, 10n ** 12n],
        ],
        [collateral, reference, tokens.principal, tokens.swap],
        protocol.contracts.adapter,
      );
    }
  }, 60_000);

  const deadline = () => expiry;

  it("safeDeposit: the bundle pulls the collateral with erc20TransferFrom and mints what the direct call mints", async () => {
    const collateralAssetsIn = 1_000n * WAD;
    const shares = await preview<bigint>("previewDeposit", [poolId, collateralAssetsIn]);
    const delta = await expectSameEffect({
      functionName: "safeDeposit",
      params: {
        poolId,
        collateralAssetsIn,
        receiver: user.address,
        minCptAndCstSharesOut: withSlippage(shares, BPS, "min"),
        deadline: deadline(),
      },
    });
    expect(delta).toEqual([-collateralAssetsIn, 0n, shares, shares]);
    // Keep the deposit for the operations below (the bundle's state is the one kept).
  });

  it("safeExercise and safeSwap: unspent reference comes back through the skipRevert sweep", async () => {
    const cstSharesIn = 10n * WAD;
    const [, referenceAssetsIn] = await preview<readonly [bigint, bigint, bigint]>("previewExercise", [
      poolId,
      cstSharesIn,
    ]);
    const exercised = await expectSameEffect({
      functionName: "safeExercise",
      params: {
        poolId,
        cstSharesIn,
        receiver: user.address,
        minCollateralAssetsOut: 0n,
        // A loose bound: the bundle pulls all of it and must sweep the rest back.
        maxReferenceAssetsIn: referenceAssetsIn * 2n,
        deadline: deadline(),
      },
    });
    expect(exercised[1]).toBe(-referenceAssetsIn);
    const collateralAssetsOut = 5n * WAD;
    const [cstIn, refIn] = await preview<readonly [bigint, bigint, bigint]>("previewSwap", [
      poolId,
      collateralAssetsOut,
    ]);
    await expectSameEffect({
      functionName: "safeSwap",
      params: {
        poolId,
        collateralAssetsOut,
        receiver: user.address,
        maxCstSharesIn: withSlippage(cstIn, BPS, "max"),
        maxReferenceAssetsIn: withSlippage(refIn, BPS, "max"),
        deadline: deadline(),
      },
    });
  });

  it("safeUnwindSwap, safeUnwindDeposit and safeWithdraw (owner = the adapter inside the bundle)", async () => {
    await expectSameEffect({
      functionName: "safeUnwindSwap",
      params: {
        poolId,
        collateralAssetsIn: 2n * WAD,
        receiver: user.address,
        minReferenceAssetsOut: 0n,
        minCstSharesOut: 0n,
        deadline: deadline(),
      },
    });
    const sharesIn = await preview<bigint>("previewUnwindDeposit", [poolId, 50n * WAD]);
    await expectSameEffect({
      functionName: "safeUnwindDeposit",
      params: {
        poolId,
        collateralAssetsOut: 50n * WAD,
        owner: user.address,
        receiver: user.address,
        maxCptAndCstSharesIn: withSlippage(sharesIn, BPS, "max"),
        deadline: deadline(),
      },
    });
    const [cptIn] = await preview<readonly [bigint, bigint, bigint]>("previewWithdraw", [poolId, 20n * WAD]);
    await expectSameEffect({
      functionName: "safeWithdraw",
      params: {
        poolId,
        collateralAssetsOut: 20n * WAD,
        owner: user.address,
        receiver: user.address,
        maxCptSharesIn: withSlippage(cptIn, BPS, "max"),
        deadline: deadline(),
      },
    });
  });

  it("safeRedeem of everything (the max sentinel) after expiry", async () => {
    await clients.testClient.setNextBlockTimestamp({ timestamp: expiry + 1n });
    await clients.testClient.mine({ blocks: 1 });
    const delta = await expectSameEffect({
      functionName: "safeRedeem",
      params: {
        poolId,
        cptSharesIn: maxUint256,
        owner: user.address,
        receiver: user.address,
        minReferenceAssetsOut: 0n,
        minCollateralAssetsOut: 0n,
        deadline: expiry + DAY,
      },
    });
    expect(delta[2]).toBeLessThan(0n);
    expect(await balanceOf(tokens.principal, user.address)).toBe(0n);
  });

  it("refuses what the deployed adapter refuses, with UnauthorizedSender (0x08094908)", async () => {
    // A transfer leg called outside a bundle.
    const leg = encodeAdapterTransferLeg("erc20TransferFrom", tokens.collateral, outsider.address, 1n);
    const direct = await revertData(
      clients.publicClient.call({ account: outsider.address, to: protocol.contracts.adapter, data: leg }),
    );
    expect(direct.slice(0, 10)).toBe("0x08094908");
    expect(decodeAdapterError(direct).errorName).toBe("UnauthorizedSender");
    // A bundle whose initiator is not on the market's whitelist: the adapter's revert bubbles up unchanged.
    const tx = adapterTransaction(
      bundled(outsider.address),
      {
        functionName: "safeDeposit",
        params: {
          poolId: gatedPoolId,
          collateralAssetsIn: WAD,
          receiver: outsider.address,
          minCptAndCstSharesOut: 0n,
          deadline: expiry + 2n * DAY,
        },
      },
      tokens,
    );
    const gated = await revertData(clients.publicClient.call({ account: outsider.address, to: tx.to, data: tx.data }));
    expect(decodeAdapterError(gated).errorName).toBe("UnauthorizedSender");
  });
});
