/**
 * /docs of both services: served compressed as the client accepts (with Vary), the same page after
 * decompression; operations first with the guide collapsed after them; and no internal "seed §N"
 * references in anything a user reads (the served documents and the page).
 */
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { custom } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { negotiateEncoding, renderDocsPage } from "../../runtime/http/docs.ts";
import { type ProtocolService, startProtocolService } from "../../runtime/protocol/service.ts";
import { MemoryStoreAdapter } from "../../runtime/protocol/store.ts";
import { startTestBank, type TestBank } from "../bank/support.ts";
import { CHAIN_ID, chainConfig } from "../protocol/fixtures.ts";

let bank: TestBank;
let protocol: ProtocolService;

beforeAll(async () => {
  bank = await startTestBank();
  protocol = await startProtocolService({
    config: { chains: [chainConfig()] },
    storeAdapter: new MemoryStoreAdapter(),
    followChains: false,
    port: 0,
    host: "127.0.0.1",
    transports: new Map([[CHAIN_ID, custom({ request: async () => Promise.reject(new Error("no chain here")) })]]),
  });
}, 60_000);

afterAll(async () => {
  await protocol?.close();
  await bank?.stop();
});

/** A GET with exactly the headers given (fetch would add its own Accept-Encoding and decompress). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

describe("negotiateEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip;q=0", "identity"],
    ["*", "br"],
    ["*;q=0.2, br;q=0", "gzip"],
    ["identity", "identity"],
    ["GZIP;Q=0.8", "gzip"],
  ] as const)("%s -> %s", (header, want) => {
    expect(negotiateEncoding(header)).toBe(want);
  });
});

describe.each([
  ["bank", () => bank.service.url],
  ["protocol", () => protocol.url],
])("/docs of the %s service", (_name, base) => {
  it("is compressed with br or gzip by Accept-Encoding, with Vary, and the same page once decoded", async () => {
    const plain = await get(`${base()}/docs`);
    const br = await get(`${base()}/docs`, { "accept-encoding": "gzip, deflate, br" });
    const gz = await get(`${base()}/docs`, { "accept-encoding": "gzip" });
    expect([plain.status, br.status, gz.status]).toEqual([200, 200, 200]);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    for (const response of [plain, br, gz]) {
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(String(response.headers["content-security-policy"])).toContain("script-src 'sha256-");
    }
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    // The 1.9 MB page travels as under a third of it.
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(gz.body.length).toBeLessThan(plain.body.length / 3);
    console.log(`${_name} /docs bytes: identity ${plain.body.length}, gzip ${gz.body.length}, br ${br.body.length}`);
  });

  it("serves a document whose descriptions cite no internal seed or notes sections", async () => {
    const spec = (await get(`${base()}/openapi.json`)).body.toString("utf8");
    expect(spec).not.toMatch(/seed\s*§|\bseed\b|protocol-facts|bank-notes/i);
  });
});

describe("the docs page", () => {
  it("lays out the operations first and the guide collapsed after them, and cites no internal section", () => {
    const { html } = renderDocsPage("Mock Bank API");
    expect(html).toContain('layout: "OperationsFirstLayout"');
    expect(html).toContain('h("details", { id: "about"');
    expect(html).toContain('<a href="#about">About this API</a>');
    const ownText = html.replace(/<script>[\s\S]*?<\/script>|<style>[\s\S]*?<\/style>/g, "");
    expect(ownText).not.toMatch(/seed/i);
  });
});
