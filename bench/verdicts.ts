/**
 * Independent check of `contractkit proxy` (issue 15): the contract suite's traffic against our bank
 * passes through a recorder, then our validation proxy, then Stoplight Prism's proxy, then the bank:
 *
 *   contract-test bank -> recorder -> contractkit proxy -> prism proxy -> bank
 *
 * so both proxies judge exactly the same exchanges. Prism's verdict on each exchange is its
 * `sl-violations` response header (it forwards with `--errors false`); ours is the proxy's JSON
 * report. The exchanges run one at a time (`--workers 1`), so the report's violations are matched
 * to the recorder's exchanges in order, by method and path. Prints the exchanges on which the two
 * disagree and a summary; writes the whole comparison as JSON.
 *
 *   PRISM_BIN=/path/to/node_modules/.bin/prism node --import tsx bench/verdicts.ts [--runs 5] [--seed 1] [--out verdicts.json]
 */
import { type ChildProcess, spawn } from "node:child_process";
import { realpathSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { findFreePort } from "../runtime/devnet/anvil.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const BIN = path.join(ROOT, "bin", "contractkit.js");
const SPEC = path.join(ROOT, "specs", "bank.openapi.yaml");
const ADMIN_KEY = "verdicts-admin-key-0123456789abcdef";

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
}

/** One exchange as the recorder saw it, with each proxy's verdict. */
interface Verdict {
  seq: number;
  method: string;
  path: string;
  status: number;
  /** When the recorder sent it on and when the answer came back (ms since the epoch). */
  startedMs: number;
  endedMs: number;
  /** Prism's violations on this exchange (`sl-violations`): `location: message`. */
  prism: string[];
  /** Our proxy's violations on this exchange: `side rule: message`. */
  ours: string[];
}

interface OurViolation {
  at: string;
  method: string;
  path: string;
  side: string;
  problems: { rule: string; message: string }[];
}

async function waitForPort(port: number, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const probe = httpRequest({ host: "127.0.0.1", port, path: "/", method: "HEAD" }, (res) => {
        res.resume();
        resolve(true);
      });
      probe.on("error", () => resolve(false));
      probe.end();
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not listen on ${port}`);
}

/** Starts a child that serves on `port` and resolves once it answers. */
async function start(what: string, args: string[], port: number, env: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...env },
  });
  await waitForPort(port, child, what);
  return child;
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** Prism's violations in a response's `sl-violations` header. */
function prismViolations(res: IncomingMessage): string[] {
  const header = res.headers["sl-violations"];
  if (typeof header !== "string") return [];
  try {
    const list = JSON.parse(header) as { location?: string[]; message?: string; severity?: string }[];
    return list.map((v) => `${(v.location ?? []).join(".")}: ${v.message ?? ""} (${v.severity ?? "?"})`);
  } catch {
    return [`unparsed sl-violations: ${header}`];
  }
}

/** A pass-through recorder in front of our proxy: notes each exchange and Prism's verdict on it. */
async function startRecorder(port: number, upstreamPort: number, verdicts: Verdict[]): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const startedMs = Date.now();
      const forward = httpRequest(
        { host: "127.0.0.1", port: upstreamPort, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          const body: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => body.push(chunk));
          answer.on("end", () => {
            verdicts.push({
              seq: verdicts.length,
              method: req.method ?? "GET",
              path: (req.url ?? "/").split("?")[0]!,
              status: answer.statusCode ?? 0,
              startedMs,
              endedMs: Date.now(),
              prism: prismViolations(answer),
              ours: [],
            });
            const headers = { ...answer.headers };
            delete headers["sl-violations"];
            res.writeHead(answer.statusCode ?? 502, headers);
            res.end(Buffer.concat(body));
          });
        },
      );
      forward.on("error", (error) => {
        res.writeHead(502, { "content-type": "text/plain" });
        res.end(String(error));
      });
      forward.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}

/**
 * Attaches each of our proxy's violations to the recorder's exchange with its method and path whose
 * time window holds the violation's time (exchanges run one at a time, so windows do not overlap).
 */
function attachOurs(verdicts: Verdict[], ours: readonly OurViolation[]): number {
  let unmatched = 0;
  for (const violation of ours) {
    const at = Date.parse(violation.at);
    const found = verdicts.find(
      (v) =>
        v.method === violation.method &&
        v.path === violation.path.split("?")[0] &&
        v.startedMs <= at + 1 &&
        at <= v.endedMs + 1,
    );
    if (!found) {
      unmatched++;
      continue;
    }
    found.ours.push(...violation.problems.map((p) => `${violation.side} ${p.rule}: ${p.message}`));
  }
  return unmatched;
}

/** Runs the bank contract suite against the recorder in front of both proxies; resolves with its exit code. */
async function runSuite(recorderPort: number, dir: string): Promise<number> {
  const suite = spawn(
    process.execPath,
    [
      BIN,
      "contract-test",
      "bank",
      "--base-url",
      `http://127.0.0.1:${recorderPort}`,
      "--admin-key",
      ADMIN_KEY,
      "--runs",
      option("runs", "5"),
      "--seed",
      option("seed", "1"),
      "--workers",
      "1",
      "--report",
      "json",
      "--report-file",
      path.join(dir, "suite.json"),
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  return new Promise<number>((resolve) => suite.once("exit", (code) => resolve(code ?? 1)));
}

/** Matches our proxy's report to the recorded exchanges, prints where the two proxies disagree and writes the verdicts. */
async function reportVerdicts(verdicts: Verdict[], reportFile: string, dir: string, suiteCode: number): Promise<void> {
  const report = JSON.parse(await readFile(reportFile, "utf8")) as { exchanges: number; violations: OurViolation[] };
  const unmatched = attachOurs(verdicts, report.violations);
  const suiteReport = JSON.parse(await readFile(path.join(dir, "suite.json"), "utf8")) as {
    checks: { id: string; status: string; failures: { rule: string; message: string }[] }[];
  };
  const failedChecks = suiteReport.checks
    .filter((c) => c.status === "fail")
    .map((c) => `${c.id}: ${c.failures[0]?.rule}: ${c.failures[0]?.message.split("\n")[0]}`);
  const disagree = verdicts.filter((v) => v.prism.length > 0 !== v.ours.length > 0);
  const summary = {
    exchanges: verdicts.length,
    // Ours also counts the readiness probe (HEAD /) the script sent it before the suite.
    ourProxyExchanges: report.exchanges,
    flaggedByBoth: verdicts.filter((v) => v.prism.length > 0 && v.ours.length > 0).length,
    flaggedByNeither: verdicts.filter((v) => v.prism.length === 0 && v.ours.length === 0).length,
    onlyPrism: disagree.filter((v) => v.prism.length > 0).length,
    onlyOurs: disagree.filter((v) => v.ours.length > 0).length,
    unmatchedOurs: unmatched,
    suiteExitCode: suiteCode,
    failedChecks,
  };
  for (const v of disagree)
    process.stdout.write(
      `${v.seq} ${v.method} ${v.path} -> ${v.status}\n  prism: ${v.prism.join(" | ") || "-"}\n  ours:  ${v.ours.join(" | ") || "-"}\n`,
    );
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  await writeFile(
    option("out", path.join(ROOT, "bench", "results", "verdicts.json")),
    `${JSON.stringify({ summary, disagree, verdicts }, null, 2)}\n`,
  );
}

async function main(): Promise<number> {
  const prismBin = process.env.PRISM_BIN;
  if (!prismBin) {
    process.stderr.write("verdicts: set PRISM_BIN to Prism's CLI (e.g. /tmp/prism/node_modules/.bin/prism)\n");
    return 2;
  }
  const prism = realpathSync(prismBin);
  const dir = await mkdtemp(path.join(os.tmpdir(), "contractkit-verdicts-"));
  const [bankPort, prismPort, oursPort, recorderPort] = [
    await findFreePort(),
    await findFreePort(),
    await findFreePort(),
    await findFreePort(),
  ];
  const children: ChildProcess[] = [];
  const verdicts: Verdict[] = [];
  let recorder: Server | undefined;
  const reportFile = path.join(dir, "proxy-report.json");
  try {
    children.push(
      await start(
        "bank",
        [BIN, "serve", "bank", "--port", String(bankPort), "--data", path.join(dir, "bank.json")],
        bankPort,
        {
          BANK_ADMIN_KEY: ADMIN_KEY,
        },
      ),
    );
    const bankUrl = `http://127.0.0.1:${bankPort}`;
    children.push(
      await start(
        "prism proxy",
        [prism, "proxy", "--host", "127.0.0.1", "--port", String(prismPort), "--errors", "false", SPEC, bankUrl],
        prismPort,
      ),
    );
    const ours = await start(
      "contractkit proxy",
      [
        BIN,
        "proxy",
        "--spec",
        SPEC,
        "--upstream",
        `http://127.0.0.1:${prismPort}`,
        "--port",
        String(oursPort),
        "--report",
        reportFile,
      ],
      oursPort,
    );
    children.push(ours);
    recorder = await startRecorder(recorderPort, oursPort, verdicts);
    const suiteCode = await runSuite(recorderPort, dir);
    await stop(ours);
    await reportVerdicts(verdicts, reportFile, dir, suiteCode);
    return 0;
  } finally {
    recorder?.close();
    for (const child of children.reverse()) await stop(child);
    await rm(dir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
