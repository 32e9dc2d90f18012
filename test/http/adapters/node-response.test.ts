/**
 * How the node:http adapter frames a response on the wire: a whole body goes out with its
 * `Content-Length` (one write, no chunk framing), HEAD announces the length GET would send, answers
 * that may not carry a length get none, and a streamed body stays chunked.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { writeNodeResponse } from "../../../generated/http/node.ts";
import type { HttpResponse } from "../../../generated/http/server.ts";
import { type RawResponse, rawRequest } from "../../support/raw-http.ts";

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** Answers every request with `response` through the adapter's writer, and sends one raw request. */
async function answerWith(response: HttpResponse, method = "GET"): Promise<RawResponse> {
  server = createServer((req, res) => void writeNodeResponse(res, response, req.method === "HEAD"));
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return rawRequest(`http://127.0.0.1:${port}`, `${method} / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
}

const json = (body: string, status = 200): HttpResponse => ({
  status,
  headers: { "content-type": "application/json; charset=utf-8" },
  body,
});

describe("node adapter framing", () => {
  it("sends a text body with its UTF-8 byte length, not chunked", async () => {
    const body = '{"name":"Café Über ✓"}';
    const answer = await answerWith(json(body));
    expect(answer.headers["content-length"]).toBe(String(Buffer.byteLength(body)));
    expect(answer.headers["content-length"]).not.toBe(String(body.length));
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
    expect(answer.body).toBe(body);
  });

  it("sends a byte body with its length", async () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 251]);
    const answer = await answerWith({
      status: 200,
      headers: { "content-type": "application/octet-stream" },
      body: bytes,
    });
    expect(answer.headers["content-length"]).toBe("5");
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
  });

  it("announces on HEAD the length GET sends, and sends no body", async () => {
    const body = '{"accounts":[]}';
    const answer = await answerWith(json(body), "HEAD");
    expect(answer.headers["content-length"]).toBe(String(body.length));
    expect(answer.body).toBe("");
  });

  it("keeps a length the handler set (in any case) instead of sending two", async () => {
    const response = json("abc");
    response.headers["Content-Length"] = "3";
    const answer = await answerWith(response);
    expect(answer.text.match(/content-length/gi)).toHaveLength(1);
    expect(answer.body).toBe("abc");
  });

  it("sends no length on 204 and 304", async () => {
    for (const status of [204, 304]) {
      const answer = await answerWith({ status, headers: {}, body: "" });
      expect(answer.status).toBe(status);
      expect(answer.headers["content-length"]).toBeUndefined();
      await new Promise((resolve) => server?.close(resolve));
    }
  });

  it("streams an async-iterable body chunked", async () => {
    async function* parts() {
      yield "a,b\n";
      yield "1,2\n";
    }
    const answer = await answerWith({ status: 200, headers: { "content-type": "text/csv" }, body: parts() });
    expect(answer.headers["transfer-encoding"]).toBe("chunked");
    expect(answer.headers["content-length"]).toBeUndefined();
    expect(answer.body).toBe("a,b\n1,2\n");
  });
});
