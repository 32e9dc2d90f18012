import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { configureOutput } from "../../cli/output.ts";
import { locateProblems, problemsText } from "../../cli/reports.ts";
import { BUILTIN_REDOCLY_RULES, lintSpecs, redoclyConfigSource } from "../../generator/lint.ts";
import { loadSpecs } from "../../generator/load.ts";
import type { Problem } from "../../generator/problems.ts";
import { validateSpecs } from "../../generator/validate.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURES = path.join(ROOT, "test/fixtures/specs");
const REDOCLY_CONFIG = path.join(ROOT, "redocly.yaml");

describe("lintSpecs", () => {
  it("gives the valid fixture neither errors nor warnings under the project's redocly.yaml", async () => {
    const loaded = await loadSpecs(path.join(FIXTURES, "valid"));
    expect(await lintSpecs(loaded, { redoclyConfigPath: REDOCLY_CONFIG })).toEqual([]);
  });

  it("without redocly.yaml uses contractkit's built-in rules, not Redocly's bare defaults", async () => {
    // The fixture root has no redocly.yaml; the trailing slash contractkit allows is not flagged.
    const loaded = await loadSpecs(path.join(FIXTURES, "valid"));
    expect(await lintSpecs(loaded)).toEqual([]);
    expect(redoclyConfigSource(path.join(FIXTURES, "valid"))).toBe("built-in");
  });

  it("keeps the committed redocly.yaml equal to the built-in rules", () => {
    const committed = parse(readFileSync(REDOCLY_CONFIG, "utf8")) as { extends: string[]; rules: object };
    expect(committed.extends).toEqual(["recommended"]);
    expect(committed.rules).toEqual(BUILTIN_REDOCLY_RULES);
  });

  it("reports progress before each long step", async () => {
    const lines: string[] = [];
    await lintSpecs(await loadSpecs(path.join(FIXTURES, "valid")), { onProgress: (line) => lines.push(line) });
    expect(lines).toEqual(["contractkit checks on 2 spec(s)", "Redocly 1/1: specs/mini.openapi.yaml"]);
  });

  it("refuses a redocly config path that does not exist", async () => {
    const loaded = await loadSpecs(path.join(FIXTURES, "valid"));
    await expect(lintSpecs(loaded, { redoclyConfigPath: path.join(FIXTURES, "nope.yaml") })).rejects.toThrow(
      /Redocly config not found/,
    );
  });

  it("returns the validation problems plus Redocly's, mapped to file, pointer and severity", async () => {
    const loaded = await loadSpecs(path.join(FIXTURES, "broken"));
    const problems = await lintSpecs(loaded, { redoclyConfigPath: REDOCLY_CONFIG });
    const own = validateSpecs(loaded);
    expect(problems.slice(0, own.length)).toEqual(own);

    const redocly = problems.filter((p) => p.code.startsWith("redocly."));
    const has = (want: Pick<Problem, "file" | "code" | "pointer" | "severity">) =>
      redocly.some(
        (p) =>
          p.file === want.file && p.code === want.code && p.pointer === want.pointer && p.severity === want.severity,
      );
    const wants: Array<Pick<Problem, "file" | "code" | "pointer" | "severity">> = [
      {
        file: "specs/missing-operation-id.openapi.yaml",
        code: "redocly.operation-operationId",
        pointer: "/paths/~1v1~1things/get/operationId",
        severity: "error",
      },
      {
        file: "specs/unresolved-ref.openapi.yaml",
        code: "redocly.no-unresolved-refs",
        pointer: "/paths/~1v1~1things/get/responses/200/content/application~1json/schema",
        severity: "error",
      },
      {
        file: "specs/path-params.openapi.yaml",
        code: "redocly.path-parameters-defined",
        pointer: "/paths/~1v1~1things~1{thingId}/get/parameters",
        severity: "error",
      },
      { file: "specs/misc.openapi.yaml", code: "redocly.struct", pointer: "/info", severity: "error" },
      {
        file: "specs/error-envelope.openapi.yaml",
        code: "redocly.no-unused-components",
        pointer: "/components/schemas/ErrorEnvelope",
        severity: "warning",
      },
    ];
    for (const want of wants) expect(has(want), JSON.stringify(want)).toBe(true);
    // Files that failed to parse never reach Redocly; their problems come from loadSpecs alone.
    expect(redocly.some((p) => p.file === "specs/bad-syntax.openapi.yaml")).toBe(false);
  });
});

describe("redocly.yaml", () => {
  const text = readFileSync(REDOCLY_CONFIG, "utf8");
  const config = parse(text) as { extends: string[]; rules: Record<string, unknown> };

  it("extends recommended and keeps the rules our conventions need at error", () => {
    expect(config.extends).toEqual(["recommended"]);
    for (const rule of [
      "operation-operationId-unique",
      "operation-summary",
      "operation-4xx-response",
      "no-unresolved-refs",
    ]) {
      expect(config.rules[rule], rule).toBe("error");
    }
    expect(config.rules["no-unused-components"]).toBe("warn");
  });

  it("explains every disabled rule in a comment right above it", () => {
    const lines = text.split("\n");
    const disabled = Object.entries(config.rules).filter(([, v]) => v === "off");
    expect(disabled.length).toBeGreaterThan(0);
    for (const [rule] of disabled) {
      const index = lines.findIndex((l) => l.trim().startsWith(`${rule}:`));
      expect(lines[index - 1]?.trim().startsWith("#"), `${rule} needs a comment saying why`).toBe(true);
    }
  });
});

describe("the lint report (specs lint's text output)", () => {
  const problem = (p: Partial<Problem>): Problem => ({
    code: "openapi.missing-summary",
    message: "m",
    file: "specs/a.openapi.yaml",
    pointer: "/paths/~1a/get",
    severity: "error",
    ...p,
  });
  const cases: Array<{ name: string; given: Problem[]; want: string }> = [
    { name: "no problems", given: [], want: "0 errors, 0 warnings" },
    {
      name: "sorted by file then pointer, singular counts",
      given: [
        problem({
          file: "specs/b.openapi.yaml",
          code: "redocly.tag-description",
          severity: "warning",
          message: "w",
        }),
        problem({ pointer: "/openapi", code: "openapi.version", message: "v" }),
      ],
      want: [
        "specs/a.openapi.yaml error openapi.version: v (#/openapi)",
        "specs/b.openapi.yaml warning redocly.tag-description: w (#/paths/~1a/get)",
        "1 error, 1 warning",
      ].join("\n"),
    },
    {
      name: "a syntax error's own position, where no pointer can say it",
      given: [problem({ pointer: "", code: "spec.yaml-syntax", message: "s", position: { line: 9, column: 8 } })],
      want: ["specs/a.openapi.yaml:9:8 error spec.yaml-syntax: s (#)", "1 error, 0 warnings"].join("\n"),
    },
    {
      name: "plural counts",
      given: [problem({}), problem({ pointer: "" })],
      want: [
        "specs/a.openapi.yaml error openapi.missing-summary: m (#)",
        "specs/a.openapi.yaml error openapi.missing-summary: m (#/paths/~1a/get)",
        "2 errors, 0 warnings",
      ].join("\n"),
    },
  ];
  it.each(cases)("$name", ({ given, want }) => {
    configureOutput({ colour: false });
    // The files do not exist, so no line:column is found and each line names the file alone.
    expect(problemsText(locateProblems(path.join(ROOT, "nowhere"), given))).toBe(want);
  });
});
