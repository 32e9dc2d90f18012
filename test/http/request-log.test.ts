/**
 * Request logs of both services (issue 23, item 15): one line per request with method, path,
 * status, duration and request id; `X-Request-Id` echoed or generated; JSON or pretty lines;
 * `--log-level` filtering; and no key ever reaching a line, whether sent in a header or a query.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBankService } from "../../runtime/bank/service.ts";
import {
  createRequestLogger,
  type LogFormat,
  type LogLevel,
  prettyLine,
  REDACTED,
  type RequestLogEntry,
  redactTarget,
} from "../../runtime/http/request-log.ts";
import { startProtocolService } from "../../runtime/protocol/service.ts";
import { MemoryStoreAdapter } from "../../runtime/protocol/store.ts";
import { chainConfig } from "../protocol/fixtures.ts";

const ADMIN_KEY = "admin-key-that-must-never-be-logged-0123";
const QUERY_KEY = "sk_query_secret_never_logged";

/** A bank writing its request log into `lines`. */
async function bankWithLog(level: LogLevel, format: LogFormat, lines: string[]) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "contractkit-reqlog-"));
  const service = await startBankService({
    dataFile: path.join(dir, "bank.json"),
    port: 0,
    host: "127.0.0.1",
    adminKey: ADMIN_KEY,
    onError: () => {},
    requestLog: createRequestLogger({ service: "bank", level, format, write: (line) => lines.push(line) }),
  });
  return {
    service,
    stop: async () => {
      await service.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Lines are written when the response closes, a moment after the client has the body. */
async function linesAfter(lines: string[], count: number): Promise<string[]> {
  for (let attempt = 0; attempt < 1000 && lines.length < count; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return lines;
}

describe("request logs of the bank", () => {
  const lines: string[] = [];
  let bank: Awaited<ReturnType<typeof bankWithLog>>;
  beforeAll(async () => {
    bank = await bankWithLog("info", "json", lines);
  });
  afterAll(async () => {
    await bank?.stop();
  });

  it("writes one JSON line per request and echoes the client's X-Request-Id", async () => {
    lines.length = 0;
    const response = await fetch(`${bank.service.url}/health`, { headers: { "x-request-id": "trace-42" } });
    await response.arrayBuffer();
    expect(response.headers.get("x-request-id")).toBe("trace-42");
    const [line] = await linesAfter(lines, 1);
    const entry = JSON.parse(line!) as RequestLogEntry;
    expect(entry).toMatchObject({
      level: "info",
      service: "bank",
      method: "GET",
      path: "/health",
      status: 200,
      requestId: "trace-42",
    });
    expect(entry.durationMs).toBeGreaterThanOrEqual(0);
    expect(Number.isNaN(Date.parse(entry.time))).toBe(false);
    expect(lines).toHaveLength(1);
  });

  it("generates a request id when none is sent or the sent one is unsafe to echo", async () => {
    lines.length = 0;
    const plain = await fetch(`${bank.service.url}/health`);
    const unsafe = await fetch(`${bank.service.url}/health`, { headers: { "x-request-id": "a b <script>" } });
    await Promise.all([plain.arrayBuffer(), unsafe.arrayBuffer()]);
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(plain.headers.get("x-request-id")).toMatch(uuid);
    expect(unsafe.headers.get("x-request-id")).toMatch(uuid);
    const ids = (await linesAfter(lines, 2)).map((line) => (JSON.parse(line) as RequestLogEntry).requestId);
    expect(ids.sort()).toEqual([plain.headers.get("x-request-id"), unsafe.headers.get("x-request-id")].sort());
  });

  it("never logs a key, whether sent in a header or in the query", async () => {
    lines.length = 0;
    const admin = await fetch(`${bank.service.url}/admin/settlement-mode`, {
      headers: { authorization: `Bearer ${ADMIN_KEY}` },
    });
    const wrong = await fetch(`${bank.service.url}/api/v1/accounts?api_key=${QUERY_KEY}&limit=5`, {
      headers: { authorization: `Bearer ${QUERY_KEY}` },
    });
    await Promise.all([admin.arrayBuffer(), wrong.arrayBuffer()]);
    expect(admin.status).toBe(200);
    const logged = await linesAfter(lines, 2);
    expect(logged).toHaveLength(2);
    const text = logged.join("\n");
    expect(text).not.toContain(ADMIN_KEY);
    expect(text).not.toContain(QUERY_KEY);
    const query = logged.map((line) => JSON.parse(line) as RequestLogEntry).find((e) => e.path.startsWith("/api"));
    expect(query?.path).toBe(`/api/v1/accounts?api_key=${REDACTED}&limit=5`);
    expect(query?.level).toBe("warn");
  });
});

describe("request log levels and formats", () => {
  it("--log-level warn writes only 4xx and 5xx; pretty lines carry method, path, status, duration and id", async () => {
    const lines: string[] = [];
    const bank = await bankWithLog("warn", "pretty", lines);
    try {
      await (await fetch(`${bank.service.url}/health`)).arrayBuffer();
      await (
        await fetch(`${bank.service.url}/no-such-route?token=abc`, { headers: { "x-request-id": "r-1" } })
      ).arrayBuffer();
      const [line] = await linesAfter(lines, 1);
      expect(lines).toHaveLength(1);
      expect(line).toMatch(
        /^\d{2}:\d{2}:\d{2}\.\d{3} bank GET \/no-such-route\?token=\[redacted\] 404 \d+\.\d ms req=r-1$/,
      );
    } finally {
      await bank.stop();
    }
  });

  it("--log-level error drops 4xx; debug adds the client's address", () => {
    const entry: RequestLogEntry = {
      time: "2026-01-02T03:04:05.678Z",
      level: "warn",
      service: "protocol",
      method: "GET",
      path: "/v1/pools/",
      status: 400,
      durationMs: 1.25,
      requestId: "x",
      remoteAddress: "127.0.0.1",
      userAgent: "curl/8",
    };
    expect(prettyLine(entry, false)).toBe(
      '03:04:05.678 protocol GET /v1/pools/ 400 1.3 ms req=x from=127.0.0.1 ua="curl/8"',
    );
    expect(prettyLine(entry, true)).toContain("\u001b[33m400");
  });

  it("redacts every secret-looking query parameter and nothing else", () => {
    expect(redactTarget("/a?limit=5&cursor=abc")).toBe("/a?limit=5&cursor=abc");
    expect(redactTarget("/a?apiKey=1&access_token=2&sig=3&signature=4&password=5&x=6")).toBe(
      `/a?apiKey=${REDACTED}&access_token=${REDACTED}&sig=${REDACTED}&signature=${REDACTED}&password=${REDACTED}&x=6`,
    );
    expect(redactTarget("/a?api%5Fkey=1")).toBe(`/a?api%5Fkey=${REDACTED}`);
  });
});

describe("request logs of the protocol service", () => {
  it("logs its requests the same way, with the request id echoed", async () => {
    const lines: string[] = [];
    const service = await startProtocolService({
      config: { chains: [chainConfig()] },
      storeAdapter: new MemoryStoreAdapter(),
      followChains: false,
      port: 0,
      host: "127.0.0.1",
      requestLog: createRequestLogger({
        service: "protocol",
        level: "info",
        format: "json",
        write: (l) => lines.push(l),
      }),
    });
    try {
      const response = await fetch(`${service.url}/v1/pools/?chainId=999999&apiKey=${QUERY_KEY}`, {
        headers: { "x-request-id": "p-7", "x-api-key": QUERY_KEY },
      });
      await response.arrayBuffer();
      expect(response.headers.get("x-request-id")).toBe("p-7");
      const [line] = await linesAfter(lines, 1);
      expect(line).not.toContain(QUERY_KEY);
      expect(JSON.parse(line!)).toMatchObject({
        service: "protocol",
        method: "GET",
        path: `/v1/pools/?chainId=999999&apiKey=${REDACTED}`,
        status: response.status,
        requestId: "p-7",
      });
    } finally {
      await service.close();
    }
  });
});
