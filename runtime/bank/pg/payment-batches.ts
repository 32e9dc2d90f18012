/**
 * Payments sent to the database in batches when they queue up (docs/scaling.md "Payments in
 * batches"). A payment goes out at once while fewer than `maxCalls` payment calls are in flight,
 * alone, as `bank_send_payment` (one statement, its own transaction). Past that it waits, and the
 * next call to finish takes every waiting payment (up to `maxBatch`) as one `bank_send_payments`
 * call: one transaction, one commit, one round trip. At low load nothing waits, so nothing is
 * slower; under load the database commits fewer, larger transactions, each payment still decided
 * exactly as alone (migrations.ts, versions 5 and 6; payments with an idempotency key too).
 *
 * A payment is answered only after its batch committed. A batch the server refused (any error
 * it reported, which rolled the whole batch back) is sent again one payment per call, in the same
 * order, so one payment's error is that payment's alone. A lost connection is not retried: whether
 * the batch committed is unknown, exactly as for a single call, and every payment of it gets that
 * error.
 */
import { isRolledBackError, type Pool, retryQuery, retryStatement } from "../../store/postgres.ts";

/** The arguments of `bank_send_payment` before its key (migrations.ts, versions 3 and 4). */
export type PaymentArguments = [
  organisationId: string,
  paymentId: string | null,
  fromAccountId: string | null,
  toAccountNumber: string | null,
  amountCents: number | null,
  reference: string | null,
  endToEndId: string | null,
  clockIso: string,
  reasons: string[],
  inputValid: boolean,
];

/** A payment's idempotency key, the hash of its request, and the time before which a stored key has expired. */
export type KeyArguments = [key: string, requestHash: string, keyCutoffIso: string];

const NO_KEY = [null, null, null] as const;
const SINGLE_SQL = "SELECT * FROM bank_send_payment($1, $2, $3, $4, $5, $6, $7, $8, $9::text[], $10, $11, $12, $13)";
const BATCH_SQL =
  "SELECT * FROM bank_send_payments($1::text[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::text[], " +
  "$7::text[], $8::timestamptz[], $9::text[], $10::boolean[], $11::text[], $12::text[], $13::timestamptz[])";

interface Waiting<R> {
  args: PaymentArguments;
  key: KeyArguments | null;
  resolve: (row: R) => void;
  reject: (error: unknown) => void;
}

/** Payment calls in flight at once from one process; the payments past them wait and batch. */
export const DEFAULT_MAX_CALLS = 4;
/** Most payments in one call, and so in one transaction. */
export const DEFAULT_MAX_BATCH = 64;

export interface PaymentBatchOptions {
  /** Payment calls in flight at once from this process (default {@link DEFAULT_MAX_CALLS}, or the pool's size if smaller). */
  maxCalls?: number;
  /** Most payments in one call (default {@link DEFAULT_MAX_BATCH}; 1: every payment alone). */
  maxBatch?: number;
}

export class PaymentBatches<R extends object> {
  private readonly waiting: Waiting<R>[] = [];
  private inFlight = 0;
  private readonly maxCalls: number;
  private readonly maxBatch: number;

  constructor(
    private readonly pool: Pool,
    options: PaymentBatchOptions = {},
  ) {
    // More calls than the pool has connections would only queue in the pool, unbatched.
    this.maxCalls = Math.max(1, options.maxCalls ?? Math.min(DEFAULT_MAX_CALLS, pool.options.max ?? DEFAULT_MAX_CALLS));
    this.maxBatch = Math.max(1, options.maxBatch ?? DEFAULT_MAX_BATCH);
  }

  /** The payment's row once its call committed (or the error of its call). */
  send(args: PaymentArguments, key: KeyArguments | null = null): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ args, key, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.inFlight < this.maxCalls && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.maxBatch);
      this.inFlight++;
      void this.run(batch).finally(() => {
        this.inFlight--;
        this.dispatch();
      });
    }
  }

  private async run(batch: Waiting<R>[]): Promise<void> {
    if (batch.length === 1) return this.runAlone(batch[0] as Waiting<R>);
    let rows: R[];
    try {
      rows = await this.callBatch(batch);
    } catch (error) {
      if (!isRolledBackError(error)) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      // Rolled back as a whole: each payment again on its own, in turn, so an error is its own only.
      for (const waiting of batch) await this.runAlone(waiting);
      return;
    }
    batch.forEach((waiting, index) => {
      const row = rows[index];
      if (row === undefined) waiting.reject(new Error("bank_send_payments returned fewer rows than payments"));
      else waiting.resolve(row);
    });
  }

  private async runAlone(waiting: Waiting<R>): Promise<void> {
    try {
      const values = [...waiting.args, ...(waiting.key ?? NO_KEY)];
      waiting.resolve(await retryStatement(() => this.pool.query<R>(SINGLE_SQL, values)));
    } catch (error) {
      waiting.reject(error);
    }
  }

  private callBatch(batch: Waiting<R>[]): Promise<R[]> {
    const column = (index: number) => batch.map((waiting) => waiting.args[index]);
    const keyColumn = (index: number) => batch.map((waiting) => waiting.key?.[index] ?? null);
    // The refusal texts are the same for every payment: sent once.
    const values = [0, 1, 2, 3, 4, 5, 6, 7]
      .map(column)
      .concat([(batch[0] as Waiting<R>).args[8], column(9), keyColumn(0), keyColumn(1), keyColumn(2)]);
    return retryQuery(() => this.pool.query<R>(BATCH_SQL, values));
  }
}
