/**
 * The bundle group: a browser page that calls one bank operation (`getDirectory`), built with esbuild
 * (minified, ESM, browser), once on contractkit's generated client and once on hey-api's own fetch
 * client generated from the same spec in the same run, plus contractkit's page validating that one
 * operation's responses (its own schema map, so only its schemas are bundled). Reports minified and
 * gzip bytes of each.
 * The page imports whatever generated/bank/client.ts is at the time, so the figure follows the client.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { createClient } from "@hey-api/openapi-ts";
import { build } from "esbuild";
import { bankOpenApiDocument } from "../generated/bank/openapi.ts";
import type { ScenarioContext } from "./scenarios.ts";
import type { BenchRow } from "./types.ts";

/** The goal for one bank operation without validation, minified. */
export const BUNDLE_TARGET_BYTES = 15 * 1024;

/** Minified and gzip bytes of a page bundled from its entry. */
export async function bundleSize(entry: string): Promise<{ minifiedBytes: number; gzipBytes: number }> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]!.contents;
  return { minifiedBytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
}

/** The page on contractkit's client: the standalone operation function and its config. */
function contractkitPage(root: string): string {
  const client = path.join(root, "generated", "bank", "client.ts");
  return `import { getDirectory } from ${JSON.stringify(client)};
const result = await getDirectory({ baseUrl: location.origin });
document.body.textContent = result.status === 200 ? result.data.organisations.map((o) => o.name).join(", ") : "failed";
`;
}

/**
 * The same page validating responses: with `only`, that one operation's own schema map (only its
 * schemas are bundled); without, the whole service's map.
 */
function contractkitValidatedPage(root: string, only: boolean): string {
  const client = path.join(root, "generated", "bank", "client.ts");
  const schemas = path.join(root, "generated", "bank", "schemas.ts");
  const imported = only ? "getDirectoryResponseSchemas" : "bankResponseSchemas";
  const map = only ? "{ getDirectory: getDirectoryResponseSchemas }" : "bankResponseSchemas";
  return `import { getDirectory, schemaValidator } from ${JSON.stringify(client)};
import { ${imported} } from ${JSON.stringify(schemas)};
const validate = schemaValidator(${map});
const result = await getDirectory({ baseUrl: location.origin, validate });
document.body.textContent = result.status === 200 ? result.data.organisations.map((o) => o.name).join(", ") : "failed";
`;
}

/** The same page on hey-api's fetch client (its sdk function and its client instance). */
const heyApiPage = `import { client } from "./hey/client.gen";
import { getDirectory } from "./hey/sdk.gen";
client.setConfig({ baseUrl: location.origin });
const result = await getDirectory();
document.body.textContent = result.data ? result.data.organisations.map((o) => o.name).join(", ") : "failed";
`;

async function generateHeyApi(dir: string): Promise<void> {
  await createClient({
    input: structuredClone(bankOpenApiDocument) as never,
    output: { path: path.join(dir, "hey"), tsConfigPath: null },
    logs: { level: "silent", file: false },
    plugins: ["@hey-api/typescript", "@hey-api/sdk", "@hey-api/client-fetch"],
  } as never);
}

export async function runBundle(context: Pick<ScenarioContext, "root" | "log">): Promise<BenchRow[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "contractkit-bench-bundle-"));
  try {
    await writeFile(path.join(dir, "contractkit-page.ts"), contractkitPage(context.root));
    await writeFile(path.join(dir, "contractkit-validated-page.ts"), contractkitValidatedPage(context.root, true));
    await writeFile(path.join(dir, "contractkit-all-validated-page.ts"), contractkitValidatedPage(context.root, false));
    await generateHeyApi(dir);
    await writeFile(path.join(dir, "hey-page.ts"), heyApiPage);
    const rows: BenchRow[] = [];
    for (const [name, entry] of [
      ["contractkit client: getDirectory page", "contractkit-page.ts"],
      ["contractkit client: getDirectory page + its response validation", "contractkit-validated-page.ts"],
      ["contractkit client: getDirectory page + every operation's validation", "contractkit-all-validated-page.ts"],
      ["hey-api fetch client: getDirectory page", "hey-page.ts"],
    ] as const) {
      const figures = await bundleSize(path.join(dir, entry));
      context.log(`  ${name}: ${figures.minifiedBytes} B minified, ${figures.gzipBytes} B gzip`);
      rows.push({ group: "bundle", name, figures });
    }
    return rows;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
