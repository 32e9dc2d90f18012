/**
 * Event handlers from synthetic decoded events (given/want), idempotent replays and undo-log
 * rollback.
 */
import { type Address, encodeEventTopics, type Hex, pad as padHex, toHex, zeroAddress } from "viem";
import { describe, expect, it } from "vitest";
import { poolShareAbi } from "../../generated/contracts/index.ts";
import type { IndexedEvent } from "../../runtime/protocol/indexer/events.ts";
import { applyBlock, type HandlerContext, type ReceiptLog } from "../../runtime/protocol/indexer/handlers.ts";
import { replayOrderEvents } from "../../runtime/protocol/indexer/order-events.ts";
import { eventKey } from "../../runtime/protocol/records.ts";
import {
  ADAPTER,
  ALICE,
  at,
  BOB,
  block,
  CHAIN_ID,
  FakeReads,
  marketCreated,
  memoryStore,
  ORDER_PROTOCOL,
  POOL_ID,
  POOL_MANAGER,
  PT,
  ST,
  txHash,
  WAD,
  WHITELIST_MANAGER,
} from "./fixtures.ts";
import { encodeStoreText } from "./store-text.ts";

function transferLog(token: Address, from: Address, to: Address, value: bigint, logIndex: number): ReceiptLog {
  return {
    address: token,
    topics: encodeEventTopics({ abi: poolShareAbi, eventName: "Transfer", args: { from, to } }) as Hex[],
    data: padHex(toHex(value)),
    logIndex,
  };
}

async function setup() {
  const s = await memoryStore();
  const reads = new FakeReads();
  const context: HandlerContext = { chainId: CHAIN_ID, poolManager: POOL_MANAGER, adapter: ADAPTER, reads };
  await applyBlock(s.writer, context, block(1), [marketCreated(1)], { trackUndo: false });
  return { ...s, reads, context };
}

describe("pool and flow handlers", () => {
  it("creates the pool with token metadata and settings read at the event block, and its two markets", async () => {
    const { state, reads } = await setup();
    const pool = state.pools[POOL_ID]!;
    expect(pool).toMatchObject({
      poolId: POOL_ID,
      deploymentBlockNumber: 1,
      expiry: 1_950_000_000,
      principalToken: { address: PT },
      swapToken: { address: ST },
    });
    expect(reads.calls).toContain("settings@1");
    expect(reads.calls).toContain("assets@1");
    expect(reads.calls.filter((c) => c.startsWith("token:")).every((c) => c.endsWith("@1"))).toBe(true);
    expect(
      Object.values(state.markets)
        .map((m) => m.makerAsset)
        .sort(),
    ).toEqual([PT, ST].sort());
  });

  // given: one event (and the share transfers of its transaction); want: the flow's kind and deltas.
  const cases: Array<{
    name: string;
    event: IndexedEvent;
    transfers?: ReceiptLog[];
    want: {
      actionType: string;
      deltaCollateral: bigint;
      deltaReference: bigint;
      deltaPrincipal: bigint;
      deltaSwap: bigint;
      walletAddress?: Address;
    };
  }> = [
    {
      name: "deposit is a mint: CA paid, PT and ST received",
      event: {
        ...at(2, 3),
        eventName: "PoolModifyLiquidity",
        args: { poolId: POOL_ID, sender: ALICE, owner: ALICE, amount0: 5n * WAD, amount1: 0n, isRemove: false },
      },
      transfers: [transferLog(PT, zeroAddress, ALICE, 5n * WAD, 1), transferLog(ST, zeroAddress, ALICE, 5n * WAD, 2)],
      want: {
        actionType: "mint",
        deltaCollateral: -5n * WAD,
        deltaReference: 0n,
        deltaPrincipal: 5n * WAD,
        deltaSwap: 5n * WAD,
      },
    },
    {
      name: "unwind burns PT and ST",
      event: {
        ...at(2, 3),
        eventName: "PoolModifyLiquidity",
        args: { poolId: POOL_ID, sender: ALICE, owner: ALICE, amount0: 2n * WAD, amount1: 0n, isRemove: true },
      },
      transfers: [transferLog(PT, ALICE, zeroAddress, 2n * WAD, 1), transferLog(ST, ALICE, zeroAddress, 2n * WAD, 2)],
      want: {
        actionType: "unwind",
        deltaCollateral: 2n * WAD,
        deltaReference: 0n,
        deltaPrincipal: -2n * WAD,
        deltaSwap: -2n * WAD,
      },
    },
    {
      name: "redeem burns only PT and pays CA and REF",
      event: {
        ...at(2, 3),
        eventName: "PoolModifyLiquidity",
        args: { poolId: POOL_ID, sender: ALICE, owner: ALICE, amount0: 3n * WAD, amount1: 7_000_000n, isRemove: true },
      },
      transfers: [transferLog(PT, ALICE, zeroAddress, 4n * WAD, 1)],
      want: {
        actionType: "redeem",
        deltaCollateral: 3n * WAD,
        deltaReference: 7_000_000n,
        deltaPrincipal: -4n * WAD,
        deltaSwap: 0n,
      },
    },
    {
      name: "exercise locks ST, pays REF and receives CA net of the fee",
      event: {
        ...at(2, 3),
        eventName: "PoolSwap",
        args: {
          poolId: POOL_ID,
          sender: ALICE,
          owner: ALICE,
          amount0: 99n * WAD,
          amount1: 110_000_000n,
          lpFeeAmount0: 0n,
          lpFeeAmount1: 0n,
          isUnwind: false,
        },
      },
      transfers: [transferLog(ST, ALICE, POOL_MANAGER, 100n * WAD, 1)],
      want: {
        actionType: "exercise",
        deltaCollateral: 99n * WAD,
        deltaReference: -110_000_000n,
        deltaPrincipal: 0n,
        deltaSwap: -100n * WAD,
      },
    },
    {
      name: "repurchase pays CA and receives REF and ST",
      event: {
        ...at(2, 3),
        eventName: "PoolSwap",
        args: {
          poolId: POOL_ID,
          sender: ALICE,
          owner: ALICE,
          amount0: 10n * WAD,
          amount1: 11_000_000n,
          lpFeeAmount0: 0n,
          lpFeeAmount1: 0n,
          isUnwind: true,
        },
      },
      transfers: [transferLog(ST, POOL_MANAGER, ALICE, 9n * WAD, 1)],
      want: {
        actionType: "repurchase",
        deltaCollateral: -10n * WAD,
        deltaReference: 11_000_000n,
        deltaPrincipal: 0n,
        deltaSwap: 9n * WAD,
      },
    },
    {
      name: "a deposit through the adapter belongs to the transaction sender",
      event: {
        ...at(2, 3),
        eventName: "PoolModifyLiquidity",
        args: { poolId: POOL_ID, sender: ADAPTER, owner: ADAPTER, amount0: WAD, amount1: 0n, isRemove: false },
      },
      want: {
        actionType: "mint",
        deltaCollateral: -WAD,
        deltaReference: 0n,
        deltaPrincipal: WAD,
        deltaSwap: WAD,
        walletAddress: BOB,
      },
    },
  ];

  for (const c of cases) {
    it(c.name, async () => {
      const { state, writer, reads, context } = await setup();
      reads.receipts.set(c.event.transactionHash.toLowerCase(), { from: BOB, logs: c.transfers ?? [] });
      await applyBlock(writer, context, block(2), [c.event], { trackUndo: false });
      const flow = state.flows[eventKey(CHAIN_ID, c.event.transactionHash, c.event.logIndex)]!;
      expect(flow).toMatchObject({ walletAddress: ALICE, ...c.want, blockNumber: 2, logIndex: 3, poolId: POOL_ID });
    });
  }

  it("adds PoolFee to the swap flow and the pool's sums, and a replay does not double them", async () => {
    const { state, writer, reads, context } = await setup();
    reads.assetsByBlock.set(2, { collateral: 901n * WAD, reference: 110_000_000n });
    const swap: IndexedEvent = {
      ...at(2, 3, POOL_MANAGER, 77),
      eventName: "PoolSwap",
      args: {
        poolId: POOL_ID,
        sender: ALICE,
        owner: ALICE,
        amount0: 99n * WAD,
        amount1: 1n,
        lpFeeAmount0: 0n,
        lpFeeAmount1: 0n,
        isUnwind: false,
      },
    };
    const fee: IndexedEvent = {
      ...at(2, 4, POOL_MANAGER, 77),
      eventName: "PoolFee",
      args: {
        poolId: POOL_ID,
        sender: ALICE,
        devFeeAmountInCollateralAsset: WAD,
        devFeeAmountInReferenceAsset: 0n,
        isUnwind: false,
      },
    };
    await applyBlock(writer, context, block(2), [swap, fee], { trackUndo: false });
    const once = encodeStoreText(state);
    await applyBlock(writer, context, block(2), [swap, fee], { trackUndo: false });
    expect(encodeStoreText(state)).toBe(once);
    expect(state.pools[POOL_ID]).toMatchObject({
      exerciseFeesInCollateral: WAD,
      repurchaseFeesInCollateral: 0n,
      collateralAssets: 901n * WAD,
      blockNumber: 2,
    });
    expect(state.flows[eventKey(CHAIN_ID, txHash(77), 3)]!.feeInCollateral).toBe(WAD);
  });

  it("updates fees and pause flags from their events", async () => {
    const { state, writer, context } = await setup();
    await applyBlock(
      writer,
      context,
      block(3),
      [
        { ...at(3, 0), eventName: "SwapFeePercentageUpdated", args: { poolId: POOL_ID, swapFeePercentage: WAD } },
        {
          ...at(3, 1),
          eventName: "UnwindSwapFeePercentageUpdated",
          args: { poolId: POOL_ID, unwindSwapFeePercentage: WAD / 2n },
        },
        { ...at(3, 2), eventName: "MarketActionPausedUpdate", args: { marketId: POOL_ID, pausedAction: 0b10010 } },
      ],
      { trackUndo: false },
    );
    expect(state.pools[POOL_ID]).toMatchObject({
      swapFee: WAD,
      unwindSwapFee: WAD / 2n,
      pauseBitMap: 18,
      blockNumber: 3,
    });
  });
});

describe("whitelist handlers", () => {
  it("tracks current and previous accounts globally and per market, enabling before the pool exists", async () => {
    const { state, writer, context } = await memoryStore().then(async (s) => ({
      ...s,
      context: { chainId: CHAIN_ID, poolManager: POOL_MANAGER, adapter: null, reads: new FakeReads() },
    }));
    await applyBlock(
      writer,
      context,
      block(1),
      [
        { ...at(1, 0, WHITELIST_MANAGER), eventName: "MarketWhitelistEnabled", args: { poolId: POOL_ID } },
        {
          ...at(1, 1, WHITELIST_MANAGER),
          eventName: "MarketWhitelistAdded",
          args: { poolId: POOL_ID, account: ALICE },
        },
        { ...at(1, 2, WHITELIST_MANAGER), eventName: "MarketWhitelistAdded", args: { poolId: POOL_ID, account: BOB } },
        {
          ...at(1, 3, WHITELIST_MANAGER),
          eventName: "MarketWhitelistRemoved",
          args: { poolId: POOL_ID, account: BOB },
        },
        { ...at(1, 4, WHITELIST_MANAGER), eventName: "GlobalWhitelistAdded", args: { account: BOB } },
        { ...at(1, 5, WHITELIST_MANAGER), eventName: "GlobalWhitelistAdded", args: { account: ADAPTER } },
        { ...at(1, 6, WHITELIST_MANAGER), eventName: "GlobalWhitelistRemoved", args: { account: ADAPTER } },
      ],
      { trackUndo: false },
    );
    expect(state.marketWhitelists[POOL_ID]).toEqual({
      poolId: POOL_ID,
      enabled: true,
      accounts: {
        [ALICE.toLowerCase()]: { listed: true, removed: false },
        [BOB.toLowerCase()]: { listed: false, removed: true },
      },
    });
    expect(state.globalWhitelist).toEqual({
      [BOB.toLowerCase()]: { listed: true, removed: false },
      [ADAPTER.toLowerCase()]: { listed: false, removed: true },
    });
  });
});

describe("order handlers", () => {
  async function withOrder(makerTraits: bigint) {
    const s = await setup();
    const orderHash = `0x${"ab".repeat(32)}` as Hex;
    s.writer.put("orders", orderHash, {
      chainId: CHAIN_ID,
      poolId: POOL_ID,
      orderHash,
      salt: 1n,
      maker: ALICE,
      receiver: zeroAddress,
      makerAsset: ST,
      takerAsset: PT,
      makingAmount: 10n * WAD,
      takingAmount: WAD,
      makerTraits,
      signature: "0x",
      makerAccountType: "EOA",
      side: "SELL",
      premium: "0.05",
      nonce: 300n,
      status: "OPEN",
      remainingMakingAmount: 10n * WAD,
      createdAtMs: 1,
      updatedAtMs: 1,
    });
    return { ...s, orderHash };
  }
  const MULTI = 1n << 254n;

  it("partial then full fills move OPEN -> PARTIALLY_FILLED -> FILLED with fill amounts from the remaining amount", async () => {
    const { state, writer, context, orderHash, reads } = await withOrder(MULTI);
    reads.receipts.set(txHash(501).toLowerCase(), { from: BOB, logs: [] });
    await applyBlock(
      writer,
      context,
      block(5),
      [{ ...at(5, 0, ORDER_PROTOCOL, 501), eventName: "OrderFilled", args: { orderHash, remainingAmount: 6n * WAD } }],
      { trackUndo: true },
    );
    expect(state.orders[orderHash]).toMatchObject({ status: "PARTIALLY_FILLED", remainingMakingAmount: 6n * WAD });
    expect(state.fills[eventKey(CHAIN_ID, txHash(501), 0)]).toMatchObject({
      makingAmount: 4n * WAD,
      takingAmount: (4n * WAD) / 10n,
      taker: BOB,
      isPartialFill: true,
    });
    await applyBlock(
      writer,
      context,
      block(6),
      [{ ...at(6, 0, ORDER_PROTOCOL), eventName: "OrderFilled", args: { orderHash, remainingAmount: 0n } }],
      { trackUndo: true },
    );
    expect(state.orders[orderHash]).toMatchObject({ status: "FILLED", remainingMakingAmount: 0n });
    expect(state.fills[eventKey(CHAIN_ID, at(6, 0).transactionHash, 0)]).toMatchObject({ makingAmount: 6n * WAD });
  });

  it("one fill of a bit-invalidator order fills it; BitInvalidatorUpdated cancels an unfilled one by nonce bit", async () => {
    const filled = await withOrder(300n << 120n);
    await applyBlock(
      filled.writer,
      filled.context,
      block(5),
      [
        {
          ...at(5, 0, ORDER_PROTOCOL),
          eventName: "OrderFilled",
          args: { orderHash: filled.orderHash, remainingAmount: 7n * WAD },
        },
      ],
      { trackUndo: false },
    );
    expect(filled.state.orders[filled.orderHash]).toMatchObject({ status: "FILLED", remainingMakingAmount: 0n });

    const cancelled = await withOrder(300n << 120n);
    const other = {
      ...at(5, 0, ORDER_PROTOCOL),
      eventName: "BitInvalidatorUpdated" as const,
      args: { maker: ALICE, slotIndex: 1n, slotValue: 1n << 43n },
    };
    await applyBlock(cancelled.writer, cancelled.context, block(5), [other], { trackUndo: false });
    expect(cancelled.state.orders[cancelled.orderHash]!.status).toBe("OPEN");
    // nonce 300 = slot 1, bit 44.
    const hit = {
      ...at(6, 0, ORDER_PROTOCOL),
      eventName: "BitInvalidatorUpdated" as const,
      args: { maker: ALICE, slotIndex: 1n, slotValue: 1n << 44n },
    };
    await applyBlock(cancelled.writer, cancelled.context, block(6), [hit], { trackUndo: false });
    expect(cancelled.state.orders[cancelled.orderHash]!.status).toBe("CANCELLED");
  });

  it("OrderCancelled cancels, and a fill of an unknown order makes no fill but is kept for a later submission", async () => {
    const { state, writer, context, orderHash } = await withOrder(MULTI);
    await applyBlock(
      writer,
      context,
      block(5),
      [
        {
          ...at(5, 0, ORDER_PROTOCOL),
          eventName: "OrderFilled",
          args: { orderHash: `0x${"cd".repeat(32)}`, remainingAmount: 0n },
        },
        { ...at(5, 1, ORDER_PROTOCOL), eventName: "OrderCancelled", args: { orderHash } },
      ],
      { trackUndo: false },
    );
    // Remaining = what can still be filled: a cancelled order has nothing left (the manifest agrees).
    expect(state.orders[orderHash]).toMatchObject({ status: "CANCELLED", remainingMakingAmount: 0n });
    expect(state.fills).toEqual({});
    expect(Object.values(state.orderEvents)).toMatchObject([
      { eventName: "OrderFilled", orderHash: `0x${"cd".repeat(32)}` },
    ]);
  });

  it("an order submitted after the chain filled or cancelled it gets its fills and status from the kept events", async () => {
    const { state, writer, context, orderHash, reads } = await withOrder(MULTI);
    const order = state.orders[orderHash]!;
    // The chain sees the order before the service does: remove it, index the events, then accept it.
    delete state.orders[orderHash];
    reads.receipts.set(txHash(501).toLowerCase(), { from: BOB, logs: [] });
    await applyBlock(
      writer,
      context,
      block(5),
      [{ ...at(5, 0, ORDER_PROTOCOL, 501), eventName: "OrderFilled", args: { orderHash, remainingAmount: 6n * WAD } }],
      { trackUndo: true },
    );
    expect(state.fills).toEqual({});
    writer.put("orders", orderHash, order);
    const accepted = replayOrderEvents(writer, order);
    expect(accepted).toMatchObject({ status: "PARTIALLY_FILLED", remainingMakingAmount: 6n * WAD });
    expect(Object.values(state.fills)).toMatchObject([
      { orderHash, makingAmount: 4n * WAD, taker: BOB, isPartialFill: true },
    ]);

    const cancelled = await withOrder(300n << 120n);
    const late = cancelled.state.orders[cancelled.orderHash]!;
    delete cancelled.state.orders[cancelled.orderHash];
    const hit = {
      ...at(6, 0, ORDER_PROTOCOL),
      eventName: "BitInvalidatorUpdated" as const,
      args: { maker: ALICE, slotIndex: 1n, slotValue: 1n << 44n },
    };
    await applyBlock(cancelled.writer, cancelled.context, block(6), [hit], { trackUndo: false });
    cancelled.writer.put("orders", cancelled.orderHash, late);
    expect(replayOrderEvents(cancelled.writer, late).status).toBe("CANCELLED");
  });

  it("rolling back undoes every change of the removed blocks", async () => {
    const { state, writer, context, orderHash } = await withOrder(MULTI);
    writer.recordBlock(block(4));
    const before = encodeStoreText(state);
    await applyBlock(
      writer,
      context,
      block(5),
      [{ ...at(5, 0, ORDER_PROTOCOL), eventName: "OrderFilled", args: { orderHash, remainingAmount: 6n * WAD } }],
      { trackUndo: true },
    );
    writer.recordBlock(block(5));
    await applyBlock(
      writer,
      context,
      block(6),
      [
        {
          ...at(6, 0),
          eventName: "PoolModifyLiquidity",
          args: { poolId: POOL_ID, sender: ALICE, owner: ALICE, amount0: WAD, amount1: 0n, isRemove: false },
        },
      ],
      { trackUndo: true },
    );
    writer.recordBlock(block(6));
    expect(Object.keys(state.flows)).toHaveLength(1);
    expect(writer.rollbackTo(block(4))).toBe(2);
    expect(encodeStoreText(state)).toBe(before);
  });
});
