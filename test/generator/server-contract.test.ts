/**
 * The server contract generated from a spec we did not write: a response without content (204) is
 * returned as `{ status: 204 }`, with no body and no Content-Type on the wire, and an operation
 * without summary or description gets a doc comment without empty lines.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { typecheck } from "../support/typecheck.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const THING = { type: "object", required: ["id"], properties: { id: { type: "string" } } };
const SPEC = {
  openapi: "3.1.0",
  info: { title: "Things", version: "1" },
  paths: {
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

it("answers a 204 with an empty body and no Content-Type", async () => {
  const { createThingsServer } = await import(path.join(project, "gen/things/server.ts"));
  const dispatcher = await createThingsServer({
    security: {},
    errorBody: (error: { message: string }) => ({ message: error.message }),
    handlers: {
      getThing: ({ params }: { params: { id: string } }) => ({ status: 200, body: { id: params.id } }),
      deleteThing: () => ({ status: 204 }),
    },
  });
  const response = await dispatcher.handle({
    method: "DELETE",
    path: "/things/7",
    query: "",
    headers: {},
    body: undefined,
  });
  expect(response.status).toBe(204);
  expect(response.body).toBe("");
  expect(response.headers["content-type"]).toBeUndefined();
});

it("writes a doc comment without empty lines for an operation with neither summary nor description", () => {
  const server = readFileSync(path.join(project, "gen/things/server.ts"), "utf8");
  expect(server).toContain("/**\n * Request of `getThing`: `GET /things/{id}`\n */");
});
