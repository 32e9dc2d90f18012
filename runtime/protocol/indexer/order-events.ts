/**
 * The order contract's events (OrderFilled, OrderCancelled, BitInvalidatorUpdated) applied to
 * accepted orders. An event about an order this service has not accepted yet is kept as an
 * `orderEvents` record, so an order submitted after it was filled or cancelled on chain (the devnet's
 * demo orders, or a maker who posts late) still shows its fills and its true status.
 */
import type { Address, Hex } from "viem";
import { usesBitInvalidator } from "../../../generated/contracts/index.js";
import { compareChainPositions } from "../checkpoint.ts";
import { eventKey, type OrderEventRecord, type OrderRecord } from "../records.ts";
import type { ChainWriter } from "../store.ts";

const same = (a: string, b: string | null | undefined) =>
  b !== null && b !== undefined && a.toLowerCase() === b.toLowerCase();

function ceilDiv(numerator: bigint, denominator: bigint): bigint {
  return denominator === 0n ? 0n : (numerator + denominator - 1n) / denominator;
}

const isLive = (order: OrderRecord) => order.status === "OPEN" || order.status === "PARTIALLY_FILLED";

/**
 * Does a bit-invalidator update invalidate this order? Slot `nonce >> 8`, bit `nonce & 0xff`
 * (docs/reference/protocol.md#makertraits).
 */
function invalidatedBy(order: OrderRecord, event: OrderEventRecord): boolean {
  if (event.maker === null || event.slotIndex === null || event.slotValue === null) return false;
  if (!same(order.maker, event.maker) || !usesBitInvalidator(order.makerTraits)) return false;
  return order.nonce >> 8n === event.slotIndex && ((event.slotValue >> (order.nonce & 0xffn)) & 1n) === 1n;
}

/** Applies one order-contract event to one accepted order (fills, remaining amount, status). */
export function applyOrderEvent(
  writer: ChainWriter,
  order: OrderRecord,
  event: OrderEventRecord,
  undo: number | undefined,
): void {
  const at = event.blockTimestamp * 1000;
  if (event.eventName === "OrderFilled") {
    const key = eventKey(order.chainId, event.txHash, event.logIndex);
    const existing = writer.get("fills", key);
    const bitInvalidated = usesBitInvalidator(order.makerTraits);
    const remainingAfter = event.remainingAmount ?? 0n;
    // A bit-invalidator order is consumed by its one fill, which starts from the full amount.
    const remainingBefore = bitInvalidated ? order.makingAmount : order.remainingMakingAmount;
    const makingAmount =
      existing?.makingAmount ?? (remainingBefore > remainingAfter ? remainingBefore - remainingAfter : 0n);
    // A fill moves a positive amount (spec Fill.makingAmount); a zero delta only updates the order.
    if (makingAmount > 0n) {
      writer.put(
        "fills",
        key,
        {
          chainId: order.chainId,
          orderHash: order.orderHash,
          blockNumber: event.blockNumber,
          blockTimestamp: event.blockTimestamp,
          txHash: event.txHash,
          logIndex: event.logIndex,
          maker: order.maker,
          taker: (existing?.taker ?? event.taker ?? order.maker) as Address,
          makingAsset: order.makerAsset,
          takingAsset: order.takerAsset,
          makingAmount,
          takingAmount: ceilDiv(makingAmount * order.takingAmount, order.makingAmount),
          isPartialFill: makingAmount < order.makingAmount,
        },
        undo,
      );
    }
    const remaining = bitInvalidated ? 0n : remainingAfter;
    writer.put(
      "orders",
      order.orderHash,
      {
        ...order,
        remainingMakingAmount: remaining,
        status: remaining === 0n ? "FILLED" : "PARTIALLY_FILLED",
        updatedAtMs: at,
      },
      undo,
    );
    return;
  }
  if (!isLive(order)) return;
  if (event.eventName === "OrderCancelled" || invalidatedBy(order, event)) {
    // Remaining = what can still be filled: nothing once cancelled (the chain's invalidator agrees).
    writer.put(
      "orders",
      order.orderHash,
      { ...order, status: "CANCELLED", remainingMakingAmount: 0n, updatedAtMs: at },
      undo,
    );
  }
}

/**
 * Routes an indexed order-contract event: applied to the accepted orders it concerns, and kept in
 * `orderEvents` when no accepted order has seen it yet (fills and cancels of unknown orders, and
 * every bit-invalidator update, which may concern orders submitted later).
 */
export function indexOrderEvent(
  writer: ChainWriter,
  chainId: number,
  event: OrderEventRecord,
  undo: number | undefined,
): void {
  if (event.eventName === "BitInvalidatorUpdated") {
    for (const order of Object.values(writer.state.orders)) {
      if (invalidatedBy(order, event)) applyOrderEvent(writer, order, event, undo);
    }
    writer.put("orderEvents", eventKey(chainId, event.txHash, event.logIndex), event, undo);
    return;
  }
  const order = event.orderHash ? writer.get("orders", event.orderHash.toLowerCase()) : undefined;
  if (order) applyOrderEvent(writer, order, event, undo);
  else writer.put("orderEvents", eventKey(chainId, event.txHash, event.logIndex), event, undo);
}

/**
 * Replays, in chain order, the kept events that concern a newly accepted order. Returns the order as
 * they leave it. Not undo-logged: acceptance is not a chain event (a reorg of those blocks re-indexes
 * the events themselves).
 */
export function replayOrderEvents(writer: ChainWriter, order: OrderRecord): OrderRecord {
  const relevant = Object.values(writer.state.orderEvents ?? {})
    .filter(
      (e) =>
        (e.orderHash !== null && same(order.orderHash, e.orderHash)) ||
        (e.eventName === "BitInvalidatorUpdated" && same(order.maker, e.maker)),
    )
    .sort(compareChainPositions);
  for (const event of relevant) {
    const current = writer.get("orders", order.orderHash)!;
    applyOrderEvent(writer, current, event, undefined);
  }
  return writer.get("orders", order.orderHash)!;
}

/** The record kept for an order-contract log. */
export function orderEventRecord(
  eventName: OrderEventRecord["eventName"],
  fields: {
    orderHash?: Hex;
    remainingAmount?: bigint;
    maker?: Address;
    slotIndex?: bigint;
    slotValue?: bigint;
    taker?: Address;
  },
  where: { blockNumber: number; blockTimestamp: number; txHash: Hex; logIndex: number },
): OrderEventRecord {
  return {
    eventName,
    orderHash: fields.orderHash ? (fields.orderHash.toLowerCase() as Hex) : null,
    remainingAmount: fields.remainingAmount ?? null,
    maker: fields.maker ?? null,
    slotIndex: fields.slotIndex ?? null,
    slotValue: fields.slotValue ?? null,
    taker: fields.taker ?? null,
    blockNumber: where.blockNumber,
    blockTimestamp: where.blockTimestamp,
    txHash: where.txHash.toLowerCase() as Hex,
    logIndex: where.logIndex,
  };
}
