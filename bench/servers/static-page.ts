/**
 * Baseline of the page item cost: a plain `node:http` server answering `GET /bytes/<n>` with `n`
 * bytes of JSON (made on the first request for that size, then kept) in one `end()` with
 * `Content-Length`. Asked for the byte sizes of two protocol pages, its CPU per request at the two
 * sizes gives what moving those bytes through Node and the kernel costs with no handler at all:
 * the floor under the protocol page item cost.
 */
import { createServer } from "node:http";
import { listenOnLoopback, serveChild } from "./ipc.ts";

/** A JSON object of exactly `bytes` bytes (at least 10). */
function jsonOfSize(bytes: number): Buffer {
  return Buffer.from(`{"pad":"${"x".repeat(Math.max(0, bytes - 10))}"}`);
}

await serveChild(async () => {
  const bodies = new Map<number, Buffer>();
  const server = createServer({ keepAlive: true }, (req, res) => {
    const match = /^\/bytes\/(\d{1,8})$/.exec(req.url ?? "");
    if (match === null) {
      res.writeHead(404, { "content-length": 0 });
      res.end();
      return;
    }
    const size = Number(match[1]);
    let body = bodies.get(size);
    if (body === undefined) {
      body = jsonOfSize(size);
      bodies.set(size, body);
    }
    res.writeHead(200, { "content-type": "application/json", "content-length": body.length });
    res.end(body);
  });
  return listenOnLoopback(server);
});
