/**
 * Generated code people read (docs/generator.md#formatting): the committed generated/ and the static
 * modules it copies keep to 120 columns except the listed lines, and the clients and servers carry no
 * cast per operation: their result types come from the operation table.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { casts, overWideLines, typeScriptFiles, WIDTH_EXCEPTIONS } from "./generated-code.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const GENERATED = path.join(ROOT, "generated");
const SERVICES = ["bank", "protocol"];

describe("line width", () => {
  it("no line of generated/ is over 120 columns, except the listed ones", () => {
    expect(overWideLines(GENERATED)).toEqual([]);
  });

  it("the hand-written static modules keep to 120 columns too", () => {
    expect(overWideLines(path.join(ROOT, "templates/static"))).toEqual([]);
  });

  it("every listed exception still covers a line of generated/ (a stale one is removed, not kept)", () => {
    const lines = typeScriptFiles(GENERATED).flatMap((file) =>
      readFileSync(path.join(GENERATED, file), "utf8")
        .split("\n")
        .map((line, index) => ({ file, line, index })),
    );
    for (const exception of WIDTH_EXCEPTIONS) {
      const covered = lines.some(({ file, line, index }) => line.length > 120 && exception.applies(file, line, index));
      expect(covered, exception.reason).toBe(true);
    }
  });
});

describe("casts", () => {
  it.each(SERVICES)("%s/client.ts has one cast, in callOperation, whatever the number of operations", (service) => {
    const text = readFileSync(path.join(GENERATED, service, "client.ts"), "utf8");
    expect(text.match(/^export function /gm)?.length).toBeGreaterThan(5);
    expect(casts(text)).toEqual(["request(config, entry, options) as Promise<CallResult<Entry>>"]);
  });

  it.each(SERVICES)("%s/server.ts casts only where the handler map meets the untyped dispatcher", (service) => {
    const text = readFileSync(path.join(GENERATED, service, "server.ts"), "utf8");
    expect(casts(text)).toEqual([
      'options.handlers as unknown as Parameters<typeof createDispatcher>[0]["handlers"]',
      "options.handlers as unknown",
      'options.security as Parameters<typeof createDispatcher>[0]["security"]',
    ]);
  });
});
