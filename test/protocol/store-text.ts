/**
 * Texts of store states for byte-for-byte comparisons in tests: the store codec's encoding of a
 * value, and a canonical text of a whole document (every collection in key order, so two stores
 * with the same content compare equal whatever order their records arrived in) - the form
 * `MemoryStoreAdapter.text` gives for what a restart would read back.
 */
import { COLLECTION_NAMES, type StoreDocument } from "../../runtime/protocol/records.ts";
import { encodeJson } from "../../runtime/store/json-codec.ts";

export function encodeStoreText(value: unknown): string {
  return encodeJson(value);
}

/** The canonical text of a document (what `MemoryStoreAdapter.text` returns for the same content). */
export function canonicalStoreText(document: StoreDocument): string {
  const chains: Record<string, unknown> = {};
  for (const id of Object.keys(document.chains).sort()) {
    const state: Record<string, unknown> = { ...document.chains[id] };
    for (const collection of COLLECTION_NAMES) {
      const values = state[collection] as Record<string, unknown>;
      state[collection] = Object.fromEntries(
        Object.keys(values)
          .sort()
          .map((key) => [key, values[key]]),
      );
    }
    chains[id] = state;
  }
  return encodeJson({ version: document.version, chains });
}
