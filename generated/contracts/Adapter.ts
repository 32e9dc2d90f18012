// generated from specs/abi/Adapter.json (sha256:7ccdb89e7e20b73a9e51470054095b677ff6b84f36d1e00515485b14410fc696), do not edit
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
 * Adapter ABI (specs/abi/Adapter.json).
 *
 * The write adapter (Cork Phoenix CorkAdapter, docs/reference/protocol.md#the-adapter): 13 safe*
 * functions, each taking one parameter struct (field order = ABI tuple order) and adding deadline
 * (block.timestamp <= deadline, else DeadlineExceeded) and slippage protection (measured by balance
 * deltas, else SlippageExceeded) to the matching PoolManager write; receiver must be non-zero
 * (ZeroAddress); safeDeposit rejects a zero amount (ZeroAmount); a `type(uint256).max` sentinel that
 * resolves to nothing reverts ZeroShares. The adapter emits no events. On the deployed chain every
 * function is onlyBundler3: it runs only inside a Bundler3 multicall (see the Bundler3 spec) and acts
 * for the bundle's initiator; any other caller, and an initiator not whitelisted for the market, gets
 * UnauthorizedSender (0x08094908) — there is no NotWhitelisted here. Tokens move by legs of the same
 * bundle: erc20TransferFrom(token, receiver, amount) moves the initiator's tokens (approved to the
 * adapter) to receiver, usually the adapter itself (`type(uint256).max` = the initiator's whole
 * balance); permit2TransferFrom does the same through Permit2's allowance; erc20Transfer(token,
 * receiver, amount) sends the adapter's own tokens (`type(uint256).max` = all of them; ZeroAmount when
 * that is 0, AdapterAddress when receiver is the adapter). A safe* call then spends what the adapter
 * holds; where its struct has an owner it must be the adapter or the initiator (UnexpectedOwner);
 * outputs go to receiver, and the bundle ends with erc20Transfer legs returning what is left. BUNDLER3
 * is the multicall it trusts. The devnet adapter also accepts a direct call (the seed describes it
 * only as 'an adapter contract that adds slippage and deadline protection'): it then acts for the
 * caller, whose whitelist status it checks (UnauthorizedSender), pulls exactly what the pool manager's
 * preview asks from the caller (approve the Adapter), requires owner = caller, and returns whatever is
 * left; `type(uint256).max` sentinels then mean 'everything the caller holds and has approved to the
 * Adapter'. Called through its Bundler3 it behaves as the deployed one. The seed's adapter table marks
 * safeWithdraw 'before expiry'; this spec follows the seed (see the PoolManager description), whereas
 * on the deployed chain withdraw works only after expiry. The deployed adapter is an upgradeable
 * (UUPS, ERC-1967) proxy with an owner, guarded against re-entrancy and using SafeERC20 and
 * OpenZeppelin's Address, so calls can also revert with ReentrancyGuardReentrantCall,
 * SafeERC20FailedOperation, InvalidInitialization, NotInitializing, the ERC1967*\/UUPS* and Ownable*
 * errors, AddressEmptyCode, FailedCall and InsufficientBalance; they are listed so that such reverts
 * decode by name.
 */
export const adapterAbi = [
  {
    type: "error",
    name: "DeadlineExceeded",
    inputs: [],
  },
  {
    type: "error",
    name: "ZeroAddress",
    inputs: [],
  },
  {
    type: "error",
    name: "SlippageExceeded",
    inputs: [],
  },
  {
    type: "error",
    name: "UnexpectedOwner",
    inputs: [],
  },
  {
    type: "error",
    name: "ZeroAmount",
    inputs: [],
  },
  {
    type: "error",
    name: "UnauthorizedSender",
    inputs: [],
  },
  {
    type: "error",
    name: "AdapterAddress",
    inputs: [],
  },
  {
    type: "error",
    name: "ZeroShares",
    inputs: [],
  },
  {
    type: "error",
    name: "InsufficientBalance",
    inputs: [
      { name: "balance", type: "uint256", internalType: "uint256" },
      { name: "needed", type: "uint256", internalType: "uint256" },
    ],
  },
  {
    type: "error",
    name: "ReentrancyGuardReentrantCall",
    inputs: [],
  },
  {
    type: "error",
    name: "SafeERC20FailedOperation",
    inputs: [
      { name: "token", type: "address", internalType: "address" },
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
    name: "CORK",
    inputs: [],
    outputs: [
      { name: "", type: "address", internalType: "address" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "WHITELIST_MANAGER",
    inputs: [],
    outputs: [
      { name: "", type: "address", internalType: "address" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "BUNDLER3",
    inputs: [],
    outputs: [
      { name: "", type: "address", internalType: "address" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "safeMint",
    inputs: [
      {
        name: "params",
        type: "tuple",
        internalType: "struct SafeMintParams",
        components: [
          { name: "poolId", type: "bytes32", internalType: "MarketId" },
          { name: "cptAndCstSharesOut", type: "uint256", internalType: "uint256" },
          { name: "receiver", type: "address", internalType: "address" },
          { name: "maxCollateralAssetsIn", type: "uint256", internalType: "uint256" },
          { name: "deadline", type: "uint256", internalType: "uint256" },
        ],
      },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "safeDeposit",
    inputs: [
      {
        name: "params",
        type: "tuple",
        internalType: "struct SafeDepositParams",
        components: [
          { name: "poolId", type: "bytes32", internalType: "MarketId" },
          { name: "collateralAssetsIn", type: "uint256", internalType: "uint256" },
          { name: "receiver", type: "address", internalType: "address" },
          { name: "minCptAndCstSharesOut", type: "uint256", internalType: "uint256" },
          { name: "deadline", type: "uint256", internalType: "uint256" },
        ],
      },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "safeUnwindDeposit",
    inputs: [
      {
        name: "params",
        type: "tuple",
        internalType: "struct SafeUnwindDepositParams",
        components: [
          { name: "poolId", type: "bytes32", internalType: "MarketId" },
          { name: "collateralAssetsOut", type: "uint256", internalType: "uint256" },
          { name: "owner", type: "address", internalType: "address" },
          { name: "receiver", type: "address", internalType: "address" },
          { name: "maxCptAndCstSharesIn", type: "uint256", internalType: "uint256" },
          { name: "deadline", type: "uint256", internalType: "uint256" },
        ],
      },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "safeUnwindMint",
    inputs: [
      {
        name: "params",
        type: "tuple",
        internalType: "struct SafeUnwindMintParams",
        components: [
          { name: "poolId", type: "bytes32", internalType: "MarketId" },
          { name: "cptAndCstSharesIn", type: "uint256", internalType: "uint256" },
          { name: "owner", type: "address", internalType: "address" },
          { name: "receiver", type: "address", internalType: "address" },
          { name: "minCollateralAssetsOut", type: "uint256", internalType: "uint256" },
          { name: "deadline", type: "uint256", internalType: "uint256" },
        ],
      },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "safeWithdraw",
    inputs: [
      {
        name: "params",
        type: "tuple",
        internalType: "struct SafeWithdrawParams",
        components: [
          { name: "poolId", type: "bytes32", internalType: "MarketId" },
          { name: "collateralAssetsOut", type: "uint256", internalType: "uint256" },
          { name: "owner", type: "address", internalType: "address" },
          { name: "receiver", type: "address", internalType: "address" },
          { name: "maxCptSharesIn", type: "uint256", internalType: "uint256" },
          { name: "deadline", type: "uint256", internalType: "uint256" },
        ],
      },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "safeWithdrawOther",
    inputs: [
      {
        name: "params",
        type: "tuple",
        internalType: "struct SafeWithdrawOtherParams",
        components: [
          { name: "poolId", type: "bytes32", internalType: "MarketId" },
          { name: "referenceAssetsOut", type: "uint256", internalType: "uint256" },
          { name: "owner", type: "address", internalType: "address" },
          { name: "receiver", type: "address", internalType: "address" },
          { name: "maxCptSharesIn", type: "uint256", internalType: "uint256" },
          { name: "deadline", type: "uint256", internalType: "uint256" },
        ],
      },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "safeRedeem",
    inputs: [
      {
        name: "params",
        type: "tuple",
        internalType: "struct SafeRedeemParams",
        components: [
          { name: "poolId", type: "bytes32", internalType: "MarketId" },
          { name: "cptSharesIn", type: "uint256", internalType: "uint256" },
          { name: "owner", type: "address", internalType: "address" },
          { name: "receiver", type: "address", internalType: "address" },
          { name: "minReferenceAssetsOut", type: "uint256", internalType: "uint256" },
          { name: "minCollateralAssetsOut", type: "uint256", internalType: "uint256" },
          { name: "deadline", type: "uint256", internalType: "uint256" },
        ],
      },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "safeUnwindSwap",
    inputs: [
      {
        name: "params",
        type: "tuple",
        internalType: "struct SafeUnwindSwapParams",
        components: [
          { name: "poolId", type: "bytes32", internalType: "MarketId" },
          { name: "collateralAssetsIn", type: "uint256", internalType: "uint256" },
          { name: "receiver", type: "address", internalType: "address" },
          { name: "minReferenceAssetsOut", type: "uint256", internalType: "uint256" },
          { name: "minCstSharesOut", type: "uint256", internalType: "uint256" },
          { name: "deadline", type: "uint256", internalType: "uint256" },
        ],
      },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "safeSwap",
    inputs: [
      {
        name: "params",
        type: "tuple",
        internalType: "struct SafeSwapParams",
        components: [
          { name: "poolId", type: "bytes32", internalType: "MarketId" },
          { name: "collateralAssetsOut", type: "uint256", internalType: "uint256" },
          { name: "receiver", type: "address", internalType: "address" },
          { name: "maxCstSharesIn", type: "uint256", internalType: "uint256" },
          { name: "maxReferenceAssetsIn", type: "uint256", internalType: "uint256" },
          { name: "deadline", type: "uint256", internalType: "uint256" },
        ],
      },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "safeExercise",
    inputs: [
      {
        name: "params",
        type: "tuple",
        internalType: "struct SafeExerciseParams",
        components: [
          { name: "poolId", type: "bytes32", internalType: "MarketId" },
          { name: "cstSharesIn", type: "uint256", internalType: "uint256" },
          { name: "receiver", type: "address", internalType: "address" },
          { name: "minCollateralAssetsOut", type: "uint256", internalType: "uint256" },
          { name: "maxReferenceAssetsIn", type: "uint256", internalType: "uint256" },
          { name: "deadline", type: "uint256", internalType: "uint256" },
        ],
      },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "safeExerciseOther",
    inputs: [
      {
        name: "params",
        type: "tuple",
        internalType: "struct SafeExerciseOtherParams",
        components: [
          { name: "poolId", type: "bytes32", internalType: "MarketId" },
          { name: "referenceAssetsIn", type: "uint256", internalType: "uint256" },
          { name: "receiver", type: "address", internalType: "address" },
          { name: "minCollateralAssetsOut", type: "uint256", internalType: "uint256" },
          { name: "maxCstSharesIn", type: "uint256", internalType: "uint256" },
          { name: "deadline", type: "uint256", internalType: "uint256" },
        ],
      },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "safeUnwindExercise",
    inputs: [
      {
        name: "params",
        type: "tuple",
        internalType: "struct SafeUnwindExerciseParams",
        components: [
          { name: "poolId", type: "bytes32", internalType: "MarketId" },
          { name: "cstSharesOut", type: "uint256", internalType: "uint256" },
          { name: "receiver", type: "address", internalType: "address" },
          { name: "minReferenceAssetsOut", type: "uint256", internalType: "uint256" },
          { name: "maxCollateralAssetsIn", type: "uint256", internalType: "uint256" },
          { name: "deadline", type: "uint256", internalType: "uint256" },
        ],
      },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "safeUnwindExerciseOther",
    inputs: [
      {
        name: "params",
        type: "tuple",
        internalType: "struct SafeUnwindExerciseOtherParams",
        components: [
          { name: "poolId", type: "bytes32", internalType: "MarketId" },
          { name: "referenceAssetsOut", type: "uint256", internalType: "uint256" },
          { name: "receiver", type: "address", internalType: "address" },
          { name: "minCstSharesOut", type: "uint256", internalType: "uint256" },
          { name: "maxCollateralAssetsIn", type: "uint256", internalType: "uint256" },
          { name: "deadline", type: "uint256", internalType: "uint256" },
        ],
      },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "erc20Transfer",
    inputs: [
      { name: "token", type: "address", internalType: "address" },
      { name: "receiver", type: "address", internalType: "address" },
      { name: "amount", type: "uint256", internalType: "uint256" },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "erc20TransferFrom",
    inputs: [
      { name: "token", type: "address", internalType: "address" },
      { name: "receiver", type: "address", internalType: "address" },
      { name: "amount", type: "uint256", internalType: "uint256" },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "permit2TransferFrom",
    inputs: [
      { name: "token", type: "address", internalType: "address" },
      { name: "receiver", type: "address", internalType: "address" },
      { name: "amount", type: "uint256", internalType: "uint256" },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
] as const;

/** Arguments of `CORK() view returns (address)`, in ABI order. */
export type ReadAdapterCorkParameters = ContractFunctionArgs<typeof adapterAbi, "pure" | "view", "CORK">;
/** Decoded result of `CORK() view returns (address)`. */
export type ReadAdapterCorkReturnType = ContractFunctionReturnType<
  typeof adapterAbi,
  "pure" | "view",
  "CORK",
  ReadAdapterCorkParameters
>;
/** Errors {@link readAdapterCork} can throw (viem's `readContract` errors). */
export type ReadAdapterCorkErrorType = ReadContractErrorType;
/** Reads `CORK() view returns (address)` from Adapter with viem's `readContract` (an `eth_call`). */
export function readAdapterCork(
  client: Client,
  address: Address,
  options?: ContractReadOptions<typeof adapterAbi, "CORK">,
): Promise<ReadAdapterCorkReturnType> {
  return readContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "CORK",
  });
}

/** Arguments of `WHITELIST_MANAGER() view returns (address)`, in ABI order. */
export type ReadAdapterWhitelistManagerParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "pure" | "view",
  "WHITELIST_MANAGER"
>;
/** Decoded result of `WHITELIST_MANAGER() view returns (address)`. */
export type ReadAdapterWhitelistManagerReturnType = ContractFunctionReturnType<
  typeof adapterAbi,
  "pure" | "view",
  "WHITELIST_MANAGER",
  ReadAdapterWhitelistManagerParameters
>;
/** Errors {@link readAdapterWhitelistManager} can throw (viem's `readContract` errors). */
export type ReadAdapterWhitelistManagerErrorType = ReadContractErrorType;
/**
 * Reads `WHITELIST_MANAGER() view returns (address)` from Adapter with viem's `readContract` (an
 * `eth_call`).
 */
export function readAdapterWhitelistManager(
  client: Client,
  address: Address,
  options?: ContractReadOptions<typeof adapterAbi, "WHITELIST_MANAGER">,
): Promise<ReadAdapterWhitelistManagerReturnType> {
  return readContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "WHITELIST_MANAGER",
  });
}

/** Arguments of `BUNDLER3() view returns (address)`, in ABI order. */
export type ReadAdapterBundler3Parameters = ContractFunctionArgs<typeof adapterAbi, "pure" | "view", "BUNDLER3">;
/** Decoded result of `BUNDLER3() view returns (address)`. */
export type ReadAdapterBundler3ReturnType = ContractFunctionReturnType<
  typeof adapterAbi,
  "pure" | "view",
  "BUNDLER3",
  ReadAdapterBundler3Parameters
>;
/** Errors {@link readAdapterBundler3} can throw (viem's `readContract` errors). */
export type ReadAdapterBundler3ErrorType = ReadContractErrorType;
/**
 * Reads `BUNDLER3() view returns (address)` from Adapter with viem's `readContract` (an `eth_call`).
 *
 * From the spec: BUNDLER3 is the multicall it trusts.
 */
export function readAdapterBundler3(
  client: Client,
  address: Address,
  options?: ContractReadOptions<typeof adapterAbi, "BUNDLER3">,
): Promise<ReadAdapterBundler3ReturnType> {
  return readContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "BUNDLER3",
  });
}

/** Arguments of `safeMint(SafeMintParams params)`, in ABI order. */
export type SimulateAdapterSafeMintParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "safeMint"
>;
/**
 * The transaction request a successful simulation of `safeMint` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateAdapterSafeMintReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof adapterAbi,
  "safeMint",
  SimulateAdapterSafeMintParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateAdapterSafeMint} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulateAdapterSafeMintErrorType = SimulateContractErrorType;
/**
 * Simulates `safeMint(SafeMintParams params)` on Adapter with viem's `simulateContract` and returns
 * the request to send.
 */
export async function simulateAdapterSafeMint<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateAdapterSafeMintParameters,
  options?: ContractSimulateOptions<
    typeof adapterAbi,
    "safeMint",
    SimulateAdapterSafeMintParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateAdapterSafeMintReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "safeMint",
    args,
  } as unknown as SimulateContractParameters<
    typeof adapterAbi,
    "safeMint",
    SimulateAdapterSafeMintParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateAdapterSafeMintReturnType<chain, account, chainOverride, accountOverride>;
}

/** Arguments of `safeMint(SafeMintParams params)`, in ABI order. */
export type WriteAdapterSafeMintParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "safeMint"
>;
/** Hash of the transaction {@link writeAdapterSafeMint} sent. */
export type WriteAdapterSafeMintReturnType = Hash;
/** Errors {@link writeAdapterSafeMint} can throw (viem's `writeContract` errors). */
export type WriteAdapterSafeMintErrorType = WriteContractErrorType;
/**
 * Sends `safeMint(SafeMintParams params)` to Adapter with viem's `writeContract`; `options` must carry
 * `account` and `chain` when the client does not.
 */
export function writeAdapterSafeMint<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteAdapterSafeMintParameters,
  options: ContractWriteOptions<
    typeof adapterAbi,
    "safeMint",
    WriteAdapterSafeMintParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteAdapterSafeMintReturnType> {
  return writeContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "safeMint",
    args,
  } as unknown as WriteContractParameters<
    typeof adapterAbi,
    "safeMint",
    WriteAdapterSafeMintParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `safeDeposit(SafeDepositParams params)`, in ABI order. */
export type SimulateAdapterSafeDepositParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "safeDeposit"
>;
/**
 * The transaction request a successful simulation of `safeDeposit` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateAdapterSafeDepositReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof adapterAbi,
  "safeDeposit",
  SimulateAdapterSafeDepositParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateAdapterSafeDeposit} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulateAdapterSafeDepositErrorType = SimulateContractErrorType;
/**
 * Simulates `safeDeposit(SafeDepositParams params)` on Adapter with viem's `simulateContract` and
 * returns the request to send.
 *
 * From the spec: The write adapter (Cork Phoenix CorkAdapter, docs/reference/protocol.md#the-adapter):
 * 13 safe* functions, each taking one parameter struct (field order = ABI tuple order) and adding
 * deadline (block.timestamp <= deadline, else DeadlineExceeded) and slippage protection (measured by
 * balance deltas, else SlippageExceeded) to the matching PoolManager write; receiver must be non-zero
 * (ZeroAddress); safeDeposit rejects a zero amount (ZeroAmount); a `type(uint256).max` sentinel that
 * resolves to nothing reverts ZeroShares.
 */
export async function simulateAdapterSafeDeposit<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateAdapterSafeDepositParameters,
  options?: ContractSimulateOptions<
    typeof adapterAbi,
    "safeDeposit",
    SimulateAdapterSafeDepositParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateAdapterSafeDepositReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "safeDeposit",
    args,
  } as unknown as SimulateContractParameters<
    typeof adapterAbi,
    "safeDeposit",
    SimulateAdapterSafeDepositParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateAdapterSafeDepositReturnType<chain, account, chainOverride, accountOverride>;
}

/** Arguments of `safeDeposit(SafeDepositParams params)`, in ABI order. */
export type WriteAdapterSafeDepositParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "safeDeposit"
>;
/** Hash of the transaction {@link writeAdapterSafeDeposit} sent. */
export type WriteAdapterSafeDepositReturnType = Hash;
/** Errors {@link writeAdapterSafeDeposit} can throw (viem's `writeContract` errors). */
export type WriteAdapterSafeDepositErrorType = WriteContractErrorType;
/**
 * Sends `safeDeposit(SafeDepositParams params)` to Adapter with viem's `writeContract`; `options` must
 * carry `account` and `chain` when the client does not.
 *
 * From the spec: The write adapter (Cork Phoenix CorkAdapter, docs/reference/protocol.md#the-adapter):
 * 13 safe* functions, each taking one parameter struct (field order = ABI tuple order) and adding
 * deadline (block.timestamp <= deadline, else DeadlineExceeded) and slippage protection (measured by
 * balance deltas, else SlippageExceeded) to the matching PoolManager write; receiver must be non-zero
 * (ZeroAddress); safeDeposit rejects a zero amount (ZeroAmount); a `type(uint256).max` sentinel that
 * resolves to nothing reverts ZeroShares.
 */
export function writeAdapterSafeDeposit<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteAdapterSafeDepositParameters,
  options: ContractWriteOptions<
    typeof adapterAbi,
    "safeDeposit",
    WriteAdapterSafeDepositParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteAdapterSafeDepositReturnType> {
  return writeContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "safeDeposit",
    args,
  } as unknown as WriteContractParameters<
    typeof adapterAbi,
    "safeDeposit",
    WriteAdapterSafeDepositParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `safeUnwindDeposit(SafeUnwindDepositParams params)`, in ABI order. */
export type SimulateAdapterSafeUnwindDepositParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "safeUnwindDeposit"
>;
/**
 * The transaction request a successful simulation of `safeUnwindDeposit` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateAdapterSafeUnwindDepositReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof adapterAbi,
  "safeUnwindDeposit",
  SimulateAdapterSafeUnwindDepositParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateAdapterSafeUnwindDeposit} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulateAdapterSafeUnwindDepositErrorType = SimulateContractErrorType;
/**
 * Simulates `safeUnwindDeposit(SafeUnwindDepositParams params)` on Adapter with viem's
 * `simulateContract` and returns the request to send.
 */
export async function simulateAdapterSafeUnwindDeposit<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateAdapterSafeUnwindDepositParameters,
  options?: ContractSimulateOptions<
    typeof adapterAbi,
    "safeUnwindDeposit",
    SimulateAdapterSafeUnwindDepositParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateAdapterSafeUnwindDepositReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "safeUnwindDeposit",
    args,
  } as unknown as SimulateContractParameters<
    typeof adapterAbi,
    "safeUnwindDeposit",
    SimulateAdapterSafeUnwindDepositParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateAdapterSafeUnwindDepositReturnType<chain, account, chainOverride, accountOverride>;
}

/** Arguments of `safeUnwindDeposit(SafeUnwindDepositParams params)`, in ABI order. */
export type WriteAdapterSafeUnwindDepositParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "safeUnwindDeposit"
>;
/** Hash of the transaction {@link writeAdapterSafeUnwindDeposit} sent. */
export type WriteAdapterSafeUnwindDepositReturnType = Hash;
/** Errors {@link writeAdapterSafeUnwindDeposit} can throw (viem's `writeContract` errors). */
export type WriteAdapterSafeUnwindDepositErrorType = WriteContractErrorType;
/**
 * Sends `safeUnwindDeposit(SafeUnwindDepositParams params)` to Adapter with viem's `writeContract`;
 * `options` must carry `account` and `chain` when the client does not.
 */
export function writeAdapterSafeUnwindDeposit<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteAdapterSafeUnwindDepositParameters,
  options: ContractWriteOptions<
    typeof adapterAbi,
    "safeUnwindDeposit",
    WriteAdapterSafeUnwindDepositParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteAdapterSafeUnwindDepositReturnType> {
  return writeContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "safeUnwindDeposit",
    args,
  } as unknown as WriteContractParameters<
    typeof adapterAbi,
    "safeUnwindDeposit",
    WriteAdapterSafeUnwindDepositParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `safeUnwindMint(SafeUnwindMintParams params)`, in ABI order. */
export type SimulateAdapterSafeUnwindMintParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "safeUnwindMint"
>;
/**
 * The transaction request a successful simulation of `safeUnwindMint` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateAdapterSafeUnwindMintReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof adapterAbi,
  "safeUnwindMint",
  SimulateAdapterSafeUnwindMintParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateAdapterSafeUnwindMint} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulateAdapterSafeUnwindMintErrorType = SimulateContractErrorType;
/**
 * Simulates `safeUnwindMint(SafeUnwindMintParams params)` on Adapter with viem's `simulateContract`
 * and returns the request to send.
 */
export async function simulateAdapterSafeUnwindMint<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateAdapterSafeUnwindMintParameters,
  options?: ContractSimulateOptions<
    typeof adapterAbi,
    "safeUnwindMint",
    SimulateAdapterSafeUnwindMintParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateAdapterSafeUnwindMintReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "safeUnwindMint",
    args,
  } as unknown as SimulateContractParameters<
    typeof adapterAbi,
    "safeUnwindMint",
    SimulateAdapterSafeUnwindMintParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateAdapterSafeUnwindMintReturnType<chain, account, chainOverride, accountOverride>;
}

/** Arguments of `safeUnwindMint(SafeUnwindMintParams params)`, in ABI order. */
export type WriteAdapterSafeUnwindMintParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "safeUnwindMint"
>;
/** Hash of the transaction {@link writeAdapterSafeUnwindMint} sent. */
export type WriteAdapterSafeUnwindMintReturnType = Hash;
/** Errors {@link writeAdapterSafeUnwindMint} can throw (viem's `writeContract` errors). */
export type WriteAdapterSafeUnwindMintErrorType = WriteContractErrorType;
/**
 * Sends `safeUnwindMint(SafeUnwindMintParams params)` to Adapter with viem's `writeContract`;
 * `options` must carry `account` and `chain` when the client does not.
 */
export function writeAdapterSafeUnwindMint<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteAdapterSafeUnwindMintParameters,
  options: ContractWriteOptions<
    typeof adapterAbi,
    "safeUnwindMint",
    WriteAdapterSafeUnwindMintParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteAdapterSafeUnwindMintReturnType> {
  return writeContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "safeUnwindMint",
    args,
  } as unknown as WriteContractParameters<
    typeof adapterAbi,
    "safeUnwindMint",
    WriteAdapterSafeUnwindMintParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `safeWithdraw(SafeWithdrawParams params)`, in ABI order. */
export type SimulateAdapterSafeWithdrawParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "safeWithdraw"
>;
/**
 * The transaction request a successful simulation of `safeWithdraw` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateAdapterSafeWithdrawReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof adapterAbi,
  "safeWithdraw",
  SimulateAdapterSafeWithdrawParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateAdapterSafeWithdraw} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulateAdapterSafeWithdrawErrorType = SimulateContractErrorType;
/**
 * Simulates `safeWithdraw(SafeWithdrawParams params)` on Adapter with viem's `simulateContract` and
 * returns the request to send.
 *
 * From the spec: The seed's adapter table marks safeWithdraw 'before expiry'; this spec follows the
 * seed (see the PoolManager description), whereas on the deployed chain withdraw works only after
 * expiry.
 */
export async function simulateAdapterSafeWithdraw<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateAdapterSafeWithdrawParameters,
  options?: ContractSimulateOptions<
    typeof adapterAbi,
    "safeWithdraw",
    SimulateAdapterSafeWithdrawParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateAdapterSafeWithdrawReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "safeWithdraw",
    args,
  } as unknown as SimulateContractParameters<
    typeof adapterAbi,
    "safeWithdraw",
    SimulateAdapterSafeWithdrawParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateAdapterSafeWithdrawReturnType<chain, account, chainOverride, accountOverride>;
}

/** Arguments of `safeWithdraw(SafeWithdrawParams params)`, in ABI order. */
export type WriteAdapterSafeWithdrawParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "safeWithdraw"
>;
/** Hash of the transaction {@link writeAdapterSafeWithdraw} sent. */
export type WriteAdapterSafeWithdrawReturnType = Hash;
/** Errors {@link writeAdapterSafeWithdraw} can throw (viem's `writeContract` errors). */
export type WriteAdapterSafeWithdrawErrorType = WriteContractErrorType;
/**
 * Sends `safeWithdraw(SafeWithdrawParams params)` to Adapter with viem's `writeContract`; `options`
 * must carry `account` and `chain` when the client does not.
 *
 * From the spec: The seed's adapter table marks safeWithdraw 'before expiry'; this spec follows the
 * seed (see the PoolManager description), whereas on the deployed chain withdraw works only after
 * expiry.
 */
export function writeAdapterSafeWithdraw<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteAdapterSafeWithdrawParameters,
  options: ContractWriteOptions<
    typeof adapterAbi,
    "safeWithdraw",
    WriteAdapterSafeWithdrawParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteAdapterSafeWithdrawReturnType> {
  return writeContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "safeWithdraw",
    args,
  } as unknown as WriteContractParameters<
    typeof adapterAbi,
    "safeWithdraw",
    WriteAdapterSafeWithdrawParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `safeWithdrawOther(SafeWithdrawOtherParams params)`, in ABI order. */
export type SimulateAdapterSafeWithdrawOtherParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "safeWithdrawOther"
>;
/**
 * The transaction request a successful simulation of `safeWithdrawOther` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateAdapterSafeWithdrawOtherReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof adapterAbi,
  "safeWithdrawOther",
  SimulateAdapterSafeWithdrawOtherParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateAdapterSafeWithdrawOther} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulateAdapterSafeWithdrawOtherErrorType = SimulateContractErrorType;
/**
 * Simulates `safeWithdrawOther(SafeWithdrawOtherParams params)` on Adapter with viem's
 * `simulateContract` and returns the request to send.
 */
export async function simulateAdapterSafeWithdrawOther<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateAdapterSafeWithdrawOtherParameters,
  options?: ContractSimulateOptions<
    typeof adapterAbi,
    "safeWithdrawOther",
    SimulateAdapterSafeWithdrawOtherParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateAdapterSafeWithdrawOtherReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "safeWithdrawOther",
    args,
  } as unknown as SimulateContractParameters<
    typeof adapterAbi,
    "safeWithdrawOther",
    SimulateAdapterSafeWithdrawOtherParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateAdapterSafeWithdrawOtherReturnType<chain, account, chainOverride, accountOverride>;
}

/** Arguments of `safeWithdrawOther(SafeWithdrawOtherParams params)`, in ABI order. */
export type WriteAdapterSafeWithdrawOtherParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "safeWithdrawOther"
>;
/** Hash of the transaction {@link writeAdapterSafeWithdrawOther} sent. */
export type WriteAdapterSafeWithdrawOtherReturnType = Hash;
/** Errors {@link writeAdapterSafeWithdrawOther} can throw (viem's `writeContract` errors). */
export type WriteAdapterSafeWithdrawOtherErrorType = WriteContractErrorType;
/**
 * Sends `safeWithdrawOther(SafeWithdrawOtherParams params)` to Adapter with viem's `writeContract`;
 * `options` must carry `account` and `chain` when the client does not.
 */
export function writeAdapterSafeWithdrawOther<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteAdapterSafeWithdrawOtherParameters,
  options: ContractWriteOptions<
    typeof adapterAbi,
    "safeWithdrawOther",
    WriteAdapterSafeWithdrawOtherParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteAdapterSafeWithdrawOtherReturnType> {
  return writeContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "safeWithdrawOther",
    args,
  } as unknown as WriteContractParameters<
    typeof adapterAbi,
    "safeWithdrawOther",
    WriteAdapterSafeWithdrawOtherParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `safeRedeem(SafeRedeemParams params)`, in ABI order. */
export type SimulateAdapterSafeRedeemParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "safeRedeem"
>;
/**
 * The transaction request a successful simulation of `safeRedeem` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateAdapterSafeRedeemReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof adapterAbi,
  "safeRedeem",
  SimulateAdapterSafeRedeemParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateAdapterSafeRedeem} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulateAdapterSafeRedeemErrorType = SimulateContractErrorType;
/**
 * Simulates `safeRedeem(SafeRedeemParams params)` on Adapter with viem's `simulateContract` and
 * returns the request to send.
 */
export async function simulateAdapterSafeRedeem<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateAdapterSafeRedeemParameters,
  options?: ContractSimulateOptions<
    typeof adapterAbi,
    "safeRedeem",
    SimulateAdapterSafeRedeemParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateAdapterSafeRedeemReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "safeRedeem",
    args,
  } as unknown as SimulateContractParameters<
    typeof adapterAbi,
    "safeRedeem",
    SimulateAdapterSafeRedeemParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateAdapterSafeRedeemReturnType<chain, account, chainOverride, accountOverride>;
}

/** Arguments of `safeRedeem(SafeRedeemParams params)`, in ABI order. */
export type WriteAdapterSafeRedeemParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "safeRedeem"
>;
/** Hash of the transaction {@link writeAdapterSafeRedeem} sent. */
export type WriteAdapterSafeRedeemReturnType = Hash;
/** Errors {@link writeAdapterSafeRedeem} can throw (viem's `writeContract` errors). */
export type WriteAdapterSafeRedeemErrorType = WriteContractErrorType;
/**
 * Sends `safeRedeem(SafeRedeemParams params)` to Adapter with viem's `writeContract`; `options` must
 * carry `account` and `chain` when the client does not.
 */
export function writeAdapterSafeRedeem<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteAdapterSafeRedeemParameters,
  options: ContractWriteOptions<
    typeof adapterAbi,
    "safeRedeem",
    WriteAdapterSafeRedeemParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteAdapterSafeRedeemReturnType> {
  return writeContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "safeRedeem",
    args,
  } as unknown as WriteContractParameters<
    typeof adapterAbi,
    "safeRedeem",
    WriteAdapterSafeRedeemParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `safeUnwindSwap(SafeUnwindSwapParams params)`, in ABI order. */
export type SimulateAdapterSafeUnwindSwapParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "safeUnwindSwap"
>;
/**
 * The transaction request a successful simulation of `safeUnwindSwap` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateAdapterSafeUnwindSwapReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof adapterAbi,
  "safeUnwindSwap",
  SimulateAdapterSafeUnwindSwapParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateAdapterSafeUnwindSwap} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulateAdapterSafeUnwindSwapErrorType = SimulateContractErrorType;
/**
 * Simulates `safeUnwindSwap(SafeUnwindSwapParams params)` on Adapter with viem's `simulateContract`
 * and returns the request to send.
 */
export async function simulateAdapterSafeUnwindSwap<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateAdapterSafeUnwindSwapParameters,
  options?: ContractSimulateOptions<
    typeof adapterAbi,
    "safeUnwindSwap",
    SimulateAdapterSafeUnwindSwapParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateAdapterSafeUnwindSwapReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "safeUnwindSwap",
    args,
  } as unknown as SimulateContractParameters<
    typeof adapterAbi,
    "safeUnwindSwap",
    SimulateAdapterSafeUnwindSwapParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateAdapterSafeUnwindSwapReturnType<chain, account, chainOverride, accountOverride>;
}

/** Arguments of `safeUnwindSwap(SafeUnwindSwapParams params)`, in ABI order. */
export type WriteAdapterSafeUnwindSwapParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "safeUnwindSwap"
>;
/** Hash of the transaction {@link writeAdapterSafeUnwindSwap} sent. */
export type WriteAdapterSafeUnwindSwapReturnType = Hash;
/** Errors {@link writeAdapterSafeUnwindSwap} can throw (viem's `writeContract` errors). */
export type WriteAdapterSafeUnwindSwapErrorType = WriteContractErrorType;
/**
 * Sends `safeUnwindSwap(SafeUnwindSwapParams params)` to Adapter with viem's `writeContract`;
 * `options` must carry `account` and `chain` when the client does not.
 */
export function writeAdapterSafeUnwindSwap<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteAdapterSafeUnwindSwapParameters,
  options: ContractWriteOptions<
    typeof adapterAbi,
    "safeUnwindSwap",
    WriteAdapterSafeUnwindSwapParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteAdapterSafeUnwindSwapReturnType> {
  return writeContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "safeUnwindSwap",
    args,
  } as unknown as WriteContractParameters<
    typeof adapterAbi,
    "safeUnwindSwap",
    WriteAdapterSafeUnwindSwapParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `safeSwap(SafeSwapParams params)`, in ABI order. */
export type SimulateAdapterSafeSwapParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "safeSwap"
>;
/**
 * The transaction request a successful simulation of `safeSwap` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateAdapterSafeSwapReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof adapterAbi,
  "safeSwap",
  SimulateAdapterSafeSwapParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateAdapterSafeSwap} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulateAdapterSafeSwapErrorType = SimulateContractErrorType;
/**
 * Simulates `safeSwap(SafeSwapParams params)` on Adapter with viem's `simulateContract` and returns
 * the request to send.
 */
export async function simulateAdapterSafeSwap<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateAdapterSafeSwapParameters,
  options?: ContractSimulateOptions<
    typeof adapterAbi,
    "safeSwap",
    SimulateAdapterSafeSwapParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateAdapterSafeSwapReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "safeSwap",
    args,
  } as unknown as SimulateContractParameters<
    typeof adapterAbi,
    "safeSwap",
    SimulateAdapterSafeSwapParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateAdapterSafeSwapReturnType<chain, account, chainOverride, accountOverride>;
}

/** Arguments of `safeSwap(SafeSwapParams params)`, in ABI order. */
export type WriteAdapterSafeSwapParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "safeSwap"
>;
/** Hash of the transaction {@link writeAdapterSafeSwap} sent. */
export type WriteAdapterSafeSwapReturnType = Hash;
/** Errors {@link writeAdapterSafeSwap} can throw (viem's `writeContract` errors). */
export type WriteAdapterSafeSwapErrorType = WriteContractErrorType;
/**
 * Sends `safeSwap(SafeSwapParams params)` to Adapter with viem's `writeContract`; `options` must carry
 * `account` and `chain` when the client does not.
 */
export function writeAdapterSafeSwap<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteAdapterSafeSwapParameters,
  options: ContractWriteOptions<
    typeof adapterAbi,
    "safeSwap",
    WriteAdapterSafeSwapParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteAdapterSafeSwapReturnType> {
  return writeContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "safeSwap",
    args,
  } as unknown as WriteContractParameters<
    typeof adapterAbi,
    "safeSwap",
    WriteAdapterSafeSwapParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `safeExercise(SafeExerciseParams params)`, in ABI order. */
export type SimulateAdapterSafeExerciseParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "safeExercise"
>;
/**
 * The transaction request a successful simulation of `safeExercise` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateAdapterSafeExerciseReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof adapterAbi,
  "safeExercise",
  SimulateAdapterSafeExerciseParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateAdapterSafeExercise} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulateAdapterSafeExerciseErrorType = SimulateContractErrorType;
/**
 * Simulates `safeExercise(SafeExerciseParams params)` on Adapter with viem's `simulateContract` and
 * returns the request to send.
 */
export async function simulateAdapterSafeExercise<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateAdapterSafeExerciseParameters,
  options?: ContractSimulateOptions<
    typeof adapterAbi,
    "safeExercise",
    SimulateAdapterSafeExerciseParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateAdapterSafeExerciseReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "safeExercise",
    args,
  } as unknown as SimulateContractParameters<
    typeof adapterAbi,
    "safeExercise",
    SimulateAdapterSafeExerciseParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateAdapterSafeExerciseReturnType<chain, account, chainOverride, accountOverride>;
}

/** Arguments of `safeExercise(SafeExerciseParams params)`, in ABI order. */
export type WriteAdapterSafeExerciseParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "safeExercise"
>;
/** Hash of the transaction {@link writeAdapterSafeExercise} sent. */
export type WriteAdapterSafeExerciseReturnType = Hash;
/** Errors {@link writeAdapterSafeExercise} can throw (viem's `writeContract` errors). */
export type WriteAdapterSafeExerciseErrorType = WriteContractErrorType;
/**
 * Sends `safeExercise(SafeExerciseParams params)` to Adapter with viem's `writeContract`; `options`
 * must carry `account` and `chain` when the client does not.
 */
export function writeAdapterSafeExercise<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteAdapterSafeExerciseParameters,
  options: ContractWriteOptions<
    typeof adapterAbi,
    "safeExercise",
    WriteAdapterSafeExerciseParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteAdapterSafeExerciseReturnType> {
  return writeContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "safeExercise",
    args,
  } as unknown as WriteContractParameters<
    typeof adapterAbi,
    "safeExercise",
    WriteAdapterSafeExerciseParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `safeExerciseOther(SafeExerciseOtherParams params)`, in ABI order. */
export type SimulateAdapterSafeExerciseOtherParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "safeExerciseOther"
>;
/**
 * The transaction request a successful simulation of `safeExerciseOther` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateAdapterSafeExerciseOtherReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof adapterAbi,
  "safeExerciseOther",
  SimulateAdapterSafeExerciseOtherParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateAdapterSafeExerciseOther} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulateAdapterSafeExerciseOtherErrorType = SimulateContractErrorType;
/**
 * Simulates `safeExerciseOther(SafeExerciseOtherParams params)` on Adapter with viem's
 * `simulateContract` and returns the request to send.
 */
export async function simulateAdapterSafeExerciseOther<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateAdapterSafeExerciseOtherParameters,
  options?: ContractSimulateOptions<
    typeof adapterAbi,
    "safeExerciseOther",
    SimulateAdapterSafeExerciseOtherParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateAdapterSafeExerciseOtherReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "safeExerciseOther",
    args,
  } as unknown as SimulateContractParameters<
    typeof adapterAbi,
    "safeExerciseOther",
    SimulateAdapterSafeExerciseOtherParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateAdapterSafeExerciseOtherReturnType<chain, account, chainOverride, accountOverride>;
}

/** Arguments of `safeExerciseOther(SafeExerciseOtherParams params)`, in ABI order. */
export type WriteAdapterSafeExerciseOtherParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "safeExerciseOther"
>;
/** Hash of the transaction {@link writeAdapterSafeExerciseOther} sent. */
export type WriteAdapterSafeExerciseOtherReturnType = Hash;
/** Errors {@link writeAdapterSafeExerciseOther} can throw (viem's `writeContract` errors). */
export type WriteAdapterSafeExerciseOtherErrorType = WriteContractErrorType;
/**
 * Sends `safeExerciseOther(SafeExerciseOtherParams params)` to Adapter with viem's `writeContract`;
 * `options` must carry `account` and `chain` when the client does not.
 */
export function writeAdapterSafeExerciseOther<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteAdapterSafeExerciseOtherParameters,
  options: ContractWriteOptions<
    typeof adapterAbi,
    "safeExerciseOther",
    WriteAdapterSafeExerciseOtherParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteAdapterSafeExerciseOtherReturnType> {
  return writeContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "safeExerciseOther",
    args,
  } as unknown as WriteContractParameters<
    typeof adapterAbi,
    "safeExerciseOther",
    WriteAdapterSafeExerciseOtherParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `safeUnwindExercise(SafeUnwindExerciseParams params)`, in ABI order. */
export type SimulateAdapterSafeUnwindExerciseParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "safeUnwindExercise"
>;
/**
 * The transaction request a successful simulation of `safeUnwindExercise` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateAdapterSafeUnwindExerciseReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof adapterAbi,
  "safeUnwindExercise",
  SimulateAdapterSafeUnwindExerciseParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateAdapterSafeUnwindExercise} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulateAdapterSafeUnwindExerciseErrorType = SimulateContractErrorType;
/**
 * Simulates `safeUnwindExercise(SafeUnwindExerciseParams params)` on Adapter with viem's
 * `simulateContract` and returns the request to send.
 */
export async function simulateAdapterSafeUnwindExercise<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateAdapterSafeUnwindExerciseParameters,
  options?: ContractSimulateOptions<
    typeof adapterAbi,
    "safeUnwindExercise",
    SimulateAdapterSafeUnwindExerciseParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateAdapterSafeUnwindExerciseReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "safeUnwindExercise",
    args,
  } as unknown as SimulateContractParameters<
    typeof adapterAbi,
    "safeUnwindExercise",
    SimulateAdapterSafeUnwindExerciseParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateAdapterSafeUnwindExerciseReturnType<chain, account, chainOverride, accountOverride>;
}

/** Arguments of `safeUnwindExercise(SafeUnwindExerciseParams params)`, in ABI order. */
export type WriteAdapterSafeUnwindExerciseParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "safeUnwindExercise"
>;
/** Hash of the transaction {@link writeAdapterSafeUnwindExercise} sent. */
export type WriteAdapterSafeUnwindExerciseReturnType = Hash;
/** Errors {@link writeAdapterSafeUnwindExercise} can throw (viem's `writeContract` errors). */
export type WriteAdapterSafeUnwindExerciseErrorType = WriteContractErrorType;
/**
 * Sends `safeUnwindExercise(SafeUnwindExerciseParams params)` to Adapter with viem's `writeContract`;
 * `options` must carry `account` and `chain` when the client does not.
 */
export function writeAdapterSafeUnwindExercise<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteAdapterSafeUnwindExerciseParameters,
  options: ContractWriteOptions<
    typeof adapterAbi,
    "safeUnwindExercise",
    WriteAdapterSafeUnwindExerciseParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteAdapterSafeUnwindExerciseReturnType> {
  return writeContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "safeUnwindExercise",
    args,
  } as unknown as WriteContractParameters<
    typeof adapterAbi,
    "safeUnwindExercise",
    WriteAdapterSafeUnwindExerciseParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `safeUnwindExerciseOther(SafeUnwindExerciseOtherParams params)`, in ABI order. */
export type SimulateAdapterSafeUnwindExerciseOtherParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "safeUnwindExerciseOther"
>;
/**
 * The transaction request a successful simulation of `safeUnwindExerciseOther` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateAdapterSafeUnwindExerciseOtherReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof adapterAbi,
  "safeUnwindExerciseOther",
  SimulateAdapterSafeUnwindExerciseOtherParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateAdapterSafeUnwindExerciseOther} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulateAdapterSafeUnwindExerciseOtherErrorType = SimulateContractErrorType;
/**
 * Simulates `safeUnwindExerciseOther(SafeUnwindExerciseOtherParams params)` on Adapter with viem's
 * `simulateContract` and returns the request to send.
 */
export async function simulateAdapterSafeUnwindExerciseOther<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateAdapterSafeUnwindExerciseOtherParameters,
  options?: ContractSimulateOptions<
    typeof adapterAbi,
    "safeUnwindExerciseOther",
    SimulateAdapterSafeUnwindExerciseOtherParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateAdapterSafeUnwindExerciseOtherReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "safeUnwindExerciseOther",
    args,
  } as unknown as SimulateContractParameters<
    typeof adapterAbi,
    "safeUnwindExerciseOther",
    SimulateAdapterSafeUnwindExerciseOtherParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateAdapterSafeUnwindExerciseOtherReturnType<chain, account, chainOverride, accountOverride>;
}

/** Arguments of `safeUnwindExerciseOther(SafeUnwindExerciseOtherParams params)`, in ABI order. */
export type WriteAdapterSafeUnwindExerciseOtherParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "safeUnwindExerciseOther"
>;
/** Hash of the transaction {@link writeAdapterSafeUnwindExerciseOther} sent. */
export type WriteAdapterSafeUnwindExerciseOtherReturnType = Hash;
/** Errors {@link writeAdapterSafeUnwindExerciseOther} can throw (viem's `writeContract` errors). */
export type WriteAdapterSafeUnwindExerciseOtherErrorType = WriteContractErrorType;
/**
 * Sends `safeUnwindExerciseOther(SafeUnwindExerciseOtherParams params)` to Adapter with viem's
 * `writeContract`; `options` must carry `account` and `chain` when the client does not.
 */
export function writeAdapterSafeUnwindExerciseOther<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteAdapterSafeUnwindExerciseOtherParameters,
  options: ContractWriteOptions<
    typeof adapterAbi,
    "safeUnwindExerciseOther",
    WriteAdapterSafeUnwindExerciseOtherParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteAdapterSafeUnwindExerciseOtherReturnType> {
  return writeContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "safeUnwindExerciseOther",
    args,
  } as unknown as WriteContractParameters<
    typeof adapterAbi,
    "safeUnwindExerciseOther",
    WriteAdapterSafeUnwindExerciseOtherParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `erc20Transfer(address token, address receiver, uint256 amount)`, in ABI order. */
export type SimulateAdapterErc20TransferParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "erc20Transfer"
>;
/**
 * The transaction request a successful simulation of `erc20Transfer` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateAdapterErc20TransferReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof adapterAbi,
  "erc20Transfer",
  SimulateAdapterErc20TransferParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateAdapterErc20Transfer} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulateAdapterErc20TransferErrorType = SimulateContractErrorType;
/**
 * Simulates `erc20Transfer(address token, address receiver, uint256 amount)` on Adapter with viem's
 * `simulateContract` and returns the request to send.
 *
 * From the spec: Tokens move by legs of the same bundle: erc20TransferFrom(token, receiver, amount)
 * moves the initiator's tokens (approved to the adapter) to receiver, usually the adapter itself
 * (`type(uint256).max` = the initiator's whole balance); permit2TransferFrom does the same through
 * Permit2's allowance; erc20Transfer(token, receiver, amount) sends the adapter's own tokens
 * (`type(uint256).max` = all of them;
 * From the spec: A safe* call then spends what the adapter holds; where its struct has an owner it
 * must be the adapter or the initiator (UnexpectedOwner); outputs go to receiver, and the bundle ends
 * with erc20Transfer legs returning what is left.
 */
export async function simulateAdapterErc20Transfer<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateAdapterErc20TransferParameters,
  options?: ContractSimulateOptions<
    typeof adapterAbi,
    "erc20Transfer",
    SimulateAdapterErc20TransferParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateAdapterErc20TransferReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "erc20Transfer",
    args,
  } as unknown as SimulateContractParameters<
    typeof adapterAbi,
    "erc20Transfer",
    SimulateAdapterErc20TransferParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateAdapterErc20TransferReturnType<chain, account, chainOverride, accountOverride>;
}

/** Arguments of `erc20Transfer(address token, address receiver, uint256 amount)`, in ABI order. */
export type WriteAdapterErc20TransferParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "erc20Transfer"
>;
/** Hash of the transaction {@link writeAdapterErc20Transfer} sent. */
export type WriteAdapterErc20TransferReturnType = Hash;
/** Errors {@link writeAdapterErc20Transfer} can throw (viem's `writeContract` errors). */
export type WriteAdapterErc20TransferErrorType = WriteContractErrorType;
/**
 * Sends `erc20Transfer(address token, address receiver, uint256 amount)` to Adapter with viem's
 * `writeContract`; `options` must carry `account` and `chain` when the client does not.
 *
 * From the spec: Tokens move by legs of the same bundle: erc20TransferFrom(token, receiver, amount)
 * moves the initiator's tokens (approved to the adapter) to receiver, usually the adapter itself
 * (`type(uint256).max` = the initiator's whole balance); permit2TransferFrom does the same through
 * Permit2's allowance; erc20Transfer(token, receiver, amount) sends the adapter's own tokens
 * (`type(uint256).max` = all of them;
 * From the spec: A safe* call then spends what the adapter holds; where its struct has an owner it
 * must be the adapter or the initiator (UnexpectedOwner); outputs go to receiver, and the bundle ends
 * with erc20Transfer legs returning what is left.
 */
export function writeAdapterErc20Transfer<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteAdapterErc20TransferParameters,
  options: ContractWriteOptions<
    typeof adapterAbi,
    "erc20Transfer",
    WriteAdapterErc20TransferParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteAdapterErc20TransferReturnType> {
  return writeContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "erc20Transfer",
    args,
  } as unknown as WriteContractParameters<
    typeof adapterAbi,
    "erc20Transfer",
    WriteAdapterErc20TransferParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `erc20TransferFrom(address token, address receiver, uint256 amount)`, in ABI order. */
export type SimulateAdapterErc20TransferFromParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "erc20TransferFrom"
>;
/**
 * The transaction request a successful simulation of `erc20TransferFrom` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateAdapterErc20TransferFromReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof adapterAbi,
  "erc20TransferFrom",
  SimulateAdapterErc20TransferFromParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateAdapterErc20TransferFrom} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulateAdapterErc20TransferFromErrorType = SimulateContractErrorType;
/**
 * Simulates `erc20TransferFrom(address token, address receiver, uint256 amount)` on Adapter with
 * viem's `simulateContract` and returns the request to send.
 *
 * From the spec: Tokens move by legs of the same bundle: erc20TransferFrom(token, receiver, amount)
 * moves the initiator's tokens (approved to the adapter) to receiver, usually the adapter itself
 * (`type(uint256).max` = the initiator's whole balance); permit2TransferFrom does the same through
 * Permit2's allowance; erc20Transfer(token, receiver, amount) sends the adapter's own tokens
 * (`type(uint256).max` = all of them;
 */
export async function simulateAdapterErc20TransferFrom<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateAdapterErc20TransferFromParameters,
  options?: ContractSimulateOptions<
    typeof adapterAbi,
    "erc20TransferFrom",
    SimulateAdapterErc20TransferFromParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateAdapterErc20TransferFromReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "erc20TransferFrom",
    args,
  } as unknown as SimulateContractParameters<
    typeof adapterAbi,
    "erc20TransferFrom",
    SimulateAdapterErc20TransferFromParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateAdapterErc20TransferFromReturnType<chain, account, chainOverride, accountOverride>;
}

/** Arguments of `erc20TransferFrom(address token, address receiver, uint256 amount)`, in ABI order. */
export type WriteAdapterErc20TransferFromParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "erc20TransferFrom"
>;
/** Hash of the transaction {@link writeAdapterErc20TransferFrom} sent. */
export type WriteAdapterErc20TransferFromReturnType = Hash;
/** Errors {@link writeAdapterErc20TransferFrom} can throw (viem's `writeContract` errors). */
export type WriteAdapterErc20TransferFromErrorType = WriteContractErrorType;
/**
 * Sends `erc20TransferFrom(address token, address receiver, uint256 amount)` to Adapter with viem's
 * `writeContract`; `options` must carry `account` and `chain` when the client does not.
 *
 * From the spec: Tokens move by legs of the same bundle: erc20TransferFrom(token, receiver, amount)
 * moves the initiator's tokens (approved to the adapter) to receiver, usually the adapter itself
 * (`type(uint256).max` = the initiator's whole balance); permit2TransferFrom does the same through
 * Permit2's allowance; erc20Transfer(token, receiver, amount) sends the adapter's own tokens
 * (`type(uint256).max` = all of them;
 */
export function writeAdapterErc20TransferFrom<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteAdapterErc20TransferFromParameters,
  options: ContractWriteOptions<
    typeof adapterAbi,
    "erc20TransferFrom",
    WriteAdapterErc20TransferFromParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteAdapterErc20TransferFromReturnType> {
  return writeContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "erc20TransferFrom",
    args,
  } as unknown as WriteContractParameters<
    typeof adapterAbi,
    "erc20TransferFrom",
    WriteAdapterErc20TransferFromParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `permit2TransferFrom(address token, address receiver, uint256 amount)`, in ABI order. */
export type SimulateAdapterPermit2TransferFromParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "permit2TransferFrom"
>;
/**
 * The transaction request a successful simulation of `permit2TransferFrom` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulateAdapterPermit2TransferFromReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof adapterAbi,
  "permit2TransferFrom",
  SimulateAdapterPermit2TransferFromParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulateAdapterPermit2TransferFrom} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulateAdapterPermit2TransferFromErrorType = SimulateContractErrorType;
/**
 * Simulates `permit2TransferFrom(address token, address receiver, uint256 amount)` on Adapter with
 * viem's `simulateContract` and returns the request to send.
 *
 * From the spec: Tokens move by legs of the same bundle: erc20TransferFrom(token, receiver, amount)
 * moves the initiator's tokens (approved to the adapter) to receiver, usually the adapter itself
 * (`type(uint256).max` = the initiator's whole balance); permit2TransferFrom does the same through
 * Permit2's allowance; erc20Transfer(token, receiver, amount) sends the adapter's own tokens
 * (`type(uint256).max` = all of them;
 */
export async function simulateAdapterPermit2TransferFrom<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulateAdapterPermit2TransferFromParameters,
  options?: ContractSimulateOptions<
    typeof adapterAbi,
    "permit2TransferFrom",
    SimulateAdapterPermit2TransferFromParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulateAdapterPermit2TransferFromReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "permit2TransferFrom",
    args,
  } as unknown as SimulateContractParameters<
    typeof adapterAbi,
    "permit2TransferFrom",
    SimulateAdapterPermit2TransferFromParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulateAdapterPermit2TransferFromReturnType<chain, account, chainOverride, accountOverride>;
}

/** Arguments of `permit2TransferFrom(address token, address receiver, uint256 amount)`, in ABI order. */
export type WriteAdapterPermit2TransferFromParameters = ContractFunctionArgs<
  typeof adapterAbi,
  "nonpayable" | "payable",
  "permit2TransferFrom"
>;
/** Hash of the transaction {@link writeAdapterPermit2TransferFrom} sent. */
export type WriteAdapterPermit2TransferFromReturnType = Hash;
/** Errors {@link writeAdapterPermit2TransferFrom} can throw (viem's `writeContract` errors). */
export type WriteAdapterPermit2TransferFromErrorType = WriteContractErrorType;
/**
 * Sends `permit2TransferFrom(address token, address receiver, uint256 amount)` to Adapter with viem's
 * `writeContract`; `options` must carry `account` and `chain` when the client does not.
 *
 * From the spec: Tokens move by legs of the same bundle: erc20TransferFrom(token, receiver, amount)
 * moves the initiator's tokens (approved to the adapter) to receiver, usually the adapter itself
 * (`type(uint256).max` = the initiator's whole balance); permit2TransferFrom does the same through
 * Permit2's allowance; erc20Transfer(token, receiver, amount) sends the adapter's own tokens
 * (`type(uint256).max` = all of them;
 */
export function writeAdapterPermit2TransferFrom<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WriteAdapterPermit2TransferFromParameters,
  options: ContractWriteOptions<
    typeof adapterAbi,
    "permit2TransferFrom",
    WriteAdapterPermit2TransferFromParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WriteAdapterPermit2TransferFromReturnType> {
  return writeContract(client, {
    ...options,
    abi: adapterAbi,
    address,
    functionName: "permit2TransferFrom",
    args,
  } as unknown as WriteContractParameters<
    typeof adapterAbi,
    "permit2TransferFrom",
    WriteAdapterPermit2TransferFromParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Names of the custom errors Adapter reverts with, in ABI order. */
export const adapterErrorNames = [
  "DeadlineExceeded",
  "ZeroAddress",
  "SlippageExceeded",
  "UnexpectedOwner",
  "ZeroAmount",
  "UnauthorizedSender",
  "AdapterAddress",
  "ZeroShares",
  "InsufficientBalance",
  "ReentrancyGuardReentrantCall",
  "SafeERC20FailedOperation",
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

/** Result of {@link decodeAdapterError}: the error name and its decoded arguments. */
export type DecodeAdapterErrorReturnType = DecodeErrorResultReturnType<typeof adapterAbi>;

/**
 * Decodes Adapter revert data (viem's `decodeErrorResult`); throws when the selector matches no
 * Adapter error.
 */
export function decodeAdapterError(data: Hex): DecodeAdapterErrorReturnType {
  return decodeErrorResult({ abi: adapterAbi, data });
}
