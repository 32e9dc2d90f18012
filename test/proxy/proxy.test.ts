/**
 * The validation proxy: it forwards conformant traffic untouched, reports every request and
 * response that breaks the spec, and with --strict answers 502 instead of a bad response.
 */
import { afterEach, describe, expect, it } from "vitest";
import { loadSpecInput } from "../../cli/spec-input.ts";
import { runContractSuite } from "../../runtime/contract-test/index.ts";
import { startProxyServer } from "../../runtime/proxy/server.ts";
import { type Break, FIXTURE_SPECS, startFixtureServer, WIDGET_KEY } from "../contract-test/fixture-servers.ts";

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function proxied(breaks: Break[], strict = false) {
  const upstream = await startFixtureServer("widgets", breaks);
  stops.push(upstream.close);
  const input = await loadSpecInput(FIXTURE_SPECS.widgets, undefined);
  if (!input.ok) throw new Error(input.message);
  const lines: string[] = [];
  const proxy = await startProxyServer({
    table: input.table,
    document: input.document,
    upstream: upstream.url,
    port: 0,
    strict,
    log: (line) => lines.push(line),
  });
  stops.push(proxy.close);
  return { proxy, lines, input };
}

const headers = { "x-widget-key": WIDGET_KEY, "content-type": "application/json" };

describe("validation proxy", () => {
  it("forwards conformant traffic and reports nothing (the suite's traffic passes through it)", async () => {
    const { proxy, input } = await proxied([]);
    const report = await runContractSuite({
      table: input.table,
      document: input.document,
      baseUrl: proxy.url,
      seed: 5,
      runs: 5,
      credentials: { apiKey: WIDGET_KEY },
      checks: ["conformance", "stateful"],
    });
    expect(report.checks.flatMap((c) => c.failures)).toEqual([]);
    expect(proxy.report().exchanges).toBeGreaterThan(5);
    expect(proxy.report().violations).toEqual([]);
  });

  it("reports a response that drops a required field, and a request that breaks the spec", async () => {
    const { proxy, lines } = await proxied(["drop-required"]);
    const created = await fetch(`${proxy.url}/widgets`, { method: "POST", headers, body: '{"colour":"red"}' });
    expect(created.status).toBe(201);
    expect(await created.json()).not.toHaveProperty("weight");
    await fetch(`${proxy.url}/widgets`, { method: "POST", headers, body: '{"colour":"purple"}' });
    const violations = proxy.report().violations;
    expect(violations.map((v) => [v.side, v.operationId, v.problems[0]?.rule])).toEqual([
      ["response", "createWidget", "response-schema"],
      ["request", "createWidget", "request-body"],
    ]);
    expect(lines[0]).toMatch(/^VIOLATION response POST \/widgets 201: \[response-schema\]/);
    // A request is judged before it has a status: its line names none.
    expect(lines[1]).toMatch(/^VIOLATION request POST \/widgets: \[request-body\]/);
  });

  it("--strict answers 502 with the violation instead of the bad response", async () => {
    const { proxy } = await proxied(["drop-required"], true);
    const response = await fetch(`${proxy.url}/widgets`, { method: "POST", headers, body: '{"colour":"red"}' });
    expect(response.status).toBe(502);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    const problem = await response.json();
    expect(problem.upstreamStatus).toBe(201);
    expect(problem.errors[0].rule).toBe("response-schema");
  });
});
