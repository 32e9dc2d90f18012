/**
 * A compaction that fails part way (issue 20, D6): the snapshot is published by a rename, then the
 * snapshot's journal is started by writing `<journal>.next` and renaming it. Faults (ENOSPC) are
 * injected into chosen file operations by mocking `node:fs/promises` for this file only.
 *
 * - the switch fails after the rename: the records the snapshot covers are acknowledged, `reload`
 *   returns exactly the snapshot, `resume` starts the snapshot's journal once there is room, and a
 *   reopen (after a close, or after a crash) loads every acknowledged record once;
 * - writing the snapshot's `.next` fails: nothing is published, the journal is untouched.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Ledger, type LedgerRecord, type LedgerStateSnapshot, sequentialIds } from "../../runtime/bank/ledger/index.ts";
import { FileLedgerStore, type FileStoreOptions, StoreUnavailableError } from "../../runtime/store/index.ts";

/** Which file operations fail with ENOSPC: `fail(operation, file)` decides (null: none). */
const faults = vi.hoisted(() => ({ fail: null as null | ((operation: string, file: string) => boolean) }));

vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:fs/promises")>();
  const enospc = (operation: string) =>
    Object.assign(new Error(`ENOSPC: no space left on device, ${operation}`), { code: "ENOSPC", errno: -28 });
  const failing = (operation: string, file: unknown) => faults.fail?.(operation, String(file)) ?? false;
  const writeFile = (...args: Parameters<typeof actual.writeFile>) =>
    failing("writeFile", args[0]) ? Promise.reject(enospc("write")) : actual.writeFile(...args);
  const rename = (...args: Parameters<typeof actual.rename>) =>
    failing("rename", args[0]) ? Promise.reject(enospc("rename")) : actual.rename(...args);
  const open = async (...args: Parameters<typeof actual.open>) => {
    const handle = await actual.open(...args);
    const file = String(args[0]);
    return new Proxy(handle, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== "function") return value;
        if (["write", "writeFile", "sync", "datasync"].includes(String(property))) {
          return (...callArgs: unknown[]) =>
            failing(String(property), file)
              ? Promise.reject(enospc(String(property)))
              : (value as (...a: unknown[]) => unknown).apply(target, callArgs);
        }
        return value.bind(target);
      },
    });
  };
  const overrides = { open, writeFile, rename };
  return { ...actual, default: { ...actual, ...overrides }, ...overrides };
});

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
const opened: { close(): Promise<void> }[] = [];
const warnings: string[] = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "ck-compaction-faults-"));
  dataPath = path.join(dir, "bank.json");
  warnings.length = 0;
  faults.fail = null;
});

afterEach(async () => {
  faults.fail = null;
  for (const store of opened.splice(0)) await store.close().catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
});

async function openStore(options: FileStoreOptions = {}) {
  const store = await FileLedgerStore.open<Entry, Totals>(dataPath, {
    onWarning: (message) => warnings.push(message),
    markIntervalMs: 0,
    ...options,
  });
  opened.push(store);
  return store;
}

/** A tiny owner folding records into totals; `apply` checks that no record is missing or repeated. */
class Owner {
  seq = 0;
  state: Totals = { total: 0, count: 0 };
  constructor(readonly store: FileLedgerStore<Entry, Totals>) {}
  async load() {
    this.rebuild(await this.store.load());
    this.store.attachSnapshotSource(() => ({ seq: this.seq, state: { ...this.state } }));
  }
  rebuild(loaded: Awaited<ReturnType<FileLedgerStore<Entry, Totals>["load"]>>) {
    this.seq = loaded.snapshot?.seq ?? 0;
    this.state = loaded.snapshot ? { ...loaded.snapshot.state } : { total: 0, count: 0 };
    for (const record of loaded.records) this.apply(record);
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

/** The generation the snapshot names and the one the journal's header names. */
async function generations(): Promise<{ snapshot: string; journal: string }> {
  const snapshot = (await readFile(dataPath, "utf8")).match(/"journal":"([0-9a-f]+)"/)?.[1] ?? "";
  const header = JSON.parse((await readFile(`${dataPath}.journal`, "utf8")).split("\n")[0] as string);
  return { snapshot, journal: header.journal };
}

/** Drops the lock of an abandoned store, as a crash of its process would (the PID is then gone); the space is back. */
async function crash(): Promise<void> {
  opened.length = 0;
  faults.fail = null;
  await rm(`${dataPath}.lock`, { force: true });
}

/** Starts an owner with records 1..3, then compacts with record 4 queued while the journal switch fails. */
async function failJournalSwitch() {
  const owner = await openOwner();
  for (const value of [1, 2, 3]) await owner.add(value);
  const journalNext = `${dataPath}.journal.next`;
  faults.fail = (operation, file) => operation === "writeFile" && file === journalNext;
  const covered = owner.add(4);
  const compaction = owner.store.compact();
  await expect(covered).resolves.toBeUndefined();
  await expect(compaction).rejects.toThrow(/ENOSPC/);
  return owner;
}

describe("a compaction whose snapshot is published but whose journal switch fails (ENOSPC)", () => {
  it("acknowledges the covered records, reloads the durable state, starts the journal on resume, and reopens cleanly", async () => {
    const owner = await failJournalSwitch();
    const { store } = owner;
    const before = await generations();
    expect(before.journal).not.toBe(before.snapshot);
    await expect(store.append([{ seq: 5, value: 5 }])).rejects.toBeInstanceOf(StoreUnavailableError);

    const reloaded = await store.reload();
    expect(reloaded.snapshot).toEqual({ seq: 4, state: { total: 10, count: 4 } });
    expect(reloaded.records).toEqual([]);
    owner.rebuild(reloaded);

    // Still no room for the journal's header: resume refuses and appends stay refused.
    await expect(store.resume()).rejects.toThrow(/ENOSPC/);
    await expect(store.append([{ seq: 5, value: 5 }])).rejects.toBeInstanceOf(StoreUnavailableError);

    faults.fail = null;
    await store.resume();
    const after = await generations();
    expect(after.snapshot).toBe(before.snapshot);
    expect(after.journal).toBe(after.snapshot);
    await owner.add(5);
    await owner.add(6);

    await store.close();
    const again = await openOwner();
    expect(again.state).toEqual({ total: 21, count: 6 });
    expect(again.seq).toBe(6);
    expect(warnings).toEqual([]);
  });

  it("reopens cleanly after a crash right after the failed switch (the previous generation's journal)", async () => {
    const owner = await failJournalSwitch();
    expect(owner.seq).toBe(4);
    await crash();
    const again = await openOwner();
    expect(again.state).toEqual({ total: 10, count: 4 });
    expect(warnings.some((message) => /starting the snapshot's journal/.test(message))).toBe(true);
    const files = await generations();
    expect(files.journal).toBe(files.snapshot);
    await again.add(5);
    await crash();
    const third = await openOwner();
    expect(third.state).toEqual({ total: 15, count: 5 });
  });

  it("reopens cleanly after a crash once reload ran but before resume", async () => {
    const owner = await failJournalSwitch();
    owner.rebuild(await owner.store.reload());
    await crash();
    const again = await openOwner();
    expect(again.state).toEqual({ total: 10, count: 4 });
    await again.add(5);
    await again.store.close();
    expect((await openOwner()).state).toEqual({ total: 15, count: 5 });
  });
});

describe("a compaction that fails writing the snapshot's .next", () => {
  it("publishes nothing: the queued record is refused, the files are as before, and reload and resume go on from them", async () => {
    const owner = await openOwner();
    for (const value of [1, 2, 3]) await owner.add(value);
    const before = await generations();
    const snapshotBefore = await readFile(dataPath);
    const journalBefore = await readFile(`${dataPath}.journal`);
    const snapshotNext = `${dataPath}.next`;
    faults.fail = (operation, file) => file === snapshotNext && operation !== "rename";
    const queued = owner.add(4);
    const compaction = owner.store.compact();
    await expect(queued).rejects.toThrow(/ENOSPC/);
    await expect(compaction).rejects.toThrow(/ENOSPC/);

    expect(await readFile(dataPath)).toEqual(snapshotBefore);
    expect(await readFile(`${dataPath}.journal`)).toEqual(journalBefore);
    expect(await generations()).toEqual(before);
    const reloaded = await owner.store.reload();
    expect((reloaded.snapshot?.seq ?? 0) + reloaded.records.length).toBe(3);
    owner.rebuild(reloaded);
    expect(owner.state).toEqual({ total: 6, count: 3 });

    faults.fail = null;
    await owner.store.resume();
    await owner.add(4);
    await owner.store.compact();
    await crash();
    const again = await openOwner();
    expect(again.state).toEqual({ total: 10, count: 4 });
    expect(warnings).toEqual([]);
  });
});

describe("the ledger over a store whose compaction's journal switch fails (ENOSPC)", () => {
  async function openLedger() {
    // Compact before the write that follows any record (a journal header alone is shorter), so
    // that the write is covered by the compaction.
    const store = await FileLedgerStore.open<LedgerRecord, LedgerStateSnapshot>(dataPath, {
      onWarning: (message) => warnings.push(message),
      compactMinBytes: 200,
      compactRatio: 0,
    });
    const ledger = await Ledger.open({ store, ids: sequentialIds(), storeRetryMs: 10 });
    opened.push(ledger);
    return ledger;
  }
  const names = (ledger: Ledger) =>
    ledger
      .listOrganisations()
      .map((organisation) => organisation.name)
      .sort();

  it("keeps the acknowledged signup, refuses writes until the journal is started, and reopens with a passing audit", async () => {
    const ledger = await openLedger();
    expect((await ledger.signup({ name: "Before Co", accounts: [{ name: "Main" }] })).ok).toBe(true);
    const journalNext = `${dataPath}.journal.next`;
    faults.fail = (operation, file) => operation === "writeFile" && file === journalNext;
    // Published in the snapshot, so acknowledged although the new journal could not be started.
    expect((await ledger.signup({ name: "Covered Co", accounts: [{ name: "Main" }] })).ok).toBe(true);
    await expect(ledger.signup({ name: "Refused Co" })).rejects.toThrow(/ENOSPC|accepts no more records/);
    expect(ledger.availability()).toMatchObject({ writable: false, reason: expect.stringMatching(/disk is full/) });
    // The ledger rebuilds its book from the store in the background: the refused signup goes away.
    while (names(ledger).includes("Refused Co")) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(names(ledger)).toEqual(["Before Co", "Covered Co"]);

    faults.fail = null;
    while (!ledger.availability().writable) await new Promise((resolve) => setTimeout(resolve, 5));
    const files = await generations();
    expect(files.journal).toBe(files.snapshot);
    expect((await ledger.signup({ name: "After Co" })).ok).toBe(true);
    expect(ledger.audit().ok).toBe(true);

    opened.length = 0;
    await ledger.close();
    const again = await openLedger();
    expect(names(again)).toEqual(["After Co", "Before Co", "Covered Co"]);
    expect(again.audit().ok).toBe(true);
    expect(warnings).toEqual([]);
  });
});

describe("a compaction whose new journal is renamed into place but whose directory sync fails", () => {
  it("appends to the journal on disk after resume, so a reopen finds every acknowledged record", async () => {
    const owner = await openOwner();
    for (const value of [1, 2, 3]) await owner.add(value);
    let renamed = false;
    faults.fail = (operation, file) => {
      if (operation === "rename" && file === `${dataPath}.journal.next`) renamed = true;
      return renamed && operation === "sync" && file === dir;
    };
    await expect(owner.store.compact()).rejects.toThrow(/ENOSPC/);
    expect(renamed).toBe(true);
    owner.rebuild(await owner.store.reload());
    expect(owner.state).toEqual({ total: 6, count: 3 });
    faults.fail = null;
    await owner.store.resume();
    await owner.add(4);
    await owner.add(5);
    await crash();
    const again = await openOwner();
    expect(again.state).toEqual({ total: 15, count: 5 });
  });
});
