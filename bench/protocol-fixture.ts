/**
 * Big protocol data files for the pages scenario (bench/protocol-pages.ts): N records of a
 * realistic mix - pools with their two limit-order markets, flows of many wallets across the
 * pools (one busy wallet among them), accepted orders of which some are later filled, partly
 * filled or cancelled (with their fills), global and market whitelists - written through the
 * store's own write path (`ChainWriter.put`, one `commit` per batch of blocks, as the indexer's
 * backfill does), so the file is a valid store by construction and the service opens it like
 * any other. A fill carries the amounts the indexer's `OrderFilled` handling would give it.
 *
 * Built once per size into the bench's fixture cache, in a child process with a large heap (this
 * module is also that child's entry point), then copied for each run.
 */
import { createHash } from "node:crypto";
import { copyFile, mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Address, Hex } from "viem";
import { EMPTY_MAKER_TRAITS, encodeMakerTraits } from "../generated/contracts/index.js";
import { type ChainConfig, chainConfigHash } from "../runtime/protocol/config.ts";
import {
  eventKey,
  type FillRecord,
  type FlowActionType,
  type FlowRecord,
  type MarketRecord,
  marketKey,
  type OrderRecord,
  type PoolRecord,
  type TokenRecord,
} from "../runtime/protocol/records.ts";
import { fileStoreAdapter, ProtocolStore } from "../runtime/protocol/store.ts";
import { fixtureCacheDir, round } from "./harness.ts";
import { runChild } from "./processes.ts";
import { seededRandom } from "./protocol-load-calls.ts";

/** Bump when the fixture's content or layout changes (3: snapshot rows), so stale caches are not reused. */
const PROTOCOL_FIXTURE_VERSION = 3;

/** The chain the fixtures are stored under. */
export const BENCH_CHAIN_ID = 31_337;

/** Records (puts) per commit while building: a backfill chunk's worth. */
const RECORDS_PER_COMMIT = 10_000;

/** Events per block of the synthetic chain. */
const EVENTS_PER_BLOCK = 4;

const FIRST_BLOCK = 1_000;
const FIRST_TIMESTAMP = 1_767_225_600;
const BLOCK_SECONDS = 12;
/** Pool expiry: far enough that every market is active. */
const POOL_EXPIRY = 2_000_000_000;
const WAD = 10n ** 18n;

/**
 * The chain configuration the fixtures are indexed under. No RPC is ever contacted: the bench
 * serves fixtures with `followChains: false`.
 */
export function benchChainConfig(): ChainConfig {
  const orderProtocol = address("order-protocol");
  return {
    chainId: BENCH_CHAIN_ID,
    rpcUrl: "http://127.0.0.1:9",
    contracts: {
      poolManager: address("pool-manager"),
      adapter: null,
      whitelistManager: address("whitelist-manager"),
      orderProtocol,
    },
    startBlock: FIRST_BLOCK,
    finalityDepth: 5,
    pollIntervalMs: 250,
    initialLogRange: 1_000,
    maxLogRange: 10_000,
    orderDomain: { name: "1inch Aggregation Router", version: "6", verifyingContract: orderProtocol },
    usdPrices: Object.fromEntries(COLLATERALS.map((token, index) => [token.address, index === 0 ? 1 : 0.9])),
  };
}

/** What the load generator needs to know about a fixture. */
export interface ProtocolFixtureInfo {
  /** Records in the store (every collection). */
  records: number;
  pools: number;
  markets: number;
  flows: number;
  orders: number;
  fills: number;
  wallets: number;
  /** The wallet with the most flows (lowercase) and its flow count. */
  busyWallet: Address;
  busyWalletFlows: number;
  /** The pool with the most orders and how many of them are fillable (OPEN or PARTIALLY_FILLED). */
  busyPool: Hex;
  busyPoolFillableOrders: number;
  /** Last indexed block. */
  lastBlock: number;
  /** Bytes of the snapshot file (the fixture has an empty journal). */
  snapshotBytes: number;
  /** Journal records written while building (one per commit). */
  commits: number;
}

/** Options of {@link writeProtocolFixture}. */
export interface ProtocolFixtureOptions {
  /** Records to create, every collection counted. */
  records: number;
}

/** Deterministic pseudo-random hex of `bytes` bytes from a label. */
function hex(label: string, bytes: number): string {
  let out = "";
  for (let round = 0; out.length < bytes * 2; round += 1) {
    out += createHash("sha256").update(`${label}:${round}`).digest("hex");
  }
  return out.slice(0, bytes * 2);
}

function address(label: string): Address {
  return `0x${hex(`address:${label}`, 20)}` as Address;
}

const COLLATERALS: TokenRecord[] = [
  { address: address("token:usdc"), name: "USD Coin", symbol: "USDC", decimals: 6 },
  { address: address("token:weth"), name: "Wrapped Ether", symbol: "WETH", decimals: 18 },
];
const REFERENCE: TokenRecord = { address: address("token:ref"), name: "Staked Ether", symbol: "stETH", decimals: 18 };

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** What happens to an accepted order later on chain. */
type Fate = "open" | "partial" | "filled" | "cancelled";
const FATES: readonly Fate[] = [
  "open",
  "open",
  "open",
  "open",
  "open",
  "open",
  "partial",
  "filled",
  "filled",
  "cancelled",
];

/**
 * Builds the fixture at `dataFile` through the store (replacing whatever was there) and returns its
 * description. Compaction is held back until the end: the file is one snapshot plus an empty journal.
 */
export async function writeProtocolFixture(
  dataFile: string,
  options: ProtocolFixtureOptions,
): Promise<ProtocolFixtureInfo> {
  await mkdir(path.dirname(dataFile), { recursive: true });
  await removeDataFiles(dataFile);
  const config = benchChainConfig();
  const store = new ProtocolStore(
    fileStoreAdapter(dataFile, { compactMinBytes: Number.MAX_SAFE_INTEGER, onWarning: () => undefined }),
  );
  await store.open();
  const state = store.chain(config.chainId, chainConfigHash(config));
  const writer = store.writer(state);
  // Seeded by the size, so every build of a size is the same file.
  const next = seededRandom(options.records);
  const chainId = config.chainId;

  // Sizes: the fixed collections first, then orders (8%), their fills, and flows for the rest. The
  // busy wallet and the busy pool hold a fixed share, but never less than a few pages' worth.
  const poolCount = clamp(Math.round(options.records / 5_000), 4, 200);
  const globalListed = 10;
  const marketLists = Math.ceil(poolCount / 4);
  const fixed = poolCount * 3 + globalListed + marketLists;
  const remaining = Math.max(0, options.records - fixed);
  // At least 150 orders, so even a small store has a full orderbook page in its busy market.
  let ordersLeft = Math.max(Math.round(remaining * 0.08), Math.min(150, Math.round(remaining * 0.3)));
  const busyPoolShare = Math.max(0.2, Math.min(100, ordersLeft * 0.8) / Math.max(1, ordersLeft));
  let fillsPlanned = 0;
  for (let index = 0; index < ordersLeft; index += 1) {
    const fate = FATES[index % FATES.length];
    if (fate === "partial" || fate === "filled") fillsPlanned += 1;
  }
  let flowsLeft = remaining - ordersLeft - fillsPlanned;
  const walletCount = clamp(Math.round(options.records / 100), 10, 10_000);
  const wallets = Array.from({ length: walletCount }, (_, index) => address(`wallet:${index}`));
  const busyWallet = wallets[0]!;
  const busyShare = clamp(flowsLeft * 0.02, Math.min(300, flowsLeft * 0.4), 10_000) / Math.max(1, flowsLeft);

  let puts = 0;
  let commits = 0;
  let block = FIRST_BLOCK;
  let timestamp = FIRST_TIMESTAMP;
  const commitIfDue = async (force = false) => {
    if (!force && puts < RECORDS_PER_COMMIT) return;
    writer.markIndexed(block, timestamp);
    await store.commit();
    puts = 0;
    commits += 1;
  };

  // Pools and their markets, one MarketCreated per block.
  const pools: PoolRecord[] = [];
  for (let index = 0; index < poolCount; index += 1) {
    const poolId = `0x${hex(`pool:${index}`, 32)}` as Hex;
    const collateral = COLLATERALS[index % COLLATERALS.length]!;
    const share = (kind: string): TokenRecord => ({
      address: address(`token:${kind}:${index}`),
      name: `${collateral.symbol}-${REFERENCE.symbol}-${index}${kind}`,
      symbol: `${REFERENCE.symbol}${index}${kind}`,
      decimals: collateral.decimals,
    });
    const pool: PoolRecord = {
      chainId,
      poolId,
      poolManagerAddress: config.contracts.poolManager,
      expiry: POOL_EXPIRY + index * 86_400,
      rateOracleAddress: address(`oracle:${index}`),
      collateralToken: collateral,
      referenceToken: REFERENCE,
      principalToken: share("PT"),
      swapToken: share("ST"),
      deploymentBlockNumber: block,
      deploymentBlockTimestamp: timestamp,
      deploymentTxHash: `0x${hex(`pool-tx:${index}`, 32)}` as Hex,
      blockNumber: block,
      blockTimestamp: timestamp,
      swapFee: WAD / 100n,
      unwindSwapFee: WAD / 200n,
      pauseBitMap: 0,
      collateralAssets: 10n ** BigInt(collateral.decimals + 6),
      referenceAssets: 10n ** 24n,
      assetsBlockTimestamp: timestamp,
      exerciseFeesInCollateral: 0n,
      repurchaseFeesInCollateral: 0n,
      exerciseFeesInReference: 0n,
      repurchaseFeesInReference: 0n,
      feesBlockTimestamp: timestamp,
    };
    pools.push(pool);
    writer.put("pools", poolId, pool);
    for (const token of [pool.principalToken, pool.swapToken]) {
      const market: MarketRecord = {
        chainId,
        poolId,
        makerAsset: token.address,
        takerAsset: collateral.address,
        expiry: pool.expiry,
        createdAt: timestamp,
        updatedAt: timestamp,
      };
      writer.put("markets", marketKey(poolId, token.address), market);
    }
    puts += 3;
    block += 1;
    timestamp += BLOCK_SECONDS;
  }
  for (let index = 0; index < globalListed; index += 1) {
    writer.put("globalWhitelist", wallets[(index * 7) % walletCount]!, { listed: true, removed: index % 5 === 4 });
  }
  for (let index = 0; index < marketLists; index += 1) {
    const pool = pools[index * 4]!;
    const accounts = Object.fromEntries(
      Array.from({ length: 5 }, (_, k) => [wallets[(index + k * 13) % walletCount]!, { listed: true, removed: false }]),
    );
    writer.put("marketWhitelists", pool.poolId, { poolId: pool.poolId, enabled: true, accounts });
  }
  puts += globalListed + marketLists;

  // The event stream: flows, order acceptances, and each order's fate some blocks later.
  const actions: FlowActionType[] = ["mint", "mint", "exercise", "repurchase", "unwind", "redeem"];
  const traits = encodeMakerTraits({ ...EMPTY_MAKER_TRAITS, allowMultipleFills: true });
  const fates: Array<{ due: number; orderHash: Hex; fate: Fate }> = [];
  let fateHead = 0;
  let busyWalletFlows = 0;
  let busyPoolFillableOrders = 0;
  let flows = 0;
  let orders = 0;
  let fills = 0;
  let slot = 0;
  let ordersAccepted = 0;
  while (flowsLeft > 0 || ordersLeft > 0 || fateHead < fates.length) {
    const slotBlock = FIRST_BLOCK + poolCount + Math.floor(slot / EVENTS_PER_BLOCK);
    if (slotBlock !== block) {
      await commitIfDue();
      block = slotBlock;
      timestamp = FIRST_TIMESTAMP + (block - FIRST_BLOCK) * BLOCK_SECONDS;
    }
    const logIndex = slot % EVENTS_PER_BLOCK;
    const txHash = `0x${hex(`tx:${slot}`, 32)}` as Hex;
    const due = fates[fateHead];
    if (due !== undefined && due.due <= slot) {
      fateHead += 1;
      const order = writer.get("orders", due.orderHash)!;
      const at = timestamp * 1000;
      if (due.fate === "cancelled") {
        writer.put("orders", order.orderHash, { ...order, status: "CANCELLED", updatedAtMs: at });
        if (order.poolId === pools[0]!.poolId) busyPoolFillableOrders -= 1;
        puts += 1;
      } else {
        const making = due.fate === "filled" ? order.makingAmount : order.makingAmount / 3n;
        const taker = wallets[Math.floor(next() * walletCount)]!;
        const fill: FillRecord = {
          chainId,
          orderHash: order.orderHash,
          blockNumber: block,
          blockTimestamp: timestamp,
          txHash,
          logIndex,
          maker: order.maker,
          taker,
          makingAsset: order.makerAsset,
          takingAsset: order.takerAsset,
          makingAmount: making,
          takingAmount: (making * order.takingAmount + order.makingAmount - 1n) / order.makingAmount,
          isPartialFill: making < order.makingAmount,
        };
        writer.put("fills", eventKey(chainId, txHash, logIndex), fill);
        const remainingMakingAmount = order.remainingMakingAmount - making;
        writer.put("orders", order.orderHash, {
          ...order,
          remainingMakingAmount,
          status: remainingMakingAmount === 0n ? "FILLED" : "PARTIALLY_FILLED",
          updatedAtMs: at,
        });
        if (remainingMakingAmount === 0n && order.poolId === pools[0]!.poolId) busyPoolFillableOrders -= 1;
        fills += 1;
        puts += 2;
      }
    } else if (ordersLeft > 0 && (flowsLeft === 0 || next() < ordersLeft / (ordersLeft + flowsLeft))) {
      const pool = next() < busyPoolShare ? pools[0]! : pools[Math.floor(next() * poolCount)]!;
      const shareToken = next() < 0.5 ? pool.principalToken : pool.swapToken;
      const side = ordersAccepted % 2 === 0 ? "SELL" : "BUY";
      const makingAmount = WAD * BigInt(1 + Math.floor(next() * 1_000));
      const takingAmount = (makingAmount * BigInt(90 + Math.floor(next() * 20))) / 100n;
      const orderHash = `0x${hex(`order:${ordersAccepted}`, 32)}` as Hex;
      const maker = wallets[Math.floor(next() * walletCount)]!;
      const order: OrderRecord = {
        chainId,
        poolId: pool.poolId,
        orderHash,
        salt: BigInt(`0x${hex(`salt:${ordersAccepted}`, 16)}`),
        maker,
        receiver: maker,
        makerAsset: side === "SELL" ? shareToken.address : pool.collateralToken.address,
        takerAsset: side === "SELL" ? pool.collateralToken.address : shareToken.address,
        makingAmount,
        takingAmount,
        makerTraits: traits,
        signature: `0x${hex(`signature:${ordersAccepted}`, 65)}` as Hex,
        makerAccountType: "EOA",
        side,
        premium: (0.01 + (ordersAccepted % 50) / 1_000).toFixed(3),
        nonce: BigInt(ordersAccepted),
        status: "OPEN",
        remainingMakingAmount: makingAmount,
        createdAtMs: timestamp * 1000 + logIndex,
        updatedAtMs: timestamp * 1000 + logIndex,
      };
      writer.put("orders", orderHash, order);
      const fate = FATES[ordersAccepted % FATES.length]!;
      if (fate !== "open") fates.push({ due: slot + 40 + Math.floor(next() * 400), orderHash, fate });
      if (pool.poolId === pools[0]!.poolId) busyPoolFillableOrders += 1;
      ordersAccepted += 1;
      ordersLeft -= 1;
      orders += 1;
      puts += 1;
    } else if (flowsLeft > 0) {
      const busy = next() < busyShare;
      const wallet = busy ? busyWallet : wallets[1 + Math.floor(next() * (walletCount - 1))]!;
      const pool = pools[Math.floor(next() * poolCount)]!;
      const amount = 10n ** BigInt(pool.collateralToken.decimals) * BigInt(1 + Math.floor(next() * 10_000));
      const actionType = actions[Math.floor(next() * actions.length)]!;
      const sign = actionType === "mint" || actionType === "exercise" ? -1n : 1n;
      const flow: FlowRecord = {
        chainId,
        poolId: pool.poolId,
        blockNumber: block,
        blockTimestamp: timestamp,
        txHash,
        logIndex,
        walletAddress: wallet,
        actionType,
        deltaCollateral: sign * amount,
        deltaReference: actionType === "exercise" || actionType === "repurchase" ? -sign * amount : 0n,
        deltaPrincipal: actionType === "mint" || actionType === "redeem" ? -sign * amount : 0n,
        deltaSwap: actionType === "mint" || actionType === "unwind" ? -sign * amount : 0n,
        feeInCollateral: actionType === "exercise" || actionType === "repurchase" ? amount / 100n : 0n,
        feeInReference: 0n,
      };
      writer.put("flows", eventKey(chainId, txHash, logIndex), flow);
      if (busy) busyWalletFlows += 1;
      flowsLeft -= 1;
      flows += 1;
      puts += 1;
    } else {
      // Only fates remain and none is due: move on to the next one.
      slot = Math.max(slot, fates[fateHead]!.due) - 1;
    }
    slot += 1;
  }
  // The window after a backfill: the last block as its finalized floor.
  writer.resetWindow({
    number: block,
    hash: `0x${hex(`block:${block}`, 32)}` as Hex,
    parentHash: `0x${hex(`block:${block - 1}`, 32)}` as Hex,
    timestamp,
  });
  await commitIfDue(true);
  await store.close();
  const snapshotBytes = (await stat(dataFile)).size;
  const records = poolCount * 3 + globalListed + marketLists + flows + orders + fills;
  return {
    records,
    pools: poolCount,
    markets: poolCount * 2,
    flows,
    orders,
    fills,
    wallets: walletCount,
    busyWallet,
    busyWalletFlows,
    busyPool: pools[0]!.poolId,
    busyPoolFillableOrders,
    lastBlock: block,
    snapshotBytes,
    commits,
  };
}

/** The data file and every file the store keeps beside it. */
function dataFiles(dataFile: string): string[] {
  return [
    dataFile,
    `${dataFile}.journal`,
    `${dataFile}.lock`,
    `${dataFile}.mark`,
    `${dataFile}.next`,
    `${dataFile}.migrating`,
  ];
}

async function removeDataFiles(dataFile: string): Promise<void> {
  await Promise.all(dataFiles(dataFile).map((file) => rm(file, { force: true })));
}

/**
 * A fixture of `options.records` records at `dataFile`: built once into the cache (in a child
 * process with a large heap), then copied, so a run may change its copy freely.
 */
export async function prepareProtocolFixture(
  dataFile: string,
  options: ProtocolFixtureOptions,
  log: (line: string) => void,
): Promise<ProtocolFixtureInfo> {
  const key = `protocol-v${PROTOCOL_FIXTURE_VERSION}-r${options.records}`;
  const cached = path.join(fixtureCacheDir(), key, "protocol.json");
  const infoFile = `${cached}.info.json`;
  let info: ProtocolFixtureInfo;
  try {
    info = JSON.parse(await readFile(infoFile, "utf8")) as ProtocolFixtureInfo;
    if ((await stat(cached)).size !== info.snapshotBytes) throw new Error("fixture size differs from its info");
    await stat(`${cached}.journal`);
  } catch {
    const started = performance.now();
    log(`  building protocol fixture ${key} (${options.records} records)...`);
    info = await runChild<ProtocolFixtureInfo>(
      "protocol-fixture.ts",
      { dataFile: cached, options },
      protocolNodeFlags(options.records),
    );
    await writeFile(infoFile, JSON.stringify(info));
    log(
      `  built in ${round((performance.now() - started) / 1000, 1)} s ` +
        `(${round(info.snapshotBytes / (1024 * 1024))} MB, ${info.commits} commits)`,
    );
  }
  await mkdir(path.dirname(dataFile), { recursive: true });
  await removeDataFiles(dataFile);
  // The snapshot names the journal generation that continues it: without its journal it is refused.
  await copyFile(cached, dataFile);
  await copyFile(`${cached}.journal`, `${dataFile}.journal`);
  return info;
}

/** Node flags for a process holding a store of `records` records (1M take ~2 GB of heap). */
export function protocolNodeFlags(records: number): string[] {
  return records >= 200_000 ? ["--max-old-space-size=8192"] : [];
}

// Run as the bench's fixture child (runChild): build, answer, exit.
if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.once("disconnect", () => process.exit(1));
  process.once("message", (input: { dataFile: string; options: ProtocolFixtureOptions }) => {
    writeProtocolFixture(input.dataFile, input.options).then(
      (value) => process.send?.({ type: "result", value }, () => process.exit(0)),
      (error: unknown) =>
        process.send?.({ type: "error", message: String((error as Error)?.stack ?? error) }, () => process.exit(1)),
    );
  });
}
