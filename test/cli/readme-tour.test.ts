/**
 * The README's "A 60-second tour" works as written (issue 23, item 8), in a fresh project, both
 * without a sandbox and with `contractkit dev` (what `npm start` runs) already up in the same
 * project: the commands are read from README.md, `npx contractkit` is this checkout's CLI, servers
 * (`serve …`, `devnet`) run in the background until they print their banner, every other command
 * must exit 0 and print what the tour promises. After the sandbox run, every file `dev` left in
 * `.contractkit/` must be listed in the README's data-directory section (item 9).
 *
 * Only when a port the tour names is taken by something else on this machine (another test) is it
 * swapped for a free one, the same number everywhere in the tour.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findFreePort } from "../../runtime/devnet/anvil.ts";
import { isPortFree } from "../../runtime/devnet/index.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CLI = path.join(ROOT, "bin/contractkit.js");
const README = readFileSync(path.join(ROOT, "README.md"), "utf8");
const dirs: string[] = [];
const running: ChildProcess[] = [];

afterAll(() => {
  for (const child of running) killGroup(child, "SIGKILL");
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

/** The tour's command lines: continuations joined, comments and blank lines dropped. */
function tourCommands(readme: string): string[] {
  const section = readme.slice(readme.indexOf("## A 60-second tour"));
  const block = /```sh\n([\s\S]*?)```/.exec(section)![1]!;
  return block
    .replace(/\\\n\s*/g, " ")
    .split("\n")
    .map((line) => line.replace(/\s+#\s.*$/, "").trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}

/** The README's ports, each swapped for a free one only when something else holds it. */
async function portMap(commands: string[]): Promise<Map<string, string>> {
  const ports = new Set(
    commands.flatMap((line) => [...line.matchAll(/(?:--port |127\.0\.0\.1:)(\d{4,5})/g)].map((m) => m[1]!)),
  );
  const map = new Map<string, string>();
  for (const port of ports) {
    map.set(port, (await isPortFree(Number(port), "127.0.0.1")) ? port : String(await findFreePort()));
  }
  return map;
}

const READY: Array<{ pattern: RegExp; banner: string }> = [
  { pattern: /contractkit(\.js)? serve bank\b/, banner: "bank listening on" },
  { pattern: /contractkit(\.js)? serve protocol\b/, banner: "protocol service listening on" },
  { pattern: /contractkit(\.js)? devnet\b/, banner: "Ctrl-C stops the devnet." },
  { pattern: /contractkit(\.js)? dev\b/, banner: "contractkit sandbox is up" },
];

interface Background {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

/** Starts a server in its own process group and resolves once it printed its banner. */
async function startBackground(command: string, cwd: string, env: NodeJS.ProcessEnv): Promise<Background> {
  const banner = READY.find((ready) => ready.pattern.test(command))!.banner;
  const child = spawn("sh", ["-c", `exec ${command}`], { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  running.push(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr!.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", () => {
      if (output.includes(banner)) resolve();
    });
    void exit.then((code) => reject(new Error(`${command} exited ${code} before its banner:\n${output}`)));
  });
  return { child, output: () => output, exit };
}

async function stop(server: Background): Promise<void> {
  killGroup(server.child, "SIGINT");
  await server.exit;
}

/** What a command of the tour must print, beyond exiting 0. */
function expectOutput(command: string, output: string): void {
  if (command.includes("/api/v1/signup")) expect(output).toMatch(/"api_key":"sk_/);
  if (command.includes("/docs")) expect(output.trim()).toBe("200");
  if (command.includes("/v1/pools/") || command.includes("/pools/v1/")) expect(output).toMatch(/"items":\[/);
  if (command.includes("contract-test")) expect(output).toMatch(/cleanup: \d+ organisation\(s\) tagged ck-test-/);
}

/** A read the protocol service answers 503 while it is still indexing (it says when to retry). */
const stillIndexing = (output: string) => output.includes('"service_unavailable"');

/** Runs the tour as written in `cwd`; returns the servers it started (still running). */
async function runTour(cwd: string): Promise<Background[]> {
  const commands = tourCommands(README);
  const ports = await portMap(commands);
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "1" };
  delete env.BANK_ADMIN_KEY;
  delete env.CONTRACT_TEST_ADMIN_KEY;
  const servers: Background[] = [];
  for (const written of commands) {
    const exported = /^export ([A-Z_]+)=(\S+)$/.exec(written);
    if (exported) {
      env[exported[1]!] = exported[2]!;
      continue;
    }
    let command = written.replaceAll("npx contractkit", `${process.execPath} ${CLI}`);
    for (const [from, to] of ports) command = command.replaceAll(from, to);
    if (READY.some((ready) => ready.pattern.test(command))) {
      servers.push(await startBackground(command, cwd, env));
      continue;
    }
    let result = spawnSync("sh", ["-c", command], { cwd, env, encoding: "utf8", timeout: 600_000 });
    for (let attempt = 0; attempt < 60 && stillIndexing(result.stdout); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      result = spawnSync("sh", ["-c", command], { cwd, env, encoding: "utf8", timeout: 600_000 });
    }
    expect(result.status, `${written}\n${result.stdout}\n${result.stderr}`).toBe(0);
    expectOutput(command, result.stdout + result.stderr);
  }
  return servers;
}

function project(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "contractkit-tour-"));
  dirs.push(dir);
  return dir;
}

describe("the README tour, as written", () => {
  it("reads a tour that sets its admin key and keeps to its own ports and data", () => {
    const commands = tourCommands(README);
    expect(commands[0]).toMatch(/^export BANK_ADMIN_KEY=\S{16,}$/);
    for (const line of commands.filter((c) => /contractkit (serve|devnet)/.test(c))) {
      expect(line, "a tour server never shares npm start's data").toMatch(/\.contractkit\/tour\//);
      expect(line).not.toMatch(/--port (4010|4020|8545)\b/);
    }
  });

  it("works in a fresh project without a sandbox", async () => {
    const servers = await runTour(project());
    for (const server of servers.reverse()) await stop(server);
  }, 1_200_000);

  it("works while `contractkit dev` runs in the same project, and the README lists every file dev keeps", async () => {
    const cwd = project();
    // Free ports, not npm start's defaults: other tests on this machine use those (the tour's own
    // ports differ from the defaults anyway, checked above).
    const devPorts = [await findFreePort(), await findFreePort(), await findFreePort()];
    const dev = await startBackground(
      `${process.execPath} ${CLI} dev --chain-port ${devPorts[0]} --bank-port ${devPorts[1]} --protocol-port ${devPorts[2]}`,
      cwd,
      { ...process.env, NO_COLOR: "1" },
    );
    const servers = await runTour(cwd);
    for (const server of servers.reverse()) await stop(server);
    await stop(dev);
    expect(dev.output()).toMatch(/dev: stopped; data kept/);

    const listing = README.slice(README.indexOf("## Data directory"));
    const files = readdirSync(path.join(cwd, ".contractkit"));
    expect(files).toEqual(
      expect.arrayContaining(["dev-secrets.json", "devnet-state.json", "bank.json", "protocol.json"]),
    );
    for (const file of files)
      expect(listing, `README's data directory lists ${file}`).toContain(file === "tour" ? "tour/" : file);
  }, 1_800_000);
});
