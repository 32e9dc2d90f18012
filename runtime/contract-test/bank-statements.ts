/**
 * The bank's statement invariant: the balance is the statement's closing balance, running balances
 * add up, and the transactions list and the JSON, CSV and HTML statements agree line for line.
 */
import type { Account, Statement } from "../../generated/bank/hey/types.gen.js";
import { allTransactions, as, company, getAccount, type Org, pay, signup } from "./bank-steps.ts";
import type { SuiteContext } from "./context.ts";
import type { Exchange } from "./http.ts";
import { htmlTableRows, majorUnits, neutraliseFormula, parseCsv, STATEMENT_CSV_HEADER } from "./statement-formats.ts";

/**
 * Whether a row shows an instant: as the ISO text itself, or as a date a reader sees
 * (`1 Mar 2025 10:00:05`, UTC) that names the same second.
 */
function showsInstant(cells: readonly string[], iso: string): boolean {
  if (cells.includes(iso)) return true;
  const second = Math.floor(Date.parse(iso) / 1000) * 1000;
  return cells.some((cell) => Date.parse(`${cell} UTC`) === second);
}

function expectLine(ctx: SuiteContext, rule: string, ok: boolean, message: string, exchange?: Exchange): void {
  if (!ok) ctx.fail(rule, message, exchange);
}

/** The JSON statement closes at the account's balance, and its running balances add up line by line. */
async function checkJsonStatement(ctx: SuiteContext, org: Org, current: Account): Promise<Statement> {
  const json = await ctx.call("getStatement", { auth: company(org), pathParams: { id: current.id } }, [200]);
  const statement = as<Statement>(json.body);
  expectLine(
    ctx,
    "balance-equals-statement",
    statement.closing_balance_cents === current.balance_cents,
    `statement of ${current.id} closes at ${statement.closing_balance_cents}, the balance is ${current.balance_cents}`,
    json.exchange,
  );
  let running = statement.opening_balance_cents;
  for (const line of statement.lines) {
    running += line.direction === "CR" ? line.amount_cents : -line.amount_cents;
    expectLine(
      ctx,
      "running-balance",
      line.running_balance_cents === running,
      `line ${line.transfer_id} shows running balance ${line.running_balance_cents}, the lines add up to ${running}`,
      json.exchange,
    );
  }
  expectLine(
    ctx,
    "balance-equals-statement",
    running === statement.closing_balance_cents,
    `the lines add up to ${running}, the statement closes at ${statement.closing_balance_cents}`,
    json.exchange,
  );
  return statement;
}

/** The CSV statement has the documented header and, line for line, the JSON statement's values. */
async function checkCsvStatement(ctx: SuiteContext, org: Org, account: Account, statement: Statement) {
  const csv = await ctx.call(
    "getStatement",
    { auth: company(org), pathParams: { id: account.id }, query: { format: "csv" } },
    [200],
  );
  const rows = parseCsv(csv.exchange.response.bodyText);
  expectLine(
    ctx,
    "statement-formats-agree",
    rows[0]?.join(",") === STATEMENT_CSV_HEADER.join(","),
    "the CSV header is not the documented one",
    csv.exchange,
  );
  expectLine(
    ctx,
    "statement-formats-agree",
    rows.length - 1 === statement.lines.length,
    `the CSV has ${rows.length - 1} lines, the JSON statement ${statement.lines.length}`,
    csv.exchange,
  );
  statement.lines.forEach((line, i) => {
    const expected = [
      line.date,
      line.value_date ?? "",
      line.account_number,
      line.counterparty_account_number,
      line.direction,
      majorUnits(line.amount_cents),
      line.currency,
      neutraliseFormula(line.reference),
      line.transfer_id,
      neutraliseFormula(line.end_to_end_id ?? ""),
      majorUnits(line.running_balance_cents),
    ];
    expectLine(
      ctx,
      "statement-formats-agree",
      rows[i + 1]?.join("\u241f") === expected.join("\u241f"),
      `CSV line ${i + 1} ${JSON.stringify(rows[i + 1])} does not match JSON line ${JSON.stringify(expected)}`,
      csv.exchange,
    );
  });
}

/** The HTML statement shows, row for row, each JSON line's date, transfer, reference, amount and running balance. */
async function checkHtmlStatement(ctx: SuiteContext, org: Org, account: Account, statement: Statement) {
  const html = await ctx.call(
    "getStatement",
    { auth: company(org), pathParams: { id: account.id }, query: { format: "html" } },
    [200],
  );
  const htmlRows = htmlTableRows(html.exchange.response.bodyText);
  expectLine(
    ctx,
    "statement-formats-agree",
    htmlRows.length === statement.lines.length,
    `the HTML table has ${htmlRows.length} rows, the JSON statement ${statement.lines.length} lines`,
    html.exchange,
  );
  statement.lines.forEach((line, i) => {
    const cells = (htmlRows[i] ?? []).map((cell) => cell.replace(/,(?=\d{3}\b)/g, ""));
    // A cell may hold several values (a transfer id and an end-to-end id), one per line.
    const words = cells.flatMap((cell) => cell.split(/\s+/));
    const amount = majorUnits(line.amount_cents);
    const ok =
      showsInstant(cells, line.date) &&
      words.includes(line.transfer_id) &&
      cells.includes(line.reference) &&
      cells.includes(majorUnits(line.running_balance_cents)) &&
      (cells.includes(amount) || cells.includes(`-${amount}`) || cells.includes(`+${amount}`));
    expectLine(
      ctx,
      "statement-formats-agree",
      ok,
      `HTML row ${i + 1} ${JSON.stringify(htmlRows[i])} does not show JSON line ${line.transfer_id} (date, reference, amount, running balance)`,
      html.exchange,
    );
  });
}

export async function statementConsistency(ctx: SuiteContext) {
  const org = await signup(ctx, "ct-statement", [80_000, 5_000]);
  const [a, b] = [org.accounts[0]!, org.accounts[1]!];
  // Free text that needs escaping in HTML and neutralising in CSV.
  await pay(ctx, org, {
    from: a,
    to: b.account_number,
    amount: 12_345,
    reference: '=SUM(A1) <b>"x", y</b>',
    endToEnd: "@e2e",
  });
  await pay(ctx, org, { from: b, to: a.account_number, amount: 999, reference: "back & forth" });
  await pay(ctx, org, { from: b, to: a.account_number, amount: 10_000_000, reference: "too much" }, [422]);
  let checked = 0;
  for (const account of [a, b]) {
    const current = await getAccount(ctx, org, account.id);
    if (current.available_cents > current.balance_cents)
      ctx.fail(
        "available-le-balance",
        `account ${current.id}: available ${current.available_cents} > balance ${current.balance_cents}`,
      );
    const statement = await checkJsonStatement(ctx, org, current);
    const transactions = await allTransactions(ctx, org, account.id, 2);
    expectLine(
      ctx,
      "statement-formats-agree",
      JSON.stringify([...transactions].reverse()) === JSON.stringify(statement.lines),
      `the transactions list (newest first) and the statement lines (oldest first) of ${account.id} differ`,
    );

    await checkCsvStatement(ctx, org, account, statement);
    await checkHtmlStatement(ctx, org, account, statement);
    checked += 1;
  }
  return { runs: checked };
}
