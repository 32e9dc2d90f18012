import path from "node:path";
import { measureLoad, median, prepareLedger, quantile, round, startBank } from "./harness.ts";
import { FIXTURE_KEYS } from "./ledger-fixture.ts";
import { describe, healthNotes, type ScenarioContext } from "./scenarios.ts";
import type { BenchRow } from "./types.ts";

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

    rows.push(await walkTransactionPages(context, server, account, auth));
    rows.push(await csvStatementRow(context, server, account));
  } finally {
    await server.stop();
  }
  return rows;
}

type BankServer = Awaited<ReturnType<typeof startBank>>;

/** Every page, oldest last, with one client: a cursor deep in the account must cost what the first page costs. */
async function walkTransactionPages(
  context: ScenarioContext,
  server: BankServer,
  account: string,
  auth: Record<string, string>,
): Promise<BenchRow> {
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
  return {
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
  };
}

/** The CSV statement, streamed three times: time to first and last byte, and the server's RSS meanwhile. */
async function csvStatementRow(context: ScenarioContext, server: BankServer, account: string): Promise<BenchRow> {
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
  return {
    group: "reads",
    name: `bank CSV statement of ${figures.lines} lines (median of 3)`,
    figures,
  };
}

async function downloadCsv(server: BankServer, pathAndQuery: string): Promise<CsvDownload> {
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
