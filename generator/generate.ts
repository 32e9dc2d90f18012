import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { renderClientModule } from "../templates/client.ts";
import { renderContractBinding, renderContractsIndex } from "../templates/contracts.ts";
import { renderOperationsModule } from "../templates/operations.ts";
import { renderOpenApiModule, renderSchemasModule, renderServiceIndex } from "../templates/schemas.ts";
import { renderServerModule } from "../templates/server.ts";
import { renderSolidityFiles, SOLIDITY_TYPES_FILE } from "../templates/solidity-interface.ts";
import { generatedHeader } from "../templates/text.ts";
import { runHeyApi, zodExportNames } from "./heyapi.ts";
import { type LoadedAbi, type LoadedSpecs, loadSpecs, sha256Hex } from "./load.ts";
import { buildServiceModel } from "./model.ts";
import { hasErrors, type Problem } from "./problems.ts";
import { compileDevnetContracts, DEVNET_CONTRACTS_DIR, renderArtifactsModule, SOLC_SETTINGS } from "./solidity.ts";
import { validateSpecs } from "./validate.ts";

/**
 * The folder contractkit itself lives in: templates/static and the devnet's Solidity sources are read
 * from here, while specs/ and generated/ belong to the project root a command is pointed at. The
 * nearest folder with a package.json: this module runs from generator/ in a checkout and from
 * dist/generator/ in an installed package.
 */
export const TOOL_ROOT = packageRoot(fileURLToPath(new URL(".", import.meta.url)));

function packageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) return path.dirname(from);
  }
}

/** Where generated code lands, relative to the project root. Everything below it is owned by the generator. */
export const GENERATED_DIR = "generated";

/** Hand-written support modules copied verbatim into generated/, by destination folder. */
const STATIC_MODULES: ReadonlyArray<{ from: string; to: string }> = [
  { from: "templates/static/http", to: `${GENERATED_DIR}/http` },
  { from: "templates/static/contracts", to: `${GENERATED_DIR}/contracts` },
];

export interface BuildResult {
  /** Generated files by path relative to the root, sorted by code unit. */
  files: Map<string, string>;
  problems: Problem[];
  loaded: LoadedSpecs;
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Prepends our header to a file another tool emitted, keeping its own first line below ours. */
function withHeader(sourceFile: string, sha256: string, content: string): string {
  return generatedHeader(sourceFile, sha256) + content;
}

async function staticModules(root: string): Promise<Map<string, { content: string; name: string }>> {
  const out = new Map<string, { content: string; name: string }>();
  for (const { from, to } of STATIC_MODULES) {
    let names: string[] = [];
    try {
      names = (await readdir(path.join(root, from))).filter((n) => n.endsWith(".ts")).sort(byCodeUnit);
    } catch {
      continue;
    }
    for (const name of names) {
      const source = `${from}/${name}`;
      const text = await readFile(path.join(root, source), "utf8");
      out.set(`${to}/${name}`, {
        content: withHeader(source, sha256Hex(text), text),
        name: name.slice(0, -3),
      });
    }
  }
  return out;
}

/**
 * The whole pipeline in memory: load -> validate (every problem at once) -> model -> emit.
 * `root` holds specs/ and generated/; `toolRoot` holds templates/static and the devnet sources.
 * Nothing is written; `writeGenerated` and `checkGenerated` take the result.
 */
export interface BuildOptions {
  /** Where templates/static and the devnet sources live (default: this package). */
  toolRoot?: string;
  /**
   * Reuse generated/devnet/artifacts.ts when its header hash matches the Solidity sources, ABIs and
   * compiler (default true). The test suite builds with false so CI recompiles and compares bytes.
   */
  reuseCompiled?: boolean;
}

/** The installed solc-js version (read from its package.json: loading the compiler itself is slow). */
function solcVersion(): string {
  return (createRequire(import.meta.url)("solc/package.json") as { version: string }).version;
}

export async function buildGenerated(root: string, buildOptions: BuildOptions = {}): Promise<BuildResult> {
  const options = { toolRoot: TOOL_ROOT, reuseCompiled: true, ...buildOptions };
  const toolRoot = options.toolRoot;
  const loaded = await loadSpecs(root);
  const problems = [...loaded.problems, ...validateSpecs(loaded)];
  const files = new Map<string, string>();
  if (hasErrors(problems)) return { files, problems, loaded };

  for (const spec of loaded.openapi) {
    const model = buildServiceModel(spec);
    const base = `${GENERATED_DIR}/${model.service}`;
    const hey = await runHeyApi(spec.document);
    for (const [rel, content] of hey) files.set(`${base}/hey/${rel}`, withHeader(spec.file, spec.sha256, content));
    const zodNames = zodExportNames(hey.get("zod.gen.ts") ?? "");
    files.set(`${base}/operations.ts`, renderOperationsModule(model));
    files.set(`${base}/openapi.ts`, renderOpenApiModule(model));
    files.set(`${base}/schemas.ts`, renderSchemasModule(model, zodNames));
    files.set(`${base}/server.ts`, renderServerModule(model));
    files.set(`${base}/client.ts`, renderClientModule(model));
    files.set(`${base}/index.ts`, renderServiceIndex(model));
  }

  const statics = await staticModules(toolRoot);
  for (const [file, { content }] of statics) files.set(file, content);

  const contracts: string[] = [];
  for (const abi of loaded.abis) {
    files.set(`${GENERATED_DIR}/contracts/${abi.contract}.ts`, renderContractBinding(bindingInput(abi)));
    contracts.push(abi.contract);
  }
  if (contracts.length > 0) {
    const staticContractModules = [...statics.entries()]
      .filter(([file]) => file.startsWith(`${GENERATED_DIR}/contracts/`))
      .map(([, v]) => v.name);
    // Outputs that depend on every ABI are headed with the folder and a hash over all the ABI files.
    const abisHash = sha256Hex(loaded.abis.map((a) => `${a.file}:${a.sha256}\n`).join(""));
    const solidity = renderSolidityFiles(loaded.abis.map(bindingInput));
    for (const [name, text] of Object.entries(solidity)) {
      // Types.sol (shared structs and value types) depends on every ABI: one header with the combined hash.
      const content =
        name === SOLIDITY_TYPES_FILE
          ? generatedHeader("specs/abi", abisHash) + text.slice(text.indexOf("\n") + 1)
          : text;
      files.set(`${GENERATED_DIR}/contracts/solidity/${name}`, content);
    }
    files.set(
      `${GENERATED_DIR}/contracts/index.ts`,
      renderContractsIndex({
        contracts,
        staticModules: staticContractModules,
        sourceFile: "specs/abi",
        sha256: abisHash,
      }),
    );
    // The bytecode depends on the Solidity sources, the interfaces rendered from the ABIs, and the
    // compiler and its settings: all of them are in the header's hash.
    const solDir = path.join(toolRoot, DEVNET_CONTRACTS_DIR);
    const solFiles = (await readdir(solDir)).filter((n) => n.endsWith(".sol")).sort(byCodeUnit);
    const solHashes = await Promise.all(
      solFiles.map(async (n) => `${n}:${sha256Hex(await readFile(path.join(solDir, n), "utf8"))}\n`),
    );
    const compiler = `solc@${solcVersion()} ${JSON.stringify(SOLC_SETTINGS)}\n`;
    const header = generatedHeader(
      DEVNET_CONTRACTS_DIR,
      sha256Hex(`${solHashes.join("")}${abisHash}${compiler}`),
    ).trimEnd();
    const artifactsFile = `${GENERATED_DIR}/devnet/artifacts.ts`;
    // solc-js costs seconds; when the committed artifacts were built from exactly these inputs they are reused.
    const committed = options.reuseCompiled
      ? await readFile(path.join(root, artifactsFile), "utf8").catch(() => "")
      : "";
    if (committed.startsWith(`${header}\n`)) {
      files.set(artifactsFile, committed);
    } else {
      const compiled = await compileDevnetContracts(toolRoot, loaded.abis);
      problems.push(...compiled.problems);
      if (!hasErrors(compiled.problems)) files.set(artifactsFile, renderArtifactsModule(compiled.artifacts, header));
    }
  }
  const sorted = new Map([...files.entries()].sort(([a], [b]) => byCodeUnit(a, b)));
  return { files: sorted, problems, loaded };
}

/** What the contract templates take from a loaded ABI spec. */
function bindingInput(abi: LoadedAbi) {
  return {
    contract: abi.contract,
    sourceFile: abi.file,
    sha256: abi.sha256,
    description: abi.description,
    abi: abi.abi,
  };
}

/** Lists every file currently under generated/, relative to the root. */
async function existingGenerated(root: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (rel: string): Promise<void> => {
    let entries: import("node:fs").Dirent[];
    try {
      entries = await readdir(path.join(root, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) await walk(child);
      else out.push(child);
    }
  };
  await walk(GENERATED_DIR);
  return out.sort(byCodeUnit);
}

export interface Drift {
  changed: string[];
  missing: string[];
  extra: string[];
}

/** Compares the in-memory output with generated/ byte for byte. */
export async function diffGenerated(root: string, files: ReadonlyMap<string, string>): Promise<Drift> {
  const drift: Drift = { changed: [], missing: [], extra: [] };
  const existing = new Set(await existingGenerated(root));
  for (const [file, content] of files) {
    if (!existing.has(file)) drift.missing.push(file);
    else if ((await readFile(path.join(root, file), "utf8")) !== content) drift.changed.push(file);
  }
  for (const file of existing) if (!files.has(file)) drift.extra.push(file);
  return drift;
}

export function hasDrift(drift: Drift): boolean {
  return drift.changed.length + drift.missing.length + drift.extra.length > 0;
}

/**
 * Writes what changed: each file to a temp sibling then renamed over the target (a reader never sees
 * half a file), and removes generated files no spec produces any more. Returns what it touched.
 */
export async function writeGenerated(root: string, files: ReadonlyMap<string, string>): Promise<Drift> {
  const drift = await diffGenerated(root, files);
  for (const file of [...drift.changed, ...drift.missing]) {
    const abs = path.join(root, file);
    await mkdir(path.dirname(abs), { recursive: true });
    const tmp = `${abs}.${process.pid}.tmp`;
    await writeFile(tmp, files.get(file)!);
    await rename(tmp, abs);
  }
  for (const file of drift.extra) await rm(path.join(root, file), { force: true });
  return drift;
}
