/**
 * The Express adapter: `app.use(express.json(), toExpressRouter(dispatcher))`. It takes the body a
 * parser in front already produced (`req.body`), or reads the stream itself when none ran. Body
 * parser refusals (malformed JSON, too large) are answered in the service's envelope; every other
 * error goes to `next(error)`, Express's own error handling. Express is not imported: the router is
 * an array of plain middleware, which `app.use` and `express.Router().use` both accept.
 */
import { type AdapterOptions, finished, parserFailure, routes } from "./adapter.js";
import { type NodeRequestLike, type NodeResponseLike, serveNode, writeNodeResponse } from "./node.js";
import type { Dispatcher } from "./server.js";

export type { AdapterOptions, CorsOptions } from "./adapter.js";

export interface ExpressRouterOptions extends AdapterOptions {
  /**
   * Requests no route of the spec matches go to `next()` (the app's other routes, then Express's 404)
   * instead of the service's `not_found` envelope (default false).
   */
  passUnmatched?: boolean;
}

type Next = (error?: unknown) => void;
export type ExpressMiddleware = (req: NodeRequestLike, res: NodeResponseLike, next: Next) => void;
export type ExpressErrorMiddleware = (error: unknown, req: NodeRequestLike, res: NodeResponseLike, next: Next) => void;

/** The router: the request middleware, then the error middleware for body-parser refusals. */
export function toExpressRouter(
  dispatcher: Dispatcher,
  options: ExpressRouterOptions = {},
): [ExpressMiddleware, ExpressErrorMiddleware] {
  const ours = (req: NodeRequestLike) =>
    !options.passUnmatched || routes(dispatcher, req.method ?? "GET", req.url ?? "/");
  const middleware: ExpressMiddleware = (req, res, next) => {
    if (!ours(req)) {
      next();
      return;
    }
    serveNode(dispatcher, options, req, res).catch(next);
  };
  const errors: ExpressErrorMiddleware = (error, req, res, next) => {
    const response = ours(req) && !res.headersSent ? parserFailure(dispatcher, error, req) : undefined;
    if (!response) {
      next(error);
      return;
    }
    writeNodeResponse(res, finished(response, options), false).catch(next);
  };
  return [middleware, errors];
}
