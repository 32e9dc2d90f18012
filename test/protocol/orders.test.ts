/**
 * Order submission: a valid signed order is accepted (201), replayed (200) and conflicts (409);
 * each documented rejection gives its 422 reason in the spec's order; RPC outages give 503 and
 * bursts 429. The HTTP part checks the dispatcher-level statuses (400, 404, 413, 415).
 */
import { type Address, type Hex, hashTypedData, keccak256, toHex, zeroAddress } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_TYPES } from "../../generated/contracts/order.ts";
import { protocolOpenApiDocument } from "../../generated/protocol/openapi.ts";
import { protocolResponseSchemas } from "../../generated/protocol/schemas.ts";
import { createProtocolHandlers } from "../../runtime/protocol/handlers.ts";
import type { OrderChainChecks } from "../../runtime/protocol/orders.ts";
import { staticPriceSource } from "../../runtime/protocol/query/views.ts";
import { marketKey } from "../../runtime/protocol/records.ts";
import { type ProtocolService, startProtocolService } from "../../runtime/protocol/service.ts";
import { MemoryStoreAdapter } from "../../runtime/protocol/store.ts";
import {
  CA,
  CHAIN_ID,
  chainConfig,
  FakeChain,
  fakeChecks,
  memoryStore,
  ORDER_PROTOCOL,
  POOL_ID,
  PT,
  poolRecord,
  runtimeFor,
  ST,
  WAD,
} from "./fixtures.ts";

// Anvil's first default key, the maker. (The brief quotes it with 63 hex digits; this is the real one, account 0 of the anvil mnemonic.)
const maker = privateKeyToAccount("0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80");
const stranger = privateKeyToAccount(keccak256(toHex("not the maker")));
const NOW = 1_900_000_000;
const POOL_EXPIRY = 1_950_000_000;
const MULTI_FILLS = 1n << 254n;

interface Body {
  chainId: number;
  salt: string;
  maker: Address;
  receiver: Address;
  makerAsset: Address;
  takerAsset: Address;
  makingAmount: string;
  takingAmount: string;
  makerTraits: string;
  orderHash: Hex;
  signature: Hex;
  side: "BUY" | "SELL";
  premium: string;
  nonce: string;
}

/** Signs an order and builds the submission body; `domainChainId` signs for another chain. */
async function signedBody(
  overrides: Partial<{
    makerAsset: Address;
    takerAsset: Address;
    makerTraits: bigint;
    side: "BUY" | "SELL";
    nonce: string;
    salt: bigint;
  }> = {},
  signer = maker,
  domainChainId = CHAIN_ID,
): Promise<Body> {
  const traits = overrides.makerTraits ?? MULTI_FILLS | (7n << 120n) | (BigInt(NOW + 3600) << 80n);
  const order = {
    salt: overrides.salt ?? 42n,
    maker: maker.address,
    receiver: zeroAddress,
    makerAsset: overrides.makerAsset ?? ST,
    takerAsset: overrides.takerAsset ?? CA,
    makingAmount: 10n * WAD,
    takingAmount: WAD / 2n,
    makerTraits: traits,
  };
  const domain = {
    name: "1inch Aggregation Router",
    version: "6",
    chainId: domainChainId,
    verifyingContract: ORDER_PROTOCOL,
  };
  const typed = { domain, types: ORDER_TYPES, primaryType: "Order" as const, message: order };
  return {
    chainId: CHAIN_ID,
    salt: order.salt.toString(),
    maker: order.maker,
    receiver: order.receiver,
    makerAsset: order.makerAsset,
    takerAsset: order.takerAsset,
    makingAmount: order.makingAmount.toString(),
    takingAmount: order.takingAmount.toString(),
    makerTraits: traits.toString(),
    orderHash: hashTypedData(typed),
    signature: await signer.signTypedData(typed),
    side: overrides.side ?? "SELL",
    premium: "0.041",
    nonce: overrides.nonce ?? "7",
  };
}

async function setup(checks: Partial<OrderChainChecks> = {}, rateLimit?: { requests: number; windowMs: number }) {
  const s = await memoryStore();
  s.writer.put("pools", POOL_ID, poolRecord(POOL_ID, 1));
  for (const share of [PT, ST]) {
    s.writer.put("markets", marketKey(POOL_ID, share), {
      chainId: CHAIN_ID,
      poolId: POOL_ID,
      makerAsset: share,
      takerAsset: CA,
      expiry: POOL_EXPIRY,
      createdAt: NOW,
      updatedAt: NOW,
    });
  }
  const runtime = runtimeFor(s.store, s.state, { checks: fakeChecks({ latestTimestamp: async () => NOW, ...checks }) });
  const handlers = createProtocolHandlers({
    chains: new Map([[CHAIN_ID, runtime]]),
    store: s.store,
    prices: staticPriceSource(new Map()),
    document: protocolOpenApiDocument as Record<string, unknown>,
    now: () => 1_700_000_000_000,
    ...(rateLimit ? { rateLimit } : {}),
  });
  const submit = async (body: unknown) => {
    const result = (await handlers.submitLimitOrder({ body, raw: { headers: {} } } as never)) as {
      status: number;
      // biome-ignore lint/suspicious/noExplicitAny: validated by the spec's zod schema below.
      body: Record<string, any>;
      headers?: Record<string, string>;
    };
    const schema = (protocolResponseSchemas.submitLimitOrder as Record<number, { parse(v: unknown): unknown }>)[
      result.status
    ];
    expect(schema, `status ${result.status} is declared`).toBeDefined();
    schema!.parse(result.body);
    return result;
  };
  return { ...s, handlers, submit };
}

describe("submitLimitOrder", () => {
  it("accepts a valid order (201), replays it (200), refuses another body under its hash (409), and lists it OPEN", async () => {
    const { submit, handlers, adapter } = await setup();
    const body = await signedBody();
    expect(await submit(body)).toMatchObject({ status: 201, body: { orderHash: body.orderHash } });
    expect(adapter.writes).toBeGreaterThan(0);
    expect(
      await submit({
        ...body,
        maker: body.maker.toLowerCase(),
        signature: body.signature.toUpperCase().replace("0X", "0x"),
      }),
    ).toMatchObject({ status: 200 });
    expect(await submit({ ...body, premium: "0.05" })).toMatchObject({
      status: 409,
      body: { error: "conflict", details: { orderHash: body.orderHash } },
    });
    const book = (await handlers.getOrderbook({ query: { chainId: CHAIN_ID }, raw: { headers: {} } } as never)) as {
      body: { items: Array<Record<string, unknown>> };
    };
    protocolResponseSchemas.getOrderbook[200].parse(book.body);
    expect(book.body.items).toEqual([
      expect.objectContaining({
        orderHash: body.orderHash,
        status: "OPEN",
        poolId: POOL_ID,
        makerAccountType: "EOA",
        nonce: "7",
        allowsPartialFills: true,
        allowedSender: null,
        remainingTakingAmount: (WAD / 2n).toString(),
      }),
    ]);
  });

  it("accepts a BUY order with the collateral asset as maker asset", async () => {
    const { submit } = await setup();
    expect((await submit(await signedBody({ makerAsset: CA, takerAsset: PT, side: "BUY" }))).status).toBe(201);
  });

  const rejections: Array<{ reason: string; body: () => Promise<Body>; checks?: Partial<OrderChainChecks> }> = [
    { reason: "unknown_chain", body: async () => ({ ...(await signedBody()), chainId: 5 }) },
    { reason: "unsupported_traits", body: () => signedBody({ makerTraits: (1n << 249n) | (7n << 120n) }) },
    // Nonce mismatch is checked before expiry: this order is both.
    {
      reason: "nonce_mismatch",
      body: () => signedBody({ nonce: "8", makerTraits: (7n << 120n) | (BigInt(NOW - 1) << 80n) }),
    },
    { reason: "expired", body: () => signedBody({ makerTraits: (7n << 120n) | (BigInt(NOW) << 80n) }) },
    { reason: "unknown_market", body: () => signedBody({ makerAsset: keccak256(toHex("x")).slice(0, 42) as Address }) },
    { reason: "side_mismatch", body: () => signedBody({ side: "BUY" }) },
    {
      reason: "market_inactive",
      body: () => signedBody({ makerTraits: 7n << 120n }),
      checks: { latestTimestamp: async () => POOL_EXPIRY },
    },
    {
      reason: "order_hash_mismatch",
      body: async () => ({ ...(await signedBody()), orderHash: keccak256(toHex("other")) }),
    },
    // Signed for chain 1: its hash is not this chain's hash.
    { reason: "order_hash_mismatch", body: async () => ({ ...(await signedBody({}, maker, 1)) }) },
    { reason: "bad_signature", body: () => signedBody({}, stranger) },
    {
      reason: "bad_signature",
      body: () => signedBody(),
      checks: { isContract: async () => true, isValidSignature: async () => "0xffffffff" },
    },
  ];
  for (const [i, c] of rejections.entries()) {
    it(`rejects with 422 ${c.reason} (#${i})`, async () => {
      const { submit, state } = await setup(c.checks);
      const result = await submit(await c.body());
      expect(result).toMatchObject({
        status: 422,
        body: { error: "unprocessable_entity", details: { reason: c.reason } },
      });
      expect(state.orders).toEqual({});
    });
  }

  it("accepts a contract maker whose ERC-1271 answers the magic value", async () => {
    const { submit, state } = await setup({ isContract: async () => true, isValidSignature: async () => "0x1626ba7e" });
    const body = await signedBody();
    expect((await submit(body)).status).toBe(201);
    expect(state.orders[body.orderHash]!.makerAccountType).toBe("CONTRACT");
  });

  it("answers 503 when the chain cannot be read and 429 beyond the rate limit", async () => {
    const down = await setup({ latestTimestamp: async () => Promise.reject(new Error("fetch failed")) });
    expect(await down.submit(await signedBody())).toMatchObject({ status: 503, headers: { "retry-after": "5" } });
    const limited = await setup({}, { requests: 2, windowMs: 60_000 });
    const body = await signedBody();
    expect((await limited.submit(body)).status).toBe(201);
    expect((await limited.submit(body)).status).toBe(200);
    expect(await limited.submit(body)).toMatchObject({
      status: 429,
      headers: { "retry-after": "60" },
      body: { error: "too_many_requests" },
    });
  });
});

describe("HTTP statuses before the handler", () => {
  let service: ProtocolService;
  beforeAll(async () => {
    const chain = new FakeChain(3);
    service = await startProtocolService({
      config: { chains: [chainConfig()] },
      storeAdapter: new MemoryStoreAdapter(),
      port: 0,
      host: "127.0.0.1",
      transports: new Map([[CHAIN_ID, chain.transport()]]),
    });
    await service.indexer.waitUntilReady(5_000);
  });
  afterAll(async () => {
    await service?.close();
  });

  const post = (body: string, contentType = "application/json") =>
    fetch(`${service.url}/v1/limit-orders/`, { method: "POST", headers: { "content-type": contentType }, body });

  it("answers 400 for unknown query parameters and body fields, 404, 413 and 415 in the envelope", async () => {
    const unknownParam = await fetch(`${service.url}/v1/pools/?chainId=${CHAIN_ID}&cursor=abc`);
    expect(unknownParam.status).toBe(400);
    protocolResponseSchemas.listPools[400].parse(await unknownParam.json());
    const body = await signedBody();
    const extraField = await post(JSON.stringify({ ...body, extension: "0x" }));
    expect(extraField.status).toBe(400);
    expect(await extraField.json()).toMatchObject({
      error: "bad_request",
      details: { fields: [expect.objectContaining({ path: expect.stringMatching(/^\/body/) })] },
    });
    expect((await post(JSON.stringify(body), "text/plain")).status).toBe(415);
    expect((await post(JSON.stringify({ ...body, premium: "1".repeat(17_000) }))).status).toBe(413);
    expect(await (await post(JSON.stringify({ ...body, chainId: 5 }))).json()).toMatchObject({
      error: "unprocessable_entity",
      details: { reason: "unknown_chain" },
    });
    const missing = await fetch(`${service.url}/v1/nothing`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: "not_found" });
    const pools = await fetch(`${service.url}/v1/pools/?chainId=${CHAIN_ID}`);
    expect(await pools.json()).toEqual({ items: [], nextCursor: null, hasMore: false });
  });
});
