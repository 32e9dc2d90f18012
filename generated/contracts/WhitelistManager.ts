// generated from specs/abi/WhitelistManager.json (sha256:8b3a8fed17c571c2b37deca7f25f7558fde82f23828117ca483167cdbd377a1c), do not edit
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

/**
 * WhitelistManager ABI (specs/abi/WhitelistManager.json).
 *
 * Whitelist of accounts per market (Cork Phoenix WhitelistManager,
 * docs/reference/protocol.md#whitelist). isWhitelisted(poolId, account) is true when the market's
 * whitelist is not enabled, or the account is globally whitelisted, or it is whitelisted for that
 * market. Mutations are controller-only (OnlyCorkControllerAllowed) and emit one event per account in
 * a batch. activateMarketWhitelist works only before the pool exists (AlreadyInitialized afterwards);
 * disableMarketWhitelist is one-way (WhitelistAlreadyDisabled). CORK_POOL_MANAGER is the PoolManager
 * this whitelist serves. Differences from the deployed chain: the real contract is an upgradeable
 * proxy with role-based access (CORK_CONTROLLER_ROLE held by the DefaultCorkController); the devnet
 * contract treats the deployer as the controller. Cork's docs say only deposit is whitelist-gated, the
 * code (and this devnet) gate every user entry point of the PoolManager and the Adapter. Role checks
 * of the deployed contract revert AccessControlUnauthorizedAccount(account, neededRole), and as a UUPS
 * proxy it can revert with InvalidInitialization, NotInitializing, the ERC1967*\/UUPS* errors,
 * AddressEmptyCode, FailedCall and the Ownable* errors; they are listed so that such reverts decode by
 * name.
 */
export const whitelistManagerAbi = [
  {
    type: "event",
    name: "GlobalWhitelistAdded",
    inputs: [
      { name: "account", type: "address", internalType: "address", indexed: true },
    ],
    anonymous: false,
  },
  {
    type: "event",
    name: "GlobalWhitelistRemoved",
    inputs: [
      { name: "account", type: "address", internalType: "address", indexed: true },
    ],
    anonymous: false,
  },
  {
    type: "event",
    name: "MarketWhitelistAdded",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId", indexed: true },
      { name: "account", type: "address", internalType: "address", indexed: false },
    ],
    anonymous: false,
  },
  {
    type: "event",
    name: "MarketWhitelistRemoved",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId", indexed: true },
      { name: "account", type: "address", internalType: "address", indexed: false },
    ],
    anonymous: false,
  },
  {
    type: "event",
    name: "MarketWhitelistDisabled",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId", indexed: true },
    ],
    anonymous: false,
  },
  {
    type: "event",
    name: "MarketWhitelistEnabled",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId", indexed: true },
    ],
    anonymous: false,
  },
  {
    type: "error",
    name: "OnlyCorkControllerAllowed",
    inputs: [],
  },
  {
    type: "error",
    name: "ZeroAddress",
    inputs: [],
  },
  {
    type: "error",
    name: "AlreadySet",
    inputs: [],
  },
  {
    type: "error",
    name: "AlreadyInitialized",
    inputs: [],
  },
  {
    type: "error",
    name: "WhitelistAlreadyDisabled",
    inputs: [],
  },
  {
    type: "error",
    name: "AccessControlUnauthorizedAccount",
    inputs: [
      { name: "account", type: "address", internalType: "address" },
      { name: "neededRole", type: "bytes32", internalType: "bytes32" },
    ],
  },
  {
    type: "error",
    name: "InvalidInitialization",
    inputs: [],
  },
  {
    type: "error",
    name: "NotInitializing",
    inputs: [],
  },
  {
    type: "error",
    name: "ERC1967InvalidImplementation",
    inputs: [
      { name: "implementation", type: "address", internalType: "address" },
    ],
  },
  {
    type: "error",
    name: "ERC1967NonPayable",
    inputs: [],
  },
  {
    type: "error",
    name: "UUPSUnauthorizedCallContext",
    inputs: [],
  },
  {
    type: "error",
    name: "UUPSUnsupportedProxiableUUID",
    inputs: [
      { name: "slot", type: "bytes32", internalType: "bytes32" },
    ],
  },
  {
    type: "error",
    name: "AddressEmptyCode",
    inputs: [
      { name: "target", type: "address", internalType: "address" },
    ],
  },
  {
    type: "error",
    name: "FailedCall",
    inputs: [],
  },
  {
    type: "error",
    name: "OwnableUnauthorizedAccount",
    inputs: [
      { name: "account", type: "address", internalType: "address" },
    ],
  },
  {
    type: "error",
    name: "OwnableInvalidOwner",
    inputs: [
      { name: "owner", type: "address", internalType: "address" },
    ],
  },
  {
    type: "function",
    name: "isWhitelisted",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "account", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "", type: "bool", internalType: "bool" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "isMarketWhitelistEnabled",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
    ],
    outputs: [
      { name: "", type: "bool", internalType: "bool" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "isGlobalWhitelisted",
    inputs: [
      { name: "account", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "", type: "bool", internalType: "bool" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "isMarketWhitelisted",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "account", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "", type: "bool", internalType: "bool" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "CORK_POOL_MANAGER",
    inputs: [],
    outputs: [
      { name: "", type: "address", internalType: "address" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "addToGlobalWhitelist",
    inputs: [
      { name: "accounts", type: "address[]", internalType: "address[]" },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "removeFromGlobalWhitelist",
    inputs: [
      { name: "accounts", type: "address[]", internalType: "address[]" },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "addToMarketWhitelist",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "accounts", type: "address[]", internalType: "address[]" },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "removeFromMarketWhitelist",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "accounts", type: "address[]", internalType: "address[]" },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "disableMarketWhitelist",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "activateMarketWhitelist",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
] as const;

/** Arguments of `isWhitelisted(MarketId poolId, address account) view returns (bool)`, in ABI order. */
export type ReadWhitelistManagerIsWhitelistedParameters = ContractFunctionArgs<
  typeof whitelistManagerAbi,
  "pure" | "view",
  "isWhitelisted"
>;
/** Decoded result of `isWhitelisted(MarketId poolId, address account) view returns (bool)`. */
export type ReadWhitelistManagerIsWhitelistedReturnType = ContractFunctionReturnType<
  typeof whitelistManagerAbi,
  "pure" | "view",
  "isWhitelisted",
  ReadWhitelistManagerIsWhitelistedParameters
>;
/** Errors {@link readWhitelistManagerIsWhitelisted} can throw (viem's `readContract` errors). */
export type ReadWhitelistManagerIsWhitelistedErrorType = ReadContractErrorType;
/**
 * Reads `isWhitelisted(MarketId poolId, address account) view returns (bool)` from WhitelistManager
 * with viem's `readContract` (an `eth_call`).
 *
 * From the spec: Whitelist of accounts per market (Cork Phoenix WhitelistManager,
 * docs/reference/protocol.md#whitelist). isWhitelisted(poolId, account) is true when the market's
 * whitelist is not enabled, or the account is globally whitelisted, or it is whitelisted for that
 * market.
 */
export function readWhitelistManagerIsWhitelisted(
  client: Client,
  address: Address,
  args: ReadWhitelistManagerIsWhitelistedParameters,
  options?: ContractReadOptions<typeof whitelistManagerAbi, "isWhitelisted">,
): Promise<ReadWhitelistManagerIsWhitelistedReturnType> {
  return readContract(client, {
    ...options,
    abi: whitelistManagerAbi,
    address,
    functionName: "isWhitelisted",
    args,
  });
}

/** Arguments of `isMarketWhitelistEnabled(MarketId poolId) view returns (bool)`, in ABI order. */
export type ReadWhitelistManagerIsMarketWhitelistEnabledParameters = ContractFunctionArgs<
  typeof whitelistManagerAbi,
  "pure" | "view",
  "isMarketWhitelistEnabled"
>;
/** Decoded result of `isMarketWhitelistEnabled(MarketId poolId) view returns (bool)`. */
export type ReadWhitelistManagerIsMarketWhitelistEnabledReturnType = ContractFunctionReturnType<
  typeof whitelistManagerAbi,
  "pure" | "view",
  "isMarketWhitelistEnabled",
  ReadWhitelistManagerIsMarketWhitelistEnabledParameters
>;
/**
 * Errors {@link readWhitelistManagerIsMarketWhitelistEnabled} can throw (viem's `readContract`
 * errors).
 */
export type ReadWhitelistManagerIsMarketWhitelistEnabledErrorType = ReadContractErrorType;
/**
 * Reads `isMarketWhitelistEnabled(MarketId poolId) view returns (bool)` from WhitelistManager with
 * viem's `readContract` (an `eth_call`).
 */
export function readWhitelistManagerIsMarketWhitelistEnabled(
  client: Client,
  address: Address,
  args: ReadWhitelistManagerIsMarketWhitelistEnabledParameters,
  options?: ContractReadOptions<typeof whitelistManagerAbi, "isMarketWhitelistEnabled">,
): Promise<ReadWhitelistManagerIsMarketWhitelistEnabledReturnType> {
  return readContract(client, {
    ...options,
    abi: whitelistManagerAbi,
    address,
    functionName: "isMarketWhitelistEnabled",
    args,
  });
}

/** Arguments of `isGlobalWhitelisted(address account) view returns (bool)`, in ABI order. */
export type ReadWhitelistManagerIsGlobalWhitelistedParameters = ContractFunctionArgs<
  typeof whitelistManagerAbi,
  "pure" | "view",
  "isGlobalWhitelisted"
>;
/** Decoded result of `isGlobalWhitelisted(address account) view returns (bool)`. */
export type ReadWhitelistManagerIsGlobalWhitelistedReturnType = ContractFunctionReturnType<
  typeof whitelistManagerAbi,
  "pure" | "view",
  "isGlobalWhitelisted",
  ReadWhitelistManagerIsGlobalWhitelistedParameters
>;
/** Errors {@link readWhitelistManagerIsGlobalWhitelisted} can throw (viem's `readContract` errors). */
export type ReadWhitelistManagerIsGlobalWhitelistedErrorType = ReadContractErrorType;
/**
 * Reads `isGlobalWhitelisted(address account) view returns (bool)` from WhitelistManager with viem's
 * `readContract` (an `eth_call`).
 */
export function readWhitelistManagerIsGlobalWhitelisted(
  client: Client,
  address: Address,
  args: ReadWhitelistManagerIsGlobalWhitelistedParameters,
  options?: ContractReadOptions<typeof whitelistManagerAbi, "isGlobalWhitelisted">,
): Promise<ReadWhitelistManagerIsGlobalWhitelistedReturnType> {
  return readContract(client, {
    ...options,
    abi: whitelistManagerAbi,
    address,
    functionName: "isGlobalWhitelisted",
    args,
  });
}

/**
 * Arguments of `isMarketWhitelisted(MarketId poolId, address account) view returns (bool)`, in ABI
 * order.
 */
export type ReadWhitelistManagerIsMarketWhitelistedParameters = ContractFunctionArgs<
  typeof whitelistManagerAbi,
  "pure" | "view",
  "isMarketWhitelisted"
>;
/** Decoded result of `isMarketWhitelisted(MarketId poolId, address account) view returns (bool)`. */
export type ReadWhitelistManagerIsMarketWhitelistedReturnType = ContractFunctionReturnType<
  typeof whitelistManagerAbi,
  "pure" | "view",
  "isMarketWhitelisted",
  ReadWhitelistManagerIsMarketWhitelistedParameters
>;
/** Errors {@link readWhitelistManagerIsMarketWhitelisted} can throw (viem's `readContract` errors). */
export type ReadWhitelistManagerIsMarketWhitelistedErrorType = ReadContractErrorType;
/**
 * Reads `isMarketWhitelisted(MarketId poolId, address account) view returns (bool)` from
 * WhitelistManager with viem's `readContract` (an `eth_call`).
 */
export function readWhitelistManagerIsMarketWhitelisted(
  client: Client,
  address: Address,
  args: ReadWhitelistManagerIsMarketWhitelistedParameters,
  options?: ContractReadOptions<typeof whitelistManagerAbi, "isMarketWhitelisted">,
): Promise<ReadWhitelistManagerIsMarketWhitelistedReturnType> {
  return readContract(client, {
    ...options,
    abi: whitelistManagerAbi,
    address,
    functionName: "isMarketWhitelisted",
    args,
  });
}

/** Arguments of `CORK_POOL_MANAGER() view returns (address)`, in ABI order. */
export type ReadWhitelistManagerCorkPoolManagerParameters = ContractFunctionArgs<
  typeof whitelistManagerAbi,
  "pure" | "view",
  "CORK_POOL_MANAGER"
>;
/** Decoded result of `CORK_POOL_MANAGER() view returns (address)`. */
export type ReadWhitelistManagerCorkPoolManagerReturnType = ContractFunctionReturnType<
  typeof whitelistManagerAbi,
  "pure" | "view",
  "CORK_POOL_MANAGER",
  ReadWhitelistManagerCorkPoolManagerParameters
>;
/** Errors {@link readWhitelistManagerCorkPoolManager} can throw (viem's `readContract` errors). */
export type ReadWhitelistManagerCorkPoolManagerErrorType = ReadContractErrorType;
/**
 * Reads `CORK_POOL_MANAGER() view returns (address)` from WhitelistManager with viem's `readContract`
 * (an `eth_call`).
 *
 * From the spec: CORK_POOL_MANAGER is the PoolManager this whitelist serves.
 */
export function readWhitelistManagerCorkPoolManager(
  client: Client,
  address: Address,
  options?: ContractReadOptions<typeof whitelistManagerAbi, "CORK_POOL_MANAGER">,
): Promise<ReadWhitelistManagerCorkPoolManagerReturnType> {
  return readContract(client, {
    ...options,
    abi: whitelistManagerAbi,
    address,
    functionName: "CORK_POOL_MANAGER",
  });
}

/** Arguments of `addToGlobalWhitelist(address[] accounts)`, in ABI order. */
export type SimulateWhitelistManagerAddToGlobalWhitelistParameters = ContractFunctionArgs<
  typeof whitelistManagerAbi,
  "nonpayable" | "payable",
  "addToGlobalWhitelist"
>;
/**
 * The transaction request a successful simulation of `addToGlobalWhitelist` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateWhitelistManagerAddToGlobalWhitelistReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof whitelistManagerAbi,
  "addToGlobalWhitelist",
  SimulateWhitelistManagerAddToGlobalWhitelistParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateWhitelistManagerAddToGlobalWhitelist} can throw, including decoded reverts
 * (viem's `simulateContract` errors).
 */
export type SimulateWhitelistManagerAddToGlobalWhitelistErrorType = SimulateContractErrorType;
/**
 * Simulates `addToGlobalWhitelist(address[] accounts)` on WhitelistManager with viem's
 * `simulateContract` and returns the request to send.
 */
export async function simulateWhitelistManagerAddToGlobalWhitelist<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateWhitelistManagerAddToGlobalWhitelistParameters,
  options?: ContractSimulateOptions<
    typeof whitelistManagerAbi,
    "addToGlobalWhitelist",
    SimulateWhitelistManagerAddToGlobalWhitelistParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateWhitelistManagerAddToGlobalWhitelistReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: whitelistManagerAbi,
    address,
    functionName: "addToGlobalWhitelist",
    args,
  } as unknown as SimulateContractParameters<
    typeof whitelistManagerAbi,
    "addToGlobalWhitelist",
    SimulateWhitelistManagerAddToGlobalWhitelistParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateWhitelistManagerAddToGlobalWhitelistReturnType<
    chain,
    account,
    chainOverride,
    accountOverride
  >;
}

/** Arguments of `addToGlobalWhitelist(address[] accounts)`, in ABI order. */
export type WriteWhitelistManagerAddToGlobalWhitelistParameters = ContractFunctionArgs<
  typeof whitelistManagerAbi,
  "nonpayable" | "payable",
  "addToGlobalWhitelist"
>;
/** Hash of the transaction {@link writeWhitelistManagerAddToGlobalWhitelist} sent. */
export type WriteWhitelistManagerAddToGlobalWhitelistReturnType = Hash;
/** Errors {@link writeWhitelistManagerAddToGlobalWhitelist} can throw (viem's `writeContract` errors). */
export type WriteWhitelistManagerAddToGlobalWhitelistErrorType = WriteContractErrorType;
/**
 * Sends `addToGlobalWhitelist(address[] accounts)` to WhitelistManager with viem's `writeContract`;
 * `options` must carry `account` and `chain` when the client does not.
 */
export function writeWhitelistManagerAddToGlobalWhitelist<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteWhitelistManagerAddToGlobalWhitelistParameters,
  options: ContractWriteOptions<
    typeof whitelistManagerAbi,
    "addToGlobalWhitelist",
    WriteWhitelistManagerAddToGlobalWhitelistParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteWhitelistManagerAddToGlobalWhitelistReturnType> {
  return writeContract(client, {
    ...options,
    abi: whitelistManagerAbi,
    address,
    functionName: "addToGlobalWhitelist",
    args,
  } as unknown as WriteContractParameters<
    typeof whitelistManagerAbi,
    "addToGlobalWhitelist",
    WriteWhitelistManagerAddToGlobalWhitelistParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `removeFromGlobalWhitelist(address[] accounts)`, in ABI order. */
export type SimulateWhitelistManagerRemoveFromGlobalWhitelistParameters = ContractFunctionArgs<
  typeof whitelistManagerAbi,
  "nonpayable" | "payable",
  "removeFromGlobalWhitelist"
>;
/**
 * The transaction request a successful simulation of `removeFromGlobalWhitelist` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateWhitelistManagerRemoveFromGlobalWhitelistReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof whitelistManagerAbi,
  "removeFromGlobalWhitelist",
  SimulateWhitelistManagerRemoveFromGlobalWhitelistParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateWhitelistManagerRemoveFromGlobalWhitelist} can throw, including decoded
 * reverts (viem's `simulateContract` errors).
 */
export type SimulateWhitelistManagerRemoveFromGlobalWhitelistErrorType = SimulateContractErrorType;
/**
 * Simulates `removeFromGlobalWhitelist(address[] accounts)` on WhitelistManager with viem's
 * `simulateContract` and returns the request to send.
 */
export async function simulateWhitelistManagerRemoveFromGlobalWhitelist<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateWhitelistManagerRemoveFromGlobalWhitelistParameters,
  options?: ContractSimulateOptions<
    typeof whitelistManagerAbi,
    "removeFromGlobalWhitelist",
    SimulateWhitelistManagerRemoveFromGlobalWhitelistParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateWhitelistManagerRemoveFromGlobalWhitelistReturnType<
  chain,
  account,
  chainOverride,
  accountOverride
>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: whitelistManagerAbi,
    address,
    functionName: "removeFromGlobalWhitelist",
    args,
  } as unknown as SimulateContractParameters<
    typeof whitelistManagerAbi,
    "removeFromGlobalWhitelist",
    SimulateWhitelistManagerRemoveFromGlobalWhitelistParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateWhitelistManagerRemoveFromGlobalWhitelistReturnType<
    chain,
    account,
    chainOverride,
    accountOverride
  >;
}

/** Arguments of `removeFromGlobalWhitelist(address[] accounts)`, in ABI order. */
export type WriteWhitelistManagerRemoveFromGlobalWhitelistParameters = ContractFunctionArgs<
  typeof whitelistManagerAbi,
  "nonpayable" | "payable",
  "removeFromGlobalWhitelist"
>;
/** Hash of the transaction {@link writeWhitelistManagerRemoveFromGlobalWhitelist} sent. */
export type WriteWhitelistManagerRemoveFromGlobalWhitelistReturnType = Hash;
/**
 * Errors {@link writeWhitelistManagerRemoveFromGlobalWhitelist} can throw (viem's `writeContract`
 * errors).
 */
export type WriteWhitelistManagerRemoveFromGlobalWhitelistErrorType = WriteContractErrorType;
/**
 * Sends `removeFromGlobalWhitelist(address[] accounts)` to WhitelistManager with viem's
 * `writeContract`; `options` must carry `account` and `chain` when the client does not.
 */
export function writeWhitelistManagerRemoveFromGlobalWhitelist<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteWhitelistManagerRemoveFromGlobalWhitelistParameters,
  options: ContractWriteOptions<
    typeof whitelistManagerAbi,
    "removeFromGlobalWhitelist",
    WriteWhitelistManagerRemoveFromGlobalWhitelistParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteWhitelistManagerRemoveFromGlobalWhitelistReturnType> {
  return writeContract(client, {
    ...options,
    abi: whitelistManagerAbi,
    address,
    functionName: "removeFromGlobalWhitelist",
    args,
  } as unknown as WriteContractParameters<
    typeof whitelistManagerAbi,
    "removeFromGlobalWhitelist",
    WriteWhitelistManagerRemoveFromGlobalWhitelistParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `addToMarketWhitelist(MarketId poolId, address[] accounts)`, in ABI order. */
export type SimulateWhitelistManagerAddToMarketWhitelistParameters = ContractFunctionArgs<
  typeof whitelistManagerAbi,
  "nonpayable" | "payable",
  "addToMarketWhitelist"
>;
/**
 * The transaction request a successful simulation of `addToMarketWhitelist` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateWhitelistManagerAddToMarketWhitelistReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof whitelistManagerAbi,
  "addToMarketWhitelist",
  SimulateWhitelistManagerAddToMarketWhitelistParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateWhitelistManagerAddToMarketWhitelist} can throw, including decoded reverts
 * (viem's `simulateContract` errors).
 */
export type SimulateWhitelistManagerAddToMarketWhitelistErrorType = SimulateContractErrorType;
/**
 * Simulates `addToMarketWhitelist(MarketId poolId, address[] accounts)` on WhitelistManager with
 * viem's `simulateContract` and returns the request to send.
 */
export async function simulateWhitelistManagerAddToMarketWhitelist<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateWhitelistManagerAddToMarketWhitelistParameters,
  options?: ContractSimulateOptions<
    typeof whitelistManagerAbi,
    "addToMarketWhitelist",
    SimulateWhitelistManagerAddToMarketWhitelistParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateWhitelistManagerAddToMarketWhitelistReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: whitelistManagerAbi,
    address,
    functionName: "addToMarketWhitelist",
    args,
  } as unknown as SimulateContractParameters<
    typeof whitelistManagerAbi,
    "addToMarketWhitelist",
    SimulateWhitelistManagerAddToMarketWhitelistParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateWhitelistManagerAddToMarketWhitelistReturnType<
    chain,
    account,
    chainOverride,
    accountOverride
  >;
}

/** Arguments of `addToMarketWhitelist(MarketId poolId, address[] accounts)`, in ABI order. */
export type WriteWhitelistManagerAddToMarketWhitelistParameters = ContractFunctionArgs<
  typeof whitelistManagerAbi,
  "nonpayable" | "payable",
  "addToMarketWhitelist"
>;
/** Hash of the transaction {@link writeWhitelistManagerAddToMarketWhitelist} sent. */
export type WriteWhitelistManagerAddToMarketWhitelistReturnType = Hash;
/** Errors {@link writeWhitelistManagerAddToMarketWhitelist} can throw (viem's `writeContract` errors). */
export type WriteWhitelistManagerAddToMarketWhitelistErrorType = WriteContractErrorType;
/**
 * Sends `addToMarketWhitelist(MarketId poolId, address[] accounts)` to WhitelistManager with viem's
 * `writeContract`; `options` must carry `account` and `chain` when the client does not.
 */
export function writeWhitelistManagerAddToMarketWhitelist<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteWhitelistManagerAddToMarketWhitelistParameters,
  options: ContractWriteOptions<
    typeof whitelistManagerAbi,
    "addToMarketWhitelist",
    WriteWhitelistManagerAddToMarketWhitelistParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteWhitelistManagerAddToMarketWhitelistReturnType> {
  return writeContract(client, {
    ...options,
    abi: whitelistManagerAbi,
    address,
    functionName: "addToMarketWhitelist",
    args,
  } as unknown as WriteContractParameters<
    typeof whitelistManagerAbi,
    "addToMarketWhitelist",
    WriteWhitelistManagerAddToMarketWhitelistParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `removeFromMarketWhitelist(MarketId poolId, address[] accounts)`, in ABI order. */
export type SimulateWhitelistManagerRemoveFromMarketWhitelistParameters = ContractFunctionArgs<
  typeof whitelistManagerAbi,
  "nonpayable" | "payable",
  "removeFromMarketWhitelist"
>;
/**
 * The transaction request a successful simulation of `removeFromMarketWhitelist` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateWhitelistManagerRemoveFromMarketWhitelistReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof whitelistManagerAbi,
  "removeFromMarketWhitelist",
  SimulateWhitelistManagerRemoveFromMarketWhitelistParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateWhitelistManagerRemoveFromMarketWhitelist} can throw, including decoded
 * reverts (viem's `simulateContract` errors).
 */
export type SimulateWhitelistManagerRemoveFromMarketWhitelistErrorType = SimulateContractErrorType;
/**
 * Simulates `removeFromMarketWhitelist(MarketId poolId, address[] accounts)` on WhitelistManager with
 * viem's `simulateContract` and returns the request to send.
 */
export async function simulateWhitelistManagerRemoveFromMarketWhitelist<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateWhitelistManagerRemoveFromMarketWhitelistParameters,
  options?: ContractSimulateOptions<
    typeof whitelistManagerAbi,
    "removeFromMarketWhitelist",
    SimulateWhitelistManagerRemoveFromMarketWhitelistParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateWhitelistManagerRemoveFromMarketWhitelistReturnType<
  chain,
  account,
  chainOverride,
  accountOverride
>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: whitelistManagerAbi,
    address,
    functionName: "removeFromMarketWhitelist",
    args,
  } as unknown as SimulateContractParameters<
    typeof whitelistManagerAbi,
    "removeFromMarketWhitelist",
    SimulateWhitelistManagerRemoveFromMarketWhitelistParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateWhitelistManagerRemoveFromMarketWhitelistReturnType<
    chain,
    account,
    chainOverride,
    accountOverride
  >;
}

/** Arguments of `removeFromMarketWhitelist(MarketId poolId, address[] accounts)`, in ABI order. */
export type WriteWhitelistManagerRemoveFromMarketWhitelistParameters = ContractFunctionArgs<
  typeof whitelistManagerAbi,
  "nonpayable" | "payable",
  "removeFromMarketWhitelist"
>;
/** Hash of the transaction {@link writeWhitelistManagerRemoveFromMarketWhitelist} sent. */
export type WriteWhitelistManagerRemoveFromMarketWhitelistReturnType = Hash;
/**
 * Errors {@link writeWhitelistManagerRemoveFromMarketWhitelist} can throw (viem's `writeContract`
 * errors).
 */
export type WriteWhitelistManagerRemoveFromMarketWhitelistErrorType = WriteContractErrorType;
/**
 * Sends `removeFromMarketWhitelist(MarketId poolId, address[] accounts)` to WhitelistManager with
 * viem's `writeContract`; `options` must carry `account` and `chain` when the client does not.
 */
export function writeWhitelistManagerRemoveFromMarketWhitelist<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteWhitelistManagerRemoveFromMarketWhitelistParameters,
  options: ContractWriteOptions<
    typeof whitelistManagerAbi,
    "removeFromMarketWhitelist",
    WriteWhitelistManagerRemoveFromMarketWhitelistParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteWhitelistManagerRemoveFromMarketWhitelistReturnType> {
  return writeContract(client, {
    ...options,
    abi: whitelistManagerAbi,
    address,
    functionName: "removeFromMarketWhitelist",
    args,
  } as unknown as WriteContractParameters<
    typeof whitelistManagerAbi,
    "removeFromMarketWhitelist",
    WriteWhitelistManagerRemoveFromMarketWhitelistParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `disableMarketWhitelist(MarketId poolId)`, in ABI order. */
export type SimulateWhitelistManagerDisableMarketWhitelistParameters = ContractFunctionArgs<
  typeof whitelistManagerAbi,
  "nonpayable" | "payable",
  "disableMarketWhitelist"
>;
/**
 * The transaction request a successful simulation of `disableMarketWhitelist` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateWhitelistManagerDisableMarketWhitelistReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof whitelistManagerAbi,
  "disableMarketWhitelist",
  SimulateWhitelistManagerDisableMarketWhitelistParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateWhitelistManagerDisableMarketWhitelist} can throw, including decoded reverts
 * (viem's `simulateContract` errors).
 */
export type SimulateWhitelistManagerDisableMarketWhitelistErrorType = SimulateContractErrorType;
/**
 * Simulates `disableMarketWhitelist(MarketId poolId)` on WhitelistManager with viem's
 * `simulateContract` and returns the request to send.
 *
 * From the spec: Mutations are controller-only (OnlyCorkControllerAllowed) and emit one event per
 * account in a batch. activateMarketWhitelist works only before the pool exists (AlreadyInitialized
 * afterwards); disableMarketWhitelist is one-way (WhitelistAlreadyDisabled).
 */
export async function simulateWhitelistManagerDisableMarketWhitelist<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateWhitelistManagerDisableMarketWhitelistParameters,
  options?: ContractSimulateOptions<
    typeof whitelistManagerAbi,
    "disableMarketWhitelist",
    SimulateWhitelistManagerDisableMarketWhitelistParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateWhitelistManagerDisableMarketWhitelistReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: whitelistManagerAbi,
    address,
    functionName: "disableMarketWhitelist",
    args,
  } as unknown as SimulateContractParameters<
    typeof whitelistManagerAbi,
    "disableMarketWhitelist",
    SimulateWhitelistManagerDisableMarketWhitelistParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateWhitelistManagerDisableMarketWhitelistReturnType<
    chain,
    account,
    chainOverride,
    accountOverride
  >;
}

/** Arguments of `disableMarketWhitelist(MarketId poolId)`, in ABI order. */
export type WriteWhitelistManagerDisableMarketWhitelistParameters = ContractFunctionArgs<
  typeof whitelistManagerAbi,
  "nonpayable" | "payable",
  "disableMarketWhitelist"
>;
/** Hash of the transaction {@link writeWhitelistManagerDisableMarketWhitelist} sent. */
export type WriteWhitelistManagerDisableMarketWhitelistReturnType = Hash;
/**
 * Errors {@link writeWhitelistManagerDisableMarketWhitelist} can throw (viem's `writeContract`
 * errors).
 */
export type WriteWhitelistManagerDisableMarketWhitelistErrorType = WriteContractErrorType;
/**
 * Sends `disableMarketWhitelist(MarketId poolId)` to WhitelistManager with viem's `writeContract`;
 * `options` must carry `account` and `chain` when the client does not.
 *
 * From the spec: Mutations are controller-only (OnlyCorkControllerAllowed) and emit one event per
 * account in a batch. activateMarketWhitelist works only before the pool exists (AlreadyInitialized
 * afterwards); disableMarketWhitelist is one-way (WhitelistAlreadyDisabled).
 */
export function writeWhitelistManagerDisableMarketWhitelist<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteWhitelistManagerDisableMarketWhitelistParameters,
  options: ContractWriteOptions<
    typeof whitelistManagerAbi,
    "disableMarketWhitelist",
    WriteWhitelistManagerDisableMarketWhitelistParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteWhitelistManagerDisableMarketWhitelistReturnType> {
  return writeContract(client, {
    ...options,
    abi: whitelistManagerAbi,
    address,
    functionName: "disableMarketWhitelist",
    args,
  } as unknown as WriteContractParameters<
    typeof whitelistManagerAbi,
    "disableMarketWhitelist",
    WriteWhitelistManagerDisableMarketWhitelistParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `activateMarketWhitelist(MarketId poolId)`, in ABI order. */
export type SimulateWhitelistManagerActivateMarketWhitelistParameters = ContractFunctionArgs<
  typeof whitelistManagerAbi,
  "nonpayable" | "payable",
  "activateMarketWhitelist"
>;
/**
 * The transaction request a successful simulation of `activateMarketWhitelist` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateWhitelistManagerActivateMarketWhitelistReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof whitelistManagerAbi,
  "activateMarketWhitelist",
  SimulateWhitelistManagerActivateMarketWhitelistParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateWhitelistManagerActivateMarketWhitelist} can throw, including decoded reverts
 * (viem's `simulateContract` errors).
 */
export type SimulateWhitelistManagerActivateMarketWhitelistErrorType = SimulateContractErrorType;
/**
 * Simulates `activateMarketWhitelist(MarketId poolId)` on WhitelistManager with viem's
 * `simulateContract` and returns the request to send.
 *
 * From the spec: Mutations are controller-only (OnlyCorkControllerAllowed) and emit one event per
 * account in a batch. activateMarketWhitelist works only before the pool exists (AlreadyInitialized
 * afterwards); disableMarketWhitelist is one-way (WhitelistAlreadyDisabled).
 */
export async function simulateWhitelistManagerActivateMarketWhitelist<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateWhitelistManagerActivateMarketWhitelistParameters,
  options?: ContractSimulateOptions<
    typeof whitelistManagerAbi,
    "activateMarketWhitelist",
    SimulateWhitelistManagerActivateMarketWhitelistParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateWhitelistManagerActivateMarketWhitelistReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: whitelistManagerAbi,
    address,
    functionName: "activateMarketWhitelist",
    args,
  } as unknown as SimulateContractParameters<
    typeof whitelistManagerAbi,
    "activateMarketWhitelist",
    SimulateWhitelistManagerActivateMarketWhitelistParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateWhitelistManagerActivateMarketWhitelistReturnType<
    chain,
    account,
    chainOverride,
    accountOverride
  >;
}

/** Arguments of `activateMarketWhitelist(MarketId poolId)`, in ABI order. */
export type WriteWhitelistManagerActivateMarketWhitelistParameters = ContractFunctionArgs<
  typeof whitelistManagerAbi,
  "nonpayable" | "payable",
  "activateMarketWhitelist"
>;
/** Hash of the transaction {@link writeWhitelistManagerActivateMarketWhitelist} sent. */
export type WriteWhitelistManagerActivateMarketWhitelistReturnType = Hash;
/**
 * Errors {@link writeWhitelistManagerActivateMarketWhitelist} can throw (viem's `writeContract`
 * errors).
 */
export type WriteWhitelistManagerActivateMarketWhitelistErrorType = WriteContractErrorType;
/**
 * Sends `activateMarketWhitelist(MarketId poolId)` to WhitelistManager with viem's `writeContract`;
 * `options` must carry `account` and `chain` when the client does not.
 *
 * From the spec: Mutations are controller-only (OnlyCorkControllerAllowed) and emit one event per
 * account in a batch. activateMarketWhitelist works only before the pool exists (AlreadyInitialized
 * afterwards); disableMarketWhitelist is one-way (WhitelistAlreadyDisabled).
 */
export function writeWhitelistManagerActivateMarketWhitelist<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteWhitelistManagerActivateMarketWhitelistParameters,
  options: ContractWriteOptions<
    typeof whitelistManagerAbi,
    "activateMarketWhitelist",
    WriteWhitelistManagerActivateMarketWhitelistParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteWhitelistManagerActivateMarketWhitelistReturnType> {
  return writeContract(client, {
    ...options,
    abi: whitelistManagerAbi,
    address,
    functionName: "activateMarketWhitelist",
    args,
  } as unknown as WriteContractParameters<
    typeof whitelistManagerAbi,
    "activateMarketWhitelist",
    WriteWhitelistManagerActivateMarketWhitelistParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Names of the events WhitelistManager emits, in ABI order. */
export const whitelistManagerEventNames = [
  "GlobalWhitelistAdded",
  "GlobalWhitelistRemoved",
  "MarketWhitelistAdded",
  "MarketWhitelistRemoved",
  "MarketWhitelistDisabled",
  "MarketWhitelistEnabled",
] as const;

/** Name of an event WhitelistManager emits. */
export type WhitelistManagerEventName = ContractEventName<typeof whitelistManagerAbi>;

/** A decoded `GlobalWhitelistAdded` log of WhitelistManager. */
export type WhitelistManagerGlobalWhitelistAddedEvent = DecodeEventLogReturnType<
  typeof whitelistManagerAbi,
  "GlobalWhitelistAdded"
>;

/** A decoded `GlobalWhitelistRemoved` log of WhitelistManager. */
export type WhitelistManagerGlobalWhitelistRemovedEvent = DecodeEventLogReturnType<
  typeof whitelistManagerAbi,
  "GlobalWhitelistRemoved"
>;

/** A decoded `MarketWhitelistAdded` log of WhitelistManager. */
export type WhitelistManagerMarketWhitelistAddedEvent = DecodeEventLogReturnType<
  typeof whitelistManagerAbi,
  "MarketWhitelistAdded"
>;

/** A decoded `MarketWhitelistRemoved` log of WhitelistManager. */
export type WhitelistManagerMarketWhitelistRemovedEvent = DecodeEventLogReturnType<
  typeof whitelistManagerAbi,
  "MarketWhitelistRemoved"
>;

/** A decoded `MarketWhitelistDisabled` log of WhitelistManager. */
export type WhitelistManagerMarketWhitelistDisabledEvent = DecodeEventLogReturnType<
  typeof whitelistManagerAbi,
  "MarketWhitelistDisabled"
>;

/** A decoded `MarketWhitelistEnabled` log of WhitelistManager. */
export type WhitelistManagerMarketWhitelistEnabledEvent = DecodeEventLogReturnType<
  typeof whitelistManagerAbi,
  "MarketWhitelistEnabled"
>;

/** Result of {@link decodeWhitelistManagerEvent}: the event name and its decoded arguments. */
export type DecodeWhitelistManagerEventReturnType = DecodeEventLogReturnType<typeof whitelistManagerAbi>;

/**
 * Decodes one raw log emitted by WhitelistManager (viem's `decodeEventLog`); throws when the topics
 * match no WhitelistManager event.
 */
export function decodeWhitelistManagerEvent(
  log: { data: Hex; topics: [signature: Hex, ...args: Hex[]] | [] },
): DecodeWhitelistManagerEventReturnType {
  return decodeEventLog({ abi: whitelistManagerAbi, data: log.data, topics: log.topics });
}

/**
 * Picks the WhitelistManager events out of `logs` (viem's `parseEventLogs`), optionally only those
 * named `eventName`; logs of other contracts or events are skipped.
 */
export function parseWhitelistManagerLogs<
  const eventName extends WhitelistManagerEventName | WhitelistManagerEventName[] | undefined = undefined,
>(
  logs: Log[],
  eventName?: eventName,
): ParseEventLogsReturnType<typeof whitelistManagerAbi, eventName, true> {
  const parameters = { abi: whitelistManagerAbi, logs, ...(eventName === undefined ? {} : { eventName }) };
  return parseEventLogs<typeof whitelistManagerAbi, true, eventName>(
    parameters as ParseEventLogsParameters<typeof whitelistManagerAbi, eventName, true>,
  );
}

/** Names of the custom errors WhitelistManager reverts with, in ABI order. */
export const whitelistManagerErrorNames = [
  "OnlyCorkControllerAllowed",
  "ZeroAddress",
  "AlreadySet",
  "AlreadyInitialized",
  "WhitelistAlreadyDisabled",
  "AccessControlUnauthorizedAccount",
  "InvalidInitialization",
  "NotInitializing",
  "ERC1967InvalidImplementation",
  "ERC1967NonPayable",
  "UUPSUnauthorizedCallContext",
  "UUPSUnsupportedProxiableUUID",
  "AddressEmptyCode",
  "FailedCall",
  "OwnableUnauthorizedAccount",
  "OwnableInvalidOwner",
] as const;

/** Result of {@link decodeWhitelistManagerError}: the error name and its decoded arguments. */
export type DecodeWhitelistManagerErrorReturnType = DecodeErrorResultReturnType<typeof whitelistManagerAbi>;

/**
 * Decodes WhitelistManager revert data (viem's `decodeErrorResult`); throws when the selector matches
 * no WhitelistManager error.
 */
export function decodeWhitelistManagerError(data: Hex): DecodeWhitelistManagerErrorReturnType {
  return decodeErrorResult({ abi: whitelistManagerAbi, data });
}
