/** The bank ledger: domain logic of the mock bank, with no HTTP. */
export type { Availability } from "./availability.ts";
export type { Awaitable, BankCounts, BankLedger } from "./bank-ledger.ts";
export { canonicalJson, hashRequestBody } from "./canonical-json.ts";
export { type CursorPosition, decodeCursor, encodeCursor } from "./cursor.ts";
export {
  ADMIN_KEY_PREFIX,
  API_KEY_PREFIX,
  accountNumberFor,
  deriveSlug,
  type IdKind,
  type IdSource,
  isAccountNumber,
  isValidSlug,
  randomIds,
  sequentialIds,
} from "./identifiers.ts";
export {
  type BankStore,
  describeReturnReason,
  type IdempotencyOptions,
  Ledger,
  LedgerIntegrityError,
  type LedgerOptions,
  LedgerUnavailableError,
  type ReturnOptions,
} from "./ledger.ts";
export { parseBound } from "./periods.ts";
export type { LedgerRecord, LedgerRecordBody } from "./records.ts";
export type { LedgerStateSnapshot } from "./snapshot-codec.ts";
export { BANK_ACCOUNT_NUMBER, OPENING_BALANCE_REFERENCE } from "./state.ts";
export { formatBalance, formatSigned } from "./statement-format.ts";
export {
  escapeHtml,
  formatCents,
  STATEMENT_CSV_HEADER,
  type StatementHtmlOptions,
  statementCsv,
  statementCsvChunks,
  statementHtml,
} from "./statement-render.ts";
export * from "./types.ts";
export { LIMITS } from "./validation.ts";
