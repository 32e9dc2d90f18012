/**
 * A generated client function's JSDoc holds the operation's summary, its description and its route,
 * a blank line between each. An operation with a summary and no description (most public specs) got
 * three blank lines in a row, as if a description were there.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { resolveConfig } from "../../generator/config.ts";
import { buildGenerated } from "../../generator/generate.ts";

const SPEC = {
  openapi: "3.1.0",
  info: { title: "Books", version: "1" },
  paths: {
    "/books": {
      get: {
        operationId: "listBooks",
        summary: "List books",
        responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "array" } } } } },
      },
      post: {
        operationId: "createBook",
        summary: "Create a book",
        description: "Adds a book to the shelf.",
        responses: { "204": { description: "created" } },
      },
    },
  },
};

let project = "";
afterAll(async () => {
  if (project) await rm(project, { recursive: true, force: true });
});

it("writes a summary without a description with one blank line before the route", async () => {
  project = await mkdtemp(path.join(os.tmpdir(), "contractkit-client-docs-"));
  await writeFile(path.join(project, "books.openapi.json"), JSON.stringify(SPEC));
  const raw = { openapi: ["books.openapi.json"], output: "out", emitters: ["client" as const] };
  const { config, problems } = await resolveConfig(project, raw, null);
  expect(problems).toEqual([]);
  const result = await buildGenerated(project, { config: config!, reuseCompiled: false });
  const client = result.files.get("out/books/client.ts")!;
  expect(client).toContain("/**\n * List books\n *\n * `GET /books` — public. Statuses: 200.\n */\n");
  expect(client).toContain(
    "/**\n * Create a book\n *\n * Adds a book to the shelf.\n *\n * `POST /books` — public. Statuses: 204.\n */\n",
  );
}, 120_000);
