#!/usr/bin/env node
// A smoke run of the command on whatever Node runs this script (CI runs it on Node 24):
// generate --check, serve bank with one payment (the contract suite's signup-pay-read flow) and a
// devnet with one read. Exit 0 when all pass. Every process started here is stopped by its PID.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const BIN = path.join(ROOT, "bin/contractkit.js");
const scratch = mkdtempSync(path.join(tmpdir(), "contractkit-smoke-"));
const started = [];

function step(name, fn) {
  return async () => {
    const t = performance.now();
    await fn();
    console.log(`smoke: ${name} ok (${Math.round(performance.now() - t)} ms)`);
  };
}

function runCommand(args) {
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: "utf8" });
  if (result.status !== 0)
    throw new Error(`contractkit ${args.join(" ")} exited ${result.status}\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** Starts a long-running command; resolves with the first match of `ready` on its stdout. */
function startCommand(args, ready) {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  started.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    child.stderr.on("data", (d) => {
      err += d;
    });
    child.stdout.on("data", (d) => {
      out += d;
      const match = out.match(ready);
      if (match) resolve(match);
    });
    child.once("exit", (code) => reject(new Error(`contractkit ${args.join(" ")} exited ${code}\n${out}${err}`)));
  });
}

async function stopAll() {
  for (const child of started) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

const ADMIN_KEY = "smoke-admin-key-0123456789abcdef";
const steps = [
  step("generate --check", () => runCommand(["generate", "--check"])),
  step("serve bank + one payment", async () => {
    const [, url] = await startCommand(
      ["serve", "bank", "--port", "0", "--data", path.join(scratch, "bank.json"), "--admin-key", ADMIN_KEY],
      /bank listening on (http:\/\/\S+)/,
    );
    const health = await fetch(`${url}/health`);
    if (health.status !== 200) throw new Error(`GET /health answered ${health.status}`);
    runCommand([
      "contract-test",
      "bank",
      "--base-url",
      url,
      "--admin-key",
      ADMIN_KEY,
      "--only",
      "flow/signup-pay-read",
      "--runs",
      "1",
    ]);
  }),
  step("devnet + one read", async () => {
    const manifestFile = path.join(scratch, "devnet.json");
    await startCommand(["devnet", "--port", "0", "--out", manifestFile, "--no-scenario"], /devnet ready: /);
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
    const response = await fetch(manifest.rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "eth_getCode",
        params: [manifest.contracts.poolManager, "latest"],
      }),
    });
    const { result } = await response.json();
    if (typeof result !== "string" || result.length <= 2) throw new Error("the PoolManager has no code on the devnet");
  }),
];

console.log(`smoke: Node ${process.version}`);
try {
  for (const run of steps) await run();
} catch (error) {
  console.error(`smoke: FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopAll();
  rmSync(scratch, { recursive: true, force: true });
}
