/** The protocol service's error bodies: every status and envelope one the spec declares. */
import { ContractkitError } from "../../../generated/http/errors.ts";
import type { DispatchError } from "../../../generated/http/server.js";
import type * as Api from "../../../generated/protocol/index.js";

type ErrorCode = Api.ErrorEnvelope["error"];

/** Spec `ErrorEnvelope`. */
export function errorEnvelope(error: ErrorCode, message: string, details?: Record<string, unknown>): Api.ErrorEnvelope {
  return details === undefined ? { error, message } : { error, message, details };
}

/**
 * Renders the dispatcher's own errors in the envelope. A 400 lists every problem in
 * `details.fields` as `{path, message}`, `path` a JSON Pointer prefixed by where the value is
 * (`/query/limit`, `/body/premium`): the same shape the bank uses (docs/conventions.md).
 */
export function dispatchErrorBody(error: DispatchError): Api.ErrorEnvelope {
  if (error.status === 400 && Array.isArray(error.details)) {
    const fields = (error.details as Array<{ path: string; message: string }>).map(({ path, message }) => ({
      path,
      message,
    }));
    return errorEnvelope("bad_request", error.message, { fields });
  }
  const code = (error.code === "unauthorized" || error.code === "forbidden" ? "bad_request" : error.code) as ErrorCode;
  return errorEnvelope(code, error.message);
}

/** A handler-level failure carrying its status and envelope. */
export class HttpFailure extends ContractkitError {
  override readonly name = "HttpFailure";
  /** The envelope's wire code (docs/errors.md). */
  override readonly code: string;
  constructor(
    readonly status: 400 | 503,
    readonly body: Api.ErrorEnvelope,
    readonly headers?: Record<string, string>,
  ) {
    super(body.message);
    this.code = body.error;
  }
}

/** A 400 about one request value, its `details.fields` pointing at `path` (`/query/limit`, `/body/premium`). */
export function fieldError(message: string, path: string) {
  return { status: 400 as const, body: errorEnvelope("bad_request", message, { fields: [{ path, message }] }) };
}

/** A 400 about one query parameter, its `details.fields` pointing at `/query/<name>`. */
export const badRequest = (message: string, name: string) =>
  new HttpFailure(400, fieldError(message, `/query/${name}`).body);

/** Seconds a client should wait while a chain backfills or its RPC endpoint is unreachable. */
const RETRY_SECONDS = 5;

/** A 503 telling the client when to try again. */
export function unavailable(message: string) {
  return {
    status: 503 as const,
    body: errorEnvelope("service_unavailable", message, { retryAfterSeconds: RETRY_SECONDS }),
    headers: { "retry-after": String(RETRY_SECONDS) },
  };
}

/** The 503 of a chain that is still backfilling. */
export const backfilling = (chainId: number) =>
  unavailable(`Chain ${chainId} is still backfilling; try again shortly.`);

/** Runs a handler, turning {@link HttpFailure}s into their responses. */
export async function guarded<T>(
  run: () => T | Promise<T>,
): Promise<T | { status: 400 | 503; body: Api.ErrorEnvelope; headers?: Record<string, string> }> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpFailure)
      return { status: error.status, body: error.body, ...(error.headers ? { headers: error.headers } : {}) };
    throw error;
  }
}
