/**
 * The statement's balance chart as inline SVG (no script, no external asset): the running balance
 * as a step line over the period, a y axis with amount ticks, an x axis with dates, and the opening
 * and closing balances written at the line's ends.
 */
import { formatAxisAmount, formatBalance, formatDayShort } from "./statement-format.ts";
import type { Statement } from "./types.ts";

const WIDTH = 720;
const HEIGHT = 240;
const MARGIN = { left: 64, right: 24, top: 28, bottom: 40 };
const PLOT_W = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;
/** More points than pixels only costs bytes; sample evenly and keep the last. */
const MAX_POINTS = 600;

interface Point {
  ms: number;
  cents: number;
}

/** Opening balance at the period's start, then the balance after each (sampled) line. */
function balancePoints(statement: Statement): Point[] {
  const first = statement.lines[0];
  const startMs =
    statement.from !== null ? Date.parse(statement.from) : first ? Date.parse(first.date) : Date.parse(statement.to);
  const points: Point[] = [{ ms: startMs, cents: statement.opening_balance_cents }];
  const step = Math.max(1, Math.ceil(statement.lines.length / MAX_POINTS));
  statement.lines.forEach((line, index) => {
    if (index % step === 0 || index === statement.lines.length - 1) {
      points.push({ ms: Date.parse(line.date), cents: line.running_balance_cents });
    }
  });
  const endMs = Date.parse(statement.to);
  const last = points[points.length - 1]!;
  if (Number.isFinite(endMs) && endMs > last.ms) points.push({ ms: endMs, cents: statement.closing_balance_cents });
  return points;
}

/** Round tick values covering [low, high]: steps of 1, 2 or 5 times a power of ten. */
export function niceTicks(low: number, high: number, count = 4): number[] {
  if (high === low) high = low + 100;
  const raw = (high - low) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 5, 10].find((factor) => factor * power >= raw) ?? 10) * power;
  const ticks: number[] = [];
  for (let value = Math.floor(low / step) * step; value <= Math.ceil(high / step) * step + step / 2; value += step) {
    ticks.push(Math.round(value));
  }
  return ticks;
}

function text(x: number, y: number, anchor: "start" | "middle" | "end", content: string, extra = ""): string {
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" text-anchor="${anchor}"${extra}>${content}</text>`;
}

/** The chart for a statement, in its currency. */
export function balanceChart(statement: Statement): string {
  const points = balancePoints(statement);
  const ticks = niceTicks(Math.min(0, ...points.map((p) => p.cents)), Math.max(...points.map((p) => p.cents)));
  const low = ticks[0]!;
  const high = ticks[ticks.length - 1]!;
  const minMs = Math.min(...points.map((p) => p.ms));
  const maxMs = Math.max(...points.map((p) => p.ms));
  // Spread by time; when every posting shares one instant, spread by position instead.
  const x = (point: Point, index: number) =>
    MARGIN.left +
    (maxMs > minMs ? (point.ms - minMs) / (maxMs - minMs) : index / Math.max(1, points.length - 1)) * PLOT_W;
  const y = (cents: number) => MARGIN.top + PLOT_H - ((cents - low) / (high - low)) * PLOT_H;
  // A step line: the balance holds until the next posting changes it.
  const path = points
    .map((point, index) => {
      const here = `${x(point, index).toFixed(1)},${y(point.cents).toFixed(1)}`;
      return index === 0 ? here : `${x(point, index).toFixed(1)},${y(points[index - 1]!.cents).toFixed(1)} ${here}`;
    })
    .join(" ");
  const grid = ticks
    .map(
      (tick) =>
        `<line class="grid${tick === 0 ? " zero" : ""}" x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${y(tick).toFixed(1)}" y2="${y(tick).toFixed(1)}"/>` +
        text(MARGIN.left - 6, y(tick) + 4, "end", formatAxisAmount(tick), ' class="tick"'),
    )
    .join("");
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const xLabels =
    text(MARGIN.left, HEIGHT - 22, "start", formatDayShort(minMs), ' class="tick"') +
    (maxMs > minMs ? text(WIDTH - MARGIN.right, HEIGHT - 22, "end", formatDayShort(maxMs), ' class="tick"') : "");
  const values =
    text(x(first, 0) + 4, y(first.cents) - 6, "start", `Opening ${formatBalance(first.cents)}`, ' class="value"') +
    text(
      x(last, points.length - 1) - 4,
      y(last.cents) - 6,
      "end",
      `Closing ${formatBalance(last.cents)}`,
      ' class="value"',
    );
  return [
    `<figure class="chart"><svg role="img" aria-labelledby="chart-title" viewBox="0 0 ${WIDTH} ${HEIGHT}" xmlns="http://www.w3.org/2000/svg">`,
    `<title id="chart-title">Running balance over the period, in ${statement.currency}</title>`,
    grid,
    `<line class="axis" x1="${MARGIN.left}" x2="${MARGIN.left}" y1="${MARGIN.top}" y2="${MARGIN.top + PLOT_H}"/>`,
    `<line class="axis" x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${MARGIN.top + PLOT_H}" y2="${MARGIN.top + PLOT_H}"/>`,
    xLabels,
    text(MARGIN.left + PLOT_W / 2, HEIGHT - 6, "middle", "Date (UTC)", ' class="label"'),
    text(
      14,
      MARGIN.top + PLOT_H / 2,
      "middle",
      `Balance (${statement.currency})`,
      ` class="label" transform="rotate(-90 14 ${(MARGIN.top + PLOT_H / 2).toFixed(1)})"`,
    ),
    `<polyline class="line" points="${path}"/>`,
    values,
    "</svg></figure>",
  ].join("");
}
