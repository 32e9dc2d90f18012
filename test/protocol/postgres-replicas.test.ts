/**
 * The protocol service on PostgreSQL with several processes on one database, against the devnet on
 * anvil: one indexer and two API processes serve byte-identical pages (every list, walked by
 * cursor); concurrent submissions of one order through both API processes accept it once; a second
 * indexer waits on the indexer lock and takes over when the first stops. Skipped, saying why,
 * without PostgreSQL locally; never in CI (test/support/postgres.ts).
 */
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Devnet } from "../../runtime/devnet/index.ts";
import { configFromManifest, type ProtocolServiceConfig } from "../../runtime/protocol/config.ts";
import { type ProtocolService, startProtocolService } from "../../runtime/protocol/service.ts";
import { useDevnet } from "../support/devnet.ts";
import { describeWithPostgres, startTestPostgres, type TestPostgres } from "../support/postgres.ts";

const SYNC_MS = 50;

describeWithPostgres("protocol service: one indexer, many API processes", () => {
  let server: TestPostgres;
  let url: string;
  const devnet = useDevnet();
  let config: ProtocolServiceConfig;
  let indexer: ProtocolService;
  const apis: ProtocolService[] = [];
  const started: ProtocolService[] = [];
  const logs: string[] = [];

  const start = async (role: "indexer" | "api") => {
    const service = await startProtocolService({
      config,
      database: url,
      role,
      port: 0,
      host: "127.0.0.1",
      syncIntervalMs: SYNC_MS,
      log: (line) => logs.push(`[${role}] ${line}`),
    });
    started.push(service);
    return service;
  };

  const demoOrderBody = (order: Devnet["manifest"]["orders"][number]) => ({
    chainId: devnet.manifest.chainId,
    ...order.order,
    orderHash: order.orderHash,
    signature: order.signature,
    side: order.side,
    premium: "0.05",
    nonce: order.nonce,
  });
  const post = (service: ProtocolService, body: unknown) =>
    fetch(`${service.url}/v1/limit-orders/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  /** Waits until every API process serves the indexer's last commit. */
  async function caughtUp(writer: ProtocolService): Promise<void> {
    await writer.store.flush();
    const target = writer.databaseSeq()!;
    for (;;) {
      if (apis.every((api) => api.databaseSeq()! >= target)) return;
      await new Promise((resolve) => setTimeout(resolve, SYNC_MS));
    }
  }

  /** Every page of a list (limit 2, following nextCursor) as the raw bytes served. */
  async function walk(service: ProtocolService, path: string): Promise<string[]> {
    const pages: string[] = [];
    let cursor: string | null = null;
    do {
      const separator = path.includes("?") ? "&" : "?";
      const response: Response = await fetch(
        `${service.url}${path}${separator}limit=2${cursor === null ? "" : `&nextCursor=${encodeURIComponent(cursor)}`}`,
      );
      const text: string = await response.text();
      expect(response.status, `${path}: ${text}`).toBe(200);
      pages.push(text);
      cursor = (JSON.parse(text) as { nextCursor: string | null }).nextCursor;
    } while (cursor !== null);
    return pages;
  }

  beforeAll(async () => {
    server = await startTestPostgres();
    url = await server.createDatabase("protocol_replicas");
    config = configFromManifest(devnet.manifest, devnet.rpcUrl, "devnet manifest");
    indexer = await start("indexer");
    await indexer.indexer.waitUntilReady(120_000);
    // Every demo order but the open one goes in through the indexer process.
    for (const order of devnet.manifest.orders.filter((o) => o.status !== "OPEN")) {
      expect((await post(indexer, demoOrderBody(order))).status).toBe(201);
    }
    apis.push(await start("api"), await start("api"));
  }, 240_000);

  afterAll(async () => {
    for (const service of started.reverse()) await service.close().catch(() => {});
    await server?.stop();
  });

  it("serves byte-identical pages from the indexer and both API processes", async () => {
    await caughtUp(indexer);
    const chainId = devnet.manifest.chainId;
    const poolIds = devnet.manifest.pools.map((p) => p.poolId);
    const lists = [
      `/v1/pools/?chainId=${chainId}`,
      `/v1/pools/whitelisted-addresses?chainId=${chainId}`,
      `/v1/limit-orders/markets?chainId=${chainId}`,
      `/v1/limit-orders/orderbook?chainId=${chainId}&status=OPEN&status=FILLED&status=CANCELLED&status=EXPIRED`,
      `/v1/limit-orders/fills?chainId=${chainId}`,
      ...poolIds.map((poolId) => `/v1/flows/?chainId=${chainId}&poolId=${poolId}`),
    ];
    let items = 0;
    for (const list of lists) {
      const reference = await walk(indexer, list);
      items += reference.reduce((sum, page) => sum + (JSON.parse(page) as { items: unknown[] }).items.length, 0);
      for (const api of apis) expect(await walk(api, list), list).toEqual(reference);
    }
    expect(items).toBeGreaterThan(20);
  });

  it("accepts one order submitted concurrently through both API processes once", async () => {
    const open = devnet.manifest.orders.find((o) => o.status === "OPEN")!;
    const responses = await Promise.all(apis.map((api) => post(api, demoOrderBody(open))));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 201]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const rows = await client.query(
        "SELECT count(*)::int AS n FROM protocol_order_submissions WHERE order_hash = $1",
        [open.orderHash.toLowerCase()],
      );
      expect(rows.rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
    // The indexer folds it in; every process then lists it once.
    for (;;) {
      if (indexer.store.peek(devnet.manifest.chainId)?.orders[open.orderHash.toLowerCase()]) break;
      await new Promise((resolve) => setTimeout(resolve, SYNC_MS));
    }
    await caughtUp(indexer);
    const path = `/v1/limit-orders/orderbook?chainId=${devnet.manifest.chainId}&limit=100`;
    const bodies = await Promise.all([indexer, ...apis].map(async (s) => (await fetch(`${s.url}${path}`)).text()));
    const hashes = (JSON.parse(bodies[0]!) as { items: Array<{ orderHash: string }> }).items.map((o) => o.orderHash);
    expect(hashes.filter((hash) => hash === open.orderHash)).toHaveLength(1);
    expect(new Set(bodies).size).toBe(1);
  });

  it("makes a second indexer wait on the lock and take over when the first stops", async () => {
    let settled = false;
    const second = start("indexer").finally(() => {
      settled = true;
    });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // The second indexer's lease connection is blocked on the advisory lock.
      for (;;) {
        const waiting = await admin.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE application_name = 'contractkit-protocol-lease' AND wait_event_type = 'Lock' AND wait_event = 'advisory'`,
        );
        if (waiting.rows[0].n === 1) break;
        await new Promise((resolve) => setTimeout(resolve, SYNC_MS));
      }
    } finally {
      await admin.end();
    }
    expect(settled).toBe(false);
    expect(logs.some((line) => line.includes("another indexer holds the lease"))).toBe(true);
    await indexer.close();
    const takeover = await second;
    await takeover.indexer.waitUntilReady(120_000);
    // It resumed from the stored checkpoint and serves what the first one indexed.
    expect(takeover.checks.get(devnet.manifest.chainId)?.outcome).toBe("resumed");
    const path = `/v1/pools/?chainId=${devnet.manifest.chainId}`;
    const [fromTakeover, fromApi] = await Promise.all(
      [takeover, apis[0]!].map(async (s) => (await fetch(`${s.url}${path}`)).text()),
    );
    expect(fromTakeover).toBe(fromApi);
  });
});
