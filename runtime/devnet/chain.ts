/**
 * viem clients for a devnet, the anvil development accounts, and a helper that sends a write and
 * waits for its (successful) receipt.
 */
import {
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  type Hash,
  type Hex,
  http,
  MethodNotFoundRpcError,
  type PrivateKeyAccount,
  type PublicClient,
  type TestClient,
  type TransactionReceipt,
  type Transport,
  toHex,
  type WalletClient,
} from "viem";
import { mnemonicToAccount, privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";

/** Anvil's public development mnemonic; every account it derives holds 10,000 ETH at genesis. */
export const ANVIL_MNEMONIC = "test test test test test test test test test test test junk";

/** A local (private-key) account of the anvil mnemonic, with its key so the manifest can publish it. */
export interface DevAccount {
  account: PrivateKeyAccount;
  privateKey: Hex;
}

/** Account `index` of {@link ANVIL_MNEMONIC} (the same keys anvil prints at start-up). */
export function devAccount(index: number): DevAccount {
  const key = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index }).getHdKey().privateKey;
  if (key === null) throw new Error(`no private key for dev account ${index}`);
  const privateKey = toHex(key);
  return { account: privateKeyToAccount(privateKey), privateKey };
}

/** A wallet client that always signs with one local account on the devnet chain. */
export type DevnetWallet = WalletClient<Transport, Chain, PrivateKeyAccount>;

/** Clients bound to one devnet RPC URL. */
export interface DevnetClients {
  rpcUrl: string;
  chain: Chain;
  publicClient: PublicClient<Transport, Chain>;
  testClient: TestClient<"anvil", Transport, Chain>;
  /** The (cached) wallet client of `account`. */
  wallet(account: PrivateKeyAccount): DevnetWallet;
}

/**
 * Clients for `rpcUrl`. `cacheTime: 0` because time travel makes a cached block number lie; a short
 * polling interval because automine answers within milliseconds.
 */
export function createDevnetClients(rpcUrl: string, chainId: number): DevnetClients {
  const chain = defineChain({ ...foundry, id: chainId, rpcUrls: { default: { http: [rpcUrl] } } });
  const transport = withGasHeadroom(http(rpcUrl));
  const common = { chain, transport, cacheTime: 0, pollingInterval: 50 } as const;
  const wallets = new Map<string, DevnetWallet>();
  return {
    rpcUrl,
    chain,
    publicClient: createPublicClient(common),
    testClient: createTestClient({ ...common, mode: "anvil" }),
    wallet(account) {
      let wallet = wallets.get(account.address);
      if (wallet === undefined) {
        wallet = createWalletClient({ ...common, account });
        wallets.set(account.address, wallet);
      }
      return wallet;
    },
  };
}

/** Head room added to anvil's gas estimates, in percent; devnet gas is free. */
export const GAS_ESTIMATE_HEADROOM_PERCENT = 25n;

/**
 * `transport` adjusted for anvil 1.7.1's gas estimates, which are occasionally a little short: the
 * transaction then runs out of gas with `gasUsed == gas`. Seen twice: viem fills nonce, fees and gas
 * with one `eth_fillTransaction` when the node has it, and anvil answered 115,535 gas for an
 * `unwindSwap` needing 137,727; and `eth_estimateGas` answered 147,065 for an `unwindSwap` that then
 * ran out of gas. So `eth_fillTransaction` is answered "method not found" here (viem falls back to
 * `eth_estimateGas` and friends) and {@link GAS_ESTIMATE_HEADROOM_PERCENT} is added to every estimate.
 */
export function withGasHeadroom(transport: Transport): Transport {
  return (parameters) => {
    const inner = transport(parameters);
    // The EIP-1193 request type is generic over the RPC schema; this wrapper only inspects it.
    const request = (async (args: { method: string; params?: unknown }, options?: unknown) => {
      if (args.method === "eth_fillTransaction") {
        throw new MethodNotFoundRpcError(new Error("eth_fillTransaction is not available"), {
          method: "eth_fillTransaction",
        });
      }
      const result: unknown = await inner.request(args as never, options as never);
      if (args.method === "eth_estimateGas" && typeof result === "string") {
        return toHex((BigInt(result) * (100n + GAS_ESTIMATE_HEADROOM_PERCENT)) / 100n);
      }
      return result;
    }) as typeof inner.request;
    return { ...inner, request };
  };
}

/** Waits for the receipt of `hash` and throws, naming `label`, when the transaction reverted. */
export async function confirm(
  clients: DevnetClients,
  hash: Hash | Promise<Hash>,
  label: string,
): Promise<TransactionReceipt> {
  const receipt = await clients.publicClient.waitForTransactionReceipt({ hash: await hash, pollingInterval: 20 });
  if (receipt.status !== "success") {
    const tx = await clients.publicClient.getTransaction({ hash: receipt.transactionHash });
    const gas = `${receipt.gasUsed} of ${tx.gas} gas used`;
    throw new Error(`${label} reverted in block ${receipt.blockNumber} (tx ${receipt.transactionHash}, ${gas})`);
  }
  return receipt;
}

/** Timestamp of the latest block, the "now" that previews and deadlines are computed against. */
export async function latestTimestamp(clients: DevnetClients): Promise<bigint> {
  return (await clients.publicClient.getBlock({ blockTag: "latest" })).timestamp;
}
