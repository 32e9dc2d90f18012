/**
 * An operation that declares only a `default` response (a status endpoint) answers with it on
 * success: hey-api's types put it in the operation's Responses, so the result is typed
 * `{ status: number; data: string }`. The generated client put the body in `error`, so `data` was
 * undefined at run time. Beside declared successes, `default` stays the error case.
 */
import { expect, it } from "vitest";
import { request } from "../../generated/http/client.ts";
import { buildOperationTable } from "../../generator/operations.ts";

const text = (description: string) => ({ description, content: { "text/plain": { schema: { type: "string" } } } });
const DOCUMENT = {
  openapi: "3.1.0",
  info: { title: "Status", version: "1" },
  paths: {
    "/status": { get: { operationId: "getStatus", responses: { default: text("status") } } },
    "/ping": { get: { operationId: "ping", responses: { "200": text("pong"), default: text("problem") } } },
  },
};

it("reads a default-only operation's answer as data, and default beside a 2xx as an error", async () => {
  const table = buildOperationTable(DOCUMENT, "status");
  const answer = (status: number) => async () =>
    new Response("ok", { status, headers: { "content-type": "text/plain" } });
  const config = (status: number) => ({ baseUrl: "http://127.0.0.1:1", fetch: answer(status) as typeof fetch });
  expect(await request(config(200), table.operations.getStatus!, {})).toMatchObject({ status: 200, data: "ok" });
  expect(await request(config(503), table.operations.ping!, {})).toMatchObject({ status: 503, error: "ok" });
  expect(await request(config(200), table.operations.ping!, {})).toMatchObject({ status: 200, data: "ok" });
});
