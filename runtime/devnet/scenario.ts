/**
 * The demo scenario: four pools (a whitelisted market, one expiring soon, one with swap and unwind
 * fees, one that matures and is redeemed), deposits, exercises, swaps, repurchases, an unwind and a
 * withdrawal through the Adapter's `safe*` functions with slippage bounds and deadlines built from
 * the pool manager's previews, and four signed limit orders (partly filled, filled, cancelled,
 * open). Every amount, salt and time is fixed, so a fresh chain gives the same manifest every run.
 */
import { type Address, getAddress, type Hex, maxUint256, type PrivateKeyAccount } from "viem";
import {
  buildSafeDeposit,
  buildSafeExercise,
  buildSafeRedeem,
  buildSafeSwap,
  buildSafeUnwindDeposit,
  buildSafeUnwindSwap,
  buildSafeWithdraw,
  deadlineIn,
  decodeMakerTraits,
  EMPTY_MAKER_TRAITS,
  encodeMakerTraits,
  hashOrder,
  type Market,
  type Order,
  orderDomain,
  orderTypedData,
  readOrderProtocolBitInvalidatorForOrder,
  readOrderProtocolHashOrder,
  readOrderProtocolRemainingInvalidatorForOrder,
  readPoolManagerPreviewDeposit,
  readPoolManagerPreviewExercise,
  readPoolManagerPreviewRedeem,
  readPoolManagerPreviewSwap,
  readPoolManagerPreviewUnwindDeposit,
  readPoolManagerPreviewUnwindSwap,
  readPoolManagerPreviewWithdraw,
  toCompactOrderSignature,
  usesBitInvalidator,
  writeAdapterSafeDeposit,
  writeAdapterSafeExercise,
  writeAdapterSafeRedeem,
  writeAdapterSafeSwap,
  writeAdapterSafeUnwindDeposit,
  writeAdapterSafeUnwindSwap,
  writeAdapterSafeWithdraw,
  writeOrderProtocolCancelOrder,
  writeOrderProtocolFillOrder,
} from "../../generated/contracts/index.js";
import { devnetArtifacts } from "../../generated/devnet/artifacts.js";
import { confirm, type DevAccount, type DevnetClients, devAccount, latestTimestamp } from "./chain.ts";
import {
  createPool,
  DEVNET_TOKENS,
  type DeployedContracts,
  type DeployedProtocol,
  type DevnetTokenKey,
  type RateOracleKey,
} from "./deploy.ts";
import {
  type DevnetAccount,
  type DevnetAccountRole,
  type DevnetManifest,
  type DevnetOrder,
  type DevnetOrderStatus,
  type DevnetPool,
  marketToManifest,
  orderToManifest,
} from "./manifest.ts";

/**
 * Default genesis time, 2030-01-01T00:00:00Z. A fixed genesis makes expiries, and so MarketIds,
 * identical on every fresh devnet; the devnet's clock is its own, not the wall clock.
 */
export const DEVNET_GENESIS_TIMESTAMP = 1_893_456_000;

/** Seconds between blocks while the devnet is seeded (anvil's block timestamp interval), as on mainnet. */
export const SEED_BLOCK_INTERVAL_SECONDS = 12;

const DAY = 86_400n;
const WAD = 10n ** 18n;
/** Slippage tolerance of every scenario `safe*` call: 0.5 %. */
const SLIPPAGE_BPS = 50;
/** Deadline of every scenario `safe*` call: ten minutes after the latest block. */
const DEADLINE_SECONDS = 600;

/** Published dev accounts, by mnemonic index. */
export const DEVNET_ACCOUNT_ROLES: readonly DevnetAccountRole[] = [
  "controller",
  "treasury",
  "maker",
  "taker",
  "whitelisted",
  "user",
];

/** The dev account playing `role` (its index in {@link DEVNET_ACCOUNT_ROLES}). */
export function accountFor(role: DevnetAccountRole): DevAccount {
  return devAccount(DEVNET_ACCOUNT_ROLES.indexOf(role));
}

/** The manifest's `accounts`: anvil's public dev keys with their scenario roles. */
export function devnetAccounts(): DevnetAccount[] {
  return DEVNET_ACCOUNT_ROLES.map((role, index) => {
    const { account, privateKey } = devAccount(index);
    return { address: account.address, privateKey, role };
  });
}

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

/** Key of a scenario pool. */
export type ScenarioPoolKey = "whitelisted" | "expiringSoon" | "fees" | "matured";

interface PoolPlan {
  key: ScenarioPoolKey;
  collateral: DevnetTokenKey;
  reference: DevnetTokenKey;
  oracle: RateOracleKey;
  /** Expiry after genesis. */
  expiresAfter: bigint;
  swapFee: bigint;
  unwindSwapFee: bigint;
  /** Roles on the market whitelist; absent = no market whitelist. */
  whitelist?: readonly DevnetAccountRole[];
}

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

/** `amount` whole tokens of `key` in native units. */
function units(key: DevnetTokenKey, amount: bigint): bigint {
  return amount * 10n ** BigInt(DEVNET_TOKENS[key].decimals);
}

/** A pool as the scenario tracks it. */
interface ScenarioPool {
  plan: PoolPlan;
  poolId: Hex;
  market: Market;
  principalToken: Address;
  swapToken: Address;
  createdBlock: bigint;
  whitelistedAccounts: Address[];
}

/** Shared state of one scenario run. */
interface Context {
  clients: DevnetClients;
  contracts: DeployedContracts;
}

async function erc20Approve(ctx: Context, owner: PrivateKeyAccount, token: Address, spender: Address): Promise<void> {
  await confirm(
    ctx.clients,
    ctx.clients.wallet(owner).writeContract({
      address: token,
      abi: devnetArtifacts.MockERC20.abi,
      functionName: "approve",
      args: [spender, maxUint256],
    }),
    "approve",
  );
}

async function erc20Mint(ctx: Context, minter: PrivateKeyAccount, token: Address, to: Address, amount: bigint) {
  await confirm(
    ctx.clients,
    ctx.clients.wallet(minter).writeContract({
      address: token,
      abi: devnetArtifacts.MockERC20.abi,
      functionName: "mint",
      args: [to, amount],
    }),
    "mint",
  );
}

/** Slippage, deadline and receiver shared by every `safe*` call of `actor`. */
async function safeCommon(ctx: Context, actor: PrivateKeyAccount, pool: ScenarioPool) {
  return {
    poolId: pool.poolId,
    receiver: actor.address,
    slippageBps: SLIPPAGE_BPS,
    deadline: deadlineIn(DEADLINE_SECONDS, await latestTimestamp(ctx.clients)),
  };
}

/** The Adapter's `safe*` operations, each sized from the pool manager's preview of the same call. */
const adapterActions = {
  async deposit(ctx: Context, actor: PrivateKeyAccount, pool: ScenarioPool, collateralAssetsIn: bigint) {
    const { publicClient } = ctx.clients;
    const preview = await readPoolManagerPreviewDeposit(publicClient, ctx.contracts.poolManager, [
      pool.poolId,
      collateralAssetsIn,
    ]);
    const params = buildSafeDeposit({ ...(await safeCommon(ctx, actor, pool)), collateralAssetsIn, preview });
    const wallet = ctx.clients.wallet(actor);
    await confirm(ctx.clients, writeAdapterSafeDeposit(wallet, ctx.contracts.adapter, [params], {}), "safeDeposit");
  },

  async exercise(ctx: Context, actor: PrivateKeyAccount, pool: ScenarioPool, cstSharesIn: bigint) {
    const [collateralAssetsOut, referenceAssetsIn] = await readPoolManagerPreviewExercise(
      ctx.clients.publicClient,
      ctx.contracts.poolManager,
      [pool.poolId, cstSharesIn],
    );
    const params = buildSafeExercise({
      ...(await safeCommon(ctx, actor, pool)),
      cstSharesIn,
      preview: { collateralAssetsOut, referenceAssetsIn },
    });
    const wallet = ctx.clients.wallet(actor);
    await confirm(ctx.clients, writeAdapterSafeExercise(wallet, ctx.contracts.adapter, [params], {}), "safeExercise");
  },

  async swap(ctx: Context, actor: PrivateKeyAccount, pool: ScenarioPool, collateralAssetsOut: bigint) {
    const [cstSharesIn, referenceAssetsIn] = await readPoolManagerPreviewSwap(
      ctx.clients.publicClient,
      ctx.contracts.poolManager,
      [pool.poolId, collateralAssetsOut],
    );
    const params = buildSafeSwap({
      ...(await safeCommon(ctx, actor, pool)),
      collateralAssetsOut,
      preview: { cstSharesIn, referenceAssetsIn },
    });
    const wallet = ctx.clients.wallet(actor);
    await confirm(ctx.clients, writeAdapterSafeSwap(wallet, ctx.contracts.adapter, [params], {}), "safeSwap");
  },

  /** Repurchase: CA in, cST and REF out, minus the time-decayed unwind fee. */
  async unwindSwap(ctx: Context, actor: PrivateKeyAccount, pool: ScenarioPool, collateralAssetsIn: bigint) {
    const [cstSharesOut, referenceAssetsOut] = await readPoolManagerPreviewUnwindSwap(
      ctx.clients.publicClient,
      ctx.contracts.poolManager,
      [pool.poolId, collateralAssetsIn],
    );
    const params = buildSafeUnwindSwap({
      ...(await safeCommon(ctx, actor, pool)),
      collateralAssetsIn,
      preview: { cstSharesOut, referenceAssetsOut },
    });
    const wallet = ctx.clients.wallet(actor);
    await confirm(
      ctx.clients,
      writeAdapterSafeUnwindSwap(wallet, ctx.contracts.adapter, [params], {}),
      "safeUnwindSwap",
    );
  },

  async unwindDeposit(ctx: Context, actor: PrivateKeyAccount, pool: ScenarioPool, collateralAssetsOut: bigint) {
    const preview = await readPoolManagerPreviewUnwindDeposit(ctx.clients.publicClient, ctx.contracts.poolManager, [
      pool.poolId,
      collateralAssetsOut,
    ]);
    const params = buildSafeUnwindDeposit({
      ...(await safeCommon(ctx, actor, pool)),
      collateralAssetsOut,
      owner: actor.address,
      preview,
    });
    const wallet = ctx.clients.wallet(actor);
    await confirm(
      ctx.clients,
      writeAdapterSafeUnwindDeposit(wallet, ctx.contracts.adapter, [params], {}),
      "safeUnwindDeposit",
    );
  },

  async redeem(ctx: Context, actor: PrivateKeyAccount, pool: ScenarioPool, cptSharesIn: bigint) {
    const [referenceAssetsOut, collateralAssetsOut] = await readPoolManagerPreviewRedeem(
      ctx.clients.publicClient,
      ctx.contracts.poolManager,
      [pool.poolId, cptSharesIn],
    );
    const params = buildSafeRedeem({
      ...(await safeCommon(ctx, actor, pool)),
      cptSharesIn,
      owner: actor.address,
      preview: { referenceAssetsOut, collateralAssetsOut },
    });
    const wallet = ctx.clients.wallet(actor);
    await confirm(ctx.clients, writeAdapterSafeRedeem(wallet, ctx.contracts.adapter, [params], {}), "safeRedeem");
  },

  async withdraw(ctx: Context, actor: PrivateKeyAccount, pool: ScenarioPool, collateralAssetsOut: bigint) {
    const [cptSharesIn] = await readPoolManagerPreviewWithdraw(ctx.clients.publicClient, ctx.contracts.poolManager, [
      pool.poolId,
      collateralAssetsOut,
    ]);
    const params = buildSafeWithdraw({
      ...(await safeCommon(ctx, actor, pool)),
      collateralAssetsOut,
      owner: actor.address,
      preview: { cptSharesIn },
    });
    const wallet = ctx.clients.wallet(actor);
    await confirm(ctx.clients, writeAdapterSafeWithdraw(wallet, ctx.contracts.adapter, [params], {}), "safeWithdraw");
  },
};

/** One order of the scenario before it is signed. */
interface OrderPlan {
  maker: DevnetAccountRole;
  side: "BUY" | "SELL";
  pool: ScenarioPoolKey;
  salt: bigint;
  nonce: number;
  expiresAfter: bigint;
  allowPartialFills: boolean;
  /** The share traded: cST unless stated. */
  share: "principal" | "swap";
  /** Whole shares traded. */
  shares: bigint;
  /** Collateral (CA) asked or offered, in native units. */
  collateral: bigint;
  /** What happens to it: partly filled (taking amount), filled, cancelled or left open. */
  outcome: { kind: "fill"; takingAmount: bigint } | { kind: "cancel" } | { kind: "open" };
}

/**
 * SELL = the maker sells a share for CA; BUY = the maker pays CA for a share
 * (docs/reference/protocol.md#api-fields-and-the-order). Prices are a
 * premium of 1-2 % of the collateral a share covers.
 */
const ORDER_PLANS: readonly OrderPlan[] = [
  {
    maker: "maker",
    side: "SELL",
    pool: "fees",
    salt: 1001n,
    nonce: 1,
    expiresAfter: 30n * DAY,
    allowPartialFills: true,
    share: "swap",
    shares: 10n,
    collateral: 10n ** 17n, // 0.1 wstETH for 10 cST
    outcome: { kind: "fill", takingAmount: 4n * 10n ** 16n }, // 40 % of it
  },
  {
    maker: "maker",
    side: "SELL",
    pool: "whitelisted",
    salt: 1002n,
    nonce: 2,
    expiresAfter: 30n * DAY,
    // all-or-nothing: the bit invalidator consumes it on the one fill (docs/reference/protocol.md#makertraits)
    allowPartialFills: false,
    share: "swap",
    shares: 100n,
    collateral: 15n * 10n ** 17n, // 1.5 cUSD for 100 cST
    outcome: { kind: "fill", takingAmount: 15n * 10n ** 17n },
  },
  {
    maker: "maker",
    side: "SELL",
    pool: "expiringSoon",
    salt: 1003n,
    nonce: 3,
    expiresAfter: 30n * DAY,
    allowPartialFills: true,
    share: "swap",
    shares: 100n,
    collateral: 2n * WAD,
    outcome: { kind: "cancel" },
  },
  {
    maker: "whitelisted",
    side: "BUY",
    pool: "whitelisted",
    salt: 1004n,
    nonce: 1,
    expiresAfter: 60n * DAY,
    allowPartialFills: true,
    share: "swap",
    shares: 2_500n,
    collateral: 50n * WAD, // 50 cUSD for 2,500 cST
    outcome: { kind: "open" },
  },
];

async function signAndSettleOrders(
  ctx: Context,
  pools: Map<ScenarioPoolKey, ScenarioPool>,
  genesis: bigint,
): Promise<DevnetOrder[]> {
  const { clients, contracts } = ctx;
  const domain = orderDomain({ chainId: clients.chain.id, verifyingContract: contracts.orderProtocol });
  const taker = accountFor("taker").account;
  const orders: DevnetOrder[] = [];
  for (const plan of ORDER_PLANS) {
    const pool = pools.get(plan.pool);
    if (pool === undefined) throw new Error(`order plan names unknown pool ${plan.pool}`);
    const maker = accountFor(plan.maker).account;
    const share = plan.share === "swap" ? pool.swapToken : pool.principalToken;
    // pool shares always have 18 decimals (docs/reference/protocol.md#share-tokens)
    const shareAmount = plan.shares * WAD;
    const expiry = Number(genesis + plan.expiresAfter);
    const makerTraits = encodeMakerTraits({
      ...EMPTY_MAKER_TRAITS,
      allowPartialFills: plan.allowPartialFills,
      allowMultipleFills: plan.allowPartialFills,
      expiry,
      nonceOrEpoch: plan.nonce,
    });
    const sell = plan.side === "SELL";
    const order: Order = {
      salt: plan.salt,
      maker: maker.address,
      receiver: "0x0000000000000000000000000000000000000000",
      makerAsset: sell ? share : pool.market.collateralAsset,
      takerAsset: sell ? pool.market.collateralAsset : share,
      makingAmount: sell ? shareAmount : plan.collateral,
      takingAmount: sell ? plan.collateral : shareAmount,
      makerTraits,
    };
    const orderHash = hashOrder(order, domain);
    const onChainHash = await readOrderProtocolHashOrder(clients.publicClient, contracts.orderProtocol, [order]);
    if (onChainHash !== orderHash) throw new Error(`hashOrder on chain ${onChainHash} differs from ${orderHash}`);
    const signature = await clients.wallet(maker).signTypedData(orderTypedData(order, domain));
    await erc20Approve(ctx, maker, order.makerAsset, contracts.orderProtocol);

    let status: DevnetOrderStatus = "OPEN";
    if (plan.outcome.kind === "fill") {
      const { r, vs } = toCompactOrderSignature(signature);
      await erc20Approve(ctx, taker, order.takerAsset, contracts.orderProtocol);
      await confirm(
        clients,
        // takerTraits 0: `amount` is a taking amount, no threshold.
        writeOrderProtocolFillOrder(
          clients.wallet(taker),
          contracts.orderProtocol,
          [order, r, vs, plan.outcome.takingAmount, 0n],
          {},
        ),
        "fillOrder",
      );
      status = plan.outcome.takingAmount < order.takingAmount ? "PARTIALLY_FILLED" : "FILLED";
    } else if (plan.outcome.kind === "cancel") {
      await confirm(
        clients,
        writeOrderProtocolCancelOrder(clients.wallet(maker), contracts.orderProtocol, [makerTraits, orderHash], {}),
        "cancelOrder",
      );
      status = "CANCELLED";
    }
    const remaining = await remainingMakingAmount(ctx, order, orderHash);
    orders.push({
      orderHash,
      order: orderToManifest(order),
      signature,
      side: plan.side,
      poolId: pool.poolId,
      status,
      remainingMakingAmount: remaining.toString(),
      expiry,
      nonce: String(decodeMakerTraits(makerTraits).nonceOrEpoch),
      allowsPartialFills: plan.allowPartialFills,
      makerAccountType: "EOA",
    });
  }
  return orders;
}

/**
 * Maker-asset amount still fillable, read from the invalidator the traits select
 * (docs/reference/protocol.md#makertraits): the nonce
 * bit for single-fill orders, else the per-order remaining amount (which reverts for an order never
 * touched, leaving the full making amount).
 */
export async function remainingMakingAmount(
  ctx: { clients: DevnetClients; contracts: Pick<DeployedContracts, "orderProtocol"> },
  order: Order,
  orderHash: Hex,
): Promise<bigint> {
  const { publicClient } = ctx.clients;
  if (usesBitInvalidator(order.makerTraits)) {
    const nonce = BigInt(decodeMakerTraits(order.makerTraits).nonceOrEpoch);
    const slot = await readOrderProtocolBitInvalidatorForOrder(publicClient, ctx.contracts.orderProtocol, [
      order.maker,
      nonce >> 8n,
    ]);
    return (slot >> (nonce & 0xffn)) & 1n ? 0n : order.makingAmount;
  }
  try {
    return await readOrderProtocolRemainingInvalidatorForOrder(publicClient, ctx.contracts.orderProtocol, [
      order.maker,
      orderHash,
    ]);
  } catch {
    return order.makingAmount; // RemainingInvalidatedOrder: never filled nor cancelled
  }
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

/**
 * Runs the demo scenario on a fresh deployment and returns the manifest. Travels in time (past the
 * `matured` pool's expiry) with `evm_setNextBlockTimestamp` + `evm_mine`, so the chain's clock ends
 * about a day after genesis.
 */
export async function runScenario(clients: DevnetClients, protocol: DeployedProtocol): Promise<DevnetManifest> {
  const ctx: Context = { clients, contracts: protocol.contracts };
  const { contracts } = protocol;
  const controller = protocol.deployer;
  const genesis = (await clients.publicClient.getBlock({ blockNumber: 0n })).timestamp;
  const maker = accountFor("maker").account;
  const taker = accountFor("taker").account;
  const whitelisted = accountFor("whitelisted").account;
  const user = accountFor("user").account;

  // Fund the traders with every token and let the Adapter pull them.
  for (const key of Object.keys(DEVNET_TOKENS) as DevnetTokenKey[]) {
    for (const account of [maker, taker, whitelisted, user]) {
      await erc20Mint(ctx, controller, contracts.tokens[key], account.address, units(key, 1_000_000n));
    }
    for (const account of [maker, taker, whitelisted]) {
      await erc20Approve(ctx, account, contracts.tokens[key], contracts.adapter);
    }
  }

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
  const pool = (key: ScenarioPoolKey): ScenarioPool => {
    const found = pools.get(key);
    if (found === undefined) throw new Error(`no scenario pool ${key}`);
    return found;
  };
  const cUsd = (amount: bigint) => units("collateral", amount);
  // The Adapter pulls cST (exercise, swap), cPT (redeem, withdraw) or both (unwind) from the caller.
  for (const p of pools.values()) {
    for (const account of [maker, taker, whitelisted]) {
      await erc20Approve(ctx, account, p.principalToken, contracts.adapter);
      await erc20Approve(ctx, account, p.swapToken, contracts.adapter);
    }
  }

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
  manifest.pools = [...pools.values()].map((p): DevnetPool => {
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
  manifest.orders = orders;
  return manifest;
}
