/** Typechecking generated code as a user's project would: the repository's strict compiler options. */
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Typechecks files with the project's own strict compiler options; returns the diagnostics as text. */
export function typecheck(files: string[]): string[] {
  const config = ts.readConfigFile(path.join(ROOT, "tsconfig.json"), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const program = ts.createProgram(files, { ...parsed.options, noEmit: true });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file
      ? `${path.relative(ROOT, d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}`
      : "";
    return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
  });
}
