// Renders generator/config-types.ts, the TypeScript type of contractkit's config, from the published
// JSON Schema with json-schema-to-typescript: the schema is the one source, the type follows it.
// `node .ci/config-types.mjs` writes the file; test/generator/config.test.ts fails when it drifts.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { compile } from "json-schema-to-typescript";

const ROOT = path.resolve(import.meta.dirname, "..");
export const SCHEMA_FILE = "schemas/contractkit.config.schema.json";
export const TYPES_FILE = "generator/config-types.ts";

/** The module text for the schema at SCHEMA_FILE. */
export async function renderConfigTypes(root = ROOT) {
  const schema = JSON.parse(await readFile(path.join(root, SCHEMA_FILE), "utf8"));
  const body = await compile(schema, "ContractkitConfig", {
    bannerComment: `// generated from ${SCHEMA_FILE} by json-schema-to-typescript (node .ci/config-types.mjs), do not edit`,
    additionalProperties: false,
    style: { printWidth: 120, singleQuote: false, trailingComma: "all" },
  });
  return body;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await writeFile(path.join(ROOT, TYPES_FILE), await renderConfigTypes());
}
