/**
 * A backfill batch reads each pool's TVL (`assets(poolId)`) only at the batch's last block touching
 * the pool (indexer/apply.ts): the stores it commits must equal those of a read at every block, and
 * undo-logged blocks (head following) must still read at every block.
 */
import type { Hex } from "viem";
import { describe, expect, it } from "vitest";
import { applyEvents } from "../../runtime/protocol/indexer/apply.ts";
import type { IndexedEvent } from "../../runtime/protocol/indexer/events.ts";
import { type HandlerContext, lastTvlBlocks } from "../../runtime/protocol/indexer/handlers.ts";
import {
  ADAPTER,
  ALICE,
  at,
  block,
  CHAIN_ID,
  FakeReads,
  marketCreated,
  memoryStore,
  POOL_ID,
  POOL_MANAGER,
  WAD,
  WHITELIST_MANAGER,
} from "./fixtures.ts";

const SECOND_POOL: Hex = "0x00000000000000000000000000000000000000000000000000000000000000b2";

/** Pinned reads whose `assets` differ per pool and block, recording each read as `pool@block`. */
class PerBlockAssets extends FakeReads {
  assetReads: string[] = [];
  override async poolAssets(poolId: Hex, blockNumber: number) {
    this.assetReads.push(`${poolId === POOL_ID ? "A" : "B"}@${blockNumber}`);
    const salt = poolId === POOL_ID ? 1n : 1_000n;
    return { collateral: BigInt(blockNumber) * salt * WAD, reference: BigInt(blockNumber) * salt };
  }
}

const mint = (blockNumber: number, logIndex: number, poolId: Hex): IndexedEvent => ({
  ...at(blockNumber, logIndex),
  eventName: "PoolModifyLiquidity",
  args: { poolId, sender: ALICE, owner: ALICE, amount0: WAD, amount1: 0n, isRemove: false },
});

/**
 * Two pools over six blocks: pool A touched at 1, 2 and 4 (its fee set at 6, which reads nothing),
 * pool B created at 3 and touched at 6, and a block with a whitelist event only.
 */
const EVENTS: IndexedEvent[] = [
  marketCreated(1),
  mint(2, 0, POOL_ID),
  { ...marketCreated(3), args: { ...marketCreated(3).args, poolId: SECOND_POOL } },
  mint(3, 1, SECOND_POOL),
  mint(4, 0, POOL_ID),
  { ...at(5, 0, WHITELIST_MANAGER), eventName: "GlobalWhitelistAdded", args: { account: ALICE } },
  mint(6, 0, SECOND_POOL),
  { ...at(6, 1), eventName: "SwapFeePercentageUpdated", args: { poolId: POOL_ID, swapFeePercentage: WAD } },
];

const TIMES = new Map(EVENTS.map((event) => [event.blockNumber, block(event.blockNumber).timestamp]));

/** Applies `batches` (each a run of whole blocks) like the indexer does, committing after each. */
async function index(batches: IndexedEvent[][], trackUndo: boolean) {
  const { adapter, store, writer } = await memoryStore();
  const reads = new PerBlockAssets();
  const context: HandlerContext = { chainId: CHAIN_ID, poolManager: POOL_MANAGER, adapter: ADAPTER, reads };
  const committed: string[] = [];
  for (const batch of batches) {
    await applyEvents(writer, context, batch, TIMES, { trackUndo });
    await store.commit();
    // What a restart would read back: the committed records, checkpoint and window.
    committed.push(adapter.text!);
  }
  return { reads, committed };
}

const byBlock = (events: readonly IndexedEvent[]) =>
  [...new Set(events.map((event) => event.blockNumber))].map((n) => events.filter((e) => e.blockNumber === n));

describe("TVL reads of a backfill batch", () => {
  it("names each pool's last block with a TVL read", () => {
    expect(lastTvlBlocks(EVENTS)).toEqual(
      new Map([
        [POOL_ID, 4],
        [SECOND_POOL, 6],
      ]),
    );
  });

  it("reads each pool once, at its last block in the batch, and commits the store a read per block gives", async () => {
    const perBlock = await index(byBlock(EVENTS), false);
    const batched = await index([EVENTS], false);
    expect(perBlock.reads.assetReads).toEqual(["A@1", "A@2", "B@3", "A@4", "B@6"]);
    expect(batched.reads.assetReads).toEqual(["A@4", "B@6"]);
    expect(batched.committed.at(-1)).toBe(perBlock.committed.at(-1));
    const pool = (JSON.parse(batched.committed.at(-1)!) as { chains: Record<string, { pools: object }> }).chains[
      String(CHAIN_ID)
    ]!.pools as Record<string, { collateralAssets: unknown; assetsBlockTimestamp: number; swapFee: unknown }>;
    expect(pool[POOL_ID]!.assetsBlockTimestamp).toBe(block(4).timestamp);
    expect(pool[SECOND_POOL]!.assetsBlockTimestamp).toBe(block(6).timestamp);
  });

  it("commits the same store at every batch boundary, wherever the batches are cut", async () => {
    const blocks = byBlock(EVENTS);
    const perBlock = await index(blocks, false);
    // Batches of blocks 1-3 and 4-6: the commits after block 3 and block 6 must match.
    const halves = await index([blocks.slice(0, 3).flat(), blocks.slice(3).flat()], false);
    expect(halves.reads.assetReads).toEqual(["A@2", "B@3", "A@4", "B@6"]);
    expect(halves.committed).toEqual([perBlock.committed[2], perBlock.committed.at(-1)]);
  });

  it("still reads at every block when the blocks are undo-logged (head following)", async () => {
    const followed = await index([EVENTS], true);
    expect(followed.reads.assetReads).toEqual(["A@1", "A@2", "B@3", "A@4", "B@6"]);
    const perBlock = await index(byBlock(EVENTS), false);
    const records = (text: string) => (JSON.parse(text) as { chains: Record<string, { pools: unknown }> }).chains;
    expect(records(followed.committed.at(-1)!)[String(CHAIN_ID)]!.pools).toEqual(
      records(perBlock.committed.at(-1)!)[String(CHAIN_ID)]!.pools,
    );
  });
});
