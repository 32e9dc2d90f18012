/**
 * Records to API items (spec components): amounts in the four units of `ValueAmount`, RFC 3339
 * timestamps with milliseconds, checksummed addresses, derived order status and names.
 */
import { type Address, formatUnits, getAddress } from "viem";
import { decodeMakerTraits, feeToFraction, isOrderExpired, pauseFlags } from "../../../generated/contracts/index.js";
import type * as Api from "../../../generated/protocol/index.js";
import type {
  ChainState,
  FillRecord,
  FlowRecord,
  ListEntry,
  MarketRecord,
  OrderRecord,
  PoolRecord,
  TokenRecord,
} from "../records.ts";

/**
 * USD prices of tokens. The default is a static table from the config; a market-data source can
 * implement the same two methods. `null` = no price known (spec `UsdValue`).
 */
export interface PriceSource {
  /** Current USD price of one whole token. */
  usdNow(chainId: number, token: Address): number | null;
  /** USD price of one whole token at a unix time (the event that produced an amount). */
  usdAt(chainId: number, token: Address, timestampSeconds: number): number | null;
}

/** A price source from per-chain static tables (lowercase token -> USD); same price at every time. */
export function staticPriceSource(tables: ReadonlyMap<number, Readonly<Record<string, number>>>): PriceSource {
  // A page values each item at eight prices, asked with the same address strings again and again:
  // each spelling is looked up (lowercased) once, and the tables never change.
  const answers = new Map<number, Map<string, number | null>>();
  const lookup = (chainId: number, token: Address): number | null => {
    let chain = answers.get(chainId);
    if (chain === undefined) {
      chain = new Map();
      answers.set(chainId, chain);
    }
    let price = chain.get(token);
    if (price === undefined) {
      const table = tables.get(chainId);
      const key = token.toLowerCase();
      price = table !== undefined && Object.hasOwn(table, key) ? table[key]! : null;
      chain.set(token, price);
    }
    return price;
  };
  return { usdNow: lookup, usdAt: (chainId, token) => lookup(chainId, token) };
}

/** RFC 3339 UTC with milliseconds from unix seconds (spec `IsoTimestamp`). */
export const isoFromSeconds = (seconds: number) => new Date(seconds * 1000).toISOString();

/** Display number of a base-unit amount (spec: `inToken` may round). */
export function tokenNumber(wei: bigint, decimals: number): number {
  return Number(formatUnits(wei, decimals));
}

/** USD amounts are display values: rounded to a millionth of a dollar to avoid float noise. */
const usd = (tokens: number, price: number | null): number | null =>
  price === null ? null : Math.round(tokens * price * 1e6) / 1e6 + 0;

/** Builds a `ValueAmount` / `SignedValueAmount`. */
export function valueAmount(
  prices: PriceSource,
  chainId: number,
  token: TokenRecord,
  wei: bigint,
  eventTimestamp: number,
): Api.ValueAmount {
  const inToken = tokenNumber(wei, token.decimals);
  return {
    inWei: wei.toString(),
    inToken,
    inUsdAtNow: usd(inToken, prices.usdNow(chainId, token.address)),
    inUsdAtEvents: usd(inToken, prices.usdAt(chainId, token.address, eventTimestamp)),
  };
}

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

/** Spec `Pool.poolName`: `<CA symbol>-<REF symbol>-DDMMMYYYY` (UTC, month in capitals). */
export function poolName(pool: Pick<PoolRecord, "collateralToken" | "referenceToken" | "expiry">): string {
  const date = new Date(pool.expiry * 1000);
  const day = String(date.getUTCDate()).padStart(2, "0");
  return `${pool.collateralToken.symbol}-${pool.referenceToken.symbol}-${day}${MONTHS[date.getUTCMonth()]}${date.getUTCFullYear()}`;
}

const tokenInfo = (token: TokenRecord): Api.TokenInfo => ({
  address: getAddress(token.address),
  name: token.name,
  symbol: token.symbol,
  decimals: token.decimals,
});

/** Spec `Pool`. */
export function poolView(pool: PoolRecord, prices: PriceSource, isWhitelistEnabled: boolean): Api.Pool {
  const flags = pauseFlags(pool.pauseBitMap);
  const ca = pool.collateralToken;
  const ref = pool.referenceToken;
  const collateralValue = valueAmount(prices, pool.chainId, ca, pool.collateralAssets, pool.assetsBlockTimestamp);
  const referenceValue = valueAmount(prices, pool.chainId, ref, pool.referenceAssets, pool.assetsBlockTimestamp);
  const sum = (a: number | null, b: number | null) =>
    a === null || b === null ? null : Math.round((a + b) * 1e6) / 1e6;
  const fees = (token: TokenRecord, wei: bigint) =>
    valueAmount(prices, pool.chainId, token, wei, pool.feesBlockTimestamp);
  return {
    chainId: pool.chainId,
    poolId: pool.poolId,
    poolName: poolName(pool),
    expiry: isoFromSeconds(pool.expiry),
    blockNumber: pool.blockNumber,
    blockTimestamp: isoFromSeconds(pool.blockTimestamp),
    deploymentBlockNumber: pool.deploymentBlockNumber,
    deploymentBlockTimestamp: isoFromSeconds(pool.deploymentBlockTimestamp),
    deploymentTxHash: pool.deploymentTxHash,
    poolManagerAddress: getAddress(pool.poolManagerAddress),
    collateralToken: tokenInfo(ca),
    referenceToken: tokenInfo(ref),
    principalToken: tokenInfo(pool.principalToken),
    swapToken: tokenInfo(pool.swapToken),
    rateOracleAddress: getAddress(pool.rateOracleAddress),
    isWhitelistEnabled,
    isDepositPaused: flags.deposit,
    isWithdrawPaused: flags.withdraw,
    isSwapPaused: flags.swap,
    isUnwindSwapPaused: flags.unwindSwap,
    isUnwindDepositPaused: flags.unwindDeposit,
    exerciseFeePercentage: feeToFraction(pool.swapFee),
    repurchaseFeePercentage: feeToFraction(pool.unwindSwapFee),
    tvl: {
      inUsdAtNow: sum(collateralValue.inUsdAtNow, referenceValue.inUsdAtNow),
      inUsdAtEvents: sum(collateralValue.inUsdAtEvents, referenceValue.inUsdAtEvents),
    },
    collateralValue,
    referenceValue,
    totalCollectedFees: fees(ca, pool.exerciseFeesInCollateral + pool.repurchaseFeesInCollateral),
    collectedExerciseFeesInCollateral: fees(ca, pool.exerciseFeesInCollateral),
    collectedRepurchaseFeesInCollateral: fees(ca, pool.repurchaseFeesInCollateral),
    collectedExerciseFeesInReference: fees(ref, pool.exerciseFeesInReference),
    collectedRepurchaseFeesInReference: fees(ref, pool.repurchaseFeesInReference),
    createdAt: isoFromSeconds(pool.deploymentBlockTimestamp),
    updatedAt: isoFromSeconds(pool.blockTimestamp),
  };
}

/** Whether the pool's market whitelist is enabled (events may predate the pool). */
export function whitelistEnabled(state: ChainState, poolId: string): boolean {
  return state.marketWhitelists[poolId]?.enabled ?? false;
}

/** True when `account` (lowercase) is on the global list or the pool's list now. */
export function isListedOn(state: ChainState, poolId: string, account: string): boolean {
  return (
    (state.globalWhitelist[account]?.listed ?? false) ||
    (state.marketWhitelists[poolId]?.accounts[account]?.listed ?? false)
  );
}

/** Spec `WhitelistItem`: current and previous accounts, global rows on every pool, sorted by lowercase address. */
export function whitelistItemView(state: ChainState, pool: PoolRecord, whitelistManager: Address): Api.WhitelistItem {
  const market = state.marketWhitelists[pool.poolId]?.accounts ?? {};
  const accounts = new Set([...Object.keys(state.globalWhitelist), ...Object.keys(market)]);
  const current: Api.WhitelistedAddress[] = [];
  const previous: Api.WhitelistedAddress[] = [];
  const none: ListEntry = { listed: false, removed: false };
  for (const account of [...accounts].sort()) {
    const global = state.globalWhitelist[account] ?? none;
    const local = market[account] ?? none;
    if (global.listed || local.listed) {
      current.push({
        account: getAddress(account),
        isGlobalWhitelisted: global.listed,
        isMarketWhitelisted: local.listed,
      });
    } else if (global.removed || local.removed) {
      previous.push({
        account: getAddress(account),
        isGlobalWhitelisted: global.removed,
        isMarketWhitelisted: local.removed,
      });
    }
  }
  return {
    chainId: pool.chainId,
    poolId: pool.poolId,
    poolName: poolName(pool),
    expiry: isoFromSeconds(pool.expiry),
    whitelistManagerAddress: getAddress(whitelistManager),
    isWhitelistEnabled: whitelistEnabled(state, pool.poolId),
    whitelistedAddresses: current,
    previouslyWhitelistedAddresses: previous,
  };
}

/** Spec `Flow`. */
export function flowView(flow: FlowRecord, pool: PoolRecord, prices: PriceSource): Api.Flow {
  const amount = (token: TokenRecord, wei: bigint) =>
    valueAmount(prices, flow.chainId, token, wei, flow.blockTimestamp);
  return {
    chainId: flow.chainId,
    poolId: flow.poolId,
    poolName: poolName(pool),
    blockNumber: flow.blockNumber,
    blockTimestamp: isoFromSeconds(flow.blockTimestamp),
    txHash: flow.txHash,
    logIndex: flow.logIndex,
    walletAddress: getAddress(flow.walletAddress),
    collateralToken: tokenInfo(pool.collateralToken),
    referenceToken: tokenInfo(pool.referenceToken),
    actionType: flow.actionType,
    deltaCollateral: amount(pool.collateralToken, flow.deltaCollateral),
    deltaReference: amount(pool.referenceToken, flow.deltaReference),
    deltaPrincipal: amount(pool.principalToken, flow.deltaPrincipal),
    deltaSwap: amount(pool.swapToken, flow.deltaSwap),
    createdAt: isoFromSeconds(flow.blockTimestamp),
    updatedAt: isoFromSeconds(flow.blockTimestamp),
  };
}

/** A market is active before its pool's expiry (spec `LimitOrderMarket.isActive`). */
export const isMarketActive = (market: Pick<MarketRecord, "expiry">, nowSeconds: number) => nowSeconds < market.expiry;

/** Spec `LimitOrderMarket`. */
export function marketView(market: MarketRecord, nowSeconds: number): Api.LimitOrderMarket {
  return {
    chainId: market.chainId,
    poolId: market.poolId,
    makerAsset: getAddress(market.makerAsset),
    takerAsset: getAddress(market.takerAsset),
    isActive: isMarketActive(market, nowSeconds),
    createdAt: isoFromSeconds(market.createdAt),
    updatedAt: isoFromSeconds(market.updatedAt),
  };
}

/** The status served: a fillable order past its makerTraits expiry is `EXPIRED` (spec `OrderStatus`). */
export function effectiveStatus(order: OrderRecord, nowSeconds: number): Api.OrderStatus {
  if ((order.status === "OPEN" || order.status === "PARTIALLY_FILLED") && isOrderExpired(order.makerTraits, nowSeconds))
    return "EXPIRED";
  return order.status;
}

const ceilDiv = (a: bigint, b: bigint) => (a === 0n ? 0n : (a - 1n) / b + 1n);

/** Spec `OrderbookEntry`. */
export function orderView(order: OrderRecord, nowSeconds: number): Api.OrderbookEntry {
  const traits = decodeMakerTraits(order.makerTraits);
  const allowedSender = BigInt(traits.allowedSender) === 0n ? null : traits.allowedSender;
  const status = effectiveStatus(order, nowSeconds);
  // Remaining = what can still be filled: 0 for FILLED, CANCELLED and EXPIRED alike.
  const remaining = status === "EXPIRED" ? 0n : order.remainingMakingAmount;
  return {
    chainId: order.chainId,
    poolId: order.poolId,
    orderHash: order.orderHash,
    salt: order.salt.toString(),
    maker: getAddress(order.maker),
    receiver: getAddress(order.receiver),
    makerAsset: getAddress(order.makerAsset),
    takerAsset: getAddress(order.takerAsset),
    makingAmount: order.makingAmount.toString(),
    takingAmount: order.takingAmount.toString(),
    makerTraits: order.makerTraits.toString(),
    signature: order.signature,
    makerAccountType: order.makerAccountType,
    side: order.side,
    premium: order.premium,
    expiry: traits.expiry === 0 ? null : isoFromSeconds(traits.expiry),
    nonce: order.nonce.toString(),
    allowsPartialFills: traits.allowPartialFills,
    allowedSender,
    status,
    remainingMakingAmount: remaining.toString(),
    remainingTakingAmount: ceilDiv(remaining * order.takingAmount, order.makingAmount).toString(),
    createdAt: new Date(order.createdAtMs).toISOString(),
    updatedAt: new Date(order.updatedAtMs).toISOString(),
  };
}

/** Spec `Fill`. */
export function fillView(fill: FillRecord): Api.Fill {
  return {
    chainId: fill.chainId,
    orderHash: fill.orderHash,
    blockNumber: fill.blockNumber,
    blockTimestamp: isoFromSeconds(fill.blockTimestamp),
    txHash: fill.txHash,
    logIndex: fill.logIndex,
    maker: getAddress(fill.maker),
    taker: getAddress(fill.taker),
    // One name across orders and fills; the real venue's fill names stay as aliases.
    makerAsset: getAddress(fill.makingAsset),
    takerAsset: getAddress(fill.takingAsset),
    makingAsset: getAddress(fill.makingAsset),
    takingAsset: getAddress(fill.takingAsset),
    makingAmount: fill.makingAmount.toString(),
    takingAmount: fill.takingAmount.toString(),
    isPartialFill: fill.isPartialFill,
    createdAt: isoFromSeconds(fill.blockTimestamp),
    updatedAt: isoFromSeconds(fill.blockTimestamp),
  };
}
