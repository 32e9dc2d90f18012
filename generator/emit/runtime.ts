/**
 * The static runtime bundle: hand-written modules under templates/static/<folder>/ copied into the
 * output folder. Only the modules some running emitter owns are copied, so a contracts-only project
 * gets no HTTP runtime and a client-only one no server adapters.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { staticHeader } from "../../templates/text.ts";
import type { RuntimeModule } from "./types.ts";

/** Where a runtime module's source lives, relative to contractkit's own folder. */
export function runtimeSource(module: RuntimeModule): string {
  return `templates/static/${module}.ts`;
}

/** The copied runtime modules, by path relative to the output folder, each headed with the file to edit instead. */
export async function emitRuntime(
  toolRoot: string,
  modules: ReadonlySet<RuntimeModule>,
): Promise<Array<[string, string]>> {
  const files: Array<[string, string]> = [];
  for (const module of [...modules].sort()) {
    const source = runtimeSource(module);
    const text = await readFile(path.join(toolRoot, source), "utf8");
    files.push([`${module}.ts`, staticHeader(source) + text]);
  }
  return files;
}
