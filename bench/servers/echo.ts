/**
 * Baseline 1: the plain `node:http` POST echo server. It reads the body and answers 200 with the
 * same bytes, no parsing: the ceiling any HTTP service in Node can reach on this machine.
 */
import { createServer } from "node:http";
import { listenOnLoopback, serveChild } from "./ipc.ts";

await serveChild(async () => {
  const server = createServer({ keepAlive: true }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      res.writeHead(200, { "content-type": "application/json", "content-length": body.length });
      res.end(body);
    });
  });
  return listenOnLoopback(server);
});
