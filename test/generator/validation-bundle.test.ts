/**
 * Per-operation response validation bundles only that operation's schemas: a browser page that
 * calls `getDirectory` with `schemaValidator({ getDirectory: getDirectoryResponseSchemas })`,
 * bundled with esbuild, holds the schemas of that operation's responses and none of the others'.
 * The same page validating with the whole service map holds them all (so the markers mean something).
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BANK = path.join(ROOT, "generated/bank");

/** String literals only other operations' schemas carry: the settlement modes and the audit report. */
const OTHER_OPERATIONS = ["automatic", "violations"];
/** A field of the getDirectory response (`Directory.organisations`) and of the error envelope. */
const THIS_OPERATION = ["organisations", "current_state"];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "contractkit-validation-bundle-"));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function bundle(name: string, imported: string, schemas: string): Promise<string> {
  const entry = path.join(dir, `${name}.ts`);
  await writeFile(
    entry,
    `import { getDirectory, schemaValidator } from ${JSON.stringify(path.join(BANK, "client.ts"))};
import { ${imported} } from ${JSON.stringify(path.join(BANK, "schemas.ts"))};
const result = await getDirectory({ baseUrl: location.origin, validate: schemaValidator(${schemas}) });
document.body.textContent = result.status === 200 ? String(result.data.organisations.length) : "failed";
`,
  );
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
  return result.outputFiles[0]!.text;
}

describe("a page validating one operation", () => {
  it("bundles that operation's response schemas and no other operation's", async () => {
    const text = await bundle("one", "getDirectoryResponseSchemas", "{ getDirectory: getDirectoryResponseSchemas }");
    for (const marker of THIS_OPERATION) expect(text, marker).toContain(marker);
    for (const marker of OTHER_OPERATIONS) expect(text, marker).not.toContain(marker);
  }, 60_000);

  it("bundles every schema when it validates with the whole service map", async () => {
    const text = await bundle("all", "bankResponseSchemas", "bankResponseSchemas");
    for (const marker of [...THIS_OPERATION, ...OTHER_OPERATIONS]) expect(text, marker).toContain(marker);
  }, 60_000);
});
