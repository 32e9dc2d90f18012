/**
 * Our log decoder (runtime/protocol/indexer/events.ts decodes word by word, by topic0) against
 * viem's `decodeEventLog` (strict): for every indexed event of the generated ABIs and random
 * arguments encoded with viem, both give the same event name and arguments. Also: the chain order
 * used to sort events is the order of their checkpoint strings.
 */
import fc from "fast-check";
import {
  type Abi,
  type AbiEvent,
  type AbiParameter,
  type Address,
  decodeEventLog,
  encodeAbiParameters,
  encodeEventTopics,
  getAbiItem,
  type Hex,
  toHex,
} from "viem";
import { describe, expect, it } from "vitest";
import { orderProtocolAbi, poolManagerAbi, whitelistManagerAbi } from "../../generated/contracts/index.ts";
import { compareChainPositions, encodeCheckpoint } from "../../runtime/protocol/checkpoint.ts";
import {
  decodeProtocolLog,
  INDEXED_EVENTS,
  type IndexedContracts,
  ProtocolLogDecoder,
} from "../../runtime/protocol/indexer/events.ts";

const CONTRACTS: IndexedContracts = {
  poolManager: "0x1000000000000000000000000000000000000001",
  whitelistManager: "0x2000000000000000000000000000000000000002",
  orderProtocol: "0x3000000000000000000000000000000000000003",
};

const ABIS: Record<keyof IndexedContracts, Abi> = {
  poolManager: poolManagerAbi,
  whitelistManager: whitelistManagerAbi,
  orderProtocol: orderProtocolAbi,
};

const bytes = (length: number) => fc.uint8Array({ minLength: length, maxLength: length }).map((b) => toHex(b));

/** Values of one ABI type as viem decodes them (numbers up to 48 bits, bigints above). */
function arbitraryOf(type: string): fc.Arbitrary<unknown> {
  if (type === "address") return bytes(20);
  if (type === "bool") return fc.boolean();
  const fixed = /^bytes(\d+)$/.exec(type);
  if (fixed) return bytes(Number(fixed[1]));
  const integer = /^(u?)int(\d*)$/.exec(type);
  if (!integer) throw new Error(`no arbitrary for ${type}`);
  const bits = integer[2] === "" ? 256 : Number(integer[2]);
  const [min, max] =
    integer[1] === "u" ? [0n, 2n ** BigInt(bits) - 1n] : [-(2n ** BigInt(bits - 1)), 2n ** BigInt(bits - 1) - 1n];
  const value = fc.oneof(fc.bigInt({ min, max }), fc.constantFrom(min, max, 0n));
  return bits > 48 ? value : value.map(Number);
}

function eventOf(role: keyof IndexedContracts, name: string): AbiEvent {
  const item = getAbiItem({ abi: ABIS[role], name });
  if (item?.type !== "event") throw new Error(`${name} is not an event of ${role}`);
  return item;
}

/** Random arguments of `event`, by parameter name. */
function argsOf(event: AbiEvent): fc.Arbitrary<Record<string, unknown>> {
  const entries = event.inputs.map((input: AbiParameter) => [input.name ?? "", arbitraryOf(input.type)] as const);
  return fc.record(Object.fromEntries(entries));
}

/** A log as a node returns it, its topics and data encoded by viem. */
function logOf(role: keyof IndexedContracts, event: AbiEvent, args: Record<string, unknown>) {
  const indexed = event.inputs.filter((input) => input.indexed);
  const data = event.inputs.filter((input) => !input.indexed);
  const topics = encodeEventTopics({
    abi: [event],
    eventName: event.name,
    args: Object.fromEntries(indexed.map((input) => [input.name, args[input.name ?? ""]])),
  } as never) as Hex[];
  return {
    address: CONTRACTS[role] as Address,
    topics,
    data:
      data.length === 0
        ? ("0x" as Hex)
        : encodeAbiParameters(
            data,
            data.map((input) => args[input.name ?? ""]),
          ),
    blockNumber: 7n,
    blockHash: `0x${"ab".repeat(32)}` as Hex,
    transactionHash: `0x${"cd".repeat(32)}` as Hex,
    transactionIndex: 2,
    logIndex: 5,
  };
}

const EVENTS = (Object.keys(INDEXED_EVENTS) as (keyof IndexedContracts)[]).flatMap((role) =>
  INDEXED_EVENTS[role].map((name) => ({ role, name })),
);

describe("decodeProtocolLog equals viem's decodeEventLog", () => {
  it("covers every indexed event", () => {
    expect(EVENTS).toHaveLength(16);
  });

  it.each(EVENTS)("$name ($role) over random arguments", ({ role, name }) => {
    const event = eventOf(role, name);
    fc.assert(
      fc.property(argsOf(event), (args) => {
        const log = logOf(role, event, args);
        const ours = decodeProtocolLog(log, CONTRACTS);
        const viems = decodeEventLog({ abi: ABIS[role], topics: log.topics as [Hex], data: log.data, strict: true });
        expect(ours).toBeDefined();
        expect({ eventName: ours?.eventName, args: ours?.args }).toEqual({
          eventName: viems.eventName,
          args: viems.args,
        });
      }),
      { numRuns: 60 },
    );
  });

  it("ignores the same log from another contract, and a log whose data is cut short", () => {
    const event = eventOf("poolManager", "PoolSwap");
    fc.assert(
      fc.property(argsOf(event), (args) => {
        const log = logOf("poolManager", event, args);
        expect(decodeProtocolLog({ ...log, address: CONTRACTS.orderProtocol }, CONTRACTS)).toBeUndefined();
        expect(decodeProtocolLog({ ...log, data: log.data.slice(0, -2) as Hex }, CONTRACTS)).toBeUndefined();
        expect(() =>
          decodeEventLog({
            abi: poolManagerAbi,
            topics: log.topics as [Hex],
            data: log.data.slice(0, 66) as Hex,
            strict: true,
          }),
        ).toThrow();
      }),
      { numRuns: 20 },
    );
  });
});

/** The same log as `eth_getLogs` sends it: hex quantities, lowercase hex, the block's time. */
function rpcLogOf(log: ReturnType<typeof logOf>, blockTimestamp: number) {
  return {
    ...log,
    address: log.address.toLowerCase() as Address,
    blockNumber: toHex(log.blockNumber),
    transactionIndex: toHex(log.transactionIndex),
    logIndex: toHex(log.logIndex),
    blockTimestamp: toHex(blockTimestamp),
    removed: false,
  };
}

describe("the backfill's decoder (eth_getLogs form)", () => {
  const decoder = new ProtocolLogDecoder(CONTRACTS);

  it.each(EVENTS)("$name ($role): the event viem decodes, at the log's position", ({ role, name }) => {
    const event = eventOf(role, name);
    fc.assert(
      fc.property(argsOf(event), fc.integer({ min: 0, max: 2 ** 40 }), (args, time) => {
        const log = logOf(role, event, args);
        const ours = decoder.decodeRpc(rpcLogOf(log, time));
        const viems = decodeEventLog({ abi: ABIS[role], topics: log.topics as [Hex], data: log.data, strict: true });
        expect(ours).toEqual({
          address: log.address.toLowerCase(),
          blockNumber: 7,
          blockHash: log.blockHash,
          transactionHash: log.transactionHash,
          transactionIndex: 2,
          logIndex: 5,
          blockTimestamp: time,
          eventName: viems.eventName,
          args: viems.args,
        });
      }),
      { numRuns: 30 },
    );
  });

  it("takes a chain's contracts as configured, with other roles beside the indexed ones (an adapter, or none)", () => {
    const event = eventOf("poolManager", "PoolFee");
    const args = {
      poolId: `0x${"11".repeat(32)}`,
      sender: CONTRACTS.orderProtocol,
      devFeeAmountInCollateralAsset: 1n,
      devFeeAmountInReferenceAsset: 2n,
      isUnwind: true,
    };
    const log = rpcLogOf(logOf("poolManager", event, args), 0);
    for (const adapter of [null, "0x4000000000000000000000000000000000000004"]) {
      const configured = new ProtocolLogDecoder({ ...CONTRACTS, adapter } as IndexedContracts);
      expect(configured.decodeRpc(log)?.eventName).toBe("PoolFee");
    }
  });

  it.each(EVENTS)(
    "$name ($role): skips a log with a topic too few or too many, or data cut short",
    ({ role, name }) => {
      const event = eventOf(role, name);
      const dataWords = event.inputs.filter((input) => !input.indexed).length;
      const strictViem = (log: { topics: readonly Hex[]; data: Hex }) => () =>
        decodeEventLog({ abi: ABIS[role], topics: log.topics as [Hex], data: log.data, strict: true });
      fc.assert(
        fc.property(argsOf(event), bytes(32), fc.integer({ min: 1, max: 32 }), (args, extraTopic, cutBytes) => {
          const log = rpcLogOf(logOf(role, event, args), 0);
          const [topic0, ...rest] = log.topics;
          // The indexer skips a log it cannot decode (undefined), where viem's strict decoding throws.
          if (rest.length > 0) {
            const fewer = { ...log, topics: [topic0!, ...rest.slice(0, -1)] };
            expect(decoder.decodeRpc(fewer)).toBeUndefined();
            expect(strictViem(fewer)).toThrow();
          }
          if (dataWords > 0) {
            const short = { ...log, data: log.data.slice(0, log.data.length - 2 * cutBytes) as Hex };
            expect(decoder.decodeRpc(short)).toBeUndefined();
            expect(strictViem(short)).toThrow();
          }
          // Stricter than viem, which ignores a topic beyond the event's indexed parameters.
          expect(decoder.decodeRpc({ ...log, topics: [topic0!, ...rest, extraTopic] })).toBeUndefined();
        }),
        { numRuns: 20 },
      );
    },
  );
});

describe("one chain order", () => {
  const position = fc.record({
    blockNumber: fc.integer({ min: 0, max: 2 ** 40 }),
    transactionIndex: fc.integer({ min: 0, max: 10_000 }),
    logIndex: fc.integer({ min: 0, max: 100_000 }),
  });

  it("compareChainPositions orders positions as their checkpoint strings sort", () => {
    fc.assert(
      fc.property(position, position, (a, b) => {
        const strings =
          encodeCheckpoint(a) < encodeCheckpoint(b) ? -1 : encodeCheckpoint(a) > encodeCheckpoint(b) ? 1 : 0;
        expect(Math.sign(compareChainPositions(a, b))).toBe(strings);
      }),
    );
  });

  it("without transaction indexes, block and log index alone give the same order for logs of one chain", () => {
    // A block's log indexes count across its transactions, so a later transaction has higher log indexes.
    fc.assert(
      fc.property(position, fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 50 }), (a, txStep, logStep) => {
        const b = {
          blockNumber: a.blockNumber,
          transactionIndex: a.transactionIndex + txStep,
          logIndex: a.logIndex + logStep,
        };
        const { transactionIndex: _a, ...bare } = a;
        const { transactionIndex: _b, ...bareB } = b;
        expect(Math.sign(compareChainPositions(bare, bareB))).toBe(Math.sign(compareChainPositions(a, b)));
      }),
    );
  });
});
