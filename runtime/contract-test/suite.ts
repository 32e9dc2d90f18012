/**
 * Runs the contract test suite against a server: conformance, negative data and stateful sequences
 * for every operation of the operation table, then (for the `bank` and `protocol` profiles) the
 * service's declared flows and invariants.
 */
import type { OperationTable } from "../../generated/http/operations.js";
import { UnsatisfiableSchema } from "./arbitraries.ts";
import { BankProfile } from "./bank.ts";
import type { ChainTruthOptions } from "./chain.ts";
import { conformanceChecks } from "./conformance.ts";
import { type CheckDefinition, CheckFailure, NotApplicable, type ServiceProfile, SuiteContext } from "./context.ts";
import { type GenericCredentials, GenericProfile } from "./generic.ts";
import { negativeChecks } from "./negative.ts";
import { ProtocolProfile } from "./protocol.ts";
import type { CheckResult, SuiteReport } from "./report.ts";
import { apiDocument } from "./spec.ts";
import { statefulChecks } from "./stateful.ts";
import { ContractValidator } from "./validator.ts";

/** The services with a declared profile (flows and invariants); any other document runs generically. */
export const CONTRACT_TEST_SERVICES = ["bank", "protocol"] as const;
export type ContractTestService = (typeof CONTRACT_TEST_SERVICES)[number];

/** The kinds of checks `--checks` selects from. */
export const CHECK_KINDS = ["conformance", "negative", "stateful", "flows"] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/** The shell variable printed in reproducers instead of the admin key. */
export const ADMIN_KEY_VARIABLE = "CONTRACT_TEST_ADMIN_KEY";

/** Default generated cases per operation and check: a run against our bank stays well under a minute. */
export const DEFAULT_RUNS = 20;

/** Options of {@link runContractSuite}. */
export interface ContractSuiteOptions {
  /** The operation table of the document under test (built by the caller from the bundled document). */
  readonly table: OperationTable;
  /** The bundled document the table's pointers point into. */
  readonly document: Readonly<Record<string, unknown>>;
  /** A declared profile; without one the generic profile runs (credentials from `credentials`). */
  readonly profile?: ContractTestService | undefined;
  /** How the run is named in reports and replay commands: the profile or `--spec <file>`. */
  readonly target?: string | undefined;
  /** The server's base URL, e.g. `http://127.0.0.1:4010`; a path prefix is kept. */
  readonly baseUrl: string;
  /** The bank's admin key; without it admin operations and flows are skipped. */
  readonly adminKey?: string | undefined;
  readonly credentials?: GenericCredentials | undefined;
  /** Headers sent with every request (`--header`). */
  readonly headers?: Readonly<Record<string, string>> | undefined;
  /** fast-check seed; the same seed against the same server state replays the same requests. */
  readonly seed?: number | undefined;
  /** Generated cases per operation and check. */
  readonly runs?: number | undefined;
  /** Only checks whose id starts with one of these (e.g. `conformance/`, `flow/idempotent-replay`). */
  readonly only?: readonly string[] | undefined;
  /** Check kinds to run (all by default). */
  readonly checks?: readonly CheckKind[] | undefined;
  /** Checks run at once (default 1). */
  readonly workers?: number | undefined;
  /** Every response slower than this fails the `response-time` rule. */
  readonly maxResponseTimeMs?: number | undefined;
  /** Protocol profile: the chain to check the API's pools, flows and orders against (`--rpc`). */
  readonly chain?: ChainTruthOptions | undefined;
  /** Progress lines (one per check). */
  readonly log?: ((line: string) => void) | undefined;
}

async function execute(ctx: SuiteContext, check: CheckDefinition): Promise<CheckResult> {
  const started = performance.now();
  const base = { id: check.id, group: check.group, title: check.title, operationId: check.operationId };
  try {
    const { runs, note } = await check.run(ctx);
    return { ...base, status: "pass", runs, durationMs: performance.now() - started, note: note ?? "", failures: [] };
  } catch (error) {
    const durationMs = performance.now() - started;
    // A request the document's own schemas make impossible to generate is the document's problem, not the server's.
    if (error instanceof NotApplicable || error instanceof UnsatisfiableSchema)
      return { ...base, status: "skip", runs: 0, durationMs, note: `not applicable: ${error.message}`, failures: [] };
    const failure =
      error instanceof CheckFailure
        ? error
        : new CheckFailure(
            "suite-error",
            `the check itself failed: ${(error as Error)?.stack ?? String(error)}`,
            check.operationId,
            ctx.lastExchange,
          );
    return { ...base, status: "fail", runs: 0, durationMs, note: "", failures: [ctx.toFailure(failure)] };
  }
}

function progressLine(index: number, total: number, result: CheckResult): string {
  const width = String(total).length;
  const position = `[${String(index).padStart(width)}/${total}]`;
  const detail =
    result.status === "fail"
      ? `${result.failures[0]?.rule}: ${result.failures[0]?.message.split("\n")[0]}`
      : `${result.runs} runs${result.note ? `  ${result.note}` : ""}`;
  return `${position} ${result.status.toUpperCase().padEnd(4)} ${result.id.padEnd(44)} ${String(Math.round(result.durationMs)).padStart(6)} ms  ${detail}`;
}

function profileFor(options: ContractSuiteOptions): ServiceProfile {
  if (options.profile === "bank") return new BankProfile(options.adminKey);
  if (options.profile === "protocol") return new ProtocolProfile(options.chain);
  return new GenericProfile(options.credentials ?? {}, options.table.securitySchemes);
}

async function createContext(options: ContractSuiteOptions, seed: number): Promise<SuiteContext> {
  const secrets = new Map<string, string>();
  if (options.adminKey) secrets.set(options.adminKey, ADMIN_KEY_VARIABLE);
  if (options.credentials?.bearer) secrets.set(options.credentials.bearer, "CONTRACT_TEST_BEARER");
  if (options.credentials?.apiKey) secrets.set(options.credentials.apiKey, "CONTRACT_TEST_API_KEY");
  const ctx = new SuiteContext({
    document: apiDocument(options.table, options.document),
    validator: await ContractValidator.create(options.document),
    baseUrl: options.baseUrl,
    seed,
    runs: Math.max(1, options.runs ?? DEFAULT_RUNS),
    secrets,
    extraHeaders: options.headers ?? {},
    maxResponseTimeMs: options.maxResponseTimeMs,
    sockets: Math.max(4, options.workers ?? 1),
  });
  ctx.profile = profileFor(options);
  return ctx;
}

/** The checks a run would execute, in order (also what `--dry-run` lists). */
function selectChecks(ctx: SuiteContext, options: ContractSuiteOptions): CheckDefinition[] {
  const kinds = new Set(options.checks?.length ? options.checks : CHECK_KINDS);
  const checks = [
    ...(kinds.has("conformance") ? conformanceChecks(ctx) : []),
    ...(kinds.has("negative") ? negativeChecks(ctx) : []),
    ...(kinds.has("stateful") ? statefulChecks(ctx) : []),
    ...(kinds.has("flows") ? ctx.profile.flows() : []),
  ];
  return checks.filter((check) => !options.only?.length || options.only.some((prefix) => check.id.startsWith(prefix)));
}

/** What a run would do, without sending anything: each check's id, group and title. */
export async function planContractSuite(
  options: ContractSuiteOptions,
): Promise<{ id: string; group: string; title: string }[]> {
  const ctx = await createContext(options, options.seed ?? 0);
  try {
    return selectChecks(ctx, options).map(({ id, group, title }) => ({ id, group, title }));
  } finally {
    ctx.session.close();
  }
}

/** Runs checks with at most `workers` at once; results keep the checks' order. */
async function runPool(
  ctx: SuiteContext,
  checks: readonly CheckDefinition[],
  workers: number,
  done: (index: number, result: CheckResult) => void,
): Promise<CheckResult[]> {
  const results: CheckResult[] = new Array(checks.length);
  let next = 0;
  let finished = 0;
  const worker = async () => {
    while (next < checks.length) {
      const index = next++;
      results[index] = await execute(ctx, checks[index]!);
      done(++finished, results[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(workers, checks.length)) }, worker));
  return results;
}

function skipped(check: CheckDefinition, note: string): CheckResult {
  const { id, group, title, operationId } = check;
  return { id, group, title, operationId, status: "skip", runs: 0, durationMs: 0, note, failures: [] };
}

/** Runs every selected check and resolves to the report; never throws for a server's fault. */
export async function runContractSuite(options: ContractSuiteOptions): Promise<SuiteReport> {
  const startedAt = new Date();
  const started = performance.now();
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const log = options.log ?? (() => {});
  const ctx = await createContext(options, seed);
  const checks = selectChecks(ctx, options);
  const results: CheckResult[] = [];
  const target = options.target ?? options.profile ?? options.table.service;
  log(
    `contract-test ${target} against ${options.baseUrl}: ${checks.length} checks, ${ctx.runs} runs each, seed ${seed}`,
  );
  try {
    const setup = await execute(ctx, {
      id: "setup/prepare",
      group: "flow",
      title: "create the resources the checks point at",
      run: async (context) => {
        await context.profile.prepare(context);
        return { runs: 1 };
      },
    });
    if (setup.status !== "pass") {
      results.push(setup);
      log(progressLine(0, checks.length, setup));
      results.push(...checks.map((check) => skipped(check, "not applicable: setup failed")));
    } else {
      const done = (index: number, result: CheckResult) => log(progressLine(index, checks.length, result));
      results.push(...(await runPool(ctx, checks, options.workers ?? 1, done)));
    }
  } finally {
    const teardown = await execute(ctx, {
      id: "teardown/finish",
      group: "flow",
      title: "restore what the run changed",
      run: async (context) => {
        await context.profile.finish(context);
        return { runs: 1 };
      },
    });
    if (teardown.status === "fail") results.push(teardown);
    ctx.session.close();
  }
  return {
    service: target,
    baseUrl: options.baseUrl,
    seed,
    runsPerOperation: ctx.runs,
    startedAt: startedAt.toISOString(),
    durationMs: performance.now() - started,
    checks: results,
  };
}
