/**
 * The `mock` group (issue 15 "Performance"): `contractkit mock`'s req/s for a small GET and a POST
 * of one small spec, beside Stoplight Prism's mock of the same file in the same run; and the
 * latency `contractkit proxy` adds over calling the same upstream directly. Every server is started
 * as its users start it, by its CLI in a child process. Prism is not a dependency: the bench runs it
 * when PRISM_BIN names its CLI (`node_modules/.bin/prism` or its `dist/index.js`), or `--prism`
 * names the folder it is installed in.
 */
import { existsSync, realpathSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { findFreePort } from "../runtime/devnet/anvil.ts";
import { measureLoad, round } from "./harness.ts";
import { type ServerProcess, startExternalServer } from "./processes.ts";
import { findPrism, type ScenarioContext } from "./scenarios.ts";
import type { BenchRow, LoadSpec, Measurement } from "./types.ts";

/** The row name of Prism's mock, and the baseline name the mock's ratios use. */
export const PRISM_MOCK = "Prism mock";
/** The goal: the mock serves at least this many times Prism's req/s. */
export const MOCK_TARGET_RATIO = 5;
/** Connections for the proxy's latency runs: few, so latency is the proxy's and not a queue's. */
export const PROXY_CONNECTIONS = 1;

const WIDGET_ID = "6f1c3b0e-8a4d-4c59-9f7e-2d1b0c3a4e5f";

/** The spec every mock in this group serves: one small GET and one small POST, both with examples. */
export const MOCK_BENCH_SPEC = {
  openapi: "3.1.0",
  info: { title: "mock bench", version: "1.0.0" },
  paths: {
    "/widgets": {
      post: {
        operationId: "createWidget",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                additionalProperties: false,
                required: ["colour"],
                properties: {
                  colour: { type: "string", enum: ["red", "green", "blue"] },
                  weight: { type: "number", minimum: 0, maximum: 1000 },
                },
              },
            },
          },
        },
        responses: {
          "201": {
            description: "Created",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Widget" } } },
          },
          "400": { description: "Refused" },
        },
      },
    },
    "/widgets/{id}": {
      get: {
        operationId: "getWidget",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } }],
        responses: {
          "200": {
            description: "The widget",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Widget" } } },
          },
          "404": { description: "Not found" },
        },
      },
    },
  },
  components: {
    schemas: {
      Widget: {
        type: "object",
        required: ["id", "colour", "weight"],
        properties: {
          id: { type: "string", format: "uuid" },
          colour: { type: "string", enum: ["red", "green", "blue"] },
          weight: { type: "number" },
        },
        examples: [{ id: WIDGET_ID, colour: "red", weight: 12.5 }],
      },
    },
  },
} as const;

/** The two requests measured on every mock. */
export const MOCK_REQUESTS: ReadonlyArray<{
  label: string;
  load: Omit<LoadSpec, "url" | "durationSec" | "connections">;
}> = [
  { label: "GET /widgets/{id}", load: { method: "GET", path: `/widgets/${WIDGET_ID}` } },
  {
    label: "POST /widgets",
    load: {
      method: "POST",
      path: "/widgets",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ colour: "green", weight: 3 }),
    },
  },
];

/**
 * Prism's CLI entry point: PRISM_BIN (resolved through the `.bin` link), else what `--prism` /
 * CONTRACTKIT_BENCH_PRISM or node_modules hold; undefined when Prism is not installed.
 */
export function prismEntry(context: Pick<ScenarioContext, "prism" | "root" | "prismBin">): string | undefined {
  if (context.prismBin !== undefined && context.prismBin !== "") {
    if (!existsSync(context.prismBin)) throw new Error(`PRISM_BIN names ${context.prismBin}, which does not exist`);
    return realpathSync(context.prismBin);
  }
  return findPrism(context);
}

/** `contractkit <args>` from this checkout or package, as a child process listening on a free port. */
async function startContractkit(context: ScenarioContext, args: readonly string[]): Promise<ServerProcess> {
  const port = await findFreePort();
  const bin = path.join(context.root, "bin", "contractkit.js");
  // The mock logs a line per request; the bench's output is no place for them.
  return startExternalServer(process.execPath, [bin, ...args, "--port", String(port)], port, 60_000, "ignore");
}

async function startPrismMock(entry: string, spec: string): Promise<ServerProcess> {
  const port = await findFreePort();
  const args = [entry, "mock", "--host", "127.0.0.1", "--port", String(port), "--errors", "false", spec];
  return startExternalServer(process.execPath, args, port, 60_000, "ignore");
}

function describeRun(m: Measurement): string {
  const failed = m.requests - m.okResponses;
  return (
    `${round(m.reqPerSec)} req/s, p50 ${m.latencyMs.p50} ms, p99 ${m.latencyMs.p99} ms, RSS ${m.rssMb} MB` +
    (failed > 0 || m.errors > 0 ? `, NON-2XX ${failed} ${JSON.stringify(m.statuses)}, errors ${m.errors}` : "")
  );
}

function notesFor(m: Measurement): string[] {
  const failed = m.requests - m.okResponses;
  return failed > 0 || m.errors > 0 ? [`${failed} non-2xx responses (${JSON.stringify(m.statuses)})`] : [];
}

/** Loads each request at each connection count; resolves to rows and req/s by `label @connections`. */
async function measureMock(
  context: ScenarioContext,
  name: string,
  server: ServerProcess,
): Promise<{ rows: BenchRow[]; rates: Map<string, number> }> {
  const rows: BenchRow[] = [];
  const rates = new Map<string, number>();
  for (const request of MOCK_REQUESTS)
    for (const connections of context.settings.connections) {
      const measurement = await measureLoad(server, { ...request.load, connections }, context.settings);
      context.log(`  ${name} ${request.label} @${connections}: ${describeRun(measurement)}`);
      rates.set(`${request.label} @${connections}`, measurement.reqPerSec);
      rows.push({
        group: "mock",
        name: `${name} ${request.label} @${connections}`,
        label: `${name === PRISM_MOCK ? "Prism" : "mock"} ${request.load.method} @${connections}`,
        connections,
        measurement,
        notes: notesFor(measurement),
      });
    }
  return { rows, rates };
}

/** The mock beside Prism's mock, then the proxy's added latency. */
export async function runMockGroup(context: ScenarioContext): Promise<BenchRow[]> {
  const spec = path.join(context.workDir, "mock-bench.openapi.json");
  await writeFile(spec, JSON.stringify(MOCK_BENCH_SPEC, null, 2));
  const rows: BenchRow[] = [];
  const prism = prismEntry(context);
  let prismRates: Map<string, number> | undefined;
  if (prism === undefined) {
    context.log("  Prism mock: not measured: set PRISM_BIN");
    rows.push({ group: "mock", name: PRISM_MOCK, notes: ["not measured: set PRISM_BIN"] });
  } else {
    const server = await startPrismMock(prism, spec);
    try {
      const measured = await measureMock(context, PRISM_MOCK, server);
      rows.push(...measured.rows);
      prismRates = measured.rates;
    } finally {
      await server.stop();
    }
  }
  const mock = await startContractkit(context, ["mock", "--spec", spec]);
  try {
    const measured = await measureMock(context, "contractkit mock", mock);
    for (const row of measured.rows) {
      const key = row.name.replace(/^contractkit mock /, "");
      const base = prismRates?.get(key);
      if (base !== undefined && base > 0) row.ratios = { [PRISM_MOCK]: round(row.measurement!.reqPerSec / base, 3) };
    }
    rows.push(...measured.rows);
    rows.push(...(await runProxyLatency(context, spec, mock)));
  } finally {
    await mock.stop();
  }
  return rows;
}

/** The same GET and POST to the mock directly and through `contractkit proxy` in front of it. */
async function runProxyLatency(context: ScenarioContext, spec: string, upstream: ServerProcess): Promise<BenchRow[]> {
  const proxy = await startContractkit(context, ["proxy", "--spec", spec, "--upstream", upstream.url]);
  const rows: BenchRow[] = [];
  try {
    for (const request of MOCK_REQUESTS) {
      const load = { ...request.load, connections: PROXY_CONNECTIONS };
      const direct = await measureLoad(upstream, load, context.settings);
      const proxied = await measureLoad(proxy, load, context.settings);
      const addedP50 = round(proxied.latencyMs.p50 - direct.latencyMs.p50, 2);
      const addedP99 = round(proxied.latencyMs.p99 - direct.latencyMs.p99, 2);
      context.log(
        `  proxy ${request.label} @${PROXY_CONNECTIONS}: direct p50 ${direct.latencyMs.p50} / p99 ${direct.latencyMs.p99} ms, ` +
          `through the proxy p50 ${proxied.latencyMs.p50} / p99 ${proxied.latencyMs.p99} ms: adds ${addedP50} / ${addedP99} ms`,
      );
      rows.push({
        group: "mock",
        name: `contractkit proxy ${request.label} @${PROXY_CONNECTIONS}`,
        label: `proxy ${request.load.method}`,
        connections: PROXY_CONNECTIONS,
        measurement: proxied,
        figures: {
          directP50Ms: direct.latencyMs.p50,
          directP99Ms: direct.latencyMs.p99,
          addedP50Ms: addedP50,
          addedP99Ms: addedP99,
          directReqPerSec: direct.reqPerSec,
        },
        notes: [...notesFor(direct), ...notesFor(proxied)],
      });
    }
  } finally {
    await proxy.stop();
  }
  return rows;
}
