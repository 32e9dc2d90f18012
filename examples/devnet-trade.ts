/**
 * Devnet trade: a wallet deposits collateral into a pool and exercises swap shares through the
 * Adapter's slippage-protected `safe*` functions, then reads its own flows back from the protocol
 * data service — the chain through the generated contract bindings, the service through the
 * generated protocol client.
 *
 *   node --import tsx examples/devnet-trade.ts [--manifest .contractkit/devnet.json] [--rpc URL]
 *     [--protocol http://127.0.0.1:4020] [--pool fees] [--deposit 10] [--exercise 2]
 *
 * Environment fallbacks: DEVNET_MANIFEST, RPC_URL (default: the manifest's rpcUrl), PROTOCOL_URL.
 * Start the devnet and the service first (`npm start` runs both). In your own project the imports
 * are `contractkit/contracts` and `contractkit/protocol` (docs/embedding.md).
 */
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  formatUnits,
  type Hash,
  type Hex,
  http,
  maxUint256,
  parseUnits,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import {
  buildSafeDeposit,
  buildSafeExercise,
  deadlineIn,
  readPoolManagerPreviewDeposit,
  readPoolManagerPreviewExercise,
  withSlippage,
  writeAdapterSafeDeposit,
  writeAdapterSafeExercise,
} from "../generated/contracts/index.ts";
import { createProtocolClient, schemaValidator } from "../generated/protocol/client.ts";
import { protocolResponseSchemas } from "../generated/protocol/schemas.ts";

/** Tolerance on every previewed amount: 0.5 %, the devnet scenario's own (docs/devnet.md). */
const SLIPPAGE_BPS = 50;
/** Seconds a transaction stays valid after the latest block (the Adapter reverts `DeadlineExceeded` after). */
const DEADLINE_SECONDS = 600;
/** How long to wait for the service to index the last transaction's block. */
const INDEX_TIMEOUT_MS = 60_000;

/** The fields of the devnet manifest (docs/devnet.md "Manifest fields") this example reads. */
interface Manifest {
  chainId: number;
  rpcUrl: string;
  contracts: { poolManager: Address; adapter: Address };
  pools: {
    poolId: Hex;
    name: string;
    key: string;
    collateralAsset: Address;
    referenceAsset: Address;
    collateralDecimals: number;
    referenceDecimals: number;
    swapToken: Address;
  }[];
  accounts: { address: Address; privateKey: Hex; role: string }[];
}

const { values: options } = parseArgs({
  options: {
    manifest: { type: "string", default: process.env.DEVNET_MANIFEST ?? ".contractkit/devnet.json" },
    rpc: { type: "string", ...(process.env.RPC_URL ? { default: process.env.RPC_URL } : {}) },
    protocol: { type: "string", default: process.env.PROTOCOL_URL ?? "http://127.0.0.1:4020" },
    pool: { type: "string", default: "fees" },
    account: { type: "string", default: "user" },
    deposit: { type: "string", default: "10" },
    exercise: { type: "string", default: "2" },
  },
});

const manifest = JSON.parse(await readFile(options.manifest, "utf8")) as Manifest;
const pool = manifest.pools.find((p) => p.key === options.pool);
if (pool === undefined) throw new Error(`no pool with key ${options.pool} in ${options.manifest}`);
// The `user` dev account holds minted tokens and has no scenario activity, so its flows are this run's.
const signer = manifest.accounts.find((a) => a.role === options.account);
if (signer === undefined) throw new Error(`no account with role ${options.account} in ${options.manifest}`);

const rpcUrl = options.rpc ?? manifest.rpcUrl;
const chain = defineChain({
  id: manifest.chainId,
  name: "contractkit devnet",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
});
const account = privateKeyToAccount(signer.privateKey);
const publicClient = createPublicClient({ chain, transport: http(rpcUrl) });
const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) });
const { poolManager, adapter } = manifest.contracts;
const shares = (amount: bigint) => formatUnits(amount, pool.collateralDecimals);

/** Waits for a transaction and fails on a revert; returns its block number. */
async function confirmed(label: string, hash: Hash): Promise<bigint> {
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") throw new Error(`${label} ${hash} reverted`);
  console.log(`${label} tx ${hash} block ${receipt.blockNumber}`);
  return receipt.blockNumber;
}

/** The Adapter pulls CA, REF and cST from the wallet, so it needs an allowance for each. */
async function approveAdapter(token: Address, symbol: string): Promise<void> {
  const allowance = await publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: "allowance",
    args: [account.address, adapter],
  });
  if (allowance === maxUint256) return;
  const hash = await wallet.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: "approve",
    args: [adapter, maxUint256],
  });
  await confirmed(`approve ${symbol}`, hash);
}

/** Latest block time: the devnet keeps its own clock (docs/devnet.md), so deadlines follow the chain, not this machine. */
async function chainNow(): Promise<bigint> {
  return (await publicClient.getBlock({ blockTag: "latest" })).timestamp;
}

console.log(`wallet ${account.address} on chain ${manifest.chainId} (${rpcUrl}), pool ${pool.name} ${pool.poolId}`);
await approveAdapter(pool.collateralAsset, "collateral");
await approveAdapter(pool.referenceAsset, "reference");
await approveAdapter(pool.swapToken, "cST");

// Deposit: CA in, equal cPT and cST out (docs/reference/protocol.md#the-adapter); the minimum out is the preview less
// slippage.
const collateralAssetsIn = parseUnits(options.deposit, pool.collateralDecimals);
const sharesPreview = await readPoolManagerPreviewDeposit(publicClient, poolManager, [pool.poolId, collateralAssetsIn]);
const deposit = buildSafeDeposit({
  poolId: pool.poolId,
  receiver: account.address,
  collateralAssetsIn,
  preview: sharesPreview,
  slippageBps: SLIPPAGE_BPS,
  deadline: deadlineIn(DEADLINE_SECONDS, await chainNow()),
});
console.log(
  `deposit ${options.deposit} collateral: preview ${shares(sharesPreview)} cPT+cST, minimum ${shares(withSlippage(sharesPreview, SLIPPAGE_BPS, "min"))}`,
);
const depositTx = await writeAdapterSafeDeposit(wallet, adapter, [deposit], {});
await confirmed("deposit", depositTx);

// Exercise: cST + REF in, CA out minus the fee; CA out is floored and REF in capped by the slippage.
const cstSharesIn = parseUnits(options.exercise, pool.collateralDecimals);
const [collateralAssetsOut, referenceAssetsIn] = await readPoolManagerPreviewExercise(publicClient, poolManager, [
  pool.poolId,
  cstSharesIn,
]);
const exercise = buildSafeExercise({
  poolId: pool.poolId,
  receiver: account.address,
  cstSharesIn,
  preview: { collateralAssetsOut, referenceAssetsIn },
  slippageBps: SLIPPAGE_BPS,
  deadline: deadlineIn(DEADLINE_SECONDS, await chainNow()),
});
console.log(
  `exercise ${options.exercise} cST: preview ${shares(collateralAssetsOut)} collateral out for ${formatUnits(referenceAssetsIn, pool.referenceDecimals)} reference in, minimum out ${shares(exercise.minCollateralAssetsOut)}, maximum in ${formatUnits(exercise.maxReferenceAssetsIn, pool.referenceDecimals)}`,
);
const exerciseTx = await writeAdapterSafeExercise(wallet, adapter, [exercise], {});
const lastBlock = await confirmed("exercise", exerciseTx);

// The service answers from what it has indexed: wait until its chain has caught up with our last block.
const protocol = createProtocolClient({
  baseUrl: options.protocol,
  validate: schemaValidator(protocolResponseSchemas),
});
const waitUntil = Date.now() + INDEX_TIMEOUT_MS;
for (;;) {
  const health = await protocol.getHealth();
  const indexed = health.status === 200 ? health.data.chains.find((c) => c.chainId === manifest.chainId) : undefined;
  if (indexed?.lastIndexedBlock != null && BigInt(indexed.lastIndexedBlock) >= lastBlock) {
    console.log(`indexed through block ${indexed.lastIndexedBlock}`);
    break;
  }
  if (Date.now() > waitUntil)
    throw new Error(`the service has not indexed block ${lastBlock} after ${INDEX_TIMEOUT_MS} ms`);
  await new Promise((resolve) => setTimeout(resolve, 250));
}

const flows = await protocol.listFlows({ query: { chainId: manifest.chainId, walletAddress: account.address } });
if (flows.status !== 200) throw new Error(`listFlows: ${flows.status} ${JSON.stringify(flows.error)}`);
console.log(`flows of ${account.address}: ${flows.data.items.length}`);
for (const flow of flows.data.items) {
  console.log(
    `flow ${flow.actionType} ${flow.poolName} block ${flow.blockNumber} tx ${flow.txHash} collateral ${flow.deltaCollateral.inWei} reference ${flow.deltaReference.inWei} cPT ${flow.deltaPrincipal.inWei} cST ${flow.deltaSwap.inWei}`,
  );
}
