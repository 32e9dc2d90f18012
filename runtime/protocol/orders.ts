/**
 * Limit-order submission rules (spec `submitLimitOrder` "Processing order"): replay and conflict
 * detection, then the ordered 422 reasons. The chain-facing checks (latest block time, maker code,
 * ERC-1271) go through {@link OrderChainChecks} so they can be faked in tests.
 */
import { type Address, getAddress, type Hex, hashTypedData, isAddressEqual, recoverTypedDataAddress } from "viem";
import {
  decodeMakerTraits,
  HAS_EXTENSION_FLAG,
  NEED_CHECK_EPOCH_MANAGER_FLAG,
  ORDER_TYPES,
  type Order,
  POST_INTERACTION_CALL_FLAG,
  PRE_INTERACTION_CALL_FLAG,
  USE_PERMIT2_FLAG,
} from "../../generated/contracts/index.js";
import type * as Api from "../../generated/protocol/index.js";
import type { MarketRecord, OrderRecord } from "./records.ts";

/** The 422 reasons, in the order they are checked (spec `submitLimitOrder`). */
export type OrderRejectionReason =
  | "unknown_chain"
  | "unsupported_traits"
  | "nonce_mismatch"
  | "expired"
  | "unknown_market"
  | "side_mismatch"
  | "market_inactive"
  | "order_hash_mismatch"
  | "bad_signature";

/** Flags the seed's body cannot carry data for (no extension, permit or epoch fields). */
export const UNSUPPORTED_TRAIT_FLAGS =
  HAS_EXTENSION_FLAG |
  PRE_INTERACTION_CALL_FLAG |
  POST_INTERACTION_CALL_FLAG |
  USE_PERMIT2_FLAG |
  NEED_CHECK_EPOCH_MANAGER_FLAG;

/** ERC-1271 magic value of `isValidSignature` (docs/reference/protocol.md#the-data-service). */
export const ERC1271_MAGIC_VALUE = "0x1626ba7e";

/** Chain reads the submission needs; any throw is an RPC outage (503). */
export interface OrderChainChecks {
  /** The chain's latest block timestamp, unix seconds. */
  latestTimestamp(): Promise<number>;
  /** True when `address` has code (a contract maker). */
  isContract(address: Address): Promise<boolean>;
  /** ERC-1271: the maker's answer, or null when the call reverted (a rejection, not an outage). */
  isValidSignature(maker: Address, hash: Hex, signature: Hex): Promise<Hex | null>;
}

/** The chain-specific inputs of validation. */
export interface OrderChainContext {
  chainId: number;
  domain: { name: string; version: string; verifyingContract: Address };
  /** The market a share token trades in (lowercase share token -> market). */
  marketForShare(token: string): MarketRecord | undefined;
  checks: OrderChainChecks;
}

/** The outcome of validation. */
export type OrderValidation =
  | { ok: true; order: Omit<OrderRecord, "createdAtMs" | "updatedAtMs"> }
  | { ok: false; reason: OrderRejectionReason; message: string };

/**
 * A submission with its premium settled: the seed's body, `premium` always present whichever of
 * the two names (`premium`, the real venue's `premium_annualized`) carried it.
 */
export type SettledSubmission = Omit<Api.LimitOrderSubmission, "premium" | "premium_annualized"> & {
  premium: string;
};

/** A body the premium rule rejects (400), with the field to blame. */
export interface PremiumProblem {
  path: "premium" | "premium_annualized";
  message: string;
}

/** A decimal string without trailing fractional zeros (`"0.0410"` -> `"0.041"`, `"1.0"` -> `"1"`). */
function canonicalDecimal(value: string): string {
  const [whole, fraction = ""] = value.split(".");
  const trimmed = fraction.replace(/0+$/, "");
  return trimmed === "" ? (whole ?? value) : `${whole}.${trimmed}`;
}

/**
 * Settles the premium (spec `LimitOrderSubmission` "Premium"): at least one of `premium` and
 * `premium_annualized`, and the same number when both are sent; `premium` wins as the stored text.
 */
export function settlePremium(body: Api.LimitOrderSubmission): SettledSubmission | PremiumProblem {
  const { premium, premium_annualized: annualized, ...rest } = body;
  if (premium === undefined && annualized === undefined) {
    return { path: "premium", message: "premium or premium_annualized is required" };
  }
  if (premium !== undefined && annualized !== undefined && canonicalDecimal(premium) !== canonicalDecimal(annualized)) {
    return {
      path: "premium_annualized",
      message: `premium_annualized (${annualized}) and premium (${premium}) differ; send one, or both equal`,
    };
  }
  return { ...rest, premium: (premium ?? annualized) as string };
}

/** The v4 `Order` struct of a submission. */
export function orderOf(body: SettledSubmission): Order {
  return {
    salt: BigInt(body.salt),
    maker: getAddress(body.maker),
    receiver: getAddress(body.receiver),
    makerAsset: getAddress(body.makerAsset),
    takerAsset: getAddress(body.takerAsset),
    makingAmount: BigInt(body.makingAmount),
    takingAmount: BigInt(body.takingAmount),
    makerTraits: BigInt(body.makerTraits),
  };
}

/** The EIP-712 order hash under `domain` (docs/reference/protocol.md#order-struct-and-hash). */
export function computeOrderHash(order: Order, chainId: number, domain: OrderChainContext["domain"]): Hex {
  return hashTypedData({ domain: { ...domain, chainId }, types: ORDER_TYPES, primaryType: "Order", message: order });
}

/** True when `body` is the submission stored as `order` (addresses and hex case-insensitive, premiums as numbers). */
export function sameSubmission(order: OrderRecord, body: SettledSubmission): boolean {
  const eq = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  return (
    order.chainId === body.chainId &&
    order.salt === BigInt(body.salt) &&
    eq(order.maker, body.maker) &&
    eq(order.receiver, body.receiver) &&
    eq(order.makerAsset, body.makerAsset) &&
    eq(order.takerAsset, body.takerAsset) &&
    order.makingAmount === BigInt(body.makingAmount) &&
    order.takingAmount === BigInt(body.takingAmount) &&
    order.makerTraits === BigInt(body.makerTraits) &&
    eq(order.orderHash, body.orderHash) &&
    eq(order.signature, body.signature) &&
    order.side === body.side &&
    canonicalDecimal(order.premium) === canonicalDecimal(body.premium) &&
    order.nonce === BigInt(body.nonce)
  );
}

const reject = (reason: OrderRejectionReason, message: string): OrderValidation => ({ ok: false, reason, message });

/**
 * Whether the maker signed the order: a contract maker through ERC-1271 `isValidSignature`, an
 * account by recovering the EIP-712 signer.
 */
async function makerSignature(
  order: Order,
  orderHash: Hex,
  signature: Hex,
  context: OrderChainContext,
): Promise<{ isContract: boolean; signedByMaker: boolean }> {
  const isContract = await context.checks.isContract(order.maker);
  if (isContract) {
    const answer = await context.checks.isValidSignature(order.maker, orderHash, signature);
    return { isContract, signedByMaker: answer !== null && answer.toLowerCase() === ERC1271_MAGIC_VALUE };
  }
  try {
    const signer = await recoverTypedDataAddress({
      domain: { ...context.domain, chainId: context.chainId },
      types: ORDER_TYPES,
      primaryType: "Order",
      message: order,
      signature,
    });
    return { isContract, signedByMaker: isAddressEqual(signer, order.maker) };
  } catch {
    return { isContract, signedByMaker: false };
  }
}

/**
 * Runs the 422 checks after `unknown_chain` in the spec's order. Throws only when a chain read
 * fails (the caller answers 503).
 */
export async function validateOrder(body: SettledSubmission, context: OrderChainContext): Promise<OrderValidation> {
  const order = orderOf(body);
  const traits = decodeMakerTraits(order.makerTraits);
  if ((order.makerTraits & UNSUPPORTED_TRAIT_FLAGS) !== 0n) {
    return reject(
      "unsupported_traits",
      "makerTraits sets extension, interaction, Permit2 or epoch-manager flags, which this body cannot carry.",
    );
  }
  if (BigInt(traits.nonceOrEpoch) !== BigInt(body.nonce)) {
    return reject(
      "nonce_mismatch",
      `nonce ${body.nonce} differs from makerTraits bits 120-159 (${traits.nonceOrEpoch}).`,
    );
  }
  const now = await context.checks.latestTimestamp();
  if (traits.expiry !== 0 && traits.expiry <= now) {
    return reject(
      "expired",
      `The order expired at ${new Date(traits.expiry * 1000).toISOString()}, not after the latest block.`,
    );
  }
  const makerMarket = context.marketForShare(order.makerAsset.toLowerCase());
  const takerMarket = context.marketForShare(order.takerAsset.toLowerCase());
  const sell = makerMarket && isAddressEqual(makerMarket.takerAsset, order.takerAsset) ? makerMarket : undefined;
  const buy = takerMarket && isAddressEqual(takerMarket.takerAsset, order.makerAsset) ? takerMarket : undefined;
  const market = sell ?? buy;
  if (!market) {
    return reject(
      "unknown_market",
      "makerAsset and takerAsset are not a principal or swap token of a known pool against its collateral asset.",
    );
  }
  const direction = sell ? "SELL" : "BUY";
  if (body.side !== direction) {
    return reject(
      "side_mismatch",
      `${body.side} orders must have ${body.side === "SELL" ? "the share token as makerAsset" : "the collateral asset as makerAsset"}.`,
    );
  }
  if (now >= market.expiry)
    return reject("market_inactive", "The pool has expired; its markets no longer accept orders.");
  const orderHash = computeOrderHash(order, context.chainId, context.domain);
  if (orderHash !== body.orderHash.toLowerCase()) {
    return reject("order_hash_mismatch", "The recomputed order hash differs from orderHash.");
  }
  const signature = body.signature as Hex;
  const { isContract, signedByMaker } = await makerSignature(order, orderHash, signature, context);
  if (!signedByMaker) {
    return reject(
      "bad_signature",
      isContract
        ? "The maker contract's isValidSignature did not return 0x1626ba7e."
        : "The signature does not recover to maker.",
    );
  }
  return {
    ok: true,
    order: {
      chainId: context.chainId,
      poolId: market.poolId,
      orderHash,
      salt: order.salt,
      maker: order.maker,
      receiver: order.receiver,
      makerAsset: order.makerAsset,
      takerAsset: order.takerAsset,
      makingAmount: order.makingAmount,
      takingAmount: order.takingAmount,
      makerTraits: order.makerTraits,
      signature,
      makerAccountType: isContract ? "CONTRACT" : "EOA",
      side: body.side,
      premium: body.premium,
      nonce: BigInt(body.nonce),
      status: "OPEN",
      remainingMakingAmount: order.makingAmount,
    },
  };
}
