// Copied from templates/static/contracts/order.ts by contractkit generate — edit that file, then run generate.
import {
  type Address,
  type Hex,
  hashDomain,
  hashTypedData,
  parseSignature,
  recoverTypedDataAddress,
  signatureToCompactSignature,
  type TypedDataDefinition,
} from "viem";
import { addressToWord, wordToAddress } from "./addressWords.js";

/**
 * A 1inch Limit Order Protocol v4 order (docs/reference/protocol.md#order-struct-and-hash). On-chain the four address
 * fields
 * are uint256-wrapped (1inch's `Address` type), but the EIP-712 type uses `address`, so they are
 * plain addresses here; the generated OrderProtocol bindings encode them, and {@link toOrderStruct}
 * gives the calldata shape for hand-built calls.
 */
export interface Order {
  /** Random salt; with an extension its low 160 bits must equal `keccak256(extension)`'s low 160 bits. */
  salt: bigint;
  /** The signer whose assets are sold. */
  maker: Address;
  /** Who receives the taker asset; the zero address means the maker. */
  receiver: Address;
  /** Token the maker gives. */
  makerAsset: Address;
  /** Token the maker wants. */
  takerAsset: Address;
  /** Amount of `makerAsset` offered, in its native units. */
  makingAmount: bigint;
  /** Amount of `takerAsset` asked, in its native units. */
  takingAmount: bigint;
  /** Packed order flags and fields, see `makerTraits.ts` (docs/reference/protocol.md#makertraits). */
  makerTraits: bigint;
}

/** EIP-712 `types` for a v4 order, fields in struct order (§3.1). */
export const ORDER_TYPES = {
  Order: [
    { name: "salt", type: "uint256" },
    { name: "maker", type: "address" },
    { name: "receiver", type: "address" },
    { name: "makerAsset", type: "address" },
    { name: "takerAsset", type: "address" },
    { name: "makingAmount", type: "uint256" },
    { name: "takingAmount", type: "uint256" },
    { name: "makerTraits", type: "uint256" },
  ],
} as const;

/** The EIP-712 encoded type string of `Order` (§3.1). */
export const ORDER_TYPE_STRING =
  "Order(uint256 salt,address maker,address receiver,address makerAsset,address takerAsset," +
  "uint256 makingAmount,uint256 takingAmount,uint256 makerTraits)";

/** `keccak256(ORDER_TYPE_STRING)`; the test recomputes it so this literal cannot drift. */
export const ORDER_TYPEHASH: Hex = "0x3af21ec5a20011b88d3b7b4ed7c806cef05a5980cf34974bcd53566a131f7e4c";

/**
 * 1inch AggregationRouterV6, which embeds the LOP v4 OrderMixin; same address on mainnet,
 * Arbitrum and Base (docs/reference/protocol.md#eip-712-domain).
 */
export const AGGREGATION_ROUTER_V6_ADDRESS: Address = "0x111111125421cA6dc452d289314280a0f8842A65";

/**
 * Domain name of the deployed router. The stand-alone `LimitOrderProtocol.sol` uses
 * "1inch Limit Order Protocol"/"4" instead; that domain does not verify on the router
 * (docs/reference/protocol.md#eip-712-domain).
 */
export const ORDER_DOMAIN_NAME = "1inch Aggregation Router";

/** Domain version of the deployed router (docs/reference/protocol.md#eip-712-domain). */
export const ORDER_DOMAIN_VERSION = "6";

/** The EIP-712 domain orders are signed under. */
export interface OrderDomain {
  name: typeof ORDER_DOMAIN_NAME;
  version: typeof ORDER_DOMAIN_VERSION;
  chainId: number;
  verifyingContract: Address;
}

/** Parameters of {@link orderDomain}. */
export interface OrderDomainParameters {
  chainId: number;
  /** Defaults to {@link AGGREGATION_ROUTER_V6_ADDRESS}. */
  verifyingContract?: Address;
}

/** Builds the router's EIP-712 domain for `chainId` (§3.2). */
export function orderDomain(parameters: OrderDomainParameters): OrderDomain {
  if (!Number.isSafeInteger(parameters.chainId) || parameters.chainId <= 0) {
    throw new RangeError(`chainId must be a positive integer, got ${parameters.chainId}`);
  }
  return {
    name: ORDER_DOMAIN_NAME,
    version: ORDER_DOMAIN_VERSION,
    chainId: parameters.chainId,
    verifyingContract: parameters.verifyingContract ?? AGGREGATION_ROUTER_V6_ADDRESS,
  };
}

/**
 * EIP-712 types of the router domain:
 * `EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)`.
 */
export const ORDER_DOMAIN_TYPES = [
  { name: "name", type: "string" },
  { name: "version", type: "string" },
  { name: "chainId", type: "uint256" },
  { name: "verifyingContract", type: "address" },
] as const;

/** The domain separator (`hashDomain`) the router stores for `domain`. */
export function orderDomainSeparator(domain: OrderDomain): Hex {
  return hashDomain({
    domain: { ...domain, chainId: BigInt(domain.chainId) },
    types: { EIP712Domain: ORDER_DOMAIN_TYPES },
  });
}

/** Typed-data definition of an order, ready for `walletClient.signTypedData(...)`. */
export type OrderTypedData = TypedDataDefinition<typeof ORDER_TYPES, "Order"> & { domain: OrderDomain };

/** Wraps `order` and `domain` as EIP-712 typed data with primary type `Order`. */
export function orderTypedData(order: Order, domain: OrderDomain): OrderTypedData {
  return { domain, types: ORDER_TYPES, primaryType: "Order", message: order };
}

/**
 * The order hash: `keccak256(0x1901 ‖ domainSeparator ‖ hashStruct(order))`, equal to the
 * router's `hashOrder(order)` (docs/reference/protocol.md#order-struct-and-hash). The data service recomputes it rather
 * than trusting callers.
 */
export function hashOrder(order: Order, domain: OrderDomain): Hex {
  return hashTypedData(orderTypedData(order, domain));
}

/** Recovers the EOA that produced `signature` over `order` (ecrecover of the EIP-712 hash). */
export function recoverOrderSigner(order: Order, domain: OrderDomain, signature: Hex): Promise<Address> {
  return recoverTypedDataAddress({ ...orderTypedData(order, domain), signature });
}

/** An EIP-2098 compact signature as LOP `fillOrder(order, r, vs, amount, takerTraits)` takes it. */
export interface CompactOrderSignature {
  r: Hex;
  /** `s` with the y-parity in its top bit. */
  vs: Hex;
}

/**
 * Splits a 65-byte `r ‖ s ‖ v` signature into the EIP-2098 `{r, vs}` pair used by `fillOrder`.
 * Contract makers sign through ERC-1271 and are filled with `fillContractOrder`, which takes the
 * full signature instead.
 */
export function toCompactOrderSignature(signature: Hex): CompactOrderSignature {
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) {
    throw new TypeError("expected a 65-byte signature (0x followed by 130 hex digits)");
  }
  const compact = signatureToCompactSignature(parseSignature(signature));
  return { r: compact.r, vs: compact.yParityAndS };
}

/**
 * An order as the router's calldata carries it: eight uint256 words (docs/reference/protocol.md#order-struct-and-hash,
 * 1inch `Address` type).
 */
export interface OrderStruct {
  salt: bigint;
  maker: bigint;
  receiver: bigint;
  makerAsset: bigint;
  takerAsset: bigint;
  makingAmount: bigint;
  takingAmount: bigint;
  makerTraits: bigint;
}

/** `order` with its four addresses as uint256 words, for `encodeFunctionData` with the OrderProtocol ABI. */
export function toOrderStruct(order: Order): OrderStruct {
  return {
    ...order,
    maker: addressToWord(order.maker),
    receiver: addressToWord(order.receiver),
    makerAsset: addressToWord(order.makerAsset),
    takerAsset: addressToWord(order.takerAsset),
  };
}

/** The inverse of {@link toOrderStruct}, e.g. for an order decoded from calldata (low 160 bits of each word). */
export function fromOrderStruct(struct: OrderStruct): Order {
  return {
    ...struct,
    maker: wordToAddress(struct.maker),
    receiver: wordToAddress(struct.receiver),
    makerAsset: wordToAddress(struct.makerAsset),
    takerAsset: wordToAddress(struct.takerAsset),
  };
}
