/**
 * Texts of store states for byte-for-byte comparisons in tests: the store codec's encoding of a
 * value, and a canonical text of a whole document (every collection in key order, so two stores
 * with the same content compare equal whatever order their records arrived in) - the form
 * {@link InspectedMemoryAdapter.text} gives for what a restart would read back.
 */
import type { StoreDocument } from "../../runtime/protocol/records.ts";
import {
  type CommitRecord,
  canonicalDocument,
  MemoryStoreAdapter,
  type StoredProtocolState,
} from "../../runtime/protocol/store.ts";
import { rebuildDocument } from "../../runtime/protocol/store-document.ts";
import { parseJournal } from "../../runtime/store/journal.ts";
import { encodeJson } from "../../runtime/store/json-codec.ts";
import type { MemoryStoreBacking } from "../../runtime/store/memory-store.ts";
import { decodeSnapshotLines } from "../../runtime/store/snapshot-lines.ts";
import type { LedgerStore } from "../../runtime/store/types.ts";

export function encodeStoreText(value: unknown): string {
  return encodeJson(value);
}

/** The canonical text of a document (what {@link InspectedMemoryAdapter.text} returns for the same content). */
export function canonicalStoreText(document: StoreDocument): string {
  return encodeJson(canonicalDocument(document));
}

/**
 * The committed document of a memory backing as a restart would rebuild it, as
 * {@link canonicalStoreText}. Null before the first commit.
 */
export function storedText(backing: MemoryStoreBacking): string | null {
  if (backing.snapshot === null && backing.journal.length === 0) return null;
  const snapshot =
    backing.snapshot === null ? null : decodeSnapshotLines<StoredProtocolState>(backing.snapshot, "memory snapshot");
  const journal = parseJournal<CommitRecord>(Buffer.from(backing.journal.join(""), "utf8"), "memory journal");
  const records = journal.records.filter((record) => record.seq > (snapshot?.seq ?? 0));
  return canonicalStoreText(rebuildDocument(snapshot, records, "memory"));
}

/** The memory adapter with what tests look at: the stored text and how many journal records were written. */
export class InspectedMemoryAdapter extends MemoryStoreAdapter {
  readonly #opened: LedgerStore<CommitRecord, StoredProtocolState>[] = [];

  override async open(): Promise<LedgerStore<CommitRecord, StoredProtocolState>> {
    const store = await super.open();
    this.#opened.push(store);
    return store;
  }

  /** Journal records appended through this adapter (one per commit that changed something). */
  get writes(): number {
    return this.#opened.reduce((sum, store) => sum + store.stats().appendedRecords, 0);
  }

  /** See {@link storedText}. */
  get text(): string | null {
    return storedText(this.backing);
  }
}
