import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createClient } from "@hey-api/openapi-ts";

/**
 * Runs @hey-api/openapi-ts (TypeScript types and zod schemas) for one document
 * into a private temp folder and returns its files in memory, keyed by path relative to that
 * folder. The pipeline decides where they land and writes them atomically with the rest.
 */
export async function runHeyApi(document: Record<string, unknown>): Promise<Map<string, string>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "contractkit-hey-"));
  try {
    await createClient({
      input: withoutExternalRefs(structuredClone(document)) as never,
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
    return files;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A bundled document's only external `$ref`s are ones Redocly leaves alone (e.g. a markdown file in
 * an `x-` extension): they carry no types, and hey-api would try to open them relative to `/`.
 */
function withoutExternalRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutExternalRefs);
  if (typeof node !== "object" || node === null) return node;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === "string" && !ref.startsWith("#")) return {};
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, withoutExternalRefs(v)]));
}

/** Names of the `export const zX` schemas in hey-api's zod output. */
export function zodExportNames(zodSource: string): Set<string> {
  return new Set([...zodSource.matchAll(/^export const (z[A-Za-z0-9_]+)\b/gm)].map((m) => m[1]!));
}
