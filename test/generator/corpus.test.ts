/**
 * The OpenAPI feature matrix, end to end: every fixture spec in test/fixtures/openapi/ (composition,
 * discriminators, nullable and type arrays, enums, maps, recursion, parameter styles in every
 * location, body media, response media and headers, ranges and `default`, every security scheme,
 * webhooks and callbacks, ids that are missing or not identifiers, a multi-file spec) is generated
 * into one temp project, the whole output typechecks as ONE tsc program under our strict tsconfig,
 * and each generated client calls a server built from the same operation table over 127.0.0.1.
 *
 * Each fixture operation carries `x-roundtrip: {options, expect}`: the call's options and what the
 * echoing handler must have received (`$text` and `$headers` check a text body and typed headers).
 */
import { execFile } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildGenerated, writeGenerated } from "../../generator/generate.ts";
import { atPointer } from "../../generator/pointer.ts";
import { createHttpServer, listen } from "../../runtime/http/node.ts";
import { casts, overWideLines } from "./generated-code.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURES = path.join(ROOT, "test/fixtures/openapi");
const run = promisify(execFile);

interface Roundtrip {
  options: Record<string, unknown>;
  expect: unknown;
}
interface TableOperation {
  id: string;
  pointer: string;
  responses: ReadonlyArray<{ status: string; media: ReadonlyArray<{ contentType: string; kind: string }> }>;
}

let project: string;
let services: string[] = [];

beforeAll(async () => {
  project = await mkdtemp(path.join(os.tmpdir(), "contractkit-corpus-"));
  await cp(FIXTURES, path.join(project, "specs"), { recursive: true });
  await symlink(path.join(ROOT, "node_modules"), path.join(project, "node_modules"), "dir");
  await writeFile(path.join(project, "package.json"), JSON.stringify({ type: "module" }));
  const result = await buildGenerated(project, { reuseCompiled: false });
  expect(result.problems.filter((p) => p.severity === "error")).toEqual([]);
  await writeGenerated(project, result.files);
  services = result.loaded.openapi.map((s) => s.service);
}, 240_000);

afterAll(async () => {
  if (project) await rm(project, { recursive: true, force: true });
});

describe("the OpenAPI feature corpus", () => {
  it("has at least 25 fixture specs, all generated", async () => {
    const roots = (await readdir(FIXTURES)).filter((n) => /\.openapi\.(ya?ml|json)$/.test(n));
    expect(roots.length).toBeGreaterThanOrEqual(25);
    expect(services.length).toBe(roots.length);
  });

  it("typechecks as one program under the strict tsconfig", async () => {
    const base = path.join(ROOT, "tsconfig.json");
    await writeFile(
      path.join(project, "tsconfig.json"),
      JSON.stringify({ extends: base, compilerOptions: { types: ["node"] }, include: ["generated"] }),
    );
    const tsc = path.join(ROOT, "node_modules/typescript/bin/tsc");
    const result = await run(process.execPath, [tsc, "--noEmit", "-p", path.join(project, "tsconfig.json")], {
      cwd: project,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? String(error) }));
    expect(result.stdout).toBe("");
  }, 300_000);

  it("writes no line over 120 columns, except the listed ones (test/generator/generated-code.ts)", () => {
    expect(overWideLines(path.join(project, "generated"))).toEqual([]);
  });

  it("gives each client one cast (callOperation's) and each server two, whatever the operations", async () => {
    for (const service of services) {
      const client = await readFile(path.join(project, "generated", service, "client.ts"), "utf8");
      const server = await readFile(path.join(project, "generated", service, "server.ts"), "utf8");
      expect(casts(client), service).toEqual(["request(config, entry, options) as Promise<CallResult<Entry>>"]);
      expect(casts(server).length, service).toBe(3);
    }
  });

  it("round-trips every fixture operation from the generated client to a server from the same table", async () => {
    for (const service of services) await roundtripService(service);
  }, 240_000);
});

const pascal = (s: string) =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("");
const camel = (s: string) => pascal(s)[0]!.toLowerCase() + pascal(s).slice(1);

/** A value the handler can echo as JSON: files and bytes as their size and text. */
async function plain(value: unknown): Promise<unknown> {
  if (value instanceof Blob) return { size: value.size, text: await value.text() };
  if (value instanceof Uint8Array) return { size: value.length, text: new TextDecoder().decode(value) };
  if (Array.isArray(value)) return Promise.all(value.map(plain));
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(await Promise.all(Object.entries(value).map(async ([k, v]) => [k, await plain(v)])));
  return value;
}

/** Call options with `$blob:` / `$bytes:` strings turned into a Blob / bytes. */
function materialise(value: unknown): unknown {
  if (typeof value === "string" && value.startsWith("$blob:")) return new Blob([value.slice(6)]);
  if (typeof value === "string" && value.startsWith("$bytes:")) return new TextEncoder().encode(value.slice(7));
  if (Array.isArray(value)) return value.map(materialise);
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, materialise(v)]));
  return value;
}

function echoHandler(operation: TableOperation, roundtrip: Roundtrip | undefined) {
  const response = operation.responses.find((r) => /^2/.test(r.status)) ?? operation.responses[0]!;
  const status = /^\d{3}$/.test(response.status) ? Number(response.status) : 200;
  const json = response.media.find((m) => m.kind === "json")?.contentType ?? "application/json";
  return async (request: Record<string, unknown>) => {
    if (roundtrip?.expect === "$text") return { status, body: "a,b\n1,2\n", contentType: "text/csv" };
    const headers = roundtrip?.expect === "$headers" ? { "x-rate-limit": "10", "x-trace": "t" } : undefined;
    const body = {
      path: request.params,
      query: request.query,
      headers: request.headers,
      cookies: request.cookies,
      body: await plain(request.body),
      auth: request.auth,
    };
    return { status, body, contentType: json, ...(headers ? { headers } : {}) };
  };
}

async function roundtripService(service: string): Promise<void> {
  const dir = path.join(project, "generated", service);
  const T = pascal(service);
  const operations = (await import(path.join(dir, "operations.ts"))) as Record<string, unknown>;
  const server = (await import(path.join(dir, "server.ts"))) as Record<string, (o: unknown) => Promise<unknown>>;
  const client = (await import(path.join(dir, "client.ts"))) as Record<string, (o: unknown) => Record<string, unknown>>;
  const document = (await import(path.join(dir, "openapi.ts")))[`${camel(service)}OpenApiDocument`] as object;
  const table = operations[`${camel(service)}Operations`] as {
    operations: Record<string, TableOperation>;
    securitySchemes: Record<string, { type: string; scheme?: string }>;
  };
  const roundtrips = new Map<string, Roundtrip | undefined>();
  const handlers: Record<string, unknown> = {};
  for (const op of Object.values(table.operations)) {
    const rt = (atPointer(document, op.pointer) as Record<string, unknown>)["x-roundtrip"] as Roundtrip | undefined;
    roundtrips.set(op.id, rt);
    handlers[op.id] = echoHandler(op, rt);
  }
  const schemes = Object.keys(table.securitySchemes);
  const security = Object.fromEntries(
    schemes.map((scheme) => [scheme, (credential: string) => ({ scheme, credential })]),
  );
  const dispatcher = await server[`create${T}Server`]!({ handlers, security, errorBody: (e: unknown) => e });
  const http = createHttpServer(dispatcher as never);
  const address: AddressInfo = await listen(http, 0, "127.0.0.1");
  try {
    const keys = Object.fromEntries(
      schemes
        .filter((s) => s !== "missingKey")
        .map((s) => [s, table.securitySchemes[s]!.scheme === "basic" ? "user:pa ss" : async () => `k-${s}`]),
    );
    const api = client[`create${T}Client`]!({ baseUrl: `http://127.0.0.1:${address.port}`, ...keys });
    for (const [id, rt] of roundtrips) {
      if (rt === undefined) continue;
      const call = api[id] as (
        o: unknown,
      ) => Promise<{ status: number; data?: unknown; error?: unknown; headers: Record<string, string> }>;
      const result = await call(materialise(rt.options));
      const label = `${service}.${id}`;
      expect(result.error, label).toBeUndefined();
      if (rt.expect === "$text") expect(result.data, label).toBe("a,b\n1,2\n");
      else if (rt.expect === "$headers") expect(result.headers["x-rate-limit"], label).toBe("10");
      else expect(result.data, label).toMatchObject(rt.expect as object);
    }
  } finally {
    http.close();
    http.closeAllConnections();
  }
}
