/**
 * The lazily built query indexes (runtime/protocol/query/indexes.ts): whatever order records are
 * written, changed and deleted in, and whichever partitions are read first, every partition read
 * holds exactly the sort keys of the current records that belong to it, ascending (fast-check
 * against a recomputation from the records).
 */
import fc from "fast-check";
import type { Address, Hex } from "viem";
import { describe, expect, it } from "vitest";
import { ChainIndexes, eventSortKey } from "../../runtime/protocol/query/indexes.ts";
import {
  familyOf,
  fillFamilies,
  flowFamilies,
  marketFamilies,
  orderFamilies,
  type PartitionFamilies,
  poolFamilies,
} from "../../runtime/protocol/query/partitions.ts";
import {
  emptyChainState,
  type FillRecord,
  type FlowActionType,
  type FlowRecord,
  type MarketRecord,
  type OrderRecord,
} from "../../runtime/protocol/records.ts";
import { poolRecord } from "./fixtures.ts";

const WALLETS: Address[] = [
  "0xAaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
  "0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB",
  "0x90F79bf6EB2c4f870365E785982E1f101E93b906",
];
const POOLS: Hex[] = ["0x01", "0x02"];
const ACTIONS: FlowActionType[] = ["mint", "unwind", "redeem"];

function flow(block: number, logIndex: number, wallet: number, pool: number, action: number): FlowRecord {
  return {
    chainId: 1,
    poolId: POOLS[pool]!,
    blockNumber: block,
    blockTimestamp: block * 12,
    txHash: `0x${block.toString(16).padStart(64, "0")}`,
    logIndex,
    walletAddress: WALLETS[wallet]!,
    actionType: ACTIONS[action]!,
    deltaCollateral: 0n,
    deltaReference: 0n,
    deltaPrincipal: 0n,
    deltaSwap: 0n,
    feeInCollateral: 0n,
    feeInReference: 0n,
  };
}

/** Every partition name a read may ask for. */
const PARTITIONS: string[] = (() => {
  const bases = ["*"];
  for (const wallet of WALLETS) bases.push(`w:${wallet.toLowerCase()}`);
  for (const pool of POOLS) bases.push(`p:${pool}`);
  for (const wallet of WALLETS) for (const pool of POOLS) bases.push(`wp:${wallet.toLowerCase()}:${pool}`);
  return [...bases, ...bases.flatMap((base) => ACTIONS.map((action) => `${base}|a:${action}`))];
})();

/** The keys a partition should hold, recomputed from the records. */
function expectedKeys(records: Iterable<FlowRecord>, partition: string): string[] {
  const keys: string[] = [];
  for (const f of records) {
    const wallet = f.walletAddress.toLowerCase();
    const names = ["*", `w:${wallet}`, `p:${f.poolId}`, `wp:${wallet}:${f.poolId}`];
    if (names.some((name) => name === partition || `${name}|a:${f.actionType}` === partition)) {
      keys.push(eventSortKey(f));
    }
  }
  return keys.sort();
}

type Op =
  | { kind: "put"; block: number; logIndex: number; wallet: number; pool: number; action: number }
  | { kind: "delete"; pick: number }
  | { kind: "read"; partition: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant("put" as const),
    block: fc.integer({ min: 1, max: 40 }),
    logIndex: fc.integer({ min: 0, max: 3 }),
    wallet: fc.integer({ min: 0, max: WALLETS.length - 1 }),
    pool: fc.integer({ min: 0, max: POOLS.length - 1 }),
    action: fc.integer({ min: 0, max: ACTIONS.length - 1 }),
  }),
  fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("read" as const), partition: fc.nat({ max: PARTITIONS.length - 1 }) }),
);

describe("lazy query indexes", () => {
  it("names a partition's family by its tag, with |a for action-narrowed names", () => {
    expect(familyOf("*")).toBe("*");
    expect(familyOf("*|a:mint")).toBe("*|a");
    expect(familyOf("w:0xab")).toBe("w");
    expect(familyOf("wp:0xab:0x01|a:redeem")).toBe("wp|a");
    expect(familyOf("ot:0xhash:0xtaker")).toBe("ot");
  });

  it("builds every family's partition names under that family's tag, so a read finds the family it asks for", () => {
    const [maker, taker] = [WALLETS[0]!, WALLETS[1]!];
    const families: [string, PartitionFamilies<never>, object][] = [
      ["pools", poolFamilies, poolRecord(POOLS[0]!, 1)],
      ["flows", flowFamilies, flow(1, 0, 0, 0, 0)],
      ["fills", fillFamilies, { orderHash: "0xabc", maker, taker } as Partial<FillRecord>],
      ["markets", marketFamilies, { poolId: POOLS[0]!, makerAsset: maker } as Partial<MarketRecord>],
      ["orders", orderFamilies, { maker, poolId: POOLS[0]! } as Partial<OrderRecord>],
    ];
    for (const [collection, family, record] of families)
      for (const [tag, partitionOf] of Object.entries(family as PartitionFamilies<object>)) {
        const name = partitionOf(record);
        expect(name, `${collection} ${tag}`).not.toBeNull();
        expect(familyOf(name!), `${collection} ${tag}: ${name}`).toBe(tag);
      }
  });

  it("serves every partition exactly as the current records, whatever was written before or after the first read", () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 25 }), fc.array(op, { maxLength: 60 }), (initial, later) => {
        const state = emptyChainState(1, "hash");
        // Records present at start-up (as a snapshot would hold them), in any order.
        for (const o of initial) {
          if (o.kind !== "put") continue;
          const f = flow(o.block, o.logIndex, o.wallet, o.pool, o.action);
          state.flows[`${o.block}:${o.logIndex}`] = f;
        }
        const indexes = ChainIndexes.build(state);
        const read = new Set<string>();
        for (const o of later) {
          if (o.kind === "read") read.add(PARTITIONS[o.partition]!);
          else {
            const keys = Object.keys(state.flows);
            const key =
              o.kind === "put" ? `${o.block}:${o.logIndex}` : keys.length === 0 ? null : keys[o.pick % keys.length]!;
            if (key === null) continue;
            const before = state.flows[key];
            const after = o.kind === "put" ? flow(o.block, o.logIndex, o.wallet, o.pool, o.action) : undefined;
            if (after === undefined) delete state.flows[key];
            else state.flows[key] = after;
            indexes.apply("flows", before, after);
          }
          for (const partition of read) {
            const expected = expectedKeys(Object.values(state.flows), partition);
            expect([...indexes.flows.keys(partition)]).toEqual(expected);
            for (const key of expected) expect(eventSortKey(indexes.flows.get(key)!)).toBe(key);
          }
        }
        expect(indexes.flows.size).toBe(Object.keys(state.flows).length);
      }),
      { numRuns: 200 },
    );
  });
});
