/**
 * Protocol activity in bulk on a seeded devnet, for indexer benchmarks: many wallets deposit,
 * exercise, repurchase and unwind through the Adapter across several pools, fill and cancel limit
 * orders, and the controller changes whitelists and fees — one operation per transaction, as users
 * send them. Built for speed: anvil's impersonation instead of signing (`eth_sendTransaction` from
 * any address), JSON-RPC batches of transactions, automine off and one `evm_mine` per block of
 * many transactions, and a block gas limit high enough for them. Amounts are fixed and the mix
 * comes from a seeded generator, so a seed and a size give the same kinds of activity every run.
 */
import { type Address, encodeFunctionData, type Hex, maxUint256, toHex } from "viem";
import { type Market, orderDomain, whitelistManagerAbi } from "../generated/contracts/index.js";
import { devnetArtifacts } from "../generated/devnet/artifacts.js";
import { type DevnetClients, devAccount, latestTimestamp } from "../runtime/devnet/chain.ts";
import { createPool, type DeployedProtocol } from "../runtime/devnet/deploy.ts";
import type { DevnetManifest } from "../runtime/devnet/manifest.ts";
import {
  call,
  type LoadParties,
  type LoadPool,
  MIX,
  operationMix,
  type PlannedTx,
  poolOperation,
  seededRandom,
  signLoadOrders,
  WAD,
} from "./protocol-load-calls.ts";

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

const DAY = 86_400n;
/** Declared gas per transaction; anvil then skips `eth_estimateGas`. */
const TX_GAS = 700_000n;
/** Block gas limit while loading: well above the transactions per block times {@link TX_GAS}. */
const LOAD_BLOCK_GAS_LIMIT = 2_000_000_000n;
/** Requests per HTTP call when sending transactions. */
const SEND_BATCH = 500;

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
  const { contracts } = target.protocol;
  const controller = target.protocol.deployer;
  const pools = await createLoadPools(target);
  const now = await latestTimestamp(target.clients);

  // Wallets: mnemonic accounts 10.. (their keys sign the makers' orders); anvil impersonates them.
  const walletAccounts = Array.from({ length: options.wallets ?? 48 }, (_, i) => devAccount(10 + i).account);
  const wallets = walletAccounts.map((account) => account.address);
  await rpc(url, "anvil_autoImpersonateAccount", [true]);
  await rpcBatch(
    url,
    wallets.map((wallet) => ({ method: "anvil_setBalance", params: [wallet, toHex(10n ** 24n)] })),
  );
  await rpc(url, "evm_setBlockGasLimit", [toHex(LOAD_BLOCK_GAS_LIMIT)]);
  await rpc(url, "evm_setAutomine", [false]);

  const load: LoadRun = {
    url,
    perBlock: options.transactionsPerBlock ?? 250,
    contracts,
    controller: controller.address,
    wallets,
    pools,
    nonces: await pendingNonces(url, [controller.address, ...wallets]),
    calldata: new Map(),
    summary: {
      transactions: 0,
      reverted: 0,
      blocks: 0,
      expectedEvents: 0,
      operations: {},
      pools: pools.map((pool) => pool.poolId),
    },
  };
  const { summary } = load;
  await mineAll(load, setupTransactions(load));
  await mineAll(load, liquidityTransactions(load));

  const domain = orderDomain({ chainId: target.clients.chain.id, verifyingContract: contracts.orderProtocol });
  const expiry = Number(now + 3_650n * DAY);
  const orders = await signLoadOrders(walletAccounts, pools, domain, expiry);
  const mix = operationMix(load, seededRandom(options.seed ?? 1), { orders, domain, expiry });

  const started = performance.now();
  let lastLog = started;
  while (summary.expectedEvents < options.events) {
    const txs: PlannedTx[] = [];
    while (txs.length < load.perBlock && summary.expectedEvents < options.events) {
      const kind = mix.pickKind();
      txs.push(mix.operation(kind));
      summary.operations[kind] = (summary.operations[kind] ?? 0) + 1;
      summary.expectedEvents += MIX[kind].events;
    }
    await mineBlock(load, txs);
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

/** The state of one load: where it sends, the next nonce per sender, and the tally. */
interface LoadRun extends LoadParties {
  url: string;
  perBlock: number;
  nonces: Map<Address, number>;
  summary: ProtocolLoadSummary;
}

/** The scenario's two long-lived pools plus {@link EXTRA_POOLS}, created the ordinary way (signed). */
async function createLoadPools(target: LoadTarget): Promise<LoadPool[]> {
  const { contracts } = target.protocol;
  const manifest = target.manifest;
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
    const created = await createPool(target.clients, contracts, target.protocol.deployer, {
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
  return pools;
}

/** Each sender's next nonce, pending transactions included. */
async function pendingNonces(url: string, senders: readonly Address[]): Promise<Map<Address, number>> {
  const counts = await rpcBatch(
    url,
    senders.map((sender) => ({ method: "eth_getTransactionCount", params: [sender, "pending"] })),
  );
  return new Map(senders.map((sender, i) => [sender, Number(BigInt(counts[i] as string))]));
}

/** Sends `txs` (in this order per sender), mines one block and counts reverts. */
async function mineBlock(load: LoadRun, txs: readonly PlannedTx[]): Promise<void> {
  const { url, nonces, summary } = load;
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

async function mineAll(load: LoadRun, txs: readonly PlannedTx[]): Promise<void> {
  for (let i = 0; i < txs.length; i += load.perBlock) await mineBlock(load, txs.slice(i, i + load.perBlock));
}

/**
 * Set-up: every wallet mints itself tokens and approves the Adapter (tokens and shares), the
 * PoolManager (tokens) and the order contract; the whitelisted pools list every trader
 * (MarketWhitelistAdded events, counted as expected).
 */
function setupTransactions(load: LoadRun): PlannedTx[] {
  const { contracts, wallets, pools } = load;
  const erc20 = devnetArtifacts.MockERC20.abi;
  const approve = (wallet: Address, token: Address, spender: Address) =>
    call(wallet, token, encodeFunctionData({ abi: erc20, functionName: "approve", args: [spender, maxUint256] }));
  const setup: PlannedTx[] = [];
  for (const wallet of wallets) {
    for (const token of Object.values(contracts.tokens)) {
      setup.push(
        call(wallet, token, encodeFunctionData({ abi: erc20, functionName: "mint", args: [wallet, 10n ** 30n] })),
      );
      for (const spender of [contracts.adapter, contracts.poolManager, contracts.orderProtocol]) {
        setup.push(approve(wallet, token, spender));
      }
    }
    for (const pool of pools) {
      for (const share of [pool.principalToken, pool.swapToken]) {
        for (const spender of [contracts.adapter, contracts.orderProtocol]) setup.push(approve(wallet, share, spender));
      }
    }
  }
  for (const pool of pools.filter((p) => p.whitelisted)) {
    for (const wallet of wallets) {
      setup.push(
        call(
          load.controller,
          contracts.whitelistManager,
          encodeFunctionData({
            abi: whitelistManagerAbi,
            functionName: "addToMarketWhitelist",
            args: [pool.poolId, [wallet]],
          }),
        ),
      );
      load.summary.expectedEvents += 1;
    }
  }
  return setup;
}

/**
 * Liquidity first: every wallet deposits in every pool and exercises a little, so repurchases
 * and unwinds later find shares in the pool and in the wallet.
 */
function liquidityTransactions(load: LoadRun): PlannedTx[] {
  const { wallets, pools } = load;
  const liquidity: PlannedTx[] = [];
  for (const wallet of wallets) {
    for (const pool of pools) liquidity.push(poolOperation(load, "deposit", wallet, pool, 5_000n * WAD, false));
  }
  for (const wallet of wallets) {
    for (const pool of pools) liquidity.push(poolOperation(load, "exercise", wallet, pool, 20n * WAD, false));
  }
  load.summary.expectedEvents += wallets.length * pools.length * (1 + 2);
  return liquidity;
}
