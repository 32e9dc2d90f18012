/**
 * Readers for the bank's CSV and HTML statements, so the suite can hold them against the JSON
 * statement line for line (specs/bank.openapi.yaml `StatementCsv`, `StatementHtml`).
 */

/** The CSV header, in the spec's order (`StatementCsv`). */
export const STATEMENT_CSV_HEADER = [
  "date",
  "value_date",
  "account_number",
  "counterparty_account_number",
  "direction",
  "amount",
  "currency",
  "reference",
  "transfer_id",
  "end_to_end_id",
  "running_balance",
] as const;

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF line ends) into rows of fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      // CRLF ends the record; the LF is consumed by the next branch.
    } else if (char === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Cents as decimal major units with two places, as the CSV and HTML statements print them. */
export function majorUnits(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const magnitude = Math.abs(cents);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, "0")}`;
}

/** The CSV's protection against spreadsheet formulas (`StatementCsv`: a leading `'`). */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_, entity: string) => {
    if (entity.startsWith("#x")) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith("#")) return String.fromCodePoint(Number(entity.slice(1)));
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[entity] ?? "";
  });
}

/** The text of every cell of every row in the HTML document's table bodies, entities decoded. */
export function htmlTableRows(html: string): string[][] {
  const rows: string[][] = [];
  for (const body of html.match(/<tbody[^>]*>[\s\S]*?<\/tbody>/gi) ?? [])
    for (const row of body.match(/<tr[^>]*>[\s\S]*?<\/tr>/gi) ?? [])
      rows.push(
        [...row.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/gi)].map((cell) =>
          // A line break inside a cell separates words, as a reader sees it.
          decodeEntities(cell[1]!.replace(/<br\s*\/?>/gi, " ").replace(/<[^>]*>/g, "")).trim(),
        ),
      );
  return rows;
}
