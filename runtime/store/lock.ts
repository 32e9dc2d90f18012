/**
 * A lock file so two processes never write one data file: `<data>.lock`, created with `wx`
 * (fails if it exists) and holding the owner's PID. A lock whose PID is no longer running is
 * stale (the owner crashed) and is taken over.
 */
import { link, open, readFile, rename, unlink } from "node:fs/promises";
import { StoreLockedError } from "./types.ts";

/** A held lock; `release` removes the lock file. */
export interface FileLock {
  readonly path: string;
  release(): Promise<void>;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; it is still running.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function createExclusive(path: string): Promise<boolean> {
  try {
    const handle = await open(path, "wx", 0o600);
    try {
      await handle.writeFile(`${process.pid}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/**
 * Acquires `lockPath` for this process. Throws {@link StoreLockedError} when a running process
 * (this one included) holds it. `onWarning` hears about a stale lock that was taken over.
 */
export async function acquireLock(
  lockPath: string,
  dataPath: string,
  onWarning: (message: string) => void,
): Promise<FileLock> {
  // Two attempts: the second follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (await createExclusive(lockPath)) {
      return {
        path: lockPath,
        release: async () => {
          await unlink(lockPath).catch((error: NodeJS.ErrnoException) => {
            if (error.code !== "ENOENT") throw error;
          });
        },
      };
    }
    const text = await readFile(lockPath, "utf8").catch(() => "");
    const pid = Number.parseInt(text.trim(), 10);
    if (Number.isSafeInteger(pid) && pid > 0 && isRunning(pid)) {
      throw new StoreLockedError(
        `data file ${dataPath} is in use by process ${pid} (lock file ${lockPath}); ` +
          "stop that process first, or delete the lock file if you are sure no process uses the data",
      );
    }
    if (attempt === 0) {
      // Move the stale lock aside, then check it is the one we judged stale: a process racing us
      // may have replaced it with its own live lock in between, which we must put back.
      const aside = `${lockPath}.stale-${process.pid}`;
      await rename(lockPath, aside).catch(() => undefined);
      const movedText = await readFile(aside, "utf8").catch(() => null);
      if (movedText !== null && movedText !== text) {
        await link(aside, lockPath).catch(() => undefined);
        await unlink(aside).catch(() => undefined);
        throw new StoreLockedError(`lock file ${lockPath} for ${dataPath} changed owner while being taken over`);
      }
      await unlink(aside).catch(() => undefined);
      onWarning(
        `took over stale lock ${lockPath} (${Number.isNaN(pid) ? "unreadable PID" : `process ${pid} is not running`})`,
      );
    }
  }
  throw new StoreLockedError(`could not acquire lock file ${lockPath} for data file ${dataPath}`);
}
