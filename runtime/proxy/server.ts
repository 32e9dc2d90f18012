/**
 * A validation proxy for any OpenAPI document (docs/mock-and-proxy.md): forwards each request to
 * the upstream, judges the request and the response against the operation table, logs one line per
 * violation and keeps them for a JSON report. With `strict`, a response that breaks the spec is
 * replaced by a 502 problem naming the violations (a bad request is still forwarded: the upstream
 * owns refusing it, and its answer is judged like any other).
 */
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import type { OperationTable } from "../../generated/http/operations.js";
import { matchOperation, type RuleProblem, requestProblems, responseProblems } from "../contract-test/rules.ts";
import { type ApiDocument, apiDocument } from "../contract-test/spec.ts";
import { ContractValidator } from "../contract-test/validator.ts";
import { incoming } from "../mock/server.ts";

export interface ProxyOptions {
  readonly table: OperationTable;
  readonly document: Readonly<Record<string, unknown>>;
  readonly upstream: string;
  readonly port?: number | undefined;
  readonly host?: string | undefined;
  readonly strict?: boolean | undefined;
  /** One line per violation. */
  readonly log?: ((line: string) => void) | undefined;
}

/** One exchange that broke the spec. */
export interface ProxyViolation {
  readonly at: string;
  readonly method: string;
  readonly path: string;
  readonly operationId: string | null;
  /** `request` problems are the client's, `response` problems the upstream's. */
  readonly side: "request" | "response";
  readonly status: number;
  readonly problems: readonly RuleProblem[];
}

export interface ProxyReport {
  readonly upstream: string;
  readonly exchanges: number;
  readonly violations: readonly ProxyViolation[];
}

export interface ProxyServer {
  readonly url: string;
  /** Everything seen so far. */
  report(): ProxyReport;
  close(): Promise<void>;
}

/** Headers that describe one connection, not the message. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "upgrade",
  "proxy-connection",
  "te",
  "trailer",
]);

interface Upstream {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function forward(
  target: URL,
  method: string,
  headers: Record<string, string>,
  body: string,
  agent: http.Agent,
): Promise<Upstream> {
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(target, { method: method.toUpperCase(), headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const out: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers))
          if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = Array.isArray(value) ? value.join(", ") : value;
        resolve({ status: res.statusCode ?? 502, headers: out, body: Buffer.concat(chunks) });
      });
    });
    req.on("error", reject);
    if (body.length > 0) req.write(body);
    req.end();
  });
}

/** The operation a request matches (if any) and what it breaks: no route, or the operation's rules. */
function judgeRequest(api: ApiDocument, validator: ContractValidator, request: Awaited<ReturnType<typeof incoming>>) {
  const matched = matchOperation(api, request.method, request.pathname);
  if (!("operation" in matched)) {
    const problems: RuleProblem[] = [{ rule: "route", message: "no operation of the spec matches" }];
    return { operation: undefined, problems };
  }
  const pathValues = "pathValues" in matched ? matched.pathValues : {};
  return {
    operation: matched.operation,
    problems: requestProblems(api, validator, matched.operation, request, pathValues),
  };
}

/** The request's headers the upstream gets: not those of one connection, nor the proxy's own host. */
function forwardedHeaders(headers: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const forwarded: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_BY_HOP.has(name) && name !== "host") forwarded[name] = value;
  return forwarded;
}

/** Answers 502 with a problem document (RFC 9457). */
function badGateway(res: http.ServerResponse, problem: Record<string, unknown>): void {
  res.writeHead(502, { "content-type": "application/problem+json" });
  res.end(JSON.stringify(problem));
}

export async function startProxyServer(options: ProxyOptions): Promise<ProxyServer> {
  const api = apiDocument(options.table, options.document);
  const validator = await ContractValidator.create(options.document);
  const upstream = options.upstream.replace(/\/+$/, "");
  const agent = new (upstream.startsWith("https:") ? https.Agent : http.Agent)({ keepAlive: true, maxSockets: 64 });
  const violations: ProxyViolation[] = [];
  let exchanges = 0;
  const record = (violation: ProxyViolation) => {
    violations.push(violation);
    options.log?.(
      // A request is judged before it is forwarded: it has no status yet (0 in the report).
      `VIOLATION ${violation.side} ${violation.method} ${violation.path}${violation.side === "request" ? "" : ` ${violation.status}`}: ${violation.problems.map((p) => `[${p.rule}] ${p.message}`).join("; ")}`,
    );
  };

  const server = http.createServer(async (req, res) => {
    const request = await incoming(req);
    exchanges++;
    const base = { at: new Date().toISOString(), method: request.method.toUpperCase(), path: req.url ?? "/" };
    const { operation, problems: requestSide } = judgeRequest(api, validator, request);
    const operationId = operation?.operationId ?? null;
    if (requestSide.length > 0) record({ ...base, operationId, side: "request", status: 0, problems: requestSide });
    const headers = forwardedHeaders(request.headers);
    let answer: Upstream;
    try {
      answer = await forward(new URL(`${upstream}${req.url ?? "/"}`), request.method, headers, request.bodyText, agent);
    } catch (error) {
      badGateway(res, {
        type: "https://contractkit.dev/problems/proxy",
        title: "Upstream unreachable",
        status: 502,
        detail: (error as Error).message,
      });
      return;
    }
    if (operation) {
      const problems = responseProblems(validator, operation, {
        status: answer.status,
        headers: answer.headers,
        bodyText: answer.body.toString("utf8"),
      });
      if (problems.length > 0) {
        record({ ...base, operationId, side: "response", status: answer.status, problems });
        if (options.strict) {
          badGateway(res, {
            type: "https://contractkit.dev/problems/proxy-violation",
            title: "The upstream's response breaks the spec",
            status: 502,
            detail: problems.map((p) => p.message).join("; "),
            upstreamStatus: answer.status,
            errors: problems,
          });
          return;
        }
      }
    }
    const { "content-length": _length, ...rest } = answer.headers;
    res.writeHead(answer.status, { ...rest, "content-length": String(answer.body.length) });
    res.end(answer.body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? "127.0.0.1"}:${port}`,
    report: () => ({ upstream, exchanges, violations: [...violations] }),
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
