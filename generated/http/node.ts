// Copied from templates/static/http/node.ts by contractkit generate — edit that file, then run generate.
/**
 * The node:http adapter: `http.createServer(toNodeHandler(dispatcher))`. Reads the body itself
 * (capped), or takes one a framework in front already parsed (`req.body`), and streams bodies that
 * are async iterables with backpressure. Typed structurally, so the module needs neither
 * `@types/node` nor a Node import and the same file serves Node, Bun and Deno's node:http.
 */
import { type AdapterOptions, type BodySource, BodyTooLarge, internalError, serve } from "./adapter.js";
import type { Dispatcher, HttpResponse } from "./server.js";

export type { AdapterOptions, CorsOptions } from "./adapter.js";

/** The parts of `http.IncomingMessage` the adapter uses. */
export interface NodeRequestLike {
  method?: string | undefined;
  url?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  /** Set by a body parser in front (Express, Connect); the adapter then does not read the stream. */
  body?: unknown;
  on(event: "data", listener: (chunk: Uint8Array) => void): unknown;
  on(event: "end" | "aborted", listener: () => void): unknown;
  on(event: "error", listener: (error: Error) => void): unknown;
}

/** The parts of `http.ServerResponse` the adapter uses. */
export interface NodeResponseLike {
  readonly headersSent: boolean;
  writeHead(status: number, headers: Record<string, string>): unknown;
  write(chunk: string | Uint8Array): boolean;
  end(chunk?: string | Uint8Array): unknown;
  once(event: "drain", listener: () => void): unknown;
  destroy(error?: Error): unknown;
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * Reads the whole body, refusing more than `limit` bytes. Inline listeners rather than `for await`:
 * the async iterator costs microseconds per request, a measurable share of a small JSON POST. Data
 * past the limit is dropped, not buffered.
 */
export function readNodeBody(req: NodeRequestLike, limit: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    req.on("data", (chunk: Uint8Array) => {
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        reject(new BodyTooLarge());
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(concat(chunks, size)));
    req.on("error", (error: Error) => reject(error));
    req.on("aborted", () => reject(new Error("request aborted")));
  });
}

/** `Buffer.byteLength` where the runtime has it (Node, Bun, Deno's node:http); else encoded. */
const byteLength: (text: string) => number =
  (globalThis as { Buffer?: { byteLength(text: string): number } }).Buffer?.byteLength ??
  ((text) => new TextEncoder().encode(text).length);

/**
 * The headers to send: a whole body gets its `Content-Length`. Without it `writeHead` commits the
 * response to chunked encoding, which costs a chunk header and trailer per response and a second
 * write (measured in docs/benchmarks.md). 1xx, 204 and 304 answers carry no length (RFC 9110 §8.6).
 */
function headersFor(response: HttpResponse): Record<string, string> {
  const body = response.body;
  const sized = typeof body === "string" || body instanceof Uint8Array;
  if (!sized || response.status < 200 || response.status === 204 || response.status === 304) return response.headers;
  for (const name in response.headers) if (name.toLowerCase() === "content-length") return response.headers;
  const length = typeof body === "string" ? byteLength(body) : body.byteLength;
  return { ...response.headers, "content-length": String(length) };
}

/** Writes a response; a streamed body waits for `drain` whenever the socket's buffer is full. */
export async function writeNodeResponse(
  res: NodeResponseLike,
  response: HttpResponse,
  headOnly: boolean,
): Promise<void> {
  res.writeHead(response.status, headersFor(response));
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
    if (!res.write(chunk)) await new Promise<void>((resolve) => res.once("drain", resolve));
  }
  res.end();
}

/**
 * Serves one request; rejects only on socket-level failures (the dispatcher never throws), which
 * `toNodeHandler` answers itself and the Express router hands to `next(error)`.
 */
export async function serveNode(
  dispatcher: Dispatcher,
  options: AdapterOptions,
  req: NodeRequestLike,
  res: NodeResponseLike,
): Promise<void> {
  const method = (req.method ?? "GET").toUpperCase();
  const body: BodySource =
    req.body === undefined
      ? { kind: "bytes", read: (limit) => readNodeBody(req, limit) }
      : { kind: "parsed", body: req.body };
  const response = await serve(dispatcher, options, { method, url: req.url ?? "/", headers: req.headers, body });
  await writeNodeResponse(res, response, method === "HEAD");
}

/** A request listener for `http.createServer` (or any framework that accepts one) serving the dispatcher. */
export function toNodeHandler(
  dispatcher: Dispatcher,
  options: AdapterOptions = {},
): (req: NodeRequestLike, res: NodeResponseLike) => Promise<void> {
  return async (req, res) => {
    try {
      await serveNode(dispatcher, options, req, res);
    } catch (error) {
      // The client has gone, or its stream failed: answer if still possible, else drop the socket.
      if (res.headersSent) res.destroy(error as Error);
      else await writeNodeResponse(res, internalError(dispatcher, options), false);
    }
  };
}
