import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parseDocument } from "yaml";
import { type LoadedAbi, loadAbis, sha256Hex } from "./load-abi.ts";
import { HTTP_METHODS } from "./openapi-document.ts";
import { bundleOrigins, type OriginOf } from "./origins.ts";
import type { Problem } from "./problems.ts";
import { readSources, sourceName } from "./sources.ts";

/** One OpenAPI document found as `specs/<service>.openapi.{yaml,yml,json}`, external `$ref`s bundled in. */
export interface LoadedOpenApi {
  /** Service name taken from the file name: `bank` for `specs/bank.openapi.yaml`. */
  service: string;
  /** Path relative to the project root, with forward slashes. */
  file: string;
  text: string;
  /** Hex sha256 of `text`, carried into every generated file's header. */
  sha256: string;
  document: Record<string, unknown>;
  /** Every file the document was read from, the root first (more than one when it `$ref`s other files). */
  files?: string[];
  /** For a bundled document: where a pointer into `document` was written (generator/origins.ts). */
  origin?: OriginOf;
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

/** The suffixes that make a file under specs/ an OpenAPI root; any other file may still be a `$ref` target. */
export const OPENAPI_ROOT_SUFFIXES = [".openapi.yaml", ".openapi.yml", ".openapi.json"] as const;

/** Root documents under `dir`, one per service: a name given twice (`a.openapi.yaml` and `a.openapi.json`) is read once, the first suffix winning. */
async function openApiRoots(dir: string): Promise<Array<{ name: string; service: string }>> {
  const seen = new Set<string>();
  const out: Array<{ name: string; service: string }> = [];
  for (const suffix of OPENAPI_ROOT_SUFFIXES) {
    for (const name of await listFiles(dir, suffix)) {
      const service = name.slice(0, -suffix.length);
      if (seen.has(service)) continue;
      seen.add(service);
      out.push({ name, service });
    }
  }
  return out.sort((a, b) => byCodeUnit(a.service, b.service));
}

/** True when some `$ref` in the document points outside it (another file or a URL). */
function hasExternalRef(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasExternalRef);
  if (typeof node !== "object" || node === null) return false;
  for (const [key, value] of Object.entries(node)) {
    if (key === "$ref" && typeof value === "string" && !value.startsWith("#")) return true;
    if (hasExternalRef(value)) return true;
  }
  return false;
}

/**
 * Reads one root document: YAML or JSON syntax problems with line and column; a document whose
 * `$ref`s leave the file is bundled (Redocly) so every ref in the result is local. The hash covers
 * every file read, so editing a referenced file changes the generated headers too.
 */
async function loadOpenApiRoot(
  abs: string,
  file: string,
  service: string,
  root: string,
): Promise<{ spec?: LoadedOpenApi; problems: Problem[] }> {
  const text = await readFile(abs, "utf8");
  const parsed = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  if (parsed.errors.length > 0) {
    return {
      problems: parsed.errors.map((e) => {
        const at = e.linePos?.[0];
        return {
          code: "spec.yaml-syntax",
          // yaml's first line ends "at line L, column C:" before a snippet of the source; the
          // position goes with the problem instead.
          message: `YAML syntax: ${(e.message.split("\n")[0] ?? "").replace(/ at line \d+, column \d+:?$/, "")}`,
          file,
          pointer: "",
          severity: "error" as const,
          ...(at ? { position: { line: at.line, column: at.col } } : {}),
        };
      }),
    };
  }
  const document = parsed.toJS({ maxAliasCount: 100 }) as unknown;
  if (typeof document !== "object" || document === null || Array.isArray(document)) {
    return {
      problems: [
        {
          code: "spec.not-an-object",
          message: "an OpenAPI document must be a mapping",
          file,
          pointer: "",
          severity: "error",
        },
      ],
    };
  }
  if (!hasExternalRef(document)) {
    return {
      spec: {
        service,
        file,
        text,
        sha256: sha256Hex(text),
        document: withOpenApi31Defaults(document as Record<string, unknown>),
        files: [file],
      },
      problems: [],
    };
  }
  const bundled = await loadOpenApiFile(abs);
  const problems = bundled.problems.map((p) => ({ ...p, file: sourceName(root, p.file) }));
  if (problems.length > 0) return { problems };
  const files = bundled.files.map((f) => sourceName(root, f));
  // A source Redocly listed but that cannot be read (e.g. a markdown `$ref` in an `x-` extension) hashes as empty.
  const texts = await readSources(bundled.files);
  const sha256 = sha256Hex(files.map((f, i) => `${f}:${sha256Hex(texts.get(bundled.files[i]!)!)}\n`).join(""));
  const origin = bundleOrigins(root, abs, document, bundled.document, texts);
  return { spec: { service, file, text, sha256, document: bundled.document, files, origin }, problems: [] };
}

/**
 * Reads every spec under `<root>/<specsDir>` (or the files `inputs` names): OpenAPI documents first,
 * then ABIs, in a stable order.
 */
export async function loadSpecs(root: string, specsDir = "specs", inputs: SpecInputs = {}): Promise<LoadedSpecs> {
  const problems: Problem[] = [];
  const openapi: LoadedOpenApi[] = [];
  const specsAbs = path.resolve(root, specsDir);
  const rel = (abs: string) => path.relative(root, abs).split(path.sep).join("/");

  const roots = inputs.openapi
    ? inputs.openapi.map((abs) => ({ abs, service: serviceNameOf(abs) }))
    : (await openApiRoots(specsAbs)).map(({ name, service }) => ({ abs: path.join(specsAbs, name), service }));
  const services = new Set<string>();
  for (const { abs, service } of roots) {
    // One document per service: `a.openapi.yaml` beside `a.openapi.json` is read once, the first input winning.
    if (services.has(service)) continue;
    services.add(service);
    const loadedSpec = await loadOpenApiRoot(abs, rel(abs), service, root);
    problems.push(...loadedSpec.problems);
    if (loadedSpec.spec) openapi.push(loadedSpec.spec);
  }

  const loadedAbis = await loadAbis(root, inputs.abi ?? [path.join(specsAbs, "abi")]);
  problems.push(...loadedAbis.problems);
  return { root, openapi, abis: loadedAbis.abis, problems };
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
    document: withOpenApi31Defaults(parsed as Record<string, unknown>),
    files: [absPath, ...[...result.fileDependencies].filter((f) => f !== absPath)],
    problems,
  };
}

/** What an operation without `responses` documents once {@link withOpenApi31Defaults} gives it one. */
const IMPLICIT_RESPONSE_DESCRIPTION = "Not documented: the operation declares no responses (OpenAPI 3.1 allows it)";

/**
 * What OpenAPI 3.1 made optional, read as the generator needs it (3.0 requires both):
 * - `paths`, in a document of webhooks or components only: no paths, so no operations (types, zod
 *   schemas and webhook contracts are still generated);
 * - an operation's `responses`: such an operation answers anything, so it gets a `default` response
 *   without content; clients, server contracts, the mock and the tester then treat it as "any
 *   status, no documented body" instead of "no answer at all".
 */
function withOpenApi31Defaults(document: Record<string, unknown>): Record<string, unknown> {
  if (typeof document.openapi !== "string" || !document.openapi.startsWith("3.1")) return document;
  if (document.paths === undefined && (document.webhooks !== undefined || document.components !== undefined))
    document.paths = {};
  for (const items of [document.paths, document.webhooks]) {
    if (typeof items !== "object" || items === null) continue;
    for (const item of Object.values(items)) {
      if (typeof item !== "object" || item === null) continue;
      for (const method of HTTP_METHODS) {
        const operation = (item as Record<string, unknown>)[method];
        if (typeof operation === "object" && operation !== null && !("responses" in operation))
          (operation as Record<string, unknown>).responses = {
            default: { description: IMPLICIT_RESPONSE_DESCRIPTION },
          };
      }
    }
  }
  return document;
}
