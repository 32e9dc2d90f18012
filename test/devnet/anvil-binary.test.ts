/**
 * Where the anvil binary comes from on platforms whose `@foundry-rs/anvil-<platform>` package the
 * registry does not serve: the wrapper's postinstall download, ANVIL_BINARY, PATH, else a message
 * that says exactly what to do.
 */
import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnvilError, resolveAnvilBinary } from "../../runtime/devnet/anvil.ts";

let dir: string;
let wrapper: string;

async function executable(file: string): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, "#!/bin/sh\n");
  await chmod(file, 0o755);
  return file;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "contractkit-anvil-bin-"));
  // A wrapper package with no platform package beside it, as on macOS with the registry here.
  wrapper = path.join(dir, "node_modules/@foundry-rs/anvil");
  await mkdir(wrapper, { recursive: true });
  await writeFile(path.join(wrapper, "package.json"), '{"name":"@foundry-rs/anvil","version":"1.7.1"}\n');
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const darwin = { platform: "darwin", arch: "arm64" } as const;

describe("resolveAnvilBinary", () => {
  it("uses the installed platform package on this machine", () => {
    expect(resolveAnvilBinary()).toMatch(/@foundry-rs\/anvil-linux-amd64\/bin\/anvil$/);
  });

  it("uses the platform package resolved from the wrapper", async () => {
    const binary = await executable(path.join(dir, "node_modules/@foundry-rs/anvil-darwin-arm64/bin/anvil"));
    await writeFile(
      path.join(path.dirname(binary), "..", "package.json"),
      '{"name":"@foundry-rs/anvil-darwin-arm64"}\n',
    );
    try {
      expect(resolveAnvilBinary({ ...darwin, env: {}, wrapperDir: wrapper })).toBe(binary);
    } finally {
      await rm(path.join(dir, "node_modules/@foundry-rs/anvil-darwin-arm64"), { recursive: true });
    }
  });

  it("uses the binary the wrapper's postinstall downloaded next to itself", async () => {
    const binary = await executable(path.join(wrapper, "anvil"));
    try {
      expect(resolveAnvilBinary({ ...darwin, env: { ANVIL_BINARY: "/elsewhere" }, wrapperDir: wrapper })).toBe(binary);
    } finally {
      await rm(binary);
    }
  });

  it("uses ANVIL_BINARY, then anvil on PATH", async () => {
    const configured = await executable(path.join(dir, "custom/anvil"));
    const foundry = await executable(path.join(dir, ".foundry/bin/anvil"));
    const PATH = `/nonexistent:${path.dirname(foundry)}`;
    expect(resolveAnvilBinary({ ...darwin, env: { ANVIL_BINARY: configured, PATH }, wrapperDir: wrapper })).toBe(
      configured,
    );
    expect(resolveAnvilBinary({ ...darwin, env: { PATH }, wrapperDir: wrapper })).toBe(foundry);
    // Windows: anvil.exe, and the variable is spelled Path.
    const windows = await executable(path.join(dir, "foundry-win/anvil.exe"));
    expect(
      resolveAnvilBinary({ platform: "win32", arch: "x64", env: { Path: path.dirname(windows) }, wrapperDir: null }),
    ).toBe(windows);
  });

  it("says what to do when none is found, and when ANVIL_BINARY names a missing file", () => {
    const attempt = (env: NodeJS.ProcessEnv) => {
      try {
        resolveAnvilBinary({ platform: "linux", arch: "arm64", env, wrapperDir: wrapper });
      } catch (error) {
        return error;
      }
      return undefined;
    };
    const missing = attempt({ PATH: "/nonexistent" });
    expect(missing).toBeInstanceOf(AnvilError);
    expect((missing as AnvilError).code).toBe("BINARY_NOT_FOUND");
    expect((missing as AnvilError).message).toBe(
      [
        `no anvil binary for linux/arm64: @foundry-rs/anvil-linux-arm64 is not installed and @foundry-rs/anvil's postinstall left no binary in ${wrapper}; ANVIL_BINARY is not set and no anvil is on PATH.`,
        "Provide one of:",
        "  - reinstall with scripts enabled so @foundry-rs/anvil's postinstall can download it: npm rebuild @foundry-rs/anvil",
        "  - install Foundry (curl -L https://foundry.paradigm.xyz | bash && foundryup) so anvil is on PATH",
        "  - point ANVIL_BINARY at an anvil executable: ANVIL_BINARY=/path/to/anvil",
      ].join("\n"),
    );
    expect((attempt({ ANVIL_BINARY: "/no/such/anvil" }) as AnvilError).message).toBe(
      "ANVIL_BINARY is set to /no/such/anvil, but no such file exists",
    );
  });
});
