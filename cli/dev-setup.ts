/**
 * The first start of `contractkit dev` as one unit: a marker file says whether the sandbox's setup
 * (chain deployed and seeded, protocol index, bank with the demo organisation, demo orders) ever
 * finished. It is written "incomplete", with the files the setup is about to create, before the
 * setup touches anything, and "complete" only after the whole setup. A start that finds it
 * incomplete (Ctrl-C or a crash during the first start) discards those files and sets up again, so
 * a half-deployed chain, a `null` demo key or demo payments left pending are never resumed.
 */
import { existsSync } from "node:fs";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** The marker, in the data directory. */
export const SETUP_MARKER = "dev-setup.json";

/** Files derived from the chain: always made anew by a setup (a new chain invalidates them). */
export const CHAIN_OUTPUTS = ["devnet.json", "devnet-state.json", "protocol.json"] as const;

/** Files a setup creates when absent; an existing one (e.g. a bank of `serve bank`) is kept. */
export const KEPT_OUTPUTS = ["bank.json", "dev-secrets.json"] as const;

/** What the marker holds. */
export interface SetupMarker {
  complete: boolean;
  /** Files (names in the data directory) the setup creates; with their `.journal`, `.lock`, … siblings. */
  created: string[];
}

/** The data directory's setup state: complete, interrupted (with what to discard), or never started. */
export type SetupState = { kind: "complete" } | { kind: "interrupted"; created: string[] } | { kind: "none" };

async function writeMarker(dataDir: string, marker: SetupMarker): Promise<void> {
  const file = path.join(dataDir, SETUP_MARKER);
  await writeFile(`${file}.tmp`, `${JSON.stringify(marker, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
}

/**
 * Reads the marker. A directory set up before markers existed counts as complete when its chain,
 * manifest and demo key are all there.
 */
export async function readSetupState(dataDir: string): Promise<SetupState> {
  const file = path.join(dataDir, SETUP_MARKER);
  if (existsSync(file)) {
    const marker = JSON.parse(await readFile(file, "utf8")) as SetupMarker;
    return marker.complete ? { kind: "complete" } : { kind: "interrupted", created: marker.created };
  }
  const secrets = path.join(dataDir, "dev-secrets.json");
  const chainThere = CHAIN_OUTPUTS.slice(0, 2).every((name) => existsSync(path.join(dataDir, name)));
  if (chainThere && existsSync(secrets)) {
    const { demoApiKey } = JSON.parse(await readFile(secrets, "utf8")) as { demoApiKey: string | null };
    if (demoApiKey) {
      await writeMarker(dataDir, { complete: true, created: [] });
      return { kind: "complete" };
    }
  }
  return { kind: "none" };
}

/** Removes each named file and its siblings (`<name>.journal`, `<name>.lock`, …); returns what went. */
export async function discardOutputs(dataDir: string, names: readonly string[]): Promise<string[]> {
  const removed: string[] = [];
  for (const entry of await readdir(dataDir)) {
    if (!names.some((name) => entry === name || entry.startsWith(`${name}.`))) continue;
    await rm(path.join(dataDir, entry), { recursive: true, force: true });
    removed.push(entry);
  }
  return removed.sort();
}

/**
 * Starts a setup: marks it incomplete with the files it will create, then clears the chain's
 * outputs (never resumed into a new deployment). Marking first means a crash in between is
 * discarded again on the next start.
 */
export async function beginSetup(dataDir: string): Promise<void> {
  const created = [...CHAIN_OUTPUTS, ...KEPT_OUTPUTS.filter((name) => !existsSync(path.join(dataDir, name)))];
  await writeMarker(dataDir, { complete: false, created });
  await discardOutputs(dataDir, CHAIN_OUTPUTS);
}

/** Marks the setup complete: later starts resume. */
export async function completeSetup(dataDir: string): Promise<void> {
  await writeMarker(dataDir, { complete: true, created: [] });
}
