/**
 * What every command shares about output: colour (picocolors, on a TTY unless NO_COLOR, or forced
 * by FORCE_COLOR) and --quiet / --verbose. Loaded on every run, so it stays small (cli/locate.ts
 * holds the YAML parsing that places problems at line:column).
 */
import pc from "picocolors";

/** How much a command prints: `quiet` only problems and results, `verbose` also detail (stacks, timings). */
export type Verbosity = "quiet" | "normal" | "verbose";

export interface OutputSettings {
  verbosity: Verbosity;
  colour: boolean;
}

/**
 * Colour on when FORCE_COLOR is set (and not "0"), off when NO_COLOR is set (any value,
 * no-color.org), else on exactly when stdout is a terminal.
 */
export function colourEnabled(env: NodeJS.ProcessEnv, isTty: boolean): boolean {
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== "0") return true;
  if (env.NO_COLOR !== undefined) return false;
  return isTty;
}

let settings: OutputSettings = {
  verbosity: "normal",
  colour: colourEnabled(process.env, process.stdout.isTTY === true),
};

export function configureOutput(next: Partial<OutputSettings>): void {
  settings = { ...settings, ...next };
}

export function outputSettings(): OutputSettings {
  return settings;
}

/** picocolors bound to the current colour setting. */
export function colours() {
  return pc.createColors(settings.colour);
}

/** Writes a line meant for people (progress, summaries); --quiet drops it. */
export function info(text: string): void {
  if (settings.verbosity !== "quiet") process.stdout.write(text.endsWith("\n") ? text : `${text}\n`);
}

/** Writes detail only --verbose asks for, on stderr. */
export function detail(text: string): void {
  if (settings.verbosity === "verbose") process.stderr.write(text.endsWith("\n") ? text : `${text}\n`);
}
