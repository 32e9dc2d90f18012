/**
 * The indexer against a fake JSON-RPC chain (viem `custom` transport): adaptive ranges when the
 * provider refuses a range, 429 with Retry-After, reorgs detected by parent hash and by "unknown
 * block", reorgs deeper than finality, idempotent re-indexing and kill-and-resume.
 */
import { type Address, HttpRequestError, keccak256, ResponseBodyTooLargeError, toHex } from "viem";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ChainIndexer } from "../../runtime/protocol/indexer/indexer.ts";
import {
  classifyRpcError,
  LogRangeSizer,
  parseRetryAfter,
  suggestedRangeBlocks,
} from "../../runtime/protocol/indexer/rpc.ts";
import {
  ConfigMismatchError,
  MemoryStoreAdapter,
  ProtocolStore,
  type StoreAdapter,
} from "../../runtime/protocol/store.ts";
import { CHAIN_ID, chainConfig, FakeChain } from "./fixtures.ts";
import { describeStores } from "./store-kinds.ts";
import { canonicalStoreText, InspectedMemoryAdapter } from "./store-text.ts";

const account = (n: number) => keccak256(toHex(`account-${n}`)).slice(0, 42) as Address;
/** One whitelist event every third block. */
const events = (n: number) =>
  n % 3 === 0 ? [{ eventName: "GlobalWhitelistAdded" as const, account: account(n) }] : [];

/** Stores opened by {@link indexer}, closed after each store-parameterised case. */
const opened: ProtocolStore[] = [];

async function indexer<A extends StoreAdapter = InspectedMemoryAdapter>(
  chain: FakeChain,
  adapter: A = new InspectedMemoryAdapter() as StoreAdapter as A,
  options: Partial<ConstructorParameters<typeof ChainIndexer>[0]> = {},
) {
  const store = new ProtocolStore(adapter);
  await store.open();
  opened.push(store);
  const sleeps: number[] = [];
  const instance = new ChainIndexer({
    chain: chainConfig(),
    store,
    transport: chain.transport(),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...options,
  });
  return { instance, store, adapter, sleeps };
}

/** Steps until the head is reached (each step is one batch). */
async function syncToHead(instance: ChainIndexer): Promise<void> {
  for (let i = 0; i < 200; i++) if (await instance.step()) return;
  throw new Error("did not reach the head");
}

const listed = (store: ProtocolStore) => Object.keys(store.peek(CHAIN_ID)?.globalWhitelist ?? {}).sort();
const expectedAccounts = (upTo: number) =>
  Array.from({ length: upTo + 1 }, (_, n) => n)
    .filter((n) => n % 3 === 0)
    .map((n) => account(n).toLowerCase())
    .sort();

describe("RPC error classification", () => {
  it("reads the provider's suggested range, Retry-After, and classes errors", () => {
    expect(
      suggestedRangeBlocks("query returned more than 10000 results. Try with this block range [0x10, 0x1f]."),
    ).toBe(16);
    expect(suggestedRangeBlocks("eth_getLogs is limited to a 500 block range")).toBe(500);
    expect(parseRetryAfter("3")).toBe(3000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 7_000)).toBe(3000);
    expect(
      classifyRpcError(new HttpRequestError({ url: "x", status: 429, headers: new Headers({ "retry-after": "2" }) })),
    ).toMatchObject({ kind: "rate_limited", retryAfterMs: 2000, retryable: true });
    expect(classifyRpcError(Object.assign(new Error("unknown block"), { code: -32000 }))).toMatchObject({
      kind: "unknown_block",
    });
    expect(classifyRpcError(new HttpRequestError({ url: "x", status: 502 }))).toMatchObject({
      kind: "transient",
      retryable: true,
    });
    expect(classifyRpcError(new Error("execution reverted"))).toMatchObject({ kind: "fatal", retryable: false });
    // viem's own response cap: a range with too many logs for one response.
    expect(classifyRpcError(new ResponseBodyTooLargeError({ maxSize: 10, size: 11 }))).toMatchObject({
      kind: "range_too_large",
    });
  });

  it("sizes getLogs ranges: a short first probe, fast growth, held to the density seen", () => {
    const sizer = new LogRangeSizer(1_000, 10_000, 10_000);
    expect(sizer.size).toBe(100);
    sizer.grow(100, 3); // sparse: straight to the configured start
    expect(sizer.size).toBe(1_000);
    sizer.grow(1_000, 10);
    expect(sizer.size).toBe(4_000);
    sizer.grow(4_000, 20_000); // dense: 10,000 logs' worth of blocks
    expect(sizer.size).toBe(2_000);
    expect(sizer.shrink(500)).toBe(true); // the provider's suggestion
    expect(sizer.size).toBe(500);
    sizer.grow(500, 0); // after a refusal, growth is by a quarter
    expect(sizer.size).toBe(625);
  });
});

describe("indexer on a fake chain", () => {
  it("shrinks the getLogs range to the provider's suggestion and still indexes every event", async () => {
    const chain = new FakeChain(40, events);
    chain.faults.push((method, params) => {
      if (method !== "eth_getLogs") return undefined;
      const filter = params[0] as { fromBlock?: string; toBlock?: string };
      if (!filter.fromBlock) return undefined;
      const size = Number(BigInt(filter.toBlock!)) - Number(BigInt(filter.fromBlock)) + 1;
      return size > 3
        ? Object.assign(new Error("query returned more than 10000 results. Try with this block range [0x0, 0x2]."), {
            code: -32005,
          })
        : undefined;
    });
    const { instance, store } = await indexer(chain);
    await syncToHead(instance);
    expect(listed(store)).toEqual(expectedAccounts(39));
    const ranges = chain.requests
      .filter((r) => r.method === "eth_getLogs" && (r.params[0] as { fromBlock?: string }).fromBlock)
      .map((r) => {
        const f = r.params[0] as { fromBlock: string; toBlock: string };
        return Number(BigInt(f.toBlock)) - Number(BigInt(f.fromBlock)) + 1;
      });
    // The first request used the initial size, the retry the provider's suggestion; later requests
    // probe upwards again (growth on success) and fall back to the suggestion each time.
    expect(ranges[0]).toBe(4);
    expect(ranges[1]).toBe(3);
    expect(Math.max(...ranges)).toBe(4);
  });

  it("waits out a 429 for the Retry-After the server sent, then continues", async () => {
    const chain = new FakeChain(10, events);
    let refused = 0;
    chain.faults.push((method) => {
      if (method === "eth_getLogs" && refused < 2) {
        refused++;
        return new HttpRequestError({ url: "http://rpc", status: 429, headers: new Headers({ "retry-after": "7" }) });
      }
      return undefined;
    });
    const { instance, store, sleeps } = await indexer(chain);
    await syncToHead(instance);
    expect(sleeps).toEqual([7000, 7000]);
    expect(listed(store)).toEqual(expectedAccounts(9));
  });

  it("gives an identical store when the same range is indexed twice", async () => {
    const chain = new FakeChain(30, events);
    const first = await indexer(chain);
    await syncToHead(first.instance);
    // The undo log records what each block overwrote, which differs on a replay by nature (the
    // records already exist); records, checkpoint and block window must be identical.
    const withoutUndo = (text: string | null) => {
      const document = JSON.parse(text!) as { chains: Record<string, { undo?: unknown }> };
      for (const chainState of Object.values(document.chains)) delete chainState.undo;
      return JSON.stringify(document);
    };
    const text = withoutUndo(first.adapter.text);
    // Rewind the checkpoint and process blocks 0-29 again over the existing records.
    const state = first.store.peek(CHAIN_ID)!;
    state.checkpoint = null;
    state.blocks = [];
    state.undo = [];
    const again = await indexer(chain, first.adapter, { store: first.store });
    await syncToHead(again.instance);
    expect(withoutUndo(first.adapter.text)).toBe(text);
    expect(Object.keys(state.globalWhitelist)).toHaveLength(10);
  });

  it("spaces backfill commits, committing the checkpoint only with the records it covers", async () => {
    const chain = new FakeChain(60, events);
    const clean = await indexer(chain);
    await syncToHead(clean.instance);

    // Backfill batches grow from 4 blocks; with commits spaced a minute apart, none is committed
    // before the end of the backfill, so a failure mid-backfill leaves nothing half-written.
    const adapter = new InspectedMemoryAdapter();
    const failing = await indexer(chain, adapter, { backfillCommitIntervalMs: 60_000 });
    chain.faults.push((method, params) => {
      const filter = params[0] as { fromBlock?: string };
      return method === "eth_getLogs" && filter.fromBlock && Number(BigInt(filter.fromBlock)) > 10
        ? new Error("method eth_getLogs refused: not allowed")
        : undefined;
    });
    await expect(syncToHead(failing.instance)).rejects.toThrow(/refused/);
    expect(failing.instance.status.eventsIndexed).toBeGreaterThan(0);
    expect(adapter.writes).toBe(0);

    chain.faults.pop();
    const resumed = await indexer(chain, adapter, { backfillCommitIntervalMs: 60_000 });
    await syncToHead(resumed.instance);
    expect(adapter.text).toBe(clean.adapter.text);
    // One commit at the end of the backfill (block 56), then the head batch (57-59).
    expect(adapter.writes).toBe(2);
  });

  it("writes a spaced backfill commit while the next batch is applied; lastIndexedBlock moves once it is durable", async () => {
    const chain = new FakeChain(60, events);
    const clean = await indexer(chain);
    await syncToHead(clean.instance);

    // Every journal append waits for `release` while `held` is set.
    let release = () => {};
    let held: Promise<void> | undefined;
    class HeldAdapter extends InspectedMemoryAdapter {
      override async open() {
        const ledger = await super.open();
        const append = ledger.append.bind(ledger);
        ledger.append = (records) => {
          const written = append(records);
          return held === undefined ? written : held.then(() => written);
        };
        return ledger;
      }
    }
    const adapter = new HeldAdapter();
    const pipelined = await indexer(chain, adapter, { backfillCommitIntervalMs: 0 });
    held = new Promise((resolve) => {
      release = resolve;
    });
    // Backfill batches of 4 blocks: the first step's commit is held, and the step returns anyway.
    expect(await pipelined.instance.step()).toBe(false);
    const firstBatchEnd = pipelined.instance.lastIndexedBlock();
    expect(firstBatchEnd).toBe(3);
    expect(pipelined.instance.status.lastIndexedBlock).toBeNull();
    // The next step applies its batch, then waits for the held commit before starting its own.
    const second = pipelined.instance.step();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pipelined.instance.lastIndexedBlock()).toBeGreaterThan(3);
    expect(pipelined.instance.status.lastIndexedBlock).toBeNull();
    held = undefined;
    release();
    await second;
    expect(pipelined.instance.status.lastIndexedBlock).toBeGreaterThanOrEqual(3);
    await syncToHead(pipelined.instance);
    expect(adapter.text).toBe(clean.adapter.text);
  });

  it("prints backfill progress lines: percent, blocks, events, blocks/s, events/s, ETA, then a done line", async () => {
    const chain = new FakeChain(60, events);
    const lines: string[] = [];
    const every = await indexer(chain, new MemoryStoreAdapter(), { progressIntervalMs: 0, log: (l) => lines.push(l) });
    await syncToHead(every.instance);
    const progress = lines.filter((line) => line.includes("backfill"));
    expect(progress.length).toBeGreaterThan(2);
    for (const line of progress.slice(0, -1)) {
      expect(line).toMatch(
        /^\[chain \d+\] backfill \d+% \([\d,]+\/[\d,]+ blocks, at block [\d,]+\), [\d,]+ events, [\d,]+ blocks\/s, [\d,]+ events\/s, ETA /,
      );
    }
    expect(progress.at(-1)).toMatch(
      /backfill done: block 56, 57 blocks and \d+ events in [\d.]+ s \(.* blocks\/s, .* events\/s\)/,
    );

    // Rate-limited: with an hour between lines, only the closing line of the backfill appears.
    const quiet: string[] = [];
    const limited = await indexer(chain, new MemoryStoreAdapter(), {
      progressIntervalMs: 3_600_000,
      log: (l) => quiet.push(l),
    });
    await syncToHead(limited.instance);
    const first = quiet.filter((line) => line.includes("backfill"));
    expect(first.length).toBeLessThanOrEqual(2);
    expect(first.at(-1)).toContain("backfill done");
  });

  it("refuses to resume a store indexed under another configuration", async () => {
    const chain = new FakeChain(5, events);
    const { adapter, instance } = await indexer(chain);
    await syncToHead(instance);
    const store = new ProtocolStore(adapter);
    await store.open();
    expect(
      () => new ChainIndexer({ chain: chainConfig({ startBlock: 2 }), store, transport: chain.transport() }),
    ).toThrow(ConfigMismatchError);
  });

  it("runs as a loop: ready after catching up, follows new blocks, reports poll errors", async () => {
    const chain = new FakeChain(12, events);
    const { instance } = await indexer(chain, new MemoryStoreAdapter(), {
      sleep: (ms) => new Promise((r) => setTimeout(r, Math.min(ms, 5))),
    });
    instance.start();
    await instance.waitUntilReady(5_000);
    chain.push([{ eventName: "GlobalWhitelistAdded", account: account(77) }]);
    await instance.waitForBlock(12, 5_000);
    expect(instance.status).toMatchObject({ ready: true, lastIndexedBlock: 12, headBlock: 12, lastError: null });
    chain.faults.push((method) =>
      method === "eth_blockNumber" ? new Error("method eth_blockNumber refused: not allowed") : undefined,
    );
    for (let i = 0; i < 200 && instance.status.lastError === null; i++) await new Promise((r) => setTimeout(r, 5));
    expect(instance.status.lastError).toMatch(/refused/);
    await instance.stop();
  });
});

/** Reorgs and resuming after a crash, on every store (the JSON store's text is the reference). */
describeStores("indexer reorgs and resuming", (kind) => {
  beforeEach(async () => {
    await kind().fresh();
  });
  afterEach(async () => {
    for (const store of opened.splice(0)) await kind().abandon(store);
  });

  it("rolls back to the common ancestor on a parent-hash mismatch and indexes the new branch", async () => {
    const chain = new FakeChain(20, events);
    const { instance, store } = await indexer(chain, kind().adapter());
    await syncToHead(instance);
    expect(listed(store)).toEqual(expectedAccounts(19));
    // Blocks 18-19 (18 carried an event) are replaced by three blocks with one other event.
    chain.reorg(18, [[], [{ eventName: "GlobalWhitelistAdded", account: account(1000) }], []]);
    await syncToHead(instance);
    expect(instance.status.reorgCount).toBe(1);
    expect(listed(store)).toEqual([...expectedAccounts(17), account(1000).toLowerCase()].sort());
    expect(store.peek(CHAIN_ID)!.blocks.at(-1)!.hash).toBe(chain.blocks[20]!.hash);
    // The rollback and the new branch are what a restart reads back.
    expect(await kind().text()).toBe(canonicalStoreText(store.document));
  });

  it("treats 'unknown block' from getLogs by hash as a reorg", async () => {
    const chain = new FakeChain(20, events);
    const { instance, store } = await indexer(chain, kind().adapter());
    await syncToHead(instance);
    chain.push([]);
    // The header of block 20 is served from the old branch, then the chain reorgs before its logs are read.
    const staleHeader = chain.blocks[20]!;
    chain.faults.push((method, params) => {
      if (method === "eth_getLogs" && (params[0] as { blockHash?: string }).blockHash === staleHeader.hash) {
        chain.reorg(19, [[{ eventName: "GlobalWhitelistAdded", account: account(2000) }], []]);
        chain.faults.pop();
        return Object.assign(new Error(`unknown block ${staleHeader.hash}`), { code: -32000 });
      }
      return undefined;
    });
    await syncToHead(instance);
    expect(instance.status.reorgCount).toBe(1);
    expect(listed(store)).toContain(account(2000).toLowerCase());
    expect(store.peek(CHAIN_ID)!.blocks.at(-1)!.hash).toBe(chain.blocks.at(-1)!.hash);
  });

  it("halts with a clear error when a reorg goes below the finality boundary", async () => {
    const chain = new FakeChain(20, events);
    const { instance } = await indexer(chain, kind().adapter());
    await syncToHead(instance);
    chain.reorg(
      10,
      Array.from({ length: 11 }, () => []),
    );
    await expect(syncToHead(instance)).rejects.toThrow(/reorg deeper than the finality boundary/);
  });

  it("resumes from the committed checkpoint after a crash between batches, matching a clean run", async () => {
    const chain = new FakeChain(60, events);
    const clean = await indexer(chain);
    await syncToHead(clean.instance);

    let commits = 0;
    const crashing = await indexer(chain, kind().adapter(), {
      // A commit per backfill batch, so the crash lands mid-backfill.
      backfillCommitIntervalMs: 0,
      afterCommit: () => {
        commits++;
        if (commits === 3) throw new Error("simulated crash");
      },
    });
    await expect(syncToHead(crashing.instance)).rejects.toThrow("simulated crash");
    // A batch applied in memory after the last commit is lost with the process.
    crashing.store.peek(CHAIN_ID)!.globalWhitelist["0xdead"] = { listed: true, removed: false };
    const committed = JSON.parse((await kind().text())!) as { chains: Record<string, { checkpoint: string }> };
    expect(Number(committed.chains[String(CHAIN_ID)]!.checkpoint.slice(0, 16))).toBeLessThan(59);

    await kind().abandon(crashing.store);
    const resumed = await indexer(chain, kind().adapter());
    await syncToHead(resumed.instance);
    expect(await kind().text()).toBe(clean.adapter.text);
  });
});
