/**
 * Pages built from kept item texts (runtime/protocol/query/page.ts): over random store contents and
 * random edits, deletions, reorgs, pool changes, price changes and the chain's clock moving on,
 * every page's text (what the dispatcher sends) is byte for byte `JSON.stringify` of the same page
 * made from fresh views, read after read, so a changed record never serves its old bytes.
 */
import fc from "fast-check";
import type { Address } from "viem";
import { describe, expect, it } from "vitest";
import { JSON_BODY_TEXT } from "../../generated/http/server.ts";
import { protocolOpenApiDocument } from "../../generated/protocol/openapi.ts";
import { createProtocolServer } from "../../generated/protocol/server.ts";
import { createProtocolHandlers, dispatchErrorBody } from "../../runtime/protocol/handlers.ts";
import type { PriceSource } from "../../runtime/protocol/query/views.ts";
import {
  eventKey,
  type FillRecord,
  type FlowActionType,
  type FlowRecord,
  type MarketRecord,
  marketKey,
} from "../../runtime/protocol/records.ts";
import { ALICE, BOB, block, CHAIN_ID, memoryStore, POOL_ID, poolRecord, runtimeFor, txHash } from "./fixtures.ts";

const WALLETS: Address[] = [ALICE, BOB];
const ACTIONS: FlowActionType[] = ["mint", "redeem", "exercise"];
const SHARES: Address[] = ["0x6666666666666666666666666666666666666666", "0x7777777777777777777777777777777777777777"];

type Step =
  | { kind: "flow"; n: number; wallet: number; action: number; delta: bigint }
  | { kind: "fill"; n: number; amount: bigint; partial: boolean }
  | { kind: "edit"; pick: number; delta: bigint }
  | { kind: "editInPlace"; pick: number; delta: bigint }
  | { kind: "delete"; pick: number }
  | { kind: "block" }
  | { kind: "reorg"; depth: number }
  | { kind: "pool"; symbol: string }
  | { kind: "price"; usd: number }
  | { kind: "market"; share: number; expiryOffset: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant("flow" as const),
    n: fc.nat({ max: 30 }),
    wallet: fc.nat({ max: 1 }),
    action: fc.nat({ max: 2 }),
    delta: fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
  }),
  fc.record({
    kind: fc.constant("fill" as const),
    n: fc.nat({ max: 30 }),
    amount: fc.bigInt({ min: 0n, max: 10n ** 24n }),
    partial: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("edit" as const), pick: fc.nat(), delta: fc.bigInt({ min: -1000n, max: 1000n }) }),
  // The same record object changed and put again: nothing but the store change tells a kept page.
  fc.record({
    kind: fc.constant("editInPlace" as const),
    pick: fc.nat(),
    delta: fc.bigInt({ min: 1n, max: 1000n }),
  }),
  fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
  fc.constant({ kind: "block" as const }),
  fc.record({ kind: fc.constant("reorg" as const), depth: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant("pool" as const), symbol: fc.constantFrom("USDC", "WETH", "DAI", "ü€") }),
  fc.record({ kind: fc.constant("price" as const), usd: fc.constantFrom(1, 0.5, 1234.5678) }),
  fc.record({
    kind: fc.constant("market" as const),
    share: fc.nat({ max: 1 }),
    expiryOffset: fc.integer({ min: -40, max: 40 }),
  }),
);

/** A price source whose prices the test changes (a market-data feed would). */
function changingPrices(): PriceSource & { usd: number } {
  const source = {
    usd: 1,
    usdNow: () => source.usd,
    usdAt: (_chain: number, _token: Address, seconds: number) => (seconds % 24 === 0 ? null : source.usd * 2),
  };
  return source;
}

async function world() {
  const s = await memoryStore();
  s.writer.put("pools", POOL_ID, poolRecord(POOL_ID, 1));
  const runtime = runtimeFor(s.store, s.state);
  const prices = changingPrices();
  const handlers = createProtocolHandlers({
    chains: new Map([[CHAIN_ID, runtime]]),
    store: s.store,
    prices,
    document: protocolOpenApiDocument as Record<string, unknown>,
  });
  return { ...s, prices, handlers };
}

const request = (query: Record<string, unknown>) =>
  ({ query: { chainId: CHAIN_ID, ...query }, raw: { headers: {} } }) as never;

/** What a body carries under JSON_BODY_TEXT (text, or the bytes of a page kept whole), as text. */
function carried(body: unknown): string {
  const json = (body as { [JSON_BODY_TEXT]?: string | Uint8Array })[JSON_BODY_TEXT];
  if (json instanceof Uint8Array) return Buffer.from(json).toString("utf8");
  expect(typeof json).toBe("string");
  return json as string;
}

/** The JSON the dispatcher would send, checked against a fresh `JSON.stringify` of the same page. */
function checkPage(result: { status: number; body: unknown }): string {
  expect(result.status).toBe(200);
  const text = carried(result.body);
  expect(text).toBe(JSON.stringify(result.body));
  return text;
}

describe("pages from kept item texts", () => {
  it("are byte for byte JSON.stringify of the page, whatever changed since the last read", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 5 }),
        async (steps, limit) => {
          const { store, state, writer, prices, handlers } = await world();
          let head = 100;
          writer.recordBlock(block(head));
          const read = async () => {
            for (const query of [{ walletAddress: ALICE }, { poolId: POOL_ID, limit }, { walletAddress: BOB, limit }]) {
              const first = checkPage(await handlers.listFlows(request(query)));
              // A second read serves the kept texts: still the same bytes.
              expect(checkPage(await handlers.listFlows(request(query)))).toBe(first);
            }
            checkPage(await handlers.listFills(request({ limit })));
            checkPage(await handlers.listFills(request({})));
            checkPage(await handlers.listLimitOrderMarkets(request({})));
          };
          for (const s of steps) {
            const flows = Object.keys(state.flows);
            switch (s.kind) {
              case "flow": {
                const flow: FlowRecord = {
                  chainId: CHAIN_ID,
                  poolId: POOL_ID,
                  blockNumber: head,
                  blockTimestamp: state.lastBlockTimestamp!,
                  txHash: txHash(s.n),
                  logIndex: s.n,
                  walletAddress: WALLETS[s.wallet]!,
                  actionType: ACTIONS[s.action]!,
                  deltaCollateral: s.delta,
                  deltaReference: -s.delta,
                  deltaPrincipal: s.delta / 3n,
                  deltaSwap: 0n,
                  feeInCollateral: 0n,
                  feeInReference: 0n,
                };
                writer.put("flows", eventKey(CHAIN_ID, flow.txHash, flow.logIndex), flow, head);
                break;
              }
              case "fill": {
                const fill: FillRecord = {
                  chainId: CHAIN_ID,
                  orderHash: txHash(1000 + s.n),
                  blockNumber: head,
                  blockTimestamp: state.lastBlockTimestamp!,
                  txHash: txHash(2000 + s.n),
                  logIndex: s.n,
                  maker: ALICE,
                  taker: BOB,
                  makingAsset: SHARES[0]!,
                  takingAsset: SHARES[1]!,
                  makingAmount: s.amount,
                  takingAmount: s.amount / 7n,
                  isPartialFill: s.partial,
                };
                writer.put("fills", eventKey(CHAIN_ID, fill.txHash, fill.logIndex), fill, head);
                break;
              }
              case "edit": {
                if (flows.length === 0) break;
                const key = flows[s.pick % flows.length]!;
                const flow = state.flows[key]!;
                writer.put("flows", key, { ...flow, deltaSwap: flow.deltaSwap + s.delta }, head);
                break;
              }
              case "editInPlace": {
                if (flows.length === 0) break;
                const key = flows[s.pick % flows.length]!;
                const flow = state.flows[key]!;
                flow.deltaSwap += s.delta;
                writer.put("flows", key, flow, head);
                break;
              }
              case "delete":
                if (flows.length > 0) writer.put("flows", flows[s.pick % flows.length]!, undefined, head);
                break;
              case "block":
                head += 1;
                writer.recordBlock(block(head));
                break;
              case "reorg": {
                const ancestor = state.blocks[Math.max(0, state.blocks.length - 1 - s.depth)]!;
                writer.rollbackTo(ancestor);
                head = ancestor.number;
                break;
              }
              case "pool": {
                const pool = state.pools[POOL_ID]!;
                writer.put(
                  "pools",
                  POOL_ID,
                  { ...pool, collateralToken: { ...pool.collateralToken, symbol: s.symbol } },
                  head,
                );
                break;
              }
              case "price":
                prices.usd = s.usd;
                break;
              case "market": {
                const market: MarketRecord = {
                  chainId: CHAIN_ID,
                  poolId: POOL_ID,
                  makerAsset: SHARES[s.share]!,
                  takerAsset: SHARES[1 - s.share]!,
                  expiry: state.lastBlockTimestamp! + s.expiryOffset,
                  createdAt: state.lastBlockTimestamp!,
                  updatedAt: state.lastBlockTimestamp!,
                };
                writer.put("markets", marketKey(POOL_ID, market.makerAsset), market, head);
                break;
              }
            }
            await read();
          }
          await store.commit();
        },
      ),
      { numRuns: 80 },
    );
  });

  it("are what the dispatcher sends, and a record changed between two reads is sent changed", async () => {
    const { writer, state, handlers } = await world();
    writer.recordBlock(block(100));
    const flow = (n: number, deltaSwap: bigint): FlowRecord => ({
      chainId: CHAIN_ID,
      poolId: POOL_ID,
      blockNumber: 100,
      blockTimestamp: state.lastBlockTimestamp!,
      txHash: txHash(n),
      logIndex: n,
      walletAddress: ALICE,
      actionType: "mint",
      deltaCollateral: 1n,
      deltaReference: 2n,
      deltaPrincipal: 3n,
      deltaSwap,
      feeInCollateral: 0n,
      feeInReference: 0n,
    });
    for (let n = 0; n < 3; n++) writer.put("flows", eventKey(CHAIN_ID, txHash(n), n), flow(n, 4n));
    const dispatcher = await createProtocolServer({ handlers, security: {}, errorBody: dispatchErrorBody });
    const get = async () => {
      const response = await dispatcher.handle({
        method: "GET",
        path: "/v1/flows/",
        query: `chainId=${CHAIN_ID}&walletAddress=${ALICE}`,
        headers: {},
        body: undefined,
      });
      expect(response.status).toBe(200);
      return typeof response.body === "string" ? response.body : Buffer.from(response.body as Uint8Array).toString();
    };
    const direct = JSON.stringify((await handlers.listFlows(request({ walletAddress: ALICE }))).body);
    expect(await get()).toBe(direct);
    expect(await get()).toBe(direct);
    writer.put("flows", eventKey(CHAIN_ID, txHash(1), 1), flow(1, 5_000_000_000_000_000_000n));
    const changed = await get();
    expect(changed).not.toBe(direct);
    expect(changed).toBe(JSON.stringify((await handlers.listFlows(request({ walletAddress: ALICE }))).body));
    expect(changed).toContain('"inWei":"5000000000000000000"');
  });
});
