/**
 * Converts a data file of the old layout (version 1: the whole document in one lowdb JSON file)
 * into a snapshot on open, the original kept beside it as `<file>.v1` (store-adapters.ts calls it
 * with the data file's lock held).
 */
import { copyFile, open, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { decodeJson } from "../store/json-codec.ts";
import { SNAPSHOT_FORMAT, SnapshotLinesFile } from "../store/snapshot-lines.ts";
import { StoreCorruptError } from "../store/types.ts";
import { type ChainCollections, type ChainState, COLLECTION_NAMES } from "./records.ts";
import type { ProtocolSnapshotState } from "./store-document.ts";

/** The version 1 layout: the whole document in one JSON file. */
interface Version1Document {
  version: 1;
  chains: Record<string, Partial<ChainState> & Pick<ChainState, "chainId" | "configHash">>;
}

/** The snapshot state holding everything of a version 1 document. */
function snapshotOfVersion1(document: Version1Document): ProtocolSnapshotState {
  const state: ProtocolSnapshotState = { version: 2, chains: [], undo: [], records: [] };
  for (const chain of Object.values(document.chains)) {
    state.chains.push({
      chainId: chain.chainId,
      configHash: chain.configHash,
      checkpoint: chain.checkpoint ?? null,
      lastBlockTimestamp: chain.lastBlockTimestamp ?? null,
      blocks: chain.blocks ?? [],
    });
    for (const entry of chain.undo ?? []) state.undo.push([chain.chainId, entry]);
    for (const collection of COLLECTION_NAMES) {
      const values = (chain[collection] ?? {}) as ChainCollections[typeof collection];
      for (const [key, value] of Object.entries(values)) state.records.push([chain.chainId, collection, key, value]);
    }
  }
  return state;
}

const VERSION_1_HEAD = /^\s*\{\s*"version"\s*:\s*1\s*[,}]/;

/**
 * Converts a version 1 data file in place (the caller holds the lock): the snapshot is written to
 * `<file>.migrating` and fsynced, the original copied to `<file>.v1` and fsynced, then the snapshot
 * renamed over `<file>`. A crash before the rename leaves the version 1 file, and the next start
 * migrates again; after it, the file is a version 2 snapshot. Returns whether it migrated.
 */
export async function migrateVersion1(dataPath: string, warn: (message: string) => void): Promise<boolean> {
  const migrating = `${dataPath}.migrating`;
  await rm(migrating, { force: true });
  let head: string;
  try {
    const handle = await open(dataPath, "r");
    try {
      const buffer = Buffer.alloc(64);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      head = buffer.toString("utf8", 0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
  if (!VERSION_1_HEAD.test(head)) return false;
  const journal = `${dataPath}.journal`;
  const journalBytes = await stat(journal).then(
    (info) => info.size,
    () => 0,
  );
  if (journalBytes > 0) {
    throw new StoreCorruptError(
      journal,
      null,
      `a journal lies beside the version 1 document ${dataPath}, which never had one; move the journal away to migrate the document`,
    );
  }
  const document = decodeJson(await readFile(dataPath, "utf8"), dataPath) as Version1Document;
  if (document === null || typeof document !== "object" || typeof document.chains !== "object") {
    throw new StoreCorruptError(dataPath, 0, "a version 1 protocol document without chains");
  }
  const snapshot = new SnapshotLinesFile<ProtocolSnapshotState>(migrating);
  await snapshot.write({ format: SNAPSHOT_FORMAT, version: 2, seq: 0, state: snapshotOfVersion1(document) });
  const backup = `${dataPath}.v1`;
  await copyFile(dataPath, backup);
  await syncPath(backup);
  await rename(migrating, dataPath);
  await syncPath(path.dirname(dataPath));
  warn(
    `migrated ${dataPath} from the version 1 single-document layout to a snapshot + journal; ` +
      `the original is kept at ${backup} (delete it once the service runs on the new files)`,
  );
  return true;
}

async function syncPath(target: string): Promise<void> {
  const handle = await open(target, "r");
  try {
    await handle.sync();
  } catch (error) {
    // Some platforms cannot fsync a directory; the rename is then as durable as they allow.
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EISDIR" && code !== "EINVAL" && code !== "EPERM") throw error;
  } finally {
    await handle.close();
  }
}
