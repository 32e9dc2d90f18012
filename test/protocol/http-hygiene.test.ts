/**
 * The protocol service shares the bank's HTTP adapter (runtime/http/node.ts): the same hygiene holds
 * there - nosniff, parser errors in its own envelope, a CSP on /docs, 100-continue 413 and an
 * /openapi.json that names the service's URL, not the Host header.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProtocolService } from "../../runtime/protocol/service.ts";
import { MemoryStoreAdapter } from "../../runtime/protocol/store.ts";
import { openSocket, parseRawResponse, rawRequest, readUntilClosed } from "../support/raw-http.ts";
import { CHAIN_ID, chainConfig } from "./fixtures.ts";

type Service = Awaited<ReturnType<typeof startProtocolService>>;
let service: Service;

async function start(publicUrl?: string): Promise<Service> {
  const { custom } = await import("viem");
  return startProtocolService({
    config: { chains: [chainConfig()] },
    storeAdapter: new MemoryStoreAdapter(),
    followChains: false,
    port: 0,
    host: "127.0.0.1",
    ...(publicUrl ? { publicUrl } : {}),
    transports: new Map([
      [
        CHAIN_ID,
        custom({
          request: async () => {
            throw new Error("no chain here");
          },
        }),
      ],
    ]),
  });
}

beforeAll(async () => {
  service = await start();
});
afterAll(async () => {
  await service?.close();
});

describe("protocol service HTTP hygiene", () => {
  it("sends nosniff on every response and a CSP on /docs", async () => {
    for (const route of ["/health", "/no-such-route", "/openapi.json"]) {
      const response = await fetch(`${service.url}${route}`);
      expect(response.headers.get("x-content-type-options"), route).toBe("nosniff");
      await response.arrayBuffer();
    }
    const docs = await fetch(`${service.url}/docs`);
    expect(docs.headers.get("content-security-policy")).toMatch(/default-src 'none'.*script-src 'sha256-/);
  });

  it("answers a request its parser refuses in the protocol's error envelope", async () => {
    const response = await rawRequest(service.url, "NOT HTTP AT ALL\r\n\r\n");
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ error: "bad_request", message: expect.any(String) });
  });

  it("refuses an oversized order body before 100 Continue", async () => {
    const socket = await openSocket(service.url);
    const closed = readUntilClosed(socket);
    socket.write(
      "POST /v1/limit-orders/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" +
        "Content-Length: 100000\r\nExpect: 100-continue\r\n\r\n",
    );
    const response = parseRawResponse(await closed);
    expect(response.text).not.toContain("100 Continue");
    expect(response.status).toBe(413);
  });

  it("names its own URL (or the configured public URL) in /openapi.json, never the Host header", async () => {
    const spoofed = (await (
      await fetch(`${service.url}/openapi.json`, { headers: { host: "evil.example" } })
    ).json()) as { servers: Array<{ url: string }> };
    expect(spoofed.servers.map((server) => server.url)).toEqual([service.url]);
    const proxied = await start("https://data.example.org");
    try {
      const document = (await (await fetch(`${proxied.url}/openapi.json`)).json()) as {
        servers: Array<{ url: string }>;
      };
      expect(document.servers.map((server) => server.url)).toEqual(["https://data.example.org"]);
    } finally {
      await proxied.close();
    }
  });
});
