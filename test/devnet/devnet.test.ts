/**
 * `startDevnet` and `contractkit devnet`: a fresh anvil, the deployment and the demo scenario, and the
 * manifest they publish. The manifest's claims are checked against the chain through the generated
 * bindings, and a second fresh devnet must publish the same addresses, MarketIds and orders.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { BaseError, ContractFunctionRevertedError, isAddress } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { runDevnet } from "../../cli/devnet.ts";
import {
  computeMarketId,
  decodeMakerTraits,
  hashOrder,
  readOrderProtocolBitInvalidatorForOrder,
  readOrderProtocolHashOrder,
  readOrderProtocolRemainingInvalidatorForOrder,
  readPoolManagerGetId,
  readPoolManagerPreviewDeposit,
  readPoolManagerShares,
  readPoolManagerSwapFee,
  readPoolManagerUnwindSwapFee,
  readPoolShareTotalSupply,
  readWhitelistManagerIsMarketWhitelistEnabled,
  readWhitelistManagerIsWhitelisted,
  recoverOrderSigner,
  simulateOrderProtocolFillOrder,
  toCompactOrderSignature,
} from "../../generated/contracts/index.js";
import {
  AnvilError,
  type Devnet,
  type DevnetManifest,
  isPortFree,
  marketFromManifest,
  orderFromManifest,
  readManifest,
  startAnvil,
  startDevnet,
} from "../../runtime/devnet/index.ts";

/** Name of the custom error a call reverted with, as viem decoded it from the ABI. */
async function revertName(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BaseError) {
      const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
      if (reverted instanceof ContractFunctionRevertedError) return reverted.data?.errorName;
    }
    throw error;
  }
  return undefined;
}

describe("contractkit devnet", () => {
  let dir: string;
  let devnet: Devnet;
  let manifest: DevnetManifest;
  let rerun: DevnetManifest;
  const pool = (key: string) => {
    const found = manifest.pools.find((p) => p.key === key);
    if (found === undefined) throw new Error(`no pool ${key}`);
    return found;
  };
  const orderWith = (status: string) => {
    const found = manifest.orders.find((o) => o.status === status);
    if (found === undefined) throw new Error(`no ${status} order`);
    return found;
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "contractkit-devnet-"));
    devnet = await startDevnet({ port: 0, out: path.join(dir, "devnet.json") });
    manifest = devnet.manifest;
    const second = await startDevnet({ port: 0 });
    rerun = second.manifest;
    await second.stop();
  }, 60_000);

  afterAll(async () => {
    await devnet?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it("publishes a manifest with contracts, pools, orders, accounts and prices, and writes it to --out", async () => {
    expect(manifest.chainId).toBe(31_337);
    expect(manifest.rpcUrl).toBe(devnet.rpcUrl);
    expect(manifest.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(manifest.startBlock).toBe(1);
    for (const address of [
      manifest.contracts.poolManager,
      manifest.contracts.adapter,
      manifest.contracts.whitelistManager,
      manifest.contracts.orderProtocol,
      manifest.contracts.bundler3,
      ...Object.values(manifest.contracts.tokens),
      ...Object.values(manifest.contracts.rateOracles),
    ]) {
      expect(isAddress(address, { strict: true })).toBe(true);
    }
    expect(Object.keys(manifest.contracts.tokens)).toEqual(["collateral", "reference", "stakedEther", "ether"]);
    // The deterministic addresses docs/devnet.md lists (deployer nonce order; Bundler3 deployed last).
    expect({ ...manifest.contracts, tokens: undefined, rateOracles: undefined }).toEqual({
      whitelistManager: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
      poolManager: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
      adapter: "0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9",
      orderProtocol: "0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9",
      bundler3: "0xB7f8BC63BbcaD18155201308C8f3540b07f84F5e",
      tokens: undefined,
      rateOracles: undefined,
    });
    expect(manifest.orderDomain).toEqual({
      name: "1inch Aggregation Router",
      version: "6",
      chainId: 31_337,
      verifyingContract: manifest.contracts.orderProtocol,
    });
    expect(manifest.pools.map((p) => p.key)).toEqual(["whitelisted", "expiringSoon", "fees", "matured"]);
    expect(pool("whitelisted")).toMatchObject({ whitelisted: true, collateralDecimals: 18, referenceDecimals: 6 });
    expect(pool("fees")).toMatchObject({ swapFee: "500000000000000000", unwindSwapFee: "1000000000000000000" });
    expect(pool("matured").name).toBe("cUSD-rUSD-02JAN2030");
    expect(manifest.orders.map((o) => o.status).sort()).toEqual(["CANCELLED", "FILLED", "OPEN", "PARTIALLY_FILLED"]);
    expect(manifest.accounts.map((a) => a.role)).toEqual([
      "controller",
      "treasury",
      "maker",
      "taker",
      "whitelisted",
      "user",
    ]);
    for (const account of manifest.accounts)
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address);
    // Anvil's first dev account deployed everything.
    expect(manifest.accounts[0]?.address).toBe("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    expect(manifest.prices[manifest.contracts.tokens.reference as `0x${string}`]).toBe(1);
    expect(manifest.usdPrices).toEqual(manifest.prices);

    expect(await readManifest(path.join(dir, "devnet.json"))).toEqual(manifest);
    expect(await readFile(path.join(dir, "devnet.json"), "utf8")).toBe(`${JSON.stringify(manifest, null, 2)}\n`);
  });

  it("gives the same addresses, MarketIds and orders on a fresh chain", () => {
    expect(rerun.rpcUrl).not.toBe(manifest.rpcUrl);
    expect({ ...rerun, rpcUrl: "" }).toEqual({ ...manifest, rpcUrl: "" });
    // The well-known first CREATE addresses of anvil's account 0 (nonces 0 and 1).
    expect(manifest.contracts.whitelistManager).toBe("0x5FbDB2315678afecb367f032d93F642f64180aa3");
    expect(manifest.contracts.poolManager).toBe("0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512");
  });

  it("identifies every pool by computeMarketId == on-chain getId, with the published shares, fees and whitelist", async () => {
    const { publicClient } = devnet.clients;
    const { poolManager, whitelistManager } = manifest.contracts;
    for (const p of manifest.pools) {
      const market = marketFromManifest(p);
      expect(computeMarketId(market)).toBe(p.poolId);
      expect(await readPoolManagerGetId(publicClient, poolManager, [market])).toBe(p.poolId);
      expect(await readPoolManagerShares(publicClient, poolManager, [p.poolId])).toEqual([
        p.principalToken,
        p.swapToken,
      ]);
      expect(await readPoolManagerSwapFee(publicClient, poolManager, [p.poolId])).toBe(BigInt(p.swapFee));
      expect(await readPoolManagerUnwindSwapFee(publicClient, poolManager, [p.poolId])).toBe(BigInt(p.unwindSwapFee));
      expect(await readWhitelistManagerIsMarketWhitelistEnabled(publicClient, whitelistManager, [p.poolId])).toBe(
        p.whitelisted,
      );
    }
    const gated = pool("whitelisted");
    const outsider = manifest.accounts.find((a) => a.role === "user")?.address;
    if (outsider === undefined) throw new Error("no user account");
    expect(gated.whitelistedAccounts).toHaveLength(2);
    for (const account of gated.whitelistedAccounts) {
      expect(await readWhitelistManagerIsWhitelisted(publicClient, whitelistManager, [gated.poolId, account])).toBe(
        true,
      );
    }
    expect(await readWhitelistManagerIsWhitelisted(publicClient, whitelistManager, [gated.poolId, outsider])).toBe(
      false,
    );
    expect(
      await readWhitelistManagerIsWhitelisted(publicClient, whitelistManager, [
        gated.poolId,
        manifest.contracts.adapter,
      ]),
    ).toBe(true);
  });

  it("leaves the chain past the matured pool's expiry, after a redeem, with the expiring pool still open", async () => {
    const { publicClient } = devnet.clients;
    const now = (await publicClient.getBlock()).timestamp;
    const matured = pool("matured");
    const soon = pool("expiringSoon");
    expect(now).toBeGreaterThan(BigInt(matured.expiry));
    expect(BigInt(soon.expiry) - now).toBeLessThan(3n * 86_400n);
    expect(BigInt(soon.expiry)).toBeGreaterThan(now);
    const { poolManager } = manifest.contracts;
    expect(await readPoolManagerPreviewDeposit(publicClient, poolManager, [matured.poolId, 10n ** 18n])).toBe(0n);
    expect(await readPoolManagerPreviewDeposit(publicClient, poolManager, [soon.poolId, 10n ** 18n])).toBe(10n ** 18n);
    // Deposits of 2,000 + 500 cUSD minted 2,500 cPT; the redeem and the withdrawal burned some.
    const supply = await readPoolShareTotalSupply(publicClient, matured.principalToken);
    expect(supply).toBeLessThan(2_500n * 10n ** 18n - 1_000n * 10n ** 18n);
  });

  it("publishes orders that hash the same on and off chain, signed by their makers", async () => {
    const { publicClient } = devnet.clients;
    for (const published of manifest.orders) {
      const order = orderFromManifest(published);
      expect(hashOrder(order, manifest.orderDomain as Parameters<typeof hashOrder>[1])).toBe(published.orderHash);
      expect(await readOrderProtocolHashOrder(publicClient, manifest.contracts.orderProtocol, [order])).toBe(
        published.orderHash,
      );
      const domain = manifest.orderDomain as Parameters<typeof recoverOrderSigner>[1];
      expect(await recoverOrderSigner(order, domain, published.signature)).toBe(order.maker);
      const traits = decodeMakerTraits(order.makerTraits);
      expect(traits.expiry).toBe(published.expiry);
      expect(String(traits.nonceOrEpoch)).toBe(published.nonce);
      expect(traits.allowPartialFills).toBe(published.allowsPartialFills);
    }
  });

  it("records the partial fill, the full fill, the cancellation and the open order on chain", async () => {
    const { publicClient } = devnet.clients;
    const { orderProtocol } = manifest.contracts;
    const remaining = (o: DevnetManifest["orders"][number]) =>
      readOrderProtocolRemainingInvalidatorForOrder(publicClient, orderProtocol, [o.order.maker, o.orderHash]);

    const partial = orderWith("PARTIALLY_FILLED");
    const left = await remaining(partial);
    expect(left).toBeGreaterThan(0n);
    expect(left).toBeLessThan(BigInt(partial.order.makingAmount));
    expect(left.toString()).toBe(partial.remainingMakingAmount);

    const cancelled = orderWith("CANCELLED");
    expect(await remaining(cancelled)).toBe(0n);
    const taker = manifest.accounts.find((a) => a.role === "taker");
    if (taker === undefined) throw new Error("no taker");
    const { r, vs } = toCompactOrderSignature(cancelled.signature);
    expect(
      await revertName(
        simulateOrderProtocolFillOrder(publicClient, orderProtocol, [orderFromManifest(cancelled), r, vs, 1n, 0n], {
          account: taker.address,
        }),
      ),
    ).toBe("InvalidatedOrder");

    const open = orderWith("OPEN");
    expect(await revertName(remaining(open))).toBe("RemainingInvalidatedOrder");
    expect(open.remainingMakingAmount).toBe(open.order.makingAmount);

    const filled = orderWith("FILLED");
    const nonce = BigInt(filled.nonce);
    const slot = await readOrderProtocolBitInvalidatorForOrder(publicClient, orderProtocol, [
      filled.order.maker,
      nonce >> 8n,
    ]);
    expect((slot >> (nonce & 0xffn)) & 1n).toBe(1n);
    expect(filled.remainingMakingAmount).toBe("0");
  });

  it("deploys the same contracts without the scenario, publishing no pools or orders", async () => {
    const bare = await startDevnet({ port: 0, scenario: false });
    try {
      expect(bare.manifest.contracts).toEqual(manifest.contracts);
      expect(bare.manifest.pools).toEqual([]);
      expect(bare.manifest.orders).toEqual([]);
      expect(bare.manifest.accounts).toEqual(manifest.accounts);
      // No time travel happened: the chain is still on its first day.
      const now = (await bare.clients.publicClient.getBlock()).timestamp;
      expect(now - BigInt(bare.manifest.genesisTimestamp)).toBeLessThan(86_400n);
    } finally {
      await bare.stop();
    }
  });

  it("refuses a port that is taken, naming it", async () => {
    const port = Number(new URL(devnet.rpcUrl).port);
    await expect(startAnvil({ port })).rejects.toSatisfy(
      (error: unknown) =>
        error instanceof AnvilError && error.code === "PORT_IN_USE" && error.message.includes(String(port)),
    );
  });

  it("runDevnet prints the manifest with --json, writes --out, and stops anvil when told to", async () => {
    const out = path.join(dir, "cli", "devnet.json");
    const controller = new AbortController();
    let printed = "";
    const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      printed += String(chunk);
      controller.abort(); // the manifest is printed: the CLI has started; stop it
      return true;
    });
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      expect(await runDevnet({ port: "0", out, json: true, signal: controller.signal })).toBe(0);
    } finally {
      write.mockRestore();
      stderr.mockRestore();
    }
    const fromCli = JSON.parse(printed) as DevnetManifest;
    expect(await readManifest(out)).toEqual(fromCli);
    expect({ ...fromCli, rpcUrl: "" }).toEqual({ ...manifest, rpcUrl: "" });
    expect(await isPortFree(Number(new URL(fromCli.rpcUrl).port))).toBe(true);
  });

  it("runDevnet rejects a malformed --port without starting anything", async () => {
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      expect(await runDevnet({ port: "85x45" })).toBe(2);
      expect(String(stderr.mock.calls[0]?.[0])).toContain("--port");
    } finally {
      stderr.mockRestore();
    }
  });

  it("stop() frees the port", async () => {
    const port = Number(new URL(devnet.rpcUrl).port);
    expect(await isPortFree(port)).toBe(false);
    await devnet.stop();
    expect(await isPortFree(port)).toBe(true);
    await devnet.stop(); // idempotent
  });
});
