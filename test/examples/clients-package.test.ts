/**
 * @contractkit/clients (packages/clients/) is the main package's client subpaths without the
 * toolchain: the same exports, built from the same entry points, depending only on zod and viem at
 * the versions the main package pins.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const json = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), "utf8"));
/** tsconfig files are JSON with comments. */
const jsonc = (file: string) =>
  JSON.parse(readFileSync(path.join(ROOT, file), "utf8").replace(/^\s*\/\/.*$/gm, "")) as { files: string[] };

describe("@contractkit/clients", () => {
  const main = json("package.json");
  const clients = json("packages/clients/package.json");

  it("exports exactly the main package's client subpaths", () => {
    const clientExports = Object.fromEntries(
      // The toolchain's own entries (the programmatic generator API, the config schema, the server
      // adapters) stay in the main package only.
      Object.entries(main.exports as Record<string, unknown>).filter(
        ([key]) => !key.startsWith("./server") && key !== "." && key !== "./config-schema.json",
      ),
    );
    expect(clients.exports).toEqual(clientExports);
    expect(clients.version).toBe(main.version);
  });

  it("depends on zod and viem only, at the main package's versions", () => {
    expect(clients.dependencies).toEqual({ viem: main.dependencies.viem, zod: main.dependencies.zod });
    expect(clients.devDependencies).toBeUndefined();
    expect(clients.peerDependencies).toBeUndefined();
  });

  it("builds the same client entry points as the main package", () => {
    const built = jsonc("packages/clients/tsconfig.json").files.map((f) => path.relative("../..", f));
    const mainBuilt = jsonc("tsconfig.build.json").files.filter((f) => !f.startsWith("generated/http/"));
    expect(built).toEqual(mainBuilt);
    expect(main.scripts["build:clients-package"]).toBe("tsc -p packages/clients/tsconfig.json");
  });
});
