/**
 * Test helpers for the devnet contracts: a private anvil on 127.0.0.1, viem clients bound to it, and a
 * deployment of the whole contract set in the order the contracts need (docs/abi-notes.md).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
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

/** Anvil's well-known development mnemonic; its accounts are funded with 10,000 ETH each. */
export const ANVIL_MNEMONIC = "test test test test test test test test test test test junk";

/** Account `index` of the anvil mnemonic. */
export function anvilAccount(index: number): HDAccount {
  return mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index });
}

/** A free TCP port on 127.0.0.1, found by binding port 0 and closing. */
export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A running anvil process and its RPC URL. */
export interface Anvil {
  url: string;
  process: ChildProcess;
  /** Kills this anvil by its PID (and only it). */
  stop(): Promise<void>;
}

/** Starts anvil (from node_modules) on a free port of 127.0.0.1 and waits until it answers RPC. */
export async function startAnvil(root: string): Promise<Anvil> {
  const port = await freePort();
  const binary = path.join(root, "node_modules", ".bin", "anvil");
  const child = spawn(binary, ["--port", String(port), "--host", "127.0.0.1", "--quiet"], {
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      process.kill(child.pid, "SIGTERM");
      await exited;
    }
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
      });
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`anvil did not start on ${url}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url, process: child, stop };
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
}

/**
 * Deploys the protocol in dependency order: WhitelistManager, PoolManager(whitelist, treasury),
 * WhitelistManager.setCorkPoolManager(poolManager), Adapter(poolManager, whitelist), OrderProtocol.
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
  const adapter = await deploy(clients, controller, need("Adapter"), [poolManager, whitelistManager]);
  const orderProtocol = await deploy(clients, controller, need("OrderProtocol"));
  return { whitelistManager, poolManager, adapter, orderProtocol };
}
