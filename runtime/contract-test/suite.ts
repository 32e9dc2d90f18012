/**
 * Runs the contract test suite against a server: conformance and negative data for every operation
 * of the service's document, then the service's declared flows and invariants.
 */
import { bankOpenApiDocument } from "../../generated/bank/openapi.js";
import { protocolOpenApiDocument } from "../../generated/protocol/openapi.js";
import { BankProfile } from "./bank.ts";
import { conformanceChecks } from "./conformance.ts";
import { type CheckDefinition, CheckFailure, NotApplicable, SuiteContext } from "./context.ts";
import { negativeChecks } from "./negative.ts";
import { readApiDocument } from "./openapi.ts";
import { ProtocolProfile } from "./protocol.ts";
import type { CheckResult, SuiteReport } from "./report.ts";
import { ContractValidator } from "./validator.ts";

/** The services the suite knows; each has a document and a profile. */
export const CONTRACT_TEST_SERVICES = ["bank", "protocol"] as const;
export type ContractTestService = (typeof CONTRACT_TEST_SERVICES)[number];

/** The shell variable printed in reproducers instead of the admin key. */
export const ADMIN_KEY_VARIABLE = "CONTRACT_TEST_ADMIN_KEY";

/** Default generated cases per operation and check: a run against our bank stays well under a minute. */
export const DEFAULT_RUNS = 20;

/** Options of {@link runContractSuite}. */
export interface ContractSuiteOptions {
  readonly service: ContractTestService;
  /** The server's base URL, e.g. `http://127.0.0.1:4010`; a path prefix is kept. */
  readonly baseUrl: string;
  /** The bank's admin key; without it admin operations and flows are skipped. */
  readonly adminKey?: string | undefined;
  /** fast-check seed; the same seed against the same server state replays the same requests. */
  readonly seed?: number | undefined;
  /** Generated cases per operation and check. */
  readonly runs?: number | undefined;
  /** Only checks whose id starts with one of these (e.g. `conformance/`, `flow/idempotent-replay`). */
  readonly only?: readonly string[] | undefined;
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
    if (error instanceof NotApplicable)
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

/** Runs every check (or those selected by `only`) and resolves to the report; never throws for a server's fault. */
export async function runContractSuite(options: ContractSuiteOptions): Promise<SuiteReport> {
  const startedAt = new Date();
  const started = performance.now();
  const document = options.service === "bank" ? bankOpenApiDocument : protocolOpenApiDocument;
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const runs = Math.max(1, options.runs ?? DEFAULT_RUNS);
  const log = options.log ?? (() => {});
  const secrets = new Map<string, string>();
  if (options.adminKey) secrets.set(options.adminKey, ADMIN_KEY_VARIABLE);
  const ctx = new SuiteContext({
    document: readApiDocument(document),
    validator: await ContractValidator.create(document),
    baseUrl: options.baseUrl,
    seed,
    runs,
    secrets,
  });
  ctx.profile = options.service === "bank" ? new BankProfile(options.adminKey) : new ProtocolProfile();
  const selected = (check: CheckDefinition) =>
    !options.only?.length || options.only.some((prefix) => check.id.startsWith(prefix));
  const checks = [...conformanceChecks(ctx), ...negativeChecks(ctx), ...ctx.profile.flows()].filter(selected);
  const results: CheckResult[] = [];
  log(
    `contract-test ${options.service} against ${options.baseUrl}: ${checks.length} checks, ${runs} runs each, seed ${seed}`,
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
      for (const check of checks)
        results.push({
          id: check.id,
          group: check.group,
          title: check.title,
          operationId: check.operationId,
          status: "skip",
          runs: 0,
          durationMs: 0,
          note: "not applicable: setup failed",
          failures: [],
        });
    } else {
      for (const [index, check] of checks.entries()) {
        const result = await execute(ctx, check);
        results.push(result);
        log(progressLine(index + 1, checks.length, result));
      }
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
    service: options.service,
    baseUrl: options.baseUrl,
    seed,
    runsPerOperation: runs,
    startedAt: startedAt.toISOString(),
    durationMs: performance.now() - started,
    checks: results,
  };
}
