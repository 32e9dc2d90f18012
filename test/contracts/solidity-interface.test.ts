/**
 * The Solidity interfaces rendered from ABIs that are not ours compile with solc and declare the same
 * selectors and event topics as the ABI they come from (the specs' own interfaces are checked in
 * test/specs/abi.test.ts and by the devnet compile).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import solc from "solc";
import { type AbiEvent, type AbiFunction, toEventSelector, toFunctionSelector } from "viem";
import { describe, expect, it } from "vitest";
import { renderSolidityFiles, solidityInterfaceFileName } from "../../templates/solidity-interface.ts";
import { ROOT } from "./bindingsHarness.ts";

type AbiItem = Record<string, unknown> & { type: string };

/** Compiles `sources` with solc-js; returns the ABI solc gives `I<contract>` and every error message. */
function compileInterface(sources: Record<string, string>, contract: string) {
  const input = {
    language: "Solidity",
    sources: Object.fromEntries(Object.entries(sources).map(([name, content]) => [name, { content }])),
    settings: { outputSelection: { "*": { "*": ["abi"] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts?: Record<string, Record<string, { abi: AbiItem[] }>>;
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === "error").map((e) => e.formattedMessage);
  const file = solidityInterfaceFileName(contract);
  return { errors, abi: output.contracts?.[file]?.[`I${contract}`]?.abi ?? [] };
}

/** `function 0x…`, `event 0x…`, `error 0x…` for every named item: what callers and log readers depend on. */
function selectors(abi: readonly AbiItem[]): string[] {
  return abi
    .filter((item) => item.type === "function" || item.type === "event" || item.type === "error")
    .map((item) =>
      item.type === "event"
        ? `event ${toEventSelector(item as unknown as AbiEvent)}`
        : `${item.type} ${toFunctionSelector(item as unknown as AbiFunction)}`,
    )
    .sort();
}

describe("Solidity interfaces of ABIs without struct names", () => {
  it("declare a struct for each unnamed tuple, compile, and keep every selector and topic", () => {
    const file = path.join(ROOT, "test/fixtures/abi/Unnamed.json");
    const abi = JSON.parse(readFileSync(file, "utf8")) as AbiItem[];
    const files = renderSolidityFiles([
      { contract: "Unnamed", sourceFile: "test/fixtures/abi/Unnamed.json", sha256: "00", description: "", abi },
    ]);
    const text = files["IUnnamed.sol"] ?? "";
    expect(text).not.toMatch(/\btuple\b/);
    expect(text).toContain("    struct SettleOrderFee {\n        uint16 bps;\n        address field1;\n    }");
    expect(text).toContain(
      "    function settle(SettleOrder calldata order, SettleLegs[] calldata legs) external returns (SettleOutput0 memory);",
    );
    // The overload's one-member order is another shape: it gets its own numbered struct.
    expect(text).toContain("    function settle(SettleOrder2 calldata order) external;");
    const compiled = compileInterface(files, "Unnamed");
    expect(compiled.errors).toEqual([]);
    expect(selectors(compiled.abi)).toEqual(selectors(abi));
  });

  it("leave out parameter names the ABI does not give, and name struct members field<i>", () => {
    const file = path.join(ROOT, "test/fixtures/abi/Nameless.json");
    const abi = JSON.parse(readFileSync(file, "utf8")) as AbiItem[];
    const files = renderSolidityFiles([
      { contract: "Nameless", sourceFile: "test/fixtures/abi/Nameless.json", sha256: "00", description: "", abi },
    ]);
    const text = files["INameless.sol"] ?? "";
    expect(text).toContain("    function quote(address, uint256) external view returns (uint256, uint256);");
    expect(text).toContain("    event Quoted(address indexed, uint256, uint256);");
    expect(files["Types.sol"]).toContain("struct Hop {\n    address field0;\n    uint24 field1;\n}");
    const compiled = compileInterface(files, "Nameless");
    expect(compiled.errors).toEqual([]);
    expect(selectors(compiled.abi)).toEqual(selectors(abi));
  });

  it("rename parameters named with Solidity keywords and keep items so named as comments", () => {
    const file = path.join(ROOT, "test/fixtures/abi/Keywords.json");
    const abi = JSON.parse(readFileSync(file, "utf8")) as AbiItem[];
    const files = renderSolidityFiles([
      { contract: "Keywords", sourceFile: "test/fixtures/abi/Keywords.json", sha256: "00", description: "", abi },
    ]);
    const text = files["IKeywords.sol"] ?? "";
    expect(text).toContain(
      "    function pay(uint256 default_, PayIn calldata in_) external payable returns (address address_);",
    );
    expect(text).toContain("    struct PayIn {\n        address of_;\n        uint8 uint8_;\n    }");
    // Renaming `type()` would change its selector: Solidity cannot declare it, the comment says why.
    expect(text).toContain(
      '    // not declared, "type" is a Solidity keyword: function type() external view returns (uint256);',
    );
    const compiled = compileInterface(files, "Keywords");
    expect(compiled.errors).toEqual([]);
    const declarable = abi.filter((item) => !["type", "delete", "emit", "this"].includes(String(item.name)));
    expect(selectors(compiled.abi)).toEqual(selectors(declarable));
  });

  it("declare a struct name two ABIs give two shapes inside each interface; both compile with their selectors", () => {
    const inputs = ["Batcher", "Bundler"].map((contract) => {
      const sourceFile = `test/fixtures/abi/struct-clash/${contract}.json`;
      const abi = JSON.parse(readFileSync(path.join(ROOT, sourceFile), "utf8")) as AbiItem[];
      return { contract, sourceFile, sha256: "00", description: "", abi };
    });
    const files = renderSolidityFiles(inputs);
    for (const input of inputs) {
      const compiled = compileInterface(files, input.contract);
      expect(compiled.errors).toEqual([]);
      expect(selectors(compiled.abi)).toEqual(selectors(input.abi));
    }
  });
});
