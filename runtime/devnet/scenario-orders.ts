/**
 * The demo scenario's four signed limit orders (partly filled, filled, cancelled, open): each planned,
 * signed by its maker, played out on chain, and described as the manifest has it.
 */
import type { Hex } from "viem";
import {
  decodeMakerTraits,
  EMPTY_MAKER_TRAITS,
  encodeMakerTraits,
  hashOrder,
  type Order,
  orderDomain,
  orderTypedData,
  readOrderProtocolBitInvalidatorForOrder,
  readOrderProtocolHashOrder,
  readOrderProtocolRemainingInvalidatorForOrder,
  toCompactOrderSignature,
  usesBitInvalidator,
  writeOrderProtocolCancelOrder,
  writeOrderProtocolFillOrder,
} from "../../generated/contracts/index.js";
import { confirm, type DevnetClients } from "./chain.ts";
import type { DeployedContracts } from "./deploy.ts";
import type { DevnetAccountRole, DevnetOrder, DevnetOrderStatus } from "./manifest.ts";
import { orderToManifest } from "./manifest.ts";
import {
  accountFor,
  type Context,
  DAY,
  erc20Approve,
  type ScenarioPool,
  type ScenarioPoolKey,
  WAD,
} from "./scenario-base.ts";

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

/** The plan's order, built from its pool and the chain's genesis, with its hash checked against the chain's. */
async function signOrder(ctx: Context, plan: OrderPlan, pool: ScenarioPool, genesis: bigint) {
  const { clients, contracts } = ctx;
  const domain = orderDomain({ chainId: clients.chain.id, verifyingContract: contracts.orderProtocol });
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
  return { maker, order, orderHash, signature, expiry };
}

/** Plays the plan's outcome on chain (a fill by the taker, or the maker's cancel) and says the order's status. */
async function settleOrder(
  ctx: Context,
  plan: OrderPlan,
  signed: Awaited<ReturnType<typeof signOrder>>,
): Promise<DevnetOrderStatus> {
  const { clients, contracts } = ctx;
  const { maker, order, orderHash, signature } = signed;
  if (plan.outcome.kind === "fill") {
    const taker = accountFor("taker").account;
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
    return plan.outcome.takingAmount < order.takingAmount ? "PARTIALLY_FILLED" : "FILLED";
  }
  if (plan.outcome.kind === "cancel") {
    await confirm(
      clients,
      writeOrderProtocolCancelOrder(clients.wallet(maker), contracts.orderProtocol, [order.makerTraits, orderHash], {}),
      "cancelOrder",
    );
    return "CANCELLED";
  }
  return "OPEN";
}

/** Signs every planned order, plays its outcome, and describes it as the manifest does. */
export async function signAndSettleOrders(
  ctx: Context,
  pools: Map<ScenarioPoolKey, ScenarioPool>,
  genesis: bigint,
): Promise<DevnetOrder[]> {
  const orders: DevnetOrder[] = [];
  for (const plan of ORDER_PLANS) {
    const pool = pools.get(plan.pool);
    if (pool === undefined) throw new Error(`order plan names unknown pool ${plan.pool}`);
    const signed = await signOrder(ctx, plan, pool, genesis);
    const status = await settleOrder(ctx, plan, signed);
    const { order, orderHash, signature, expiry } = signed;
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
      nonce: String(decodeMakerTraits(order.makerTraits).nonceOrEpoch),
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
