/**
 * The `fetch` the indexer's transport hands to viem's rpc client: one `node:http`/`node:https`
 * request per call over keep-alive sockets, the response body read whole into one buffer and
 * decoded once. Only for that client with `maxResponseBodySize: false` (this fetch applies the cap).
 *
 * Why not the global `fetch`: undici hands a response body to viem as a web stream of 16-64 KB
 * chunks, each chunk a round of stream promises and a `TextDecoder` call, and a backfill reads tens
 * of megabytes of logs and transactions; the same responses cost ~30% less CPU this way
 * (docs/benchmarks.md, "Issue 21: the indexer's CPU per event (session 7)").
 */
import http from "node:http";
import https from "node:https";
import { ResponseBodyTooLargeError } from "viem";

/** The subset of `fetch` viem's rpc client calls: a URL and a `RequestInit` with a string body. */
export type FetchFn = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

function headersOf(message: http.IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

/**
 * The answer as viem's rpc client reads it (status, ok, statusText, headers and `text()`; with no
 * size cap of its own it reads no `body` stream): not a `Response`, whose constructor copies the
 * buffer into a web stream that `text()` then reads back.
 */
function bufferedResponse(message: http.IncomingMessage, body: Buffer): Response {
  const status = message.statusCode ?? 500;
  const answer = {
    status,
    ok: status >= 200 && status < 300,
    statusText: message.statusMessage ?? "",
    headers: headersOf(message),
    body: null,
    text: async () => body.toString("utf8"),
  };
  return answer as unknown as Response;
}

/** A `fetch` over keep-alive agents that refuses a response body over `maxResponseBodySize` bytes. */
export function nodeHttpFetch(maxResponseBodySize: number): FetchFn {
  const agents = {
    "http:": new http.Agent({ keepAlive: true }),
    "https:": new https.Agent({ keepAlive: true }),
  };
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : input);
      const signal = init.signal ?? undefined;
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const secure = url.protocol === "https:";
      const request = (secure ? https : http).request(url, {
        method: init.method ?? "GET",
        headers: init.headers as http.OutgoingHttpHeaders,
        agent: secure ? agents["https:"] : agents["http:"],
      });
      const onAbort = () => request.destroy(signal?.reason);
      signal?.addEventListener("abort", onAbort, { once: true });
      const fail = (error: unknown) => {
        signal?.removeEventListener("abort", onAbort);
        reject(error);
      };
      request.on("error", fail);
      request.on("response", (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        let refused = false;
        response.on("data", (chunk: Buffer) => {
          if (refused) return;
          size += chunk.length;
          if (size <= maxResponseBodySize) {
            chunks.push(chunk);
            return;
          }
          refused = true;
          fail(new ResponseBodyTooLargeError({ maxSize: maxResponseBodySize, size }));
          // No error passed: the promise is settled, whatever the stream reports next.
          request.destroy();
        });
        response.on("error", fail);
        response.on("end", () => {
          signal?.removeEventListener("abort", onAbort);
          resolve(bufferedResponse(response, Buffer.concat(chunks, size)));
        });
      });
      request.end(typeof init.body === "string" ? init.body : undefined);
    });
}
