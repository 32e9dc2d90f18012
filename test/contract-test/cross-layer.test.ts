/**
 * `contract-test protocol --rpc`: the cross-layer checks against the seeded devnet (anvil) and the
 * real protocol service pass; behind a proxy that alters one pool value, one flow or one order
 * status, each break is caught by its own check with a message naming the field and the chain's value.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runContractTest } from "../../cli/contract-test.ts";
import { loadSpecInput } from "../../cli/spec-input.ts";
import { runContractSuite, type SuiteReport } from "../../runtime/contract-test/index.ts";
import { configFromManifest } from "../../runtime/protocol/config.ts";
import { type ProtocolService, startProtocolService } from "../../runtime/protocol/service.ts";
import { useDevnet } from "../support/devnet.ts";

type Json = Record<string, unknown> & { items?: Record<string, unknown>[] };
/** Rewrites a JSON response body of the service; returns it changed or as it was. */
type Mutation = (pathname: string, url: URLSearchParams, body: Json) => Json;

const devnet = useDevnet();
let service: ProtocolService;
let dir: string;
let proxy: Server;
let proxyUrl: string;
let mutation: Mutation = (_path, _query, body) => body;

/** A proxy in front of the service that passes every response through `mutation`. */
async function startRewritingProxy(upstream: string): Promise<void> {
  proxy = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", upstream);
    const answer = await fetch(url, {
      method: req.method ?? "GET",
      headers: { "content-type": req.headers["content-type"] ?? "application/json" },
      body: chunks.length > 0 ? Buffer.concat(chunks) : null,
    });
    let text = await answer.text();
    if (answer.status === 200 && answer.headers.get("content-type")?.includes("json"))
      text = JSON.stringify(mutation(url.pathname, url.searchParams, JSON.parse(text) as Json));
    res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" });
    res.end(text);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}

/** Posts the devnet's signed orders, as `contractkit dev` does, so the orderbook has every status. */
async function submitOrders(): Promise<void> {
  for (const demo of devnet.manifest.orders) {
    const body = {
      chainId: devnet.manifest.chainId,
      ...demo.order,
      orderHash: demo.orderHash,
      signature: demo.signature,
      side: demo.side,
      premium: "0.05",
      nonce: demo.nonce,
    };
    const response = await fetch(`${service.url}/v1/limit-orders/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (response.status !== 201) throw new Error(`order refused: ${await response.text()}`);
  }
}

async function crossLayer(baseUrl: string, rpcUrl = devnet.rpcUrl): Promise<SuiteReport> {
  const input = await loadSpecInput(undefined, "protocol");
  if (!input.ok) throw new Error(input.message);
  return runContractSuite({
    table: input.table,
    document: input.document,
    profile: "protocol",
    baseUrl,
    seed: 1,
    checks: ["flows"],
    only: ["protocol/chain-"],
    chain: { rpcUrl },
  });
}

function verdicts(report: SuiteReport): Record<string, string> {
  return Object.fromEntries(
    report.checks.map((c) => [
      c.id,
      c.status === "fail" ? `fail ${c.failures[0]?.rule}: ${c.failures[0]?.message}` : c.status,
    ]),
  );
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "cross-layer-"));
  service = await startProtocolService({
    config: configFromManifest(devnet.manifest, devnet.rpcUrl),
    dataFile: path.join(dir, "protocol.json"),
    port: 0,
    host: "127.0.0.1",
  });
  await service.indexer.waitUntilReady(60_000);
  await submitOrders();
  await service.indexer.waitForBlock(Number(await devnet.clients.publicClient.getBlockNumber()));
  await startRewritingProxy(service.url);
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve));
  await service?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("contract-test protocol --rpc (cross-layer)", () => {
  it("passes against the real service: pools, flows and orders equal the chain at the reported block", async () => {
    const report = await crossLayer(service.url);
    expect(verdicts(report)).toEqual({
      "protocol/chain-pools": "pass",
      "protocol/chain-flows": "pass",
      "protocol/chain-orders": "pass",
    });
    const runs = Object.fromEntries(report.checks.map((c) => [c.id, c.runs]));
    expect(runs["protocol/chain-pools"]).toBe(devnet.manifest.pools.length);
    expect(runs["protocol/chain-orders"]).toBe(devnet.manifest.orders.length);
    expect(runs["protocol/chain-flows"]).toBeGreaterThan(5);
  }, 120_000);

  it("catches a pool whose collateral value is not the chain's assets()", async () => {
    mutation = (pathname, _query, body) => {
      if (!pathname.startsWith("/v1/pools") || !body.items?.[0]) return body;
      const pool = body.items[0] as { collateralValue: { inWei: string } };
      pool.collateralValue.inWei = (BigInt(pool.collateralValue.inWei) + 1n).toString();
      return body;
    };
    const result = verdicts(await crossLayer(proxyUrl));
    expect(result["protocol/chain-pools"]).toMatch(
      /^fail chain-pools: pool 0x[0-9a-f]{64} collateralValue\.inWei: the API serves \d+, the chain has \d+ at block \d+$/,
    );
    expect(result["protocol/chain-flows"]).toBe("pass");
    expect(result["protocol/chain-orders"]).toBe("pass");
  }, 120_000);

  it("catches a flow whose collateral delta is not its event's amount", async () => {
    mutation = (pathname, _query, body) => {
      if (!pathname.startsWith("/v1/flows") || !body.items?.[0]) return body;
      const flow = body.items[0] as { deltaCollateral: { inWei: string } };
      flow.deltaCollateral.inWei = (BigInt(flow.deltaCollateral.inWei) * 2n + 1n).toString();
      return body;
    };
    const result = verdicts(await crossLayer(proxyUrl));
    expect(result["protocol/chain-flows"]).toMatch(
      /^fail chain-flows: flow at tx 0x[0-9a-f]{64} log \d+ deltaCollateral\.inWei: the API serves -?\d+, the Pool\w+ event says -?\d+/,
    );
    expect(result["protocol/chain-pools"]).toBe("pass");
    expect(result["protocol/chain-orders"]).toBe("pass");
  }, 120_000);

  it("catches a flow the API leaves out", async () => {
    mutation = (pathname, _query, body) => {
      if (pathname.startsWith("/v1/flows") && body.items) body.items = body.items.slice(1);
      return body;
    };
    const result = verdicts(await crossLayer(proxyUrl));
    expect(result["protocol/chain-flows"]).toMatch(
      /^fail chain-flows: pool 0x[0-9a-f]{64}: the chain has a Pool\w+ at tx 0x[0-9a-f]{64} log \d+ \(block \d+\) and no flow lists it$/,
    );
  }, 120_000);

  it("catches a partly filled order served as OPEN", async () => {
    mutation = (pathname, _query, body) => {
      if (!pathname.startsWith("/v1/limit-orders/orderbook")) return body;
      for (const order of body.items ?? []) if (order.status === "PARTIALLY_FILLED") order.status = "OPEN";
      return body;
    };
    const result = verdicts(await crossLayer(proxyUrl));
    expect(result["protocol/chain-orders"]).toMatch(
      /^fail chain-orders: order 0x[0-9a-f]{64}: the API serves OPEN with \d+ remaining; the order contract's events and state at block \d+ give PARTIALLY_FILLED with \d+ remaining \(last OrderFilled leaves \d+\)$/,
    );
    expect(result["protocol/chain-pools"]).toBe("pass");
    expect(result["protocol/chain-flows"]).toBe("pass");
  }, 120_000);

  it("says in one line when the RPC does not answer", async () => {
    mutation = (_path, _query, body) => body;
    const result = verdicts(await crossLayer(service.url, "http://127.0.0.1:9"));
    expect(result["protocol/chain-pools"]).toMatch(
      /^fail chain-truth: reading the chain at --rpc http:\/\/127\.0\.0\.1:9 failed: [^\n]+$/,
    );
  }, 120_000);

  it("runs from the CLI with --rpc, and refuses --rpc for another profile", async () => {
    mutation = (_path, _query, body) => body;
    const out: string[] = [];
    const io = { stdout: (t: string) => out.push(t), stderr: (t: string) => out.push(t) };
    const code = await runContractTest(
      "protocol",
      { baseUrl: service.url, rpc: devnet.rpcUrl, checks: "flows", only: "protocol/chain-", seed: "1" },
      io,
    );
    expect(out.join(""), out.join("")).toMatch(/PASS protocol\/chain-orders/);
    expect(code).toBe(0);
    const refused: string[] = [];
    const bad = await runContractTest(
      "bank",
      { baseUrl: service.url, rpc: devnet.rpcUrl },
      {
        stdout: (t) => refused.push(t),
        stderr: (t) => refused.push(t),
      },
    );
    expect(bad).toBe(2);
    expect(refused.join("")).toMatch(/--rpc applies to the protocol profile only/);
    expect(await runContractTest("protocol", { baseUrl: service.url, rpc: "ftp://x" }, io)).toBe(2);
  }, 120_000);
});
