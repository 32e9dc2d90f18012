/**
 * The small status page at `/` of both services: what runs where, a few counts, links to /docs.
 * HTML for a browser; JSON when the client asks for `application/json` (and not HTML). It sits in
 * front of the generated dispatcher because `/` is the server's page, not an operation of the API.
 */
import type { Dispatcher, HttpRequest, HttpResponse } from "../../generated/http/server.ts";

/** One labelled value; a value with `href` is shown as a link. */
export interface StatusItem {
  label: string;
  value: string | number | boolean | null;
  href?: string;
}

/** What the page shows. */
export interface StatusReport {
  /** The service's name, e.g. "Mock Bank". */
  service: string;
  /** `ok`, `degraded`, `syncing`, `error`: the service's own word for its state. */
  status: string;
  version: string;
  /** What runs where: addresses, files, modes. */
  runs: StatusItem[];
  /** Counts of what the service holds. */
  counts: StatusItem[];
  /** Further groups (one per indexed chain). */
  groups: { title: string; items: StatusItem[] }[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const shown = (value: StatusItem["value"]) =>
  value === null ? "—" : typeof value === "number" ? value.toLocaleString("en-US") : String(value);

function itemRows(items: readonly StatusItem[]): string {
  return items
    .map(({ label, value, href }) => {
      const text = escapeHtml(shown(value));
      const cell = href ? `<a href="${escapeHtml(href)}">${text}</a>` : text;
      return `<tr><th scope="row">${escapeHtml(label)}</th><td>${cell}</td></tr>`;
    })
    .join("");
}

function section(title: string, items: readonly StatusItem[]): string {
  return items.length === 0 ? "" : `<section><h2>${escapeHtml(title)}</h2><table>${itemRows(items)}</table></section>`;
}

const STYLE = [
  "body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1b1f24}",
  "main{max-width:760px;margin:2rem auto;padding:0 1rem}",
  "h1{font-size:1.5rem;margin:0}h2{font-size:1rem;margin:1.4rem 0 .4rem;color:#5b6470;text-transform:uppercase;letter-spacing:.05em}",
  ".state{display:inline-block;margin-left:.6rem;padding:.05rem .55rem;border-radius:1rem;font-size:.85rem;vertical-align:middle;background:#e6e9ed}",
  ".state.ok{background:#d7f0dd;color:#1d5c2e}.state.degraded,.state.syncing{background:#fbeccb;color:#6b4a00}.state.error{background:#f6d5d8;color:#7a1420}",
  "nav{margin:.6rem 0 0}nav a{margin-right:1rem}",
  "table{border-collapse:collapse;width:100%;background:#fff;border-radius:6px;box-shadow:0 1px 3px rgba(0,0,0,.08)}",
  "th,td{text-align:left;padding:.45rem .8rem;border-bottom:1px solid #e6e9ed;overflow-wrap:anywhere}",
  "th{width:38%;font-weight:500;color:#5b6470}td{font-variant-numeric:tabular-nums}",
].join("");

/** The report as a self-contained HTML page (no script; it refreshes itself every 10 s). */
export function renderStatusHtml(report: StatusReport): string {
  const state = escapeHtml(report.status);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="10">
<title>${escapeHtml(report.service)} — status</title>
<style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(report.service)}<span class="state ${state}">${state}</span></h1>
<nav><a href="/docs">API reference (/docs)</a><a href="/openapi.json">/openapi.json</a><a href="/health">/health</a></nav>
${section("What runs where", [{ label: "Version", value: report.version }, ...report.runs])}
${section("Counts", report.counts)}
${report.groups.map((group) => section(group.title, group.items)).join("\n")}
</main></body></html>
`;
}

/** True when the client prefers JSON: it names `application/json` and not HTML. */
function wantsJson(accept: string | string[] | undefined): boolean {
  const text = (Array.isArray(accept) ? accept.join(",") : (accept ?? "")).toLowerCase();
  return text.includes("application/json") && !text.includes("text/html");
}

function statusResponse(report: StatusReport, request: HttpRequest): HttpResponse {
  const headers = { "cache-control": "no-store", vary: "Accept" };
  if (wantsJson(request.headers.accept)) {
    return {
      status: 200,
      headers: { ...headers, "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify(report),
    };
  }
  return {
    status: 200,
    headers: { ...headers, "content-type": "text/html; charset=utf-8" },
    body: renderStatusHtml(report),
  };
}

/**
 * A dispatcher that answers `GET /` (and `HEAD /`) with the status page and passes everything else
 * on. A report that cannot be made is answered in the service's error envelope, never a stack trace.
 */
export function withStatusPage(dispatcher: Dispatcher, report: () => StatusReport | Promise<StatusReport>): Dispatcher {
  return {
    match: (method, path) => dispatcher.match(method, path),
    reject: (error) => dispatcher.reject(error),
    async handle(request) {
      if (request.path !== "/" || (request.method !== "GET" && request.method !== "HEAD")) {
        return dispatcher.handle(request);
      }
      let made: StatusReport;
      try {
        made = await report();
      } catch {
        return dispatcher.reject({ status: 500, code: "internal_error", message: "the status could not be read" });
      }
      return statusResponse(made, request);
    },
  };
}

/** An RPC URL as the page may show it: scheme, host and port only (a path or query may hold a key). */
export function redactRpcUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const hidden = parsed.pathname.length > 1 || parsed.search !== "" || parsed.username !== "";
    return `${parsed.protocol}//${parsed.host}${hidden ? "/…" : ""}`;
  } catch {
    return "(not a URL)";
  }
}
