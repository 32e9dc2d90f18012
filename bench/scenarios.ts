/**
 * The scenarios of issue 8. Each returns report rows; servers run in child processes and load
 * comes from autocannon children over 127.0.0.1 (see harness.ts).
 *
 *  baselines  plain node:http POST echo; bare openapi-backend routing + validation (2 operations)
 *  payments   bank POST /api/v1/payments with and without Idempotency-Key, at each connection count
 *  flatness   the same POST after the ledger holds 10k/100k/1M postings, and start-up time per size
 *  reads      GET transactions?limit=500 (load, and a walk of every page), CSV statement of 100k lines
 *  protocol   flows and orderbook pages at 1k and 1M records (protocol-pages.ts), backfill of 100k+
 *             devnet events from anvil (protocol-backfill.ts)
 *  generate   `contractkit generate` and `generate --check` wall time, with a profile when slow
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import YAML from "yaml";
import { findFreePort } from "../runtime/devnet/anvil.ts";
import { measureLoad, median, prepareLedger, quantile, round, startBank } from "./harness.ts";
import { FIXTURE_KEYS, type LedgerFixtureInfo } from "./ledger-fixture.ts";
import { type ServerProcess, startExternalServer, startServer } from "./processes.ts";
import type { BenchSettings } from "./settings.ts";
import type { BenchRow, Measurement } from "./types.ts";

/** What every scenario gets. */
export interface ScenarioContext {
  settings: BenchSettings;
  /** A scratch directory for this run's data files (deleted afterwards). */
  workDir: string;
  /** The repository root (holds bin/, specs/, generated/). */
  root: string;
  log: (line: string) => void;
  /** Baseline req/s by baseline name and connection count, filled by {@link runBaselines}. */
  baselines: Map<string, Map<number, number>>;
  /** Where @stoplight/prism-cli is installed, if given (see {@link findPrism}). */
  prism?: string | undefined;
  /** PRISM_BIN: Prism's CLI itself (its `.bin/prism` link or `dist/index.js`); wins over `prism`. */
  prismBin?: string | undefined;
  /**
   * Where the CPU profiles of profiled runs are kept (`<out>/profiles`, not committed); open one
   * in Chrome DevTools' Performance panel or speedscope for a flame graph. Undefined: not kept.
   */
  profilesDir?: string | undefined;
}

/** Names of the two same-run baselines. */
/**
 * The issue's Prism mock figure (2.8k-3.4k req/s, docs/reference/performance.md#http-servers), used when Prism is not
 * measured.
 */
export const PRISM_ISSUE_REQ_PER_SEC = 3000;

export const BASELINES = { echo: "node:http echo", openapiBackend: "openapi-backend", prism: "Prism mock" } as const;

/**
 * The Prism CLI's entry point, if Prism is installed: in the folder given (`--prism`, or
 * CONTRACTKIT_BENCH_PRISM), else in this repository's node_modules. Prism is not a dependency of
 * contractkit (90 MB, and its current release needs Node 24); install 5.14.2 beside the repo to
 * measure it: `npm install --prefix ../prism @stoplight/prism-cli@5.14.2`, then `--prism ../prism`.
 */
export function findPrism(context: Pick<ScenarioContext, "prism" | "root">): string | undefined {
  const candidates = [
    ...(context.prism === undefined
      ? []
      : [
          path.join(context.prism, "node_modules", "@stoplight", "prism-cli", "dist", "index.js"),
          path.join(context.prism, "dist", "index.js"),
        ]),
    path.join(context.root, "node_modules", "@stoplight", "prism-cli", "dist", "index.js"),
  ];
  return candidates.find((candidate) => existsSync(candidate));
}

/** The request body of every payment (and of the baselines, so all parse the same bytes). */
function paymentBody(fixture: Pick<LedgerFixtureInfo, "payerAccountId" | "payeeAccountNumber">): string {
  return JSON.stringify({
    from_account_id: fixture.payerAccountId,
    to_account_number: fixture.payeeAccountNumber,
    amount_cents: 1,
    currency: "USD",
    reference: "BENCH",
  });
}

function ratiosFor(context: ScenarioContext, connections: number, reqPerSec: number): Record<string, number> {
  const ratios: Record<string, number> = {};
  for (const [name, byConnections] of context.baselines) {
    const base = byConnections.get(connections);
    if (base !== undefined && base > 0) ratios[name] = round(reqPerSec / base, 3);
  }
  return ratios;
}

function describe(measurement: Measurement): string {
  const failures = measurement.requests - measurement.okResponses;
  return (
    `${round(measurement.reqPerSec)} req/s, p50 ${measurement.latencyMs.p50} ms, p99 ${measurement.latencyMs.p99} ms, ` +
    `RSS ${measurement.rssMb} MB, ${measurement.cpuMicrosPerRequest} µs CPU/req, ` +
    `longest loop stall ${measurement.loopDelayMaxMs} ms` +
    (failures > 0 || measurement.errors > 0
      ? `, NON-2XX ${failures} ${JSON.stringify(measurement.statuses)}, errors ${measurement.errors}`
      : "")
  );
}

/** Non-2xx answers in a run mean the scenario measured something else: say so on the row. */
function healthNotes(measurement: Measurement): string[] {
  const failures = measurement.requests - measurement.okResponses;
  return failures > 0 || measurement.errors > 0
    ? [`${failures} non-2xx responses (${JSON.stringify(measurement.statuses)}), ${measurement.errors} socket errors`]
    : [];
}

/** Baselines: the plain node:http POST echo and bare openapi-backend, at each connection count. */
export async function runBaselines(context: ScenarioContext): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const body = paymentBody({ payerAccountId: "acc_bench-payer", payeeAccountNumber: "1000000024" });
  const servers: Array<{
    name: string;
    start: () => Promise<ServerProcess>;
    path: string;
    headers?: Record<string, string>;
  }> = [
    { name: BASELINES.echo, start: () => startServer("echo"), path: "/echo" },
    { name: BASELINES.openapiBackend, start: () => startServer("openapi-backend"), path: "/payments" },
  ];
  const prism = findPrism(context);
  if (prism === undefined) {
    context.log(
      `  (Prism is not installed: the Prism target uses the issue's figure, ${PRISM_ISSUE_REQ_PER_SEC} req/s; see --prism)`,
    );
  } else {
    // Prism's mock of the same spec and operation: it validates the request (bearer key included)
    // and answers the documented 201 example, with no persistence at all.
    servers.push({
      name: BASELINES.prism,
      start: async () => {
        const port = await findFreePort();
        return startExternalServer(
          process.execPath,
          [
            prism,
            "mock",
            "--host",
            "127.0.0.1",
            "--port",
            String(port),
            "--errors",
            "false",
            path.join(context.root, "specs", "bank.openapi.yaml"),
          ],
          port,
        );
      },
      path: "/api/v1/payments",
      headers: { authorization: `Bearer ${FIXTURE_KEYS.payer}` },
    });
  }
  for (const baseline of servers) {
    const server = await baseline.start();
    try {
      const byConnections = new Map<number, number>();
      for (const connections of context.settings.connections) {
        const measurement = await measureLoad(
          server,
          {
            method: "POST",
            path: baseline.path,
            body,
            connections,
            ...(baseline.headers ? { headers: baseline.headers } : {}),
          },
          context.settings,
        );
        context.log(`  ${baseline.name} POST @${connections}: ${describe(measurement)}`);
        byConnections.set(connections, measurement.reqPerSec);
        rows.push({
          group: "baseline",
          name: `${baseline.name} POST @${connections}`,
          connections,
          measurement,
          notes: healthNotes(measurement),
        });
      }
      context.baselines.set(baseline.name, byConnections);
    } finally {
      await server.stop();
    }
  }
  return rows;
}

/** Scenario 1: durable validated payments, with and without an Idempotency-Key. */
export async function runPayments(context: ScenarioContext): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const idempotent of [false, true]) {
    const dataFile = path.join(context.workDir, `payments-${idempotent ? "key" : "nokey"}`, "bank.json");
    const fixture = await prepareLedger(dataFile, { postings: 0 }, context.log);
    const server = await startBank(dataFile, FIXTURE_KEYS.admin, 0);
    try {
      for (const connections of context.settings.connections) {
        const measurement = await measureLoad(
          server,
          {
            method: "POST",
            path: "/api/v1/payments",
            headers: { authorization: `Bearer ${FIXTURE_KEYS.payer}` },
            body: paymentBody(fixture),
            connections,
            uniqueIdempotencyKey: idempotent,
          },
          context.settings,
        );
        const name = `bank POST /payments ${idempotent ? "with" : "without"} Idempotency-Key @${connections}`;
        context.log(`  ${name}: ${describe(measurement)}`);
        rows.push({
          group: "payments",
          name,
          connections,
          measurement,
          ratios: ratiosFor(context, connections, measurement.reqPerSec),
          notes: healthNotes(measurement),
        });
      }
    } finally {
      await server.stop();
    }
  }
  if (context.settings.profileBank) {
    for (const idempotent of [false, true]) {
      for (const connections of context.settings.connections) {
        rows.push(await profilePayments(context, idempotent, connections));
      }
    }
  }
  return rows;
}

/** Keeps a profile in {@link ScenarioContext.profilesDir} under `name`; returns where, if kept. */
async function keepProfile(context: ScenarioContext, file: string, name: string): Promise<string | undefined> {
  if (context.profilesDir === undefined) return undefined;
  await mkdir(context.profilesDir, { recursive: true });
  const kept = path.join(context.profilesDir, `${name}.cpuprofile`);
  await copyFile(file, kept);
  return kept;
}

/** Busiest profile in a directory (tsx's loader thread writes a second, idle one). */
async function busiestProfile(dir: string, root: string): Promise<string | undefined> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".cpuprofile"));
  let best: { file: string; busy: number } | undefined;
  for (const file of files) {
    const groups = await profileByPackage(path.join(dir, file), root, 100);
    const busy = Object.entries(groups).reduce((sum, [group, ms]) => sum + (group === "idle" ? 0 : ms), 0);
    if (best === undefined || busy > best.busy) best = { file: path.join(dir, file), busy };
  }
  return best?.file;
}

/**
 * One payments run under `--cpu-prof`: where a payment's server CPU time goes, and how much of the
 * time the server's main thread had nothing to do (it waits for the disk's group commit or for
 * the client's next request). The profile covers the server's whole life, warm-up included.
 */
async function profilePayments(context: ScenarioContext, idempotent: boolean, connections: number): Promise<BenchRow> {
  const variant = idempotent ? "key" : "nokey";
  const dataFile = path.join(context.workDir, `payments-profile-${variant}-${connections}`, "bank.json");
  const profileDir = path.join(path.dirname(dataFile), "cpu");
  const fixture = await prepareLedger(dataFile, { postings: 0 }, context.log);
  const server = await startBank(dataFile, FIXTURE_KEYS.admin, 0, ["--cpu-prof", `--cpu-prof-dir=${profileDir}`]);
  let measurement: Measurement;
  try {
    measurement = await measureLoad(
      server,
      {
        method: "POST",
        path: "/api/v1/payments",
        headers: { authorization: `Bearer ${FIXTURE_KEYS.payer}` },
        body: paymentBody(fixture),
        connections,
        uniqueIdempotencyKey: idempotent,
      },
      context.settings,
    );
  } finally {
    await server.stop();
  }
  const name = `bank POST /payments ${idempotent ? "with" : "without"} Idempotency-Key @${connections}, CPU profile`;
  const figures: Record<string, number> = {
    reqPerSecUnderProfiler: measurement.reqPerSec,
    requests: measurement.requests,
  };
  const file = await busiestProfile(profileDir, context.root);
  if (file === undefined) return { group: "payments", name, figures, notes: ["no CPU profile was written"] };
  const groups = await profileByPackage(file, context.root, 100);
  const idleMs = groups.idle ?? 0;
  const busyMs = Object.entries(groups).reduce((sum, [group, ms]) => sum + (group === "idle" ? 0 : ms), 0);
  figures.mainThreadIdleShare = round(idleMs / Math.max(1, idleMs + busyMs), 3);
  const kept = await keepProfile(context, file, `payments-${variant}-c${connections}`);
  const notes = [
    `main thread idle ${round(figures.mainThreadIdleShare * 100, 1)}% of the server's life (busy ${round(busyMs)} ms, idle ${round(idleMs)} ms)`,
    `server CPU self time by package, whole process life (ms): ${Object.entries(groups)
      .slice(0, 10)
      .map(([group, ms]) => `${group} ${ms}`)
      .join(", ")}`,
    `top frames: ${(await topFrames(file, context.root, 15)).join("; ")}`,
    ...(kept === undefined ? [] : [`profile: ${path.relative(context.root, kept)}`]),
  ];
  context.log(`  profiled ${name.replace(", CPU profile", "")} (under the profiler: ${measurement.reqPerSec} req/s)`);
  for (const note of notes) context.log(`    ${note}`);
  return { group: "payments", name, figures, notes };
}

/** Scenario 2: throughput, p99 and start-up time as the ledger grows (the flatness curve). */
export async function runFlatness(context: ScenarioContext): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const connections = context.settings.flatnessConnections;
  for (const postings of [0, ...context.settings.ledgerSizes]) {
    const dataFile = path.join(context.workDir, `flat-${postings}`, "bank.json");
    // A tenth of the postings are payer -> payee, so the paying account grows with the ledger too.
    const fixture = await prepareLedger(dataFile, { postings, payerPayments: Math.floor(postings / 20) }, context.log);
    // Start-up is timed over several starts (median): one start of a big ledger moves by a second
    // or more with what the box is doing. A start that took no request rewrites nothing on stop.
    const startups: number[] = [];
    const spawns: number[] = [];
    let server = await startBank(dataFile, FIXTURE_KEYS.admin, postings);
    for (;;) {
      startups.push(Number(server.info.startupMs));
      spawns.push(server.spawnToReadyMs);
      if (startups.length >= context.settings.startupRuns) break;
      await server.stop();
      server = await startBank(dataFile, FIXTURE_KEYS.admin, postings);
    }
    try {
      const startupMs = round(median(startups), 0);
      const measurement = await measureLoad(
        server,
        {
          method: "POST",
          path: "/api/v1/payments",
          headers: { authorization: `Bearer ${FIXTURE_KEYS.payer}` },
          body: paymentBody(fixture),
          connections,
        },
        context.settings,
      );
      const name = `bank POST /payments, ledger of ${fixture.postings} postings @${connections}`;
      const spread =
        startups.length > 1
          ? ` (median of ${startups.length} starts, ${round(Math.min(...startups))}-${round(Math.max(...startups))} ms)`
          : "";
      context.log(
        `  ${name}: start-up ${startupMs} ms${spread} (spawn to ready ${round(median(spawns))} ms), ${describe(measurement)}`,
      );
      rows.push({
        group: "flatness",
        name,
        connections,
        measurement,
        ratios: ratiosFor(context, connections, measurement.reqPerSec),
        figures: {
          postings: fixture.postings,
          snapshotMb: round(fixture.snapshotBytes / (1024 * 1024), 1),
          startupMs,
          startupMinMs: round(Math.min(...startups)),
          startupMaxMs: round(Math.max(...startups)),
          startupRuns: startups.length,
          spawnToReadyMs: round(median(spawns)),
        },
        notes: healthNotes(measurement),
      });
    } finally {
      await server.stop();
    }
  }
  return rows;
}

interface CsvDownload {
  firstByteMs: number;
  lastByteMs: number;
  bytes: number;
  lines: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}

/** Scenario 3: paging through transactions and a streamed CSV statement of a big account. */
export async function runReads(context: ScenarioContext): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const lines = context.settings.statementLines;
  const dataFile = path.join(context.workDir, "reads", "bank.json");
  const postings = lines * 2;
  const fixture = await prepareLedger(dataFile, { postings, payerPayments: lines }, context.log);
  const server = await startBank(dataFile, FIXTURE_KEYS.admin, postings);
  const auth = { authorization: `Bearer ${FIXTURE_KEYS.payer}` };
  const account = `/api/v1/accounts/${fixture.payerAccountId}`;
  try {
    // Load on the first page of 500 (the newest postings).
    const connections = context.settings.connections[0] ?? 10;
    const page = await measureLoad(
      server,
      { method: "GET", path: `${account}/transactions?limit=500`, headers: auth, connections },
      context.settings,
    );
    context.log(`  GET transactions?limit=500 @${connections}: ${describe(page)}`);
    rows.push({
      group: "reads",
      name: `bank GET transactions?limit=500 @${connections}`,
      connections,
      measurement: page,
      notes: healthNotes(page),
    });

    // Every page, oldest last: a cursor deep in the account must cost what the first page costs.
    const pageMs: number[] = [];
    let cursor: string | null = null;
    let seen = 0;
    const walkStarted = performance.now();
    do {
      const query: string = cursor === null ? "" : `&cursor=${encodeURIComponent(cursor)}`;
      const started = performance.now();
      const response = await fetch(`${server.url}${account}/transactions?limit=500${query}`, { headers: auth });
      const body = (await response.json()) as { transactions: unknown[]; next_cursor: string | null };
      pageMs.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`transactions page answered ${response.status}`);
      seen += body.transactions.length;
      cursor = body.next_cursor;
    } while (cursor !== null);
    const walkMs = performance.now() - walkStarted;
    const firstPages = pageMs.slice(0, Math.max(1, Math.floor(pageMs.length / 10)));
    const lastPages = pageMs.slice(-Math.max(1, Math.floor(pageMs.length / 10)));
    context.log(
      `  walked ${pageMs.length} pages (${seen} postings) in ${round(walkMs)} ms: page p50 ${round(median(pageMs), 2)} ms, ` +
        `p99 ${round(quantile(pageMs, 0.99), 2)} ms; first tenth p50 ${round(median(firstPages), 2)} ms, last tenth ${round(median(lastPages), 2)} ms`,
    );
    rows.push({
      group: "reads",
      name: `bank transactions walk: every page of ${seen} postings (limit=500, one client)`,
      figures: {
        pages: pageMs.length,
        postings: seen,
        totalMs: round(walkMs),
        pageP50Ms: round(median(pageMs), 2),
        pageP99Ms: round(quantile(pageMs, 0.99), 2),
        firstTenthP50Ms: round(median(firstPages), 2),
        lastTenthP50Ms: round(median(lastPages), 2),
      },
    });

    // The CSV statement, streamed: time to first and last byte, and the server's RSS meanwhile.
    const downloads: CsvDownload[] = [];
    for (let run = 0; run < 3; run += 1) downloads.push(await downloadCsv(server, `${account}/statement?format=csv`));
    const last = downloads[downloads.length - 1] as CsvDownload;
    const figures = {
      lines: last.lines - 1,
      bytes: last.bytes,
      firstByteMs: round(median(downloads.map((d) => d.firstByteMs)), 1),
      lastByteMs: round(median(downloads.map((d) => d.lastByteMs)), 1),
      rssBeforeMb: round(downloads[0]?.rssBeforeMb ?? 0, 1),
      rssPeakMb: round(Math.max(...downloads.map((d) => d.rssPeakMb)), 1),
      rssGrowthMb: round(Math.max(...downloads.map((d) => d.rssPeakMb - d.rssBeforeMb)), 1),
    };
    context.log(
      `  CSV statement of ${figures.lines} lines (${round(figures.bytes / 1e6, 1)} MB): first byte ${figures.firstByteMs} ms, ` +
        `last byte ${figures.lastByteMs} ms, server RSS ${figures.rssBeforeMb} -> peak ${figures.rssPeakMb} MB`,
    );
    rows.push({
      group: "reads",
      name: `bank CSV statement of ${figures.lines} lines (median of 3)`,
      figures,
    });
  } finally {
    await server.stop();
  }
  return rows;
}

async function downloadCsv(server: Awaited<ReturnType<typeof startBank>>, pathAndQuery: string): Promise<CsvDownload> {
  const before = await server.sample();
  let peak = before.rss;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const sample = await server.sample();
      peak = Math.max(peak, sample.rss);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  const started = performance.now();
  let firstByteMs = 0;
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(`${server.url}${pathAndQuery}`, {
      headers: { authorization: `Bearer ${FIXTURE_KEYS.payer}` },
    });
    if (response.status !== 200 || response.body === null) throw new Error(`statement answered ${response.status}`);
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 0x0a) lines += 1;
    }
  } finally {
    sampling = false;
    await sampler;
  }
  const MB = 1024 * 1024;
  return {
    firstByteMs,
    lastByteMs: performance.now() - started,
    bytes,
    lines,
    rssBeforeMb: before.rss / MB,
    rssPeakMb: peak / MB,
  };
}

interface CommandRun {
  wallMs: number;
  /** The time the command itself reports (its build, without node/tsx start-up), when printed. */
  reportedMs: number | null;
  exitCode: number;
  output: string;
}

function runCommand(root: string, args: readonly string[], nodeFlags: readonly string[] = []): Promise<CommandRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [...nodeFlags, path.join(root, "bin", "contractkit.js"), ...args], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      const reported = /\((\d+) ms\)/.exec(output);
      resolve({
        wallMs: performance.now() - started,
        reportedMs: reported?.[1] === undefined ? null : Number(reported[1]),
        exitCode: code ?? 1,
        output,
      });
    });
  });
}

/** Self time of a V8 CPU profile grouped by npm package or project folder, biggest first. */
export async function profileByPackage(
  profileFile: string,
  root: string,
  top: number,
): Promise<Record<string, number>> {
  const profile = JSON.parse(await readFile(profileFile, "utf8")) as {
    nodes: Array<{ id: number; callFrame: { url: string; functionName: string } }>;
    samples: number[];
    timeDeltas: number[];
  };
  const owner = new Map<number, string>();
  for (const node of profile.nodes) {
    const url = node.callFrame.url.replace(/^file:\/\//, "");
    let group: string;
    const modules = url.lastIndexOf("/node_modules/");
    if (modules !== -1) {
      const rest = url.slice(modules + "/node_modules/".length).split("/");
      group = rest[0]?.startsWith("@") ? `${rest[0]}/${rest[1]}` : (rest[0] ?? "?");
    } else if (url.startsWith(root)) group = `${path.relative(root, url).split(path.sep)[0]}/`;
    else if (url.startsWith("wasm://")) group = "wasm (solc's compiler)";
    else if (url.startsWith("node:") || url === "") {
      const name = node.callFrame.functionName;
      group = name === "(garbage collector)" ? "GC" : name === "(idle)" ? "idle" : "node internals";
    } else group = "other";
    owner.set(node.id, group);
  }
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const group = owner.get(id) ?? "?";
    totals.set(group, (totals.get(group) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return Object.fromEntries(
    [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([group, ms]) => [group, round(ms)]),
  );
}

/** The functions with the most self time in a V8 CPU profile ("name file:line ms"), idle excluded. */
export async function topFrames(profileFile: string, root: string, top: number): Promise<string[]> {
  const profile = JSON.parse(await readFile(profileFile, "utf8")) as {
    nodes: Array<{ id: number; callFrame: { url: string; functionName: string; lineNumber: number } }>;
    samples: number[];
    timeDeltas: number[];
  };
  const frameOf = new Map<number, string>();
  for (const node of profile.nodes) {
    const { url, functionName, lineNumber } = node.callFrame;
    const file = url.replace(/^file:\/\//, "");
    const where = file === "" ? "" : ` ${file.startsWith(root) ? path.relative(root, file) : file}:${lineNumber + 1}`;
    frameOf.set(node.id, `${functionName || "(anonymous)"}${where}`);
  }
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = frameOf.get(id) ?? "?";
    totals.set(frame, (totals.get(frame) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  totals.delete("(idle)");
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([frame, ms]) => `${frame} ${round(ms)} ms`);
}

/** Runs a command once under `--cpu-prof` and says where its main thread's time went, by package. */
async function profileCommand(
  context: ScenarioContext,
  args: readonly string[],
  scratch: string,
  label: string,
): Promise<string[]> {
  const name = label.replaceAll(/\W+/g, "-");
  const profileDir = path.join(scratch, `profile-${name}`);
  await runCommand(context.root, args, ["--cpu-prof", `--cpu-prof-dir=${profileDir}`]);
  const file = await busiestProfile(profileDir, context.root);
  if (file === undefined) return ["no CPU profile was written"];
  const groups = await profileByPackage(file, context.root, 8);
  const kept = await keepProfile(context, file, name);
  return [
    `CPU self time by package (ms): ${Object.entries(groups)
      .map(([group, ms]) => `${group} ${ms}`)
      .join(", ")}`,
    `top frames: ${(await topFrames(file, context.root, 8)).join("; ")}`,
    ...(kept === undefined ? [] : [`profile: ${path.relative(context.root, kept)}`]),
  ];
}

/** Copies of the bank's operations in the synthetic large spec (the bank has ~30: 20 copies give ~600). */
const LARGE_SPEC_COPIES = 20;

/**
 * A large OpenAPI document made from the bank's: every path copied {@link LARGE_SPEC_COPIES} times
 * under its own prefix with suffixed operation ids, so the generator's cost per operation shows
 * without a network fetch (CI is offline).
 */
async function writeLargeSpec(root: string, to: string): Promise<number> {
  const document = YAML.parse(await readFile(path.join(root, "specs", "bank.openapi.yaml"), "utf8")) as {
    paths: Record<string, Record<string, { operationId?: string } | unknown>>;
  };
  const paths: typeof document.paths = {};
  let operations = 0;
  for (let copy = 1; copy <= LARGE_SPEC_COPIES; copy += 1) {
    for (const [route, item] of Object.entries(document.paths)) {
      const copied = structuredClone(item);
      for (const operation of Object.values(copied)) {
        const op = operation as { operationId?: string };
        if (typeof op === "object" && op !== null && typeof op.operationId === "string") {
          op.operationId = `${op.operationId}Copy${copy}`;
          operations += 1;
        }
      }
      paths[`/copy${copy}${route}`] = copied;
    }
  }
  await mkdir(path.dirname(to), { recursive: true });
  await writeFile(to, YAML.stringify({ ...document, paths }));
  return operations;
}

/**
 * Scenario 5: `generate` and `generate --check` wall time, on a scratch copy of specs/, generated/
 * and the config (our two specs), then `generate` of a large synthetic spec.
 */
export async function runGenerate(context: ScenarioContext): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  // A scratch root: `generate` rewrites generated/, and other work may be editing the real one.
  const scratch = await mkdtemp(path.join(os.tmpdir(), "contractkit-bench-generate-"));
  try {
    await cp(path.join(context.root, "specs"), path.join(scratch, "specs"), { recursive: true });
    await cp(path.join(context.root, "generated"), path.join(scratch, "generated"), { recursive: true });
    await copyFile(path.join(context.root, "contractkit.config.json"), path.join(scratch, "contractkit.config.json"));
    const large = path.join(scratch, "large", "large.openapi.yaml");
    const largeOperations = await writeLargeSpec(context.root, large);
    const largeOut = path.join(scratch, "large", "generated");
    for (const [label, args] of [
      ["generate", ["generate", "--root", scratch]],
      ["generate --check", ["generate", "--check", "--root", scratch]],
      [
        `generate (synthetic spec, ${largeOperations} operations)`,
        ["generate", "--root", path.dirname(large), "--spec", large, "--out", largeOut],
      ],
    ] as const) {
      const runs: CommandRun[] = [];
      for (let run = 0; run < context.settings.generateRuns; run += 1) {
        const result = await runCommand(context.root, args);
        if (result.exitCode !== 0 && label !== "generate --check") {
          throw new Error(`${label} failed (exit ${result.exitCode}):\n${result.output}`);
        }
        runs.push(result);
      }
      const wallMs = round(median(runs.map((r) => r.wallMs)));
      const reported = runs.map((r) => r.reportedMs).filter((ms): ms is number => ms !== null);
      const figures: Record<string, number> = { wallMs, runs: runs.length };
      if (reported.length > 0) figures.buildMs = round(median(reported));
      const notes: string[] = [];
      const last = runs[runs.length - 1];
      if (last !== undefined && last.exitCode !== 0) {
        notes.push(`exit ${last.exitCode}: ${last.output.trim().split("\n").slice(0, 3).join(" | ")}`);
      }
      if (context.settings.profileGenerate) notes.push(...(await profileCommand(context, args, scratch, label)));
      context.log(
        `  ${label}: ${wallMs} ms wall (median of ${runs.length})${figures.buildMs === undefined ? "" : `, ${figures.buildMs} ms reported by the command`}`,
      );
      for (const note of notes) context.log(`    ${note}`);
      rows.push({ group: "generate", name: `contractkit ${label}`, figures, notes });
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return rows;
}
