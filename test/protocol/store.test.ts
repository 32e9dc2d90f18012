/**
 * The protocol store: the file adapter round-trips bigints, writes atomically (no partial file,
 * no temporary left behind), the checkpoint is a sortable fixed-width string, and the config hash
 * guards resuming.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { blockCompleteCheckpoint, decodeCheckpoint, encodeCheckpoint } from "../../runtime/protocol/checkpoint.ts";
import {
  ConfigError,
  chainConfigHash,
  configFromManifest,
  mainnetPreset,
  parseConfig,
} from "../../runtime/protocol/config.ts";
import { ConfigMismatchError, fileStoreAdapter, ProtocolStore } from "../../runtime/protocol/store.ts";
import { CHAIN_ID, chainConfig, POOL_ID, poolRecord, WAD } from "./fixtures.ts";

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe("file store", () => {
  it("commits atomically and reads bigints back exactly", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "protocol-store-"));
    const file = path.join(dir, "protocol.json");
    const store = new ProtocolStore(fileStoreAdapter(file));
    await store.open();
    const state = store.chain(CHAIN_ID, "hash-a");
    store
      .writer(state)
      .put("pools", POOL_ID, poolRecord(POOL_ID, 1, { collateralAssets: 2n ** 200n + 1n, swapFee: WAD }));
    await store.commit();
    expect(await readdir(dir)).toEqual(["protocol.json"]);
    expect(await readFile(file, "utf8")).toContain(
      '{"$bigint":"1606938044258990275541962092341162602522202993782792835301377"}',
    );

    const reopened = new ProtocolStore(fileStoreAdapter(file));
    await reopened.open();
    const pool = reopened.chain(CHAIN_ID, "hash-a").pools[POOL_ID]!;
    expect(pool.collateralAssets).toBe(2n ** 200n + 1n);
    expect(pool.swapFee).toBe(WAD);
    expect(() => reopened.chain(CHAIN_ID, "hash-b")).toThrow(ConfigMismatchError);
  });
});

describe("checkpoints", () => {
  it("sort as strings exactly like the positions they encode, and round-trip", () => {
    const position = fc.record({
      blockNumber: fc.integer({ min: 0, max: 2 ** 40 }),
      transactionIndex: fc.integer({ min: 0, max: 99_999 }),
      logIndex: fc.integer({ min: 0, max: 99_999 }),
    });
    fc.assert(
      fc.property(position, position, (a, b) => {
        const byPosition =
          a.blockNumber - b.blockNumber || a.transactionIndex - b.transactionIndex || a.logIndex - b.logIndex;
        const ea = encodeCheckpoint(a);
        const eb = encodeCheckpoint(b);
        expect(Math.sign(ea < eb ? -1 : ea > eb ? 1 : 0)).toBe(Math.sign(byPosition));
        expect(decodeCheckpoint(ea)).toEqual(a);
        expect(ea.length).toBe(32);
      }),
    );
    expect(
      blockCompleteCheckpoint(7) > encodeCheckpoint({ blockNumber: 7, transactionIndex: 500, logIndex: 900 }),
    ).toBe(true);
    expect(blockCompleteCheckpoint(7) < encodeCheckpoint({ blockNumber: 8, transactionIndex: 0, logIndex: 0 })).toBe(
      true,
    );
  });
});

describe("config", () => {
  it("builds the mainnet preset with the protocol-facts addresses and the router domain", () => {
    const chain = mainnetPreset("https://rpc.example").chains[0]!;
    expect(chain).toMatchObject({
      chainId: 1,
      contracts: {
        poolManager: "0xccCCcCcCCccCfAE2Ee43F0E727A8c2969d74B9eC",
        orderProtocol: "0x111111125421cA6dc452d289314280a0f8842A65",
      },
      orderDomain: {
        name: "1inch Aggregation Router",
        version: "6",
        verifyingContract: "0x111111125421cA6dc452d289314280a0f8842A65",
      },
      finalityDepth: 65,
    });
  });

  it("reads a devnet manifest defensively and lists every problem of a bad config", () => {
    const config = configFromManifest(
      {
        chainId: 31337,
        contracts: {
          poolManager: "0x5fbdb2315678afecb367f032d93f642f64180aa3",
          whitelistManager: "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0",
          orderProtocol: "0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9",
        },
        pools: [{ anything: 1 }],
      },
      "http://127.0.0.1:8545",
    );
    expect(config.chains[0]).toMatchObject({
      chainId: 31337,
      startBlock: 0,
      contracts: { poolManager: "0x5FbDB2315678afecb367f032d93F642f64180aa3", adapter: null },
    });
    try {
      parseConfig({ chains: [{ chainId: 0, rpcUrl: "ftp://x", contracts: { poolManager: "nope" } }] });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual(
        expect.arrayContaining([
          "chains[0].chainId must be a positive integer",
          "chains[0].rpcUrl must be an http(s) URL",
          "chains[0].contracts.poolManager must be a 0x-prefixed 20-byte address",
          "chains[0].contracts.whitelistManager must be a 0x-prefixed 20-byte address",
        ]),
      );
    }
  });

  it("hashes what guards resuming and ignores what may change", () => {
    const base = chainConfigHash(chainConfig());
    expect(chainConfigHash(chainConfig({ rpcUrl: "http://other", pollIntervalMs: 9, usdPrices: {} }))).toBe(base);
    expect(chainConfigHash(chainConfig({ startBlock: 9 }))).not.toBe(base);
  });
});
