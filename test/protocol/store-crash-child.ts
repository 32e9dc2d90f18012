/**
 * Child process of the protocol store's crash test: indexes synthetic "blocks" forever, each a
 * batch of records plus its checkpoint in one commit, printing `ACK <block>` the moment a commit is
 * durable. The parent SIGKILLs it mid-stream and checks that every acknowledged block survived and
 * that records and checkpoint moved together. A small compaction threshold makes snapshots happen
 * (and get interrupted) during the run; every block also changes one long-lived record, so
 * replay over a snapshot must keep the newest value.
 *
 * Usage: node --import tsx test/protocol/store-crash-child.ts <data file>
 */
import { decodeCheckpoint } from "../../runtime/protocol/checkpoint.ts";
import { fileStoreAdapter, ProtocolStore } from "../../runtime/protocol/store.ts";

const dataPath = process.argv[2];
if (dataPath === undefined) throw new Error("usage: store-crash-child.ts <data file>");

/** Records written per block (the parent test checks all 7 of them). */
const RECORDS_PER_BLOCK = 7;

const store = new ProtocolStore(
  fileStoreAdapter(dataPath, {
    compactMinBytes: 16_384,
    onWarning: (message) => process.stderr.write(`${message}\n`),
  }),
);
await store.open();
const state = store.chain(1, "crash-test");
const writer = store.writer(state);
let block = state.checkpoint === null ? 0 : decodeCheckpoint(state.checkpoint).blockNumber + 1;
for (;;) {
  for (let index = 0; index < RECORDS_PER_BLOCK; index += 1) {
    writer.put("globalWhitelist", `${block}:${index}`, { listed: true, removed: index % 2 === 1 }, block);
  }
  writer.put("orderEvents", "latest", {
    eventName: "BitInvalidatorUpdated",
    orderHash: null,
    remainingAmount: null,
    maker: null,
    slotIndex: BigInt(block),
    slotValue: 2n ** 200n + BigInt(block),
    taker: null,
    blockNumber: block,
    blockTimestamp: 1_900_000_000 + block,
    txHash: "0x00",
    logIndex: 0,
  });
  writer.recordBlock({ number: block, hash: `0x${block.toString(16)}`, parentHash: "0x00", timestamp: block });
  writer.finalize(block - 5);
  await store.commit();
  process.stdout.write(`ACK ${block}\n`);
  block += 1;
}
