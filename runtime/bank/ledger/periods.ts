/**
 * Parsing of the `from`/`to` query parameters (dates or date-times, inclusive:
 * docs/reference/bank.md#statements-and-transactions).
 * A date means the whole UTC day: `from=2024-05-01` starts at 00:00:00.000Z, `to=2024-05-01` ends
 * at 23:59:59.999Z. A datetime without an offset is read as UTC (never as the server's zone).
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?$/i;
const DAY_MS = 86_400_000;

function validDay(year: number, month: number, day: number): boolean {
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/**
 * Parses one bound. Returns epoch milliseconds (inclusive), or null when the text is not an ISO
 * date or datetime. `edge` picks the start or the end of the day for a bare date.
 */
export function parseBound(text: string, edge: "start" | "end"): number | null {
  const date = DATE.exec(text);
  if (date) {
    const [year, month, day] = [Number(date[1]), Number(date[2]), Number(date[3])];
    if (!validDay(year, month, day)) return null;
    const start = Date.UTC(year, month - 1, day);
    return edge === "start" ? start : start + DAY_MS - 1;
  }
  const time = DATETIME.exec(text);
  if (!time) return null;
  const [year, month, day, hour, minute] = [1, 2, 3, 4, 5].map((index) => Number(time[index])) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = time[6] === undefined ? 0 : Number(time[6]);
  if (!validDay(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  const zone = time[8] === undefined ? "Z" : time[8].toUpperCase();
  const fraction = time[7] === undefined ? "" : `.${time[7].slice(0, 3).padEnd(3, "0")}`;
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  const ms = Date.parse(
    `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${fraction}${zone}`,
  );
  return Number.isFinite(ms) ? ms : null;
}
