/**
 * `contractkit devnet`: a local anvil with the devnet contracts deployed and seeded, its manifest
 * written to a file and printed, running until SIGINT or SIGTERM. See docs/devnet.md.
 */

import { AnvilError, type DevnetManifest, formatManifest, startDevnet } from "../runtime/devnet/index.ts";
import { untilStopped } from "./signals.ts";

/** Where the manifest goes unless `--out` says otherwise. */
export const DEFAULT_MANIFEST_PATH = ".contractkit/devnet.json";

/** Options of {@link runDevnet}, as commander parses them. */
export interface RunDevnetOptions {
  /** TCP port (decimal string); default 8545, "0" picks a free port. */
  port?: string;
  /** Interface to bind; default 127.0.0.1. */
  host?: string;
  /** Manifest path; default {@link DEFAULT_MANIFEST_PATH}. */
  out?: string;
  /** Print the manifest JSON instead of the summary. */
  json?: boolean;
  /** `false` (`--no-scenario`) deploys contracts and tokens only. */
  scenario?: boolean;
  /** Stops the devnet when aborted, besides SIGINT/SIGTERM (for embedding and tests). */
  signal?: AbortSignal;
}

const percent = (fee: string) => `${(Number(BigInt(fee) / 10n ** 14n) / 10_000).toString()}%`;

/** The human summary: RPC URL, chain id, contracts, pools, orders. */
export function formatSummary(manifest: DevnetManifest, manifestPath: string): string {
  const pad = (label: string) => label.padEnd(18);
  const lines = [
    `devnet ready: ${manifest.rpcUrl} (chain id ${manifest.chainId}), manifest ${manifestPath}`,
    "contracts",
    `  ${pad("poolManager")}${manifest.contracts.poolManager}`,
    `  ${pad("adapter")}${manifest.contracts.adapter}`,
    `  ${pad("whitelistManager")}${manifest.contracts.whitelistManager}`,
    `  ${pad("orderProtocol")}${manifest.contracts.orderProtocol}`,
    `  ${pad("bundler3")}${manifest.contracts.bundler3}`,
    ...Object.entries(manifest.contracts.tokens).map(([key, address]) => `  ${pad(`token ${key}`)}${address}`),
    ...Object.entries(manifest.contracts.rateOracles).map(([key, address]) => `  ${pad(`oracle ${key}`)}${address}`),
  ];
  if (manifest.pools.length > 0) lines.push("pools");
  for (const pool of manifest.pools) {
    const expiry = new Date(pool.expiry * 1000).toISOString();
    const traits = [
      `expiry ${expiry}`,
      `swap fee ${percent(pool.swapFee)}`,
      `unwind fee ${percent(pool.unwindSwapFee)}`,
      ...(pool.whitelisted ? ["whitelisted"] : []),
    ];
    lines.push(`  ${pool.name.padEnd(22)}${pool.poolId}  ${traits.join(", ")}`);
  }
  if (manifest.orders.length > 0) {
    const statuses = manifest.orders.map((o) => o.status.toLowerCase().replace("_", " "));
    lines.push(`orders: ${manifest.orders.length} (${statuses.join(", ")})`);
  }
  lines.push(`accounts: ${manifest.accounts.map((a) => a.role).join(", ")} (anvil's public dev keys, in the manifest)`);
  return `${lines.join("\n")}\n`;
}

/**
 * Starts the devnet, writes the manifest to `--out`, prints the summary (or the manifest with
 * `--json`), waits for SIGINT/SIGTERM, stops anvil. Resolves to the exit code: 0 after a clean
 * stop, 1 when the devnet could not start (port in use, bad option, failed deployment).
 */
export async function runDevnet(opts: RunDevnetOptions): Promise<number> {
  const port = opts.port === undefined ? undefined : Number(opts.port);
  if (port !== undefined && !(/^\d+$/.test(opts.port ?? "") && port <= 65_535)) {
    process.stderr.write(`contractkit devnet: --port must be an integer in [0, 65535], got ${opts.port}\n`);
    return 2;
  }
  const out = opts.out ?? DEFAULT_MANIFEST_PATH;
  let devnet: Awaited<ReturnType<typeof startDevnet>>;
  try {
    devnet = await startDevnet({
      ...(port === undefined ? {} : { port }),
      ...(opts.host === undefined ? {} : { host: opts.host }),
      out,
      scenario: opts.scenario ?? true,
    });
  } catch (error) {
    const message = error instanceof AnvilError ? error.message : `devnet failed: ${(error as Error).message}`;
    process.stderr.write(`contractkit devnet: ${message}\n`);
    return 1;
  }
  const stopped = untilStopped(opts.signal);
  process.stdout.write(opts.json ? formatManifest(devnet.manifest) : formatSummary(devnet.manifest, out));
  if (!opts.json) process.stdout.write("Ctrl-C stops the devnet.\n");
  await stopped;
  await devnet.stop();
  process.stderr.write("contractkit devnet: stopped\n");
  return 0;
}
