/**
 * What every command shares: exit codes (0 success, 1 runtime failure or finding, 2 bad usage),
 * --version, machine-readable output (--format json, SARIF for lint) with problems at
 * line:column, --quiet, and when output is coloured.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { locatePointer } from "../../cli/locate.ts";
import { main } from "../../cli/main.ts";
import { colourEnabled, configureOutput } from "../../cli/output.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURES = path.join(ROOT, "test/fixtures/specs");
const MINI = path.join(FIXTURES, "valid/specs/mini.openapi.yaml");
const MINI_V2 = path.join(FIXTURES, "diff/mini-v2.openapi.yaml");

/** Runs the CLI in this process; resolves to its exit code and what it wrote. */
async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const out = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    stdout += String(chunk);
    return true;
  });
  const err = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    stderr += String(chunk);
    return true;
  });
  try {
    const code = await main(argv);
    return { code, stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "contractkit-cli-"));
  await cp(path.join(FIXTURES, "valid"), path.join(scratch, "valid"), { recursive: true });
  // The fixture's `/v1/widgets/` breaks this rule, which contractkit's own rules turn off: the lint
  // tests below need one problem to report, so this project turns it back on.
  await writeFile(
    path.join(scratch, "valid", "redocly.yaml"),
    "extends:\n  - recommended\nrules:\n  no-path-trailing-slash: error\n",
  );
});
afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});
afterEach(() => configureOutput({ verbosity: "normal", colour: false }));

describe("exit codes", () => {
  const COMMANDS = [
    ["specs", "lint"],
    ["generate"],
    ["diff", "a.yaml", "b.yaml"],
    ["serve", "bank"],
    ["serve", "protocol"],
    ["devnet"],
    ["contract-test", "bank", "--base-url", "http://127.0.0.1:1"],
    ["dev"],
    ["bench"],
  ];
  it.each(COMMANDS.map((c) => [c.join(" "), c] as const))("%s --bogus exits 2", async (_, command) => {
    const result = await cli(...command, "--bogus");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown option '--bogus'");
  });

  it("an unknown command, a missing argument and a bad --format value exit 2", async () => {
    expect((await cli("frobnicate")).code).toBe(2);
    expect((await cli("diff", "only-one.yaml")).code).toBe(2);
    expect((await cli("specs", "lint", "--format", "xml")).code).toBe(2);
    expect((await cli("diff", MINI, MINI_V2, "--format", "sarif")).code).toBe(2);
    expect((await cli("generate", "--format", "json")).code).toBe(2);
    expect((await cli("contract-test", "nosuch", "--base-url", "http://127.0.0.1:1")).code).toBe(2);
    expect((await cli("serve", "bank", "--port", "http")).code).toBe(2);
    expect((await cli("devnet", "--port", "85x45")).code).toBe(2);
    expect((await cli("dev", "--bank-port", "x")).code).toBe(2);
  });

  it("a runtime failure exits 1: diff of a file that does not exist", async () => {
    const result = await cli("diff", path.join(scratch, "missing.yaml"), MINI);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^contractkit: /);
  });

  it("--help and --version exit 0; --version prints package.json's version", async () => {
    const { version } = JSON.parse(await readFile(path.join(ROOT, "package.json"), "utf8")) as { version: string };
    expect(await cli("--version")).toEqual({ code: 0, stdout: `${version}\n`, stderr: "" });
    expect((await cli("--help")).code).toBe(0);
    expect((await cli("specs", "lint", "--help")).code).toBe(0);
  });
});

describe("machine-readable output", () => {
  it("locates a JSON pointer at the line and column of its key", () => {
    expect(locatePointer(MINI, "/paths/~1v1~1widgets~1")).toEqual({ line: 17, column: 3 });
    // A pointer into something absent lands on its nearest existing parent.
    expect(locatePointer(MINI, "/paths/~1v1~1widgets~1/nothing/here")).toEqual({ line: 17, column: 3 });
    expect(locatePointer(path.join(scratch, "none.yaml"), "/x")).toBeNull();
  });

  it("specs lint --format json: every problem with file, line, column, pointer; exit 1 on errors", async () => {
    const result = await cli("specs", "lint", "--root", path.join(scratch, "valid"), "--format", "json");
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as { errors: number; problems: Record<string, unknown>[] };
    expect(report.errors).toBe(1);
    expect(report.problems).toEqual([
      expect.objectContaining({
        file: "specs/mini.openapi.yaml",
        line: 17,
        column: 3,
        pointer: "/paths/~1v1~1widgets~1",
        severity: "error",
        code: "redocly.no-path-trailing-slash",
      }),
    ]);
  });

  it("specs lint text names file:line:column", async () => {
    const result = await cli("specs", "lint", "--root", path.join(scratch, "valid"));
    expect(result.stdout).toContain("specs/mini.openapi.yaml:17:3 error redocly.no-path-trailing-slash:");
  });

  it("specs lint --format sarif: SARIF 2.1.0 with a region per result", async () => {
    const result = await cli("specs", "lint", "--root", path.join(scratch, "valid"), "--format", "sarif");
    const sarif = JSON.parse(result.stdout);
    expect(sarif.version).toBe("2.1.0");
    const [run] = sarif.runs;
    expect(run.tool.driver.name).toBe("contractkit");
    expect(run.tool.driver.rules).toEqual([{ id: "redocly.no-path-trailing-slash" }]);
    expect(run.results).toEqual([
      {
        ruleId: "redocly.no-path-trailing-slash",
        ruleIndex: 0,
        level: "error",
        message: { text: expect.any(String) },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: "specs/mini.openapi.yaml" },
              region: { startLine: 17, startColumn: 3 },
            },
            logicalLocations: [{ fullyQualifiedName: "#/paths/~1v1~1widgets~1", kind: "member" }],
          },
        ],
      },
    ]);
  });

  it("diff --format json: changes located in the new file, removals in the old one", async () => {
    const result = await cli("diff", MINI, MINI_V2, "--format", "json");
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as { breaking: number; changes: Record<string, unknown>[] };
    expect(report.breaking).toBe(4);
    expect(report.changes).toContainEqual(
      expect.objectContaining({ code: "path-added", file: MINI_V2, line: 83, column: 3 }),
    );
    expect(report.changes).toContainEqual(
      expect.objectContaining({ code: "operation-removed", file: MINI, line: 45, column: 5 }),
    );
  });

  it("generate --check --format json: the verdict and the drift, exit 1 when out of date", async () => {
    const root = path.join(scratch, "valid");
    const result = await cli("generate", "--check", "--format", "json", "--root", root);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as {
      upToDate: boolean;
      drift: { missing: string[] };
      problems: { line: number | null }[];
    };
    expect(report.upToDate).toBe(false);
    // Nothing was generated in the scratch copy: every output file is missing. House style is `specs
    // lint`'s business now, so a valid spec brings no problems to generate.
    expect(report.drift.missing.length).toBeGreaterThan(0);
    expect(report.problems).toEqual([]);
  });
});

describe("--quiet and colour", () => {
  it("--quiet drops the success summary of generate --check", async () => {
    const loud = await cli("generate", "--check");
    expect(loud.code).toBe(0);
    expect(loud.stdout).toMatch(/^generate --check: \d+ files match specs\//);
    expect(await cli("--quiet", "generate", "--check")).toEqual({ code: 0, stdout: "", stderr: "" });
  }, 120_000);

  it("colours on a TTY, never with NO_COLOR, always with FORCE_COLOR", () => {
    expect(colourEnabled({}, true)).toBe(true);
    expect(colourEnabled({}, false)).toBe(false);
    expect(colourEnabled({ NO_COLOR: "1" }, true)).toBe(false);
    expect(colourEnabled({ NO_COLOR: "" }, true)).toBe(false);
    expect(colourEnabled({ FORCE_COLOR: "1" }, false)).toBe(true);
    expect(colourEnabled({ FORCE_COLOR: "0" }, true)).toBe(true);
    expect(colourEnabled({ FORCE_COLOR: "0", NO_COLOR: "1" }, true)).toBe(false);
  });

  it("--color paints severities; --no-color leaves plain text", async () => {
    const root = path.join(scratch, "valid");
    const painted = await cli("--color", "specs", "lint", "--root", root);
    expect(painted.stdout).toContain("\u001b[31merror\u001b[39m");
    const plain = await cli("--no-color", "specs", "lint", "--root", root);
    expect(plain.stdout).not.toContain("\u001b[");
  });
});
