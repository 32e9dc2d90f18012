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

const interruptedDir = mkdtempSync(path.join(os.tmpdir(), "contractkit-dev-interrupted-"));

afterAll(() => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) killGroup(child, "SIGKILL");
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(interruptedDir, { recursive: true, force: true });
});

/** Signals dev's process group (dev and the anvil it started), as a terminal's Ctrl-C does. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

/** Resolves once `text` appears in the output (rejects if dev exits first). */
function untilOutput(run: Running, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (run.output().includes(text)) {
        clearInterval(timer);
        resolve();
      }
    }, 20);
    void run.exit.then(() => {
      clearInterval(timer);
      reject(new Error(`dev exited before printing ${JSON.stringify(text)}:\n${run.output()}`));
    });
  });
}

/** The contract addresses docs/devnet.md publishes (its addresses table). */
function documentedAddresses(): Record<string, string> {
  const text = readFileSync(path.join(ROOT, "docs/devnet.md"), "utf8");
  const found: Record<string, string> = {};
  for (const name of ["whitelistManager", "poolManager", "adapter", "orderProtocol"]) {
    found[name] = new RegExp(`\\| ${name} \\| \`(0x[0-9a-fA-F]{40})\``).exec(text)![1]!;
  }
  return found;
}

interface Running {
  child: ChildProcess;
  output: () => string;
  banner: Promise<string>;
  exit: Promise<number | null>;
}

function startDev(ports: { bank: number; protocol: number; chain: number }, dir = dataDir): Running {
  const args = [
    "dev",
    "--data-dir",
    dir,
    "--bank-port",
    String(ports.bank),
    "--protocol-port",
    String(ports.protocol),
    "--chain-port",
    String(ports.chain),
  ];
  // Its own process group, as a terminal runs it: a Ctrl-C (or a kill) reaches dev and its anvil.
  const child = spawn(process.execPath, [path.join(ROOT, "bin/contractkit.js"), ...args], {
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
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
  killGroup(second.child, "SIGINT");
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

it("redoes a first start interrupted during deploy (killed) or before the banner (Ctrl-C) as a unit", async () => {
  const ports = { bank: await findFreePort(), protocol: await findFreePort(), chain: await findFreePort() };
  // A crash in the middle of the demo scenario: a partial chain on disk.
  const crashed = startDev(ports, interruptedDir);
  crashed.banner.catch(() => {});
  await untilOutput(crashed, "running the demo scenario");
  killGroup(crashed.child, "SIGKILL");
  await crashed.exit;

  // Ctrl-C between the bank's start and the banner: the demo organisation half seeded.
  const stopped = startDev(ports, interruptedDir);
  stopped.banner.catch(() => {});
  await untilOutput(stopped, "seeding the demo organisation");
  killGroup(stopped.child, "SIGINT");
  expect(await stopped.exit).toBe(130);
  expect(stopped.output()).toContain("discarded its partial state");
  expect(stopped.output()).toContain("the next start discards the unfinished setup");

  const third = startDev(ports, interruptedDir);
  const banner = await third.banner;
  expect(banner).toContain("discarded its partial state");
  expect(banner).not.toContain("(resumed)");
  const demoKey = banner.match(/demo api key\s+(\S+)/)![1]!;
  expect(demoKey).toMatch(/^sk_/);
  const secrets = JSON.parse(readFileSync(path.join(interruptedDir, "dev-secrets.json"), "utf8"));
  expect(secrets.demoApiKey).toBe(demoKey);
  const demo = createBankClient({ baseUrl: `http://127.0.0.1:${ports.bank}`, companyKey: demoKey });
  const statuses = (await demo.listPayments()).data!.payments.map((p) => p.status);
  expect(statuses.filter((status) => status === "pending")).toHaveLength(1);
  const manifest = JSON.parse(readFileSync(path.join(interruptedDir, "devnet.json"), "utf8"));
  expect(manifest.contracts).toMatchObject(documentedAddresses());
  const directory = await createBankClient({ baseUrl: `http://127.0.0.1:${ports.bank}` }).getDirectory();
  expect(directory.data!.organisations.filter((o) => o.slug === "demo-insurance")).toHaveLength(1);
  killGroup(third.child, "SIGINT");
  expect(await third.exit).toBe(0);

  // The setup is complete now: the next start resumes.
  const fourth = startDev(ports, interruptedDir);
  expect(await fourth.banner).toContain("(resumed)");
  expect(fourth.output()).toContain("resuming the chain from devnet-state.json");
  killGroup(fourth.child, "SIGINT");
  expect(await fourth.exit).toBe(0);
}, 300_000);
