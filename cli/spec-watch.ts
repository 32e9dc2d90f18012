/**
 * What `generate --watch` watches (cli/generate-command.ts runs the passes): fs.watch on every folder a
 * spec can change in, re-aimed after each pass, with editors' bursts of writes settled into one event.
 */
import { type FSWatcher, statSync, watch } from "node:fs";
import path from "node:path";

/** Absolute folders whose spec-like files (.yaml/.yml/.json) matter, and single files that matter. */
export interface WatchTargets {
  folders: Set<string>;
  files: Set<string>;
}

/** For a re-aim at what is already known (a folder that came back), before a pass reads anything. */
export const NO_NEW_TARGETS: WatchTargets = { folders: new Set(), files: new Set() };

/** Editors' side files (vim's `4913`, `x.yaml~`, `.x.yaml.swp`, Emacs' `.#x.yaml`) are not specs. */
const SPEC_NAME = /^[^.#].*\.(ya?ml|json)$/;

/** What one watched folder reacts to: any spec-like name, and these names (a file, or the next step to a missing folder). */
interface Interest {
  anySpec: boolean;
  names: Set<string>;
}

/**
 * fs.watch on every folder a spec can change in, re-aimed after each pass: a folder that is removed
 * is watched through its nearest existing parent until it is back, and a folder that was replaced
 * (same path, new inode, as `rm -r` then `git checkout` leaves it) gets a new watcher.
 */
export class SpecWatch {
  private readonly watchers = new Map<string, { watcher: FSWatcher; inode: number }>();
  private interests = new Map<string, Interest>();
  private targets: WatchTargets = { folders: new Set(), files: new Set() };
  private readonly pending = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private settled: (changed: string[]) => void = () => {};

  constructor(
    private readonly root: string,
    targets: WatchTargets,
  ) {
    this.retarget(targets);
  }

  /** Calls `listener` with the changed files once a burst of events has been quiet for a moment. */
  onSettled(listener: (changed: string[]) => void): void {
    this.settled = listener;
  }

  /** The existing folders watched for specs, as the banner names them (`specs/`). */
  specFolders(): string[] {
    return [...this.interests]
      .filter(([, interest]) => interest.anySpec)
      .map(([dir]) => `${this.label(dir)}/`)
      .sort();
  }

  /** Adds `targets` to what is watched and re-aims the watchers at the folders that exist now. */
  retarget(targets: WatchTargets): void {
    for (const folder of targets.folders) this.targets.folders.add(folder);
    for (const file of targets.files) this.targets.files.add(file);
    this.interests = new Map();
    for (const folder of this.targets.folders) this.want(folder, true);
    for (const file of this.targets.files) this.want(file, false);
    for (const [dir, entry] of this.watchers) {
      if (!this.interests.has(dir) || inodeOf(dir) !== entry.inode) {
        entry.watcher.close();
        this.watchers.delete(dir);
      }
    }
    for (const dir of this.interests.keys()) if (!this.watchers.has(dir)) this.open(dir);
  }

  close(): void {
    clearTimeout(this.timer);
    for (const { watcher } of this.watchers.values()) watcher.close();
    this.watchers.clear();
  }

  /**
   * Records interest in a folder's spec files (`anySpec`) or in one file, through the nearest existing
   * folder; an existing folder is also watched for in its parent, which alone sees it moved away.
   */
  private want(target: string, anySpec: boolean): void {
    let dir = anySpec ? target : path.dirname(target);
    let name = anySpec ? null : path.basename(target);
    while (inodeOf(dir) === null && path.dirname(dir) !== dir) {
      name = path.basename(dir);
      dir = path.dirname(dir);
    }
    if (inodeOf(dir) === null) return;
    if (name === null) this.interest(dir).anySpec = true;
    else this.interest(dir).names.add(name);
    if (name === null && path.dirname(dir) !== dir) this.interest(path.dirname(dir)).names.add(path.basename(dir));
  }

  private interest(dir: string): Interest {
    const interest = this.interests.get(dir) ?? { anySpec: false, names: new Set<string>() };
    this.interests.set(dir, interest);
    return interest;
  }

  private open(dir: string): void {
    const inode = inodeOf(dir);
    if (inode === null) return;
    try {
      const watcher = watch(dir, (_event, name) => this.event(dir, name));
      // A watched folder that goes away can end its watcher with an error; the next pass re-aims.
      watcher.on("error", () => {
        watcher.close();
        this.watchers.delete(dir);
        this.event(dir, null);
      });
      this.watchers.set(dir, { watcher, inode });
    } catch {
      // Gone between the check and the watch: the pass its removal triggers watches its parent.
    }
  }

  private event(dir: string, name: string | null): void {
    const interest = this.interests.get(dir);
    if (interest === undefined) return;
    if (name !== null && !interest.names.has(name) && !(interest.anySpec && SPEC_NAME.test(name))) return;
    this.pending.add(name === null ? `${this.label(dir)}/` : this.label(path.join(dir, name)));
    clearTimeout(this.timer);
    // Editors write a file in several steps (truncate and write, or write a temp file and rename it
    // over); one pass once the burst has been quiet for a moment sees the finished file.
    this.timer = setTimeout(() => {
      const changed = [...this.pending].sort();
      this.pending.clear();
      this.settled(changed);
    }, SETTLE_MS);
  }

  private label(file: string): string {
    return path.relative(this.root, file).split(path.sep).join("/") || ".";
  }
}

/** How long a burst of file events must be quiet before a pass runs. */
const SETTLE_MS = 150;

/** A folder's inode, or null when it is not an existing folder (a folder replaced at the same path gets a new one). */
function inodeOf(dir: string): number | null {
  try {
    const stats = statSync(dir);
    return stats.isDirectory() ? stats.ino : null;
  } catch {
    return null;
  }
}
