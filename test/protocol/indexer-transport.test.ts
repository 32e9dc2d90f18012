/**
 * The indexer's HTTP transport (runtime/protocol/indexer/transport.ts, http-fetch.ts) against a
 * local JSON-RPC server: requests of one turn travel as batches of at most `batchSize`, answers are
 * matched by id whatever their order, a request's own error fails that request only, and failures
 * of the whole call are classified as before (rpc.ts `classifyRpcError`).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createPublicClient, type PublicClient } from "viem";
import { afterEach, describe, expect, it } from "vitest";
import { classifyRpcError } from "../../runtime/protocol/indexer/rpc.ts";
import { batchingHttpTransport } from "../../runtime/protocol/indexer/transport.ts";

interface RpcBody {
  id: number;
  method: string;
  params: unknown[];
}

type Answer = (batch: RpcBody[], response: ServerResponse) => void;

let server: Server | undefined;
const batches: RpcBody[][] = [];

async function serve(answer: Answer): Promise<string> {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      text += chunk;
    });
    request.on("end", () => {
      const batch = JSON.parse(text) as RpcBody[];
      batches.push(batch);
      answer(batch, response);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function json(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  response.end(text);
}

/** Echoes each request's first parameter, answers in reverse order. */
const echoReversed: Answer = (batch, response) =>
  json(response, 200, batch.map(({ id, params }) => ({ jsonrpc: "2.0", id, result: params[0] })).reverse());

function client(url: string, options: { batchSize?: number; maxResponseBodySize?: number } = {}): PublicClient {
  return createPublicClient({
    transport: batchingHttpTransport(url, {
      batchSize: options.batchSize ?? 100,
      maxResponseBodySize: options.maxResponseBodySize ?? 1_000_000,
    }),
  });
}

const call = (c: PublicClient, value: string) =>
  c.request({ method: "eth_getTransactionByHash", params: [value as `0x${string}`] });

afterEach(async () => {
  batches.length = 0;
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe("the indexer's batching transport", () => {
  it("sends the requests of one turn as batches of at most batchSize and matches answers by id", async () => {
    const c = client(await serve(echoReversed), { batchSize: 100 });
    const values = Array.from({ length: 250 }, (_, i) => `0x${i.toString(16)}`);
    const results = await Promise.all(values.map((value) => call(c, value)));
    expect(results).toEqual(values);
    expect(batches.map((batch) => batch.length)).toEqual([100, 100, 50]);
    // A later turn is a new batch.
    expect(await call(c, "0xff")).toBe("0xff");
    expect(batches).toHaveLength(4);
  });

  it("fails only the request whose answer is an error, with the error's code for classification", async () => {
    const url = await serve((batch, response) =>
      json(
        response,
        200,
        batch.map(({ id, params }) =>
          params[0] === "0xbad"
            ? { jsonrpc: "2.0", id, error: { code: -32005, message: "query returned more than 10000 results" } }
            : { jsonrpc: "2.0", id, result: params[0] },
        ),
      ),
    );
    const c = client(url);
    const [good, bad] = await Promise.allSettled([call(c, "0x1"), call(c, "0xbad")]);
    expect(good).toEqual({ status: "fulfilled", value: "0x1" });
    expect(bad.status).toBe("rejected");
    expect(classifyRpcError((bad as PromiseRejectedResult).reason).kind).toBe("range_too_large");
    expect(batches).toHaveLength(1);
  });

  it("fails every request of a call the server refuses, as a transient failure", async () => {
    const c = client(await serve((_batch, response) => json(response, 503, { message: "busy" })));
    const settled = await Promise.allSettled([call(c, "0x1"), call(c, "0x2")]);
    for (const outcome of settled) {
      expect(outcome.status).toBe("rejected");
      expect(classifyRpcError((outcome as PromiseRejectedResult).reason)).toMatchObject({
        kind: "transient",
        retryable: true,
      });
    }
  });

  it("never hands a request another request's result when the server's ids do not match", async () => {
    // Same count, ids off by one (as a broken proxy might renumber them): no result goes by position.
    const url = await serve((batch, response) =>
      json(
        response,
        200,
        batch.map(({ id, params }) => ({ jsonrpc: "2.0", id: Number(id) + 100, result: params[0] })),
      ),
    );
    const c = client(url);
    const settled = await Promise.allSettled([call(c, "0x1"), call(c, "0x2")]);
    for (const outcome of settled) expect(outcome.status).toBe("rejected");
  });

  it("fails every request of a batch the server answers with one error", async () => {
    const url = await serve((_batch, response) =>
      json(response, 200, { jsonrpc: "2.0", id: null, error: { code: -32600, message: "batch too large" } }),
    );
    const c = client(url);
    const settled = await Promise.allSettled([call(c, "0x1"), call(c, "0x2")]);
    for (const outcome of settled) {
      expect(outcome.status).toBe("rejected");
      expect(String((outcome as PromiseRejectedResult).reason)).toContain("batch too large");
    }
  });

  it("refuses a response body over the cap, as a range too large", async () => {
    const url = await serve((batch, response) =>
      json(
        response,
        200,
        batch.map(({ id }) => ({ jsonrpc: "2.0", id, result: "0x".padEnd(10_000, "0") })),
      ),
    );
    const c = client(url, { maxResponseBodySize: 5_000 });
    const failure = await call(c, "0x1").catch((error: unknown) => error);
    expect(classifyRpcError(failure).kind).toBe("range_too_large");
  });

  it("reports a server that is not there as transient", async () => {
    const url = await serve(echoReversed);
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    const failure = await call(client(url), "0x1").catch((error: unknown) => error);
    expect(classifyRpcError(failure)).toMatchObject({ kind: "transient", retryable: true });
  });
});
