// Copied from templates/static/http/fastify.ts by contractkit generate — edit that file, then run generate.
/**
 * The Fastify adapter: `app.register(toFastifyPlugin(dispatcher), { prefix: "/bank" })`. Fastify's
 * own JSON parser reads the body (capped at `maxBodyBytes`); other media types arrive as text so the
 * service, not Fastify, decides on 415. Parser refusals are answered in the service's envelope by the
 * plugin's error handler; any other error is rethrown to the app's error handler. Fastify is not
 * imported: the plugin is typed by the few members it uses.
 */
import { type AdapterOptions, DEFAULT_MAX_BODY_BYTES, finished, parserFailure, serve, streamOf } from "./adapter.js";
import type { Dispatcher, HttpResponse } from "./server.js";

export type { AdapterOptions, CorsOptions } from "./adapter.js";

/** The parts of a `FastifyRequest` the plugin reads. */
export interface FastifyRequestLike {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
}

/** The parts of a `FastifyReply` the plugin writes. */
export interface FastifyReplyLike {
  code(status: number): FastifyReplyLike;
  headers(values: Record<string, string>): FastifyReplyLike;
  send(payload?: unknown): FastifyReplyLike;
}

type Done = (error: Error | null, body?: unknown) => void;

/** The parts of a `FastifyInstance` the plugin registers with. */
export interface FastifyInstanceLike {
  prefix: string;
  addContentTypeParser(
    type: string,
    options: { parseAs: "string"; bodyLimit: number },
    parser: (req: unknown, body: string, done: Done) => void,
  ): unknown;
  setErrorHandler(handler: (error: unknown, request: FastifyRequestLike, reply: FastifyReplyLike) => unknown): unknown;
  route(options: {
    method: string[];
    url: string;
    bodyLimit: number;
    exposeHeadRoute: boolean;
    handler: (request: FastifyRequestLike, reply: FastifyReplyLike) => Promise<unknown>;
  }): unknown;
}

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

function send(reply: FastifyReplyLike, response: HttpResponse, headOnly: boolean): FastifyReplyLike {
  const { connection: _hopByHop, ...headers } = response.headers;
  const body = response.body;
  const payload = headOnly ? undefined : typeof body === "string" || body instanceof Uint8Array ? body : streamOf(body);
  return reply.code(response.status).headers(headers).send(payload);
}

/** The request's URL below the prefix the plugin is registered with: what the dispatcher routes. */
function routeUrl(instance: FastifyInstanceLike, request: FastifyRequestLike): string {
  const url = request.url.startsWith(instance.prefix) ? request.url.slice(instance.prefix.length) : request.url;
  return url.startsWith("/") ? url : `/${url}`;
}

/** A Fastify plugin serving every route of the dispatcher under the prefix it is registered with. */
export function toFastifyPlugin(
  dispatcher: Dispatcher,
  options: AdapterOptions = {},
): (instance: FastifyInstanceLike) => Promise<void> {
  const bodyLimit = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  return async (instance) => {
    // Scoped to this plugin: media types Fastify does not parse reach the dispatcher as text.
    instance.addContentTypeParser("*", { parseAs: "string", bodyLimit }, (_req, body, done) => done(null, body));
    instance.setErrorHandler((error, request, reply) => {
      const response = parserFailure(dispatcher, error, { method: request.method, url: routeUrl(instance, request) });
      if (!response) throw error;
      return send(reply, finished(response, options), false);
    });
    instance.route({
      method: METHODS,
      url: "/*",
      bodyLimit,
      exposeHeadRoute: false,
      handler: async (request, reply) => {
        const response = await serve(dispatcher, options, {
          method: request.method,
          url: routeUrl(instance, request),
          headers: request.headers,
          body: { kind: "parsed", body: request.body },
        });
        return send(reply, response, request.method === "HEAD");
      },
    });
  };
}
