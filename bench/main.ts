/**
 * Entry point of a bench run in its own process (`contractkit bench` starts it, see cli/bench.ts):
 *   node --import tsx bench/main.ts [--quick] [--only payments,flatness] [--out <dir>]
 * Exit code 0 when the run completed (missed targets are reported, not failures), 1 on an error.
 */
import path from "node:path";
import { runBenchSuite } from "./suite.ts";

/** The package root (holds specs/, generated/, bin/); cli/bench.ts passes it, as dist/bench is two levels down. */
const ROOT = path.resolve(option("root") ?? path.join(import.meta.dirname, ".."));

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

try {
  const only = option("only");
  await runBenchSuite({
    mode: process.argv.includes("--smoke") ? "smoke" : process.argv.includes("--quick") ? "quick" : "full",
    ...(only === undefined ? {} : { only }),
    out: path.resolve(option("out") ?? path.join(ROOT, "bench", "results")),
    prism: option("prism") ?? process.env.CONTRACTKIT_BENCH_PRISM,
    prismBin: process.env.PRISM_BIN,
    root: ROOT,
  });
  process.exitCode = 0;
} catch (error) {
  process.stderr.write(`bench: ${String((error as Error)?.stack ?? error)}\n`);
  process.exitCode = 1;
}
