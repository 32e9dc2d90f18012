/** The store codec's text of a state, for byte-for-byte comparisons in tests. */
import { encodeJson } from "../../runtime/store/json-codec.ts";

export function encodeStoreText(value: unknown): string {
  return encodeJson(value);
}
