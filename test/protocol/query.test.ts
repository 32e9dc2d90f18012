/**
 * The query handlers without HTTP: cursor pagination walks every list exactly once under
 * concurrent inserts (fast-check), filters return only matching items, and the 400/503 rules.
 */
import fc from "fast-check";
import { type Address, type Hex, keccak256, toHex } from "viem";
import { describe, expect, it } from "vitest";
import { protocolOpenApiDocument } from "../../generated/protocol/openapi.ts";
import { protocolResponseSchemas } from "../../generated/protocol/schemas.ts";
import { createProtocolHandlers } from "../../runtime/protocol/handlers.ts";
import { staticPriceSource } from "../../runtime/protocol/query/views.ts";
import { eventKey, type FillRecord, type FlowActionType, type FlowRecord } from "../../runtime/protocol/records.ts";
import { ProtocolStore } from "../../runtime/protocol/store.ts";
import {
  ALICE,
  BOB,
  CHAIN_ID,
  chainConfig,
  memoryStore,
  POOL_ID,
  poolRecord,
  readyStatus,
  runtimeFor,
  txHash,
} from "./fixtures.ts";
import { describeStores, type StoreKind } from "./store-kinds.ts";

const WALLETS: Address[] = [ALICE, BOB, "0x90F79bf6EB2c4f870365E785982E1f101E93b906"];
const POOLS: Hex[] = [POOL_ID, keccak256(toHex("pool-2"))];
const ACTIONS: FlowActionType[] = ["mint", "unwind", "redeem", "exercise", "repurchase"];

function flow(n: number, blockNumber: number, logIndex: number): FlowRecord {
  return {
    chainId: CHAIN_ID,
    poolId: POOLS[n % POOLS.length]!,
    blockNumber,
    blockTimestamp: 1_900_000_000 + blockNumber * 12,
    txHash: txHash(n),
    logIndex,
    walletAddress: WALLETS[n % WALLETS.length]!,
    actionType: ACTIONS[n % ACTIONS.length]!,
    deltaCollateral: BigInt(n),
    deltaReference: 0n,
    deltaPrincipal: 0n,
    deltaSwap: 0n,
    feeInCollateral: 0n,
    feeInReference: 0n,
  };
}

async function service(options: { ready?: boolean } = {}) {
  const s = await memoryStore();
  for (const [i, poolId] of POOLS.entries()) s.writer.put("pools", poolId, poolRecord(poolId, i + 1));
  const runtime = runtimeFor(s.store, s.state, { status: readyStatus({ ready: options.ready ?? true }) });
  const handlers = createProtocolHandlers({
    chains: new Map([[CHAIN_ID, runtime]]),
    store: s.store,
    prices: staticPriceSource(new Map([[CHAIN_ID, chainConfig().usdPrices]])),
    document: protocolOpenApiDocument as Record<string, unknown>,
  });
  return { ...s, handlers };
}

/** A handler request; `chainId` defaults to the fixture chain (the service default, 1, is not indexed here). */
const request = (query: Record<string, unknown>) =>
  ({ query: { chainId: CHAIN_ID, ...query }, raw: { headers: {} } }) as never;

function insertFlow(store: ProtocolStore, state: Parameters<ProtocolStore["writer"]>[0], record: FlowRecord) {
  store.writer(state).put("flows", eventKey(CHAIN_ID, record.txHash, record.logIndex), record);
}

/**
 * The query service over a store kind: records are written through a writer store and served from
 * what the kind serves (PostgreSQL: a reader following the database, as an API process does).
 */
async function servedBy(kind: StoreKind) {
  await kind.fresh();
  const store = new ProtocolStore(kind.adapter());
  await store.open();
  const state = store.chain(CHAIN_ID, "test");
  for (const [i, poolId] of POOLS.entries()) store.writer(state).put("pools", poolId, poolRecord(poolId, i + 1));
  const serving = await kind.serving(store);
  const served = serving.store.peek(CHAIN_ID)!;
  const runtime = runtimeFor(serving.store, served, { status: readyStatus() });
  const handlers = createProtocolHandlers({
    chains: new Map([[CHAIN_ID, runtime]]),
    store: serving.store,
    prices: staticPriceSource(new Map([[CHAIN_ID, chainConfig().usdPrices]])),
    document: protocolOpenApiDocument as Record<string, unknown>,
  });
  return {
    store,
    state,
    handlers,
    catchUp: () => serving.catchUp(),
    async close() {
      await serving.close();
      await kind.abandon(store);
    },
  };
}

describeStores("cursor pagination", (kind) => {
  it("walks every flow exactly once, newest first, while new flows arrive between pages", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 7 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 20 }),
        async (initial, limit, insertsPerPage) => {
          const { store, state, handlers, catchUp, close } = await servedBy(kind());
          let n = 0;
          let blockNumber = 10;
          for (; n < initial; n++) {
            blockNumber += n % 2;
            insertFlow(store, state, flow(n, blockNumber, n % 4));
          }
          await catchUp();
          const expected = Object.values(state.flows)
            .filter((f) => f.walletAddress === ALICE)
            .sort((a, b) => b.blockNumber - a.blockNumber || b.logIndex - a.logIndex)
            .map((f) => `${f.blockNumber}:${f.logIndex}`);
          const seen: string[] = [];
          let cursor: string | undefined;
          for (let page = 0; ; page++) {
            const result = (await handlers.listFlows(
              request({ walletAddress: ALICE, limit, ...(cursor ? { nextCursor: cursor } : {}) }),
            )) as {
              status: number;
              body: {
                items: Array<{ blockNumber: number; logIndex: number }>;
                nextCursor: string | null;
                hasMore: boolean;
              };
            };
            expect(result.status).toBe(200);
            seen.push(...result.body.items.map((f) => `${f.blockNumber}:${f.logIndex}`));
            expect(result.body.nextCursor === null).toBe(!result.body.hasMore);
            if (!result.body.hasMore) break;
            cursor = result.body.nextCursor!;
            // Concurrent inserts land in newer blocks (the head moves on).
            for (let k = 0; k < (insertsPerPage[page] ?? 0); k++, n++)
              insertFlow(store, state, flow(n, ++blockNumber + 1000, 0));
            await catchUp();
          }
          await close();
          expect(new Set(seen).size).toBe(seen.length);
          expect(seen).toEqual(expected);
        },
      ),
      { numRuns: Math.min(60, kind().runs) },
    );
  });

  it("rejects a cursor used with other filters and a garbled cursor", async () => {
    const { store, state, handlers, catchUp, close } = await servedBy(kind());
    for (let n = 0; n < 5; n++) insertFlow(store, state, flow(n * 3, 20 + n, 0));
    await catchUp();
    const first = (await handlers.listFlows(request({ walletAddress: ALICE, limit: 1 }))) as {
      body: { nextCursor: string };
    };
    const other = (await handlers.listFlows(
      request({ walletAddress: BOB, limit: 1, nextCursor: first.body.nextCursor }),
    )) as { status: number; body: unknown };
    expect(other.status).toBe(400);
    protocolResponseSchemas.listFlows[400].parse(other.body);
    const garbled = (await handlers.listFlows(request({ walletAddress: ALICE, nextCursor: "bm90LWEtY3Vyc29y" }))) as {
      status: number;
    };
    expect(garbled.status).toBe(400);
    await close();
  });
});

describe("filters", () => {
  it("return only matching flows for every combination of wallet, pool, action and ranges", async () => {
    const { store, state, handlers } = await service();
    for (let n = 0; n < 90; n++) insertFlow(store, state, flow(n, 100 + Math.floor(n / 3), n % 3));
    const all = Object.values(state.flows);
    for (const walletAddress of [undefined, ...WALLETS]) {
      for (const poolId of [undefined, ...POOLS]) {
        if (!walletAddress && !poolId) continue;
        for (const actionType of [undefined, "mint", "exercise"] as const) {
          for (const [fromBlock, toBlock] of [
            [undefined, undefined],
            [105, 115],
            [110, 110],
          ] as const) {
            const query = {
              walletAddress,
              poolId,
              actionType,
              fromBlock,
              toBlock,
              fromTimestamp: "2030-03-17T17:50:00.000Z",
              limit: 2000,
            };
            const result = (await handlers.listFlows(request(query))) as {
              status: number;
              body: { items: Array<{ txHash: Hex; logIndex: number }> };
            };
            expect(result.status).toBe(200);
            protocolResponseSchemas.listFlows[200].parse(result.body);
            const from = Date.parse(query.fromTimestamp) / 1000;
            const want = all
              .filter(
                (f) =>
                  (!walletAddress || f.walletAddress === walletAddress) &&
                  (!poolId || f.poolId === poolId) &&
                  (!actionType || f.actionType === actionType) &&
                  (fromBlock === undefined || f.blockNumber >= fromBlock) &&
                  (toBlock === undefined || f.blockNumber <= toBlock) &&
                  f.blockTimestamp >= from,
              )
              .sort((a, b) => b.blockNumber - a.blockNumber || b.logIndex - a.logIndex)
              .map((f) => `${f.txHash}:${f.logIndex}`);
            expect(result.body.items.map((f) => `${f.txHash}:${f.logIndex}`)).toEqual(want);
          }
        }
      }
    }
  });

  it("return only matching fills by order, maker, taker and time", async () => {
    const { store, state, handlers } = await service();
    const fills: FillRecord[] = [];
    for (let n = 0; n < 40; n++) {
      const fill: FillRecord = {
        chainId: CHAIN_ID,
        orderHash: keccak256(toHex(`order-${n % 4}`)),
        blockNumber: 50 + n,
        blockTimestamp: 1_900_000_000 + n * 12,
        txHash: txHash(n),
        logIndex: 0,
        maker: WALLETS[n % 2]!,
        taker: WALLETS[(n % 3) as 0 | 1 | 2]!,
        makingAsset: ALICE,
        takingAsset: BOB,
        makingAmount: 1n,
        takingAmount: 1n,
        isPartialFill: false,
      };
      fills.push(fill);
      store.writer(state).put("fills", eventKey(CHAIN_ID, fill.txHash, 0), fill);
    }
    for (const orderHash of [undefined, fills[1]!.orderHash]) {
      for (const maker of [undefined, WALLETS[1]!]) {
        for (const taker of [undefined, WALLETS[2]!]) {
          const query = {
            orderHash,
            maker,
            taker,
            fromTimestamp: new Date((1_900_000_000 + 5 * 12) * 1000).toISOString(),
            toTimestamp: new Date((1_900_000_000 + 30 * 12) * 1000).toISOString(),
          };
          const result = (await handlers.listFills(request(query))) as {
            status: number;
            body: { items: Array<{ txHash: Hex }> };
          };
          protocolResponseSchemas.listFills[200].parse(result.body);
          const want = fills
            .filter(
              (f, n) =>
                (!orderHash || f.orderHash === orderHash) &&
                (!maker || f.maker === maker) &&
                (!taker || f.taker === taker) &&
                n >= 5 &&
                n < 30,
            )
            .reverse()
            .map((f) => f.txHash);
          expect(result.body.items.map((f) => f.txHash)).toEqual(want);
        }
      }
    }
  });

  it("filter pools by token, whitelist status and expiry", async () => {
    const { state, writer, handlers } = await service();
    writer.put("marketWhitelists", POOLS[1]!, {
      poolId: POOLS[1]!,
      enabled: true,
      accounts: { [BOB.toLowerCase()]: { listed: true, removed: false } },
    });
    const ids = async (query: Record<string, unknown>) =>
      ((await handlers.listPools(request(query))) as { body: { items: Array<{ poolId: Hex }> } }).body.items.map(
        (p) => p.poolId,
      );
    expect(await ids({})).toEqual(POOLS);
    expect(await ids({ poolWhitelistStatus: "enabled" })).toEqual([POOLS[1]]);
    expect(await ids({ poolWhitelistStatus: "disabled" })).toEqual([POOLS[0]]);
    expect(await ids({ poolId: POOLS[1] })).toEqual([POOLS[1]]);
    expect(await ids({ expiryBefore: "2031-10-17T00:00:00.000Z" })).toEqual([]);
    expect(await ids({ expiryAfter: "2031-01-01T00:00:00.000Z" })).toEqual(POOLS);
    const whitelist = (await handlers.listWhitelistedAddresses(request({ walletAddress: BOB }))) as {
      body: { items: Array<{ poolId: Hex }> };
    };
    protocolResponseSchemas.listWhitelistedAddresses[200].parse(whitelist.body);
    expect(whitelist.body.items.map((i) => i.poolId)).toEqual([POOLS[1]]);
    const pools = (await handlers.listPools(request({}))) as { body: unknown };
    protocolResponseSchemas.listPools[200].parse(pools.body);
    expect(state.pools[POOLS[0]!]).toBeDefined();
  });
});

describe("status rules", () => {
  it("answers 400 for flows without wallet or pool, for an unindexed chain and for an inverted range", async () => {
    const { handlers } = await service();
    const noFilter = (await handlers.listFlows(request({}))) as { status: number; body: unknown };
    expect(noFilter.status).toBe(400);
    protocolResponseSchemas.listFlows[400].parse(noFilter.body);
    const unknown = (await handlers.listPools(request({ chainId: 5 }))) as {
      status: number;
      body: { details: unknown };
    };
    expect(unknown).toMatchObject({ status: 400, body: { details: { indexedChainIds: [CHAIN_ID] } } });
    const inverted = (await handlers.listFlows(request({ walletAddress: ALICE, fromBlock: 9, toBlock: 3 }))) as {
      status: number;
    };
    expect(inverted.status).toBe(400);
  });

  it("answers 503 with Retry-After while the chain backfills, and health says syncing", async () => {
    const { handlers } = await service({ ready: false });
    const result = (await handlers.listPools(request({ chainId: CHAIN_ID }))) as {
      status: number;
      headers: Record<string, string>;
      body: unknown;
    };
    expect(result.status).toBe(503);
    expect(result.headers["retry-after"]).toBe("5");
    protocolResponseSchemas.listPools[503].parse(result.body);
    const health = (await handlers.getHealth(request({}))) as { body: { status: string } };
    expect(health.body.status).toBe("syncing");
    protocolResponseSchemas.getHealth[200].parse(health.body);
  });
});
