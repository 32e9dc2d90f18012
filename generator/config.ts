/**
 * The project configuration: `contractkit.config.ts` or `contractkit.config.json` (schema:
 * schemas/contractkit.config.schema.json), or the defaults, which keep the layout every command
 * assumed before configuration existed (specs/ in, generated/ out). A config is checked against the
 * published schema and every problem comes back at once, with the file and JSON pointer.
 */
import { existsSync } from "node:fs";
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ContractkitConfig } from "./config-types.ts";
import { pointer } from "./pointer.ts";
import type { Problem } from "./problems.ts";
import { jsonErrorPosition } from "./spec-json.ts";

export type { ContractkitConfig } from "./config-types.ts";

/** Every emitter, in the order the schema lists them. */
export const EMITTERS = ["client", "schemas", "server", "contracts", "solidity"] as const;
export type Emitter = (typeof EMITTERS)[number];

/** Config file names looked for in the project root, in this order. */
export const CONFIG_FILES = ["contractkit.config.ts", "contractkit.config.json"] as const;

/** The published schema, relative to contractkit's own folder. */
export const CONFIG_SCHEMA_FILE = "schemas/contractkit.config.schema.json";

export const DEFAULT_CONFIG = {
  openapi: ["specs/*.openapi.{yaml,yml,json}"],
  abi: ["specs/abi"],
  output: "generated",
} as const;

/** A config with its inputs found on disk: what the generator runs on. */
export interface ResolvedConfig {
  /** Folder paths are relative to: the config file's folder, or the project root without one. */
  root: string;
  /** The config file, relative to `root`; null when the defaults apply or `--spec` replaced its inputs. */
  configFile: string | null;
  /** OpenAPI documents, absolute, globs expanded, in a stable order. */
  openapi: string[];
  /** ABI files and folders, absolute, globs expanded. */
  abi: string[];
  /** Output folder relative to `root`, with forward slashes. */
  output: string;
  emitters: ReadonlySet<Emitter>;
  protocolHelpers: string[];
  devnet: string[];
}

/** A config's problems, or the config when it has none. */
export interface ConfigResult {
  config: ResolvedConfig | null;
  problems: Problem[];
}

/** Identity with a type: `export default defineConfig({ ... })` in contractkit.config.ts. */
export function defineConfig(config: ContractkitConfig): ContractkitConfig {
  return config;
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const toPosix = (p: string) => p.split(path.sep).join("/");

// ---- schema check ------------------------------------------------------------------------------

type SchemaNode = {
  type?: string;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean;
  items?: SchemaNode;
  enum?: unknown[];
  minLength?: number;
  uniqueItems?: boolean;
};

let schemaCache: SchemaNode | undefined;

/** The published schema, read from contractkit's folder (next to generator/ in a checkout and a package). */
export async function configSchema(toolRoot: string): Promise<SchemaNode> {
  schemaCache ??= JSON.parse(await readFile(path.join(toolRoot, CONFIG_SCHEMA_FILE), "utf8")) as SchemaNode;
  return schemaCache;
}

const typeOf = (value: unknown) =>
  Array.isArray(value)
    ? "array"
    : value === null
      ? "null"
      : (typeof value as string) === "object"
        ? "object"
        : typeof value;

/** Checks `value` against the subset of JSON Schema our config schema uses; problems carry JSON pointers. */
export function checkAgainstSchema(
  value: unknown,
  schema: SchemaNode,
  at: string,
  report: (at: string, m: string) => void,
) {
  if (schema.type !== undefined && typeOf(value) !== schema.type) {
    report(at, `expected ${schema.type === "array" ? "an array" : `a ${schema.type}`}, got ${typeOf(value)}`);
    return;
  }
  if (schema.enum !== undefined && !schema.enum.includes(value)) {
    report(at, `${JSON.stringify(value)} is not one of ${schema.enum.map((e) => JSON.stringify(e)).join(", ")}`);
  }
  if (typeof value === "string" && schema.minLength !== undefined && value.length < schema.minLength) {
    report(at, "must not be empty");
  }
  if (Array.isArray(value)) {
    if (schema.uniqueItems && new Set(value.map((v) => JSON.stringify(v))).size !== value.length) {
      report(at, "lists an item twice");
    }
    if (schema.items)
      for (const [i, item] of value.entries()) checkAgainstSchema(item, schema.items, `${at}/${i}`, report);
  }
  if (typeOf(value) === "object" && schema.properties) {
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      const sub = schema.properties[key];
      const where = `${at}${pointer(key)}`;
      if (sub) checkAgainstSchema(child, sub, where, report);
      else if (schema.additionalProperties === false) {
        report(where, `unknown key "${key}"; known keys: ${Object.keys(schema.properties).join(", ")}`);
      }
    }
  }
}

// ---- globs -------------------------------------------------------------------------------------

const GLOB_CHARS = /[*?{]/;

/** `*` within a path segment, `**` across segments, `?` one character, `{a,b}` either. */
function globRegExp(pattern: string): RegExp {
  let out = "";
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern.charAt(i);
    if (c === "*" && pattern.charAt(i + 1) === "*") {
      const slash = pattern.charAt(i + 2) === "/";
      out += slash ? "(?:.*/)?" : ".*";
      i += slash ? 2 : 1;
    } else if (c === "*") out += "[^/]*";
    else if (c === "{") out += "(?:";
    else if (c === "}") out += ")";
    else if (c === "," && out.lastIndexOf("(?:") > out.lastIndexOf(")")) out += "|";
    else if (c === "?") out += "[^/]";
    else out += c.replace(/[.+^$()|[\]\\,]/g, "\\$&");
  }
  return new RegExp(`^${out}$`);
}

async function walk(dir: string, rel: string, out: string[]): Promise<void> {
  let entries: import("node:fs").Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.name === "node_modules" || entry.name === ".git") continue;
    const childRel = rel === "" ? entry.name : `${rel}/${entry.name}`;
    if (entry.isDirectory()) await walk(path.join(dir, entry.name), childRel, out);
    else out.push(childRel);
  }
}

/** Files matching a glob relative to `root` (absolute, code-unit order); a plain path is returned when it exists. */
export async function expandPattern(root: string, pattern: string): Promise<string[]> {
  const posix = pattern.replaceAll("\\", "/");
  if (!GLOB_CHARS.test(posix)) {
    const abs = path.resolve(root, posix);
    return existsSync(abs) ? [abs] : [];
  }
  const segments = posix.split("/");
  const firstGlob = segments.findIndex((s) => GLOB_CHARS.test(s));
  const base = segments.slice(0, firstGlob).join("/");
  const matcher = globRegExp(segments.slice(firstGlob).join("/"));
  const files: string[] = [];
  await walk(path.resolve(root, base), "", files);
  return files
    .filter((f) => matcher.test(f))
    .sort(byCodeUnit)
    .map((f) => path.resolve(root, base, f));
}

// ---- loading -----------------------------------------------------------------------------------

/** The config file in `root`, relative; null when there is none. Both forms at once is an error. */
function findConfigFile(root: string): { file: string | null; problems: Problem[] } {
  const found = CONFIG_FILES.filter((name) => existsSync(path.join(root, name)));
  if (found.length > 1) {
    const problem: Problem = {
      code: "config.ambiguous",
      message: `both ${found.join(" and ")} exist; keep one`,
      file: found[0]!,
      pointer: "",
      severity: "error",
    };
    return { file: null, problems: [problem] };
  }
  return { file: found[0] ?? null, problems: [] };
}

/**
 * Evaluates a TypeScript config: transpiled with the TypeScript compiler and imported from a
 * temporary module next to it, so its own imports (`contractkit`, relative files) resolve as written.
 */
async function importTypeScriptConfig(abs: string): Promise<unknown> {
  const ts = (await import("typescript")).default;
  const source = await readFile(abs, "utf8");
  const js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
    fileName: abs,
  }).outputText;
  const tmp = path.join(path.dirname(abs), `.contractkit.config.${process.pid}.${Date.now()}.mjs`);
  await writeFile(tmp, js);
  try {
    const module = (await import(pathToFileURL(tmp).href)) as { default?: unknown };
    return module.default;
  } finally {
    await rm(tmp, { force: true });
  }
}

/** Reads a config file's raw value; a problem when it cannot be read or evaluated. */
async function readConfigValue(root: string, file: string): Promise<{ value?: unknown; problem?: Problem }> {
  const abs = path.resolve(root, file);
  const fail = (code: string, message: string, position?: Problem["position"] | null) => ({
    problem: { code, message, file, pointer: "", severity: "error" as const, ...(position ? { position } : {}) },
  });
  let text = "";
  try {
    if (file.endsWith(".json")) {
      text = await readFile(abs, "utf8");
      return { value: JSON.parse(text) };
    }
    const value = await importTypeScriptConfig(abs);
    if (value === undefined) return fail("config.no-default-export", "the config module has no default export");
    return { value };
  } catch (error) {
    const message = (error as Error).message.split("\n")[0] ?? String(error);
    if (!file.endsWith(".json")) return fail("config.evaluate", message);
    return fail("config.json-syntax", message, error instanceof SyntaxError ? jsonErrorPosition(text, error) : null);
  }
}

/** Expands one input list; an explicit entry matching nothing is a problem. */
async function expandInputs(
  root: string,
  patterns: readonly string[],
  explicit: { file: string; key: string } | null,
  problems: Problem[],
): Promise<string[]> {
  const out: string[] = [];
  for (const [index, pattern] of patterns.entries()) {
    const matched = await expandPattern(root, pattern);
    if (matched.length === 0 && explicit !== null) {
      problems.push({
        code: "config.no-match",
        message: `${JSON.stringify(pattern)} matches no file under ${toPosix(root)}`,
        file: explicit.file,
        pointer: pointer(explicit.key, index),
        severity: "error",
      });
    }
    for (const file of matched) if (!out.includes(file)) out.push(file);
  }
  return out;
}

/** An output folder the generator may own: inside the root, and not the root itself. */
function checkOutput(root: string, output: string, file: string | null, problems: Problem[]): string {
  const rel = toPosix(path.relative(root, path.resolve(root, output)));
  if (rel === "" || rel === ".." || rel.startsWith("../") || path.isAbsolute(rel)) {
    problems.push({
      code: "config.output",
      message: `${file === null ? "--out" : "output"} ${JSON.stringify(output)} must be a folder inside ${toPosix(root)} (not the folder itself)`,
      file: file ?? "--out",
      pointer: file === null ? "" : "/output",
      severity: "error",
    });
  }
  return rel;
}

/** Turns a checked raw config into a {@link ResolvedConfig}, expanding its inputs. */
export async function resolveConfig(
  root: string,
  raw: ContractkitConfig,
  configFile: string | null,
): Promise<ConfigResult> {
  const problems: Problem[] = [];
  const explicit = (key: "openapi" | "abi") =>
    raw[key] !== undefined && configFile ? { file: configFile, key } : null;
  const openapi = await expandInputs(root, raw.openapi ?? DEFAULT_CONFIG.openapi, explicit("openapi"), problems);
  const abi = await expandInputs(root, raw.abi ?? DEFAULT_CONFIG.abi, explicit("abi"), problems);
  const output = checkOutput(root, raw.output ?? DEFAULT_CONFIG.output, configFile, problems);
  const emitters = new Set<Emitter>(raw.emitters ?? EMITTERS);
  if (emitters.has("client")) emitters.add("schemas");
  const outputAbs = path.resolve(root, output);
  for (const input of [...openapi, ...abi]) {
    if (`${input}${path.sep}`.startsWith(`${outputAbs}${path.sep}`)) {
      problems.push({
        code: "config.input-in-output",
        message: `${toPosix(path.relative(root, input))} lies inside the output folder ${output}; generated files there are replaced`,
        file: configFile ?? "--spec",
        pointer: configFile ? "/output" : "",
        severity: "error",
      });
    }
  }
  const config: ResolvedConfig = {
    root,
    configFile,
    openapi,
    abi,
    output,
    emitters,
    protocolHelpers: [...(raw.protocolHelpers ?? [])],
    devnet: [...(raw.devnet ?? [])],
  };
  return { config: problems.length > 0 ? null : config, problems };
}

export interface LoadConfigOptions {
  /** Project root (default: the working directory). The config file is looked for here. */
  root?: string | undefined;
  /** An explicit config file (relative to the working directory); its folder becomes the root. */
  configFile?: string | undefined;
  /** contractkit's own folder, where the published schema lives. */
  toolRoot: string;
}

/**
 * Finds, reads, checks and resolves the project's config. No file means the defaults. Problems
 * (unknown keys, wrong types, inputs that match nothing) come back together with file and pointer.
 */
export async function loadConfig(options: LoadConfigOptions): Promise<ConfigResult> {
  let root = path.resolve(options.root ?? process.cwd());
  let file: string | null;
  if (options.configFile !== undefined) {
    const abs = path.resolve(options.configFile);
    root = path.dirname(abs);
    file = path.basename(abs);
    if (!existsSync(abs) || !(await stat(abs)).isFile()) {
      const message = `--config: config file ${toPosix(abs)} does not exist`;
      return { config: null, problems: [{ code: "config.missing", message, file, pointer: "", severity: "error" }] };
    }
  } else {
    const found = findConfigFile(root);
    if (found.problems.length > 0) return { config: null, problems: found.problems };
    file = found.file;
  }
  if (file === null) return resolveConfig(root, {}, null);
  const { value, problem } = await readConfigValue(root, file);
  if (problem) return { config: null, problems: [problem] };
  const problems: Problem[] = [];
  checkAgainstSchema(value, await configSchema(options.toolRoot), "", (at, message) =>
    problems.push({ code: "config.schema", message, file: file!, pointer: at, severity: "error" }),
  );
  if (problems.length > 0) return { config: null, problems };
  return resolveConfig(root, value as ContractkitConfig, file);
}

/** True when a JSON file holds an OpenAPI document rather than an ABI (it has a top-level `openapi` or `swagger`). */
async function isOpenApiJson(abs: string): Promise<boolean> {
  const text = await readFile(abs, "utf8");
  try {
    const json = JSON.parse(text) as unknown;
    return (
      typeof json === "object" && json !== null && !Array.isArray(json) && ("openapi" in json || "swagger" in json)
    );
  } catch {
    // A document that does not parse is still read as the kind it says it is, so its syntax error is
    // reported by the OpenAPI loader (with line and column), not as an ABI's ("abi.json-syntax").
    return /^\s*\{\s*"(openapi|swagger)"\s*:/.test(text);
  }
}

/**
 * `generate --spec <file> ... [--out <dir>]`: the given files instead of the config's inputs. YAML is
 * OpenAPI; JSON is OpenAPI when it has an `openapi` key and an ABI otherwise; a folder is ABIs.
 */
export async function withSpecs(base: ResolvedConfig, specs: readonly string[], out?: string): Promise<ConfigResult> {
  const problems: Problem[] = [];
  const openapi: string[] = [];
  const abi: string[] = [];
  for (const spec of specs) {
    const abs = path.resolve(spec);
    if (!existsSync(abs)) {
      problems.push({
        code: "config.missing",
        message: `--spec ${spec}: no such file`,
        file: spec,
        pointer: "",
        severity: "error",
      });
    } else if ((await stat(abs)).isDirectory()) abi.push(abs);
    else if (/\.ya?ml$/.test(abs) || (abs.endsWith(".json") && (await isOpenApiJson(abs)))) openapi.push(abs);
    else abi.push(abs);
  }
  const output = out === undefined ? base.output : checkOutput(base.root, path.resolve(out), null, problems);
  if (problems.length > 0) return { config: null, problems };
  // Inputs given on the command line set the config's aside: outputs must not be headed with its name.
  const configFile = specs.length > 0 ? null : base.configFile;
  return { config: { ...base, openapi, abi, output, configFile }, problems };
}
