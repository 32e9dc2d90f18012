/**
 * The one anvil fixture of the test suites. Each `use…` call, made at the top of a suite (a `describe`
 * or a file), registers a `beforeAll` that starts a private anvil from the `@foundry-rs/anvil` npm
 * package on a free port of 127.0.0.1 (runtime/devnet/anvil.ts) and sets it up as far as the suite
 * needs, and an `afterAll` that stops that anvil by its PID. Called before the suite's own hooks, its
 * `beforeAll` runs first and its `afterAll` last (vitest runs after-hooks in reverse), so a suite's
 * servers close while the chain they read is still up.
 *
 * The returned object is filled in when the fixture's `beforeAll` has run; read it in hooks and tests.
 */
import { type Address, erc20Abi, maxUint256 } from "viem";
import type { PrivateKeyAccount } from "viem/accounts";
import { afterAll, beforeAll } from "vitest";
import { devnetArtifacts } from "../../generated/devnet/artifacts.js";
import {
  type AnvilInstance,
  confirm,
  createDevnetClients,
  type DeployedProtocol,
  type Devnet,
  type DevnetClients,
  deployProtocol,
  type StartDevnetOptions,
  startAnvil,
  startDevnet,
} from "../../runtime/devnet/index.ts";

/** A bare anvil: no contracts, the suite deploys what it tests. */
export interface AnvilFixture {
  anvil: AnvilInstance;
  rpcUrl: string;
}

/** An anvil with the devnet contracts deployed (runtime/devnet/deploy.ts), and no scenario. */
export interface DeployedFixture extends AnvilFixture {
  clients: DevnetClients;
  protocol: DeployedProtocol;
}

/**
 * Registers the hooks of one fixture: `start` fills `fixture` in `beforeAll` (a `start` that fails
 * after anvil is up stops it itself); `afterAll` stops the anvil.
 */
function registerFixture<T extends { anvil: AnvilInstance }>(start: () => Promise<T>, timeoutMs?: number): T {
  const fixture = {} as T;
  beforeAll(async () => {
    Object.assign(fixture, await start());
  }, timeoutMs);
  afterAll(async () => {
    await (fixture as Partial<T>).anvil?.stop();
  });
  return fixture;
}

/** A private anvil on a free 127.0.0.1 port for this suite. */
export function useAnvil(): AnvilFixture {
  return registerFixture(async () => {
    const anvil = await startAnvil({ port: 0 });
    return { anvil, rpcUrl: anvil.rpcUrl };
  });
}

/** A private anvil with the devnet contracts deployed by dev account 0, the treasury dev account 1. */
export function useDeployedProtocol(): DeployedFixture {
  return registerFixture(async () => {
    const anvil = await startAnvil({ port: 0 });
    try {
      const clients = createDevnetClients(anvil.rpcUrl, anvil.chainId);
      return { anvil, rpcUrl: anvil.rpcUrl, clients, protocol: await deployProtocol(clients) };
    } catch (error) {
      await anvil.stop();
      throw error;
    }
  });
}

/**
 * A seeded devnet (`startDevnet`: contracts, demo scenario, manifest) on a free 127.0.0.1 port. The
 * scenario mines a few hundred transactions, so its hook has two minutes on a loaded machine.
 */
export function useDevnet(options: Omit<StartDevnetOptions, "port" | "host"> = {}): Devnet {
  return registerFixture(() => startDevnet({ ...options, port: 0 }), 120_000);
}

/**
 * Mints each `[token, amount]` of a devnet MockERC20 to `account`, then lets `spender` move each of
 * `approved` without limit: one confirmed transaction each, in that order.
 */
export async function fundAndApprove(
  clients: DevnetClients,
  account: PrivateKeyAccount,
  mints: ReadonlyArray<readonly [Address, bigint]>,
  approved: readonly Address[],
  spender: Address,
): Promise<void> {
  const wallet = clients.wallet(account);
  for (const [token, amount] of mints) {
    await confirm(
      clients,
      wallet.writeContract({
        address: token,
        abi: devnetArtifacts.MockERC20.abi,
        functionName: "mint",
        args: [account.address, amount],
      }),
      "mint",
    );
  }
  for (const token of approved) {
    await confirm(
      clients,
      wallet.writeContract({ address: token, abi: erc20Abi, functionName: "approve", args: [spender, maxUint256] }),
      "approve",
    );
  }
}
