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
  type Hex,
  toEventSelector,
} from "viem";
import { orderProtocolAbi, poolManagerAbi, whitelistManagerAbi } from "../../../generated/contracts/index.js";
import { checksummedAt } from "./addresses.ts";

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

/**
 * Reads one parameter from the 64 hex digits of its ABI word at `start` of `hex` (a topic or the
 * data): the value `decodeAbiParameters` gives (checksummed addresses, numbers up to 48 bits as
 * `number`, larger ones as `bigint`), or throws where it throws.
 */
type WordReader = (hex: string, start: number) => unknown;

/** Where the 64 digits of a word hold a value below 2^48: the first 52 are zeros. */
const HIGH_ZEROS = "0".repeat(52);

/** Value of the word's digits as a bigint (throws, as viem does, on a digit that is not hex). */
const wordBigInt = (hex: string, start: number) => BigInt(`0x${hex.slice(start, start + 64)}`);

/** Unsigned integers of at most 48 bits: a `number`, from the low 12 digits when the rest are zeros. */
function smallUint(hex: string, start: number): number {
  if (hex.startsWith(HIGH_ZEROS, start)) {
    const value = Number(`0x${hex.slice(start + 52, start + 64)}`);
    if (!Number.isNaN(value)) return value;
  }
  return Number(wordBigInt(hex, start));
}

function bool(hex: string, start: number): boolean {
  const value = wordBigInt(hex, start);
  if (value > 1n) throw new RangeError(`not a boolean: 0x${hex.slice(start, start + 64)}`);
  return value === 1n;
}

/** The reader of a static parameter type, or undefined for a type read through viem. */
function wordReader(type: string): WordReader | undefined {
  if (type === "address") return (hex, start) => checksummedAt(hex, start + 24);
  if (type === "bool") return bool;
  const number = /^(u?)int(\d*)$/.exec(type);
  if (number) {
    const bits = number[2] === "" ? 256 : Number(number[2]);
    if (number[1] === "u") return bits > 48 ? wordBigInt : smallUint;
    return bits > 48
      ? (hex, start) => BigInt.asIntN(256, wordBigInt(hex, start))
      : (hex, start) => Number(BigInt.asIntN(256, wordBigInt(hex, start)));
  }
  const bytes = /^bytes([1-9]|[12]\d|3[0-2])$/.exec(type);
  if (bytes) {
    const digits = Number(bytes[1]) * 2;
    // A bytes32 topic is the whole topic: lowercased (no copy when it already is).
    return (hex, start) =>
      start === 2 && digits === 64 && hex.length === 66
        ? hex.toLowerCase()
        : `0x${hex.slice(start, start + digits).toLowerCase()}`;
  }
  return undefined;
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

/** How one indexed parameter is read from its topic. */
function topicReader(parameter: AbiParameter): (topic: Hex) => unknown {
  if (isDynamic(parameter)) return (topic) => topic;
  const read = wordReader(parameter.type);
  if (read) return (topic) => read(topic, 2);
  return (topic) => decodeAbiParameters([parameter], topic)[0];
}

/**
 * One indexed event's decoder, built once: its name, a reader per topic, and a reader per data word
 * when every data parameter is one static word (every indexed event today; anything else goes
 * through `decodeAbiParameters`).
 */
interface EventDecoder {
  eventName: string;
  topicNames: readonly string[];
  topicReaders: readonly ((topic: Hex) => unknown)[];
  data: readonly AbiParameter[];
  dataNames: readonly string[];
  dataReaders: readonly WordReader[] | undefined;
}

function eventDecoder(role: keyof IndexedContracts, name: string): EventDecoder {
  const item = eventItem(role, name);
  const indexed = item.inputs.filter((input) => input.indexed);
  const data = item.inputs.filter((input) => !input.indexed);
  const readers = data.map((input) => wordReader(input.type));
  return {
    eventName: name,
    topicNames: indexed.map((input, i) => input.name ?? String(i)),
    topicReaders: indexed.map(topicReader),
    data,
    dataNames: data.map((input, i) => input.name ?? String(i)),
    dataReaders: readers.every((read) => read !== undefined) ? (readers as WordReader[]) : undefined,
  };
}

/** Per contract role: topic0 -> decoder of that event. */
const DECODERS: Record<keyof IndexedContracts, ReadonlyMap<string, EventDecoder>> = {
  poolManager: decodersOf("poolManager"),
  whitelistManager: decodersOf("whitelistManager"),
  orderProtocol: decodersOf("orderProtocol"),
};

function decodersOf(role: keyof IndexedContracts): Map<string, EventDecoder> {
  return new Map(
    INDEXED_EVENTS[role].map((name) => [toEventSelector(eventItem(role, name)), eventDecoder(role, name)]),
  );
}

/** Decodes topics and data like `decodeEventLog` with `strict: true`; undefined when they do not fit. */
function decodeArgs(decoder: EventDecoder, topics: readonly Hex[], data: Hex): Record<string, unknown> | undefined {
  const { topicNames, topicReaders, dataNames, dataReaders } = decoder;
  if (topics.length !== topicNames.length + 1) return undefined;
  const args: Record<string, unknown> = {};
  try {
    for (let i = 0; i < topicNames.length; i++) args[topicNames[i]!] = topicReaders[i]!(topics[i + 1]!);
    if (dataNames.length === 0) return args;
    if (dataReaders !== undefined) {
      if (data.length < 2 + 64 * dataNames.length) return undefined;
      for (let i = 0; i < dataNames.length; i++) args[dataNames[i]!] = dataReaders[i]!(data, 2 + 64 * i);
    } else {
      const values = decodeAbiParameters(decoder.data, data);
      for (let i = 0; i < dataNames.length; i++) args[dataNames[i]!] = values[i];
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

/** A log as `eth_getLogs` returns it: quantities in hex; `blockTimestamp` when the node sends it (geth, anvil). */
export interface RpcLogLike {
  address: Address;
  topics: readonly Hex[];
  data: Hex;
  removed?: boolean;
  blockNumber: Hex | null;
  blockHash: Hex | null;
  transactionHash: Hex | null;
  transactionIndex: Hex | null;
  logIndex: Hex | null;
  blockTimestamp?: Hex | null;
}

/** A hex quantity as a number: `Number(BigInt(hex))`, without the bigint when the value is a safe integer. */
function quantity(hex: string): number {
  const value = Number(hex);
  return hex.startsWith("0x") && Number.isSafeInteger(value) ? value : Number(BigInt(hex));
}

/** The decoder of the logs of one set of contracts: the decoders of each contract by its lowercase address. */
export class ProtocolLogDecoder {
  private readonly byAddress = new Map<string, ReadonlyMap<string, EventDecoder>>();

  constructor(contracts: IndexedContracts) {
    // Only the indexed roles: a chain's contracts also name others (the adapter, which may be null).
    for (const role of Object.keys(DECODERS) as (keyof IndexedContracts)[]) {
      const address = contracts[role].toLowerCase();
      // The first role of an address wins, as the lookup by role order did.
      if (!this.byAddress.has(address)) this.byAddress.set(address, DECODERS[role]);
    }
  }

  /**
   * Decodes a log emitted by one of the contracts; undefined for logs of other addresses or events
   * (e.g. `TreasurySet`), for pending logs, and for logs whose topics or data do not fit the event.
   */
  decode(log: RawLog): IndexedEvent | undefined {
    if (
      log.blockNumber === null ||
      log.blockHash === null ||
      log.transactionHash === null ||
      log.logIndex === null ||
      log.transactionIndex === null
    ) {
      return undefined;
    }
    const timestamp = log.blockTimestamp === undefined || log.blockTimestamp === null ? undefined : log.blockTimestamp;
    return this.build(log, Number(log.blockNumber), log.transactionIndex, log.logIndex, timestamp);
  }

  /** {@link decode} of a log as `eth_getLogs` returns it (hex quantities parsed here, once). */
  decodeRpc(log: RpcLogLike): IndexedEvent | undefined {
    if (
      log.blockNumber === null ||
      log.blockHash === null ||
      log.transactionHash === null ||
      log.logIndex === null ||
      log.transactionIndex === null
    ) {
      return undefined;
    }
    const timestamp =
      log.blockTimestamp === undefined || log.blockTimestamp === null ? undefined : quantity(log.blockTimestamp);
    return this.build(
      log as RawLog,
      quantity(log.blockNumber),
      quantity(log.transactionIndex),
      quantity(log.logIndex),
      timestamp,
    );
  }

  private build(
    log: Pick<RawLog, "address" | "topics" | "data" | "blockHash" | "transactionHash">,
    blockNumber: number,
    transactionIndex: number,
    logIndex: number,
    blockTimestamp: number | bigint | undefined,
  ): IndexedEvent | undefined {
    const decoders = this.byAddress.get(log.address.toLowerCase());
    const topic0 = log.topics[0];
    const decoder = decoders === undefined || topic0 === undefined ? undefined : decoders.get(topic0.toLowerCase());
    if (decoder === undefined) return undefined;
    const args = decodeArgs(decoder, log.topics, log.data);
    if (args === undefined) return undefined;
    const position: LogPosition = {
      address: log.address,
      blockNumber,
      blockHash: log.blockHash!,
      transactionHash: log.transactionHash!,
      transactionIndex,
      logIndex,
    };
    if (blockTimestamp !== undefined) position.blockTimestamp = Number(blockTimestamp);
    return Object.assign(position, { eventName: decoder.eventName, args }) as IndexedEvent;
  }
}

/**
 * Decodes a log emitted by one of `contracts`; undefined for logs of other addresses or events
 * (e.g. `TreasurySet`), and for removed or pending logs.
 */
export function decodeProtocolLog(log: RawLog, contracts: IndexedContracts): IndexedEvent | undefined {
  return new ProtocolLogDecoder(contracts).decode(log);
}
