/**
 * The real data service's clients against ours, over HTTP (docs/reference/protocol.md#the-data-service; the request
 * shapes of the venue's own clients, S4/S5): the MCP gateway pages with `nextCursor` and
 * `chainName=mainnet`; the CLI's older client sends the cursor back as `cursor`; the newest client
 * calls the canonical `/<module>/v1/…` paths and submits `premium_annualized`. Every list is paged
 * to its end and must equal the seed path's single page; submissions get their 201 (and 200 on
 * replay). The aliases' 400s (disagreeing pairs, unknown names) come in the envelope.
 */
import { type Hex, hashTypedData, keccak256, toHex, zeroAddress } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_TYPES } from "../../generated/contracts/order.ts";
import { protocolResponseSchemas } from "../../generated/protocol/schemas.ts";
import { protocolRoutes } from "../../generated/protocol/server.ts";
import { eventKey, type FillRecord, type FlowRecord, marketKey } from "../../runtime/protocol/records.ts";
import { type ProtocolService, startProtocolService } from "../../runtime/protocol/service.ts";
import { MemoryStoreAdapter } from "../../runtime/protocol/store.ts";
import { ALICE, BOB, CA, chainConfig, FakeChain, ORDER_PROTOCOL, PT, poolRecord, ST, txHash, WAD } from "./fixtures.ts";

/** The real clients' default chain: `chainName=mainnet`, i.e. chain 1. */
const MAINNET = 1;
const POOLS: Hex[] = [1, 2, 3, 4, 5].map((n) => keccak256(toHex(`real-clients pool ${n}`)));
const POOL_EXPIRY = 1_950_000_000;
// Anvil's account 0, the maker of the submitted orders.
const maker = privateKeyToAccount("0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80");

function flow(n: number): FlowRecord {
  return {
    chainId: MAINNET,
    poolId: POOLS[n % POOLS.length]!,
    blockNumber: 10 + n,
    blockTimestamp: 1_900_000_000 + n * 12,
    txHash: txHash(n),
    logIndex: n % 3,
    walletAddress: ALICE,
    actionType: n % 2 === 0 ? "mint" : "exercise",
    deltaCollateral: -BigInt(n + 1) * WAD,
    deltaReference: 0n,
    deltaPrincipal: BigInt(n + 1) * WAD,
    deltaSwap: BigInt(n + 1) * WAD,
    feeInCollateral: 0n,
    feeInReference: 0n,
  };
}

function fill(n: number): FillRecord {
  return {
    chainId: MAINNET,
    orderHash: keccak256(toHex(`real-clients order ${n % 2}`)),
    blockNumber: 20 + n,
    blockTimestamp: 1_900_000_300 + n * 12,
    txHash: txHash(100 + n),
    logIndex: 0,
    maker: ALICE,
    taker: BOB,
    makingAsset: ST,
    takingAsset: CA,
    makingAmount: WAD,
    takingAmount: WAD / 25n,
    isPartialFill: true,
  };
}

/** A signed order body as the newest CLI sends it: `premium_annualized`, no `premium`. */
async function newestClientOrder(salt: bigint, premiumAnnualized: string) {
  const now = 1_900_000_024;
  const makerTraits = (1n << 254n) | (9n << 120n) | (BigInt(now + 86_400) << 80n);
  const order = {
    salt,
    maker: maker.address,
    receiver: zeroAddress,
    makerAsset: ST,
    takerAsset: CA,
    makingAmount: 10n * WAD,
    takingAmount: WAD / 2n,
    makerTraits,
  };
  const typed = {
    domain: { name: "1inch Aggregation Router", version: "6", chainId: MAINNET, verifyingContract: ORDER_PROTOCOL },
    types: ORDER_TYPES,
    primaryType: "Order" as const,
    message: order,
  };
  return {
    chainId: MAINNET,
    salt: salt.toString(),
    maker: order.maker,
    receiver: order.receiver,
    makerAsset: order.makerAsset,
    takerAsset: order.takerAsset,
    makingAmount: order.makingAmount.toString(),
    takingAmount: order.takingAmount.toString(),
    makerTraits: makerTraits.toString(),
    orderHash: hashTypedData(typed),
    signature: await maker.signTypedData(typed),
    side: "SELL",
    premium_annualized: premiumAnnualized,
    nonce: "9",
  };
}

describe("the real data service's clients against our protocol service", () => {
  let service: ProtocolService;

  beforeAll(async () => {
    // The chain answers the order checks' latest-block reads; nothing is indexed from it.
    const chain = new FakeChain(3);
    service = await startProtocolService({
      config: { chains: [chainConfig({ chainId: MAINNET })] },
      storeAdapter: new MemoryStoreAdapter(),
      port: 0,
      host: "127.0.0.1",
      transports: new Map([[MAINNET, chain.transport()]]),
      followChains: false,
    });
    const state = service.store.chain(MAINNET, service.indexer.configHash);
    const writer = service.store.writer(state);
    for (const [i, poolId] of POOLS.entries()) {
      writer.put("pools", poolId, poolRecord(poolId, i + 1, { chainId: MAINNET, expiry: POOL_EXPIRY }));
      for (const share of [PT, ST]) {
        writer.put("markets", marketKey(poolId, share), {
          chainId: MAINNET,
          poolId,
          makerAsset: share,
          takerAsset: CA,
          expiry: POOL_EXPIRY,
          createdAt: 1_900_000_000,
          updatedAt: 1_900_000_000,
        });
      }
    }
    for (let n = 0; n < 7; n++) {
      const record = flow(n);
      writer.put("flows", eventKey(MAINNET, record.txHash, record.logIndex), record);
    }
    for (let n = 0; n < 5; n++) {
      const record = fill(n);
      writer.put("fills", eventKey(MAINNET, record.txHash, record.logIndex), record);
    }
    await service.store.commit();
  });
  afterAll(async () => {
    await service?.close();
  });

  const get = async (pathAndQuery: string) => {
    const response = await fetch(`${service.url}${pathAndQuery}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${service.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  /** Pages a list to its end with `limit=2`, sending the cursor back under `cursorName`. */
  async function pageToEnd(path: string, query: string, cursorName: "cursor" | "nextCursor") {
    const items: unknown[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const next: string = cursor === null ? "" : `&${cursorName}=${encodeURIComponent(cursor)}`;
      const { status, body } = await get(`${path}?${query}&limit=2${next}`);
      expect(status, JSON.stringify(body)).toBe(200);
      items.push(...(body.items as unknown[]));
      cursor = body.nextCursor as string | null;
      expect(body.hasMore).toBe(cursor !== null);
      pages++;
    } while (cursor !== null && pages < 50);
    return { items, pages };
  }

  const lists = [
    { seed: "/v1/pools/", canonical: "/pools/v1/", query: "", operationId: "listPools", total: 5 },
    {
      seed: "/v1/pools/whitelisted-addresses",
      canonical: "/pools/v1/whitelisted-addresses",
      query: "",
      operationId: "listWhitelistedAddresses",
      total: 5,
    },
    {
      seed: "/v1/flows/",
      canonical: "/flows/v1/",
      query: `walletAddress=${ALICE}`,
      operationId: "listFlows",
      total: 7,
    },
    {
      seed: "/v1/limit-orders/markets",
      canonical: "/limit-orders/v1/markets",
      query: "",
      operationId: "listLimitOrderMarkets",
      total: 10,
    },
    {
      seed: "/v1/limit-orders/fills",
      canonical: "/limit-orders/v1/fills",
      query: "",
      operationId: "listFills",
      total: 5,
    },
  ] as const;

  it.each(lists)(
    "$canonical pages to the end with cursor and chainName=mainnet, equal to $seed in one page",
    async ({ seed, canonical, query, operationId, total }) => {
      const whole = await get(`${seed}?chainId=1${query ? `&${query}` : ""}`);
      expect(whole.status).toBe(200);
      protocolResponseSchemas[operationId][200].parse(whole.body);
      expect(whole.body.items).toHaveLength(total);
      // The newest client: canonical path, chainName, the cursor sent back as `cursor`.
      const newest = await pageToEnd(canonical, `chainName=mainnet${query ? `&${query}` : ""}`, "cursor");
      expect(newest.items).toEqual(whole.body.items);
      expect(newest.pages).toBe(Math.ceil(total / 2));
      // The CLI's older client: the seed's path, chainId, `cursor` on page 2 onwards.
      expect((await pageToEnd(seed, `chainId=1${query ? `&${query}` : ""}`, "cursor")).items).toEqual(whole.body.items);
      // The MCP gateway: the seed's path, chainName, `nextCursor`.
      expect((await pageToEnd(seed, `chainName=mainnet${query ? `&${query}` : ""}`, "nextCursor")).items).toEqual(
        whole.body.items,
      );
    },
  );

  it("the generated route table serves each canonical path under the seed path's operation", () => {
    const operationAt = (method: string, path: string) =>
      protocolRoutes.filter((r) => r.method === method && r.path === path).map((r) => r.operationId);
    for (const { seed, canonical } of lists) expect(operationAt("get", canonical)).toEqual(operationAt("get", seed));
    expect(operationAt("post", "/limit-orders/v1/")).toEqual(["submitLimitOrder"]);
  });

  it("a cursor issued under one spelling of chain and cursor continues under the other", async () => {
    const first = await get("/pools/v1/?chainName=mainnet&limit=2");
    const cursor = first.body.nextCursor as string;
    const viaSeed = await get(`/v1/pools/?chainId=1&limit=2&nextCursor=${cursor}`);
    const viaBoth = await get(`/pools/v1/?chainId=1&chainName=mainnet&limit=2&cursor=${cursor}&nextCursor=${cursor}`);
    expect(viaSeed.status).toBe(200);
    expect(viaBoth).toEqual(viaSeed);
  });

  it("the newest client's POST to /limit-orders/v1/ with premium_annualized is a 201 and lists on the canonical orderbook", async () => {
    const body = await newestClientOrder(1001n, "0.041");
    const created = await post("/limit-orders/v1/", body);
    expect(created).toEqual({ status: 201, body: { orderHash: body.orderHash } });
    const second = await newestClientOrder(1002n, "0.05");
    expect((await post("/v1/limit-orders/", second)).status).toBe(201);
    // The seed's `premium` for the same order replays it; so does the pair when both agree.
    const { premium_annualized: annualized, ...seedShape } = body;
    expect(await post("/v1/limit-orders/", { ...seedShape, premium: annualized })).toEqual({
      status: 200,
      body: { orderHash: body.orderHash },
    });
    expect((await post("/limit-orders/v1/", { ...body, premium: "0.0410" })).status).toBe(200);
    const book = await pageToEnd("/limit-orders/v1/orderbook", "chainName=mainnet", "cursor");
    expect(book.items).toHaveLength(2);
    expect(book.items).toContainEqual(expect.objectContaining({ orderHash: body.orderHash, premium: "0.041" }));
    const seedBook = await get("/v1/limit-orders/orderbook?chainId=1");
    protocolResponseSchemas.getOrderbook[200].parse(seedBook.body);
    expect(seedBook.body.items).toEqual(book.items);
  });

  it("answers the aliases' conflicts and unknown names with 400 in the envelope", async () => {
    const first = await get("/v1/pools/?chainId=1&limit=2");
    const cursor = first.body.nextCursor as string;
    const cases: Array<[string, RegExp]> = [
      [`/pools/v1/?limit=2&cursor=${cursor}&nextCursor=${cursor}x`, /cursor and nextCursor differ/],
      ["/pools/v1/?chainName=virtual", /chainName/],
      ["/pools/v1/?chainName=mainnet&chainId=31337", /chainName mainnet is chain 1, but chainId is 31337/],
      [`/flows/v1/?chainName=sepolia&walletAddress=${ALICE}`, /Chain 11155111 is not indexed/],
    ];
    for (const [path, message] of cases) {
      const { status, body } = await get(path);
      expect({ path, status }).toEqual({ path, status: 400 });
      protocolResponseSchemas.listPools[400].parse(body);
      expect(body.error).toBe("bad_request");
      expect(String(body.message)).toMatch(message);
    }
    const order = await newestClientOrder(1003n, "0.041");
    const { premium_annualized: _, ...withoutPremium } = order;
    const missing = await post("/limit-orders/v1/", withoutPremium);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      error: "bad_request",
      details: { fields: [{ path: "/body/premium", message: "premium or premium_annualized is required" }] },
    });
    const disagreeing = await post("/limit-orders/v1/", { ...order, premium: "0.04" });
    expect(disagreeing.status).toBe(400);
    expect(disagreeing.body).toMatchObject({
      error: "bad_request",
      details: { fields: [{ path: "/body/premium_annualized" }] },
    });
    protocolResponseSchemas.submitLimitOrder[400].parse(disagreeing.body);
  });
});
