/**
 * `npm start` as a new user runs it: `contractkit dev` brings up the chain, the protocol service
 * indexing it and the bank with a demo organisation, prints one banner, stops cleanly on Ctrl-C, and a
 * second start resumes the same data. Ports and the data directory are private to the test.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { createBankClient } from "../../generated/bank/index.ts";
import { createProtocolClient } from "../../generated/protocol/index.ts";
import { findFreePort } from "../../runtime/devnet/anvil.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "contractkit-dev-"));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

interface Running {
  child: ChildProcess;
  output: () => string;
  banner: Promise<string>;
  exit: Promise<number | null>;
}

function startDev(ports: { bank: number; protocol: number; chain: number }): Running {
  const args = [
    "dev",
    "--data-dir",
    dataDir,
    "--bank-port",
    String(ports.bank),
    "--protocol-port",
    String(ports.protocol),
    "--chain-port",
    String(ports.chain),
  ];
  const child = spawn(process.execPath, [path.join(ROOT, "bin/contractkit.js"), ...args], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let out = "";
  child.stdout!.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (out += c.toString()));
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const banner = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes("stop with Ctrl-C")) {
        clearInterval(timer);
        resolve(out);
      }
    }, 100);
    void exit.then((code) => {
      clearInterval(timer);
      reject(new Error(`dev exited (${code}) before its banner:\n${out}`));
    });
  });
  return { child, output: () => out, banner, exit };
}

it("starts the sandbox, stops on Ctrl-C and resumes the same data", async () => {
  const ports = { bank: await findFreePort(), protocol: await findFreePort(), chain: await findFreePort() };
  const first = startDev(ports);
  const banner = await first.banner;
  expect(banner).toContain(`bank       http://127.0.0.1:${ports.bank}`);
  expect(banner).toContain(`chain RPC  http://127.0.0.1:${ports.chain}`);
  const demoKey = banner.match(/demo api key\s+(\S+)/)![1]!;

  const demo = createBankClient({ baseUrl: `http://127.0.0.1:${ports.bank}`, companyKey: demoKey });
  const payments = await demo.listPayments();
  expect(new Set(payments.data!.payments.map((p) => p.status))).toEqual(
    new Set(["pending", "settled", "returned", "rejected"]),
  );
  const protocol = createProtocolClient({ baseUrl: `http://127.0.0.1:${ports.protocol}` });
  const pools = await protocol.listPools({ query: { chainId: 31337 } });
  expect(pools.status).toBe(200);
  expect(pools.data!.items.length).toBeGreaterThanOrEqual(3);
  const flows = await protocol.listFlows({ query: { chainId: 31337, poolId: pools.data!.items[0]!.poolId } });
  expect(flows.status).toBe(200);
  // The devnet's signed orders were submitted; their on-chain fills and cancels show.
  const book = await protocol.getOrderbook({
    query: { chainId: 31337, status: ["OPEN", "PARTIALLY_FILLED", "FILLED", "CANCELLED", "EXPIRED"] },
  });
  const statuses = new Set(book.data!.items.map((o) => o.status));
  expect(statuses).toContain("PARTIALLY_FILLED");
  expect(statuses).toContain("CANCELLED");
  expect(statuses).toContain("OPEN");
  // The manifest and the service give every demo order the same status and remaining amount
  // (remaining = what can still be filled: 0 once filled or cancelled).
  const manifest = JSON.parse(readFileSync(path.join(dataDir, "devnet.json"), "utf8")) as {
    orders: Array<{ orderHash: string; status: string; remainingMakingAmount: string }>;
  };
  const served = new Map(book.data!.items.map((o) => [o.orderHash, o]));
  for (const order of manifest.orders) {
    expect(served.get(order.orderHash), order.status).toMatchObject({
      status: order.status,
      remainingMakingAmount: order.remainingMakingAmount,
    });
  }
  const fills = await protocol.listFills({ query: { chainId: 31337 } });
  expect(fills.data!.items.length).toBeGreaterThanOrEqual(1);

  first.child.kill("SIGINT");
  expect(await first.exit).toBe(0);
  expect(first.output()).toContain("dev: stopped");

  const second = startDev(ports);
  const resumed = await second.banner;
  expect(resumed).toContain("(resumed)");
  expect(resumed).toContain(demoKey);
  const again = await createBankClient({
    baseUrl: `http://127.0.0.1:${ports.bank}`,
    companyKey: demoKey,
  }).listPayments();
  expect(again.data!.payments.map((p) => p.id)).toEqual(payments.data!.payments.map((p) => p.id));
  const poolsAgain = await createProtocolClient({ baseUrl: `http://127.0.0.1:${ports.protocol}` }).listPools({
    query: { chainId: 31337 },
  });
  expect(poolsAgain.data!.items.map((p) => p.poolId)).toEqual(pools.data!.items.map((p) => p.poolId));
  second.child.kill("SIGINT");
  expect(await second.exit).toBe(0);
}, 150_000);

it("says clearly when a port is taken", async () => {
  const blocker = createServer().listen(0, "127.0.0.1");
  await new Promise((r) => blocker.once("listening", r));
  const taken = (blocker.address() as { port: number }).port;
  try {
    const run = startDev({ bank: taken, protocol: await findFreePort(), chain: await findFreePort() });
    run.banner.catch(() => {}); // no banner is the expected outcome here
    const code = await run.exit;
    expect(code).toBe(1);
    expect(run.output()).toMatch(new RegExp(`port ${taken}.*in use`));
    expect(run.output()).not.toMatch(/\n\s+at /); // no stack trace
  } finally {
    blocker.close();
  }
}, 150_000);
