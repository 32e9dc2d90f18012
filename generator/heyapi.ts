import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createClient } from "@hey-api/openapi-ts";
import type { HeyApiNames } from "../templates/model.ts";
import { withNumericExclusiveBounds } from "../templates/static/http/operations.ts";
import { defaultFitsType } from "./spec-json.ts";

/** What hey-api emitted for one document: its files, and the names it gave each artifact. */
export interface HeyApiOutput {
  /** Files keyed by path relative to hey-api's output folder. */
  files: Map<string, string>;
  names: HeyApiNames;
}

/**
 * Runs @hey-api/openapi-ts (TypeScript types and zod schemas) for one document
 * into a private temp folder and returns its files in memory, keyed by path relative to that
 * folder, with the exported names its symbol registry gave each artifact. The pipeline decides
 * where the files land and writes them atomically with the rest.
 */
export async function runHeyApi(document: Record<string, unknown>): Promise<HeyApiOutput> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "contractkit-hey-"));
  try {
    const contexts = await createClient({
      input: forHeyApi(document) as never,
      // Explicit, not read from whichever tsconfig.json hey-api finds above its own install folder:
      // the output must not depend on where contractkit is installed (generated/ uses .js specifiers).
      output: { path: dir, importFileExtension: ".js", tsConfigPath: null },
      logs: { level: "silent", file: false },
      plugins: [
        "@hey-api/typescript",
        // Zod v4 schemas for components and for each operation's path/query/headers/body and success response.
        // hey-api's fetch client is not used: its core does not compile under exactOptionalPropertyTypes,
        // so our own small core (templates/static/http/client.ts) serves the generated functions.
        { name: "zod" },
      ],
    } as never);
    const files = new Map<string, string>();
    const walk = async (sub: string): Promise<void> => {
      for (const entry of (await readdir(path.join(dir, sub), { withFileTypes: true })).sort((a, b) =>
        a.name < b.name ? -1 : 1,
      )) {
        const rel = sub ? `${sub}/${entry.name}` : entry.name;
        if (entry.isDirectory()) await walk(rel);
        else files.set(rel, await readFile(path.join(dir, rel), "utf8"));
      }
    };
    await walk("");
    return { files, names: namesFromRegistry(contexts) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The document as hey-api reads it right: each schema object, children first, through the fixes
 * below in turn. Each fix looks at one object only, so one walk applies them all. The last is for
 * 3.1 schemas that write their exclusive bounds in draft-4's boolean form (under a draft-04
 * `$schema`): hey-api read `exclusiveMinimum: true` as the bound itself (`.gt(true)`, which does not
 * compile), so they get numeric bounds; hey-api reads a 3.0 document's booleans as draft-4 already.
 */
function forHeyApi(document: Record<string, unknown>): unknown {
  const is30 = String(document.openapi).startsWith("3.0");
  const is31 = String(document.openapi).startsWith("3.1");
  const fix = (record: Record<string, unknown>): Record<string, unknown> => {
    const fixed = withoutMisfitDefault(withPatternMapValues(withNullableEnumType(withoutExternalRef(record), is30)));
    return is31 ? withNumericExclusiveBounds(fixed) : fixed;
  };
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (typeof node !== "object" || node === null) return node;
    return fix(Object.fromEntries(Object.entries(node).map(([key, value]) => [key, visit(value)])));
  };
  return visit(document);
}

/**
 * A bundled document's only external `$ref`s are ones Redocly leaves alone (e.g. a markdown file in
 * an `x-` extension): they carry no types, and hey-api would try to open them relative to `/`.
 */
function withoutExternalRef(record: Record<string, unknown>): Record<string, unknown> {
  return typeof record.$ref === "string" && !record.$ref.startsWith("#") ? {} : record;
}

/** The JSON Schema type of an enum value; undefined for objects and arrays. */
function jsonTypeOf(value: unknown): string | undefined {
  if (value === null) return "null";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  if (typeof value === "string" || typeof value === "boolean") return typeof value;
  return undefined;
}

/**
 * hey-api drops `null` from an `enum` written without a `type` (`enum: [none, exempt, null]`): the
 * type and zod schema it emits refuse a null the document allows. With the values' own types
 * written beside it (3.1 `type: [string, "null"]`, 3.0 `type: string, nullable: true`), which adds
 * no constraint the enum does not already make, it keeps null.
 */
function withNullableEnumType(record: Record<string, unknown>, is30: boolean): Record<string, unknown> {
  if (!Array.isArray(record.enum) || !record.enum.includes(null) || record.type !== undefined) return record;
  const types = [...new Set(record.enum.map(jsonTypeOf))];
  if (types.includes(undefined)) return record;
  if (is30) {
    const [only, ...others] = types.filter((type) => type !== "null");
    return only === undefined || others.length > 0 ? record : { ...record, type: only, nullable: true };
  }
  return { ...record, type: types };
}

/**
 * hey-api reads a map keyed by patterns that allows no other key (`patternProperties` beside
 * `additionalProperties: false`) as a map of nothing: its zod schema is `z.record(z.string(),
 * z.never())`, which refuses every member the document allows. Given the patterns' value schemas as
 * the map's values instead, it types and checks the values (not the keys, which zod cannot match).
 */
function withPatternMapValues(record: Record<string, unknown>): Record<string, unknown> {
  const patterns = record.patternProperties;
  if (record.additionalProperties !== false || typeof patterns !== "object" || patterns === null) return record;
  const values = Object.values(patterns);
  if (values.length === 0) return record;
  return { ...record, additionalProperties: values.length === 1 ? values[0] : { anyOf: values } };
}

/**
 * hey-api writes a schema's `default` into its zod schema as it is: one of another type than the
 * schema (`type: string, default: null` without `nullable`) does not compile (`.default(null)` on a
 * string). Such a default is left out; validation warns about it (`openapi.default-type`).
 */
function withoutMisfitDefault(record: Record<string, unknown>): Record<string, unknown> {
  if (defaultFitsType(record)) return record;
  const { default: _default, ...rest } = record;
  return rest;
}

/** The symbol facts we read from hey-api's registry (`@hey-api/codegen-core` symbols). */
interface RegisteredSymbol {
  finalName: string;
  exported: boolean;
  meta?: { tool?: unknown; resource?: unknown; resourceId?: unknown; role?: unknown };
}

const nameKey = (tool: string, resource: string, resourceId: string, role = "") =>
  `${tool}\u0000${resource}\u0000${resourceId}\u0000${role}`;

/**
 * Indexes every exported symbol hey-api's plugins registered by its meaning: the plugin's tool
 * (`typescript`, `zod`), the resource (`operation` by operation id, `definition` by JSON pointer)
 * and the role (`data`, `responses`, `request-body` …). The final name is the one hey-api wrote
 * after resolving clashes (`zSignupResponse2` when a component took `zSignupResponse`).
 */
function namesFromRegistry(contexts: unknown): HeyApiNames {
  const byKey = new Map<string, string>();
  const list = Array.isArray(contexts) ? contexts : [contexts];
  for (const context of list as Array<{ gen?: { symbols?: { registered(): Iterable<RegisteredSymbol> } } }>) {
    for (const symbol of context.gen?.symbols?.registered() ?? []) {
      const { tool, resource, resourceId, role } = symbol.meta ?? {};
      if (!symbol.exported || typeof tool !== "string" || typeof resource !== "string") continue;
      if (typeof resourceId !== "string") continue;
      byKey.set(nameKey(tool, resource, resourceId, typeof role === "string" ? role : ""), symbol.finalName);
    }
  }
  return {
    operation: (tool, operationId, role) => byKey.get(nameKey(tool, "operation", operationId, role)),
    definition: (tool, pointer) => byKey.get(nameKey(tool, "definition", `#${pointer}`)),
  };
}
