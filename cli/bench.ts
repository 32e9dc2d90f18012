/**
 * `contractkit bench`: runs the benchmark suite (bench/, issue 8) and writes
 * bench/results/latest.json and latest.svg.
 *
 * The suite runs in a child process of its own: it starts servers and load generators as further
 * child processes, and keeping the orchestration out of the CLI process means nothing the CLI
 * loaded (commander, the generator) shares a heap or an event loop with the measurement. It also
 * keeps cli/ importing only generator/ and runtime/ (docs/reference/architecture.md#layout-and-dependency-direction).
 */
import { spawn } from "node:child_process";
import path from "node:path";

/** Options of `contractkit bench`. */
export interface BenchCommandOptions {
  /** ~1-2 minutes: shorter runs and ledgers up to 100k postings instead of 1M. */
  quick?: boolean;
  /** Comma-separated scenario groups: baseline, payments, flatness, reads, protocol, generate, bundle. */
  only?: string;
  /** Directory for latest.json and latest.svg (default bench/results). */
  out?: string;
  /** Where @stoplight/prism-cli is installed, to measure Prism's mock in the same run. */
  prism?: string;
}

/** Built to dist/cli/bench.js in an installed package; run as TypeScript (tsx) in a checkout. */
const COMPILED = import.meta.url.endsWith(".js");
/** The package root: specs/, generated/ and bin/ the scenarios use live here. */
const ROOT = path.resolve(import.meta.dirname, COMPILED ? "../.." : "..");

/** Runs the bench suite and resolves to its exit code (0 when the run completed; missed targets are reported, not failures). */
export async function runBench(opts: BenchCommandOptions): Promise<number> {
  const entry = COMPILED ? path.join(ROOT, "dist", "bench", "main.js") : path.join(ROOT, "bench", "main.ts");
  const args = [entry, "--root", ROOT];
  if (opts.quick) args.push("--quick");
  if (opts.only !== undefined) args.push("--only", opts.only);
  // An installed package's folder is no place for results: they go to the working directory.
  const out = opts.out ?? (COMPILED ? "contractkit-bench" : undefined);
  if (out !== undefined) args.push("--out", path.resolve(out));
  if (opts.prism !== undefined) args.push("--prism", path.resolve(opts.prism));
  const loader = COMPILED ? [] : ["--import", "tsx"];
  const child = spawn(process.execPath, [...loader, ...args], { cwd: ROOT, stdio: "inherit" });
  return new Promise<number>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) => resolve(code ?? (signal === null ? 1 : 128)));
  });
}
