import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { type ContractBindingInput, renderContractBinding, renderContractsIndex } from "../../templates/contracts.ts";

// Shared by the template tests: load ABI specs, render them with the static modules into a throwaway
// folder inside the repo (so `viem` resolves from node_modules), and typecheck that folder with the
// repo's own tsconfig (generated files are tested as files and must typecheck:
// docs/reference/architecture.md#generated-files-typecheck).

/** Project root (two levels above this file). */
export const ROOT = path.resolve(import.meta.dirname, "../..");
export const STATIC_DIR = path.join(ROOT, "templates/static/contracts");

const sha256 = async (text: string) => {
  const { createHash } = await import("node:crypto");
  return createHash("sha256").update(text).digest("hex");
};

/** Reads one `{contract, description, abi}` spec file as the generator would. */
export async function loadAbiSpec(file: string): Promise<ContractBindingInput> {
  const text = readFileSync(file, "utf8");
  const json = JSON.parse(text) as { contract: string; description?: string; abi: Record<string, unknown>[] };
  return {
    contract: json.contract,
    sourceFile: path.relative(ROOT, file).split(path.sep).join("/"),
    sha256: await sha256(text),
    description: json.description ?? "",
    abi: json.abi,
  };
}

/** The project's ABI specs that exist right now (another helper writes them). */
export async function loadProjectAbis(): Promise<ContractBindingInput[]> {
  const dir = path.join(ROOT, "specs/abi");
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith(".json"));
  } catch {
    return [];
  }
  return Promise.all(names.sort().map((n) => loadAbiSpec(path.join(dir, n))));
}

/** Base names of the static modules copied verbatim into `generated/contracts/`. */
export function staticModules(): string[] {
  return readdirSync(STATIC_DIR)
    .filter((n) => n.endsWith(".ts"))
    .sort();
}

/**
 * Writes rendered bindings, the static modules, the index and `extraFiles` into a fresh folder
 * under test/contracts/ and returns its path; the caller removes it with {@link removeOutput}.
 */
export function writeOutput(inputs: ContractBindingInput[], extraFiles: Record<string, string> = {}): string {
  const dir = path.join(ROOT, "test/contracts", `.tmp-out-${process.pid}-${Math.random().toString(36).slice(2, 8)}`);
  mkdirSync(dir, { recursive: true });
  for (const input of inputs) writeFileSync(path.join(dir, `${input.contract}.ts`), renderContractBinding(input));
  const statics = staticModules();
  for (const name of statics) writeFileSync(path.join(dir, name), readFileSync(path.join(STATIC_DIR, name)));
  writeFileSync(
    path.join(dir, "index.ts"),
    renderContractsIndex({
      contracts: inputs.map((i) => i.contract),
      staticModules: statics,
      sourceFile: "specs/abi",
      sha256: "0".repeat(64),
    }),
  );
  for (const [name, text] of Object.entries(extraFiles)) writeFileSync(path.join(dir, name), text);
  return dir;
}

export function removeOutput(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Typechecks every .ts file in `dir` with the repo tsconfig; returns formatted diagnostics (empty = clean). */
export function typecheck(dir: string): string[] {
  const configPath = path.join(ROOT, "tsconfig.json");
  const config = ts.readConfigFile(configPath, (p) => ts.sys.readFile(p));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const files = readdirSync(dir)
    .filter((n) => n.endsWith(".ts"))
    .map((n) => path.join(dir, n));
  const program = ts.createProgram(files, { ...parsed.options, noEmit: true });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file === undefined || d.file.fileName.startsWith(dir))
    .map((d) => {
      const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
      const file = d.file ? path.relative(dir, d.file.fileName) : "";
      return `${file}:${where ? where.line + 1 : 0}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
    });
}
