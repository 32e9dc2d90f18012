import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { renderClientModule } from "../templates/client.ts";
import { planContractBinding, renderContractBinding, renderContractsIndex } from "../templates/contracts.ts";
import { renderOperationsModule } from "../templates/operations.ts";
import { renderOpenApiModule, renderSchemasModule, renderServiceIndex } from "../templates/schemas.ts";
import { renderServerModule } from "../templates/server.ts";
import { renderSolidityFiles, SOLIDITY_TYPES_FILE } from "../templates/solidity-interface.ts";
import { generatedHeader } from "../templates/text.ts";
import { type Emitter, loadConfig, type ResolvedConfig } from "./config.ts";
import { runHeyApi, zodExportNames } from "./heyapi.ts";
import { type LoadedAbi, type LoadedSpecs, loadSpecs, sha256Hex } from "./load.ts";
import { buildServiceModel } from "./model.ts";
import { hasErrors, type Problem, pointer } from "./problems.ts";
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

/** Where generated code lands by default, relative to the project root (a config's `output` moves it). */
export const GENERATED_DIR = "generated";

/** Hand-written support modules copied verbatim into the output folder, by destination subfolder. */
const STATIC_MODULES: ReadonlyArray<{ from: string; to: string }> = [
  { from: "templates/static/http", to: "http" },
  { from: "templates/static/contracts", to: "contracts" },
];

/** Contract support every binding may import; the other contract modules are the protocol helpers. */
const CORE_CONTRACT_MODULES = new Set(["actionTypes", "addressWords"]);

/** Whether a static module is wanted, given the emitters that run and whether protocol helpers are on. */
/** The http runtime modules only a client or only a server needs; the rest (operations, params) serve both. */
const CLIENT_ONLY_MODULES = new Set(["client", "client-fetch"]);
const SERVER_ONLY_MODULES = new Set(["server", "adapter", "node", "fetch", "express", "fastify"]);

function staticModuleWanted(to: string, name: string, emit: ReadonlySet<Emitter>, helpers: boolean): boolean {
  if (to === "http") {
    if (CLIENT_ONLY_MODULES.has(name)) return emit.has("client");
    if (SERVER_ONLY_MODULES.has(name)) return emit.has("server");
    return emit.has("client") || emit.has("server");
  }
  return CORE_CONTRACT_MODULES.has(name) || helpers;
}

export interface BuildResult {
  /** Generated files by path relative to the root, sorted by code unit. */
  files: Map<string, string>;
  problems: Problem[];
  loaded: LoadedSpecs;
  /** The config the build ran on; null when the config itself had problems. */
  config: ResolvedConfig | null;
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Prepends our header to a file another tool emitted, keeping its own first line below ours. */
function withHeader(sourceFile: string, sha256: string, content: string): string {
  return generatedHeader(sourceFile, sha256) + content;
}

async function staticModules(toolRoot: string, outDir: string): Promise<Map<string, StaticModule>> {
  const out = new Map<string, StaticModule>();
  for (const { from, to } of STATIC_MODULES) {
    let names: string[] = [];
    try {
      names = (await readdir(path.join(toolRoot, from))).filter((n) => n.endsWith(".ts")).sort(byCodeUnit);
    } catch {
      continue;
    }
    for (const name of names) {
      const source = `${from}/${name}`;
      const text = await readFile(path.join(toolRoot, source), "utf8");
      out.set(`${outDir}/${to}/${name}`, {
        content: withHeader(source, sha256Hex(text), text),
        name: name.slice(0, -3),
        folder: to,
      });
    }
  }
  return out;
}

interface StaticModule {
  content: string;
  name: string;
  folder: string;
}

/**
 * The whole pipeline in memory: load -> validate (every problem at once) -> model -> emit.
 * `root` holds specs/ and generated/; `toolRoot` holds templates/static and the devnet sources.
 * Nothing is written; `writeGenerated` and `checkGenerated` take the result.
 */
export interface BuildOptions {
  /** Where templates/static and the devnet sources live (default: this package). */
  toolRoot?: string;
  /** The resolved config to build from (default: the config file in `root`, or the defaults). */
  config?: ResolvedConfig;
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
  const configured = options.config ? { config: options.config, problems: [] } : await loadConfig({ root, toolRoot });
  const files = new Map<string, string>();
  const config = configured.config;
  if (config === null) {
    const loaded: LoadedSpecs = { root, openapi: [], abis: [], problems: [] };
    return { files, problems: configured.problems, loaded, config };
  }
  const loaded = await loadSpecs(config.root, "specs", { openapi: config.openapi, abi: config.abi });
  const problems = [...loaded.problems, ...validateSpecs(loaded), ...contractSelectionProblems(config, loaded)];
  if (hasErrors(problems)) return { files, problems, loaded, config };
  const out = config.output;
  const emit = config.emitters;

  for (const spec of loaded.openapi) {
    const model = buildServiceModel(spec);
    const base = `${out}/${model.service}`;
    const hey = await runHeyApi(spec.document);
    for (const [rel, content] of hey) {
      if (rel === "zod.gen.ts" && !emit.has("schemas")) continue;
      files.set(`${base}/hey/${rel}`, withHeader(spec.file, spec.sha256, content));
    }
    const zodNames = zodExportNames(hey.get("zod.gen.ts") ?? "");
    files.set(`${base}/operations.ts`, renderOperationsModule(model));
    files.set(`${base}/openapi.ts`, renderOpenApiModule(model));
    if (emit.has("schemas")) files.set(`${base}/schemas.ts`, renderSchemasModule(model, zodNames));
    if (emit.has("server")) files.set(`${base}/server.ts`, renderServerModule(model));
    if (emit.has("client")) files.set(`${base}/client.ts`, renderClientModule(model));
    files.set(`${base}/index.ts`, withoutUnemitted(renderServiceIndex(model), emit));
  }

  const helpers = loaded.abis.some((abi) => config.protocolHelpers.includes(abi.contract));
  const statics = await staticModules(toolRoot, out);
  const wantsContracts = emit.has("contracts") && loaded.abis.length > 0;
  for (const [file, module] of statics) {
    if (module.folder === "http" && loaded.openapi.length === 0) continue;
    if (module.folder === "contracts" && !wantsContracts) continue;
    if (staticModuleWanted(module.folder, module.name, emit, helpers)) files.set(file, module.content);
  }

  // Outputs that depend on every ABI are headed with the ABI input and a hash over all the ABI files.
  const abiSource = abiSourceLabel(config);
  const abisHash = sha256Hex(loaded.abis.map((a) => `${a.file}:${a.sha256}\n`).join(""));
  if (wantsContracts) {
    const staticContractModules = [...files.keys()]
      .filter((file) => statics.get(file)?.folder === "contracts")
      .map((file) => statics.get(file)!.name);
    problems.push(...emitContracts(files, out, loaded, { staticContractModules, abiSource, abisHash }));
  }
  if (emit.has("solidity") && loaded.abis.length > 0) {
    const solidity = renderSolidityFiles(loaded.abis.map(bindingInput));
    for (const [name, text] of Object.entries(solidity)) {
      // Types.sol (shared structs and value types) depends on every ABI: one header with the combined hash.
      const content =
        name === SOLIDITY_TYPES_FILE ? generatedHeader(abiSource, abisHash) + text.slice(text.indexOf("\n") + 1) : text;
      files.set(`${out}/contracts/solidity/${name}`, content);
    }
  }
  const devnetAbis = loaded.abis.filter((abi) => config.devnet.includes(abi.contract));
  if (devnetAbis.length > 0) {
    problems.push(...(await emitDevnetArtifacts(files, { root: config.root, toolRoot, out, devnetAbis, options })));
  }
  const sorted = new Map([...files.entries()].sort(([a], [b]) => byCodeUnit(a, b)));
  return { files: sorted, problems, loaded, config };
}

/** The folder or file the ABIs came from, for headers of outputs built from all of them. */
function abiSourceLabel(config: ResolvedConfig): string {
  const only = config.abi.length === 1 ? config.abi[0] : undefined;
  if (only !== undefined) return path.relative(config.root, only).split(path.sep).join("/");
  return config.configFile ?? "specs/abi";
}

/** Drops the re-exports of parts an emitter selection left out from a service's index.ts. */
function withoutUnemitted(index: string, emit: ReadonlySet<Emitter>): string {
  const dropped = new Set<string>();
  if (!emit.has("client")) dropped.add("./client.js");
  if (!emit.has("server")) dropped.add("./server.js");
  if (!emit.has("schemas")) for (const m of ["./schemas.js", "./hey/zod.gen.js"]) dropped.add(m);
  return index
    .split("\n")
    .filter((line) => !/^export .* from "([^"]+)";$/.test(line) || !dropped.has(/"([^"]+)";$/.exec(line)![1]!))
    .join("\n");
}

/** Contracts the config names for protocol helpers or the devnet must be among the loaded ABIs. */
function contractSelectionProblems(config: ResolvedConfig, loaded: LoadedSpecs): Problem[] {
  const names = new Set(loaded.abis.map((abi) => abi.contract));
  const problems: Problem[] = [];
  for (const key of ["protocolHelpers", "devnet"] as const) {
    config[key].forEach((contract, index) => {
      if (names.has(contract)) return;
      problems.push({
        code: "config.unknown-contract",
        message: `${key} names ${contract}, but no ABI input declares it (loaded: ${[...names].join(", ") || "none"})`,
        file: config.configFile ?? "contractkit.config.json",
        pointer: pointer(key, index),
        severity: "error",
      });
    });
  }
  return problems;
}

/** Writes a binding per contract and the contracts index; two contracts whose value names collide is a problem. */
function emitContracts(
  files: Map<string, string>,
  out: string,
  loaded: LoadedSpecs,
  index: { staticContractModules: string[]; abiSource: string; abisHash: string },
): Problem[] {
  const problems: Problem[] = [];
  const byAbiConst = new Map<string, string>();
  for (const abi of loaded.abis) {
    const plan = planContractBinding(bindingInput(abi));
    const other = byAbiConst.get(plan.abiConst);
    if (other !== undefined) {
      problems.push({
        code: "abi.name-collision",
        message: `${abi.contract} and ${other} both export ${plan.abiConst}; rename one of the contracts`,
        file: abi.file,
        pointer: "",
        severity: "error",
      });
    }
    byAbiConst.set(plan.abiConst, abi.contract);
    files.set(`${out}/contracts/${abi.contract}.ts`, renderContractBinding(bindingInput(abi)));
  }
  files.set(
    `${out}/contracts/index.ts`,
    renderContractsIndex({
      contracts: loaded.abis.map((abi) => abi.contract),
      staticModules: index.staticContractModules,
      sourceFile: index.abiSource,
      sha256: index.abisHash,
    }),
  );
  return problems;
}

/**
 * Compiles the devnet's Solidity sources against the interfaces of the contracts the config names
 * and writes devnet/artifacts.ts. The bytecode depends on the Solidity sources, the interfaces
 * rendered from those ABIs, and the compiler and its settings: all of them are in the header's hash.
 */
async function emitDevnetArtifacts(
  files: Map<string, string>,
  input: { root: string; toolRoot: string; out: string; devnetAbis: LoadedAbi[]; options: { reuseCompiled: boolean } },
): Promise<Problem[]> {
  const { root, toolRoot, out, devnetAbis } = input;
  const abisHash = sha256Hex(devnetAbis.map((a) => `${a.file}:${a.sha256}\n`).join(""));
  const solDir = path.join(toolRoot, DEVNET_CONTRACTS_DIR);
  const solFiles = (await readdir(solDir)).filter((n) => n.endsWith(".sol")).sort(byCodeUnit);
  const solHashes = await Promise.all(
    solFiles.map(async (n) => `${n}:${sha256Hex(await readFile(path.join(solDir, n), "utf8"))}\n`),
  );
  const compiler = `solc@${solcVersion()} ${JSON.stringify(SOLC_SETTINGS)}\n`;
  const header = generatedHeader(
    `${DEVNET_CONTRACTS_DIR}/`,
    sha256Hex(`${solHashes.join("")}${abisHash}${compiler}`),
  ).trimEnd();
  const artifactsFile = `${out}/devnet/artifacts.ts`;
  // solc-js costs seconds; when the committed artifacts were built from exactly these inputs they are reused.
  const committed = input.options.reuseCompiled
    ? await readFile(path.join(root, artifactsFile), "utf8").catch(() => "")
    : "";
  if (committed.startsWith(`${header}\n`)) {
    files.set(artifactsFile, committed);
    return [];
  }
  const compiled = await compileDevnetContracts(toolRoot, devnetAbis);
  if (!hasErrors(compiled.problems)) files.set(artifactsFile, renderArtifactsModule(compiled.artifacts, header));
  return compiled.problems;
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

/** The first line of every file the generator writes; files without it are never the generator's to remove. */
const HEADER_START = "// generated from ";

async function isGeneratedFile(abs: string): Promise<boolean> {
  const text = await readFile(abs, "utf8").catch(() => "");
  return text.startsWith(HEADER_START);
}

/**
 * Lists every generated file currently under the output folder, relative to the root: files that
 * carry our header, so pointing `--out` at a folder with hand-written files never deletes them.
 */
async function existingGenerated(root: string, outDir: string): Promise<string[]> {
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
      else if (await isGeneratedFile(path.join(root, child))) out.push(child);
    }
  };
  await walk(outDir);
  return out.sort(byCodeUnit);
}

export interface Drift {
  changed: string[];
  missing: string[];
  extra: string[];
}

/** Compares the in-memory output with the output folder (default generated/) byte for byte. */
export async function diffGenerated(
  root: string,
  files: ReadonlyMap<string, string>,
  outDir: string = GENERATED_DIR,
): Promise<Drift> {
  const drift: Drift = { changed: [], missing: [], extra: [] };
  const existing = new Set(await existingGenerated(root, outDir));
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
export async function writeGenerated(
  root: string,
  files: ReadonlyMap<string, string>,
  outDir: string = GENERATED_DIR,
): Promise<Drift> {
  const drift = await diffGenerated(root, files, outDir);
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
