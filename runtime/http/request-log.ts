/**
 * One log line per request, for both services: method, path (secrets in the query redacted),
 * status, duration and request id. Pretty for people, JSON lines for machines. Headers and bodies
 * are never logged, so no api key or admin key can reach a log.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

export const LOG_LEVELS = ["error", "warn", "info", "debug"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ["pretty", "json"] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export interface RequestLogOptions {
  /** Which service the lines are about (`bank`, `protocol`). */
  service: string;
  /** The least severe line written (default `info`): 5xx are errors, 4xx warnings, the rest info. */
  level?: LogLevel;
  format?: LogFormat;
  /** ANSI colours in the pretty format (a terminal). */
  colour?: boolean;
  /** Where each line goes (default stdout). */
  write?: (line: string) => void;
}

/** What one line says about a finished request. */
export interface RequestLogEntry {
  time: string;
  level: Exclude<LogLevel, "debug">;
  service: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  requestId: string;
  /** Debug level only. */
  remoteAddress?: string;
  userAgent?: string;
}

export interface RequestLogger {
  /** Called by the HTTP adapter as a request arrives: sets `X-Request-Id` and logs on completion. */
  begin(req: IncomingMessage, res: ServerResponse): void;
}

export const REQUEST_ID_HEADER = "x-request-id";

/** A client's id is echoed only when it is short and plain (it lands in logs and headers). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

/** The request id: the client's `X-Request-Id` when safe to echo, else a new UUID. */
export function requestIdFor(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given !== undefined && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Query parameter names whose values are secrets (api keys, tokens, signatures, passwords). */
const SECRET_NAME = /key|token|secret|passw|signature|sig$|auth|credential|session/i;
export const REDACTED = "[redacted]";

/** `path?query` with the value of every secret-looking query parameter replaced. */
export function redactTarget(target: string): string {
  const q = target.indexOf("?");
  if (q === -1) return target;
  const pairs = target
    .slice(q + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const rawName = eq === -1 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll("+", " "));
      } catch {
        // A malformed escape: judge the raw name.
      }
      return eq !== -1 && SECRET_NAME.test(name) ? `${rawName}=${REDACTED}` : pair;
    });
  return `${target.slice(0, q)}?${pairs.join("&")}`;
}

const SEVERITY: Record<LogLevel, number> = { error: 0, warn: 1, info: 2, debug: 3 };

function levelOf(status: number): RequestLogEntry["level"] {
  if (status >= 500) return "error";
  if (status >= 400) return "warn";
  return "info";
}

const ANSI = { red: "\u001b[31m", yellow: "\u001b[33m", green: "\u001b[32m", dim: "\u001b[2m", reset: "\u001b[0m" };

/** `12:03:04.567 bank GET /api/v1/accounts 200 3.1 ms req=…` */
export function prettyLine(entry: RequestLogEntry, colour: boolean): string {
  const paint = (code: string, text: string) => (colour ? `${code}${text}${ANSI.reset}` : text);
  const statusColour = entry.level === "error" ? ANSI.red : entry.level === "warn" ? ANSI.yellow : ANSI.green;
  const extra = [
    entry.remoteAddress === undefined ? "" : ` from=${entry.remoteAddress}`,
    entry.userAgent === undefined ? "" : ` ua=${JSON.stringify(entry.userAgent)}`,
  ].join("");
  return [
    paint(ANSI.dim, entry.time.slice(11, 23)),
    entry.service,
    entry.method,
    entry.path,
    paint(statusColour, String(entry.status)),
    `${entry.durationMs.toFixed(1)} ms`,
    paint(ANSI.dim, `req=${entry.requestId}${extra}`),
  ].join(" ");
}

/** A logger for {@link NodeAdapterOptions.requestLog}. */
export function createRequestLogger(options: RequestLogOptions): RequestLogger {
  const threshold = SEVERITY[options.level ?? "info"];
  const debug = threshold >= SEVERITY.debug;
  const format = options.format ?? "pretty";
  const colour = options.colour ?? false;
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  return {
    begin(req, res) {
      const started = performance.now();
      const requestId = requestIdFor(req.headers[REQUEST_ID_HEADER]);
      res.setHeader(REQUEST_ID_HEADER, requestId);
      // `close` fires for finished and for aborted responses alike.
      res.once("close", () => {
        const status = res.statusCode;
        const level = levelOf(status);
        if (SEVERITY[level] > threshold) return;
        const entry: RequestLogEntry = {
          time: new Date().toISOString(),
          level,
          service: options.service,
          method: (req.method ?? "GET").toUpperCase(),
          path: redactTarget(req.url ?? "/"),
          status,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
          requestId,
          ...(debug
            ? { remoteAddress: req.socket.remoteAddress ?? "", userAgent: req.headers["user-agent"] ?? "" }
            : {}),
        };
        write(format === "json" ? JSON.stringify(entry) : prettyLine(entry, colour));
      });
    },
  };
}
