// Copied from templates/static/http/client-fetch.ts by contractkit generate — edit that file, then run generate.
/**
 * Client hooks as a fetch composition: the generated client calls `ClientConfig.fetch`, and this
 * module builds that function from the user's `fetch` plus request/response/error middleware, a
 * per-attempt timeout, a client-wide `AbortSignal` and opt-in retries. Because it only wraps fetch,
 * the request core stays as it is and an app that uses no hook bundles none of this.
 */

/** A hook's answer: a replacement, or nothing (`undefined`, or no return at all) to keep what it got. */
// biome-ignore lint/suspicious/noConfusingVoidType: a hook that only observes returns nothing.
export type MaybeReplace<T> = T | undefined | void | Promise<T | undefined | void>;

/** Runs before each request is sent; return a new `Request` to replace it (e.g. to add a header). */
export type RequestHook = (request: Request) => MaybeReplace<Request>;
/** Runs on each final response (after retries); return a new `Response` to replace it. */
export type ResponseHook = (response: Response, request: Request) => MaybeReplace<Response>;
/**
 * Runs when no response came (network failure, timeout, abort) after retries; return a `Response` to
 * answer in its place, or nothing to let the error reach the caller (as `TransportError`).
 */
export type ErrorHook = (error: unknown, request: Request) => MaybeReplace<Response>;

/** One interceptor; any of its three hooks may be left out. Hooks run in the order given. */
export interface Middleware {
  onRequest?: RequestHook;
  onResponse?: ResponseHook;
  onError?: ErrorHook;
}

export interface RetryOptions {
  /** Retries after the first attempt (default 2). */
  retries?: number;
  /** First backoff in ms, doubled per retry with full jitter (default 200). */
  baseDelayMs?: number;
  /** Longest wait in ms, also the cap on a server's `Retry-After` (default 10 000). */
  maxDelayMs?: number;
  /** Statuses worth another attempt (default 408, 429, 502, 503, 504). */
  statuses?: readonly number[];
}

/** The client options that compose `fetch`. */
export interface ClientHooks {
  /** A fetch implementation (defaults to the global one). */
  fetch?: typeof fetch;
  /** Interceptors, in order: `onRequest` before sending, `onResponse`/`onError` after. */
  middleware?: readonly Middleware[];
  /** Abort an attempt that has no response after this many ms (the call fails with `TransportError`). */
  timeoutMs?: number;
  /** Aborts every call of the client (e.g. on logout); combined with each call's own `signal`. */
  signal?: AbortSignal;
  /**
   * Retry transient failures: network errors, timeouts and `statuses`, waiting `Retry-After` when the
   * server sends one. Only idempotent methods (GET, HEAD, OPTIONS, PUT, DELETE) and requests that carry
   * an `Idempotency-Key`; never a POST or PATCH without one. Off by default; `true` for the defaults.
   */
  retry?: boolean | RetryOptions;
}

const IDEMPOTENT = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE", "TRACE"]);
const RETRY_STATUSES = [408, 429, 502, 503, 504];

/** Whether repeating the request cannot do twice what the caller asked once. */
export function mayRetry(request: Request): boolean {
  return IDEMPOTENT.has(request.method.toUpperCase()) || request.headers.has("idempotency-key");
}

/** `Retry-After` in ms (delta-seconds or an HTTP date), or undefined when absent or unreadable. */
export function retryAfterMs(response: Response, now = Date.now()): number | undefined {
  const value = response.headers.get("retry-after")?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function combine(signals: readonly (AbortSignal | undefined)[]): AbortSignal | undefined {
  const present = signals.filter((s): s is AbortSignal => s !== undefined);
  if (present.length <= 1) return present[0];
  // Not AbortSignal.any: on Node 20/22 a combined signal whose sources are only weakly held (a timeout
  // signal nobody else references) can be collected and never fire. Listeners keep the links strong.
  const controller = new AbortController();
  for (const source of present) {
    if (source.aborted) {
      controller.abort(source.reason);
      break;
    }
    source.addEventListener("abort", () => controller.abort(source.reason), { once: true });
  }
  return controller.signal;
}

/** A signal that aborts with a TimeoutError after `ms`, held by its timer (see `combine`); `clear` stops it. */
function timeoutSignal(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`timeout: no response within ${ms} ms`, "TimeoutError")),
    ms,
  );
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

/** Waits `ms`, or rejects as soon as `signal` aborts (so a cancelled call never sleeps on). */
function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

interface RetryPlan {
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  statuses: readonly number[];
}

function retryPlan(retry: ClientHooks["retry"]): RetryPlan | undefined {
  if (!retry) return undefined;
  const options = retry === true ? {} : retry;
  return {
    retries: options.retries ?? 2,
    baseDelayMs: options.baseDelayMs ?? 200,
    maxDelayMs: options.maxDelayMs ?? 10_000,
    statuses: options.statuses ?? RETRY_STATUSES,
  };
}

function backoff(plan: RetryPlan, attempt: number, response: Response | undefined): number {
  const asked = response ? retryAfterMs(response) : undefined;
  if (asked !== undefined) return Math.min(asked, plan.maxDelayMs);
  return Math.random() * Math.min(plan.maxDelayMs, plan.baseDelayMs * 2 ** attempt);
}

/** Sends one attempt with the caller's, the client's and the timeout's signals combined. */
async function attempt(
  send: typeof fetch,
  request: Request,
  caller: AbortSignal | undefined,
  hooks: ClientHooks,
): Promise<Response> {
  const timeout = hooks.timeoutMs === undefined ? undefined : timeoutSignal(hooks.timeoutMs);
  const signal = combine([caller, hooks.signal, timeout?.signal]);
  try {
    // A clone per attempt: a body stream can be read only once. The signal goes in `init`, not into a
    // copied Request: a copy follows its source's signal through undici's weak link, which can miss the abort.
    return await send(request.clone(), signal ? { signal } : undefined);
  } finally {
    timeout?.clear();
  }
}

/** Sends with retries; resolves with the last response, or rejects with the last failure. */
async function sendWithRetries(
  send: typeof fetch,
  request: Request,
  caller: AbortSignal | undefined,
  hooks: ClientHooks,
): Promise<Response> {
  const plan = mayRetry(request) ? retryPlan(hooks.retry) : undefined;
  const callerSignal = combine([caller, hooks.signal]);
  for (let tries = 0; ; tries++) {
    const last = !plan || tries >= plan.retries;
    let response: Response;
    try {
      response = await attempt(send, request, caller, hooks);
    } catch (error) {
      // The caller's own abort is final; a timeout or network failure is worth another try.
      if (last || callerSignal?.aborted) throw error;
      await wait(backoff(plan, tries, undefined), callerSignal);
      continue;
    }
    if (last || !plan.statuses.includes(response.status)) return response;
    // Not awaited: cancelling one branch of a cloned (teed) body settles only when both are.
    response.body?.cancel().catch(() => {});
    await wait(backoff(plan, tries, response), callerSignal);
  }
}

/** The fetch a client with these hooks calls. */
export function composeFetch(hooks: ClientHooks): typeof fetch {
  const middleware = hooks.middleware ?? [];
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const send = hooks.fetch ?? globalThis.fetch;
    let request = new Request(input, init);
    // The caller's signal as given: a Request's own copy follows it through a weak link that can miss the abort.
    const caller = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    for (const m of middleware) request = (await m.onRequest?.(request)) ?? request;
    let response: Response | undefined;
    try {
      response = await sendWithRetries(send, request, caller ?? undefined, hooks);
    } catch (error) {
      for (const m of middleware) response ??= (await m.onError?.(error, request)) ?? undefined;
      if (!response) throw error;
    }
    for (const m of middleware) response = (await m.onResponse?.(response, request)) ?? response;
    return response;
  }) as typeof fetch;
}

/** `ClientConfig.fetch` for a client's options: the composed fetch when any hook is set. */
export function clientFetch(hooks: ClientHooks): { fetch?: typeof fetch } {
  const composed = hooks.middleware?.length || hooks.timeoutMs !== undefined || hooks.signal || hooks.retry;
  if (composed) return { fetch: composeFetch(hooks) };
  return hooks.fetch ? { fetch: hooks.fetch } : {};
}
