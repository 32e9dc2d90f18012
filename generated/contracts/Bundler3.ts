// generated from specs/abi/Bundler3.json (sha256:125d79cc23f3f91c4cc63e55773cfe10e6957e937d543e64a469af17d5c747ab), do not edit
import {
  type Account,
  type Address,
  type Chain,
  type Client,
  type ContractFunctionArgs,
  type ContractFunctionReturnType,
  type DecodeErrorResultReturnType,
  type Hash,
  type Hex,
  type ReadContractErrorType,
  type SimulateContractErrorType,
  type SimulateContractParameters,
  type SimulateContractReturnType,
  type Transport,
  type WriteContractErrorType,
  type WriteContractParameters,
  decodeErrorResult,
} from "viem";
import { readContract, simulateContract, writeContract } from "viem/actions";
import type { ContractReadOptions, ContractSimulateOptions, ContractWriteOptions } from "./actionTypes.js";

/**
 * Bundler3 ABI (specs/abi/Bundler3.json).
 *
 * Morpho's Bundler3 (the multicall through which the deployed Adapter must be called;
 * docs/reference/protocol.md#the-adapter), by its public interface. multicall(bundle) records the
 * caller as initiator for the duration of the bundle (AlreadyInitiated if a bundle is already running;
 * EmptyBundle for none) and calls each Call's `to` with its `data` and `value` in order; a failing
 * call reverts the whole bundle with the call's own revert data unless its skipRevert is set.
 * initiator() is the account that sent the running bundle (the zero address between bundles); adapters
 * read it to know whom they act for. A call whose callbackHash is non-zero must re-enter during that
 * call: its target calls reenter(bundle) with a bundle whose ABI encoding hashes (keccak256) to
 * callbackHash (IncorrectReenterHash otherwise; MissingExpectedReenter if it never does);
 * reenterHash() is keccak256 of the expected caller followed by callbackHash while such a call runs.
 * The devnet deploys its own implementation of this interface so bundles built for the deployed chain
 * run on it.
 */
export const bundler3Abi = [
  {
    type: "error",
    name: "AlreadyInitiated",
    inputs: [],
  },
  {
    type: "error",
    name: "EmptyBundle",
    inputs: [],
  },
  {
    type: "error",
    name: "IncorrectReenterHash",
    inputs: [],
  },
  {
    type: "error",
    name: "MissingExpectedReenter",
    inputs: [],
  },
  {
    type: "function",
    name: "multicall",
    inputs: [
      {
        name: "bundle",
        type: "tuple[]",
        internalType: "struct Call[]",
        components: [
          { name: "to", type: "address", internalType: "address" },
          { name: "data", type: "bytes", internalType: "bytes" },
          { name: "value", type: "uint256", internalType: "uint256" },
          { name: "skipRevert", type: "bool", internalType: "bool" },
          { name: "callbackHash", type: "bytes32", internalType: "bytes32" },
        ],
      },
    ],
    outputs: [],
    stateMutability: "payable",
  },
  {
    type: "function",
    name: "reenter",
    inputs: [
      {
        name: "bundle",
        type: "tuple[]",
        internalType: "struct Call[]",
        components: [
          { name: "to", type: "address", internalType: "address" },
          { name: "data", type: "bytes", internalType: "bytes" },
          { name: "value", type: "uint256", internalType: "uint256" },
          { name: "skipRevert", type: "bool", internalType: "bool" },
          { name: "callbackHash", type: "bytes32", internalType: "bytes32" },
        ],
      },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "initiator",
    inputs: [],
    outputs: [
      { name: "", type: "address", internalType: "address" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "reenterHash",
    inputs: [],
    outputs: [
      { name: "", type: "bytes32", internalType: "bytes32" },
    ],
    stateMutability: "view",
  },
] as const;

/** Arguments of `multicall(Call[] bundle) payable`, in ABI order. */
export type SimulateBundler3MulticallParameters = ContractFunctionArgs<
  typeof bundler3Abi,
  "nonpayable" | "payable",
  "multicall"
>;
/**
 * The transaction request a successful simulation of `multicall` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateBundler3MulticallReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof bundler3Abi,
  "multicall",
  SimulateBundler3MulticallParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateBundler3Multicall} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulateBundler3MulticallErrorType = SimulateContractErrorType;
/**
 * Simulates `multicall(Call[] bundle) payable` on Bundler3 with viem's `simulateContract` and returns
 * the request to send.
 *
 * From the spec: Morpho's Bundler3 (the multicall through which the deployed Adapter must be called;
 * docs/reference/protocol.md#the-adapter), by its public interface. multicall(bundle) records the
 * caller as initiator for the duration of the bundle (AlreadyInitiated if a bundle is already running;
 */
export async function simulateBundler3Multicall<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateBundler3MulticallParameters,
  options?: ContractSimulateOptions<
    typeof bundler3Abi,
    "multicall",
    SimulateBundler3MulticallParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateBundler3MulticallReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: bundler3Abi,
    address,
    functionName: "multicall",
    args,
  } as unknown as SimulateContractParameters<
    typeof bundler3Abi,
    "multicall",
    SimulateBundler3MulticallParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateBundler3MulticallReturnType<chain, account, chainOverride, accountOverride>;
}

/** Arguments of `multicall(Call[] bundle) payable`, in ABI order. */
export type WriteBundler3MulticallParameters = ContractFunctionArgs<
  typeof bundler3Abi,
  "nonpayable" | "payable",
  "multicall"
>;
/** Hash of the transaction {@link writeBundler3Multicall} sent. */
export type WriteBundler3MulticallReturnType = Hash;
/** Errors {@link writeBundler3Multicall} can throw (viem's `writeContract` errors). */
export type WriteBundler3MulticallErrorType = WriteContractErrorType;
/**
 * Sends `multicall(Call[] bundle) payable` to Bundler3 with viem's `writeContract`; `options` must
 * carry `account` and `chain` when the client does not.
 *
 * From the spec: Morpho's Bundler3 (the multicall through which the deployed Adapter must be called;
 * docs/reference/protocol.md#the-adapter), by its public interface. multicall(bundle) records the
 * caller as initiator for the duration of the bundle (AlreadyInitiated if a bundle is already running;
 */
export function writeBundler3Multicall<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteBundler3MulticallParameters,
  options: ContractWriteOptions<
    typeof bundler3Abi,
    "multicall",
    WriteBundler3MulticallParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteBundler3MulticallReturnType> {
  return writeContract(client, {
    ...options,
    abi: bundler3Abi,
    address,
    functionName: "multicall",
    args,
  } as unknown as WriteContractParameters<
    typeof bundler3Abi,
    "multicall",
    WriteBundler3MulticallParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `reenter(Call[] bundle)`, in ABI order. */
export type SimulateBundler3ReenterParameters = ContractFunctionArgs<
  typeof bundler3Abi,
  "nonpayable" | "payable",
  "reenter"
>;
/**
 * The transaction request a successful simulation of `reenter` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateBundler3ReenterReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof bundler3Abi,
  "reenter",
  SimulateBundler3ReenterParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateBundler3Reenter} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulateBundler3ReenterErrorType = SimulateContractErrorType;
/**
 * Simulates `reenter(Call[] bundle)` on Bundler3 with viem's `simulateContract` and returns the
 * request to send.
 *
 * From the spec: A call whose callbackHash is non-zero must re-enter during that call: its target
 * calls reenter(bundle) with a bundle whose ABI encoding hashes (keccak256) to callbackHash
 * (IncorrectReenterHash otherwise;
 */
export async function simulateBundler3Reenter<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateBundler3ReenterParameters,
  options?: ContractSimulateOptions<
    typeof bundler3Abi,
    "reenter",
    SimulateBundler3ReenterParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateBundler3ReenterReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: bundler3Abi,
    address,
    functionName: "reenter",
    args,
  } as unknown as SimulateContractParameters<
    typeof bundler3Abi,
    "reenter",
    SimulateBundler3ReenterParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateBundler3ReenterReturnType<chain, account, chainOverride, accountOverride>;
}

/** Arguments of `reenter(Call[] bundle)`, in ABI order. */
export type WriteBundler3ReenterParameters = ContractFunctionArgs<
  typeof bundler3Abi,
  "nonpayable" | "payable",
  "reenter"
>;
/** Hash of the transaction {@link writeBundler3Reenter} sent. */
export type WriteBundler3ReenterReturnType = Hash;
/** Errors {@link writeBundler3Reenter} can throw (viem's `writeContract` errors). */
export type WriteBundler3ReenterErrorType = WriteContractErrorType;
/**
 * Sends `reenter(Call[] bundle)` to Bundler3 with viem's `writeContract`; `options` must carry
 * `account` and `chain` when the client does not.
 *
 * From the spec: A call whose callbackHash is non-zero must re-enter during that call: its target
 * calls reenter(bundle) with a bundle whose ABI encoding hashes (keccak256) to callbackHash
 * (IncorrectReenterHash otherwise;
 */
export function writeBundler3Reenter<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteBundler3ReenterParameters,
  options: ContractWriteOptions<
    typeof bundler3Abi,
    "reenter",
    WriteBundler3ReenterParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteBundler3ReenterReturnType> {
  return writeContract(client, {
    ...options,
    abi: bundler3Abi,
    address,
    functionName: "reenter",
    args,
  } as unknown as WriteContractParameters<
    typeof bundler3Abi,
    "reenter",
    WriteBundler3ReenterParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `initiator() view returns (address)`, in ABI order. */
export type ReadBundler3InitiatorParameters = ContractFunctionArgs<typeof bundler3Abi, "pure" | "view", "initiator">;
/** Decoded result of `initiator() view returns (address)`. */
export type ReadBundler3InitiatorReturnType = ContractFunctionReturnType<
  typeof bundler3Abi,
  "pure" | "view",
  "initiator",
  ReadBundler3InitiatorParameters
>;
/** Errors {@link readBundler3Initiator} can throw (viem's `readContract` errors). */
export type ReadBundler3InitiatorErrorType = ReadContractErrorType;
/**
 * Reads `initiator() view returns (address)` from Bundler3 with viem's `readContract` (an `eth_call`).
 *
 * From the spec: Morpho's Bundler3 (the multicall through which the deployed Adapter must be called;
 * docs/reference/protocol.md#the-adapter), by its public interface. multicall(bundle) records the
 * caller as initiator for the duration of the bundle (AlreadyInitiated if a bundle is already running;
 * From the spec: EmptyBundle for none) and calls each Call's `to` with its `data` and `value` in
 * order; a failing call reverts the whole bundle with the call's own revert data unless its skipRevert
 * is set. initiator() is the account that sent the running bundle (the zero address between bundles);
 * adapters read it to know whom they act for.
 */
export function readBundler3Initiator(
  client: Client,
  address: Address,
  options?: ContractReadOptions<typeof bundler3Abi, "initiator">,
): Promise<ReadBundler3InitiatorReturnType> {
  return readContract(client, {
    ...options,
    abi: bundler3Abi,
    address,
    functionName: "initiator",
  });
}

/** Arguments of `reenterHash() view returns (bytes32)`, in ABI order. */
export type ReadBundler3ReenterHashParameters = ContractFunctionArgs<
  typeof bundler3Abi,
  "pure" | "view",
  "reenterHash"
>;
/** Decoded result of `reenterHash() view returns (bytes32)`. */
export type ReadBundler3ReenterHashReturnType = ContractFunctionReturnType<
  typeof bundler3Abi,
  "pure" | "view",
  "reenterHash",
  ReadBundler3ReenterHashParameters
>;
/** Errors {@link readBundler3ReenterHash} can throw (viem's `readContract` errors). */
export type ReadBundler3ReenterHashErrorType = ReadContractErrorType;
/**
 * Reads `reenterHash() view returns (bytes32)` from Bundler3 with viem's `readContract` (an
 * `eth_call`).
 *
 * From the spec: MissingExpectedReenter if it never does); reenterHash() is keccak256 of the expected
 * caller followed by callbackHash while such a call runs.
 */
export function readBundler3ReenterHash(
  client: Client,
  address: Address,
  options?: ContractReadOptions<typeof bundler3Abi, "reenterHash">,
): Promise<ReadBundler3ReenterHashReturnType> {
  return readContract(client, {
    ...options,
    abi: bundler3Abi,
    address,
    functionName: "reenterHash",
  });
}

/** Names of the custom errors Bundler3 reverts with, in ABI order. */
export const bundler3ErrorNames = [
  "AlreadyInitiated",
  "EmptyBundle",
  "IncorrectReenterHash",
  "MissingExpectedReenter",
] as const;

/** Result of {@link decodeBundler3Error}: the error name and its decoded arguments. */
export type DecodeBundler3ErrorReturnType = DecodeErrorResultReturnType<typeof bundler3Abi>;

/**
 * Decodes Bundler3 revert data (viem's `decodeErrorResult`); throws when the selector matches no
 * Bundler3 error.
 */
export function decodeBundler3Error(data: Hex): DecodeBundler3ErrorReturnType {
  return decodeErrorResult({ abi: bundler3Abi, data });
}
