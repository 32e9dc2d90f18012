/**
 * The devnet reference contracts: they compile against the interfaces rendered from specs/abi, and on
 * a private anvil they follow the pool math (docs/reference/protocol.md#pool-math), the adapter's checks
 * (docs/reference/protocol.md#the-adapter)
 * and the order hashing (docs/reference/protocol.md#order-struct-and-hash).
 * Expected amounts are recomputed here from the formulas, independently of the Solidity code.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  type Abi,
  type AbiFunction,
  type AbiParameter,
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  encodeAbiParameters,
  getAddress,
  type Hex,
  hashTypedData,
  keccak256,
  parseEventLogs,
  parseSignature,
  signatureToCompactSignature,
} from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import { ORDER_TYPES, toOrderStruct } from "../../generated/contracts/index.js";
import { loadSpecs } from "../../generator/load.ts";
import { compileDevnetContracts, type DevnetArtifact, renderArtifactsModule } from "../../generator/solidity.ts";
import { useAnvil } from "../support/devnet.ts";
import { anvilAccount, type Clients, clientsFor, type Deployment, deploy, deployProtocol, send } from "./chain.ts";

const root = path.resolve(import.meta.dirname, "../..");
const specAbi = (contract: string) =>
  (JSON.parse(readFileSync(path.join(root, "specs/abi", `${contract}.json`), "utf8")) as { abi: Abi }).abi;

/** The first input of function `name` in `abi`: the Market and Order tuples the golden checks encode. */
function firstInput(abi: Abi, name: string): AbiParameter & { components: readonly AbiParameter[] } {
  const item = abi.find((i): i is AbiFunction => i.type === "function" && i.name === name);
  const input = item?.inputs[0];
  if (input === undefined || !("components" in input)) throw new Error(`${name} has no tuple input`);
  return input;
}

// ------------------------------------------------ pool math formulas, in bigint (docs/reference/protocol.md#pool-math)
const WAD = 10n ** 18n;
const PERCENT = 100n * WAD;
const ceilDiv = (a: bigint, b: bigint) => (a === 0n ? 0n : (a - 1n) / b + 1n);
const scale = (decimals: number) => 10n ** BigInt(18 - decimals);

function expectedExercise(cstIn: bigint, rate: bigint, swapFee: bigint, caDecimals: number, refDecimals: number) {
  const referenceIn = ceilDiv(ceilDiv(cstIn * WAD, rate), scale(refDecimals));
  const gross = cstIn / scale(caDecimals);
  const fee = ceilDiv(gross * swapFee, PERCENT);
  return { collateralOut: gross - fee, referenceIn, fee };
}

function remainingLife(start: bigint, end: bigint, now: bigint) {
  let elapsed = now - start;
  if (elapsed === 0n) elapsed = 1n;
  const total = end - start;
  return elapsed >= total ? 0n : ((total - elapsed) * WAD) / total;
}

function expectedUnwindSwap(
  caIn: bigint,
  rate: bigint,
  baseFee: bigint,
  t: bigint,
  caDecimals: number,
  refDecimals: number,
) {
  const decayed = ceilDiv(baseFee * t, WAD);
  const fee = ceilDiv(caIn * decayed, PERCENT);
  const cstOut = (caIn - fee) * scale(caDecimals);
  const referenceOut = (cstOut * WAD) / rate / scale(refDecimals);
  return { fee, cstOut, referenceOut };
}

/** The name of the custom error a failed simulation reverted with, decoded by viem. */
async function revertName(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BaseError) {
      const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
      if (reverted instanceof ContractFunctionRevertedError) return reverted.data?.errorName;
    }
    throw error;
  }
  return undefined;
}

describe("devnet contracts", () => {
  let artifacts: Record<string, DevnetArtifact>;
  const chain = useAnvil();
  let clients: Clients;
  let protocol: Deployment;
  const controller = anvilAccount(0);
  const user = anvilAccount(1);
  const taker = anvilAccount(2);
  const treasury = anvilAccount(3).address;

  // Collateral with 6 decimals so share normalisation (x 1e12) is visible; reference with 18.
  const CA_DECIMALS = 6;
  const REF_DECIMALS = 18;
  const RATE = 9n * 10n ** 17n; // 1 REF = 0.9 CA
  const SWAP_FEE = 1n * WAD; // 1 %
  const UNWIND_FEE = 2n * WAD; // 2 % at issuance, decaying to 0 at expiry

  let collateral: Address;
  let reference: Address;
  let oracle: Address;
  let poolId: Hex;
  let expiry: bigint;
  let principalToken: Address;
  let swapToken: Address;
  let market: {
    collateralAsset: Address;
    referenceAsset: Address;
    expiryTimestamp: bigint;
    rateMin: bigint;
    rateMax: bigint;
    rateChangePerDayMax: bigint;
    rateChangeCapacityMax: bigint;
    rateOracle: Address;
  };

  const pm = () => ({ address: protocol.poolManager, abi: artifacts.PoolManager!.abi as Abi });
  const erc20 = (address: Address) => ({ address, abi: artifacts.MockERC20!.abi as Abi });
  const balance = async (token: Address, owner: Address) =>
    (await clients.publicClient.readContract({
      ...erc20(token),
      functionName: "balanceOf",
      args: [owner],
    })) as bigint;
  const latestTimestamp = async () => (await clients.publicClient.getBlock()).timestamp;

  beforeAll(async () => {
    const specs = await loadSpecs(root);
    const compiled = await compileDevnetContracts(root, specs.abis);
    expect(compiled.problems.filter((p) => p.severity === "error")).toEqual([]);
    artifacts = compiled.artifacts;

    clients = clientsFor(chain.rpcUrl);
    protocol = await deployProtocol(clients, artifacts, controller, treasury);
    collateral = await deploy(clients, controller, artifacts.MockERC20!, ["Collateral USD", "cUSD", CA_DECIMALS]);
    reference = await deploy(clients, controller, artifacts.MockERC20!, ["Reference ETH", "rETH", REF_DECIMALS]);
    oracle = await deploy(clients, controller, artifacts.RateOracle!, [RATE]);

    expiry = (await latestTimestamp()) + 30n * 86_400n;
    market = {
      collateralAsset: collateral,
      referenceAsset: reference,
      expiryTimestamp: expiry,
      rateMin: 5n * 10n ** 17n,
      rateMax: WAD,
      rateChangePerDayMax: 10n ** 12n,
      rateChangeCapacityMax: 7n * 10n ** 15n,
      rateOracle: oracle,
    };
    const receipt = await send(clients, controller, {
      ...pm(),
      functionName: "createNewPool",
      args: [market],
    });
    const [created] = parseEventLogs({
      abi: pm().abi,
      logs: receipt.logs,
      eventName: "MarketCreated",
    }) as unknown as {
      args: { poolId: Hex; principalToken: Address; swapToken: Address };
    }[];
    if (created === undefined) throw new Error("no MarketCreated");
    ({ poolId, principalToken, swapToken } = created.args);
    await send(clients, controller, {
      ...pm(),
      functionName: "updateSwapFeePercentage",
      args: [poolId, SWAP_FEE],
    });
    await send(clients, controller, {
      ...pm(),
      functionName: "updateUnwindSwapFeePercentage",
      args: [poolId, UNWIND_FEE],
    });

    // The user holds both assets and approves the pool manager and the adapter for everything.
    for (const token of [collateral, reference]) {
      await send(clients, user, { ...erc20(token), functionName: "mint", args: [user.address, 10n ** 30n] });
      for (const spender of [protocol.poolManager, protocol.adapter]) {
        await send(clients, user, {
          ...erc20(token),
          functionName: "approve",
          args: [spender, 2n ** 256n - 1n],
        });
      }
    }
  }, 60_000);

  it("compiles every devnet contract, libraries excluded, and renders a deterministic artifacts module", () => {
    expect(Object.keys(artifacts).sort()).toEqual([
      "Adapter",
      "Bundler3",
      "MockERC20",
      "OrderProtocol",
      "PoolManager",
      "PoolShare",
      "RateOracle",
      "WhitelistManager",
    ]);
    for (const artifact of Object.values(artifacts)) expect(artifact.bytecode).toMatch(/^0x[0-9a-f]{100,}$/);
    const header = "// generated from specs/abi (sha256:00), do not edit";
    const module = renderArtifactsModule(artifacts, header);
    expect(module.startsWith(`${header}\n`)).toBe(true);
    expect(module).toContain("export const PoolManagerArtifact = {");
    expect(module).toContain("export const devnetArtifacts = {");
    expect(renderArtifactsModule(artifacts, header)).toBe(module);
  });

  it("fails to compile a contract that drifts from its spec, naming the spec", async () => {
    const specs = await loadSpecs(root);
    const drifted = specs.abis.map((spec) =>
      spec.contract !== "PoolManager"
        ? spec
        : {
            ...spec,
            // A spec whose deposit takes one more argument than the contract implements.
            abi: spec.abi.map((item) =>
              item.name === "deposit"
                ? {
                    ...item,
                    inputs: [
                      ...(item.inputs as AbiParameter[]),
                      { name: "extra", type: "uint256", internalType: "uint256" },
                    ],
                  }
                : item,
            ),
          },
    );
    const result = await compileDevnetContracts(root, drifted);
    expect(result.artifacts).toEqual({});
    const errors = result.problems.filter((p) => p.severity === "error");
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.map((p) => p.file)).toContain("contracts/PoolManager.sol");
    expect(errors.some((p) => /abstract|implement/i.test(p.message))).toBe(true);
  });

  it("identifies the created pool by the MarketId of §1.2", async () => {
    const getIdInput = firstInput(specAbi("PoolManager"), "getId");
    const offChain = keccak256(encodeAbiParameters([getIdInput], [market]));
    const onChain = await clients.publicClient.readContract({
      ...pm(),
      functionName: "getId",
      args: [market],
    });
    expect(onChain).toBe(offChain);
    expect(poolId).toBe(offChain);
    expect(await clients.publicClient.readContract({ ...pm(), functionName: "shares", args: [poolId] })).toEqual([
      principalToken,
      swapToken,
    ]);
  });

  it("deposit mints equal cPT and cST, normalised to 18 decimals", async () => {
    const caIn = 1_000n * 10n ** BigInt(CA_DECIMALS);
    const preview = await clients.publicClient.readContract({
      ...pm(),
      functionName: "previewDeposit",
      args: [poolId, caIn],
    });
    expect(preview).toBe(caIn * 10n ** 12n);
    await send(clients, user, { ...pm(), functionName: "deposit", args: [poolId, caIn, user.address] });
    expect(await balance(principalToken, user.address)).toBe(1_000n * WAD);
    expect(await balance(swapToken, user.address)).toBe(1_000n * WAD);
    expect(await clients.publicClient.readContract({ ...pm(), functionName: "assets", args: [poolId] })).toEqual([
      caIn,
      0n,
    ]);
  });

  it("adapter writes revert with SlippageExceeded or DeadlineExceeded by name", async () => {
    const adapter = { address: protocol.adapter, abi: specAbi("Adapter") };
    const now = await latestTimestamp();
    const params = {
      poolId,
      collateralAssetsIn: 10n ** BigInt(CA_DECIMALS),
      receiver: user.address,
      minCptAndCstSharesOut: WAD,
      deadline: now + 3_600n,
    };
    // One unit of CA gives exactly 1e18 shares, so asking one wei more is a slippage failure.
    const simulate = (p: typeof params) =>
      clients.publicClient.simulateContract({
        ...adapter,
        functionName: "safeDeposit",
        args: [p],
        account: user,
      });
    expect(await revertName(simulate({ ...params, minCptAndCstSharesOut: WAD + 1n }))).toBe("SlippageExceeded");
    expect(await revertName(simulate({ ...params, deadline: now - 1n }))).toBe("DeadlineExceeded");
    expect(await revertName(simulate({ ...params, receiver: "0x0000000000000000000000000000000000000000" }))).toBe(
      "ZeroAddress",
    );
    const before = await balance(principalToken, user.address);
    await send(clients, user, { ...adapter, functionName: "safeDeposit", args: [params] });
    expect((await balance(principalToken, user.address)) - before).toBe(WAD);
    expect(await balance(collateral, protocol.adapter)).toBe(0n);
  });

  it("exercise charges the swap fee of §1.6 in collateral and sends it to the treasury", async () => {
    // Not a whole multiple of the fee's denominator, so each ceil of the pool math is visible
    // (docs/reference/protocol.md#pool-math).
    const cstIn = 100n * WAD + 12_345n * 10n ** 12n;
    const want = expectedExercise(cstIn, RATE, SWAP_FEE, CA_DECIMALS, REF_DECIMALS);
    const { result } = await clients.publicClient.simulateContract({
      ...pm(),
      functionName: "exercise",
      args: [poolId, cstIn, user.address],
      account: user,
    });
    expect(result).toEqual([want.collateralOut, want.referenceIn, want.fee]);
    const [caBefore, refBefore, treasuryBefore] = await Promise.all([
      balance(collateral, user.address),
      balance(reference, user.address),
      balance(collateral, treasury),
    ]);
    const receipt = await send(clients, user, {
      ...pm(),
      functionName: "exercise",
      args: [poolId, cstIn, user.address],
    });
    expect((await balance(collateral, user.address)) - caBefore).toBe(want.collateralOut);
    expect(refBefore - (await balance(reference, user.address))).toBe(want.referenceIn);
    expect((await balance(collateral, treasury)) - treasuryBefore).toBe(want.fee);
    expect(want.fee).toBe(1_000_124n); // 1 % of 100.012345 CA (6 decimals) = 1.00012345, rounded up
    const [fee] = parseEventLogs({ abi: pm().abi, logs: receipt.logs, eventName: "PoolFee" }) as unknown as {
      args: { devFeeAmountInCollateralAsset: bigint; isUnwind: boolean };
    }[];
    expect(fee?.args).toMatchObject({ devFeeAmountInCollateralAsset: want.fee, isUnwind: false });
  });

  it("unwindSwap charges the time-decayed unwind fee", async () => {
    const issuedAt = (await clients.publicClient.readContract({
      address: swapToken,
      abi: specAbi("PoolShare"),
      functionName: "issuedAt",
    })) as bigint;
    // A third of the way to expiry the fee is two thirds of the base fee (docs/reference/protocol.md#pool-math
    // computeT).
    const at = issuedAt + (expiry - issuedAt) / 3n;
    await clients.testClient.setNextBlockTimestamp({ timestamp: at });
    const caIn = 50n * 10n ** BigInt(CA_DECIMALS);
    const want = expectedUnwindSwap(
      caIn,
      RATE,
      UNWIND_FEE,
      remainingLife(issuedAt, expiry, at),
      CA_DECIMALS,
      REF_DECIMALS,
    );
    const flatFee = ceilDiv(caIn * UNWIND_FEE, PERCENT);
    expect(want.fee).toBeLessThan(flatFee);
    expect(want.fee).toBeGreaterThan((flatFee * 6n) / 10n);

    const cstBefore = await balance(swapToken, user.address);
    const refBefore = await balance(reference, user.address);
    const receipt = await send(clients, user, {
      ...pm(),
      functionName: "unwindSwap",
      args: [poolId, caIn, user.address],
    });
    const [fee] = parseEventLogs({ abi: pm().abi, logs: receipt.logs, eventName: "PoolFee" }) as unknown as {
      args: { devFeeAmountInCollateralAsset: bigint; isUnwind: boolean };
    }[];
    expect(fee?.args).toMatchObject({ devFeeAmountInCollateralAsset: want.fee, isUnwind: true });
    expect((await balance(swapToken, user.address)) - cstBefore).toBe(want.cstOut);
    expect((await balance(reference, user.address)) - refBefore).toBe(want.referenceOut);
  });

  it("previews mint, unwindMint, swap, exerciseOther, unwindExercise and unwindExerciseOther by the §1.6 formulas", async () => {
    const block = await clients.publicClient.getBlock();
    const read = async (functionName: string, amount: bigint) =>
      (await clients.publicClient.readContract({
        ...pm(),
        functionName,
        args: [poolId, amount],
        blockNumber: block.number,
      })) as bigint | bigint[];
    const issuedAt = (await clients.publicClient.readContract({
      address: swapToken,
      abi: specAbi("PoolShare"),
      functionName: "issuedAt",
    })) as bigint;
    const decayed = ceilDiv(UNWIND_FEE * remainingLife(issuedAt, expiry, block.timestamp), WAD);
    const grossWithDecay = (base: bigint) => {
      const assetIn = ceilDiv(base * PERCENT, PERCENT - decayed);
      return { assetIn, fee: assetIn - base };
    };
    const S_CA = scale(CA_DECIMALS);

    expect(await read("previewMint", 5n * WAD + 1n)).toBe(5_000_001n); // ceil: one share wei costs a whole CA unit
    expect(await read("previewUnwindMint", 5n * WAD + S_CA - 1n)).toBe(5_000_000n); // dust below one unit stays

    const caOut = 7_654_321n;
    const gross = ceilDiv(caOut * PERCENT, PERCENT - SWAP_FEE);
    const cstIn = gross * S_CA;
    expect(await read("previewSwap", caOut)).toEqual([cstIn, ceilDiv(cstIn * WAD, RATE), gross - caOut]);

    const refIn = 3n * WAD + 17n;
    const cstForRef = (refIn * RATE) / WAD;
    const grossOther = cstForRef / S_CA;
    const feeOther = ceilDiv(grossOther * SWAP_FEE, PERCENT);
    expect(await read("previewExerciseOther", refIn)).toEqual([grossOther - feeOther, cstForRef, feeOther]);

    const cstOut = 2n * WAD + 5n;
    const unwindExercise = grossWithDecay(ceilDiv(cstOut, S_CA));
    expect(await read("previewUnwindExercise", cstOut)).toEqual([
      unwindExercise.assetIn,
      (cstOut * WAD) / RATE,
      unwindExercise.fee,
    ]);

    const refOut = WAD + 3n;
    // REF has 18 decimals and CA 6: normalizeCeil rounds the REF amount up to whole CA units first.
    const unwindOther = grossWithDecay(ceilDiv(ceilDiv(refOut, 10n ** 12n) * RATE, WAD));
    expect(await read("previewUnwindExerciseOther", refOut)).toEqual([
      unwindOther.assetIn,
      (refOut * RATE) / WAD,
      unwindOther.fee,
    ]);
  });

  it("moves swapRate toward the oracle by at most the rate-change credits, clamped (§1.7)", async () => {
    const oracleContract = { address: oracle, abi: artifacts.RateOracle!.abi as Abi };
    const swapRate = async () =>
      (await clients.publicClient.readContract({
        ...pm(),
        functionName: "swapRate",
        args: [poolId],
      })) as bigint;
    expect(await swapRate()).toBe(RATE);
    // No write has adjusted the rate since creation, so the credits are full: 7e15 = rateChangeCapacityMax.
    await send(clients, controller, {
      ...oracleContract,
      functionName: "setRate",
      args: [RATE + 5n * 10n ** 16n],
    });
    expect(await swapRate()).toBe(RATE + market.rateChangeCapacityMax);
    await send(clients, controller, { ...oracleContract, functionName: "setRate", args: [RATE - 1n] });
    expect(await swapRate()).toBe(RATE - 1n);
    await send(clients, controller, { ...oracleContract, functionName: "setRate", args: [RATE] });
    expect(await swapRate()).toBe(RATE);
  });

  it("withdraws before expiry through the Adapter, pro rata of the live balances (seed 001 adapter table)", async () => {
    const adapter = { address: protocol.adapter, abi: specAbi("Adapter") };
    const caOut = 10n ** BigInt(CA_DECIMALS);
    const [cptIn, actualCa, actualRef] = (await clients.publicClient.readContract({
      ...pm(),
      functionName: "previewWithdraw",
      args: [poolId, caOut],
    })) as [bigint, bigint, bigint];
    const supply = (await clients.publicClient.readContract({
      address: principalToken,
      abi: specAbi("PoolShare"),
      functionName: "totalSupply",
    })) as bigint;
    const [caLive, refLive] = (await clients.publicClient.readContract({
      ...pm(),
      functionName: "assets",
      args: [poolId],
    })) as [bigint, bigint];
    expect(cptIn).toBe(ceilDiv(caOut * supply, caLive));
    expect([actualCa, actualRef]).toEqual([(cptIn * caLive) / supply, (cptIn * refLive) / supply]);
    expect(actualRef).toBeGreaterThan(0n);

    await send(clients, user, {
      ...erc20(principalToken),
      functionName: "approve",
      args: [protocol.adapter, cptIn],
    });
    const params = {
      poolId,
      collateralAssetsOut: caOut,
      owner: user.address,
      receiver: user.address,
      maxCptSharesIn: cptIn,
      deadline: (await latestTimestamp()) + 600n,
    };
    const simulate = (p: typeof params) =>
      clients.publicClient.simulateContract({
        ...adapter,
        functionName: "safeWithdraw",
        args: [p],
        account: user,
      });
    expect(await revertName(simulate({ ...params, maxCptSharesIn: cptIn - 1n }))).toBe("SlippageExceeded");
    expect(await revertName(simulate({ ...params, owner: taker.address }))).toBe("UnexpectedOwner");
    const [cptBefore, caBefore, refBefore] = await Promise.all([
      balance(principalToken, user.address),
      balance(collateral, user.address),
      balance(reference, user.address),
    ]);
    await send(clients, user, { ...adapter, functionName: "safeWithdraw", args: [params] });
    expect(cptBefore - (await balance(principalToken, user.address))).toBe(cptIn);
    expect((await balance(collateral, user.address)) - caBefore).toBe(actualCa);
    expect((await balance(reference, user.address)) - refBefore).toBe(actualRef);
  });

  it("pauses one action by bitmap and gates a whitelisted market", async () => {
    await send(clients, controller, { ...pm(), functionName: "setPausedBitMap", args: [poolId, 1] });
    expect(
      await clients.publicClient.readContract({
        ...pm(),
        functionName: "previewDeposit",
        args: [poolId, 1n],
      }),
    ).toBe(0n);
    expect(
      await revertName(
        clients.publicClient.simulateContract({
          ...pm(),
          functionName: "deposit",
          args: [poolId, 1n, user.address],
          account: user,
        }),
      ),
    ).toBe("EnforcedPause");
    await send(clients, controller, { ...pm(), functionName: "setPausedBitMap", args: [poolId, 0] });
    expect(
      await revertName(
        clients.publicClient.simulateContract({
          ...pm(),
          functionName: "updateSwapFeePercentage",
          args: [poolId, 5n * WAD + 1n],
          account: controller,
        }),
      ),
    ).toBe("InvalidFees");

    // The controller enables a market's whitelist before creating it (docs/reference/protocol.md#whitelist), then
    // whitelists the user.
    const whitelist = { address: protocol.whitelistManager, abi: specAbi("WhitelistManager") };
    const gated = { ...market, expiryTimestamp: market.expiryTimestamp + 86_400n };
    const gatedId = (await clients.publicClient.readContract({
      ...pm(),
      functionName: "getId",
      args: [gated],
    })) as Hex;
    await send(clients, controller, {
      ...whitelist,
      functionName: "activateMarketWhitelist",
      args: [gatedId],
    });
    await send(clients, controller, { ...pm(), functionName: "createNewPool", args: [gated] });
    expect(
      await revertName(
        clients.publicClient.simulateContract({
          ...whitelist,
          functionName: "activateMarketWhitelist",
          args: [poolId],
          account: controller,
        }),
      ),
    ).toBe("AlreadyInitialized");
    expect(
      await revertName(
        clients.publicClient.simulateContract({
          ...pm(),
          functionName: "deposit",
          args: [gatedId, 1n, user.address],
          account: user,
        }),
      ),
    ).toBe("NotWhitelisted");
    await send(clients, controller, {
      ...whitelist,
      functionName: "addToMarketWhitelist",
      args: [gatedId, [user.address]],
    });
    expect(
      await clients.publicClient.readContract({
        ...whitelist,
        functionName: "isWhitelisted",
        args: [gatedId, user.address],
      }),
    ).toBe(true);
    await send(clients, user, { ...pm(), functionName: "deposit", args: [gatedId, 1n, user.address] });
  });

  it("an order signed with signTypedData hashes the same on chain and fills, emitting OrderFilled", async () => {
    const lop = { address: protocol.orderProtocol, abi: specAbi("OrderProtocol") };
    // The calldata's Order has uint256 words where the typed data has addresses (1inch `Address`).
    expect(firstInput(lop.abi, "hashOrder").components.map((c) => c.name)).toEqual(
      ORDER_TYPES.Order.map((c) => c.name),
    );
    const expiration = (await latestTimestamp()) + 86_400n;
    const ALLOW_MULTIPLE_FILLS = 1n << 254n;
    const order = {
      salt: 42n,
      maker: user.address,
      receiver: "0x0000000000000000000000000000000000000000" as Address,
      makerAsset: swapToken,
      takerAsset: collateral,
      makingAmount: 10n * WAD,
      takingAmount: 500_000n, // 0.5 CA for 10 cST
      makerTraits: ALLOW_MULTIPLE_FILLS | (expiration << 80n),
    };
    const domain = {
      name: "1inch Aggregation Router",
      version: "6",
      chainId: 31_337,
      verifyingContract: protocol.orderProtocol,
    };
    const typed = {
      domain,
      types: ORDER_TYPES,
      primaryType: "Order" as const,
      message: order,
    };
    const offChain = hashTypedData(typed);
    const words = toOrderStruct(order);
    expect(await clients.publicClient.readContract({ ...lop, functionName: "hashOrder", args: [words] })).toBe(
      offChain,
    );

    const signature = await clients.wallet(user).signTypedData({ ...typed, account: user });
    const { r, yParityAndS } = signatureToCompactSignature(parseSignature(signature));
    await send(clients, user, {
      ...erc20(swapToken),
      functionName: "approve",
      args: [protocol.orderProtocol, order.makingAmount],
    });
    await send(clients, taker, {
      ...erc20(collateral),
      functionName: "mint",
      args: [taker.address, 10n ** 12n],
    });
    await send(clients, taker, {
      ...erc20(collateral),
      functionName: "approve",
      args: [protocol.orderProtocol, 10n ** 12n],
    });

    const makerCaBefore = await balance(collateral, user.address);
    // takerTraits 0: `amount` is a taking amount; half the order.
    const receipt = await send(clients, taker, {
      ...lop,
      functionName: "fillOrder",
      args: [words, r, yParityAndS, 250_000n, 0n],
    });
    const [filled] = parseEventLogs({
      abi: lop.abi,
      logs: receipt.logs,
      eventName: "OrderFilled",
    }) as unknown as {
      args: { orderHash: Hex; remainingAmount: bigint };
    }[];
    expect(filled?.args).toEqual({ orderHash: offChain, remainingAmount: 5n * WAD });
    expect(await balance(swapToken, taker.address)).toBe(5n * WAD);
    expect((await balance(collateral, user.address)) - makerCaBefore).toBe(250_000n);
    expect(
      await clients.publicClient.readContract({
        ...lop,
        functionName: "remainingInvalidatorForOrder",
        args: [user.address, offChain],
      }),
    ).toBe(5n * WAD);
    // A signature by anyone but the maker is refused.
    const forged = await clients.wallet(taker).signTypedData({ ...typed, account: taker });
    const compact = signatureToCompactSignature(parseSignature(forged));
    expect(
      await revertName(
        clients.publicClient.simulateContract({
          ...lop,
          functionName: "fillOrder",
          args: [words, compact.r, compact.yParityAndS, 1n, 0n],
          account: taker,
        }),
      ),
    ).toBe("BadSignature");
    expect(getAddress(order.maker)).toBe(user.address);
  });

  it("cancels a single-fill order through the maker's bit invalidator", async () => {
    const lop = { address: protocol.orderProtocol, abi: specAbi("OrderProtocol") };
    const nonce = 300n; // slot 1, bit 44
    const order = {
      salt: 7n,
      maker: user.address,
      receiver: user.address,
      makerAsset: swapToken,
      takerAsset: collateral,
      makingAmount: WAD,
      takingAmount: 1_000n,
      makerTraits: nonce << 120n, // ALLOW_MULTIPLE_FILLS clear: the bit invalidator applies
    };
    const receipt = await send(clients, user, {
      ...lop,
      functionName: "cancelOrder",
      args: [order.makerTraits, keccak256("0x")],
    });
    const [updated] = parseEventLogs({
      abi: lop.abi,
      logs: receipt.logs,
      eventName: "BitInvalidatorUpdated",
    }) as unknown as {
      args: { maker: Address; slotIndex: bigint; slotValue: bigint };
    }[];
    expect(updated?.args).toEqual({ maker: user.address, slotIndex: 1n, slotValue: 1n << 44n });
    const domain = {
      name: "1inch Aggregation Router",
      version: "6",
      chainId: 31_337,
      verifyingContract: protocol.orderProtocol,
    };
    const signature = await clients.wallet(user).signTypedData({
      domain,
      types: ORDER_TYPES,
      primaryType: "Order",
      message: order,
      account: user,
    });
    const { r, yParityAndS } = signatureToCompactSignature(parseSignature(signature));
    expect(
      await revertName(
        clients.publicClient.simulateContract({
          ...lop,
          functionName: "fillOrder",
          args: [toOrderStruct(order), r, yParityAndS, 1_000n, 0n],
          account: taker,
        }),
      ),
    ).toBe("BitInvalidatedOrder");
  });

  it("redeem after expiry pays cPT pro rata of the archived balances", async () => {
    const cptPreExpiry = await clients.publicClient.readContract({
      ...pm(),
      functionName: "maxRedeem",
      args: [poolId, user.address],
    });
    expect(cptPreExpiry).toBe(0n);
    expect(
      await revertName(
        clients.publicClient.simulateContract({
          ...pm(),
          functionName: "redeem",
          args: [poolId, WAD, user.address, user.address],
          account: user,
        }),
      ),
    ).toBe("NotExpired");

    await clients.testClient.setNextBlockTimestamp({ timestamp: expiry + 1n });
    await clients.testClient.mine({ blocks: 1 });
    const cptIn = await balance(principalToken, user.address);
    const supply = (await clients.publicClient.readContract({
      address: principalToken,
      abi: specAbi("PoolShare"),
      functionName: "totalSupply",
    })) as bigint;
    const [caLive, refLive] = (await clients.publicClient.readContract({
      ...pm(),
      functionName: "assets",
      args: [poolId],
    })) as [bigint, bigint];
    const half = cptIn / 2n;
    const want = [(half * refLive) / supply, (half * caLive) / supply];
    expect(
      await clients.publicClient.readContract({
        ...pm(),
        functionName: "previewRedeem",
        args: [poolId, half],
      }),
    ).toEqual(want);

    const caBefore = await balance(collateral, user.address);
    await send(clients, user, {
      ...pm(),
      functionName: "redeem",
      args: [poolId, half, user.address, user.address],
    });
    expect((await balance(collateral, user.address)) - caBefore).toBe(want[1]);
    expect(await balance(principalToken, user.address)).toBe(cptIn - half);
    // The archive is what later redeemers share; deposits after expiry are refused.
    expect(await clients.publicClient.readContract({ ...pm(), functionName: "assets", args: [poolId] })).toEqual([
      caLive - want[1]!,
      refLive - want[0]!,
    ]);
    expect(
      await revertName(
        clients.publicClient.simulateContract({
          ...pm(),
          functionName: "deposit",
          args: [poolId, 1n, user.address],
          account: user,
        }),
      ),
    ).toBe("Expired");
  });
});
