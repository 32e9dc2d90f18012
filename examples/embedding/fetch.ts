import { Hono } from "hono";
import { toFetchHandler } from "../../generated/http/fetch.ts"; // contractkit/server/fetch
import { greeter } from "./greeter.ts";

// The handler alone is what Bun.serve({ fetch }), Deno.serve(handler) and a Worker's `fetch` take.
const handler = toFetchHandler(greeter);
const plain = await handler(new Request("http://service.test/greetings/grace"));
console.log(`fetch ${plain.status} ${await plain.text()}`);

// Hono: mount it under a prefix; Hono strips the prefix before the handler sees the path.
const app = new Hono();
app.get("/", (c) => c.text("home"));
app.mount("/api", handler);
const viaHono = await app.request("/api/greetings/linus");
console.log(`hono ${viaHono.status} ${await viaHono.text()}`);
