/**
 * Deploys the devnet contract set in dependency order (docs/abi-notes.md "Deployment order") and
 * creates pools through the generated bindings. Same deployer, same transaction order on a fresh
 * chain => same addresses: contract addresses depend only on the deployer and its nonce.
 */
import {
  type Abi,
  type Address,
  type DeployContractParameters,
  getAddress,
  getContractAddress,
  type Hex,
  type PrivateKeyAccount,
} from "viem";
import {
  computeMarketId,
  type Market,
  parsePoolManagerLogs,
  readPoolManagerGetId,
  writePoolManagerCreateNewPool,
  writePoolManagerUpdateSwapFeePercentage,
  writePoolManagerUpdateUnwindSwapFeePercentage,
  writeWhitelistManagerActivateMarketWhitelist,
  writeWhitelistManagerAddToGlobalWhitelist,
  writeWhitelistManagerAddToMarketWhitelist,
} from "../../generated/contracts/index.js";
import { devnetArtifacts } from "../../generated/devnet/artifacts.js";
import { confirm, type DevnetClients, devAccount } from "./chain.ts";

/** An ERC-20 the devnet deploys as a `MockERC20` (public mint). */
export interface TokenSpec {
  name: string;
  symbol: string;
  decimals: number;
}

/**
 * The devnet's assets. `collateral`/`reference` mirror the mainnet example pool's 18/6 decimals
 * (docs/reference/protocol.md#deployment, sUSDe/vbUSDC); the ether pair gives an 18/18 market.
 */
export const DEVNET_TOKENS = {
  collateral: { name: "Collateral USD", symbol: "cUSD", decimals: 18 },
  reference: { name: "Reference USD", symbol: "rUSD", decimals: 6 },
  stakedEther: { name: "Wrapped Staked Ether", symbol: "wstETH", decimals: 18 },
  ether: { name: "Wrapped Ether", symbol: "WETH", decimals: 18 },
} as const satisfies Record<string, TokenSpec>;

/** Key of a devnet token in {@link DEVNET_TOKENS} and in the manifest's `contracts.tokens`. */
export type DevnetTokenKey = keyof typeof DEVNET_TOKENS;

/**
 * Initial `rate()` of each devnet oracle: 1 REF = rate / 1e18 CA (docs/reference/protocol.md#pool-manager-reads
 * swapRate).
 */
export const DEVNET_RATE_ORACLES = {
  /** 1 rUSD = 0.95 cUSD: the collateral is a yield-bearing dollar worth more than the reference. */
  usd: 95n * 10n ** 16n,
  /** 1 WETH = 0.85 wstETH. */
  eth: 85n * 10n ** 16n,
} as const;

/** Key of a devnet rate oracle in {@link DEVNET_RATE_ORACLES} and in `contracts.rateOracles`. */
export type RateOracleKey = keyof typeof DEVNET_RATE_ORACLES;

/** Addresses of one deployment. */
export interface DeployedContracts {
  poolManager: Address;
  adapter: Address;
  whitelistManager: Address;
  orderProtocol: Address;
  /** The Bundler3-compatible multicall the Adapter trusts (bundles built for the deployed chain run on it). */
  bundler3: Address;
  rateOracles: Record<RateOracleKey, Address>;
  tokens: Record<DevnetTokenKey, Address>;
}

/** A deployment and who runs it. */
export interface DeployedProtocol {
  contracts: DeployedContracts;
  /** The controller of the pool manager and whitelist manager (it deployed them). */
  deployer: PrivateKeyAccount;
  /** Receives swap and unwind fees. */
  treasury: Address;
  /** Block of the first deployment transaction: where an indexer starts. */
  startBlock: bigint;
}

/** Options of {@link deployProtocol}; the defaults are dev accounts 0 (deployer) and 1 (treasury). */
export interface DeployProtocolOptions {
  deployer?: PrivateKeyAccount;
  treasury?: Address;
}

/** Deploys `artifact` from `account` and returns its address and block. */
export async function deployContract(
  clients: DevnetClients,
  account: PrivateKeyAccount,
  artifact: { readonly abi: Abi | readonly unknown[]; readonly bytecode: Hex },
  args: readonly unknown[] = [],
): Promise<{ address: Address; blockNumber: bigint }> {
  const hash = clients.wallet(account).deployContract({
    abi: artifact.abi as Abi,
    bytecode: artifact.bytecode,
    args,
  } as DeployContractParameters);
  const receipt = await confirm(clients, hash, "contract deployment");
  if (!receipt.contractAddress) throw new Error("deployment receipt has no contract address");
  return { address: getAddress(receipt.contractAddress), blockNumber: receipt.blockNumber };
}

/**
 * Deploys, in this order: WhitelistManager; PoolManager(whitelistManager, treasury);
 * `WhitelistManager.setCorkPoolManager(poolManager)` (the two refer to each other); Adapter(poolManager,
 * whitelistManager, bundler3); OrderProtocol; the {@link DEVNET_TOKENS}; the {@link DEVNET_RATE_ORACLES};
 * Bundler3 last, so the addresses of everything before it stay what they were before it existed (the
 * Adapter is given its address in advance: a CREATE address depends only on deployer and nonce). Then
 * puts the Adapter on the global whitelist: the pool manager checks `msg.sender`, which is the Adapter
 * for every `safe*` call, so whitelisted markets would otherwise refuse it (docs/abi-notes.md).
 */
export async function deployProtocol(
  clients: DevnetClients,
  options: DeployProtocolOptions = {},
): Promise<DeployedProtocol> {
  const deployer = options.deployer ?? devAccount(0).account;
  const treasury = options.treasury ?? devAccount(1).account.address;
  const whitelistManager = await deployContract(clients, deployer, devnetArtifacts.WhitelistManager);
  const poolManager = await deployContract(clients, deployer, devnetArtifacts.PoolManager, [
    whitelistManager.address,
    treasury,
  ]);
  const wallet = clients.wallet(deployer);
  await confirm(
    clients,
    wallet.writeContract({
      address: whitelistManager.address,
      abi: devnetArtifacts.WhitelistManager.abi,
      functionName: "setCorkPoolManager",
      args: [poolManager.address],
    }),
    "WhitelistManager.setCorkPoolManager",
  );
  // Bundler3 is deployed after the adapter, the order protocol, the tokens and the oracles.
  const adapterNonce = await clients.publicClient.getTransactionCount({
    address: deployer.address,
    blockTag: "pending",
  });
  const laterDeployments = 2 + Object.keys(DEVNET_TOKENS).length + Object.keys(DEVNET_RATE_ORACLES).length;
  const bundler3Address = getContractAddress({
    from: deployer.address,
    nonce: BigInt(adapterNonce + laterDeployments),
  });
  const adapter = await deployContract(clients, deployer, devnetArtifacts.Adapter, [
    poolManager.address,
    whitelistManager.address,
    bundler3Address,
  ]);
  const orderProtocol = await deployContract(clients, deployer, devnetArtifacts.OrderProtocol);

  const tokens = {} as Record<DevnetTokenKey, Address>;
  for (const [key, spec] of Object.entries(DEVNET_TOKENS) as [DevnetTokenKey, TokenSpec][]) {
    tokens[key] = (
      await deployContract(clients, deployer, devnetArtifacts.MockERC20, [spec.name, spec.symbol, spec.decimals])
    ).address;
  }
  const rateOracles = {} as Record<RateOracleKey, Address>;
  for (const [key, rate] of Object.entries(DEVNET_RATE_ORACLES) as [RateOracleKey, bigint][]) {
    rateOracles[key] = (await deployContract(clients, deployer, devnetArtifacts.RateOracle, [rate])).address;
  }
  const bundler3 = await deployContract(clients, deployer, devnetArtifacts.Bundler3);
  if (bundler3.address !== bundler3Address) {
    throw new Error(`Bundler3 landed at ${bundler3.address}, not at ${bundler3Address} given to the Adapter`);
  }

  await confirm(
    clients,
    writeWhitelistManagerAddToGlobalWhitelist(wallet, whitelistManager.address, [[adapter.address]], {}),
    "WhitelistManager.addToGlobalWhitelist(adapter)",
  );
  return {
    contracts: {
      poolManager: poolManager.address,
      adapter: adapter.address,
      whitelistManager: whitelistManager.address,
      orderProtocol: orderProtocol.address,
      bundler3: bundler3.address,
      rateOracles,
      tokens,
    },
    deployer,
    treasury,
    startBlock: whitelistManager.blockNumber,
  };
}

/** Input of {@link createPool}. */
export interface CreatePoolParameters {
  market: Market;
  /** 1e18 = 1 %, at most 5e18 (docs/reference/protocol.md#pool-manager-writes). Default 0. */
  swapFee?: bigint;
  /** Base of the time-decayed unwind fee, 1e18 = 1 %. Default 0. */
  unwindSwapFee?: bigint;
  /**
   * When present, the market whitelist is activated before the pool is created (it cannot be
   * afterwards, docs/reference/protocol.md#whitelist) and these accounts are added to it.
   */
  marketWhitelist?: readonly Address[];
}

/** A pool created by {@link createPool}. */
export interface CreatedPool {
  poolId: Hex;
  principalToken: Address;
  swapToken: Address;
  /** Block of the `MarketCreated` event. */
  blockNumber: bigint;
}

/**
 * Creates a pool in the order of the deployed controller (docs/reference/protocol.md#markets-and-marketid): market
 * whitelist, `createNewPool`, unwind fee, swap fee; then whitelists accounts. Checks that the
 * off-chain `computeMarketId(market)`, the on-chain `getId(market)` and the `MarketCreated` event
 * agree, and returns that MarketId.
 */
export async function createPool(
  clients: DevnetClients,
  contracts: Pick<DeployedContracts, "poolManager" | "whitelistManager">,
  controller: PrivateKeyAccount,
  parameters: CreatePoolParameters,
): Promise<CreatedPool> {
  const { market } = parameters;
  const poolId = computeMarketId(market);
  const onChainId = await readPoolManagerGetId(clients.publicClient, contracts.poolManager, [market]);
  if (onChainId !== poolId) throw new Error(`getId(market) = ${onChainId} but computeMarketId(market) = ${poolId}`);
  const wallet = clients.wallet(controller);

  if (parameters.marketWhitelist !== undefined) {
    await confirm(
      clients,
      writeWhitelistManagerActivateMarketWhitelist(wallet, contracts.whitelistManager, [poolId], {}),
      "activateMarketWhitelist",
    );
  }
  const receipt = await confirm(
    clients,
    writePoolManagerCreateNewPool(wallet, contracts.poolManager, [market], {}),
    "createNewPool",
  );
  const [created] = parsePoolManagerLogs(receipt.logs, "MarketCreated");
  if (created === undefined) throw new Error("createNewPool emitted no MarketCreated");
  if (created.args.poolId !== poolId) {
    throw new Error(`MarketCreated.poolId ${created.args.poolId} differs from computeMarketId ${poolId}`);
  }
  if ((parameters.unwindSwapFee ?? 0n) !== 0n) {
    await confirm(
      clients,
      writePoolManagerUpdateUnwindSwapFeePercentage(
        wallet,
        contracts.poolManager,
        [poolId, parameters.unwindSwapFee ?? 0n],
        {},
      ),
      "updateUnwindSwapFeePercentage",
    );
  }
  if ((parameters.swapFee ?? 0n) !== 0n) {
    await confirm(
      clients,
      writePoolManagerUpdateSwapFeePercentage(wallet, contracts.poolManager, [poolId, parameters.swapFee ?? 0n], {}),
      "updateSwapFeePercentage",
    );
  }
  if (parameters.marketWhitelist !== undefined && parameters.marketWhitelist.length > 0) {
    await confirm(
      clients,
      writeWhitelistManagerAddToMarketWhitelist(
        wallet,
        contracts.whitelistManager,
        [poolId, [...parameters.marketWhitelist]],
        {},
      ),
      "addToMarketWhitelist",
    );
  }
  return {
    poolId,
    principalToken: created.args.principalToken,
    swapToken: created.args.swapToken,
    blockNumber: receipt.blockNumber,
  };
}
