/**
 * The `contractkit` command. Each command loads its module lazily, so `serve` never pays for the
 * generator's dependencies and `generate` never starts a server.
 *
 * Exit codes, everywhere: 0 success, 1 a runtime failure or a finding (lint errors, drift, breaking
 * changes, failed checks), 2 bad usage (unknown flag or command, bad flag value).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Command, CommanderError, Option } from "commander";
import { LOG_FORMATS, LOG_LEVELS } from "../runtime/http/request-log.ts";
import { configureOutput, outputSettings } from "./output.ts";

/** Help of `--store` (kept here: cli/store-option.ts loads the PostgreSQL driver). */
const STORE_OPTION_HELP =
  'where the data lives: "json", the file store and the default, or a postgres:// URL (also DATABASE_URL)';

/** Exit code of bad usage. */
export const USAGE_ERROR = 2;

/** The version in contractkit's package.json: one folder up in a checkout (cli/), two when built (dist/cli/). */
export function packageVersion(): string {
  for (const up of ["..", "../.."]) {
    const file = path.join(import.meta.dirname, up, "package.json");
    if (existsSync(file)) return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
  }
  return "unknown";
}

/** `--format`, limited to what the command can write. */
const formatOption = (formats: readonly string[]) =>
  new Option("--format <format>", `output format: ${formats.join(", ")}`).choices(formats).default("text");

/** `--log-level` and `--log-format` of the request log, shared by both services and `dev`. */
function withRequestLog(command: Command): Command {
  return command
    .addOption(
      new Option(
        "--log-level <level>",
        "request log: error (5xx only), warn (4xx too), info (every request), debug (+ client)",
      )
        .choices(LOG_LEVELS)
        .default("info"),
    )
    .addOption(
      new Option("--log-format <format>", "request log lines: pretty (for people) or json (one object a line)")
        .choices(LOG_FORMATS)
        .default("pretty"),
    );
}

/** Commander's own exits that are not errors. */
const COMMANDER_SUCCESS = new Set(["commander.helpDisplayed", "commander.help", "commander.version"]);

/** Sets the exit code {@link main} resolves to; each command's action calls it once it is done. */
type ExitWith = (code: number) => void;

/** The program with its global options; a hook applies them before any command runs. */
function baseProgram(): Command {
  const program = new Command()
    .name("contractkit")
    .description("Contract-first toolkit: specs/ drive typed clients, servers, zod schemas and viem bindings.")
    .version(packageVersion(), "-V, --version", "print contractkit's version")
    .option("-q, --quiet", "print only results and problems")
    .option("--verbose", "print detail: timings, stack traces of failures")
    .option("--color", "colour output even when stdout is not a terminal (also FORCE_COLOR)")
    .option("--no-color", "never colour output (also NO_COLOR)")
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) })
    .hook("preAction", (_program, action) => {
      const opts = { ...program.opts(), ...action.optsWithGlobals() } as {
        quiet?: boolean;
        verbose?: boolean;
        color?: boolean;
      };
      configureOutput({
        verbosity: opts.verbose ? "verbose" : opts.quiet ? "quiet" : "normal",
        ...(opts.color === undefined ? {} : { colour: opts.color }),
      });
    });
  return program;
}

/** `specs lint`. */
function addSpecsCommands(program: Command, exitWith: ExitWith): void {
  const specs = program.command("specs").description("Inspect the specs in specs/");
  specs
    .command("lint")
    .description("Lint every spec: Redocly's rules plus contractkit's own checks; exit 1 on any error")
    .option(
      "--root <dir>",
      "project root holding specs/ (or a contractkit.config.ts/.json naming the specs)",
      process.cwd(),
    )
    .option(
      "--spec <file>",
      "lint this OpenAPI (YAML/JSON) or ABI file instead of the config's inputs; repeatable",
      (value: string, previous: string[] | undefined) => [...(previous ?? []), value],
    )
    .addOption(formatOption(["text", "json", "sarif"]))
    .action(async (opts: { root: string; format: string; spec?: string[] }) => {
      const { runSpecsLint } = await import("./specs-lint.ts");
      exitWith(await runSpecsLint(opts));
    });
}

/** `generate`. */
function addGenerateCommand(program: Command, exitWith: ExitWith): void {
  program
    .command("generate")
    .description("Regenerate generated/ from specs/ (types, zod, clients, server contracts, contract bindings)")
    .option(
      "--root <dir>",
      "project root holding specs/ and generated/ (and contractkit.config.ts/.json)",
      process.cwd(),
    )
    .option(
      "--config <file>",
      "config file to use instead of the root's contractkit.config.ts/.json; its folder is the root",
    )
    .option(
      "--spec <file>",
      "generate from this OpenAPI (YAML/JSON) or ABI file instead of the config's inputs; repeatable",
      (value: string, previous: string[] | undefined) => [...(previous ?? []), value],
    )
    .option(
      "--out <dir>",
      "write the generated code to this folder instead of the config's output (default generated/)",
    )
    .option("--check", "regenerate in memory and fail if generated/ differs (CI's drift gate)")
    .option("--watch", "regenerate whenever a spec changes")
    .option("--since <git-ref>", "also report breaking changes of the specs since a git ref")
    .option("--recompile", "compile the devnet contracts even when the committed artifacts match their inputs")
    .addOption(formatOption(["text", "json"]))
    .action(
      async (opts: {
        root: string;
        config?: string;
        spec?: string[];
        out?: string;
        check?: boolean;
        watch?: boolean;
        since?: string;
        recompile?: boolean;
        format: string;
      }) => {
        const { runGenerate } = await import("./generate-command.ts");
        exitWith(await runGenerate(opts));
      },
    );
}

/** `diff`. */
function addDiffCommand(program: Command, exitWith: ExitWith): void {
  program
    .command("diff")
    .description("Classify the changes between two versions of a spec (OpenAPI or ABI) as breaking or not")
    .argument("<old>", "the old spec file")
    .argument("<new>", "the new spec file")
    .addOption(formatOption(["text", "json"]))
    .action(async (oldPath: string, newPath: string, opts: { format: string }) => {
      const { diffSpecFiles } = await import("../generator/diff.ts");
      const reports = await import("./reports.ts");
      const changes = reports.locateChanges(await diffSpecFiles(oldPath, newPath), oldPath, newPath);
      const text = opts.format === "json" ? reports.changesJson(changes) : reports.changesText(changes);
      process.stdout.write(`${text}\n`);
      exitWith(changes.some((c) => c.kind === "breaking") ? 1 : 0);
    });
}

/** `serve bank` and `serve protocol`. */
function addServeCommands(program: Command, exitWith: ExitWith): void {
  const serve = program.command("serve").description("Run a service");
  const serveBank = serve
    .command("bank")
    .description("Serve the bank (every route of specs/bank.openapi.yaml) on a durable JSON file store or PostgreSQL")
    .option("--port <port>", "port, also PORT (default 4010)", undefined)
    .option("--host <host>", "address to bind", "127.0.0.1")
    .option("--data <file>", "data file (default .contractkit/bank.json)")
    .option("--store <store>", STORE_OPTION_HELP)
    .option(
      "--no-key-cache",
      "PostgreSQL: look every API key up in the database (for a transaction-mode pooler; docs/scaling.md)",
    )
    .option(
      "--payment-batch <n>",
      "PostgreSQL: most payments that queue up committed in one transaction, 1 for each its own (default 64)",
    )
    .option("--pool-size <n>", "PostgreSQL: most database connections this process opens (default 10)")
    .option("--admin-key-file <file>", "file holding the bank's admin key (or set BANK_ADMIN_KEY)")
    .option("--admin-key <key>", "discouraged: visible in `ps`; use BANK_ADMIN_KEY or --admin-key-file")
    .option("--accept-audit", "start writable even if the stored ledger fails its audit (default: read-only)")
    .option("--public-url <url>", "URL clients reach the bank at, for /openapi.json (also BANK_PUBLIC_URL)")
    .option("--headers-timeout <seconds>", "time to receive a request's headers (default 10)")
    .option("--body-timeout <seconds>", "time to receive a whole request (default 30)")
    .option("--max-connections <n>", "open connections at most (default 1024)")
    .option("--max-opening-balance <cents>", "largest opening balance of one account (also BANK_MAX_OPENING_BALANCE)")
    .option(
      "--max-organisation-opening <cents>",
      "largest total of one organisation's opening balances (also BANK_MAX_ORGANISATION_OPENING)",
    );
  withRequestLog(serveBank).action(async (opts: import("./serve-bank.ts").ServeBankOptions) => {
    const { runServeBank } = await import("./serve-bank.ts");
    exitWith(await runServeBank(opts));
  });
  const serveProtocol = serve
    .command("protocol")
    .description("Index the protocol's contracts and serve specs/protocol.openapi.yaml")
    .option("--port <port>", "port, also PORT (default 4020)", undefined)
    .option("--host <host>", "address to bind", "127.0.0.1")
    .option("--rpc <url>", "JSON-RPC URL of the chain to index")
    .option("--chain-id <id>", "chain id (1 selects the real deployment's preset)")
    .option("--data <file>", "data file (default .contractkit/protocol.json)")
    .option(
      "--store <url>",
      "a postgres:// URL to keep the index in PostgreSQL (also DATABASE_URL); default: the data file",
    )
    .option(
      "--role <role>",
      "with PostgreSQL: indexer (takes the indexer lock, indexes and serves) or api (serves only)",
    )
    .option("--pool-size <n>", "PostgreSQL: most database connections this process opens (default 4)")
    .option("--config <file>", "config file: per chain RPC URLs, contracts, start block, finality, prices")
    .option("--manifest <file>", "a devnet manifest to use as the chain's preset")
    .option("--public-url <url>", "URL clients reach the service at, for /openapi.json")
    .option("--headers-timeout <seconds>", "time to receive a request's headers (default 10)")
    .option("--body-timeout <seconds>", "time to receive a whole request (default 30)")
    .option("--max-connections <n>", "open connections at most (default 1024)")
    .option(
      "--reset",
      "when the data file holds the index of another chain (the chain was replaced), discard it and re-index (default: refuse)",
    );
  withRequestLog(serveProtocol).action(async (opts: Record<string, string | undefined> & { reset?: boolean }) => {
    const { runServeProtocol } = await import("./serve-protocol.ts");
    exitWith(await runServeProtocol(opts));
  });
}

/** `devnet`: the local chain, deployed and seeded. */
function addDevnetCommand(program: Command, exitWith: ExitWith): void {
  program
    .command("devnet")
    .description("Start anvil, deploy the reference contracts, seed the demo scenario and write the manifest")
    .option("--port <port>", "JSON-RPC port", "8545")
    .option("--host <host>", "address to bind", "127.0.0.1")
    .option("--out <file>", "where to write the deployment manifest", ".contractkit/devnet.json")
    .option("--json", "print the manifest as JSON on stdout")
    .option("--no-scenario", "deploy only, without the demo scenario")
    .action(async (opts: { port?: string; host?: string; out?: string; json?: boolean; scenario?: boolean }) => {
      const { runDevnet } = await import("./devnet.ts");
      exitWith(await runDevnet(opts));
    });
}

/** `contract-test`, `mock` and `proxy`: the spec-driven tools for any OpenAPI document. */
function addCheckingCommands(program: Command, exitWith: ExitWith): void {
  program
    .command("contract-test")
    .description("Run the spec-driven contract suite for any OpenAPI document against a server")
    .argument("[service]", "bank or protocol: our documents plus their declared flows and invariants")
    .option("--spec <file>", "any OpenAPI 3.0/3.1 document (YAML or JSON)")
    .requiredOption("--base-url <url>", "base URL of the server under test")
    .option("--header <header...>", "'Name: value' sent with every request (repeatable)")
    .option("--bearer <token>", "bearer token for http bearer / oauth2 / openIdConnect schemes")
    .option("--api-key <key>", "key placed where each apiKey scheme says (header, query or cookie)")
    .option("--admin-key <key>", "the bank's admin key (also CONTRACT_TEST_ADMIN_KEY / BANK_ADMIN_KEY)")
    .option("--checks <kinds>", "comma-separated: conformance,negative,stateful,flows (default all)")
    .option("--workers <n>", "checks run at once (default 1)")
    .option("--max-response-time <ms>", "fail any response slower than this")
    .option("--seed <n>", "fast-check seed, to replay a failure")
    .option("--runs <n>", "generated requests per operation and check (default 20)")
    .option("--only <prefixes>", "comma-separated check-id prefixes to run")
    .option("--dry-run", "list the checks that would run, send nothing")
    .option("--report <format>", "also write a report: junit or json")
    .option("--report-file <file>", "where to write the report (default: stdout)")
    .option(
      "--cleanup",
      "bank: afterwards freeze every account of the organisations tests created (slug ck-test-…); needs the admin key",
    )
    .option("--rpc <url>", "protocol: check pools, flows and order statuses against this chain (JSON-RPC)")
    .option("--order-protocol <address>", "protocol with --rpc: the order contract (else found from a fill)")
    .addOption(formatOption(["text", "json"]))
    .action(async (service: string | undefined, opts: import("./contract-test.ts").ContractTestOptions) => {
      const { runContractTest } = await import("./contract-test.ts");
      exitWith(await runContractTest(service, opts));
    });

  program
    .command("mock")
    .description("Serve a mock of any OpenAPI document: examples first, else generated schema-valid data")
    .requiredOption("--spec <file>", "the OpenAPI 3.0/3.1 document (YAML or JSON)")
    .option("--port <port>", "port to listen on (0 picks a free one)", "4010")
    .option("--host <host>", "address to bind", "127.0.0.1")
    .option("--seed <n>", "seed for generated data: the same seed answers the same bodies")
    .option("--stateful", "remember what is POSTed: create, read, list, delete")
    .option(
      "--strict-examples",
      "serve no response example its schema refuses (without it: served, with a warning at start-up)",
    )
    .option(
      "--credential <value...>",
      "accept only these credentials: scheme=value in that security scheme's place, value in any (default: any credential that is present)",
    )
    .action(async (opts: Record<string, string | boolean | undefined>) => {
      const { runMock } = await import("./mock.ts");
      exitWith(await runMock(opts));
    });

  program
    .command("proxy")
    .description("Forward traffic to an upstream and report every request and response that breaks the spec")
    .requiredOption("--spec <file>", "the OpenAPI 3.0/3.1 document (YAML or JSON)")
    .requiredOption("--upstream <url>", "the server to forward to")
    .option("--port <port>", "port to listen on (0 picks a free one)", "4011")
    .option("--host <host>", "address to bind", "127.0.0.1")
    .option("--strict", "answer 502 with the violation instead of a response that breaks the spec")
    .option("--report <file>", "write every violation as a JSON report when the proxy stops")
    .action(async (opts: Record<string, string | boolean | undefined>) => {
      const { runProxy } = await import("./proxy.ts");
      exitWith(await runProxy(opts));
    });
}

/** `dev`: the whole sandbox. */
function addDevCommand(program: Command, exitWith: ExitWith): void {
  const dev = program
    .command("dev")
    .description("Start the whole sandbox: devnet + protocol service + bank with a demo organisation (npm start)")
    .option("--data-dir <dir>", "where every service keeps its data", ".contractkit")
    .option("--host <host>", "address to bind", "127.0.0.1")
    .option("--bank-port <port>", "bank port", "4010")
    .option("--protocol-port <port>", "protocol data service port", "4020")
    .option("--chain-port <port>", "chain JSON-RPC port", "8545")
    .option("--store <store>", `${STORE_OPTION_HELP}; a database holds the bank and the protocol index`);
  withRequestLog(dev).action(async (opts: Record<string, string | undefined>) => {
    const { runDev } = await import("./dev.ts");
    exitWith(await runDev(opts));
  });
}

/** `db migrate` and `bench`. */
function addOperationsCommands(program: Command, exitWith: ExitWith): void {
  program
    .command("db")
    .description("Manage the PostgreSQL database of the services")
    .command("migrate")
    .description("Apply every pending migration (bank, protocol) to the database")
    .option("--store <url>", "postgres:// URL of the database (also DATABASE_URL)")
    .action(async (opts: import("./db-migrate.ts").DbMigrateOptions) => {
      const { runDbMigrate } = await import("./db-migrate.ts");
      exitWith(await runDbMigrate(opts));
    });

  program
    .command("bench")
    .description("Run the benchmark suite with same-run baselines; writes bench/results/latest.json and latest.svg")
    .option("--quick", "short runs, small sizes (about 1-2 minutes)")
    .option(
      "--only <groups>",
      "comma-separated: baseline,payments,flatness,reads,protocol,postgres,mock,generate,bundle",
    )
    .option("--out <dir>", "where to write latest.json and latest.svg")
    .option(
      "--prism <path>",
      "measure Stoplight Prism's mock as a same-run baseline: an install folder of @stoplight/prism-cli (or CONTRACTKIT_BENCH_PRISM)",
    )
    .action(async (opts: { quick?: boolean; only?: string; out?: string; prism?: string }) => {
      const { runBench } = await import("./bench.ts");
      exitWith(await runBench(opts));
    });
}

/** Runs the CLI with `argv` (without node and script) and resolves to the process exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  let exitCode = 0;
  const exitWith: ExitWith = (code) => {
    exitCode = code;
  };
  const program = baseProgram();
  for (const add of [
    addSpecsCommands,
    addGenerateCommand,
    addDiffCommand,
    addServeCommands,
    addDevnetCommand,
    addCheckingCommands,
    addDevCommand,
    addOperationsCommands,
  ])
    add(program, exitWith);

  try {
    await program.parseAsync([...argv], { from: "user" });
  } catch (error) {
    if (error instanceof CommanderError) return COMMANDER_SUCCESS.has(error.code) ? 0 : USAGE_ERROR;
    const verbose = outputSettings().verbosity === "verbose";
    const text = error instanceof Error ? ((verbose ? error.stack : undefined) ?? error.message) : String(error);
    process.stderr.write(`contractkit: ${text}\n`);
    return 1;
  }
  return exitCode;
}
