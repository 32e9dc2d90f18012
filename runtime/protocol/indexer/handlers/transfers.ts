/**
 * Share-token `Transfer`s in a transaction's logs: how much PT or ST a pool event moved. Decoded
 * by hand: this runs for every flow of a backfill, and `decodeEventLog` would hash every event
 * signature of the ABI per log.
 */
import type { Address, Hex } from "viem";
import { type ReceiptLog, sameAddress } from "./types.ts";

/** topic0 of ERC-20 `Transfer(address indexed from, address indexed to, uint256 value)`, which share tokens emit. */
export const TRANSFER_TOPIC: Hex = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";

/** The address in the low 20 bytes of an indexed topic. */
const topicAddress = (topic: Hex): Address => `0x${topic.slice(26)}` as Address;

interface Transfer {
  from: Address;
  to: Address;
  value: bigint;
  logIndex: number;
}

/**
 * `Transfer` logs of `token` in a receipt. A log of another shape (`Approval`, `Deposit`, a
 * malformed transfer) is skipped, as strict decoding does.
 */
function transfersOf(logs: readonly ReceiptLog[], token: Address): Transfer[] {
  const out: Transfer[] = [];
  for (const log of logs) {
    if (!sameAddress(log.address, token)) continue;
    const [topic0, from, to] = log.topics;
    if (topic0?.toLowerCase() !== TRANSFER_TOPIC || from === undefined || to === undefined || log.topics.length !== 3) {
      continue;
    }
    if (log.data.length !== 66) continue;
    out.push({ from: topicAddress(from), to: topicAddress(to), value: BigInt(log.data), logIndex: log.logIndex });
  }
  return out;
}

/**
 * The share-token amount that moved for a pool event: the `Transfer` of `token` matching `from`/`to`
 * closest to the event's log index (the PoolManager moves shares right before it emits). Returns
 * undefined when the receipt has no such transfer.
 */
export function matchTransfer(
  logs: readonly ReceiptLog[],
  token: Address,
  from: Address,
  to: Address,
  logIndex: number,
): bigint | undefined {
  let best: { value: bigint; distance: number } | undefined;
  for (const t of transfersOf(logs, token)) {
    if (!sameAddress(t.from, from) || !sameAddress(t.to, to)) continue;
    const distance = Math.abs(t.logIndex - logIndex) + (t.logIndex > logIndex ? 0.5 : 0);
    if (!best || distance < best.distance) best = { value: t.value, distance };
  }
  return best?.value;
}
