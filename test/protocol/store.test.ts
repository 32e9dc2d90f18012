/**
 * The protocol store: one journal record per commit holding only that commit's changes, the
 * committed state rebuilt exactly from snapshot + journal (property test, compactions and crashes
 * at any point), snapshots that leave uncommitted changes out and put one record per line, crash
 * safety under SIGKILL, migration of version 1 data files, the data-file lock, serving a data file
 * without following the chain; then checkpoints and config.
 */
import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { blockCompleteCheckpoint, decodeCheckpoint, encodeCheckpoint } from "../../runtime/protocol/checkpoint.ts";
import {
  ConfigError,
  chainConfigHash,
  configFromManifest,
  mainnetPreset,
  parseConfig,
} from "../../runtime/protocol/config.ts";
import { decodeInBackground, undecodedLines } from "../../runtime/protocol/record-lines.ts";
import type { BlockRef, CollectionName, FlowRecord, StoreDocument } from "../../runtime/protocol/records.ts";
import { COLLECTION_NAMES, eventKey } from "../../runtime/protocol/records.ts";
import { startProtocolService } from "../../runtime/protocol/service.ts";
import {
  type CommitRecord,
  ConfigMismatchError,
  fileStoreAdapter,
  MemoryStoreAdapter,
  ProtocolStore,
} from "../../runtime/protocol/store.ts";
import { encodeJournalLine } from "../../runtime/store/journal.ts";
import { encodeJson } from "../../runtime/store/json-codec.ts";
import { RawLines, SNAPSHOT_FORMAT, SnapshotLinesFile } from "../../runtime/store/snapshot-lines.ts";
import { StoreCorruptError, StoreLockedError } from "../../runtime/store/types.ts";
import { CHAIN_ID, chainConfig, POOL_ID, poolRecord, txHash, WAD } from "./fixtures.ts";
import { describeStores } from "./store-kinds.ts";
import { canonicalStoreText } from "./store-text.ts";

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

const quiet = { onWarning: () => undefined };

async function tempFile(): Promise<string> {
  dir = await mkdtemp(path.join(tmpdir(), "protocol-store-"));
  return path.join(dir, "protocol.json");
}

async function openStore(file: string, options: Parameters<typeof fileStoreAdapter>[1] = quiet) {
  const store = new ProtocolStore(fileStoreAdapter(file, options));
  await store.open();
  return store;
}

const journalRecords = async (file: string): Promise<CommitRecord[]> =>
  (await readFile(`${file}.journal`, "utf8"))
    .split("\n")
    // The header line names the journal's generation (store format of issue 20); records follow.
    .filter((line) => line !== "" && !line.startsWith('{"journal":'))
    .map((line) => (JSON.parse(line) as { rec: CommitRecord }).rec);

function flow(n: number, wallet = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8"): FlowRecord {
  return {
    chainId: CHAIN_ID,
    poolId: POOL_ID,
    blockNumber: 10 + Math.floor(n / 4),
    blockTimestamp: 1_900_000_000 + n,
    txHash: txHash(n),
    logIndex: n % 4,
    walletAddress: wallet as FlowRecord["walletAddress"],
    actionType: "mint",
    deltaCollateral: -WAD * BigInt(n + 1),
    deltaReference: 0n,
    deltaPrincipal: WAD,
    deltaSwap: WAD,
    feeInCollateral: 0n,
    feeInReference: 0n,
  };
}

const blockRef = (number: number): BlockRef => ({
  number,
  hash: `0x${number.toString(16).padStart(64, "0")}`,
  parentHash: `0x${Math.max(0, number - 1)
    .toString(16)
    .padStart(64, "0")}`,
  timestamp: 1_900_000_000 + number * 12,
});

describe("file store", () => {
  it("appends one journal record per commit with only that commit's changes, and reads bigints back exactly", async () => {
    const file = await tempFile();
    const store = await openStore(file);
    const state = store.chain(CHAIN_ID, "hash-a");
    const writer = store.writer(state);
    writer.put("pools", POOL_ID, poolRecord(POOL_ID, 1, { collateralAssets: 2n ** 200n + 1n, swapFee: WAD }));
    for (let n = 0; n < 300; n += 1) writer.put("flows", eventKey(CHAIN_ID, txHash(n), n % 4), flow(n));
    writer.markIndexed(80, 1_900_000_960);
    await store.commit();
    // The second commit changes one record: its journal record holds that record, not the store.
    writer.put("flows", eventKey(CHAIN_ID, txHash(1000), 0), flow(1000));
    writer.markIndexed(81, 1_900_000_972);
    await store.commit();
    // Nothing changed: no record.
    await store.commit();

    // A new store writes its first snapshot at once; the mark records the journal's durable length.
    expect((await readdir(dir!)).sort()).toEqual([
      "protocol.json",
      "protocol.json.journal",
      "protocol.json.lock",
      "protocol.json.mark",
    ]);
    const journal = await readFile(`${file}.journal`, "utf8");
    expect(journal).toContain('{"$bigint":"1606938044258990275541962092341162602522202993782792835301377"}');
    const [first, second, ...rest] = await journalRecords(file);
    expect(rest).toEqual([]);
    expect(first!.puts).toHaveLength(301);
    expect(second!.puts).toEqual([[CHAIN_ID, "flows", eventKey(CHAIN_ID, txHash(1000), 0), expect.any(Object)]]);
    expect(second!.chains).toEqual([
      {
        chainId: CHAIN_ID,
        configHash: "hash-a",
        checkpoint: blockCompleteCheckpoint(81),
        lastBlockTimestamp: 1_900_000_972,
      },
    ]);
    const lines = journal.split("\n").slice(1);
    expect(Buffer.byteLength(lines[1]!)).toBeLessThan(Buffer.byteLength(lines[0]!) / 100);
    expect(store.stats()).toMatchObject({ seq: 2, appendedRecords: 2 });

    await store.close();
    // A clean close compacts: the next start reads one snapshot and a journal with only its header.
    expect((await readdir(dir!)).sort()).toEqual(["protocol.json", "protocol.json.journal", "protocol.json.mark"]);
    expect(await readFile(`${file}.journal`, "utf8")).toMatch(/^\{"journal":"[0-9a-f]{16}","after":2\}\n$/);

    const reopened = await openStore(file);
    const reloaded = reopened.chain(CHAIN_ID, "hash-a");
    expect(reloaded.pools[POOL_ID]!.collateralAssets).toBe(2n ** 200n + 1n);
    expect(reloaded.pools[POOL_ID]!.swapFee).toBe(WAD);
    expect(Object.keys(reloaded.flows)).toHaveLength(301);
    expect(reloaded.checkpoint).toBe(blockCompleteCheckpoint(81));
    expect(canonicalStoreText(reopened.document)).toBe(canonicalStoreText(store.document));
    expect(() => reopened.chain(CHAIN_ID, "hash-b")).toThrow(ConfigMismatchError);
    await reopened.close();
  });

  it("writes snapshots with the records in lines per collection, leaving out changes not committed yet", async () => {
    const file = await tempFile();
    const store = await openStore(file);
    const state = store.chain(CHAIN_ID, "hash-a");
    const writer = store.writer(state);
    writer.put("pools", POOL_ID, poolRecord(POOL_ID, 1));
    for (let n = 0; n < 50; n += 1) writer.put("flows", eventKey(CHAIN_ID, txHash(n), 0), flow(n), 20);
    writer.recordBlock(blockRef(20));
    await store.commit();
    const committed = canonicalStoreText(store.document);

    // A batch in progress: changed, added and deleted records and a moved checkpoint.
    writer.put("pools", POOL_ID, poolRecord(POOL_ID, 1, { swapFee: 7n }), 21);
    writer.put("flows", eventKey(CHAIN_ID, txHash(0), 0), undefined, 21);
    writer.put("flows", eventKey(CHAIN_ID, txHash(99), 0), flow(99), 21);
    writer.recordBlock(blockRef(21));
    await store.compact();

    // Checksum lines (store format version 3) are the store's own; the records are the rest.
    const lines = (await readFile(file, "utf8")).split("\n").filter((line) => !line.startsWith('{"$sum":'));
    expect(lines.pop()).toBe("");
    expect(lines[0]).toMatch(
      /^\{"format":"contractkit-store-snapshot","version":3,"seq":1,("journal":"[0-9a-f]+",)?"state":\{"version":4,/,
    );
    expect(lines[0]).toContain('"records":{"$lines":2,"$raw":true}');
    expect(JSON.parse(lines.at(-1)!)).toEqual({ end: "contractkit-store-snapshot", lines: 1 + 50 + 2 });
    // One chain, then 50 undo entries, then the records: a line per collection of up to 256 records,
    // as rows: [chainId, collection, field names, bigint columns, [key, ...values], ...].
    const records = lines
      .slice(52, -1)
      .map((line) => JSON.parse(line) as [number, string, string[], number[], ...[string, ...unknown[]][]]);
    expect(records.map(([chainId, collection]) => [chainId, collection])).toEqual([
      [CHAIN_ID, "pools"],
      [CHAIN_ID, "flows"],
    ]);
    const [, , names, bigintColumns, ...rows] = records[1]!;
    expect(names).toEqual(Object.keys(flow(0)));
    expect(bigintColumns.map((index) => names[index])).toEqual(
      Object.entries(flow(0)).flatMap(([name, value]) => (typeof value === "bigint" ? [name] : [])),
    );
    const committedFlows = Array.from({ length: 50 }, (_, n) => eventKey(CHAIN_ID, txHash(n), 0));
    expect(rows.map((row) => row[0]).sort()).toEqual(committedFlows.sort());

    // A crash now (the journal is empty after the compaction, so closing writes nothing more):
    // the restart sees exactly the committed state.
    await store.close();
    const crashed = await openStore(file);
    expect(canonicalStoreText(crashed.document)).toBe(committed);
    await crashed.close();
  });

  it("refuses a second open of a data file that is open", async () => {
    const file = await tempFile();
    const store = await openStore(file);
    await expect(openStore(file)).rejects.toThrow(StoreLockedError);
    await store.close();
    await (await openStore(file)).close();
  });

  it("refuses a journal record that does not fit the state, naming its seq", async () => {
    const adapter = new MemoryStoreAdapter();
    const misfit: CommitRecord = { seq: 1, chains: [], puts: [[9, "pools", "0x01", {}]] };
    adapter.backing.journal.push(encodeJournalLine(misfit));
    const store = new ProtocolStore(adapter);
    await expect(store.open()).rejects.toThrow(StoreCorruptError);
    await expect(new ProtocolStore(adapter).open()).rejects.toThrow(/record seq 1 writes to chain 9/);
  });
});

describeStores("rebuilding the committed state", (kind) => {
  type Operation =
    | { kind: "block"; puts: Array<{ collection: CollectionName; key: string; value: number | null }> }
    | { kind: "accept"; key: string; value: number }
    | { kind: "rollback"; depth: number }
    | { kind: "finalize"; keep: number }
    | { kind: "commit" }
    | { kind: "compact" }
    | { kind: "crash" };

  const key = fc.constantFrom("a", "b", "c", "d", "e");
  const put = fc.record({
    collection: fc.constantFrom<CollectionName>("globalWhitelist", "orderEvents", "flows"),
    key,
    value: fc.option(fc.integer({ min: 0, max: 9 }), { nil: null }),
  });
  const operation: fc.Arbitrary<Operation> = fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant("block" as const), puts: fc.array(put, { maxLength: 4 }) }) },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant("accept" as const), key, value: fc.integer({ min: 0, max: 9 }) }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant("rollback" as const), depth: fc.integer({ min: 0, max: 4 }) }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant("finalize" as const), keep: fc.integer({ min: 0, max: 4 }) }),
    },
    { weight: 3, arbitrary: fc.constant({ kind: "commit" as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: "compact" as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: "crash" as const }) },
  );
  /** A value with a bigint, so the codec's tagged form goes through the journal and snapshots. */
  const recordValue = (collection: CollectionName, value: number) => ({
    collection,
    value,
    wei: 10n ** 30n + BigInt(value),
  });

  it("gives exactly the last committed document after any sequence of batches, rollbacks, compactions and crashes", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(operation, { maxLength: 40 }),
        fc.constantFrom(undefined, 2, 5),
        async (operations, compactEveryRecords) => {
          await kind().fresh(compactEveryRecords ? { compactEveryRecords } : {});
          let store = new ProtocolStore(kind().adapter());
          await store.open();
          let state = store.chain(CHAIN_ID, "hash");
          let writer = store.writer(state);
          const empty: StoreDocument = { version: 2, chains: {} };
          let committed = canonicalStoreText(empty);
          let next = 1;
          for (const op of operations) {
            switch (op.kind) {
              case "block": {
                for (const p of op.puts) {
                  writer.put(
                    p.collection,
                    p.key,
                    p.value === null ? undefined : (recordValue(p.collection, p.value) as never),
                    next,
                  );
                }
                writer.recordBlock(blockRef(next));
                next += 1;
                break;
              }
              case "accept":
                writer.put("orders", op.key, recordValue("orders", op.value) as never);
                break;
              case "rollback": {
                const ancestor = state.blocks[state.blocks.length - 1 - op.depth];
                if (ancestor) writer.rollbackTo(ancestor);
                break;
              }
              case "finalize":
                writer.finalize(next - 1 - op.keep);
                break;
              case "commit":
                await store.commit();
                committed = canonicalStoreText(store.document);
                break;
              case "compact":
                await store.compact();
                break;
              case "crash":
                await kind().abandon(store);
                store = new ProtocolStore(kind().adapter());
                await store.open();
                expect(canonicalStoreText(store.document)).toBe(committed);
                state = store.chain(CHAIN_ID, "hash");
                writer = store.writer(state);
                next = (state.blocks.at(-1)?.number ?? next - 1) + 1;
                break;
            }
          }
          await kind().abandon(store);
          const text = await kind().text();
          if (text !== null) expect(text).toBe(committed);
          const restarted = new ProtocolStore(kind().adapter());
          await restarted.open();
          expect(canonicalStoreText(restarted.document)).toBe(committed);
          await kind().abandon(restarted);
        },
      ),
      { numRuns: kind().runs },
    );
    // Each PostgreSQL run opens the store several times: on a loaded machine 30 s is not enough.
  }, 180_000);
});

describe("crash safety", () => {
  const childScript = path.join(import.meta.dirname, "store-crash-child.ts");
  const crashDirs: string[] = [];
  afterAll(async () => {
    for (const crashDir of crashDirs) await rm(crashDir, { recursive: true, force: true });
  });

  /** Runs the child until it has acknowledged `acks` blocks, then SIGKILLs it; returns the acked blocks. */
  function runAndKill(dataPath: string, acks: number): Promise<number[]> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ["--import", "tsx", childScript, dataPath], {
        stdio: ["ignore", "pipe", "pipe"],
      });
      let buffer = "";
      let stderr = "";
      const acked: number[] = [];
      child.stderr.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      child.stdout.on("data", (chunk: Buffer) => {
        buffer += chunk.toString();
        const lines = buffer.split("\n");
        buffer = lines.pop() ?? "";
        for (const line of lines) if (line.startsWith("ACK ")) acked.push(Number(line.slice(4)));
        if (acked.length >= acks && child.exitCode === null && !child.killed) child.kill("SIGKILL");
      });
      child.on("exit", (code, signal) => {
        if (signal === "SIGKILL") resolve(acked);
        else reject(new Error(`child exited with ${code}: ${stderr}`));
      });
    });
  }

  it("keeps every acknowledged batch across SIGKILLs, records and checkpoint together", async () => {
    const crashDir = await mkdtemp(path.join(tmpdir(), "protocol-crash-"));
    crashDirs.push(crashDir);
    const dataPath = path.join(crashDir, "protocol.json");
    let lastAcked = -1;
    for (const target of [150, 250]) {
      const acked = await runAndKill(dataPath, target);
      expect(acked[0]).toBe(lastAcked + 1);
      lastAcked = acked.at(-1)!;
      const store = await openStore(dataPath);
      const state = store.chain(1, "crash-test");
      const checkpoint = decodeCheckpoint(state.checkpoint!).blockNumber;
      // Every acknowledged block is there; at most the one batch in flight went further.
      expect(checkpoint).toBeGreaterThanOrEqual(lastAcked);
      expect(checkpoint).toBeLessThanOrEqual(lastAcked + 1);
      const blocksWithRecords = new Set(Object.keys(state.globalWhitelist).map((k) => Number(k.split(":")[0])));
      expect(blocksWithRecords.size).toBe(checkpoint + 1);
      expect(Object.keys(state.globalWhitelist)).toHaveLength((checkpoint + 1) * 7);
      expect(state.orderEvents.latest?.slotValue).toBe(2n ** 200n + BigInt(checkpoint));
      expect(state.blocks.at(-1)?.number).toBe(checkpoint);
      expect(state.undo.every((entry) => entry.block > checkpoint - 5)).toBe(true);
      lastAcked = checkpoint;
      await store.close();
    }
  }, 60_000);
});

describe("version 1 data files", () => {
  it("migrates one on open, keeps the original beside it, and opens the result as a normal store", async () => {
    const file = await tempFile();
    const legacyChain = {
      chainId: CHAIN_ID,
      configHash: "hash-a",
      checkpoint: blockCompleteCheckpoint(40),
      lastBlockTimestamp: 1_900_000_480,
      pools: { [POOL_ID]: poolRecord(POOL_ID, 1, { collateralAssets: 2n ** 100n }) },
      globalWhitelist: { "0xabc": { listed: true, removed: false } },
      marketWhitelists: {},
      flows: { [eventKey(CHAIN_ID, txHash(1), 0)]: flow(1) },
      markets: {},
      orders: {},
      fills: {},
      // Written before order events were kept: no orderEvents collection.
      blocks: [blockRef(40)],
      undo: [{ block: 40, collection: "flows", key: "x", prior: null }],
    };
    const original = encodeJson({ version: 1, chains: { [String(CHAIN_ID)]: legacyChain } });
    await writeFile(file, original);

    const warnings: string[] = [];
    const store = await openStore(file, { onWarning: (line) => warnings.push(line) });
    expect(warnings).toEqual([expect.stringContaining(`the original is kept at ${file}.v1`)]);
    const state = store.chain(CHAIN_ID, "hash-a");
    expect(state.pools[POOL_ID]!.collateralAssets).toBe(2n ** 100n);
    expect(state.flows[eventKey(CHAIN_ID, txHash(1), 0)]).toEqual(flow(1));
    expect(state).toMatchObject({ checkpoint: blockCompleteCheckpoint(40), orderEvents: {}, blocks: [blockRef(40)] });
    expect(state.undo).toHaveLength(1);
    expect(await readFile(`${file}.v1`, "utf8")).toBe(original);
    expect(await readFile(file, "utf8")).toMatch(/^\{"format":"contractkit-store-snapshot"/);

    store.writer(state).put("globalWhitelist", "0xdef", { listed: false, removed: true });
    await store.commit();
    await store.close();
    const reopened = await openStore(file, { onWarning: (line) => warnings.push(line) });
    expect(warnings).toHaveLength(1);
    expect(Object.keys(reopened.chain(CHAIN_ID, "hash-a").globalWhitelist).sort()).toEqual(["0xabc", "0xdef"]);
    await reopened.close();
  });
});

describe("version 2 snapshots (records decoded at open)", () => {
  /** A store written through the current code, its snapshot rewritten in the version 2 layout. */
  async function version2File(): Promise<{ file: string; text: string }> {
    const file = await tempFile();
    const store = await openStore(file);
    const state = store.chain(CHAIN_ID, "hash-a");
    const writer = store.writer(state);
    writer.put("pools", POOL_ID, poolRecord(POOL_ID, 1, { collateralAssets: 2n ** 100n }));
    for (let n = 0; n < 300; n += 1) writer.put("flows", eventKey(CHAIN_ID, txHash(n), 0), flow(n), 20);
    writer.put("globalWhitelist", "0xabc", { listed: true, removed: false });
    writer.recordBlock(blockRef(20));
    await store.commit();
    const text = canonicalStoreText(store.document);
    await store.close();
    await rm(`${file}.journal`, { force: true });
    const version2 = {
      version: 2,
      chains: [
        {
          chainId: CHAIN_ID,
          configHash: "hash-a",
          checkpoint: state.checkpoint,
          lastBlockTimestamp: state.lastBlockTimestamp,
          blocks: state.blocks,
          origin: null,
        },
      ],
      undo: state.undo.map((entry) => [CHAIN_ID, entry]),
      records: [
        [CHAIN_ID, "pools", POOL_ID, state.pools[POOL_ID]],
        ...Object.entries(state.flows).map(([key, value]) => [CHAIN_ID, "flows", key, value]),
        [CHAIN_ID, "globalWhitelist", "0xabc", state.globalWhitelist["0xabc"]],
      ],
    };
    // As the store wrote it before issue 21: a snapshot with no journal generation, no journal.
    await new SnapshotLinesFile(file).write({ format: SNAPSHOT_FORMAT, version: 3, seq: 1, state: version2 });
    return { file, text };
  }

  it("opens one with the same records, and migrates it to raw record lines at once", async () => {
    const { file, text } = await version2File();
    expect(await readFile(file, "utf8")).toContain('"state":{"version":2,');
    const store = await openStore(file);
    expect(canonicalStoreText(store.document)).toBe(text);
    expect(await readFile(file, "utf8")).toContain('"records":{"$lines":4,"$raw":true}');
    await store.close();
    const reopened = await openStore(file);
    expect(canonicalStoreText(reopened.document)).toBe(text);
    await reopened.close();
  });

  it("decodes a collection of raw lines on first read, and writes an unread one back as it was read", async () => {
    const { file } = await version2File();
    await (await openStore(file)).close();
    const before = await readFile(file, "utf8");
    const flowsLine = (snapshot: string) =>
      snapshot.split("\n").find((line) => line.startsWith(`[${CHAIN_ID},"flows",`));

    const store = await openStore(file);
    const state = store.chain(CHAIN_ID, "hash-a");
    // Only the pools are read and changed: the flows' lines go back to the file as they were.
    store.writer(state).put("pools", POOL_ID, poolRecord(POOL_ID, 1, { swapFee: 9n }));
    await store.commit();
    await store.compact();
    const after = await readFile(file, "utf8");
    expect(flowsLine(after)).toBe(flowsLine(before));
    expect(Object.keys(state.flows)).toHaveLength(300);
    expect(state.flows[eventKey(CHAIN_ID, txHash(7), 0)]).toEqual(flow(7));
    await store.close();

    const reopened = await openStore(file);
    const reread = reopened.chain(CHAIN_ID, "hash-a");
    expect(reread.pools[POOL_ID]!.swapFee).toBe(9n);
    expect(Object.keys(reread.flows)).toHaveLength(300);
    expect(reread.globalWhitelist).toEqual({ "0xabc": { listed: true, removed: false } });
    expect(reread.flows[eventKey(CHAIN_ID, txHash(299), 0)]).toEqual(flow(299));
    await reopened.close();
  });

  it("decodes raw lines in the background, one line a turn, to the records a first read gives", async () => {
    const { file, text } = await version2File();
    await (await openStore(file)).close();
    const store = await openStore(file);
    const state = store.chain(CHAIN_ID, "hash-a");
    let turns = 0;
    await decodeInBackground([state], file, undefined, async () => {
      turns += 1;
    });
    // The four lines: the pool, the flows in two (256 + 44), the whitelist entry.
    expect(turns).toBe(4);
    for (const collection of COLLECTION_NAMES) expect(undecodedLines(state, collection)).toBeUndefined();
    expect(canonicalStoreText(store.document)).toBe(text);
    await store.close();
  });

  it("leaves a read midway only the lines not yet decoded, and stops when aborted", async () => {
    const { file, text } = await version2File();
    await (await openStore(file)).close();
    const store = await openStore(file);
    const state = store.chain(CHAIN_ID, "hash-a");
    let turns = 0;
    await decodeInBackground([state], file, undefined, async () => {
      turns += 1;
      // Turns 1-3 decode the pool, the whitelist entry and the first line of flows; a request then
      // reads the flows, which decodes their second line, so no fourth turn is needed.
      if (turns === 3) expect(Object.keys(state.flows)).toHaveLength(300);
    });
    expect(turns).toBe(3);
    expect(canonicalStoreText(store.document)).toBe(text);
    await store.close();

    const again = await openStore(file);
    const stop = new AbortController();
    const reread = again.chain(CHAIN_ID, "hash-a");
    await decodeInBackground([reread], file, stop.signal, async () => stop.abort());
    expect(undecodedLines(reread, "pools")).toBeUndefined();
    expect(undecodedLines(reread, "flows")).toBeDefined();
    expect(canonicalStoreText(again.document)).toBe(text);
    await again.close();
  });

  it("refuses a raw record line that does not name a chain and collection it holds", async () => {
    const { file } = await version2File();
    await (await openStore(file)).close();
    const document = await new SnapshotLinesFile<{ records: RawLines }>(file).read();
    const lines = document!.state.records.lines.map((line) =>
      line.toString("utf8").replace(`[${CHAIN_ID},"flows",`, `[${CHAIN_ID},"nothing",`),
    );
    await new SnapshotLinesFile(file).write({
      ...document!,
      state: { ...document!.state, records: new RawLines(lines) },
    });
    await expect(openStore(file)).rejects.toThrow(/record line 3 names no known chain and collection/);
  });
});

describe("serving a data file without following the chain", () => {
  it("answers from the stored records as ready, without a single RPC request", async () => {
    const adapter = new MemoryStoreAdapter();
    const config = chainConfig();
    const seed = new ProtocolStore(adapter);
    await seed.open();
    const state = seed.chain(CHAIN_ID, chainConfigHash(config));
    const writer = seed.writer(state);
    writer.put("pools", POOL_ID, poolRecord(POOL_ID, 1));
    writer.put("flows", eventKey(CHAIN_ID, txHash(5), 1), flow(5));
    writer.markIndexed(70, 1_900_000_840);
    await seed.commit();

    const requests: string[] = [];
    const service = await startProtocolService({
      config: { chains: [config] },
      storeAdapter: adapter,
      followChains: false,
      port: 0,
      host: "127.0.0.1",
      transports: new Map([
        [
          CHAIN_ID,
          (await import("viem")).custom({
            request: async ({ method }: { method: string }) => {
              requests.push(method);
              throw new Error("no chain here");
            },
          }),
        ],
      ]),
    });
    try {
      const flows = await fetch(
        `${service.url}/v1/flows/?chainId=${CHAIN_ID}&walletAddress=0x70997970C51812dc3A010C7d01b50e0d17dc79C8`,
      );
      expect(flows.status).toBe(200);
      expect(((await flows.json()) as { items: unknown[] }).items).toHaveLength(1);
      const health = (await (await fetch(`${service.url}/health`)).json()) as Record<string, unknown>;
      expect(health).toMatchObject({
        status: "ok",
        chains: [{ chainId: CHAIN_ID, ready: true, lastIndexedBlock: 70 }],
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(requests).toEqual([]);
    } finally {
      await service.close();
    }
  });
});

describe("checkpoints", () => {
  it("sort as strings exactly like the positions they encode, and round-trip", () => {
    const position = fc.record({
      blockNumber: fc.integer({ min: 0, max: 2 ** 40 }),
      transactionIndex: fc.integer({ min: 0, max: 99_999 }),
      logIndex: fc.integer({ min: 0, max: 99_999 }),
    });
    fc.assert(
      fc.property(position, position, (a, b) => {
        const byPosition =
          a.blockNumber - b.blockNumber || a.transactionIndex - b.transactionIndex || a.logIndex - b.logIndex;
        const ea = encodeCheckpoint(a);
        const eb = encodeCheckpoint(b);
        expect(Math.sign(ea < eb ? -1 : ea > eb ? 1 : 0)).toBe(Math.sign(byPosition));
        expect(decodeCheckpoint(ea)).toEqual(a);
        expect(ea.length).toBe(32);
      }),
    );
    expect(
      blockCompleteCheckpoint(7) > encodeCheckpoint({ blockNumber: 7, transactionIndex: 500, logIndex: 900 }),
    ).toBe(true);
    expect(blockCompleteCheckpoint(7) < encodeCheckpoint({ blockNumber: 8, transactionIndex: 0, logIndex: 0 })).toBe(
      true,
    );
  });
});

describe("config", () => {
  it("builds the mainnet preset with the deployed addresses (docs/reference/protocol.md#deployment) and the router domain", () => {
    const chain = mainnetPreset("https://rpc.example").chains[0]!;
    expect(chain).toMatchObject({
      chainId: 1,
      contracts: {
        poolManager: "0xccCCcCcCCccCfAE2Ee43F0E727A8c2969d74B9eC",
        orderProtocol: "0x111111125421cA6dc452d289314280a0f8842A65",
      },
      orderDomain: {
        name: "1inch Aggregation Router",
        version: "6",
        verifyingContract: "0x111111125421cA6dc452d289314280a0f8842A65",
      },
      finalityDepth: 65,
    });
  });

  it("reads a devnet manifest defensively and lists every problem of a bad config", () => {
    const config = configFromManifest(
      {
        chainId: 31337,
        contracts: {
          poolManager: "0x5fbdb2315678afecb367f032d93f642f64180aa3",
          whitelistManager: "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0",
          orderProtocol: "0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9",
        },
        pools: [{ anything: 1 }],
      },
      "http://127.0.0.1:8545",
    );
    expect(config.chains[0]).toMatchObject({
      chainId: 31337,
      startBlock: 0,
      contracts: { poolManager: "0x5FbDB2315678afecb367f032d93F642f64180aa3", adapter: null },
    });
    try {
      parseConfig({ chains: [{ chainId: 0, rpcUrl: "ftp://x", contracts: { poolManager: "nope" } }] });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual(
        expect.arrayContaining([
          "chains[0].chainId must be a positive integer",
          "chains[0].rpcUrl must be an http(s) URL",
          "chains[0].contracts.poolManager must be a 0x-prefixed 20-byte address",
          "chains[0].contracts.whitelistManager must be a 0x-prefixed 20-byte address",
        ]),
      );
    }
  });

  it("hashes what guards resuming and ignores what may change", () => {
    const base = chainConfigHash(chainConfig());
    expect(chainConfigHash(chainConfig({ rpcUrl: "http://other", pollIntervalMs: 9, usdPrices: {} }))).toBe(base);
    expect(chainConfigHash(chainConfig({ startBlock: 9 }))).not.toBe(base);
  });
});
