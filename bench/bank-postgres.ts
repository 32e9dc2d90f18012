/**
 * Bank payments on PostgreSQL (issue 18, `postgres` group): payments/s through HTTP with one and with
 * two bank processes on one database, at each connection count, beside two same-run baselines:
 *  - `pgbench` running an equivalent plpgsql transfer directly on the same server (debit the payer's
 *    row with a balance check, credit the payee's, insert the posting pair, one transaction), and
 *  - the JSON store's payments/s (the same load on a bank with a data file).
 * Every payment goes from one payer account to one payee account, in the HTTP runs and in pgbench
 * alike, so both contend on the same two rows.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { measureLoad, prepareLedger, round, startBank } from "./harness.ts";
import { FIXTURE_KEYS } from "./ledger-fixture.ts";
import { benchDatabaseUrl, POSTGRES_SKIPPED, withBenchDatabase } from "./postgres.ts";
import { type ServerProcess, startServer } from "./processes.ts";
import { measureAcross } from "./protocol-postgres.ts";
import type { ScenarioContext } from "./scenarios.ts";
import type { BenchRow, Measurement } from "./types.ts";

/** Bank processes per measurement (the issue: one and two). */
export const BANK_PROCESSES = [1, 2] as const;

/** The goal: the HTTP path reaches this share of pgbench's rate. */
export const PGBENCH_TARGET_RATIO = 0.7;

/** Database connections of each bank process's pool (the service's default). */
const BANK_POOL_SIZE = 10;

/** Opening balance of the pgbench accounts: more than any run moves at 1 cent a transfer. */
const PGBENCH_OPENING_CENTS = 1_000_000_000;

/** The plpgsql transfer pgbench runs, on tables of its own beside the bank's. */
const PGBENCH_SETUP = `
CREATE TABLE pgbench_transfer_accounts (id int PRIMARY KEY, balance_cents bigint NOT NULL);
CREATE TABLE pgbench_transfer_postings (
  id bigserial PRIMARY KEY, account_id int NOT NULL, amount_cents bigint NOT NULL,
  transfer_id bigint NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
INSERT INTO pgbench_transfer_accounts VALUES (1, ${PGBENCH_OPENING_CENTS}), (2, ${PGBENCH_OPENING_CENTS});
CREATE FUNCTION pgbench_transfer(payer int, payee int, amount bigint) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE transfer bigint;
BEGIN
  UPDATE pgbench_transfer_accounts SET balance_cents = balance_cents - amount
    WHERE id = payer AND balance_cents >= amount;
  IF NOT FOUND THEN RAISE EXCEPTION 'insufficient funds on %', payer; END IF;
  UPDATE pgbench_transfer_accounts SET balance_cents = balance_cents + amount WHERE id = payee;
  transfer := nextval('pgbench_transfer_postings_id_seq');
  INSERT INTO pgbench_transfer_postings (account_id, amount_cents, transfer_id)
    VALUES (payer, -amount, transfer), (payee, amount, transfer);
  RETURN transfer;
END $$;
`;

/** The custom pgbench script: one transfer per transaction, the same pair as the HTTP load. */
const PGBENCH_SCRIPT = "SELECT pgbench_transfer(1, 2, 1);\n";

/** Debian's pgbench (/usr/lib/postgresql/<version>/bin), newest first; PGBENCH_BIN wins. */
export function findPgbench(): string | null {
  if (process.env.PGBENCH_BIN) return process.env.PGBENCH_BIN;
  const root = "/usr/lib/postgresql";
  try {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const candidate = path.join(root, version, "bin", "pgbench");
      if (existsSync(candidate)) return candidate;
    }
  } catch {
    // No PostgreSQL installed here.
  }
  return null;
}

/** What one pgbench run reported. */
export interface PgbenchResult {
  transactionsPerSec: number;
  transactions: number;
  failed: number;
  latencyAverageMs: number;
}

/** Reads pgbench's summary (`number of transactions actually processed`, `latency average`, `tps`). */
export function parsePgbenchOutput(output: string): PgbenchResult {
  const tps = /^tps = ([\d.]+) \(without initial connection time\)/m.exec(output);
  const processed = /^number of transactions actually processed: (\d+)/m.exec(output);
  if (tps === null || processed === null) throw new Error(`unexpected pgbench output:\n${output}`);
  return {
    transactionsPerSec: Number(tps[1]),
    transactions: Number(processed[1]),
    failed: Number(/^number of failed transactions: (\d+)/m.exec(output)?.[1] ?? 0),
    latencyAverageMs: Number(/^latency average = ([\d.]+) ms/m.exec(output)?.[1] ?? 0),
  };
}

/** Runs pgbench with the transfer script and returns its output; seconds are whole (pgbench's -T). */
async function runPgbench(
  binary: string,
  url: string,
  scriptFile: string,
  clients: number,
  seconds: number,
): Promise<string> {
  const args = ["-n", "-f", scriptFile, "-c", String(clients), "-j", "2", "-T", String(seconds), url];
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"] });
    let text = "";
    child.stdout.on("data", (chunk: Buffer) => {
      text += chunk.toString("utf8");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      text += chunk.toString("utf8");
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve(text) : reject(new Error(`pgbench exited with code ${code}:\n${text}`)),
    );
  });
  return output;
}

/** The bank's payment request body from a payer account to a payee account number. */
function paymentBody(payerAccountId: string, payeeAccountNumber: string): string {
  return JSON.stringify({
    from_account_id: payerAccountId,
    to_account_number: payeeAccountNumber,
    amount_cents: 1,
    currency: "USD",
    reference: "BENCH",
  });
}

/** Signs an organisation up on the bank (one account with the largest opening balance allowed). */
async function signup(bankUrl: string, name: string): Promise<{ apiKey: string; accountId: string; number: string }> {
  const response = await fetch(`${bankUrl}/api/v1/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, accounts: [{ name: "Bench", opening_balance_cents: 100_000_000 }] }),
  });
  const body = (await response.json()) as { api_key: string; accounts: Array<{ id: string; account_number: string }> };
  if (response.status !== 201) throw new Error(`bench signup failed (${response.status}): ${JSON.stringify(body)}`);
  const [account] = body.accounts;
  return { apiKey: body.api_key, accountId: account!.id, number: account!.account_number };
}

function describeLoad(measurement: Measurement): string {
  const failures = measurement.requests - measurement.okResponses;
  return (
    `${round(measurement.reqPerSec)} req/s, p50 ${measurement.latencyMs.p50} ms, p99 ${measurement.latencyMs.p99} ms` +
    (failures > 0 || measurement.errors > 0
      ? `, NON-2XX ${failures} ${JSON.stringify(measurement.statuses)}, errors ${measurement.errors}`
      : "")
  );
}

/** The JSON store's payments/s at each connection count (an empty ledger, no Idempotency-Key). */
async function jsonStorePayments(context: ScenarioContext): Promise<BenchRow[]> {
  const dataFile = path.join(context.workDir, "postgres-group-json", "bank.json");
  const fixture = await prepareLedger(dataFile, { postings: 0 }, context.log);
  const server = await startBank(dataFile, FIXTURE_KEYS.admin, 0);
  const rows: BenchRow[] = [];
  try {
    for (const connections of context.settings.connections) {
      const measurement = await measureLoad(
        server,
        {
          method: "POST",
          path: "/api/v1/payments",
          headers: { authorization: `Bearer ${FIXTURE_KEYS.payer}` },
          body: paymentBody(fixture.payerAccountId, fixture.payeeAccountNumber),
          connections,
        },
        context.settings,
      );
      const name = `bank POST /payments on the JSON store (postgres group baseline) @${connections}`;
      context.log(`  ${name}: ${describeLoad(measurement)}`);
      rows.push({ group: "postgres", name, label: "payments, JSON store", connections, measurement });
    }
  } finally {
    await server.stop();
  }
  return rows;
}

/** pgbench's transfers/s at each connection count, on the bench database. */
async function pgbenchTransfers(context: ScenarioContext, url: string, binary: string | null): Promise<BenchRow[]> {
  if (binary === null) {
    const note = "skipped: no pgbench (install postgresql-contrib or set PGBENCH_BIN)";
    context.log(`  pgbench transfer: ${note}`);
    return [{ group: "postgres", name: "pgbench plpgsql transfer", figures: {}, notes: [note] }];
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(PGBENCH_SETUP);
  } finally {
    await client.end();
  }
  const scriptFile = path.join(context.workDir, "pgbench-transfer.sql");
  await mkdir(context.workDir, { recursive: true });
  await writeFile(scriptFile, PGBENCH_SCRIPT);
  const rows: BenchRow[] = [];
  for (const connections of context.settings.connections) {
    // A warm-up's summary is not read: 50 clients may spend a short one connecting.
    if (context.settings.warmupSec > 0) {
      await runPgbench(binary, url, scriptFile, connections, Math.ceil(context.settings.warmupSec));
    }
    const seconds = Math.max(1, context.settings.durationSec);
    const result = parsePgbenchOutput(await runPgbench(binary, url, scriptFile, connections, seconds));
    const name = `pgbench plpgsql transfer (same server) @${connections}`;
    context.log(
      `  ${name}: ${round(result.transactionsPerSec)} transfers/s, latency avg ${result.latencyAverageMs} ms`,
    );
    rows.push({
      group: "postgres",
      name,
      label: "pgbench transfer",
      connections,
      figures: {
        transfersPerSec: round(result.transactionsPerSec),
        transactions: result.transactions,
        failedTransactions: result.failed,
        latencyAverageMs: result.latencyAverageMs,
      },
      notes: ["debit with balance check, credit, posting pair; one transaction; one payer, one payee"],
    });
  }
  return rows;
}

/** Starts `count` bank processes on the database (the first one migrates it). */
async function startBanks(url: string, context: ScenarioContext, count: number): Promise<ServerProcess[]> {
  const banks: ServerProcess[] = [];
  for (let i = 0; i < count; i++) {
    banks.push(
      await startServer("bank", {
        args: [
          ...["--data", path.join(context.workDir, `postgres-bank-${i}`, "unused.json")],
          ...["--admin-key", FIXTURE_KEYS.admin, "--database-url", url, "--pool-size", String(BANK_POOL_SIZE)],
        ],
        readyTimeoutMs: 120_000,
      }),
    );
  }
  return banks;
}

/** A figure of the row of `name` at `connections` among `rows`. */
function figureAt(rows: readonly BenchRow[], prefix: string, connections: number, read: (row: BenchRow) => number) {
  const row = rows.find((r) => r.name.startsWith(prefix) && r.connections === connections);
  return row === undefined ? 0 : read(row);
}

/** HTTP payments on the database with one and two bank processes, with ratios to the baselines. */
async function httpPayments(
  context: ScenarioContext,
  url: string,
  baselines: readonly BenchRow[],
): Promise<BenchRow[]> {
  const banks = await startBanks(url, context, 1);
  const rows: BenchRow[] = [];
  try {
    const payer = await signup(banks[0]!.url, "bench-payer");
    const payee = await signup(banks[0]!.url, "bench-payee");
    for (const processes of BANK_PROCESSES) {
      if (banks.length < processes) banks.push(...(await startBanks(url, context, processes - banks.length)));
      for (const connections of context.settings.connections) {
        const measurement = await measureAcross(
          banks.slice(0, processes),
          {
            method: "POST",
            path: "/api/v1/payments",
            headers: { authorization: `Bearer ${payer.apiKey}` },
            body: paymentBody(payer.accountId, payee.number),
            connections,
          },
          context.settings,
        );
        const pgbench = figureAt(baselines, "pgbench", connections, (r) => r.figures?.transfersPerSec ?? 0);
        const json = figureAt(
          baselines,
          "bank POST /payments on the JSON store",
          connections,
          (r) => r.measurement?.reqPerSec ?? 0,
        );
        const name = `bank POST /payments on PostgreSQL, ${processes} bank process${processes === 1 ? "" : "es"} @${connections}`;
        context.log(`  ${name}: ${describeLoad(measurement)} (pgbench ${pgbench}/s, JSON store ${json}/s)`);
        rows.push({
          group: "postgres",
          name,
          label: `payments, PostgreSQL x${processes}`,
          connections,
          measurement,
          figures: {
            bankProcesses: processes,
            poolSizePerProcess: BANK_POOL_SIZE,
            ...(pgbench > 0
              ? { pgbenchTransfersPerSec: pgbench, ratioToPgbench: round(measurement.reqPerSec / pgbench, 3) }
              : {}),
            ...(json > 0 ? { jsonStoreReqPerSec: json, ratioToJsonStore: round(measurement.reqPerSec / json, 3) } : {}),
          },
          notes: ["load split evenly over the bank processes; no Idempotency-Key"],
        });
      }
    }
  } finally {
    for (const bank of banks) await bank.stop();
  }
  return rows;
}

/** The bank half of the `postgres` group. Skipped (one row saying why) without BENCH_DATABASE_URL. */
export async function runBankPostgres(context: ScenarioContext): Promise<BenchRow[]> {
  const server = benchDatabaseUrl();
  if (server === null) {
    context.log(`  bank payments on PostgreSQL: ${POSTGRES_SKIPPED}`);
    return [{ group: "postgres", name: "bank payments on PostgreSQL", figures: {}, notes: [POSTGRES_SKIPPED] }];
  }
  const json = await jsonStorePayments(context);
  return withBenchDatabase(server, "bank", async (url) => {
    const pgbench = await pgbenchTransfers(context, url, findPgbench());
    const http = await httpPayments(context, url, [...json, ...pgbench]);
    return [...pgbench, ...json, ...http];
  });
}
