import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parseDocument } from "yaml";
import { type LoadedAbi, loadAbis, sha256Hex } from "./load-abi.ts";
import type { Problem } from "./problems.ts";

/** One OpenAPI document found as `specs/<service>.openapi.yaml`. */
export interface LoadedOpenApi {
  /** Service name taken from the file name: `bank` for `specs/bank.openapi.yaml`. */
  service: string;
  /** Path relative to the project root, with forward slashes. */
  file: string;
  text: string;
  /** Hex sha256 of `text`, carried into every generated file's header. */
  sha256: string;
  document: Record<string, unknown>;
}

export type { LoadedAbi } from "./load-abi.ts";

export interface LoadedSpecs {
  root: string;
  openapi: LoadedOpenApi[];
  abis: LoadedAbi[];
  /** Problems found while reading and parsing (syntax, wrong top-level shape). */
  problems: Problem[];
}

export { sha256Hex };

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

async function listFiles(dir: string, suffix: string): Promise<string[]> {
  try {
    const names = await readdir(dir);
    return names.filter((n) => n.endsWith(suffix)).sort(byCodeUnit);
  } catch {
    return [];
  }
}

/** Spec files to read instead of the ones found under `specs/` (absolute paths; ABI folders allowed). */
export interface SpecInputs {
  openapi?: readonly string[];
  abi?: readonly string[];
}

/** `bank` for `bank.openapi.yaml`, `petstore` for `petstore.json`. */
export function serviceNameOf(file: string): string {
  return path.basename(file).replace(/(\.openapi)?\.(ya?ml|json)$/, "");
}

/**
 * Reads every spec under `<root>/<specsDir>` (or the files `inputs` names): OpenAPI documents first,
 * then ABIs, in a stable order.
 */
export async function loadSpecs(root: string, specsDir = "specs", inputs: SpecInputs = {}): Promise<LoadedSpecs> {
  const problems: Problem[] = [];
  const openapi: LoadedOpenApi[] = [];
  const abis: LoadedAbi[] = [];
  const specsAbs = path.resolve(root, specsDir);
  const rel = (abs: string) => path.relative(root, abs).split(path.sep).join("/");

  const openapiFiles =
    inputs.openapi ?? (await listFiles(specsAbs, ".openapi.yaml")).map((n) => path.join(specsAbs, n));
  for (const abs of openapiFiles) {
    const file = rel(abs);
    const text = await readFile(abs, "utf8");
    const parsed = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
    if (parsed.errors.length > 0) {
      for (const e of parsed.errors) {
        const at = e.linePos?.[0];
        problems.push({
          code: "spec.yaml-syntax",
          message: `YAML syntax: ${e.message.split("\n")[0]}${at ? ` (line ${at.line}, column ${at.col})` : ""}`,
          file,
          pointer: "",
          severity: "error",
        });
      }
      continue;
    }
    const document = parsed.toJS({ maxAliasCount: 100 }) as unknown;
    if (typeof document !== "object" || document === null || Array.isArray(document)) {
      problems.push({
        code: "spec.not-an-object",
        message: "an OpenAPI document must be a mapping",
        file,
        pointer: "",
        severity: "error",
      });
      continue;
    }
    openapi.push({
      service: serviceNameOf(abs),
      file,
      text,
      sha256: sha256Hex(text),
      document: document as Record<string, unknown>,
    });
  }

  const abiDir = path.join(specsAbs, "abi");
  const loadedAbis = await loadAbis(root, inputs.abi ?? [abiDir]);
  abis.push(...loadedAbis.abis);
  problems.push(...loadedAbis.problems);
  return { root, openapi, abis, problems };
}

/** One OpenAPI document read from any path, with its external `$ref`s bundled in. */
export interface BundledOpenApi {
  /** The document with every external `$ref` pulled into `components` (all refs local). */
  document: Record<string, unknown>;
  /** Every file the document was read from (the root first), absolute. */
  files: string[];
  problems: Problem[];
}

/**
 * Reads a YAML or JSON OpenAPI document from `absPath` and bundles the files it `$ref`s into one
 * document (Redocly's bundler). Unresolvable refs and parse errors come back as problems.
 */
export async function loadOpenApiFile(absPath: string): Promise<BundledOpenApi> {
  const { bundle, createConfig } = await import("@redocly/openapi-core");
  const file = absPath.split(path.sep).join("/");
  let result: Awaited<ReturnType<typeof bundle>>;
  try {
    result = await bundle({ ref: absPath, config: await createConfig({}), dereference: false });
  } catch (error) {
    const message = (error as Error).message.split("\n")[0] ?? "unreadable";
    return {
      document: {},
      files: [absPath],
      problems: [{ code: "spec.read", message, file, pointer: "", severity: "error" }],
    };
  }
  const problems: Problem[] = result.problems
    .filter((p) => p.severity === "error")
    .map((p) => ({
      code: `spec.${p.ruleId}`,
      message: p.message,
      file: (p.location[0]?.source.absoluteRef ?? absPath).split(path.sep).join("/"),
      pointer: (p.location[0]?.pointer ?? "").replace(/^#/, ""),
      severity: "error" as const,
    }));
  const parsed = result.bundle.parsed as unknown;
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    problems.push({
      code: "spec.not-an-object",
      message: "an OpenAPI document must be a mapping",
      file,
      pointer: "",
      severity: "error",
    });
    return { document: {}, files: [absPath], problems };
  }
  return {
    document: parsed as Record<string, unknown>,
    files: [absPath, ...[...result.fileDependencies].filter((f) => f !== absPath)],
    problems,
  };
}
