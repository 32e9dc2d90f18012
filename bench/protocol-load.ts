/**
 * Protocol activity in bulk on a seeded devnet, for indexer benchmarks: many wallets deposit,
 * exercise, repurchase and unwind through the Adapter across several pools, fill and cancel limit
 * orders, and the controller changes whitelists and fees — one operation per transaction, as users
 * send them. Built for speed: anvil's impersonation instead of signing (`eth_sendTransaction` from
 * any address), JSON-RPC batches of transactions, automine off and one `evm_mine` per block of
 * many transactions, and a block gas limit high enough for them. Amounts are fixed and the mix
 * comes from a seeded generator, so a seed and a size give the same kinds of activity every run.
 */
import { type Address, encodeFunctionData, type Hex, keccak256, maxUint256, toHex } from "viem";
import {
  adapterAbi,
  EMPTY_MAKER_TRAITS,
  encodeMakerTraits,
  hashOrder,
  type Market,
  type Order,
  orderDomain,
  orderProtocolAbi,
  orderTypedData,
  poolManagerAbi,
  toCompactOrderSignature,
  toOrderStruct,
  whitelistManagerAbi,
} from "../generated/contracts/index.js";
import { devnetArtifacts } from "../generated/devnet/artifacts.js";
import { type DevnetClients, devAccount, latestTimestamp } from "../runtime/devnet/chain.ts";
import { createPool, type DeployedProtocol } from "../runtime/devnet/deploy.ts";
import type { DevnetManifest } from "../runtime/devnet/manifest.ts";

/** Options of {@link generateProtocolLoad}. */
export interface ProtocolLoadOptions {
  /** Stop once the operations sent are expected to have emitted at least this many indexed events. */
  events: number;
  /** Transactions per mined block. Default 250 (a busy mainnet block carries 150-300). */
  transactionsPerBlock?: number;
  /** Trading wallets (impersonated addresses). Default 48. */
  wallets?: number;
  /** Seed of the operation mix. Default 1. */
  seed?: number;
  /** Progress lines. */
  log?: (line: string) => void;
}

/** What {@link generateProtocolLoad} sent. */
export interface ProtocolLoadSummary {
  /** Transactions sent, set-up included. */
  transactions: number;
  /** Transactions that reverted (they emit no events). */
  reverted: number;
  /** Blocks mined by the load. */
  blocks: number;
  /** Indexed events the operations are expected to emit (the exact count is `eth_getLogs`'s). */
  expectedEvents: number;
  /** Operations sent, by kind. */
  operations: Record<string, number>;
  /** Pools the load trades in. */
  pools: Hex[];
}

/** A seeded devnet, as `startDevnet` returns it. */
export interface LoadTarget {
  rpcUrl: string;
  clients: DevnetClients;
  protocol: DeployedProtocol;
  manifest: DevnetManifest;
}

const WAD = 10n ** 18n;
const DAY = 86_400n;
/** Every Adapter call's deadline: far beyond any block the load mines. */
const FAR_DEADLINE = 2n ** 48n;
/** Declared gas per transaction; anvil then skips `eth_estimateGas`. */
const TX_GAS = 700_000n;
/** Block gas limit while loading: well above the transactions per block times {@link TX_GAS}. */
const LOAD_BLOCK_GAS_LIMIT = 2_000_000_000n;
/**
 * Share of pool operations sent through the Adapter (the rest call the PoolManager directly).
 * Adapter calls are the realistic front-end path, but anvil keeps a ~30 KB call trace per such
 * transaction (against ~9 KB direct), and the cached chain state grows with it.
 */
const ADAPTER_SHARE = 0.3;
/** Requests per HTTP call when sending transactions. */
const SEND_BATCH = 500;

/** Operation kinds, their weight in the mix and the indexed events each emits. */
const MIX = {
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
type OperationKind = keyof typeof MIX;

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

/** A minimal JSON-RPC client: one HTTP call per batch, any error in it throws. */
async function rpcBatch(url: string, calls: ReadonlyArray<{ method: string; params: unknown[] }>): Promise<unknown[]> {
  if (calls.length === 0) return [];
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(calls.map((call, id) => ({ jsonrpc: "2.0", id, ...call }))),
  });
  if (!response.ok) throw new Error(`JSON-RPC batch failed: HTTP ${response.status}`);
  const answers = (await response.json()) as Array<{ id: number; result?: unknown; error?: { message: string } }>;
  const results = new Array<unknown>(calls.length);
  for (const answer of answers) {
    if (answer.error) throw new Error(`${calls[answer.id]?.method} failed: ${answer.error.message}`);
    results[answer.id] = answer.result;
  }
  return results;
}

async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const [result] = await rpcBatch(url, [{ method, params }]);
  return result;
}

/** A pool the load trades in. */
interface LoadPool {
  poolId: Hex;
  collateral: Address;
  reference: Address;
  principalToken: Address;
  swapToken: Address;
  /** Market whitelist active: traders were added to it. */
  whitelisted: boolean;
}

/** A transaction to send: sender, target, calldata. */
interface PlannedTx {
  from: Address;
  to: Address;
  data: Hex;
}

/** Extra pools beside the scenario's long-lived ones (`whitelisted`, `fees`), with distinct expiries. */
const EXTRA_POOLS = [
  { expiresAfter: 180n * DAY, ether: false, swapFee: 3n * 10n ** 17n, unwindSwapFee: 0n, whitelist: false },
  { expiresAfter: 365n * DAY, ether: false, swapFee: 0n, unwindSwapFee: 5n * 10n ** 17n, whitelist: false },
  { expiresAfter: 270n * DAY, ether: true, swapFee: 10n ** 17n, unwindSwapFee: 2n * 10n ** 17n, whitelist: false },
  { expiresAfter: 120n * DAY, ether: false, swapFee: 2n * 10n ** 17n, unwindSwapFee: 0n, whitelist: true },
] as const;

/**
 * Sends protocol activity to a seeded devnet until about `options.events` indexed events have
 * been emitted, and returns what was sent. Leaves automine on and the block gas limit raised.
 */
export async function generateProtocolLoad(
  target: LoadTarget,
  options: ProtocolLoadOptions,
): Promise<ProtocolLoadSummary> {
  const url = target.rpcUrl;
  const log = options.log ?? (() => {});
  const perBlock = options.transactionsPerBlock ?? 250;
  const walletCount = options.wallets ?? 48;
  const random = seededRandom(options.seed ?? 1);
  const { contracts } = target.protocol;
  const controller = target.protocol.deployer;
  const manifest = target.manifest;

  // Pools: the scenario's two long-lived ones plus a few more, created the ordinary way (signed).
  const genesis = BigInt(manifest.genesisTimestamp);
  const pools: LoadPool[] = manifest.pools
    .filter((pool) => pool.key === "whitelisted" || pool.key === "fees")
    .map((pool) => ({
      poolId: pool.poolId,
      collateral: pool.collateralAsset,
      reference: pool.referenceAsset,
      principalToken: pool.principalToken,
      swapToken: pool.swapToken,
      whitelisted: pool.whitelisted,
    }));
  const template = manifest.pools.find((pool) => pool.key === "whitelisted");
  if (template === undefined) throw new Error("the devnet manifest has no scenario pools; run the scenario first");
  for (const plan of EXTRA_POOLS) {
    const collateral = plan.ether ? contracts.tokens.stakedEther : contracts.tokens.collateral;
    const reference = plan.ether ? contracts.tokens.ether : contracts.tokens.reference;
    const market: Market = {
      collateralAsset: collateral,
      referenceAsset: reference,
      expiryTimestamp: genesis + plan.expiresAfter,
      rateMin: BigInt(template.market.rateMin),
      rateMax: BigInt(template.market.rateMax),
      rateChangePerDayMax: BigInt(template.market.rateChangePerDayMax),
      rateChangeCapacityMax: BigInt(template.market.rateChangeCapacityMax),
      rateOracle: plan.ether ? contracts.rateOracles.eth : contracts.rateOracles.usd,
    };
    const created = await createPool(target.clients, contracts, controller, {
      market,
      swapFee: plan.swapFee,
      unwindSwapFee: plan.unwindSwapFee,
      ...(plan.whitelist ? { marketWhitelist: [] } : {}),
    });
    pools.push({
      poolId: created.poolId,
      collateral,
      reference,
      principalToken: created.principalToken,
      swapToken: created.swapToken,
      whitelisted: plan.whitelist,
    });
  }
  const now = await latestTimestamp(target.clients);

  // Wallets: mnemonic accounts 10.. (their keys sign the makers' orders); anvil impersonates them.
  const walletAccounts = Array.from({ length: walletCount }, (_, i) => devAccount(10 + i).account);
  const wallets = walletAccounts.map((account) => account.address);
  await rpc(url, "anvil_autoImpersonateAccount", [true]);
  await rpcBatch(
    url,
    wallets.map((wallet) => ({ method: "anvil_setBalance", params: [wallet, toHex(10n ** 24n)] })),
  );
  await rpc(url, "evm_setBlockGasLimit", [toHex(LOAD_BLOCK_GAS_LIMIT)]);
  await rpc(url, "evm_setAutomine", [false]);

  const nonces = new Map<Address, number>();
  const senders = [controller.address, ...wallets];
  const counts = await rpcBatch(
    url,
    senders.map((sender) => ({ method: "eth_getTransactionCount", params: [sender, "pending"] })),
  );
  senders.forEach((sender, i) => {
    nonces.set(sender, Number(BigInt(counts[i] as string)));
  });

  const summary: ProtocolLoadSummary = {
    transactions: 0,
    reverted: 0,
    blocks: 0,
    expectedEvents: 0,
    operations: {},
    pools: pools.map((pool) => pool.poolId),
  };

  /** Sends `txs` (in this order per sender), mines one block and counts reverts. */
  async function mineBlock(txs: readonly PlannedTx[]): Promise<void> {
    for (let i = 0; i < txs.length; i += SEND_BATCH) {
      await rpcBatch(
        url,
        txs.slice(i, i + SEND_BATCH).map((tx) => {
          const nonce = nonces.get(tx.from) ?? 0;
          nonces.set(tx.from, nonce + 1);
          return {
            method: "eth_sendTransaction",
            params: [{ from: tx.from, to: tx.to, data: tx.data, gas: toHex(TX_GAS), nonce: toHex(nonce) }],
          };
        }),
      );
    }
    await rpc(url, "evm_mine");
    const receipts = (await rpc(url, "eth_getBlockReceipts", ["latest"])) as Array<{ status: Hex }>;
    if (receipts.length !== txs.length) {
      throw new Error(`mined ${receipts.length} of ${txs.length} transactions; raise the block gas limit`);
    }
    summary.reverted += receipts.filter((receipt) => receipt.status !== "0x1").length;
    summary.transactions += txs.length;
    summary.blocks += 1;
  }

  async function mineAll(txs: readonly PlannedTx[]): Promise<void> {
    for (let i = 0; i < txs.length; i += perBlock) await mineBlock(txs.slice(i, i + perBlock));
  }

  // Calldata is the same for the same operation, pool and wallet: encode each once.
  const calldata = new Map<string, Hex>();
  const encoded = (key: string, encode: () => Hex): Hex => {
    let data = calldata.get(key);
    if (data === undefined) {
      data = encode();
      calldata.set(key, data);
    }
    return data;
  };
  const erc20 = devnetArtifacts.MockERC20.abi;
  const call = (from: Address, to: Address, data: Hex): PlannedTx => ({ from, to, data });

  // Set-up: every wallet mints itself tokens and approves the Adapter (tokens and shares), the
  // PoolManager (tokens) and the order contract; the whitelisted pools list every trader (MarketWhitelistAdded events).
  const setup: PlannedTx[] = [];
  const tokens = Object.values(contracts.tokens);
  for (const wallet of wallets) {
    for (const token of tokens) {
      setup.push(
        call(wallet, token, encodeFunctionData({ abi: erc20, functionName: "mint", args: [wallet, 10n ** 30n] })),
      );
      for (const spender of [contracts.adapter, contracts.poolManager, contracts.orderProtocol]) {
        setup.push(
          call(wallet, token, encodeFunctionData({ abi: erc20, functionName: "approve", args: [spender, maxUint256] })),
        );
      }
    }
    for (const pool of pools) {
      for (const share of [pool.principalToken, pool.swapToken]) {
        for (const spender of [contracts.adapter, contracts.orderProtocol]) {
          setup.push(
            call(
              wallet,
              share,
              encodeFunctionData({ abi: erc20, functionName: "approve", args: [spender, maxUint256] }),
            ),
          );
        }
      }
    }
  }
  for (const pool of pools.filter((p) => p.whitelisted)) {
    for (const wallet of wallets) {
      setup.push(
        call(
          controller.address,
          contracts.whitelistManager,
          encodeFunctionData({
            abi: whitelistManagerAbi,
            functionName: "addToMarketWhitelist",
            args: [pool.poolId, [wallet]],
          }),
        ),
      );
      summary.expectedEvents += 1;
    }
  }
  await mineAll(setup);

  /**
   * A pool operation from `wallet`: through the Adapter's `safe*` function (bounds wide open, a
   * far deadline), as front ends send them, or straight to the PoolManager, as integrators do.
   */
  const poolOperation = (
    kind: "deposit" | "exercise" | "unwindSwap" | "unwindDeposit",
    wallet: Address,
    pool: LoadPool,
    amount: bigint,
    viaAdapter: boolean,
  ): PlannedTx => {
    const key = `${kind}:${viaAdapter}:${pool.poolId}:${wallet}:${amount}`;
    const { poolId } = pool;
    if (!viaAdapter) {
      return call(
        wallet,
        contracts.poolManager,
        encoded(key, () => {
          switch (kind) {
            case "deposit":
            case "exercise":
            case "unwindSwap":
              // (poolId, amount, receiver) alike.
              return encodeFunctionData({ abi: poolManagerAbi, functionName: kind, args: [poolId, amount, wallet] });
            case "unwindDeposit":
              return encodeFunctionData({
                abi: poolManagerAbi,
                functionName: "unwindDeposit",
                args: [poolId, amount, wallet, wallet],
              });
          }
        }),
      );
    }
    const common = { poolId, receiver: wallet, deadline: FAR_DEADLINE };
    return call(
      wallet,
      contracts.adapter,
      encoded(key, () => {
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
      }),
    );
  };

  // Liquidity first: every wallet deposits in every pool and exercises a little, so repurchases
  // and unwinds later find shares in the pool and in the wallet.
  const liquidity: PlannedTx[] = [];
  for (const wallet of wallets) {
    for (const pool of pools) liquidity.push(poolOperation("deposit", wallet, pool, 5_000n * WAD, false));
  }
  for (const wallet of wallets) {
    for (const pool of pools) liquidity.push(poolOperation("exercise", wallet, pool, 20n * WAD, false));
  }
  summary.expectedEvents += wallets.length * pools.length * (1 + 2);
  await mineAll(liquidity);

  // Limit orders: the first wallets sell cST of each pool for its collateral, many partial fills each.
  const domain = orderDomain({ chainId: target.clients.chain.id, verifyingContract: contracts.orderProtocol });
  const expiry = Number(now + 3_650n * DAY);
  const orders: Array<{ order: Order; r: Hex; vs: Hex }> = [];
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

  // The mix.
  const kinds = Object.keys(MIX) as OperationKind[];
  const totalWeight = kinds.reduce((sum, kind) => sum + MIX[kind].weight, 0);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const pickKind = (): OperationKind => {
    let roll = random() * totalWeight;
    for (const kind of kinds) {
      roll -= MIX[kind].weight;
      if (roll < 0) return kind;
    }
    return "deposit";
  };
  /** Spectators whose whitelist status the controller toggles (listed = true after an add). */
  const spectators = Array.from({ length: 64 }, (_, i) => ({
    address: keccak256(toHex(`load-spectator-${i}`)).slice(0, 42) as Address,
    global: false,
    market: false,
  }));
  const whitelistedPools = pools.filter((pool) => pool.whitelisted);
  let cancelSalt = 1_000_000n;
  let bitNonce = 1_000;

  const operation = (kind: OperationKind): PlannedTx => {
    const wallet = pick(wallets);
    const pool = pick(pools);
    const viaAdapter = random() < ADAPTER_SHARE;
    switch (kind) {
      case "deposit":
        return poolOperation(kind, wallet, pool, 100n * WAD, viaAdapter);
      case "exercise":
        return poolOperation(kind, wallet, pool, 2n * WAD, viaAdapter);
      case "unwindSwap":
        return poolOperation(kind, wallet, pool, WAD / 2n, viaAdapter);
      case "unwindDeposit":
        return poolOperation(kind, wallet, pool, 10n * WAD, viaAdapter);
      case "fill": {
        const { order, r, vs } = pick(orders);
        // The maker never fills its own order: take the next wallet.
        const taker = wallet === order.maker ? wallets[(wallets.indexOf(wallet) + 1) % wallets.length]! : wallet;
        return call(
          taker,
          contracts.orderProtocol,
          encoded(`fill:${order.salt}`, () =>
            encodeFunctionData({
              abi: orderProtocolAbi,
              functionName: "fillOrder",
              args: [toOrderStruct(order), r, vs, WAD / 100n, 0n], // 0.01 collateral per fill
            }),
          ),
        );
      }
      case "cancel": {
        // Makers cancel orders they never published (remaining invalidator: OrderCancelled).
        const makerTraits = encodeMakerTraits({
          ...EMPTY_MAKER_TRAITS,
          allowPartialFills: true,
          allowMultipleFills: true,
          expiry,
        });
        const order: Order = {
          salt: cancelSalt++,
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
          contracts.orderProtocol,
          encodeFunctionData({
            abi: orderProtocolAbi,
            functionName: "cancelOrder",
            args: [makerTraits, hashOrder(order, domain)],
          }),
        );
      }
      case "bitInvalidate": {
        // Single-fill orders are invalidated by nonce (BitInvalidatorUpdated).
        const makerTraits = encodeMakerTraits({
          ...EMPTY_MAKER_TRAITS,
          allowPartialFills: false,
          allowMultipleFills: false,
          expiry,
          nonceOrEpoch: bitNonce++,
        });
        return call(
          wallet,
          contracts.orderProtocol,
          encodeFunctionData({
            abi: orderProtocolAbi,
            functionName: "bitsInvalidateForOrder",
            args: [makerTraits, 0n],
          }),
        );
      }
      case "globalWhitelist": {
        const spectator = pick(spectators);
        spectator.global = !spectator.global;
        return call(
          controller.address,
          contracts.whitelistManager,
          encodeFunctionData({
            abi: whitelistManagerAbi,
            functionName: spectator.global ? "addToGlobalWhitelist" : "removeFromGlobalWhitelist",
            args: [[spectator.address]],
          }),
        );
      }
      case "marketWhitelist": {
        const spectator = pick(spectators);
        const listed = pick(whitelistedPools.length > 0 ? whitelistedPools : pools);
        spectator.market = !spectator.market;
        return call(
          controller.address,
          contracts.whitelistManager,
          encodeFunctionData({
            abi: whitelistManagerAbi,
            functionName: spectator.market ? "addToMarketWhitelist" : "removeFromMarketWhitelist",
            args: [listed.poolId, [spectator.address]],
          }),
        );
      }
      case "feeUpdate":
        return call(
          controller.address,
          contracts.poolManager,
          encodeFunctionData({
            abi: poolManagerAbi,
            functionName: "updateSwapFeePercentage",
            args: [pool.poolId, BigInt(Math.floor(random() * 5)) * 10n ** 17n],
          }),
        );
    }
  };

  const started = performance.now();
  let lastLog = started;
  while (summary.expectedEvents < options.events) {
    const txs: PlannedTx[] = [];
    while (txs.length < perBlock && summary.expectedEvents < options.events) {
      const kind = pickKind();
      txs.push(operation(kind));
      summary.operations[kind] = (summary.operations[kind] ?? 0) + 1;
      summary.expectedEvents += MIX[kind].events;
    }
    await mineBlock(txs);
    if (performance.now() - lastLog > 5_000) {
      lastLog = performance.now();
      const seconds = (lastLog - started) / 1000;
      log(
        `  load: ${summary.expectedEvents}/${options.events} events, ${summary.transactions} txs, ${summary.blocks} blocks, ${Math.round(summary.transactions / seconds)} tx/s`,
      );
    }
  }
  await rpc(url, "evm_setAutomine", [true]);
  await rpc(url, "anvil_autoImpersonateAccount", [false]);
  return summary;
}
