/**
 * Texts of store states for byte-for-byte comparisons in tests: the store codec's encoding of a
 * value, and a canonical text of a whole document (every collection in key order, so two stores
 * with the same content compare equal whatever order their records arrived in) - the form
 * `MemoryStoreAdapter.text` gives for what a restart would read back.
 */
import type { StoreDocument } from "../../runtime/protocol/records.ts";
import { canonicalDocument } from "../../runtime/protocol/store.ts";
import { encodeJson } from "../../runtime/store/json-codec.ts";

export function encodeStoreText(value: unknown): string {
  return encodeJson(value);
}

/** The canonical text of a document (what `MemoryStoreAdapter.text` returns for the same content). */
export function canonicalStoreText(document: StoreDocument): string {
  return encodeJson(canonicalDocument(document));
}
