/**
 * 1inch `Address` words (a uint256 carrying an address): the conversion helpers, and the emitter's
 * handling of specs that use them (issue 19, item 1).
 */
import { getAddress } from "viem";
import { describe, expect, it } from "vitest";
import {
  addressToWord,
  encodeAddressWords,
  fromOrderStruct,
  hasAddressWords,
  orderProtocolHashOrderInputs,
  toOrderStruct,
  wordToAddress,
} from "../../generated/contracts/index.js";
import { planContractBinding, renderContractBinding } from "../../templates/contracts.ts";

const MAKER = getAddress("0x1111111111111111111111111111111111111111");
const TOKEN = getAddress("0x2222222222222222222222222222222222222222");
const ZERO = getAddress("0x0000000000000000000000000000000000000000");

describe("Address words", () => {
  it("an address is its uint256 word and back; the word's upper 96 bits are ignored, as on chain", () => {
    expect(addressToWord(MAKER)).toBe(BigInt(MAKER));
    expect(wordToAddress(BigInt(MAKER))).toBe(MAKER);
    expect(wordToAddress(BigInt(MAKER) | (1n << 200n))).toBe(MAKER);
    expect(() => addressToWord("0x1234" as never)).toThrow(TypeError);
    expect(() => wordToAddress(1n << 256n)).toThrow(RangeError);
  });

  it("encodes Address words inside structs and arrays, leaving other values alone", () => {
    const params = [
      {
        name: "orders",
        type: "tuple[]",
        internalType: "struct Order[]",
        components: [
          { name: "maker", type: "uint256", internalType: "Address" },
          { name: "amount", type: "uint256", internalType: "uint256" },
        ],
      },
      { name: "who", type: "address", internalType: "address" },
    ];
    expect(hasAddressWords(params)).toBe(true);
    expect(encodeAddressWords(params, [[{ maker: MAKER, amount: 5n }], TOKEN])).toEqual([
      [{ maker: BigInt(MAKER), amount: 5n }],
      TOKEN,
    ]);
    expect(() => encodeAddressWords(params, [[{ maker: 5, amount: 5n }], TOKEN])).toThrow(/orders\[0\]\.maker/);
  });

  it("toOrderStruct / fromOrderStruct convert the order's four address fields", () => {
    const order = {
      salt: 1n,
      maker: MAKER,
      receiver: ZERO,
      makerAsset: TOKEN,
      takerAsset: MAKER,
      makingAmount: 2n,
      takingAmount: 3n,
      makerTraits: 4n,
    };
    const struct = toOrderStruct(order);
    expect(struct).toEqual({
      ...order,
      maker: BigInt(MAKER),
      receiver: 0n,
      makerAsset: BigInt(TOKEN),
      takerAsset: BigInt(MAKER),
    });
    expect(fromOrderStruct(struct)).toEqual(order);
  });

  it("the generated hashOrder inputs take addresses where the ABI has Address words", () => {
    const components = orderProtocolHashOrderInputs[0].components;
    expect(components.filter((c) => c.type === "address").map((c) => c.name)).toEqual([
      "maker",
      "receiver",
      "makerAsset",
      "takerAsset",
    ]);
  });

  it("the emitter plans the inputs constant and refuses Address words where it cannot convert them", () => {
    const word = { name: "maker", type: "uint256", internalType: "Address" };
    const fn = (extra: Record<string, unknown>) => ({
      contract: "Words",
      sourceFile: "specs/abi/Words.json",
      sha256: "00",
      description: "",
      abi: [{ type: "function", name: "f", inputs: [word], outputs: [], stateMutability: "view", ...extra }],
    });
    expect(planContractBinding(fn({})).functions[0]?.addressInputs).toBe("wordsFInputs");
    expect(renderContractBinding(fn({}))).toContain("encodeAddressWords(wordsAbi[0].inputs, args)");
    expect(() => planContractBinding(fn({ inputs: [], outputs: [word] }))).toThrow(/outputs of user type Address/);
    expect(() =>
      planContractBinding({
        ...fn({}),
        abi: [{ type: "event", name: "E", inputs: [{ ...word, indexed: false }], anonymous: false }],
      }),
    ).toThrow(/event inputs of user type Address/);
  });
});
