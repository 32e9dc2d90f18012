/**
 * node:http adapter for a generated dispatcher: reads the body (capped), parses JSON, answers CORS
 * preflights, and writes the response, streaming bodies that are async iterables with backpressure.
 */
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Dispatcher, HttpResponse } from "../../generated/http/server.ts";

export interface NodeAdapterOptions {
  /** Largest request body accepted, in bytes; larger bodies get 413 (default 64 KiB). */
  maxBodyBytes?: number;
  /** Request headers a browser may send cross-origin (CORS is open, seed §1). */
  allowHeaders?: readonly string[];
  /** Response headers a browser script may read. */
  exposeHeaders?: readonly string[];
}

const DEFAULT_MAX_BODY = 64 * 1024;

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
  res.writeHead(response.status, response.headers);
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

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    const path = q === -1 ? url : url.slice(0, q);
    const query = q === -1 ? "" : url.slice(q + 1);
    const method = (req.method ?? "GET").toUpperCase();
    const cors: Record<string, string> = { "access-control-allow-origin": "*" };
    if (exposeHeaders) cors["access-control-expose-headers"] = exposeHeaders;

    try {
      if (method === "OPTIONS" && req.headers["access-control-request-method"]) {
        const match = dispatcher.match(String(req.headers["access-control-request-method"]), path);
        const allowed = !match ? [] : match.kind === "match" ? [match.route.method] : match.allowed;
        res.writeHead(204, {
          ...cors,
          "access-control-allow-methods": [...new Set([...allowed.map((m) => m.toUpperCase()), "OPTIONS"])].join(", "),
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
        res.writeHead(500, { "content-type": "application/json; charset=utf-8", ...cors });
        res.end(
          JSON.stringify(dispatcher.reject({ status: 500, code: "internal_error", message: "internal error" }).body),
        );
      } else {
        res.destroy(error as Error);
      }
    }
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

/** Creates an HTTP server for a dispatcher (keep-alive on, so load tests measure the service, not TCP setup). */
export function createHttpServer(dispatcher: Dispatcher, options: NodeAdapterOptions = {}): Server {
  const listener = createRequestListener(dispatcher, options);
  return createServer({ keepAlive: true }, (req, res) => {
    void listener(req, res);
  });
}
