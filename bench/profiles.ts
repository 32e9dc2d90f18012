import { copyFile, mkdir, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { round } from "./harness.ts";
import type { ScenarioContext } from "./scenarios.ts";

/** Self time of a V8 CPU profile grouped by npm package or project folder, biggest first. */
export async function profileByPackage(
  profileFile: string,
  root: string,
  top: number,
): Promise<Record<string, number>> {
  const profile = JSON.parse(await readFile(profileFile, "utf8")) as {
    nodes: Array<{ id: number; callFrame: { url: string; functionName: string } }>;
    samples: number[];
    timeDeltas: number[];
  };
  const owner = new Map<number, string>();
  for (const node of profile.nodes) {
    const url = node.callFrame.url.replace(/^file:\/\//, "");
    let group: string;
    const modules = url.lastIndexOf("/node_modules/");
    if (modules !== -1) {
      const rest = url.slice(modules + "/node_modules/".length).split("/");
      group = rest[0]?.startsWith("@") ? `${rest[0]}/${rest[1]}` : (rest[0] ?? "?");
    } else if (url.startsWith(root)) group = `${path.relative(root, url).split(path.sep)[0]}/`;
    else if (url.startsWith("wasm://")) group = "wasm (solc's compiler)";
    else if (url.startsWith("node:") || url === "") {
      const name = node.callFrame.functionName;
      group = name === "(garbage collector)" ? "GC" : name === "(idle)" ? "idle" : "node internals";
    } else group = "other";
    owner.set(node.id, group);
  }
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const group = owner.get(id) ?? "?";
    totals.set(group, (totals.get(group) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return Object.fromEntries(
    [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([group, ms]) => [group, round(ms)]),
  );
}

/** The functions with the most self time in a V8 CPU profile ("name file:line ms"), idle excluded. */
export async function topFrames(profileFile: string, root: string, top: number): Promise<string[]> {
  const profile = JSON.parse(await readFile(profileFile, "utf8")) as {
    nodes: Array<{ id: number; callFrame: { url: string; functionName: string; lineNumber: number } }>;
    samples: number[];
    timeDeltas: number[];
  };
  const frameOf = new Map<number, string>();
  for (const node of profile.nodes) {
    const { url, functionName, lineNumber } = node.callFrame;
    const file = url.replace(/^file:\/\//, "");
    const where = file === "" ? "" : ` ${file.startsWith(root) ? path.relative(root, file) : file}:${lineNumber + 1}`;
    frameOf.set(node.id, `${functionName || "(anonymous)"}${where}`);
  }
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = frameOf.get(id) ?? "?";
    totals.set(frame, (totals.get(frame) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  totals.delete("(idle)");
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([frame, ms]) => `${frame} ${round(ms)} ms`);
}

/** Keeps a profile in {@link ScenarioContext.profilesDir} under `name`; returns where, if kept. */
export async function keepProfile(context: ScenarioContext, file: string, name: string): Promise<string | undefined> {
  if (context.profilesDir === undefined) return undefined;
  await mkdir(context.profilesDir, { recursive: true });
  const kept = path.join(context.profilesDir, `${name}.cpuprofile`);
  await copyFile(file, kept);
  return kept;
}

/** Busiest profile in a directory (tsx's loader thread writes a second, idle one). */
export async function busiestProfile(dir: string, root: string): Promise<string | undefined> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".cpuprofile"));
  let best: { file: string; busy: number } | undefined;
  for (const file of files) {
    const groups = await profileByPackage(path.join(dir, file), root, 100);
    const busy = Object.entries(groups).reduce((sum, [group, ms]) => sum + (group === "idle" ? 0 : ms), 0);
    if (best === undefined || busy > best.busy) best = { file: path.join(dir, file), busy };
  }
  return best?.file;
}
