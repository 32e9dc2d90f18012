/**
 * The suite's HTTP transport. node:http rather than fetch, because negative checks must send what
 * fetch refuses or rewrites: a body with no Content-Type, a malformed Authorization header, raw
 * bytes that are not JSON.
 */

import http from "node:http";
import https from "node:https";
import { ContractkitError } from "../../generated/http/errors.ts";

/** A request exactly as it goes on the wire (path already expanded and percent-encoded). */
export interface WireRequest {
  readonly method: string;
  readonly path: string;
  /** Query pairs in order; a repeated name is an exploded array. */
  readonly query: readonly (readonly [string, string])[];
  readonly headers: Readonly<Record<string, string>>;
  /** The raw body text, or undefined for none. */
  readonly body: string | undefined;
}

/** A response as received. Header names are lower case; repeated headers are joined with `, `. */
export interface WireResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly bodyText: string;
}

/** One request and its response, kept for reproducers. */
export interface Exchange {
  readonly url: string;
  readonly request: WireRequest;
  readonly response: WireResponse;
  readonly durationMs: number;
}

/** Raised when the server could not be reached or did not answer in time. */
export class TransportFailure extends ContractkitError {
  override readonly code = "contract_test_transport_failed";
  constructor(
    message: string,
    readonly url: string,
    readonly request: WireRequest,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "TransportFailure";
  }
}

/** The query string of a request (`a=1&b=2`), percent-encoded, without `?`. */
export function queryString(query: WireRequest["query"]): string {
  return query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
}

/** The full URL of a request against a base URL that may carry a path prefix. */
export function requestUrl(baseUrl: string, request: Pick<WireRequest, "path" | "query">): string {
  const base = baseUrl.replace(/\/+$/, "");
  const qs = queryString(request.query);
  return `${base}${request.path}${qs ? `?${qs}` : ""}`;
}

/** A connection pool to one server; close it when the run ends so the process can exit. */
export class HttpSession {
  // Keep-alive: a run sends thousands of short requests and must not exhaust ephemeral ports.
  readonly #agent: http.Agent;
  readonly #tlsAgent: https.Agent;

  constructor(
    readonly baseUrl: string,
    readonly timeoutMs = 15_000,
    maxSockets = 4,
  ) {
    this.#agent = new http.Agent({ keepAlive: true, maxSockets });
    this.#tlsAgent = new https.Agent({ keepAlive: true, maxSockets });
  }

  /** Sends one request and reads the whole response as UTF-8 text. */
  send(request: WireRequest): Promise<Exchange> {
    const url = requestUrl(this.baseUrl, request);
    const target = new URL(url);
    const tls = target.protocol === "https:";
    const headers: Record<string, string> = { ...request.headers };
    if (request.body !== undefined) headers["content-length"] = String(Buffer.byteLength(request.body));
    const started = performance.now();
    const timeoutMs = this.timeoutMs;
    return new Promise((resolve, reject) => {
      const req = (tls ? https : http).request(
        target,
        {
          method: request.method.toUpperCase(),
          headers,
          timeout: timeoutMs,
          agent: tls ? this.#tlsAgent : this.#agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("error", (error) =>
            reject(
              new TransportFailure(`reading the response failed: ${error.message}`, url, request, { cause: error }),
            ),
          );
          res.on("end", () => {
            const responseHeaders: Record<string, string> = {};
            for (const [name, value] of Object.entries(res.headers)) {
              if (value === undefined) continue;
              responseHeaders[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
            }
            resolve({
              url,
              request,
              response: {
                status: res.statusCode ?? 0,
                headers: responseHeaders,
                bodyText: Buffer.concat(chunks).toString("utf8"),
              },
              durationMs: performance.now() - started,
            });
          });
        },
      );
      req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      req.on("error", (error) =>
        reject(
          new TransportFailure(`${request.method.toUpperCase()} ${url} failed: ${error.message}`, url, request, {
            cause: error,
          }),
        ),
      );
      if (request.body !== undefined) req.write(request.body);
      req.end();
    });
  }

  /** Closes the pooled connections. */
  close(): void {
    this.#agent.destroy();
    this.#tlsAgent.destroy();
  }
}

/** The media type of a Content-Type header value, lower case, without parameters. */
export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * The request as a `curl` command line. `secrets` maps header values to a shell variable name to
 * print instead (the admin key must not end up in CI logs).
 */
export function toCurl(exchange: Pick<Exchange, "url" | "request">, secrets: ReadonlyMap<string, string>): string {
  const parts = ["curl", "-sS", "-i", "-X", exchange.request.method.toUpperCase(), shellQuote(exchange.url)];
  for (const [name, value] of Object.entries(exchange.request.headers)) {
    let shown = value;
    for (const [secret, variable] of secrets)
      if (secret && shown.includes(secret)) shown = shown.split(secret).join(`$${variable}`);
    // Double quotes keep a $VARIABLE expandable; single quotes are safe for anything else.
    parts.push(
      "-H",
      shown === value ? shellQuote(`${name}: ${value}`) : `"${name}: ${shown.replace(/["\\`]/g, "\\$&")}"`,
    );
  }
  if (exchange.request.body !== undefined) parts.push("--data-raw", shellQuote(exchange.request.body));
  return parts.join(" ");
}
