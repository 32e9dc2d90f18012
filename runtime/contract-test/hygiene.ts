/**
 * Protocol checks of the bank (group `protocol`): what its spec says about every response rather
 * than one operation - the RFC 6750 challenge on 401, `X-Content-Type-Options: nosniff`, CORS as the
 * description states it, and requests the HTTP parser refuses answered in the error envelope (sent
 * as raw bytes over a socket: no HTTP client can send them).
 */
import { connect as connectTcp, type Socket } from "node:net";
import { connect as connectTls } from "node:tls";
import { type CheckDefinition, NotApplicable, type SuiteContext } from "./context.ts";
import type { Exchange, WireRequest } from "./http.ts";

/** The comma-separated list the spec's description gives for a header (`Name: A, B`), lower case. */
export function statedHeaderList(description: string, name: string): string[] | undefined {
  const flat = description.replace(/\s+/g, " ");
  const match = new RegExp(`\`${name}: ([^\`]+)\``, "i").exec(flat);
  return match?.[1]
    ?.split(",")
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item.length > 0);
}

function listOf(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item.length > 0);
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

function description(ctx: SuiteContext): string {
  const info = ctx.validator.dereferenced.info as { description?: unknown } | undefined;
  return typeof info?.description === "string" ? info.description : "";
}

/** Sends a request outside any operation (a preflight, an unknown route) and records it. */
async function sendRaw(ctx: SuiteContext, request: WireRequest): Promise<Exchange> {
  const exchange = await ctx.session.send(request);
  ctx.lastExchange = exchange;
  return exchange;
}

async function wwwAuthenticate(ctx: SuiteContext) {
  for (const [auth, label] of [
    ["none", "no key"],
    [{ bearer: "sk_contract_test_not_a_key" }, "an unknown key"],
  ] as const) {
    const { exchange } = await ctx.call("getMe", { auth }, [401], "www-authenticate");
    const challenge = exchange.response.headers["www-authenticate"];
    if (challenge === undefined || !/^bearer\b/i.test(challenge.trim()))
      ctx.fail(
        "www-authenticate",
        `a 401 for ${label} carries ${challenge === undefined ? "no WWW-Authenticate header" : `WWW-Authenticate: ${challenge}`}; RFC 6750 §3 requires a Bearer challenge`,
        exchange,
      );
  }
  return { runs: 2 };
}

async function nosniff(ctx: SuiteContext) {
  const exchanges = [
    (await ctx.call("getHealth", {}, [200], "nosniff")).exchange,
    (await ctx.call("getDirectory", {}, [200], "nosniff")).exchange,
    (await ctx.call("getMe", { auth: "none" }, [401], "nosniff")).exchange,
    await sendRaw(ctx, {
      method: "get",
      path: "/__contract-test-no-such-route",
      query: [],
      headers: { accept: "*/*" },
      body: undefined,
    }),
  ];
  for (const exchange of exchanges) {
    const value = exchange.response.headers["x-content-type-options"];
    if (value?.trim().toLowerCase() !== "nosniff")
      ctx.fail(
        "nosniff",
        `${exchange.request.method.toUpperCase()} ${exchange.request.path} answered ${exchange.response.status} without X-Content-Type-Options: nosniff`,
        exchange,
      );
  }
  return { runs: exchanges.length };
}

async function corsAsStated(ctx: SuiteContext) {
  const text = description(ctx);
  const expose = statedHeaderList(text, "Access-Control-Expose-Headers");
  const methods = statedHeaderList(text, "Access-Control-Allow-Methods");
  if (expose === undefined && methods === undefined)
    throw new NotApplicable("the spec states no Access-Control-Expose-Headers or Allow-Methods");
  let runs = 0;
  if (expose !== undefined) {
    const { exchange } = await ctx.call("getHealth", {}, [200], "cors-expose-headers");
    const sent = listOf(exchange.response.headers["access-control-expose-headers"]);
    if (!sameSet(sent, expose))
      ctx.fail(
        "cors-expose-headers",
        `Access-Control-Expose-Headers is "${sent.join(", ")}"; the spec states "${expose.join(", ")}"`,
        exchange,
      );
    runs += 1;
  }
  if (methods !== undefined) {
    const exchange = await sendRaw(ctx, {
      method: "options",
      path: "/health",
      query: [],
      headers: { origin: "https://contract-test.example", "access-control-request-method": "GET" },
      body: undefined,
    });
    const sent = listOf(exchange.response.headers["access-control-allow-methods"]);
    if (exchange.response.status >= 300 || !sameSet(sent, methods))
      ctx.fail(
        "cors-preflight",
        `a preflight answered ${exchange.response.status} with Access-Control-Allow-Methods "${sent.join(", ")}"; the spec states "${methods.join(", ")}"`,
        exchange,
      );
    runs += 1;
  }
  return { runs };
}

/** Writes `bytes` on a fresh connection and resolves with everything received until the server closes it. */
function rawExchange(baseUrl: string, bytes: string, timeoutMs: number): Promise<string> {
  const url = new URL(baseUrl);
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  return new Promise((resolve, reject) => {
    const socket: Socket =
      url.protocol === "https:"
        ? connectTls({ host: url.hostname, port, servername: url.hostname })
        : connectTcp(port, url.hostname);
    let text = "";
    socket.setEncoding("utf8");
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    socket.once(url.protocol === "https:" ? "secureConnect" : "connect", () => socket.write(bytes));
    socket.on("data", (chunk: string) => {
      text += chunk;
    });
    socket.on("error", (error) => (text ? resolve(text) : reject(error)));
    socket.on("close", () => resolve(text));
  });
}

/** The status, headers and (de-chunked) body of a raw HTTP/1.1 response. */
function parseResponse(text: string): { status: number; headers: Record<string, string>; body: string } {
  const split = text.indexOf("\r\n\r\n");
  const [statusLine = "", ...lines] = (split === -1 ? text : text.slice(0, split)).split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = split === -1 ? "" : text.slice(split + 4);
  if (headers["transfer-encoding"]?.toLowerCase() === "chunked") {
    let joined = "";
    for (;;) {
      const end = body.indexOf("\r\n");
      const size = Number.parseInt(body.slice(0, end), 16);
      if (end === -1 || !(size > 0)) break;
      joined += body.slice(end + 2, end + 2 + size);
      body = body.slice(end + 2 + size + 2);
    }
    body = joined;
  }
  return { status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body };
}

async function parserErrorEnvelope(ctx: SuiteContext) {
  const host = new URL(ctx.session.baseUrl).host;
  const cases = [
    { label: "a request line that is not HTTP", bytes: "NOT AN HTTP REQUEST\r\n\r\n", statuses: [400] },
    {
      label: "32 KiB of request headers",
      bytes: `GET /health HTTP/1.1\r\nHost: ${host}\r\nX-Padding: ${"a".repeat(32 * 1024)}\r\n\r\n`,
      statuses: [400, 431],
    },
  ];
  for (const { label, bytes, statuses } of cases) {
    const text = await rawExchange(ctx.session.baseUrl, bytes, ctx.session.timeoutMs);
    const response = parseResponse(text);
    const exchange: Exchange = {
      url: ctx.session.baseUrl,
      request: { method: "raw", path: `(${label})`, query: [], headers: {}, body: bytes.slice(0, 200) },
      response: { status: response.status, headers: response.headers, bodyText: response.body },
      durationMs: 0,
    };
    ctx.lastExchange = exchange;
    if (!statuses.includes(response.status))
      ctx.fail("parser-error-status", `${label} was answered ${response.status || "(nothing)"}`, exchange);
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      ctx.fail(
        "parser-error-envelope",
        `${label} was answered ${response.status} with a body that is not JSON (${JSON.stringify(response.body.slice(0, 80))}); every error body is the ErrorEnvelope`,
        exchange,
      );
    }
    // The body of the signup operation's 400 is the service's error envelope.
    const signup = ctx.document.operation("signup");
    const pointer = signup.responses.get("400")?.media[0]?.schema;
    const problems = pointer ? ctx.validator.pointerProblems(pointer, body) : [];
    if (problems.length > 0)
      ctx.fail(
        "parser-error-envelope",
        `${label}: the ${response.status} body is not the ErrorEnvelope: ${problems.map((p) => `${p.path} ${p.message}`).join("; ")}`,
        exchange,
      );
  }
  return { runs: cases.length };
}

/** The bank's protocol checks. */
export function bankProtocolChecks(): CheckDefinition[] {
  return [
    {
      id: "protocol/www-authenticate",
      group: "protocol",
      title: "a 401 carries a WWW-Authenticate: Bearer challenge (RFC 6750)",
      run: wwwAuthenticate,
    },
    {
      id: "protocol/nosniff",
      group: "protocol",
      title: "responses (success, error, unknown route) carry X-Content-Type-Options: nosniff",
      run: nosniff,
    },
    {
      id: "protocol/cors",
      group: "protocol",
      title: "CORS expose headers and preflight methods are exactly those the spec states",
      run: corsAsStated,
    },
    {
      id: "protocol/parser-errors",
      group: "protocol",
      title: "requests the HTTP parser refuses (malformed, oversized headers) get the JSON error envelope",
      run: parserErrorEnvelope,
    },
  ];
}
