// generated from specs/abi/OrderProtocol.json (sha256:1498d5b36776e67306419266b2af57115d23f0f524cd0a5275dbc820411f3091), do not edit
import type { AbiParametersToPrimitiveTypes } from "abitype";
import {
  type Account,
  type Address,
  type Chain,
  type Client,
  type ContractEventName,
  type ContractFunctionArgs,
  type ContractFunctionReturnType,
  type DecodeErrorResultReturnType,
  type DecodeEventLogReturnType,
  type Hash,
  type Hex,
  type Log,
  type ParseEventLogsParameters,
  type ParseEventLogsReturnType,
  type ReadContractErrorType,
  type SimulateContractErrorType,
  type SimulateContractParameters,
  type SimulateContractReturnType,
  type Transport,
  type WriteContractErrorType,
  type WriteContractParameters,
  decodeErrorResult,
  decodeEventLog,
  parseEventLogs,
} from "viem";
import { readContract, simulateContract, writeContract } from "viem/actions";
import type { ContractReadOptions, ContractSimulateOptions, ContractWriteOptions } from "./actionTypes.js";
import { encodeAddressWords } from "./addressWords.js";

/**
 * OrderProtocol ABI (specs/abi/OrderProtocol.json).
 *
 * Subset of the 1inch Limit Order Protocol v4 (docs/reference/protocol.md#order-struct-and-hash) as
 * the deployed 1inch AggregationRouterV6 exposes it; the selectors are the router's (hashOrder
 * 0x802b2ef1, fillOrder 0x9fda64bd, fillOrderArgs 0xf497df75, fillContractOrder 0xcc713a04,
 * fillContractOrderArgs 0x56a75868, cancelOrders 0x89e7c650, rawRemainingInvalidatorForOrder
 * 0xc2a40753). Order = (salt, maker, receiver, makerAsset, takerAsset, makingAmount, takingAmount,
 * makerTraits). On chain maker, receiver, makerAsset and takerAsset are the 1inch `Address` user type,
 * a uint256 whose low 160 bits are the address, so the Order tuple is eight uint256 words and this
 * spec types them uint256 with internalType Address; the generated bindings take addresses there and
 * encode them as uint256 words. orderHash = EIP-712 hash with domain {name: '1inch Aggregation
 * Router', version: '6', chainId, verifyingContract} and type string 'Order(uint256 salt,address
 * maker,address receiver,address makerAsset,address takerAsset,uint256 makingAmount,uint256
 * takingAmount,uint256 makerTraits)' (typehash
 * 0x3af21ec5a20011b88d3b7b4ed7c806cef05a5980cf34974bcd53566a131f7e4c): the typed data uses address,
 * the calldata uint256, and both hash the same words. makerTraits and takerTraits are the
 * MakerTraits/TakerTraits user types on chain (uint256 here). makerTraits: bit 255 NO_PARTIAL_FILLS,
 * bit 254 ALLOW_MULTIPLE_FILLS, bits 120-159 nonce, bits 80-119 expiration, bits 0-79 allowed sender;
 * an order that disallows partial or multiple fills is invalidated by the maker's bit invalidator
 * (slot nonce >> 8, bit nonce & 0xff; BitInvalidatorUpdated), otherwise by a per-order
 * remaining-amount invalidator (OrderCancelled on cancel). fillOrder takes an EOA signature in compact
 * form (r, vs); fillContractOrder checks ERC-1271 isValidSignature. takerTraits bit 255 means `amount`
 * is a making amount (else a taking amount); the low 185 bits are a threshold checked as a rate
 * (taking/making no worse than threshold/amount: TakingAmountTooHigh, MakingAmountTooLow); bit 251
 * says args start with a 20-byte target that receives the maker asset instead of the caller; bits
 * 224-247 and 200-223 are the lengths of the extension and taker interaction that follow in args.
 * fillOrderArgs and fillContractOrderArgs take those args; fillOrder and fillContractOrder have none.
 * OrderFilled carries the maker-asset amount left. remainingInvalidatorForOrder reverts
 * RemainingInvalidatedOrder for an order never filled nor cancelled (as the real contract does);
 * rawRemainingInvalidatorForOrder returns the stored word instead (0 = untouched, else the bitwise
 * complement of the remaining making amount). cancelOrders cancels pairwise (MismatchArraysLengths
 * when the arrays differ in length). bitsInvalidateForOrder needs makerTraits that use the bit
 * invalidator (OrderIsNotSuitableForMassInvalidation). The devnet contract supports no extensions,
 * interactions, permits, Permit2, WETH unwrapping or epoch manager (UnsupportedTraits, also for args
 * carrying an extension or interaction) and accepts no ETH (InvalidMsgValue).
 */
export const orderProtocolAbi = [
  {
    type: "event",
    name: "OrderFilled",
    inputs: [
      { name: "orderHash", type: "bytes32", internalType: "bytes32", indexed: false },
      { name: "remainingAmount", type: "uint256", internalType: "uint256", indexed: false },
    ],
    anonymous: false,
  },
  {
    type: "event",
    name: "OrderCancelled",
    inputs: [
      { name: "orderHash", type: "bytes32", internalType: "bytes32", indexed: false },
    ],
    anonymous: false,
  },
  {
    type: "event",
    name: "BitInvalidatorUpdated",
    inputs: [
      { name: "maker", type: "address", internalType: "address", indexed: true },
      { name: "slotIndex", type: "uint256", internalType: "uint256", indexed: false },
      { name: "slotValue", type: "uint256", internalType: "uint256", indexed: false },
    ],
    anonymous: false,
  },
  {
    type: "error",
    name: "OrderExpired",
    inputs: [],
  },
  {
    type: "error",
    name: "PartialFillNotAllowed",
    inputs: [],
  },
  {
    type: "error",
    name: "BadSignature",
    inputs: [],
  },
  {
    type: "error",
    name: "PrivateOrder",
    inputs: [],
  },
  {
    type: "error",
    name: "InvalidatedOrder",
    inputs: [],
  },
  {
    type: "error",
    name: "BitInvalidatedOrder",
    inputs: [],
  },
  {
    type: "error",
    name: "TakingAmountTooHigh",
    inputs: [],
  },
  {
    type: "error",
    name: "MakingAmountTooLow",
    inputs: [],
  },
  {
    type: "error",
    name: "SwapWithZeroAmount",
    inputs: [],
  },
  {
    type: "error",
    name: "InvalidMsgValue",
    inputs: [],
  },
  {
    type: "error",
    name: "TransferFromMakerToTakerFailed",
    inputs: [],
  },
  {
    type: "error",
    name: "TransferFromTakerToMakerFailed",
    inputs: [],
  },
  {
    type: "error",
    name: "RemainingInvalidatedOrder",
    inputs: [],
  },
  {
    type: "error",
    name: "OrderIsNotSuitableForMassInvalidation",
    inputs: [],
  },
  {
    type: "error",
    name: "UnsupportedTraits",
    inputs: [],
  },
  {
    type: "error",
    name: "TakingAmountExceeded",
    inputs: [],
  },
  {
    type: "error",
    name: "MismatchArraysLengths",
    inputs: [],
  },
  {
    type: "function",
    name: "hashOrder",
    inputs: [
      {
        name: "order",
        type: "tuple",
        internalType: "struct Order",
        components: [
          { name: "salt", type: "uint256", internalType: "uint256" },
          { name: "maker", type: "uint256", internalType: "Address" },
          { name: "receiver", type: "uint256", internalType: "Address" },
          { name: "makerAsset", type: "uint256", internalType: "Address" },
          { name: "takerAsset", type: "uint256", internalType: "Address" },
          { name: "makingAmount", type: "uint256", internalType: "uint256" },
          { name: "takingAmount", type: "uint256", internalType: "uint256" },
          { name: "makerTraits", type: "uint256", internalType: "uint256" },
        ],
      },
    ],
    outputs: [
      { name: "", type: "bytes32", internalType: "bytes32" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "fillOrder",
    inputs: [
      {
        name: "order",
        type: "tuple",
        internalType: "struct Order",
        components: [
          { name: "salt", type: "uint256", internalType: "uint256" },
          { name: "maker", type: "uint256", internalType: "Address" },
          { name: "receiver", type: "uint256", internalType: "Address" },
          { name: "makerAsset", type: "uint256", internalType: "Address" },
          { name: "takerAsset", type: "uint256", internalType: "Address" },
          { name: "makingAmount", type: "uint256", internalType: "uint256" },
          { name: "takingAmount", type: "uint256", internalType: "uint256" },
          { name: "makerTraits", type: "uint256", internalType: "uint256" },
        ],
      },
      { name: "r", type: "bytes32", internalType: "bytes32" },
      { name: "vs", type: "bytes32", internalType: "bytes32" },
      { name: "amount", type: "uint256", internalType: "uint256" },
      { name: "takerTraits", type: "uint256", internalType: "uint256" },
    ],
    outputs: [
      { name: "makingAmount", type: "uint256", internalType: "uint256" },
      { name: "takingAmount", type: "uint256", internalType: "uint256" },
      { name: "orderHash", type: "bytes32", internalType: "bytes32" },
    ],
    stateMutability: "payable",
  },
  {
    type: "function",
    name: "fillOrderArgs",
    inputs: [
      {
        name: "order",
        type: "tuple",
        internalType: "struct Order",
        components: [
          { name: "salt", type: "uint256", internalType: "uint256" },
          { name: "maker", type: "uint256", internalType: "Address" },
          { name: "receiver", type: "uint256", internalType: "Address" },
          { name: "makerAsset", type: "uint256", internalType: "Address" },
          { name: "takerAsset", type: "uint256", internalType: "Address" },
          { name: "makingAmount", type: "uint256", internalType: "uint256" },
          { name: "takingAmount", type: "uint256", internalType: "uint256" },
          { name: "makerTraits", type: "uint256", internalType: "uint256" },
        ],
      },
      { name: "r", type: "bytes32", internalType: "bytes32" },
      { name: "vs", type: "bytes32", internalType: "bytes32" },
      { name: "amount", type: "uint256", internalType: "uint256" },
      { name: "takerTraits", type: "uint256", internalType: "uint256" },
      { name: "args", type: "bytes", internalType: "bytes" },
    ],
    outputs: [
      { name: "makingAmount", type: "uint256", internalType: "uint256" },
      { name: "takingAmount", type: "uint256", internalType: "uint256" },
      { name: "orderHash", type: "bytes32", internalType: "bytes32" },
    ],
    stateMutability: "payable",
  },
  {
    type: "function",
    name: "fillContractOrder",
    inputs: [
      {
        name: "order",
        type: "tuple",
        internalType: "struct Order",
        components: [
          { name: "salt", type: "uint256", internalType: "uint256" },
          { name: "maker", type: "uint256", internalType: "Address" },
          { name: "receiver", type: "uint256", internalType: "Address" },
          { name: "makerAsset", type: "uint256", internalType: "Address" },
          { name: "takerAsset", type: "uint256", internalType: "Address" },
          { name: "makingAmount", type: "uint256", internalType: "uint256" },
          { name: "takingAmount", type: "uint256", internalType: "uint256" },
          { name: "makerTraits", type: "uint256", internalType: "uint256" },
        ],
      },
      { name: "signature", type: "bytes", internalType: "bytes" },
      { name: "amount", type: "uint256", internalType: "uint256" },
      { name: "takerTraits", type: "uint256", internalType: "uint256" },
    ],
    outputs: [
      { name: "makingAmount", type: "uint256", internalType: "uint256" },
      { name: "takingAmount", type: "uint256", internalType: "uint256" },
      { name: "orderHash", type: "bytes32", internalType: "bytes32" },
    ],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "fillContractOrderArgs",
    inputs: [
      {
        name: "order",
        type: "tuple",
        internalType: "struct Order",
        components: [
          { name: "salt", type: "uint256", internalType: "uint256" },
          { name: "maker", type: "uint256", internalType: "Address" },
          { name: "receiver", type: "uint256", internalType: "Address" },
          { name: "makerAsset", type: "uint256", internalType: "Address" },
          { name: "takerAsset", type: "uint256", internalType: "Address" },
          { name: "makingAmount", type: "uint256", internalType: "uint256" },
          { name: "takingAmount", type: "uint256", internalType: "uint256" },
          { name: "makerTraits", type: "uint256", internalType: "uint256" },
        ],
      },
      { name: "signature", type: "bytes", internalType: "bytes" },
      { name: "amount", type: "uint256", internalType: "uint256" },
      { name: "takerTraits", type: "uint256", internalType: "uint256" },
      { name: "args", type: "bytes", internalType: "bytes" },
    ],
    outputs: [
      { name: "makingAmount", type: "uint256", internalType: "uint256" },
      { name: "takingAmount", type: "uint256", internalType: "uint256" },
      { name: "orderHash", type: "bytes32", internalType: "bytes32" },
    ],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "cancelOrder",
    inputs: [
      { name: "makerTraits", type: "uint256", internalType: "uint256" },
      { name: "orderHash", type: "bytes32", internalType: "bytes32" },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "cancelOrders",
    inputs: [
      { name: "makerTraits", type: "uint256[]", internalType: "uint256[]" },
      { name: "orderHashes", type: "bytes32[]", internalType: "bytes32[]" },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "bitsInvalidateForOrder",
    inputs: [
      { name: "makerTraits", type: "uint256", internalType: "uint256" },
      { name: "additionalMask", type: "uint256", internalType: "uint256" },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "bitInvalidatorForOrder",
    inputs: [
      { name: "maker", type: "address", internalType: "address" },
      { name: "slot", type: "uint256", internalType: "uint256" },
    ],
    outputs: [
      { name: "", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "remainingInvalidatorForOrder",
    inputs: [
      { name: "maker", type: "address", internalType: "address" },
      { name: "orderHash", type: "bytes32", internalType: "bytes32" },
    ],
    outputs: [
      { name: "", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "rawRemainingInvalidatorForOrder",
    inputs: [
      { name: "maker", type: "address", internalType: "address" },
      { name: "orderHash", type: "bytes32", internalType: "bytes32" },
    ],
    outputs: [
      { name: "", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "eip712Domain",
    inputs: [],
    outputs: [
      { name: "fields", type: "bytes1", internalType: "bytes1" },
      { name: "name", type: "string", internalType: "string" },
      { name: "version", type: "string", internalType: "string" },
      { name: "chainId", type: "uint256", internalType: "uint256" },
      { name: "verifyingContract", type: "address", internalType: "address" },
      { name: "salt", type: "bytes32", internalType: "bytes32" },
      { name: "extensions", type: "uint256[]", internalType: "uint256[]" },
    ],
    stateMutability: "view",
  },
] as const;

/** Inputs of `hashOrder` as callers pass them: each `Address` word (a uint256 on chain) is an address. */
export const orderProtocolHashOrderInputs = [
  {
    name: "order",
    type: "tuple",
    internalType: "struct Order",
    components: [
      { name: "salt", type: "uint256", internalType: "uint256" },
      { name: "maker", type: "address", internalType: "Address" },
      { name: "receiver", type: "address", internalType: "Address" },
      { name: "makerAsset", type: "address", internalType: "Address" },
      { name: "takerAsset", type: "address", internalType: "Address" },
      { name: "makingAmount", type: "uint256", internalType: "uint256" },
      { name: "takingAmount", type: "uint256", internalType: "uint256" },
      { name: "makerTraits", type: "uint256", internalType: "uint256" },
    ],
  },
] as const;
/**
 * Arguments of `hashOrder(Order order) view returns (bytes32)`, in ABI order, with addresses where the
 * ABI has `Address` words; the helper encodes them.
 */
export type ReadOrderProtocolHashOrderParameters = AbiParametersToPrimitiveTypes<
  typeof orderProtocolHashOrderInputs,
  "inputs"
>;
/**
 * Arguments of `hashOrder(Order order) view returns (bytes32)` as the ABI encodes them (`Address`
 * words as uint256).
 */
export type ReadOrderProtocolHashOrderEncodedParameters = ContractFunctionArgs<
  typeof orderProtocolAbi,
  "pure" | "view",
  "hashOrder"
>;
/** Decoded result of `hashOrder(Order order) view returns (bytes32)`. */
export type ReadOrderProtocolHashOrderReturnType = ContractFunctionReturnType<
  typeof orderProtocolAbi,
  "pure" | "view",
  "hashOrder",
  ReadOrderProtocolHashOrderEncodedParameters
>;
/** Errors {@link readOrderProtocolHashOrder} can throw (viem's `readContract` errors). */
export type ReadOrderProtocolHashOrderErrorType = ReadContractErrorType;
/**
 * Reads `hashOrder(Order order) view returns (bytes32)` from OrderProtocol with viem's `readContract`
 * (an `eth_call`).
 *
 * From the spec: Subset of the 1inch Limit Order Protocol v4
 * (docs/reference/protocol.md#order-struct-and-hash) as the deployed 1inch AggregationRouterV6 exposes
 * it; the selectors are the router's (hashOrder 0x802b2ef1, fillOrder 0x9fda64bd, fillOrderArgs
 * 0xf497df75, fillContractOrder 0xcc713a04, fillContractOrderArgs 0x56a75868, cancelOrders 0x89e7c650,
 * rawRemainingInvalidatorForOrder 0xc2a40753).
 */
export function readOrderProtocolHashOrder(
  client: Client,
  address: Address,
  args: ReadOrderProtocolHashOrderParameters,
  options?: ContractReadOptions<typeof orderProtocolAbi, "hashOrder">,
): Promise<ReadOrderProtocolHashOrderReturnType> {
  return readContract(client, {
    ...options,
    abi: orderProtocolAbi,
    address,
    functionName: "hashOrder",
    args: encodeAddressWords(orderProtocolAbi[20].inputs, args) as unknown as
      ReadOrderProtocolHashOrderEncodedParameters,
  });
}

/** Inputs of `fillOrder` as callers pass them: each `Address` word (a uint256 on chain) is an address. */
export const orderProtocolFillOrderInputs = [
  {
    name: "order",
    type: "tuple",
    internalType: "struct Order",
    components: [
      { name: "salt", type: "uint256", internalType: "uint256" },
      { name: "maker", type: "address", internalType: "Address" },
      { name: "receiver", type: "address", internalType: "Address" },
      { name: "makerAsset", type: "address", internalType: "Address" },
      { name: "takerAsset", type: "address", internalType: "Address" },
      { name: "makingAmount", type: "uint256", internalType: "uint256" },
      { name: "takingAmount", type: "uint256", internalType: "uint256" },
      { name: "makerTraits", type: "uint256", internalType: "uint256" },
    ],
  },
  { name: "r", type: "bytes32", internalType: "bytes32" },
  { name: "vs", type: "bytes32", internalType: "bytes32" },
  { name: "amount", type: "uint256", internalType: "uint256" },
  { name: "takerTraits", type: "uint256", internalType: "uint256" },
] as const;
/**
 * Arguments of `fillOrder(Order order, bytes32 r, bytes32 vs, uint256 amount, uint256 takerTraits)
 * payable returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash)`, in ABI order, with
 * addresses where the ABI has `Address` words; the helper encodes them.
 */
export type SimulateOrderProtocolFillOrderParameters = AbiParametersToPrimitiveTypes<
  typeof orderProtocolFillOrderInputs,
  "inputs"
>;
/**
 * Arguments of `fillOrder(Order order, bytes32 r, bytes32 vs, uint256 amount, uint256 takerTraits)
 * payable returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash)` as the ABI encodes
 * them (`Address` words as uint256).
 */
export type SimulateOrderProtocolFillOrderEncodedParameters = ContractFunctionArgs<
  typeof orderProtocolAbi,
  "nonpayable" | "payable",
  "fillOrder"
>;
/**
 * The transaction request a successful simulation of `fillOrder` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateOrderProtocolFillOrderReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof orderProtocolAbi,
  "fillOrder",
  SimulateOrderProtocolFillOrderEncodedParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateOrderProtocolFillOrder} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulateOrderProtocolFillOrderErrorType = SimulateContractErrorType;
/**
 * Simulates `fillOrder(Order order, bytes32 r, bytes32 vs, uint256 amount, uint256 takerTraits)
 * payable returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash)` on OrderProtocol
 * with viem's `simulateContract` and returns the request to send.
 *
 * From the spec: Subset of the 1inch Limit Order Protocol v4
 * (docs/reference/protocol.md#order-struct-and-hash) as the deployed 1inch AggregationRouterV6 exposes
 * it; the selectors are the router's (hashOrder 0x802b2ef1, fillOrder 0x9fda64bd, fillOrderArgs
 * 0xf497df75, fillContractOrder 0xcc713a04, fillContractOrderArgs 0x56a75868, cancelOrders 0x89e7c650,
 * rawRemainingInvalidatorForOrder 0xc2a40753).
 * From the spec: BitInvalidatorUpdated), otherwise by a per-order remaining-amount invalidator
 * (OrderCancelled on cancel). fillOrder takes an EOA signature in compact form (r, vs);
 * fillContractOrder checks ERC-1271 isValidSignature. takerTraits bit 255 means `amount` is a making
 * amount (else a taking amount); the low 185 bits are a threshold checked as a rate (taking/making no
 * worse than threshold/amount: TakingAmountTooHigh, MakingAmountTooLow); bit 251 says args start with
 * a 20-byte target that receives the maker asset instead of the caller; bits 224-247 and 200-223 are
 * the lengths of the extension and taker interaction that follow in args. fillOrderArgs and
 * fillContractOrderArgs take those args; fillOrder and fillContractOrder have none.
 */
export async function simulateOrderProtocolFillOrder<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateOrderProtocolFillOrderParameters,
  options?: ContractSimulateOptions<
    typeof orderProtocolAbi,
    "fillOrder",
    SimulateOrderProtocolFillOrderEncodedParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateOrderProtocolFillOrderReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: orderProtocolAbi,
    address,
    functionName: "fillOrder",
    args: encodeAddressWords(orderProtocolAbi[21].inputs, args) as unknown as
      SimulateOrderProtocolFillOrderEncodedParameters,
  } as unknown as SimulateContractParameters<
    typeof orderProtocolAbi,
    "fillOrder",
    SimulateOrderProtocolFillOrderEncodedParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateOrderProtocolFillOrderReturnType<chain, account, chainOverride, accountOverride>;
}

/**
 * Arguments of `fillOrder(Order order, bytes32 r, bytes32 vs, uint256 amount, uint256 takerTraits)
 * payable returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash)`, in ABI order, with
 * addresses where the ABI has `Address` words; the helper encodes them.
 */
export type WriteOrderProtocolFillOrderParameters = AbiParametersToPrimitiveTypes<
  typeof orderProtocolFillOrderInputs,
  "inputs"
>;
/**
 * Arguments of `fillOrder(Order order, bytes32 r, bytes32 vs, uint256 amount, uint256 takerTraits)
 * payable returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash)` as the ABI encodes
 * them (`Address` words as uint256).
 */
export type WriteOrderProtocolFillOrderEncodedParameters = ContractFunctionArgs<
  typeof orderProtocolAbi,
  "nonpayable" | "payable",
  "fillOrder"
>;
/** Hash of the transaction {@link writeOrderProtocolFillOrder} sent. */
export type WriteOrderProtocolFillOrderReturnType = Hash;
/** Errors {@link writeOrderProtocolFillOrder} can throw (viem's `writeContract` errors). */
export type WriteOrderProtocolFillOrderErrorType = WriteContractErrorType;
/**
 * Sends `fillOrder(Order order, bytes32 r, bytes32 vs, uint256 amount, uint256 takerTraits) payable
 * returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash)` to OrderProtocol with
 * viem's `writeContract`; `options` must carry `account` and `chain` when the client does not.
 *
 * From the spec: Subset of the 1inch Limit Order Protocol v4
 * (docs/reference/protocol.md#order-struct-and-hash) as the deployed 1inch AggregationRouterV6 exposes
 * it; the selectors are the router's (hashOrder 0x802b2ef1, fillOrder 0x9fda64bd, fillOrderArgs
 * 0xf497df75, fillContractOrder 0xcc713a04, fillContractOrderArgs 0x56a75868, cancelOrders 0x89e7c650,
 * rawRemainingInvalidatorForOrder 0xc2a40753).
 * From the spec: BitInvalidatorUpdated), otherwise by a per-order remaining-amount invalidator
 * (OrderCancelled on cancel). fillOrder takes an EOA signature in compact form (r, vs);
 * fillContractOrder checks ERC-1271 isValidSignature. takerTraits bit 255 means `amount` is a making
 * amount (else a taking amount); the low 185 bits are a threshold checked as a rate (taking/making no
 * worse than threshold/amount: TakingAmountTooHigh, MakingAmountTooLow); bit 251 says args start with
 * a 20-byte target that receives the maker asset instead of the caller; bits 224-247 and 200-223 are
 * the lengths of the extension and taker interaction that follow in args. fillOrderArgs and
 * fillContractOrderArgs take those args; fillOrder and fillContractOrder have none.
 */
export function writeOrderProtocolFillOrder<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteOrderProtocolFillOrderParameters,
  options: ContractWriteOptions<
    typeof orderProtocolAbi,
    "fillOrder",
    WriteOrderProtocolFillOrderEncodedParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteOrderProtocolFillOrderReturnType> {
  return writeContract(client, {
    ...options,
    abi: orderProtocolAbi,
    address,
    functionName: "fillOrder",
    args: encodeAddressWords(orderProtocolAbi[21].inputs, args) as unknown as
      WriteOrderProtocolFillOrderEncodedParameters,
  } as unknown as WriteContractParameters<
    typeof orderProtocolAbi,
    "fillOrder",
    WriteOrderProtocolFillOrderEncodedParameters,
    chain,
    account,
    chainOverride
  >);
}

/**
 * Inputs of `fillOrderArgs` as callers pass them: each `Address` word (a uint256 on chain) is an
 * address.
 */
export const orderProtocolFillOrderArgsInputs = [
  {
    name: "order",
    type: "tuple",
    internalType: "struct Order",
    components: [
      { name: "salt", type: "uint256", internalType: "uint256" },
      { name: "maker", type: "address", internalType: "Address" },
      { name: "receiver", type: "address", internalType: "Address" },
      { name: "makerAsset", type: "address", internalType: "Address" },
      { name: "takerAsset", type: "address", internalType: "Address" },
      { name: "makingAmount", type: "uint256", internalType: "uint256" },
      { name: "takingAmount", type: "uint256", internalType: "uint256" },
      { name: "makerTraits", type: "uint256", internalType: "uint256" },
    ],
  },
  { name: "r", type: "bytes32", internalType: "bytes32" },
  { name: "vs", type: "bytes32", internalType: "bytes32" },
  { name: "amount", type: "uint256", internalType: "uint256" },
  { name: "takerTraits", type: "uint256", internalType: "uint256" },
  { name: "args", type: "bytes", internalType: "bytes" },
] as const;
/**
 * Arguments of `fillOrderArgs(Order order, bytes32 r, bytes32 vs, uint256 amount, uint256 takerTraits,
 * bytes args) payable returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash)`, in ABI
 * order, with addresses where the ABI has `Address` words; the helper encodes them.
 */
export type SimulateOrderProtocolFillOrderArgsParameters = AbiParametersToPrimitiveTypes<
  typeof orderProtocolFillOrderArgsInputs,
  "inputs"
>;
/**
 * Arguments of `fillOrderArgs(Order order, bytes32 r, bytes32 vs, uint256 amount, uint256 takerTraits,
 * bytes args) payable returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash)` as the
 * ABI encodes them (`Address` words as uint256).
 */
export type SimulateOrderProtocolFillOrderArgsEncodedParameters = ContractFunctionArgs<
  typeof orderProtocolAbi,
  "nonpayable" | "payable",
  "fillOrderArgs"
>;
/**
 * The transaction request a successful simulation of `fillOrderArgs` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateOrderProtocolFillOrderArgsReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof orderProtocolAbi,
  "fillOrderArgs",
  SimulateOrderProtocolFillOrderArgsEncodedParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateOrderProtocolFillOrderArgs} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulateOrderProtocolFillOrderArgsErrorType = SimulateContractErrorType;
/**
 * Simulates `fillOrderArgs(Order order, bytes32 r, bytes32 vs, uint256 amount, uint256 takerTraits,
 * bytes args) payable returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash)` on
 * OrderProtocol with viem's `simulateContract` and returns the request to send.
 *
 * From the spec: Subset of the 1inch Limit Order Protocol v4
 * (docs/reference/protocol.md#order-struct-and-hash) as the deployed 1inch AggregationRouterV6 exposes
 * it; the selectors are the router's (hashOrder 0x802b2ef1, fillOrder 0x9fda64bd, fillOrderArgs
 * 0xf497df75, fillContractOrder 0xcc713a04, fillContractOrderArgs 0x56a75868, cancelOrders 0x89e7c650,
 * rawRemainingInvalidatorForOrder 0xc2a40753).
 * From the spec: BitInvalidatorUpdated), otherwise by a per-order remaining-amount invalidator
 * (OrderCancelled on cancel). fillOrder takes an EOA signature in compact form (r, vs);
 * fillContractOrder checks ERC-1271 isValidSignature. takerTraits bit 255 means `amount` is a making
 * amount (else a taking amount); the low 185 bits are a threshold checked as a rate (taking/making no
 * worse than threshold/amount: TakingAmountTooHigh, MakingAmountTooLow); bit 251 says args start with
 * a 20-byte target that receives the maker asset instead of the caller; bits 224-247 and 200-223 are
 * the lengths of the extension and taker interaction that follow in args. fillOrderArgs and
 * fillContractOrderArgs take those args; fillOrder and fillContractOrder have none.
 */
export async function simulateOrderProtocolFillOrderArgs<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateOrderProtocolFillOrderArgsParameters,
  options?: ContractSimulateOptions<
    typeof orderProtocolAbi,
    "fillOrderArgs",
    SimulateOrderProtocolFillOrderArgsEncodedParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateOrderProtocolFillOrderArgsReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: orderProtocolAbi,
    address,
    functionName: "fillOrderArgs",
    args: encodeAddressWords(orderProtocolAbi[22].inputs, args) as unknown as
      SimulateOrderProtocolFillOrderArgsEncodedParameters,
  } as unknown as SimulateContractParameters<
    typeof orderProtocolAbi,
    "fillOrderArgs",
    SimulateOrderProtocolFillOrderArgsEncodedParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateOrderProtocolFillOrderArgsReturnType<chain, account, chainOverride, accountOverride>;
}

/**
 * Arguments of `fillOrderArgs(Order order, bytes32 r, bytes32 vs, uint256 amount, uint256 takerTraits,
 * bytes args) payable returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash)`, in ABI
 * order, with addresses where the ABI has `Address` words; the helper encodes them.
 */
export type WriteOrderProtocolFillOrderArgsParameters = AbiParametersToPrimitiveTypes<
  typeof orderProtocolFillOrderArgsInputs,
  "inputs"
>;
/**
 * Arguments of `fillOrderArgs(Order order, bytes32 r, bytes32 vs, uint256 amount, uint256 takerTraits,
 * bytes args) payable returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash)` as the
 * ABI encodes them (`Address` words as uint256).
 */
export type WriteOrderProtocolFillOrderArgsEncodedParameters = ContractFunctionArgs<
  typeof orderProtocolAbi,
  "nonpayable" | "payable",
  "fillOrderArgs"
>;
/** Hash of the transaction {@link writeOrderProtocolFillOrderArgs} sent. */
export type WriteOrderProtocolFillOrderArgsReturnType = Hash;
/** Errors {@link writeOrderProtocolFillOrderArgs} can throw (viem's `writeContract` errors). */
export type WriteOrderProtocolFillOrderArgsErrorType = WriteContractErrorType;
/**
 * Sends `fillOrderArgs(Order order, bytes32 r, bytes32 vs, uint256 amount, uint256 takerTraits, bytes
 * args) payable returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash)` to
 * OrderProtocol with viem's `writeContract`; `options` must carry `account` and `chain` when the
 * client does not.
 *
 * From the spec: Subset of the 1inch Limit Order Protocol v4
 * (docs/reference/protocol.md#order-struct-and-hash) as the deployed 1inch AggregationRouterV6 exposes
 * it; the selectors are the router's (hashOrder 0x802b2ef1, fillOrder 0x9fda64bd, fillOrderArgs
 * 0xf497df75, fillContractOrder 0xcc713a04, fillContractOrderArgs 0x56a75868, cancelOrders 0x89e7c650,
 * rawRemainingInvalidatorForOrder 0xc2a40753).
 * From the spec: BitInvalidatorUpdated), otherwise by a per-order remaining-amount invalidator
 * (OrderCancelled on cancel). fillOrder takes an EOA signature in compact form (r, vs);
 * fillContractOrder checks ERC-1271 isValidSignature. takerTraits bit 255 means `amount` is a making
 * amount (else a taking amount); the low 185 bits are a threshold checked as a rate (taking/making no
 * worse than threshold/amount: TakingAmountTooHigh, MakingAmountTooLow); bit 251 says args start with
 * a 20-byte target that receives the maker asset instead of the caller; bits 224-247 and 200-223 are
 * the lengths of the extension and taker interaction that follow in args. fillOrderArgs and
 * fillContractOrderArgs take those args; fillOrder and fillContractOrder have none.
 */
export function writeOrderProtocolFillOrderArgs<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteOrderProtocolFillOrderArgsParameters,
  options: ContractWriteOptions<
    typeof orderProtocolAbi,
    "fillOrderArgs",
    WriteOrderProtocolFillOrderArgsEncodedParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteOrderProtocolFillOrderArgsReturnType> {
  return writeContract(client, {
    ...options,
    abi: orderProtocolAbi,
    address,
    functionName: "fillOrderArgs",
    args: encodeAddressWords(orderProtocolAbi[22].inputs, args) as unknown as
      WriteOrderProtocolFillOrderArgsEncodedParameters,
  } as unknown as WriteContractParameters<
    typeof orderProtocolAbi,
    "fillOrderArgs",
    WriteOrderProtocolFillOrderArgsEncodedParameters,
    chain,
    account,
    chainOverride
  >);
}

/**
 * Inputs of `fillContractOrder` as callers pass them: each `Address` word (a uint256 on chain) is an
 * address.
 */
export const orderProtocolFillContractOrderInputs = [
  {
    name: "order",
    type: "tuple",
    internalType: "struct Order",
    components: [
      { name: "salt", type: "uint256", internalType: "uint256" },
      { name: "maker", type: "address", internalType: "Address" },
      { name: "receiver", type: "address", internalType: "Address" },
      { name: "makerAsset", type: "address", internalType: "Address" },
      { name: "takerAsset", type: "address", internalType: "Address" },
      { name: "makingAmount", type: "uint256", internalType: "uint256" },
      { name: "takingAmount", type: "uint256", internalType: "uint256" },
      { name: "makerTraits", type: "uint256", internalType: "uint256" },
    ],
  },
  { name: "signature", type: "bytes", internalType: "bytes" },
  { name: "amount", type: "uint256", internalType: "uint256" },
  { name: "takerTraits", type: "uint256", internalType: "uint256" },
] as const;
/**
 * Arguments of `fillContractOrder(Order order, bytes signature, uint256 amount, uint256 takerTraits)
 * returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash)`, in ABI order, with
 * addresses where the ABI has `Address` words; the helper encodes them.
 */
export type SimulateOrderProtocolFillContractOrderParameters = AbiParametersToPrimitiveTypes<
  typeof orderProtocolFillContractOrderInputs,
  "inputs"
>;
/**
 * Arguments of `fillContractOrder(Order order, bytes signature, uint256 amount, uint256 takerTraits)
 * returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash)` as the ABI encodes them
 * (`Address` words as uint256).
 */
export type SimulateOrderProtocolFillContractOrderEncodedParameters = ContractFunctionArgs<
  typeof orderProtocolAbi,
  "nonpayable" | "payable",
  "fillContractOrder"
>;
/**
 * The transaction request a successful simulation of `fillContractOrder` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateOrderProtocolFillContractOrderReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof orderProtocolAbi,
  "fillContractOrder",
  SimulateOrderProtocolFillContractOrderEncodedParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateOrderProtocolFillContractOrder} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulateOrderProtocolFillContractOrderErrorType = SimulateContractErrorType;
/**
 * Simulates `fillContractOrder(Order order, bytes signature, uint256 amount, uint256 takerTraits)
 * returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash)` on OrderProtocol with
 * viem's `simulateContract` and returns the request to send.
 *
 * From the spec: Subset of the 1inch Limit Order Protocol v4
 * (docs/reference/protocol.md#order-struct-and-hash) as the deployed 1inch AggregationRouterV6 exposes
 * it; the selectors are the router's (hashOrder 0x802b2ef1, fillOrder 0x9fda64bd, fillOrderArgs
 * 0xf497df75, fillContractOrder 0xcc713a04, fillContractOrderArgs 0x56a75868, cancelOrders 0x89e7c650,
 * rawRemainingInvalidatorForOrder 0xc2a40753).
 * From the spec: BitInvalidatorUpdated), otherwise by a per-order remaining-amount invalidator
 * (OrderCancelled on cancel). fillOrder takes an EOA signature in compact form (r, vs);
 * fillContractOrder checks ERC-1271 isValidSignature. takerTraits bit 255 means `amount` is a making
 * amount (else a taking amount); the low 185 bits are a threshold checked as a rate (taking/making no
 * worse than threshold/amount: TakingAmountTooHigh, MakingAmountTooLow); bit 251 says args start with
 * a 20-byte target that receives the maker asset instead of the caller; bits 224-247 and 200-223 are
 * the lengths of the extension and taker interaction that follow in args. fillOrderArgs and
 * fillContractOrderArgs take those args; fillOrder and fillContractOrder have none.
 */
export async function simulateOrderProtocolFillContractOrder<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateOrderProtocolFillContractOrderParameters,
  options?: ContractSimulateOptions<
    typeof orderProtocolAbi,
    "fillContractOrder",
    SimulateOrderProtocolFillContractOrderEncodedParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateOrderProtocolFillContractOrderReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: orderProtocolAbi,
    address,
    functionName: "fillContractOrder",
    args: encodeAddressWords(orderProtocolAbi[23].inputs, args) as unknown as
      SimulateOrderProtocolFillContractOrderEncodedParameters,
  } as unknown as SimulateContractParameters<
    typeof orderProtocolAbi,
    "fillContractOrder",
    SimulateOrderProtocolFillContractOrderEncodedParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateOrderProtocolFillContractOrderReturnType<chain, account, chainOverride, accountOverride>;
}

/**
 * Arguments of `fillContractOrder(Order order, bytes signature, uint256 amount, uint256 takerTraits)
 * returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash)`, in ABI order, with
 * addresses where the ABI has `Address` words; the helper encodes them.
 */
export type WriteOrderProtocolFillContractOrderParameters = AbiParametersToPrimitiveTypes<
  typeof orderProtocolFillContractOrderInputs,
  "inputs"
>;
/**
 * Arguments of `fillContractOrder(Order order, bytes signature, uint256 amount, uint256 takerTraits)
 * returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash)` as the ABI encodes them
 * (`Address` words as uint256).
 */
export type WriteOrderProtocolFillContractOrderEncodedParameters = ContractFunctionArgs<
  typeof orderProtocolAbi,
  "nonpayable" | "payable",
  "fillContractOrder"
>;
/** Hash of the transaction {@link writeOrderProtocolFillContractOrder} sent. */
export type WriteOrderProtocolFillContractOrderReturnType = Hash;
/** Errors {@link writeOrderProtocolFillContractOrder} can throw (viem's `writeContract` errors). */
export type WriteOrderProtocolFillContractOrderErrorType = WriteContractErrorType;
/**
 * Sends `fillContractOrder(Order order, bytes signature, uint256 amount, uint256 takerTraits) returns
 * (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash)` to OrderProtocol with viem's
 * `writeContract`; `options` must carry `account` and `chain` when the client does not.
 *
 * From the spec: Subset of the 1inch Limit Order Protocol v4
 * (docs/reference/protocol.md#order-struct-and-hash) as the deployed 1inch AggregationRouterV6 exposes
 * it; the selectors are the router's (hashOrder 0x802b2ef1, fillOrder 0x9fda64bd, fillOrderArgs
 * 0xf497df75, fillContractOrder 0xcc713a04, fillContractOrderArgs 0x56a75868, cancelOrders 0x89e7c650,
 * rawRemainingInvalidatorForOrder 0xc2a40753).
 * From the spec: BitInvalidatorUpdated), otherwise by a per-order remaining-amount invalidator
 * (OrderCancelled on cancel). fillOrder takes an EOA signature in compact form (r, vs);
 * fillContractOrder checks ERC-1271 isValidSignature. takerTraits bit 255 means `amount` is a making
 * amount (else a taking amount); the low 185 bits are a threshold checked as a rate (taking/making no
 * worse than threshold/amount: TakingAmountTooHigh, MakingAmountTooLow); bit 251 says args start with
 * a 20-byte target that receives the maker asset instead of the caller; bits 224-247 and 200-223 are
 * the lengths of the extension and taker interaction that follow in args. fillOrderArgs and
 * fillContractOrderArgs take those args; fillOrder and fillContractOrder have none.
 */
export function writeOrderProtocolFillContractOrder<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteOrderProtocolFillContractOrderParameters,
  options: ContractWriteOptions<
    typeof orderProtocolAbi,
    "fillContractOrder",
    WriteOrderProtocolFillContractOrderEncodedParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteOrderProtocolFillContractOrderReturnType> {
  return writeContract(client, {
    ...options,
    abi: orderProtocolAbi,
    address,
    functionName: "fillContractOrder",
    args: encodeAddressWords(orderProtocolAbi[23].inputs, args) as unknown as
      WriteOrderProtocolFillContractOrderEncodedParameters,
  } as unknown as WriteContractParameters<
    typeof orderProtocolAbi,
    "fillContractOrder",
    WriteOrderProtocolFillContractOrderEncodedParameters,
    chain,
    account,
    chainOverride
  >);
}

/**
 * Inputs of `fillContractOrderArgs` as callers pass them: each `Address` word (a uint256 on chain) is
 * an address.
 */
export const orderProtocolFillContractOrderArgsInputs = [
  {
    name: "order",
    type: "tuple",
    internalType: "struct Order",
    components: [
      { name: "salt", type: "uint256", internalType: "uint256" },
      { name: "maker", type: "address", internalType: "Address" },
      { name: "receiver", type: "address", internalType: "Address" },
      { name: "makerAsset", type: "address", internalType: "Address" },
      { name: "takerAsset", type: "address", internalType: "Address" },
      { name: "makingAmount", type: "uint256", internalType: "uint256" },
      { name: "takingAmount", type: "uint256", internalType: "uint256" },
      { name: "makerTraits", type: "uint256", internalType: "uint256" },
    ],
  },
  { name: "signature", type: "bytes", internalType: "bytes" },
  { name: "amount", type: "uint256", internalType: "uint256" },
  { name: "takerTraits", type: "uint256", internalType: "uint256" },
  { name: "args", type: "bytes", internalType: "bytes" },
] as const;
/**
 * Arguments of `fillContractOrderArgs(Order order, bytes signature, uint256 amount, uint256
 * takerTraits, bytes args) returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash)`,
 * in ABI order, with addresses where the ABI has `Address` words; the helper encodes them.
 */
export type SimulateOrderProtocolFillContractOrderArgsParameters = AbiParametersToPrimitiveTypes<
  typeof orderProtocolFillContractOrderArgsInputs,
  "inputs"
>;
/**
 * Arguments of `fillContractOrderArgs(Order order, bytes signature, uint256 amount, uint256
 * takerTraits, bytes args) returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash)` as
 * the ABI encodes them (`Address` words as uint256).
 */
export type SimulateOrderProtocolFillContractOrderArgsEncodedParameters = ContractFunctionArgs<
  typeof orderProtocolAbi,
  "nonpayable" | "payable",
  "fillContractOrderArgs"
>;
/**
 * The transaction request a successful simulation of `fillContractOrderArgs` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateOrderProtocolFillContractOrderArgsReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof orderProtocolAbi,
  "fillContractOrderArgs",
  SimulateOrderProtocolFillContractOrderArgsEncodedParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateOrderProtocolFillContractOrderArgs} can throw, including decoded reverts
 * (viem's `simulateContract` errors).
 */
export type SimulateOrderProtocolFillContractOrderArgsErrorType = SimulateContractErrorType;
/**
 * Simulates `fillContractOrderArgs(Order order, bytes signature, uint256 amount, uint256 takerTraits,
 * bytes args) returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash)` on
 * OrderProtocol with viem's `simulateContract` and returns the request to send.
 *
 * From the spec: Subset of the 1inch Limit Order Protocol v4
 * (docs/reference/protocol.md#order-struct-and-hash) as the deployed 1inch AggregationRouterV6 exposes
 * it; the selectors are the router's (hashOrder 0x802b2ef1, fillOrder 0x9fda64bd, fillOrderArgs
 * 0xf497df75, fillContractOrder 0xcc713a04, fillContractOrderArgs 0x56a75868, cancelOrders 0x89e7c650,
 * rawRemainingInvalidatorForOrder 0xc2a40753).
 * From the spec: BitInvalidatorUpdated), otherwise by a per-order remaining-amount invalidator
 * (OrderCancelled on cancel). fillOrder takes an EOA signature in compact form (r, vs);
 * fillContractOrder checks ERC-1271 isValidSignature. takerTraits bit 255 means `amount` is a making
 * amount (else a taking amount); the low 185 bits are a threshold checked as a rate (taking/making no
 * worse than threshold/amount: TakingAmountTooHigh, MakingAmountTooLow); bit 251 says args start with
 * a 20-byte target that receives the maker asset instead of the caller; bits 224-247 and 200-223 are
 * the lengths of the extension and taker interaction that follow in args. fillOrderArgs and
 * fillContractOrderArgs take those args; fillOrder and fillContractOrder have none.
 */
export async function simulateOrderProtocolFillContractOrderArgs<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateOrderProtocolFillContractOrderArgsParameters,
  options?: ContractSimulateOptions<
    typeof orderProtocolAbi,
    "fillContractOrderArgs",
    SimulateOrderProtocolFillContractOrderArgsEncodedParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateOrderProtocolFillContractOrderArgsReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: orderProtocolAbi,
    address,
    functionName: "fillContractOrderArgs",
    args: encodeAddressWords(orderProtocolAbi[24].inputs, args) as unknown as
      SimulateOrderProtocolFillContractOrderArgsEncodedParameters,
  } as unknown as SimulateContractParameters<
    typeof orderProtocolAbi,
    "fillContractOrderArgs",
    SimulateOrderProtocolFillContractOrderArgsEncodedParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateOrderProtocolFillContractOrderArgsReturnType<
    chain,
    account,
    chainOverride,
    accountOverride
  >;
}

/**
 * Arguments of `fillContractOrderArgs(Order order, bytes signature, uint256 amount, uint256
 * takerTraits, bytes args) returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash)`,
 * in ABI order, with addresses where the ABI has `Address` words; the helper encodes them.
 */
export type WriteOrderProtocolFillContractOrderArgsParameters = AbiParametersToPrimitiveTypes<
  typeof orderProtocolFillContractOrderArgsInputs,
  "inputs"
>;
/**
 * Arguments of `fillContractOrderArgs(Order order, bytes signature, uint256 amount, uint256
 * takerTraits, bytes args) returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash)` as
 * the ABI encodes them (`Address` words as uint256).
 */
export type WriteOrderProtocolFillContractOrderArgsEncodedParameters = ContractFunctionArgs<
  typeof orderProtocolAbi,
  "nonpayable" | "payable",
  "fillContractOrderArgs"
>;
/** Hash of the transaction {@link writeOrderProtocolFillContractOrderArgs} sent. */
export type WriteOrderProtocolFillContractOrderArgsReturnType = Hash;
/** Errors {@link writeOrderProtocolFillContractOrderArgs} can throw (viem's `writeContract` errors). */
export type WriteOrderProtocolFillContractOrderArgsErrorType = WriteContractErrorType;
/**
 * Sends `fillContractOrderArgs(Order order, bytes signature, uint256 amount, uint256 takerTraits,
 * bytes args) returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash)` to
 * OrderProtocol with viem's `writeContract`; `options` must carry `account` and `chain` when the
 * client does not.
 *
 * From the spec: Subset of the 1inch Limit Order Protocol v4
 * (docs/reference/protocol.md#order-struct-and-hash) as the deployed 1inch AggregationRouterV6 exposes
 * it; the selectors are the router's (hashOrder 0x802b2ef1, fillOrder 0x9fda64bd, fillOrderArgs
 * 0xf497df75, fillContractOrder 0xcc713a04, fillContractOrderArgs 0x56a75868, cancelOrders 0x89e7c650,
 * rawRemainingInvalidatorForOrder 0xc2a40753).
 * From the spec: BitInvalidatorUpdated), otherwise by a per-order remaining-amount invalidator
 * (OrderCancelled on cancel). fillOrder takes an EOA signature in compact form (r, vs);
 * fillContractOrder checks ERC-1271 isValidSignature. takerTraits bit 255 means `amount` is a making
 * amount (else a taking amount); the low 185 bits are a threshold checked as a rate (taking/making no
 * worse than threshold/amount: TakingAmountTooHigh, MakingAmountTooLow); bit 251 says args start with
 * a 20-byte target that receives the maker asset instead of the caller; bits 224-247 and 200-223 are
 * the lengths of the extension and taker interaction that follow in args. fillOrderArgs and
 * fillContractOrderArgs take those args; fillOrder and fillContractOrder have none.
 */
export function writeOrderProtocolFillContractOrderArgs<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteOrderProtocolFillContractOrderArgsParameters,
  options: ContractWriteOptions<
    typeof orderProtocolAbi,
    "fillContractOrderArgs",
    WriteOrderProtocolFillContractOrderArgsEncodedParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteOrderProtocolFillContractOrderArgsReturnType> {
  return writeContract(client, {
    ...options,
    abi: orderProtocolAbi,
    address,
    functionName: "fillContractOrderArgs",
    args: encodeAddressWords(orderProtocolAbi[24].inputs, args) as unknown as
      WriteOrderProtocolFillContractOrderArgsEncodedParameters,
  } as unknown as WriteContractParameters<
    typeof orderProtocolAbi,
    "fillContractOrderArgs",
    WriteOrderProtocolFillContractOrderArgsEncodedParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `cancelOrder(uint256 makerTraits, bytes32 orderHash)`, in ABI order. */
export type SimulateOrderProtocolCancelOrderParameters = ContractFunctionArgs<
  typeof orderProtocolAbi,
  "nonpayable" | "payable",
  "cancelOrder"
>;
/**
 * The transaction request a successful simulation of `cancelOrder` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateOrderProtocolCancelOrderReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof orderProtocolAbi,
  "cancelOrder",
  SimulateOrderProtocolCancelOrderParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateOrderProtocolCancelOrder} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulateOrderProtocolCancelOrderErrorType = SimulateContractErrorType;
/**
 * Simulates `cancelOrder(uint256 makerTraits, bytes32 orderHash)` on OrderProtocol with viem's
 * `simulateContract` and returns the request to send.
 */
export async function simulateOrderProtocolCancelOrder<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateOrderProtocolCancelOrderParameters,
  options?: ContractSimulateOptions<
    typeof orderProtocolAbi,
    "cancelOrder",
    SimulateOrderProtocolCancelOrderParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateOrderProtocolCancelOrderReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: orderProtocolAbi,
    address,
    functionName: "cancelOrder",
    args,
  } as unknown as SimulateContractParameters<
    typeof orderProtocolAbi,
    "cancelOrder",
    SimulateOrderProtocolCancelOrderParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateOrderProtocolCancelOrderReturnType<chain, account, chainOverride, accountOverride>;
}

/** Arguments of `cancelOrder(uint256 makerTraits, bytes32 orderHash)`, in ABI order. */
export type WriteOrderProtocolCancelOrderParameters = ContractFunctionArgs<
  typeof orderProtocolAbi,
  "nonpayable" | "payable",
  "cancelOrder"
>;
/** Hash of the transaction {@link writeOrderProtocolCancelOrder} sent. */
export type WriteOrderProtocolCancelOrderReturnType = Hash;
/** Errors {@link writeOrderProtocolCancelOrder} can throw (viem's `writeContract` errors). */
export type WriteOrderProtocolCancelOrderErrorType = WriteContractErrorType;
/**
 * Sends `cancelOrder(uint256 makerTraits, bytes32 orderHash)` to OrderProtocol with viem's
 * `writeContract`; `options` must carry `account` and `chain` when the client does not.
 */
export function writeOrderProtocolCancelOrder<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteOrderProtocolCancelOrderParameters,
  options: ContractWriteOptions<
    typeof orderProtocolAbi,
    "cancelOrder",
    WriteOrderProtocolCancelOrderParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteOrderProtocolCancelOrderReturnType> {
  return writeContract(client, {
    ...options,
    abi: orderProtocolAbi,
    address,
    functionName: "cancelOrder",
    args,
  } as unknown as WriteContractParameters<
    typeof orderProtocolAbi,
    "cancelOrder",
    WriteOrderProtocolCancelOrderParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `cancelOrders(uint256[] makerTraits, bytes32[] orderHashes)`, in ABI order. */
export type SimulateOrderProtocolCancelOrdersParameters = ContractFunctionArgs<
  typeof orderProtocolAbi,
  "nonpayable" | "payable",
  "cancelOrders"
>;
/**
 * The transaction request a successful simulation of `cancelOrders` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateOrderProtocolCancelOrdersReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof orderProtocolAbi,
  "cancelOrders",
  SimulateOrderProtocolCancelOrdersParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateOrderProtocolCancelOrders} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulateOrderProtocolCancelOrdersErrorType = SimulateContractErrorType;
/**
 * Simulates `cancelOrders(uint256[] makerTraits, bytes32[] orderHashes)` on OrderProtocol with viem's
 * `simulateContract` and returns the request to send.
 *
 * From the spec: Subset of the 1inch Limit Order Protocol v4
 * (docs/reference/protocol.md#order-struct-and-hash) as the deployed 1inch AggregationRouterV6 exposes
 * it; the selectors are the router's (hashOrder 0x802b2ef1, fillOrder 0x9fda64bd, fillOrderArgs
 * 0xf497df75, fillContractOrder 0xcc713a04, fillContractOrderArgs 0x56a75868, cancelOrders 0x89e7c650,
 * rawRemainingInvalidatorForOrder 0xc2a40753).
 * From the spec: OrderFilled carries the maker-asset amount left. remainingInvalidatorForOrder reverts
 * RemainingInvalidatedOrder for an order never filled nor cancelled (as the real contract does);
 * rawRemainingInvalidatorForOrder returns the stored word instead (0 = untouched, else the bitwise
 * complement of the remaining making amount). cancelOrders cancels pairwise (MismatchArraysLengths
 * when the arrays differ in length). bitsInvalidateForOrder needs makerTraits that use the bit
 * invalidator (OrderIsNotSuitableForMassInvalidation).
 */
export async function simulateOrderProtocolCancelOrders<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateOrderProtocolCancelOrdersParameters,
  options?: ContractSimulateOptions<
    typeof orderProtocolAbi,
    "cancelOrders",
    SimulateOrderProtocolCancelOrdersParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateOrderProtocolCancelOrdersReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: orderProtocolAbi,
    address,
    functionName: "cancelOrders",
    args,
  } as unknown as SimulateContractParameters<
    typeof orderProtocolAbi,
    "cancelOrders",
    SimulateOrderProtocolCancelOrdersParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateOrderProtocolCancelOrdersReturnType<chain, account, chainOverride, accountOverride>;
}

/** Arguments of `cancelOrders(uint256[] makerTraits, bytes32[] orderHashes)`, in ABI order. */
export type WriteOrderProtocolCancelOrdersParameters = ContractFunctionArgs<
  typeof orderProtocolAbi,
  "nonpayable" | "payable",
  "cancelOrders"
>;
/** Hash of the transaction {@link writeOrderProtocolCancelOrders} sent. */
export type WriteOrderProtocolCancelOrdersReturnType = Hash;
/** Errors {@link writeOrderProtocolCancelOrders} can throw (viem's `writeContract` errors). */
export type WriteOrderProtocolCancelOrdersErrorType = WriteContractErrorType;
/**
 * Sends `cancelOrders(uint256[] makerTraits, bytes32[] orderHashes)` to OrderProtocol with viem's
 * `writeContract`; `options` must carry `account` and `chain` when the client does not.
 *
 * From the spec: Subset of the 1inch Limit Order Protocol v4
 * (docs/reference/protocol.md#order-struct-and-hash) as the deployed 1inch AggregationRouterV6 exposes
 * it; the selectors are the router's (hashOrder 0x802b2ef1, fillOrder 0x9fda64bd, fillOrderArgs
 * 0xf497df75, fillContractOrder 0xcc713a04, fillContractOrderArgs 0x56a75868, cancelOrders 0x89e7c650,
 * rawRemainingInvalidatorForOrder 0xc2a40753).
 * From the spec: OrderFilled carries the maker-asset amount left. remainingInvalidatorForOrder reverts
 * RemainingInvalidatedOrder for an order never filled nor cancelled (as the real contract does);
 * rawRemainingInvalidatorForOrder returns the stored word instead (0 = untouched, else the bitwise
 * complement of the remaining making amount). cancelOrders cancels pairwise (MismatchArraysLengths
 * when the arrays differ in length). bitsInvalidateForOrder needs makerTraits that use the bit
 * invalidator (OrderIsNotSuitableForMassInvalidation).
 */
export function writeOrderProtocolCancelOrders<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteOrderProtocolCancelOrdersParameters,
  options: ContractWriteOptions<
    typeof orderProtocolAbi,
    "cancelOrders",
    WriteOrderProtocolCancelOrdersParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteOrderProtocolCancelOrdersReturnType> {
  return writeContract(client, {
    ...options,
    abi: orderProtocolAbi,
    address,
    functionName: "cancelOrders",
    args,
  } as unknown as WriteContractParameters<
    typeof orderProtocolAbi,
    "cancelOrders",
    WriteOrderProtocolCancelOrdersParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `bitsInvalidateForOrder(uint256 makerTraits, uint256 additionalMask)`, in ABI order. */
export type SimulateOrderProtocolBitsInvalidateForOrderParameters = ContractFunctionArgs<
  typeof orderProtocolAbi,
  "nonpayable" | "payable",
  "bitsInvalidateForOrder"
>;
/**
 * The transaction request a successful simulation of `bitsInvalidateForOrder` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateOrderProtocolBitsInvalidateForOrderReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof orderProtocolAbi,
  "bitsInvalidateForOrder",
  SimulateOrderProtocolBitsInvalidateForOrderParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateOrderProtocolBitsInvalidateForOrder} can throw, including decoded reverts
 * (viem's `simulateContract` errors).
 */
export type SimulateOrderProtocolBitsInvalidateForOrderErrorType = SimulateContractErrorType;
/**
 * Simulates `bitsInvalidateForOrder(uint256 makerTraits, uint256 additionalMask)` on OrderProtocol
 * with viem's `simulateContract` and returns the request to send.
 *
 * From the spec: OrderFilled carries the maker-asset amount left. remainingInvalidatorForOrder reverts
 * RemainingInvalidatedOrder for an order never filled nor cancelled (as the real contract does);
 * rawRemainingInvalidatorForOrder returns the stored word instead (0 = untouched, else the bitwise
 * complement of the remaining making amount). cancelOrders cancels pairwise (MismatchArraysLengths
 * when the arrays differ in length). bitsInvalidateForOrder needs makerTraits that use the bit
 * invalidator (OrderIsNotSuitableForMassInvalidation).
 */
export async function simulateOrderProtocolBitsInvalidateForOrder<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateOrderProtocolBitsInvalidateForOrderParameters,
  options?: ContractSimulateOptions<
    typeof orderProtocolAbi,
    "bitsInvalidateForOrder",
    SimulateOrderProtocolBitsInvalidateForOrderParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateOrderProtocolBitsInvalidateForOrderReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: orderProtocolAbi,
    address,
    functionName: "bitsInvalidateForOrder",
    args,
  } as unknown as SimulateContractParameters<
    typeof orderProtocolAbi,
    "bitsInvalidateForOrder",
    SimulateOrderProtocolBitsInvalidateForOrderParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateOrderProtocolBitsInvalidateForOrderReturnType<
    chain,
    account,
    chainOverride,
    accountOverride
  >;
}

/** Arguments of `bitsInvalidateForOrder(uint256 makerTraits, uint256 additionalMask)`, in ABI order. */
export type WriteOrderProtocolBitsInvalidateForOrderParameters = ContractFunctionArgs<
  typeof orderProtocolAbi,
  "nonpayable" | "payable",
  "bitsInvalidateForOrder"
>;
/** Hash of the transaction {@link writeOrderProtocolBitsInvalidateForOrder} sent. */
export type WriteOrderProtocolBitsInvalidateForOrderReturnType = Hash;
/** Errors {@link writeOrderProtocolBitsInvalidateForOrder} can throw (viem's `writeContract` errors). */
export type WriteOrderProtocolBitsInvalidateForOrderErrorType = WriteContractErrorType;
/**
 * Sends `bitsInvalidateForOrder(uint256 makerTraits, uint256 additionalMask)` to OrderProtocol with
 * viem's `writeContract`; `options` must carry `account` and `chain` when the client does not.
 *
 * From the spec: OrderFilled carries the maker-asset amount left. remainingInvalidatorForOrder reverts
 * RemainingInvalidatedOrder for an order never filled nor cancelled (as the real contract does);
 * rawRemainingInvalidatorForOrder returns the stored word instead (0 = untouched, else the bitwise
 * complement of the remaining making amount). cancelOrders cancels pairwise (MismatchArraysLengths
 * when the arrays differ in length). bitsInvalidateForOrder needs makerTraits that use the bit
 * invalidator (OrderIsNotSuitableForMassInvalidation).
 */
export function writeOrderProtocolBitsInvalidateForOrder<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteOrderProtocolBitsInvalidateForOrderParameters,
  options: ContractWriteOptions<
    typeof orderProtocolAbi,
    "bitsInvalidateForOrder",
    WriteOrderProtocolBitsInvalidateForOrderParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteOrderProtocolBitsInvalidateForOrderReturnType> {
  return writeContract(client, {
    ...options,
    abi: orderProtocolAbi,
    address,
    functionName: "bitsInvalidateForOrder",
    args,
  } as unknown as WriteContractParameters<
    typeof orderProtocolAbi,
    "bitsInvalidateForOrder",
    WriteOrderProtocolBitsInvalidateForOrderParameters,
    chain,
    account,
    chainOverride
  >);
}

/**
 * Arguments of `bitInvalidatorForOrder(address maker, uint256 slot) view returns (uint256)`, in ABI
 * order.
 */
export type ReadOrderProtocolBitInvalidatorForOrderParameters = ContractFunctionArgs<
  typeof orderProtocolAbi,
  "pure" | "view",
  "bitInvalidatorForOrder"
>;
/** Decoded result of `bitInvalidatorForOrder(address maker, uint256 slot) view returns (uint256)`. */
export type ReadOrderProtocolBitInvalidatorForOrderReturnType = ContractFunctionReturnType<
  typeof orderProtocolAbi,
  "pure" | "view",
  "bitInvalidatorForOrder",
  ReadOrderProtocolBitInvalidatorForOrderParameters
>;
/** Errors {@link readOrderProtocolBitInvalidatorForOrder} can throw (viem's `readContract` errors). */
export type ReadOrderProtocolBitInvalidatorForOrderErrorType = ReadContractErrorType;
/**
 * Reads `bitInvalidatorForOrder(address maker, uint256 slot) view returns (uint256)` from
 * OrderProtocol with viem's `readContract` (an `eth_call`).
 */
export function readOrderProtocolBitInvalidatorForOrder(
  client: Client,
  address: Address,
  args: ReadOrderProtocolBitInvalidatorForOrderParameters,
  options?: ContractReadOptions<typeof orderProtocolAbi, "bitInvalidatorForOrder">,
): Promise<ReadOrderProtocolBitInvalidatorForOrderReturnType> {
  return readContract(client, {
    ...options,
    abi: orderProtocolAbi,
    address,
    functionName: "bitInvalidatorForOrder",
    args,
  });
}

/**
 * Arguments of `remainingInvalidatorForOrder(address maker, bytes32 orderHash) view returns
 * (uint256)`, in ABI order.
 */
export type ReadOrderProtocolRemainingInvalidatorForOrderParameters = ContractFunctionArgs<
  typeof orderProtocolAbi,
  "pure" | "view",
  "remainingInvalidatorForOrder"
>;
/**
 * Decoded result of `remainingInvalidatorForOrder(address maker, bytes32 orderHash) view returns
 * (uint256)`.
 */
export type ReadOrderProtocolRemainingInvalidatorForOrderReturnType = ContractFunctionReturnType<
  typeof orderProtocolAbi,
  "pure" | "view",
  "remainingInvalidatorForOrder",
  ReadOrderProtocolRemainingInvalidatorForOrderParameters
>;
/**
 * Errors {@link readOrderProtocolRemainingInvalidatorForOrder} can throw (viem's `readContract`
 * errors).
 */
export type ReadOrderProtocolRemainingInvalidatorForOrderErrorType = ReadContractErrorType;
/**
 * Reads `remainingInvalidatorForOrder(address maker, bytes32 orderHash) view returns (uint256)` from
 * OrderProtocol with viem's `readContract` (an `eth_call`).
 *
 * From the spec: OrderFilled carries the maker-asset amount left. remainingInvalidatorForOrder reverts
 * RemainingInvalidatedOrder for an order never filled nor cancelled (as the real contract does);
 * rawRemainingInvalidatorForOrder returns the stored word instead (0 = untouched, else the bitwise
 * complement of the remaining making amount). cancelOrders cancels pairwise (MismatchArraysLengths
 * when the arrays differ in length). bitsInvalidateForOrder needs makerTraits that use the bit
 * invalidator (OrderIsNotSuitableForMassInvalidation).
 */
export function readOrderProtocolRemainingInvalidatorForOrder(
  client: Client,
  address: Address,
  args: ReadOrderProtocolRemainingInvalidatorForOrderParameters,
  options?: ContractReadOptions<typeof orderProtocolAbi, "remainingInvalidatorForOrder">,
): Promise<ReadOrderProtocolRemainingInvalidatorForOrderReturnType> {
  return readContract(client, {
    ...options,
    abi: orderProtocolAbi,
    address,
    functionName: "remainingInvalidatorForOrder",
    args,
  });
}

/**
 * Arguments of `rawRemainingInvalidatorForOrder(address maker, bytes32 orderHash) view returns
 * (uint256)`, in ABI order.
 */
export type ReadOrderProtocolRawRemainingInvalidatorForOrderParameters = ContractFunctionArgs<
  typeof orderProtocolAbi,
  "pure" | "view",
  "rawRemainingInvalidatorForOrder"
>;
/**
 * Decoded result of `rawRemainingInvalidatorForOrder(address maker, bytes32 orderHash) view returns
 * (uint256)`.
 */
export type ReadOrderProtocolRawRemainingInvalidatorForOrderReturnType = ContractFunctionReturnType<
  typeof orderProtocolAbi,
  "pure" | "view",
  "rawRemainingInvalidatorForOrder",
  ReadOrderProtocolRawRemainingInvalidatorForOrderParameters
>;
/**
 * Errors {@link readOrderProtocolRawRemainingInvalidatorForOrder} can throw (viem's `readContract`
 * errors).
 */
export type ReadOrderProtocolRawRemainingInvalidatorForOrderErrorType = ReadContractErrorType;
/**
 * Reads `rawRemainingInvalidatorForOrder(address maker, bytes32 orderHash) view returns (uint256)`
 * from OrderProtocol with viem's `readContract` (an `eth_call`).
 *
 * From the spec: Subset of the 1inch Limit Order Protocol v4
 * (docs/reference/protocol.md#order-struct-and-hash) as the deployed 1inch AggregationRouterV6 exposes
 * it; the selectors are the router's (hashOrder 0x802b2ef1, fillOrder 0x9fda64bd, fillOrderArgs
 * 0xf497df75, fillContractOrder 0xcc713a04, fillContractOrderArgs 0x56a75868, cancelOrders 0x89e7c650,
 * rawRemainingInvalidatorForOrder 0xc2a40753).
 * From the spec: OrderFilled carries the maker-asset amount left. remainingInvalidatorForOrder reverts
 * RemainingInvalidatedOrder for an order never filled nor cancelled (as the real contract does);
 * rawRemainingInvalidatorForOrder returns the stored word instead (0 = untouched, else the bitwise
 * complement of the remaining making amount). cancelOrders cancels pairwise (MismatchArraysLengths
 * when the arrays differ in length). bitsInvalidateForOrder needs makerTraits that use the bit
 * invalidator (OrderIsNotSuitableForMassInvalidation).
 */
export function readOrderProtocolRawRemainingInvalidatorForOrder(
  client: Client,
  address: Address,
  args: ReadOrderProtocolRawRemainingInvalidatorForOrderParameters,
  options?: ContractReadOptions<typeof orderProtocolAbi, "rawRemainingInvalidatorForOrder">,
): Promise<ReadOrderProtocolRawRemainingInvalidatorForOrderReturnType> {
  return readContract(client, {
    ...options,
    abi: orderProtocolAbi,
    address,
    functionName: "rawRemainingInvalidatorForOrder",
    args,
  });
}

/**
 * Arguments of `eip712Domain() view returns (bytes1 fields, string name, string version, uint256
 * chainId, address verifyingContract, bytes32 salt, uint256[] extensions)`, in ABI order.
 */
export type ReadOrderProtocolEip712DomainParameters = ContractFunctionArgs<
  typeof orderProtocolAbi,
  "pure" | "view",
  "eip712Domain"
>;
/**
 * Decoded result of `eip712Domain() view returns (bytes1 fields, string name, string version, uint256
 * chainId, address verifyingContract, bytes32 salt, uint256[] extensions)`.
 */
export type ReadOrderProtocolEip712DomainReturnType = ContractFunctionReturnType<
  typeof orderProtocolAbi,
  "pure" | "view",
  "eip712Domain",
  ReadOrderProtocolEip712DomainParameters
>;
/** Errors {@link readOrderProtocolEip712Domain} can throw (viem's `readContract` errors). */
export type ReadOrderProtocolEip712DomainErrorType = ReadContractErrorType;
/**
 * Reads `eip712Domain() view returns (bytes1 fields, string name, string version, uint256 chainId,
 * address verifyingContract, bytes32 salt, uint256[] extensions)` from OrderProtocol with viem's
 * `readContract` (an `eth_call`).
 */
export function readOrderProtocolEip712Domain(
  client: Client,
  address: Address,
  options?: ContractReadOptions<typeof orderProtocolAbi, "eip712Domain">,
): Promise<ReadOrderProtocolEip712DomainReturnType> {
  return readContract(client, {
    ...options,
    abi: orderProtocolAbi,
    address,
    functionName: "eip712Domain",
  });
}

/** Names of the events OrderProtocol emits, in ABI order. */
export const orderProtocolEventNames = ["OrderFilled", "OrderCancelled", "BitInvalidatorUpdated"] as const;

/** Name of an event OrderProtocol emits. */
export type OrderProtocolEventName = ContractEventName<typeof orderProtocolAbi>;

/**
 * A decoded `OrderFilled` log of OrderProtocol.
 *
 * From the spec: OrderFilled carries the maker-asset amount left. remainingInvalidatorForOrder reverts
 * RemainingInvalidatedOrder for an order never filled nor cancelled (as the real contract does);
 * rawRemainingInvalidatorForOrder returns the stored word instead (0 = untouched, else the bitwise
 * complement of the remaining making amount). cancelOrders cancels pairwise (MismatchArraysLengths
 * when the arrays differ in length). bitsInvalidateForOrder needs makerTraits that use the bit
 * invalidator (OrderIsNotSuitableForMassInvalidation).
 */
export type OrderProtocolOrderFilledEvent = DecodeEventLogReturnType<typeof orderProtocolAbi, "OrderFilled">;

/**
 * A decoded `OrderCancelled` log of OrderProtocol.
 *
 * From the spec: BitInvalidatorUpdated), otherwise by a per-order remaining-amount invalidator
 * (OrderCancelled on cancel). fillOrder takes an EOA signature in compact form (r, vs);
 * fillContractOrder checks ERC-1271 isValidSignature. takerTraits bit 255 means `amount` is a making
 * amount (else a taking amount); the low 185 bits are a threshold checked as a rate (taking/making no
 * worse than threshold/amount: TakingAmountTooHigh, MakingAmountTooLow); bit 251 says args start with
 * a 20-byte target that receives the maker asset instead of the caller; bits 224-247 and 200-223 are
 * the lengths of the extension and taker interaction that follow in args. fillOrderArgs and
 * fillContractOrderArgs take those args; fillOrder and fillContractOrder have none.
 */
export type OrderProtocolOrderCancelledEvent = DecodeEventLogReturnType<typeof orderProtocolAbi, "OrderCancelled">;

/**
 * A decoded `BitInvalidatorUpdated` log of OrderProtocol.
 *
 * From the spec: BitInvalidatorUpdated), otherwise by a per-order remaining-amount invalidator
 * (OrderCancelled on cancel). fillOrder takes an EOA signature in compact form (r, vs);
 * fillContractOrder checks ERC-1271 isValidSignature. takerTraits bit 255 means `amount` is a making
 * amount (else a taking amount); the low 185 bits are a threshold checked as a rate (taking/making no
 * worse than threshold/amount: TakingAmountTooHigh, MakingAmountTooLow); bit 251 says args start with
 * a 20-byte target that receives the maker asset instead of the caller; bits 224-247 and 200-223 are
 * the lengths of the extension and taker interaction that follow in args. fillOrderArgs and
 * fillContractOrderArgs take those args; fillOrder and fillContractOrder have none.
 */
export type OrderProtocolBitInvalidatorUpdatedEvent = DecodeEventLogReturnType<
  typeof orderProtocolAbi,
  "BitInvalidatorUpdated"
>;

/** Result of {@link decodeOrderProtocolEvent}: the event name and its decoded arguments. */
export type DecodeOrderProtocolEventReturnType = DecodeEventLogReturnType<typeof orderProtocolAbi>;

/**
 * Decodes one raw log emitted by OrderProtocol (viem's `decodeEventLog`); throws when the topics match
 * no OrderProtocol event.
 */
export function decodeOrderProtocolEvent(
  log: { data: Hex; topics: [signature: Hex, ...args: Hex[]] | [] },
): DecodeOrderProtocolEventReturnType {
  return decodeEventLog({ abi: orderProtocolAbi, data: log.data, topics: log.topics });
}

/**
 * Picks the OrderProtocol events out of `logs` (viem's `parseEventLogs`), optionally only those named
 * `eventName`; logs of other contracts or events are skipped.
 */
export function parseOrderProtocolLogs<
  const eventName extends OrderProtocolEventName | OrderProtocolEventName[] | undefined = undefined,
>(
  logs: Log[],
  eventName?: eventName,
): ParseEventLogsReturnType<typeof orderProtocolAbi, eventName, true> {
  const parameters = { abi: orderProtocolAbi, logs, ...(eventName === undefined ? {} : { eventName }) };
  return parseEventLogs<typeof orderProtocolAbi, true, eventName>(
    parameters as ParseEventLogsParameters<typeof orderProtocolAbi, eventName, true>,
  );
}

/** Names of the custom errors OrderProtocol reverts with, in ABI order. */
export const orderProtocolErrorNames = [
  "OrderExpired",
  "PartialFillNotAllowed",
  "BadSignature",
  "PrivateOrder",
  "InvalidatedOrder",
  "BitInvalidatedOrder",
  "TakingAmountTooHigh",
  "MakingAmountTooLow",
  "SwapWithZeroAmount",
  "InvalidMsgValue",
  "TransferFromMakerToTakerFailed",
  "TransferFromTakerToMakerFailed",
  "RemainingInvalidatedOrder",
  "OrderIsNotSuitableForMassInvalidation",
  "UnsupportedTraits",
  "TakingAmountExceeded",
  "MismatchArraysLengths",
] as const;

/** Result of {@link decodeOrderProtocolError}: the error name and its decoded arguments. */
export type DecodeOrderProtocolErrorReturnType = DecodeErrorResultReturnType<typeof orderProtocolAbi>;

/**
 * Decodes OrderProtocol revert data (viem's `decodeErrorResult`); throws when the selector matches no
 * OrderProtocol error.
 */
export function decodeOrderProtocolError(data: Hex): DecodeOrderProtocolErrorReturnType {
  return decodeErrorResult({ abi: orderProtocolAbi, data });
}
