/**
 * `serve bank` start-up (issue 23, item 4): a bad flag value is a usage error before anything
 * opens; a taken port leaves nothing behind (no data file, no directory, no admin key nobody was
 * shown); and a start on a data file that already holds an admin key says how to set one the
 * operator knows (BANK_ADMIN_KEY, --admin-key-file), which then works.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBankService } from "../../runtime/bank/service.ts";
import { PortInUseError } from "../../runtime/http/node.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CLI = path.join(ROOT, "bin/contractkit.js");
const tmp = mkdtempSync(path.join(os.tmpdir(), "contractkit-serve-bank-"));
let blocker: Server;
let taken: number;

beforeAll(async () => {
  blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
  taken = (blocker.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => blocker.close(() => resolve()));
  rmSync(tmp, { recursive: true, force: true });
});

/** Starts `serve bank` and resolves once it printed its banner; `stop()` sends SIGINT and waits. */
async function serveBank(args: string[], env: NodeJS.ProcessEnv = {}) {
  const child: ChildProcess = spawn(process.execPath, [CLI, "serve", "bank", "--port", "0", ...args], {
    cwd: tmp,
    env: { ...process.env, ...env, BANK_ADMIN_KEY: env.BANK_ADMIN_KEY ?? "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // The banner (URL, docs, data file, admin key lines) is written in one go.
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", () => {
      if (/^ {2}data: .*\n/m.test(stdout)) resolve();
    });
    void exited.then((code) => reject(new Error(`serve bank exited ${code}: ${stderr}`)));
  });
  const url = /bank listening on (\S+)/.exec(stdout)![1]!;
  return {
    url,
    output: () => stdout,
    stop: async () => {
      child.kill("SIGINT");
      return exited;
    },
  };
}

describe("serve bank refuses a bad flag value as a usage error (exit 2) before it opens anything", () => {
  it.each([
    [["--payment-batch", "0"], "--payment-batch must be a whole number of payments from 1 to 1000, got 0"],
    [["--payment-batch", "1001"], "--payment-batch must be a whole number of payments from 1 to 1000, got 1001"],
    [["--payment-batch", "ten"], "--payment-batch must be a whole number of payments from 1 to 1000, got ten"],
    [["--pool-size", "0"], "--pool-size must be a whole number of connections from 1 to 1000, got 0"],
    [["--pool-size", "1001"], "--pool-size must be a whole number of connections from 1 to 1000, got 1001"],
    [["--pool-size", "two"], "--pool-size must be a whole number of connections from 1 to 1000, got two"],
    [["--max-opening-balance", "-1"], "--max-opening-balance must be a whole number of cents"],
    [["--max-connections", "1.5"], "--max-connections must be an integer, got 1.5"],
    [["--headers-timeout", "0"], "--headers-timeout must be a positive number, got 0"],
  ])(
    "%j",
    (flags, message) => {
      // An unreachable database: a value checked first never gets as far as connecting.
      const result = spawnSync(
        process.execPath,
        [CLI, "serve", "bank", "--store", "postgres://127.0.0.1:1/none", ...flags],
        { cwd: tmp, encoding: "utf8", timeout: 60_000, env: { ...process.env, BANK_ADMIN_KEY: "" } },
      );
      expect(result.status, result.stderr).toBe(2);
      expect(result.stderr).toContain(`serve bank: ${message}`);
    },
    60_000,
  );
});

describe("serve bank refuses the database flags on the JSON store instead of ignoring them", () => {
  it.each([
    [["--pool-size", "4"], "--pool-size needs"],
    [["--payment-batch", "8"], "--payment-batch needs"],
    [["--no-key-cache"], "--no-key-cache needs"],
    [["--pool-size", "4", "--no-key-cache"], "--pool-size and --no-key-cache need"],
  ])(
    "%j",
    (flags, message) => {
      const dataDir = path.join(tmp, "json-refused");
      const result = spawnSync(
        process.execPath,
        [CLI, "serve", "bank", "--port", "0", "--data", path.join(dataDir, "bank.json"), ...flags],
        { cwd: tmp, encoding: "utf8", timeout: 60_000, env: { ...process.env, BANK_ADMIN_KEY: "", DATABASE_URL: "" } },
      );
      expect(result.status, result.stderr).toBe(2);
      expect(result.stderr).toContain(
        `serve bank: ${message} a PostgreSQL store (--store postgres://… or DATABASE_URL)`,
      );
      expect(existsSync(dataDir)).toBe(false);
    },
    60_000,
  );
});

describe("serve bank creates nothing until its port is bound", () => {
  it("a taken port exits 1 and leaves no data file, directory or admin key behind", () => {
    const dataDir = path.join(tmp, "never");
    const result = spawnSync(
      process.execPath,
      [CLI, "serve", "bank", "--port", String(taken), "--data", path.join(dataDir, "bank.json")],
      { cwd: tmp, encoding: "utf8", timeout: 120_000, env: { ...process.env, BANK_ADMIN_KEY: "" } },
    );
    expect(result.status, result.stderr).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`port ${taken} .*already in use`));
    expect(existsSync(dataDir)).toBe(false);
  }, 120_000);

  it("startBankService on a taken port rejects before opening the store", async () => {
    const dataFile = path.join(tmp, "service-never", "bank.json");
    await expect(startBankService({ dataFile, port: taken, host: "127.0.0.1" })).rejects.toBeInstanceOf(PortInUseError);
    expect(existsSync(path.dirname(dataFile))).toBe(false);
  });
});

describe("serve bank on a data file that already holds an admin key", () => {
  it("says how to set a known key, and the key set that way works", async () => {
    const dataFile = path.join(tmp, "kept", "bank.json");
    const first = await serveBank(["--data", dataFile]);
    expect(first.output()).toMatch(/admin key \(shown once, only its hash is stored\): ak_/);
    expect(await first.stop()).toBe(0);

    const second = await serveBank(["--data", dataFile]);
    const hint = second.output();
    expect(await second.stop()).toBe(0);
    expect(hint).toMatch(/admin key: set at an earlier start/);
    expect(hint).toContain(`\`BANK_ADMIN_KEY=<key> npx contractkit serve bank --data ${dataFile}\``);
    expect(hint).toContain("--admin-key-file <file holding the key>");
    expect(hint).not.toMatch(/ak_/);

    const chosen = "a-key-the-operator-chose-0123";
    const keyFile = path.join(tmp, "admin.key");
    writeFileSync(keyFile, `${chosen}\n`, { mode: 0o600 });
    for (const how of [
      { args: ["--admin-key-file", keyFile], env: {} },
      { args: [], env: { BANK_ADMIN_KEY: chosen } },
    ]) {
      const third = await serveBank(["--data", dataFile, ...how.args], how.env);
      try {
        expect(third.output()).not.toMatch(/admin key/);
        const mode = await fetch(`${third.url}/admin/settlement-mode`, {
          headers: { authorization: `Bearer ${chosen}` },
        });
        expect(mode.status).toBe(200);
        expect(await mode.json()).toEqual({ settlement_mode: "automatic" });
      } finally {
        expect(await third.stop()).toBe(0);
      }
    }
  }, 240_000);
});
