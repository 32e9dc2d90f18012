/**
 * `startDevnet`: anvil plus the deployed devnet contracts, seeded by the demo scenario, described by
 * a manifest. See docs/devnet.md.
 */
import { type AnvilInstance, DEFAULT_CHAIN_ID, DEFAULT_HOST, DEFAULT_PORT, startAnvil } from "./anvil.ts";
import { createDevnetClients, type DevnetClients } from "./chain.ts";
import { type DeployedProtocol, deployProtocol } from "./deploy.ts";
import { type DevnetManifest, writeManifest } from "./manifest.ts";
import { DEVNET_GENESIS_TIMESTAMP, deploymentManifest, runScenario, SEED_BLOCK_INTERVAL_SECONDS } from "./scenario.ts";

export * from "./anvil.ts";
export * from "./chain.ts";
export * from "./deploy.ts";
export * from "./manifest.ts";
export * from "./pool-state.ts";
export * from "./scenario.ts";

/** Options of {@link startDevnet}. */
export interface StartDevnetOptions {
  /** Default 8545; `0` picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 31337. */
  chainId?: number;
  /** Where to write the manifest; absent = not written. */
  out?: string;
  /** Run the demo scenario (pools, trades, orders). Default true; false deploys contracts and tokens only. */
  scenario?: boolean;
  /** Genesis block time, unix seconds. Default {@link DEVNET_GENESIS_TIMESTAMP}. */
  genesisTimestamp?: number;
  /** Keep the chain in this file so a later `startAnvil({statePath})` resumes it (see AnvilOptions). */
  statePath?: string;
  /** Called as each step starts (anvil up, contracts, scenario, manifest), for progress lines. */
  onProgress?: (step: string) => void;
}

/** A running, seeded devnet. */
export interface Devnet {
  rpcUrl: string;
  manifest: DevnetManifest;
  clients: DevnetClients;
  protocol: DeployedProtocol;
  anvil: AnvilInstance;
  /** Stops anvil (by its PID) and frees the port. */
  stop(): Promise<void>;
}

/**
 * Starts anvil, deploys the contracts, runs the scenario (unless `scenario: false`), writes the
 * manifest to `out` when given, and returns it. While seeding, every block is 12 s after the
 * previous one (`anvil_setBlockTimestampInterval`), so the chain does not depend on how fast this
 * machine is; afterwards blocks follow the wall clock again from where seeding left the chain.
 */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const anvil = await startAnvil({
    port: options.port ?? DEFAULT_PORT,
    host: options.host ?? DEFAULT_HOST,
    chainId: options.chainId ?? DEFAULT_CHAIN_ID,
    genesisTimestamp: options.genesisTimestamp ?? DEVNET_GENESIS_TIMESTAMP,
    ...(options.statePath === undefined ? {} : { statePath: options.statePath }),
  });
  const progress = options.onProgress ?? (() => {});
  try {
    const clients = createDevnetClients(anvil.rpcUrl, anvil.chainId);
    await clients.testClient.setBlockTimestampInterval({ interval: SEED_BLOCK_INTERVAL_SECONDS });
    progress(`anvil answers on ${anvil.rpcUrl}; deploying the contracts`);
    const protocol = await deployProtocol(clients);
    if (options.scenario !== false) progress("contracts deployed; running the demo scenario (pools, trades, orders)");
    const manifest =
      options.scenario === false ? await deploymentManifest(clients, protocol) : await runScenario(clients, protocol);
    await clients.testClient.removeBlockTimestampInterval();
    if (options.out !== undefined) {
      progress(`writing the manifest ${options.out}`);
      await writeManifest(options.out, manifest);
    }
    return { rpcUrl: anvil.rpcUrl, manifest, clients, protocol, anvil, stop: anvil.stop };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}
