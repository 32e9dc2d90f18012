import fc from "fast-check";
import {
  compactSignatureToSignature,
  concat,
  encodeAbiParameters,
  type Hex,
  keccak256,
  parseSignature,
  recoverAddress,
  serializeSignature,
  toHex,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import {
  buildSafeDeposit,
  buildSafeExercise,
  buildSafeRedeem,
  deadlineIn,
  withSlippage,
} from "../../templates/static/contracts/adapterCalls.ts";
import {
  ALLOW_MULTIPLE_FILLS_FLAG,
  decodeMakerTraits,
  EMPTY_MAKER_TRAITS,
  encodeMakerTraits,
  HAS_EXTENSION_FLAG,
  isAllowedSender,
  isOrderExpired,
  type MakerTraits,
  NO_PARTIAL_FILLS_FLAG,
  PRE_INTERACTION_CALL_FLAG,
  UNWRAP_WETH_FLAG,
  usesBitInvalidator,
} from "../../templates/static/contracts/makerTraits.ts";
import { computeMarketId } from "../../templates/static/contracts/marketId.ts";
import {
  hashOrder,
  ORDER_TYPE_STRING,
  ORDER_TYPEHASH,
  ORDER_TYPES,
  type Order,
  orderDomain,
  orderDomainSeparator,
  orderTypedData,
  recoverOrderSigner,
  toCompactOrderSignature,
} from "../../templates/static/contracts/order.ts";

const ADDRESS_1 = "0x1111111111111111111111111111111111111111";

describe("computeMarketId", () => {
  it("matches the golden vector of protocol-facts §1.2", () => {
    expect(
      computeMarketId({
        collateralAsset: ADDRESS_1,
        referenceAsset: "0x2222222222222222222222222222222222222222",
        expiryTimestamp: 1893456000n,
        rateMin: 5n * 10n ** 17n,
        rateMax: 10n ** 18n,
        rateChangePerDayMax: 10n ** 12n,
        rateChangeCapacityMax: 7n * 10n ** 15n,
        rateOracle: "0x3333333333333333333333333333333333333333",
      }),
    ).toBe("0x2d14be74c573620a56ee10efe092ef80866d597b8e3d73cd6dffa223bb50b4f7");
  });
});

describe("makerTraits", () => {
  const worked = BigInt(`0x52${"00".repeat(10)}00cbf25c28ca006a89a5ff${"00".repeat(10)}`);

  it("decodes the worked example of §3.3 and re-encodes it to the same word", () => {
    const decoded = decodeMakerTraits(worked);
    expect(decoded).toEqual({
      ...EMPTY_MAKER_TRAITS,
      allowPartialFills: true,
      allowMultipleFills: true,
      preInteraction: true,
      hasExtension: true,
      expiry: 1787405823,
      nonceOrEpoch: 875944487114,
    });
    expect(encodeMakerTraits(decoded)).toBe(worked);
    expect(worked.toString(16).slice(0, 2)).toBe("52");
  });

  it.each<[string, Partial<MakerTraits>, bigint]>([
    ["no partial fills sets bit 255", { allowPartialFills: false }, NO_PARTIAL_FILLS_FLAG],
    ["multiple fills sets bit 254", { allowMultipleFills: true }, ALLOW_MULTIPLE_FILLS_FLAG],
    ["pre-interaction sets bit 252", { preInteraction: true }, PRE_INTERACTION_CALL_FLAG],
    ["has-extension sets bit 249", { hasExtension: true }, HAS_EXTENSION_FLAG],
    ["unwrap WETH sets bit 247", { unwrapWeth: true }, UNWRAP_WETH_FLAG],
    ["expiry sits at bits 80-119", { expiry: 1 }, 1n << 80n],
    ["nonce sits at bits 120-159", { nonceOrEpoch: 1 }, 1n << 120n],
    ["series sits at bits 160-199", { series: 1 }, 1n << 160n],
    [
      "allowed sender keeps an address's low 10 bytes",
      { allowedSender: "0xffffffffffffffffffff0000000000000000abcd" },
      0xabcdn,
    ],
  ])("%s", (_, given, want) => {
    expect(encodeMakerTraits({ ...EMPTY_MAKER_TRAITS, ...given })).toBe(want);
  });

  it("rejects out-of-range fields", () => {
    expect(() => encodeMakerTraits({ ...EMPTY_MAKER_TRAITS, expiry: 2 ** 40 })).toThrow(RangeError);
    expect(() => encodeMakerTraits({ ...EMPTY_MAKER_TRAITS, nonceOrEpoch: -1 })).toThrow(RangeError);
    expect(() => encodeMakerTraits({ ...EMPTY_MAKER_TRAITS, allowedSender: "0x1234" })).toThrow(RangeError);
    expect(() => decodeMakerTraits(1n << 256n)).toThrow(RangeError);
  });

  it("expiry: fillable through its expiry second, 0 never expires", () => {
    expect(isOrderExpired(worked, 1787405823)).toBe(false);
    expect(isOrderExpired(worked, 1787405824n)).toBe(true);
    expect(isOrderExpired(0n, 2 ** 39)).toBe(false);
  });

  it("uses the bit invalidator unless both partial and multiple fills are allowed", () => {
    expect(usesBitInvalidator(worked)).toBe(false);
    expect(usesBitInvalidator(0n)).toBe(true);
    expect(usesBitInvalidator(NO_PARTIAL_FILLS_FLAG | ALLOW_MULTIPLE_FILLS_FLAG)).toBe(true);
  });

  it("checks the allowed sender against the taker's low 80 bits", () => {
    const traits = encodeMakerTraits({ ...EMPTY_MAKER_TRAITS, allowedSender: ADDRESS_1 });
    expect(isAllowedSender(traits, ADDRESS_1)).toBe(true);
    expect(isAllowedSender(traits, "0x2222222222222222222222222222222222222222")).toBe(false);
    expect(isAllowedSender(0n, "0x2222222222222222222222222222222222222222")).toBe(true);
  });

  it("property: decode(encode(x)) == x", () => {
    const uint40 = fc.integer({ min: 0, max: 2 ** 40 - 1 });
    const traits = fc.record({
      allowPartialFills: fc.boolean(),
      allowMultipleFills: fc.boolean(),
      expiry: uint40,
      nonceOrEpoch: uint40,
      series: uint40,
      allowedSender: fc.uint8Array({ minLength: 10, maxLength: 10 }).map((b) => toHex(b)),
      hasExtension: fc.boolean(),
      preInteraction: fc.boolean(),
      postInteraction: fc.boolean(),
      usePermit2: fc.boolean(),
      unwrapWeth: fc.boolean(),
      needCheckEpochManager: fc.boolean(),
    });
    fc.assert(
      fc.property(traits, (t) => {
        expect(decodeMakerTraits(encodeMakerTraits(t))).toEqual(t);
      }),
    );
  });
});

describe("EIP-712 orders", () => {
  const domain = orderDomain({ chainId: 1 });
  const order: Order = {
    salt: 123456789n,
    maker: ADDRESS_1,
    receiver: "0x0000000000000000000000000000000000000000",
    makerAsset: "0x2222222222222222222222222222222222222222",
    takerAsset: "0x3333333333333333333333333333333333333333",
    makingAmount: 10n ** 18n,
    takingAmount: 5n * 10n ** 16n,
    makerTraits: 0n,
  };

  it("ORDER_TYPEHASH is keccak256 of the type string built from ORDER_TYPES", () => {
    const built = `Order(${ORDER_TYPES.Order.map((f) => `${f.type} ${f.name}`).join(",")})`;
    expect(built).toBe(ORDER_TYPE_STRING);
    expect(keccak256(toHex(ORDER_TYPE_STRING))).toBe(ORDER_TYPEHASH);
    expect(ORDER_TYPEHASH).toBe("0x3af21ec5a20011b88d3b7b4ed7c806cef05a5980cf34974bcd53566a131f7e4c");
  });

  it("the chain-1 router domain separator matches §3.2", () => {
    expect(orderDomainSeparator(domain)).toBe("0xd999e213f11c7bfa3e796c3409e316f25e02aa3e25e5c207a92e381c7d22b6de");
  });

  it("hashOrder equals keccak256(0x1901 ‖ domainSeparator ‖ keccak256(typehash ‖ fields))", () => {
    const structHash = keccak256(
      encodeAbiParameters(
        [{ type: "bytes32" }, ...ORDER_TYPES.Order.map((f) => ({ type: f.type }))],
        [ORDER_TYPEHASH, ...ORDER_TYPES.Order.map((f) => order[f.name])],
      ),
    );
    expect(hashOrder(order, domain)).toBe(keccak256(concat(["0x1901", orderDomainSeparator(domain), structHash])));
    expect(hashOrder(order, orderDomain({ chainId: 8453 }))).not.toBe(hashOrder(order, domain));
  });

  it("recovers the maker and splits the signature into EIP-2098 {r, vs}", async () => {
    const account = privateKeyToAccount("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");
    const signed = { ...order, maker: account.address };
    const signature = await account.signTypedData(orderTypedData(signed, domain));
    expect(await recoverOrderSigner(signed, domain, signature)).toBe(account.address);
    const { r, vs } = toCompactOrderSignature(signature);
    expect(r).toBe(signature.slice(0, 66));
    const { s: sValue, yParity } = parseSignature(signature);
    expect(BigInt(vs)).toBe(BigInt(sValue) | (BigInt(yParity ?? 0) << 255n));
    const full = serializeSignature(compactSignatureToSignature({ r, yParityAndS: vs }));
    expect(await recoverAddress({ hash: hashOrder(signed, domain), signature: full })).toBe(account.address);
    expect(() => toCompactOrderSignature("0x1234")).toThrow(TypeError);
  });
});

describe("adapter call builders", () => {
  const poolId: Hex = `0x${"ab".repeat(32)}`;

  it.each<[bigint, number, "min" | "max", bigint]>([
    [10_000n, 50, "min", 9_950n],
    [10_000n, 50, "max", 10_050n],
    [1n, 1, "min", 0n],
    [1n, 1, "max", 2n],
    [999n, 0, "max", 999n],
  ])("withSlippage(%s, %s, %s) = %s", (amount, bps, bound, want) => {
    expect(withSlippage(amount, bps, bound)).toBe(want);
  });

  it("property: min <= amount <= max", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 200n }), fc.integer({ min: 0, max: 10_000 }), (amount, bps) => {
        expect(withSlippage(amount, bps, "min") <= amount).toBe(true);
        expect(withSlippage(amount, bps, "max") >= amount).toBe(true);
      }),
    );
  });

  it("builds structs with the §1.5 field names and bounds", () => {
    const deadline = deadlineIn(600, 1_700_000_000);
    expect(deadline).toBe(1_700_000_600n);
    expect(
      buildSafeDeposit({
        poolId,
        collateralAssetsIn: 100n,
        receiver: ADDRESS_1,
        preview: 10n ** 20n,
        slippageBps: 100,
        deadline,
      }),
    ).toEqual({
      poolId,
      collateralAssetsIn: 100n,
      receiver: ADDRESS_1,
      minCptAndCstSharesOut: 99n * 10n ** 18n,
      deadline,
    });
    expect(
      buildSafeExercise({
        poolId,
        cstSharesIn: 5n,
        receiver: ADDRESS_1,
        preview: { collateralAssetsOut: 1000n, referenceAssetsIn: 1000n },
        slippageBps: 10,
        deadline,
      }),
    ).toEqual({
      poolId,
      cstSharesIn: 5n,
      receiver: ADDRESS_1,
      minCollateralAssetsOut: 999n,
      maxReferenceAssetsIn: 1001n,
      deadline,
    });
    expect(
      Object.keys(
        buildSafeRedeem({
          poolId,
          cptSharesIn: 1n,
          owner: ADDRESS_1,
          receiver: ADDRESS_1,
          preview: { referenceAssetsOut: 1n, collateralAssetsOut: 1n },
          slippageBps: 0,
          deadline,
        }),
      ),
    ).toEqual([
      "poolId",
      "cptSharesIn",
      "owner",
      "receiver",
      "minReferenceAssetsOut",
      "minCollateralAssetsOut",
      "deadline",
    ]);
  });

  it("rejects a zero receiver, a bad pool id, a zero deposit and out-of-range slippage", () => {
    const base = {
      poolId,
      collateralAssetsIn: 1n,
      receiver: ADDRESS_1,
      preview: 1n,
      slippageBps: 0,
      deadline: 1n,
    } as const;
    expect(() => buildSafeDeposit({ ...base, receiver: "0x0000000000000000000000000000000000000000" })).toThrow(
      /zero address/,
    );
    expect(() => buildSafeDeposit({ ...base, poolId: "0x12" })).toThrow(/bytes32/);
    expect(() => buildSafeDeposit({ ...base, collateralAssetsIn: 0n })).toThrow(/positive/);
    expect(() => withSlippage(1n, 10_001, "min")).toThrow(RangeError);
    expect(() => withSlippage(1n, 1.5, "min")).toThrow(RangeError);
  });
});
