// generated from specs/abi/PoolManager.json (sha256:7bd2398011e7def77980771cc8f2908902409ed98d0ffd25ddeb080309bf4fa0), do not edit
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
 * PoolManager ABI (specs/abi/PoolManager.json).
 *
 * The singleton pool manager (Cork Phoenix CorkPoolManager, the protocol seed's 'On-chain operations';
 * docs/reference/protocol.md). Every pool is a Market identified by MarketId =
 * keccak256(abi.encode(Market)) over the 8 Market fields in order (collateralAsset, referenceAsset,
 * expiryTimestamp, rateMin, rateMax, rateChangePerDayMax, rateChangeCapacityMax, rateOracle). A
 * deposit of collateral asset (CA) mints equal amounts of principal (cPT) and swap (cST) PoolShare
 * tokens, always 18 decimals. Reads: swapRate (REF->CA rate, 1e18 scale, through the constraint-rate
 * logic of docs/reference/protocol.md#swap-rate-constraints), assets, shares, market, getId, fees
 * (1e18 = 1 %, cap 5e18), pause bitmap (bit0 deposit/mint, bit1 swap/exercise, bit2 withdraw/redeem,
 * bit3 unwindDeposit/unwindMint, bit4 unwindSwap/unwindExercise) and every preview*\/max* function;
 * raw writes without slippage protection (production writes go through the Adapter); controller-only
 * admin functions. Previews and max* functions return 0 (or all-zero tuples) when the action's pause
 * bit is set or the action's expiry window is closed; user writes then revert with EnforcedPause,
 * Expired or NotExpired. The global pause (setAllPaused, paused()) does not zero them: previews keep
 * answering while every user write reverts EnforcedPause (as deployed).
 * previewWithdraw/previewWithdrawOther price their cPT through previewRedeem, so a cPT amount below
 * 10^(18 - min(CA decimals, REF decimals)) previews (cptSharesIn, 0, 0). Products inside the math are
 * 512-bit (OpenZeppelin Math.mulDiv): a preview reverts only where its result does not fit uint256.
 * Fees: the swap (exercise) fee is charged in CA; the unwind (repurchase) fee is charged in CA and
 * decays linearly from the base fee at cST issuance to 0 at expiry
 * (docs/reference/protocol.md#pool-math). Differences from the deployed chain: (1) the seed lists
 * withdraw among the pre-expiry operations, the deployed v1.1 code allows withdraw/withdrawOther only
 * after expiry (NotExpired before); this spec and the devnet follow the seed: withdraw/withdrawOther
 * work both before expiry (pro-rata share of the pool's live CA and REF) and after expiry (pro-rata
 * share of the archived balances), redeem works only after expiry. (2) The seed says some markets need
 * whitelisting before depositing; the deployed code checks the whitelist of msg.sender on every user
 * entry point; the devnet does the same (a caller going through the Adapter needs the Adapter itself
 * whitelisted). (3) Paused/Unpaused are the OpenZeppelin Pausable events implied by the EnforcedPause
 * error (inferred, not listed in docs/reference/protocol.md#events); treasury/shares-factory setters
 * beyond setTreasuryAddress are not part of this spec. (4) The deployed pool manager is an upgradeable
 * (UUPS, ERC-1967) proxy using OpenZeppelin's Pausable, ReentrancyGuard, SafeERC20, Address, Ownable
 * and AccessControl, so calls can also revert with ExpectedPause, ReentrancyGuardReentrantCall,
 * SafeERC20FailedOperation, InvalidInitialization, NotInitializing, the ERC1967*\/UUPS* errors,
 * AddressEmptyCode, FailedCall, OwnableUnauthorizedAccount, OwnableInvalidOwner and
 * AccessControlUnauthorizedAccount; they are listed so that such reverts decode by name (the devnet
 * contract raises none of them).
 */
export const poolManagerAbi = [
  {
    type: "event",
    name: "PoolModifyLiquidity",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId", indexed: true },
      { name: "sender", type: "address", internalType: "address", indexed: true },
      { name: "owner", type: "address", internalType: "address", indexed: true },
      { name: "amount0", type: "uint256", internalType: "uint256", indexed: false },
      { name: "amount1", type: "uint256", internalType: "uint256", indexed: false },
      { name: "isRemove", type: "bool", internalType: "bool", indexed: false },
    ],
    anonymous: false,
  },
  {
    type: "event",
    name: "PoolSwap",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId", indexed: true },
      { name: "sender", type: "address", internalType: "address", indexed: true },
      { name: "owner", type: "address", internalType: "address", indexed: true },
      { name: "amount0", type: "uint256", internalType: "uint256", indexed: false },
      { name: "amount1", type: "uint256", internalType: "uint256", indexed: false },
      { name: "lpFeeAmount0", type: "uint256", internalType: "uint256", indexed: false },
      { name: "lpFeeAmount1", type: "uint256", internalType: "uint256", indexed: false },
      { name: "isUnwind", type: "bool", internalType: "bool", indexed: false },
    ],
    anonymous: false,
  },
  {
    type: "event",
    name: "PoolFee",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId", indexed: true },
      { name: "sender", type: "address", internalType: "address", indexed: true },
      { name: "devFeeAmountInCollateralAsset", type: "uint256", internalType: "uint256", indexed: false },
      { name: "devFeeAmountInReferenceAsset", type: "uint256", internalType: "uint256", indexed: false },
      { name: "isUnwind", type: "bool", internalType: "bool", indexed: false },
    ],
    anonymous: false,
  },
  {
    type: "event",
    name: "MarketCreated",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId", indexed: true },
      { name: "referenceAsset", type: "address", internalType: "address", indexed: true },
      { name: "collateralAsset", type: "address", internalType: "address", indexed: true },
      { name: "expiry", type: "uint256", internalType: "uint256", indexed: false },
      { name: "rateOracle", type: "address", internalType: "address", indexed: false },
      { name: "principalToken", type: "address", internalType: "address", indexed: false },
      { name: "swapToken", type: "address", internalType: "address", indexed: false },
    ],
    anonymous: false,
  },
  {
    type: "event",
    name: "MarketActionPausedUpdate",
    inputs: [
      { name: "marketId", type: "bytes32", internalType: "MarketId", indexed: true },
      { name: "pausedAction", type: "uint16", internalType: "uint16", indexed: false },
    ],
    anonymous: false,
  },
  {
    type: "event",
    name: "SwapFeePercentageUpdated",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId", indexed: true },
      { name: "swapFeePercentage", type: "uint256", internalType: "uint256", indexed: true },
    ],
    anonymous: false,
  },
  {
    type: "event",
    name: "UnwindSwapFeePercentageUpdated",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId", indexed: true },
      { name: "unwindSwapFeePercentage", type: "uint256", internalType: "uint256", indexed: true },
    ],
    anonymous: false,
  },
  {
    type: "event",
    name: "TreasurySet",
    inputs: [
      { name: "treasury", type: "address", internalType: "address", indexed: false },
    ],
    anonymous: false,
  },
  {
    type: "event",
    name: "SharesFactorySet",
    inputs: [
      { name: "sharesFactory", type: "address", internalType: "address", indexed: false },
    ],
    anonymous: false,
  },
  {
    type: "event",
    name: "Paused",
    inputs: [
      { name: "account", type: "address", internalType: "address", indexed: false },
    ],
    anonymous: false,
  },
  {
    type: "event",
    name: "Unpaused",
    inputs: [
      { name: "account", type: "address", internalType: "address", indexed: false },
    ],
    anonymous: false,
  },
  {
    type: "error",
    name: "AlreadyInitialized",
    inputs: [],
  },
  {
    type: "error",
    name: "AlreadySet",
    inputs: [],
  },
  {
    type: "error",
    name: "NotInitialized",
    inputs: [],
  },
  {
    type: "error",
    name: "InvalidAmount",
    inputs: [],
  },
  {
    type: "error",
    name: "ZeroAddress",
    inputs: [],
  },
  {
    type: "error",
    name: "NotCorkPoolManager",
    inputs: [],
  },
  {
    type: "error",
    name: "InvalidParams",
    inputs: [],
  },
  {
    type: "error",
    name: "InsufficientLiquidity",
    inputs: [
      { name: "available", type: "uint256", internalType: "uint256" },
      { name: "requested", type: "uint256", internalType: "uint256" },
    ],
  },
  {
    type: "error",
    name: "OnlyCorkControllerAllowed",
    inputs: [],
  },
  {
    type: "error",
    name: "Expired",
    inputs: [],
  },
  {
    type: "error",
    name: "ZeroDeposit",
    inputs: [],
  },
  {
    type: "error",
    name: "InvalidFees",
    inputs: [],
  },
  {
    type: "error",
    name: "InvalidRate",
    inputs: [],
  },
  {
    type: "error",
    name: "InvalidExpiry",
    inputs: [],
  },
  {
    type: "error",
    name: "NotExpired",
    inputs: [],
  },
  {
    type: "error",
    name: "InvalidAddress",
    inputs: [],
  },
  {
    type: "error",
    name: "SameStatus",
    inputs: [],
  },
  {
    type: "error",
    name: "ZeroAmount",
    inputs: [],
  },
  {
    type: "error",
    name: "DeadlineExceeded",
    inputs: [],
  },
  {
    type: "error",
    name: "InsufficientSharesAmount",
    inputs: [
      { name: "minimumRequired", type: "uint256", internalType: "uint256" },
      { name: "provided", type: "uint256", internalType: "uint256" },
    ],
  },
  {
    type: "error",
    name: "InsufficientAmount",
    inputs: [],
  },
  {
    type: "error",
    name: "NotWhitelisted",
    inputs: [
      { name: "account", type: "address", internalType: "address" },
      { name: "marketId", type: "bytes32", internalType: "bytes32" },
    ],
  },
  {
    type: "error",
    name: "WhitelistAlreadyDisabled",
    inputs: [],
  },
  {
    type: "error",
    name: "EnforcedPause",
    inputs: [],
  },
  {
    type: "error",
    name: "ExpectedPause",
    inputs: [],
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
    type: "error",
    name: "AccessControlUnauthorizedAccount",
    inputs: [
      { name: "account", type: "address", internalType: "address" },
      { name: "neededRole", type: "bytes32", internalType: "bytes32" },
    ],
  },
  {
    type: "function",
    name: "swapRate",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
    ],
    outputs: [
      { name: "rate", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "assets",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
    ],
    outputs: [
      { name: "collateralAssets", type: "uint256", internalType: "uint256" },
      { name: "referenceAssets", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "shares",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
    ],
    outputs: [
      { name: "principalToken", type: "address", internalType: "address" },
      { name: "swapToken", type: "address", internalType: "address" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "market",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
    ],
    outputs: [
      {
        name: "parameters",
        type: "tuple",
        internalType: "struct Market",
        components: [
          { name: "collateralAsset", type: "address", internalType: "address" },
          { name: "referenceAsset", type: "address", internalType: "address" },
          { name: "expiryTimestamp", type: "uint256", internalType: "uint256" },
          { name: "rateMin", type: "uint256", internalType: "uint256" },
          { name: "rateMax", type: "uint256", internalType: "uint256" },
          { name: "rateChangePerDayMax", type: "uint256", internalType: "uint256" },
          { name: "rateChangeCapacityMax", type: "uint256", internalType: "uint256" },
          { name: "rateOracle", type: "address", internalType: "address" },
        ],
      },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "getId",
    inputs: [
      {
        name: "poolParams",
        type: "tuple",
        internalType: "struct Market",
        components: [
          { name: "collateralAsset", type: "address", internalType: "address" },
          { name: "referenceAsset", type: "address", internalType: "address" },
          { name: "expiryTimestamp", type: "uint256", internalType: "uint256" },
          { name: "rateMin", type: "uint256", internalType: "uint256" },
          { name: "rateMax", type: "uint256", internalType: "uint256" },
          { name: "rateChangePerDayMax", type: "uint256", internalType: "uint256" },
          { name: "rateChangeCapacityMax", type: "uint256", internalType: "uint256" },
          { name: "rateOracle", type: "address", internalType: "address" },
        ],
      },
    ],
    outputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
    ],
    stateMutability: "pure",
  },
  {
    type: "function",
    name: "swapFee",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
    ],
    outputs: [
      { name: "fees", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "unwindSwapFee",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
    ],
    outputs: [
      { name: "fees", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "getPausedBitMap",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
    ],
    outputs: [
      { name: "pauseBitMap", type: "uint16", internalType: "uint16" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "paused",
    inputs: [],
    outputs: [
      { name: "", type: "bool", internalType: "bool" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "previewDeposit",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "collateralAssetsIn", type: "uint256", internalType: "uint256" },
    ],
    outputs: [
      { name: "cptAndCstSharesOut", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "previewMint",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "cptAndCstSharesOut", type: "uint256", internalType: "uint256" },
    ],
    outputs: [
      { name: "collateralAssetsIn", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "previewUnwindDeposit",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "collateralAssetsOut", type: "uint256", internalType: "uint256" },
    ],
    outputs: [
      { name: "cptAndCstSharesIn", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "previewUnwindMint",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "cptAndCstSharesIn", type: "uint256", internalType: "uint256" },
    ],
    outputs: [
      { name: "collateralAssetsOut", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "previewWithdraw",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "collateralAssetsOut", type: "uint256", internalType: "uint256" },
    ],
    outputs: [
      { name: "cptSharesIn", type: "uint256", internalType: "uint256" },
      { name: "actualCollateralAssetsOut", type: "uint256", internalType: "uint256" },
      { name: "actualReferenceAssetsOut", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "previewWithdrawOther",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "referenceAssetsOut", type: "uint256", internalType: "uint256" },
    ],
    outputs: [
      { name: "cptSharesIn", type: "uint256", internalType: "uint256" },
      { name: "actualCollateralAssetsOut", type: "uint256", internalType: "uint256" },
      { name: "actualReferenceAssetsOut", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "previewRedeem",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "cptSharesIn", type: "uint256", internalType: "uint256" },
    ],
    outputs: [
      { name: "referenceAssetsOut", type: "uint256", internalType: "uint256" },
      { name: "collateralAssetsOut", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "previewExercise",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "cstSharesIn", type: "uint256", internalType: "uint256" },
    ],
    outputs: [
      { name: "collateralAssetsOut", type: "uint256", internalType: "uint256" },
      { name: "referenceAssetsIn", type: "uint256", internalType: "uint256" },
      { name: "fee", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "previewExerciseOther",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "referenceAssetsIn", type: "uint256", internalType: "uint256" },
    ],
    outputs: [
      { name: "collateralAssetsOut", type: "uint256", internalType: "uint256" },
      { name: "cstSharesIn", type: "uint256", internalType: "uint256" },
      { name: "fee", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "previewSwap",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "collateralAssetsOut", type: "uint256", internalType: "uint256" },
    ],
    outputs: [
      { name: "cstSharesIn", type: "uint256", internalType: "uint256" },
      { name: "referenceAssetsIn", type: "uint256", internalType: "uint256" },
      { name: "fee", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "previewUnwindSwap",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "collateralAssetsIn", type: "uint256", internalType: "uint256" },
    ],
    outputs: [
      { name: "cstSharesOut", type: "uint256", internalType: "uint256" },
      { name: "referenceAssetsOut", type: "uint256", internalType: "uint256" },
      { name: "fee", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "previewUnwindExercise",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "cstSharesOut", type: "uint256", internalType: "uint256" },
    ],
    outputs: [
      { name: "collateralAssetsIn", type: "uint256", internalType: "uint256" },
      { name: "referenceAssetsOut", type: "uint256", internalType: "uint256" },
      { name: "fee", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "previewUnwindExerciseOther",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "referenceAssetsOut", type: "uint256", internalType: "uint256" },
    ],
    outputs: [
      { name: "collateralAssetsIn", type: "uint256", internalType: "uint256" },
      { name: "cstSharesOut", type: "uint256", internalType: "uint256" },
      { name: "fee", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "maxDeposit",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "owner", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "maxCollateralAssetsIn", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "maxMint",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "owner", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "maxCptAndCstSharesOut", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "maxUnwindDeposit",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "owner", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "collateralAssetsOut", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "maxUnwindMint",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "owner", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "maxCptAndCstSharesIn", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "maxWithdraw",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "owner", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "maxCollateralAssetsOut", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "maxWithdrawOther",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "owner", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "maxReferenceAssetsOut", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "maxRedeem",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "owner", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "maxCptSharesIn", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "maxExercise",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "owner", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "maxCstSharesIn", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "maxExerciseOther",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "owner", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "maxReferenceAssetsIn", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "maxSwap",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "owner", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "maxCollateralAssetsOut", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "maxUnwindSwap",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "owner", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "maxCollateralAssetsIn", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "maxUnwindExercise",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "owner", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "maxCstSharesOut", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "maxUnwindExerciseOther",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "owner", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "maxReferenceAssetsOut", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "deposit",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "collateralAssetsIn", type: "uint256", internalType: "uint256" },
      { name: "receiver", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "cptAndCstSharesOut", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "mint",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "cptAndCstSharesOut", type: "uint256", internalType: "uint256" },
      { name: "receiver", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "collateralAssetsIn", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "unwindDeposit",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "collateralAssetsOut", type: "uint256", internalType: "uint256" },
      { name: "owner", type: "address", internalType: "address" },
      { name: "receiver", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "cptAndCstSharesIn", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "unwindMint",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "cptAndCstSharesIn", type: "uint256", internalType: "uint256" },
      { name: "owner", type: "address", internalType: "address" },
      { name: "receiver", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "collateralAssetsOut", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "withdraw",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "collateralAssetsOut", type: "uint256", internalType: "uint256" },
      { name: "owner", type: "address", internalType: "address" },
      { name: "receiver", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "cptSharesIn", type: "uint256", internalType: "uint256" },
      { name: "actualCollateralAssetsOut", type: "uint256", internalType: "uint256" },
      { name: "actualReferenceAssetsOut", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "withdrawOther",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "referenceAssetsOut", type: "uint256", internalType: "uint256" },
      { name: "owner", type: "address", internalType: "address" },
      { name: "receiver", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "cptSharesIn", type: "uint256", internalType: "uint256" },
      { name: "actualCollateralAssetsOut", type: "uint256", internalType: "uint256" },
      { name: "actualReferenceAssetsOut", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "redeem",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "cptSharesIn", type: "uint256", internalType: "uint256" },
      { name: "owner", type: "address", internalType: "address" },
      { name: "receiver", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "referenceAssetsOut", type: "uint256", internalType: "uint256" },
      { name: "collateralAssetsOut", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "exercise",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "cstSharesIn", type: "uint256", internalType: "uint256" },
      { name: "receiver", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "collateralAssetsOut", type: "uint256", internalType: "uint256" },
      { name: "referenceAssetsIn", type: "uint256", internalType: "uint256" },
      { name: "fee", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "exerciseOther",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "referenceAssetsIn", type: "uint256", internalType: "uint256" },
      { name: "receiver", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "collateralAssetsOut", type: "uint256", internalType: "uint256" },
      { name: "cstSharesIn", type: "uint256", internalType: "uint256" },
      { name: "fee", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "swap",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "collateralAssetsOut", type: "uint256", internalType: "uint256" },
      { name: "receiver", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "cstSharesIn", type: "uint256", internalType: "uint256" },
      { name: "referenceAssetsIn", type: "uint256", internalType: "uint256" },
      { name: "fee", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "unwindSwap",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "collateralAssetsIn", type: "uint256", internalType: "uint256" },
      { name: "receiver", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "cstSharesOut", type: "uint256", internalType: "uint256" },
      { name: "referenceAssetsOut", type: "uint256", internalType: "uint256" },
      { name: "fee", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "unwindExercise",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "cstSharesOut", type: "uint256", internalType: "uint256" },
      { name: "receiver", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "collateralAssetsIn", type: "uint256", internalType: "uint256" },
      { name: "referenceAssetsOut", type: "uint256", internalType: "uint256" },
      { name: "fee", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "unwindExerciseOther",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "referenceAssetsOut", type: "uint256", internalType: "uint256" },
      { name: "receiver", type: "address", internalType: "address" },
    ],
    outputs: [
      { name: "collateralAssetsIn", type: "uint256", internalType: "uint256" },
      { name: "cstSharesOut", type: "uint256", internalType: "uint256" },
      { name: "fee", type: "uint256", internalType: "uint256" },
    ],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "createNewPool",
    inputs: [
      {
        name: "poolParams",
        type: "tuple",
        internalType: "struct Market",
        components: [
          { name: "collateralAsset", type: "address", internalType: "address" },
          { name: "referenceAsset", type: "address", internalType: "address" },
          { name: "expiryTimestamp", type: "uint256", internalType: "uint256" },
          { name: "rateMin", type: "uint256", internalType: "uint256" },
          { name: "rateMax", type: "uint256", internalType: "uint256" },
          { name: "rateChangePerDayMax", type: "uint256", internalType: "uint256" },
          { name: "rateChangeCapacityMax", type: "uint256", internalType: "uint256" },
          { name: "rateOracle", type: "address", internalType: "address" },
        ],
      },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "updateSwapFeePercentage",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "newSwapFeePercentage", type: "uint256", internalType: "uint256" },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "updateUnwindSwapFeePercentage",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "newUnwindSwapFeePercentage", type: "uint256", internalType: "uint256" },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "setPausedBitMap",
    inputs: [
      { name: "poolId", type: "bytes32", internalType: "MarketId" },
      { name: "newPauseBitMap", type: "uint16", internalType: "uint16" },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "setAllPaused",
    inputs: [
      { name: "isAllPaused", type: "bool", internalType: "bool" },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "setTreasuryAddress",
    inputs: [
      { name: "newTreasury", type: "address", internalType: "address" },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
] as const;

/** Arguments of `swapRate(MarketId poolId) view returns (uint256 rate)`, in ABI order. */
export type ReadPoolManagerSwapRateParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "pure" | "view",
  "swapRate"
>;
/** Decoded result of `swapRate(MarketId poolId) view returns (uint256 rate)`. */
export type ReadPoolManagerSwapRateReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "swapRate",
  ReadPoolManagerSwapRateParameters
>;
/** Errors {@link readPoolManagerSwapRate} can throw (viem's `readContract` errors). */
export type ReadPoolManagerSwapRateErrorType = ReadContractErrorType;
/**
 * Reads `swapRate(MarketId poolId) view returns (uint256 rate)` from PoolManager with viem's
 * `readContract` (an `eth_call`).
 *
 * From the spec: Reads: swapRate (REF->CA rate, 1e18 scale, through the constraint-rate logic of
 * docs/reference/protocol.md#swap-rate-constraints), assets, shares, market, getId, fees (1e18 = 1 %,
 * cap 5e18), pause bitmap (bit0 deposit/mint, bit1 swap/exercise, bit2 withdraw/redeem, bit3
 * unwindDeposit/unwindMint, bit4 unwindSwap/unwindExercise) and every preview*\/max* function; raw
 * writes without slippage protection (production writes go through the Adapter); controller-only admin
 * functions.
 */
export function readPoolManagerSwapRate(
  client: Client,
  address: Address,
  args: ReadPoolManagerSwapRateParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "swapRate">,
): Promise<ReadPoolManagerSwapRateReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "swapRate",
    args,
  });
}

/**
 * Arguments of `assets(MarketId poolId) view returns (uint256 collateralAssets, uint256
 * referenceAssets)`, in ABI order.
 */
export type ReadPoolManagerAssetsParameters = ContractFunctionArgs<typeof poolManagerAbi, "pure" | "view", "assets">;
/**
 * Decoded result of `assets(MarketId poolId) view returns (uint256 collateralAssets, uint256
 * referenceAssets)`.
 */
export type ReadPoolManagerAssetsReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "assets",
  ReadPoolManagerAssetsParameters
>;
/** Errors {@link readPoolManagerAssets} can throw (viem's `readContract` errors). */
export type ReadPoolManagerAssetsErrorType = ReadContractErrorType;
/**
 * Reads `assets(MarketId poolId) view returns (uint256 collateralAssets, uint256 referenceAssets)`
 * from PoolManager with viem's `readContract` (an `eth_call`).
 *
 * From the spec: Reads: swapRate (REF->CA rate, 1e18 scale, through the constraint-rate logic of
 * docs/reference/protocol.md#swap-rate-constraints), assets, shares, market, getId, fees (1e18 = 1 %,
 * cap 5e18), pause bitmap (bit0 deposit/mint, bit1 swap/exercise, bit2 withdraw/redeem, bit3
 * unwindDeposit/unwindMint, bit4 unwindSwap/unwindExercise) and every preview*\/max* function; raw
 * writes without slippage protection (production writes go through the Adapter); controller-only admin
 * functions.
 */
export function readPoolManagerAssets(
  client: Client,
  address: Address,
  args: ReadPoolManagerAssetsParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "assets">,
): Promise<ReadPoolManagerAssetsReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "assets",
    args,
  });
}

/**
 * Arguments of `shares(MarketId poolId) view returns (address principalToken, address swapToken)`, in
 * ABI order.
 */
export type ReadPoolManagerSharesParameters = ContractFunctionArgs<typeof poolManagerAbi, "pure" | "view", "shares">;
/**
 * Decoded result of `shares(MarketId poolId) view returns (address principalToken, address
 * swapToken)`.
 */
export type ReadPoolManagerSharesReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "shares",
  ReadPoolManagerSharesParameters
>;
/** Errors {@link readPoolManagerShares} can throw (viem's `readContract` errors). */
export type ReadPoolManagerSharesErrorType = ReadContractErrorType;
/**
 * Reads `shares(MarketId poolId) view returns (address principalToken, address swapToken)` from
 * PoolManager with viem's `readContract` (an `eth_call`).
 *
 * From the spec: Reads: swapRate (REF->CA rate, 1e18 scale, through the constraint-rate logic of
 * docs/reference/protocol.md#swap-rate-constraints), assets, shares, market, getId, fees (1e18 = 1 %,
 * cap 5e18), pause bitmap (bit0 deposit/mint, bit1 swap/exercise, bit2 withdraw/redeem, bit3
 * unwindDeposit/unwindMint, bit4 unwindSwap/unwindExercise) and every preview*\/max* function; raw
 * writes without slippage protection (production writes go through the Adapter); controller-only admin
 * functions.
 * From the spec: (3) Paused/Unpaused are the OpenZeppelin Pausable events implied by the EnforcedPause
 * error (inferred, not listed in docs/reference/protocol.md#events); treasury/shares-factory setters
 * beyond setTreasuryAddress are not part of this spec.
 */
export function readPoolManagerShares(
  client: Client,
  address: Address,
  args: ReadPoolManagerSharesParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "shares">,
): Promise<ReadPoolManagerSharesReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "shares",
    args,
  });
}

/** Arguments of `market(MarketId poolId) view returns (Market parameters)`, in ABI order. */
export type ReadPoolManagerMarketParameters = ContractFunctionArgs<typeof poolManagerAbi, "pure" | "view", "market">;
/** Decoded result of `market(MarketId poolId) view returns (Market parameters)`. */
export type ReadPoolManagerMarketReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "market",
  ReadPoolManagerMarketParameters
>;
/** Errors {@link readPoolManagerMarket} can throw (viem's `readContract` errors). */
export type ReadPoolManagerMarketErrorType = ReadContractErrorType;
/**
 * Reads `market(MarketId poolId) view returns (Market parameters)` from PoolManager with viem's
 * `readContract` (an `eth_call`).
 *
 * From the spec: Reads: swapRate (REF->CA rate, 1e18 scale, through the constraint-rate logic of
 * docs/reference/protocol.md#swap-rate-constraints), assets, shares, market, getId, fees (1e18 = 1 %,
 * cap 5e18), pause bitmap (bit0 deposit/mint, bit1 swap/exercise, bit2 withdraw/redeem, bit3
 * unwindDeposit/unwindMint, bit4 unwindSwap/unwindExercise) and every preview*\/max* function; raw
 * writes without slippage protection (production writes go through the Adapter); controller-only admin
 * functions.
 */
export function readPoolManagerMarket(
  client: Client,
  address: Address,
  args: ReadPoolManagerMarketParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "market">,
): Promise<ReadPoolManagerMarketReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "market",
    args,
  });
}

/** Arguments of `getId(Market poolParams) pure returns (MarketId poolId)`, in ABI order. */
export type ReadPoolManagerGetIdParameters = ContractFunctionArgs<typeof poolManagerAbi, "pure" | "view", "getId">;
/** Decoded result of `getId(Market poolParams) pure returns (MarketId poolId)`. */
export type ReadPoolManagerGetIdReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "getId",
  ReadPoolManagerGetIdParameters
>;
/** Errors {@link readPoolManagerGetId} can throw (viem's `readContract` errors). */
export type ReadPoolManagerGetIdErrorType = ReadContractErrorType;
/**
 * Reads `getId(Market poolParams) pure returns (MarketId poolId)` from PoolManager with viem's
 * `readContract` (an `eth_call`).
 *
 * From the spec: Reads: swapRate (REF->CA rate, 1e18 scale, through the constraint-rate logic of
 * docs/reference/protocol.md#swap-rate-constraints), assets, shares, market, getId, fees (1e18 = 1 %,
 * cap 5e18), pause bitmap (bit0 deposit/mint, bit1 swap/exercise, bit2 withdraw/redeem, bit3
 * unwindDeposit/unwindMint, bit4 unwindSwap/unwindExercise) and every preview*\/max* function; raw
 * writes without slippage protection (production writes go through the Adapter); controller-only admin
 * functions.
 */
export function readPoolManagerGetId(
  client: Client,
  address: Address,
  args: ReadPoolManagerGetIdParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "getId">,
): Promise<ReadPoolManagerGetIdReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "getId",
    args,
  });
}

/** Arguments of `swapFee(MarketId poolId) view returns (uint256 fees)`, in ABI order. */
export type ReadPoolManagerSwapFeeParameters = ContractFunctionArgs<typeof poolManagerAbi, "pure" | "view", "swapFee">;
/** Decoded result of `swapFee(MarketId poolId) view returns (uint256 fees)`. */
export type ReadPoolManagerSwapFeeReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "swapFee",
  ReadPoolManagerSwapFeeParameters
>;
/** Errors {@link readPoolManagerSwapFee} can throw (viem's `readContract` errors). */
export type ReadPoolManagerSwapFeeErrorType = ReadContractErrorType;
/**
 * Reads `swapFee(MarketId poolId) view returns (uint256 fees)` from PoolManager with viem's
 * `readContract` (an `eth_call`).
 */
export function readPoolManagerSwapFee(
  client: Client,
  address: Address,
  args: ReadPoolManagerSwapFeeParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "swapFee">,
): Promise<ReadPoolManagerSwapFeeReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "swapFee",
    args,
  });
}

/** Arguments of `unwindSwapFee(MarketId poolId) view returns (uint256 fees)`, in ABI order. */
export type ReadPoolManagerUnwindSwapFeeParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "pure" | "view",
  "unwindSwapFee"
>;
/** Decoded result of `unwindSwapFee(MarketId poolId) view returns (uint256 fees)`. */
export type ReadPoolManagerUnwindSwapFeeReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "unwindSwapFee",
  ReadPoolManagerUnwindSwapFeeParameters
>;
/** Errors {@link readPoolManagerUnwindSwapFee} can throw (viem's `readContract` errors). */
export type ReadPoolManagerUnwindSwapFeeErrorType = ReadContractErrorType;
/**
 * Reads `unwindSwapFee(MarketId poolId) view returns (uint256 fees)` from PoolManager with viem's
 * `readContract` (an `eth_call`).
 */
export function readPoolManagerUnwindSwapFee(
  client: Client,
  address: Address,
  args: ReadPoolManagerUnwindSwapFeeParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "unwindSwapFee">,
): Promise<ReadPoolManagerUnwindSwapFeeReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "unwindSwapFee",
    args,
  });
}

/** Arguments of `getPausedBitMap(MarketId poolId) view returns (uint16 pauseBitMap)`, in ABI order. */
export type ReadPoolManagerGetPausedBitMapParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "pure" | "view",
  "getPausedBitMap"
>;
/** Decoded result of `getPausedBitMap(MarketId poolId) view returns (uint16 pauseBitMap)`. */
export type ReadPoolManagerGetPausedBitMapReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "getPausedBitMap",
  ReadPoolManagerGetPausedBitMapParameters
>;
/** Errors {@link readPoolManagerGetPausedBitMap} can throw (viem's `readContract` errors). */
export type ReadPoolManagerGetPausedBitMapErrorType = ReadContractErrorType;
/**
 * Reads `getPausedBitMap(MarketId poolId) view returns (uint16 pauseBitMap)` from PoolManager with
 * viem's `readContract` (an `eth_call`).
 */
export function readPoolManagerGetPausedBitMap(
  client: Client,
  address: Address,
  args: ReadPoolManagerGetPausedBitMapParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "getPausedBitMap">,
): Promise<ReadPoolManagerGetPausedBitMapReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "getPausedBitMap",
    args,
  });
}

/** Arguments of `paused() view returns (bool)`, in ABI order. */
export type ReadPoolManagerPausedParameters = ContractFunctionArgs<typeof poolManagerAbi, "pure" | "view", "paused">;
/** Decoded result of `paused() view returns (bool)`. */
export type ReadPoolManagerPausedReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "paused",
  ReadPoolManagerPausedParameters
>;
/** Errors {@link readPoolManagerPaused} can throw (viem's `readContract` errors). */
export type ReadPoolManagerPausedErrorType = ReadContractErrorType;
/**
 * Reads `paused() view returns (bool)` from PoolManager with viem's `readContract` (an `eth_call`).
 *
 * From the spec: The global pause (setAllPaused, paused()) does not zero them: previews keep answering
 * while every user write reverts EnforcedPause (as deployed). previewWithdraw/previewWithdrawOther
 * price their cPT through previewRedeem, so a cPT amount below 10^(18 - min(CA decimals, REF
 * decimals)) previews (cptSharesIn, 0, 0).
 */
export function readPoolManagerPaused(
  client: Client,
  address: Address,
  options?: ContractReadOptions<typeof poolManagerAbi, "paused">,
): Promise<ReadPoolManagerPausedReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "paused",
  });
}

/**
 * Arguments of `previewDeposit(MarketId poolId, uint256 collateralAssetsIn) view returns (uint256
 * cptAndCstSharesOut)`, in ABI order.
 */
export type ReadPoolManagerPreviewDepositParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "pure" | "view",
  "previewDeposit"
>;
/**
 * Decoded result of `previewDeposit(MarketId poolId, uint256 collateralAssetsIn) view returns (uint256
 * cptAndCstSharesOut)`.
 */
export type ReadPoolManagerPreviewDepositReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "previewDeposit",
  ReadPoolManagerPreviewDepositParameters
>;
/** Errors {@link readPoolManagerPreviewDeposit} can throw (viem's `readContract` errors). */
export type ReadPoolManagerPreviewDepositErrorType = ReadContractErrorType;
/**
 * Reads `previewDeposit(MarketId poolId, uint256 collateralAssetsIn) view returns (uint256
 * cptAndCstSharesOut)` from PoolManager with viem's `readContract` (an `eth_call`).
 */
export function readPoolManagerPreviewDeposit(
  client: Client,
  address: Address,
  args: ReadPoolManagerPreviewDepositParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "previewDeposit">,
): Promise<ReadPoolManagerPreviewDepositReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "previewDeposit",
    args,
  });
}

/**
 * Arguments of `previewMint(MarketId poolId, uint256 cptAndCstSharesOut) view returns (uint256
 * collateralAssetsIn)`, in ABI order.
 */
export type ReadPoolManagerPreviewMintParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "pure" | "view",
  "previewMint"
>;
/**
 * Decoded result of `previewMint(MarketId poolId, uint256 cptAndCstSharesOut) view returns (uint256
 * collateralAssetsIn)`.
 */
export type ReadPoolManagerPreviewMintReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "previewMint",
  ReadPoolManagerPreviewMintParameters
>;
/** Errors {@link readPoolManagerPreviewMint} can throw (viem's `readContract` errors). */
export type ReadPoolManagerPreviewMintErrorType = ReadContractErrorType;
/**
 * Reads `previewMint(MarketId poolId, uint256 cptAndCstSharesOut) view returns (uint256
 * collateralAssetsIn)` from PoolManager with viem's `readContract` (an `eth_call`).
 */
export function readPoolManagerPreviewMint(
  client: Client,
  address: Address,
  args: ReadPoolManagerPreviewMintParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "previewMint">,
): Promise<ReadPoolManagerPreviewMintReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "previewMint",
    args,
  });
}

/**
 * Arguments of `previewUnwindDeposit(MarketId poolId, uint256 collateralAssetsOut) view returns
 * (uint256 cptAndCstSharesIn)`, in ABI order.
 */
export type ReadPoolManagerPreviewUnwindDepositParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "pure" | "view",
  "previewUnwindDeposit"
>;
/**
 * Decoded result of `previewUnwindDeposit(MarketId poolId, uint256 collateralAssetsOut) view returns
 * (uint256 cptAndCstSharesIn)`.
 */
export type ReadPoolManagerPreviewUnwindDepositReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "previewUnwindDeposit",
  ReadPoolManagerPreviewUnwindDepositParameters
>;
/** Errors {@link readPoolManagerPreviewUnwindDeposit} can throw (viem's `readContract` errors). */
export type ReadPoolManagerPreviewUnwindDepositErrorType = ReadContractErrorType;
/**
 * Reads `previewUnwindDeposit(MarketId poolId, uint256 collateralAssetsOut) view returns (uint256
 * cptAndCstSharesIn)` from PoolManager with viem's `readContract` (an `eth_call`).
 */
export function readPoolManagerPreviewUnwindDeposit(
  client: Client,
  address: Address,
  args: ReadPoolManagerPreviewUnwindDepositParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "previewUnwindDeposit">,
): Promise<ReadPoolManagerPreviewUnwindDepositReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "previewUnwindDeposit",
    args,
  });
}

/**
 * Arguments of `previewUnwindMint(MarketId poolId, uint256 cptAndCstSharesIn) view returns (uint256
 * collateralAssetsOut)`, in ABI order.
 */
export type ReadPoolManagerPreviewUnwindMintParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "pure" | "view",
  "previewUnwindMint"
>;
/**
 * Decoded result of `previewUnwindMint(MarketId poolId, uint256 cptAndCstSharesIn) view returns
 * (uint256 collateralAssetsOut)`.
 */
export type ReadPoolManagerPreviewUnwindMintReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "previewUnwindMint",
  ReadPoolManagerPreviewUnwindMintParameters
>;
/** Errors {@link readPoolManagerPreviewUnwindMint} can throw (viem's `readContract` errors). */
export type ReadPoolManagerPreviewUnwindMintErrorType = ReadContractErrorType;
/**
 * Reads `previewUnwindMint(MarketId poolId, uint256 cptAndCstSharesIn) view returns (uint256
 * collateralAssetsOut)` from PoolManager with viem's `readContract` (an `eth_call`).
 */
export function readPoolManagerPreviewUnwindMint(
  client: Client,
  address: Address,
  args: ReadPoolManagerPreviewUnwindMintParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "previewUnwindMint">,
): Promise<ReadPoolManagerPreviewUnwindMintReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "previewUnwindMint",
    args,
  });
}

/**
 * Arguments of `previewWithdraw(MarketId poolId, uint256 collateralAssetsOut) view returns (uint256
 * cptSharesIn, uint256 actualCollateralAssetsOut, uint256 actualReferenceAssetsOut)`, in ABI order.
 */
export type ReadPoolManagerPreviewWithdrawParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "pure" | "view",
  "previewWithdraw"
>;
/**
 * Decoded result of `previewWithdraw(MarketId poolId, uint256 collateralAssetsOut) view returns
 * (uint256 cptSharesIn, uint256 actualCollateralAssetsOut, uint256 actualReferenceAssetsOut)`.
 */
export type ReadPoolManagerPreviewWithdrawReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "previewWithdraw",
  ReadPoolManagerPreviewWithdrawParameters
>;
/** Errors {@link readPoolManagerPreviewWithdraw} can throw (viem's `readContract` errors). */
export type ReadPoolManagerPreviewWithdrawErrorType = ReadContractErrorType;
/**
 * Reads `previewWithdraw(MarketId poolId, uint256 collateralAssetsOut) view returns (uint256
 * cptSharesIn, uint256 actualCollateralAssetsOut, uint256 actualReferenceAssetsOut)` from PoolManager
 * with viem's `readContract` (an `eth_call`).
 *
 * From the spec: The global pause (setAllPaused, paused()) does not zero them: previews keep answering
 * while every user write reverts EnforcedPause (as deployed). previewWithdraw/previewWithdrawOther
 * price their cPT through previewRedeem, so a cPT amount below 10^(18 - min(CA decimals, REF
 * decimals)) previews (cptSharesIn, 0, 0).
 */
export function readPoolManagerPreviewWithdraw(
  client: Client,
  address: Address,
  args: ReadPoolManagerPreviewWithdrawParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "previewWithdraw">,
): Promise<ReadPoolManagerPreviewWithdrawReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "previewWithdraw",
    args,
  });
}

/**
 * Arguments of `previewWithdrawOther(MarketId poolId, uint256 referenceAssetsOut) view returns
 * (uint256 cptSharesIn, uint256 actualCollateralAssetsOut, uint256 actualReferenceAssetsOut)`, in ABI
 * order.
 */
export type ReadPoolManagerPreviewWithdrawOtherParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "pure" | "view",
  "previewWithdrawOther"
>;
/**
 * Decoded result of `previewWithdrawOther(MarketId poolId, uint256 referenceAssetsOut) view returns
 * (uint256 cptSharesIn, uint256 actualCollateralAssetsOut, uint256 actualReferenceAssetsOut)`.
 */
export type ReadPoolManagerPreviewWithdrawOtherReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "previewWithdrawOther",
  ReadPoolManagerPreviewWithdrawOtherParameters
>;
/** Errors {@link readPoolManagerPreviewWithdrawOther} can throw (viem's `readContract` errors). */
export type ReadPoolManagerPreviewWithdrawOtherErrorType = ReadContractErrorType;
/**
 * Reads `previewWithdrawOther(MarketId poolId, uint256 referenceAssetsOut) view returns (uint256
 * cptSharesIn, uint256 actualCollateralAssetsOut, uint256 actualReferenceAssetsOut)` from PoolManager
 * with viem's `readContract` (an `eth_call`).
 *
 * From the spec: The global pause (setAllPaused, paused()) does not zero them: previews keep answering
 * while every user write reverts EnforcedPause (as deployed). previewWithdraw/previewWithdrawOther
 * price their cPT through previewRedeem, so a cPT amount below 10^(18 - min(CA decimals, REF
 * decimals)) previews (cptSharesIn, 0, 0).
 */
export function readPoolManagerPreviewWithdrawOther(
  client: Client,
  address: Address,
  args: ReadPoolManagerPreviewWithdrawOtherParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "previewWithdrawOther">,
): Promise<ReadPoolManagerPreviewWithdrawOtherReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "previewWithdrawOther",
    args,
  });
}

/**
 * Arguments of `previewRedeem(MarketId poolId, uint256 cptSharesIn) view returns (uint256
 * referenceAssetsOut, uint256 collateralAssetsOut)`, in ABI order.
 */
export type ReadPoolManagerPreviewRedeemParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "pure" | "view",
  "previewRedeem"
>;
/**
 * Decoded result of `previewRedeem(MarketId poolId, uint256 cptSharesIn) view returns (uint256
 * referenceAssetsOut, uint256 collateralAssetsOut)`.
 */
export type ReadPoolManagerPreviewRedeemReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "previewRedeem",
  ReadPoolManagerPreviewRedeemParameters
>;
/** Errors {@link readPoolManagerPreviewRedeem} can throw (viem's `readContract` errors). */
export type ReadPoolManagerPreviewRedeemErrorType = ReadContractErrorType;
/**
 * Reads `previewRedeem(MarketId poolId, uint256 cptSharesIn) view returns (uint256 referenceAssetsOut,
 * uint256 collateralAssetsOut)` from PoolManager with viem's `readContract` (an `eth_call`).
 *
 * From the spec: The global pause (setAllPaused, paused()) does not zero them: previews keep answering
 * while every user write reverts EnforcedPause (as deployed). previewWithdraw/previewWithdrawOther
 * price their cPT through previewRedeem, so a cPT amount below 10^(18 - min(CA decimals, REF
 * decimals)) previews (cptSharesIn, 0, 0).
 */
export function readPoolManagerPreviewRedeem(
  client: Client,
  address: Address,
  args: ReadPoolManagerPreviewRedeemParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "previewRedeem">,
): Promise<ReadPoolManagerPreviewRedeemReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "previewRedeem",
    args,
  });
}

/**
 * Arguments of `previewExercise(MarketId poolId, uint256 cstSharesIn) view returns (uint256
 * collateralAssetsOut, uint256 referenceAssetsIn, uint256 fee)`, in ABI order.
 */
export type ReadPoolManagerPreviewExerciseParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "pure" | "view",
  "previewExercise"
>;
/**
 * Decoded result of `previewExercise(MarketId poolId, uint256 cstSharesIn) view returns (uint256
 * collateralAssetsOut, uint256 referenceAssetsIn, uint256 fee)`.
 */
export type ReadPoolManagerPreviewExerciseReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "previewExercise",
  ReadPoolManagerPreviewExerciseParameters
>;
/** Errors {@link readPoolManagerPreviewExercise} can throw (viem's `readContract` errors). */
export type ReadPoolManagerPreviewExerciseErrorType = ReadContractErrorType;
/**
 * Reads `previewExercise(MarketId poolId, uint256 cstSharesIn) view returns (uint256
 * collateralAssetsOut, uint256 referenceAssetsIn, uint256 fee)` from PoolManager with viem's
 * `readContract` (an `eth_call`).
 */
export function readPoolManagerPreviewExercise(
  client: Client,
  address: Address,
  args: ReadPoolManagerPreviewExerciseParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "previewExercise">,
): Promise<ReadPoolManagerPreviewExerciseReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "previewExercise",
    args,
  });
}

/**
 * Arguments of `previewExerciseOther(MarketId poolId, uint256 referenceAssetsIn) view returns (uint256
 * collateralAssetsOut, uint256 cstSharesIn, uint256 fee)`, in ABI order.
 */
export type ReadPoolManagerPreviewExerciseOtherParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "pure" | "view",
  "previewExerciseOther"
>;
/**
 * Decoded result of `previewExerciseOther(MarketId poolId, uint256 referenceAssetsIn) view returns
 * (uint256 collateralAssetsOut, uint256 cstSharesIn, uint256 fee)`.
 */
export type ReadPoolManagerPreviewExerciseOtherReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "previewExerciseOther",
  ReadPoolManagerPreviewExerciseOtherParameters
>;
/** Errors {@link readPoolManagerPreviewExerciseOther} can throw (viem's `readContract` errors). */
export type ReadPoolManagerPreviewExerciseOtherErrorType = ReadContractErrorType;
/**
 * Reads `previewExerciseOther(MarketId poolId, uint256 referenceAssetsIn) view returns (uint256
 * collateralAssetsOut, uint256 cstSharesIn, uint256 fee)` from PoolManager with viem's `readContract`
 * (an `eth_call`).
 */
export function readPoolManagerPreviewExerciseOther(
  client: Client,
  address: Address,
  args: ReadPoolManagerPreviewExerciseOtherParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "previewExerciseOther">,
): Promise<ReadPoolManagerPreviewExerciseOtherReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "previewExerciseOther",
    args,
  });
}

/**
 * Arguments of `previewSwap(MarketId poolId, uint256 collateralAssetsOut) view returns (uint256
 * cstSharesIn, uint256 referenceAssetsIn, uint256 fee)`, in ABI order.
 */
export type ReadPoolManagerPreviewSwapParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "pure" | "view",
  "previewSwap"
>;
/**
 * Decoded result of `previewSwap(MarketId poolId, uint256 collateralAssetsOut) view returns (uint256
 * cstSharesIn, uint256 referenceAssetsIn, uint256 fee)`.
 */
export type ReadPoolManagerPreviewSwapReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "previewSwap",
  ReadPoolManagerPreviewSwapParameters
>;
/** Errors {@link readPoolManagerPreviewSwap} can throw (viem's `readContract` errors). */
export type ReadPoolManagerPreviewSwapErrorType = ReadContractErrorType;
/**
 * Reads `previewSwap(MarketId poolId, uint256 collateralAssetsOut) view returns (uint256 cstSharesIn,
 * uint256 referenceAssetsIn, uint256 fee)` from PoolManager with viem's `readContract` (an
 * `eth_call`).
 */
export function readPoolManagerPreviewSwap(
  client: Client,
  address: Address,
  args: ReadPoolManagerPreviewSwapParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "previewSwap">,
): Promise<ReadPoolManagerPreviewSwapReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "previewSwap",
    args,
  });
}

/**
 * Arguments of `previewUnwindSwap(MarketId poolId, uint256 collateralAssetsIn) view returns (uint256
 * cstSharesOut, uint256 referenceAssetsOut, uint256 fee)`, in ABI order.
 */
export type ReadPoolManagerPreviewUnwindSwapParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "pure" | "view",
  "previewUnwindSwap"
>;
/**
 * Decoded result of `previewUnwindSwap(MarketId poolId, uint256 collateralAssetsIn) view returns
 * (uint256 cstSharesOut, uint256 referenceAssetsOut, uint256 fee)`.
 */
export type ReadPoolManagerPreviewUnwindSwapReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "previewUnwindSwap",
  ReadPoolManagerPreviewUnwindSwapParameters
>;
/** Errors {@link readPoolManagerPreviewUnwindSwap} can throw (viem's `readContract` errors). */
export type ReadPoolManagerPreviewUnwindSwapErrorType = ReadContractErrorType;
/**
 * Reads `previewUnwindSwap(MarketId poolId, uint256 collateralAssetsIn) view returns (uint256
 * cstSharesOut, uint256 referenceAssetsOut, uint256 fee)` from PoolManager with viem's `readContract`
 * (an `eth_call`).
 */
export function readPoolManagerPreviewUnwindSwap(
  client: Client,
  address: Address,
  args: ReadPoolManagerPreviewUnwindSwapParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "previewUnwindSwap">,
): Promise<ReadPoolManagerPreviewUnwindSwapReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "previewUnwindSwap",
    args,
  });
}

/**
 * Arguments of `previewUnwindExercise(MarketId poolId, uint256 cstSharesOut) view returns (uint256
 * collateralAssetsIn, uint256 referenceAssetsOut, uint256 fee)`, in ABI order.
 */
export type ReadPoolManagerPreviewUnwindExerciseParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "pure" | "view",
  "previewUnwindExercise"
>;
/**
 * Decoded result of `previewUnwindExercise(MarketId poolId, uint256 cstSharesOut) view returns
 * (uint256 collateralAssetsIn, uint256 referenceAssetsOut, uint256 fee)`.
 */
export type ReadPoolManagerPreviewUnwindExerciseReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "previewUnwindExercise",
  ReadPoolManagerPreviewUnwindExerciseParameters
>;
/** Errors {@link readPoolManagerPreviewUnwindExercise} can throw (viem's `readContract` errors). */
export type ReadPoolManagerPreviewUnwindExerciseErrorType = ReadContractErrorType;
/**
 * Reads `previewUnwindExercise(MarketId poolId, uint256 cstSharesOut) view returns (uint256
 * collateralAssetsIn, uint256 referenceAssetsOut, uint256 fee)` from PoolManager with viem's
 * `readContract` (an `eth_call`).
 */
export function readPoolManagerPreviewUnwindExercise(
  client: Client,
  address: Address,
  args: ReadPoolManagerPreviewUnwindExerciseParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "previewUnwindExercise">,
): Promise<ReadPoolManagerPreviewUnwindExerciseReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "previewUnwindExercise",
    args,
  });
}

/**
 * Arguments of `previewUnwindExerciseOther(MarketId poolId, uint256 referenceAssetsOut) view returns
 * (uint256 collateralAssetsIn, uint256 cstSharesOut, uint256 fee)`, in ABI order.
 */
export type ReadPoolManagerPreviewUnwindExerciseOtherParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "pure" | "view",
  "previewUnwindExerciseOther"
>;
/**
 * Decoded result of `previewUnwindExerciseOther(MarketId poolId, uint256 referenceAssetsOut) view
 * returns (uint256 collateralAssetsIn, uint256 cstSharesOut, uint256 fee)`.
 */
export type ReadPoolManagerPreviewUnwindExerciseOtherReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "previewUnwindExerciseOther",
  ReadPoolManagerPreviewUnwindExerciseOtherParameters
>;
/** Errors {@link readPoolManagerPreviewUnwindExerciseOther} can throw (viem's `readContract` errors). */
export type ReadPoolManagerPreviewUnwindExerciseOtherErrorType = ReadContractErrorType;
/**
 * Reads `previewUnwindExerciseOther(MarketId poolId, uint256 referenceAssetsOut) view returns (uint256
 * collateralAssetsIn, uint256 cstSharesOut, uint256 fee)` from PoolManager with viem's `readContract`
 * (an `eth_call`).
 */
export function readPoolManagerPreviewUnwindExerciseOther(
  client: Client,
  address: Address,
  args: ReadPoolManagerPreviewUnwindExerciseOtherParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "previewUnwindExerciseOther">,
): Promise<ReadPoolManagerPreviewUnwindExerciseOtherReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "previewUnwindExerciseOther",
    args,
  });
}

/**
 * Arguments of `maxDeposit(MarketId poolId, address owner) view returns (uint256
 * maxCollateralAssetsIn)`, in ABI order.
 */
export type ReadPoolManagerMaxDepositParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "pure" | "view",
  "maxDeposit"
>;
/**
 * Decoded result of `maxDeposit(MarketId poolId, address owner) view returns (uint256
 * maxCollateralAssetsIn)`.
 */
export type ReadPoolManagerMaxDepositReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "maxDeposit",
  ReadPoolManagerMaxDepositParameters
>;
/** Errors {@link readPoolManagerMaxDeposit} can throw (viem's `readContract` errors). */
export type ReadPoolManagerMaxDepositErrorType = ReadContractErrorType;
/**
 * Reads `maxDeposit(MarketId poolId, address owner) view returns (uint256 maxCollateralAssetsIn)` from
 * PoolManager with viem's `readContract` (an `eth_call`).
 */
export function readPoolManagerMaxDeposit(
  client: Client,
  address: Address,
  args: ReadPoolManagerMaxDepositParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "maxDeposit">,
): Promise<ReadPoolManagerMaxDepositReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "maxDeposit",
    args,
  });
}

/**
 * Arguments of `maxMint(MarketId poolId, address owner) view returns (uint256 maxCptAndCstSharesOut)`,
 * in ABI order.
 */
export type ReadPoolManagerMaxMintParameters = ContractFunctionArgs<typeof poolManagerAbi, "pure" | "view", "maxMint">;
/**
 * Decoded result of `maxMint(MarketId poolId, address owner) view returns (uint256
 * maxCptAndCstSharesOut)`.
 */
export type ReadPoolManagerMaxMintReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "maxMint",
  ReadPoolManagerMaxMintParameters
>;
/** Errors {@link readPoolManagerMaxMint} can throw (viem's `readContract` errors). */
export type ReadPoolManagerMaxMintErrorType = ReadContractErrorType;
/**
 * Reads `maxMint(MarketId poolId, address owner) view returns (uint256 maxCptAndCstSharesOut)` from
 * PoolManager with viem's `readContract` (an `eth_call`).
 */
export function readPoolManagerMaxMint(
  client: Client,
  address: Address,
  args: ReadPoolManagerMaxMintParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "maxMint">,
): Promise<ReadPoolManagerMaxMintReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "maxMint",
    args,
  });
}

/**
 * Arguments of `maxUnwindDeposit(MarketId poolId, address owner) view returns (uint256
 * collateralAssetsOut)`, in ABI order.
 */
export type ReadPoolManagerMaxUnwindDepositParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "pure" | "view",
  "maxUnwindDeposit"
>;
/**
 * Decoded result of `maxUnwindDeposit(MarketId poolId, address owner) view returns (uint256
 * collateralAssetsOut)`.
 */
export type ReadPoolManagerMaxUnwindDepositReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "maxUnwindDeposit",
  ReadPoolManagerMaxUnwindDepositParameters
>;
/** Errors {@link readPoolManagerMaxUnwindDeposit} can throw (viem's `readContract` errors). */
export type ReadPoolManagerMaxUnwindDepositErrorType = ReadContractErrorType;
/**
 * Reads `maxUnwindDeposit(MarketId poolId, address owner) view returns (uint256 collateralAssetsOut)`
 * from PoolManager with viem's `readContract` (an `eth_call`).
 */
export function readPoolManagerMaxUnwindDeposit(
  client: Client,
  address: Address,
  args: ReadPoolManagerMaxUnwindDepositParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "maxUnwindDeposit">,
): Promise<ReadPoolManagerMaxUnwindDepositReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "maxUnwindDeposit",
    args,
  });
}

/**
 * Arguments of `maxUnwindMint(MarketId poolId, address owner) view returns (uint256
 * maxCptAndCstSharesIn)`, in ABI order.
 */
export type ReadPoolManagerMaxUnwindMintParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "pure" | "view",
  "maxUnwindMint"
>;
/**
 * Decoded result of `maxUnwindMint(MarketId poolId, address owner) view returns (uint256
 * maxCptAndCstSharesIn)`.
 */
export type ReadPoolManagerMaxUnwindMintReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "maxUnwindMint",
  ReadPoolManagerMaxUnwindMintParameters
>;
/** Errors {@link readPoolManagerMaxUnwindMint} can throw (viem's `readContract` errors). */
export type ReadPoolManagerMaxUnwindMintErrorType = ReadContractErrorType;
/**
 * Reads `maxUnwindMint(MarketId poolId, address owner) view returns (uint256 maxCptAndCstSharesIn)`
 * from PoolManager with viem's `readContract` (an `eth_call`).
 */
export function readPoolManagerMaxUnwindMint(
  client: Client,
  address: Address,
  args: ReadPoolManagerMaxUnwindMintParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "maxUnwindMint">,
): Promise<ReadPoolManagerMaxUnwindMintReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "maxUnwindMint",
    args,
  });
}

/**
 * Arguments of `maxWithdraw(MarketId poolId, address owner) view returns (uint256
 * maxCollateralAssetsOut)`, in ABI order.
 */
export type ReadPoolManagerMaxWithdrawParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "pure" | "view",
  "maxWithdraw"
>;
/**
 * Decoded result of `maxWithdraw(MarketId poolId, address owner) view returns (uint256
 * maxCollateralAssetsOut)`.
 */
export type ReadPoolManagerMaxWithdrawReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "maxWithdraw",
  ReadPoolManagerMaxWithdrawParameters
>;
/** Errors {@link readPoolManagerMaxWithdraw} can throw (viem's `readContract` errors). */
export type ReadPoolManagerMaxWithdrawErrorType = ReadContractErrorType;
/**
 * Reads `maxWithdraw(MarketId poolId, address owner) view returns (uint256 maxCollateralAssetsOut)`
 * from PoolManager with viem's `readContract` (an `eth_call`).
 */
export function readPoolManagerMaxWithdraw(
  client: Client,
  address: Address,
  args: ReadPoolManagerMaxWithdrawParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "maxWithdraw">,
): Promise<ReadPoolManagerMaxWithdrawReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "maxWithdraw",
    args,
  });
}

/**
 * Arguments of `maxWithdrawOther(MarketId poolId, address owner) view returns (uint256
 * maxReferenceAssetsOut)`, in ABI order.
 */
export type ReadPoolManagerMaxWithdrawOtherParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "pure" | "view",
  "maxWithdrawOther"
>;
/**
 * Decoded result of `maxWithdrawOther(MarketId poolId, address owner) view returns (uint256
 * maxReferenceAssetsOut)`.
 */
export type ReadPoolManagerMaxWithdrawOtherReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "maxWithdrawOther",
  ReadPoolManagerMaxWithdrawOtherParameters
>;
/** Errors {@link readPoolManagerMaxWithdrawOther} can throw (viem's `readContract` errors). */
export type ReadPoolManagerMaxWithdrawOtherErrorType = ReadContractErrorType;
/**
 * Reads `maxWithdrawOther(MarketId poolId, address owner) view returns (uint256
 * maxReferenceAssetsOut)` from PoolManager with viem's `readContract` (an `eth_call`).
 */
export function readPoolManagerMaxWithdrawOther(
  client: Client,
  address: Address,
  args: ReadPoolManagerMaxWithdrawOtherParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "maxWithdrawOther">,
): Promise<ReadPoolManagerMaxWithdrawOtherReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "maxWithdrawOther",
    args,
  });
}

/**
 * Arguments of `maxRedeem(MarketId poolId, address owner) view returns (uint256 maxCptSharesIn)`, in
 * ABI order.
 */
export type ReadPoolManagerMaxRedeemParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "pure" | "view",
  "maxRedeem"
>;
/** Decoded result of `maxRedeem(MarketId poolId, address owner) view returns (uint256 maxCptSharesIn)`. */
export type ReadPoolManagerMaxRedeemReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "maxRedeem",
  ReadPoolManagerMaxRedeemParameters
>;
/** Errors {@link readPoolManagerMaxRedeem} can throw (viem's `readContract` errors). */
export type ReadPoolManagerMaxRedeemErrorType = ReadContractErrorType;
/**
 * Reads `maxRedeem(MarketId poolId, address owner) view returns (uint256 maxCptSharesIn)` from
 * PoolManager with viem's `readContract` (an `eth_call`).
 */
export function readPoolManagerMaxRedeem(
  client: Client,
  address: Address,
  args: ReadPoolManagerMaxRedeemParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "maxRedeem">,
): Promise<ReadPoolManagerMaxRedeemReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "maxRedeem",
    args,
  });
}

/**
 * Arguments of `maxExercise(MarketId poolId, address owner) view returns (uint256 maxCstSharesIn)`, in
 * ABI order.
 */
export type ReadPoolManagerMaxExerciseParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "pure" | "view",
  "maxExercise"
>;
/**
 * Decoded result of `maxExercise(MarketId poolId, address owner) view returns (uint256
 * maxCstSharesIn)`.
 */
export type ReadPoolManagerMaxExerciseReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "maxExercise",
  ReadPoolManagerMaxExerciseParameters
>;
/** Errors {@link readPoolManagerMaxExercise} can throw (viem's `readContract` errors). */
export type ReadPoolManagerMaxExerciseErrorType = ReadContractErrorType;
/**
 * Reads `maxExercise(MarketId poolId, address owner) view returns (uint256 maxCstSharesIn)` from
 * PoolManager with viem's `readContract` (an `eth_call`).
 */
export function readPoolManagerMaxExercise(
  client: Client,
  address: Address,
  args: ReadPoolManagerMaxExerciseParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "maxExercise">,
): Promise<ReadPoolManagerMaxExerciseReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "maxExercise",
    args,
  });
}

/**
 * Arguments of `maxExerciseOther(MarketId poolId, address owner) view returns (uint256
 * maxReferenceAssetsIn)`, in ABI order.
 */
export type ReadPoolManagerMaxExerciseOtherParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "pure" | "view",
  "maxExerciseOther"
>;
/**
 * Decoded result of `maxExerciseOther(MarketId poolId, address owner) view returns (uint256
 * maxReferenceAssetsIn)`.
 */
export type ReadPoolManagerMaxExerciseOtherReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "maxExerciseOther",
  ReadPoolManagerMaxExerciseOtherParameters
>;
/** Errors {@link readPoolManagerMaxExerciseOther} can throw (viem's `readContract` errors). */
export type ReadPoolManagerMaxExerciseOtherErrorType = ReadContractErrorType;
/**
 * Reads `maxExerciseOther(MarketId poolId, address owner) view returns (uint256 maxReferenceAssetsIn)`
 * from PoolManager with viem's `readContract` (an `eth_call`).
 */
export function readPoolManagerMaxExerciseOther(
  client: Client,
  address: Address,
  args: ReadPoolManagerMaxExerciseOtherParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "maxExerciseOther">,
): Promise<ReadPoolManagerMaxExerciseOtherReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "maxExerciseOther",
    args,
  });
}

/**
 * Arguments of `maxSwap(MarketId poolId, address owner) view returns (uint256
 * maxCollateralAssetsOut)`, in ABI order.
 */
export type ReadPoolManagerMaxSwapParameters = ContractFunctionArgs<typeof poolManagerAbi, "pure" | "view", "maxSwap">;
/**
 * Decoded result of `maxSwap(MarketId poolId, address owner) view returns (uint256
 * maxCollateralAssetsOut)`.
 */
export type ReadPoolManagerMaxSwapReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "maxSwap",
  ReadPoolManagerMaxSwapParameters
>;
/** Errors {@link readPoolManagerMaxSwap} can throw (viem's `readContract` errors). */
export type ReadPoolManagerMaxSwapErrorType = ReadContractErrorType;
/**
 * Reads `maxSwap(MarketId poolId, address owner) view returns (uint256 maxCollateralAssetsOut)` from
 * PoolManager with viem's `readContract` (an `eth_call`).
 */
export function readPoolManagerMaxSwap(
  client: Client,
  address: Address,
  args: ReadPoolManagerMaxSwapParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "maxSwap">,
): Promise<ReadPoolManagerMaxSwapReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "maxSwap",
    args,
  });
}

/**
 * Arguments of `maxUnwindSwap(MarketId poolId, address owner) view returns (uint256
 * maxCollateralAssetsIn)`, in ABI order.
 */
export type ReadPoolManagerMaxUnwindSwapParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "pure" | "view",
  "maxUnwindSwap"
>;
/**
 * Decoded result of `maxUnwindSwap(MarketId poolId, address owner) view returns (uint256
 * maxCollateralAssetsIn)`.
 */
export type ReadPoolManagerMaxUnwindSwapReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "maxUnwindSwap",
  ReadPoolManagerMaxUnwindSwapParameters
>;
/** Errors {@link readPoolManagerMaxUnwindSwap} can throw (viem's `readContract` errors). */
export type ReadPoolManagerMaxUnwindSwapErrorType = ReadContractErrorType;
/**
 * Reads `maxUnwindSwap(MarketId poolId, address owner) view returns (uint256 maxCollateralAssetsIn)`
 * from PoolManager with viem's `readContract` (an `eth_call`).
 */
export function readPoolManagerMaxUnwindSwap(
  client: Client,
  address: Address,
  args: ReadPoolManagerMaxUnwindSwapParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "maxUnwindSwap">,
): Promise<ReadPoolManagerMaxUnwindSwapReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "maxUnwindSwap",
    args,
  });
}

/**
 * Arguments of `maxUnwindExercise(MarketId poolId, address owner) view returns (uint256
 * maxCstSharesOut)`, in ABI order.
 */
export type ReadPoolManagerMaxUnwindExerciseParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "pure" | "view",
  "maxUnwindExercise"
>;
/**
 * Decoded result of `maxUnwindExercise(MarketId poolId, address owner) view returns (uint256
 * maxCstSharesOut)`.
 */
export type ReadPoolManagerMaxUnwindExerciseReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "maxUnwindExercise",
  ReadPoolManagerMaxUnwindExerciseParameters
>;
/** Errors {@link readPoolManagerMaxUnwindExercise} can throw (viem's `readContract` errors). */
export type ReadPoolManagerMaxUnwindExerciseErrorType = ReadContractErrorType;
/**
 * Reads `maxUnwindExercise(MarketId poolId, address owner) view returns (uint256 maxCstSharesOut)`
 * from PoolManager with viem's `readContract` (an `eth_call`).
 */
export function readPoolManagerMaxUnwindExercise(
  client: Client,
  address: Address,
  args: ReadPoolManagerMaxUnwindExerciseParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "maxUnwindExercise">,
): Promise<ReadPoolManagerMaxUnwindExerciseReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "maxUnwindExercise",
    args,
  });
}

/**
 * Arguments of `maxUnwindExerciseOther(MarketId poolId, address owner) view returns (uint256
 * maxReferenceAssetsOut)`, in ABI order.
 */
export type ReadPoolManagerMaxUnwindExerciseOtherParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "pure" | "view",
  "maxUnwindExerciseOther"
>;
/**
 * Decoded result of `maxUnwindExerciseOther(MarketId poolId, address owner) view returns (uint256
 * maxReferenceAssetsOut)`.
 */
export type ReadPoolManagerMaxUnwindExerciseOtherReturnType = ContractFunctionReturnType<
  typeof poolManagerAbi,
  "pure" | "view",
  "maxUnwindExerciseOther",
  ReadPoolManagerMaxUnwindExerciseOtherParameters
>;
/** Errors {@link readPoolManagerMaxUnwindExerciseOther} can throw (viem's `readContract` errors). */
export type ReadPoolManagerMaxUnwindExerciseOtherErrorType = ReadContractErrorType;
/**
 * Reads `maxUnwindExerciseOther(MarketId poolId, address owner) view returns (uint256
 * maxReferenceAssetsOut)` from PoolManager with viem's `readContract` (an `eth_call`).
 */
export function readPoolManagerMaxUnwindExerciseOther(
  client: Client,
  address: Address,
  args: ReadPoolManagerMaxUnwindExerciseOtherParameters,
  options?: ContractReadOptions<typeof poolManagerAbi, "maxUnwindExerciseOther">,
): Promise<ReadPoolManagerMaxUnwindExerciseOtherReturnType> {
  return readContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "maxUnwindExerciseOther",
    args,
  });
}

/**
 * Arguments of `deposit(MarketId poolId, uint256 collateralAssetsIn, address receiver) returns
 * (uint256 cptAndCstSharesOut)`, in ABI order.
 */
export type SimulatePoolManagerDepositParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "deposit"
>;
/**
 * The transaction request a successful simulation of `deposit` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulatePoolManagerDepositReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof poolManagerAbi,
  "deposit",
  SimulatePoolManagerDepositParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulatePoolManagerDeposit} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulatePoolManagerDepositErrorType = SimulateContractErrorType;
/**
 * Simulates `deposit(MarketId poolId, uint256 collateralAssetsIn, address receiver) returns (uint256
 * cptAndCstSharesOut)` on PoolManager with viem's `simulateContract` and returns the request to send.
 *
 * From the spec: A deposit of collateral asset (CA) mints equal amounts of principal (cPT) and swap
 * (cST) PoolShare tokens, always 18 decimals.
 * From the spec: Reads: swapRate (REF->CA rate, 1e18 scale, through the constraint-rate logic of
 * docs/reference/protocol.md#swap-rate-constraints), assets, shares, market, getId, fees (1e18 = 1 %,
 * cap 5e18), pause bitmap (bit0 deposit/mint, bit1 swap/exercise, bit2 withdraw/redeem, bit3
 * unwindDeposit/unwindMint, bit4 unwindSwap/unwindExercise) and every preview*\/max* function; raw
 * writes without slippage protection (production writes go through the Adapter); controller-only admin
 * functions.
 */
export async function simulatePoolManagerDeposit<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulatePoolManagerDepositParameters,
  options?: ContractSimulateOptions<
    typeof poolManagerAbi,
    "deposit",
    SimulatePoolManagerDepositParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulatePoolManagerDepositReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "deposit",
    args,
  } as unknown as SimulateContractParameters<
    typeof poolManagerAbi,
    "deposit",
    SimulatePoolManagerDepositParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulatePoolManagerDepositReturnType<chain, account, chainOverride, accountOverride>;
}

/**
 * Arguments of `deposit(MarketId poolId, uint256 collateralAssetsIn, address receiver) returns
 * (uint256 cptAndCstSharesOut)`, in ABI order.
 */
export type WritePoolManagerDepositParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "deposit"
>;
/** Hash of the transaction {@link writePoolManagerDeposit} sent. */
export type WritePoolManagerDepositReturnType = Hash;
/** Errors {@link writePoolManagerDeposit} can throw (viem's `writeContract` errors). */
export type WritePoolManagerDepositErrorType = WriteContractErrorType;
/**
 * Sends `deposit(MarketId poolId, uint256 collateralAssetsIn, address receiver) returns (uint256
 * cptAndCstSharesOut)` to PoolManager with viem's `writeContract`; `options` must carry `account` and
 * `chain` when the client does not.
 *
 * From the spec: A deposit of collateral asset (CA) mints equal amounts of principal (cPT) and swap
 * (cST) PoolShare tokens, always 18 decimals.
 * From the spec: Reads: swapRate (REF->CA rate, 1e18 scale, through the constraint-rate logic of
 * docs/reference/protocol.md#swap-rate-constraints), assets, shares, market, getId, fees (1e18 = 1 %,
 * cap 5e18), pause bitmap (bit0 deposit/mint, bit1 swap/exercise, bit2 withdraw/redeem, bit3
 * unwindDeposit/unwindMint, bit4 unwindSwap/unwindExercise) and every preview*\/max* function; raw
 * writes without slippage protection (production writes go through the Adapter); controller-only admin
 * functions.
 */
export function writePoolManagerDeposit<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WritePoolManagerDepositParameters,
  options: ContractWriteOptions<
    typeof poolManagerAbi,
    "deposit",
    WritePoolManagerDepositParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WritePoolManagerDepositReturnType> {
  return writeContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "deposit",
    args,
  } as unknown as WriteContractParameters<
    typeof poolManagerAbi,
    "deposit",
    WritePoolManagerDepositParameters,
    chain,
    account,
    chainOverride
  >);
}

/**
 * Arguments of `mint(MarketId poolId, uint256 cptAndCstSharesOut, address receiver) returns (uint256
 * collateralAssetsIn)`, in ABI order.
 */
export type SimulatePoolManagerMintParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "mint"
>;
/**
 * The transaction request a successful simulation of `mint` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulatePoolManagerMintReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof poolManagerAbi,
  "mint",
  SimulatePoolManagerMintParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulatePoolManagerMint} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulatePoolManagerMintErrorType = SimulateContractErrorType;
/**
 * Simulates `mint(MarketId poolId, uint256 cptAndCstSharesOut, address receiver) returns (uint256
 * collateralAssetsIn)` on PoolManager with viem's `simulateContract` and returns the request to send.
 *
 * From the spec: Reads: swapRate (REF->CA rate, 1e18 scale, through the constraint-rate logic of
 * docs/reference/protocol.md#swap-rate-constraints), assets, shares, market, getId, fees (1e18 = 1 %,
 * cap 5e18), pause bitmap (bit0 deposit/mint, bit1 swap/exercise, bit2 withdraw/redeem, bit3
 * unwindDeposit/unwindMint, bit4 unwindSwap/unwindExercise) and every preview*\/max* function; raw
 * writes without slippage protection (production writes go through the Adapter); controller-only admin
 * functions.
 */
export async function simulatePoolManagerMint<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulatePoolManagerMintParameters,
  options?: ContractSimulateOptions<
    typeof poolManagerAbi,
    "mint",
    SimulatePoolManagerMintParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulatePoolManagerMintReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "mint",
    args,
  } as unknown as SimulateContractParameters<
    typeof poolManagerAbi,
    "mint",
    SimulatePoolManagerMintParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulatePoolManagerMintReturnType<chain, account, chainOverride, accountOverride>;
}

/**
 * Arguments of `mint(MarketId poolId, uint256 cptAndCstSharesOut, address receiver) returns (uint256
 * collateralAssetsIn)`, in ABI order.
 */
export type WritePoolManagerMintParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "mint"
>;
/** Hash of the transaction {@link writePoolManagerMint} sent. */
export type WritePoolManagerMintReturnType = Hash;
/** Errors {@link writePoolManagerMint} can throw (viem's `writeContract` errors). */
export type WritePoolManagerMintErrorType = WriteContractErrorType;
/**
 * Sends `mint(MarketId poolId, uint256 cptAndCstSharesOut, address receiver) returns (uint256
 * collateralAssetsIn)` to PoolManager with viem's `writeContract`; `options` must carry `account` and
 * `chain` when the client does not.
 *
 * From the spec: Reads: swapRate (REF->CA rate, 1e18 scale, through the constraint-rate logic of
 * docs/reference/protocol.md#swap-rate-constraints), assets, shares, market, getId, fees (1e18 = 1 %,
 * cap 5e18), pause bitmap (bit0 deposit/mint, bit1 swap/exercise, bit2 withdraw/redeem, bit3
 * unwindDeposit/unwindMint, bit4 unwindSwap/unwindExercise) and every preview*\/max* function; raw
 * writes without slippage protection (production writes go through the Adapter); controller-only admin
 * functions.
 */
export function writePoolManagerMint<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WritePoolManagerMintParameters,
  options: ContractWriteOptions<
    typeof poolManagerAbi,
    "mint",
    WritePoolManagerMintParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WritePoolManagerMintReturnType> {
  return writeContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "mint",
    args,
  } as unknown as WriteContractParameters<
    typeof poolManagerAbi,
    "mint",
    WritePoolManagerMintParameters,
    chain,
    account,
    chainOverride
  >);
}

/**
 * Arguments of `unwindDeposit(MarketId poolId, uint256 collateralAssetsOut, address owner, address
 * receiver) returns (uint256 cptAndCstSharesIn)`, in ABI order.
 */
export type SimulatePoolManagerUnwindDepositParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "unwindDeposit"
>;
/**
 * The transaction request a successful simulation of `unwindDeposit` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulatePoolManagerUnwindDepositReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof poolManagerAbi,
  "unwindDeposit",
  SimulatePoolManagerUnwindDepositParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulatePoolManagerUnwindDeposit} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulatePoolManagerUnwindDepositErrorType = SimulateContractErrorType;
/**
 * Simulates `unwindDeposit(MarketId poolId, uint256 collateralAssetsOut, address owner, address
 * receiver) returns (uint256 cptAndCstSharesIn)` on PoolManager with viem's `simulateContract` and
 * returns the request to send.
 *
 * From the spec: Reads: swapRate (REF->CA rate, 1e18 scale, through the constraint-rate logic of
 * docs/reference/protocol.md#swap-rate-constraints), assets, shares, market, getId, fees (1e18 = 1 %,
 * cap 5e18), pause bitmap (bit0 deposit/mint, bit1 swap/exercise, bit2 withdraw/redeem, bit3
 * unwindDeposit/unwindMint, bit4 unwindSwap/unwindExercise) and every preview*\/max* function; raw
 * writes without slippage protection (production writes go through the Adapter); controller-only admin
 * functions.
 */
export async function simulatePoolManagerUnwindDeposit<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulatePoolManagerUnwindDepositParameters,
  options?: ContractSimulateOptions<
    typeof poolManagerAbi,
    "unwindDeposit",
    SimulatePoolManagerUnwindDepositParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulatePoolManagerUnwindDepositReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "unwindDeposit",
    args,
  } as unknown as SimulateContractParameters<
    typeof poolManagerAbi,
    "unwindDeposit",
    SimulatePoolManagerUnwindDepositParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulatePoolManagerUnwindDepositReturnType<chain, account, chainOverride, accountOverride>;
}

/**
 * Arguments of `unwindDeposit(MarketId poolId, uint256 collateralAssetsOut, address owner, address
 * receiver) returns (uint256 cptAndCstSharesIn)`, in ABI order.
 */
export type WritePoolManagerUnwindDepositParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "unwindDeposit"
>;
/** Hash of the transaction {@link writePoolManagerUnwindDeposit} sent. */
export type WritePoolManagerUnwindDepositReturnType = Hash;
/** Errors {@link writePoolManagerUnwindDeposit} can throw (viem's `writeContract` errors). */
export type WritePoolManagerUnwindDepositErrorType = WriteContractErrorType;
/**
 * Sends `unwindDeposit(MarketId poolId, uint256 collateralAssetsOut, address owner, address receiver)
 * returns (uint256 cptAndCstSharesIn)` to PoolManager with viem's `writeContract`; `options` must
 * carry `account` and `chain` when the client does not.
 *
 * From the spec: Reads: swapRate (REF->CA rate, 1e18 scale, through the constraint-rate logic of
 * docs/reference/protocol.md#swap-rate-constraints), assets, shares, market, getId, fees (1e18 = 1 %,
 * cap 5e18), pause bitmap (bit0 deposit/mint, bit1 swap/exercise, bit2 withdraw/redeem, bit3
 * unwindDeposit/unwindMint, bit4 unwindSwap/unwindExercise) and every preview*\/max* function; raw
 * writes without slippage protection (production writes go through the Adapter); controller-only admin
 * functions.
 */
export function writePoolManagerUnwindDeposit<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WritePoolManagerUnwindDepositParameters,
  options: ContractWriteOptions<
    typeof poolManagerAbi,
    "unwindDeposit",
    WritePoolManagerUnwindDepositParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WritePoolManagerUnwindDepositReturnType> {
  return writeContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "unwindDeposit",
    args,
  } as unknown as WriteContractParameters<
    typeof poolManagerAbi,
    "unwindDeposit",
    WritePoolManagerUnwindDepositParameters,
    chain,
    account,
    chainOverride
  >);
}

/**
 * Arguments of `unwindMint(MarketId poolId, uint256 cptAndCstSharesIn, address owner, address
 * receiver) returns (uint256 collateralAssetsOut)`, in ABI order.
 */
export type SimulatePoolManagerUnwindMintParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "unwindMint"
>;
/**
 * The transaction request a successful simulation of `unwindMint` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulatePoolManagerUnwindMintReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof poolManagerAbi,
  "unwindMint",
  SimulatePoolManagerUnwindMintParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulatePoolManagerUnwindMint} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulatePoolManagerUnwindMintErrorType = SimulateContractErrorType;
/**
 * Simulates `unwindMint(MarketId poolId, uint256 cptAndCstSharesIn, address owner, address receiver)
 * returns (uint256 collateralAssetsOut)` on PoolManager with viem's `simulateContract` and returns the
 * request to send.
 *
 * From the spec: Reads: swapRate (REF->CA rate, 1e18 scale, through the constraint-rate logic of
 * docs/reference/protocol.md#swap-rate-constraints), assets, shares, market, getId, fees (1e18 = 1 %,
 * cap 5e18), pause bitmap (bit0 deposit/mint, bit1 swap/exercise, bit2 withdraw/redeem, bit3
 * unwindDeposit/unwindMint, bit4 unwindSwap/unwindExercise) and every preview*\/max* function; raw
 * writes without slippage protection (production writes go through the Adapter); controller-only admin
 * functions.
 */
export async function simulatePoolManagerUnwindMint<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulatePoolManagerUnwindMintParameters,
  options?: ContractSimulateOptions<
    typeof poolManagerAbi,
    "unwindMint",
    SimulatePoolManagerUnwindMintParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulatePoolManagerUnwindMintReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "unwindMint",
    args,
  } as unknown as SimulateContractParameters<
    typeof poolManagerAbi,
    "unwindMint",
    SimulatePoolManagerUnwindMintParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulatePoolManagerUnwindMintReturnType<chain, account, chainOverride, accountOverride>;
}

/**
 * Arguments of `unwindMint(MarketId poolId, uint256 cptAndCstSharesIn, address owner, address
 * receiver) returns (uint256 collateralAssetsOut)`, in ABI order.
 */
export type WritePoolManagerUnwindMintParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "unwindMint"
>;
/** Hash of the transaction {@link writePoolManagerUnwindMint} sent. */
export type WritePoolManagerUnwindMintReturnType = Hash;
/** Errors {@link writePoolManagerUnwindMint} can throw (viem's `writeContract` errors). */
export type WritePoolManagerUnwindMintErrorType = WriteContractErrorType;
/**
 * Sends `unwindMint(MarketId poolId, uint256 cptAndCstSharesIn, address owner, address receiver)
 * returns (uint256 collateralAssetsOut)` to PoolManager with viem's `writeContract`; `options` must
 * carry `account` and `chain` when the client does not.
 *
 * From the spec: Reads: swapRate (REF->CA rate, 1e18 scale, through the constraint-rate logic of
 * docs/reference/protocol.md#swap-rate-constraints), assets, shares, market, getId, fees (1e18 = 1 %,
 * cap 5e18), pause bitmap (bit0 deposit/mint, bit1 swap/exercise, bit2 withdraw/redeem, bit3
 * unwindDeposit/unwindMint, bit4 unwindSwap/unwindExercise) and every preview*\/max* function; raw
 * writes without slippage protection (production writes go through the Adapter); controller-only admin
 * functions.
 */
export function writePoolManagerUnwindMint<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WritePoolManagerUnwindMintParameters,
  options: ContractWriteOptions<
    typeof poolManagerAbi,
    "unwindMint",
    WritePoolManagerUnwindMintParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WritePoolManagerUnwindMintReturnType> {
  return writeContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "unwindMint",
    args,
  } as unknown as WriteContractParameters<
    typeof poolManagerAbi,
    "unwindMint",
    WritePoolManagerUnwindMintParameters,
    chain,
    account,
    chainOverride
  >);
}

/**
 * Arguments of `withdraw(MarketId poolId, uint256 collateralAssetsOut, address owner, address
 * receiver) returns (uint256 cptSharesIn, uint256 actualCollateralAssetsOut, uint256
 * actualReferenceAssetsOut)`, in ABI order.
 */
export type SimulatePoolManagerWithdrawParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "withdraw"
>;
/**
 * The transaction request a successful simulation of `withdraw` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulatePoolManagerWithdrawReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof poolManagerAbi,
  "withdraw",
  SimulatePoolManagerWithdrawParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulatePoolManagerWithdraw} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulatePoolManagerWithdrawErrorType = SimulateContractErrorType;
/**
 * Simulates `withdraw(MarketId poolId, uint256 collateralAssetsOut, address owner, address receiver)
 * returns (uint256 cptSharesIn, uint256 actualCollateralAssetsOut, uint256 actualReferenceAssetsOut)`
 * on PoolManager with viem's `simulateContract` and returns the request to send.
 *
 * From the spec: Reads: swapRate (REF->CA rate, 1e18 scale, through the constraint-rate logic of
 * docs/reference/protocol.md#swap-rate-constraints), assets, shares, market, getId, fees (1e18 = 1 %,
 * cap 5e18), pause bitmap (bit0 deposit/mint, bit1 swap/exercise, bit2 withdraw/redeem, bit3
 * unwindDeposit/unwindMint, bit4 unwindSwap/unwindExercise) and every preview*\/max* function; raw
 * writes without slippage protection (production writes go through the Adapter); controller-only admin
 * functions.
 * From the spec: Differences from the deployed chain: (1) the seed lists withdraw among the pre-expiry
 * operations, the deployed v1.1 code allows withdraw/withdrawOther only after expiry (NotExpired
 * before); this spec and the devnet follow the seed: withdraw/withdrawOther work both before expiry
 * (pro-rata share of the pool's live CA and REF) and after expiry (pro-rata share of the archived
 * balances), redeem works only after expiry.
 */
export async function simulatePoolManagerWithdraw<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulatePoolManagerWithdrawParameters,
  options?: ContractSimulateOptions<
    typeof poolManagerAbi,
    "withdraw",
    SimulatePoolManagerWithdrawParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulatePoolManagerWithdrawReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "withdraw",
    args,
  } as unknown as SimulateContractParameters<
    typeof poolManagerAbi,
    "withdraw",
    SimulatePoolManagerWithdrawParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulatePoolManagerWithdrawReturnType<chain, account, chainOverride, accountOverride>;
}

/**
 * Arguments of `withdraw(MarketId poolId, uint256 collateralAssetsOut, address owner, address
 * receiver) returns (uint256 cptSharesIn, uint256 actualCollateralAssetsOut, uint256
 * actualReferenceAssetsOut)`, in ABI order.
 */
export type WritePoolManagerWithdrawParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "withdraw"
>;
/** Hash of the transaction {@link writePoolManagerWithdraw} sent. */
export type WritePoolManagerWithdrawReturnType = Hash;
/** Errors {@link writePoolManagerWithdraw} can throw (viem's `writeContract` errors). */
export type WritePoolManagerWithdrawErrorType = WriteContractErrorType;
/**
 * Sends `withdraw(MarketId poolId, uint256 collateralAssetsOut, address owner, address receiver)
 * returns (uint256 cptSharesIn, uint256 actualCollateralAssetsOut, uint256 actualReferenceAssetsOut)`
 * to PoolManager with viem's `writeContract`; `options` must carry `account` and `chain` when the
 * client does not.
 *
 * From the spec: Reads: swapRate (REF->CA rate, 1e18 scale, through the constraint-rate logic of
 * docs/reference/protocol.md#swap-rate-constraints), assets, shares, market, getId, fees (1e18 = 1 %,
 * cap 5e18), pause bitmap (bit0 deposit/mint, bit1 swap/exercise, bit2 withdraw/redeem, bit3
 * unwindDeposit/unwindMint, bit4 unwindSwap/unwindExercise) and every preview*\/max* function; raw
 * writes without slippage protection (production writes go through the Adapter); controller-only admin
 * functions.
 * From the spec: Differences from the deployed chain: (1) the seed lists withdraw among the pre-expiry
 * operations, the deployed v1.1 code allows withdraw/withdrawOther only after expiry (NotExpired
 * before); this spec and the devnet follow the seed: withdraw/withdrawOther work both before expiry
 * (pro-rata share of the pool's live CA and REF) and after expiry (pro-rata share of the archived
 * balances), redeem works only after expiry.
 */
export function writePoolManagerWithdraw<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WritePoolManagerWithdrawParameters,
  options: ContractWriteOptions<
    typeof poolManagerAbi,
    "withdraw",
    WritePoolManagerWithdrawParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WritePoolManagerWithdrawReturnType> {
  return writeContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "withdraw",
    args,
  } as unknown as WriteContractParameters<
    typeof poolManagerAbi,
    "withdraw",
    WritePoolManagerWithdrawParameters,
    chain,
    account,
    chainOverride
  >);
}

/**
 * Arguments of `withdrawOther(MarketId poolId, uint256 referenceAssetsOut, address owner, address
 * receiver) returns (uint256 cptSharesIn, uint256 actualCollateralAssetsOut, uint256
 * actualReferenceAssetsOut)`, in ABI order.
 */
export type SimulatePoolManagerWithdrawOtherParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "withdrawOther"
>;
/**
 * The transaction request a successful simulation of `withdrawOther` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulatePoolManagerWithdrawOtherReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof poolManagerAbi,
  "withdrawOther",
  SimulatePoolManagerWithdrawOtherParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulatePoolManagerWithdrawOther} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulatePoolManagerWithdrawOtherErrorType = SimulateContractErrorType;
/**
 * Simulates `withdrawOther(MarketId poolId, uint256 referenceAssetsOut, address owner, address
 * receiver) returns (uint256 cptSharesIn, uint256 actualCollateralAssetsOut, uint256
 * actualReferenceAssetsOut)` on PoolManager with viem's `simulateContract` and returns the request to
 * send.
 *
 * From the spec: Differences from the deployed chain: (1) the seed lists withdraw among the pre-expiry
 * operations, the deployed v1.1 code allows withdraw/withdrawOther only after expiry (NotExpired
 * before); this spec and the devnet follow the seed: withdraw/withdrawOther work both before expiry
 * (pro-rata share of the pool's live CA and REF) and after expiry (pro-rata share of the archived
 * balances), redeem works only after expiry.
 */
export async function simulatePoolManagerWithdrawOther<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulatePoolManagerWithdrawOtherParameters,
  options?: ContractSimulateOptions<
    typeof poolManagerAbi,
    "withdrawOther",
    SimulatePoolManagerWithdrawOtherParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulatePoolManagerWithdrawOtherReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "withdrawOther",
    args,
  } as unknown as SimulateContractParameters<
    typeof poolManagerAbi,
    "withdrawOther",
    SimulatePoolManagerWithdrawOtherParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulatePoolManagerWithdrawOtherReturnType<chain, account, chainOverride, accountOverride>;
}

/**
 * Arguments of `withdrawOther(MarketId poolId, uint256 referenceAssetsOut, address owner, address
 * receiver) returns (uint256 cptSharesIn, uint256 actualCollateralAssetsOut, uint256
 * actualReferenceAssetsOut)`, in ABI order.
 */
export type WritePoolManagerWithdrawOtherParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "withdrawOther"
>;
/** Hash of the transaction {@link writePoolManagerWithdrawOther} sent. */
export type WritePoolManagerWithdrawOtherReturnType = Hash;
/** Errors {@link writePoolManagerWithdrawOther} can throw (viem's `writeContract` errors). */
export type WritePoolManagerWithdrawOtherErrorType = WriteContractErrorType;
/**
 * Sends `withdrawOther(MarketId poolId, uint256 referenceAssetsOut, address owner, address receiver)
 * returns (uint256 cptSharesIn, uint256 actualCollateralAssetsOut, uint256 actualReferenceAssetsOut)`
 * to PoolManager with viem's `writeContract`; `options` must carry `account` and `chain` when the
 * client does not.
 *
 * From the spec: Differences from the deployed chain: (1) the seed lists withdraw among the pre-expiry
 * operations, the deployed v1.1 code allows withdraw/withdrawOther only after expiry (NotExpired
 * before); this spec and the devnet follow the seed: withdraw/withdrawOther work both before expiry
 * (pro-rata share of the pool's live CA and REF) and after expiry (pro-rata share of the archived
 * balances), redeem works only after expiry.
 */
export function writePoolManagerWithdrawOther<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WritePoolManagerWithdrawOtherParameters,
  options: ContractWriteOptions<
    typeof poolManagerAbi,
    "withdrawOther",
    WritePoolManagerWithdrawOtherParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WritePoolManagerWithdrawOtherReturnType> {
  return writeContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "withdrawOther",
    args,
  } as unknown as WriteContractParameters<
    typeof poolManagerAbi,
    "withdrawOther",
    WritePoolManagerWithdrawOtherParameters,
    chain,
    account,
    chainOverride
  >);
}

/**
 * Arguments of `redeem(MarketId poolId, uint256 cptSharesIn, address owner, address receiver) returns
 * (uint256 referenceAssetsOut, uint256 collateralAssetsOut)`, in ABI order.
 */
export type SimulatePoolManagerRedeemParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "redeem"
>;
/**
 * The transaction request a successful simulation of `redeem` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulatePoolManagerRedeemReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof poolManagerAbi,
  "redeem",
  SimulatePoolManagerRedeemParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulatePoolManagerRedeem} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulatePoolManagerRedeemErrorType = SimulateContractErrorType;
/**
 * Simulates `redeem(MarketId poolId, uint256 cptSharesIn, address owner, address receiver) returns
 * (uint256 referenceAssetsOut, uint256 collateralAssetsOut)` on PoolManager with viem's
 * `simulateContract` and returns the request to send.
 *
 * From the spec: Reads: swapRate (REF->CA rate, 1e18 scale, through the constraint-rate logic of
 * docs/reference/protocol.md#swap-rate-constraints), assets, shares, market, getId, fees (1e18 = 1 %,
 * cap 5e18), pause bitmap (bit0 deposit/mint, bit1 swap/exercise, bit2 withdraw/redeem, bit3
 * unwindDeposit/unwindMint, bit4 unwindSwap/unwindExercise) and every preview*\/max* function; raw
 * writes without slippage protection (production writes go through the Adapter); controller-only admin
 * functions.
 * From the spec: Differences from the deployed chain: (1) the seed lists withdraw among the pre-expiry
 * operations, the deployed v1.1 code allows withdraw/withdrawOther only after expiry (NotExpired
 * before); this spec and the devnet follow the seed: withdraw/withdrawOther work both before expiry
 * (pro-rata share of the pool's live CA and REF) and after expiry (pro-rata share of the archived
 * balances), redeem works only after expiry.
 */
export async function simulatePoolManagerRedeem<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulatePoolManagerRedeemParameters,
  options?: ContractSimulateOptions<
    typeof poolManagerAbi,
    "redeem",
    SimulatePoolManagerRedeemParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulatePoolManagerRedeemReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "redeem",
    args,
  } as unknown as SimulateContractParameters<
    typeof poolManagerAbi,
    "redeem",
    SimulatePoolManagerRedeemParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulatePoolManagerRedeemReturnType<chain, account, chainOverride, accountOverride>;
}

/**
 * Arguments of `redeem(MarketId poolId, uint256 cptSharesIn, address owner, address receiver) returns
 * (uint256 referenceAssetsOut, uint256 collateralAssetsOut)`, in ABI order.
 */
export type WritePoolManagerRedeemParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "redeem"
>;
/** Hash of the transaction {@link writePoolManagerRedeem} sent. */
export type WritePoolManagerRedeemReturnType = Hash;
/** Errors {@link writePoolManagerRedeem} can throw (viem's `writeContract` errors). */
export type WritePoolManagerRedeemErrorType = WriteContractErrorType;
/**
 * Sends `redeem(MarketId poolId, uint256 cptSharesIn, address owner, address receiver) returns
 * (uint256 referenceAssetsOut, uint256 collateralAssetsOut)` to PoolManager with viem's
 * `writeContract`; `options` must carry `account` and `chain` when the client does not.
 *
 * From the spec: Reads: swapRate (REF->CA rate, 1e18 scale, through the constraint-rate logic of
 * docs/reference/protocol.md#swap-rate-constraints), assets, shares, market, getId, fees (1e18 = 1 %,
 * cap 5e18), pause bitmap (bit0 deposit/mint, bit1 swap/exercise, bit2 withdraw/redeem, bit3
 * unwindDeposit/unwindMint, bit4 unwindSwap/unwindExercise) and every preview*\/max* function; raw
 * writes without slippage protection (production writes go through the Adapter); controller-only admin
 * functions.
 * From the spec: Differences from the deployed chain: (1) the seed lists withdraw among the pre-expiry
 * operations, the deployed v1.1 code allows withdraw/withdrawOther only after expiry (NotExpired
 * before); this spec and the devnet follow the seed: withdraw/withdrawOther work both before expiry
 * (pro-rata share of the pool's live CA and REF) and after expiry (pro-rata share of the archived
 * balances), redeem works only after expiry.
 */
export function writePoolManagerRedeem<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WritePoolManagerRedeemParameters,
  options: ContractWriteOptions<
    typeof poolManagerAbi,
    "redeem",
    WritePoolManagerRedeemParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WritePoolManagerRedeemReturnType> {
  return writeContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "redeem",
    args,
  } as unknown as WriteContractParameters<
    typeof poolManagerAbi,
    "redeem",
    WritePoolManagerRedeemParameters,
    chain,
    account,
    chainOverride
  >);
}

/**
 * Arguments of `exercise(MarketId poolId, uint256 cstSharesIn, address receiver) returns (uint256
 * collateralAssetsOut, uint256 referenceAssetsIn, uint256 fee)`, in ABI order.
 */
export type SimulatePoolManagerExerciseParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "exercise"
>;
/**
 * The transaction request a successful simulation of `exercise` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulatePoolManagerExerciseReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof poolManagerAbi,
  "exercise",
  SimulatePoolManagerExerciseParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulatePoolManagerExercise} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulatePoolManagerExerciseErrorType = SimulateContractErrorType;
/**
 * Simulates `exercise(MarketId poolId, uint256 cstSharesIn, address receiver) returns (uint256
 * collateralAssetsOut, uint256 referenceAssetsIn, uint256 fee)` on PoolManager with viem's
 * `simulateContract` and returns the request to send.
 *
 * From the spec: Reads: swapRate (REF->CA rate, 1e18 scale, through the constraint-rate logic of
 * docs/reference/protocol.md#swap-rate-constraints), assets, shares, market, getId, fees (1e18 = 1 %,
 * cap 5e18), pause bitmap (bit0 deposit/mint, bit1 swap/exercise, bit2 withdraw/redeem, bit3
 * unwindDeposit/unwindMint, bit4 unwindSwap/unwindExercise) and every preview*\/max* function; raw
 * writes without slippage protection (production writes go through the Adapter); controller-only admin
 * functions.
 * From the spec: Fees: the swap (exercise) fee is charged in CA; the unwind (repurchase) fee is
 * charged in CA and decays linearly from the base fee at cST issuance to 0 at expiry
 * (docs/reference/protocol.md#pool-math).
 */
export async function simulatePoolManagerExercise<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulatePoolManagerExerciseParameters,
  options?: ContractSimulateOptions<
    typeof poolManagerAbi,
    "exercise",
    SimulatePoolManagerExerciseParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulatePoolManagerExerciseReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "exercise",
    args,
  } as unknown as SimulateContractParameters<
    typeof poolManagerAbi,
    "exercise",
    SimulatePoolManagerExerciseParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulatePoolManagerExerciseReturnType<chain, account, chainOverride, accountOverride>;
}

/**
 * Arguments of `exercise(MarketId poolId, uint256 cstSharesIn, address receiver) returns (uint256
 * collateralAssetsOut, uint256 referenceAssetsIn, uint256 fee)`, in ABI order.
 */
export type WritePoolManagerExerciseParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "exercise"
>;
/** Hash of the transaction {@link writePoolManagerExercise} sent. */
export type WritePoolManagerExerciseReturnType = Hash;
/** Errors {@link writePoolManagerExercise} can throw (viem's `writeContract` errors). */
export type WritePoolManagerExerciseErrorType = WriteContractErrorType;
/**
 * Sends `exercise(MarketId poolId, uint256 cstSharesIn, address receiver) returns (uint256
 * collateralAssetsOut, uint256 referenceAssetsIn, uint256 fee)` to PoolManager with viem's
 * `writeContract`; `options` must carry `account` and `chain` when the client does not.
 *
 * From the spec: Reads: swapRate (REF->CA rate, 1e18 scale, through the constraint-rate logic of
 * docs/reference/protocol.md#swap-rate-constraints), assets, shares, market, getId, fees (1e18 = 1 %,
 * cap 5e18), pause bitmap (bit0 deposit/mint, bit1 swap/exercise, bit2 withdraw/redeem, bit3
 * unwindDeposit/unwindMint, bit4 unwindSwap/unwindExercise) and every preview*\/max* function; raw
 * writes without slippage protection (production writes go through the Adapter); controller-only admin
 * functions.
 * From the spec: Fees: the swap (exercise) fee is charged in CA; the unwind (repurchase) fee is
 * charged in CA and decays linearly from the base fee at cST issuance to 0 at expiry
 * (docs/reference/protocol.md#pool-math).
 */
export function writePoolManagerExercise<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WritePoolManagerExerciseParameters,
  options: ContractWriteOptions<
    typeof poolManagerAbi,
    "exercise",
    WritePoolManagerExerciseParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WritePoolManagerExerciseReturnType> {
  return writeContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "exercise",
    args,
  } as unknown as WriteContractParameters<
    typeof poolManagerAbi,
    "exercise",
    WritePoolManagerExerciseParameters,
    chain,
    account,
    chainOverride
  >);
}

/**
 * Arguments of `exerciseOther(MarketId poolId, uint256 referenceAssetsIn, address receiver) returns
 * (uint256 collateralAssetsOut, uint256 cstSharesIn, uint256 fee)`, in ABI order.
 */
export type SimulatePoolManagerExerciseOtherParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "exerciseOther"
>;
/**
 * The transaction request a successful simulation of `exerciseOther` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulatePoolManagerExerciseOtherReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof poolManagerAbi,
  "exerciseOther",
  SimulatePoolManagerExerciseOtherParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulatePoolManagerExerciseOther} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulatePoolManagerExerciseOtherErrorType = SimulateContractErrorType;
/**
 * Simulates `exerciseOther(MarketId poolId, uint256 referenceAssetsIn, address receiver) returns
 * (uint256 collateralAssetsOut, uint256 cstSharesIn, uint256 fee)` on PoolManager with viem's
 * `simulateContract` and returns the request to send.
 */
export async function simulatePoolManagerExerciseOther<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulatePoolManagerExerciseOtherParameters,
  options?: ContractSimulateOptions<
    typeof poolManagerAbi,
    "exerciseOther",
    SimulatePoolManagerExerciseOtherParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulatePoolManagerExerciseOtherReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "exerciseOther",
    args,
  } as unknown as SimulateContractParameters<
    typeof poolManagerAbi,
    "exerciseOther",
    SimulatePoolManagerExerciseOtherParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulatePoolManagerExerciseOtherReturnType<chain, account, chainOverride, accountOverride>;
}

/**
 * Arguments of `exerciseOther(MarketId poolId, uint256 referenceAssetsIn, address receiver) returns
 * (uint256 collateralAssetsOut, uint256 cstSharesIn, uint256 fee)`, in ABI order.
 */
export type WritePoolManagerExerciseOtherParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "exerciseOther"
>;
/** Hash of the transaction {@link writePoolManagerExerciseOther} sent. */
export type WritePoolManagerExerciseOtherReturnType = Hash;
/** Errors {@link writePoolManagerExerciseOther} can throw (viem's `writeContract` errors). */
export type WritePoolManagerExerciseOtherErrorType = WriteContractErrorType;
/**
 * Sends `exerciseOther(MarketId poolId, uint256 referenceAssetsIn, address receiver) returns (uint256
 * collateralAssetsOut, uint256 cstSharesIn, uint256 fee)` to PoolManager with viem's `writeContract`;
 * `options` must carry `account` and `chain` when the client does not.
 */
export function writePoolManagerExerciseOther<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WritePoolManagerExerciseOtherParameters,
  options: ContractWriteOptions<
    typeof poolManagerAbi,
    "exerciseOther",
    WritePoolManagerExerciseOtherParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WritePoolManagerExerciseOtherReturnType> {
  return writeContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "exerciseOther",
    args,
  } as unknown as WriteContractParameters<
    typeof poolManagerAbi,
    "exerciseOther",
    WritePoolManagerExerciseOtherParameters,
    chain,
    account,
    chainOverride
  >);
}

/**
 * Arguments of `swap(MarketId poolId, uint256 collateralAssetsOut, address receiver) returns (uint256
 * cstSharesIn, uint256 referenceAssetsIn, uint256 fee)`, in ABI order.
 */
export type SimulatePoolManagerSwapParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "swap"
>;
/**
 * The transaction request a successful simulation of `swap` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulatePoolManagerSwapReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof poolManagerAbi,
  "swap",
  SimulatePoolManagerSwapParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulatePoolManagerSwap} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulatePoolManagerSwapErrorType = SimulateContractErrorType;
/**
 * Simulates `swap(MarketId poolId, uint256 collateralAssetsOut, address receiver) returns (uint256
 * cstSharesIn, uint256 referenceAssetsIn, uint256 fee)` on PoolManager with viem's `simulateContract`
 * and returns the request to send.
 *
 * From the spec: A deposit of collateral asset (CA) mints equal amounts of principal (cPT) and swap
 * (cST) PoolShare tokens, always 18 decimals.
 * From the spec: Reads: swapRate (REF->CA rate, 1e18 scale, through the constraint-rate logic of
 * docs/reference/protocol.md#swap-rate-constraints), assets, shares, market, getId, fees (1e18 = 1 %,
 * cap 5e18), pause bitmap (bit0 deposit/mint, bit1 swap/exercise, bit2 withdraw/redeem, bit3
 * unwindDeposit/unwindMint, bit4 unwindSwap/unwindExercise) and every preview*\/max* function; raw
 * writes without slippage protection (production writes go through the Adapter); controller-only admin
 * functions.
 */
export async function simulatePoolManagerSwap<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulatePoolManagerSwapParameters,
  options?: ContractSimulateOptions<
    typeof poolManagerAbi,
    "swap",
    SimulatePoolManagerSwapParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulatePoolManagerSwapReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "swap",
    args,
  } as unknown as SimulateContractParameters<
    typeof poolManagerAbi,
    "swap",
    SimulatePoolManagerSwapParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulatePoolManagerSwapReturnType<chain, account, chainOverride, accountOverride>;
}

/**
 * Arguments of `swap(MarketId poolId, uint256 collateralAssetsOut, address receiver) returns (uint256
 * cstSharesIn, uint256 referenceAssetsIn, uint256 fee)`, in ABI order.
 */
export type WritePoolManagerSwapParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "swap"
>;
/** Hash of the transaction {@link writePoolManagerSwap} sent. */
export type WritePoolManagerSwapReturnType = Hash;
/** Errors {@link writePoolManagerSwap} can throw (viem's `writeContract` errors). */
export type WritePoolManagerSwapErrorType = WriteContractErrorType;
/**
 * Sends `swap(MarketId poolId, uint256 collateralAssetsOut, address receiver) returns (uint256
 * cstSharesIn, uint256 referenceAssetsIn, uint256 fee)` to PoolManager with viem's `writeContract`;
 * `options` must carry `account` and `chain` when the client does not.
 *
 * From the spec: A deposit of collateral asset (CA) mints equal amounts of principal (cPT) and swap
 * (cST) PoolShare tokens, always 18 decimals.
 * From the spec: Reads: swapRate (REF->CA rate, 1e18 scale, through the constraint-rate logic of
 * docs/reference/protocol.md#swap-rate-constraints), assets, shares, market, getId, fees (1e18 = 1 %,
 * cap 5e18), pause bitmap (bit0 deposit/mint, bit1 swap/exercise, bit2 withdraw/redeem, bit3
 * unwindDeposit/unwindMint, bit4 unwindSwap/unwindExercise) and every preview*\/max* function; raw
 * writes without slippage protection (production writes go through the Adapter); controller-only admin
 * functions.
 */
export function writePoolManagerSwap<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WritePoolManagerSwapParameters,
  options: ContractWriteOptions<
    typeof poolManagerAbi,
    "swap",
    WritePoolManagerSwapParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WritePoolManagerSwapReturnType> {
  return writeContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "swap",
    args,
  } as unknown as WriteContractParameters<
    typeof poolManagerAbi,
    "swap",
    WritePoolManagerSwapParameters,
    chain,
    account,
    chainOverride
  >);
}

/**
 * Arguments of `unwindSwap(MarketId poolId, uint256 collateralAssetsIn, address receiver) returns
 * (uint256 cstSharesOut, uint256 referenceAssetsOut, uint256 fee)`, in ABI order.
 */
export type SimulatePoolManagerUnwindSwapParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "unwindSwap"
>;
/**
 * The transaction request a successful simulation of `unwindSwap` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulatePoolManagerUnwindSwapReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof poolManagerAbi,
  "unwindSwap",
  SimulatePoolManagerUnwindSwapParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulatePoolManagerUnwindSwap} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulatePoolManagerUnwindSwapErrorType = SimulateContractErrorType;
/**
 * Simulates `unwindSwap(MarketId poolId, uint256 collateralAssetsIn, address receiver) returns
 * (uint256 cstSharesOut, uint256 referenceAssetsOut, uint256 fee)` on PoolManager with viem's
 * `simulateContract` and returns the request to send.
 *
 * From the spec: Reads: swapRate (REF->CA rate, 1e18 scale, through the constraint-rate logic of
 * docs/reference/protocol.md#swap-rate-constraints), assets, shares, market, getId, fees (1e18 = 1 %,
 * cap 5e18), pause bitmap (bit0 deposit/mint, bit1 swap/exercise, bit2 withdraw/redeem, bit3
 * unwindDeposit/unwindMint, bit4 unwindSwap/unwindExercise) and every preview*\/max* function; raw
 * writes without slippage protection (production writes go through the Adapter); controller-only admin
 * functions.
 */
export async function simulatePoolManagerUnwindSwap<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulatePoolManagerUnwindSwapParameters,
  options?: ContractSimulateOptions<
    typeof poolManagerAbi,
    "unwindSwap",
    SimulatePoolManagerUnwindSwapParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulatePoolManagerUnwindSwapReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "unwindSwap",
    args,
  } as unknown as SimulateContractParameters<
    typeof poolManagerAbi,
    "unwindSwap",
    SimulatePoolManagerUnwindSwapParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulatePoolManagerUnwindSwapReturnType<chain, account, chainOverride, accountOverride>;
}

/**
 * Arguments of `unwindSwap(MarketId poolId, uint256 collateralAssetsIn, address receiver) returns
 * (uint256 cstSharesOut, uint256 referenceAssetsOut, uint256 fee)`, in ABI order.
 */
export type WritePoolManagerUnwindSwapParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "unwindSwap"
>;
/** Hash of the transaction {@link writePoolManagerUnwindSwap} sent. */
export type WritePoolManagerUnwindSwapReturnType = Hash;
/** Errors {@link writePoolManagerUnwindSwap} can throw (viem's `writeContract` errors). */
export type WritePoolManagerUnwindSwapErrorType = WriteContractErrorType;
/**
 * Sends `unwindSwap(MarketId poolId, uint256 collateralAssetsIn, address receiver) returns (uint256
 * cstSharesOut, uint256 referenceAssetsOut, uint256 fee)` to PoolManager with viem's `writeContract`;
 * `options` must carry `account` and `chain` when the client does not.
 *
 * From the spec: Reads: swapRate (REF->CA rate, 1e18 scale, through the constraint-rate logic of
 * docs/reference/protocol.md#swap-rate-constraints), assets, shares, market, getId, fees (1e18 = 1 %,
 * cap 5e18), pause bitmap (bit0 deposit/mint, bit1 swap/exercise, bit2 withdraw/redeem, bit3
 * unwindDeposit/unwindMint, bit4 unwindSwap/unwindExercise) and every preview*\/max* function; raw
 * writes without slippage protection (production writes go through the Adapter); controller-only admin
 * functions.
 */
export function writePoolManagerUnwindSwap<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WritePoolManagerUnwindSwapParameters,
  options: ContractWriteOptions<
    typeof poolManagerAbi,
    "unwindSwap",
    WritePoolManagerUnwindSwapParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WritePoolManagerUnwindSwapReturnType> {
  return writeContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "unwindSwap",
    args,
  } as unknown as WriteContractParameters<
    typeof poolManagerAbi,
    "unwindSwap",
    WritePoolManagerUnwindSwapParameters,
    chain,
    account,
    chainOverride
  >);
}

/**
 * Arguments of `unwindExercise(MarketId poolId, uint256 cstSharesOut, address receiver) returns
 * (uint256 collateralAssetsIn, uint256 referenceAssetsOut, uint256 fee)`, in ABI order.
 */
export type SimulatePoolManagerUnwindExerciseParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "unwindExercise"
>;
/**
 * The transaction request a successful simulation of `unwindExercise` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulatePoolManagerUnwindExerciseReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof poolManagerAbi,
  "unwindExercise",
  SimulatePoolManagerUnwindExerciseParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulatePoolManagerUnwindExercise} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulatePoolManagerUnwindExerciseErrorType = SimulateContractErrorType;
/**
 * Simulates `unwindExercise(MarketId poolId, uint256 cstSharesOut, address receiver) returns (uint256
 * collateralAssetsIn, uint256 referenceAssetsOut, uint256 fee)` on PoolManager with viem's
 * `simulateContract` and returns the request to send.
 *
 * From the spec: Reads: swapRate (REF->CA rate, 1e18 scale, through the constraint-rate logic of
 * docs/reference/protocol.md#swap-rate-constraints), assets, shares, market, getId, fees (1e18 = 1 %,
 * cap 5e18), pause bitmap (bit0 deposit/mint, bit1 swap/exercise, bit2 withdraw/redeem, bit3
 * unwindDeposit/unwindMint, bit4 unwindSwap/unwindExercise) and every preview*\/max* function; raw
 * writes without slippage protection (production writes go through the Adapter); controller-only admin
 * functions.
 */
export async function simulatePoolManagerUnwindExercise<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulatePoolManagerUnwindExerciseParameters,
  options?: ContractSimulateOptions<
    typeof poolManagerAbi,
    "unwindExercise",
    SimulatePoolManagerUnwindExerciseParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulatePoolManagerUnwindExerciseReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "unwindExercise",
    args,
  } as unknown as SimulateContractParameters<
    typeof poolManagerAbi,
    "unwindExercise",
    SimulatePoolManagerUnwindExerciseParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulatePoolManagerUnwindExerciseReturnType<chain, account, chainOverride, accountOverride>;
}

/**
 * Arguments of `unwindExercise(MarketId poolId, uint256 cstSharesOut, address receiver) returns
 * (uint256 collateralAssetsIn, uint256 referenceAssetsOut, uint256 fee)`, in ABI order.
 */
export type WritePoolManagerUnwindExerciseParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "unwindExercise"
>;
/** Hash of the transaction {@link writePoolManagerUnwindExercise} sent. */
export type WritePoolManagerUnwindExerciseReturnType = Hash;
/** Errors {@link writePoolManagerUnwindExercise} can throw (viem's `writeContract` errors). */
export type WritePoolManagerUnwindExerciseErrorType = WriteContractErrorType;
/**
 * Sends `unwindExercise(MarketId poolId, uint256 cstSharesOut, address receiver) returns (uint256
 * collateralAssetsIn, uint256 referenceAssetsOut, uint256 fee)` to PoolManager with viem's
 * `writeContract`; `options` must carry `account` and `chain` when the client does not.
 *
 * From the spec: Reads: swapRate (REF->CA rate, 1e18 scale, through the constraint-rate logic of
 * docs/reference/protocol.md#swap-rate-constraints), assets, shares, market, getId, fees (1e18 = 1 %,
 * cap 5e18), pause bitmap (bit0 deposit/mint, bit1 swap/exercise, bit2 withdraw/redeem, bit3
 * unwindDeposit/unwindMint, bit4 unwindSwap/unwindExercise) and every preview*\/max* function; raw
 * writes without slippage protection (production writes go through the Adapter); controller-only admin
 * functions.
 */
export function writePoolManagerUnwindExercise<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WritePoolManagerUnwindExerciseParameters,
  options: ContractWriteOptions<
    typeof poolManagerAbi,
    "unwindExercise",
    WritePoolManagerUnwindExerciseParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WritePoolManagerUnwindExerciseReturnType> {
  return writeContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "unwindExercise",
    args,
  } as unknown as WriteContractParameters<
    typeof poolManagerAbi,
    "unwindExercise",
    WritePoolManagerUnwindExerciseParameters,
    chain,
    account,
    chainOverride
  >);
}

/**
 * Arguments of `unwindExerciseOther(MarketId poolId, uint256 referenceAssetsOut, address receiver)
 * returns (uint256 collateralAssetsIn, uint256 cstSharesOut, uint256 fee)`, in ABI order.
 */
export type SimulatePoolManagerUnwindExerciseOtherParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "unwindExerciseOther"
>;
/**
 * The transaction request a successful simulation of `unwindExerciseOther` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulatePoolManagerUnwindExerciseOtherReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof poolManagerAbi,
  "unwindExerciseOther",
  SimulatePoolManagerUnwindExerciseOtherParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulatePoolManagerUnwindExerciseOther} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulatePoolManagerUnwindExerciseOtherErrorType = SimulateContractErrorType;
/**
 * Simulates `unwindExerciseOther(MarketId poolId, uint256 referenceAssetsOut, address receiver)
 * returns (uint256 collateralAssetsIn, uint256 cstSharesOut, uint256 fee)` on PoolManager with viem's
 * `simulateContract` and returns the request to send.
 */
export async function simulatePoolManagerUnwindExerciseOther<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulatePoolManagerUnwindExerciseOtherParameters,
  options?: ContractSimulateOptions<
    typeof poolManagerAbi,
    "unwindExerciseOther",
    SimulatePoolManagerUnwindExerciseOtherParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulatePoolManagerUnwindExerciseOtherReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "unwindExerciseOther",
    args,
  } as unknown as SimulateContractParameters<
    typeof poolManagerAbi,
    "unwindExerciseOther",
    SimulatePoolManagerUnwindExerciseOtherParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulatePoolManagerUnwindExerciseOtherReturnType<chain, account, chainOverride, accountOverride>;
}

/**
 * Arguments of `unwindExerciseOther(MarketId poolId, uint256 referenceAssetsOut, address receiver)
 * returns (uint256 collateralAssetsIn, uint256 cstSharesOut, uint256 fee)`, in ABI order.
 */
export type WritePoolManagerUnwindExerciseOtherParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "unwindExerciseOther"
>;
/** Hash of the transaction {@link writePoolManagerUnwindExerciseOther} sent. */
export type WritePoolManagerUnwindExerciseOtherReturnType = Hash;
/** Errors {@link writePoolManagerUnwindExerciseOther} can throw (viem's `writeContract` errors). */
export type WritePoolManagerUnwindExerciseOtherErrorType = WriteContractErrorType;
/**
 * Sends `unwindExerciseOther(MarketId poolId, uint256 referenceAssetsOut, address receiver) returns
 * (uint256 collateralAssetsIn, uint256 cstSharesOut, uint256 fee)` to PoolManager with viem's
 * `writeContract`; `options` must carry `account` and `chain` when the client does not.
 */
export function writePoolManagerUnwindExerciseOther<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WritePoolManagerUnwindExerciseOtherParameters,
  options: ContractWriteOptions<
    typeof poolManagerAbi,
    "unwindExerciseOther",
    WritePoolManagerUnwindExerciseOtherParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WritePoolManagerUnwindExerciseOtherReturnType> {
  return writeContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "unwindExerciseOther",
    args,
  } as unknown as WriteContractParameters<
    typeof poolManagerAbi,
    "unwindExerciseOther",
    WritePoolManagerUnwindExerciseOtherParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `createNewPool(Market poolParams)`, in ABI order. */
export type SimulatePoolManagerCreateNewPoolParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "createNewPool"
>;
/**
 * The transaction request a successful simulation of `createNewPool` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulatePoolManagerCreateNewPoolReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof poolManagerAbi,
  "createNewPool",
  SimulatePoolManagerCreateNewPoolParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulatePoolManagerCreateNewPool} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulatePoolManagerCreateNewPoolErrorType = SimulateContractErrorType;
/**
 * Simulates `createNewPool(Market poolParams)` on PoolManager with viem's `simulateContract` and
 * returns the request to send.
 */
export async function simulatePoolManagerCreateNewPool<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulatePoolManagerCreateNewPoolParameters,
  options?: ContractSimulateOptions<
    typeof poolManagerAbi,
    "createNewPool",
    SimulatePoolManagerCreateNewPoolParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulatePoolManagerCreateNewPoolReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "createNewPool",
    args,
  } as unknown as SimulateContractParameters<
    typeof poolManagerAbi,
    "createNewPool",
    SimulatePoolManagerCreateNewPoolParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulatePoolManagerCreateNewPoolReturnType<chain, account, chainOverride, accountOverride>;
}

/** Arguments of `createNewPool(Market poolParams)`, in ABI order. */
export type WritePoolManagerCreateNewPoolParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "createNewPool"
>;
/** Hash of the transaction {@link writePoolManagerCreateNewPool} sent. */
export type WritePoolManagerCreateNewPoolReturnType = Hash;
/** Errors {@link writePoolManagerCreateNewPool} can throw (viem's `writeContract` errors). */
export type WritePoolManagerCreateNewPoolErrorType = WriteContractErrorType;
/**
 * Sends `createNewPool(Market poolParams)` to PoolManager with viem's `writeContract`; `options` must
 * carry `account` and `chain` when the client does not.
 */
export function writePoolManagerCreateNewPool<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WritePoolManagerCreateNewPoolParameters,
  options: ContractWriteOptions<
    typeof poolManagerAbi,
    "createNewPool",
    WritePoolManagerCreateNewPoolParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WritePoolManagerCreateNewPoolReturnType> {
  return writeContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "createNewPool",
    args,
  } as unknown as WriteContractParameters<
    typeof poolManagerAbi,
    "createNewPool",
    WritePoolManagerCreateNewPoolParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `updateSwapFeePercentage(MarketId poolId, uint256 newSwapFeePercentage)`, in ABI order. */
export type SimulatePoolManagerUpdateSwapFeePercentageParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "updateSwapFeePercentage"
>;
/**
 * The transaction request a successful simulation of `updateSwapFeePercentage` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulatePoolManagerUpdateSwapFeePercentageReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof poolManagerAbi,
  "updateSwapFeePercentage",
  SimulatePoolManagerUpdateSwapFeePercentageParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulatePoolManagerUpdateSwapFeePercentage} can throw, including decoded reverts
 * (viem's `simulateContract` errors).
 */
export type SimulatePoolManagerUpdateSwapFeePercentageErrorType = SimulateContractErrorType;
/**
 * Simulates `updateSwapFeePercentage(MarketId poolId, uint256 newSwapFeePercentage)` on PoolManager
 * with viem's `simulateContract` and returns the request to send.
 */
export async function simulatePoolManagerUpdateSwapFeePercentage<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulatePoolManagerUpdateSwapFeePercentageParameters,
  options?: ContractSimulateOptions<
    typeof poolManagerAbi,
    "updateSwapFeePercentage",
    SimulatePoolManagerUpdateSwapFeePercentageParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulatePoolManagerUpdateSwapFeePercentageReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "updateSwapFeePercentage",
    args,
  } as unknown as SimulateContractParameters<
    typeof poolManagerAbi,
    "updateSwapFeePercentage",
    SimulatePoolManagerUpdateSwapFeePercentageParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulatePoolManagerUpdateSwapFeePercentageReturnType<
    chain,
    account,
    chainOverride,
    accountOverride
  >;
}

/** Arguments of `updateSwapFeePercentage(MarketId poolId, uint256 newSwapFeePercentage)`, in ABI order. */
export type WritePoolManagerUpdateSwapFeePercentageParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "updateSwapFeePercentage"
>;
/** Hash of the transaction {@link writePoolManagerUpdateSwapFeePercentage} sent. */
export type WritePoolManagerUpdateSwapFeePercentageReturnType = Hash;
/** Errors {@link writePoolManagerUpdateSwapFeePercentage} can throw (viem's `writeContract` errors). */
export type WritePoolManagerUpdateSwapFeePercentageErrorType = WriteContractErrorType;
/**
 * Sends `updateSwapFeePercentage(MarketId poolId, uint256 newSwapFeePercentage)` to PoolManager with
 * viem's `writeContract`; `options` must carry `account` and `chain` when the client does not.
 */
export function writePoolManagerUpdateSwapFeePercentage<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WritePoolManagerUpdateSwapFeePercentageParameters,
  options: ContractWriteOptions<
    typeof poolManagerAbi,
    "updateSwapFeePercentage",
    WritePoolManagerUpdateSwapFeePercentageParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WritePoolManagerUpdateSwapFeePercentageReturnType> {
  return writeContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "updateSwapFeePercentage",
    args,
  } as unknown as WriteContractParameters<
    typeof poolManagerAbi,
    "updateSwapFeePercentage",
    WritePoolManagerUpdateSwapFeePercentageParameters,
    chain,
    account,
    chainOverride
  >);
}

/**
 * Arguments of `updateUnwindSwapFeePercentage(MarketId poolId, uint256 newUnwindSwapFeePercentage)`,
 * in ABI order.
 */
export type SimulatePoolManagerUpdateUnwindSwapFeePercentageParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "updateUnwindSwapFeePercentage"
>;
/**
 * The transaction request a successful simulation of `updateUnwindSwapFeePercentage` returns; pass it
 * to `walletClient.writeContract`.
 */
export type SimulatePoolManagerUpdateUnwindSwapFeePercentageReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof poolManagerAbi,
  "updateUnwindSwapFeePercentage",
  SimulatePoolManagerUpdateUnwindSwapFeePercentageParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulatePoolManagerUpdateUnwindSwapFeePercentage} can throw, including decoded reverts
 * (viem's `simulateContract` errors).
 */
export type SimulatePoolManagerUpdateUnwindSwapFeePercentageErrorType = SimulateContractErrorType;
/**
 * Simulates `updateUnwindSwapFeePercentage(MarketId poolId, uint256 newUnwindSwapFeePercentage)` on
 * PoolManager with viem's `simulateContract` and returns the request to send.
 */
export async function simulatePoolManagerUpdateUnwindSwapFeePercentage<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulatePoolManagerUpdateUnwindSwapFeePercentageParameters,
  options?: ContractSimulateOptions<
    typeof poolManagerAbi,
    "updateUnwindSwapFeePercentage",
    SimulatePoolManagerUpdateUnwindSwapFeePercentageParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulatePoolManagerUpdateUnwindSwapFeePercentageReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "updateUnwindSwapFeePercentage",
    args,
  } as unknown as SimulateContractParameters<
    typeof poolManagerAbi,
    "updateUnwindSwapFeePercentage",
    SimulatePoolManagerUpdateUnwindSwapFeePercentageParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulatePoolManagerUpdateUnwindSwapFeePercentageReturnType<
    chain,
    account,
    chainOverride,
    accountOverride
  >;
}

/**
 * Arguments of `updateUnwindSwapFeePercentage(MarketId poolId, uint256 newUnwindSwapFeePercentage)`,
 * in ABI order.
 */
export type WritePoolManagerUpdateUnwindSwapFeePercentageParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "updateUnwindSwapFeePercentage"
>;
/** Hash of the transaction {@link writePoolManagerUpdateUnwindSwapFeePercentage} sent. */
export type WritePoolManagerUpdateUnwindSwapFeePercentageReturnType = Hash;
/**
 * Errors {@link writePoolManagerUpdateUnwindSwapFeePercentage} can throw (viem's `writeContract`
 * errors).
 */
export type WritePoolManagerUpdateUnwindSwapFeePercentageErrorType = WriteContractErrorType;
/**
 * Sends `updateUnwindSwapFeePercentage(MarketId poolId, uint256 newUnwindSwapFeePercentage)` to
 * PoolManager with viem's `writeContract`; `options` must carry `account` and `chain` when the client
 * does not.
 */
export function writePoolManagerUpdateUnwindSwapFeePercentage<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WritePoolManagerUpdateUnwindSwapFeePercentageParameters,
  options: ContractWriteOptions<
    typeof poolManagerAbi,
    "updateUnwindSwapFeePercentage",
    WritePoolManagerUpdateUnwindSwapFeePercentageParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WritePoolManagerUpdateUnwindSwapFeePercentageReturnType> {
  return writeContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "updateUnwindSwapFeePercentage",
    args,
  } as unknown as WriteContractParameters<
    typeof poolManagerAbi,
    "updateUnwindSwapFeePercentage",
    WritePoolManagerUpdateUnwindSwapFeePercentageParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `setPausedBitMap(MarketId poolId, uint16 newPauseBitMap)`, in ABI order. */
export type SimulatePoolManagerSetPausedBitMapParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "setPausedBitMap"
>;
/**
 * The transaction request a successful simulation of `setPausedBitMap` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulatePoolManagerSetPausedBitMapReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof poolManagerAbi,
  "setPausedBitMap",
  SimulatePoolManagerSetPausedBitMapParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulatePoolManagerSetPausedBitMap} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulatePoolManagerSetPausedBitMapErrorType = SimulateContractErrorType;
/**
 * Simulates `setPausedBitMap(MarketId poolId, uint16 newPauseBitMap)` on PoolManager with viem's
 * `simulateContract` and returns the request to send.
 */
export async function simulatePoolManagerSetPausedBitMap<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulatePoolManagerSetPausedBitMapParameters,
  options?: ContractSimulateOptions<
    typeof poolManagerAbi,
    "setPausedBitMap",
    SimulatePoolManagerSetPausedBitMapParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulatePoolManagerSetPausedBitMapReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "setPausedBitMap",
    args,
  } as unknown as SimulateContractParameters<
    typeof poolManagerAbi,
    "setPausedBitMap",
    SimulatePoolManagerSetPausedBitMapParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulatePoolManagerSetPausedBitMapReturnType<chain, account, chainOverride, accountOverride>;
}

/** Arguments of `setPausedBitMap(MarketId poolId, uint16 newPauseBitMap)`, in ABI order. */
export type WritePoolManagerSetPausedBitMapParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "setPausedBitMap"
>;
/** Hash of the transaction {@link writePoolManagerSetPausedBitMap} sent. */
export type WritePoolManagerSetPausedBitMapReturnType = Hash;
/** Errors {@link writePoolManagerSetPausedBitMap} can throw (viem's `writeContract` errors). */
export type WritePoolManagerSetPausedBitMapErrorType = WriteContractErrorType;
/**
 * Sends `setPausedBitMap(MarketId poolId, uint16 newPauseBitMap)` to PoolManager with viem's
 * `writeContract`; `options` must carry `account` and `chain` when the client does not.
 */
export function writePoolManagerSetPausedBitMap<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WritePoolManagerSetPausedBitMapParameters,
  options: ContractWriteOptions<
    typeof poolManagerAbi,
    "setPausedBitMap",
    WritePoolManagerSetPausedBitMapParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WritePoolManagerSetPausedBitMapReturnType> {
  return writeContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "setPausedBitMap",
    args,
  } as unknown as WriteContractParameters<
    typeof poolManagerAbi,
    "setPausedBitMap",
    WritePoolManagerSetPausedBitMapParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `setAllPaused(bool isAllPaused)`, in ABI order. */
export type SimulatePoolManagerSetAllPausedParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "setAllPaused"
>;
/**
 * The transaction request a successful simulation of `setAllPaused` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulatePoolManagerSetAllPausedReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof poolManagerAbi,
  "setAllPaused",
  SimulatePoolManagerSetAllPausedParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulatePoolManagerSetAllPaused} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulatePoolManagerSetAllPausedErrorType = SimulateContractErrorType;
/**
 * Simulates `setAllPaused(bool isAllPaused)` on PoolManager with viem's `simulateContract` and returns
 * the request to send.
 *
 * From the spec: The global pause (setAllPaused, paused()) does not zero them: previews keep answering
 * while every user write reverts EnforcedPause (as deployed). previewWithdraw/previewWithdrawOther
 * price their cPT through previewRedeem, so a cPT amount below 10^(18 - min(CA decimals, REF
 * decimals)) previews (cptSharesIn, 0, 0).
 */
export async function simulatePoolManagerSetAllPaused<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulatePoolManagerSetAllPausedParameters,
  options?: ContractSimulateOptions<
    typeof poolManagerAbi,
    "setAllPaused",
    SimulatePoolManagerSetAllPausedParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulatePoolManagerSetAllPausedReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "setAllPaused",
    args,
  } as unknown as SimulateContractParameters<
    typeof poolManagerAbi,
    "setAllPaused",
    SimulatePoolManagerSetAllPausedParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulatePoolManagerSetAllPausedReturnType<chain, account, chainOverride, accountOverride>;
}

/** Arguments of `setAllPaused(bool isAllPaused)`, in ABI order. */
export type WritePoolManagerSetAllPausedParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "setAllPaused"
>;
/** Hash of the transaction {@link writePoolManagerSetAllPaused} sent. */
export type WritePoolManagerSetAllPausedReturnType = Hash;
/** Errors {@link writePoolManagerSetAllPaused} can throw (viem's `writeContract` errors). */
export type WritePoolManagerSetAllPausedErrorType = WriteContractErrorType;
/**
 * Sends `setAllPaused(bool isAllPaused)` to PoolManager with viem's `writeContract`; `options` must
 * carry `account` and `chain` when the client does not.
 *
 * From the spec: The global pause (setAllPaused, paused()) does not zero them: previews keep answering
 * while every user write reverts EnforcedPause (as deployed). previewWithdraw/previewWithdrawOther
 * price their cPT through previewRedeem, so a cPT amount below 10^(18 - min(CA decimals, REF
 * decimals)) previews (cptSharesIn, 0, 0).
 */
export function writePoolManagerSetAllPaused<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WritePoolManagerSetAllPausedParameters,
  options: ContractWriteOptions<
    typeof poolManagerAbi,
    "setAllPaused",
    WritePoolManagerSetAllPausedParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WritePoolManagerSetAllPausedReturnType> {
  return writeContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "setAllPaused",
    args,
  } as unknown as WriteContractParameters<
    typeof poolManagerAbi,
    "setAllPaused",
    WritePoolManagerSetAllPausedParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Arguments of `setTreasuryAddress(address newTreasury)`, in ABI order. */
export type SimulatePoolManagerSetTreasuryAddressParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "setTreasuryAddress"
>;
/**
 * The transaction request a successful simulation of `setTreasuryAddress` returns; pass it to
 * `walletClient.writeContract`.
 */
export type SimulatePoolManagerSetTreasuryAddressReturnType<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
> = SimulateContractReturnType<
  typeof poolManagerAbi,
  "setTreasuryAddress",
  SimulatePoolManagerSetTreasuryAddressParameters,
  chain,
  account,
  chainOverride,
  accountOverride
>["request"];
/**
 * Errors {@link simulatePoolManagerSetTreasuryAddress} can throw, including decoded reverts (viem's
 * `simulateContract` errors).
 */
export type SimulatePoolManagerSetTreasuryAddressErrorType = SimulateContractErrorType;
/**
 * Simulates `setTreasuryAddress(address newTreasury)` on PoolManager with viem's `simulateContract`
 * and returns the request to send.
 *
 * From the spec: (3) Paused/Unpaused are the OpenZeppelin Pausable events implied by the EnforcedPause
 * error (inferred, not listed in docs/reference/protocol.md#events); treasury/shares-factory setters
 * beyond setTreasuryAddress are not part of this spec.
 */
export async function simulatePoolManagerSetTreasuryAddress<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
  accountOverride extends Account | Address | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: SimulatePoolManagerSetTreasuryAddressParameters,
  options?: ContractSimulateOptions<
    typeof poolManagerAbi,
    "setTreasuryAddress",
    SimulatePoolManagerSetTreasuryAddressParameters,
    chain,
    chainOverride,
    accountOverride
  >,
): Promise<SimulatePoolManagerSetTreasuryAddressReturnType<chain, account, chainOverride, accountOverride>> {
  const { request } = await simulateContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "setTreasuryAddress",
    args,
  } as unknown as SimulateContractParameters<
    typeof poolManagerAbi,
    "setTreasuryAddress",
    SimulatePoolManagerSetTreasuryAddressParameters,
    chain,
    chainOverride,
    accountOverride
  >);
  return request as SimulatePoolManagerSetTreasuryAddressReturnType<chain, account, chainOverride, accountOverride>;
}

/** Arguments of `setTreasuryAddress(address newTreasury)`, in ABI order. */
export type WritePoolManagerSetTreasuryAddressParameters = ContractFunctionArgs<
  typeof poolManagerAbi,
  "nonpayable" | "payable",
  "setTreasuryAddress"
>;
/** Hash of the transaction {@link writePoolManagerSetTreasuryAddress} sent. */
export type WritePoolManagerSetTreasuryAddressReturnType = Hash;
/** Errors {@link writePoolManagerSetTreasuryAddress} can throw (viem's `writeContract` errors). */
export type WritePoolManagerSetTreasuryAddressErrorType = WriteContractErrorType;
/**
 * Sends `setTreasuryAddress(address newTreasury)` to PoolManager with viem's `writeContract`;
 * `options` must carry `account` and `chain` when the client does not.
 *
 * From the spec: (3) Paused/Unpaused are the OpenZeppelin Pausable events implied by the EnforcedPause
 * error (inferred, not listed in docs/reference/protocol.md#events); treasury/shares-factory setters
 * beyond setTreasuryAddress are not part of this spec.
 */
export function writePoolManagerSetTreasuryAddress<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  address: Address,
  args: WritePoolManagerSetTreasuryAddressParameters,
  options: ContractWriteOptions<
    typeof poolManagerAbi,
    "setTreasuryAddress",
    WritePoolManagerSetTreasuryAddressParameters,
    chain,
    account,
    chainOverride
  >,
): Promise<WritePoolManagerSetTreasuryAddressReturnType> {
  return writeContract(client, {
    ...options,
    abi: poolManagerAbi,
    address,
    functionName: "setTreasuryAddress",
    args,
  } as unknown as WriteContractParameters<
    typeof poolManagerAbi,
    "setTreasuryAddress",
    WritePoolManagerSetTreasuryAddressParameters,
    chain,
    account,
    chainOverride
  >);
}

/** Names of the events PoolManager emits, in ABI order. */
export const poolManagerEventNames = [
  "PoolModifyLiquidity",
  "PoolSwap",
  "PoolFee",
  "MarketCreated",
  "MarketActionPausedUpdate",
  "SwapFeePercentageUpdated",
  "UnwindSwapFeePercentageUpdated",
  "TreasurySet",
  "SharesFactorySet",
  "Paused",
  "Unpaused",
] as const;

/** Name of an event PoolManager emits. */
export type PoolManagerEventName = ContractEventName<typeof poolManagerAbi>;

/** A decoded `PoolModifyLiquidity` log of PoolManager. */
export type PoolManagerPoolModifyLiquidityEvent = DecodeEventLogReturnType<
  typeof poolManagerAbi,
  "PoolModifyLiquidity"
>;

/** A decoded `PoolSwap` log of PoolManager. */
export type PoolManagerPoolSwapEvent = DecodeEventLogReturnType<typeof poolManagerAbi, "PoolSwap">;

/** A decoded `PoolFee` log of PoolManager. */
export type PoolManagerPoolFeeEvent = DecodeEventLogReturnType<typeof poolManagerAbi, "PoolFee">;

/** A decoded `MarketCreated` log of PoolManager. */
export type PoolManagerMarketCreatedEvent = DecodeEventLogReturnType<typeof poolManagerAbi, "MarketCreated">;

/** A decoded `MarketActionPausedUpdate` log of PoolManager. */
export type PoolManagerMarketActionPausedUpdateEvent = DecodeEventLogReturnType<
  typeof poolManagerAbi,
  "MarketActionPausedUpdate"
>;

/** A decoded `SwapFeePercentageUpdated` log of PoolManager. */
export type PoolManagerSwapFeePercentageUpdatedEvent = DecodeEventLogReturnType<
  typeof poolManagerAbi,
  "SwapFeePercentageUpdated"
>;

/** A decoded `UnwindSwapFeePercentageUpdated` log of PoolManager. */
export type PoolManagerUnwindSwapFeePercentageUpdatedEvent = DecodeEventLogReturnType<
  typeof poolManagerAbi,
  "UnwindSwapFeePercentageUpdated"
>;

/** A decoded `TreasurySet` log of PoolManager. */
export type PoolManagerTreasurySetEvent = DecodeEventLogReturnType<typeof poolManagerAbi, "TreasurySet">;

/** A decoded `SharesFactorySet` log of PoolManager. */
export type PoolManagerSharesFactorySetEvent = DecodeEventLogReturnType<typeof poolManagerAbi, "SharesFactorySet">;

/**
 * A decoded `Paused` log of PoolManager.
 *
 * From the spec: (3) Paused/Unpaused are the OpenZeppelin Pausable events implied by the EnforcedPause
 * error (inferred, not listed in docs/reference/protocol.md#events); treasury/shares-factory setters
 * beyond setTreasuryAddress are not part of this spec.
 */
export type PoolManagerPausedEvent = DecodeEventLogReturnType<typeof poolManagerAbi, "Paused">;

/**
 * A decoded `Unpaused` log of PoolManager.
 *
 * From the spec: (3) Paused/Unpaused are the OpenZeppelin Pausable events implied by the EnforcedPause
 * error (inferred, not listed in docs/reference/protocol.md#events); treasury/shares-factory setters
 * beyond setTreasuryAddress are not part of this spec.
 */
export type PoolManagerUnpausedEvent = DecodeEventLogReturnType<typeof poolManagerAbi, "Unpaused">;

/** Result of {@link decodePoolManagerEvent}: the event name and its decoded arguments. */
export type DecodePoolManagerEventReturnType = DecodeEventLogReturnType<typeof poolManagerAbi>;

/**
 * Decodes one raw log emitted by PoolManager (viem's `decodeEventLog`); throws when the topics match
 * no PoolManager event.
 */
export function decodePoolManagerEvent(
  log: { data: Hex; topics: [signature: Hex, ...args: Hex[]] | [] },
): DecodePoolManagerEventReturnType {
  return decodeEventLog({ abi: poolManagerAbi, data: log.data, topics: log.topics });
}

/**
 * Picks the PoolManager events out of `logs` (viem's `parseEventLogs`), optionally only those named
 * `eventName`; logs of other contracts or events are skipped.
 */
export function parsePoolManagerLogs<
  const eventName extends PoolManagerEventName | PoolManagerEventName[] | undefined = undefined,
>(
  logs: Log[],
  eventName?: eventName,
): ParseEventLogsReturnType<typeof poolManagerAbi, eventName, true> {
  const parameters = { abi: poolManagerAbi, logs, ...(eventName === undefined ? {} : { eventName }) };
  return parseEventLogs<typeof poolManagerAbi, true, eventName>(
    parameters as ParseEventLogsParameters<typeof poolManagerAbi, eventName, true>,
  );
}

/** Names of the custom errors PoolManager reverts with, in ABI order. */
export const poolManagerErrorNames = [
  "AlreadyInitialized",
  "AlreadySet",
  "NotInitialized",
  "InvalidAmount",
  "ZeroAddress",
  "NotCorkPoolManager",
  "InvalidParams",
  "InsufficientLiquidity",
  "OnlyCorkControllerAllowed",
  "Expired",
  "ZeroDeposit",
  "InvalidFees",
  "InvalidRate",
  "InvalidExpiry",
  "NotExpired",
  "InvalidAddress",
  "SameStatus",
  "ZeroAmount",
  "DeadlineExceeded",
  "InsufficientSharesAmount",
  "InsufficientAmount",
  "NotWhitelisted",
  "WhitelistAlreadyDisabled",
  "EnforcedPause",
  "ExpectedPause",
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
  "AccessControlUnauthorizedAccount",
] as const;

/** Result of {@link decodePoolManagerError}: the error name and its decoded arguments. */
export type DecodePoolManagerErrorReturnType = DecodeErrorResultReturnType<typeof poolManagerAbi>;

/**
 * Decodes PoolManager revert data (viem's `decodeErrorResult`); throws when the selector matches no
 * PoolManager error.
 */
export function decodePoolManagerError(data: Hex): DecodePoolManagerErrorReturnType {
  return decodeErrorResult({ abi: poolManagerAbi, data });
}
