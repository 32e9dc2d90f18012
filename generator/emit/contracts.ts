/** viem bindings per contract and the contracts index; Solidity interfaces; the devnet's compiled artifacts. */
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import {
  exportedNames,
  planContractBinding,
  renderContractBinding,
  renderContractsIndex,
} from "../../templates/contracts.ts";
import { renderSolidityFiles, SOLIDITY_TYPES_FILE } from "../../templates/solidity-interface.ts";
import { generatedHeader } from "../../templates/text.ts";
import { type LoadedAbi, sha256Hex } from "../load.ts";
import { hasErrors, type Problem } from "../problems.ts";
import { compileDevnetContracts, DEVNET_CONTRACTS_DIR, renderArtifactsModule, SOLC_SETTINGS } from "../solidity.ts";
import type { EmitResult, ProjectContext, ProjectEmitter, RuntimeModule } from "./types.ts";

/** Contract support every binding may import. */
const CORE_CONTRACT_RUNTIME: readonly RuntimeModule[] = ["contracts/actionTypes", "contracts/addressWords"];
/**
 * The protocol helpers (MarketId, 1inch orders, makerTraits, pool math, adapter builders): only for
 * contracts the config names.
 */
const PROTOCOL_HELPER_RUNTIME: readonly RuntimeModule[] = [
  "contracts/adapterCalls",
  "contracts/makerTraits",
  "contracts/marketId",
  "contracts/math",
  "contracts/order",
];

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function contractsRuntime(context: ProjectContext): readonly RuntimeModule[] {
  const helpers = context.abis.some((abi) => context.protocolHelpers.includes(abi.contract));
  return [...CORE_CONTRACT_RUNTIME, ...(helpers ? PROTOCOL_HELPER_RUNTIME : [])].sort(byCodeUnit);
}

/** What the contract templates take from a loaded ABI spec. */
function bindingInput(abi: LoadedAbi) {
  return {
    contract: abi.contract,
    sourceFile: abi.file,
    sha256: abi.sha256,
    description: abi.description,
    abi: abi.abi,
  };
}

/**
 * A binding per contract and the contracts index. Two contracts exporting one name is a problem: the
 * index re-exports every binding with `export *`, where TypeScript refuses a name two modules export
 * (TS2308). Besides `…Abi` constants this happens between helpers: `Pool.managerSwap` and
 * `PoolManager.swap` both give `readPoolManagerSwap`.
 */
function emitContracts(context: ProjectContext): EmitResult {
  const problems: Problem[] = [];
  const files: Array<[string, string]> = [];
  const exporter = new Map<string, string>();
  for (const abi of context.abis) {
    const plan = planContractBinding(bindingInput(abi));
    const clashes = new Map<string, string[]>();
    for (const name of exportedNames(plan)) {
      const other = exporter.get(name);
      if (other === undefined) exporter.set(name, abi.contract);
      else clashes.set(other, [...(clashes.get(other) ?? []), name]);
    }
    for (const [other, names] of clashes) {
      const shown =
        names.length > 3 ? `${names.slice(0, 3).join(", ")} and ${names.length - 3} more` : names.join(", ");
      problems.push({
        code: "abi.name-collision",
        message: `${abi.contract} and ${other} both export ${shown}; rename one of the contracts`,
        file: abi.file,
        pointer: "",
        severity: "error",
      });
    }
    files.push([`contracts/${abi.contract}.ts`, renderContractBinding(bindingInput(abi))]);
  }
  const index = renderContractsIndex({
    contracts: context.abis.map((abi) => abi.contract),
    staticModules: contractsRuntime(context).map((module) => module.slice("contracts/".length)),
    sourceFile: context.abiSource,
    sha256: context.abisHash,
  });
  files.push(["contracts/index.ts", index]);
  return { files, problems };
}

export const contractsEmitter: ProjectEmitter = {
  name: "contracts",
  selectedBy: "contracts",
  applies: (context) => context.abis.length > 0,
  runtime: contractsRuntime,
  emit: emitContracts,
};

export const solidityEmitter: ProjectEmitter = {
  name: "solidity",
  selectedBy: "solidity",
  applies: (context) => context.abis.length > 0,
  runtime: () => [],
  emit: (context) => {
    let solidity: Record<string, string>;
    try {
      solidity = renderSolidityFiles(context.abis.map(bindingInput));
    } catch (error) {
      // The template refuses what one shared Types.sol cannot declare (two ABIs giving one user type
      // two underlying types). A problem, not a throw: `generate()` returns problems and
      // `--format json` prints them.
      const message = `${(error as Error).message}; the interfaces share one ${SOLIDITY_TYPES_FILE}, so leave \`solidity\` out of \`emitters\` for these ABIs`;
      return {
        files: [],
        problems: [{ code: "abi.solidity-types", message, file: context.abiSource, pointer: "", severity: "error" }],
      };
    }
    const files = Object.entries(solidity).map(([name, text]): [string, string] => {
      // Types.sol (shared structs and value types) depends on every ABI: one header with the combined hash.
      const content =
        name === SOLIDITY_TYPES_FILE
          ? generatedHeader(context.abiSource, context.abisHash) + text.slice(text.indexOf("\n") + 1)
          : text;
      return [`contracts/solidity/${name}`, content];
    });
    return { files, problems: [] };
  },
};

/** The installed solc-js version (read from its package.json: loading the compiler itself is slow). */
function solcVersion(): string {
  return (createRequire(import.meta.url)("solc/package.json") as { version: string }).version;
}

/**
 * Compiles the devnet's Solidity sources against the interfaces of the contracts the config names
 * and writes devnet/artifacts.ts. The bytecode depends on the Solidity sources, the interfaces
 * rendered from those ABIs, and the compiler and its settings: all of them are in the header's hash.
 */
async function emitDevnetArtifacts(context: ProjectContext): Promise<EmitResult> {
  const devnetAbis = context.abis.filter((abi) => context.devnet.includes(abi.contract));
  const abisHash = sha256Hex(devnetAbis.map((a) => `${a.file}:${a.sha256}\n`).join(""));
  const solDir = path.join(context.toolRoot, DEVNET_CONTRACTS_DIR);
  const solFiles = (await readdir(solDir)).filter((n) => n.endsWith(".sol")).sort(byCodeUnit);
  const solHashes = await Promise.all(
    solFiles.map(async (n) => `${n}:${sha256Hex(await readFile(path.join(solDir, n), "utf8"))}\n`),
  );
  const compiler = `solc@${solcVersion()} ${JSON.stringify(SOLC_SETTINGS)}\n`;
  const header = generatedHeader(
    `${DEVNET_CONTRACTS_DIR}/`,
    sha256Hex(`${solHashes.join("")}${abisHash}${compiler}`),
  ).trimEnd();
  const artifactsFile = "devnet/artifacts.ts";
  // solc-js costs seconds; when the committed artifacts were built from exactly these inputs they are reused.
  const committed = context.reuseCompiled
    ? await readFile(path.join(context.root, context.out, artifactsFile), "utf8").catch(() => "")
    : "";
  if (committed.startsWith(`${header}\n`)) return { files: [[artifactsFile, committed]], problems: [] };
  const compiled = await compileDevnetContracts(context.toolRoot, devnetAbis);
  if (hasErrors(compiled.problems)) return { files: [], problems: compiled.problems };
  return { files: [[artifactsFile, renderArtifactsModule(compiled.artifacts, header)]], problems: compiled.problems };
}

/** Runs whatever the emitter selection, as before: the config's `devnet` list chooses it. */
export const devnetEmitter: ProjectEmitter = {
  name: "devnet",
  applies: (context) => context.abis.some((abi) => context.devnet.includes(abi.contract)),
  runtime: () => [],
  emit: emitDevnetArtifacts,
};
