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

/**
 * A payment in one statement (issue 18): `bank_send_payment` claims the idempotency key, locks the
 * sender and the receiver in id order, decides, and writes the payment, its visibility, its postings
 * and the balances, all inside the function, so the payer's row lock is held for one server-side
 * call instead of a chain of round trips from node. Called outside BEGIN/COMMIT it is its own
 * transaction: one round trip per payment.
 *
 * The decision is rules.ts `decidePayment`, written again in SQL (the one rule that exists twice):
 * the same order of refusal reasons - malformed number (R04), no such account (R03), a frozen party
 * (R16), available funds short (R01) - with their texts passed in by the caller, so the words live in
 * rules.ts only. test/bank/pg-send-payment.test.ts checks the two agree on every branch.
 *
 * An idempotency key's answer is no longer stored as rendered bytes: the key row keeps the payment
 * and the status it was created with (`payment_status`), which is all a payment's first answer
 * depends on (created_at, settled_at when created settled, return_reason when rejected), so a
 * replay renders the same bytes again. Rows written before keep their `response` and replay it.
 *
 * Outcomes: `created` and `replayed` come with the payment as it was created; `unauthorized`,
 * `invalid`, `not_found`, `forbidden`, `self`, `key_conflict` and `key_busy` with nothing (the caller
 * words them); a legacy stored answer comes back in `response`. Errors that record nothing leave no
 * key behind, as on the JSON store.
 */
const SEND_PAYMENT_FUNCTION = `
ALTER TABLE bank_idempotency_keys ADD COLUMN payment_status text
  CHECK (payment_status IN ('pending', 'settled', 'rejected'));

CREATE FUNCTION bank_send_payment(
  p_organisation text, p_payment_id text, p_from text, p_to_number text, p_amount bigint, p_reference text,
  p_end_to_end text, p_clock timestamptz, p_reasons text[], p_input_valid boolean,
  p_key text, p_request_hash text, p_key_cutoff timestamptz,
  OUT outcome text, OUT response json,
  OUT id text, OUT from_account_id text, OUT to_account_id text, OUT to_account_number text,
  OUT amount_cents bigint, OUT reference text, OUT status text, OUT end_to_end_id text,
  OUT return_reason text, OUT created_at timestamptz, OUT settled_at timestamptz, OUT returned_at timestamptz)
LANGUAGE plpgsql AS $fn$
#variable_conflict use_column
DECLARE
  candidate bank_accounts%ROWTYPE;
  sender bank_accounts%ROWTYPE;
  receiver bank_accounts%ROWTYPE;
  has_sender boolean := false;
  has_receiver boolean := false;
  claimed bank_idempotency_keys%ROWTYPE;
  settlement text;
  booked_at timestamptz;
  reason text;
  decided text;
  payment_position bigint;
BEGIN
  PERFORM 1 FROM bank_organisations o WHERE o.id = p_organisation;
  IF NOT FOUND THEN outcome := 'unauthorized'; RETURN; END IF;

  -- The key first (lock order: key, then accounts). A concurrent holder of the same key makes the
  -- insert wait for its commit; then its row is read (a fresh snapshot per statement).
  IF p_key IS NOT NULL THEN
    INSERT INTO bank_idempotency_keys (organisation_id, key, request_hash, created_at)
      VALUES (p_organisation, p_key, p_request_hash, p_clock) ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      SELECT * INTO claimed FROM bank_idempotency_keys k WHERE k.organisation_id = p_organisation AND k.key = p_key;
      IF NOT FOUND OR claimed.created_at <= p_key_cutoff THEN
        -- Expired (or removed meanwhile): forget it and claim the key afresh.
        DELETE FROM bank_idempotency_keys k WHERE k.organisation_id = p_organisation AND k.key = p_key;
        INSERT INTO bank_idempotency_keys (organisation_id, key, request_hash, created_at)
          VALUES (p_organisation, p_key, p_request_hash, p_clock) ON CONFLICT DO NOTHING;
      ELSIF claimed.request_hash <> p_request_hash THEN
        outcome := 'key_conflict'; RETURN;
      ELSIF claimed.response IS NOT NULL THEN
        outcome := 'replayed'; response := claimed.response; RETURN;
      ELSIF claimed.payment_id IS NULL THEN
        outcome := 'key_busy'; RETURN;
      ELSE
        -- The payment as it was created: what its first answer showed.
        SELECT 'replayed', p.id, p.from_account_id, p.to_account_id, p.to_account_number, p.amount_cents,
               p.reference, claimed.payment_status, p.end_to_end_id,
               CASE WHEN claimed.payment_status = 'rejected' THEN p.return_reason END, p.created_at,
               CASE WHEN claimed.payment_status = 'settled' THEN p.created_at END, NULL
          INTO outcome, id, from_account_id, to_account_id, to_account_number, amount_cents, reference, status,
               end_to_end_id, return_reason, created_at, settled_at, returned_at
          FROM bank_payments p WHERE p.id = claimed.payment_id;
        RETURN;
      END IF;
    END IF;
  END IF;

  IF NOT p_input_valid THEN
    outcome := 'invalid';
  ELSE
    -- The sender and the receiver (if the number names one), locked in id order.
    FOR candidate IN
      SELECT * FROM bank_accounts a WHERE a.id = p_from OR a.account_number = p_to_number ORDER BY a.id FOR UPDATE
    LOOP
      IF candidate.id = p_from THEN sender := candidate; has_sender := true; END IF;
      IF candidate.account_number = p_to_number THEN receiver := candidate; has_receiver := true; END IF;
    END LOOP;
    IF NOT has_sender THEN outcome := 'not_found';
    ELSIF sender.organisation_id <> p_organisation THEN outcome := 'forbidden';
    ELSIF sender.account_number = p_to_number THEN outcome := 'self';
    END IF;
  END IF;
  IF outcome IS NOT NULL THEN
    -- Errors that record nothing are not remembered under the key.
    IF p_key IS NOT NULL THEN
      DELETE FROM bank_idempotency_keys k WHERE k.organisation_id = p_organisation AND k.key = p_key;
    END IF;
    RETURN;
  END IF;

  -- rules.ts decidePayment: the destination, then the parties' states, then money.
  IF p_to_number !~ '^[0-9]{10}$' THEN reason := p_reasons[1];
  ELSIF NOT has_receiver THEN reason := p_reasons[2];
  ELSIF sender.status = 'frozen' OR receiver.status = 'frozen' THEN reason := p_reasons[3];
  ELSIF sender.balance_cents - sender.held_cents < p_amount THEN reason := p_reasons[4];
  END IF;
  SELECT s.settlement_mode INTO settlement FROM bank_settings s;
  decided := CASE WHEN reason IS NOT NULL THEN 'rejected' WHEN settlement = 'automatic' THEN 'settled' ELSE 'pending' END;
  -- Now, never earlier than the last posting of either party (their postings stay in time order).
  booked_at := greatest(p_clock, sender.last_posting_at, CASE WHEN has_receiver THEN receiver.last_posting_at END);

  INSERT INTO bank_payments (id, from_account_id, to_account_id, to_account_number, amount_cents, currency,
      reference, status, end_to_end_id, return_reason, created_at, settled_at, returned_at)
    VALUES (p_payment_id, sender.id, CASE WHEN has_receiver THEN receiver.id END, p_to_number, p_amount, 'USD',
      p_reference, decided, p_end_to_end, reason, booked_at, CASE WHEN decided = 'settled' THEN booked_at END, NULL)
    RETURNING position INTO payment_position;
  INSERT INTO bank_payment_visibility (organisation_id, payment_position, payment_id)
    VALUES (sender.organisation_id, payment_position, p_payment_id);
  IF decided <> 'rejected' AND receiver.organisation_id <> sender.organisation_id THEN
    INSERT INTO bank_payment_visibility (organisation_id, payment_position, payment_id)
      VALUES (receiver.organisation_id, payment_position, p_payment_id);
  END IF;

  IF decided = 'settled' THEN
    INSERT INTO bank_postings (account_id, position, at, valued, direction, amount_cents, counterparty_account_number,
        reference, transfer_id, end_to_end_id, running_balance_cents, kind, forced)
      VALUES
        (sender.id, sender.posting_count, booked_at, true, 'DR', p_amount, receiver.account_number, p_reference,
         p_payment_id, p_end_to_end, sender.balance_cents - p_amount, 'payment', false),
        (receiver.id, receiver.posting_count, booked_at, true, 'CR', p_amount, sender.account_number, p_reference,
         p_payment_id, p_end_to_end, receiver.balance_cents + p_amount, 'payment', false);
    UPDATE bank_accounts a SET balance_cents = a.balance_cents - p_amount, posting_count = a.posting_count + 1,
        last_posting_at = booked_at
      WHERE a.id = sender.id;
    UPDATE bank_accounts a SET balance_cents = a.balance_cents + p_amount, posting_count = a.posting_count + 1,
        last_posting_at = booked_at
      WHERE a.id = receiver.id;
  ELSIF decided = 'pending' THEN
    UPDATE bank_accounts a SET held_cents = a.held_cents + p_amount WHERE a.id = sender.id;
  END IF;

  IF p_key IS NOT NULL THEN
    UPDATE bank_idempotency_keys k SET payment_id = p_payment_id, payment_status = decided, created_at = booked_at
      WHERE k.organisation_id = p_organisation AND k.key = p_key;
  END IF;

  outcome := 'created';
  id := p_payment_id; from_account_id := sender.id; to_account_id := CASE WHEN has_receiver THEN receiver.id END;
  to_account_number := p_to_number; amount_cents := p_amount; reference := p_reference; status := decided;
  end_to_end_id := p_end_to_end; return_reason := reason; created_at := booked_at;
  settled_at := CASE WHEN decided = 'settled' THEN booked_at END; returned_at := NULL;
END
$fn$;
`;

/**
 * A lighter payment statement (issue 18, session 7). Measured on the spread shape (100 accounts,
 * each paying the next; docs/benchmarks.md "Issue 18: a lighter payment statement (session 7)"),
 * `bank_send_payment` cost the server 3-4x a minimal pgbench transfer's CPU; a profile of the
 * function in a loop put a quarter of it in foreign-key triggers and a tenth in setting up each
 * statement's CHECK constraints. So:
 *  - `bank_postings_by_transfer` goes: no query looks postings up by transfer (the audit groups all
 *    postings by transfer in one pass), and its random text keys cost two index inserts a payment.
 *  - The foreign keys of the rows a payment writes go (postings -> accounts, payments -> accounts,
 *    visibility -> organisations and payments). Their only writers are this function and the
 *    bank's other commands, which write ids they read under a row lock or created in the same
 *    transaction, and nothing deletes organisations, accounts or payments, so the checks could
 *    never fail; each was a query per row (and a KEY SHARE lock on the organisation's row, written
 *    to the WAL). The other tables keep theirs.
 *  - The function writes with fewer statements: both visibility rows in one insert, both balances
 *    in one update. Its arguments, outcomes and every row it writes are the same as version 3's.
 */
const LIGHTER_PAYMENT = `
DROP INDEX bank_postings_by_transfer;
ALTER TABLE bank_postings DROP CONSTRAINT bank_postings_account_id_fkey;
ALTER TABLE bank_payments DROP CONSTRAINT bank_payments_from_account_id_fkey,
  DROP CONSTRAINT bank_payments_to_account_id_fkey;
ALTER TABLE bank_payment_visibility DROP CONSTRAINT bank_payment_visibility_organisation_id_fkey,
  DROP CONSTRAINT bank_payment_visibility_payment_id_fkey;

CREATE OR REPLACE FUNCTION bank_send_payment(
  p_organisation text, p_payment_id text, p_from text, p_to_number text, p_amount bigint, p_reference text,
  p_end_to_end text, p_clock timestamptz, p_reasons text[], p_input_valid boolean,
  p_key text, p_request_hash text, p_key_cutoff timestamptz,
  OUT outcome text, OUT response json,
  OUT id text, OUT from_account_id text, OUT to_account_id text, OUT to_account_number text,
  OUT amount_cents bigint, OUT reference text, OUT status text, OUT end_to_end_id text,
  OUT return_reason text, OUT created_at timestamptz, OUT settled_at timestamptz, OUT returned_at timestamptz)
LANGUAGE plpgsql AS $fn$
#variable_conflict use_column
DECLARE
  candidate bank_accounts%ROWTYPE;
  sender bank_accounts%ROWTYPE;
  receiver bank_accounts%ROWTYPE;
  has_sender boolean := false;
  has_receiver boolean := false;
  claimed bank_idempotency_keys%ROWTYPE;
  settlement text;
  booked_at timestamptz;
  reason text;
  decided text;
  payment_position bigint;
BEGIN
  PERFORM 1 FROM bank_organisations o WHERE o.id = p_organisation;
  IF NOT FOUND THEN outcome := 'unauthorized'; RETURN; END IF;

  -- The key first (lock order: key, then accounts). A concurrent holder of the same key makes the
  -- insert wait for its commit; then its row is read (a fresh snapshot per statement).
  IF p_key IS NOT NULL THEN
    INSERT INTO bank_idempotency_keys (organisation_id, key, request_hash, created_at)
      VALUES (p_organisation, p_key, p_request_hash, p_clock) ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      SELECT * INTO claimed FROM bank_idempotency_keys k WHERE k.organisation_id = p_organisation AND k.key = p_key;
      IF NOT FOUND OR claimed.created_at <= p_key_cutoff THEN
        -- Expired (or removed meanwhile): forget it and claim the key afresh.
        DELETE FROM bank_idempotency_keys k WHERE k.organisation_id = p_organisation AND k.key = p_key;
        INSERT INTO bank_idempotency_keys (organisation_id, key, request_hash, created_at)
          VALUES (p_organisation, p_key, p_request_hash, p_clock) ON CONFLICT DO NOTHING;
      ELSIF claimed.request_hash <> p_request_hash THEN
        outcome := 'key_conflict'; RETURN;
      ELSIF claimed.response IS NOT NULL THEN
        outcome := 'replayed'; response := claimed.response; RETURN;
      ELSIF claimed.payment_id IS NULL THEN
        outcome := 'key_busy'; RETURN;
      ELSE
        -- The payment as it was created: what its first answer showed.
        SELECT 'replayed', p.id, p.from_account_id, p.to_account_id, p.to_account_number, p.amount_cents,
               p.reference, claimed.payment_status, p.end_to_end_id,
               CASE WHEN claimed.payment_status = 'rejected' THEN p.return_reason END, p.created_at,
               CASE WHEN claimed.payment_status = 'settled' THEN p.created_at END, NULL
          INTO outcome, id, from_account_id, to_account_id, to_account_number, amount_cents, reference, status,
               end_to_end_id, return_reason, created_at, settled_at, returned_at
          FROM bank_payments p WHERE p.id = claimed.payment_id;
        RETURN;
      END IF;
    END IF;
  END IF;

  IF NOT p_input_valid THEN
    outcome := 'invalid';
  ELSE
    -- The sender and the receiver (if the number names one), locked in id order.
    FOR candidate IN
      SELECT * FROM bank_accounts a WHERE a.id = p_from OR a.account_number = p_to_number ORDER BY a.id FOR UPDATE
    LOOP
      IF candidate.id = p_from THEN sender := candidate; has_sender := true; END IF;
      IF candidate.account_number = p_to_number THEN receiver := candidate; has_receiver := true; END IF;
    END LOOP;
    IF NOT has_sender THEN outcome := 'not_found';
    ELSIF sender.organisation_id <> p_organisation THEN outcome := 'forbidden';
    ELSIF sender.account_number = p_to_number THEN outcome := 'self';
    END IF;
  END IF;
  IF outcome IS NOT NULL THEN
    -- Errors that record nothing are not remembered under the key.
    IF p_key IS NOT NULL THEN
      DELETE FROM bank_idempotency_keys k WHERE k.organisation_id = p_organisation AND k.key = p_key;
    END IF;
    RETURN;
  END IF;

  -- rules.ts decidePayment: the destination, then the parties' states, then money.
  IF p_to_number !~ '^[0-9]{10}$' THEN reason := p_reasons[1];
  ELSIF NOT has_receiver THEN reason := p_reasons[2];
  ELSIF sender.status = 'frozen' OR receiver.status = 'frozen' THEN reason := p_reasons[3];
  ELSIF sender.balance_cents - sender.held_cents < p_amount THEN reason := p_reasons[4];
  END IF;
  SELECT s.settlement_mode INTO settlement FROM bank_settings s;
  decided := CASE WHEN reason IS NOT NULL THEN 'rejected' WHEN settlement = 'automatic' THEN 'settled' ELSE 'pending' END;
  -- Now, never earlier than the last posting of either party (their postings stay in time order).
  booked_at := greatest(p_clock, sender.last_posting_at, CASE WHEN has_receiver THEN receiver.last_posting_at END);

  INSERT INTO bank_payments (id, from_account_id, to_account_id, to_account_number, amount_cents, currency,
      reference, status, end_to_end_id, return_reason, created_at, settled_at, returned_at)
    VALUES (p_payment_id, sender.id, CASE WHEN has_receiver THEN receiver.id END, p_to_number, p_amount, 'USD',
      p_reference, decided, p_end_to_end, reason, booked_at, CASE WHEN decided = 'settled' THEN booked_at END, NULL)
    RETURNING position INTO payment_position;
  -- Who may list it: the sender's organisation, and the receiver's unless refused or the same.
  INSERT INTO bank_payment_visibility (organisation_id, payment_position, payment_id)
    SELECT o, payment_position, p_payment_id FROM unnest(CASE
      WHEN decided <> 'rejected' AND receiver.organisation_id <> sender.organisation_id
        THEN ARRAY[sender.organisation_id, receiver.organisation_id]
      ELSE ARRAY[sender.organisation_id] END) o;

  IF decided = 'settled' THEN
    INSERT INTO bank_postings (account_id, position, at, valued, direction, amount_cents, counterparty_account_number,
        reference, transfer_id, end_to_end_id, running_balance_cents, kind, forced)
      VALUES
        (sender.id, sender.posting_count, booked_at, true, 'DR', p_amount, receiver.account_number, p_reference,
         p_payment_id, p_end_to_end, sender.balance_cents - p_amount, 'payment', false),
        (receiver.id, receiver.posting_count, booked_at, true, 'CR', p_amount, sender.account_number, p_reference,
         p_payment_id, p_end_to_end, receiver.balance_cents + p_amount, 'payment', false);
    UPDATE bank_accounts a SET balance_cents = a.balance_cents + CASE WHEN a.id = sender.id THEN -p_amount ELSE p_amount END,
        posting_count = a.posting_count + 1, last_posting_at = booked_at
      WHERE a.id IN (sender.id, receiver.id);
  ELSIF decided = 'pending' THEN
    UPDATE bank_accounts a SET held_cents = a.held_cents + p_amount WHERE a.id = sender.id;
  END IF;

  IF p_key IS NOT NULL THEN
    UPDATE bank_idempotency_keys k SET payment_id = p_payment_id, payment_status = decided, created_at = booked_at
      WHERE k.organisation_id = p_organisation AND k.key = p_key;
  END IF;

  outcome := 'created';
  id := p_payment_id; from_account_id := sender.id; to_account_id := CASE WHEN has_receiver THEN receiver.id END;
  to_account_number := p_to_number; amount_cents := p_amount; reference := p_reference; status := decided;
  end_to_end_id := p_end_to_end; return_reason := reason; created_at := booked_at;
  settled_at := CASE WHEN decided = 'settled' THEN booked_at END; returned_at := NULL;
END
$fn$;
`;

/**
 * Payments in batches (issue 18, session 10). A bank process under load has more payments waiting
 * than connections free; sending them one call each costs the server a transaction each (its
 * start, its commit and WAL flush, the round trip's parse and protocol work), which measured
 * about half of a payment's server CPU. `bank_send_payments` runs several payments, each exactly
 * as `bank_send_payment` runs it alone, in one call and so in one transaction:
 *  - every account any of them names is locked first, in one statement in id order, so batches
 *    and single payments (which also lock accounts in id order) cannot deadlock each other;
 *  - each payment then runs the single function (its own accounts are already locked by this
 *    transaction, so it never waits), in the order given, so a later payment of the batch sees the
 *    balances the earlier ones left and two payments from one account are decided one after the
 *    other as before;
 *  - one row comes back per payment, in the order given.
 * Only payments without an idempotency key are batched: a key's insert can wait on another
 * transaction, which must not happen while this one holds accounts a keyed payment (key first,
 * then accounts) may be waiting for. A batch is all or nothing: if any payment raises, nothing of
 * the batch is written and the caller sends each payment on its own (runtime/bank/pg/payments.ts).
 */
const PAYMENT_BATCHES = `
CREATE FUNCTION bank_send_payments(
  p_organisations text[], p_payment_ids text[], p_froms text[], p_to_numbers text[], p_amounts bigint[],
  p_references text[], p_end_to_ends text[], p_clocks timestamptz[], p_reasons text[], p_inputs_valid boolean[])
RETURNS TABLE (outcome text, response json,
  id text, from_account_id text, to_account_id text, to_account_number text,
  amount_cents bigint, reference text, status text, end_to_end_id text,
  return_reason text, created_at timestamptz, settled_at timestamptz, returned_at timestamptz)
LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM 1 FROM bank_accounts a
    WHERE a.id = ANY (p_froms) OR a.account_number = ANY (p_to_numbers) ORDER BY a.id FOR UPDATE;
  FOR i IN 1 .. coalesce(array_length(p_organisations, 1), 0) LOOP
    RETURN QUERY SELECT * FROM bank_send_payment(p_organisations[i], p_payment_ids[i], p_froms[i],
      p_to_numbers[i], p_amounts[i], p_references[i], p_end_to_ends[i], p_clocks[i], p_reasons,
      p_inputs_valid[i], NULL, NULL, NULL);
  END LOOP;
END
$fn$;
`;

/**
 * Payments with an idempotency key in batches too (session 11). A batch now takes each payment's
 * key, request hash and expiry cutoff (NULL for a payment without a key), and keeps the lock order
 * a single keyed payment has, keys before accounts:
 *  - first it claims every key of the batch, in one order for every transaction (organisation, key),
 *    forgetting expired ones as `bank_send_payment` does. A key another transaction is claiming makes
 *    the insert wait for that transaction here, before this one holds any account, so no cycle of
 *    waits can form: every transaction waits on keys only while it holds keys and no accounts, and
 *    takes keys in the same order;
 *  - then it locks the accounts, in id order, as before;
 *  - then each payment runs in arrival order. A payment whose key this batch claimed runs without
 *    its key, and the key row is then set to the payment created (or removed for an error that
 *    records nothing), exactly the end of `bank_send_payment`. Any other keyed payment runs with
 *    its key: the key is already held by a committed transaction, or by an earlier payment of this
 *    batch, so it replays or conflicts at once, as it would after that payment alone.
 */
const KEYED_PAYMENT_BATCHES = `
DROP FUNCTION bank_send_payments(text[], text[], text[], text[], bigint[], text[], text[], timestamptz[], text[], boolean[]);

CREATE FUNCTION bank_send_payments(
  p_organisations text[], p_payment_ids text[], p_froms text[], p_to_numbers text[], p_amounts bigint[],
  p_references text[], p_end_to_ends text[], p_clocks timestamptz[], p_reasons text[], p_inputs_valid boolean[],
  p_keys text[], p_request_hashes text[], p_key_cutoffs timestamptz[])
RETURNS TABLE (outcome text, response json,
  id text, from_account_id text, to_account_id text, to_account_number text,
  amount_cents bigint, reference text, status text, end_to_end_id text,
  return_reason text, created_at timestamptz, settled_at timestamptz, returned_at timestamptz)
LANGUAGE plpgsql AS $fn$
#variable_conflict use_column
DECLARE
  claimed boolean[] := array_fill(false, ARRAY[coalesce(array_length(p_organisations, 1), 0)]);
  i int;
  sent record;
BEGIN
  FOR i IN
    SELECT k.n FROM unnest(p_organisations, p_keys) WITH ORDINALITY AS k(organisation, key, n)
      WHERE k.key IS NOT NULL ORDER BY k.organisation, k.key, k.n
  LOOP
    INSERT INTO bank_idempotency_keys (organisation_id, key, request_hash, created_at)
      VALUES (p_organisations[i], p_keys[i], p_request_hashes[i], p_clocks[i]) ON CONFLICT DO NOTHING;
    IF FOUND THEN
      claimed[i] := true;
    ELSE
      DELETE FROM bank_idempotency_keys k
        WHERE k.organisation_id = p_organisations[i] AND k.key = p_keys[i] AND k.created_at <= p_key_cutoffs[i];
      IF FOUND THEN
        INSERT INTO bank_idempotency_keys (organisation_id, key, request_hash, created_at)
          VALUES (p_organisations[i], p_keys[i], p_request_hashes[i], p_clocks[i]) ON CONFLICT DO NOTHING;
        claimed[i] := FOUND;
      END IF;
    END IF;
  END LOOP;

  PERFORM 1 FROM bank_accounts a
    WHERE a.id = ANY (p_froms) OR a.account_number = ANY (p_to_numbers) ORDER BY a.id FOR UPDATE;

  FOR i IN 1 .. coalesce(array_length(p_organisations, 1), 0) LOOP
    SELECT * INTO sent FROM bank_send_payment(p_organisations[i], p_payment_ids[i], p_froms[i],
      p_to_numbers[i], p_amounts[i], p_references[i], p_end_to_ends[i], p_clocks[i], p_reasons,
      p_inputs_valid[i], CASE WHEN claimed[i] THEN NULL ELSE p_keys[i] END,
      CASE WHEN claimed[i] THEN NULL ELSE p_request_hashes[i] END,
      CASE WHEN claimed[i] THEN NULL ELSE p_key_cutoffs[i] END) s;
    IF claimed[i] AND sent.outcome = 'created' THEN
      UPDATE bank_idempotency_keys k SET payment_id = sent.id, payment_status = sent.status, created_at = sent.created_at
        WHERE k.organisation_id = p_organisations[i] AND k.key = p_keys[i];
    ELSIF claimed[i] THEN
      DELETE FROM bank_idempotency_keys k WHERE k.organisation_id = p_organisations[i] AND k.key = p_keys[i];
    END IF;
    RETURN QUERY SELECT sent.outcome, sent.response, sent.id, sent.from_account_id, sent.to_account_id,
      sent.to_account_number, sent.amount_cents, sent.reference, sent.status, sent.end_to_end_id,
      sent.return_reason, sent.created_at, sent.settled_at, sent.returned_at;
  END LOOP;
END
$fn$;
`;

/** The bank's migration set (area `bank`). Applied migrations are never edited: add a version. */
export const BANK_MIGRATIONS: MigrationSet = {
  area: "bank",
  migrations: [
    { version: 1, name: "ledger", sql: INITIAL_SCHEMA },
    { version: 2, name: "statement_links", sql: STATEMENT_LINK_SECRET },
    { version: 3, name: "send_payment_function", sql: SEND_PAYMENT_FUNCTION },
    { version: 4, name: "lighter_payment", sql: LIGHTER_PAYMENT },
    { version: 5, name: "payment_batches", sql: PAYMENT_BATCHES },
    { version: 6, name: "keyed_payment_batches", sql: KEYED_PAYMENT_BATCHES },
  ],
};
