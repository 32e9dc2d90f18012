/**
 * `contractkit mock --spec <file> [--port] [--seed] [--stateful] [--strict-examples] [--credential [scheme=]V...]`:
 * serves a mock of any OpenAPI document until interrupted. Exit codes: 2 for bad usage, an unknown scheme in
 * `--credential` or a spec that cannot be read, 1 when the port cannot be bound.
 */
import { type MockCredential, parseCredential } from "../runtime/mock/credentials.ts";
import { startMockServer } from "../runtime/mock/server.ts";
import { untilStopped } from "./signals.ts";
import { loadSpecInput } from "./spec-input.ts";

/** Parses a port option: an integer from 0 (any free port) to 65535. */
export function parsePort(value: string | boolean | undefined, fallback: number): number | undefined {
  if (value === undefined) return fallback;
  const port = Number(value);
  return Number.isInteger(port) && port >= 0 && port <= 65_535 ? port : undefined;
}

export async function runMock(opts: Record<string, string | boolean | undefined>): Promise<number> {
  const usage = (message: string) => {
    process.stderr.write(
      `mock: ${message}\nusage: contractkit mock --spec <file> [--port N] [--host H] [--seed N] [--stateful] [--strict-examples] [--credential [scheme=]V...]\n`,
    );
    return 2;
  };
  const port = parsePort(opts.port, 4010);
  if (port === undefined) return usage(`--port must be an integer from 0 to 65535, got ${opts.port}`);
  const seed = opts.seed === undefined ? 0 : Number(opts.seed);
  if (!Number.isInteger(seed)) return usage(`--seed must be an integer, got ${opts.seed}`);
  const input = await loadSpecInput(String(opts.spec), undefined);
  if (!input.ok) return usage(input.message);
  const credentials: MockCredential[] = [];
  for (const text of (opts.credential as unknown as string[] | undefined) ?? []) {
    const parsed = parseCredential(text, input.table.securitySchemes);
    if (!parsed.ok) return usage(parsed.message);
    credentials.push(parsed.credential);
  }
  let server: Awaited<ReturnType<typeof startMockServer>>;
  try {
    server = await startMockServer({
      table: input.table,
      document: input.document,
      port,
      host: typeof opts.host === "string" ? opts.host : "127.0.0.1",
      seed,
      stateful: opts.stateful === true,
      credentials,
      strictExamples: opts.strictExamples === true,
      log: (line) => process.stderr.write(`${line}\n`),
    });
  } catch (error) {
    process.stderr.write(`mock: cannot listen: ${(error as Error).message}\n`);
    return 1;
  }
  const count = Object.keys(input.table.operations).length;
  const stopped = untilStopped();
  const under =
    server.basePaths.length === 0 ? "" : ` (paths also under ${server.basePaths.join(", ")}: the spec's servers)`;
  // Examples are served as written (users rely on them), but one that breaks its schema is said once.
  for (const example of server.brokenExamples)
    process.stderr.write(
      `mock: warning: the example at ${example.location} does not match its schema (${example.problem}); ${opts.strictExamples ? "not served (--strict-examples)" : "served as written"}\n`,
    );
  process.stdout.write(
    `mock of ${input.table.title} (${count} operations${opts.stateful ? ", stateful" : ""}, seed ${seed}) listening on ${server.url}${under}\n`,
  );
  await stopped;
  await server.close();
  return 0;
}
