/**
 * The protocol service checks, at start, that it indexes the chain it was configured for and that
 * its data file holds that chain's index — against real anvil devnets (runtime/devnet): a devnet
 * started again with the same contract addresses but another history is "replaced" and refused (or
 * re-indexed with `reset`), and an RPC of another chain id is refused before anything is served.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type Devnet, startDevnet } from "../../runtime/devnet/index.ts";
import { configFromManifest } from "../../runtime/protocol/config.ts";
import { ChainIdentityError } from "../../runtime/protocol/indexer/indexer.ts";
import { startProtocolService } from "../../runtime/protocol/service.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const dir = mkdtempSync(path.join(os.tmpdir(), "contractkit-identity-"));
const dataFile = path.join(dir, "protocol.json");
const devnets: Devnet[] = [];

afterAll(async () => {
  for (const devnet of devnets) await devnet.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function devnet(): Promise<Devnet> {
  const started = await startDevnet({ port: 0, scenario: false });
  devnets.push(started);
  return started;
}

function start(chain: Devnet, options: { reset?: boolean; log?: string[] } = {}) {
  return startProtocolService({
    config: configFromManifest({ ...chain.manifest, rpcUrl: chain.rpcUrl }, chain.rpcUrl),
    dataFile,
    port: 0,
    host: "127.0.0.1",
    reset: options.reset ?? false,
    log: (line) => options.log?.push(line),
  });
}

describe("a data file indexed from a chain that was replaced", () => {
  let indexed = 0;

  it("indexes the first devnet and resumes it on a restart", async () => {
    const first = await devnet();
    await first.clients.testClient.increaseTime({ seconds: 1_000 });
    await first.clients.testClient.mine({ blocks: 30 });
    const service = await start(first);
    await service.indexer.waitUntilReady(30_000);
    indexed = service.indexer.status.lastIndexedBlock!;
    expect(service.checks.get(31_337)).toEqual({ outcome: "empty" });
    await service.close();

    const again = await start(first);
    expect(again.checks.get(31_337)).toEqual({ outcome: "resumed", lastIndexedBlock: indexed });
    await again.close();
    await first.stop();
  }, 120_000);

  it("refuses a new devnet whose head is behind the checkpoint, naming the data file and --reset", async () => {
    const second = await devnet();
    const head = Number(await second.clients.publicClient.getBlockNumber());
    expect(head).toBeLessThan(indexed);
    const refused = await start(second).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ChainIdentityError);
    const message = (refused as Error).message;
    expect(message).toContain(`the data file ${dataFile} holds the index of another chain`);
    expect(message).toContain(`its checkpoint is block ${indexed}, the chain's head is block ${head}`);
    expect(message).toContain("--reset");
  }, 120_000);

  it("refuses it when it has grown past the checkpoint (the checkpoint block's hash differs)", async () => {
    const second = devnets.at(-1)!;
    await second.clients.testClient.mine({ blocks: indexed + 5 });
    const refused = await start(second).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ChainIdentityError);
    expect((refused as Error).message).toMatch(
      /block \d+ is 0x[0-9a-f]{8}… in the data file, 0x[0-9a-f]{8}… on the chain/,
    );
  }, 120_000);

  it("with reset discards the old index, says so, and indexes the new chain from its start", async () => {
    const second = devnets.at(-1)!;
    const log: string[] = [];
    const service = await start(second, { reset: true, log });
    try {
      expect(service.checks.get(31_337)?.outcome).toBe("reset");
      expect(log.join("\n")).toContain("--reset: discarded the stored index of another chain");
      await service.indexer.waitUntilReady(30_000);
      const head = Number(await second.clients.publicClient.getBlockNumber());
      expect(service.indexer.status.lastIndexedBlock).toBeGreaterThanOrEqual(head - 1);
      const pools = (await (await fetch(`${service.url}/v1/pools/?chainId=31337`)).json()) as { items: unknown[] };
      expect(pools.items).toEqual([]);
    } finally {
      await service.close();
    }
    const again = await start(second);
    expect(again.checks.get(31_337)?.outcome).toBe("resumed");
    await again.close();
  }, 120_000);
});

describe("an RPC of another chain id", () => {
  it("is refused at start by `serve protocol`, with the preset that fits it", async () => {
    const chain = devnets.at(-1) ?? (await devnet());
    const result = spawnSync(
      process.execPath,
      [
        path.join(ROOT, "bin/contractkit.js"),
        "serve",
        "protocol",
        "--rpc",
        chain.rpcUrl,
        "--port",
        "0",
        "--data",
        path.join(dir, "mainnet.json"),
      ],
      { encoding: "utf8", timeout: 120_000 },
    );
    expect(result.stderr).toContain(`the RPC ${chain.rpcUrl} serves chain 31337, not 1`);
    expect(result.stderr).toContain("--manifest .contractkit/devnet.json");
    expect(result.stdout).not.toContain("listening");
    expect(result.status).toBe(1);
  }, 120_000);
});
