/**
 * The bank's schema on PostgreSQL, as versioned migrations (applied at start and by
 * `contractkit db migrate`). Tables hold the ledger's facts, one row each: organisations, accounts
 * (with their balance, holds and posting count, kept in step by the commands), postings with
 * running balances, payments, who may see which payment, idempotency keys, deposits and
 * withdrawals. Order within a list comes from `position` identity columns (a sequence): only their
 * order matters, never that they are gap-free. Timestamps are `timestamptz` at millisecond precision.
 */
import type { MigrationSet } from "../../store/postgres.ts";

const INITIAL_SCHEMA = `
CREATE TABLE bank_settings (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  settlement_mode text NOT NULL DEFAULT 'automatic' CHECK (settlement_mode IN ('automatic', 'manual')),
  admin_key_hash text,
  account_count integer NOT NULL DEFAULT 0,
  money_cents bigint NOT NULL DEFAULT 0
);
INSERT INTO bank_settings DEFAULT VALUES;

CREATE TABLE bank_organisations (
  id text PRIMARY KEY,
  position bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  team text,
  created_at timestamptz NOT NULL,
  key_hash text NOT NULL UNIQUE
);

CREATE TABLE bank_accounts (
  id text PRIMARY KEY,
  position bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  organisation_id text NOT NULL REFERENCES bank_organisations (id),
  account_number text NOT NULL UNIQUE,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('operating', 'trust', 'loss_fund', 'other')),
  currency text NOT NULL CHECK (currency = 'USD'),
  status text NOT NULL CHECK (status IN ('active', 'frozen')),
  created_at timestamptz NOT NULL,
  balance_cents bigint NOT NULL,
  held_cents bigint NOT NULL CHECK (held_cents >= 0),
  opening_cents bigint NOT NULL CHECK (opening_cents >= 0),
  posting_count integer NOT NULL DEFAULT 0,
  last_posting_at timestamptz
);
CREATE INDEX bank_accounts_by_organisation ON bank_accounts (organisation_id, position);

CREATE TABLE bank_postings (
  account_id text NOT NULL REFERENCES bank_accounts (id),
  position integer NOT NULL,
  at timestamptz NOT NULL,
  valued boolean NOT NULL,
  direction text NOT NULL CHECK (direction IN ('CR', 'DR')),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  counterparty_account_number text NOT NULL,
  reference text NOT NULL,
  transfer_id text NOT NULL,
  end_to_end_id text,
  running_balance_cents bigint NOT NULL,
  kind text NOT NULL CHECK (kind IN ('deposit', 'withdrawal', 'payment', 'return', 'reversal')),
  forced boolean NOT NULL DEFAULT false,
  PRIMARY KEY (account_id, position)
);
CREATE INDEX bank_postings_by_time ON bank_postings (account_id, at);
CREATE INDEX bank_postings_by_transfer ON bank_postings (transfer_id);

CREATE TABLE bank_payments (
  id text PRIMARY KEY,
  position bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  from_account_id text NOT NULL REFERENCES bank_accounts (id),
  to_account_id text REFERENCES bank_accounts (id),
  to_account_number text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL,
  reference text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'settled', 'returned', 'rejected')),
  end_to_end_id text,
  return_reason text,
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  returned_at timestamptz
);
CREATE INDEX bank_payments_by_status ON bank_payments (status, position);

CREATE TABLE bank_payment_visibility (
  organisation_id text NOT NULL REFERENCES bank_organisations (id),
  payment_position bigint NOT NULL,
  payment_id text NOT NULL REFERENCES bank_payments (id),
  PRIMARY KEY (organisation_id, payment_position)
);

CREATE TABLE bank_idempotency_keys (
  organisation_id text NOT NULL REFERENCES bank_organisations (id),
  key text NOT NULL,
  request_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  payment_id text REFERENCES bank_payments (id),
  response json,
  PRIMARY KEY (organisation_id, key)
);
CREATE INDEX bank_idempotency_keys_by_age ON bank_idempotency_keys (created_at);

CREATE TABLE bank_deposits (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES bank_accounts (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  reference text NOT NULL,
  opening boolean NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE bank_withdrawals (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES bank_accounts (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  reference text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE bank_events (
  position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  type text NOT NULL,
  subject_id text,
  detail text
);
`;

/** Statement links: the secret they are signed with, made the first time a link is issued. */
const STATEMENT_LINK_SECRET = `
ALTER TABLE bank_settings ADD COLUMN link_secret text;
`;

/** The bank's migration set (area `bank`). Applied migrations are never edited: add a version. */
export const BANK_MIGRATIONS: MigrationSet = {
  area: "bank",
  migrations: [
    { version: 1, name: "ledger", sql: INITIAL_SCHEMA },
    { version: 2, name: "statement_links", sql: STATEMENT_LINK_SECRET },
  ],
};
