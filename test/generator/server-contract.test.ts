/**
 * The server contract generated from a spec we did not write: a response without content (204) is
 * returned as `{ status: 204 }`, with no body and no Content-Type on the wire; the errors the
 * dispatcher answers itself go in the media type the spec documents for them (problem+json here);
 * a body that cannot be read is a 400, not a 500; invalid input is a 422 where only 422 is
 * documented; and an operation without summary or description
 * gets a doc comment without empty lines.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { typecheck } from "../support/typecheck.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const THING = { type: "object", required: ["id"], properties: { id: { type: "string" } } };
const PROBLEM = {
  description: "refused",
  content: { "application/problem+json": { schema: { type: "object", required: ["title"] } } },
};
const SPEC = {
  openapi: "3.1.0",
  info: { title: "Things", version: "1" },
  components: { securitySchemes: { apiKey: { type: "apiKey", in: "header", name: "X-Api-Key" } } },
  paths: {
    "/things": {
      post: {
        operationId: "createThing",
        requestBody: { required: true, content: { "application/json": { schema: THING } } },
        responses: {
          "201": { description: "created", content: { "application/json": { schema: THING } } },
          "422": PROBLEM,
        },
      },
    },
    "/things/{id}/picture": {
      put: {
        operationId: "putPicture",
        security: [{ apiKey: [] }],
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }],
        requestBody: {
          required: true,
          content: {
            "multipart/form-data": { schema: { type: "object", properties: { caption: { type: "string" } } } },
          },
        },
        responses: { "204": { description: "stored" }, "400": PROBLEM, "401": PROBLEM },
      },
    },
    "/things/{id}": {
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
      get: {
        operationId: "getThing",
        responses: { "200": { description: "the thing", content: { "application/json": { schema: THING } } } },
      },
      delete: {
        operationId: "deleteThing",
        responses: {
          "204": { description: "deleted" },
          "404": { description: "unknown", content: { "application/json": { schema: { type: "object" } } } },
        },
      },
    },
  },
};

let project: string;
beforeAll(() => {
  // Inside the repository, so the generated code resolves its dependencies as a user's project would.
  project = mkdtempSync(path.join(ROOT, "test", ".tmp-server-contract-"));
  writeFileSync(path.join(project, "things.json"), JSON.stringify(SPEC));
  const generated = spawnSync(
    process.execPath,
    [path.join(ROOT, "bin/contractkit.js"), "generate", "--spec", "things.json", "--out", "gen"],
    { cwd: project, encoding: "utf8" },
  );
  expect(generated.status, generated.stderr).toBe(0);
}, 60_000);
afterAll(() => rmSync(project, { recursive: true, force: true }));

it("types a 204 as a result without body or content type, and refuses a body for it", () => {
  const consumer = path.join(project, "consumer.ts");
  writeFileSync(
    consumer,
    `import type { DeleteThingServerResult } from "./gen/things/server.js";
export const deleted: DeleteThingServerResult = { status: 204 };
// @ts-expect-error a 204 carries no body
export const withBody: DeleteThingServerResult = { status: 204, body: { id: "x" } };
export const missing: DeleteThingServerResult = { status: 404, body: {} };
`,
  );
  expect(typecheck([consumer])).toEqual([]);
});

async function dispatcher() {
  const { createThingsServer } = await import(path.join(project, "gen/things/server.ts"));
  return createThingsServer({
    security: { apiKey: (key: string) => (key === "k" ? { key } : undefined) },
    errorBody: (error: { message: string }) => ({ title: error.message }),
    handlers: {
      getThing: ({ params }: { params: { id: string } }) => ({ status: 200, body: { id: params.id } }),
      deleteThing: () => ({ status: 204 }),
      putPicture: () => ({ status: 204 }),
      createThing: ({ body }: { body: { id: string } }) => ({ status: 201, body }),
    },
  });
}

const request = (method: string, pathname: string, headers: Record<string, string> = {}, bodyText?: string) => ({
  method,
  path: pathname,
  query: "",
  headers,
  body: bodyText,
  ...(bodyText === undefined ? {} : { bodyText }),
});

it("answers a 204 with an empty body and no Content-Type", async () => {
  const response = await (await dispatcher()).handle(request("DELETE", "/things/7"));
  expect(response.status).toBe(204);
  expect(response.body).toBe("");
  expect(response.headers["content-type"]).toBeUndefined();
});

it("answers its own errors in the media type the spec documents, and an unreadable body with 400", async () => {
  const service = await dispatcher();
  const multipart = { "x-api-key": "k", "content-type": "multipart/form-data; boundary=b" };
  const part = '--b\r\nContent-Disposition: form-data; name="caption"\r\n\r\nhi\r\n--b--\r\n';
  const cases = [
    { sent: request("PUT", "/things/7/picture", { "content-type": multipart["content-type"] }, part), status: 401 },
    { sent: request("PUT", "/things/seven/picture", multipart, part), status: 400 },
    { sent: request("PUT", "/things/7/picture", multipart, "no parts at all"), status: 400 },
  ];
  for (const { sent, status } of cases) {
    const response = await service.handle(sent);
    expect(response.status, sent.path).toBe(status);
    expect(response.headers["content-type"]).toBe("application/problem+json; charset=utf-8");
    expect(JSON.parse(String(response.body)).title).toEqual(expect.any(String));
  }
  expect((await service.handle(request("PUT", "/things/7/picture", multipart, part))).status).toBe(204);
  // Invalid input where only 422 is documented (FastAPI's way) is a 422.
  const json = { "content-type": "application/json" };
  const invalid = await service.handle({ ...request("POST", "/things", json, '{"id":7}'), body: { id: 7 } });
  expect([invalid.status, invalid.headers["content-type"]]).toEqual([422, "application/problem+json; charset=utf-8"]);
  expect((await service.handle({ ...request("POST", "/things", json, '{"id":"7"}'), body: { id: "7" } })).status).toBe(
    201,
  );
  // An error of no operation stays application/json.
  const unknown = await service.handle(request("GET", "/nowhere"));
  expect([unknown.status, unknown.headers["content-type"]]).toEqual([404, "application/json; charset=utf-8"]);
});

it("writes a doc comment without empty lines for an operation with neither summary nor description", () => {
  const server = readFileSync(path.join(project, "gen/things/server.ts"), "utf8");
  expect(server).toContain("/**\n * Request of `getThing`: `GET /things/{id}`\n */");
});

it("answers a body no parser can read as the operation would, in every adapter (422 in problem+json here)", async () => {
  const { toFetchHandler } = await import(path.join(project, "gen/http/fetch.ts"));
  const { toExpressRouter } = await import(path.join(project, "gen/http/express.ts"));
  const { default: express } = await import("express");
  const service = await dispatcher();
  const app = express();
  app.use("/v2", express.json(), ...toExpressRouter(service));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const fetchHandler = toFetchHandler(service);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
    for (const body of ["{", '"a string, which express.json() refuses"']) {
      const init = { method: "POST", headers: { "content-type": "application/json" }, body };
      for (const response of [
        await fetchHandler(new Request("http://things.test/things", init)),
        await fetch(`${base}/things`, init),
      ]) {
        expect([response.status, response.headers.get("content-type")], body).toEqual([
          422,
          "application/problem+json; charset=utf-8",
        ]);
      }
    }
    // A body for a path no operation serves: express.json() refused it first, in application/json.
    const init = { method: "POST", headers: { "content-type": "application/json" }, body: "{" };
    const missing = await fetch(`${base}/nowhere`, init);
    expect([missing.status, missing.headers.get("content-type")]).toEqual([400, "application/json; charset=utf-8"]);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
