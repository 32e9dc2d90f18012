/**
 * The indexer's HTTP transport: JSON-RPC requests issued in the same turn of the event loop travel
 * as JSON-RPC batches of at most `batchSize`, one HTTP call each (viem's `getHttpRpcClient`: its
 * timeout, response size cap and error classes; over `node:http`, http-fetch.ts).
 *
 * Not viem's `http({ batch })`: its scheduler copies the pending array on every request and builds
 * a scheduler, closures and an id string per request; a backfill issues thousands of sender reads
 * at once, and those cost ~130 µs of CPU each through it against ~35 µs in a plain batch
 * (docs/benchmarks.md, "Issue 21: the indexer's CPU per event (session 7)").
 */
import { createTransport, type EIP1193RequestFn, RpcRequestError, type Transport } from "viem";
import { getHttpRpcClient, type HttpRpcClient } from "viem/utils";
import { nodeHttpFetch } from "./http-fetch.ts";

/** One JSON-RPC request waiting for its batch. */
interface Pending {
  id: number;
  method: string;
  params: unknown;
  resolve(result: unknown): void;
  reject(error: unknown): void;
}

/** A JSON-RPC response as the rpc client returns it. */
interface RpcResponse {
  id?: unknown;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

/** Options of {@link batchingHttpTransport}. */
export interface BatchingTransportOptions {
  /** Most JSON-RPC requests per HTTP call. */
  batchSize: number;
  /** Largest response body read, bytes. */
  maxResponseBodySize: number;
  /** Called before every HTTP call (the bench counts them). */
  onFetchRequest?: (request: Request) => void;
}

/** Collects the requests of one turn of the event loop and sends them in batches. */
class RequestBatcher {
  private queue: Pending[] = [];
  private scheduled = false;
  private nextId = 1;

  constructor(
    private readonly rpc: HttpRpcClient,
    private readonly url: string,
    private readonly batchSize: number,
  ) {}

  request(method: string, params: unknown): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, method, params, resolve, reject });
      if (this.scheduled) return;
      this.scheduled = true;
      // After the microtasks of this turn: everything issued together is in the queue by then.
      setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    const queue = this.queue;
    this.queue = [];
    this.scheduled = false;
    for (let start = 0; start < queue.length; start += this.batchSize) {
      this.send(queue.slice(start, start + this.batchSize));
    }
  }

  private send(batch: Pending[]): void {
    const body = batch.map(({ id, method, params }) => ({ jsonrpc: "2.0" as const, id, method, params }));
    this.rpc.request({ body: body as never }).then(
      (responses) => this.settle(batch, responses as RpcResponse[]),
      (error: unknown) => {
        for (const pending of batch) pending.reject(error);
      },
    );
  }

  private settle(batch: readonly Pending[], responses: readonly RpcResponse[]): void {
    const byId = new Map<unknown, RpcResponse>();
    for (const response of responses) byId.set(response.id, response);
    batch.forEach((pending, i) => {
      // A server that refuses the whole batch answers one error without an id (the rpc client repeats
      // it for each request). Only such an error is taken by position: a result always goes by its id.
      const unmatched = responses.length === batch.length ? responses[i] : undefined;
      const response = byId.get(pending.id) ?? (unmatched?.id == null && unmatched?.error ? unmatched : undefined);
      if (response === undefined) {
        pending.reject(new Error(`no response to JSON-RPC request ${pending.id} (${pending.method}) in its batch`));
      } else if (response.error) {
        const body = { method: pending.method, params: pending.params };
        pending.reject(new RpcRequestError({ body, error: response.error, url: this.url }));
      } else {
        pending.resolve(response.result);
      }
    });
  }
}

/** A viem transport over {@link RequestBatcher}; no viem-level retries (the indexer's `withRetry` retries). */
export function batchingHttpTransport(url: string, options: BatchingTransportOptions): Transport {
  return ({ timeout }) => {
    const rpc = getHttpRpcClient(url, {
      fetchFn: nodeHttpFetch(options.maxResponseBodySize),
      // The fetch refuses a larger body itself. With a cap, viem decodes the body chunk by chunk
      // with a streaming TextDecoder (ICU, ~15 ms per MB); without, `response.text()` decodes the
      // one buffer at once (simdutf).
      maxResponseBodySize: false,
      timeout: timeout ?? 10_000,
      ...(options.onFetchRequest === undefined ? {} : { onRequest: options.onFetchRequest }),
    });
    const batcher = new RequestBatcher(rpc, url, options.batchSize);
    return createTransport(
      {
        key: "http",
        name: "HTTP JSON-RPC",
        type: "http",
        retryCount: 0,
        timeout: timeout ?? 10_000,
        request: (({ method, params }) => batcher.request(method, params)) as EIP1193RequestFn,
      },
      { url },
    );
  };
}
