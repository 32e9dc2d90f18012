/**
 * Test helpers for the devnet contracts: viem clients bound to an anvil (test/support/devnet.ts starts
 * it), and a deployment of the whole contract set in the order the contracts need (docs/abi-notes.md).
 */
import {
  type Abi,
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  type TestClient,
  type WalletClient,
} from "viem";
import { type HDAccount, mnemonicToAccount } from "viem/accounts";
import { foundry } from "viem/chains";
import type { DevnetArtifact } from "../../generator/solidity.ts";
import { ANVIL_MNEMONIC } from "../../runtime/devnet/chain.ts";

/** Account `index` of the anvil mnemonic, as viem signs with it (funded with 10,000 ETH). */
export function anvilAccount(index: number): HDAccount {
  return mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index });
}

/** viem clients for one anvil; `cacheTime: 0` because a cached block number lies after time travel. */
export interface Clients {
  publicClient: PublicClient;
  testClient: TestClient;
  wallet(account: HDAccount): WalletClient;
}

export function clientsFor(url: string): Clients {
  const transport = http(url);
  return {
    publicClient: createPublicClient({ chain: foundry, transport, cacheTime: 0 }) as PublicClient,
    testClient: createTestClient({ chain: foundry, mode: "anvil", transport, cacheTime: 0 }),
    wallet: (account) => createWalletClient({ account, chain: foundry, transport, cacheTime: 0 }),
  };
}

/** Sends a contract write from `account`, waits for its receipt and fails when it reverted. */
export async function send(
  clients: Clients,
  account: HDAccount,
  request: { address: Address; abi: Abi; functionName: string; args?: readonly unknown[] },
) {
  const { request: prepared } = await clients.publicClient.simulateContract({ ...request, account });
  const hash = await clients.wallet(account).writeContract(prepared);
  const receipt = await clients.publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") throw new Error(`${request.functionName} reverted`);
  return receipt;
}

/** Deploys `artifact` from `account` and returns its address. */
export async function deploy(
  clients: Clients,
  account: HDAccount,
  artifact: DevnetArtifact,
  args: readonly unknown[] = [],
): Promise<Address> {
  const hash = await clients.wallet(account).deployContract({
    abi: artifact.abi as Abi,
    bytecode: artifact.bytecode as Hex,
    args,
    account,
    chain: foundry,
  });
  const receipt = await clients.publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success" || !receipt.contractAddress) throw new Error("deployment reverted");
  return receipt.contractAddress;
}

/** Addresses of one full devnet deployment. */
export interface Deployment {
  whitelistManager: Address;
  poolManager: Address;
  adapter: Address;
  orderProtocol: Address;
  bundler3: Address;
}

/**
 * Deploys the protocol in dependency order: WhitelistManager, PoolManager(whitelist, treasury),
 * WhitelistManager.setCorkPoolManager(poolManager), Bundler3, Adapter(poolManager, whitelist, bundler3),
 * OrderProtocol.
 * `controller` deploys and so administers everything.
 */
export async function deployProtocol(
  clients: Clients,
  artifacts: Record<string, DevnetArtifact>,
  controller: HDAccount,
  treasury: Address,
): Promise<Deployment> {
  const need = (name: string) => {
    const artifact = artifacts[name];
    if (artifact === undefined) throw new Error(`no artifact for ${name}`);
    return artifact;
  };
  const whitelistManager = await deploy(clients, controller, need("WhitelistManager"));
  const poolManager = await deploy(clients, controller, need("PoolManager"), [whitelistManager, treasury]);
  await send(clients, controller, {
    address: whitelistManager,
    abi: need("WhitelistManager").abi as Abi,
    functionName: "setCorkPoolManager",
    args: [poolManager],
  });
  const bundler3 = await deploy(clients, controller, need("Bundler3"));
  const adapter = await deploy(clients, controller, need("Adapter"), [poolManager, whitelistManager, bundler3]);
  const orderProtocol = await deploy(clients, controller, need("OrderProtocol"));
  return { whitelistManager, poolManager, adapter, orderProtocol, bundler3 };
}
