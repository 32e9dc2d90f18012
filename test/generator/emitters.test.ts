/**
 * The emitter registry (generator/emit/*): each emitter's needs and runtime modules are declared,
 * every static runtime module has an owner, an emitter selection gives output whose relative
 * imports all resolve, and emitters find hey-api's output by meaning (operation id + role) even
 * when hey-api had to rename an artifact.
 */
import { cp, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Emitter, resolveConfig } from "../../generator/config.ts";
import { PROJECT_EMITTERS, SERVICE_EMITTERS, serviceEmittersFor } from "../../generator/emit/registry.ts";
import { buildGenerated, TOOL_ROOT } from "../../generator/generate.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CLASH = path.join(ROOT, "test/fixtures/openapi/name-clash.openapi.yaml");
const ERC20 = JSON.stringify({
  contract: "Token",
  abi: [
    {
      type: "function",
      name: "totalSupply",
      inputs: [],
      outputs: [{ type: "uint256", name: "" }],
      stateMutability: "view",
    },
  ],
});

let project: string;
beforeAll(async () => {
  project = await mkdtemp(path.join(os.tmpdir(), "contractkit-emitters-"));
  await cp(CLASH, path.join(project, "api/pets.openapi.yaml"));
  await writeFile(path.join(project, "Token.json"), ERC20);
});
afterAll(async () => {
  if (project) await rm(project, { recursive: true, force: true });
});

async function build(emitters: Emitter[]): Promise<Map<string, string>> {
  const raw = { openapi: ["api/pets.openapi.yaml"], abi: ["Token.json"], output: "out", emitters };
  const { config, problems } = await resolveConfig(project, raw, null);
  expect(problems).toEqual([]);
  const result = await buildGenerated(project, { config: config!, reuseCompiled: false });
  expect(result.problems.filter((p) => p.severity === "error")).toEqual([]);
  return result.files;
}

/** Relative import/export specifiers of a TypeScript file that name no file in the output. */
function unresolved(files: ReadonlyMap<string, string>): string[] {
  const missing: string[] = [];
  for (const [file, text] of files) {
    if (!file.endsWith(".ts")) continue;
    for (const match of text.matchAll(/\bfrom ["'](\.{1,2}\/[^"']+)["']/g)) {
      const target = path.posix.join(path.posix.dirname(file), match[1]!.replace(/\.js$/, ".ts"));
      if (!files.has(target)) missing.push(`${file} -> ${match[1]}`);
    }
  }
  return missing;
}

describe("the emitter registry", () => {
  it("names each emitter once, and every need names a registered service emitter", () => {
    const names = [...SERVICE_EMITTERS, ...PROJECT_EMITTERS].map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    const service = new Set(SERVICE_EMITTERS.map((e) => e.name));
    for (const emitter of SERVICE_EMITTERS) for (const need of emitter.needs) expect(service).toContain(need);
  });

  it("gives every static runtime module an owner", async () => {
    const owned = new Set<string>(SERVICE_EMITTERS.flatMap((e) => e.runtime));
    const context = { abis: [{ contract: "OrderProtocol" }], protocolHelpers: ["OrderProtocol"] } as never;
    for (const emitter of PROJECT_EMITTERS) for (const m of emitter.runtime(context)) owned.add(m);
    for (const folder of ["http", "contracts"]) {
      const names = (await readdir(path.join(TOOL_ROOT, "templates/static", folder))).filter((n) => n.endsWith(".ts"));
      for (const name of names) expect(owned, `${folder}/${name}`).toContain(`${folder}/${name.slice(0, -3)}`);
    }
  });

  it("brings in what a selected emitter needs", () => {
    expect(serviceEmittersFor(new Set<Emitter>(["server"])).map((e) => e.name)).toEqual([
      "types",
      "operations",
      "server",
      "index",
    ]);
  });
});

describe("an emitter selection", () => {
  const selections: Emitter[][] = [
    ["client"],
    ["server"],
    ["schemas"],
    ["contracts"],
    ["solidity"],
    ["client", "server", "schemas", "contracts", "solidity"],
  ];
  for (const emitters of selections) {
    it(`${emitters.join("+")}: every relative import resolves to an emitted file`, async () => {
      const files = await build(emitters);
      expect(unresolved(files)).toEqual([]);
    }, 120_000);
  }

  it("emits only the selected parts: a server-only build has no client, schemas or client runtime", async () => {
    const files = [...(await build(["server"])).keys()];
    expect(files).toContain("out/pets/server.ts");
    expect(files).toContain("out/http/fastify.ts");
    for (const absent of ["out/pets/client.ts", "out/pets/schemas.ts", "out/pets/hey/zod.gen.ts", "out/http/client.ts"])
      expect(files).not.toContain(absent);
    expect(files.some((f) => f.startsWith("out/contracts/"))).toBe(false);
  }, 120_000);
});

describe("lookups by meaning", () => {
  it("uses the operation's own body and response schemas when a component took hey-api's first choice of name", async () => {
    const files = await build(["schemas"]);
    const zod = files.get("out/pets/hey/zod.gen.ts")!;
    const schemas = files.get("out/pets/schemas.ts")!;
    // hey-api kept the plain names for the components and renamed the operation's artifacts.
    expect(zod).toMatch(/export const zCreatePetBody = (\/\* @__PURE__ \*\/ )+z\.string\(\)/);
    expect(zod).toMatch(/export const zCreatePetBody2 = (\/\* @__PURE__ \*\/ )+z\.object/);
    expect(schemas).toMatch(/createPet: \{ body: Z\.zCreatePetBody2 \}/);
  }, 120_000);
});
