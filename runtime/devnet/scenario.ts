/**
 * The demo scenario: four pools (a whitelisted market, one expiring soon, one with swap and unwind
 * fees, one that matures and is redeemed), deposits, exercises, swaps, repurchases, an unwind and a
 * withdrawal through the Adapter's `safe*` functions with slippage bounds and deadlines built from
 * the pool manager's previews, and four signed limit orders (partly filled, filled, cancelled,
 * open). Every amount, salt and time is fixed, so a fresh chain gives the same manifest every run.
 */
import { type Address, getAddress, type PrivateKeyAccount } from "viem";
import { type Market, orderDomain } from "../../generated/contracts/index.js";
import type { DevnetClients } from "./chain.ts";
import { createPool, DEVNET_TOKENS, type DeployedProtocol, type DevnetTokenKey } from "./deploy.ts";
import { type DevnetManifest, type DevnetPool, marketToManifest } from "./manifest.ts";
import { adapterActions } from "./scenario-adapter.ts";
import {
  accountFor,
  type Context,
  DAY,
  devnetAccounts,
  erc20Approve,
  erc20Mint,
  type PoolPlan,
  type ScenarioPool,
  type ScenarioPoolKey,
  units,
  WAD,
} from "./scenario-base.ts";
import { signAndSettleOrders } from "./scenario-orders.ts";

export {
  accountFor,
  DEVNET_ACCOUNT_ROLES,
  devnetAccounts,
  type ScenarioPoolKey,
} from "./scenario-base.ts";
export { remainingMakingAmount } from "./scenario-orders.ts";

/**
 * Default genesis time, 2030-01-01T00:00:00Z. A fixed genesis makes expiries, and so MarketIds,
 * identical on every fresh devnet; the devnet's clock is its own, not the wall clock.
 */
export const DEVNET_GENESIS_TIMESTAMP = 1_893_456_000;

/** Seconds between blocks while the devnet is seeded (anvil's block timestamp interval), as on mainnet. */
export const SEED_BLOCK_INTERVAL_SECONDS = 12;

/** Static USD prices of the devnet tokens (a yield-bearing dollar above par, wstETH = WETH / 0.85). */
export const DEVNET_PRICES: Record<DevnetTokenKey, number> = {
  collateral: 1.05,
  reference: 1,
  stakedEther: 3530,
  ether: 3000,
};

/** Rate bounds of the markets: clamp [0.5, 1.0], at most 0.001 per day, credit capped at 0.01. */
const RATE_BOUNDS = {
  rateMin: 5n * 10n ** 17n,
  rateMax: WAD,
  rateChangePerDayMax: 10n ** 15n,
  rateChangeCapacityMax: 10n ** 16n,
} as const;

/**
 * The pools, in creation order. `matured` expires one day after genesis and the scenario travels
 * past it; `expiringSoon` then has about two days left.
 */
const POOL_PLANS: readonly PoolPlan[] = [
  {
    key: "whitelisted",
    collateral: "collateral",
    reference: "reference",
    oracle: "usd",
    expiresAfter: 90n * DAY,
    swapFee: 0n,
    unwindSwapFee: 0n,
    whitelist: ["maker", "whitelisted"],
  },
  {
    key: "expiringSoon",
    collateral: "collateral",
    reference: "reference",
    oracle: "usd",
    expiresAfter: 3n * DAY,
    swapFee: 0n,
    unwindSwapFee: 0n,
  },
  {
    key: "fees",
    collateral: "stakedEther",
    reference: "ether",
    oracle: "eth",
    expiresAfter: 60n * DAY,
    swapFee: 5n * 10n ** 17n, // 0.5 %
    unwindSwapFee: WAD, // 1 % at issuance, decaying to 0 at expiry (docs/reference/protocol.md#pool-math)
  },
  {
    key: "matured",
    collateral: "collateral",
    reference: "reference",
    oracle: "usd",
    expiresAfter: DAY,
    swapFee: 0n,
    unwindSwapFee: 0n,
  },
];

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

/** `<CA>-<REF>-<DDMONYYYY>` of the expiry in UTC, the data service's poolName style (`sUSDe-vbUSDC-20APR2026`). */
export function poolName(collateralSymbol: string, referenceSymbol: string, expiry: bigint): string {
  const date = new Date(Number(expiry) * 1000);
  const day = String(date.getUTCDate()).padStart(2, "0");
  return `${collateralSymbol}-${referenceSymbol}-${day}${MONTHS[date.getUTCMonth()]}${date.getUTCFullYear()}`;
}

/** The manifest of a deployment without pools or orders (what `--no-scenario` publishes). */
export async function deploymentManifest(clients: DevnetClients, protocol: DeployedProtocol): Promise<DevnetManifest> {
  const genesis = await clients.publicClient.getBlock({ blockNumber: 0n });
  const { contracts } = protocol;
  const prices = Object.fromEntries(
    (Object.keys(DEVNET_PRICES) as DevnetTokenKey[]).map((key) => [contracts.tokens[key], DEVNET_PRICES[key]]),
  ) as Record<Address, number>;
  return {
    chainId: clients.chain.id,
    rpcUrl: clients.rpcUrl,
    startBlock: Number(protocol.startBlock),
    genesisTimestamp: Number(genesis.timestamp),
    contracts: {
      poolManager: contracts.poolManager,
      adapter: contracts.adapter,
      whitelistManager: contracts.whitelistManager,
      orderProtocol: contracts.orderProtocol,
      bundler3: contracts.bundler3,
      rateOracles: { ...contracts.rateOracles },
      tokens: { ...contracts.tokens },
    },
    orderDomain: { ...orderDomain({ chainId: clients.chain.id, verifyingContract: contracts.orderProtocol }) },
    pools: [],
    orders: [],
    accounts: devnetAccounts(),
    prices,
    usdPrices: { ...prices },
  };
}

/** Every trader holds a million of each token, and all but the plain user let the Adapter pull them. */
async function fundTraders(ctx: Context, controller: PrivateKeyAccount): Promise<void> {
  const traders = (["maker", "taker", "whitelisted"] as const).map((role) => accountFor(role).account);
  const user = accountFor("user").account;
  for (const key of Object.keys(DEVNET_TOKENS) as DevnetTokenKey[]) {
    for (const account of [...traders, user]) {
      await erc20Mint(ctx, controller, ctx.contracts.tokens[key], account.address, units(key, 1_000_000n));
    }
    for (const account of traders) {
      await erc20Approve(ctx, account, ctx.contracts.tokens[key], ctx.contracts.adapter);
    }
  }
}

/** The planned pools, created in plan order; the traders let the Adapter pull each pool's shares. */
async function createScenarioPools(
  ctx: Context,
  controller: PrivateKeyAccount,
  genesis: bigint,
): Promise<Map<ScenarioPoolKey, ScenarioPool>> {
  const { clients, contracts } = ctx;
  const pools = new Map<ScenarioPoolKey, ScenarioPool>();
  for (const plan of POOL_PLANS) {
    const market: Market = {
      collateralAsset: contracts.tokens[plan.collateral],
      referenceAsset: contracts.tokens[plan.reference],
      expiryTimestamp: genesis + plan.expiresAfter,
      ...RATE_BOUNDS,
      rateOracle: contracts.rateOracles[plan.oracle],
    };
    const whitelistedAccounts = (plan.whitelist ?? []).map((role) => accountFor(role).account.address);
    const created = await createPool(clients, contracts, controller, {
      market,
      swapFee: plan.swapFee,
      unwindSwapFee: plan.unwindSwapFee,
      ...(plan.whitelist === undefined ? {} : { marketWhitelist: whitelistedAccounts }),
    });
    pools.set(plan.key, {
      plan,
      poolId: created.poolId,
      market,
      principalToken: created.principalToken,
      swapToken: created.swapToken,
      createdBlock: created.blockNumber,
      whitelistedAccounts,
    });
  }
  // The Adapter pulls cST (exercise, swap), cPT (redeem, withdraw) or both (unwind) from the caller.
  for (const p of pools.values()) {
    for (const role of ["maker", "taker", "whitelisted"] as const) {
      const account = accountFor(role).account;
      await erc20Approve(ctx, account, p.principalToken, contracts.adapter);
      await erc20Approve(ctx, account, p.swapToken, contracts.adapter);
    }
  }
  return pools;
}

/** The manifest's description of each scenario pool. */
function poolsToManifest(pools: Map<ScenarioPoolKey, ScenarioPool>): DevnetPool[] {
  return [...pools.values()].map((p): DevnetPool => {
    const collateral = DEVNET_TOKENS[p.plan.collateral];
    const reference = DEVNET_TOKENS[p.plan.reference];
    return {
      poolId: p.poolId,
      name: poolName(collateral.symbol, reference.symbol, p.market.expiryTimestamp),
      key: p.plan.key,
      collateralAsset: getAddress(p.market.collateralAsset),
      referenceAsset: getAddress(p.market.referenceAsset),
      collateralDecimals: collateral.decimals,
      referenceDecimals: reference.decimals,
      principalToken: p.principalToken,
      swapToken: p.swapToken,
      expiry: Number(p.market.expiryTimestamp),
      swapFee: p.plan.swapFee.toString(),
      unwindSwapFee: p.plan.unwindSwapFee.toString(),
      whitelisted: p.plan.whitelist !== undefined,
      whitelistedAccounts: p.whitelistedAccounts,
      rateOracle: p.market.rateOracle,
      market: marketToManifest(p.market),
      createdBlock: Number(p.createdBlock),
    };
  });
}

/**
 * Runs the demo scenario on a fresh deployment and returns the manifest. Travels in time (past the
 * `matured` pool's expiry) with `evm_setNextBlockTimestamp` + `evm_mine`, so the chain's clock ends
 * about a day after genesis.
 */
export async function runScenario(clients: DevnetClients, protocol: DeployedProtocol): Promise<DevnetManifest> {
  const ctx: Context = { clients, contracts: protocol.contracts };
  const controller = protocol.deployer;
  const genesis = (await clients.publicClient.getBlock({ blockNumber: 0n })).timestamp;
  const maker = accountFor("maker").account;
  const taker = accountFor("taker").account;
  const whitelisted = accountFor("whitelisted").account;

  // Fund the traders with every token and let the Adapter pull them.
  await fundTraders(ctx, controller);
  const pools = await createScenarioPools(ctx, controller, genesis);
  const pool = (key: ScenarioPoolKey): ScenarioPool => {
    const found = pools.get(key);
    if (found === undefined) throw new Error(`no scenario pool ${key}`);
    return found;
  };
  const cUsd = (amount: bigint) => units("collateral", amount);

  // Liquidity: the maker deposits everywhere, the whitelisted account and the taker in some pools.
  await adapterActions.deposit(ctx, maker, pool("whitelisted"), cUsd(10_000n));
  await adapterActions.deposit(ctx, maker, pool("expiringSoon"), cUsd(5_000n));
  await adapterActions.deposit(ctx, maker, pool("fees"), units("stakedEther", 100n));
  await adapterActions.deposit(ctx, maker, pool("matured"), cUsd(2_000n));
  await adapterActions.deposit(ctx, whitelisted, pool("whitelisted"), cUsd(2_500n));
  await adapterActions.deposit(ctx, taker, pool("expiringSoon"), cUsd(1_000n));
  await adapterActions.deposit(ctx, taker, pool("fees"), units("stakedEther", 20n));
  await adapterActions.deposit(ctx, taker, pool("matured"), cUsd(500n));

  // Exercises (cST + REF -> CA, the fees pool charges 0.5 %) and an exact-out swap.
  await adapterActions.exercise(ctx, taker, pool("fees"), 5n * WAD);
  await adapterActions.exercise(ctx, maker, pool("matured"), 200n * WAD);
  await adapterActions.exercise(ctx, whitelisted, pool("whitelisted"), 300n * WAD);
  await adapterActions.swap(ctx, taker, pool("expiringSoon"), cUsd(100n));

  // Repurchases buy back the cST (and REF) the exercises left in the pools.
  await adapterActions.unwindSwap(ctx, maker, pool("fees"), units("stakedEther", 1n));
  await adapterActions.unwindSwap(ctx, taker, pool("expiringSoon"), cUsd(50n));

  // An unwind of a paired position.
  await adapterActions.unwindDeposit(ctx, maker, pool("expiringSoon"), cUsd(500n));

  const orders = await signAndSettleOrders(ctx, pools, genesis);

  // Travel past the matured pool's expiry, then redeem and withdraw there (docs/reference/protocol.md#pool-math: pro
  // rata of the archive).
  await clients.testClient.setNextBlockTimestamp({ timestamp: pool("matured").market.expiryTimestamp + 3_600n });
  await clients.testClient.mine({ blocks: 1 });
  await adapterActions.redeem(ctx, maker, pool("matured"), 1_000n * WAD);
  await adapterActions.withdraw(ctx, taker, pool("matured"), cUsd(100n));

  const manifest = await deploymentManifest(clients, protocol);
  manifest.pools = poolsToManifest(pools);
  manifest.orders = orders;
  return manifest;
}
