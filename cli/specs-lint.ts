/** `contractkit specs lint` (cli/main.ts): the generator's lint over the specs the config names. */
import { packageVersion } from "./main.ts";
import { outputSettings } from "./output.ts";

/** `specs lint`: Redocly's rules and contractkit's checks over the configured specs; 1 on any error. */
export async function runSpecsLint(opts: { root: string; format: string; spec?: string[] }): Promise<number> {
  const { loadSpecs } = await import("../generator/load.ts");
  const { lintSpecs, redoclyConfigSource } = await import("../generator/lint.ts");
  const { hasErrors } = await import("../generator/problems.ts");
  const reports = await import("./reports.ts");
  // Progress and notices go to stderr, so --format json/sarif output stays clean; --quiet drops them.
  const note = (line: string) => {
    if (outputSettings().verbosity !== "quiet") process.stderr.write(`specs lint: ${line}\n`);
  };
  if (redoclyConfigSource(opts.root) === "built-in") {
    note(`no redocly.yaml in ${opts.root}; using contractkit's built-in Redocly rules`);
  }
  const progress = (line: string) => note(`${line}…`);
  progress(`loading specs from ${opts.root}`);
  // The specs the config names (specs/ by default), so lint and generate read the same files.
  const { loadConfig } = await import("../generator/api.ts");
  const configured = await loadConfig({ root: opts.root, ...(opts.spec ? { specs: opts.spec } : {}) });
  const root = configured.config?.root ?? opts.root;
  const inputs = configured.config ? { openapi: configured.config.openapi, abi: configured.config.abi } : {};
  const loaded = await loadSpecs(root, "specs", inputs);
  const found = [...configured.problems, ...loaded.problems, ...(await lintSpecs(loaded, { onProgress: progress }))];
  const problems = reports.locateProblems(root, found);
  const text =
    opts.format === "json"
      ? reports.lintJson(problems)
      : opts.format === "sarif"
        ? reports.lintSarif(problems, packageVersion())
        : reports.problemsText(problems);
  process.stdout.write(`${text}\n`);
  return hasErrors(problems) ? 1 : 0;
}
