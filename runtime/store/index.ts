/** The store: a journal of sequenced records plus snapshots, behind one interface. */
export { FileLedgerStore, type FileStoreOptions, type JournalHandle } from "./file-store.ts";
export { encodeJournalLine, type ParsedJournal, parseJournal } from "./journal.ts";
export {
  BIGINT_TAG,
  decodeJson,
  encodeJson,
  JsonDecodeError,
  JsonEncodeError,
  utf8OffsetOf,
} from "./json-codec.ts";
export { acquireLock, type FileLock } from "./lock.ts";
export {
  createMemoryBacking,
  MemoryLedgerStore,
  type MemoryStoreBacking,
  type MemoryStoreOptions,
} from "./memory-store.ts";
export {
  type LedgerStore,
  type LoadedJournal,
  type SequencedRecord,
  type Snapshot,
  StoreCorruptError,
  StoreLockedError,
  type StoreStats,
  StoreUnavailableError,
} from "./types.ts";
