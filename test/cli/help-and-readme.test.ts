/**
 * The README and every `--help` text against the real CLI (issue 23, item 9): every command the
 * README names exists, every flag it names is one of that command's options, every default a help
 * text prints is the one the code uses, the Configuration table's defaults are the real ones, and
 * no command is platform-only (`open`).
 */

import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_WORKERS } from "../../cli/contract-test.ts";
import { main } from "../../cli/main.ts";
import { BANK_DATA_FILE, BANK_PORT } from "../../cli/serve-bank.ts";
import { PROTOCOL_DATA_FILE, PROTOCOL_PORT } from "../../cli/serve-protocol.ts";
import { DEFAULT_CONFIG } from "../../generator/config.ts";
import { DEFAULT_MAX_BATCH } from "../../runtime/bank/pg/payment-batches.ts";
import { DEFAULT_RUNS } from "../../runtime/contract-test/suite.ts";
import {
  DEFAULT_HEADERS_TIMEOUT_MS,
  DEFAULT_MAX_CONNECTIONS,
  DEFAULT_REQUEST_TIMEOUT_MS,
} from "../../runtime/http/node.ts";
import { DEFAULT_PROTOCOL_POOL_SIZE } from "../../runtime/protocol/pg/ledger.ts";
import { DEFAULT_POOL_SIZE } from "../../runtime/store/postgres.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const README = readFileSync(path.join(ROOT, "README.md"), "utf8");

interface HelpOption {
  flags: string[];
  text: string;
}
interface HelpPage {
  options: HelpOption[];
  subcommands: string[];
}

/** `contractkit <command…> --help`, run in process with stdout captured. */
async function helpText(command: readonly string[]): Promise<string> {
  let text = "";
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array) => {
    text += String(chunk);
    return true;
  }) as typeof process.stdout.write;
  try {
    expect(await main([...command, "--help"])).toBe(0);
  } finally {
    process.stdout.write = write;
  }
  return text;
}

/** The options (with their wrapped descriptions) and subcommands a help text lists. */
function parseHelp(text: string): HelpPage {
  const options: HelpOption[] = [];
  const subcommands: string[] = [];
  let section = "";
  for (const line of text.split("\n")) {
    if (/^\S.*:$/.test(line)) {
      section = line;
      continue;
    }
    if (section === "Options:") {
      const start = /^ {2}(-\S.*?)(?: {2,}(.*))?$/.exec(line);
      if (start) {
        options.push({ flags: [...start[1]!.matchAll(/--?[\w-]+/g)].map((m) => m[0]), text: start[2] ?? "" });
      } else if (line.trim() && options.length > 0) options.at(-1)!.text += ` ${line.trim()}`;
    } else if (section === "Commands:") {
      const name = /^ {2}([a-z][\w-]*)/.exec(line)?.[1];
      if (name && name !== "help") subcommands.push(name);
    }
  }
  return { options, subcommands };
}

/** Every command path (`serve bank`, …) with its parsed help. */
const pages = new Map<string, HelpPage>();

beforeAll(async () => {
  const visit = async (command: string[]) => {
    const page = parseHelp(await helpText(command));
    pages.set(command.join(" "), page);
    for (const sub of page.subcommands) await visit([...command, sub]);
  };
  await visit([]);
}, 120_000);
afterAll(() => pages.clear());

const GLOBAL_FLAGS = new Set([
  "-q",
  "--quiet",
  "--verbose",
  "--color",
  "--no-color",
  "-V",
  "--version",
  "-h",
  "--help",
]);

function hasFlag(command: string, flag: string): boolean {
  if (GLOBAL_FLAGS.has(flag)) return true;
  return pages.get(command)?.options.some((option) => option.flags.includes(flag)) ?? false;
}

/**
 * The defaults help texts print in their own words, with the value the code really uses. Commander's
 * own `(default: "…")` is the value the action receives, so it is real by construction.
 */
const REAL_DEFAULTS: Record<string, string> = {
  "serve bank --port": String(BANK_PORT),
  "serve bank --data": BANK_DATA_FILE,
  "serve protocol --port": String(PROTOCOL_PORT),
  "serve protocol --data": PROTOCOL_DATA_FILE,
  "serve bank --headers-timeout": String(DEFAULT_HEADERS_TIMEOUT_MS / 1000),
  "serve protocol --headers-timeout": String(DEFAULT_HEADERS_TIMEOUT_MS / 1000),
  "serve bank --body-timeout": String(DEFAULT_REQUEST_TIMEOUT_MS / 1000),
  "serve protocol --body-timeout": String(DEFAULT_REQUEST_TIMEOUT_MS / 1000),
  "serve bank --max-connections": String(DEFAULT_MAX_CONNECTIONS),
  "serve bank --payment-batch": String(DEFAULT_MAX_BATCH),
  "serve bank --pool-size": String(DEFAULT_POOL_SIZE),
  "serve protocol --pool-size": String(DEFAULT_PROTOCOL_POOL_SIZE),
  "serve protocol --max-connections": String(DEFAULT_MAX_CONNECTIONS),
  "contract-test --runs": String(DEFAULT_RUNS),
  // Behaviours, each tested where it is implemented (test/bank/ledger-hardening, test/protocol/chain-identity).
  "serve bank --accept-audit": "read-only",
  "serve protocol --reset": "refuse",
  "contract-test --report-file": "stdout",
  "contract-test --workers": String(DEFAULT_WORKERS),
  "generate --out": `${DEFAULT_CONFIG.output}/`,
  // Behaviours: every check kind runs (test/contract-test/any-spec); the mock without --credential (test/mock).
  "contract-test --checks": "all",
  "mock --credential": "any credential that is present",
};

describe("every help text against the code", () => {
  it("lists the commands the README's command table names", () => {
    expect([...pages.keys()]).toEqual(
      expect.arrayContaining(["specs lint", "generate", "diff", "serve bank", "serve protocol", "devnet", "dev"]),
    );
  });

  it("prints only defaults the code really uses", () => {
    const unverified: string[] = [];
    for (const [command, page] of pages) {
      for (const option of page.options) {
        const long = option.flags.find((flag) => flag.startsWith("--"))!;
        for (const match of option.text.matchAll(/\(default:? ([^)]+)\)|, default:? ([^)]+)\)/g)) {
          const printed = (match[1] ?? match[2])!.trim();
          if (/^".*"$|^\[.*\]$|^true$|^false$/.test(printed)) continue;
          const key = `${command} ${long}`;
          if (REAL_DEFAULTS[key] === undefined) unverified.push(`${key}: ${printed}`);
          else expect(printed, key).toBe(REAL_DEFAULTS[key]);
        }
      }
    }
    expect(unverified, "defaults printed in words that no row of REAL_DEFAULTS checks").toEqual([]);
  });

  it("names the protocol's real data file, not protocol-<chainId>.json", () => {
    const data = pages.get("serve protocol")!.options.find((option) => option.flags.includes("--data"))!;
    expect(data.text).toContain(PROTOCOL_DATA_FILE);
    expect(data.text).not.toMatch(/chainId/);
  });
});

/** The contractkit arguments of a command line as the README writes it, or null. */
function contractkitArgs(line: string): string[] | null {
  const words = line
    .replace(/\s+#.*$/, "")
    .trim()
    .split(/\s+/);
  if (words[0] === "npm" && words[1] === "start") return ["dev", ...words.slice(words[2] === "--" ? 3 : 2)];
  const at = words.indexOf("contractkit");
  if (at === -1 || (at > 0 && words[at - 1] !== "npx" && !/^[A-Z_]+=/.test(words[at - 1]!))) return null;
  return words.slice(at + 1);
}

/** The command path (`serve bank`) and the flags of contractkit arguments. */
function split(args: string[]): { command: string; flags: string[] } {
  const path: string[] = [];
  for (const word of args) {
    const candidate = [...path, word].join(" ");
    if (pages.has(candidate)) path.push(word);
    else if (!word.startsWith("-")) break;
  }
  return { command: path.join(" "), flags: args.filter((word) => /^--?[a-zA-Z]/.test(word)) };
}

/** Every command line of the README's shell blocks (continuations joined) and inline code. */
function readmeCommands(): string[] {
  const lines: string[] = [];
  for (const block of README.matchAll(/```sh\n([\s\S]*?)```/g)) {
    lines.push(...block[1]!.replace(/\\\n\s*/g, " ").split("\n"));
  }
  for (const span of README.matchAll(/`([^`\n]*contractkit [^`\n]*|npm start -- [^`\n]*)`/g)) lines.push(span[1]!);
  return lines.filter((line) => contractkitArgs(line) !== null);
}

describe("the README against the CLI", () => {
  it("names only commands that exist, with flags they have", () => {
    const commands = readmeCommands();
    expect(commands.length).toBeGreaterThan(15);
    for (const line of commands) {
      const { command, flags } = split(contractkitArgs(line)!);
      const globalOnly = command === "" && flags.every((flag) => GLOBAL_FLAGS.has(flag));
      expect(pages.has(command) && (command !== "" || globalOnly), `${line}: no such command`).toBe(true);
      for (const flag of flags) expect(hasFlag(command, flag), `${line}: ${command} has no ${flag}`).toBe(true);
    }
  });

  it("names in the command table only flags of the command of that row", () => {
    const rows = [...README.matchAll(/^\| `npx contractkit ([^`]+)` \| (.*) \|$/gm)];
    expect(rows.length).toBeGreaterThan(8);
    for (const [, head, rest] of rows) {
      const { command } = split(head!.split(/\s+/));
      for (const flag of rest!.matchAll(/(?<![\w-])--[a-z][a-z-]*/g)) {
        expect(hasFlag(command, flag[0]), `row ${head}: ${command} has no ${flag[0]}`).toBe(true);
      }
    }
  });

  it("gives the real defaults in the Configuration table, with flags of the commands it names", () => {
    const table = README.slice(README.indexOf("## Configuration"), README.indexOf("## Adding a dependency"));
    const row = (label: string) => {
      const found = table.split("\n").find((line) => line.startsWith(`| ${label} |`));
      expect(found, label).toBeDefined();
      const cells = found!.split(/(?<!\\)\|/).map((cell) => cell.trim());
      return { where: cells[2]!, defaults: cells[3]! };
    };
    const commanderDefault = (command: string, flag: string) => {
      const option = pages.get(command)!.options.find((o) => o.flags.includes(flag))!;
      return /default: "([^"]*)"\)/.exec(option.text)![1]!;
    };
    const checks: Array<{ label: string; commands: string[]; defaults: string }> = [
      {
        label: "bank port / host",
        commands: ["serve bank"],
        defaults: `${BANK_PORT}, ${commanderDefault("serve bank", "--host")}`,
      },
      { label: "bank data file", commands: ["serve bank"], defaults: `\`${BANK_DATA_FILE}\`` },
      { label: "protocol data file", commands: ["serve protocol"], defaults: `\`${PROTOCOL_DATA_FILE}\`` },
      {
        label: "protocol port / host",
        commands: ["serve protocol"],
        defaults: `${PROTOCOL_PORT}, ${commanderDefault("serve protocol", "--host")}`,
      },
      {
        label: "HTTP limits (both services)",
        commands: ["serve bank", "serve protocol"],
        defaults: `${DEFAULT_HEADERS_TIMEOUT_MS / 1000}, ${DEFAULT_REQUEST_TIMEOUT_MS / 1000}, ${DEFAULT_MAX_CONNECTIONS}`,
      },
      {
        label: "request log (both services, `dev`)",
        commands: ["serve bank", "serve protocol", "dev"],
        defaults: `${commanderDefault("serve bank", "--log-level")}, ${commanderDefault("serve bank", "--log-format")}`,
      },
      {
        label: "devnet",
        commands: ["devnet"],
        defaults:
          ["--port", "--host"].map((flag) => commanderDefault("devnet", flag)).join(", ") +
          `, \`${commanderDefault("devnet", "--out")}\``,
      },
      {
        label: "sandbox (`npm start` = `contractkit dev`)",
        commands: ["dev"],
        defaults: `${["--chain-port", "--bank-port", "--protocol-port", "--host"]
          .map((flag) => commanderDefault("dev", flag))
          .join(", ")}, \`${commanderDefault("dev", "--data-dir")}\``,
      },
    ];
    for (const check of checks) {
      const { where, defaults } = row(check.label);
      expect(defaults.startsWith(check.defaults), `${check.label}: ${defaults}`).toBe(true);
      for (const flag of where.matchAll(/(?<![\w-])--[a-z][a-z-]*/g)) {
        for (const command of check.commands) {
          expect(hasFlag(command, flag[0]), `${check.label}: ${command} has no ${flag[0]}`).toBe(true);
        }
      }
    }
  });

  it("uses no platform-only command (macOS `open`)", () => {
    for (const line of README.split("\n")) expect(line, line).not.toMatch(/(^|[\s`])open https?:/);
  });
});
