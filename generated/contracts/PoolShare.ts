// generated from specs/abi/PoolShare.json (sha256:d7fc016dc7b5a2ac4c80137c48ccb884d06848b6de428be992073bc253627510), do not edit
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
 * PoolShare ABI (specs/abi/PoolShare.json).
 *
 * Principal (cPT) and swap (cST) share token of a pool (Cork Phoenix PoolShare,
 * docs/reference/protocol.md#share-tokens): an ERC-20 with 18 decimals whatever the decimals of the
 * underlying assets; only the PoolManager mints and burns. issuedAt() is the token's issuance
 * timestamp, the start of the unwind-fee time decay (docs/reference/protocol.md#pool-math). On the
 * PoolManager's behalf the principal token also emits ERC-4626-style events: deposit/mint ->
 * Deposit(caIn, shares); unwindDeposit/unwindMint -> Withdraw(caOut, shares); redeem/withdraw ->
 * Withdraw(caOut, cptIn) + WithdrawOther(REF, refOut, cptIn); exercise/swap -> Withdraw(caOut + fee,
 * 0) + DepositOther(REF, refIn, 0); unwindSwap/unwindExercise -> Deposit(caIn - fee, 0) +
 * WithdrawOther(REF, refOut, 0). Errors are the OpenZeppelin ERC-6093 ERC-20 errors plus
 * NotCorkPoolManager. Names follow SharesFactory: name '<CA symbol>-<REF symbol><expiry
 * month><cPT|cST>', symbol '<REF symbol><expiry month><cPT|cST>'.
 */
export const poolShareAbi = [
  {
    type: "event",
    name: "Transfer",
    inputs: [
      { name: "from", type: "address", internalType: "address", indexed: true },
      { name: "to", type: "address", internalType: "address", indexed: true },
      { name: "value", type: "uint256", internalType: "uint256", indexed: false },
    ],
    anonymous: false,
  },
  {
    type: "event",
    name: "Approval",
    inputs: [
      { name: "owner", type: "address", internalType: "address", indexed: true },
      { name: "spender", type: "address", internalType: "address", indexed: true },
      { name: "value", type: "uint256", internalType: "uint256", indexed: false },
    ],
    anonymous: false,
  },
  {
    type: "event",
    name: "Deposit",
    inputs: [
      { name: "sender", type: "address", internalType: "address", indexed: true },
      { name: "owner", type: "address", internalType: "address", indexed: true },
      { name: "assets", type: "uint256", internalType: "uint256", indexed: false },
      { name: "shares", type: "uint256", internalType: "uint256", indexed: false },
    ],
    anonymous: false,
  },
  {
    type: "event",
    name: "Withdraw",
    inputs: [
      { name: "sender", type: "address", internalType: "address", indexed: true },
      { name: "receiver", type: "address", internalType: "address", indexed: true },
      { name: "owner", type: "address", internalType: "address", indexed: true },
      { name: "assets", type: "uint256", internalType: "uint256", indexed: false },
      { name: "shares", type: "uint256", internalType: "uint256", indexed: false },
    ],
    anonymous: false,
  },
  {
    type: "event",
    name: "WithdrawOther",
    inputs: [
      { name: "sender", type: "address", internalType: "address", indexed: true },
      { name: "receiver", type: "address", internalType: "address", indexed: true },
      { name: "owner", type: "address", internalType: "address", indexed: true },
      { name: "asset", type: "address", internalType: "address", indexed: false },
      { name: "assets", type: "uint256", internalType: "uint256", indexed: false },
      { name: "shares", type: "uint256", internalType: "uint256", indexed: false },
    ],
    anonymous: false,
  },
  {
    type: "event",
    name: "DepositOther",
    inputs: [
      { name: "sender", type: "address", internalType: "address", indexed: true },
      { name: "owner", type: "address", internalType: "address", indexed: true },
      { name: "asset", type: "address", internalType: "address", indexed: false },
      { name: "assets", type: "uint256", internalType: "uint256", indexed: false },
      { name: "shares", type: "uint256", internalType: "uint256", indexed: false },
    ],
    anonymous: false,
  },
  {
    type: "error",
    name: "ERC20InsufficientBalance",
    inputs: [
      { name: "sender", type: "address", internalType: "address" },
      { name: "balance", type: "uint256", internalType: "uint256" },
      { name: "needed", type: "uint256", internalType: "uint256" },
    ],
  },
  {
    type: "error",
    name: "ERC20InsufficientAllowance",
    inputs: [
      { name: "spender", type: "address", internalType: "address" },
      { name: "allowance", type: "uint256", internalType: "uint256" },
      { name: "needed", type: "uint256", internalType: "uint256" },
    ],
  },
  {
    type: "error",
    name: "ERC20InvalidSender",
    inputs: [
      { name: "sender", type: "address", internalType: "address" },
    ],
  },
  {
    type: "error",
    name: "ERC20InvalidReceiver",
    inputs: [
      { name: "receiver", type: "address", internalType: "address" },
    ],
  },
  {
    type: "error",
    name: "ERC20InvalidApprover",
    inputs: [
      { name: "approver", type: "address", internalType: "address" },
    ],
  },
  {
    type: "error",
    name: "ERC20InvalidSpender",
    inputs: [
      { name: "spender", type: "address", internalType: "address" },
    ],
  },
  {
    type: "error",
    name: "NotCorkPoolManager",
    inputs: [],
  },
  {
    type: "function",
    name: "name",
    inputs: [],
    outputs: [
      { name: "", type: "string", internalType: "string" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "symbol",
    inputs: [],
    outputs: [
      { name: "", type: "string", internalType: "string" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "decimals",
    inputs: [],
    outputs: [
      { name: "", type: "uint8", internalType: "uint8" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "totalSupply",
    inputs: [],
    outputs: [
      { name: "", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "balanceOf",
    inputs: [
      { name: "account", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "allowance",
    inputs: [
      { name: "owner", type: "address", internalType: "address" },
      { name: "spender", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "approve",
    inputs: [
      { name: "spender", type: "address", internalType: "address" },
      { name: "value", type: "uint256", internalType: "uint256" },
    ],
    outputs: [
      { name: "", type: "bool", internalType: "bool" },
    ],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "transfer",
    inputs: [
      { name: "to", type: "address", internalType: "address" },
      { name: "value", type: "uint256", internalType: "uint256" },
    ],
    outputs: [
      { name: "", type: "bool", internalType: "bool" },
    ],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "transferFrom",
    inputs: [
      { name: "from", type: "address", internalType: "address" },
      { name: "to", type: "address", internalType: "address" },
      { name: "value", type: "uint256", internalType: "uint256" },
    ],
    outputs: [
      { name: "", type: "bool", internalType: "bool" },
    ],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "issuedAt",
    inputs: [],
    outputs: [
      { name: "", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
] as const;

/** Arguments of `name() view returns (string)`, in ABI order. */
export type ReadPoolShareNameParameters = ContractFunctionArgs<typeof poolShareAbi, "pure" | "view", "name">;
/** Decoded result of `name() view returns (string)`. */
export type ReadPoolShareNameReturnType = ContractFunctionReturnType<
  typeof poolShareAbi,
  "pure" | "view",
  "name",
  ReadPoolShareNameParameters
>;
/** Errors {@link readPoolShareName} can throw (viem's `readContract` errors). */
export type ReadPoolShareNameErrorType = ReadContractErrorType;
/**
 * Reads `name() view returns (string)` from PoolShare with viem's `readContract` (an `eth_call`).
 *
 * From the spec: Names follow SharesFactory: name '<CA symbol>-<REF symbol><expiry month><cPT|cST>',
 * symbol '<REF symbol><expiry month><cPT|cST>'.
 */
export function readPoolShareName(
  client: Client,
  address: Address,
  options?: ContractReadOptions<typeof poolShareAbi, "name">,
): Promise<ReadPoolShareNameReturnType> {
  return readContract(client, {
    ...options,
    abi: poolShareAbi,
    address,
    functionName: "name",
  });
}

/** Arguments of `symbol() view returns (string)`, in ABI order. */
export type ReadPoolShareSymbolParameters = ContractFunctionArgs<typeof poolShareAbi, "pure" | "view", "symbol">;
/** Decoded result of `symbol() view returns (string)`. */
export type ReadPoolShareSymbolReturnType = ContractFunctionReturnType<
  typeof poolShareAbi,
  "pure" | "view",
  "symbol",
  ReadPoolShareSymbolParameters
>;
/** Errors {@link readPoolShareSymbol} can throw (viem's `readContract` errors). */
export type ReadPoolShareSymbolErrorType = ReadContractErrorType;
/**
 * Reads `symbol() view returns (string)` from PoolShare with viem's `readContract` (an `eth_call`).
 *
 * From the spec: Names follow SharesFactory: name '<CA symbol>-<REF symbol><expiry month><cPT|cST>',
 * symbol '<REF symbol><expiry month><cPT|cST>'.
 */
export function readPoolShareSymbol(
  client: Client,
  address: Address,
  options?: ContractReadOptions<typeof poolShareAbi, "symbol">,
): Promise<ReadPoolShareSymbolReturnType> {
  return readContract(client, {
    ...options,
    abi: poolShareAbi,
    address,
    functionName: "symbol",
  });
}

/** Arguments of `decimals() view returns (uint8)`, in ABI order. */
export type ReadPoolShareDecimalsParameters = ContractFunctionArgs<typeof poolShareAbi, "pure" | "view", "decimals">;
/** Decoded result of `decimals() view returns (uint8)`. */
export type ReadPoolShareDecimalsReturnType = ContractFunctionReturnType<
  typeof poolShareAbi,
  "pure" | "view",
  "decimals",
  ReadPoolShareDecimalsParameters
>;
/** Errors {@link readPoolShareDecimals} can throw (viem's `readContract` errors). */
export type ReadPoolShareDecimalsErrorType = ReadContractErrorType;
/**
 * Reads `decimals() view returns (uint8)` from PoolShare with viem's `readContract` (an `eth_call`).
 *
 * From the spec: Principal (cPT) and swap (cST) share token of a pool (Cork Phoenix PoolShare,
 * docs/reference/protocol.md#share-tokens): an ERC-20 with 18 decimals whatever the decimals of the
 * underlying assets; only the PoolManager mints and burns. issuedAt() is the token's issuance
 * timestamp, the start of the unwind-fee time decay (docs/reference/protocol.md#pool-math).
 */
export function readPoolShareDecimals(
  client: Client,
  address: Address,
  options?: ContractReadOptions<typeof poolShareAbi, "decimals">,
): Promise<ReadPoolShareDecimalsReturnType> {
  return readContract(client, {
    ...options,
    abi: poolShareAbi,
    address,
    functionName: "decimals",
  });
}

/** Arguments of `totalSupply() view returns (uint256)`, in ABI order. */
export type ReadPoolShareTotalSupplyParameters = ContractFunctionArgs<
  typeof poolShareAbi,
  "pure" | "view",
  "totalSupply"
>;
/** Decoded result of `totalSupply() view returns (uint256)`. */
export type ReadPoolShareTotalSupplyReturnType = ContractFunctionReturnType<
  typeof poolShareAbi,
  "pure" | "view",
  "totalSupply",
  ReadPoolShareTotalSupplyParameters
>;
/** Errors {@link readPoolShareTotalSupply} can throw (viem's `readContract` errors). */
export type ReadPoolShareTotalSupplyErrorType = ReadContractErrorType;
/**
 * Reads `totalSupply() view returns (uint256)` from PoolShare with viem's `readContract` (an
 * `eth_call`).
 */
export function readPoolShareTotalSupply(
  client: Client,
  address: Address,
  options?: ContractReadOptions<typeof poolShareAbi, "totalSupply">,
): Promise<ReadPoolShareTotalSupplyReturnType> {
  return readContract(client, {
    ...options,
    abi: poolShareAbi,
    address,
    functionName: "totalSupply",
  });
}

/** Arguments of `balanceOf(address account) view returns (uint256)`, in ABI order. */
export type ReadPoolShareBalanceOfParameters = ContractFunctionArgs<typeof poolShareAbi, "pure" | "view", "balanceOf">;
/** Decoded result of `balanceOf(address account) view returns (uint256)`. */
export type ReadPoolShareBalanceOfReturnType = ContractFunctionReturnType<
  typeof poolShareAbi,
  "pure" | "view",
  "balanceOf",
  ReadPoolShareBalanceOfParameters
>;
/** Errors {@link readPoolShareBalanceOf} can throw (viem's `readContract` errors). */
export type ReadPoolShareBalanceOfErrorType = ReadContractErrorType;
/**
 * Reads `balanceOf(address account) view returns (uint256)` from PoolShare with viem's `readContract`
 * (an `eth_call`).
 */
export function readPoolShareBalanceOf(
  client: Client,
  address: Address,
  args: ReadPoolShareBalanceOfParameters,
  options?: ContractReadOptions<typeof poolShareAbi, "balanceOf">,
): Promise<ReadPoolShareBalanceOfReturnType> {
  return readContract(client, {
    ...options,
    abi: poolShareAbi,
    address,
    functionName: "balanceOf",
    args,
  });
}

/** Arguments of `allowance(address owner, address spender) view returns (uint256)`, in ABI order. */
export type ReadPoolShareAllowanceParameters = ContractFunctionArgs<typeof poolShareAbi, "pure" | "view", "allowance">;
/** Decoded result of `allowance(address owner, address spender) view returns (uint256)`. */
export type ReadPoolShareAllowanceReturnType = ContractFunctionReturnType<
  typeof poolShareAbi,
  "pure" | "view",
  "allowance",
  ReadPoolShareAllowanceParameters
>;
/** Errors {@link readPoolShareAllowance} can throw (viem's `readContract` errors). */
export type ReadPoolShareAllowanceErrorType = ReadContractErrorType;
/**
 * Reads `allowance(address owner, address spender) view returns (uint256)` from PoolShare with viem's
 * `readContract` (an `eth_call`).
 */
export function readPoolShareAllowance(
  client: Client,
  address: Address,
  args: ReadPoolShareAllowanceParameters,
  options?: ContractReadOptions<typeof poolShareAbi, "allowance">,
): Promise<ReadPoolShareAllowanceReturnType> {
  return readContract(client, {
    ...options,
    abi: poolShareAbi,
    address,
    functionName: "allowance",
    args,
  });
}

/** Arguments of `approve(address spender, uint256 value) returns (bool)`, in ABI order. */
export type SimulatePoolShareApproveParameters = ContractFunctionArgs<
  typeof poolShareAbi,
  "nonpayable" | "payable",
  "approve"
>;
/**
 * The transaction request a successful simulation of `approve` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulatePoolShareApproveReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof poolShareAbi,
  "approve",
  SimulatePoolShareApproveParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulatePoolShareApprove} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulatePoolShareApproveErrorType = SimulateContractErrorType;
/**
 * Simulates `approve(address spender, uint256 value) returns (bool)` on PoolShare with viem's
 * `simulateContract` and returns the request to send.
 */
export async function simulatePoolShareApprove<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulatePoolShareApproveParameters,
  options?: ContractSimulateOptions<
    typeof poolShareAbi,
    "approve",
    SimulatePoolShareApproveParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulatePoolShareApproveReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: poolShareAbi,
    address,
    functionName: "approve",
    args,
  } as unknown as SimulateContractParameters<
    typeof poolShareAbi,
    "approve",
    SimulatePoolShareApproveParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulatePoolShareApproveReturnType<chain, account, chainOverride, accountOverride>;
}

/** Arguments of `approve(address spender, uint256 value) returns (bool)`, in ABI order. */
export type WritePoolShareApproveParameters = ContractFunctionArgs<
  typeof poolShareAbi,
  "nonpayable" | "payable",
  "approve"
>;
/** Hash of the transaction {@link writePoolShareApprove} sent. */
export type WritePoolShareApproveReturnType = Hash;
/** Errors {@link writePoolShareApprove} can throw (viem's `writeContract` errors). */
export type WritePoolShareApproveErrorType = WriteContractErrorType;
/**
 * Sends `approve(address spender, uint256 value) returns (bool)` to PoolShare with viem's
 * `writeContract`; `options` must carry `account` and `chain` when the client does not.
 */
export function writePoolShareApprove<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WritePoolShareApproveParameters,
  options: ContractWriteOptions<
    typeof poolShareAbi,
    "approve",
    WritePoolShareApproveParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WritePoolShareApproveReturnType> {
  return writeContract(client, {
    ...options,
    abi: poolShareAbi,
    address,
    functionName: "approve",
    args,
  } as unknown as WriteContractParameters<
    typeof poolShareAbi,
    "approve",
    WritePoolShareApproveParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `transfer(address to, uint256 value) returns (bool)`, in ABI order. */
export type SimulatePoolShareTransferParameters = ContractFunctionArgs<
  typeof poolShareAbi,
  "nonpayable" | "payable",
  "transfer"
>;
/**
 * The transaction request a successful simulation of `transfer` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulatePoolShareTransferReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof poolShareAbi,
  "transfer",
  SimulatePoolShareTransferParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulatePoolShareTransfer} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulatePoolShareTransferErrorType = SimulateContractErrorType;
/**
 * Simulates `transfer(address to, uint256 value) returns (bool)` on PoolShare with viem's
 * `simulateContract` and returns the request to send.
 */
export async function simulatePoolShareTransfer<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulatePoolShareTransferParameters,
  options?: ContractSimulateOptions<
    typeof poolShareAbi,
    "transfer",
    SimulatePoolShareTransferParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulatePoolShareTransferReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: poolShareAbi,
    address,
    functionName: "transfer",
    args,
  } as unknown as SimulateContractParameters<
    typeof poolShareAbi,
    "transfer",
    SimulatePoolShareTransferParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulatePoolShareTransferReturnType<chain, account, chainOverride, accountOverride>;
}

/** Arguments of `transfer(address to, uint256 value) returns (bool)`, in ABI order. */
export type WritePoolShareTransferParameters = ContractFunctionArgs<
  typeof poolShareAbi,
  "nonpayable" | "payable",
  "transfer"
>;
/** Hash of the transaction {@link writePoolShareTransfer} sent. */
export type WritePoolShareTransferReturnType = Hash;
/** Errors {@link writePoolShareTransfer} can throw (viem's `writeContract` errors). */
export type WritePoolShareTransferErrorType = WriteContractErrorType;
/**
 * Sends `transfer(address to, uint256 value) returns (bool)` to PoolShare with viem's `writeContract`;
 * `options` must carry `account` and `chain` when the client does not.
 */
export function writePoolShareTransfer<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WritePoolShareTransferParameters,
  options: ContractWriteOptions<
    typeof poolShareAbi,
    "transfer",
    WritePoolShareTransferParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WritePoolShareTransferReturnType> {
  return writeContract(client, {
    ...options,
    abi: poolShareAbi,
    address,
    functionName: "transfer",
    args,
  } as unknown as WriteContractParameters<
    typeof poolShareAbi,
    "transfer",
    WritePoolShareTransferParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `transferFrom(address from, address to, uint256 value) returns (bool)`, in ABI order. */
export type SimulatePoolShareTransferFromParameters = ContractFunctionArgs<
  typeof poolShareAbi,
  "nonpayable" | "payable",
  "transferFrom"
>;
/**
 * The transaction request a successful simulation of `transferFrom` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulatePoolShareTransferFromReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof poolShareAbi,
  "transferFrom",
  SimulatePoolShareTransferFromParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulatePoolShareTransferFrom} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulatePoolShareTransferFromErrorType = SimulateContractErrorType;
/**
 * Simulates `transferFrom(address from, address to, uint256 value) returns (bool)` on PoolShare with
 * viem's `simulateContract` and returns the request to send.
 */
export async function simulatePoolShareTransferFrom<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulatePoolShareTransferFromParameters,
  options?: ContractSimulateOptions<
    typeof poolShareAbi,
    "transferFrom",
    SimulatePoolShareTransferFromParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulatePoolShareTransferFromReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: poolShareAbi,
    address,
    functionName: "transferFrom",
    args,
  } as unknown as SimulateContractParameters<
    typeof poolShareAbi,
    "transferFrom",
    SimulatePoolShareTransferFromParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulatePoolShareTransferFromReturnType<chain, account, chainOverride, accountOverride>;
}

/** Arguments of `transferFrom(address from, address to, uint256 value) returns (bool)`, in ABI order. */
export type WritePoolShareTransferFromParameters = ContractFunctionArgs<
  typeof poolShareAbi,
  "nonpayable" | "payable",
  "transferFrom"
>;
/** Hash of the transaction {@link writePoolShareTransferFrom} sent. */
export type WritePoolShareTransferFromReturnType = Hash;
/** Errors {@link writePoolShareTransferFrom} can throw (viem's `writeContract` errors). */
export type WritePoolShareTransferFromErrorType = WriteContractErrorType;
/**
 * Sends `transferFrom(address from, address to, uint256 value) returns (bool)` to PoolShare with
 * viem's `writeContract`; `options` must carry `account` and `chain` when the client does not.
 */
export function writePoolShareTransferFrom<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WritePoolShareTransferFromParameters,
  options: ContractWriteOptions<
    typeof poolShareAbi,
    "transferFrom",
    WritePoolShareTransferFromParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WritePoolShareTransferFromReturnType> {
  return writeContract(client, {
    ...options,
    abi: poolShareAbi,
    address,
    functionName: "transferFrom",
    args,
  } as unknown as WriteContractParameters<
    typeof poolShareAbi,
    "transferFrom",
    WritePoolShareTransferFromParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `issuedAt() view returns (uint256)`, in ABI order. */
export type ReadPoolShareIssuedAtParameters = ContractFunctionArgs<typeof poolShareAbi, "pure" | "view", "issuedAt">;
/** Decoded result of `issuedAt() view returns (uint256)`. */
export type ReadPoolShareIssuedAtReturnType = ContractFunctionReturnType<
  typeof poolShareAbi,
  "pure" | "view",
  "issuedAt",
  ReadPoolShareIssuedAtParameters
>;
/** Errors {@link readPoolShareIssuedAt} can throw (viem's `readContract` errors). */
export type ReadPoolShareIssuedAtErrorType = ReadContractErrorType;
/**
 * Reads `issuedAt() view returns (uint256)` from PoolShare with viem's `readContract` (an `eth_call`).
 *
 * From the spec: Principal (cPT) and swap (cST) share token of a pool (Cork Phoenix PoolShare,
 * docs/reference/protocol.md#share-tokens): an ERC-20 with 18 decimals whatever the decimals of the
 * underlying assets; only the PoolManager mints and burns. issuedAt() is the token's issuance
 * timestamp, the start of the unwind-fee time decay (docs/reference/protocol.md#pool-math).
 */
export function readPoolShareIssuedAt(
  client: Client,
  address: Address,
  options?: ContractReadOptions<typeof poolShareAbi, "issuedAt">,
): Promise<ReadPoolShareIssuedAtReturnType> {
  return readContract(client, {
    ...options,
    abi: poolShareAbi,
    address,
    functionName: "issuedAt",
  });
}

/** Names of the events PoolShare emits, in ABI order. */
export const poolShareEventNames = [
  "Transfer",
  "Approval",
  "Deposit",
  "Withdraw",
  "WithdrawOther",
  "DepositOther",
] as const;

/** Name of an event PoolShare emits. */
export type PoolShareEventName = ContractEventName<typeof poolShareAbi>;

/** A decoded `Transfer` log of PoolShare. */
export type PoolShareTransferEvent = DecodeEventLogReturnType<typeof poolShareAbi, "Transfer">;

/** A decoded `Approval` log of PoolShare. */
export type PoolShareApprovalEvent = DecodeEventLogReturnType<typeof poolShareAbi, "Approval">;

/**
 * A decoded `Deposit` log of PoolShare.
 *
 * From the spec: On the PoolManager's behalf the principal token also emits ERC-4626-style events:
 * deposit/mint -> Deposit(caIn, shares); unwindDeposit/unwindMint -> Withdraw(caOut, shares);
 * redeem/withdraw -> Withdraw(caOut, cptIn) + WithdrawOther(REF, refOut, cptIn); exercise/swap ->
 * Withdraw(caOut + fee, 0) + DepositOther(REF, refIn, 0); unwindSwap/unwindExercise -> Deposit(caIn -
 * fee, 0) + WithdrawOther(REF, refOut, 0).
 */
export type PoolShareDepositEvent = DecodeEventLogReturnType<typeof poolShareAbi, "Deposit">;

/**
 * A decoded `Withdraw` log of PoolShare.
 *
 * From the spec: On the PoolManager's behalf the principal token also emits ERC-4626-style events:
 * deposit/mint -> Deposit(caIn, shares); unwindDeposit/unwindMint -> Withdraw(caOut, shares);
 * redeem/withdraw -> Withdraw(caOut, cptIn) + WithdrawOther(REF, refOut, cptIn); exercise/swap ->
 * Withdraw(caOut + fee, 0) + DepositOther(REF, refIn, 0); unwindSwap/unwindExercise -> Deposit(caIn -
 * fee, 0) + WithdrawOther(REF, refOut, 0).
 */
export type PoolShareWithdrawEvent = DecodeEventLogReturnType<typeof poolShareAbi, "Withdraw">;

/**
 * A decoded `WithdrawOther` log of PoolShare.
 *
 * From the spec: On the PoolManager's behalf the principal token also emits ERC-4626-style events:
 * deposit/mint -> Deposit(caIn, shares); unwindDeposit/unwindMint -> Withdraw(caOut, shares);
 * redeem/withdraw -> Withdraw(caOut, cptIn) + WithdrawOther(REF, refOut, cptIn); exercise/swap ->
 * Withdraw(caOut + fee, 0) + DepositOther(REF, refIn, 0); unwindSwap/unwindExercise -> Deposit(caIn -
 * fee, 0) + WithdrawOther(REF, refOut, 0).
 */
export type PoolShareWithdrawOtherEvent = DecodeEventLogReturnType<typeof poolShareAbi, "WithdrawOther">;

/**
 * A decoded `DepositOther` log of PoolShare.
 *
 * From the spec: On the PoolManager's behalf the principal token also emits ERC-4626-style events:
 * deposit/mint -> Deposit(caIn, shares); unwindDeposit/unwindMint -> Withdraw(caOut, shares);
 * redeem/withdraw -> Withdraw(caOut, cptIn) + WithdrawOther(REF, refOut, cptIn); exercise/swap ->
 * Withdraw(caOut + fee, 0) + DepositOther(REF, refIn, 0); unwindSwap/unwindExercise -> Deposit(caIn -
 * fee, 0) + WithdrawOther(REF, refOut, 0).
 */
export type PoolShareDepositOtherEvent = DecodeEventLogReturnType<typeof poolShareAbi, "DepositOther">;

/** Result of {@link decodePoolShareEvent}: the event name and its decoded arguments. */
export type DecodePoolShareEventReturnType = DecodeEventLogReturnType<typeof poolShareAbi>;

/**
 * Decodes one raw log emitted by PoolShare (viem's `decodeEventLog`); throws when the topics match no
 * PoolShare event.
 */
export function decodePoolShareEvent(
  log: { data: Hex; topics: [signature: Hex, ...args: Hex[]] | [] },
): DecodePoolShareEventReturnType {
  return decodeEventLog({ abi: poolShareAbi, data: log.data, topics: log.topics });
}

/**
 * Picks the PoolShare events out of `logs` (viem's `parseEventLogs`), optionally only those named
 * `eventName`; logs of other contracts or events are skipped.
 */
export function parsePoolShareLogs<
  const eventName extends PoolShareEventName | PoolShareEventName[] | undefined = undefined,
>(
  logs: Log[],
  eventName?: eventName,
): ParseEventLogsReturnType<typeof poolShareAbi, eventName, true> {
  const parameters = { abi: poolShareAbi, logs, ...(eventName === undefined ? {} : { eventName }) };
  return parseEventLogs<typeof poolShareAbi, true, eventName>(
    parameters as ParseEventLogsParameters<typeof poolShareAbi, eventName, true>,
  );
}

/** Names of the custom errors PoolShare reverts with, in ABI order. */
export const poolShareErrorNames = [
  "ERC20InsufficientBalance",
  "ERC20InsufficientAllowance",
  "ERC20InvalidSender",
  "ERC20InvalidReceiver",
  "ERC20InvalidApprover",
  "ERC20InvalidSpender",
  "NotCorkPoolManager",
] as const;

/** Result of {@link decodePoolShareError}: the error name and its decoded arguments. */
export type DecodePoolShareErrorReturnType = DecodeErrorResultReturnType<typeof poolShareAbi>;

/**
 * Decodes PoolShare revert data (viem's `decodeErrorResult`); throws when the selector matches no
 * PoolShare error.
 */
export function decodePoolShareError(data: Hex): DecodePoolShareErrorReturnType {
  return decodeErrorResult({ abi: poolShareAbi, data });
}
