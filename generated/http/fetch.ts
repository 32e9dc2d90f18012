// Copied from templates/static/http/fetch.ts by contractkit generate — edit that file, then run generate.
/**
 * The Fetch-API adapter: `(Request) => Promise<Response>`, the handler shape of Hono (`app.mount`),
 * Bun.serve, Deno.serve, Cloudflare Workers and Next.js route handlers. Same request path as every
 * adapter (adapter.ts); streamed bodies become a `ReadableStream`.
 */
import { type AdapterOptions, BodyTooLarge, internalError, serve, streamOf } from "./adapter.js";
import type { Dispatcher, HttpResponse } from "./server.js";

export type { AdapterOptions, CorsOptions } from "./adapter.js";

export interface FetchHandlerOptions extends AdapterOptions {
  /**
   * A path prefix the handler is mounted under (e.g. `/api` for a Next.js route at `app/api/[...path]`);
   * it is removed before routing. Hono's `app.mount` removes its own prefix already.
   */
  basePath?: string;
}

/** Reads a request body, refusing more than `limit` bytes without buffering the rest. */
async function readFetchBody(request: Request, limit: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

function toResponse(response: HttpResponse, headOnly: boolean): Response {
  const { body } = response;
  // `connection` is a hop-by-hop header that the Fetch API's Headers refuse on some runtimes.
  const { connection: _hopByHop, ...headers } = response.headers;
  const payload = headOnly || response.status === 204 ? null : typeof body === "string" ? body : streamOrBytes(body);
  return new Response(payload, { status: response.status, headers });
}

function streamOrBytes(body: Uint8Array | AsyncIterable<string | Uint8Array>): BodyInit {
  return body instanceof Uint8Array ? (body as Uint8Array<ArrayBuffer>) : streamOf(body);
}

function pathOf(url: URL, basePath: string | undefined): string {
  if (!basePath) return url.pathname;
  const base = basePath.replace(/\/+$/, "");
  return url.pathname.startsWith(base) ? url.pathname.slice(base.length) || "/" : url.pathname;
}

/** A Fetch-API handler serving the dispatcher. */
export function toFetchHandler(
  dispatcher: Dispatcher,
  options: FetchHandlerOptions = {},
): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    try {
      const response = await serve(dispatcher, options, {
        method: request.method,
        url: `${pathOf(url, options.basePath)}${url.search}`,
        headers,
        body: { kind: "bytes", read: (limit) => readFetchBody(request, limit) },
      });
      return toResponse(response, request.method.toUpperCase() === "HEAD");
    } catch {
      // Only a failed body read reaches here (the dispatcher never throws).
      return toResponse(internalError(dispatcher, options), false);
    }
  };
}
