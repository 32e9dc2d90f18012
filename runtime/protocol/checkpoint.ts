/**
 * Checkpoints: a total order of chain events as a fixed-width string that sorts like the position
 * it encodes (docs/reference/indexer.md#checkpoints, after ponder's `utils/checkpoint.ts`): block number (16 digits,
 * room for any EVM chain), transaction index (8) and log index (8).
 */

const BLOCK_DIGITS = 16;
const INDEX_DIGITS = 8;
const MAX_INDEX = 10 ** INDEX_DIGITS - 1;

/** A decoded checkpoint. */
export interface Checkpoint {
  blockNumber: number;
  transactionIndex: number;
  logIndex: number;
}

function pad(value: number, digits: number, name: string): string {
  if (!Number.isSafeInteger(value) || value < 0 || String(value).length > digits) {
    throw new RangeError(`${name} must be an integer in [0, 10^${digits}), got ${value}`);
  }
  return String(value).padStart(digits, "0");
}

/** Encodes a position; lexicographic order of the results equals chain order. */
export function encodeCheckpoint(checkpoint: Checkpoint): string {
  return (
    pad(checkpoint.blockNumber, BLOCK_DIGITS, "blockNumber") +
    pad(checkpoint.transactionIndex, INDEX_DIGITS, "transactionIndex") +
    pad(checkpoint.logIndex, INDEX_DIGITS, "logIndex")
  );
}

/** The checkpoint meaning "every event of `blockNumber` is indexed" (sorts after all its logs). */
export function blockCompleteCheckpoint(blockNumber: number): string {
  return encodeCheckpoint({ blockNumber, transactionIndex: MAX_INDEX, logIndex: MAX_INDEX });
}

/** Decodes a string written by {@link encodeCheckpoint}; throws on anything else. */
export function decodeCheckpoint(text: string): Checkpoint {
  if (!/^[0-9]{32}$/.test(text)) throw new RangeError(`not a checkpoint: ${JSON.stringify(text)}`);
  return {
    blockNumber: Number(text.slice(0, BLOCK_DIGITS)),
    transactionIndex: Number(text.slice(BLOCK_DIGITS, BLOCK_DIGITS + INDEX_DIGITS)),
    logIndex: Number(text.slice(BLOCK_DIGITS + INDEX_DIGITS)),
  };
}

/**
 * A position in chain order. `transactionIndex` may be absent (records keep only the log index):
 * a log index counts across the whole block, so block and log index alone already order logs the
 * way their checkpoints do.
 */
export type ChainPosition = Pick<Checkpoint, "blockNumber" | "logIndex"> & { transactionIndex?: number };

/**
 * The total order of chain events, the order of their {@link encodeCheckpoint} strings, without
 * building them: every sort or comparison of events uses this.
 */
export function compareChainPositions(a: ChainPosition, b: ChainPosition): number {
  return (
    a.blockNumber - b.blockNumber ||
    (a.transactionIndex === undefined || b.transactionIndex === undefined
      ? 0
      : a.transactionIndex - b.transactionIndex) ||
    a.logIndex - b.logIndex
  );
}
