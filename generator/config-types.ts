// generated from schemas/contractkit.config.schema.json by json-schema-to-typescript (node .ci/config-types.mjs), do not edit

/**
 * contractkit.config.json (or the default export of contractkit.config.ts): which specs go in, where the generated code goes and what is emitted. Paths are relative to the config file's folder. Every key is optional; the defaults are specs/*.openapi.{yaml,yml,json} and specs/abi in, generated/ out, every emitter, no protocol helpers and no devnet contracts.
 */
export interface ContractkitConfig {
  /**
   * The JSON Schema this file follows, for editors.
   */
  $schema?: string;
  /**
   * OpenAPI documents (YAML or JSON): files or globs (`*`, `**`, `?`, `{a,b}`). Default: ["specs/*.openapi.{yaml,yml,json}"]. The service name is the file name without `.openapi` and the extension.
   */
  openapi?: string[];
  /**
   * Contract ABIs: files, folders (read recursively, build-info skipped) or globs. Each file is a bare ABI array, a {contract, abi} object, a Foundry artifact or a Hardhat artifact. Default: ["specs/abi"].
   */
  abi?: string[];
  /**
   * Folder the generated code is written to; the generator owns the files in it that carry its header. Default: "generated".
   */
  output?: string;
  /**
   * Which emitters run. client needs schemas (it validates responses), so client brings schemas in. Default: all of them.
   */
  emitters?: ("client" | "schemas" | "server" | "contracts" | "solidity")[];
  /**
   * Contracts (by name) the protocol helpers are written for: MarketId, 1inch orders and makerTraits, pool math, adapter call builders. The helpers are emitted only when this names at least one loaded contract. Default: none.
   */
  protocolHelpers?: string[];
  /**
   * Contracts (by name) whose interfaces are compiled with solc next to contractkit's devnet Solidity sources, writing devnet/artifacts.ts. Default: none (nothing is compiled).
   */
  devnet?: string[];
}
