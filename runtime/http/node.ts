/**
 * node:http adapter for a generated dispatcher: reads the body (capped), parses JSON, answers CORS
 * preflights, and writes the response, streaming bodies that are async iterables with backpressure.
 * Also the protocol hygiene both services share: security headers on every response, Node's own
 * parser errors (400/431/408) in the service's JSON envelope, timeouts and a connection cap.
 */

import { createServer, type IncomingMessage, type Server, type ServerResponse, STATUS_CODES } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { DEFAULT_MAX_BODY_BYTES, STRICT_HTML_POLICY } from "../../generated/http/adapter.ts";
import { ContractkitError } from "../../generated/http/errors.ts";
import { toNodeHandler } from "../../generated/http/node.ts";
import type { DispatchError, Dispatcher } from "../../generated/http/server.ts";
import type { RequestLogger } from "./request-log.ts";

export { STRICT_HTML_POLICY };

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
  /**
   * Serves each request instead of the node:http adapter (tests mount the same dispatcher in
   * Express, Fastify or a Fetch handler this way); the server's hygiene stays the same.
   */
  listener?: RequestListener;
  /** Largest request body accepted, in bytes; larger bodies get 413 (default 64 KiB). */
  maxBodyBytes?: number;
  /** Request headers a browser may send cross-origin (CORS is open: docs/reference/bank.md#cors). */
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

const DEFAULT_MAX_BODY = DEFAULT_MAX_BODY_BYTES;
export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_CONNECTIONS = 1024;

/** Builds the request listener for `http.createServer`: the generated node:http adapter with CORS always open. */
export function createRequestListener(dispatcher: Dispatcher, options: NodeAdapterOptions = {}): RequestListener {
  return toNodeHandler(dispatcher, {
    ...(options.maxBodyBytes === undefined ? {} : { maxBodyBytes: options.maxBodyBytes }),
    cors: {
      allowHeaders: options.allowHeaders ?? ["Authorization", "Content-Type"],
      ...(options.exposeHeaders ? { exposeHeaders: options.exposeHeaders } : {}),
      ...(options.allowMethods ? { allowMethods: options.allowMethods } : {}),
    },
  });
}

/** What serves a request on the Node server: the node:http adapter, or an app built on another adapter. */
export type RequestListener = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

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
  listener: RequestListener,
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
export class PortInUseError extends ContractkitError {
  override readonly name = "PortInUseError";
  override readonly code = "server_port_in_use";
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
  const serve = options.listener ?? createRequestListener(dispatcher, options);
  const log = options.requestLog;
  const listener: RequestListener = log
    ? (req, res) => {
        log.begin(req, res);
        return serve(req, res);
      }
    : serve;
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
