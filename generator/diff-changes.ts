/**
 * What the breaking-change report (diff.ts) is made of: a change, its two kinds, and the list that
 * collects changes once each, shared by the OpenAPI half (diff-openapi.ts, diff-schema.ts) and the ABI
 * half (diff-abi.ts).
 */

/** One difference between two versions of a spec. */
export interface Change {
  kind: "breaking" | "non-breaking";
  /** Stable machine-readable code, e.g. `operation-removed`. */
  code: string;
  message: string;
  /**
   * JSON pointer into the NEW document where the changed thing is, or into the OLD document when the
   * thing was removed.
   */
  pointer: string;
  /**
   * Set when the diff knows the pointer is into the OLD document. Pointers into arrays need it: an
   * ABI item removed at `/abi/25` leaves another item at `/abi/25` in the new document.
   */
  inOld?: true;
  /**
   * Where the changed thing was written when that is a file the document `$ref`s (a document split
   * over files): that file (absolute) and the pointer in it. Absent when it is in the root file.
   */
  source?: { file: string; pointer: string };
}

export const BREAKING = "breaking";
export const NON_BREAKING = "non-breaking";

/** Collects changes, keeping the first report of each (kind, code, pointer): a shared component is diffed once. */
export class ChangeList {
  readonly changes: Change[] = [];
  private readonly seen = new Set<string>();
  add(kind: Change["kind"], code: string, pointer: string, message: string, inOld?: true): void {
    const key = `${kind}\u0000${code}\u0000${pointer}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.changes.push(inOld === true ? { kind, code, message, pointer, inOld } : { kind, code, message, pointer });
  }
}
