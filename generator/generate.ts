import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { STATIC_HEADER_START } from "../templates/text.ts";
import { loadConfig, type ResolvedConfig } from "./config.ts";
import { projectEmittersFor, serviceEmittersFor } from "./emit/registry.ts";
import { emitRuntime } from "./emit/runtime.ts";
import type { ProjectContext, RuntimeModule } from "./emit/types.ts";
import { runHeyApi } from "./heyapi.ts";
import { type LoadedSpecs, loadSpecs, sha256Hex } from "./load.ts";
import { buildServiceModel } from "./model.ts";
import { relocateProblems } from "./origins.ts";
import { pointer } from "./pointer.ts";
import { hasErrors, type Problem } from "./problems.ts";
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

export interface BuildResult {
  /** Generated files by path relative to the root, sorted by code unit. */
  files: Map<string, string>;
  problems: Problem[];
  loaded: LoadedSpecs;
  /** The config the build ran on; null when the config itself had problems. */
  config: ResolvedConfig | null;
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

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
  const problems = [
    ...loaded.problems,
    ...relocateProblems(loaded, validateSpecs(loaded)),
    ...contractSelectionProblems(config, loaded),
  ];
  if (hasErrors(problems)) return { files, problems, loaded, config };
  const runtime = new Set<RuntimeModule>();
  const put = (folder: string, emitted: ReadonlyArray<readonly [string, string]>) => {
    for (const [file, content] of emitted) files.set(`${folder}/${file}`, content);
  };
  const out = config.output;
  const serviceEmitters = serviceEmittersFor(config.emitters);
  const running = new Set(serviceEmitters.map((e) => e.name));
  for (const spec of loaded.openapi) {
    const hey = await runHeyApi(spec.document);
    const model = buildServiceModel(spec, hey.names);
    const context = { spec, model, hey, base: `${out}/${model.service}`, running };
    for (const emitter of serviceEmitters) {
      put(context.base, emitter.emit(context));
      for (const module of emitter.runtime) runtime.add(module);
    }
  }
  const project = projectContext(config, loaded, options);
  for (const emitter of projectEmittersFor(config.emitters)) {
    if (!emitter.applies(project)) continue;
    const result = await emitter.emit(project);
    put(out, result.files);
    problems.push(...result.problems);
    for (const module of emitter.runtime(project)) runtime.add(module);
  }
  put(out, await emitRuntime(toolRoot, runtime));
  const sorted = new Map([...files.entries()].sort(([a], [b]) => byCodeUnit(a, b)));
  return { files: sorted, problems, loaded, config };
}

/** What the project-wide emitters read: the ABIs, the config's contract selections and the headers' source. */
function projectContext(
  config: ResolvedConfig,
  loaded: LoadedSpecs,
  options: { toolRoot: string; reuseCompiled: boolean },
): ProjectContext {
  return {
    root: config.root,
    toolRoot: options.toolRoot,
    out: config.output,
    abis: loaded.abis,
    protocolHelpers: config.protocolHelpers,
    devnet: config.devnet,
    // Outputs that depend on every ABI are headed with the ABI input and a hash over all the ABI files.
    abiSource: abiSourceLabel(config),
    abisHash: sha256Hex(loaded.abis.map((a) => `${a.file}:${a.sha256}\n`).join("")),
    reuseCompiled: options.reuseCompiled,
  };
}

/**
 * The folder or file the ABIs came from, for headers of outputs built from all of them: the one
 * input, else the config file that names them, else (`--spec` given several times without a config)
 * the inputs' closest common folder, or the inputs themselves when that is the root.
 */
function abiSourceLabel(config: ResolvedConfig): string {
  const relative = config.abi.map((input) => path.relative(config.root, input).split(path.sep).join("/"));
  if (relative.length === 1) return relative[0] ?? "";
  // No ABI inputs (an OpenAPI-only project): the label heads nothing, keep the default folder's.
  if (config.configFile !== null || relative.length === 0) return config.configFile ?? "specs/abi";
  const folders = relative.map((file) => file.split("/").slice(0, -1));
  const common = folders.reduce((shared, folder) => shared.filter((part, i) => folder[i] === part));
  return common.length > 0 ? common.join("/") : relative.join(", ");
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

/** How the first line of every file the generator writes starts; files without one are never the generator's to remove. */
const HEADER_STARTS = ["// generated from ", STATIC_HEADER_START];

async function isGeneratedFile(abs: string): Promise<boolean> {
  const text = await readFile(abs, "utf8").catch(() => "");
  return HEADER_STARTS.some((start) => text.startsWith(start));
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
