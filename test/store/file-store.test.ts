import { spawnSync } from "node:child_process";
import { appendFile, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  encodeJournalLine,
  FileLedgerStore,
  type FileStoreOptions,
  type JournalHandle,
  StoreCorruptError,
  StoreLockedError,
} from "../../runtime/store/index.ts";

interface Entry {
  seq: number;
  value: number;
}
interface Totals {
  total: number;
  count: number;
}

let dir: string;
let dataPath: string;
const opened: FileLedgerStore<Entry, Totals>[] = [];
const warnings: string[] = [];

// Node closes a FileHandle nobody closed when it is garbage collected, with a DEP0137 warning
// (`npm test` printed one from this file). Collect such warnings and force a collection at the end.
const processWarnings: string[] = [];
const onProcessWarning = (warning: Error & { code?: string }) => {
  processWarnings.push(`${warning.code ?? warning.name}: ${warning.message}`);
};
process.on("warning", onProcessWarning);
afterAll(async () => {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as () => void;
  gc();
  await new Promise((resolve) => setTimeout(resolve, 50));
  process.off("warning", onProcessWarning);
  expect(processWarnings.filter((w) => /DEP0137|on garbage collection/.test(w))).toEqual([]);
});

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "ck-store-"));
  dataPath = path.join(dir, "bank.json");
  warnings.length = 0;
});

afterEach(async () => {
  for (const store of opened.splice(0)) await store.close().catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
});

/** The journal file handle of each store opened by {@link openStore} (set when it loads). */
const journals = new WeakMap<object, () => JournalHandle | undefined>();

async function openStore(options: FileStoreOptions = {}) {
  let journal: JournalHandle | undefined;
  const store = await FileLedgerStore.open<Entry, Totals>(dataPath, {
    onWarning: (message) => warnings.push(message),
    ...options,
    wrapJournal: (inner) => {
      journal = inner;
      return options.wrapJournal ? options.wrapJournal(inner) : inner;
    },
  });
  journals.set(store, () => journal);
  opened.push(store);
  return store;
}

/**
 * A process that ended without a clean close: no flush, no compaction, the lock left behind (then
 * removed, as a restart would take it over). Its file handle is closed as the exit would close it,
 * not left to the garbage collector (Node's DEP0137 warning).
 */
async function crash(store: FileLedgerStore<Entry, Totals>): Promise<void> {
  opened.splice(opened.indexOf(store), 1);
  await journals.get(store)?.()?.close();
  await rm(`${dataPath}.lock`);
}

/** A tiny owner: folds records into a total, like the ledger does with its book. */
class Owner {
  seq = 0;
  state: Totals = { total: 0, count: 0 };
  constructor(readonly store: FileLedgerStore<Entry, Totals>) {}
  async load() {
    const loaded = await this.store.load();
    if (loaded.snapshot) {
      this.seq = loaded.snapshot.seq;
      this.state = { ...loaded.snapshot.state };
    }
    for (const record of loaded.records) this.apply(record);
    this.store.attachSnapshotSource(() => ({ seq: this.seq, state: { ...this.state } }));
    return loaded;
  }
  apply(record: Entry) {
    expect(record.seq).toBe(this.seq + 1);
    this.seq = record.seq;
    this.state.total += record.value;
    this.state.count += 1;
  }
  add(value: number): Promise<void> {
    const record = { seq: this.seq + 1, value };
    this.apply(record);
    return this.store.append([record]);
  }
}

async function openOwner(options: FileStoreOptions = {}) {
  const owner = new Owner(await openStore(options));
  await owner.load();
  return owner;
}

/** Wraps the journal so a test can hold syncs and count calls. */
function gatedJournal() {
  const gate = { open: true, waiting: [] as (() => void)[], syncs: 0, writes: 0 };
  const wrap = (inner: JournalHandle): JournalHandle => ({
    write: async (data) => {
      gate.writes += 1;
      await inner.write(data);
    },
    sync: async () => {
      gate.syncs += 1;
      if (!gate.open) await new Promise<void>((resolve) => gate.waiting.push(resolve));
      await inner.sync();
    },
    truncate: (length) => inner.truncate(length),
    close: () => inner.close(),
  });
  const release = () => {
    gate.open = true;
    for (const resolve of gate.waiting.splice(0)) resolve();
  };
  return { gate, wrap, release };
}

describe("group commit", () => {
  it("writes appends issued together as one write and one sync", async () => {
    const owner = await openOwner();
    await Promise.all(Array.from({ length: 200 }, (_, index) => owner.add(index)));
    expect(owner.store.stats()).toMatchObject({
      appendedRecords: 200,
      writes: 1,
      syncs: 1,
      journalRecords: 200,
    });
  });

  it("batches appends that arrive during a sync into the next single write, and acks only after it", async () => {
    const { gate, wrap, release } = gatedJournal();
    const owner = await openOwner({ wrapJournal: wrap });
    gate.open = false;
    const first = owner.add(1);
    let firstDone = false;
    void first.then(() => {
      firstDone = true;
    });
    // Let the writer reach the held sync.
    while (gate.waiting.length === 0) await new Promise((resolve) => setImmediate(resolve));
    const later = Array.from({ length: 50 }, (_, index) => owner.add(index));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(firstDone).toBe(false);
    expect(gate.writes).toBe(1);
    release();
    await Promise.all([first, ...later]);
    expect(gate).toMatchObject({ writes: 2, syncs: 2 });
    expect(owner.store.stats().journalRecords).toBe(51);
  });

  it("appends without rewriting the snapshot or anything already written", async () => {
    const owner = await openOwner();
    for (let index = 0; index < 20; index += 1) await owner.add(1);
    await owner.store.compact();
    const snapshotBefore = await stat(dataPath);
    const sizes: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      await owner.add(7);
      sizes.push((await stat(`${dataPath}.journal`)).size);
    }
    const snapshotAfter = await stat(dataPath);
    expect(snapshotAfter.mtimeMs).toBe(snapshotBefore.mtimeMs);
    const steps = sizes.slice(1).map((size, index) => size - (sizes[index] as number));
    // Every append adds one line of about the same size, whatever the ledger holds.
    for (const step of steps) expect(Math.abs(step - (steps[0] as number))).toBeLessThanOrEqual(1);
  });
});

describe("recovery", () => {
  it("replays the journal after a reopen into identical state", async () => {
    const first = await openOwner();
    for (let index = 1; index <= 30; index += 1) await first.add(index);
    await first.store.flush();
    const state = { ...first.state };
    await crash(first.store);
    const second = await openOwner();
    expect(second.state).toEqual(state);
    expect(second.seq).toBe(30);
  });

  it("compacts to a snapshot and reopens to the same state; close compacts too", async () => {
    const first = await openOwner();
    for (let index = 1; index <= 10; index += 1) await first.add(index);
    await first.store.compact();
    // After a compaction the journal holds only its header: the generation the snapshot names.
    const journalHeader = /^\{"journal":"[0-9a-f]{16}","after":(\d+)\}\n$/;
    expect(await readFile(`${dataPath}.journal`, "utf8")).toMatch(journalHeader);
    await first.add(100);
    await first.store.close();
    expect(journalHeader.exec(await readFile(`${dataPath}.journal`, "utf8"))?.[1]).toBe("11");
    const [header] = (await readFile(dataPath, "utf8")).split("\n");
    expect(JSON.parse(header ?? "")).toMatchObject({ format: "contractkit-store-snapshot", version: 3, seq: 11 });
    const second = await openOwner();
    expect(second.state).toEqual({ total: 155, count: 11 });
    await second.add(1);
    expect(second.seq).toBe(12);
  });

  it("compacts automatically once the journal outgrows its threshold", async () => {
    const owner = await openOwner({ compactMinBytes: 2_000, compactRatio: 1 });
    for (let index = 0; index < 100; index += 1) await owner.add(1);
    expect(owner.store.stats().compactions).toBeGreaterThan(0);
    expect(owner.store.stats().journalBytes).toBeLessThan(2_000 + 200);
    await owner.store.close();
    const reopened = await openOwner();
    expect(reopened.state).toEqual({ total: 100, count: 100 });
  });

  it("skips journal records the snapshot already holds (crash between snapshot and truncate)", async () => {
    const first = await openOwner();
    for (let index = 1; index <= 5; index += 1) await first.add(index);
    const journal = await readFile(`${dataPath}.journal`);
    await first.store.close();
    // Put the pre-compaction journal back, as if the crash hit before the truncate.
    await writeFile(`${dataPath}.journal`, journal);
    await writeFile(`${dataPath}.next`, "half a snapsh");
    const second = await openOwner();
    expect(second.state).toEqual({ total: 15, count: 5 });
    await second.add(1);
    expect(second.seq).toBe(6);
  });

  it("discards a torn final line with a warning, and appends cleanly after it", async () => {
    const first = await openOwner();
    await first.add(1);
    await first.add(2);
    await first.store.flush();
    await crash(first.store);
    const torn = encodeJournalLine({ seq: 3, value: 3 } as Entry).slice(0, 20);
    await appendFile(`${dataPath}.journal`, torn);
    const second = await openOwner();
    expect(second.state).toEqual({ total: 3, count: 2 });
    expect(warnings.join("\n")).toMatch(/torn final line of 20 bytes at byte offset \d+ .*never acknowledged/);
    await second.add(10);
    await second.store.close();
    const third = await openOwner();
    expect(third.state).toEqual({ total: 13, count: 3 });
  });

  it("refuses a damaged middle line, naming the file and the byte offset", async () => {
    const first = await openOwner();
    for (let index = 1; index <= 3; index += 1) await first.add(index);
    await first.store.flush();
    await crash(first.store);
    const text = await readFile(`${dataPath}.journal`, "utf8");
    const [line1, line2] = text.split("\n");
    const damagedAt = Buffer.byteLength(`${line1}\n`);
    await writeFile(`${dataPath}.journal`, text.replace(line2 as string, `${(line2 as string).slice(0, 15)}}`));
    const store = await openStore();
    const error = await store.load().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StoreCorruptError);
    expect((error as StoreCorruptError).byteOffset).toBe(damagedAt);
    expect((error as Error).message).toContain(`${dataPath}.journal`);
    expect((error as Error).message).toContain(`byte offset ${damagedAt}`);
  });

  it("catches a flipped digit that still parses, by checksum", async () => {
    await writeFile(`${dataPath}.journal`, encodeJournalLine({ seq: 1, value: 500 } as Entry).replace("500", "900"));
    const store = await openStore();
    await expect(store.load()).rejects.toThrow(/checksum mismatch in record seq 1/);
  });

  it("refuses a journal with a missing record", async () => {
    await writeFile(
      `${dataPath}.journal`,
      encodeJournalLine({ seq: 1, value: 1 } as Entry) + encodeJournalLine({ seq: 3, value: 1 } as Entry),
    );
    const store = await openStore();
    await expect(store.load()).rejects.toThrow(/seq 3 follows seq 1/);
  });

  it("refuses a journal that does not continue the snapshot, never starting fresh", async () => {
    await writeFile(`${dataPath}.journal`, encodeJournalLine({ seq: 7, value: 1 } as Entry));
    const store = await openStore();
    await expect(store.load()).rejects.toThrow(/continues at seq 7 but the snapshot .* ends at seq 0/);
  });

  it("refuses a damaged snapshot with the file and byte offset", async () => {
    await writeFile(dataPath, '{"format":"contractkit-store-snapshot","version":1,"seq":3,"state":{"total":1,');
    const store = await openStore();
    const error = await store.load().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StoreCorruptError);
    // The text ends after 78 bytes, mid-object: the offset points at the end of what was written.
    expect((error as Error).message).toContain(`${dataPath} is damaged at byte offset 78`);
  });
});

describe("lock", () => {
  it("refuses a second open of the same data file while the first is open", async () => {
    await openStore();
    await expect(FileLedgerStore.open(dataPath)).rejects.toThrow(StoreLockedError);
    await expect(FileLedgerStore.open(dataPath)).rejects.toThrow(new RegExp(`in use by process ${process.pid}`));
  });

  it("is released by close", async () => {
    const store = await openStore();
    await store.load();
    await store.close();
    await expect(stat(`${dataPath}.lock`)).rejects.toThrow(/ENOENT/);
    await openStore();
  });

  it("takes over a stale lock whose process is gone", async () => {
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]).stdout.toString();
    await writeFile(`${dataPath}.lock`, `${dead}\n`);
    const store = await openStore();
    await store.load();
    expect(warnings.join("\n")).toContain(`took over stale lock ${dataPath}.lock (process ${dead} is not running)`);
    expect((await readFile(`${dataPath}.lock`, "utf8")).trim()).toBe(String(process.pid));
  });
});

describe("write failures", () => {
  it("fails the batch and every later append once a sync fails (no retry on a failed fsync)", async () => {
    let failNext = false;
    const owner = await openOwner({
      wrapJournal: (inner) => ({
        ...inner,
        write: (data) => inner.write(data),
        sync: async () => {
          if (failNext) throw Object.assign(new Error("EIO: simulated disk failure"), { code: "EIO" });
          await inner.sync();
        },
        truncate: (length) => inner.truncate(length),
        close: () => inner.close(),
      }),
    });
    await owner.add(1);
    failNext = true;
    await expect(owner.add(2)).rejects.toThrow(/EIO/);
    await expect(owner.add(3)).rejects.toThrow(/failed a write and accepts no more records/);
    await expect(owner.store.flush()).rejects.toThrow(/accepts no more records/);
  });
});
