/**
 * OrderProtocol events: fills, cancels and bit-invalidator updates, applied to accepted orders or
 * kept for orders accepted later (order-events.ts). A fill reads its transaction's sender: the
 * taker (spec `Fill.taker`).
 */
import { checksummed } from "../addresses.ts";
import type { EventNameOf, IndexedEventOf } from "../events.ts";
import { indexOrderEvent, orderEventRecord } from "../order-events.ts";
import type { BlockScope } from "./scope.ts";
import type { HandlerTable } from "./types.ts";

/** Where an order event sits, as its record keeps it. */
function where(event: IndexedEventOf<EventNameOf<"orderProtocol">>, scope: BlockScope) {
  return {
    blockNumber: scope.block.number,
    blockTimestamp: scope.block.timestamp,
    txHash: event.transactionHash,
    logIndex: event.logIndex,
  };
}

/** The order-contract handlers. */
export const orderHandlers = {
  OrderFilled: {
    reads: { sender: () => true },
    async apply(event, scope) {
      const taker = checksummed(await scope.context.reads.sender(event.transactionHash));
      const { orderHash, remainingAmount } = event.args;
      const record = orderEventRecord("OrderFilled", { orderHash, remainingAmount, taker }, where(event, scope));
      indexOrderEvent(scope.writer, scope.chainId, record, scope.undo);
    },
  },
  OrderCancelled: {
    reads: {},
    apply(event, scope) {
      const record = orderEventRecord("OrderCancelled", { orderHash: event.args.orderHash }, where(event, scope));
      indexOrderEvent(scope.writer, scope.chainId, record, scope.undo);
    },
  },
  BitInvalidatorUpdated: {
    reads: {},
    apply(event, scope) {
      const { maker, slotIndex, slotValue } = event.args;
      const record = orderEventRecord("BitInvalidatorUpdated", { maker, slotIndex, slotValue }, where(event, scope));
      indexOrderEvent(scope.writer, scope.chainId, record, scope.undo);
    },
  },
} satisfies HandlerTable<EventNameOf<"orderProtocol">>;
