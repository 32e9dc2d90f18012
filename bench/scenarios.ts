import { existsSync } from "node:fs";
import path from "node:path";
import { findFreePort } from "../runtime/devnet/anvil.ts";
import { measureLoad, median, prepareLedger, round, startBank } from "./harness.ts";
import { FIXTURE_KEYS, type LedgerFixtureInfo } from "./ledger-fixture.ts";
import { type ServerProcess, startExternalServer, startServer } from "./processes.ts";
import { busiestProfile, keepProfile, profileByPackage, topFrames } from "./profiles.ts";
import type { BenchSettings } from "./settings.ts";
import type { BenchRow, LoadSpec, Measurement } from "./types.ts";

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

export function describe(measurement: Measurement): string {
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
export function healthNotes(measurement: Measurement): string[] {
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

/** One round of a subject run and the echo run beside it. */
interface PairedRound {
  subject: Measurement;
  echoReqPerSec: number;
  ratio: number;
}

/**
 * Measures a subject `pairedRounds` times, each time beside a run of the node:http echo at the same
 * connection count (echo first in even rounds, last in odd ones, so a drifting machine favours
 * neither). The row shows the round with the median ratio; every round's ratio is in its notes.
 */
async function pairedWithEcho(
  context: ScenarioContext,
  name: string,
  subject: { server: ServerProcess; spec: Omit<LoadSpec, "url" | "durationSec"> },
  echo: ServerProcess,
): Promise<BenchRow> {
  const connections = subject.spec.connections;
  const body = subject.spec.body;
  const echoSpec = { method: "POST", path: "/echo", connections, ...(body === undefined ? {} : { body }) } as const;
  const rounds: PairedRound[] = [];
  for (let index = 0; index < context.settings.pairedRounds; index += 1) {
    const echoFirst = index % 2 === 0;
    const before = echoFirst ? await measureLoad(echo, echoSpec, context.settings) : undefined;
    const measured = await measureLoad(subject.server, subject.spec, context.settings);
    const beside = before ?? (await measureLoad(echo, echoSpec, context.settings));
    rounds.push({
      subject: measured,
      echoReqPerSec: beside.reqPerSec,
      ratio: measured.reqPerSec / Math.max(1, beside.reqPerSec),
    });
  }
  const byRatio = [...rounds].sort((a, b) => a.ratio - b.ratio);
  const middle = byRatio[Math.floor((byRatio.length - 1) / 2)] as PairedRound;
  const percent = (ratio: number) => `${round(ratio * 100, 1)}%`;
  const spread = `share of the echo run beside it, ${rounds.length} round(s): ${rounds.map((r) => percent(r.ratio)).join(", ")}`;
  context.log(`  ${name}: ${describe(middle.subject)}`);
  context.log(`    ${spread} (echo ${rounds.map((r) => round(r.echoReqPerSec)).join(", ")} req/s)`);
  return {
    group: "payments",
    name,
    connections,
    measurement: middle.subject,
    // The echo ratio is the median round's, against its own echo run; the others are the baselines group's.
    ratios: { ...ratiosFor(context, connections, middle.subject.reqPerSec), [BASELINES.echo]: round(middle.ratio, 3) },
    figures: {
      rounds: rounds.length,
      echoBesideReqPerSec: round(middle.echoReqPerSec),
      echoRatioMin: round(byRatio[0]?.ratio ?? 0, 3),
      echoRatioMax: round(byRatio[byRatio.length - 1]?.ratio ?? 0, 3),
    },
    notes: [spread, ...healthNotes(middle.subject)],
  };
}

/** Scenario 1: durable validated payments, with and without an Idempotency-Key. */
export async function runPayments(context: ScenarioContext): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  // The echo beside every payments run: this box's speed drifts by tens of percent from one minute
  // to the next, so a ratio is taken between runs seconds apart (docs/benchmarks.md, "How it measures").
  const echo = await startServer("echo");
  try {
    for (const idempotent of [false, true]) {
      const dataFile = path.join(context.workDir, `payments-${idempotent ? "key" : "nokey"}`, "bank.json");
      const fixture = await prepareLedger(dataFile, { postings: 0 }, context.log);
      const server = await startBank(dataFile, FIXTURE_KEYS.admin, 0);
      try {
        for (const connections of context.settings.connections) {
          const name = `bank POST /payments ${idempotent ? "with" : "without"} Idempotency-Key @${connections}`;
          const payments = {
            method: "POST",
            path: "/api/v1/payments",
            headers: { authorization: `Bearer ${FIXTURE_KEYS.payer}` },
            body: paymentBody(fixture),
            connections,
            uniqueIdempotencyKey: idempotent,
          } as const;
          rows.push(await pairedWithEcho(context, name, { server, spec: payments }, echo));
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await echo.stop();
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
