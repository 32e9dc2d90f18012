/**
 * Secrets at rest (issue 20 item 10): data files are the owner's only, the admin key (which an
 * operator may choose by hand) is stored as a salted scrypt hash, hashes of the earlier unsalted
 * format still verify and are replaced, and the CLI steers keys off the command line.
 */
import { createHash } from "node:crypto";
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { resolveAdminKey } from "../../cli/serve-bank.ts";
import {
  Ledger,
  type LedgerRecord,
  type LedgerStateSnapshot,
  LedgerUnavailableError,
} from "../../runtime/bank/ledger/index.ts";
import { startBankService } from "../../runtime/bank/service.ts";
import { FileLedgerStore } from "../../runtime/store/index.ts";

const dirs: string[] = [];
function newDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "contractkit-secrets-"));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const mode = (file: string) => statSync(file).mode & 0o777;
const KEY = "correct-horse-battery-staple";

describe("data files", () => {
  it("creates the snapshot, journal and lock readable by the owner only, and tightens older files", async () => {
    const dir = newDir();
    const dataFile = path.join(dir, "bank.json");
    // A journal left by an earlier version, world-readable.
    writeFileSync(`${dataFile}.journal`, "");
    chmodSync(`${dataFile}.journal`, 0o644);
    const bank = await startBankService({ dataFile, port: 0, host: "127.0.0.1", adminKey: KEY, onError: () => {} });
    expect(mode(`${dataFile}.lock`)).toBe(0o600);
    expect(mode(`${dataFile}.journal`)).toBe(0o600);
    await bank.close();
    expect(mode(dataFile)).toBe(0o600);
  });
});

describe("the admin key's stored hash", () => {
  it("is salted: the same key stored twice gives two different hashes, neither of them its sha256", async () => {
    const hashes: string[] = [];
    for (const _ of [1, 2]) {
      const dataFile = path.join(newDir(), "bank.json");
      const bank = await startBankService({ dataFile, port: 0, host: "127.0.0.1", adminKey: KEY, onError: () => {} });
      await bank.close();
      const text = readFileSync(dataFile, "utf8");
      const hash = /scrypt\$[^"]+/.exec(text)?.[0];
      expect(hash).toBeDefined();
      hashes.push(hash as string);
      expect(text).not.toContain(createHash("sha256").update(KEY).digest("hex"));
    }
    expect(hashes[0]).not.toBe(hashes[1]);
  });

  it("still verifies a hash of the earlier unsalted format, and replaces it when the key is configured", async () => {
    const dir = newDir();
    const dataFile = path.join(dir, "bank.json");
    const legacy = createHash("sha256").update(KEY).digest("hex");
    const store = await FileLedgerStore.open<LedgerRecord, LedgerStateSnapshot>(dataFile);
    await store.load();
    await store.append([{ type: "admin_key_set", key_hash: legacy, seq: 1, at: new Date().toISOString() }]);
    await store.close();

    // Started without a configured key: the stored legacy hash is the admin key, and it verifies.
    const bank = await startBankService({ dataFile, port: 0, host: "127.0.0.1", onError: () => {} });
    expect(bank.generatedAdminKey).toBeNull();
    const audit = await fetch(`${bank.url}/admin/audit`, { headers: { authorization: `Bearer ${KEY}` } });
    expect(audit.status).toBe(200);
    const wrong = await fetch(`${bank.url}/admin/audit`, { headers: { authorization: `Bearer ${KEY}x` } });
    expect(wrong.status).toBe(401);
    await bank.close();

    // Started with the same key configured: the hash is migrated to the salted format.
    const migrated = await startBankService({ dataFile, port: 0, host: "127.0.0.1", adminKey: KEY, onError: () => {} });
    expect(migrated.ledger.verifyAdminKey(KEY)).toBe(true);
    await migrated.close();
    const text = readFileSync(dataFile, "utf8");
    expect(text).not.toContain(legacy);
    expect(text).toMatch(/scrypt\$/);
  });
});

describe("serve bank: where the admin key comes from", () => {
  it("warns when the key is on the command line, where ps shows it", () => {
    const warnings: string[] = [];
    expect(resolveAdminKey({ adminKey: KEY }, {}, (line) => warnings.push(line))).toBe(KEY);
    expect(warnings.join("\n")).toMatch(/--admin-key .*`ps`.*BANK_ADMIN_KEY or --admin-key-file/);
  });

  it("reads --admin-key-file (trimmed), else BANK_ADMIN_KEY, without warning", () => {
    const file = path.join(newDir(), "admin.key");
    writeFileSync(file, `${KEY}\n`);
    const warnings: string[] = [];
    expect(resolveAdminKey({ adminKeyFile: file }, { BANK_ADMIN_KEY: "other" }, (line) => warnings.push(line))).toBe(
      KEY,
    );
    expect(resolveAdminKey({}, { BANK_ADMIN_KEY: "from-env-0123456789" }, (line) => warnings.push(line))).toBe(
      "from-env-0123456789",
    );
    expect(warnings).toEqual([]);
    expect(() => resolveAdminKey({ adminKeyFile: path.join(file, "missing") }, {}, () => {})).toThrow(
      /--admin-key-file/,
    );
  });
});

describe("a ledger over a store that cannot reload", () => {
  it("still stops after a failed write rather than serve what the disk lacks", async () => {
    // (The memory store has no reload; the file store's recovery is in availability.test.ts.)
    const { MemoryLedgerStore } = await import("../../runtime/store/index.ts");
    class FailingStore extends MemoryLedgerStore<LedgerRecord, LedgerStateSnapshot> {
      override append(): Promise<void> {
        return Promise.reject(new Error("disk gone"));
      }
    }
    const ledger = await Ledger.open({ store: new FailingStore() });
    await expect(ledger.signup({ name: "X" })).rejects.toThrow(LedgerUnavailableError);
    expect(ledger.availability()).toMatchObject({ status: "degraded", writable: false });
  });
});
