/**
 * The events the indexer consumes (docs/reference/protocol.md#events,
 * docs/reference/protocol.md#order-protocol-events), decoded into plain objects with
 * their log position. Decoding uses the generated ABIs and accepts a log only from the contract
 * that declares its event, so a token contract emitting a look-alike event is ignored.
 *
 * A backfill decodes every log it fetches, so the decoder is built once per event: topic0 finds
 * the event directly (viem's `decodeEventLog` hashes the signature of every event of the ABI until
 * one matches, per log), then the topics and data are decoded word by word (every indexed event
 * has only static parameters; anything else would go through `decodeAbiParameters`).
 */
import {
  type Abi,
  type AbiEvent,
  type AbiParameter,
  type Address,
  type ContractEventName,
  type DecodeEventLogReturnType,
  decodeAbiParameters,
  getAbiItem,
  getAddress,
  type Hex,
  toEventSelector,
} from "viem";
import { orderProtocolAbi, poolManagerAbi, whitelistManagerAbi } from "../../../generated/contracts/index.js";

/** Where a log sits on chain. */
export interface LogPosition {
  address: Address;
  blockNumber: number;
  blockHash: Hex;
  transactionHash: Hex;
  transactionIndex: number;
  logIndex: number;
  /** The block's time, when the node puts it in the log (`blockTimestamp`; geth and anvil do). */
  blockTimestamp?: number;
}

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

/** viem's strictly decoded `{eventName, args}` of the named events of one ABI. */
type DecodedEvents<abi extends Abi, names extends ContractEventName<abi>> = {
  [name in names]: DecodeEventLogReturnType<abi, name, [Hex, ...Hex[]], Hex, true>;
}[names];

/** A decoded protocol event: the types viem's `decodeEventLog` gives for the generated ABIs. */
export type ProtocolEvent =
  | DecodedEvents<typeof poolManagerAbi, (typeof INDEXED_EVENTS.poolManager)[number]>
  | DecodedEvents<typeof whitelistManagerAbi, (typeof INDEXED_EVENTS.whitelistManager)[number]>
  | DecodedEvents<typeof orderProtocolAbi, (typeof INDEXED_EVENTS.orderProtocol)[number]>;

/** The name of an indexed event. */
export type IndexedEventName = ProtocolEvent["eventName"];

/** The indexed event names of one contract role. */
export type EventNameOf<role extends keyof typeof INDEXED_EVENTS> = (typeof INDEXED_EVENTS)[role][number];

/** A decoded event with its position. */
export type IndexedEvent = LogPosition & ProtocolEvent;

/** The indexed event named `name`, with its position. */
export type IndexedEventOf<name extends IndexedEventName> = LogPosition & Extract<ProtocolEvent, { eventName: name }>;

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

function eventItem(role: keyof IndexedContracts, name: string): AbiEvent {
  const item = getAbiItem({ abi: ABIS[role], name });
  if (item?.type !== "event") throw new Error(`event ${name} missing from the ${role} ABI`);
  return item;
}

function selectorsOf(role: keyof IndexedContracts): Hex[] {
  return INDEXED_EVENTS[role].map((name) => toEventSelector(eventItem(role, name)));
}

/** topic0 of every indexed event (the OR list passed to `eth_getLogs`). */
export const INDEXED_TOPICS: readonly Hex[] = [
  ...selectorsOf("poolManager"),
  ...selectorsOf("whitelistManager"),
  ...selectorsOf("orderProtocol"),
];

/** One indexed event's decoder: its name, topic parameters and data parameters. */
interface EventDecoder {
  eventName: string;
  indexed: readonly AbiParameter[];
  data: readonly AbiParameter[];
  /** Every data parameter is one static word (decoded without viem's cursor). */
  dataIsWords: boolean;
}

/** Topics of dynamic indexed parameters hold a hash, not the value (Solidity ABI spec). */
function isDynamic(parameter: AbiParameter): boolean {
  return (
    parameter.type === "string" ||
    parameter.type === "bytes" ||
    parameter.type.endsWith("]") ||
    parameter.type === "tuple"
  );
}

/** Per contract role: topic0 -> decoder of that event. */
const DECODERS: Record<keyof IndexedContracts, ReadonlyMap<string, EventDecoder>> = {
  poolManager: decodersOf("poolManager"),
  whitelistManager: decodersOf("whitelistManager"),
  orderProtocol: decodersOf("orderProtocol"),
};

function decodersOf(role: keyof IndexedContracts): Map<string, EventDecoder> {
  return new Map(
    INDEXED_EVENTS[role].map((name) => {
      const item = eventItem(role, name);
      const data = item.inputs.filter((input) => !input.indexed);
      const decoder: EventDecoder = {
        eventName: name,
        indexed: item.inputs.filter((input) => input.indexed),
        data,
        dataIsWords: data.every((input) => isWordType(input.type)),
      };
      return [toEventSelector(item), decoder] as const;
    }),
  );
}

/**
 * One static ABI word (64 hex digits, no `0x`) as `decodeAbiParameters` decodes it: checksummed
 * addresses (viem caches checksums), numbers up to 48 bits as `number`, larger ones as `bigint`.
 * Undefined for a type this shortcut does not cover.
 */
function decodeWord(type: string, word: string): unknown {
  if (type === "address") return getAddress(`0x${word.slice(24)}`);
  if (type === "bool") {
    const value = BigInt(`0x${word}`);
    if (value > 1n) throw new RangeError(`not a boolean: 0x${word}`);
    return value === 1n;
  }
  const number = /^(u?)int(\d*)$/.exec(type);
  if (number) {
    const bits = number[2] === "" ? 256 : Number(number[2]);
    let value = BigInt(`0x${word}`);
    if (number[1] === "") value = BigInt.asIntN(256, value);
    return bits > 48 ? value : Number(value);
  }
  const bytes = /^bytes(\d+)$/.exec(type);
  if (bytes) return `0x${word.slice(0, Number(bytes[1]) * 2).toLowerCase()}`;
  return undefined;
}

/** Static types decoded word by word (every indexed event today); anything else goes through viem. */
function isWordType(type: string): boolean {
  return /^(address|bool|u?int\d*|bytes([1-9]|[12]\d|3[0-2]))$/.test(type);
}

/** Decodes topics and data like `decodeEventLog` with `strict: true`; undefined when they do not fit. */
function decodeArgs(decoder: EventDecoder, topics: readonly Hex[], data: Hex): Record<string, unknown> | undefined {
  if (topics.length !== decoder.indexed.length + 1) return undefined;
  const args: Record<string, unknown> = {};
  try {
    decoder.indexed.forEach((parameter, i) => {
      const topic = topics[i + 1]!;
      args[parameter.name ?? String(i)] = isDynamic(parameter)
        ? topic
        : isWordType(parameter.type)
          ? decodeWord(parameter.type, topic.slice(2))
          : decodeAbiParameters([parameter], topic)[0];
    });
    if (decoder.data.length === 0) return args;
    if (decoder.dataIsWords) {
      if (data.length < 2 + 64 * decoder.data.length) return undefined;
      decoder.data.forEach((parameter, i) => {
        args[parameter.name ?? String(i)] = decodeWord(parameter.type, data.slice(2 + 64 * i, 66 + 64 * i));
      });
    } else {
      const values = decodeAbiParameters(decoder.data, data);
      decoder.data.forEach((parameter, i) => {
        args[parameter.name ?? String(i)] = values[i];
      });
    }
  } catch {
    return undefined;
  }
  return args;
}

/** The ABI fragments of every indexed event (for hashing the configuration). */
export function indexedEventSignatures(): string[] {
  return (Object.keys(INDEXED_EVENTS) as (keyof IndexedContracts)[]).flatMap((role) =>
    INDEXED_EVENTS[role].map((name) => JSON.stringify(eventItem(role, name))),
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
  /** Present when the node includes it in logs. */
  blockTimestamp?: bigint | null;
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
  const decoder = log.topics[0] === undefined ? undefined : DECODERS[role].get(log.topics[0].toLowerCase());
  if (!decoder) return undefined;
  const args = decodeArgs(decoder, log.topics, log.data);
  if (!args) return undefined;
  return {
    address: log.address,
    blockNumber: Number(log.blockNumber),
    blockHash: log.blockHash,
    transactionHash: log.transactionHash,
    transactionIndex: log.transactionIndex,
    logIndex: log.logIndex,
    ...(log.blockTimestamp === undefined || log.blockTimestamp === null
      ? {}
      : { blockTimestamp: Number(log.blockTimestamp) }),
    eventName: decoder.eventName,
    args,
  } as IndexedEvent;
}
