import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { type Config, createConfig, lintFromString, loadConfig, type NormalizedProblem } from "@redocly/openapi-core";
import type { LoadedSpecs } from "./load.ts";
import { relocateProblems } from "./origins.ts";
import type { Problem } from "./problems.ts";
import { sourceName } from "./sources.ts";
import { HOUSE_RULES, houseStyleProblems, validateSpecs } from "./validate.ts";

/** Where a project configures contractkit's house-style rules (`{"rules": {"error-envelope": "off"}}`). */
export const HOUSE_RULES_FILE = "contractkit.lint.json";

export type RuleLevel = "error" | "warn" | "off";

/** The house-style rule names `specs lint` knows, with their default level. */
export function houseRuleDefaults(): Record<string, RuleLevel> {
  const out: Record<string, RuleLevel> = {};
  for (const { rule, severity } of Object.values(HOUSE_RULES)) out[rule] = severity === "error" ? "error" : "warn";
  return out;
}

/**
 * The house-style levels for `root`: the defaults, overridden by `contractkit.lint.json` when it
 * exists. An unknown rule name or level is an error (a typo must not silently turn a rule off).
 */
export function houseRuleLevels(
  root: string,
  overrides?: Readonly<Record<string, RuleLevel>>,
): Record<string, RuleLevel> {
  const levels = houseRuleDefaults();
  const file = path.join(root, HOUSE_RULES_FILE);
  let configured: Record<string, unknown> = { ...(overrides ?? {}) };
  if (overrides === undefined && existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as { rules?: unknown };
    if (
      typeof parsed !== "object" ||
      parsed === null ||
      (parsed.rules !== undefined && (typeof parsed.rules !== "object" || parsed.rules === null))
    )
      throw new Error(`${HOUSE_RULES_FILE}: expected {"rules": {"<rule>": "error" | "warn" | "off"}}`);
    configured = (parsed.rules ?? {}) as Record<string, unknown>;
  }
  for (const [rule, level] of Object.entries(configured)) {
    if (!(rule in levels))
      throw new Error(`${HOUSE_RULES_FILE}: unknown rule "${rule}"; known: ${Object.keys(levels).join(", ")}`);
    if (level !== "error" && level !== "warn" && level !== "off")
      throw new Error(`${HOUSE_RULES_FILE}: rule "${rule}" must be "error", "warn" or "off"`);
    levels[rule] = level;
  }
  return levels;
}

/** House-style problems of every document at the configured levels (rules set to "off" report nothing). */
export function houseStyle(loaded: LoadedSpecs, levels: Readonly<Record<string, RuleLevel>>): Problem[] {
  return loaded.openapi.flatMap((spec) =>
    houseStyleProblems(spec).flatMap((p) => {
      const level = levels[HOUSE_RULES[p.code]!.rule];
      if (level === "off" || level === undefined) return [];
      return [{ ...p, severity: level === "error" ? ("error" as const) : ("warning" as const) }];
    }),
  );
}

/** Name of the Redocly configuration committed at the project root. */
export const REDOCLY_CONFIG_FILE = "redocly.yaml";

/**
 * contractkit's own Redocly rules: `recommended` with what the generator depends on raised and what
 * contradicts contractkit's conventions turned off (docs/spec-checks.md says why, rule by rule).
 * A root without a redocly.yaml is linted with these, never with Redocly's bare defaults, which
 * report false errors (the trailing slash of `/v1/pools/`, non-RFC 7807 errors). The committed
 * redocly.yaml holds the same rules (test/generator/lint.test.ts keeps the two equal).
 */
export const BUILTIN_REDOCLY_RULES: Readonly<Record<string, "error" | "warn" | "off">> = {
  "operation-operationId": "error",
  "operation-operationId-unique": "error",
  "operation-operationId-url-safe": "error",
  "operation-summary": "error",
  "operation-2xx-response": "error",
  "operation-4xx-response": "error",
  "operation-parameters-unique": "error",
  "path-parameters-defined": "error",
  "no-unresolved-refs": "error",
  "no-identical-paths": "error",
  "no-ambiguous-paths": "warn",
  "no-unused-components": "warn",
  "no-invalid-media-type-examples": "warn",
  "no-invalid-schema-examples": "warn",
  "no-required-schema-properties-undefined": "error",
  "no-enum-type-mismatch": "error",
  "no-schema-type-mismatch": "error",
  "no-duplicated-enum-values": "error",
  "tag-description": "warn",
  "no-server-example.com": "error",
  "no-path-trailing-slash": "off",
  "operation-4xx-problem-details-rfc7807": "off",
};

/** Options of `lintSpecs`. */
export interface LintOptions {
  /**
   * Redocly configuration to lint with. Defaults to `<root>/redocly.yaml`; when that file does not
   * exist, `recommended` with {@link BUILTIN_REDOCLY_RULES}.
   */
  redoclyConfigPath?: string;
  /** House-style levels by rule name (default: `contractkit.lint.json` at the root, else every rule at its default). */
  houseRules?: Readonly<Record<string, RuleLevel>>;
  /** Called before each long step (contractkit's checks, Redocly on one document) with a line. */
  onProgress?: (line: string) => void;
}

/** Which Redocly configuration `lintSpecs` uses for `root`: the file's path, or "built-in". */
export function redoclyConfigSource(root: string, configPath?: string): string {
  const candidate = configPath ?? path.join(root, REDOCLY_CONFIG_FILE);
  return existsSync(candidate) || configPath !== undefined ? candidate : "built-in";
}

/**
 * `contractkit specs lint`: the contractkit validation (`validateSpecs`), contractkit's house style
 * (configurable rules, see {@link houseRuleLevels}) and Redocly's linter on each
 * OpenAPI document, as one list of Problems. Redocly problems carry `code: "redocly.<ruleId>"`.
 * `loaded.problems` (syntax, shape) are not included; list them next to these.
 */
export async function lintSpecs(loaded: LoadedSpecs, options: LintOptions = {}): Promise<Problem[]> {
  const progress = options.onProgress ?? (() => {});
  progress(`contractkit checks on ${loaded.openapi.length + loaded.abis.length} spec(s)`);
  const problems = [
    ...relocateProblems(loaded, validateSpecs(loaded)),
    ...houseStyle(loaded, houseRuleLevels(loaded.root, options.houseRules)),
  ];
  if (loaded.openapi.length === 0) return problems;
  const config = await redoclyConfig(loaded.root, options.redoclyConfigPath);
  for (const [index, spec] of loaded.openapi.entries()) {
    progress(`Redocly ${index + 1}/${loaded.openapi.length}: ${spec.file}`);
    const absolute = path.resolve(loaded.root, spec.file);
    // Lint the text loadSpecs read, so validation and Redocly see the same bytes.
    const results = await lintFromString({ source: spec.text, absoluteRef: absolute, config });
    for (const result of results) {
      if (result.ignored === true) continue;
      problems.push(toProblem(result, loaded.root, absolute, spec.file));
    }
  }
  return problems;
}

async function redoclyConfig(root: string, configPath: string | undefined): Promise<Config> {
  const candidate = configPath ?? path.join(root, REDOCLY_CONFIG_FILE);
  if (existsSync(candidate)) return loadConfig({ configPath: candidate });
  if (configPath !== undefined) throw new Error(`Redocly config not found: ${configPath}`);
  return createConfig({ extends: ["recommended"], rules: { ...BUILTIN_REDOCLY_RULES } });
}

/** Maps one Redocly result to a Problem: file relative to the root, pointer without its leading `#`. */
function toProblem(result: NormalizedProblem, root: string, lintedAbsolute: string, lintedFile: string): Problem {
  const location = result.location[0];
  const source = location?.source.absoluteRef;
  const file = source === undefined || source === lintedAbsolute ? lintedFile : sourceName(root, source);
  let jsonPointer = location?.pointer ?? "";
  if (jsonPointer.startsWith("#")) jsonPointer = jsonPointer.slice(1);
  try {
    // Redocly writes pointers as URI fragments (`{` as %7B); Problems carry plain RFC 6901 pointers.
    jsonPointer = decodeURIComponent(jsonPointer);
  } catch {
    // Not percent-encoded after all: keep it as written.
  }
  const suggestion = result.suggest.length > 0 ? ` (did you mean: ${result.suggest.join(", ")}?)` : "";
  return {
    code: `redocly.${result.ruleId}`,
    message: `${result.message}${suggestion}`,
    file,
    pointer: jsonPointer,
    severity: result.severity === "error" ? "error" : "warning",
  };
}
