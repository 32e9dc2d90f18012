/**
 * What a run found, and its renderings: a reproducer per failure, the summary table, JUnit XML and
 * JSON reports.
 */
import type { Exchange } from "./http.ts";

/** The four families of checks (docs/contract-tests.md). */
export type CheckGroup = "conformance" | "negative" | "stateful" | "flow" | "invariant" | "protocol";

/** One broken rule with everything needed to reproduce it. */
export interface Failure {
  /** The rule broken, e.g. `documented-status`, `response-schema`, `idempotent-replay`. */
  readonly rule: string;
  readonly message: string;
  readonly operationId: string | undefined;
  /** The request that exposed it and the response, when there was one. */
  readonly exchange: Exchange | undefined;
  /** The request as a curl command line (secrets shown as shell variables). */
  readonly curl: string | undefined;
  /** fast-check's counter-example path, for checks driven by generated data. */
  readonly counterexamplePath?: string | undefined;
}

/** The outcome of one check. */
export interface CheckResult {
  /** Stable id, e.g. `conformance/sendPayment`, `flow/idempotent-replay`. */
  readonly id: string;
  readonly group: CheckGroup;
  readonly title: string;
  readonly operationId: string | undefined;
  readonly status: "pass" | "fail" | "skip";
  /** Generated cases or steps executed. */
  readonly runs: number;
  readonly durationMs: number;
  /** Why a check was skipped, or coverage notes (statuses seen). */
  readonly note: string;
  readonly failures: readonly Failure[];
}

/** A whole run. */
export interface SuiteReport {
  readonly service: string;
  readonly baseUrl: string;
  readonly seed: number;
  readonly runsPerOperation: number;
  readonly startedAt: string;
  readonly durationMs: number;
  readonly checks: readonly CheckResult[];
}

/** Totals per status. */
export function totals(report: SuiteReport): { pass: number; fail: number; skip: number } {
  const out = { pass: 0, fail: 0, skip: 0 };
  for (const check of report.checks) out[check.status]++;
  return out;
}

const EXCERPT_CHARS = 600;

/** The first characters of a body, with a marker when cut. */
export function excerpt(text: string, limit = EXCERPT_CHARS): string {
  return text.length <= limit ? text : `${text.slice(0, limit)}… (${text.length - limit} more characters)`;
}

/** The command that replays a run with the same generated data. */
export function replayCommand(
  report: Pick<SuiteReport, "service" | "baseUrl" | "seed" | "runsPerOperation">,
  checkId?: string,
): string {
  const only = checkId ? ` --only ${checkId}` : "";
  return `contractkit contract-test ${report.service} --base-url ${report.baseUrl} --seed ${report.seed} --runs ${report.runsPerOperation}${only}`;
}

/** A failure as a block of text a developer can act on. */
export function formatFailure(
  report: Pick<SuiteReport, "service" | "baseUrl" | "seed" | "runsPerOperation">,
  check: CheckResult,
  failure: Failure,
): string {
  const lines = [`✗ ${check.id}: [${failure.rule}] ${failure.message}`];
  if (failure.operationId) lines.push(`  operation: ${failure.operationId}`);
  if (failure.curl) lines.push(`  request:   ${failure.curl}`);
  if (failure.exchange) {
    const { response } = failure.exchange;
    lines.push(`  response:  ${response.status}`);
    for (const [name, value] of Object.entries(response.headers))
      if (!["date", "connection", "keep-alive", "transfer-encoding"].includes(name))
        lines.push(`             ${name}: ${value}`);
    lines.push(`  body:      ${excerpt(response.bodyText).replace(/\n/g, "\n             ")}`);
  }
  if (failure.counterexamplePath) lines.push(`  fast-check path: ${failure.counterexamplePath}`);
  lines.push(`  replay:    ${replayCommand(report, check.id)}`);
  return lines.join("\n");
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + " ".repeat(width - text.length);
}

/** The end-of-run summary: one row per check, then totals. */
export function formatSummary(report: SuiteReport): string {
  const header = ["check", "status", "runs", "ms", "note"];
  const rows = report.checks.map((c) => [
    c.id,
    c.status.toUpperCase(),
    String(c.runs),
    String(Math.round(c.durationMs)),
    c.status === "fail" ? `${c.failures.length} failure(s): ${c.failures[0]?.rule ?? ""}` : c.note,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (i === 4 ? 0 : r[i]!.length))));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 4 ? cell : pad(cell, widths[i]!)))
      .join("  ")
      .trimEnd();
  const t = totals(report);
  return [
    line(header),
    line(widths.map((w, i) => (i === 4 ? "----" : "-".repeat(w)))),
    ...rows.map(line),
    "",
    `${report.service} at ${report.baseUrl}: ${t.pass} passed, ${t.fail} failed, ${t.skip} skipped in ${(report.durationMs / 1000).toFixed(1)} s (seed ${report.seed}, ${report.runsPerOperation} runs per operation)`,
  ].join("\n");
}

function xml(text: string): string {
  // XML 1.0 forbids most control characters even escaped; drop them (tab, LF and CR stay).
  const allowed = (c: string) => c >= " " || c === "\t" || c === "\n" || c === "\r";
  return [...text]
    .filter(allowed)
    .join("")
    .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JUnit XML: one testsuite per check group, one testcase per check. */
export function toJUnitXml(report: SuiteReport): string {
  const groups = new Map<string, CheckResult[]>();
  for (const check of report.checks) groups.set(check.group, [...(groups.get(check.group) ?? []), check]);
  const t = totals(report);
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract-test ${xml(report.service)}" tests="${report.checks.length}" failures="${t.fail}" skipped="${t.skip}" time="${(report.durationMs / 1000).toFixed(3)}">`,
  ];
  for (const [group, checks] of groups) {
    const failed = checks.filter((c) => c.status === "fail").length;
    const skipped = checks.filter((c) => c.status === "skip").length;
    const time = checks.reduce((sum, c) => sum + c.durationMs, 0) / 1000;
    out.push(
      `  <testsuite name="${xml(`${report.service}.${group}`)}" tests="${checks.length}" failures="${failed}" skipped="${skipped}" time="${time.toFixed(3)}" timestamp="${xml(report.startedAt)}">`,
    );
    out.push(
      `    <properties><property name="seed" value="${report.seed}"/><property name="baseUrl" value="${xml(report.baseUrl)}"/></properties>`,
    );
    for (const check of checks) {
      out.push(
        `    <testcase classname="${xml(`${report.service}.${group}`)}" name="${xml(check.id)}" time="${(check.durationMs / 1000).toFixed(3)}">`,
      );
      if (check.status === "skip") out.push(`      <skipped message="${xml(check.note)}"/>`);
      for (const failure of check.failures)
        out.push(
          `      <failure type="${xml(failure.rule)}" message="${xml(failure.message)}">${xml(formatFailure(report, check, failure))}</failure>`,
        );
      if (check.status !== "skip" && check.note) out.push(`      <system-out>${xml(check.note)}</system-out>`);
      out.push("    </testcase>");
    }
    out.push("  </testsuite>");
  }
  out.push("</testsuites>", "");
  return out.join("\n");
}

/** The JSON report: the run, every check, every failure with its request and response. */
export function toJsonReport(report: SuiteReport): string {
  return `${JSON.stringify(
    {
      service: report.service,
      baseUrl: report.baseUrl,
      seed: report.seed,
      runsPerOperation: report.runsPerOperation,
      startedAt: report.startedAt,
      durationMs: Math.round(report.durationMs),
      totals: totals(report),
      replay: replayCommand(report),
      checks: report.checks.map((check) => ({
        id: check.id,
        group: check.group,
        title: check.title,
        operationId: check.operationId ?? null,
        status: check.status,
        runs: check.runs,
        durationMs: Math.round(check.durationMs),
        note: check.note,
        failures: check.failures.map((failure) => ({
          rule: failure.rule,
          message: failure.message,
          operationId: failure.operationId ?? null,
          curl: failure.curl ?? null,
          request: failure.exchange
            ? {
                method: failure.exchange.request.method.toUpperCase(),
                url: failure.exchange.url,
                headers: failure.exchange.request.headers,
                body: failure.exchange.request.body ?? null,
              }
            : null,
          response: failure.exchange
            ? {
                status: failure.exchange.response.status,
                headers: failure.exchange.response.headers,
                bodyExcerpt: excerpt(failure.exchange.response.bodyText),
              }
            : null,
          counterexamplePath: failure.counterexamplePath ?? null,
          replay: replayCommand(report, check.id),
        })),
      })),
    },
    null,
    2,
  )}\n`;
}
