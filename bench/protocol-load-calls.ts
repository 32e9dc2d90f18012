/**
 * The transactions of the protocol load (protocol-load.ts): calldata for pool operations through the
 * Adapter or the PoolManager, signed limit orders and their fills and cancels, the controller's
 * whitelist and fee changes, and the seeded mix that picks among them.
 */
import { type Address, encodeFunctionData, type Hex, keccak256, maxUint256, toHex } from "viem";
import type { PrivateKeyAccount } from "viem/accounts";
import {
  adapterAbi,
  EMPTY_MAKER_TRAITS,
  encodeMakerTraits,
  hashOrder,
  type Order,
  type OrderDomain,
  orderProtocolAbi,
  orderTypedData,
  poolManagerAbi,
  toCompactOrderSignature,
  toOrderStruct,
  whitelistManagerAbi,
} from "../generated/contracts/index.js";
import type { DeployedProtocol } from "../runtime/devnet/deploy.ts";

export const WAD = 10n ** 18n;
/** Every Adapter call's deadline: far beyond any block the load mines. */
const FAR_DEADLINE = 2n ** 48n;
/**
 * Share of pool operations sent through the Adapter (the rest call the PoolManager directly).
 * Adapter calls are the realistic front-end path, but anvil keeps a ~30 KB call trace per such
 * transaction (against ~9 KB direct), and the cached chain state grows with it.
 */
const ADAPTER_SHARE = 0.3;

/** Operation kinds, their weight in the mix and the indexed events each emits. */
export const MIX = {
  deposit: { weight: 30, events: 1 },
  exercise: { weight: 20, events: 2 }, // PoolSwap + PoolFee
  unwindSwap: { weight: 10, events: 2 }, // PoolSwap + PoolFee
  unwindDeposit: { weight: 8, events: 1 },
  fill: { weight: 22, events: 1 },
  cancel: { weight: 3, events: 1 },
  bitInvalidate: { weight: 1, events: 1 },
  globalWhitelist: { weight: 3, events: 1 },
  marketWhitelist: { weight: 2, events: 1 },
  feeUpdate: { weight: 1, events: 1 },
} as const;
export type OperationKind = keyof typeof MIX;

/** mulberry32: a small seeded generator in [0, 1) (the mix must not depend on Math.random). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A pool the load trades in. */
export interface LoadPool {
  poolId: Hex;
  collateral: Address;
  reference: Address;
  principalToken: Address;
  swapToken: Address;
  /** Market whitelist active: traders were added to it. */
  whitelisted: boolean;
}

/** A transaction to send: sender, target, calldata. */
export interface PlannedTx {
  from: Address;
  to: Address;
  data: Hex;
}

/** Who trades where in one load, and the calldata encoded so far. */
export interface LoadParties {
  contracts: DeployedProtocol["contracts"];
  controller: Address;
  wallets: Address[];
  pools: LoadPool[];
  /** Calldata is the same for the same operation, pool and wallet: each is encoded once. */
  calldata: Map<string, Hex>;
}

export const call = (from: Address, to: Address, data: Hex): PlannedTx => ({ from, to, data });

function encoded(load: LoadParties, key: string, encode: () => Hex): Hex {
  let data = load.calldata.get(key);
  if (data === undefined) {
    data = encode();
    load.calldata.set(key, data);
  }
  return data;
}

type PoolOperationKind = "deposit" | "exercise" | "unwindSwap" | "unwindDeposit";

/**
 * A pool operation from `wallet`: through the Adapter's `safe*` function (bounds wide open, a
 * far deadline), as front ends send them, or straight to the PoolManager, as integrators do.
 */
export function poolOperation(
  load: LoadParties,
  kind: PoolOperationKind,
  wallet: Address,
  pool: LoadPool,
  amount: bigint,
  viaAdapter: boolean,
): PlannedTx {
  const key = `${kind}:${viaAdapter}:${pool.poolId}:${wallet}:${amount}`;
  const { poolId } = pool;
  if (!viaAdapter) {
    return call(
      wallet,
      load.contracts.poolManager,
      encoded(load, key, () =>
        kind === "unwindDeposit"
          ? encodeFunctionData({
              abi: poolManagerAbi,
              functionName: "unwindDeposit",
              args: [poolId, amount, wallet, wallet],
            })
          : // deposit, exercise and unwindSwap take (poolId, amount, receiver) alike.
            encodeFunctionData({ abi: poolManagerAbi, functionName: kind, args: [poolId, amount, wallet] }),
      ),
    );
  }
  return call(
    wallet,
    load.contracts.adapter,
    encoded(load, key, () => adapterCalldata(kind, wallet, poolId, amount)),
  );
}

function adapterCalldata(kind: PoolOperationKind, wallet: Address, poolId: Hex, amount: bigint): Hex {
  const common = { poolId, receiver: wallet, deadline: FAR_DEADLINE };
  switch (kind) {
    case "deposit":
      return encodeFunctionData({
        abi: adapterAbi,
        functionName: "safeDeposit",
        args: [{ ...common, collateralAssetsIn: amount, minCptAndCstSharesOut: 0n }],
      });
    case "exercise":
      return encodeFunctionData({
        abi: adapterAbi,
        functionName: "safeExercise",
        args: [{ ...common, cstSharesIn: amount, minCollateralAssetsOut: 0n, maxReferenceAssetsIn: maxUint256 }],
      });
    case "unwindSwap":
      return encodeFunctionData({
        abi: adapterAbi,
        functionName: "safeUnwindSwap",
        args: [{ ...common, collateralAssetsIn: amount, minReferenceAssetsOut: 0n, minCstSharesOut: 0n }],
      });
    case "unwindDeposit":
      return encodeFunctionData({
        abi: adapterAbi,
        functionName: "safeUnwindDeposit",
        args: [{ ...common, collateralAssetsOut: amount, owner: wallet, maxCptAndCstSharesIn: maxUint256 }],
      });
  }
}

/** A signed limit order the mix fills. */
export interface SignedOrder {
  order: Order;
  r: Hex;
  vs: Hex;
}

/** Limit orders: the first wallets sell cST of each pool for its collateral, many partial fills each. */
export async function signLoadOrders(
  walletAccounts: readonly PrivateKeyAccount[],
  pools: readonly LoadPool[],
  domain: OrderDomain,
  expiry: number,
): Promise<SignedOrder[]> {
  const orders: SignedOrder[] = [];
  for (const [index, pool] of pools.entries()) {
    const maker = walletAccounts[index % walletAccounts.length]!;
    const order: Order = {
      salt: BigInt(9_000 + index),
      maker: maker.address,
      receiver: "0x0000000000000000000000000000000000000000",
      makerAsset: pool.swapToken,
      takerAsset: pool.collateral,
      makingAmount: 1_000_000n * WAD,
      takingAmount: 20_000n * WAD, // 0.02 collateral per cST
      makerTraits: encodeMakerTraits({
        ...EMPTY_MAKER_TRAITS,
        allowPartialFills: true,
        allowMultipleFills: true,
        expiry,
        nonceOrEpoch: index + 1,
      }),
    };
    const signature = await maker.signTypedData(orderTypedData(order, domain));
    const { r, vs } = toCompactOrderSignature(signature);
    orders.push({ order, r, vs });
  }
  return orders;
}

/** The next operation of the mix: its kind, picked by weight, and a transaction of that kind. */
export interface OperationMix {
  pickKind(): OperationKind;
  operation(kind: OperationKind): PlannedTx;
}

/** What the order operations of the mix sign and cancel against. */
export interface OrderBook {
  orders: readonly SignedOrder[];
  domain: OrderDomain;
  /** Unix seconds every order the mix makes expires at. */
  expiry: number;
}

/** A seeded mix of {@link MIX} over the load's wallets and pools; the same seed gives the same transactions. */
export function operationMix(load: LoadParties, random: () => number, book: OrderBook): OperationMix {
  const kinds = Object.keys(MIX) as OperationKind[];
  const totalWeight = kinds.reduce((sum, kind) => sum + MIX[kind].weight, 0);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  /** Spectators whose whitelist status the controller toggles (listed = true after an add). */
  const spectators: Spectator[] = Array.from({ length: 64 }, (_, i) => ({
    address: keccak256(toHex(`load-spectator-${i}`)).slice(0, 42) as Address,
    global: false,
    market: false,
  }));
  const whitelistedPools = load.pools.filter((pool) => pool.whitelisted);
  const nonces = { cancelSalt: 1_000_000n, bitNonce: 1_000 };
  return {
    pickKind() {
      let roll = random() * totalWeight;
      for (const kind of kinds) {
        roll -= MIX[kind].weight;
        if (roll < 0) return kind;
      }
      return "deposit";
    },
    operation(kind) {
      const wallet = pick(load.wallets);
      const pool = pick(load.pools);
      const viaAdapter = random() < ADAPTER_SHARE;
      switch (kind) {
        case "deposit":
          return poolOperation(load, kind, wallet, pool, 100n * WAD, viaAdapter);
        case "exercise":
          return poolOperation(load, kind, wallet, pool, 2n * WAD, viaAdapter);
        case "unwindSwap":
          return poolOperation(load, kind, wallet, pool, WAD / 2n, viaAdapter);
        case "unwindDeposit":
          return poolOperation(load, kind, wallet, pool, 10n * WAD, viaAdapter);
        case "fill":
          return fillOperation(load, wallet, pick(book.orders));
        case "cancel":
          return cancelOperation(load, wallet, pool, book, nonces.cancelSalt++);
        case "bitInvalidate":
          return bitInvalidateOperation(load, wallet, book, nonces.bitNonce++);
        case "globalWhitelist":
          return globalWhitelistOperation(load, pick(spectators));
        case "marketWhitelist": {
          const spectator = pick(spectators);
          return marketWhitelistOperation(
            load,
            spectator,
            pick(whitelistedPools.length > 0 ? whitelistedPools : load.pools),
          );
        }
        case "feeUpdate":
          return call(
            load.controller,
            load.contracts.poolManager,
            encodeFunctionData({
              abi: poolManagerAbi,
              functionName: "updateSwapFeePercentage",
              args: [pool.poolId, BigInt(Math.floor(random() * 5)) * 10n ** 17n],
            }),
          );
      }
    },
  };
}

/** An address the controller lists and unlists, and whether it is listed now. */
interface Spectator {
  address: Address;
  global: boolean;
  market: boolean;
}

function fillOperation(load: LoadParties, wallet: Address, { order, r, vs }: SignedOrder): PlannedTx {
  const { wallets } = load;
  // The maker never fills its own order: take the next wallet.
  const taker = wallet === order.maker ? wallets[(wallets.indexOf(wallet) + 1) % wallets.length]! : wallet;
  return call(
    taker,
    load.contracts.orderProtocol,
    encoded(load, `fill:${order.salt}`, () =>
      encodeFunctionData({
        abi: orderProtocolAbi,
        functionName: "fillOrder",
        args: [toOrderStruct(order), r, vs, WAD / 100n, 0n], // 0.01 collateral per fill
      }),
    ),
  );
}

/** Makers cancel orders they never published (remaining invalidator: OrderCancelled). */
function cancelOperation(load: LoadParties, wallet: Address, pool: LoadPool, book: OrderBook, salt: bigint): PlannedTx {
  const makerTraits = encodeMakerTraits({
    ...EMPTY_MAKER_TRAITS,
    allowPartialFills: true,
    allowMultipleFills: true,
    expiry: book.expiry,
  });
  const order: Order = {
    salt,
    maker: wallet,
    receiver: "0x0000000000000000000000000000000000000000",
    makerAsset: pool.swapToken,
    takerAsset: pool.collateral,
    makingAmount: 100n * WAD,
    takingAmount: 2n * WAD,
    makerTraits,
  };
  return call(
    wallet,
    load.contracts.orderProtocol,
    encodeFunctionData({
      abi: orderProtocolAbi,
      functionName: "cancelOrder",
      args: [makerTraits, hashOrder(order, book.domain)],
    }),
  );
}

/** Single-fill orders are invalidated by nonce (BitInvalidatorUpdated). */
function bitInvalidateOperation(load: LoadParties, wallet: Address, book: OrderBook, nonce: number): PlannedTx {
  const makerTraits = encodeMakerTraits({
    ...EMPTY_MAKER_TRAITS,
    allowPartialFills: false,
    allowMultipleFills: false,
    expiry: book.expiry,
    nonceOrEpoch: nonce,
  });
  return call(
    wallet,
    load.contracts.orderProtocol,
    encodeFunctionData({ abi: orderProtocolAbi, functionName: "bitsInvalidateForOrder", args: [makerTraits, 0n] }),
  );
}

function globalWhitelistOperation(load: LoadParties, spectator: Spectator): PlannedTx {
  spectator.global = !spectator.global;
  return call(
    load.controller,
    load.contracts.whitelistManager,
    encodeFunctionData({
      abi: whitelistManagerAbi,
      functionName: spectator.global ? "addToGlobalWhitelist" : "removeFromGlobalWhitelist",
      args: [[spectator.address]],
    }),
  );
}

function marketWhitelistOperation(load: LoadParties, spectator: Spectator, listed: LoadPool): PlannedTx {
  spectator.market = !spectator.market;
  return call(
    load.controller,
    load.contracts.whitelistManager,
    encodeFunctionData({
      abi: whitelistManagerAbi,
      functionName: spectator.market ? "addToMarketWhitelist" : "removeFromMarketWhitelist",
      args: [listed.poolId, [spectator.address]],
    }),
  );
}
