/**
 * Statement renderers (seed section 4, "Statement query"; bank-notes "Statements"): CSV as a
 * stream of chunks so a 100k-line statement never sits in memory twice, and a self-contained
 * printable HTML document.
 */
import type { Statement, StatementLine } from "./types.ts";

/** The seed's column order, exactly. */
export const STATEMENT_CSV_HEADER =
  "date,value_date,account_number,counterparty_account_number,direction,amount,currency,reference,transfer_id,end_to_end_id,running_balance";

/** Cents as decimal major units with two places: 1234 -> `12.34`, -5 -> `-0.05`. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const magnitude = Math.abs(cents);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, "0")}`;
}

/**
 * Free text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) gets a
 * leading `'` (OWASP "CSV injection"). Applied to free-text cells only, never to amounts.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field with a comma, quote, CR or LF is quoted, quotes doubled. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvRow(line: StatementLine): string {
  return [
    line.date,
    line.value_date ?? "",
    line.account_number,
    line.counterparty_account_number,
    line.direction,
    formatCents(line.amount_cents),
    line.currency,
    neutraliseFormula(line.reference),
    line.transfer_id,
    neutraliseFormula(line.end_to_end_id ?? ""),
    formatCents(line.running_balance_cents),
  ]
    .map(csvField)
    .join(",");
}

/**
 * The statement as CSV, in chunks of up to `linesPerChunk` rows (header first), each row ended by
 * CRLF (RFC 4180). `amount` is unsigned (the direction column says which way);
 * `running_balance` is signed.
 */
export function* statementCsvChunks(statement: Statement, linesPerChunk = 1000): Generator<string> {
  let chunk = `${STATEMENT_CSV_HEADER}\r\n`;
  let rows = 0;
  for (const line of statement.lines) {
    chunk += `${csvRow(line)}\r\n`;
    rows += 1;
    if (rows === linesPerChunk) {
      yield chunk;
      chunk = "";
      rows = 0;
    }
  }
  if (chunk !== "") yield chunk;
}

/** The whole statement as one CSV string. */
export function statementCsv(statement: Statement): string {
  let text = "";
  for (const chunk of statementCsvChunks(statement)) text += chunk;
  return text;
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const CHART_WIDTH = 720;
const CHART_HEIGHT = 180;
/** More points than pixels only costs bytes; sample evenly and keep the last. */
const CHART_MAX_POINTS = 600;

/** Inline SVG of the running balance over time (a step per posting, opening balance first). */
function balanceChart(statement: Statement): string {
  const points: { ms: number; balance: number }[] = [];
  const first = statement.lines[0];
  const startMs = statement.from !== null ? Date.parse(statement.from) : first ? Date.parse(first.date) : 0;
  points.push({ ms: startMs, balance: statement.opening_balance_cents });
  const step = Math.max(1, Math.ceil(statement.lines.length / CHART_MAX_POINTS));
  statement.lines.forEach((line, index) => {
    if (index % step === 0 || index === statement.lines.length - 1) {
      points.push({ ms: Date.parse(line.date), balance: line.running_balance_cents });
    }
  });
  const minMs = Math.min(...points.map((point) => point.ms));
  const maxMs = Math.max(...points.map((point) => point.ms));
  const minBalance = Math.min(0, ...points.map((point) => point.balance));
  const maxBalance = Math.max(1, ...points.map((point) => point.balance));
  // Spread by time; when every posting shares one instant, spread by position instead.
  const x = (point: { ms: number }, index: number) =>
    maxMs > minMs
      ? ((point.ms - minMs) / (maxMs - minMs)) * CHART_WIDTH
      : (index / Math.max(1, points.length - 1)) * CHART_WIDTH;
  const y = (balance: number) => CHART_HEIGHT - ((balance - minBalance) / (maxBalance - minBalance)) * CHART_HEIGHT;
  const path = points.map((point, index) => `${x(point, index).toFixed(1)},${y(point.balance).toFixed(1)}`).join(" ");
  const zero = y(0).toFixed(1);
  return (
    `<svg class="chart" role="img" aria-label="Running balance over the period" viewBox="0 0 ${CHART_WIDTH} ${CHART_HEIGHT}" ` +
    `width="${CHART_WIDTH}" height="${CHART_HEIGHT}" xmlns="http://www.w3.org/2000/svg">` +
    `<line x1="0" y1="${zero}" x2="${CHART_WIDTH}" y2="${zero}" stroke="#999" stroke-dasharray="4 4"/>` +
    `<polyline fill="none" stroke="#1a5fb4" stroke-width="2" points="${path}"/>` +
    "</svg>"
  );
}

const STYLE = [
  "body{font:14px/1.4 system-ui,sans-serif;margin:2rem;color:#111}",
  "h1{font-size:1.4rem;margin:0 0 .25rem}",
  "table{border-collapse:collapse;width:100%;margin-top:1rem}",
  "th,td{border-bottom:1px solid #ddd;padding:.3rem .4rem;text-align:left;vertical-align:top}",
  "td.num,th.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}",
  "dl{display:grid;grid-template-columns:max-content auto;gap:.2rem 1rem}",
  "dt{font-weight:600}",
  ".chart{max-width:100%;height:auto;margin-top:1rem}",
  "@media print{body{margin:0}a{color:inherit}}",
].join("");

/**
 * The statement as a self-contained printable HTML5 document: no external assets, every
 * free-text field escaped; a header (organisation, account, period, opening and closing
 * balances), an inline SVG balance chart and the table of lines with running balances.
 */
export function statementHtml(statement: Statement): string {
  const { account, organisation } = statement;
  const period = `${statement.from ?? "account opening"} to ${statement.to}`;
  const rows = statement.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.date)}</td><td>${escapeHtml(line.counterparty_account_number)}</td>` +
        `<td>${escapeHtml(line.reference)}</td><td>${escapeHtml(line.transfer_id)}</td>` +
        `<td>${escapeHtml(line.end_to_end_id ?? "")}</td><td>${line.direction}</td>` +
        `<td class="num">${formatCents(line.direction === "DR" ? -line.amount_cents : line.amount_cents)}</td>` +
        `<td class="num">${formatCents(line.running_balance_cents)}</td></tr>`,
    )
    .join("\n");
  const title = `Statement ${account.account_number} - ${organisation.name}`;
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    '<head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLE}</style></head>`,
    "<body>",
    `<h1>${escapeHtml(organisation.name)}</h1>`,
    "<dl>",
    `<dt>Account</dt><dd>${escapeHtml(account.name)} (${escapeHtml(account.type)}), number ${escapeHtml(account.account_number)}</dd>`,
    `<dt>Currency</dt><dd>${escapeHtml(account.currency)}</dd>`,
    `<dt>Period</dt><dd>${escapeHtml(period)}</dd>`,
    `<dt>Opening balance</dt><dd>${formatCents(statement.opening_balance_cents)}</dd>`,
    `<dt>Closing balance</dt><dd>${formatCents(statement.closing_balance_cents)}</dd>`,
    "</dl>",
    balanceChart(statement),
    "<table><thead><tr><th>Date</th><th>Counterparty</th><th>Reference</th><th>Transfer</th>",
    '<th>End-to-end id</th><th>Dir.</th><th class="num">Amount</th><th class="num">Balance</th></tr></thead>',
    `<tbody>\n${rows}\n</tbody></table>`,
    "</body></html>",
    "",
  ].join("\n");
}
