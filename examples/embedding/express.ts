import type { AddressInfo } from "node:net";
import express from "express";
import { toExpressRouter } from "../../generated/http/express.ts"; // contractkit/server/express
import { greeter } from "./greeter.ts";

const app = express();
// express.json() in front: the router takes the parsed body; malformed JSON answers in the envelope.
app.use("/api", express.json(), toExpressRouter(greeter, { passUnmatched: true }));
app.get("/api/version", (_req, res) => {
  res.json({ version: "1.0.0" });
});
const server = app.listen(0, "127.0.0.1", async () => {
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  const greeting = await fetch(`${base}/greetings/barbara`);
  console.log(`express ${greeting.status} ${await greeting.text()}`);
  const other = await fetch(`${base}/version`);
  console.log(`express passes on ${other.status} ${await other.text()}`);
  server.close();
});
