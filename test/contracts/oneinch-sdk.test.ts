/**
 * An independent client agrees with ours: 1inch's own limit-order SDK builds the same makerTraits word
 * and the same EIP-712 order hash as the generated helpers (docs/reference/protocol.md#order-struct-and-hash), for
 * random orders.
 */
import { LimitOrder, Address as OneInchAddress, MakerTraits as OneInchMakerTraits } from "@1inch/limit-order-sdk";
import fc from "fast-check";
import { type Address, getAddress, type Hex, hashTypedData } from "viem";
import { describe, expect, it } from "vitest";
import { EMPTY_MAKER_TRAITS, encodeMakerTraits, hashOrder, orderDomain } from "../../generated/contracts/index.ts";

const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((b) => getAddress(`0x${Buffer.from(b).toString("hex")}`) as Address);
const uint40 = fc.integer({ min: 1, max: 2 ** 40 - 1 });
const amount = fc.bigInt({ min: 1n, max: 2n ** 128n });

const orderCase = fc.record({
  maker: address,
  makerAsset: address,
  takerAsset: address,
  makingAmount: amount,
  takingAmount: amount,
  salt: fc.bigInt({ min: 1n, max: 2n ** 96n }),
  expiry: uint40,
  nonce: uint40,
  partial: fc.boolean(),
  multiple: fc.boolean(),
});

describe("@1inch/limit-order-sdk as an independent client", () => {
  it("builds the same makerTraits word and order hash as the generated helpers", () => {
    fc.assert(
      fc.property(orderCase, (c) => {
        let traits = OneInchMakerTraits.default().withExpiration(BigInt(c.expiry)).withNonce(BigInt(c.nonce));
        traits = c.partial ? traits.allowPartialFills() : traits.disablePartialFills();
        traits = c.multiple ? traits.allowMultipleFills() : traits.disableMultipleFills();
        const theirs = new LimitOrder(
          {
            maker: new OneInchAddress(c.maker),
            makerAsset: new OneInchAddress(c.makerAsset),
            takerAsset: new OneInchAddress(c.takerAsset),
            makingAmount: c.makingAmount,
            takingAmount: c.takingAmount,
            salt: c.salt,
          },
          traits,
        );
        const ourTraits = encodeMakerTraits({
          ...EMPTY_MAKER_TRAITS,
          allowPartialFills: c.partial,
          allowMultipleFills: c.multiple,
          expiry: c.expiry,
          nonceOrEpoch: c.nonce,
        });
        expect(BigInt(theirs.build().makerTraits)).toBe(ourTraits);
        const ours = {
          salt: c.salt,
          maker: c.maker,
          receiver: "0x0000000000000000000000000000000000000000" as Address,
          makerAsset: c.makerAsset,
          takerAsset: c.takerAsset,
          makingAmount: c.makingAmount,
          takingAmount: c.takingAmount,
          makerTraits: ourTraits,
        };
        // Chain 1 with the real router: the SDK's own domain.
        expect(theirs.getOrderHash(1)).toBe(hashOrder(ours, orderDomain({ chainId: 1 })));
        // The SDK's typed data, hashed by viem, is the same document ours hashes.
        const typed = theirs.getTypedData(1);
        const viaViem = hashTypedData({
          domain: {
            ...typed.domain,
            chainId: Number(typed.domain.chainId),
            verifyingContract: typed.domain.verifyingContract as Hex,
          },
          types: { Order: typed.types.Order! },
          primaryType: "Order",
          message: typed.message,
        } as Parameters<typeof hashTypedData>[0]);
        expect(viaViem).toBe(theirs.getOrderHash(1));
      }),
      { numRuns: 100 },
    );
  });
});
