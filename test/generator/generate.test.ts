/**
 * The generator as a user meets it: the committed generated/ matches specs/ byte for byte, output is
 * deterministic and headed with its source's hash, and an edited spec flows through to the client and
 * server types while the drift check catches the stale output.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { type BuildResult, buildGenerated, diffGenerated, hasDrift, writeGenerated } from "../../generator/generate.ts";
import { typecheck } from "../support/typecheck.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

let build: BuildResult;
beforeAll(async () => {
  // Recompile the Solidity too, so the committed artifacts are compared byte for byte, not trusted.
  build = await buildGenerated(ROOT, { reuseCompiled: false });
}, 120_000);

describe("generate on the committed specs", () => {
  it("reports no problems", () => {
    expect(build.problems.filter((p) => p.severity === "error")).toEqual([]);
  });

  it("matches the committed generated/ byte for byte (the drift gate CI runs)", async () => {
    const drift = await diffGenerated(ROOT, build.files);
    expect(drift).toEqual({ changed: [], missing: [], extra: [] });
  });

  it("emits every artifact for each service and contract", () => {
    const files = [...build.files.keys()];
    for (const service of ["bank", "protocol"]) {
      for (const part of [
        "client.ts",
        "server.ts",
        "schemas.ts",
        "openapi.ts",
        "index.ts",
        "hey/types.gen.ts",
        "hey/zod.gen.ts",
      ]) {
        expect(files).toContain(`generated/${service}/${part}`);
      }
    }
    for (const contract of build.loaded.abis.map((a) => a.contract)) {
      expect(files).toContain(`generated/contracts/${contract}.ts`);
      expect(files).toContain(`generated/contracts/solidity/I${contract}.sol`);
    }
    expect(files).toContain("generated/devnet/artifacts.ts");
  });

  it("heads a copied static runtime module with the file to edit instead, and is that file below the header", () => {
    const copied = [...build.files].filter(([file]) => /^generated\/(http|contracts)\/[^/]+\.ts$/.test(file));
    const fromTemplates = copied.filter(([, content]) => content.startsWith("// Copied from "));
    expect(fromTemplates.length).toBeGreaterThan(10);
    for (const [file, content] of fromTemplates) {
      const newline = content.indexOf("\n");
      const match = content
        .slice(0, newline)
        .match(
          /^\/\/ Copied from (templates\/static\/\S+\.ts) by contractkit generate — edit that file, then run generate\.$/,
        );
      expect(match, file).not.toBeNull();
      expect(content.slice(newline + 1), file).toBe(readFileSync(path.join(ROOT, match![1]!), "utf8"));
    }
  });

  it("heads every other file with its source and that source's sha256, and no timestamp", () => {
    const sources = new Map([...build.loaded.openapi, ...build.loaded.abis].map((s) => [s.file, s.sha256]));
    for (const [file, content] of build.files) {
      const first = content.split("\n")[0]!;
      if (first.startsWith("// Copied from templates/static/")) continue;
      const match = first.match(/^\/\/ generated from (\S+) \(sha256:([0-9a-f]{64})\), do not edit$/);
      expect(match, `${file}: ${first}`).not.toBeNull();
      const [, source, sha] = match!;
      if (sources.has(source!)) expect(sha, file).toBe(sources.get(source!));
      // No generation timestamp in the header block (specs' own examples may carry dates further down).
      expect(content.split("\n").slice(0, 3).join("\n"), file).not.toMatch(/\b20\d\d-\d\d-\d\d[T ]\d\d:\d\d/);
    }
  });

  it("is deterministic: a second run gives the same bytes", async () => {
    const again = await buildGenerated(ROOT, { reuseCompiled: false });
    expect([...again.files.keys()]).toEqual([...build.files.keys()]);
    for (const [file, content] of build.files) expect(again.files.get(file), file).toBe(content);
  }, 120_000);
});

describe("edit a spec, regenerate, typecheck", () => {
  let project: string;

  beforeAll(() => {
    // Inside the repo so the temp project resolves node_modules like a user's checkout would.
    project = mkdtempSync(path.join(ROOT, "test", ".tmp-regen-"));
    cpSync(path.join(ROOT, "specs"), path.join(project, "specs"), { recursive: true });
    cpSync(path.join(ROOT, "generated"), path.join(project, "generated"), { recursive: true });
  });
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  /** The parts of the bank document these edits touch. */
  interface EditableSpec {
    components: { schemas: Record<string, { properties: Record<string, unknown>; required: string[] }> };
    paths: Record<string, Record<string, Record<string, unknown>>>;
  }

  function editBankSpec(edit: (doc: EditableSpec) => void): void {
    const file = path.join(project, "specs", "bank.openapi.yaml");
    const doc = parse(readFileSync(file, "utf8")) as EditableSpec;
    edit(doc);
    writeFileSync(file, stringify(doc));
  }

  it("picks up a new field and a new operation in client and server types, and the drift check sees it", async () => {
    editBankSpec((doc) => {
      const payment = doc.components.schemas.Payment!;
      payment.properties.memo = { type: "string", maxLength: 20, description: "A test-only field." };
      payment.required.push("memo");
      doc.paths["/api/v1/ping"] = {
        get: {
          operationId: "ping",
          summary: "Test-only operation",
          description: "Added by the regeneration test.",
          tags: ["meta"],
          security: [],
          responses: {
            "200": {
              description: "pong",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Health" } } },
            },
          },
        },
      };
    });

    const stale = await buildGenerated(project);
    expect(stale.problems.filter((p) => p.severity === "error")).toEqual([]);
    const drift = await diffGenerated(project, stale.files);
    expect(hasDrift(drift)).toBe(true);
    expect(drift.changed).toEqual(
      expect.arrayContaining([
        "generated/bank/hey/types.gen.ts",
        "generated/bank/client.ts",
        "generated/bank/server.ts",
      ]),
    );

    await writeGenerated(project, stale.files);
    expect(hasDrift(await diffGenerated(project, stale.files))).toBe(false);

    const consumer = path.join(project, "consumer.ts");
    writeFileSync(
      consumer,
      `import { createBankClient, type BankHandlers, type Payment } from "./generated/bank/index.js";
declare const payment: Payment;
export const memo: string = payment.memo;
const bank = createBankClient({ baseUrl: "http://127.0.0.1:1" });
export const pinged = bank.ping().then((r) => (r.status === 200 ? r.data.status : undefined));
export const pingHandler: BankHandlers["ping"] = () => ({ status: 200, body: {} as never });
// @ts-expect-error the spec declares only 200 for ping
export const wrongStatus: BankHandlers["ping"] = () => ({ status: 201, body: {} as never });
`,
    );
    expect(typecheck([consumer])).toEqual([]);
  }, 180_000);

  it("reports a broken spec with its file and pointer instead of writing anything", async () => {
    editBankSpec((doc) => {
      (doc as unknown as { components: { schemas: Record<string, Record<string, unknown>> } }).components.schemas
        .ErrorEnvelope!.maxLength = "two hundred";
    });
    const result = await buildGenerated(project);
    const problem = result.problems.find((p) => p.pointer === "/components/schemas/ErrorEnvelope/maxLength");
    expect(problem).toMatchObject({ file: "specs/bank.openapi.yaml", severity: "error" });
    expect(result.files.size).toBe(0);
  });
});
