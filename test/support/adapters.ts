/**
 * The bank's dispatcher mounted in each server adapter, behind the same Node server the bank starts
 * (so its timeouts and parser hygiene stay): node:http, a plain Fetch handler, Hono, Express with
 * `express.json()` in front, and Fastify. Used by the adapter suites in test/http/adapters/.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import express from "express";
import Fastify from "fastify";
import { Hono } from "hono";
import { toExpressRouter } from "../../generated/http/express.ts";
import { toFastifyPlugin } from "../../generated/http/fastify.ts";
import { toFetchHandler } from "../../generated/http/fetch.ts";
import { toNodeHandler } from "../../generated/http/node.ts";
import type { Dispatcher } from "../../generated/http/server.ts";
import type { BankAdapterOptions } from "../../runtime/bank/service.ts";
import type { RequestListener } from "../../runtime/http/node.ts";

export type AdapterKind = "node" | "fetch" | "hono" | "express" | "fastify";

/**
 * Serves a Fetch-API handler from node:http, as Bun, Deno and Workers would call it: a `Request`
 * with the body as a web stream, the `Response` written back as it streams.
 */
export function fetchListener(handler: (request: Request) => Response | Promise<Response>): RequestListener {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    const method = req.method ?? "GET";
    const hasBody = method !== "GET" && method !== "HEAD";
    const request = new Request(`http://${req.headers.host ?? "127.0.0.1"}${req.url ?? "/"}`, {
      method,
      headers,
      ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: "half" } : {}),
    } as RequestInit);
    const response = await handler(request);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (response.body) for await (const chunk of Readable.fromWeb(response.body as never)) res.write(chunk);
    res.end();
  };
}

async function fastifyListener(dispatcher: Dispatcher, options: BankAdapterOptions): Promise<RequestListener> {
  const app = Fastify();
  await app.register(toFastifyPlugin(dispatcher, options));
  await app.ready();
  // Fastify's router entry point: the whole request path (parsing, hooks, error handling) runs.
  return (req, res) => app.routing(req, res);
}

/** The `serveWith` hook of the bank service for one adapter. */
export function bankAdapter(
  kind: AdapterKind,
): (dispatcher: Dispatcher, options: BankAdapterOptions) => Promise<RequestListener> {
  return async (dispatcher, options) => {
    switch (kind) {
      case "node":
        return toNodeHandler(dispatcher, options);
      case "fetch":
        return fetchListener(toFetchHandler(dispatcher, options));
      case "hono": {
        const app = new Hono();
        app.mount("/", toFetchHandler(dispatcher, options));
        return fetchListener(app.fetch);
      }
      case "express": {
        const app = express();
        app.use(express.json(), toExpressRouter(dispatcher, options));
        return app as unknown as RequestListener;
      }
      case "fastify":
        return fastifyListener(dispatcher, options);
    }
  };
}
