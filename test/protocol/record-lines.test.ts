/**
 * The snapshot's record lines (runtime/protocol/record-lines.ts): whatever records a collection
 * holds come back from its lines equal and in key order, whether they were written as rows (one
 * layout per line, field names once) or as objects (the version 3 shape, still read); a line whose
 * content does not match its shape is refused naming its chain and collection.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { installRecordLines, RecordLinesWriter } from "../../runtime/protocol/record-lines.ts";
import { type ChainState, type CollectionName, emptyChainState } from "../../runtime/protocol/records.ts";
import { encodeJson } from "../../runtime/store/json-codec.ts";
import { StoreCorruptError } from "../../runtime/store/types.ts";

const CHAIN = 31337;
const COLLECTION: CollectionName = "flows";

/** Writes `records` as one collection's lines, then reads the collection back through a fresh chain state. */
function roundTrip(records: ReadonlyArray<[string, unknown]>, extraLines: string[] = []): Record<string, unknown> {
  const writer = new RecordLinesWriter();
  writer.start(CHAIN, COLLECTION);
  for (const [key, value] of records) writer.add(key, value);
  return read([...writer.finish().map(String), ...extraLines]);
}

function read(lines: readonly string[]): Record<string, unknown> {
  const chains: Record<string, ChainState> = { [CHAIN]: emptyChainState(CHAIN, "hash") };
  installRecordLines(
    chains,
    lines.map((line) => Buffer.from(line)),
    "test",
  );
  return chains[CHAIN]![COLLECTION] as Record<string, unknown>;
}

/** What a record is once stored: JSON's view of it (undefined fields dropped), bigints kept. */
const stored = (value: unknown) => encodeJson(value);

const field = fc.oneof(
  fc.string(),
  fc.integer(),
  // The codec refuses to read integers beyond 2^53 (they would lose precision); stores hold none.
  fc
    .double({ noNaN: true, noDefaultInfinity: true })
    .filter((value) => !Number.isInteger(value) || Number.isSafeInteger(value)),
  fc.boolean(),
  fc.constant(null),
  fc.bigInt(),
  fc.constant(undefined),
  fc.record({ amount: fc.bigInt(), label: fc.string() }),
  fc.array(fc.oneof(fc.integer(), fc.bigInt()), { maxLength: 3 }),
);
// A few layouts, so that runs of records share one and others break it.
const layout = fc.constantFrom(["a", "b", "c"], ["a", "b"], ["b", "a", "c"], ["__proto__", "x"], ["amount"]);
const record = fc.oneof(
  {
    weight: 5,
    arbitrary: layout.chain((names) =>
      fc
        .tuple(...names.map(() => field))
        .map((values) => Object.fromEntries(names.map((name, i) => [name, values[i]]))),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.integer(), { maxLength: 2 })),
  },
);

describe("record lines", () => {
  it("give back every record equal, fields in order, whatever their layouts", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.string(), record), { selector: ([key]) => key, maxLength: 600 }),
        (records) => {
          const back = roundTrip(records);
          expect(Object.keys(back).sort()).toEqual(records.map(([key]) => key).sort());
          for (const [key, value] of records) expect(stored(back[key])).toBe(stored(value));
        },
      ),
      { numRuns: 150 },
    );
  });

  it("write records of one layout as rows: field names once, bigints as decimal text", () => {
    const records: Array<[string, unknown]> = Array.from({ length: 300 }, (_, n) => [
      `k${n}`,
      { block: n, owner: "0xabc", delta: BigInt(-n) * 10n ** 20n },
    ]);
    const writer = new RecordLinesWriter();
    writer.start(CHAIN, COLLECTION);
    for (const [key, value] of records) writer.add(key, value);
    const lines = writer.finish().map(String);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^\[31337,"flows",\["block","owner","delta"\],\[2\],\["k0",0,"0xabc","0"\],\["k1",1,"0xabc","-100000000000000000000"\],/,
    );
    expect(read(lines).k299).toEqual({ block: 299, owner: "0xabc", delta: -29900000000000000000000n });
  });

  it("read lines of objects (version 3) beside rows, a later line's key winning", () => {
    const objects = `[${CHAIN},"flows",{"k1":{"v":{"$bigint":"7"}},"k2":{"v":1}}]`;
    const back = roundTrip(
      [
        ["k1", { v: 5n }],
        ["k3", { v: 3n }],
      ],
      [objects],
    );
    expect(back).toEqual({ k1: { v: 7n }, k2: { v: 1 }, k3: { v: 3n } });
  });

  it("keep __proto__ as a record key and as a field name, never as the prototype", () => {
    const back = roundTrip([
      ["__proto__", { __proto__x: 1 }],
      ["k", JSON.parse('{"__proto__":5,"x":1n}'.replace("1n", "1"))],
    ]);
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
    expect(Object.hasOwn(back, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(back.k)).toBe(Object.prototype);
    expect(Object.hasOwn(back.k as object, "__proto__")).toBe(true);
  });

  it.each([
    ["a bigint cell that is not an integer", `[${CHAIN},"flows",["v"],[0],["k","12x"]]`, /bigint column v/],
    ["a row of the wrong length", `[${CHAIN},"flows",["v","w"],[],["k",1]]`, /damaged row 1/],
    ["a bigint column beyond the fields", `[${CHAIN},"flows",["v"],[3],["k",1]]`, /damaged row header/],
    ["an unsafe integer", `[${CHAIN},"flows",["v"],[],["k",9007199254740993]]`, /cannot read in column v/],
    ["text that is not JSON", `[${CHAIN},"flows",["v"],[],["k",1]`, /not valid JSON/],
    ["a line of objects that is not an object", `[${CHAIN},"flows",{"k":1},2]`, /damaged/],
  ])("refuse %s, naming the chain and collection", (_, line, reason) => {
    const attempt = () => Object.keys(read([line]));
    expect(attempt).toThrow(StoreCorruptError);
    expect(attempt).toThrow(new RegExp(`chain ${CHAIN} / flows .*`));
    expect(attempt).toThrow(reason);
  });
});
