/** hey-api's own output: TypeScript types (always) and zod schemas (with the `schemas` emitter). */
import { generatedHeader } from "../../templates/text.ts";
import { annotatePure } from "../pure.ts";
import type { ServiceContext, ServiceEmitter } from "./types.ts";

/** hey-api's files, under `hey/`, headed with the spec they came from (hey-api's own first line stays below ours). */
function heyFiles(context: ServiceContext, keep: (file: string) => boolean): Array<[string, string]> {
  const header = generatedHeader(context.spec.file, context.spec.sha256);
  return [...context.hey.files].filter(([file]) => keep(file)).map(([file, text]) => [`hey/${file}`, header + text]);
}

const ZOD_FILE = "zod.gen.ts";

export const typesEmitter: ServiceEmitter = {
  name: "types",
  needs: [],
  runtime: [],
  emit: (context) => heyFiles(context, (file) => file !== ZOD_FILE),
};

/**
 * hey-api's zod schemas, their building calls marked pure so an app bundles only the schemas it imports.
 * hey-api writes no file for a spec without a single schema; an empty module stands in, so the
 * index's `export * as zod` still resolves.
 */
export const zodEmitter: ServiceEmitter = {
  name: "zod",
  selectedBy: "schemas",
  needs: [],
  runtime: [],
  emit: (context) => {
    const files = heyFiles(context, (file) => file === ZOD_FILE);
    if (files.length === 0) {
      const header = generatedHeader(context.spec.file, context.spec.sha256);
      const empty = `${header}// The spec defines no schema: there is nothing to validate.\nexport {};\n`;
      return [[`hey/${ZOD_FILE}`, empty]];
    }
    return files.map(([file, text]) => [file, annotatePure(text)]);
  },
};
