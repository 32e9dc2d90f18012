/**
 * Issue 20, D5: a truncated, emptied or deleted journal is refused, never a silent fresh start;
 * a torn final write (a crash inside the last write) is still recovered. Earlier-format files load.
 */
import { mkdtemp, readFile, rm, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  encodeJournalLine,
  FileLedgerStore,
  type FileStoreOptions,
  StoreCorruptError,
} from "../../runtime/store/index.ts";
import { encodeSnapshotLines } from "../../runtime/store/snapshot-lines.ts";

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
const warnings: string[] = [];
const open: FileLedgerStore<Entry, Totals>[] = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "ck-journal-"));
  dataPath = path.join(dir, "bank.json");
  warnings.length = 0;
});
afterEach(async () => {
  for (const store of open.splice(0)) await store.close().catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
});

/** Opens, loads and replays; `state` follows every `add`. */
async function openOwner(options: FileStoreOptions = {}) {
  const store = await FileLedgerStore.open<Entry, Totals>(dataPath, {
    onWarning: (message) => warnings.push(message),
    markIntervalMs: 0,
    ...options,
  });
  open.push(store);
  const loaded = await store.load();
  let seq = loaded.snapshot?.seq ?? 0;
  const state = { ...(loaded.snapshot?.state ?? { total: 0, count: 0 }) };
  for (const record of loaded.records) {
    seq = record.seq;
    state.total += record.value;
    state.count += 1;
  }
  store.attachSnapshotSource(() => ({ seq, state: { ...state } }));
  return {
    store,
    state,
    add: (value: number) => {
      seq += 1;
      state.total += value;
      state.count += 1;
      return store.append([{ seq, value }]);
    },
  };
}

/** Leaves the files as a killed process would: nothing closed, the lock file left behind. */
async function crash(): Promise<void> {
  open.splice(0);
  await rm(`${dataPath}.lock`);
}

/** A bank that wrote `count` records (one durable write each) and then crashed. */
async function crashedAfter(count: number): Promise<void> {
  const owner = await openOwner();
  for (let index = 1; index <= count; index += 1) await owner.add(index);
  await crash();
}

async function refusal(): Promise<StoreCorruptError> {
  try {
    await openOwner();
  } catch (error) {
    expect(error).toBeInstanceOf(StoreCorruptError);
    return error as StoreCorruptError;
  }
  return expect.fail("the store started");
}

describe("D5: a missing journal tail is refused, never a silent start", () => {
  it("refuses a journal cut mid-file, and does not call it a torn write", async () => {
    await crashedAfter(300);
    const journal = await readFile(`${dataPath}.journal`);
    await truncate(`${dataPath}.journal`, Math.floor(journal.length / 2));
    const error = await refusal();
    expect(error.message).toMatch(/records up to seq 300 .* were durable: its tail is missing/);
    expect(error.message).toMatch(/torn write cannot explain/);
    expect(warnings.join("\n")).not.toMatch(/torn/);
  });

  it("refuses a journal cut on a line boundary", async () => {
    await crashedAfter(10);
    const text = await readFile(`${dataPath}.journal`, "utf8");
    const lines = text.split("\n");
    await writeFile(`${dataPath}.journal`, `${lines.slice(0, 6).join("\n")}\n`);
    expect((await refusal()).message).toMatch(/ends at seq 5 .* up to seq 10/);
  });

  it("refuses an emptied journal", async () => {
    await crashedAfter(5);
    await writeFile(`${dataPath}.journal`, "");
    expect((await refusal()).message).toMatch(/the journal is empty: the snapshot .* names journal [0-9a-f]+/);
  });

  it("refuses a deleted journal, also after a clean close", async () => {
    const owner = await openOwner();
    await owner.add(1);
    await owner.store.close();
    open.splice(0);
    await rm(`${dataPath}.journal`);
    expect((await refusal()).message).toMatch(/the journal is missing/);
  });

  it("refuses a deleted journal of a new bank (its first snapshot is written at once)", async () => {
    await crashedAfter(3);
    await rm(`${dataPath}.journal`);
    expect((await refusal()).message).toMatch(/the journal is missing/);
  });

  it("still recovers a torn final write past the mark", async () => {
    await crashedAfter(4);
    await writeFile(`${dataPath}.journal`, encodeJournalLine({ seq: 5, value: 5 } as Entry).slice(0, 17), {
      flag: "a",
    });
    const owner = await openOwner();
    expect(owner.state).toEqual({ total: 10, count: 4 });
    expect(warnings.join("\n")).toMatch(/torn final line of 17 bytes/);
  });

  it("loads a bank of an earlier version (no checksums, no generation) and upgrades it", async () => {
    const v2 = encodeSnapshotLines(2, { total: 3, count: 2 })
      .join("")
      .split("\n")
      .filter((line) => !line.startsWith('{"$sum":'))
      .join("\n")
      .replace('"version":3', '"version":2');
    await writeFile(dataPath, v2);
    await writeFile(
      `${dataPath}.journal`,
      encodeJournalLine({ seq: 3, value: 10 } as Entry) + encodeJournalLine({ seq: 4, value: 20 } as Entry),
    );
    const owner = await openOwner();
    expect(owner.state).toEqual({ total: 33, count: 4 });
    await owner.store.close();
    open.splice(0);
    expect(await readFile(dataPath, "utf8")).toMatch(
      /^\{"format":"contractkit-store-snapshot","version":3,"seq":4,"journal":"[0-9a-f]{16}"/,
    );
    expect(await readFile(`${dataPath}.journal`, "utf8")).toMatch(/^\{"journal":"[0-9a-f]{16}","after":4\}\n$/);
    const reopened = await openOwner();
    expect(reopened.state).toEqual({ total: 33, count: 4 });
  });
});
