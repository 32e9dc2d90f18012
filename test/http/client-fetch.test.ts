/**
 * The client hooks (templates/static/http/client-fetch.ts) through the generated bank client:
 * middleware, timeout, a client-wide AbortSignal, and retries that never repeat a POST without an
 * Idempotency-Key. A scripted fetch stands in for the server, so each test counts what was sent.
 */
import { describe, expect, it } from "vitest";
import { createBankClient, TransportError } from "../../generated/bank/client.ts";
import { composeFetch, mayRetry, retryAfterMs } from "../../generated/http/client-fetch.ts";

const HEALTH = { status: "ok", writable: true, version: "1.0.0", settlement_mode: "automatic", uptime_seconds: 1 };
const ERROR = { error: { code: "unavailable", message: "try later" } };

/** A fetch answering from a script, one entry per call; records every request it got. */
function scripted(...answers: Array<Response | Error | "hang">) {
  const seen: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(request);
    const answer = answers[Math.min(seen.length - 1, answers.length - 1)]!;
    if (answer === "hang") {
      // Listen on the signal the caller passed, not on the copy's: a copied Request follows its source's
      // signal through a weak reference (undici), which the test runner's GC may collect mid-test.
      const signal = init?.signal ?? (input instanceof Request ? input.signal : request.signal);
      // As fetch does: a signal aborted before the call rejects at once.
      if (signal.aborted) return Promise.reject(signal.reason);
      return new Promise<Response>((_, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
    }
    if (answer instanceof Error) throw answer;
    return answer.clone();
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

const payment = { from_account_id: "acc_1", to_account_number: "12345678", amount_cents: 5 };

describe("middleware", () => {
  it("runs onRequest hooks in order before sending and onResponse hooks after", async () => {
    const server = scripted(json(200, HEALTH));
    const order: string[] = [];
    const bank = createBankClient({
      baseUrl: "http://bank.test",
      fetch: server.fetch,
      middleware: [
        {
          onRequest: (request) => {
            order.push("request 1");
            const headers = new Headers(request.headers);
            headers.set("x-trace", "t-1");
            return new Request(request, { headers });
          },
          onResponse: (response) => {
            order.push(`response 1: ${response.status}`);
          },
        },
        { onRequest: () => void order.push("request 2") },
      ],
    });
    const result = await bank.getHealth();
    expect(result.status).toBe(200);
    expect(server.seen[0]!.headers.get("x-trace")).toBe("t-1");
    expect(order).toEqual(["request 1", "request 2", "response 1: 200"]);
  });

  it("lets onError answer for a failed request, and otherwise the failure stays a TransportError", async () => {
    const down = scripted(new TypeError("connect ECONNREFUSED"));
    const fallback = createBankClient({
      baseUrl: "http://bank.test",
      fetch: down.fetch,
      middleware: [{ onError: () => json(200, { ...HEALTH, status: "ok" }) }],
    });
    expect((await fallback.getHealth()).data).toMatchObject({ status: "ok" });
    const plain = createBankClient({ baseUrl: "http://bank.test", fetch: down.fetch, middleware: [{}] });
    await expect(plain.getHealth()).rejects.toBeInstanceOf(TransportError);
  });
});

describe("timeout and abort", () => {
  it("aborts an attempt that outlives timeoutMs", async () => {
    const bank = createBankClient({ baseUrl: "http://bank.test", fetch: scripted("hang").fetch, timeoutMs: 20 });
    const failure = await bank.getHealth().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TransportError);
    expect(String((failure as TransportError).message)).toMatch(/timeout|aborted/i);
  });

  it("combines the client's signal with each call's own", async () => {
    const client = new AbortController();
    const bank = createBankClient({
      baseUrl: "http://bank.test",
      fetch: scripted("hang").fetch,
      signal: client.signal,
    });
    const pending = bank.getHealth();
    client.abort(new Error("logged out"));
    await expect(pending).rejects.toThrow(/logged out/);
    const call = new AbortController();
    const second = createBankClient({
      baseUrl: "http://bank.test",
      fetch: scripted("hang").fetch,
      signal: new AbortController().signal,
    });
    const own = second.getHealth({ signal: call.signal });
    call.abort(new Error("navigated away"));
    await expect(own).rejects.toThrow(/navigated away/);
  });
});

describe("retries", () => {
  const retry = { retries: 3, baseDelayMs: 1, maxDelayMs: 5 };

  it("retries a GET on 503 and a network failure, then answers", async () => {
    const server = scripted(
      json(503, ERROR, { "retry-after": "0" }),
      new TypeError("socket hang up"),
      json(200, HEALTH),
    );
    const result = await createBankClient({ baseUrl: "http://bank.test", fetch: server.fetch, retry }).getDirectory();
    expect(result.status).toBe(200);
    expect(server.seen).toHaveLength(3);
  });

  it("waits Retry-After on a 429, capped at maxDelayMs, and gives up after `retries`", async () => {
    const server = scripted(json(429, ERROR, { "retry-after": "3600" }));
    const result = await createBankClient({ baseUrl: "http://bank.test", fetch: server.fetch, retry }).getDirectory();
    expect(result.status).toBe(429);
    expect(server.seen).toHaveLength(4);
  });

  it("never repeats a POST without an Idempotency-Key, and repeats one that has it", async () => {
    const unkeyed = scripted(json(503, ERROR), json(201, {}));
    const bank = createBankClient({ baseUrl: "http://bank.test", fetch: unkeyed.fetch, companyKey: "sk_1", retry });
    const once = await bank.sendPayment({ body: payment });
    expect(once.status).toBe(503);
    expect(unkeyed.seen).toHaveLength(1);

    const keyed = scripted(new TypeError("connection reset"), json(503, ERROR));
    const again = createBankClient({ baseUrl: "http://bank.test", fetch: keyed.fetch, companyKey: "sk_1", retry });
    await again.sendPayment({ body: payment, headers: { "Idempotency-Key": "pay-1" } });
    expect(keyed.seen).toHaveLength(4);
    // Every attempt sent the whole body: each one is a fresh clone of the request.
    expect(await Promise.all(keyed.seen.map((r) => r.json()))).toEqual([payment, payment, payment, payment]);
  });

  it("is off unless asked for", async () => {
    const server = scripted(json(503, ERROR));
    await createBankClient({ baseUrl: "http://bank.test", fetch: server.fetch }).getDirectory();
    expect(server.seen).toHaveLength(1);
  });
});

describe("the pieces", () => {
  it("reads Retry-After as seconds or an HTTP date", () => {
    const at = (value: string) => new Response(null, { headers: { "retry-after": value } });
    expect(retryAfterMs(at("7"))).toBe(7000);
    expect(retryAfterMs(at("Wed, 21 Oct 2015 07:28:10 GMT"), Date.parse("Wed, 21 Oct 2015 07:28:00 GMT"))).toBe(10_000);
    expect(retryAfterMs(at("soon"))).toBeUndefined();
    expect(retryAfterMs(new Response(null))).toBeUndefined();
  });

  it("counts only idempotent methods and keyed requests as retryable", () => {
    const req = (method: string, headers: Record<string, string> = {}) =>
      new Request("http://x.test/", { method, headers });
    expect(["GET", "HEAD", "PUT", "DELETE", "OPTIONS"].map((m) => mayRetry(req(m)))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(mayRetry(req("POST"))).toBe(false);
    expect(mayRetry(req("PATCH"))).toBe(false);
    expect(mayRetry(req("POST", { "Idempotency-Key": "k" }))).toBe(true);
  });

  it("composes a plain fetch without any client", async () => {
    const server = scripted(json(502, {}), json(200, { ok: true }));
    const fetch = composeFetch({ fetch: server.fetch, retry: { baseDelayMs: 1 } });
    expect(await (await fetch("http://x.test/thing")).json()).toEqual({ ok: true });
  });
});
