/**
 * `schemas.ts` maps each status to a zod schema for the client's `schemaValidator`. A response
 * schema written inline in the operation (not a `$ref` to a component) got a loose
 * `z.record(z.string(), z.unknown())`, so a client validating responses accepted any object where
 * the spec says `{ object: "list", data: [...], has_more }`. hey-api's zod plugin emits that schema
 * for the success response; it is used where it is exactly that response's.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { resolveConfig } from "../../generator/config.ts";
import { buildGenerated } from "../../generator/generate.ts";

const PAGE = {
  type: "object",
  required: ["object", "data", "has_more"],
  properties: { object: { const: "list" }, data: { type: "array" }, has_more: { type: "boolean" } },
};
const json = (schema: unknown) => ({ description: "ok", content: { "application/json": { schema } } });
const SPEC = {
  openapi: "3.1.0",
  info: { title: "Books", version: "1" },
  paths: {
    "/books": {
      get: { operationId: "listBooks", responses: { "200": json(PAGE), "404": json({ type: "object" }) } },
      post: { operationId: "createBook", responses: { "200": json(PAGE), "201": json({ type: "object" }) } },
    },
  },
};

let project = "";
afterAll(async () => {
  if (project) await rm(project, { recursive: true, force: true });
});

it("uses hey-api's schema of an inline success response, and a loose one where it would not be exact", async () => {
  project = await mkdtemp(path.join(os.tmpdir(), "contractkit-inline-responses-"));
  await writeFile(path.join(project, "books.openapi.json"), JSON.stringify(SPEC));
  const raw = { openapi: ["books.openapi.json"], output: "out", emitters: ["schemas" as const] };
  const { config, problems } = await resolveConfig(project, raw, null);
  expect(problems).toEqual([]);
  const result = await buildGenerated(project, { config: config!, reuseCompiled: false });
  const schemas = result.files.get("out/books/schemas.ts")!;
  const loose = "/* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.unknown())";
  expect(schemas).toContain(
    `export const listBooksResponseSchemas = {\n  "200": Z.zListBooksResponse,\n  "404": ${loose},`,
  );
  // Two 2xx responses: hey-api's one success schema is neither's alone.
  expect(schemas).toContain(`export const createBookResponseSchemas = {\n  "200": ${loose},\n  "201": ${loose},`);
  expect(result.files.get("out/books/hey/zod.gen.ts")).toMatch(/export const zListBooksResponse = [^;]*has_more/);
}, 120_000);
