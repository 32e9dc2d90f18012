/**
 * A problem in a file that the root document `$ref`s is reported in that file, at its own pointer and
 * line:column — not at the bundled document's made-up `components` place in the root file. Checked
 * through the commands users run (`generate`, `specs lint`), for a whole-file ref, a ref to a
 * fragment of another file, and a file reached only through another file.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const CLI = path.resolve(import.meta.dirname, "../../bin/contractkit.js");
const project = mkdtempSync(path.join(os.tmpdir(), "contractkit-origins-"));
const put = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
  writeFileSync(path.join(project, file), text);
};

put(
  "api/main.yaml",
  `openapi: 3.1.0
info: {title: Origins, version: "1"}
paths:
  /things:
    get:
      operationId: listThings
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema:
                $ref: "./schemas/thing.yaml"
  /labels:
    get:
      operationId: listLabels
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema:
                $ref: "./schemas/common.yaml#/Label"
`,
);
put(
  "api/schemas/thing.yaml",
  `type: object
properties:
  name:
    type: string
    maxLength: "two hundred"
  owner:
    $ref: "./owner.yaml"
`,
);
put(
  "api/schemas/owner.yaml",
  `type: object
properties:
  email:
    type: string
    minLength: -1
`,
);
put(
  "api/schemas/common.yaml",
  `Label:
  type: object
  properties:
    colour:
      type: string
      pattern: 7
`,
);

function run(args: string[]) {
  return spawnSync(process.execPath, [CLI, ...args], { cwd: project, encoding: "utf8" });
}

describe("problems in $ref'd files", () => {
  it("generate names each file, its line:column and its own pointer", () => {
    const result = run(["generate", "--spec", "api/main.yaml", "--out", "gen"]);
    expect(result.status).toBe(1);
    const lines = result.stderr.split("\n").filter((l) => l.includes("error openapi."));
    expect(lines).toEqual([
      expect.stringMatching(/^api\/schemas\/common\.yaml:6:7 error .*\(#\/Label\/properties\/colour\/pattern\)$/),
      expect.stringMatching(/^api\/schemas\/owner\.yaml:5:5 error .*\(#\/properties\/email\/minLength\)$/),
      expect.stringMatching(/^api\/schemas\/thing\.yaml:5:5 error .*\(#\/properties\/name\/maxLength\)$/),
    ]);
    expect(result.stderr).not.toContain("components");
  }, 120_000);

  it("specs lint reports the same places in its JSON output", () => {
    const result = run(["specs", "lint", "--spec", "api/main.yaml", "--format", "json"]);
    const report = JSON.parse(result.stdout) as {
      problems: { code: string; file: string; pointer: string; line: number }[];
    };
    // contractkit's own checks (Redocly's rules locate their findings in those files too).
    const places = report.problems
      .filter((p) => p.code.startsWith("openapi.") && p.file !== "api/main.yaml")
      .map((p) => `${p.file}#${p.pointer}@${p.line}`)
      .sort();
    expect(places).toEqual([
      "api/schemas/common.yaml#/Label/properties/colour/pattern@6",
      "api/schemas/owner.yaml#/properties/email/minLength@5",
      "api/schemas/thing.yaml#/properties/name/maxLength@5",
    ]);
  }, 120_000);
});
