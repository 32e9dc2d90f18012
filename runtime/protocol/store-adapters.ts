/**
 * Where a {@link ProtocolStore} keeps its data: the file adapter (the shared durable store of
 * runtime/store, migrating a version 1 document on open) and the in-memory adapter the tests and
 * pages use (same codec and line formats as the files).
 */
import { FileLedgerStore, type FileStoreOptions } from "../store/file-store.ts";
import {
  createMemoryBacking,
  MemoryLedgerStore,
  type MemoryStoreBacking,
  type MemoryStoreOptions,
} from "../store/memory-store.ts";
import type { LedgerStore } from "../store/types.ts";
import type { ProtocolStore } from "./store.ts";
import type { CommitRecord, StoredProtocolState } from "./store-document.ts";
import { migrateVersion1 } from "./store-migration.ts";

/** Where a {@link ProtocolStore} keeps its data. */
export interface StoreAdapter {
  /** The data file, or a description, for messages. */
  readonly location: string;
  /** Opens (and locks) the durable store; called once per {@link ProtocolStore.open}. */
  open(): Promise<LedgerStore<CommitRecord, StoredProtocolState>>;
}

/** Options of {@link fileStoreAdapter}: the file store's, e.g. its compaction thresholds. */
export type FileStoreAdapterOptions = FileStoreOptions;

/**
 * The file adapter: `FileLedgerStore` at `file` (snapshot `file`, journal `file.journal`, lock
 * `file.lock`). A version 1 document at `file` is migrated first (see the module comment).
 */
export function fileStoreAdapter(file: string, options: FileStoreAdapterOptions = {}): StoreAdapter {
  return {
    location: file,
    async open() {
      const files = await FileLedgerStore.open<CommitRecord, StoredProtocolState>(file, options);
      try {
        await migrateVersion1(files.dataPath, options.onWarning ?? ((message) => console.warn(`[store] ${message}`)));
      } catch (error) {
        await files.close();
        throw error;
      }
      return files;
    },
  };
}

/**
 * An in-memory adapter over the memory store (same codec and line formats as the files). Every
 * `open` starts a new store over the same backing, which behaves like a process restart.
 */
export class MemoryStoreAdapter implements StoreAdapter {
  readonly location = "memory";
  /** The encoded journal and snapshot (what a restart would read). */
  readonly backing: MemoryStoreBacking;
  readonly #options: MemoryStoreOptions;

  constructor(backing: MemoryStoreBacking = createMemoryBacking(), options: MemoryStoreOptions = {}) {
    this.backing = backing;
    this.#options = options;
  }

  async open(): Promise<LedgerStore<CommitRecord, StoredProtocolState>> {
    return new MemoryLedgerStore<CommitRecord, StoredProtocolState>(this.backing, this.#options);
  }
}
