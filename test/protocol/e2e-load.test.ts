/**
 * Backfill throughput on anvil: 400 deposits mined in batches, indexed from scratch; every flow
 * must be there once. Set PROTOCOL_E2E_LOG=1 to print the indexer's progress lines (events/s).
 */
import { type Abi, type Address, encodeFunctionData, type Hex, parseEventLogs } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devnetArtifacts } from "../../generated/devnet/artifacts.ts";
import { configFromManifest } from "../../runtime/protocol/config.ts";
import { type ProtocolService, startProtocolService } from "../../runtime/protocol/service.ts";
import { MemoryStoreAdapter } from "../../runtime/protocol/store.ts";
import {
  anvilAccount,
  type Clients,
  clientsFor,
  type Deployment,
  deploy,
  deployProtocol,
  send,
} from "../devnet/chain.ts";
import { useAnvil } from "../support/devnet.ts";

const WAD = 10n ** 18n;
const DEPOSITS = 400;
const artifacts = devnetArtifacts as unknown as Record<string, { abi: Abi; bytecode: Hex }>;

describe("backfill throughput on anvil", () => {
  const controller = anvilAccount(0);
  const user = anvilAccount(1);
  const chain = useAnvil();
  let clients: Clients;
  let protocol: Deployment;
  let poolId: Hex;
  let service: ProtocolService | undefined;
  const lines: string[] = [];

  beforeAll(async () => {
    clients = clientsFor(chain.rpcUrl);
    protocol = await deployProtocol(clients, artifacts as never, controller, anvilAccount(3).address);
    const collateral: Address = await deploy(clients, controller, artifacts.MockERC20! as never, [
      "Mock Collateral",
      "mCA",
      18,
    ]);
    const reference: Address = await deploy(clients, controller, artifacts.MockERC20! as never, [
      "Mock Reference",
      "mREF",
      6,
    ]);
    const oracle = await deploy(clients, controller, artifacts.RateOracle! as never, [9n * 10n ** 17n]);
    const now = (await clients.publicClient.getBlock()).timestamp;
    const pm = { address: protocol.poolManager, abi: artifacts.PoolManager!.abi };
    const market = {
      collateralAsset: collateral,
      referenceAsset: reference,
      expiryTimestamp: now + 30n * 86_400n,
      rateMin: 5n * 10n ** 17n,
      rateMax: WAD,
      rateChangePerDayMax: 10n ** 12n,
      rateChangeCapacityMax: 7n * 10n ** 15n,
      rateOracle: oracle,
    };
    const receipt = await send(clients, controller, { ...pm, functionName: "createNewPool", args: [market] });
    poolId = (
      parseEventLogs({ abi: pm.abi, logs: receipt.logs, eventName: "MarketCreated" })[0] as unknown as {
        args: { poolId: Hex };
      }
    ).args.poolId;
    const erc20 = { address: collateral, abi: artifacts.MockERC20!.abi };
    await send(clients, user, { ...erc20, functionName: "mint", args: [user.address, 10n ** 30n] });
    await send(clients, user, { ...erc20, functionName: "approve", args: [protocol.poolManager, 2n ** 256n - 1n] });
    // Automine off, explicit nonces, one block per 100 deposits (anvil stalls on bursts:
    // docs/reference/indexer.md#testing-against-anvil).
    await clients.testClient.setAutomine(false);
    const wallet = clients.wallet(user);
    let nonce = await clients.publicClient.getTransactionCount({ address: user.address });
    const data = encodeFunctionData({ abi: pm.abi, functionName: "deposit", args: [poolId, WAD, user.address] });
    for (let i = 0; i < DEPOSITS; i++) {
      await wallet.sendTransaction({
        account: user,
        chain: null,
        to: protocol.poolManager,
        data,
        gas: 250_000n,
        nonce: nonce++,
      });
      if (i % 100 === 99) await clients.testClient.mine({ blocks: 1 });
    }
    await clients.testClient.mine({ blocks: 1 });
    await clients.testClient.setAutomine(true);
  }, 120_000);

  afterAll(async () => {
    if (process.env.PROTOCOL_E2E_LOG) process.stdout.write(`${lines.join("\n")}\n`);
    await service?.close();
  });

  it("indexes every deposit exactly once", async () => {
    const config = configFromManifest(
      { chainId: 31_337, contracts: { ...protocol }, startBlock: 0, finalityDepth: 2 },
      chain.rpcUrl,
    );
    config.chains[0]!.pollIntervalMs = 25;
    const started = Date.now();
    service = await startProtocolService({
      config,
      storeAdapter: new MemoryStoreAdapter(),
      port: 0,
      host: "127.0.0.1",
      log: (line) => lines.push(line),
    });
    await service.indexer.waitUntilReady(60_000);
    const elapsed = Date.now() - started;
    lines.push(
      `indexed ${service.indexer.status.eventsIndexed} events in ${elapsed} ms (${Math.round((service.indexer.status.eventsIndexed * 1000) / elapsed)} events/s end to end)`,
    );
    const flows = Object.values(service.store.peek(31_337)!.flows).filter((f) => f.actionType === "mint");
    expect(flows).toHaveLength(DEPOSITS);
    expect(new Set(flows.map((f) => `${f.txHash}:${f.logIndex}`)).size).toBe(DEPOSITS);
    let cursor: string | null = null;
    let served = 0;
    do {
      const query: string = `chainId=31337&poolId=${poolId}&limit=150${cursor ? `&nextCursor=${cursor}` : ""}`;
      const response = await fetch(`${service.url}/v1/flows/?${query}`);
      const page = (await response.json()) as { items: unknown[]; nextCursor: string | null };
      served += page.items.length;
      cursor = page.nextCursor;
    } while (cursor);
    expect(served).toBe(DEPOSITS);
  });
});
