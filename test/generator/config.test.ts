/**
 * The config file: its TypeScript type follows the published JSON Schema (json-schema-to-typescript),
 * the defaults keep specs/ -> generated/, every problem comes back at once with file and pointer, and
 * a contractkit.config.ts is evaluated as written.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error a plain .mjs script without declarations
import { renderConfigTypes, TYPES_FILE } from "../../.ci/config-types.mjs";
import { EMITTERS, loadConfig, withSpecs } from "../../generator/config.ts";
import { TOOL_ROOT } from "../../generator/generate.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
let dir: string;
let n = 0;
/** A fresh project folder with the given files. */
function project(files: Record<string, string>): string {
  n += 1;
  const root = path.join(dir, `p${n}`);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  mkdirSync(root, { recursive: true });
  return root;
}

beforeAll(() => {
  // Inside the repository so a contractkit.config.ts resolves our packages like a user's project.
  dir = mkdtempSync(path.join(ROOT, "test", ".tmp-config-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the config's type", () => {
  it("is generated from the published schema by json-schema-to-typescript, and up to date", async () => {
    const committed = readFileSync(path.join(ROOT, TYPES_FILE as string), "utf8");
    expect(committed, "run `node .ci/config-types.mjs`").toBe(await (renderConfigTypes as () => Promise<string>)());
  });
});

describe("loadConfig", () => {
  it("defaults to specs/*.openapi.{yaml,yml,json} and specs/abi in, generated/ out, every emitter, no helpers, no devnet", async () => {
    const root = project({ "specs/a.openapi.yaml": "openapi: 3.1.0\n", "specs/abi/T.json": "[]" });
    const { config, problems } = await loadConfig({ root, toolRoot: TOOL_ROOT });
    expect(problems).toEqual([]);
    expect(config).toMatchObject({
      configFile: null,
      openapi: [path.join(root, "specs/a.openapi.yaml")],
      abi: [path.join(root, "specs/abi")],
      output: "generated",
      protocolHelpers: [],
      devnet: [],
    });
    expect([...config!.emitters].sort()).toEqual([...EMITTERS].sort());
  });

  it("reads our own repository's config: the protocol's contracts get the helpers and the devnet", async () => {
    const { config } = await loadConfig({ root: ROOT, toolRoot: TOOL_ROOT });
    expect(config!.configFile).toBe("contractkit.config.json");
    expect(config!.output).toBe("generated");
    expect(config!.devnet).toContain("PoolManager");
    expect(config!.protocolHelpers).toContain("OrderProtocol");
  });

  it("expands globs and folders, and client brings schemas in", async () => {
    const root = project({
      "api/v1/pets.yaml": "openapi: 3.0.3\n",
      "api/v2/pets.json": "{}",
      "api/notes.txt": "",
      "contractkit.config.json": JSON.stringify({
        openapi: ["api/**/*.{yaml,json}", "api/*/pets.*"],
        emitters: ["client"],
      }),
    });
    const { config, problems } = await loadConfig({ root, toolRoot: TOOL_ROOT });
    expect(problems).toEqual([]);
    expect(config!.openapi).toEqual([path.join(root, "api/v1/pets.yaml"), path.join(root, "api/v2/pets.json")]);
    expect([...config!.emitters].sort()).toEqual(["client", "schemas"]);
  });

  it("reports every schema problem at once, with the config file and a JSON pointer", async () => {
    const root = project({
      "contractkit.config.json": JSON.stringify({
        openapi: "specs",
        emitters: ["client", "mock"],
        outDir: "x",
        devnet: [1],
      }),
    });
    const { config, problems } = await loadConfig({ root, toolRoot: TOOL_ROOT });
    expect(config).toBeNull();
    expect(problems.map((p) => [p.code, p.file, p.pointer])).toEqual([
      ["config.schema", "contractkit.config.json", "/openapi"],
      ["config.schema", "contractkit.config.json", "/emitters/1"],
      ["config.schema", "contractkit.config.json", "/outDir"],
      ["config.schema", "contractkit.config.json", "/devnet/0"],
    ]);
    expect(problems[2]!.message).toMatch(/unknown key "outDir"; known keys: .*output/);
  });

  it("reports inputs that match nothing, an output that is the root, and a config that is no JSON", async () => {
    const root = project({ "contractkit.config.json": JSON.stringify({ abi: ["out"], output: "." }) });
    const { problems } = await loadConfig({ root, toolRoot: TOOL_ROOT });
    expect(problems.map((p) => [p.code, p.pointer])).toEqual([
      ["config.no-match", "/abi/0"],
      ["config.output", "/output"],
    ]);
    const broken = project({ "contractkit.config.json": '{\n  "abi": ["out"],\n  nope\n}\n' });
    expect((await loadConfig({ root: broken, toolRoot: TOOL_ROOT })).problems).toMatchObject([
      { code: "config.json-syntax", file: "contractkit.config.json", position: { line: 3, column: 3 } },
    ]);
  });

  it("refuses two config files in one root", async () => {
    const root = project({ "contractkit.config.json": "{}", "contractkit.config.ts": "export default {};\n" });
    expect((await loadConfig({ root, toolRoot: TOOL_ROOT })).problems).toMatchObject([{ code: "config.ambiguous" }]);
  });

  it("evaluates contractkit.config.ts (defineConfig from the package, type imports, relative imports)", async () => {
    const root = project({
      "shared.ts": `export const out: string = "src/generated";\n`,
      "contractkit.config.ts": `import { defineConfig } from "${path.join(ROOT, "generator/api.ts").replaceAll("\\", "/")}";
import type { Emitter } from "${path.join(ROOT, "generator/config.ts").replaceAll("\\", "/")}";
import { out } from "./shared.ts";
const emitters: Emitter[] = ["contracts"];
export default defineConfig({ abi: ["abi"], output: out, emitters });
`,
      "abi/Token.json": "[]",
    });
    const { config, problems } = await loadConfig({ root, toolRoot: TOOL_ROOT });
    expect(problems).toEqual([]);
    expect(config).toMatchObject({
      configFile: "contractkit.config.ts",
      output: "src/generated",
      abi: [path.join(root, "abi")],
    });
    expect([...config!.emitters]).toEqual(["contracts"]);
  });

  it("takes --config from another folder, which becomes the root", async () => {
    const root = project({ "cfg/ck.json": JSON.stringify({ output: "gen" }) });
    const { config } = await loadConfig({ configFile: path.join(root, "cfg/ck.json"), toolRoot: TOOL_ROOT });
    expect(config).toMatchObject({ root: path.join(root, "cfg"), configFile: "ck.json", output: "gen" });
  });
});

describe("generate --spec", () => {
  it("takes a JSON OpenAPI document with a syntax error as OpenAPI, so the error is not reported as an ABI's", async () => {
    const root = project({ "api.json": '{\n  "openapi": "3.1.0",\n  "info": { "title": "Broken" \n' });
    const { config } = await loadConfig({ root, toolRoot: TOOL_ROOT });
    const { config: withSpec, problems } = await withSpecs(config!, [path.join(root, "api.json")]);
    expect(problems).toEqual([]);
    expect(withSpec?.openapi).toEqual([path.join(root, "api.json")]);
    expect(withSpec?.abi).toEqual([]);
  });
});
