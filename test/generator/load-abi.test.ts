/**
 * ABI input in every form users have (bare array, our `{contract, abi}` spec, Foundry and Hardhat
 * artifacts), contract names from the artifact or the file, and problems located by file, pointer
 * and line:column.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { erc20Abi, erc721Abi, erc4626Abi } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locatePointer } from "../../cli/locate.ts";
import { contractNameFromFile, loadAbiFile, loadAbis } from "../../generator/load-abi.ts";
import { validateAbi } from "../../generator/validate.ts";
import { camelFromPascal, planContractBinding } from "../../templates/contracts.ts";

let dir: string;
const write = (rel: string, value: unknown, raw?: string) => {
  const abs = path.join(dir, rel);
  mkdirSync(path.dirname(abs), { recursive: true });
  writeFileSync(abs, raw ?? `${JSON.stringify(value, null, 2)}\n`);
  return abs;
};

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "contractkit-abi-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("ABI input forms", () => {
  it("reads a bare ABI array, naming the contract after the file", async () => {
    const abs = write("abis/ERC20.json", erc20Abi);
    const { abis, problems } = await loadAbiFile(dir, abs);
    expect(problems).toEqual([]);
    expect(abis[0]).toMatchObject({ contract: "ERC20", file: "abis/ERC20.json", form: "abi-array", abiPointer: "" });
    expect(abis[0]!.abi).toHaveLength(erc20Abi.length);
  });

  it("reads a Foundry artifact, naming the contract from its compilation target", async () => {
    const abs = write("out/Vault.sol/Vault.json", {
      abi: erc4626Abi,
      bytecode: { object: "0x6080", sourceMap: "", linkReferences: {} },
      deployedBytecode: { object: "0x6080" },
      metadata: { settings: { compilationTarget: { "src/Vault.sol": "Vault" } } },
    });
    const { abis, problems } = await loadAbiFile(dir, abs);
    expect(problems).toEqual([]);
    expect(abis[0]).toMatchObject({ contract: "Vault", form: "foundry", abiPointer: "/abi" });
  });

  it("reads a Hardhat artifact, naming the contract from contractName", async () => {
    const abs = write("artifacts/contracts/Nft.sol/Nft.json", {
      _format: "hh-sol-artifact-1",
      contractName: "ERC721Collection",
      sourceName: "contracts/Nft.sol",
      abi: erc721Abi,
      bytecode: "0x6080",
      deployedBytecode: "0x6080",
      linkReferences: {},
      deployedLinkReferences: {},
    });
    const { abis, problems } = await loadAbiFile(dir, abs);
    expect(problems).toEqual([]);
    expect(abis[0]).toMatchObject({ contract: "ERC721Collection", form: "hardhat" });
  });

  it("reads our own {contract, abi} spec and still checks its name against the file", async () => {
    const good = await loadAbiFile(dir, write("specs/abi/Token.json", { contract: "Token", abi: erc20Abi }));
    expect(good.abis[0]).toMatchObject({ contract: "Token", form: "contractkit", abiPointer: "/abi" });
    const bad = await loadAbiFile(dir, write("specs/abi/Other.json", { contract: "Token", abi: [] }));
    expect(bad.problems).toMatchObject([{ code: "abi.contract-name", pointer: "/contract" }]);
  });

  it("reads a Foundry out/ folder recursively and skips build-info", async () => {
    write("foundry/out/build-info/abc.json", { id: "abc", input: {}, output: {} });
    write("foundry/out/Token.sol/Token.json", { abi: erc20Abi, bytecode: { object: "0x" }, metadata: "{}" });
    write("foundry/out/Token.sol/Token.dbg.json", { _format: "hh-sol-dbg-1" });
    const { abis, problems } = await loadAbis(dir, [path.join(dir, "foundry/out")]);
    expect(problems).toEqual([]);
    expect(abis.map((a) => [a.contract, a.file])).toEqual([["Token", "foundry/out/Token.sol/Token.json"]]);
  });

  it("names a contract from a file name that is not PascalCase", async () => {
    expect(contractNameFromFile("erc20")).toBe("Erc20");
    expect(contractNameFromFile("my-token")).toBe("MyToken");
    expect(contractNameFromFile("PoolManager")).toBe("PoolManager");
    expect(contractNameFromFile("---")).toBeNull();
    const { abis } = await loadAbiFile(dir, write("misc/my-token.json", erc20Abi));
    expect(abis[0]!.contract).toBe("MyToken");
  });

  it("reports a file that is no ABI form, and two files naming one contract", async () => {
    const shape = await loadAbiFile(dir, write("bad/Thing.json", { hello: "world" }));
    expect(shape.problems).toMatchObject([{ code: "abi.shape", file: "bad/Thing.json", pointer: "" }]);
    expect(shape.problems[0]!.message).toMatch(/bare ABI array.*Foundry.*Hardhat/);
    const syntax = await loadAbiFile(dir, write("bad/Broken.json", null, "[{"));
    expect(syntax.problems).toMatchObject([{ code: "abi.json-syntax" }]);
    write("dup/a/Token.json", erc20Abi);
    write("dup/b/Token.json", erc20Abi);
    const dup = await loadAbis(dir, [path.join(dir, "dup")]);
    expect(dup.problems).toMatchObject([{ code: "abi.duplicate-contract", file: "dup/b/Token.json" }]);
    // A build folder holds every dependency's contracts; renaming one is not always the user's to do.
    expect(dup.problems[0]?.message).toBe(
      "contract Token is also read from dup/a/Token.json; give one of them another name, or leave one out of the ABI inputs (a build folder holds every dependency's contracts: name the files you want, e.g. `out/{Vault,Pool}.sol/*.json`)",
    );
  });

  it("locates a problem in a bare array and in an artifact at file, pointer and line:column", async () => {
    const item = { type: "function", name: "f", inputs: [{ name: "x", type: "uint257" }], outputs: [] };
    const bare = write("located/Bare.json", [erc20Abi[0], item]);
    const [bareAbi] = (await loadAbiFile(dir, bare)).abis;
    const bareProblem = validateAbi(bareAbi!).find((p) => p.code === "abi.invalid-type");
    expect(bareProblem).toMatchObject({ file: "located/Bare.json", pointer: "/1/inputs/0/type" });
    const typeLine =
      readFileSync(bare, "utf8")
        .split("\n")
        .findIndex((l) => l.includes('"uint257"')) + 1;
    expect(locatePointer(bare, bareProblem!.pointer)).toEqual({ line: typeLine, column: 9 });

    const artifact = write("located/out/A.sol/A.json", { abi: [item], bytecode: { object: "0x" }, metadata: {} });
    const [artifactAbi] = (await loadAbiFile(dir, artifact)).abis;
    const problem = validateAbi(artifactAbi!).find((p) => p.code === "abi.invalid-type");
    expect(problem).toMatchObject({ pointer: "/abi/0/inputs/0/type" });
    // {"abi": [ { ..., "inputs": [ { "name": "x", "type": ... } ] } ] } pretty-printed: "type" is on line 9.
    expect(locatePointer(artifact, problem!.pointer)).toEqual({ line: 9, column: 11 });
  });
});

describe("a library's ABI (a Foundry out/ folder holds them)", () => {
  it("is refused with why: solc writes Solidity type names there, and libraries are not called", () => {
    // What solc 0.8 gives `library PositionLib { enum Side {Buy, Sell} function sideOf(Side, IERC20) public view … }`.
    const library = {
      contract: "PositionLib",
      file: "out/Lib.sol/PositionLib.json",
      text: "",
      sha256: "",
      description: "",
      abi: [
        {
          type: "function",
          name: "sideOf",
          stateMutability: "view",
          inputs: [
            { name: "s", type: "PositionLib.Side", internalType: "enum PositionLib.Side" },
            { name: "token", type: "IERC20", internalType: "contract IERC20" },
            { name: "typo", type: "uint257", internalType: "uint257" },
          ],
          outputs: [{ name: "", type: "uint256", internalType: "uint256" }],
        },
      ],
    };
    const messages = validateAbi(library).map((p) => p.message);
    const hint =
      "(a Solidity type name: solc writes those only in a library's ABI, and libraries are linked, not called; leave the library's file out of the ABI inputs: name the others, e.g. `out/{Vault,Pool}.sol/*.json`)";
    expect(messages).toEqual([
      `PositionLib: function sideOf: "PositionLib.Side" is not a valid Solidity ABI type ${hint}`,
      `PositionLib: function sideOf: "IERC20" is not a valid Solidity ABI type ${hint}`,
      'PositionLib: function sideOf: "uint257" is not a valid Solidity ABI type',
    ]);
  });
});

describe("binding names", () => {
  it("lowers a leading acronym as one word", () => {
    expect(camelFromPascal("PoolManager")).toBe("poolManager");
    expect(camelFromPascal("ERC20")).toBe("erc20");
    expect(camelFromPascal("ERC721")).toBe("erc721");
    expect(camelFromPascal("ERC4626")).toBe("erc4626");
    expect(camelFromPascal("ERC721Enumerable")).toBe("erc721Enumerable");
    expect(camelFromPascal("USDCToken")).toBe("usdcToken");
    expect(camelFromPascal("IERC20Metadata")).toBe("ierc20Metadata");
    expect(camelFromPascal("Bundler3")).toBe("bundler3");
  });

  it("plans erc20Abi, erc721Abi and erc4626Abi, with every exported name an identifier", () => {
    for (const [contract, abi, expected] of [
      ["ERC20", erc20Abi, "erc20Abi"],
      ["ERC721", erc721Abi, "erc721Abi"],
      ["ERC4626", erc4626Abi, "erc4626Abi"],
    ] as const) {
      const plan = planContractBinding({ contract, sourceFile: "x", sha256: "0", description: "", abi });
      expect(plan.abiConst).toBe(expected);
      expect(plan.eventHelpers?.names).toBe(`${expected.slice(0, -3)}EventNames`);
    }
  });
});
