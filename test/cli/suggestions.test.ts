/**
 * Every suggestion the CLI prints in its port and usage errors must work as printed: the test
 * provokes each error, collects the commands (in backticks) and the options (`--flag`) the message
 * suggests, and checks them against the real CLI: the command exists and lists every option in its
 * `--help`. `npm start -- …` is resolved through package.json's start script.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CLI = path.join(ROOT, "bin/contractkit.js");
const tmp = mkdtempSync(path.join(os.tmpdir(), "contractkit-suggest-"));
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

function cli(args: string[]) {
  const result = spawnSync(process.execPath, [CLI, ...args], { cwd: tmp, encoding: "utf8", timeout: 120_000 });
  return { code: result.status, stderr: result.stderr, stdout: result.stdout };
}

const helpCache = new Map<string, { code: number | null; text: string }>();
/** `contractkit <command…> --help`. */
function help(command: readonly string[]) {
  const key = command.join(" ");
  let cached = helpCache.get(key);
  if (!cached) {
    const result = cli([...command, "--help"]);
    cached = { code: result.code, text: result.stdout };
    helpCache.set(key, cached);
  }
  return cached;
}

/** The contractkit arguments of package.json's `npm start` (e.g. ["dev"]). */
function npmStartArgs(): string[] {
  const scripts = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts as Record<string, string>;
  const match = /contractkit(?:\.js)?\s+(.*)$/.exec(scripts.start ?? "");
  if (!match) throw new Error(`npm start does not run contractkit: ${scripts.start}`);
  return match[1]!.split(/\s+/).filter(Boolean);
}

/** A suggested command as contractkit arguments, or null when it is not a contractkit command. */
function commandArgs(text: string): string[] | null {
  const words = text.trim().split(/\s+/);
  if (words[0] === "npm" && words[1] === "start") return [...npmStartArgs(), ...words.slice(words[2] === "--" ? 3 : 2)];
  const at = words.findIndex((word) => word === "contractkit" || word.endsWith("bin/contractkit.js"));
  return at === -1 ? null : words.slice(at + 1);
}

/** Checks one suggested command: the subcommand exists and every option is in its help. */
function checkCommand(args: string[]): void {
  const command = args.slice(0, args.findIndex((word) => word.startsWith("-")) >>> 0 || args.length);
  const flags = args.filter((word) => word.startsWith("--"));
  const { code, text } = help(command);
  expect(code, `contractkit ${command.join(" ")} --help`).toBe(0);
  for (const flag of flags) expect(text, `contractkit ${command.join(" ")} has ${flag}`).toMatch(optionPattern(flag));
  // A port value suggested must be a port.
  for (let i = 0; i < args.length - 1; i++) {
    if (args[i]!.endsWith("-port") || args[i] === "--port") expect(Number(args[i + 1])).toBeGreaterThan(0);
  }
}

const optionPattern = (flag: string) => new RegExp(`(^|[\\s,])${flag.replace(/[-]/g, "\\-")}(\\s|,|$)`, "m");

/** Every backticked command and every bare option a message suggests. */
function suggestions(message: string): { commands: string[][]; flags: string[] } {
  const commands: string[][] = [];
  const bare = message.replace(/`([^`]+)`/g, (_all, text: string) => {
    const args = commandArgs(text);
    if (args) commands.push(args);
    return " ";
  });
  return { commands, flags: [...bare.matchAll(/(?<![\w-])--[a-z][a-z-]*/g)].map((m) => m[0]) };
}

interface Case {
  name: string;
  args: () => string[];
  /** The command whose options the bare `--flag`s of the message are. */
  command: string[];
  expect: RegExp;
}

const cases: Case[] = [
  {
    name: "dev: chain port taken",
    args: () => ["dev", "--data-dir", path.join(tmp, "d1"), "--chain-port", String(taken)],
    command: ["dev"],
    expect: /--chain-port/,
  },
  {
    name: "dev: bank port taken",
    args: () => ["dev", "--data-dir", path.join(tmp, "d2"), "--chain-port", "0", "--bank-port", String(taken)],
    command: ["dev"],
    expect: /--bank-port/,
  },
  {
    name: "dev: protocol port taken",
    args: () => ["dev", "--data-dir", path.join(tmp, "d3"), "--chain-port", "0", "--protocol-port", String(taken)],
    command: ["dev"],
    expect: /--protocol-port/,
  },
  { name: "dev: bad port", args: () => ["dev", "--chain-port", "abc"], command: ["dev"], expect: /--chain-port/ },
  {
    name: "devnet: port taken",
    args: () => ["devnet", "--port", String(taken)],
    command: ["devnet"],
    expect: /--port/,
  },
  {
    name: "serve bank: port taken",
    args: () => ["serve", "bank", "--port", String(taken), "--data", path.join(tmp, "bank.json")],
    command: ["serve", "bank"],
    expect: /--port/,
  },
  {
    name: "serve protocol: no preset",
    args: () => ["serve", "protocol", "--chain-id", "5"],
    command: ["serve", "protocol"],
    expect: /--config|--manifest/,
  },
  {
    name: "serve protocol: no rpc",
    args: () => ["serve", "protocol"],
    command: ["serve", "protocol"],
    expect: /--rpc/,
  },
  {
    name: "generate: --config file missing",
    args: () => ["generate", "--config", path.join(tmp, "no-such.config.json")],
    command: ["generate"],
    expect: /--config/,
  },
  {
    name: "generate: --spec file missing",
    args: () => ["generate", "--root", tmp, "--spec", "no-such.openapi.yaml"],
    command: ["generate"],
    expect: /--spec/,
  },
  {
    name: "generate: --out outside the root",
    args: () => ["generate", "--root", tmp, "--spec", CLI, "--out", path.dirname(tmp)],
    command: ["generate"],
    expect: /--out/,
  },
  {
    name: "generate: unknown --since ref",
    args: () => ["generate", "--root", ROOT, "--since", "nosuchref"],
    command: ["generate"],
    expect: /--since/,
  },
];

describe("the suggestions printed in port and usage errors work as printed", () => {
  for (const c of cases) {
    it(c.name, () => {
      const result = cli(c.args());
      expect(result.code, result.stderr).not.toBe(0);
      expect(result.stderr).toMatch(c.expect);
      const { commands, flags } = suggestions(result.stderr);
      for (const args of commands) checkCommand(args);
      for (const flag of flags)
        expect(help(c.command).text, `${c.command.join(" ")} has ${flag}`).toMatch(optionPattern(flag));
    }, 120_000);
  }
});
