/**
 * Statement renderers (docs/reference/bank.md#statements-and-transactions): CSV as a
 * stream of chunks so a 100k-line statement never sits in memory twice, and the printable HTML
 * document (statement-html.ts).
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

export { escapeHtml, type StatementHtmlOptions, statementHtml } from "./statement-html.ts";
