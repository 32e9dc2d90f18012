/**
 * The status page at `/` of both services: HTML for a browser, JSON on request; what runs where,
 * the counts, links to /docs; RPC URLs shown without their path or query (where keys live).
 */
import { custom } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redactRpcUrl, type StatusReport } from "../../runtime/http/status-page.ts";
import { type ProtocolService, startProtocolService } from "../../runtime/protocol/service.ts";
import { MemoryStoreAdapter } from "../../runtime/protocol/store.ts";
import { signupOrg, startTestBank, type TestBank } from "../bank/support.ts";
import { CHAIN_ID, chainConfig } from "../protocol/fixtures.ts";

let bank: TestBank;
let protocol: ProtocolService;

beforeAll(async () => {
  bank = await startTestBank();
  protocol = await startProtocolService({
    config: { chains: [{ ...chainConfig(), rpcUrl: "https://rpc.example.org/v2/secret-key?token=also-secret" }] },
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

const json = async (url: string) => {
  const response = await fetch(url, { headers: { accept: "application/json" } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
  return (await response.json()) as StatusReport;
};
const value = (report: StatusReport, label: string) =>
  [...report.runs, ...report.counts, ...report.groups.flatMap((g) => g.items)].find((item) => item.label === label)
    ?.value;

describe("the bank's status page", () => {
  it("counts organisations and payments and says where it runs, as JSON", async () => {
    const payer = await signupOrg(bank, "Status Payer", [10_000]);
    const payee = await signupOrg(bank, "Status Payee", [0]);
    await payer.client.sendPayment({
      body: {
        from_account_id: payer.accounts[0]!.id,
        to_account_number: payee.accounts[0]!.account_number,
        amount_cents: 100,
      },
    });
    const report = await json(`${bank.service.url}/`);
    expect(report.service).toBe("Mock Bank");
    expect(report.status).toBe("ok");
    expect(value(report, "Organisations")).toBe(2);
    expect(value(report, "Payments")).toBe(1);
    expect(value(report, "API")).toBe(bank.service.url);
    expect(value(report, "Data file")).toBe(bank.service.dataFile);
    expect(value(report, "Settlement mode")).toBe("automatic");
  });

  it("is an HTML page for a browser, linking /docs, with no script", async () => {
    const response = await fetch(`${bank.service.url}/`, { headers: { accept: "text/html,*/*;q=0.8" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain("<h1>Mock Bank");
    expect(html).toContain('<a href="/docs">');
    expect(html).toMatch(/<th scope="row">Organisations<\/th><td>\d+<\/td>/);
    expect(html).not.toContain("<script");
  });

  it("leaves every other path to the API (a HEAD of / works, an unknown path is still 404)", async () => {
    const head = await fetch(`${bank.service.url}/`, { method: "HEAD" });
    expect(head.status).toBe(200);
    const missing = await fetch(`${bank.service.url}/nothing`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });
});

describe("the protocol service's status page", () => {
  it("shows each chain's indexed block, lag and counts, and the RPC without its path or query", async () => {
    const report = await json(`${protocol.url}/`);
    expect(report.service).toBe("Protocol Data Service");
    expect(value(report, "Chains")).toBe(String(CHAIN_ID));
    expect(value(report, "Pools")).toBe(0);
    expect(value(report, "Flows")).toBe(0);
    expect(value(report, "Limit orders")).toBe(0);
    expect(value(report, "Following the chains")).toBe(false);
    expect(report.groups[0]?.title).toBe(`Chain ${CHAIN_ID}`);
    expect(value(report, "RPC")).toBe("https://rpc.example.org/…");
    expect(JSON.stringify(report)).not.toContain("secret");
    expect(report.groups[0]?.items.map((item) => item.label)).toEqual(
      expect.arrayContaining(["Indexed block", "Head block", "Lag (blocks)"]),
    );
    const html = await (await fetch(`${protocol.url}/`)).text();
    expect(html).toContain("Protocol Data Service");
    expect(html).toContain(`<h2>Chain ${CHAIN_ID}</h2>`);
  });
});

describe("redactRpcUrl", () => {
  it.each([
    ["http://127.0.0.1:8545", "http://127.0.0.1:8545"],
    ["http://127.0.0.1:8545/", "http://127.0.0.1:8545"],
    ["https://eth.example/v2/KEY", "https://eth.example/…"],
    ["https://user:pass@eth.example", "https://eth.example/…"],
    ["nonsense", "(not a URL)"],
  ])("%s -> %s", (url, want) => {
    expect(redactRpcUrl(url)).toBe(want);
  });
});
