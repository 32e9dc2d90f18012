/**
 * The statement as the bank's printable document: a letterhead (bank, "Statement"), who and what
 * it is for in words, a summary, the balance chart and the lines. Self-contained (no script, no
 * external asset) and escaped throughout; when printed, on A4 or Letter, the table header repeats
 * on every page, rows never split and pages are numbered.
 */
import { balanceChart } from "./statement-chart.ts";
import { formatBalance, formatClock, formatDayLong, formatDayShort, formatSigned } from "./statement-format.ts";
import type { Statement, StatementLine } from "./types.ts";

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export interface StatementHtmlOptions {
  /** The bank's name on the letterhead. */
  bankName?: string;
}

const STYLE = [
  ":root{--ink:#1b1f24;--muted:#5b6470;--rule:#d8dde3;--accent:#1a5fb4;--credit:#1d7a3a;--debit:#a51d2d}",
  "*{box-sizing:border-box}",
  "body{font:14px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:var(--ink);margin:0;background:#f4f6f8}",
  "main{max-width:960px;margin:2rem auto;padding:2rem 2.25rem;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.12)}",
  ".letterhead{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid var(--accent);padding-bottom:.6rem}",
  ".bank{font-weight:700;font-size:1.15rem;color:var(--accent);letter-spacing:.02em}",
  "h1{font-size:1.6rem;margin:0;font-weight:600}",
  ".parties{display:flex;flex-wrap:wrap;justify-content:space-between;gap:1rem;margin:1.2rem 0}",
  ".parties p{margin:.1rem 0}.org{font-size:1.15rem;font-weight:600}.muted{color:var(--muted)}",
  ".summary{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:.6rem;margin:0 0 1rem;padding:0}",
  ".summary div{border:1px solid var(--rule);border-radius:6px;padding:.5rem .7rem}",
  ".summary dt{font-size:.78rem;color:var(--muted);text-transform:uppercase;letter-spacing:.04em}",
  ".summary dd{margin:0;font-size:1.1rem;font-weight:600;font-variant-numeric:tabular-nums}",
  ".chart{margin:0 0 1rem}.chart svg{width:100%;height:auto;display:block}",
  ".chart .grid{stroke:#e6e9ed}.chart .zero{stroke:#9aa3ad;stroke-dasharray:4 3}.chart .axis{stroke:#5b6470}",
  ".chart .line{fill:none;stroke:var(--accent);stroke-width:2}",
  ".chart text{font:11px system-ui,sans-serif;fill:var(--muted)}.chart .value{fill:var(--ink);font-weight:600}",
  "table{border-collapse:collapse;width:100%;table-layout:fixed}",
  "th,td{border-bottom:1px solid var(--rule);padding:.35rem .4rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}",
  "th{font-size:.72rem;text-transform:uppercase;letter-spacing:.02em;color:var(--muted);border-bottom:2px solid var(--ink);overflow-wrap:normal}",
  ".num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}",
  ".cr{color:var(--credit)}.dr{color:var(--debit)}.ids{font-size:.78rem;color:var(--muted)}",
  "col.date{width:14%}col.party{width:17%}col.ref{width:27%}col.ids{width:18%}col.amount{width:12%}col.balance{width:12%}",
  "footer{margin-top:1rem;font-size:.8rem;color:var(--muted)}",
  // A phone: the ids column goes, the summary takes two columns, amounts may wrap.
  "@media screen and (max-width:640px){main{margin:0;padding:1rem;box-shadow:none}.summary{grid-template-columns:repeat(2,minmax(0,1fr))}",
  "td.ids,th.ids{display:none}col.ids{width:0}col.date{width:20%}col.ref{width:30%}.num{white-space:normal;overflow-wrap:anywhere}.letterhead{flex-wrap:wrap}}",
  "@page{margin:14mm 12mm 16mm}",
  '@page{@bottom-right{content:"Page " counter(page) " of " counter(pages);font:8pt system-ui,sans-serif;color:#5b6470}}',
  "@media print{body{background:#fff;font-size:10pt}main{max-width:none;margin:0;padding:0;box-shadow:none}",
  "thead{display:table-header-group}tfoot{display:table-footer-group}tr,.chart,.summary,.parties{break-inside:avoid}",
  "a{color:inherit;text-decoration:none}}",
].join("");

/** The period in words: `1 March 2025 to 31 March 2025`, or from the account's opening. */
function periodInWords(statement: Statement): string {
  const to = formatDayLong(statement.to);
  return statement.from === null ? `From the account's opening to ${to}` : `${formatDayLong(statement.from)} to ${to}`;
}

/** Money in and money out over the period. */
function totals(lines: readonly StatementLine[]): { inCents: number; outCents: number } {
  let inCents = 0;
  let outCents = 0;
  for (const line of lines) {
    if (line.direction === "CR") inCents += line.amount_cents;
    else outCents += line.amount_cents;
  }
  return { inCents, outCents };
}

function row(line: StatementLine): string {
  const signed = line.direction === "DR" ? -line.amount_cents : line.amount_cents;
  const ids = `${escapeHtml(line.transfer_id)}${line.end_to_end_id ? `<br>${escapeHtml(line.end_to_end_id)}` : ""}`;
  return (
    `<tr><td><time datetime="${escapeHtml(line.date)}">${formatDayShort(line.date)}<br><span class="muted">${formatClock(line.date)}</span></time></td>` +
    `<td>${escapeHtml(line.counterparty_account_number)}</td><td>${escapeHtml(line.reference)}</td>` +
    `<td class="ids">${ids}</td>` +
    `<td class="num ${line.direction === "DR" ? "dr" : "cr"}">${formatSigned(signed)}</td>` +
    `<td class="num">${formatBalance(line.running_balance_cents)}</td></tr>`
  );
}

function summary(statement: Statement): string {
  const { inCents, outCents } = totals(statement.lines);
  const item = (label: string, value: string) => `<div><dt>${label}</dt><dd>${value}</dd></div>`;
  return (
    '<dl class="summary">' +
    item("Opening balance", formatBalance(statement.opening_balance_cents)) +
    item("Money in", formatSigned(inCents)) +
    item("Money out", formatSigned(-outCents)) +
    item("Closing balance", formatBalance(statement.closing_balance_cents)) +
    "</dl>"
  );
}

function linesTable(statement: Statement): string {
  const body =
    statement.lines.length === 0
      ? '<tr><td colspan="6" class="muted">No transactions in this period.</td></tr>'
      : statement.lines.map(row).join("\n");
  return [
    "<table>",
    '<colgroup><col class="date"><col class="party"><col class="ref"><col class="ids"><col class="amount"><col class="balance"></colgroup>',
    `<thead><tr><th>Date</th><th>Counterparty</th><th>Reference</th><th class="ids">Transfer / end-to-end id</th>`,
    `<th class="num">Amount</th><th class="num">Balance</th></tr></thead>`,
    `<tbody>\n${body}\n</tbody></table>`,
  ].join("\n");
}

/** The statement as a self-contained printable HTML5 document. */
export function statementHtml(statement: Statement, options: StatementHtmlOptions = {}): string {
  const { account, organisation } = statement;
  const bank = escapeHtml(options.bankName ?? "Mock Bank");
  const period = periodInWords(statement);
  const title = `Statement, ${organisation.name}, account ${account.account_number}, ${period}`;
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    '<head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLE}</style></head>`,
    "<body><main>",
    `<header class="letterhead"><div class="bank">${bank}</div><h1>Statement</h1></header>`,
    '<section class="parties"><div>',
    `<p class="org">${escapeHtml(organisation.name)}</p>`,
    `<p>${escapeHtml(account.name)} (${escapeHtml(account.type)} account), number ${escapeHtml(account.account_number)}</p>`,
    "</div><div>",
    `<p><strong>Period:</strong> ${escapeHtml(period)}</p>`,
    `<p class="muted">Amounts in ${escapeHtml(statement.currency)}; times in UTC; ${statement.lines.length} transaction${statement.lines.length === 1 ? "" : "s"}</p>`,
    "</div></section>",
    summary(statement),
    balanceChart(statement),
    linesTable(statement),
    `<footer>Balances as at ${formatDayLong(statement.to)}, ${formatClock(statement.to)} UTC. Issued by ${bank}.</footer>`,
    "</main></body></html>",
    "",
  ].join("\n");
}
