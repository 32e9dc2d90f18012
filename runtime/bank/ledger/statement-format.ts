/**
 * How the printable statement writes money and time: amounts with thousands separators and an
 * explicit sign, instants as UTC dates without milliseconds. Written by hand rather than with
 * `Intl` so the page reads the same whatever locale the server runs in.
 */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** `1234567` -> `12,345.67` (magnitude only). */
function groupedMagnitude(cents: number): string {
  const magnitude = Math.abs(cents);
  const whole = String(Math.floor(magnitude / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${whole}.${String(magnitude % 100).padStart(2, "0")}`;
}

/** A balance: `-1,234.56`, `0.00`, `1,234.56` (a sign only when negative). */
export function formatBalance(cents: number): string {
  return `${cents < 0 ? "-" : ""}${groupedMagnitude(cents)}`;
}

/** A movement: `+1,234.56` for money in, `-1,234.56` for money out, `0.00` for nothing. */
export function formatSigned(cents: number): string {
  if (cents === 0) return "0.00";
  return `${cents < 0 ? "-" : "+"}${groupedMagnitude(cents)}`;
}

/** A compact axis label: `1.2k`, `-3.5M`, `950` (major units, at most one decimal). */
export function formatAxisAmount(cents: number): string {
  const major = cents / 100;
  const magnitude = Math.abs(major);
  const [scaled, unit] =
    magnitude >= 1e9
      ? [major / 1e9, "B"]
      : magnitude >= 1e6
        ? [major / 1e6, "M"]
        : magnitude >= 1e3
          ? [major / 1e3, "k"]
          : [major, ""];
  const text = Number.isInteger(scaled) ? String(scaled) : scaled.toFixed(1).replace(/\.0$/, "");
  return `${text}${unit}`;
}

/** `2025-03-01T10:00:00.000Z` -> `1 March 2025` (UTC). */
export function formatDayLong(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** `2025-03-01T10:00:00.000Z` -> `1 Mar 2025` (UTC). */
export function formatDayShort(iso: string | number): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(iso);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]!.slice(0, 3)} ${date.getUTCFullYear()}`;
}

/** `2025-03-01T10:00:05.123Z` -> `10:00:05` (UTC; milliseconds dropped). */
export function formatClock(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toISOString().slice(11, 19);
}
