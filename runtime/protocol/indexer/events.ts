/**
 * The events the indexer consumes (protocol-facts §1.9, §3.4), decoded into plain objects with
 * their log position. Decoding uses the generated ABIs and accepts a log only from the contract
 * that declares its event, so a token contract emitting a look-alike event is ignored.
 */
import { type Abi, type Address, decodeEventLog, getAbiItem, type Hex, toEventSelector } from "viem";
import { orderProtocolAbi, poolManagerAbi, whitelistManagerAbi } from "../../../generated/contracts/index.js";

/** Where a log sits on chain. */
export interface LogPosition {
  address: Address;
  blockNumber: number;
  blockHash: Hex;
  transactionHash: Hex;
  transactionIndex: number;
  logIndex: number;
}

/** A decoded protocol event (args as the ABI names them). */
export type ProtocolEvent =
  | {
      eventName: "MarketCreated";
      args: {
        poolId: Hex;
        referenceAsset: Address;
        collateralAsset: Address;
        expiry: bigint;
        rateOracle: Address;
        principalToken: Address;
        swapToken: Address;
      };
    }
  | {
      eventName: "PoolModifyLiquidity";
      args: { poolId: Hex; sender: Address; owner: Address; amount0: bigint; amount1: bigint; isRemove: boolean };
    }
  | {
      eventName: "PoolSwap";
      args: {
        poolId: Hex;
        sender: Address;
        owner: Address;
        amount0: bigint;
        amount1: bigint;
        lpFeeAmount0: bigint;
        lpFeeAmount1: bigint;
        isUnwind: boolean;
      };
    }
  | {
      eventName: "PoolFee";
      args: {
        poolId: Hex;
        sender: Address;
        devFeeAmountInCollateralAsset: bigint;
        devFeeAmountInReferenceAsset: bigint;
        isUnwind: boolean;
      };
    }
  | { eventName: "MarketActionPausedUpdate"; args: { marketId: Hex; pausedAction: number } }
  | { eventName: "SwapFeePercentageUpdated"; args: { poolId: Hex; swapFeePercentage: bigint } }
  | { eventName: "UnwindSwapFeePercentageUpdated"; args: { poolId: Hex; unwindSwapFeePercentage: bigint } }
  | { eventName: "GlobalWhitelistAdded"; args: { account: Address } }
  | { eventName: "GlobalWhitelistRemoved"; args: { account: Address } }
  | { eventName: "MarketWhitelistAdded"; args: { poolId: Hex; account: Address } }
  | { eventName: "MarketWhitelistRemoved"; args: { poolId: Hex; account: Address } }
  | { eventName: "MarketWhitelistEnabled"; args: { poolId: Hex } }
  | { eventName: "MarketWhitelistDisabled"; args: { poolId: Hex } }
  | { eventName: "OrderFilled"; args: { orderHash: Hex; remainingAmount: bigint } }
  | { eventName: "OrderCancelled"; args: { orderHash: Hex } }
  | { eventName: "BitInvalidatorUpdated"; args: { maker: Address; slotIndex: bigint; slotValue: bigint } };

/** A decoded event with its position. */
export type IndexedEvent = LogPosition & ProtocolEvent;

/** The indexed event names per contract role. */
export const INDEXED_EVENTS = {
  poolManager: [
    "MarketCreated",
    "PoolModifyLiquidity",
    "PoolSwap",
    "PoolFee",
    "MarketActionPausedUpdate",
    "SwapFeePercentageUpdated",
    "UnwindSwapFeePercentageUpdated",
  ],
  whitelistManager: [
    "GlobalWhitelistAdded",
    "GlobalWhitelistRemoved",
    "MarketWhitelistAdded",
    "MarketWhitelistRemoved",
    "MarketWhitelistEnabled",
    "MarketWhitelistDisabled",
  ],
  orderProtocol: ["OrderFilled", "OrderCancelled", "BitInvalidatorUpdated"],
} as const;

/** The contracts whose logs are indexed. */
export interface IndexedContracts {
  poolManager: Address;
  whitelistManager: Address;
  orderProtocol: Address;
}

const ABIS: Record<keyof IndexedContracts, Abi> = {
  poolManager: poolManagerAbi,
  whitelistManager: whitelistManagerAbi,
  orderProtocol: orderProtocolAbi,
};

function selectorsOf(role: keyof IndexedContracts): Hex[] {
  return INDEXED_EVENTS[role].map((name) => {
    const item = getAbiItem({ abi: ABIS[role], name });
    if (item?.type !== "event") throw new Error(`event ${name} missing from the ${role} ABI`);
    return toEventSelector(item);
  });
}

/** topic0 of every indexed event (the OR list passed to `eth_getLogs`). */
export const INDEXED_TOPICS: readonly Hex[] = [
  ...selectorsOf("poolManager"),
  ...selectorsOf("whitelistManager"),
  ...selectorsOf("orderProtocol"),
];

/** The ABI fragments of every indexed event (for hashing the configuration). */
export function indexedEventSignatures(): string[] {
  return (Object.keys(INDEXED_EVENTS) as (keyof IndexedContracts)[]).flatMap((role) =>
    INDEXED_EVENTS[role].map((name) => JSON.stringify(getAbiItem({ abi: ABIS[role], name }))),
  );
}

/** The raw log fields the decoder needs (viem `Log` or an RPC log). */
export interface RawLog {
  address: Address;
  topics: readonly Hex[];
  data: Hex;
  blockNumber: bigint | null;
  blockHash: Hex | null;
  transactionHash: Hex | null;
  transactionIndex: number | null;
  logIndex: number | null;
}

/**
 * Decodes a log emitted by one of `contracts`; undefined for logs of other addresses or events
 * (e.g. `TreasurySet`), and for removed or pending logs.
 */
export function decodeProtocolLog(log: RawLog, contracts: IndexedContracts): IndexedEvent | undefined {
  const address = log.address.toLowerCase();
  const role = (Object.keys(contracts) as (keyof IndexedContracts)[]).find(
    (r) => contracts[r].toLowerCase() === address,
  );
  if (!role) return undefined;
  if (
    log.blockNumber === null ||
    log.blockHash === null ||
    log.transactionHash === null ||
    log.logIndex === null ||
    log.transactionIndex === null
  ) {
    return undefined;
  }
  let decoded: { eventName: string; args: unknown };
  try {
    decoded = decodeEventLog({
      abi: ABIS[role],
      topics: log.topics as [Hex, ...Hex[]],
      data: log.data,
      strict: true,
    }) as {
      eventName: string;
      args: unknown;
    };
  } catch {
    return undefined;
  }
  if (!(INDEXED_EVENTS[role] as readonly string[]).includes(decoded.eventName)) return undefined;
  return {
    address: log.address,
    blockNumber: Number(log.blockNumber),
    blockHash: log.blockHash,
    transactionHash: log.transactionHash,
    transactionIndex: log.transactionIndex,
    logIndex: log.logIndex,
    ...(decoded as ProtocolEvent),
  };
}
