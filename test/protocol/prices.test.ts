/**
 * The static price source (runtime/protocol/query/views.ts `staticPriceSource`) remembers each
 * address spelling it was asked for; whatever the order and spelling of the questions, every answer
 * is the table's price of the lowercased address on that chain, or null.
 */
import fc from "fast-check";
import type { Address } from "viem";
import { describe, expect, it } from "vitest";
import { staticPriceSource } from "../../runtime/protocol/query/views.ts";

const hexAddress = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${Buffer.from(bytes).toString("hex")}`);

/** The same address in a random mix of upper and lower case (as checksummed and stored spellings differ). */
const spelling = (address: string, mask: number) =>
  `0x${[...address.slice(2)].map((c, i) => ((mask >> (i % 31)) & 1 ? c.toUpperCase() : c)).join("")}` as Address;

describe("staticPriceSource", () => {
  it("answers the table's price of the lowercased address, or null, however often and however spelled", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(hexAddress, { minLength: 1, maxLength: 6 }),
        fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 6, maxLength: 6 }),
        fc.array(fc.tuple(fc.nat({ max: 7 }), fc.nat(), fc.constantFrom(1, 10), fc.boolean()), { maxLength: 60 }),
        (addresses, usd, questions) => {
          // Chain 1 prices the first half of the addresses; chain 10 has no table at all.
          const priced = addresses.slice(0, Math.ceil(addresses.length / 2));
          const table = Object.fromEntries(priced.map((address, index) => [address, usd[index]!]));
          const source = staticPriceSource(new Map([[1, table]]));
          for (const [pick, mask, chainId, atTime] of questions) {
            const address = addresses[pick % addresses.length]!;
            const token = spelling(address, mask);
            const expected = chainId === 1 && priced.includes(address) ? table[address]! : null;
            const answer = atTime ? source.usdAt(chainId, token, 1_700_000_000) : source.usdNow(chainId, token);
            expect(answer).toBe(expected);
          }
        },
      ),
    );
  });

  it("does not answer with the table object's inherited members", () => {
    const source = staticPriceSource(new Map([[1, { "0x0000000000000000000000000000000000000001": 2 }]]));
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty"])
      expect(source.usdNow(1, name as Address)).toBeNull();
    expect(source.usdNow(1, "0x0000000000000000000000000000000000000001")).toBe(2);
  });
});
