/**
 * Enforces the dependency direction (docs/reference/architecture.md#layout-and-dependency-direction) by reading every
 * import specifier:
 * generator -> templates, runtime -> generated, cli -> generator/runtime, test -> anything.
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
