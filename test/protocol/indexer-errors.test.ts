/**
 * Retryable vs fatal is decided in one place (rpc.ts `classifyRpcError`): the indexer's own errors
 * by their flag, RPC errors by status, code and message. The indexer loop halts exactly on fatal.
 */
import { HttpRequestError } from "viem";
import { describe, expect, it } from "vitest";
import { classifyRpcError, IndexerError, ReorgTooDeepError } from "../../runtime/protocol/indexer/rpc.ts";

describe("classifyRpcError", () => {
  it("keeps an IndexerError's own classification, whatever its message says", () => {
    expect(classifyRpcError(new IndexerError("transaction 0xab not found", true))).toEqual({
      kind: "transient",
      retryable: true,
      message: "transaction 0xab not found",
    });
    // "rate limit" in the text would make an RPC error retryable; a fatal IndexerError stays fatal.
    expect(classifyRpcError(new IndexerError("gave up after the rate limit", false))).toMatchObject({
      kind: "fatal",
      retryable: false,
    });
  });

  it("classifies a reorg below the finality boundary as fatal", () => {
    expect(classifyRpcError(new ReorgTooDeepError(1, 100))).toMatchObject({ kind: "fatal", retryable: false });
  });

  it("still classifies RPC failures by status and message", () => {
    const unavailable = new HttpRequestError({ url: "http://127.0.0.1:1", status: 503, details: "unavailable" });
    expect(classifyRpcError(unavailable)).toMatchObject({ kind: "transient", retryable: true });
    expect(classifyRpcError(new Error("execution reverted"))).toMatchObject({ kind: "fatal", retryable: false });
  });
});
