/**
 * Baseline 1: the plain `node:http` POST echo server. It reads the body and answers 200 with the
 * same bytes, no parsing: the ceiling any HTTP service in Node can reach on this machine.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { serveChild } from "./ipc.ts";

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
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
});
