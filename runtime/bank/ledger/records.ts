/**
 * Journal records of the ledger: one record per command, so a command is atomic on disk (one
 * journal line) and replay re-applies facts, never re-runs decisions (no clock, ids or checks at
 * replay time). Postings are derived from these facts by `applyRecord`.
 */
import type {
  AccountStatus,
  AccountType,
  Currency,
  Organisation,
  Payment,
  SettlementMode,
  StoredResponse,
} from "./types.ts";

/** An account being opened, with its optional OPENING BALANCE deposit. */
export interface AccountOpening {
  id: string;
  organisation_id: string;
  account_number: string;
  name: string;
  type: AccountType;
  currency: Currency;
  /** 0 means no opening posting. */
  opening_balance_cents: number;
  /** transfer_id of the OPENING BALANCE posting; null when the opening balance is 0. */
  opening_deposit_id: string | null;
}

/** The idempotency key a payment was created under, with the response to replay. */
export interface IdempotencyFact {
  key: string;
  request_hash: string;
  response: StoredResponse;
}

/** Record bodies, without the envelope fields. */
export type LedgerRecordBody =
  | { type: "admin_key_set"; key_hash: string }
  | { type: "link_secret_set"; secret: string }
  | { type: "settlement_mode_set"; mode: SettlementMode }
  | { type: "organisation_created"; organisation: Organisation; key_hash: string; accounts: AccountOpening[] }
  | { type: "api_key_rotated"; organisation_id: string; key_hash: string }
  | { type: "account_opened"; account: AccountOpening }
  | { type: "payment_created"; payment: Payment; idempotency: IdempotencyFact | null }
  | { type: "payment_settled"; payment_id: string }
  | { type: "payment_returned"; payment_id: string; return_reason: string; forced: boolean }
  | { type: "account_status_set"; account_id: string; status: AccountStatus }
  | { type: "deposit_made"; deposit_id: string; account_id: string; amount_cents: number; reference: string }
  | { type: "withdrawal_made"; withdrawal_id: string; account_id: string; amount_cents: number; reference: string };

/** A journal record: `seq` orders every mutation; `at` is the instant it happened (ISO, UTC). */
export type LedgerRecord = LedgerRecordBody & { seq: number; at: string };
