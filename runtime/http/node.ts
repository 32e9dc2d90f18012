/**
 * node:http adapter for a generated dispatcher: reads the body (capped), parses JSON, answers CORS
 * preflights, and writes the response, streaming bodies that are async iterables with backpressure.
 * Also the protocol hygiene both services share: security headers on every response, Node's own
 * parser errors (400/431/408) in the service's JSON envelope, timeouts and a connection cap.
 */
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse, STATUS_CODES } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { DispatchError, Dispatcher, HttpResponse } from "../../generated/http/server.ts";
import type { RequestLogger } from "./request-log.ts";

/** The limits a service may configure on its HTTP server. */
export interface HttpLimits {
  /** Time allowed to receive a request's headers, in ms (default 10 s; slow senders get 408). */
  headersTimeoutMs?: number;
  /** Time allowed to receive a whole request, body included, in ms (default 30 s). */
  requestTimeoutMs?: number;
  /** Open connections at most; further connections are closed at once (default 1024). */
  maxConnections?: number;
}

export interface NodeAdapterOptions extends HttpLimits {
  /** Largest request body accepted, in bytes; larger bodies get 413 (default 64 KiB). */
  maxBodyBytes?: number;
  /** Request headers a browser may send cross-origin (CORS is open, seed §1). */
  allowHeaders?: readonly string[];
  /** Response headers a browser script may read. */
  exposeHeaders?: readonly string[];
  /**
   * Methods a preflight allows, as the service's spec states them; when absent, the methods of the
   * route asked about (plus OPTIONS).
   */
  allowMethods?: readonly string[];
  /** One log line per request and an `X-Request-Id` on every response (runtime/http/request-log.ts). */
  requestLog?: RequestLogger;
}

const DEFAULT_MAX_BODY = 64 * 1024;
export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_CONNECTIONS = 1024;

/**
 * On every response: never sniff a JSON or CSV body into HTML. An HTML page without a policy of
 * its own gets one that allows nothing but its inline style (the statement page has no script).
 */
const NOSNIFF = { "x-content-type-options": "nosniff" } as const;
export const STRICT_HTML_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function withSecurityHeaders(headers: Record<string, string>): Record<string, string> {
  const secured: Record<string, string> = { ...headers, ...NOSNIFF };
  if (secured["content-type"]?.startsWith("text/html") && secured["content-security-policy"] === undefined) {
    secured["content-security-policy"] = STRICT_HTML_POLICY;
  }
  return secured;
}

class BodyTooLarge extends Error {}

/**
 * Reads the whole body, refusing more than `limit` bytes. Inline listeners rather than
 * `for await` or named closures: the async iterator, and the name helper the tsx loader wraps
 * every named closure in, each cost microseconds per request, a measurable share of a small JSON
 * POST (docs/benchmarks.md). Data past the limit is drained and dropped, not buffered.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new BodyTooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        reject(new BodyTooLarge());
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size)));
    req.on("error", (error: Error) => reject(error));
    req.on("aborted", () => reject(new Error("request aborted")));
  });
}

async function writeResponse(res: ServerResponse, response: HttpResponse, headOnly: boolean): Promise<void> {
  res.writeHead(response.status, withSecurityHeaders(response.headers));
  const body = response.body;
  if (headOnly) {
    res.end();
    return;
  }
  if (typeof body === "string" || body instanceof Uint8Array) {
    res.end(body);
    return;
  }
  for await (const chunk of body) {
    if (!res.write(chunk)) await once(res, "drain");
  }
  res.end();
}

/** Builds the request listener for `http.createServer`. */
export function createRequestListener(dispatcher: Dispatcher, options: NodeAdapterOptions = {}) {
  const maxBody = options.maxBodyBytes ?? DEFAULT_MAX_BODY;
  const allowHeaders = (options.allowHeaders ?? ["Authorization", "Content-Type"]).join(", ");
  const exposeHeaders = (options.exposeHeaders ?? []).join(", ");
  const fixedMethods = options.allowMethods?.join(", ");
  const requestLog = options.requestLog;

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    requestLog?.begin(req, res);
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    const path = q === -1 ? url : url.slice(0, q);
    const query = q === -1 ? "" : url.slice(q + 1);
    const method = (req.method ?? "GET").toUpperCase();
    const cors: Record<string, string> = { "access-control-allow-origin": "*" };
    if (exposeHeaders) cors["access-control-expose-headers"] = exposeHeaders;

    try {
      if (method === "OPTIONS" && req.headers["access-control-request-method"]) {
        res.writeHead(204, {
          ...cors,
          ...NOSNIFF,
          "access-control-allow-methods": fixedMethods ?? routeMethods(dispatcher, req, path),
          "access-control-allow-headers": allowHeaders,
          "access-control-max-age": "600",
        });
        res.end();
        return;
      }

      let body: unknown;
      let raw: Buffer;
      try {
        raw = await readBody(req, maxBody);
      } catch (error) {
        if (!(error instanceof BodyTooLarge)) throw error;
        const response = dispatcher.reject({
          status: 413,
          code: "payload_too_large",
          message: `request body exceeds ${maxBody} bytes`,
        });
        // The rest of the upload is not read; close the connection so the client stops sending.
        response.headers.connection = "close";
        await writeResponse(res, { ...response, headers: { ...response.headers, ...cors } }, false);
        return;
      }
      const bodyText = raw.length > 0 ? raw.toString("utf8") : undefined;
      if (bodyText !== undefined) {
        const type = String(req.headers["content-type"] ?? "")
          .split(";")[0]!
          .trim()
          .toLowerCase();
        if (type === "application/json" || type.endsWith("+json")) {
          try {
            body = JSON.parse(bodyText);
          } catch (error) {
            const response = dispatcher.reject({
              status: 400,
              code: "bad_request",
              message: `malformed JSON body: ${(error as Error).message}`,
            });
            await writeResponse(res, { ...response, headers: { ...response.headers, ...cors } }, false);
            return;
          }
        } else {
          body = bodyText;
        }
      }
      const response = await dispatcher.handle({
        method,
        path,
        query,
        headers: req.headers,
        body,
        ...(bodyText === undefined ? {} : { bodyText }),
      });
      await writeResponse(res, { ...response, headers: { ...response.headers, ...cors } }, method === "HEAD");
    } catch (error) {
      // Only socket-level failures reach here (the dispatcher never throws); the client has gone.
      if (!res.headersSent) {
        res.writeHead(500, { "content-type": "application/json; charset=utf-8", ...cors, ...NOSNIFF });
        res.end(
          JSON.stringify(dispatcher.reject({ status: 500, code: "internal_error", message: "internal error" }).body),
        );
      } else {
        res.destroy(error as Error);
      }
    }
  };
}

function routeMethods(dispatcher: Dispatcher, req: IncomingMessage, path: string): string {
  const match = dispatcher.match(String(req.headers["access-control-request-method"]), path);
  const allowed = !match ? [] : match.kind === "match" ? [match.route.method] : match.allowed;
  return [...new Set([...allowed.map((m) => m.toUpperCase()), "OPTIONS"])].join(", ");
}

/** The status Node's parser failure maps to, and the envelope code for it. */
function parserFailure(error: NodeJS.ErrnoException): DispatchError {
  if (error.code === "HPE_HEADER_OVERFLOW") {
    return { status: 431, code: "request_header_fields_too_large", message: "request headers are too large" };
  }
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") {
    return { status: 408, code: "request_timeout", message: "the request was not received in time" };
  }
  return { status: 400, code: "bad_request", message: `malformed HTTP request (${error.code ?? "parse error"})` };
}

/**
 * Answers a request Node's HTTP parser refused (it never reaches the dispatcher) in the service's
 * envelope, then closes the connection: after a parse error the stream cannot be trusted.
 */
function answerClientError(dispatcher: Dispatcher, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || !socket.writable || socket.writableEnded) {
    socket.destroy();
    return;
  }
  const failure = parserFailure(error);
  // The envelope's renderer knows the service's shape; the status and code are the parser's.
  const rendered = dispatcher.reject(failure);
  const body = typeof rendered.body === "string" ? rendered.body : "";
  const head = [
    `HTTP/1.1 ${failure.status} ${STATUS_CODES[failure.status]}`,
    "content-type: application/json; charset=utf-8",
    `content-length: ${Buffer.byteLength(body)}`,
    "access-control-allow-origin: *",
    "x-content-type-options: nosniff",
    "connection: close",
  ].join("\r\n");
  socket.end(`${head}\r\n\r\n${body}`);
}

/**
 * `Expect: 100-continue`: a body declared larger than the cap is refused before the client sends
 * it, so the 413 reaches the client instead of a reset halfway through its upload.
 */
function checkContinue(
  listener: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  maxBody: number,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const declared = Number(req.headers["content-length"]);
    if (!(Number.isFinite(declared) && declared > maxBody)) res.writeContinue();
    // Over the cap: no 100 Continue; the listener answers 413 from the declared length alone.
    void listener(req, res);
  };
}

/** A clear message instead of a stack trace when the port is taken. */
export class PortInUseError extends Error {
  constructor(
    readonly host: string,
    readonly port: number,
  ) {
    super(`port ${port} on ${host} is already in use; pick another with --port`);
  }
}

/** Starts listening and resolves with the bound address. */
export async function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) =>
      reject(error.code === "EADDRINUSE" ? new PortInUseError(host, port) : error);
    server.once("error", onError);
    server.listen(port, host, () => {
      server.off("error", onError);
      resolve();
    });
  });
  return server.address() as AddressInfo;
}

/**
 * Creates an HTTP server for a dispatcher (keep-alive on, so load tests measure the service, not
 * TCP setup), with the shared timeouts, connection cap, parser-error envelope and 100-continue check.
 */
export function createHttpServer(dispatcher: Dispatcher, options: NodeAdapterOptions = {}): Server {
  const listener = createRequestListener(dispatcher, options);
  const headersTimeout = options.headersTimeoutMs ?? DEFAULT_HEADERS_TIMEOUT_MS;
  const requestTimeout = Math.max(options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS, headersTimeout);
  const server = createServer(
    {
      keepAlive: true,
      headersTimeout,
      requestTimeout,
      // How often Node checks those two timeouts; its default (30 s) would let a 10 s limit run to 40 s.
      connectionsCheckingInterval: Math.max(250, Math.min(1_000, Math.floor(headersTimeout / 2))),
    },
    (req, res) => {
      void listener(req, res);
    },
  );
  server.maxConnections = options.maxConnections ?? DEFAULT_MAX_CONNECTIONS;
  server.on("checkContinue", checkContinue(listener, options.maxBodyBytes ?? DEFAULT_MAX_BODY));
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) =>
    answerClientError(dispatcher, error, socket),
  );
  return server;
}
