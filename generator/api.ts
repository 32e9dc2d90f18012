/**
 * contractkit's programmatic API (`import { generate, check, loadConfig } from "contractkit"`), for
 * build scripts: the same pipeline as `contractkit generate`, with problems returned instead of
 * printed. Nothing here prints or exits.
 */
import path from "node:path";
import {
  type ConfigResult,
  type ContractkitConfig,
  defineConfig,
  EMITTERS,
  type Emitter,
  loadConfig as loadConfigFile,
  type ResolvedConfig,
  resolveConfig,
  withSpecs,
} from "./config.ts";
import { buildGenerated, type Drift, diffGenerated, hasDrift, TOOL_ROOT, writeGenerated } from "./generate.ts";
import { hasErrors, type Problem } from "./problems.ts";

export type { ConfigResult, ContractkitConfig, Drift, Emitter, Problem, ResolvedConfig };
export { defineConfig, EMITTERS };

export interface GenerateOptions {
  /** Project root; the config file is looked for here (default: the working directory). */
  root?: string;
  /** A config file to use (its folder becomes the root). */
  configFile?: string;
  /** A config given inline instead of a file; paths in it are relative to `root`. */
  config?: ContractkitConfig;
  /** Generate from these spec files (OpenAPI or ABI) instead of the config's inputs. */
  specs?: string[];
  /** Output folder instead of the config's. */
  out?: string;
  /** Compile the devnet contracts even when the committed artifacts match their inputs. */
  recompile?: boolean;
}

export interface GenerateResult {
  /** False when a spec or the config had an error: then nothing was written. */
  ok: boolean;
  problems: Problem[];
  /** Output folder relative to the root (null when the config had errors). */
  output: string | null;
  /** Every file the run produced, relative to the root. */
  files: string[];
  /** What differed from the output folder before the run (generate: what it wrote or removed). */
  drift: Drift | null;
}

/** Reads the config (file, inline or defaults) and applies `specs`/`out`, as the CLI flags do. */
export async function loadConfig(options: GenerateOptions = {}): Promise<ConfigResult> {
  const root = path.resolve(options.root ?? process.cwd());
  const base =
    options.config !== undefined
      ? await resolveConfig(root, options.config, null)
      : await loadConfigFile({ root, configFile: options.configFile, toolRoot: TOOL_ROOT });
  if (base.config === null || (options.specs === undefined && options.out === undefined)) return base;
  if (options.specs === undefined) {
    const moved = await withSpecs(base.config, [], options.out);
    return moved.config
      ? { config: { ...moved.config, openapi: base.config.openapi, abi: base.config.abi }, problems: [] }
      : moved;
  }
  // A one-off keeps none of the project's protocol-helper or devnet selections.
  return withSpecs({ ...base.config, protocolHelpers: [], devnet: [] }, options.specs, options.out);
}

async function run(options: GenerateOptions, write: boolean): Promise<GenerateResult> {
  const resolved = await loadConfig(options);
  if (resolved.config === null) return { ok: false, problems: resolved.problems, output: null, files: [], drift: null };
  const config = resolved.config;
  const result = await buildGenerated(config.root, { config, reuseCompiled: options.recompile !== true });
  const files = [...result.files.keys()];
  if (hasErrors(result.problems))
    return { ok: false, problems: result.problems, output: config.output, files, drift: null };
  const drift = write
    ? await writeGenerated(config.root, result.files, config.output)
    : await diffGenerated(config.root, result.files, config.output);
  return { ok: write || !hasDrift(drift), problems: result.problems, output: config.output, files, drift };
}

/** Generates and writes the output folder; `ok` is false (and nothing is written) when a spec has errors. */
export function generate(options: GenerateOptions = {}): Promise<GenerateResult> {
  return run(options, true);
}

/** Generates in memory and compares with the output folder: `ok` is true when it is up to date. */
export function check(options: GenerateOptions = {}): Promise<GenerateResult> {
  return run(options, false);
}
