import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createBankClient } from "../../generated/bank/client.ts"; // contractkit/bank

// A stand-in bank that is busy once (503 with Retry-After), then answers the directory.
let calls = 0;
const server = createServer((_req, res) => {
  calls += 1;
  if (calls === 1) {
    res.writeHead(503, { "content-type": "application/json", "retry-after": "0" });
    res.end(JSON.stringify({ error: { code: "unavailable", message: "busy" } }));
    return;
  }
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ organisations: [{ name: "Acme", slug: "acme", accounts: [] }] }));
});
server.listen(0, "127.0.0.1", async () => {
  const seen: string[] = [];
  const bank = createBankClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    companyKey: () => "sk_current_key", // asked on every call, so a rotated key takes effect
    timeoutMs: 5_000, // per attempt
    retry: { retries: 2, baseDelayMs: 100 }, // GET is idempotent; Retry-After is honoured
    middleware: [
      {
        onRequest: (request) => {
          const headers = new Headers(request.headers);
          headers.set("x-request-id", "req-1");
          return new Request(request, { headers });
        },
        onResponse: (response) => void seen.push(`${response.status}`),
      },
    ],
  });
  const result = await bank.getDirectory({ signal: AbortSignal.timeout(10_000) });
  console.log(`client ${result.status} after ${calls} attempts, onResponse saw ${seen.join(",")}`);
  server.close();
});
