/**
 * Renders a bench report as one hand-written SVG (no dependencies): throughput bars beside the
 * same-run baselines, the flatness curve (req/s, p99 and start-up per ledger size), and the
 * generate timings against their 3 s target. Pure: the same report gives the same bytes.
 */
import type { BenchReport, BenchRow } from "./types.ts";

const WIDTH = 960;
const LABEL_WIDTH = 380;
const BAR_HEIGHT = 18;
const GAP = 6;
const COLOURS: Record<string, string> = {
  baseline: "#9aa5b1",
  payments: "#2f6fde",
  reads: "#2a9d8f",
  flatness: "#2f6fde",
  generate: "#e07a1f",
  protocol: "#7b4fc9",
  mock: "#c9a227",
  target: "#c0392b",
};

function escapeXml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}

function formatNumber(value: number): string {
  if (value >= 10_000) return `${Math.round(value / 100) / 10}k`;
  if (value >= 100) return String(Math.round(value));
  return String(Math.round(value * 10) / 10);
}

function text(x: number, y: number, content: string, attributes = ""): string {
  const at = `x="${Math.round(x * 10) / 10}" y="${Math.round(y * 10) / 10}"`;
  return `<text ${at}${attributes === "" ? "" : ` ${attributes}`}>${escapeXml(content)}</text>`;
}

/** A horizontal bar panel; returns the SVG and its height. */
function barPanel(
  top: number,
  title: string,
  bars: Array<{ label: string; value: number; colour: string; annotation: string }>,
  unit: string,
  target?: { value: number; label: string },
): { svg: string; height: number } {
  const parts = [text(16, top + 20, title, 'class="title"')];
  const plotLeft = LABEL_WIDTH;
  // Room on the right for the value and its annotation after the longest bar.
  const plotWidth = WIDTH - plotLeft - 270;
  const max = Math.max(1, target?.value ?? 0, ...bars.map((bar) => bar.value));
  let y = top + 36;
  for (const bar of bars) {
    const width = Math.max(1, (bar.value / max) * plotWidth);
    parts.push(text(plotLeft - 8, y + BAR_HEIGHT - 5, bar.label, 'text-anchor="end"'));
    parts.push(
      `<rect x="${plotLeft}" y="${y}" width="${width.toFixed(1)}" height="${BAR_HEIGHT}" fill="${bar.colour}" rx="2"/>`,
    );
    parts.push(text(plotLeft + width + 6, y + BAR_HEIGHT - 5, `${formatNumber(bar.value)} ${unit} ${bar.annotation}`));
    y += BAR_HEIGHT + GAP;
  }
  if (target !== undefined) {
    const x = plotLeft + (target.value / max) * plotWidth;
    parts.push(
      `<line x1="${x.toFixed(1)}" y1="${top + 30}" x2="${x.toFixed(1)}" y2="${y}" stroke="${COLOURS.target}" stroke-dasharray="4 3"/>`,
    );
    parts.push(text(x + 4, top + 30, target.label, `fill="${COLOURS.target}" class="small"`));
  }
  return { svg: parts.join("\n"), height: y - top + 12 };
}

function throughputBars(rows: readonly BenchRow[]) {
  return rows
    .filter((row) => row.measurement !== undefined && row.group !== "flatness" && row.group !== "protocol")
    .map((row) => {
      const measurement = row.measurement!;
      const ratio = row.ratios?.["node:http echo"];
      const annotation = `p99 ${measurement.latencyMs.p99} ms${ratio === undefined ? "" : ` · ${Math.round(ratio * 100)}% of echo`}`;
      return {
        label: row.name,
        value: measurement.reqPerSec,
        colour: COLOURS[row.group] ?? "#555",
        annotation,
      };
    });
}

/** The flatness panel: req/s bars per ledger size with p99 and start-up written beside them. */
function flatnessPanel(top: number, rows: readonly BenchRow[]): { svg: string; height: number } {
  const bars = rows
    .filter((row) => row.group === "flatness" && row.measurement !== undefined)
    .map((row) => {
      const postings = row.figures?.postings ?? 0;
      const startup = row.figures?.startupMs;
      return {
        label: `ledger of ${formatNumber(postings)} postings`,
        value: row.measurement!.reqPerSec,
        colour: COLOURS.flatness as string,
        annotation: `p99 ${row.measurement!.latencyMs.p99} ms · start-up ${startup === undefined ? "?" : formatNumber(startup)} ms`,
      };
    });
  const connections = rows.find((row) => row.group === "flatness")?.connections;
  return barPanel(
    top,
    `Flatness: POST /payments as the ledger grows (@${connections ?? "?"} connections)`,
    bars,
    "req/s",
  );
}

/** Renders the report as an SVG document. */
export function renderChart(report: BenchReport): string {
  const panels: string[] = [];
  let top = 48;
  const throughput = barPanel(
    top,
    "Throughput, same run (2xx req/s; grey = baselines)",
    throughputBars(report.rows),
    "req/s",
  );
  panels.push(throughput.svg);
  top += throughput.height;
  if (report.rows.some((row) => row.group === "flatness")) {
    const flatness = flatnessPanel(top, report.rows);
    panels.push(flatness.svg);
    top += flatness.height;
  }
  const pages = report.rows
    .filter((row) => row.group === "protocol" && row.measurement !== undefined)
    .map((row) => {
      const ratio = row.figures?.p99RatioTo1k;
      return {
        label: row.label ?? row.name,
        value: row.measurement!.latencyMs.p99,
        colour: COLOURS.protocol as string,
        annotation: `${formatNumber(row.measurement!.reqPerSec)} req/s${ratio === undefined ? "" : ` · ${Math.round(ratio * 100) / 100}x the 1k p99`}`,
      };
    });
  if (pages.length > 0) {
    const panel = barPanel(top, "Protocol pages: p99 latency by records indexed", pages, "ms p99");
    panels.push(panel.svg);
    top += panel.height;
  }
  const backfill = report.rows
    .filter((row) => row.group === "protocol" && row.figures?.eventsPerSec !== undefined)
    .map((row) => ({
      label: row.name,
      value: row.figures!.eventsPerSec as number,
      colour: COLOURS.protocol as string,
      annotation: `${formatNumber(row.figures?.events ?? 0)} events in ${formatNumber(row.figures?.seconds ?? 0)} s`,
    }));
  if (backfill.length > 0) {
    const panel = barPanel(top, "Protocol backfill from anvil over JSON-RPC", backfill, "events/s", {
      value: 5000,
      label: "5,000 events/s target",
    });
    panels.push(panel.svg);
    top += panel.height;
  }
  const generate = report.rows
    .filter((row) => row.group === "generate" && row.figures?.wallMs !== undefined)
    .map((row) => ({
      label: row.name,
      value: row.figures!.wallMs as number,
      colour: COLOURS.generate as string,
      annotation: row.figures?.buildMs === undefined ? "" : `(build ${formatNumber(row.figures.buildMs)} ms)`,
    }));
  if (generate.length > 0) {
    const panel = barPanel(top, "Code generation wall time", generate, "ms", { value: 3000, label: "3 s target" });
    panels.push(panel.svg);
    top += panel.height;
  }
  const met = report.targets.filter((target) => target.met).length;
  const footer = `${report.machine.cpus} × ${report.machine.cpuModel}, Node ${report.machine.node}, fsync p50 ${report.fsyncMicros.p50} µs · load avg ${report.loadAverage.start}→${report.loadAverage.end} · ${report.mode} run · targets met ${met}/${report.targets.length}`;
  const height = top + 30;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="system-ui, sans-serif" font-size="12">`,
    "<style>.title{font-weight:600;font-size:14px}.small{font-size:11px}.heading{font-weight:700;font-size:16px}</style>",
    `<rect width="${WIDTH}" height="${height}" fill="#fff"/>`,
    text(16, 26, `contractkit bench — ${report.startedAt.slice(0, 10)}`, 'class="heading"'),
    ...panels,
    text(16, height - 12, footer, 'class="small" fill="#555"'),
    "</svg>",
    "",
  ].join("\n");
}
