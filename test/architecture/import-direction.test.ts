/**
 * Enforces the dependency direction (docs/reference/architecture.md#layout-and-dependency-direction) by reading every
 * import specifier:
 * generator -> templates, runtime -> generated, cli -> generator/runtime, test -> anything; and inside
 * runtime/protocol/ and runtime/bank/, which of their layers each layer may import (LAYERS).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Top-level folders each folder may import from (besides itself and npm packages). */
const ALLOWED: Record<string, { folders: string[]; nodeBuiltins: boolean }> = {
  generator: { folders: ["templates"], nodeBuiltins: true },
  templates: { folders: [], nodeBuiltins: false },
  generated: { folders: [], nodeBuiltins: false },
  runtime: { folders: ["generated"], nodeBuiltins: true },
  cli: { folders: ["generator", "runtime", "generated"], nodeBuiltins: true },
  // dist/cli is the built cli/, which an installed package runs.
  bin: { folders: ["cli", "dist"], nodeBuiltins: true },
  bench: { folders: ["runtime", "generated"], nodeBuiltins: true },
  examples: { folders: ["generated"], nodeBuiltins: true },
};

/**
 * The layers of a runtime service folder and, for each, the layers of that folder it may import besides
 * itself (a folder layer ends in "/"; a prefix names a part of a layer: "indexer/events.ts"). The
 * composition root (service.ts) may import every layer; imports leaving the folder are ruled by ALLOWED.
 */
type Layers = Record<string, readonly string[] | "any">;

const LAYERS: Record<string, Layers> = {
  "runtime/protocol": {
    // The record shapes and the checkpoint are what every other layer speaks: they import nothing.
    "records.ts": [],
    "checkpoint.ts": [],
    // Reading the records (indexes, partitions, cursors, views) knows nothing of how they were indexed or stored.
    "query/": ["records.ts"],
    // An order's checks are the spec's rules over records, not a handler's or a store's.
    "orders.ts": ["records.ts"],
    // The store and its parts (document formats, adapters, the v1 migration, the indexer's writer, the
    // snapshot's raw record lines) know records and checkpoints only: no query side, indexer or handler.
    "store.ts": [
      "records.ts",
      "checkpoint.ts",
      "store-document.ts",
      "store-adapters.ts",
      "chain-writer.ts",
      "record-lines.ts",
    ],
    "store-document.ts": ["records.ts", "record-lines.ts"],
    "store-adapters.ts": ["store.ts", "store-document.ts", "store-migration.ts"],
    "store-migration.ts": ["records.ts", "store-document.ts"],
    "chain-writer.ts": ["records.ts", "checkpoint.ts"],
    "record-lines.ts": ["records.ts"],
    // Indexing writes records through the store: never the query side, the handlers or a database.
    "indexer/": ["records.ts", "checkpoint.ts", "config.ts", "store.ts"],
    "config.ts": ["indexer/events.ts"],
    // The HTTP handlers read the query layer and accept orders; the indexer only for its status and
    // the replay of an order's events, never its internals; no database.
    "handlers.ts": ["handlers/"],
    "handlers/": [
      "query/",
      "records.ts",
      "orders.ts",
      "config.ts",
      "store.ts",
      "indexer/indexer.ts",
      "indexer/order-events.ts",
    ],
    // PostgreSQL stores what the other layers define; handlers.ts only for the OrderIntake it implements.
    "pg/": ["records.ts", "checkpoint.ts", "store.ts", "indexer/", "handlers.ts"],
    "status.ts": ["records.ts", "config.ts", "indexer/indexer.ts"],
    "service.ts": "any",
  },
  "runtime/bank": {
    // The ledger is the bank's rules: no HTTP handler, service or database.
    "ledger/": [],
    // PostgreSQL applies the ledger's rules to its rows.
    "pg/": ["ledger/"],
    // The HTTP handlers translate requests into ledger calls: one module per area under handlers/,
    // composed by handlers.ts; never a database.
    "handlers.ts": ["handlers/", "ledger/"],
    "handlers/": ["ledger/"],
    "status.ts": ["ledger/"],
    "service.ts": "any",
  },
};

/** The layer of a path inside a layered folder: the longest layer name it starts with. */
function layerOf(layers: Layers, inside: string): string | undefined {
  return Object.keys(layers)
    .filter((layer) => inside === layer || (layer.endsWith("/") && inside.startsWith(layer)))
    .sort((a, b) => b.length - a.length)[0];
}

/** The imports of `file` (inside `folder`) that cross into a layer its own layer may not import. */
function layerViolations(folder: string, file: string, source: string): string[] {
  const layers = LAYERS[folder]!;
  const own = layerOf(layers, path.posix.relative(folder, file));
  if (own === undefined) return [`${file} is in no layer of ${folder}/`];
  const allowed = layers[own]!;
  const out: string[] = [];
  for (const spec of importSpecifiers(source)) {
    if (!spec.startsWith(".")) continue;
    const target = path.posix.relative(folder, path.posix.join(path.posix.dirname(file), spec));
    if (target.startsWith("..")) continue;
    const layer = layerOf(layers, target);
    if (allowed === "any" || layer === own) continue;
    if (!allowed.some((part) => target === part || (part.endsWith("/") && target.startsWith(part))))
      out.push(`${file} (${own}) imports ${spec} (${layer ?? "no layer"})`);
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  let entries: import("node:fs").Dirent[];
  try {
    entries = readdirSync(path.join(ROOT, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return e.name === "node_modules" ? [] : sourceFiles(rel);
    return /\.(ts|js|mjs)$/.test(e.name) ? [rel] : [];
  });
}

/**
 * Every module specifier in a file: static imports/exports, side-effect imports, dynamic import().
 * TypeScript's scanner reads them, so code quoted inside a template's string literal is not mistaken
 * for an import of the template itself.
 */
function importSpecifiers(source: string): string[] {
  return [...new Set(ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName))];
}

function violations(folder: string): string[] {
  const rule = ALLOWED[folder]!;
  const out: string[] = [];
  for (const file of sourceFiles(folder)) {
    for (const spec of importSpecifiers(readFileSync(path.join(ROOT, file), "utf8"))) {
      if (spec.startsWith(".")) {
        const target = path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), spec));
        const top = target.split(path.sep)[0]!;
        if (top !== folder && !rule.folders.includes(top)) out.push(`${file} imports ${spec} (${top}/)`);
        // templates/static modules are copied into generated/: they may only import their own folder.
        if (file.startsWith("templates/static/") && path.dirname(target) !== path.dirname(file))
          out.push(`${file} imports ${spec} outside its folder`);
      } else if (spec.startsWith("node:") && !rule.nodeBuiltins) {
        out.push(`${file} imports the builtin ${spec}`);
      }
    }
  }
  return out;
}

describe("import direction (docs/reference/architecture.md)", () => {
  it.each(Object.keys(ALLOWED))("%s/ imports only what it may", (folder) => {
    expect(violations(folder)).toEqual([]);
  });

  it.each(Object.keys(LAYERS))("inside %s/ each layer imports only the layers it may", (folder) => {
    const found = sourceFiles(folder).flatMap((file) =>
      layerViolations(folder, file, readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(found).toEqual([]);
  });

  it("catches a query module that reaches into the indexer, and a ledger module that reaches into PostgreSQL", () => {
    const query = `import { applyBlock } from "../indexer/apply.ts";\nimport type { PoolRecord } from "../records.ts";`;
    expect(layerViolations("runtime/protocol", "runtime/protocol/query/views.ts", query)).toEqual([
      "runtime/protocol/query/views.ts (query/) imports ../indexer/apply.ts (indexer/)",
    ]);
    const ledger = `import { open } from "../pg/ledger.ts";\nimport { rules } from "./rules.ts";`;
    expect(layerViolations("runtime/bank", "runtime/bank/ledger/state.ts", ledger)).toEqual([
      "runtime/bank/ledger/state.ts (ledger/) imports ../pg/ledger.ts (pg/)",
    ]);
  });

  it("finds every kind of specifier, so the rule cannot be dodged", () => {
    const source = `import a from "./a.ts";\nimport type { B } from '../b.ts';\nexport * from "./c.js";\nimport "./d.ts";\nconst e = await import("../e.ts");`;
    expect(importSpecifiers(source).sort()).toEqual(["../b.ts", "../e.ts", "./a.ts", "./c.js", "./d.ts"]);
  });

  it("ignores import text inside a template's string literal", () => {
    expect(importSpecifiers('const text = `import { x } from "../http/server.js";`;')).toEqual([]);
  });

  it("catches a runtime module that reaches into the generator", () => {
    expect(importSpecifiers(`import { x } from "../../generator/load.ts";`)).toEqual(["../../generator/load.ts"]);
  });
});
