import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { toNodeHandler } from "../../generated/http/node.ts"; // contractkit/server
import { greeter } from "./greeter.ts";

const server = createServer(toNodeHandler(greeter, { maxBodyBytes: 16 * 1024 }));
server.listen(0, "127.0.0.1", async () => {
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/greetings/ada`);
  console.log(`node:http ${response.status} ${await response.text()}`);
  server.close();
});
