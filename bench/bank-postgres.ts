/**
 * Bank payments on PostgreSQL (issue 18, `postgres` group): payments/s through HTTP with one and with
 * two bank processes on one database, at each connection count, beside two same-run baselines:
 *  - `pgbench` running an equivalent plpgsql transfer directly on the same server (debit the payer's
 *    row with a balance check, credit the payee's, insert the posting pair, one transaction), and
 *  - the JSON store's payments/s (the same load on a bank with a data file), and
 *  - pgbench running the bank's own payment statement (`bank_send_payment`) on the same parties:
 *    what HTTP could reach with no HTTP, validation or node at all (the ceiling of the HTTP rows).
 * Each is measured in two shapes, the same in the HTTP runs and in pgbench: every payment from one
 * payer account to one payee account (both contend on the same two rows: a hot-account worst case
 * bounded by commit latency), and payments spread over {@link SPREAD_ACCOUNTS} accounts, each paying
 * the next (what pgbench's own transfer figures measure: commits that rarely wait on each other).
 * The pgbench rows also carry the WAL bytes the server wrote per transaction during the run.
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

/** Accounts of the spread shape: organisation i pays organisation i+1's account (the last pays the first). */
export const SPREAD_ACCOUNTS = 100;

/** The two load shapes: how rows are named, and pgbench's script for each. */
const SHAPES = [
  { key: "hot", title: "", note: "one payer, one payee", script: "SELECT pgbench_transfer(1, 2, 1);\n" },
  {
    key: "spread",
    title: ` over ${SPREAD_ACCOUNTS} accounts`,
    note: `${SPREAD_ACCOUNTS} accounts, each paying the next`,
    script: `\\set payer random(1, ${SPREAD_ACCOUNTS})\nSELECT pgbench_transfer(:payer, :payer % ${SPREAD_ACCOUNTS} + 1, 1);\n`,
  },
] as const;
type Shape = (typeof SHAPES)[number];

/** The plpgsql transfer pgbench runs, on tables of its own beside the bank's. */
const PGBENCH_SETUP = `
CREATE TABLE pgbench_transfer_accounts (id int PRIMARY KEY, balance_cents bigint NOT NULL);
CREATE TABLE pgbench_transfer_postings (
  id bigserial PRIMARY KEY, account_id int NOT NULL, amount_cents bigint NOT NULL,
  transfer_id bigint NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
INSERT INTO pgbench_transfer_accounts SELECT id, ${PGBENCH_OPENING_CENTS} FROM generate_series(1, ${SPREAD_ACCOUNTS}) id;
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

/** Runs pgbench through `run` and counts the WAL bytes the server wrote meanwhile (the bench is alone on it). */
async function withWalBytes(url: string, run: () => Promise<string>): Promise<{ output: string; walBytes: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ lsn: string }>("SELECT pg_current_wal_lsn()::text AS lsn");
    const output = await run();
    const after = await client.query<{ bytes: string }>(
      "SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn)::bigint AS bytes",
      [rows[0]!.lsn],
    );
    return { output, walBytes: Number(after.rows[0]!.bytes) };
  } finally {
    await client.end();
  }
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
async function signup(
  bankUrl: string,
  name: string,
): Promise<{ apiKey: string; organisationId: string; accountId: string; number: string }> {
  const response = await fetch(`${bankUrl}/api/v1/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, accounts: [{ name: "Bench", opening_balance_cents: 100_000_000 }] }),
  });
  const body = (await response.json()) as {
    api_key: string;
    organisation: { id: string };
    accounts: Array<{ id: string; account_number: string }>;
  };
  if (response.status !== 201) throw new Error(`bench signup failed (${response.status}): ${JSON.stringify(body)}`);
  const [account] = body.accounts;
  return {
    apiKey: body.api_key,
    organisationId: body.organisation.id,
    accountId: account!.id,
    number: account!.account_number,
  };
}

/** One payer of a load: who pays from which account to which account number. */
interface Payer {
  organisationId: string;
  accountId: string;
  payeeNumber: string;
}

/** A payment load: the requests' headers and bodies, taken in turn, and their payers. */
type PaymentLoad = Array<{ headers: Record<string, string>; body: string; payer: Payer }>;

/** Signs up the organisations a shape needs on `bankUrl` and returns its requests. */
async function paymentLoad(bankUrl: string, shape: Shape, prefix: string): Promise<PaymentLoad> {
  const count = shape.key === "hot" ? 2 : SPREAD_ACCOUNTS;
  const parties: Array<Awaited<ReturnType<typeof signup>>> = [];
  for (let i = 0; i < count; i++) parties.push(await signup(bankUrl, `${prefix}-${shape.key}-${i}`));
  // The hot shape: the first pays the second only. Spread: each pays the next.
  const payers = shape.key === "hot" ? parties.slice(0, 1) : parties;
  return payers.map((payer, i) => {
    const payeeNumber = parties[(i + 1) % parties.length]!.number;
    return {
      headers: { authorization: `Bearer ${payer.apiKey}` },
      body: paymentBody(payer.accountId, payeeNumber),
      payer: { organisationId: payer.organisationId, accountId: payer.accountId, payeeNumber },
    };
  });
}

/** The load spec of a payment load (the variants carry the authorization and body). */
function paymentSpec(load: PaymentLoad, connections: number) {
  return {
    method: "POST" as const,
    path: "/api/v1/payments",
    headers: load[0]!.headers,
    body: load[0]!.body,
    ...(load.length > 1 ? { variants: load.map(({ headers, body }) => ({ headers, body })) } : {}),
    connections,
  };
}

function describeLoad(measurement: Measurement): string {
  const failures = measurement.requests - measurement.okResponses;
  return (
    `${round(measurement.reqPerSec)} req/s, p50 ${measurement.latencyMs.p50} ms, p99 ${measurement.latencyMs.p99} ms` +
    `, ${measurement.cpuMicrosPerRequest} µs CPU/req` +
    (failures > 0 || measurement.errors > 0
      ? `, NON-2XX ${failures} ${JSON.stringify(measurement.statuses)}, errors ${measurement.errors}`
      : "")
  );
}

/** Row names, one place: the baselines are looked up by them. */
const rowName = {
  json: (shape: Shape, connections: number) =>
    `bank POST /payments${shape.title} on the JSON store (postgres group baseline) @${connections}`,
  pgbench: (shape: Shape, connections: number) =>
    `pgbench plpgsql transfer${shape.title} (same server) @${connections}`,
  statement: (shape: Shape, connections: number) =>
    `bank_send_payment${shape.title} through pgbench (same server, no HTTP) @${connections}`,
  http: (shape: Shape, processes: number, connections: number) =>
    `bank POST /payments${shape.title} on PostgreSQL, ${processes} bank process${processes === 1 ? "" : "es"} @${connections}`,
  keyed: (shape: Shape, connections: number) =>
    `bank POST /payments with Idempotency-Key${shape.title} on PostgreSQL, 1 bank process @${connections}`,
};

/** The JSON store's payments/s in each shape at each connection count (no Idempotency-Key). */
async function jsonStorePayments(context: ScenarioContext): Promise<BenchRow[]> {
  const dataFile = path.join(context.workDir, "postgres-group-json", "bank.json");
  await prepareLedger(dataFile, { postings: 0 }, context.log);
  const server = await startBank(dataFile, FIXTURE_KEYS.admin, 0);
  const rows: BenchRow[] = [];
  try {
    for (const shape of SHAPES) {
      const load = await paymentLoad(server.url, shape, "json");
      for (const connections of context.settings.connections) {
        const measurement = await measureLoad(server, paymentSpec(load, connections), context.settings);
        const name = rowName.json(shape, connections);
        context.log(`  ${name}: ${describeLoad(measurement)}`);
        rows.push({ group: "postgres", name, label: `payments${shape.title}, JSON store`, connections, measurement });
      }
    }
  } finally {
    await server.stop();
  }
  return rows;
}

/** pgbench's transfers/s in each shape at each connection count, on the bench database. */
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
  await mkdir(context.workDir, { recursive: true });
  const rows: BenchRow[] = [];
  for (const shape of SHAPES) {
    const scriptFile = path.join(context.workDir, `pgbench-transfer-${shape.key}.sql`);
    await writeFile(scriptFile, shape.script);
    for (const connections of context.settings.connections) {
      // A warm-up's summary is not read: 50 clients may spend a short one connecting.
      if (context.settings.warmupSec > 0) {
        await runPgbench(binary, url, scriptFile, connections, Math.ceil(context.settings.warmupSec));
      }
      const seconds = Math.max(1, context.settings.durationSec);
      const run = await withWalBytes(url, () => runPgbench(binary, url, scriptFile, connections, seconds));
      const result = parsePgbenchOutput(run.output);
      const walBytesPerTransfer = Math.round(run.walBytes / Math.max(1, result.transactions));
      const name = rowName.pgbench(shape, connections);
      context.log(
        `  ${name}: ${round(result.transactionsPerSec)} transfers/s, latency avg ${result.latencyAverageMs} ms, ` +
          `${walBytesPerTransfer} WAL bytes/transfer`,
      );
      rows.push({
        group: "postgres",
        name,
        label: `pgbench transfer${shape.title}`,
        connections,
        figures: {
          transfersPerSec: round(result.transactionsPerSec),
          transactions: result.transactions,
          failedTransactions: result.failed,
          latencyAverageMs: result.latencyAverageMs,
          walBytesPerTransfer,
        },
        notes: [`debit with balance check, credit, posting pair; one transaction; ${shape.note}`],
      });
    }
  }
  return rows;
}

/** Fails the run unless every statement pgbench counted so far made a settled payment (not a refusal). */
async function requireSettled(url: string, transactions: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ settled: string; made: string }>(
      `SELECT count(*) FILTER (WHERE status = 'settled') AS settled, count(*) AS made
       FROM bank_payments WHERE id LIKE 'pay_bench_%'`,
    );
    const { settled, made } = rows[0]!;
    if (Number(settled) !== Number(made) || Number(made) < transactions) {
      throw new Error(
        `bank_send_payment through pgbench: ${settled} settled of ${made} made, pgbench counted ${transactions}`,
      );
    }
  } finally {
    await client.end();
  }
}

/** pgbench's script paying with the bank's own statement, a payer of `table` drawn at random. */
function statementScript(table: string, payers: number): string {
  return (
    `\\set n random(1, ${payers})\n` +
    "SELECT s.outcome FROM " +
    `${table} p, LATERAL bank_send_payment(p.organisation_id, 'pay_bench_' || gen_random_uuid(), p.account_id, ` +
    "p.payee_number, 1, 'BENCH', NULL, now(), ARRAY['R04', 'R03', 'R16', 'R01'], true, NULL, NULL, now()) s " +
    "WHERE p.n = :n;\n"
  );
}

/**
 * The ceiling of the HTTP rows: pgbench calling `bank_send_payment` (what one HTTP payment sends)
 * for the load's own payers, at each connection count. Its ratio to pgbench's transfer is how much
 * more the bank's statement writes (the payment, who sees it, a posting pair with running
 * balances, the two balances) than the transfer does, on this server.
 */
async function statementPayments(
  context: ScenarioContext,
  url: string,
  binary: string,
  shape: Shape,
  load: PaymentLoad,
  baselines: readonly BenchRow[],
): Promise<BenchRow[]> {
  const table = `bench_statement_${shape.key}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `CREATE TABLE ${table} (n int PRIMARY KEY, organisation_id text, account_id text, payee_number text)`,
    );
    for (const [index, { payer }] of load.entries()) {
      await client.query(`INSERT INTO ${table} VALUES ($1, $2, $3, $4)`, [
        index + 1,
        payer.organisationId,
        payer.accountId,
        payer.payeeNumber,
      ]);
    }
  } finally {
    await client.end();
  }
  const scriptFile = path.join(context.workDir, `pgbench-statement-${shape.key}.sql`);
  await writeFile(scriptFile, statementScript(table, load.length));
  const rows: BenchRow[] = [];
  for (const connections of context.settings.connections) {
    const seconds = Math.max(1, context.settings.durationSec);
    const run = await withWalBytes(url, () => runPgbench(binary, url, scriptFile, connections, seconds));
    const result = parsePgbenchOutput(run.output);
    await requireSettled(url, result.transactions);
    const walBytesPerPayment = Math.round(run.walBytes / Math.max(1, result.transactions));
    const transfer = figureOf(baselines, rowName.pgbench(shape, connections), (r) => r.figures?.transfersPerSec ?? 0);
    const name = rowName.statement(shape, connections);
    context.log(
      `  ${name}: ${round(result.transactionsPerSec)} payments/s, latency avg ${result.latencyAverageMs} ms, ` +
        `${walBytesPerPayment} WAL bytes/payment`,
    );
    rows.push({
      group: "postgres",
      name,
      label: `bank statement${shape.title}, pgbench`,
      connections,
      figures: {
        paymentsPerSec: round(result.transactionsPerSec),
        transactions: result.transactions,
        failedTransactions: result.failed,
        latencyAverageMs: result.latencyAverageMs,
        walBytesPerPayment,
        ...(transfer > 0 ? { shareOfPgbenchTransfer: round(result.transactionsPerSec / transfer, 3) } : {}),
      },
      notes: [`the bank's payment statement alone (no HTTP, no node); ${shape.note}`],
    });
  }
  return rows;
}

/** Starts `count` bank processes on the database (the first one migrates it). */
async function startBanks(url: string, context: ScenarioContext, count: number, from = 0): Promise<ServerProcess[]> {
  const banks: ServerProcess[] = [];
  for (let i = from; i < from + count; i++) {
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

/** A figure of the row named `name` among `rows` (0 when it is missing). */
function figureOf(rows: readonly BenchRow[], name: string, read: (row: BenchRow) => number): number {
  const row = rows.find((r) => r.name === name);
  return row === undefined ? 0 : read(row);
}

/** One HTTP measurement on PostgreSQL as a row, with its ratios to the same-run baselines. */
function httpRow(
  shape: Shape,
  processes: number,
  connections: number,
  measurement: Measurement,
  baselines: readonly BenchRow[],
): BenchRow {
  const pgbench = figureOf(baselines, rowName.pgbench(shape, connections), (r) => r.figures?.transfersPerSec ?? 0);
  const json = figureOf(baselines, rowName.json(shape, connections), (r) => r.measurement?.reqPerSec ?? 0);
  const statement = figureOf(baselines, rowName.statement(shape, connections), (r) => r.figures?.paymentsPerSec ?? 0);
  return {
    group: "postgres",
    name: rowName.http(shape, processes, connections),
    label: `payments${shape.title}, PostgreSQL x${processes}`,
    connections,
    measurement,
    figures: {
      bankProcesses: processes,
      poolSizePerProcess: BANK_POOL_SIZE,
      ...(pgbench > 0
        ? { pgbenchTransfersPerSec: pgbench, ratioToPgbench: round(measurement.reqPerSec / pgbench, 3) }
        : {}),
      ...(json > 0 ? { jsonStoreReqPerSec: json, ratioToJsonStore: round(measurement.reqPerSec / json, 3) } : {}),
      ...(statement > 0
        ? { statementPaymentsPerSec: statement, ratioToStatement: round(measurement.reqPerSec / statement, 3) }
        : {}),
    },
    notes: [`load split evenly over the bank processes; no Idempotency-Key; ${shape.note}`],
  };
}

/**
 * Payments with a fresh `Idempotency-Key` each on one bank process: what a client that retries
 * safely sends. Beside the same shape's payments without a key, measured just before on the same
 * process and database.
 */
async function keyedPayments(
  context: ScenarioContext,
  bank: ServerProcess,
  shape: Shape,
  load: PaymentLoad,
  unkeyed: readonly BenchRow[],
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const connections of context.settings.connections) {
    const spec = { ...paymentSpec(load, connections), uniqueIdempotencyKey: true };
    const measurement = await measureAcross([bank], spec, context.settings);
    const without = figureOf(unkeyed, rowName.http(shape, 1, connections), (r) => r.measurement?.reqPerSec ?? 0);
    const name = rowName.keyed(shape, connections);
    context.log(`  ${name}: ${describeLoad(measurement)} (without a key ${without || "-"}/s)`);
    rows.push({
      group: "postgres",
      name,
      label: `payments with key${shape.title}, PostgreSQL`,
      connections,
      measurement,
      figures:
        without > 0
          ? { withoutKeyReqPerSec: without, ratioToWithoutKey: round(measurement.reqPerSec / without, 3) }
          : {},
      notes: [`a fresh Idempotency-Key per request; ${shape.note}`],
    });
  }
  return rows;
}

/** HTTP payments on the database with one and two bank processes, in each shape, with ratios to the baselines. */
async function httpPayments(
  context: ScenarioContext,
  url: string,
  pgbench: string | null,
  baselines: readonly BenchRow[],
): Promise<BenchRow[]> {
  const banks = await startBanks(url, context, 1);
  const rows: BenchRow[] = [];
  try {
    for (const shape of SHAPES) {
      const load = await paymentLoad(banks[0]!.url, shape, "pg");
      const statement = pgbench === null ? [] : await statementPayments(context, url, pgbench, shape, load, baselines);
      rows.push(...statement);
      for (const processes of BANK_PROCESSES) {
        if (banks.length < processes) {
          banks.push(...(await startBanks(url, context, processes - banks.length, banks.length)));
        }
        for (const connections of context.settings.connections) {
          const spec = paymentSpec(load, connections);
          const measurement = await measureAcross(banks.slice(0, processes), spec, context.settings);
          const row = httpRow(shape, processes, connections, measurement, [...baselines, ...statement]);
          const figures = row.figures ?? {};
          context.log(
            `  ${row.name}: ${describeLoad(measurement)} (pgbench ${figures.pgbenchTransfersPerSec ?? "-"}/s, ` +
              `bank statement ${figures.statementPaymentsPerSec ?? "-"}/s, JSON store ${figures.jsonStoreReqPerSec ?? "-"}/s)`,
          );
          rows.push(row);
        }
      }
      rows.push(...(await keyedPayments(context, banks[0]!, shape, load, rows)));
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
    const binary = findPgbench();
    const pgbench = await pgbenchTransfers(context, url, binary);
    const http = await httpPayments(context, url, binary, [...json, ...pgbench]);
    return [...pgbench, ...json, ...http];
  });
}
