/**
 * `contractkit contract-test [bank|protocol] [--spec <file>] --base-url <url>`: runs the spec-driven
 * contract test suite for any OpenAPI document against any server and exits 0 when every check
 * passes, 1 when one fails, 2 on bad usage (also for a spec that cannot be read).
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Address, isAddress } from "viem";
import { cleanupTestOrganisations, TEST_SLUG_PREFIX } from "../runtime/contract-test/bank.ts";
import {
  ADMIN_KEY_VARIABLE,
  CHECK_KINDS,
  type ChainTruthOptions,
  type CheckKind,
  CONTRACT_TEST_SERVICES,
  type ContractTestService,
  formatFailure,
  formatSummary,
  planContractSuite,
  runContractSuite,
  toJsonReport,
  toJUnitXml,
  totals,
} from "../runtime/contract-test/index.ts";
import { loadSpecInput, parseHeaderOptions } from "./spec-input.ts";

/** The command's options as commander hands them over (strings). */
/** Requests in flight at once unless `--workers` says otherwise. */
export const DEFAULT_WORKERS = 1;

export interface ContractTestOptions {
  baseUrl: string;
  /** The bank's admin key; also read from CONTRACT_TEST_ADMIN_KEY or BANK_ADMIN_KEY. */
  adminKey?: string;
  seed?: string;
  runs?: string;
  /** `junit` or `json`. */
  report?: string;
  reportFile?: string;
  /** Comma-separated check id prefixes, e.g. `conformance/,flow/idempotent-replay`. */
  only?: string;
  /** `text` (default) or `json`: the JSON report on stdout, like `--report json`. */
  format?: string;
  /** Any OpenAPI 3.0/3.1 document (YAML or JSON). */
  spec?: string;
  /** `Name: value` headers sent with every request. */
  header?: string[];
  bearer?: string;
  apiKey?: string;
  /** Comma-separated check kinds: conformance, negative, stateful, flows. */
  checks?: string;
  workers?: string;
  /** Milliseconds. */
  maxResponseTime?: string;
  dryRun?: boolean;
  /** Protocol only: the chain's JSON-RPC URL for the cross-layer checks. */
  rpc?: string;
  /** Protocol only: the order contract (else found from a fill's receipt). */
  orderProtocol?: string;
  /** Bank only: after the run, freeze every account of the organisations the suite tags. */
  cleanup?: boolean;
}

/** Where output goes; tests pass their own. */
export interface ContractTestIo {
  stdout(text: string): void;
  stderr(text: string): void;
}

const processIo: ContractTestIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

function usage(io: ContractTestIo, message: string): number {
  io.stderr(
    `contract-test: ${message}\nusage: contractkit contract-test [${CONTRACT_TEST_SERVICES.join("|")}] [--spec <file>] --base-url <url> [--header 'N: v'] [--bearer T] [--api-key K] [--admin-key K] [--checks ${CHECK_KINDS.join(",")}] [--workers N] [--max-response-time MS] [--seed N] [--runs N] [--report junit|json] [--report-file F] [--only prefix,...] [--dry-run] [--cleanup] [--rpc URL [--order-protocol ADDR]]\n`,
  );
  return 2;
}

/** The options as the suite takes them, checked in the order the usage messages name them. */
interface ParsedOptions {
  headers: Record<string, string>;
  checks: CheckKind[];
  workers: number;
  budget: number | undefined;
  seed: number | undefined;
  runs: number | undefined;
  format: "junit" | "json" | undefined;
  adminKey: string | undefined;
  chain: ChainTruthOptions | undefined;
}

/** The parsed options, or the usage message of the first bad one. */
function parseOptions(service: string | undefined, opts: ContractTestOptions): ParsedOptions | string {
  if (service !== undefined && !(CONTRACT_TEST_SERVICES as readonly string[]).includes(service))
    return `unknown service ${JSON.stringify(service)} (use --spec <file> for any other document)`;
  if (service === undefined && opts.spec === undefined) return "pass --spec <file>, or bank / protocol";
  let baseUrl: URL;
  try {
    baseUrl = new URL(opts.baseUrl);
  } catch {
    return `--base-url must be a URL, got ${JSON.stringify(opts.baseUrl)}`;
  }
  if (baseUrl.protocol !== "http:" && baseUrl.protocol !== "https:") return "--base-url must be http or https";
  const headers = parseHeaderOptions(opts.header ?? []);
  if (typeof headers === "string") return `--header must be 'Name: value', got ${JSON.stringify(headers)}`;
  const checks = (opts.checks ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const unknownKind = checks.find((kind) => !(CHECK_KINDS as readonly string[]).includes(kind));
  if (unknownKind !== undefined) return `--checks takes ${CHECK_KINDS.join(", ")}; got ${unknownKind}`;
  const workers = opts.workers === undefined ? DEFAULT_WORKERS : Number(opts.workers);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64)
    return `--workers must be an integer from 1 to 64, got ${opts.workers}`;
  const budget = opts.maxResponseTime === undefined ? undefined : Number(opts.maxResponseTime);
  if (budget !== undefined && (!Number.isFinite(budget) || budget <= 0))
    return `--max-response-time must be a positive number of milliseconds, got ${opts.maxResponseTime}`;
  const seed = opts.seed === undefined ? undefined : Number(opts.seed);
  // fast-check seeds are 32-bit integers.
  if (seed !== undefined && (!Number.isInteger(seed) || seed < -(2 ** 31) || seed >= 2 ** 31))
    return `--seed must be a 32-bit integer, got ${opts.seed}`;
  const runs = opts.runs === undefined ? undefined : Number(opts.runs);
  if (runs !== undefined && (!Number.isInteger(runs) || runs < 1 || runs > 10_000))
    return `--runs must be an integer from 1 to 10000, got ${opts.runs}`;
  if (opts.format !== undefined && opts.format !== "text" && opts.format !== "json")
    return `--format must be text or json, got ${opts.format}`;
  let format = opts.report ?? (opts.format === "json" && opts.reportFile === undefined ? "json" : undefined);
  if (format === undefined && opts.reportFile !== undefined)
    format = opts.reportFile.endsWith(".xml") ? "junit" : opts.reportFile.endsWith(".json") ? "json" : undefined;
  if (opts.reportFile !== undefined && format === undefined) return "--report-file needs --report junit|json";
  if (format !== undefined && format !== "junit" && format !== "json")
    return `--report must be junit or json, got ${format}`;
  const adminKey = opts.adminKey ?? process.env[ADMIN_KEY_VARIABLE] ?? process.env.BANK_ADMIN_KEY;
  if (opts.cleanup && service !== "bank") return "--cleanup applies to the bank only";
  if (opts.cleanup && !adminKey) return "--cleanup needs the bank's admin key (--admin-key or BANK_ADMIN_KEY)";
  const chain = chainOption(service, opts);
  if (typeof chain === "string") return chain;
  return { headers, checks: checks as CheckKind[], workers, budget, seed, runs, format, adminKey, chain };
}

/** Runs the suite; resolves to the exit code (0 pass, 1 fail, 2 usage). */
export async function runContractTest(
  service: string | undefined,
  opts: ContractTestOptions,
  io: ContractTestIo = processIo,
): Promise<number> {
  const parsed = parseOptions(service, opts);
  if (typeof parsed === "string") return usage(io, parsed);
  const { headers, checks, workers, budget, seed, runs, format, adminKey, chain } = parsed;
  const reportToStdout = format !== undefined && opts.reportFile === undefined;
  // With the report on stdout, everything meant for people goes to stderr.
  const human = reportToStdout ? io.stderr : io.stdout;

  const input = await loadSpecInput(opts.spec, service);
  if (!input.ok) return usage(io, input.message);
  const suiteOptions = {
    table: input.table,
    document: input.document,
    profile: service as ContractTestService | undefined,
    target: opts.spec === undefined ? service : `${service ? `${service} ` : ""}--spec ${opts.spec}`,
    baseUrl: opts.baseUrl.replace(/\/+$/, ""),
    adminKey,
    credentials: { bearer: opts.bearer, apiKey: opts.apiKey },
    headers,
    seed,
    runs,
    checks,
    workers,
    maxResponseTimeMs: budget,
    chain,
    only: opts.only
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    log: (line: string) => io.stderr(`${line}\n`),
  };
  if (opts.dryRun) {
    const plan = await planContractSuite(suiteOptions);
    for (const check of plan) io.stdout(`${check.id.padEnd(48)} ${check.group.padEnd(11)} ${check.title}\n`);
    io.stdout(`${plan.length} checks would run against ${suiteOptions.baseUrl} (dry run: nothing was sent)\n`);
    return 0;
  }
  const report = await runContractSuite(suiteOptions);
  for (const check of report.checks)
    for (const failure of check.failures) human(`\n${formatFailure(report, check, failure)}\n`);
  human(`\n${formatSummary(report)}\n`);
  if (adminKey && report.checks.some((c) => c.failures.some((f) => f.curl?.includes(`$${ADMIN_KEY_VARIABLE}`))))
    human(`(reproducers show the admin key as $${ADMIN_KEY_VARIABLE}; export it before running them)\n`);
  if (format !== undefined) await writeReport(report, format, opts.reportFile, io, human);
  const cleaned = opts.cleanup ? await cleanup(opts.baseUrl, adminKey!, human, io) : true;
  return totals(report).fail > 0 || !cleaned ? 1 : 0;
}

/** The report in `format`, on stdout or in `file` (its folder created). */
async function writeReport(
  report: Awaited<ReturnType<typeof runContractSuite>>,
  format: "junit" | "json",
  file: string | undefined,
  io: ContractTestIo,
  human: (text: string) => void,
): Promise<void> {
  const text = format === "junit" ? toJUnitXml(report) : toJsonReport(report);
  if (file === undefined) {
    io.stdout(text);
    return;
  }
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  await writeFile(file, text);
  human(`${format} report written to ${file}\n`);
}

/** `--rpc` / `--order-protocol` as the suite's chain options, or a usage message. */
function chainOption(service: string | undefined, opts: ContractTestOptions): ChainTruthOptions | undefined | string {
  if (opts.rpc === undefined) return opts.orderProtocol === undefined ? undefined : "--order-protocol needs --rpc";
  if (service !== "protocol") return "--rpc applies to the protocol profile only";
  try {
    const url = new URL(opts.rpc);
    if (url.protocol !== "http:" && url.protocol !== "https:") return "--rpc must be an http or https URL";
  } catch {
    return `--rpc must be a URL, got ${JSON.stringify(opts.rpc)}`;
  }
  if (opts.orderProtocol !== undefined && !isAddress(opts.orderProtocol, { strict: false }))
    return `--order-protocol must be an address, got ${JSON.stringify(opts.orderProtocol)}`;
  return { rpcUrl: opts.rpc, orderProtocol: opts.orderProtocol as Address | undefined };
}

/** `--cleanup`: freezes what the suite tagged; false (exit 1) when the server refused. */
async function cleanup(baseUrl: string, adminKey: string, human: (text: string) => void, io: ContractTestIo) {
  try {
    const done = await cleanupTestOrganisations(baseUrl, adminKey);
    human(
      `cleanup: ${done.organisations} organisation(s) tagged ${TEST_SLUG_PREFIX}: froze ${done.frozen} account(s), ${done.alreadyFrozen} already frozen. ` +
        "The bank's API cannot delete organisations or accounts, so they stay in the directory, frozen.\n",
    );
    return true;
  } catch (error) {
    io.stderr(`contract-test: cleanup failed: ${(error as Error).message}\n`);
    return false;
  }
}
