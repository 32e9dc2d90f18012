/**
 * The bank is never dead over its own data (issue 20, D1 and D6):
 * - a write that fails for lack of disk space (ENOSPC injected into the store's file writes here;
 *   a real full filesystem in disk-full.test.ts) answers 503 with Retry-After, acknowledges and keeps
 *   nothing, leaves reads and /health working (degraded) and writes resume once space is back;
 * - a stored ledger that fails its audit starts read-only with the violations on /health and
 *   GET /admin/audit, or writable with `acceptAudit`.
 *
 * The fault is injected by mocking `node:fs/promises` for this file only: production code has no hook.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { Ledger, type LedgerRecord, type LedgerStateSnapshot } from "../../runtime/bank/ledger/index.ts";
import { type BankService, type BankServiceOptions, startBankService } from "../../runtime/bank/service.ts";
import { FileLedgerStore } from "../../runtime/store/index.ts";

/** Files under `root` fail every write and sync with ENOSPC while `full` is set. */
const disk = vi.hoisted(() => ({ full: false, root: "" }));

vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:fs/promises")>();
  const enospc = () =>
    Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC", errno: -28 });
  const failing = (file: string) => disk.full && disk.root !== "" && String(file).startsWith(disk.root);
  const open = async (...args: Parameters<typeof actual.open>) => {
    const handle = await actual.open(...args);
    const file = String(args[0]);
    return new Proxy(handle, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== "function") return value;
        if (["write", "writeFile", "sync", "datasync"].includes(String(property))) {
          return (...callArgs: unknown[]) =>
            failing(file) ? Promise.reject(enospc()) : (value as (...a: unknown[]) => unknown).apply(target, callArgs);
        }
        return value.bind(target);
      },
    });
  };
  return { ...actual, default: { ...actual, open }, open };
});

const ADMIN_KEY = "admin-key-for-availability-0123";
const dirs: string[] = [];
const running = new Set<BankService>();

function newDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "contractkit-availability-"));
  dirs.push(dir);
  return dir;
}

async function start(dir: string, options: Partial<BankServiceOptions> = {}): Promise<BankService> {
  const service = await startBankService({
    dataFile: path.join(dir, "bank.json"),
    port: 0,
    host: "127.0.0.1",
    adminKey: ADMIN_KEY,
    onError: () => {},
    ...options,
  });
  running.add(service);
  return service;
}

async function stop(service: BankService): Promise<void> {
  running.delete(service);
  await service.close();
}

afterAll(async () => {
  disk.full = false;
  for (const service of running) await service.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const json = { "content-type": "application/json" };

/** A response body as these tests read it: a few members, looked up loosely (shapes are checked elsewhere). */
// biome-ignore lint/suspicious/noExplicitAny: a test reading a handful of members of many different bodies
type Body = any;

async function call(service: BankService, method: string, route: string, key?: string, body?: unknown) {
  const response = await fetch(`${service.url}${route}`, {
    method,
    headers: { ...(body === undefined ? {} : json), ...(key ? { authorization: `Bearer ${key}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Body };
}

async function signup(service: BankService, name: string, cents: number) {
  const { status, body } = await call(service, "POST", "/api/v1/signup", undefined, {
    name,
    accounts: [{ name: "Main", opening_balance_cents: cents }],
  });
  expect(status).toBe(201);
  return { key: body.api_key as string, account: body.accounts[0] as { id: string; account_number: string } };
}

/** Polls /health until `done` holds for its body (the check runs on the bank's own timer). */
async function healthUntil(service: BankService, done: (health: Body) => boolean): Promise<Body> {
  for (;;) {
    const { body } = await call(service, "GET", "/health");
    if (done(body)) return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("disk full (ENOSPC injected into the store's writes)", () => {
  it("answers writes 503 with Retry-After, keeps nothing of them, serves reads, and resumes once space is back", async () => {
    const dir = newDir();
    disk.root = dir;
    const bank = await start(dir, { storeRetryMs: 100 });
    const payer = await signup(bank, "Payer Co", 1_000);
    const payee = await signup(bank, "Payee Co", 0);
    const pay = (reference: string, idempotencyKey?: string) =>
      fetch(`${bank.url}/api/v1/payments`, {
        method: "POST",
        headers: {
          ...json,
          authorization: `Bearer ${payer.key}`,
          ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
        },
        body: JSON.stringify({
          from_account_id: payer.account.id,
          to_account_number: payee.account.account_number,
          amount_cents: 100,
          reference,
        }),
      });
    expect((await pay("before")).status).toBe(201);

    disk.full = true;
    const failed = await pay("while full", "key-1");
    expect(failed.status).toBe(503);
    expect(failed.headers.get("retry-after")).toBe("1");
    expect(await failed.json()).toMatchObject({ error: { code: "service_unavailable" } });

    // Reads and /health keep working; nothing of the failed payment is visible.
    const health = await call(bank, "GET", "/health");
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: "degraded", writable: false });
    expect(health.body.reason).toMatch(/disk is full/);
    const payments = await call(bank, "GET", "/api/v1/payments", payer.key);
    expect(payments.status).toBe(200);
    expect(payments.body.payments.map((p: { reference: string }) => p.reference)).toEqual(["before"]);
    const account = await call(bank, "GET", `/api/v1/accounts/${payer.account.id}`, payer.key);
    expect(account.body.account.balance_cents).toBe(900);
    // Every write is refused while the disk is full, each with Retry-After; none is a 500.
    const signupWhileFull = await call(bank, "POST", "/api/v1/signup", undefined, { name: "Late Co" });
    expect(signupWhileFull.status).toBe(503);
    expect(signupWhileFull.headers.get("retry-after")).toBe("1");
    const deposit = await call(bank, "POST", `/admin/accounts/${payer.account.id}/deposits`, ADMIN_KEY, {
      amount_cents: 5,
    });
    expect(deposit.status).toBe(503);

    disk.full = false;
    await healthUntil(bank, (body) => body.status === "ok");
    // The key of the refused payment was never used: it creates the payment now.
    const retried = await pay("while full", "key-1");
    expect(retried.status).toBe(201);
    expect(retried.headers.get("idempotent-replayed")).toBeNull();
    expect((await pay("after")).status).toBe(201);

    await stop(bank);
    const again = await start(dir);
    const reloaded = await call(again, "GET", "/api/v1/payments", payer.key);
    expect(reloaded.body.payments.map((p: { reference: string }) => p.reference)).toEqual([
      "after",
      "while full",
      "before",
    ]);
    expect((await call(again, "GET", "/admin/audit", ADMIN_KEY)).body.ok).toBe(true);
    await stop(again);
  });

  it("keeps refusing while the disk stays full, and never answers 500", async () => {
    const dir = newDir();
    disk.root = dir;
    const bank = await start(dir, { storeRetryMs: 50 });
    const owner = await signup(bank, "Stuck Co", 10);
    disk.full = true;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await call(bank, "POST", "/api/v1/accounts", owner.key, { name: `A${attempt}` })).status);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    expect(statuses).toEqual([503, 503, 503, 503, 503]);
    expect((await call(bank, "GET", "/api/v1/accounts", owner.key)).body.accounts).toHaveLength(1);
    expect((await call(bank, "GET", "/health")).body.writable).toBe(false);
    disk.full = false;
    await healthUntil(bank, (body) => body.writable === true);
    expect((await call(bank, "POST", "/api/v1/accounts", owner.key, { name: "B" })).status).toBe(201);
    await stop(bank);
  });
});

/**
 * A data file whose ledger breaks an invariant: a settled payment of more than the payer had,
 * appended straight to the store (no ledger check runs), so the audit finds an overdraft.
 */
async function ledgerFailingItsAudit(dir: string): Promise<{ payerKey: string }> {
  const bank = await start(dir);
  const payer = await signup(bank, "Audit Payer", 100);
  const payee = await signup(bank, "Audit Payee", 0);
  const paid = await call(bank, "POST", "/api/v1/payments", payer.key, {
    from_account_id: payer.account.id,
    to_account_number: payee.account.account_number,
    amount_cents: 10,
    reference: "real",
  });
  expect(paid.status).toBe(201);
  await stop(bank);

  const dataFile = path.join(dir, "bank.json");
  // The payment as the ledger holds it (whatever the file format), then the raw store to forge with.
  const ledger = await Ledger.open({ store: await FileLedgerStore.open(dataFile) });
  const listed = ledger.adminListPayments({});
  await ledger.close();
  const real = listed.ok ? listed.value.find((p) => p.reference === "real") : undefined;
  if (real === undefined) throw new Error("the real payment is not in the ledger");
  const store = await FileLedgerStore.open<LedgerRecord, LedgerStateSnapshot>(dataFile);
  const loaded = await store.load();
  const seq = (loaded.records.at(-1)?.seq ?? loaded.snapshot?.seq ?? 0) + 1;
  await store.append([
    {
      type: "payment_created",
      seq,
      at: new Date().toISOString(),
      payment: { ...real, id: "pay_forged000000000000000000", amount_cents: 1_000_000, reference: "forged" },
      idempotency: null,
    },
  ]);
  await store.close();
  return { payerKey: payer.key };
}

describe("a stored ledger that fails its audit", () => {
  it("starts read-only: reads, /health and GET /admin/audit show why; writes answer 503 without Retry-After", async () => {
    const dir = newDir();
    const { payerKey } = await ledgerFailingItsAudit(dir);
    const bank = await start(dir);
    const health = await call(bank, "GET", "/health");
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: "degraded", writable: false });
    expect(health.body.reason).toMatch(/failed its audit.*no_overdraft/);
    const audit = await call(bank, "GET", "/admin/audit", ADMIN_KEY);
    expect(audit.status).toBe(200);
    expect(audit.body.ok).toBe(false);
    expect(audit.body.violations.map((v: { rule: string }) => v.rule)).toContain("no_overdraft");
    expect((await call(bank, "GET", "/api/v1/payments", payerKey)).body.payments).toHaveLength(2);
    const refused = await call(bank, "POST", "/api/v1/signup", undefined, { name: "New Co" });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBeNull();
    expect(refused.body.error.code).toBe("service_unavailable");
    expect(refused.body.error.message).toMatch(/accept-audit/);
    await stop(bank);
  });

  it("takes writes with acceptAudit, still reporting the violations as degraded", async () => {
    const dir = newDir();
    await ledgerFailingItsAudit(dir);
    const bank = await start(dir, { acceptAudit: true });
    const health = await call(bank, "GET", "/health");
    expect(health.body).toMatchObject({ status: "degraded", writable: true });
    expect(health.body.reason).toMatch(/accepted by the operator/);
    expect((await call(bank, "POST", "/api/v1/signup", undefined, { name: "New Co" })).status).toBe(201);
    await stop(bank);
  });

  it("lets the operator in with a new admin key while read-only", async () => {
    const dir = newDir();
    await ledgerFailingItsAudit(dir);
    const bank = await start(dir, { adminKey: "a-brand-new-admin-key-4567" });
    expect((await call(bank, "GET", "/admin/audit", "a-brand-new-admin-key-4567")).status).toBe(200);
    await stop(bank);
  });
});
