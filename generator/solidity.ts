/**
 * Compiles the devnet reference contracts (`contracts/*.sol`) against the Solidity
 * interfaces rendered from the ABI specs, and renders the compiled artifacts as a TypeScript module.
 *
 * The interfaces are never written to disk for the compile: `I<Contract>.sol` and `Types.sol` are
 * rendered in memory and handed to solc next to the contract sources, so `contract PoolManager is
 * IPoolManager` compiles against exactly what `specs/abi/PoolManager.json` says; a contract that
 * drifts from its spec fails here with solc's message.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import {
  renderSolidityInterface,
  renderSolidityTypes,
  SOLIDITY_TYPES_FILE,
  type SolidityInterfaceInput,
  solidityInterfaceFileName,
} from "../templates/solidity-interface.ts";
import { literal } from "../templates/text.ts";
import type { Problem } from "./problems.ts";

/** Folder of the hand-written devnet contracts, relative to the project root. */
export const DEVNET_CONTRACTS_DIR = "contracts";

/**
 * Compiler settings. Fixed so the same sources give the same bytecode: optimizer on, an EVM version
 * anvil 1.7 runs, and no metadata hash (it would embed source paths and the compiler build).
 */
export const SOLC_SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: "cancun",
  metadata: { bytecodeHash: "none", appendCBOR: false },
  outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } },
} as const;

/** One ABI spec, as `generator/load.ts` loads it. */
export interface AbiSpecInput {
  contract: string;
  file: string;
  sha256: string;
  description: string;
  abi: readonly Record<string, unknown>[];
}

/** A deployable contract: its full ABI (constructor included) and creation bytecode. */
export interface DevnetArtifact {
  abi: unknown[];
  bytecode: `0x${string}`;
}

/** Result of {@link compileDevnetContracts}: artifacts keyed by contract name, and every solc diagnostic. */
export interface CompileResult {
  artifacts: Record<string, DevnetArtifact>;
  problems: Problem[];
}

interface SolcError {
  severity: "error" | "warning" | "info";
  type: string;
  errorCode?: string;
  message: string;
  sourceLocation?: { file: string; start: number; end: number };
}

interface SolcOutput {
  errors?: SolcError[];
  contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function interfaceInputs(abis: readonly AbiSpecInput[]): SolidityInterfaceInput[] {
  return [...abis]
    .sort((a, b) => byCodeUnit(a.contract, b.contract))
    .map((spec) => ({
      contract: spec.contract,
      sourceFile: spec.file,
      sha256: spec.sha256,
      description: spec.description,
      abi: spec.abi,
    }));
}

/** 1-based line and column of a character offset, for messages a reader can jump to. */
function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, Math.max(0, offset));
  const line = before.split("\n").length;
  const column = offset - before.lastIndexOf("\n");
  return `${line}:${column}`;
}

/** The standard-JSON sources of one compile run, and the file each problem in a unit is reported against. */
interface SourceUnits {
  sources: Record<string, { content: string }>;
  /** Source unit name -> file to report problems against. */
  reportAs: Map<string, string>;
  problems: Problem[];
}

/** Which contracts the devnet folder declares, and in which unit; libraries get no artifact. */
interface Declarations {
  libraries: Set<string>;
  declaredIn: Map<string, string>;
}

/**
 * Renders the interfaces from `abis`, reads `contracts/*.sol` under `root`, and compiles
 * everything with solc-js in one standard-JSON run. Returns the artifacts of every non-library
 * contract declared in the devnet folder, or (when solc reports errors) no artifacts and the errors
 * as problems: an error inside a rendered interface is reported against its spec file.
 */
export async function compileDevnetContracts(root: string, abis: readonly AbiSpecInput[]): Promise<CompileResult> {
  const units: SourceUnits = { sources: {}, reportAs: new Map(), problems: [] };
  renderInterfaceSources(units, interfaceInputs(abis));
  const declarations = await readDevnetSources(units, root);
  if (hasError(units.problems)) return { artifacts: {}, problems: units.problems };
  const output = await compileWithSolc(units);
  if (hasError(units.problems)) return { artifacts: {}, problems: units.problems };

  const artifacts: Record<string, DevnetArtifact> = {};
  for (const [contractName, unit] of [...declarations.declaredIn].sort(([a], [b]) => byCodeUnit(a, b))) {
    if (declarations.libraries.has(contractName)) continue;
    const compiled = output.contracts?.[unit]?.[contractName];
    if (compiled === undefined || compiled.evm.bytecode.object === "") continue;
    artifacts[contractName] = { abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` };
  }
  return { artifacts, problems: units.problems };
}

const hasError = (problems: readonly Problem[]) => problems.some((p) => p.severity === "error");

/** The shared Solidity types and one interface per ABI spec, each reported against its spec file. */
function renderInterfaceSources(units: SourceUnits, inputs: readonly SolidityInterfaceInput[]): void {
  const { sources, reportAs, problems } = units;
  try {
    sources[SOLIDITY_TYPES_FILE] = { content: renderSolidityTypes(inputs) };
    reportAs.set(SOLIDITY_TYPES_FILE, inputs.map((i) => i.sourceFile).join(", "));
  } catch (error) {
    problems.push({
      code: "abi.solidity-types",
      message: (error as Error).message,
      file: "specs/abi",
      pointer: "",
      severity: "error",
    });
  }
  for (const input of inputs) {
    const name = solidityInterfaceFileName(input.contract);
    try {
      sources[name] = { content: renderSolidityInterface(input) };
      reportAs.set(name, input.sourceFile);
    } catch (error) {
      problems.push({
        code: "abi.solidity-interface",
        message: (error as Error).message,
        file: input.sourceFile,
        pointer: "",
        severity: "error",
      });
    }
  }
}

/** Adds every `contracts/*.sol` under `root` to the sources and lists the contracts and libraries they declare. */
async function readDevnetSources(units: SourceUnits, root: string): Promise<Declarations> {
  const { sources, reportAs, problems } = units;
  const contractsDir = path.join(root, DEVNET_CONTRACTS_DIR);
  const declarations: Declarations = { libraries: new Set(), declaredIn: new Map() };
  const names = (await readdir(contractsDir)).filter((n) => n.endsWith(".sol")).sort(byCodeUnit);
  for (const name of names) {
    const file = `${DEVNET_CONTRACTS_DIR}/${name}`;
    if (sources[name] !== undefined) {
      problems.push({
        code: "solidity.name-clash",
        message: `${file} has the name of a generated interface; rename the contract file`,
        file,
        pointer: "",
        severity: "error",
      });
      continue;
    }
    const content = await readFile(path.join(contractsDir, name), "utf8");
    sources[name] = { content };
    reportAs.set(name, file);
    for (const match of content.matchAll(/^\s*(abstract\s+contract|contract|library|interface)\s+([A-Za-z_]\w*)/gm)) {
      const [, kind, contractName] = match;
      if (contractName === undefined) continue;
      if (kind === "library") declarations.libraries.add(contractName);
      if (kind?.endsWith("contract") === true) declarations.declaredIn.set(contractName, name);
    }
  }
  return declarations;
}

/** One standard-JSON solc run over the sources; its warnings and errors join the problems. */
async function compileWithSolc(units: SourceUnits): Promise<SolcOutput> {
  const { sources, reportAs, problems } = units;
  const input = { language: "Solidity", sources, settings: SOLC_SETTINGS };
  // Loaded here, not at the top: solc-js takes seconds to load, and most runs reuse the artifacts.
  const solc = (await import("solc")).default;
  const output = JSON.parse(
    solc.compile(JSON.stringify(input), {
      import: (requested: string) => ({
        error: `import "${requested}" is not a devnet contract or a rendered interface`,
      }),
    }),
  ) as SolcOutput;

  for (const e of output.errors ?? []) {
    if (e.severity === "info") continue;
    const unit = e.sourceLocation?.file ?? "";
    const content = sources[unit]?.content;
    const where =
      content !== undefined && e.sourceLocation ? ` (${unit}:${lineAndColumn(content, e.sourceLocation.start)})` : "";
    problems.push({
      code: `solc.${e.type}${e.errorCode ? `-${e.errorCode}` : ""}`,
      message: `${e.message}${where}`,
      file: reportAs.get(unit) ?? (unit || DEVNET_CONTRACTS_DIR),
      pointer: "",
      severity: e.severity,
    });
  }
  return output;
}

/**
 * Renders `generated/devnet/artifacts.ts`: for each contract (sorted by name) an exported
 * `<Name>Artifact = { abi, bytecode } as const`, and `devnetArtifacts` mapping names to them.
 * `sourceHashLine` is the file's first line (the "generated from … (sha256:…), do not edit" header);
 * a missing leading `//` is added.
 */
export function renderArtifactsModule(artifacts: Record<string, DevnetArtifact>, sourceHashLine: string): string {
  const header = sourceHashLine.startsWith("//") ? sourceHashLine : `// ${sourceHashLine}`;
  const names = Object.keys(artifacts).sort(byCodeUnit);
  const blocks = names.map((name) => {
    const artifact = artifacts[name]!;
    return [
      `/** Devnet \`${name}\` from ${DEVNET_CONTRACTS_DIR}/: full ABI (constructor included) and creation bytecode. */`,
      `export const ${name}Artifact = {`,
      `  abi: ${JSON.stringify(artifact.abi, null, 2).replaceAll("\n", "\n  ")},`,
      `  bytecode: ${literal(artifact.bytecode)},`,
      "} as const;",
    ].join("\n");
  });
  const index = [
    "/** Every devnet contract artifact by contract name. */",
    "export const devnetArtifacts = {",
    ...names.map((name) => `  ${name}: ${name}Artifact,`),
    "} as const;",
  ].join("\n");
  return `${header.trimEnd()}\n\n${[...blocks, index].join("\n\n")}\n`;
}
