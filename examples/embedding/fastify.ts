import Fastify from "fastify";
import { toFastifyPlugin } from "../../generated/http/fastify.ts"; // contractkit/server/fastify
import { greeter } from "./greeter.ts";

const app = Fastify();
await app.register(toFastifyPlugin(greeter), { prefix: "/api" });
const ok = await app.inject({ method: "GET", url: "/api/greetings/margaret" });
console.log(`fastify ${ok.statusCode} ${ok.body}`);
const tooLong = await app.inject({ method: "GET", url: "/api/greetings/a-name-longer-than-twenty" });
console.log(`fastify ${tooLong.statusCode} ${JSON.parse(tooLong.body).error.code}`);
await app.close();
