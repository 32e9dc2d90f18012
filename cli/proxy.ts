/**
 * `contractkit proxy --spec <file> --upstream <url> [--port] [--strict] [--report <file>]`: a
 * validation proxy until interrupted; the JSON report is written when it stops. Exit codes: 2 bad
 * usage or an unreadable spec, 1 when the port cannot be bound or violations were seen.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { startProxyServer } from "../runtime/proxy/server.ts";
import { parsePort } from "./mock.ts";
import { untilStopped } from "./signals.ts";
import { loadSpecInput } from "./spec-input.ts";

export async function runProxy(opts: Record<string, string | boolean | undefined>): Promise<number> {
  const usage = (message: string) => {
    process.stderr.write(
      `proxy: ${message}\nusage: contractkit proxy --spec <file> --upstream <url> [--port N] [--host H] [--strict] [--report <file>]\n`,
    );
    return 2;
  };
  const port = parsePort(opts.port, 4011);
  if (port === undefined) return usage(`--port must be an integer from 0 to 65535, got ${opts.port}`);
  let upstream: URL;
  try {
    upstream = new URL(String(opts.upstream));
  } catch {
    return usage(`--upstream must be a URL, got ${JSON.stringify(opts.upstream)}`);
  }
  if (upstream.protocol !== "http:" && upstream.protocol !== "https:") return usage("--upstream must be http or https");
  const input = await loadSpecInput(String(opts.spec), undefined);
  if (!input.ok) return usage(input.message);
  let server: Awaited<ReturnType<typeof startProxyServer>>;
  try {
    server = await startProxyServer({
      table: input.table,
      document: input.document,
      upstream: upstream.toString(),
      port,
      host: typeof opts.host === "string" ? opts.host : "127.0.0.1",
      strict: opts.strict === true,
      log: (line) => process.stderr.write(`${line}\n`),
    });
  } catch (error) {
    process.stderr.write(`proxy: cannot listen: ${(error as Error).message}\n`);
    return 1;
  }
  const stopped = untilStopped();
  process.stdout.write(
    `validation proxy for ${input.table.title} on ${server.url} -> ${upstream}${opts.strict ? " (strict)" : ""}\n`,
  );
  await stopped;
  await server.close();
  const report = server.report();
  if (typeof opts.report === "string") {
    await mkdir(path.dirname(path.resolve(opts.report)), { recursive: true });
    await writeFile(opts.report, `${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(`report written to ${opts.report}\n`);
  }
  process.stdout.write(`${report.exchanges} exchanges, ${report.violations.length} violations\n`);
  return report.violations.length > 0 ? 1 : 0;
}
