/**
 * `contract-test --spec` on documents of our own (links, multipart/form bodies, an apiKey): each
 * conformant fixture server passes, and each deliberately broken variant is caught by the check and
 * rule that own the break.
 */
import { afterEach, describe, expect, it } from "vitest";
import { loadSpecInput } from "../../cli/spec-input.ts";
import { runContractSuite, type SuiteReport } from "../../runtime/contract-test/index.ts";
import { type Break, FIXTURE_SPECS, type FixtureKind, startFixtureServer, WIDGET_KEY } from "./fixture-servers.ts";

const SEED = 4242;
const RUNS = 20;
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function suiteAgainst(kind: FixtureKind, url: string): Promise<SuiteReport> {
  const input = await loadSpecInput(FIXTURE_SPECS[kind], undefined);
  if (!input.ok) throw new Error(input.message);
  return runContractSuite({
    table: input.table,
    document: input.document,
    baseUrl: url,
    seed: SEED,
    runs: RUNS,
    credentials: { apiKey: WIDGET_KEY },
  });
}

async function run(kind: FixtureKind, breaks: Break[] = []): Promise<SuiteReport> {
  const server = await startFixtureServer(kind, breaks);
  stops.push(server.close);
  return suiteAgainst(kind, server.url);
}

const failures = (report: SuiteReport) =>
  report.checks.flatMap((c) => c.failures.map((f) => `${c.id} [${f.rule}] ${f.message.split("\n")[0]}`));

describe("contract-test --spec against conformant fixture servers", () => {
  it.each(["notes", "uploads", "widgets"] as const)("%s passes every check", async (kind) => {
    const report = await run(kind);
    expect(failures(report)).toEqual([]);
    const groups = new Set(report.checks.filter((c) => c.status === "pass").map((c) => c.group));
    expect([...groups].sort()).toEqual(["conformance", "negative", "stateful"]);
  });
});

describe("each broken fixture server is caught by the right check", () => {
  const cases: [FixtureKind, Break, string, string][] = [
    ["notes", "drop-required", "conformance/listNotes", "response-schema"],
    ["notes", "undeclared-status", "conformance/getNote", "documented-status"],
    ["notes", "crash-on-malformed", "negative/createNote", "negative-server-error"],
    ["notes", "wrong-content-type", "conformance/createNote", "content-type"],
    ["notes", "delete-keeps", "stateful/link/createNote/DeleteNote", "delete-then-read"],
    ["uploads", "drop-required", "conformance/createUpload", "response-schema"],
    ["uploads", "crash-on-malformed", "negative/createUpload", "negative-server-error"],
    ["uploads", "wrong-content-type", "conformance/subscribe", "content-type"],
    ["widgets", "drop-required", "conformance/createWidget", "response-schema"],
    ["widgets", "undeclared-status", "negative/getWidget", "auth-status"],
    ["widgets", "crash-on-malformed", "negative/createWidget", "negative-server-error"],
    ["widgets", "delete-keeps", "stateful/delete-read/deleteWidget", "delete-then-read"],
  ];
  it.each(cases)("%s with %s fails %s [%s]", async (kind, broken, checkId, rule) => {
    const report = await run(kind, [broken]);
    const check = report.checks.find((c) => c.id === checkId);
    expect(check?.status, failures(report).join("\n")).toBe("fail");
    expect(check?.failures.map((f) => f.rule)).toContain(rule);
    expect(check?.failures[0]?.curl).toMatch(/^curl /);
  });
});
